"""Majesty location effects, both sides of every location: income, the
"every player with at least one" bonuses (active player included, A1),
attack per opponent, the leftmost card (A2), healing last in first out,
Inn B's largest group (A3) and the Castle B exchange (A4). Worked examples
2 to 4 of the spec. Expected numbers are counted by hand from the spec."""
import pytest

from games.majesty import load_data
from games.majesty.effects import EFFECTS, LOCATIONS
from games.majesty.rules import TakeCard
from tests.majesty_helpers import code, counts, give, incomes, new, show, take, wounded

# Player 0 is Anna, 1 Ben, 2 Cara, 3 Dana. `show` sets the display; position 1 is free.


def test_every_location_side_names_its_own_effect_function():
    data = load_data()
    used = set()
    for loc in LOCATIONS:
        for letter in "AB":
            effect = data.location(loc).side(letter).effect
            assert effect.id == f"{loc}_{letter.lower()}" and EFFECTS[effect.id] is effect
            used.add(effect.id)
    assert used == set(EFFECTS)


# --- Mill ------------------------------------------------------------------------------
def test_mill_a_pays_2_per_miller():
    state = new(sides="A")
    give(state, 0, "miller", "miller", "witch")
    give(state, 1, "witch")
    show(state, "miller")
    events = take(state, 1, "miller")
    assert incomes(events) == [(0, 6, 0, False)]            # 3 Millers x 2, no bonus on A
    assert state.coins == [6, 0, 0]


def test_mill_b_pays_every_player_with_a_witch_the_active_player_too():
    state = new(sides="B")
    give(state, 0, "miller", "witch")
    give(state, 1, "witch")
    wounded(state, 2, "witch")                              # Infirmary cards never count
    show(state, "miller")
    events = take(state, 1, "miller")
    assert incomes(events) == [(0, 4, 0, False), (0, 3, 0, True), (1, 3, 0, True)]
    assert state.coins == [7, 3, 0]


# --- Brewery --------------------------------------------------------------------------
def test_brewery_a_pays_coins_meeples_and_the_miller_bonus_to_all_with_one():
    state = new(sides="A")
    give(state, 0, "brewer", "miller")
    give(state, 2, "miller", "miller")
    state.meeples[0] = 1
    show(state, "brewer")
    events = take(state, 1, "brewer")
    assert incomes(events) == [(0, 4, 2, False), (0, 2, 0, True), (2, 2, 0, True)]
    assert state.coins == [6, 0, 2] and state.meeples == [3, 5, 5]


def test_brewery_a_overflow_is_turned_into_coins():
    state = new(sides="A")
    give(state, 0, "brewer")
    show(state, "brewer")
    events = take(state, 1, "brewer")                       # +4 coins, +2 meeples: 7
    assert {"type": "overflow", "player": 0, "coins": 2} in events
    assert state.coins[0] == 4 + 2 and state.meeples[0] == 5


def test_example_4_brewery_b_eli():
    state = new(sides="B")
    give(state, 0, "miller", "miller", "brewer", "innkeeper", "noble")
    state.meeples[0] = 3
    show(state, "brewer")
    events = take(state, 1, "brewer")
    assert incomes(events) == [(0, 0, 4, False), (0, 10, 0, False)]
    assert {"type": "overflow", "player": 0, "coins": 2} in events
    assert state.coins[0] == 12 and state.meeples[0] == 5


@pytest.mark.parametrize("others", [("innkeeper",), ("noble",), ()])
def test_brewery_b_10_coins_need_an_innkeeper_and_a_noble(others):
    state = new(sides="B")
    give(state, 0, *others)
    state.meeples[0] = 0
    show(state, "brewer")
    take(state, 1, "brewer")
    assert state.coins[0] == 0 and state.meeples[0] == 1


