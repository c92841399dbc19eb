"""One test for every game in the registry: random legal games end, illegal
actions are refused and change nothing, totals are the sum of their items,
and replaying the log reproduces the game."""
import random

import pytest

from games import GAMES
from games.core import IllegalMove

GAME_IDS = sorted(GAMES)


def random_game(game, players: int, seed: int, cap: int = 20000):
    state = game.new_game([f"P{i}" for i in range(players)], seed)
    rng = random.Random(seed)
    for _ in range(cap):
        if state.is_over():
            return state
        player = rng.choice(state.actors())
        action = rng.choice(list(state.legal_actions(player)))
        assert state.check(player, action) is None
        state.apply(player, action)
    raise AssertionError("the game did not end")


def counts(game):
    """The player counts to play: `game.test_player_counts` where a game sets it
    (an engine for up to 100 players plays a few representative counts), else
    the fewest and the most."""
    return sorted(game.test_player_counts or {game.min_players, game.max_players})


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_end_and_replay(game_id, seed):
    game = GAMES[game_id]
    for players in counts(game):
        state = random_game(game, players, seed)
        assert state.actors() == []
        for sheet in state.score_sheets():
            assert sheet.total == sum(item.points for item in sheet.items)
            assert len({item.key for item in sheet.items}) == len(sheet.items)
        again = game.replay(state.players, state.seed, state.options, state.log)
        assert again.log == state.log
        assert [s.total for s in again.score_sheets()] == [s.total for s in state.score_sheets()]
        assert state.winners() and set(state.winners()) <= set(range(players))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_actions_survive_to_dict_and_back(game_id):
    game = GAMES[game_id]
    state = random_game(game, max(counts(game)), 7)
    for _player, data in state.log:
        assert game.action_from_dict(data).to_dict() == data


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_actions_are_refused_and_change_nothing(game_id):
    game = GAMES[game_id]
    rng = random.Random(3)
    state = game.new_game([f"P{i}" for i in range(max(counts(game)))], 3)
    refused = 0
    while not state.is_over():
        player = state.actors()[0]
        legal = list(state.legal_actions(player))
        # every logged action of a finished random game, tried here, is either legal now or refused
        others = [p for p in range(len(state.players)) if p not in state.actors()]
        for other in others:
            for action in legal[:3]:
                before = (list(state.log), repr(state.score_sheets()))
                violation = state.check(other, action)
                assert violation is not None and violation.code
                with pytest.raises(IllegalMove):
                    state.apply(other, action)
                assert (list(state.log), repr(state.score_sheets())) == before
                refused += 1
        state.apply(player, rng.choice(legal))
    with pytest.raises(IllegalMove):
        state.apply(0, legal[0])
    assert refused > 0 or len(state.players) == 1
