"""Making a tutorial's expected moves through the window, as a person would:
real drags, clicks and keys, per game where a game has its own gestures, and
for any other game a drag found the way a newcomer finds it (`dragged`)."""
from __future__ import annotations

import pygame

from tests.gui_helpers import click, drag, key, send


def limes(app, scene, expect: dict) -> None:
    view = scene.view
    kind = expect["kind"]
    if kind == "place_card":
        slot = (expect["row"], expect["col"])
        target = view.display_of(0).card_rect(slot).center
        send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
        send(app, pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
        for _ in range(expect["rotation"]):
            key(app, pygame.K_r)
        send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    elif kind == "place_worker":
        drag(app, view.supply_rect.center, view.display_of(0).field_rect(tuple(expect["cell"])).center)
    elif kind == "move_worker":
        start = next(rect.center for index, _cell, rect in view.worker_rects(0) if index == expect["worker"])
        drag(app, start, view.display_of(0).field_rect(tuple(expect["cell"])).center)
    elif kind == "skip_worker":
        click(app, view.skip.rect.center)
    else:
        raise AssertionError(f"no way to make {kind} in the window")


def pick_up(app, scene, step: int = 8):
    """Press on the board, point by point, until the view hands a piece into the
    hand: the place where that happened (None: nowhere). A press that picks up
    nothing is no click (no release follows), so it does nothing."""
    board = scene.frame.board
    covered = [b.rect for b in scene.frame_buttons] + [scene.end_button.rect]
    for y in range(board.top + step // 2, board.bottom, step):
        for x in range(board.left + step // 2, board.right, step):
            if scene.covered((x, y)) or any(rect.collidepoint(x, y) for rect in covered):
                continue
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
            if scene.dd.holding:
                return (x, y)
    return None


def where(scene, piece, target):
    """A point of the board where the piece in hand snaps to `target`: where the piece
    shows it (`Piece.at`), else the first point found over the board."""
    if piece.at is not None:
        return tuple(piece.at(target))
    board = scene.frame.board
    return next(((x, y) for y in range(board.top, board.bottom, 4) for x in range(board.left, board.right, 4)
                 if piece.snap((x, y)) == target), None)


def dragged(app, scene, expect: dict) -> None:
    """The expected move as a drag: pick the piece up where the view hands it out,
    turn it (R) and mirror it (F) as the move asks, and drop it where the piece
    snaps to the target that makes the move."""
    start = pick_up(app, scene)
    assert start is not None, "no press on the board picks up a piece"
    piece = scene.dd.held
    wanted = [(rotation, mirrored, target) for mirrored in ((False, True) if piece.mirrorable else (False,))
              for rotation in range(piece.rotations) for target in piece.targets()
              if piece.action(target, rotation, mirrored).to_dict() == expect]
    assert wanted, f"the piece in hand cannot make {expect}"
    rotation, mirrored, target = wanted[0]
    end = where(scene, piece, target)
    for i in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
        send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    for _ in range(rotation):
        key(app, pygame.K_r)
    if mirrored:
        key(app, pygame.K_f)
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


MOVES = {"limes": limes}


def move_for(game_id: str):
    """The way to make `game_id`'s tutorial moves: above, in tests/tutorial_moves_<game>.py,
    or for a game with neither, `dragged`."""
    import importlib
    import importlib.util
    if game_id in MOVES:
        return MOVES[game_id]
    if importlib.util.find_spec(f"tests.tutorial_moves_{game_id}") is None:
        return dragged
    return importlib.import_module(f"tests.tutorial_moves_{game_id}").move