# --- Cottage and healing ------------------------------------------------------------------
def test_example_3_heal_with_a_split_card_cottage_a():
    state = new(sides="A")
    give(state, 0, "brewer", "brewer")
    wounded(state, 0, "guard+knight:knight", "miller")      # bottom to top
    show(state, "brewer+witch", "witch")
    assert code(state, TakeCard(1, "witch", "miller")) == "majesty.no_heal_choice"
    events = take(state, 1, "witch")
    heal = [e for e in events if e["type"] == "heal"]
    assert [(e["card"].character, e["to"]) for e in heal] == [("miller", "mill")]
    assert incomes(events) == [(0, 8, 0, False)]           # 2 x (1 Miller + 2 Brewers + 1 Witch)
    assert counts(state, 0) == {"mill": 1, "brewery": 2, "cottage": 1, "infirmary": 1}
    # the next Witch brings the split card back: it must choose again
    state.current = 0
    assert code(state, TakeCard(1, "witch")) == "majesty.heal_choice"
    assert code(state, TakeCard(1, "witch", "noble")) == "majesty.heal_choice"
    events = take(state, 1, "witch", heal_as="guard")
    assert [e["to"] for e in events if e["type"] == "heal"] == ["guardhouse"]
    assert state.realm[0]["guardhouse"][-1].character == "guard"
    assert incomes(events) == [(0, 10, 0, False)]          # no Guardhouse income: 2 x (1+2+2)
    assert state.infirmary[0] == []


def test_a_healed_split_card_may_go_to_the_other_half():
    state = new(sides="A")
    wounded(state, 0, "guard+knight:guard")
    show(state, "witch")
    events = take(state, 1, "witch", heal_as="knight", end=False)
    assert state.realm[0]["barracks"][0].character == "knight"
    assert [e["type"] for e in events] == ["take", "heal", "income"]  # no attack; no refill yet
    state.end_turns()
    assert [e["type"] for e in state.events] == ["take", "heal", "income", "refill"]


def test_cottage_b_pays_3_per_witch_and_an_empty_infirmary_heals_nothing():
    state = new(sides="B")
    give(state, 0, "witch", "miller")
    show(state, "witch")
    events = take(state, 1, "witch")
    assert [e["type"] for e in events] == ["take", "income", "refill"]
    assert incomes(events) == [(0, 6, 0, False)]


def test_healing_is_last_in_first_out():
    state = new(sides="B")
    wounded(state, 0, "noble", "innkeeper", "guard")
    show(state, "witch")
    take(state, 1, "witch")
    assert [c.character for c in state.infirmary[0]] == ["noble", "innkeeper"]
    assert counts(state, 0) == {"guardhouse": 1, "cottage": 1, "infirmary": 2}


# --- Guardhouse --------------------------------------------------------------------------
def test_guardhouse_a_pays_2_per_guard_knight_and_innkeeper():
    state = new(sides="A")
    give(state, 0, "guard", "knight", "innkeeper", "miller", "noble")
    show(state, "guard")
    assert incomes(take(state, 1, "guard")) == [(0, 8, 0, False)]


def test_guardhouse_b_pays_the_innkeeper_bonus_to_all_with_one():
    state = new(sides="B")
    give(state, 0, "brewer", "witch", "innkeeper")
    give(state, 1, "innkeeper")
    wounded(state, 2, "innkeeper")
    show(state, "guard")
    events = take(state, 1, "guard")
    assert incomes(events) == [(0, 6, 0, False), (0, 3, 0, True), (1, 3, 0, True)]


def test_a_bonus_goes_to_the_active_player_who_just_placed_the_first_one():
    state = new(sides="B")                                  # Guardhouse B: Innkeeper bonus
    give(state, 1, "innkeeper")
    show(state, "guard+innkeeper")
    events = take(state, 1, "innkeeper")                    # Inn B for Anna, not the Guardhouse
    assert incomes(events) == [(0, 2, 0, False)]            # 2 x 1 Innkeeper x largest 1
    state.current = 0
    show(state, "guard")
    events = take(state, 1, "guard")
    assert incomes(events) == [(0, 2, 0, False), (0, 3, 0, True), (1, 3, 0, True)]


# --- Barracks and attacks --------------------------------------------------------------------
def test_example_2_attack_per_opponent_with_guards():
    state = new(sides="A")
    give(state, 0, "miller", "guard", "brewer")             # Anna: 1 Guard
    give(state, 1, "guard", "guard", "miller")              # Ben: 2 Guards
    give(state, 2, "knight")
    state.current = 2
    show(state, "knight")
    events = take(state, 1, "knight")
    attacks = [(e["victim"], e["blocked"], e["guards"], e["knights"],
                e["card"] and e["card"].character)
               for e in events if e["type"] == "attack"]
    assert attacks == [(0, False, 1, 2, "miller"), (1, True, 2, 2, None)]
    assert incomes(events) == [(2, 6, 0, False)]
    assert counts(state, 0) == {"brewery": 1, "guardhouse": 1, "infirmary": 1}
    assert counts(state, 1) == {"mill": 1, "guardhouse": 2}


