"""The screens around a game, tidy at the window sizes friends play at (1024x640,
1280x800, 1920x1080) and the text sizes, German and English: a weekly challenge's
result says the week's best whole and no line of a score sheet is cut; every
setup has no empty row, its choices in one column, its rows and foot centred."""
import pygame
import pytest

from games import GAMES
from games.core import Option
from tests.gui_helpers import click, greedy_position, greedy_results
from tests.window.test_couch import Drawn
from tests.window.test_couch_screens import window

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", [100, 200])
def test_a_weekly_challenges_result_says_the_weeks_best_whole(monkeypatch, size, percent, language):
    """The longest comparison (a first solo game, the first of the week) and the usual
    one: every word drawn, none cut with "…", between the headline and the sheets."""
    drawn = Drawn(monkeypatch)
    app = window(size, percent, language)
    state = greedy_position("cartographers", ["Anna"], None, 3)
    view = app.start_game("cartographers", ["Anna"], [None], 3, {}, challenge="2026-W48").view
    for best, week in ((None, ("2026-W48", None)), (500, ("2026-W48", 400))):
        app.show_results(GAMES["cartographers"], state, [None], view, best, None, week)
        results = app.scene
        results.reveal_all()
        drawn.frame(app)
        headline, *said = [(w, r) for w, r in drawn.texts if r.bottom <= results.left.top]
        assert drawn.problems(app) == []
        words = [w for w in " ".join(w for w, _r in said).split() if w != "·"]
        assert words == results.comparison().replace(" · ", " ").split()
        assert all("…" not in w and r.top >= headline[1].bottom for w, r in said), said
    pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", [125, 150, 200])
def test_every_line_of_the_score_sheets_is_whole_and_inside_them(monkeypatch, size, percent):
    """A long line (a Limes worker's, a Rome building's) runs on to a next line,
    explained or not: none is cut with "…" (German, the longest words)."""
    drawn = Drawn(monkeypatch)
    app = window(size, percent, "de")
    for game_id, count in (("limes", 2), ("rome", 3), ("cartographers", 1)):
        results = greedy_results(app, game_id, [f"Spieler{i + 1}" for i in range(count)], 4)
        for _ in range(2):
            drawn.frame(app)
            lines = [(w, r) for w, r in drawn.texts if r.colliderect(results.left)]
            assert lines and all(results.left.contains(r) and "…" not in w for w, r in lines), game_id
            results.toggle_explain()
    pygame.quit()


def setups(app):
    """Each game's setup at each player count (and Majesty's sides one by one): the scene."""
    for game_id in GAMES:
        app.open_setup(game_id)
        setup = app.scene
        for n in range(setup.game.min_players, setup.max_players + 1):
            click(app, setup.button(f"count:{n}").rect.center)
            yield f"{game_id} with {n}", setup
        for name, option in setup.game.options.items():
            if isinstance(option, Option) and option.parts:
                click(app, setup.button(f"option:{name}:custom").rect.center)
                yield f"{game_id}'s {name} one by one", setup
        app.pop()


def rows_untidy(setup, size) -> list[str]:
    """What is not tidy in a setup: a row with nothing in it between the player count's
    and the last seat's (a gap of a row's height); the choices not in one column; the
    rows off the window's middle; the foot's buttons neither centred nor ending where
    the widest row ends."""
    w = size[0]
    found = []
    rows = [b.rect for b in setup.buttons if b.key.split(":")[0] in ("count", "option", "part", "seat")]
    rows += [f.rect for f in setup.names[:setup.count]]
    bh = setup.button("start").rect.height
    bands = sorted((r.top, r.bottom) for r in rows)
    bottom = bands[0][1]
    for top, end in bands:
        if top - bottom >= bh:
            found.append(f"nothing between {bottom} and {top}")
        bottom = max(bottom, end)
    lefts = {min(b.rect.left for b in setup.buttons if b.key.startswith(f"option:{name}:"))
             for name in setup.game.options} | {setup.seed.rect.left}
    if setup.title_at[1] == "center":     # the title above the player count: its buttons in the column too
        lefts.add(setup.button(f"count:{setup.game.min_players}").rect.left)
    if len(lefts) != 1:
        found.append(f"the choices start at {sorted(lefts)}")
    start = setup.button("start").rect
    foot = [b.rect for b in setup.buttons if b.rect.top == start.top]
    widest = max(r.right for r in rows)
    if abs(setup.label_x - (w - widest)) > 2:
        found.append(f"the rows from {setup.label_x} to {widest} off the window's middle")
    left, right = min(r.left for r in foot), max(r.right for r in foot)
    if abs(left + right - w) > 2 and abs(right - widest) > 2:
        found.append(f"the foot's buttons {left}..{right} neither centred nor ending with the rows at {widest}")
    return found


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", [100, 125, 150, 200])
def test_every_setup_is_tidy_no_row_empty_its_choices_in_a_column_and_its_foot_centred(monkeypatch, size, percent,
                                                                                       language):
    """(and as every screen: nothing outside the window, over another or cut: test_couch's Drawn)"""
    drawn = Drawn(monkeypatch)
    app = window(size, percent, language)
    found = []
    for what, setup in setups(app):
        drawn.frame(app)
        found += [f"{what}: {problem}" for problem in rows_untidy(setup, size) + drawn.problems(app)]
    pygame.quit()
    assert found == []


@pytest.mark.parametrize("percent", [100, 200])
def test_majestys_buildings_show_their_sides_whatever_is_chosen_and_one_click_turns_one(percent):
    """No empty rows kept for the sides one by one: each building's side shows under
    the presets, and a click on one turns it (the sides then chosen one by one)."""
    app = window((1280, 800), percent, "de")
    app.open_setup("majesty")
    setup = app.scene
    click(app, setup.button("option:sides:B").rect.center)
    assert all(setup.button(f"part:sides:{part}").label.endswith(": B") for part in setup.game.options["sides"].parts)
    click(app, setup.button("part:sides:barracks").rect.center)
    assert setup.button("option:sides:custom").selected and setup.button("part:sides:barracks").label.endswith(": A")
    assert setup.options["sides"] == "".join("A" if part == "barracks" else "B"
                                             for part in setup.game.options["sides"].parts)
    pygame.quit()
