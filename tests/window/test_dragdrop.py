"""gui/dragdrop.py, the one drag-and-drop controller every game's view uses:
real pygame events on a small board of 10-pixel cells, a rule of its own
(a cell must be free, and a piece turned to 1 fits only on the top row), the
engine's check and commit stood in for by plain functions."""
from __future__ import annotations

import pygame
import pytest

from games.core import IllegalMove, Violation
from gui.dragdrop import DRAG_DISTANCE, DragDrop, Piece

TAKEN = {(1, 1)}


def cell_at(pos):
    x, y = pos
    return (y // 10, x // 10) if 0 <= x < 40 and 0 <= y < 40 else None


def check(action) -> Violation | None:
    cell, rotation, mirrored = action
    if cell in TAKEN:
        return Violation("cell.taken", {"cell": list(cell)})
    if rotation == 1 and cell[0] != 0:
        return Violation("cell.not_top")
    return None


@pytest.fixture
def board():
    committed, checked = [], []

    def counted(action):
        checked.append(action)
        return check(action)
    dd = DragDrop(counted, committed.append)
    return dd, committed, checked


def piece(**extra) -> Piece:
    return Piece(key="tile", snap=cell_at, action=lambda cell, rotation, mirrored: (cell, rotation, mirrored),
                 start=(0, 0), move=lambda cell, step: (cell[0] + step[1], cell[1] + step[0]),
                 targets=lambda: [(r, c) for r in range(4) for c in range(4)],
                 at=lambda cell: (cell[1] * 10 + 5, cell[0] * 10 + 5), **extra)


def event(kind, **attrs):
    return pygame.event.Event(kind, attrs)


def press(dd, pos, button=1):
    return dd.handle_event(event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def move(dd, pos, held=True):
    return dd.handle_event(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0)))


