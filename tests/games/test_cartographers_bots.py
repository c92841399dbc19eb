"""The Cartographers strong level's parts: sampled worlds are legal games the
seat cannot tell from its view, the candidates come best first, and the
prospect of a map counts each season still to come."""
import random
from collections import Counter

import pytest

from games.cartographers import search
from games.cartographers.masks import mask_of
from games.cartographers.rules import HIDDEN
from games.cartographers.search import candidates, outlook, prospect, sample
from games.core.search import Budget
from tests.cartographers_helpers import CARTO, DATA, board, new, on_card
from tests.conformance_helpers import position

OPTIONS = [{}, {"skills": True, "map": "B"}]


def positions(players: int, seed: int, options: dict, every: int = 7):
    """Positions along a random game, with a seat that acts there."""
    state = new(players, seed, **options)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        seat = rng.choice(state.actors())
        if step % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(sorted(state.legal_actions(seat), key=repr)))
        step += 1


def play_randomly(world, rng: random.Random) -> None:
    steps = 0
    while not world.is_over():
        seat = rng.choice(world.actors())
        world.apply(seat, rng.choice(list(world.legal_actions(seat))))
        steps += 1
        assert steps < 3000, "the sampled game does not end"


@pytest.mark.parametrize("players", [1, 2, 3])
@pytest.mark.parametrize("options", OPTIONS)
def test_a_sampled_world_looks_like_the_view_and_plays_to_the_end(players, options):
    rng = random.Random(players)
    for n, (state, seat) in enumerate(positions(players, seed=players + 10, options=options)):
        view = state.view(seat)
        world = sample(view, seat, rng)
        assert position(world.view(seat)) == position(view), "the sample shows the seat something else"
        if n % 3 == 0:
            play_randomly(world, rng)


@pytest.mark.parametrize("players", [1, 2])
def test_a_sampled_deck_holds_the_cards_the_real_one_may_hold(players):
    rng = random.Random(3)
    for state, seat in positions(players, seed=5, options={"skills": True}):
        world = sample(state.view(seat), seat, rng)
        ambushes = set(DATA.ambush)
        real, dealt = Counter(state.deck), Counter(world.deck)
        assert {c: k for c, k in dealt.items() if c not in ambushes} == \
            {c: k for c, k in real.items() if c not in ambushes}
        assert sum(dealt[c] for c in ambushes) == sum(real[c] for c in ambushes)
        assert len(world.ambush_deck) == len(state.ambush_deck)
        unseen = [c for c in world.deck if c in ambushes] + world.ambush_deck
        assert HIDDEN not in unseen and len(set(unseen)) == len(unseen)
        assert not set(unseen) & set(state.revealed), "an ambush revealed this season is dealt again"
        assert world.hidden_skills == state.hidden_skills   # the ones not revealed, sorted


def test_the_candidates_come_best_first_and_are_legal():
    state = on_card(new(2, seed=4), 14)        # forest or village, a pentomino
    view = state.view(0)
    found = candidates(view, 0, random.Random(1))
    assert 1 <= len(found) <= search.TOP
    legal = set(state.legal_actions(0))
    assert all(move in legal for move in found)
    look = outlook(view)
    sheet = view.sheets[0]

    def worth(move):
        return prospect(look, sheet.drawn(mask_of(move.cells), move.terrain))
    values = [worth(move) for move in found]
    assert values == sorted(values, reverse=True)
    assert values[0] == max(worth(move) for move in legal)


def test_the_prospect_counts_each_edict_as_often_as_a_season_still_scores_it():
    state = new(1, seed=2, deal="fixed")
    edicts, coins, monsters = outlook(state)
    assert [(weight, later) for _, weight, _, later in edicts] == [(2, 1), (2, 1), (2, 2), (2, 2)]
    assert coins == monsters == 4
    state.season = 3                              # winter: D and A, once each, nothing later
    edicts, coins, _ = outlook(state)
    assert [(weight, later) for _, weight, _, later in edicts] == [(1, 0), (1, 0)] and coins == 1
    rich = board(coins=3)
    assert prospect(outlook(state), rich) - prospect(outlook(state), board()) == 3


def test_a_row_one_cell_short_gives_a_later_season_hope_under_borderlands():
    state = new(1, seed=2, deal="fixed")
    state.edicts = dict(state.edicts, C=38)       # Borderlands, scored in summer and fall
    look = outlook(state)
    side = DATA.maps["A"]
    row = [(0, c) for c in range(11) if (0, c) not in side.mountains + side.wasteland]
    short = board(F=row[1:])
    assert prospect(look, short) - prospect(look, board()) >= 2 * 6 * search.NEARLY[1]


def test_a_solo_game_of_the_strong_level_is_legal_to_the_end():
    state = CARTO.new_game(["Solo"], 7)
    rng = random.Random(7)
    strong = CARTO.bots["strong"]
    while not state.is_over():
        seat = state.actors()[0]
        move = strong(state, seat, rng, budget=Budget(iterations=3))
        assert move in state.legal_actions(seat)
        state.apply(seat, move)
    assert state.score_sheets()[0].total > 0
