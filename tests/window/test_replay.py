"""A replay shows at each step what replaying the log to that step gives, as
the whole table could see it then (a secret split, the deck's next card and
a kept mission stay hidden until revealed; at a finished game's end nothing
is masked); arrows, buttons and the slider (dragged) move through it."""
import json

import pygame
import pytest

from games import GAMES
from games.core import EndTurn, history
from games.core.replay import Replay, in_progress_entry, moves_of
from gui.views import playable
from tests.golden_games import PLAYTHROUGHS, file_of
from tests.gui_helpers import click, drag, greedy_position, key


def golden_entry(game_id: str, players: int, seed: int) -> dict:
    """A golden playthrough as the history keeps a finished game."""
    golden = json.loads(file_of(game_id, players, seed).read_text(encoding="utf-8"))
    return {"game": game_id, "players": [f"P{i}" for i in range(players)], "seats": [None] * players,
            "seed": seed, "options": golden["options"], "log": [[p, a] for p, a, _text in golden["steps"]],
            "scores": golden["scores"], "winners": golden["winners"]}


def table_entry(game_id: str) -> dict:
    """A finished game of two or three seats: the game's golden playthrough of the most
    such seats where it has one, else one the greedy level plays."""
    golden = [(players, seed) for g, players, seed, _options, _level in PLAYTHROUGHS if g == game_id and 2 <= players <= 3]
    if golden:
        return golden_entry(game_id, *max(golden))
    count = max(2, GAMES.seats(game_id)[0])
    state = greedy_position(game_id, count, None, 6)
    return {"game": game_id, "players": state.players, "seats": [None] * count, "seed": state.seed,
            "options": state.options, "log": [list(entry) for entry in state.log],
            "scores": [sheet.total for sheet in state.score_sheets()], "winners": state.winners()}


def open_replay(app, entry):
    app.open_replay(GAMES[entry["game"]], entry)
    scene = app.scene
    assert type(scene).__name__ == "ReplayScene"
    app.frame(0)
    return scene


@pytest.mark.parametrize("game_id, players, seed, options, level", PLAYTHROUGHS)
def test_each_step_shows_the_log_replayed_to_it(app, game_id, players, seed, options, level):
    """Step by step with the right arrow key: the drawn view is the public view of
    the log replayed to that step (scores, log, phase), in both ways of looking."""
    entry = golden_entry(game_id, players, seed)
    game = GAMES[game_id]
    scene = open_replay(app, entry)
    moves = [i for i, (_p, a) in enumerate(entry["log"]) if a["kind"] != EndTurn.kind]
    assert scene.replay.steps == len(moves)
    state, applied = game.new_game(entry["players"], seed, entry["options"]), 0
    for step in range(len(moves) + 1):
        if step == len(moves) // 2:
            key(app, pygame.K_TAB)                  # the game's own table for the second half
        upto = moves[step] if step < len(moves) else len(entry["log"])   # the next move, or the end
        while applied < upto:
            player, data = entry["log"][applied]
            state.apply(player, game.action_from_dict(data))
            applied += 1
        public, shown = state.view(None), scene.shown
        assert scene.step == step
        assert [s.total for s in shown.score_sheets()] == [s.total for s in state.score_sheets()]
        assert shown.log == public.log and len(shown.log) == applied
        assert (shown.phase, shown.actors()) == (public.phase, public.actors())
        assert len(scene.log_lines()) == step
        if step:
            assert [s for _r, s in scene.line_rects][-1] == step     # its line in view, lit
        key(app, pygame.K_RIGHT)
    assert scene.step == len(moves) and shown.is_over()              # the right arrow stops at the end
    assert [s.total for s in shown.score_sheets()] == entry["scores"]


def test_a_secret_split_stays_hidden_until_revealed(app):
    scene = open_replay(app, golden_entry("rome", 2, 5))
    key(app, pygame.K_RIGHT)                        # P1 divides the row: a secret until both have
    move = scene.replay.move(1)
    assert move.player == 1 and scene.table.state.splits[1] == (1, 3)
    assert scene.shown.splits == (None, None) and scene.shown.log[move.index] == (1, {"kind": "divide"})
    assert scene.log_lines()[-1][2] == "P1: " + scene.table.view.describe(1, {"kind": "divide"})
    key(app, pygame.K_RIGHT)                        # P0 divides too: both are revealed
    assert scene.shown.log[move.index] == (1, move.action)


