"""Majesty's strong level: its sampled worlds are legal positions equal to
the view in all the seat sees, its candidates start with greedy's pick, and
it looks past the immediate coins (a majority at the last turn); and the
rules' shortcuts for its playouts (realms copied only where they change,
previews on a scratch copy) leave every position as it was."""
import random

import pytest

from games.core.search import Budget
from games.majesty.bots import CANDIDATES, BOTS, candidates, greedy_move, sample
from tests.conformance_helpers import plain, position
from tests.majesty_helpers import give, new, show


def positions(players: int, sides: str, all_cards: bool, seed: int):
    """Every fifth position of a random game, with the seat to move."""
    state = new(players, sides=sides, seed=seed, all_cards=all_cards)
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        player = state.actors()[0]
        if step % 5 == 0:
            yield state, player
        state.apply(player, rng.choice(list(state.legal_actions(player))))
        step += 1


def public(state) -> list:
    """All of a position but the deck's order and the undo machinery."""
    return plain({k: v for k, v in vars(state).items()
                  if k[0] != "_" and k not in ("deck", "log", "keep_history", "rng", "game", "data", "setup")})


def seen_ids(state) -> set:
    ids = {card.id for card in state.display if card is not None}
    for realm, pile in zip(state.realm, state.infirmary):
        ids.update(card.id for cards in realm.values() for card in cards)
        ids.update(card.id for card in pile)
    return ids


@pytest.mark.parametrize("players, sides, all_cards", [(2, "A", False), (3, "B", False), (4, "ABBAABAB", True)])
def test_a_sampled_world_is_the_view_with_another_deck_and_plays_to_the_end(players, sides, all_cards):
    for n, (state, player) in enumerate(positions(players, sides, all_cards, seed=players)):
        view = state.view(player)
        world = sample(view, player, random.Random(n))
        assert public(world) == public(view)
        assert len(world.deck) == len(state.deck)
        if not all_cards:  # a card's back shows its tier
            assert [c.tier for c in world.deck] == [c.tier for c in state.deck]
        ids = [card.id for card in world.deck]
        assert len(set(ids)) == len(ids) and not set(ids) & seen_ids(state)
        rng = random.Random(n)
        while not world.is_over():
            seat = world.actors()[0]
            world.apply(seat, rng.choice(list(world.legal_actions(seat))))
        assert world.turns == [12] * players


def test_samples_differ_and_leave_the_view_alone():
    state = new(2, seed=4)
    view = state.view(0)
    before = [c.id for c in view.deck]
    decks = {tuple(c.id for c in sample(view, 0, random.Random(k)).deck) for k in range(5)}
    assert len(decks) == 5 and [c.id for c in view.deck] == before


def test_the_candidates_are_legal_distinct_and_start_with_greedys_pick():
    for n, (state, player) in enumerate(positions(3, "B", False, seed=7)):
        view = state.view(player)
        if player in view.unconfirmed:
            continue
        moves = candidates(view, player, random.Random(n))
        assert moves[0] == greedy_move(view, player, random.Random(n))
        assert len(set(moves)) == len(moves) <= CANDIDATES
        assert all(move in state.legal_actions(player) for move in moves)


def test_at_the_last_turn_the_strong_level_takes_a_majority_over_more_coins():
    state = new(2, seed=1)
    show(state, "miller", "noble")
    give(state, 1, *["miller"] * 5)
    state.turns, state.current = [12, 11], 1
    greedy = BOTS["greedy"](state, 1, random.Random(1))
    strong = BOTS["strong"](state, 1, random.Random(1), budget=Budget(iterations=20))
    assert (greedy.character, strong.character) == ("miller", "noble")  # 12 coins; 5 + 1 + 16 + variety


def test_a_strong_seat_plays_a_whole_game_of_three_on_b_sides_with_all_cards():
    state = new(3, sides="B", seed=3, all_cards=True)
    state.keep_history = False
    while not state.is_over():
        player = state.actors()[0]
        level = "strong" if player == 0 else "greedy"
        state.apply(player, BOTS[level](state, player, random.Random(len(state.log)),
                                        budget=Budget(iterations=4)))
    assert state.turns == [12, 12, 12]


def test_taking_back_any_take_restores_every_realm_and_previews_change_nothing():
    state = new(4, sides="B", seed=8)  # attacks wound three realms, heals move cards back
    rng = random.Random(8)
    while not state.is_over():
        player = state.current
        before = position(state)
        for action in state.legal_actions(player):
            state.preview(player, action)
        assert position(state) == before
        state.apply(player, rng.choice(list(state.legal_actions(player))))
        state.undo(player)
        assert position(state) == before
        state.apply(player, rng.choice(list(state.legal_actions(player))))
        state.end_turns([player])
