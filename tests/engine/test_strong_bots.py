"""The strong level of every game that has one: only legal moves in random
positions, the same move for the same seed and iterations, a move even with
almost no time, and never a peek (two positions that differ only in what its
seat cannot see give the same move)."""
import random

import pytest

from games import GAMES
from games.core.search import Budget
from tests.conformance_helpers import OnlyTheView, with_other_secrets

STRONG = sorted(g for g in GAMES if "strong" in GAMES[g].bots)
FEW = Budget(iterations=12)


def positions(game_id: str, count: int, seed: int, every: int = 9):
    """Positions along a random game (every `every`-th step), with who acts."""
    game = GAMES[game_id]
    state = game.new_game([f"P{i}" for i in range(count)], seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        player = rng.choice(state.actors())
        if step % every == 0:
            yield state, player
        state.apply(player, rng.choice(sorted(state.legal_actions(player), key=repr)))
        step += 1


def test_there_is_a_strong_level_for_every_game():
    assert STRONG == sorted(GAMES)


@pytest.mark.parametrize("game_id", STRONG)
def test_the_strong_level_plays_only_legal_moves_and_never_peeks(game_id):
    game = GAMES[game_id]
    strong = game.bots["strong"]
    low, high = game.screen_players
    for count in sorted({low, min(high, 2), min(high, 3)}):
        for n, (state, player) in enumerate(positions(game_id, count, seed=count)):
            move = strong(OnlyTheView(state), player, random.Random(n), budget=FEW)
            assert move in state.legal_actions(player), (count, n, move)
            again = strong(OnlyTheView(state), player, random.Random(n), budget=FEW)
            assert again == move, "the same seed and iterations gave another move"
            other = with_other_secrets(state, player, random.Random(n))
            assert strong(OnlyTheView(other), player, random.Random(n), budget=FEW) == move, \
                "the move depends on something its seat cannot see"


@pytest.mark.parametrize("game_id", STRONG)
def test_with_a_few_milliseconds_the_strong_level_still_moves(game_id):
    game = GAMES[game_id]
    for state, player in positions(game_id, 2 if game.max_players > 1 else 1, seed=5, every=25):
        move = game.bots["strong"](state, player, random.Random(1), budget=Budget(seconds=0.003))
        assert move in state.legal_actions(player)