def test_the_deck_and_a_kept_mission_show_only_once_revealed(app):
    scene = open_replay(app, golden_entry("cartographers", 1, 2))
    for step in range(scene.replay.steps):
        shown, real = scene.shown, scene.table.state
        coming = set(scene.replay.state_at(step + 1).revealed) - set(real.revealed)
        assert not coming & set(shown.revealed)     # the card revealed next is not known yet
        assert shown.deck == sorted(shown.deck) and shown.seed is None   # its order is not either
        assert real.deck != shown.deck
        key(app, pygame.K_RIGHT)
    rome = open_replay(app, golden_entry("rome", 3, 6))
    kept = next(k for k in range(1, rome.replay.steps) if rome.replay.move(k).action["kind"] == "keep_mission")
    rome.go(kept)
    app.frame(0)
    index = rome.replay.move(kept).index
    assert rome.shown.log[index] == (rome.replay.move(kept).player, {"kind": "keep_mission"})
    key(app, pygame.K_END)                          # a finished game's end: nothing masked
    assert rome.shown.log == [tuple(e) for e in golden_entry("rome", 3, 6)["log"]]


def test_arrows_buttons_home_end_and_the_log(app):
    scene = open_replay(app, golden_entry("limes", 2, 8))
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert scene.step == 2
    click(app, scene.buttons[3].rect.center)        # Next
    assert scene.step == 3
    click(app, scene.buttons[2].rect.center)        # Previous
    assert scene.step == 2
    key(app, pygame.K_END)
    assert scene.step == scene.replay.steps == 64
    click(app, next(b for b in scene.buttons if b.key == "first").rect.center)
    assert scene.step == 0 and not next(b for b in scene.buttons if b.key == "previous").enabled
    key(app, pygame.K_HOME)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    rect, step = scene.line_rects[1]                # a click on a line of the log goes there
    click(app, rect.center)
    assert scene.step == step == 2
    launcher = app.scenes[-2]
    key(app, pygame.K_ESCAPE)
    assert app.scene is launcher


def test_the_slider_is_dragged_to_a_step(app):
    scene = open_replay(app, golden_entry("majesty", 4, 9))
    steps = scene.replay.steps
    track = scene.track
    drag(app, (scene.knob_x(), track.centery), (track.left + track.width // 2, track.centery + 3))
    assert scene.step == round(steps / 2) and not scene.dragging
    expected = GAMES["majesty"].replay(scene.replay.players, 9, scene.replay.options,
                                       scene.replay.log[:scene.replay.cut(scene.step)])
    assert [s.total for s in scene.shown.score_sheets()] == [s.total for s in expected.score_sheets()]
    drag(app, (scene.knob_x(), track.centery), (track.right + 200, track.centery))
    assert scene.step == steps                      # past the end: the last step
    drag(app, (scene.knob_x(), track.centery), (track.left - 50, track.centery))
    assert scene.step == 0


def test_a_board_is_shown_alone_with_a_click(app):
    scene = open_replay(app, golden_entry("majesty", 4, 9))
    assert scene.mode == "boards" and len(scene.board_cells()) == 4
    rect, seat = scene.board_cells()[2]
    click(app, rect.center)
    assert scene.enlarged == seat and len(scene.board_cells()) == 1
    key(app, pygame.K_ESCAPE)                       # Esc first shows all again
    assert scene.enlarged is None and type(app.scene).__name__ == "ReplayScene"


def test_a_game_in_progress_replays_up_to_now(app):
    game = GAMES["rome"]
    state = game.replay(["Ada", "Ben"], 5, {"variant": "basic"}, golden_entry("rome", 2, 5)["log"][:31])
    assert not state.is_over()
    entry = in_progress_entry(state, [None, None])
    scene = open_replay(app, entry)
    assert entry["in_progress"] and scene.replay.steps == len(moves_of(state.log))
    key(app, pygame.K_END)
    assert scene.shown.log == state.view(None).log and not scene.shown.is_over()
    assert scene.problem is None


def test_a_log_the_rules_no_longer_take_ends_the_replay_before_it(app):
    entry = golden_entry("limes", 1, 3)
    entry["log"][10] = [0, {"kind": "place_card", "row": 40, "col": 40, "rotation": 0}]
    replay = Replay(GAMES["limes"], entry)
    problem = replay.check()
    assert problem and problem.startswith("log entry 11:")
    assert replay.steps == len(moves_of([tuple(e) for e in entry["log"][:10]]))
    scene = open_replay(app, entry)
    key(app, pygame.K_END)
    assert scene.step == replay.steps and scene.problem == problem


def test_an_old_history_line_is_not_replayable():
    assert not history.replayable({"game": "limes", "players": ["Ada"], "scores": [40], "seed": 3})


@pytest.mark.parametrize("game_id", playable())
def test_the_table_takes_the_pointer_but_plays_nothing(app, game_id):
    """In the game's own drawing the pointer shows tips and a click enlarges a
    seat's board; no seat may act there, so the position never changes."""
    scene = open_replay(app, table_entry(game_id))
    scene.go(scene.replay.steps // 2)
    if scene.mode != "table":
        key(app, pygame.K_TAB)
    before = list(scene.table.state.log)
    board = scene.board
    for x in range(board.left + 5, board.right, 61):
        for y in range(board.top + 5, board.bottom, 53):
            click(app, (x, y))
    assert scene.table.state.log == before and scene.step == scene.replay.steps // 2
