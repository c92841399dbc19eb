"""Driving the Rome table in window tests: a game on screen, the tray and landscape under the pointer, a human's step and a run to a phase."""
import pygame
import pytest

from games.rome import Choose, Divide
from gui.scenes.curtain import CurtainScene
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, drag, end_turn, key, send


def play(app, seats=(None, None, None), seed=7, variant="basic"):
    scene = app.start_game("rome", ["Anna", "Ben", "Cara"][:len(seats)], list(seats), seed, {"variant": variant})
    scene.bots.pace = 0
    app.frame(0)
    reveal(app)   # with two people or more, a new game begins behind the curtain (the split is secret)
    return scene


def move(app, pos):
    send(app, pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def reveal(app):
    """Whoever the curtain names takes the mouse."""
    while isinstance(app.scene, CurtainScene):
        click(app, app.scene.button.rect.center)


def tray_tile(scene, index):
    trays = scene.view.trays
    r, slot, rects = trays.divide_geometry()
    tray = trays.split_of(scene.player)[index]
    return trays.slot_centre(rects[tray], index, r, slot), rects


def centre(scene, cell):
    x, y = scene.view.land.main_board().centre(cell)
    return round(x), round(y)


def hand_slot(scene, index=0):
    return scene.view.trays.hand_geometry()[1][index][0].center


def human_step(app, scene):
    """One action of the screen's human, by posted events only; a complete turn is ended."""
    s, view, p = scene.state, scene.view, scene.player
    trays = view.trays
    if scene.must_end_turn:
        end_turn(app)
    elif s.phase == "divide":
        start, rects = tray_tile(scene, 4)
        drag(app, start, rects[1].center)
        click(app, trays.confirm.rect.center)
    elif s.phase == "choose":
        click(app, trays.choose_geometry()[2]["large"].center)
    elif s.phase == "mission":
        click(app, trays.mission_cards()[-1][0].center)
    elif s.phase == "elephant":
        free = s.free_tiles(p) if s.elephant_supply(p) else []
        if free:
            drag(app, trays.supply_rect().center, centre(scene, free[-1]))
        else:
            click(app, trays.skip.rect.center)
    elif s.phase == "market" and s.taken[p] is None:
        click(app, view.market.boxes[next(i for i, seg in enumerate(s.market) if seg is not None)].center)
    elif s.bonus_cells[p]:
        click(app, centre(scene, s.bonus_cells[p][-1]))
    else:
        (cell, turn) = next(iter(s.placements(p, s.hands[p][0])))
        start, end = hand_slot(scene), centre(scene, cell)
        send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, 5):
            move(app, (start[0] + (end[0] - start[0]) * k / 4, start[1] + (end[1] - start[1]) * k / 4))
        for _ in range(turn):
            key(app, pygame.K_r)       # a double tile turns a sixth
        send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def run(app, scene, until, limit=3000):
    """Humans act by posted events, bots in the background, until `until()`."""
    for _ in range(limit):
        reveal(app)
        if until():
            return
        if scene.human_turn and app.scene is scene:
            count = len(scene.state.log)
            human_step(app, scene)
            assert len(scene.state.log) > count or isinstance(app.scene, ResultsScene), scene.toast.message
        else:
            app.frame(1 / 60)
            if scene.bots._thread is not None:
                scene.bots._thread.join()
    raise AssertionError("did not get there")


def drawn(app, scene):
    """One frame of the window: every text it draws and the tiles its tray shows."""
    from gui import text
    words, tiles = [], []
    trays = scene.view.trays.painter
    draw, wrapped, tile = text.draw, text.draw_wrapped, trays.draw_tile
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(text, "draw", lambda surface, words_, *a, **k: words.append(words_) or draw(surface, words_, *a, **k))
        mp.setattr(text, "draw_wrapped",
                   lambda surface, words_, *a, **k: words.append(words_) or wrapped(surface, words_, *a, **k))
        mp.setattr(trays, "draw_tile", lambda surface, t, *a: tiles.append(t) or tile(surface, t, *a))
        app.frame(0)
    return words, tiles


def place_all(app, scene):
    """The screen's player drags every tile of the hand into the landscape."""
    state, p = scene.state, scene.player
    while state.hands[p]:
        cell, _turn = next(iter(state.placements(p, state.hands[p][0])))
        drag(app, hand_slot(scene), centre(scene, cell))


def send_split(app, scene) -> None:
    """Confirm split clicked: the split as it lies (5/0 untouched: Enter alone would not send it)."""
    app.frame(0)
    click(app, scene.view.trays.confirm.rect.center)


def to_add(app, scene):
    """Everyone splits 5/0 (Confirm split) and takes the large lot (key 2), each turn ended."""
    for action, k in ((Divide(()), None), (Choose("large"), pygame.K_2)):
        for player in range(len(scene.state.players)):
            if scene.is_human(player):
                assert scene.player == player
                send_split(app, scene) if k is None else key(app, k)
                end_turn(app)
            else:
                scene.commit(action, player)
            reveal(app)
    scene.bots.cancel()                           # a computer's decision from before is stale now
    assert scene.state.phase == "add"


def right_click(app, scene, pos):
    send(app, pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=3)
    popup = scene.popup
    key(app, pygame.K_ESCAPE)
    return popup
