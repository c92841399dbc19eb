"""Golden playthroughs: a fresh run of each recorded game reproduces it exactly,
step by step (the same actions are legal and lead to the same text), and ends
with the same scores and winners."""
import json

import pytest

from games import GAMES
from tests.golden_games import PLAYTHROUGHS, file_of, record, step_text


@pytest.mark.parametrize("game_id, players, seed, options, level", PLAYTHROUGHS)
def test_a_recorded_game_replays_exactly(game_id, players, seed, options, level):
    golden = json.loads(file_of(game_id, players, seed).read_text(encoding="utf-8"))
    game = GAMES[game_id]
    state = game.new_game([f"P{i}" for i in range(players)], seed, options)
    for n, (player, action, text) in enumerate(golden["steps"]):
        state.apply(player, game.action_from_dict(action))
        assert step_text(state) == text, f"step {n}: {action}"
    assert state.is_over()
    assert [sheet.total for sheet in state.score_sheets()] == golden["scores"]
    assert state.winners() == golden["winners"]


@pytest.mark.parametrize("game_id, players, seed, options, level", PLAYTHROUGHS)
def test_the_bots_still_play_the_recorded_game(game_id, players, seed, options, level):
    """Same seed, same bots: the same game (bots and chance are deterministic)."""
    golden = json.loads(file_of(game_id, players, seed).read_text(encoding="utf-8"))
    assert record(GAMES, game_id, players, seed, options, level)["steps"] == golden["steps"]
