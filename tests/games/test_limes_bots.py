"""The Limes bots: the strong level's sampled worlds (the view in all the
seat sees, the deck in some order, playable to the end), its quick playout
placement, its candidates, and the survey a growing display keeps."""
import random

import pytest

from games import GAMES
from games.core import EndTurn
from games.core.search import Budget, playout
from games.limes import PlaceCard, PlaceWorker, SkipWorker
from games.limes.bots import worker_options
from games.limes.scoring import Survey
from games.limes.search import SCALE, candidates, policy, quick_placement, sample, value
from tests.conformance_helpers import position

LIMES = GAMES["limes"]


def along(count: int, seed: int):
    """Every position of a random game of `count` players, with who acts."""
    state = LIMES.new_game([f"P{i}" for i in range(count)], seed)
    state.keep_history = False
    rng = random.Random(seed)
    while not state.is_over():
        player = state.actors()[0]
        yield state, player
        state.apply(player, rng.choice(sorted(state.legal_actions(player), key=repr)))


def seen(state, player: int) -> list:
    """Everything of a position that `player` may see (the deck sorted)."""
    return position(state.view(player))[0]


# --- sampled worlds --------------------------------------------------------------------
@pytest.mark.parametrize("count", [1, 2])
def test_a_sampled_world_is_the_view_with_the_deck_in_some_order(count):
    for n, (state, player) in enumerate(along(count, seed=count)):
        if n % 7:
            continue
        view = state.view(player)
        world = sample(view, player, random.Random(n))
        assert sorted(world.deck) == sorted(state.deck)
        assert seen(world, player) == seen(state, player)
        assert world.card == state.card and world.round == state.round


def test_sampled_worlds_differ_in_the_deck_order_and_play_to_the_end():
    state = LIMES.new_game(["A", "B"], 3)
    view = state.view(0)
    decks = set()
    for k in range(5):
        world = sample(view, 0, random.Random(k))
        decks.add(tuple(world.deck))
        rng = random.Random(k)
        while not world.is_over():   # random legal moves: a sampled world is a legal position
            seat = world.actors()[0]
            world.apply(seat, rng.choice(sorted(world.legal_actions(seat), key=repr)))
        assert all(len(display) == 16 for display in world.displays)
    assert len(decks) == 5


def test_a_playout_scores_the_searcher_and_lets_the_others_be():
    state = LIMES.new_game(["A", "B"], 4)
    world = sample(state.view(1), 1, random.Random(0))
    playout(world, random.Random(0), policy)
    assert world.is_over()
    assert world.workers[0] == [] and len(world.workers[1]) > 0
    assert value(world, 1) == world.score_sheets()[1].total / SCALE


# --- the playout policy and the candidates ----------------------------------------------
def test_the_quick_placement_grows_the_territory_with_a_worker():
    state = LIMES.new_game(["Solo"], 1)
    state.card = 1                              # F(hut) F / L L
    state.apply(0, PlaceCard(0, 0, 0))
    state.apply(0, PlaceWorker((0, 0)))         # a farmer on the two grain fields
    state.apply(0, EndTurn())
    state.card = 1
    move = quick_placement(state, 0, random.Random(0))
    state.apply(0, move)
    farm = state.survey(0).territory((0, 0))
    assert len(farm.cells) >= 3, move          # the new grain fields joined the farm


def test_the_candidates_are_legal_distinct_and_greedy_first():
    for n, (state, player) in enumerate(along(1, seed=8)):
        if n % 3:
            continue
        view = state.view(player)
        found = candidates(view, player, random.Random(n))
        assert found and all(move in state.legal_actions(player) for move in found)
        assert len(set(found)) == len(found) <= 8
        if state.phase == "worker":
            assert SkipWorker() in found
            best = max(gain for gain, _ in worker_options(view, player))
            gains = {PlaceWorker(option[1]): gain for gain, option in worker_options(view, player)
                     if option[0] == "place"}
            assert gains.get(found[0], best) == best


def test_in_the_last_round_the_strong_level_takes_the_most_points():
    state = LIMES.new_game(["Solo"], 6)
    state.keep_history = False
    greedy = LIMES.bots["greedy"]
    rng = random.Random(0)
    while not (state.round == 16 and state.step(0) == "worker" and not state.unconfirmed):
        state.apply(0, greedy(state, 0, rng))
    before = state.survey(0).total(state.workers[0])
    best = before + max(gain for gain, _ in worker_options(state, 0))
    move = LIMES.bots["strong"](state, 0, random.Random(1), budget=Budget(iterations=40))
    state.apply(0, move)
    assert state.survey(0).total(state.workers[0]) == best


# --- the survey of a growing display ------------------------------------------------------
def test_a_survey_grown_card_by_card_equals_one_made_afresh():
    for state, _ in along(2, seed=11):
        for player in range(2):
            grown, fresh = state.survey(player), Survey(state.fields[player])
            assert [(r.key, r.cells) for r in grown.regions] == [(r.key, r.cells) for r in fresh.regions]
            for mine, theirs in zip(grown.regions, fresh.regions):
                assert grown.points(mine) == fresh.score(theirs).points == grown.score(mine).points
                assert [n.cells for n in grown.neighbours(mine)] == [n.cells for n in fresh.neighbours(theirs)]
