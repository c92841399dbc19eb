"""The fifth game, proved every run. Nine Tiles (tests/fifth_game), installed
for the whole run the way the README says a game is added (tests/conftest.py),
goes through every check the suite makes of each game it finds in the
registry: the rules contract (test_conformance), the strong level
(test_strong_bots), its tutorial played through the window (test_tutorials),
every screen at the couch's extremes (test_couch, test_couch_screens) and the
texts the window asks for (test_texts). Here besides: that it lies at the
README's places only and keeps the seams; the command line's error contract
for it; its scores; its drag, ghost and learning aid with real mouse events
(and every game's, found as a newcomer finds them). Its screens at 100% and
200% and the launcher and the records with many games: test_fifth_game_screens."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from games import GAMES
from games.core import rule_lookup, tutorial
from games.datacheck import check_data
from gui import theme
from gui.views import playable
from tests import fifth_game
from tests.gui_helpers import drag, key, make_app, send
from tests.window.test_couch import Drawn
from tests.tutorial_moves import pick_up

ROOT = Path(__file__).resolve().parents[1]
TOY = fifth_game.GAME_ID


@pytest.fixture
def drawn(monkeypatch):
    return Drawn(monkeypatch)


# --- added at the README's places, and nowhere else --------------------------------------------
def test_the_fifth_game_lies_only_at_the_places_the_readme_lists():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    paragraph = readme[readme.index("**A fifth game** means:"):].split("\n\n")[0]
    for place in ("`games/`", "`data/<game>/`", "`data/i18n/`", "`data/rules/`", "`data/tutorials/`",
                  "`gui/views/<game id>`", "registry in `games/__init__.py`"):
        assert place in paragraph, place
    assert fifth_game.files() and all(any(name == place or place.endswith("/") and name.startswith(place)
                                          for place in fifth_game.PLACES) for name in fifth_game.files())
    # installed, it is a game like the others: in the registry, on the engine's hub, in the window,
    # with its tutorial, rules and data, which check-data finds sound
    from gui import engine
    assert GAMES[TOY].id == TOY and GAMES.seats(TOY) == GAMES[TOY].screen_players
    assert engine.toy.GAME is GAMES[TOY] and TOY in playable()
    assert tutorial.has_tutorial(TOY) and rule_lookup.points_of(TOY)
    assert check_data()[1] == [] and GAMES[TOY].check_data()[0].endswith(f"{TOY}/scoring.yaml")


def test_the_fifth_game_keeps_the_seams(monkeypatch):
    """test_architecture's rules, over the fifth game's files: its rules never import the
    window and import each other relatively; its view takes the engine only through
    gui/engine.py, only the core and the game's public names, and names no rule constant."""
    from tests import test_architecture as seams
    monkeypatch.setattr(seams, "ROOT", fifth_game.HERE)
    monkeypatch.setattr(seams, "GAME_PACKAGES", {TOY})
    assert seams.python_files("games") and seams.python_files("gui")
    seams.test_games_never_import_pygame_or_gui_nor_reach_outside()
    seams.test_games_import_each_other_relatively()
    seams.test_the_window_reaches_the_engine_only_through_gui_engine()
    seams.test_the_window_takes_only_the_core_and_each_games_public_names()
    seams.test_no_view_names_a_rule_constant_of_a_game()


def test_every_check_over_the_games_takes_the_fifth_game_in():
    """The checks find the games through the registry: none lists them by hand."""
    from tests.engine import test_conformance, test_strong_bots
    from tests.window import test_couch, test_tutorials
    assert TOY in test_conformance.GAME_IDS and TOY in test_strong_bots.STRONG
    assert TOY in test_tutorials.TUTORIALS and TOY in [game_id for game_id, _count, _moves in test_couch.PLAY]


