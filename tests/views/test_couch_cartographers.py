"""The Cartographers table at a large text size: in a short room (the drawer shut
or open) the map in play is the largest thing, beside it the card, the shapes,
the terrains and the column, the others' maps as thumbnails; none of them runs
over another or out of the board, and each screen holds (an ambush, a card of
two shapes with ruins and skills, five terrains, a turn to end, a map enlarged,
the season's end). At 1280x800 and 100% the band stays above the map."""
import random

import pygame
import pytest

from games import GAMES
from gui import text
from gui.scenes.curtain import CurtainScene
from gui.views.cartographers.season import SeasonScene
from tests.cartographers_helpers import on_ambush, on_card
from tests.gui_helpers import click, greedy_position, key
from tests.window.test_couch import Drawn, resize

CARTO = GAMES["cartographers"]


@pytest.fixture
def drawn(monkeypatch):
    """What a frame drew (test_couch's record), and `words`: the lines drawn on the
    screen itself (not those drawn on a card's image)."""
    found = Drawn(monkeypatch)
    found.words = []
    draw = text.draw

    def line(surface, words, pos, size, colour, bold=False, anchor="topleft"):
        rect = draw(surface, words, pos, size, colour, bold, anchor)
        if surface is pygame.display.get_surface() and words.strip():
            found.words.append((words, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(text, "draw", line)
    frame = found.frame

    def fresh(app):
        found.words = []
        frame(app)

    found.frame = fresh
    return found


def crossing(words) -> list[str]:
    return [f"{a!r} {ra} over {b!r} {rb}" for i, (a, ra) in enumerate(words) for b, rb in words[i + 1:]
            if ra.colliderect(rb)]


def played(count: int, moves: int, seed: int = 3, options=None):
    return greedy_position("cartographers", count, moves, seed, options)


def table(app, state, size=(1024, 640), percent=200):
    resize(app, size)
    app.set_text_size(percent)
    scene = app.open_game(CARTO, state, [None] * len(state.players))
    while isinstance(app.scene, CurtainScene):
        app.pop()
    app.frame(0)
    return scene


def past_curtain(app) -> None:
    while isinstance(app.scene, CurtainScene):
        key(app, pygame.K_RETURN)
    app.frame(0)


def parts(view) -> list[tuple[str, pygame.Rect]]:
    """What the table shows, each with its rect: the map, the thumbnails, the card,
    the shapes, the terrain and skill buttons, the column."""
    band = view.band
    found = [("map", view.board.rect), ("card", band.card_rect)]
    found += [(f"thumb {p}", rect) for rect, p in view.thumb_rects()]
    found += [(f"shape {i}", rect) for i, rect in enumerate(band.shape_rects)]
    found += [(b.key, b.rect) for b in band.terrain_buttons + band.skill_buttons]
    column = band.column.rect
    below = max([b.rect.bottom for b in band.skill_buttons], default=column.top)   # drawn in the column
    found.append(("column", pygame.Rect(column.left, column.top, column.width, max(0, below - column.top))))
    return found


def overlaps(found) -> list[str]:
    bad = []
    skills = {key for key, _ in found if key.startswith("skill:")}
    for i, (a, ra) in enumerate(found):
        for b, rb in found[i + 1:]:
            if {a, b} & skills and "column" in (a, b):
                continue   # the skills' buttons stand in the column
            if ra.colliderect(rb):
                bad.append(f"{a} {ra} over {b} {rb}")
    return bad


def holds(app, drawn, scene) -> list[str]:
    """The layout's problems: parts out of the board or over each other, texts over the
    board's edge or under a button, words of the board over each other."""
    drawn.frame(app)
    board = scene.frame.board
    found = parts(scene.view)
    problems = [f"{name} {rect} out of {board}" for name, rect in found if not board.contains(rect)]
    problems += overlaps(found)
    problems += drawn.problems(app)
    problems += crossing([(w, r) for w, r in drawn.words if board.contains(r)])
    return problems


def both_drawers(app, drawn, scene) -> list[str]:
    """The problems with the drawer shut, then open."""
    problems = holds(app, drawn, scene)
    scene.toggle_panel()
    problems += [f"open: {p}" for p in holds(app, drawn, scene)]
    scene.toggle_panel()
    return problems


@pytest.mark.parametrize("count", [1, 2, 4, 6])
def test_in_a_short_room_the_map_in_play_is_the_largest_thing_beside_the_band(app, drawn, count):
    scene = table(app, played(count, 10))
    for opened in (False, True):
        if scene.panel_open != opened:
            scene.toggle_panel()
        view, board = scene.view, scene.frame.board
        assert view.band.side, "the card, the shapes and the column beside the map"
        side = view.board.rect.width
        assert side >= 0.5 * board.height
        others = [rect for name, rect in parts(view) if name != "map" and not name.startswith(("column", "thumb"))]
        others += [view.painter.thumb_board(rect).rect for rect, _p in view.thumb_rects()]   # the maps drawn in them
        assert all(side > min(rect.width, rect.height) for rect in others)
        assert all(side * side > 1.5 * rect.width * rect.height for rect in others)
        assert len(view.thumb_rects()) == count - 1
        assert holds(app, drawn, scene) == [], opened


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("count", [1, 6])
def test_every_moment_of_a_turn_holds_at_200_percent(app, drawn, size, count):
    # a card of two shapes after a ruins card, the skills dealt
    state = played(count, 4, seed=5, options={"skills": True})
    on_card(state, 9, ruins=True)
    scene = table(app, state, size)
    scene.changed()
    assert both_drawers(app, drawn, scene) == []
    # five terrains to choose
    on_card(scene.state, 17)
    scene.changed()
    assert both_drawers(app, drawn, scene) == []
    # drawn: the turn waits to be ended, the End turn button in the band or under the map
    p = scene.player
    scene.try_action(next(a for a in scene.state.legal_actions(p) if a.kind in ("draw", "fallback")))
    app.frame(0)
    for _ in range(2):
        assert scene.must_end_turn
        end = scene.end_button.rect
        assert scene.frame.board.contains(end) and not end.colliderect(scene.view.board.rect)
        assert not end.colliderect(scene.view.band.column.rect)
        assert both_drawers(app, drawn, scene) == []
        scene.toggle_panel()


@pytest.mark.parametrize("count", [2, 4, 6])
def test_an_ambush_shows_the_neighbours_map_in_play_and_a_map_enlarged_holds(app, drawn, count):
    scene = table(app, played(count, 2, seed=7))
    on_ambush(scene.state, 1)
    scene.changed()
    past_curtain(app)
    view = scene.view
    assert view.offer().kind == "monster" and view.focus != scene.player
    assert both_drawers(app, drawn, scene) == []
    click(app, view.thumb_rects()[0][0].center)
    assert view.enlarged is not None
    assert both_drawers(app, drawn, scene) == []


def test_a_solo_map_in_a_narrow_room_leaves_the_end_turn_button_under_it(app):
    scene = table(app, played(1, 2, seed=8))
    scene.toggle_panel()                               # the drawer open: a narrow board
    scene.try_action(next(a for a in scene.state.legal_actions(0) if a.kind in ("draw", "fallback")))
    app.frame(0)
    view, end = scene.view, scene.end_button.rect
    assert end.top >= view.board.rect.bottom and end.left >= scene.frame.board.left
    assert view.board.rect.width > view.band.rect.width     # the map wider than the column beside it


@pytest.mark.parametrize("count", [1, 6])
def test_the_season_end_holds_at_200_percent(app, drawn, count):
    state = played(count, 40 * count, seed=9)
    while not state.season_rows[0]:
        p = state.actors()[0]
        state.apply(p, CARTO.bots["greedy"](state.view(p), p, random.Random(1)))
    scene = table(app, state)
    summary = SeasonScene(app, scene.view, 0)
    app.push(summary)
    draw_table = scene.draw

    def under(surface):   # the table under the summary is not the summary's
        draw_table(surface)
        drawn.buttons, drawn.texts, drawn.words = [], [], []

    scene.draw = under
    drawn.frame(app)
    assert drawn.problems(app) == []
    assert summary.panel.contains(summary.map_rect) and not summary.map_rect.colliderect(summary.button.rect)
    assert [(w, r) for w, r in drawn.words if not summary.panel.contains(r)] == []
    assert all(band.bottom <= summary.button.rect.top for band, _p in summary.rows)
    assert crossing(drawn.words) == []


@pytest.mark.parametrize("count", [1, 4])
def test_at_1280x800_and_100_percent_the_band_stays_above_the_map(app, count):
    scene = table(app, played(count, 10), (1280, 800), 100)
    view = scene.view
    assert not view.band.side and view.band.rect.height == 124
    assert view.band.rect.bottom < view.board.rect.top
    assert view.band.column.level == 0
