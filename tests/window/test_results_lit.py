"""Results: every scoring line lights on the board what it counted, in every
game (the pointer on a line, a real mouse motion), and "How was this
scored?" explains the sheet of the player whose board is shown."""
import random

import pygame
import pytest

from games import GAMES
from gui import theme
from gui.views import playable
from tests.gui_helpers import greedy_position, send

# every game at its fewest seats and one more (alone and two, two and three)
CASES = [(game_id, count) for game_id in playable()
         for count in sorted({GAMES.seats(game_id)[0], min(GAMES.seats(game_id)[0] + 1, GAMES.seats(game_id)[1])})]


def finished(game_id: str, count: int, seed: int = 4):
    return GAMES[game_id], greedy_position(game_id, [f"P{i}" for i in range(count)], None, seed)


def results(app, game_id: str, count: int):
    game, state = finished(game_id, count)
    scene = app.open_game(game, state, [None] * count)  # a finished game goes to its results
    app.frame(0)
    if app.scene is scene:
        scene.finish()
    results = app.scene
    results.reveal_all()
    app.frame(0)
    return results


def board_pixels(app, results) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(results.right), "RGB")


@pytest.mark.parametrize("game_id, count", CASES)
def test_every_scoring_line_lights_what_it_counted(app, game_id, count):
    scene = results(app, game_id, count)
    unlit = []
    for player in range(count):
        for index, (label, indices) in enumerate(scene.rows[player]):
            points = sum(scene.sheets[player].items[i].points for i in indices)
            if points == 0:
                continue   # a line that counted nothing has nothing to light
            send(app, pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
            scene.selected = player
            app.frame(0)
            plain = board_pixels(app, scene)
            rect = next((r for r, p, i in scene.item_rects if (p, i) == (player, index)), None)
            for _step in range(200):   # scrolled into view, a step at a time (the sheet clamps its end)
                if rect is not None:
                    break
                scene.scroll += 40
                app.frame(0)
                rect = next((r for r, p, i in scene.item_rects if (p, i) == (player, index)), None)
            assert rect is not None, f"line {label!r} is never in view"
            send(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
            if board_pixels(app, scene) == plain:
                unlit.append(f"P{player}: {label}")
            scene.scroll = 0
    assert unlit == []


def test_the_sheets_panel_shows_where_more_lies_above_or_below(app):
    game = GAMES["rome"]
    state = game.new_game(["Ada", "Ben", "Cem", "Dan", "Eva"], 3)
    rng = random.Random(3)
    while not state.is_over():
        p = state.actors()[0]
        state.apply(p, game.bots["greedy"](state.view(p), p, rng))
    scene = app.open_game(game, state, [None] * 5)
    scene.finish()
    results = app.scene
    results.reveal_all()
    app.frame(0)
    u, panel = results.u, results.left
    below = (panel.right - round(8 * u), panel.bottom - round(4 * u) - round(2 * u))   # inside the panel
    above = (panel.right - round(8 * u), panel.top + round(4 * u) + round(2 * u))
    assert tuple(app.screen.get_at(below))[:3] == theme.ACCENT and tuple(app.screen.get_at(above))[:3] != theme.ACCENT
    for _ in range(40):
        app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    app.frame(0)
    assert tuple(app.screen.get_at(above))[:3] == theme.ACCENT and tuple(app.screen.get_at(below))[:3] != theme.ACCENT


def test_while_the_lines_come_one_by_one_the_order_does_not_tell_the_winner(app, monkeypatch):
    from gui import text
    game, state = next((g, s) for seed in range(4, 40) for g, s in [finished("rome", 3, seed)]
                       if s.ranking()[0][0] != 0)        # a game not won by the first seat
    scene = app.open_game(game, state, [None] * 3)
    app.frame(0)
    if app.scene is scene:
        scene.finish()
    results = app.scene
    names = state.players
    drawn = []
    draw = text.draw

    def line(surface, words, *args, **kwargs):
        rect = draw(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect
    monkeypatch.setattr(text, "draw", line)

    def heads():      # the sheets' head lines, in the order drawn
        drawn.clear()
        app.frame(0)
        return [w for w, rect in drawn if results.left.contains(rect) and w.split(".")[-1].strip() in names]

    assert results.revealing and heads() == names                      # seat by seat, no places
    assert results.selected == 0                                       # the first seat's board
    results.reveal_all()
    winner = state.ranking()[0][0]
    assert heads()[0] == f"1.  {names[winner]}" != f"1.  {names[0]}" and results.selected == winner