# --- the command line -------------------------------------------------------------------------
def main_py(*args):
    """main.py's main() in a fresh process with the fifth game installed, as the test run has it."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from tests import fifth_game; fifth_game.install(); "
            "import main; sys.exit(main.main(sys.argv[2:]))")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", code, str(ROOT), *map(str, args)], capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60)


def test_the_command_line_keeps_its_contract_for_the_fifth_game(tmp_path):
    from tests.cli.test_cli import refused
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: toy\nplayers: [\n", encoding="utf-8")
    refused(main_py("score", TOY, bad), "toy has no position files to score")
    good = tmp_path / "good.yaml"
    good.write_text("game: toy\nplayers:\n  - name: Anna\n  - name: Ben\n", encoding="utf-8")
    refused(main_py("score", TOY, good), "toy has no position files to score")
    refused(main_py("simulate", TOY, "--games", "2", "--players", "3"), "toy is for 2 players, not 3")
    done = main_py("simulate", TOY, "--games", "4", "--bot", "strong,greedy", "--rotate", "--budget-ms", "5")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["game"] == TOY and set(result["levels"]) == {"strong", "greedy"}
    assert result["actions"] == 4 * (9 + 8)     # nine tiles and eight ended turns a game


# --- the rules --------------------------------------------------------------------------------
def test_the_fifth_game_scores_as_its_rules_say():
    """The tutorial's game: Lena's five pairs and the centre, Ben's two pairs."""
    guide = tutorial.load_tutorial(tutorial.tutorial_path(TOY), GAMES)
    state = guide.state_at(GAMES[TOY], len(guide.steps) - 1)
    assert state.is_over() and state.winners() == [0]
    lena, ben = state.score_sheets()
    assert [(i.key, i.points) for i in lena.items] == [("pairs", 5), ("centre", 2)] and lena.total == 7
    assert [(i.key, i.points) for i in ben.items] == [("pairs", 2)] and ben.total == 2
    assert set(ben.items[0].cells) == {(0, 0), (0, 1), (0, 2)}


# --- the drag, its ghost and the learning aid -------------------------------------------------------
def toy_game(app, aids: bool = False):
    app.settings["learning_aids"] = aids
    scene = app.start_game(TOY, ["Anna", "Ben"], [None, None], 1, {})
    app.frame(0)
    return scene


def colour(app, pos) -> tuple:
    return tuple(app.screen.get_at(pos))[:3]


def test_a_tile_is_dragged_onto_the_grid_with_a_green_or_red_ghost_and_the_reason(app, drawn):
    scene = toy_game(app)
    view = scene.view
    drag(app, view.supply.center, view.cell_rect((1, 1)).center)             # the first tile: anywhere
    assert scene.state.tiles == {(1, 1): 0} and scene.must_end_turn
    key(app, pygame.K_RETURN)                                                   # End turn
    assert scene.player == 1
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.supply.center, button=1)
    apart = view.cell_rect((2, 2))
    send(app, pygame.MOUSEMOTION, pos=apart.center, rel=(0, 0), buttons=(1, 0, 0))
    drawn.frame(app)
    assert colour(app, (apart.left + 1, apart.centery)) == theme.BAD          # the ghost's edge: red
    reason = app.t("violation.toy.apart")
    assert reason in " ".join(words for words, _rect in drawn.texts)          # and the rule's sentence
    said = [rect for words, rect in drawn.texts if words and words in reason]   # beside the ghost, on the board
    assert said and all(scene.frame.board.contains(rect) for rect in said)
    assert min(abs(rect.left - apart.centerx) + abs(rect.top - apart.centery) for rect in said) < apart.width * 2
    touching = view.cell_rect((1, 2))
    send(app, pygame.MOUSEMOTION, pos=touching.center, rel=(0, 0), buttons=(1, 0, 0))
    drawn.frame(app)
    assert colour(app, (touching.left + 1, touching.centery)) == theme.GOOD
    assert reason not in " ".join(words for words, _rect in drawn.texts)
    send(app, pygame.MOUSEMOTION, pos=apart.center, rel=(0, 0), buttons=(1, 0, 0))
    send(app, pygame.MOUSEBUTTONUP, pos=apart.center, button=1)                # dropped where it may not go
    assert scene.state.tiles == {(1, 1): 0} and scene.toast.message == reason
    drag(app, view.supply.center, touching.center)
    assert scene.state.tiles == {(1, 1): 0, (1, 2): 1}


