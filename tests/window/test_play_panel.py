"""The play screen's side panel at a large text size: the game's lists at their
full size in a column the wheel scrolls, the turn log's newest lines whole
under it, and nothing the column scrolled out of sight answers the pointer."""
import pygame
import pytest

from games import GAMES
from gui import text, theme
from gui.views import playable
from tests.gui_helpers import click, greedy_position, send
from tests.window.test_couch import resize


def couch(app, game_id: str, count: int, moves: int, options=None):
    """`game_id` `moves` in, at 1024x640 and 200% text, the drawer open, the curtain passed."""
    resize(app, (1024, 640))
    app.set_text_size(200)
    state = greedy_position(game_id, count, moves, 3, options)
    app.open_game(GAMES[game_id], state, [None] * count)
    while type(app.scene).__name__ == "CurtainScene":
        click(app, app.scene.button.rect.center)
    scene = app.scene
    scene.toggle_panel()
    app.frame(0)
    return scene


def wheel(app, scene, notches: int) -> None:
    """The pointer onto the panel's column, then the wheel turned (down: negative)."""
    send(app, pygame.MOUSEMOTION, pos=scene.chrome.panel_view.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(abs(notches)):
        send(app, pygame.MOUSEWHEEL, x=0, y=1 if notches > 0 else -1, flipped=False)


def test_every_edict_is_whole_and_the_wheel_brings_each_into_view(app):
    scene = couch(app, "cartographers", 2, 2)
    chrome, band = scene.chrome, scene.view.band
    cards = [rect for rect, _letter in band.edict_rects]
    assert len(cards) == 4 and chrome.scroll_room > 0
    font = round(12 * scene.view.u)
    band_only = round(font * 1.6) + 2 * max(3, font // 3)
    assert all(rect.height >= band_only + font for rect in cards)   # whole cards, not their title bands
    assert not chrome.panel_view.contains(cards[-1])
    wheel(app, scene, -40)
    assert chrome.scroll == chrome.scroll_room
    last = band.edict_rects[-1][0]
    assert chrome.panel_view.contains(last) and last.top < cards[-1].top
    # the first edict is scrolled away above the column: a right click where it now lies opens nothing
    hidden = band.edict_rects[0][0]
    assert hidden.bottom <= chrome.panel_view.top
    spot = (hidden.centerx, max(0, hidden.bottom - 4))
    send(app, pygame.MOUSEBUTTONDOWN, pos=spot, button=3)
    assert scene.popup is None
    wheel(app, scene, 40)
    assert chrome.scroll == 0


def seen_whole(app, scene, rects) -> set:
    """Scrolling the column from its top to its end a notch at a time: which of
    `rects()` (key, rect) were ever whole in view."""
    wheel(app, scene, 40)
    seen = set()
    for _ in range(60):
        seen |= {key for key, rect in rects() if scene.chrome.panel_view.contains(rect)}
        if scene.chrome.scroll == scene.chrome.scroll_room:
            break
        wheel(app, scene, -1)
    return seen


def test_every_realms_counts_and_the_last_turns_can_be_read_in_majesty(app):
    scene = couch(app, "majesty", 3, 4)
    assert scene.chrome.scroll_room > 0
    assert seen_whole(app, scene, lambda: [(p, row.inflate(-8, 0)) for row, p in scene.view.other_rects]) == {0, 1, 2}
    assert scene.view.told_lines(scene.view.told_turns())   # and under them what the others did


def test_every_kept_mission_can_be_read_in_rome_advanced(app):
    scene = couch(app, "rome", 3, 12, {"variant": "advanced"})
    view = scene.view
    kept = scene.state.missions[view.table.seat]
    assert kept
    assert "missions" in seen_whole(app, scene, lambda: [("missions", view.missions_rect)])
    assert view.missions_rect.height >= len(kept) * round(19 * view.u)   # a line each, none left out


@pytest.mark.parametrize("game_id", playable())
def test_the_log_keeps_its_newest_line_whole_under_a_scrolled_column(app, game_id):
    low, _high = GAMES.seats(game_id)
    scene = couch(app, game_id, max(2, low), 3)
    chrome = scene.chrome
    wheel(app, scene, -40)
    assert chrome.scroll == chrome.scroll_room
    newest = scene.log_lines(1)[0][0]
    f = chrome.frame
    below = f.panel.bottom - round(14 * f.u) - chrome.panel_view.bottom - round(22 * f.u)
    assert text.wrapped_height(newest, f.small, chrome.panel_view.width) <= below


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_four_drawn_missions_show_their_words_whole_at_no_less_than_their_100_percent_size(app, size):
    from gui import theme
    from gui.views.rome import art as draw_rome
    resize(app, size)
    app.set_text_size(200)
    state = greedy_position("rome", 3, 0, 3, {"variant": "advanced"})
    bot, rng = GAMES["rome"].bots["greedy"], __import__("random").Random(2)
    while not (state.phase == "mission" and len(state.drawn[state.actors()[0]]) >= 4):
        player = state.actors()[0]
        state.apply(player, bot(state.view(player), player, rng))
    seat = state.actors()[0]
    app.open_game(GAMES["rome"], state, [None] * 3)
    while type(app.scene).__name__ == "CurtainScene":
        click(app, app.scene.button.rect.center)
    view = app.scene.view
    assert view.table.seat == seat
    cards, words = view.trays.mission_layout()
    assert len(cards) == 4
    assert words >= round(12 * view.u / theme.growth(app.size))
    for rect, m in cards:
        assert app.scene.frame.board.contains(rect)
        assert draw_rome.mission_fits(*view.trays.mission_words(m), rect.size, words)


def test_a_tutorial_step_pointing_into_the_panel_scrolls_its_target_into_view(app):
    """At 200% in a small window the four edicts are taller than the panel: the step
    about edict D scrolls the column to it and marks it there, not below the panel."""
    resize(app, (1024, 640))
    app.set_text_size(200)
    scene = app.start_tutorial("cartographers")
    referee = scene.referee
    referee.go(next(i for i, step in enumerate(referee.tutorial.steps) if step.id == "borderlands"))
    for _ in range(4):
        app.frame(0)
    chrome = scene.chrome
    assert chrome.scroll > 0
    edict_d = next(rect for rect, letter in scene.view.band.edict_rects if letter == "D")
    assert chrome.panel_view.contains(edict_d)
    assert not referee.box.colliderect(edict_d)        # the step's box is elsewhere, the edict in sight


@pytest.mark.parametrize("step_id", ["edicts", "sentinel"])
def test_a_step_about_the_edicts_leaves_the_column_room_to_show_them(app, step_id):
    """The step after the welcome (docked in the drawer, the column hidden) names the
    edicts: its box goes over the board, so that the column shows them, marked."""
    resize(app, (1024, 640))
    app.set_text_size(200)
    app.set_language("de")
    scene = app.start_tutorial("cartographers")
    referee = scene.referee
    app.frame(0)
    assert referee.box.left == scene.frame.panel.left          # the welcome: the step is the drawer
    referee.go(next(i for i, step in enumerate(referee.tutorial.steps) if step.id == step_id))
    for _ in range(3):
        app.frame(0)
    edicts = [rect for rect, _letter in scene.view.band.edict_rects]
    assert edicts and scene.frame.board.contains(referee.box)
    marked = [rect for rect in referee.target_rects() if rect.colliderect(scene.frame.panel)]
    assert marked and all(scene.chrome.panel_view.colliderect(rect) for rect in marked)   # the edicts, not cells
    assert not any(referee.box.colliderect(rect) for rect in edicts)


@pytest.mark.parametrize("game_id", playable())
def test_the_drawer_keeps_room_for_the_last_two_moves_of_the_log_wrapped_or_not(app, game_id):
    """Scrolled to its end, the column leaves the log room for its last two moves
    whole, however many lines each wraps into (Limes' and Rome's often take two)."""
    low, _high = GAMES.seats(game_id)
    scene = couch(app, game_id, max(2, low), 8)
    chrome, f = scene.chrome, scene.frame
    wheel(app, scene, -40)
    room = f.panel.bottom - round(14 * f.u) - chrome.panel_view.bottom - round(6 * f.u) - round(22 * f.u)
    entries = scene.log_lines(30)
    assert len(entries) >= 2 and chrome.log_count(entries, room, chrome.panel_view.width) >= 2


def test_the_wheel_over_the_panel_scrolls_it_with_a_card_in_hand(app):
    scene = couch(app, "limes", 2, 12)
    view = scene.view
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=scene.chrome.panel_view.center, rel=(0, 0), buttons=(1, 0, 0))
    assert scene.dd.holding and scene.chrome.scroll_room > 0
    turned = scene.dd.held.rotation
    send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert scene.chrome.scroll > 0 and scene.dd.held.rotation == turned
    send(app, pygame.MOUSEMOTION, pos=scene.frame.board.center, rel=(0, 0), buttons=(1, 0, 0))
    send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert scene.dd.held.rotation != turned                 # over the board the wheel turns the card


def test_a_tooltip_wider_than_the_window_is_wrapped_inside_it(app, monkeypatch):
    from gui.widgets import toast
    boxes = []
    monkeypatch.setattr(toast, "draw_panel", lambda surface, rect, *a, **k: boxes.append(rect.copy()))
    surface = pygame.Surface((400, 300))
    toast.draw_tooltip(surface, ["a very long sentence " * 8, "   an indented line that goes on and on " * 3],
                       (390, 10), 14)
    line = text.font(14).get_linesize()
    assert surface.get_rect().contains(boxes[0]) and boxes[0].height > 6 * line   # wrapped, every line inside


def test_pointing_at_a_kept_mission_in_the_panel_tells_what_it_asks(app):
    scene = couch(app, "rome", 3, 12, {"variant": "advanced"})
    view = scene.view
    wheel(app, scene, 40)
    for _ in range(60):                                   # scroll until the first kept mission's line shows
        row = next(iter(view.mission_rows), None)
        if row is not None and scene.chrome.panel_view.contains(row[0]):
            break
        wheel(app, scene, -1)
    rect, m = view.mission_rows[0]
    send(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    mission = scene.state.data.missions[m]
    said = " ".join(view.hover_lines())
    assert view.hover == ("mission", m) and mission.text["en"].split()[0] in said and f"#{m}" in said


def test_a_line_cut_by_the_columns_edge_fades_where_more_lies(app):
    """No half line of letters at the column's edge: where more lies below (and,
    scrolled, above), the edge row is the panel's own colour."""
    scene = couch(app, "majesty", 3, 4)
    chrome = scene.chrome
    view = chrome.panel_view

    def edge_row(y: int) -> set:
        app.frame(0)
        surface = pygame.display.get_surface()
        return {tuple(surface.get_at((x, y)))[:3] for x in range(view.left, view.right)}

    assert chrome.scroll == 0 < chrome.scroll_room
    assert edge_row(view.bottom - 1) == {theme.PANEL[:3]}
    wheel(app, scene, -2)
    assert 0 < chrome.scroll < chrome.scroll_room
    assert edge_row(view.top) == {theme.PANEL[:3]} and edge_row(view.bottom - 1) == {theme.PANEL[:3]}