def release(dd, pos):
    return dd.handle_event(event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(dd, k):
    return dd.handle_event(event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_a_drag_to_a_free_cell_places_the_piece_turned_as_it_is(board):
    dd, committed, _ = board
    dd.pick(piece(rotations=2), (5, 5))
    move(dd, (15, 5))
    assert dd.target == (0, 1) and dd.violation is None     # the ghost is green there
    dd.handle_event(event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    move(dd, (35, 25))
    assert dd.target == (2, 3) and dd.violation.code == "cell.not_top"   # turned: red, with the rule
    dd.handle_event(event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))   # back to 0
    assert dd.violation is None
    release(dd, (35, 25))
    assert committed == [((2, 3), 0, False)] and not dd.holding


def test_a_drop_where_a_rule_forbids_it_places_nothing_and_keeps_the_reason(board):
    dd, committed, _ = board
    dd.pick(piece(), (5, 5))
    move(dd, (15, 15))
    assert dd.violation.code == "cell.taken" and dd.violation.params == {"cell": [1, 1]}
    release(dd, (15, 15))
    assert committed == [] and not dd.holding and dd.refused.code == "cell.taken"


def test_a_drop_off_the_board_puts_the_piece_back(board):
    dd, committed, _ = board
    dd.pick(piece(), (5, 5))
    move(dd, (300, 300))
    release(dd, (300, 300))
    assert committed == [] and not dd.holding and dd.refused is None


def test_turning_and_mirroring_ask_the_rules_again_but_once_per_place_and_turn(board):
    dd, _, checked = board
    dd.pick(piece(rotations=4, mirrorable=True), (25, 25))
    assert dd.target == (2, 2)
    for k in (pygame.K_r, pygame.K_r, pygame.K_r, pygame.K_r):   # once round: 4 new checks
        key(dd, k)
    assert dd.held.rotation == 0 and len(checked) == 4
    key(dd, pygame.K_r)
    assert len(checked) == 4                                    # asked before: from the cache
    press(dd, (25, 25), button=3)                               # a right click turns too
    assert dd.held.rotation == 2
    key(dd, pygame.K_f)
    assert dd.held.mirrored and dd.action == ((2, 2), 2, True)


def test_a_piece_held_by_its_second_part_turns_about_it_and_is_placed_with_it_under_the_pointer(board):
    """A domino (its second part right of the first, below it when turned) held by its second
    part: the target is its first part's cell, wherever the turn puts it."""
    dd, committed, _ = board
    step = {0: (0, 1), 1: (1, 0)}
    domino = piece(rotations=2, grip=1,
                   anchor=lambda cell, grip, rot, _m: (cell[0] - step[rot][0] * grip, cell[1] - step[rot][1] * grip))
    dd.pick(domino, (5, 5))
    move(dd, (25, 25))                                          # the pointer on (2, 2)
    assert dd.place == (2, 2) and dd.target == (2, 1)
    dd.handle_event(event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert dd.target == (1, 2) and dd.violation.code == "cell.not_top"   # turned about the part held
    key(dd, pygame.K_r)
    key(dd, pygame.K_UP)                                        # the keyboard steps the part held
    assert dd.place == (1, 2) and dd.target == (1, 1) and dd.pos == (25, 15)
    key(dd, pygame.K_DOWN)
    release(dd, (25, 25))
    assert committed == [((2, 1), 0, False)]


def test_a_piece_that_does_not_turn_or_mirror_stays_as_it_is(board):
    dd, _, _ = board
    dd.pick(piece(), (5, 5))
    key(dd, pygame.K_r)
    key(dd, pygame.K_f)
    assert dd.held.rotation == 0 and not dd.held.mirrored


def test_a_small_wobble_is_a_click_then_the_next_click_places(board):
    dd, committed, _ = board
    dd.pick(piece(), (5, 5))
    move(dd, (5 + DRAG_DISTANCE, 5))          # not yet a drag
    release(dd, (5 + DRAG_DISTANCE, 5))
    assert dd.holding and committed == []     # a click picked it up
    move(dd, (35, 5), held=False)
    assert dd.target == (0, 3)
    assert press(dd, (35, 5))
    assert committed == [((0, 3), 0, False)]


def test_after_a_click_a_click_away_from_the_board_puts_back_and_goes_on(board):
    dd, committed, _ = board
    dd.pick(piece(), (5, 5))
    release(dd, (5, 5))
    assert press(dd, (200, 200)) is False     # not the controller's: the button there gets it
    assert not dd.holding and committed == []


def test_a_piece_with_a_click_action_does_it_on_a_click(board):
    dd, committed, _ = board
    clicked = []
    dd.pick(piece(clicked=lambda: clicked.append(1)), (5, 5))
    release(dd, (5, 5))
    assert clicked == [1] and not dd.holding and committed == []


def test_the_keyboard_alone_places_a_piece(board):
    dd, committed, _ = board
    dd.pick(piece(), keyboard=True)
    assert dd.target == (0, 0) and dd.pos == (5, 5)          # the reason shows at the ghost
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN):
        key(dd, k)
    assert dd.target == (2, 2) and dd.pos == (25, 25)
    key(dd, pygame.K_RETURN)
    assert committed == [((2, 2), 0, False)]


def test_escape_puts_the_piece_back(board):
    dd, committed, _ = board
    dd.pick(piece(), keyboard=True)
    key(dd, pygame.K_ESCAPE)
    assert not dd.holding and committed == [] and not key(dd, pygame.K_RETURN)


def test_the_learning_aid_marks_every_legal_place_for_the_piece_as_it_is_turned(board):
    dd, _, _ = board
    dd.pick(piece(rotations=2), (5, 5))
    assert (1, 1) not in dd.legal_targets() and len(dd.legal_targets()) == 15
    dd.rotate()
    assert dd.legal_targets() == [(0, 0), (0, 1), (0, 2), (0, 3)]


def test_a_commit_the_engine_refuses_after_all_is_kept_as_the_reason(board):
    dd, _, _ = board

    def refuse(action):
        raise IllegalMove(Violation("turn.end_first"))
    dd.pick(piece(commit=refuse), (5, 5))
    move(dd, (35, 35))
    release(dd, (35, 35))
    assert dd.refused.code == "turn.end_first" and not dd.holding


def test_nothing_is_taken_while_nothing_is_held(board):
    dd, _, _ = board
    assert not move(dd, (5, 5)) and not press(dd, (5, 5)) and not key(dd, pygame.K_r)
    assert dd.action is None and dd.legal_targets() == [] and not dd.drop()
