"""The fifth game's screens (tests/fifth_game, see test_fifth_game): every one
at 100% and 200% in the smallest window and a large one, with nothing cut,
nothing over another and no text missing; and the launcher and the records
with many games (Nine Tiles under seven more names besides the five)."""
import copy
import importlib
import sys

import pygame
import pytest

from games import GAMES
from games.core import history
from games.core.i18n import texts_for
from games.core.replay import in_progress_entry
from gui.views import playable
from tests import fifth_game
from tests.gui_helpers import click, drag, key, send
from tests.window.test_couch import Drawn
from tests.window.test_couch_screens import games_in_progress, holds, window
from tests.test_fifth_game import toy_game
from tests.engine.test_records import play

TOY = fifth_game.GAME_ID


@pytest.fixture
def drawn(monkeypatch):
    return Drawn(monkeypatch)


# --- every screen at 100% and 200% ----------------------------------------------------------------
@pytest.mark.parametrize("percent", [100, 200])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_screen_of_the_fifth_game_holds(drawn, size, percent):
    """The launcher with the five games and games in progress, the setup, the table (with
    the drawer open where there is one, and a tile in hand), the results explained, the
    records, the replay, the rules and the tutorial: nothing cut, nothing over another,
    no text missing."""
    app = window(size, percent, "de")
    games_in_progress(app)
    app.show_launcher()
    assert len([b for b in app.scene.buttons if b.key.startswith("play:")]) == len(playable()) >= 5
    holds(app, drawn, "launcher")
    app.open_setup(TOY)
    holds(app, drawn, "setup")
    app.pop()
    scene = app.start_game(TOY, ["Anna", "Ben"], [None, None], 1, {})
    holds(app, drawn, "table")
    if scene.frame.drawer:
        scene.toggle_panel()
        holds(app, drawn, "table with the drawer open")
    drag(app, scene.view.supply.center, scene.view.cell_rect((1, 1)).center)
    holds(app, drawn, "a turn to end")
    key(app, pygame.K_RETURN)
    send(app, pygame.MOUSEBUTTONDOWN, pos=scene.view.supply.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=scene.view.cell_rect((2, 2)).center, rel=(0, 0), buttons=(1, 0, 0))
    holds(app, drawn, "a tile in hand")
    key(app, pygame.K_ESCAPE)
    app.open_rules(TOY)
    holds(app, drawn, "rules")
    app.pop()
    state = scene.state
    while not state.is_over():
        player = state.actors()[0]
        state.apply(player, next(iter(state.legal_actions(player))))
    app.frame(0)
    scene.finish()
    results = app.scene
    results.reveal_all()
    holds(app, drawn, "results")
    results.toggle_explain()
    holds(app, drawn, "results explained")
    app.show_launcher()
    app.open_records()
    click(app, app.scene.button(f"tab:{TOY}").rect.center)
    holds(app, drawn, "records")
    app.open_replay(GAMES[TOY], in_progress_entry(state, [None, None], "2026-01-01T00:00:00", "x"))
    holds(app, drawn, "replay")
    key(app, pygame.K_RIGHT)
    holds(app, drawn, "replay, a step on")
    app.show_launcher()
    tutor = app.start_tutorial(TOY)
    holds(app, drawn, "tutorial")
    key(app, pygame.K_SPACE)
    holds(app, drawn, "tutorial, a move asked for")
    assert tutor.referee.step.expect is not None
    pygame.quit()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_five_games_names_are_whole_on_the_launcher_at_200_percent(drawn, lang):
    """Five tiles in a row at 1024x640 and 200%: each name on one line or two, as small
    as its 100% size where a long one needs it ("Cartographers"), never cut."""
    app = window((1024, 640), 200, lang)
    app.show_launcher()
    drawn.frame(app)
    for game_id in playable():
        tile = app.scene.button(f"play:{game_id}").rect
        lines = sorted((rect.top, words) for words, rect in drawn.texts if tile.contains(rect))
        assert app.t(f"game.{game_id}.name") in " ".join(words for _top, words in lines), game_id


def test_a_text_missing_from_the_languages_files_is_found(app, drawn, monkeypatch):
    """The layout check says so where a screen shows a key instead of its text."""
    monkeypatch.delitem(app.texts.table, "ui.toy.turn")
    toy_game(app)
    drawn.frame(app)
    assert any("ui.toy.turn" in problem for problem in drawn.problems(app))


# --- many games -------------------------------------------------------------------------------------
NAMES = ["Die Siedler von Catan", "Carcassonne", "Azul", "Zug um Zug", "Terraforming Mars", "Flügelschlag",
         "Kingdomino"]


@pytest.fixture
def many_games(monkeypatch):
    """Seven more games beside the five: Nine Tiles under other names (a view found by
    each name, texts in both languages), without tutorials."""
    view = importlib.import_module(f"gui.views.{TOY}")
    ids = []
    for i, name in enumerate(NAMES):
        game = copy.copy(GAMES[TOY])
        game.id = f"{TOY}{i}"
        monkeypatch.setitem(GAMES, game.id, game)
        monkeypatch.setitem(sys.modules, f"gui.views.{game.id}", view)
        for lang in ("de", "en"):
            texts = texts_for(lang).table
            monkeypatch.setitem(texts, f"game.{game.id}.name", name)
            monkeypatch.setitem(texts, f"game.{game.id}.tagline", texts[f"game.{TOY}.tagline"])
        ids.append(game.id)
    return ids


@pytest.mark.parametrize("percent", [100, 200])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_launcher_and_the_records_hold_with_many_games(drawn, many_games, size, percent):
    app = window(size, percent, "de")
    assert len(playable()) == 12
    games_in_progress(app)
    for game_id in many_games:
        history.record(play(game_id, ["Ada", "Ben"], 2, "greedy"), [None, "greedy"])
    app.show_launcher()
    launcher = app.scene
    launcher.warning = "settings.yaml:3: text_size 175 is not one of 100, 125, 150, 200: 100 is used"
    launcher.layout(app.size)
    holds(app, drawn, "launcher with many games")
    seen = {b.key for b in launcher.buttons if b.key.startswith("play:")}
    while launcher.tiles.more and launcher.tiles.more[1] < len(playable()):   # the wheel brings the rest
        send(app, pygame.MOUSEMOTION, pos=launcher.tiles.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        holds(app, drawn, "launcher scrolled")
        seen |= {b.key for b in launcher.buttons if b.key.startswith("play:")}
    assert seen == {f"play:{game_id}" for game_id in playable()}
    click(app, launcher.button(f"play:{many_games[-1]}").rect.center)
    assert app.scene.game is GAMES[many_games[-1]]
    app.show_launcher()
    app.open_records()
    records = app.scene
    holds(app, drawn, "records with many games")
    for game_id in (playable()[0], many_games[-1]):
        click(app, records.button(f"tab:{game_id}").rect.center)
        assert records.game_id == game_id
        holds(app, drawn, f"records of {game_id}")
    pygame.quit()