def test_the_attack_takes_the_latest_card_of_the_leftmost_location():
    state = new(sides="A")
    give(state, 1, "brewer", "miller+knight:miller", "miller", "noble")
    give(state, 1, "brewer+witch:brewer")
    show(state, "knight")
    take(state, 1, "knight")
    # the Mill (location 1) is leftmost; its most recently placed card goes (A2)
    assert [c.character for c in state.realm[1]["mill"]] == ["miller"]
    assert state.realm[1]["mill"][0].halves == ("miller", "knight")
    assert [c.halves for c in state.infirmary[1]] == [("miller",)]


def test_an_attack_wounds_one_card_whatever_the_margin_and_skips_nobody():
    state = new(players=4, sides="B")
    give(state, 1, "knight", "knight")
    give(state, 0, "noble", "innkeeper")
    give(state, 3, "innkeeper")
    state.current = 1
    show(state, "knight")
    events = take(state, 1, "knight")
    victims = [(e["victim"], e["blocked"], e["card"] and e["card"].character)
               for e in events if e["type"] == "attack"]
    assert victims == [(2, False, None), (3, False, "innkeeper"), (0, False, "innkeeper")]
    assert counts(state, 0) == {"castle": 1, "infirmary": 1}
    assert incomes(events) == [(1, 9, 0, False)]            # Barracks B: 3 x 3 Knights


def test_barracks_b_pays_3_per_knight_innkeeper_and_noble_after_the_attack():
    state = new(sides="B")
    give(state, 2, "knight", "innkeeper", "noble", "miller")
    give(state, 0, "guard", "guard", "guard")
    give(state, 1, "guard", "guard")
    state.current = 2
    show(state, "knight")
    events = take(state, 1, "knight")
    assert [e["blocked"] for e in events if e["type"] == "attack"] == [True, True]
    assert incomes(events) == [(2, 12, 0, False)]


# --- Inn ---------------------------------------------------------------------------------
def test_inn_a_pays_4_per_innkeeper_and_the_brewer_bonus_to_all_with_one():
    state = new(sides="A")
    give(state, 0, "innkeeper", "brewer")
    give(state, 1, "brewer")
    show(state, "innkeeper")
    events = take(state, 1, "innkeeper")
    assert incomes(events) == [(0, 8, 0, False), (0, 3, 0, True), (1, 3, 0, True)]


def test_example_4_inn_b_dana():
    state = new(players=4, sides="B")
    state.current = 3
    give(state, 3, "miller", "miller", "miller", "innkeeper", "noble")
    show(state, "innkeeper")
    assert incomes(take(state, 1, "innkeeper")) == [(3, 12, 0, False)]


def test_inn_b_largest_group_counts_the_inn_itself_but_not_the_infirmary():
    state = new(sides="B")
    give(state, 0, "innkeeper", "innkeeper", "miller")
    wounded(state, 0, "miller", "miller", "miller", "miller")
    show(state, "innkeeper")
    assert incomes(take(state, 1, "innkeeper")) == [(0, 18, 0, False)]   # 2 x 3 x 3


# --- Castle -----------------------------------------------------------------------------
def test_castle_a_pays_5_coins_and_1_meeple_per_noble():
    state = new(sides="A")
    give(state, 0, "noble")
    state.meeples[0] = 2
    show(state, "noble")
    assert code(state, TakeCard(1, "noble", exchange=1)) == "majesty.no_exchange"  # A has none
    events = take(state, 1, "noble")
    assert incomes(events) == [(0, 10, 2, False)]
    assert state.coins[0] == 10 and state.meeples[0] == 4


def test_example_4_castle_b_exchange_then_4_per_noble_and_infirmary_card():
    state = new(players=4, sides="B")
    state.current = 3
    give(state, 3, "noble", "noble")
    wounded(state, 3, "miller")
    state.coins[3], state.meeples[3] = 20, 1
    show(state, "noble")
    assert state.exchange_range(3, 1, "noble") == (-1, 20)  # sell her 1 meeple, or buy up to 20
    assert len(list(state.legal_actions(3))) == 22          # exchange -1 .. +20
    events = take(state, 1, "noble", exchange=3)
    assert {"type": "exchange", "player": 3, "meeples": 3, "coins": -3} in events
    assert incomes(events) == [(3, 16, 0, False)]
    assert state.coins[3] == 33 and state.meeples[3] == 4


