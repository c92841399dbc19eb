"""The strong Rome level's parts: a sampled world agrees with the seat's view
and deals the hidden things from what the seat has not seen; the quicker
survey the playouts need gives exactly the old answers; the candidates start
with the greedy choice; the horizon reaches the round's end."""
import random
from collections import Counter

import pytest

from games import GAMES
from games.rome import FORTRESS, TERRAINS, PlaceTile, Survey, Tile
from games.rome.bots import greedy_move
from games.rome.search import actions_left_in_round, candidates, sample
from tests.conformance_helpers import position

ROME = GAMES["rome"]


def positions(variant: str, players: int, seed: int, every: int = 5):
    """Positions along a game of greedy and random moves (every `every`-th step)."""
    state = ROME.new_game([f"P{i}" for i in range(players)], seed, {"variant": variant})
    rng, step = random.Random(seed), 0
    while not state.is_over():
        if step % every == 0:
            yield state
        player = rng.choice(state.actors())
        level = "greedy" if rng.random() < 0.5 else "random"
        state.apply(player, ROME.bots[level](state, player, rng))
        step += 1


def hidden(state, seat: int) -> dict:
    """What `seat` does not see, as multisets: each other stack with its row
    while dividing, one's own stack, the market supply; the unseen missions."""
    found = {}
    for p, stack in enumerate(state.stacks):
        row = state.rows[p] if state.phase == "divide" and p != seat else ()
        found[f"stack {p}"] = Counter(t.terrain for t in stack + row)
    found["doubles"] = Counter(tuple(pair) for pair in state.double_stack)
    found["singles"] = Counter(state.single_bag)
    return found


GAMES_TO_SAMPLE = [("basic", 2, 1), ("basic", 3, 2), ("advanced", 2, 3), ("advanced", 4, 4)]


@pytest.mark.parametrize("variant, players, seed", GAMES_TO_SAMPLE)
def test_a_sampled_world_shows_the_seat_exactly_its_view(variant, players, seed):
    for n, state in enumerate(positions(variant, players, seed)):
        seat = n % players
        view = state.view(seat)
        world = sample(view, seat, random.Random(n))
        assert position(world.view(seat)) == position(view), (n, state.phase)


@pytest.mark.parametrize("variant, players, seed", GAMES_TO_SAMPLE)
def test_a_sampled_world_deals_the_hidden_things_from_what_is_unseen(variant, players, seed):
    for n, state in enumerate(positions(variant, players, seed)):
        seat = n % players
        world = sample(state.view(seat), seat, random.Random(n))
        assert hidden(world, seat) == hidden(state, seat), (n, state.phase)
        own = set(state.drawn[seat])
        if state.phase == "mission" and state.keeps[seat] is not None:
            own = {state.keeps[seat]}  # the others may lie on the discards
        known = {m for kept in state.missions for m in kept} | own
        dealt = set(world.mission_deck) | set(world.mission_discard)
        dealt |= {m for p, cards in enumerate(world.drawn) if p != seat for m in cards}
        assert not dealt & known, (n, state.phase)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_a_sampled_world_plays_on_to_the_end(variant):
    for n, state in enumerate(positions(variant, 3, 7, every=11)):
        seat = n % 3
        world = sample(state.view(seat), seat, random.Random(n))
        rng = random.Random(n)
        while not world.is_over():
            player = rng.choice(world.actors())
            world.apply(player, rng.choice(list(world.legal_actions(player))))
        assert world.winners()


def test_others_secret_choices_are_made_in_the_sampled_world():
    state = ROME.new_game(["A", "B", "C"], 2)
    state.apply(1, greedy_move(state.view(1), 1, random.Random(1)))
    world = sample(state.view(0), 0, random.Random(4))
    assert world.splits[1] is not None and world.splits[2] is None
    assert None not in world.rows[1] and len(world.rows[1]) == len(state.rows[1])
    assert world.rows[1][0].building == state.rows[1][0].building  # the card is public


def random_landscape(rng: random.Random, size: int) -> dict:
    land: dict = {}
    for _ in range(size):
        cell = rng.choice(Survey(land).free_cells())
        building = rng.choice([None] * 4 + list(TERRAINS) + [FORTRESS])
        land[cell] = Tile(rng.choice(TERRAINS[:rng.randint(1, 5)]), building)
    return land


def test_a_tiles_gain_is_the_change_of_the_building_total():
    rng = random.Random(3)
    for _ in range(50):
        land = random_landscape(rng, rng.randint(0, 22))
        survey = Survey(land)
        for cell in survey.free_cells():
            for terrain in TERRAINS:
                building = rng.choice((None, rng.choice(TERRAINS + (FORTRESS,))))
                grown = Survey({**land, cell: Tile(terrain, building)}).building_total()
                assert survey.gain(cell, terrain, building) == grown - survey.building_total()


def test_a_grown_survey_is_the_survey_of_the_grown_landscape():
    rng = random.Random(4)
    for _ in range(150):
        land = random_landscape(rng, rng.randint(0, 22))
        survey = Survey(land)
        cell = rng.choice(survey.free_cells())
        more = {**land, cell: Tile(rng.choice(TERRAINS))}
        other = rng.choice(Survey(more).free_cells())
        more[other] = Tile(rng.choice(TERRAINS), rng.choice((None, "Y")))
        grown, fresh = survey.grown(more), Survey(more)
        assert [(a.key, a.cells) for a in grown.areas] == [(a.key, a.cells) for a in fresh.areas]
        assert {c: a.cells for c, a in grown.index.items()} == {c: a.cells for c, a in fresh.index.items()}
        assert grown.building_total() == fresh.building_total()


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_candidates_start_with_the_greedy_choice_and_differ(variant):
    for n, state in enumerate(positions(variant, 2, 5, every=7)):
        for seat in state.actors():
            view = state.view(seat)
            if seat in view.unconfirmed:
                continue
            moves = candidates(view, seat, random.Random(n))
            assert moves[0] == greedy_move(view, seat, random.Random(n))
            assert all(move in state.legal_actions(seat) for move in moves)
            hand = view.hands[seat]
            laid = [(hand[m.tile], m.q, m.r, m.turn) for m in moves if isinstance(m, PlaceTile)]
            assert len(set(laid)) == len(laid)


def test_the_horizon_reaches_the_end_of_the_round():
    for variant in ("basic", "advanced"):
        for state in positions(variant, 3, 8, every=13):
            if state.phase in ("divide", "choose", "add"):
                world, left = state.copy(), actions_left_in_round(state.view(0))
                start, rng = world.round, random.Random(1)
                for _ in range(left):
                    world.end_turns()
                    if world.is_over() or world.round != start:
                        break
                    player = rng.choice(world.actors())
                    world.apply(player, greedy_move(world, player, rng))
                world.end_turns()
                assert world.is_over() or world.round != start, (variant, state.phase)

