"""A Rome double tile in the hand: picked up by either half, turned by the wheel or R, the half
held stays under the pointer and is laid on the hex under it."""
import pygame

from games.rome import double_cells
from gui.geometry import HexBoard
from tests.gui_helpers import key, send
from tests.rome_gui import centre, move, play, run


def double_in_hand(app):
    """A market game against a computer at the human's double tile: the scene, the tile, its halves in the hand."""
    scene = play(app, seats=(None, "greedy"), seed=5, variant="advanced")
    state = scene.state
    run(app, scene, lambda: scene.human_turn and state.phase == "market" and state.taken[0] is not None
        and state.hands[0] and state.hands[0][0].double)
    r, slots, _building = scene.view.trays.hand_geometry()
    rect, _index, piece = slots[0]
    step = HexBoard((0, 0), r).centre(double_cells(0, 0, 0)[1])   # the second half beside the first
    halves = [(rect.centerx - step[0] / 2, rect.centery - step[1] / 2),
              (rect.centerx + step[0] / 2, rect.centery + step[1] / 2)]
    return scene, piece, halves


def test_a_double_held_by_its_second_half_turns_about_that_half_and_lays_it_under_the_pointer(app, tmp_path):
    scene, piece, halves = double_in_hand(app)
    state = scene.state
    (first, turn) = next((c, t) for c, t in state.placements(0, piece) if t in (2, 3, 4))
    second = double_cells(*first, turn)[1]
    start = tuple(round(v) for v in halves[1])                # the second half picked up
    end = centre(scene, second)
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    move(app, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    pygame.image.save(app.screen, str(tmp_path / "held-off-the-landscape.png"))
    move(app, end)
    dd = scene.dd
    for k in range(6):                                       # every turn: the held half stays on the hex
        assert piece.cells(*dd.target, dd.held.rotation)[1] == second, k
        send(app, pygame.MOUSEWHEEL, x=0, y=-1)
    for _ in range(turn):
        key(app, pygame.K_r)
    assert dd.held.rotation == turn and dd.target == first and dd.violation is None
    assert second in scene.view.pieces.held_cells()          # the learning aid marks where the held half may go
    scene.aids = True
    app.frame(0)
    pygame.image.save(app.screen, str(tmp_path / "held-turned.png"))
    before = len(state.landscapes[0])
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert len(state.landscapes[0]) == before + 2
    assert state.landscapes[0][second] == piece.tiles[1] and state.landscapes[0][first] == piece.tiles[0]


def test_a_double_held_by_its_first_half_is_laid_with_that_half_under_the_pointer(app):
    scene, piece, halves = double_in_hand(app)
    state = scene.state
    (first, turn) = next(iter(state.placements(0, piece)))
    start, end = tuple(round(v) for v in halves[0]), centre(scene, first)
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    move(app, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    move(app, end)
    for _ in range(turn):
        key(app, pygame.K_r)
    assert scene.dd.target == first and scene.dd.violation is None
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert state.landscapes[0][first] == piece.tiles[0]