def test_castle_b_sells_meeples_too_and_refuses_what_it_cannot_pay():
    state = new(sides="AAAAAABA")                           # only the Castle on side B
    give(state, 0, "noble")
    state.coins[0], state.meeples[0] = 2, 1
    show(state, "noble", "miller", meeples=[2])
    assert state.exchange_range(0, 1, "noble") == (-3, 2)   # holds 1 + 2 = 3 after taking
    violation = state.check(0, TakeCard(1, "noble", exchange=3))
    assert violation.code == "majesty.bad_exchange"
    assert violation.params == {"exchange": 3, "low": -3, "high": 2, "sell": 3, "buy": 2}
    assert code(state, TakeCard(1, "noble", exchange=-4)) == "majesty.bad_exchange"
    assert code(state, TakeCard(2, "miller", exchange=1)) == "majesty.no_exchange"
    events = take(state, 1, "noble", exchange=-3)
    assert state.meeples[0] == 0 and state.coins[0] == 2 + 3 + 8
    assert incomes(events) == [(0, 8, 0, False)]


def test_castle_b_buys_up_to_the_coins_held_and_the_surplus_goes_back_at_the_turns_end():
    """A4: any number; the meeples above the 5 spaces return for 1 coin each (§4.5)."""
    state = new(sides="B")
    state.coins[0], state.meeples[0] = 30, 4
    show(state, "noble")
    assert state.exchange_range(0, 1, "noble") == (-4, 30)
    assert state.exchange_offer(0, 1, "noble") == (-4, 1)  # what the dialog offers
    assert code(state, TakeCard(1, "noble", exchange=31)) == "majesty.bad_exchange"
    events = take(state, 1, "noble", exchange=10, end=False)
    # 30 - 10 = 20 coins and 14 meeples, + 4 (1 Noble); then 9 meeples go back for 9 coins
    assert {"type": "exchange", "player": 0, "meeples": 10, "coins": -10} in events
    assert {"type": "overflow", "player": 0, "coins": 9} in events
    assert incomes(events) == [(0, 4, 0, False)]
    assert state.coins[0] == 33 and state.meeples[0] == 5
    # the same as buying just the one free space
    other = new(sides="B")
    other.coins[0], other.meeples[0] = 30, 4
    show(other, "noble")
    take(other, 1, "noble", exchange=1, end=False)
    assert (other.coins[0], other.meeples[0]) == (33, 5)
    state.coins[0] = 0
    assert state.exchange_range(0, 1, "noble") == (-5, 0)  # no coins, nothing to buy


def test_castle_b_sells_every_meeple_held_after_taking_even_above_the_worker_spaces():
    state = new(sides="B")
    state.coins[0], state.meeples[0] = 3, 4
    show(state, "noble", meeples=[3])                      # holds 4 + 3 = 7 after taking
    assert state.exchange_range(0, 1, "noble") == (-7, 3)
    assert code(state, TakeCard(1, "noble", exchange=-8)) == "majesty.bad_exchange"
    events = take(state, 1, "noble", exchange=-7)
    assert {"type": "exchange", "player": 0, "meeples": -7, "coins": 7} in events
    assert not [e for e in events if e["type"] == "overflow"]
    assert state.coins[0] == 3 + 7 + 4 and state.meeples[0] == 0


def test_without_an_exchange_the_surplus_goes_back_at_the_turns_end():
    state = new(sides="B")
    state.coins[0], state.meeples[0] = 3, 4
    show(state, "noble", meeples=[3])
    events = take(state, 1, "noble", end=False)
    assert {"type": "overflow", "player": 0, "coins": 2} in events
    assert state.coins[0] == 3 + 4 + 2 and state.meeples[0] == 5


def test_castle_b_exchanges_grow_with_the_coins_only_linearly():
    """legal_actions lists every exchange: meeples held + coins + 1 for a Noble."""
    state = new(sides="B")
    state.coins[0], state.meeples[0] = 250, 5
    show(state, "noble", "miller")
    actions = list(state.legal_actions(0))
    assert len(actions) == 5 + 250 + 1 + 1                  # exchange -5 .. +250, and the Miller
    assert len(set(actions)) == len(actions) and all(state.check(0, a) is None for a in actions)