def test_with_learning_aids_the_cells_where_the_tile_may_go_are_marked(app):
    scene = toy_game(app, aids=True)
    view = scene.view
    drag(app, view.supply.center, view.cell_rect((0, 0)).center)
    key(app, pygame.K_RETURN)
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.supply.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=view.supply.move(0, view.supply.height).center, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(0)
    marked = {cell for cell in scene.state.cells() if colour(app, view.cell_rect(cell).center) == theme.GOOD}
    assert marked == {(0, 1), (1, 0)}                        # beside the first tile, not on it nor apart
    scene.aids = False
    app.frame(0)
    assert not any(colour(app, view.cell_rect(cell).center) == theme.GOOD for cell in scene.state.cells())


def test_the_keyboard_lays_a_tile_too(app):
    scene = toy_game(app)
    for k in (pygame.K_RETURN, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RETURN):   # pick up, move, lay
        key(app, k)
    assert len(scene.state.tiles) == 1


@pytest.mark.parametrize("game_id", playable())
def test_every_games_view_hands_out_a_piece_with_a_ghost_and_a_learning_aid(game_id):
    """What a new view must have, found the way a newcomer finds it: a press on the board
    picks up a piece; over a place where it may go something shows that is not there
    while the piece is held away from it (its ghost); and where the piece names the places
    worth trying, learning aids mark those where it may go (the screen differs with them off)."""
    app = make_app()
    app.settings["learning_aids"] = True
    count = max(2, GAMES.seats(game_id)[0])
    scene = app.start_game(game_id, [f"P{i}" for i in range(count)], [None] * count, 3, {})
    while app.scene is not scene:     # a hand-over curtain first
        app.pop()
    app.frame(0)
    assert pick_up(app, scene) is not None, "no press on the board picks up a piece"
    dd, board = scene.dd, scene.frame.board
    piece = dd.held
    spot = next(((x, y) for y in range(board.top, board.bottom, 6) for x in range(board.left, board.right, 6)
                 if piece.snap((x, y)) is not None
                 and dd.check(piece.action(piece.snap((x, y)), piece.rotation, piece.mirrored)) is None), None)
    assert spot is not None, "the piece goes nowhere on the board"
    send(app, pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(1, 0, 0))
    assert dd.target is not None and dd.violation is None
    over = app.screen.copy()
    send(app, pygame.MOUSEMOTION, pos=(0, app.size[1] - 1), rel=(0, 0), buttons=(1, 0, 0))
    assert dd.target is None and dd.holding
    assert differ(over, app.screen, board), "nothing shows where the piece may go"
    if piece.targets is not None:
        assert dd.legal_targets(), "no place is marked for the piece in hand"
        marked = app.screen.copy()
        scene.aids = False
        app.frame(0)
        assert differ(marked, app.screen, board), "the learning aid marks nothing"
    pygame.quit()


@pytest.mark.parametrize("game_id", playable())
def test_every_games_board_is_laid_out_by_the_layout_layer(game_id, monkeypatch):
    """A view says what its parts need and the layer (gui/layout.py) decides where they
    go, at every size from a roomy window to a couch screen at 200 %."""
    from gui import layout
    shared = []
    real = layout.share
    monkeypatch.setattr(layout, "share", lambda *a, **k: shared.append(a) or real(*a, **k))
    app = make_app()
    count = max(2, GAMES.seats(game_id)[0])
    for size, percent in (((1920, 1080), 100), ((1024, 640), 200)):
        app.set_text_size(percent)
        scene = app.start_game(game_id, [f"P{i}" for i in range(count)], [None] * count, 3, {})
        shared.clear()
        scene.view.layout(pygame.Rect((0, 0), size))
        assert shared, f"{game_id} at {size} {percent} %: nothing laid out by the layer"
    pygame.quit()


def differ(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> bool:
    return any(before.get_at((x, y)) != after.get_at((x, y))
               for y in range(rect.top, rect.bottom, 3) for x in range(rect.left, rect.right, 3))
