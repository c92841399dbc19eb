"""Majesty rules: set-up by player count and options, paying and the display,
worked example 1, overflow, every refusal code, the legal actions, the end
on the turn count (2p leaves cards), undo, the hidden deck, previews, bots."""
import random
from collections import Counter
from dataclasses import dataclass
from types import GeneratorType
from typing import ClassVar

import pytest

from games.core import Action, EndTurn, IllegalMove, LegalActions, Violation
from games.majesty import TakeCard
from games.majesty.bots import greedy_bot, random_bot
from tests.majesty_helpers import MAJESTY, NAMES, code, give, incomes, new, show, take, wounded


def play_randomly(state, rng, stop_before: int = 0):
    """Random legal turns, each ended, until the game ends (or `stop_before` turns remain)."""
    total = len(state.players) * 12
    while not state.is_over() and sum(state.turns) < total - stop_before:
        player = state.actors()[0]
        state.apply(player, rng.choice(list(state.legal_actions(player))))
        state.end_turns([player])
    return state


# --- set-up --------------------------------------------------------------------------------
@pytest.mark.parametrize("players, green, deck", [(2, 6, 27), (3, 14, 35), (4, 26, 47)])
def test_setup_keeps_the_green_cards_on_top_of_all_red(players, green, deck):
    state = new(players)
    cards = state.display + state.deck
    assert len(state.display) == 6 and len(state.deck) == deck
    assert [c.tier for c in cards] == [1] * green + [2] * 27
    assert len({c.id for c in cards}) == len(cards)
    assert state.meeples == [5] * players and state.coins == [0] * players
    assert state.display_meeples == [0] * 6 and state.current == 0 and state.turn == 1
    assert state.sides == dict.fromkeys(state.sides, "A") and len(state.sides) == 8
    assert all(c.character is None for c in cards)


def test_the_official_variant_shuffles_all_60_cards():
    state = new(2, all_cards=True)
    cards = state.display + state.deck
    assert len(cards) == 60 and Counter(c.tier for c in cards) == {1: 33, 2: 27}
    assert [c.tier for c in cards] != sorted(c.tier for c in cards)


def test_sides_all_b_or_one_letter_per_location():
    assert set(new(sides="B").sides.values()) == {"B"}
    mixed = new(sides="abbaabab").sides
    assert list(mixed.values()) == list("ABBAABAB")
    assert list(mixed) == ["mill", "brewery", "cottage", "guardhouse", "barracks", "inn",
                           "castle", "infirmary"]


@pytest.mark.parametrize("options", [{"sides": "C"}, {"sides": "ABAB"}, {"sides": 1},
                                     {"all_cards": "maybe"}, {"meeple_tiebreak": 2},
                                     {"colour": "red"}])
def test_bad_options_are_refused_with_a_sentence(options):
    with pytest.raises(ValueError) as error:
        MAJESTY.new_game(NAMES[:2], 1, options)
    if "sides" in options:
        assert "A, B or 8 letters A/B" in str(error.value)


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(ValueError):
        MAJESTY.new_game([f"P{i}" for i in range(players)], 1)


def test_the_game_declares_itself():
    assert (MAJESTY.id, MAJESTY.min_players, MAJESTY.max_players) == ("majesty", 2, 4)
    assert MAJESTY.phases == ("take",) and set(MAJESTY.bots) == {"random", "greedy", "strong"}
    assert MAJESTY.check_options(None) == {"sides": "A", "all_cards": False,
                                           "meeple_tiebreak": False, "start": "first"}


def test_a_start_player_drawn_by_lot_plays_first_and_the_last_seat_ends_the_game():
    starts = {seed: new(3, seed=seed, start="random").current for seed in range(12)}
    assert set(starts.values()) == {0, 1, 2}
    seed = next(seed for seed, first in starts.items() if first == 1)
    state = new(3, seed=seed, start="random")
    assert state.display == new(3, seed=seed).display        # the same deal: the lot is drawn after it
    play_randomly(state, random.Random(seed), stop_before=1)
    assert state.current == 0 and state.turns == [11, 12, 12] and not state.is_over()
    state.apply(0, next(iter(state.legal_actions(0))))
    state.end_turns([0])
    assert state.is_over() and state.turns == [12, 12, 12]


# --- paying, the display, example 1 ------------------------------------------------------------
def test_example_1_paying_brewery_a_bonus_and_overflow():
    state = new(3, sides="A")
    show(state, "miller", "witch", "noble", "brewer", "guard", "knight", meeples=[2])
    state.meeples[0] = 3
    give(state, 0, "miller", "brewer")
    give(state, 1, "miller")
    events = take(state, 4, "brewer", end=False)
    assert events[0]["cost"] == 3 and events[0]["meeples"] == 0
    assert state.coins == [6, 2, 0] and state.meeples[0] == 2
    shown = [c.halves[0] for c in state.display[:5]]
    assert shown == ["miller", "witch", "noble", "guard", "knight"]    # the gap is at the end
    assert len(state.display) == 6 and state.display[5] is None
    assert state.display_meeples == [3, 1, 1, 0, 0, 0] and state.current == 0
    assert "refill" not in [e["type"] for e in events]                 # it waits for End turn
    state.apply(0, EndTurn())
    assert [c.halves[0] for c in state.display[:5]] == shown and state.current == 1
    assert state.display_meeples == [3, 1, 1, 0, 0, 0] and state.display[5] is not None
    state.meeples[1] = 4
    events = take(state, 1, "miller")                      # Ben: free Miller with 3 meeples
    assert incomes(events) == [(1, 4, 0, False)]
    assert {"type": "overflow", "player": 1, "coins": 2} in events
    assert state.coins[1] == 2 + 6 and state.meeples[1] == 5
    assert state.display_meeples == [1, 1, 0, 0, 0, 0]


def test_a_card_costs_one_meeple_per_card_before_it():
    state = new(3)
    show(state, "miller", "brewer", "witch", "guard", "knight", "noble")
    state.meeples[0] = 2
    violation = state.check(0, TakeCard(4, "guard"))
    assert violation.code == "majesty.cannot_pay"
    assert violation.params == {"cost": 3, "meeples": 2, "position": 4}
    assert [a.position for a in state.legal_actions(0)] == [1, 2, 3]
    state.meeples[0] = 0
    assert [a.position for a in state.legal_actions(0)] == [1]  # position 1 is always free


def test_the_taken_cards_meeples_arrive_after_paying():
    state = new(3)
    show(state, "miller", "brewer", "witch", meeples=[0, 0, 4])
    state.meeples[0] = 1
    assert code(state, TakeCard(3, "witch")) == "majesty.cannot_pay"   # its 4 do not help (A12)
    take(state, 2, "brewer")
    assert state.meeples[0] == 0 + 0 + 1                   # paid 1, Brewery A: +1 meeple
    assert state.display_meeples[:2] == [1, 4]


@pytest.mark.parametrize("action, expected", [
    (TakeCard(0, "miller"), "majesty.bad_position"),
    (TakeCard(7, "miller"), "majesty.bad_position"),
    (TakeCard(True, "miller"), "action.malformed"),
    (TakeCard("1", "miller"), "action.malformed"),
    (TakeCard(1, "brewer"), "majesty.not_this_card"),
    (TakeCard(1, "dragon"), "majesty.not_this_card"),
    (TakeCard(2, "knight"), "majesty.not_this_card"),
    (TakeCard(6, "noble"), "majesty.no_card"),
    (TakeCard(1, "miller", "miller"), "majesty.no_heal_choice"),
    (TakeCard(1, "miller", exchange=1), "majesty.no_exchange"),
    (TakeCard(1, "miller", exchange="1"), "action.malformed"),
])
def test_every_refusal_has_its_code(action, expected):
    state = new(3)
    show(state, "miller", "guard+noble", "witch")
    assert code(state, action) == expected
    # a malformed action is refused at the boundary, before whose turn it is
    assert code(state, action, player=1) == ("action.malformed" if expected == "action.malformed"
                                             else "turn.not_yours")


@dataclass(frozen=True)
class Shout(Action):
    kind: ClassVar[str] = "shout"


def test_other_actions_and_the_finished_game_are_refused():
    state = new(2)
    assert code(state, Shout()) == "action.unknown"
    play_randomly(state, random.Random(4))
    assert code(state, TakeCard(1, "miller")) == "game.over"
    assert state.actors() == [] and list(state.legal_actions(0)) == []


# --- legal actions ------------------------------------------------------------------------------
def test_legal_actions_are_lazy_and_count_every_distinct_choice():
    state = new(3)
    show(state, "miller", "brewer+witch", "guard", "knight+innkeeper", "noble", "witch")
    legal = state.legal_actions(0)
    assert isinstance(legal, LegalActions) and isinstance(iter(legal), GeneratorType)
    assert len(list(state.legal_actions(0))) == legal.count() == 8   # 1 + 2 + 1 + 2 + 1 + 1
    assert TakeCard(2, "witch") in legal and TakeCard(2, "knight") not in legal
    assert list(state.legal_actions(1)) == [] and not state.legal_actions(1)
    wounded(state, 0, "guard+knight:guard")
    actions = list(state.legal_actions(0))
    assert len(actions) == 10                               # each Witch heals as Guard or Knight
    assert TakeCard(2, "witch", "knight") in actions and TakeCard(6, "witch", "guard") in actions
    assert all(state.check(0, a) is None for a in actions)
    assert len(set(actions)) == len(actions)


def test_castle_b_exchanges_are_legal_actions():
    state = new(3, sides="B")
    state.coins[0] = 3
    show(state, "noble", "miller")
    assert len(list(state.legal_actions(0))) == 9 + 1      # exchange -5..+3, and the Miller


# --- turn order, events, the end ------------------------------------------------------------
def test_turns_go_clockwise_and_events_describe_the_turn():
    state = new(3)
    show(state, "miller", "knight", "brewer", "witch", "guard", "noble")
    events = take(state, 2, "knight", end=False)
    assert [e["type"] for e in events] == ["take", "attack", "attack", "income"]
    assert state.current == 0 and state.actors() == [0]
    assert list(state.legal_actions(0)) == [EndTurn()] and not state.legal_actions(1)
    assert code(state, TakeCard(1, "miller")) == "turn.end_first"
    assert code(state, TakeCard(1, "miller"), player=1) == "turn.not_yours"
    state.apply(0, EndTurn())
    events = state.events
    assert [e["type"] for e in events] == ["take", "attack", "attack", "income", "refill"]
    assert events[0] == {"type": "take", "player": 0, "position": 2, "card": events[0]["card"],
                         "cost": 1, "meeples": 0, "to": "barracks"}
    assert events[-1]["card"] is state.display[5]
    assert state.current == 1 and state.turns == [1, 0, 0] and state.turn == 1
    take(state, 1, "miller")
    take(state, 1, "brewer")
    assert state.current == 0 and state.turn == 2


def test_two_players_end_after_12_turns_each_with_cards_left():
    state = play_randomly(new(2, seed=5), random.Random(5))
    assert state.is_over() and state.turns == [12, 12]
    assert len(state.deck) == 4                            # 33 = 6 + 23 refills + 4
    assert state.display.count(None) == 1                  # no card is drawn after the last turn
    assert sum(len(c) for c in state.realm[0].values()) + len(state.infirmary[0]) == 12


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_use_up_the_deck_exactly(players):
    state = play_randomly(new(players, seed=6), random.Random(6))
    assert state.turns == [12] * players and state.deck == []
    assert state.display.count(None) == 1 and state.display[-1] is None


# --- undo ---------------------------------------------------------------------------------------
def test_undo_is_refused_after_a_card_was_revealed():
    state = new(3)
    take(state, 1, state.display[0].halves[0])             # ending the turn draws a card
    assert state.undo_violation(0).code == "undo.revealed"
    with pytest.raises(IllegalMove):
        state.undo(0)


def test_undo_works_when_no_card_was_drawn():
    state = play_randomly(new(4, seed=8), random.Random(8), stop_before=1)
    assert state.deck == []
    before = (list(state.display), list(state.meeples), list(state.coins), list(state.turns),
              [{k: list(v) for k, v in r.items()} for r in state.realm],
              [list(p) for p in state.infirmary], list(state.display_meeples), state.current)
    player = state.current
    action = next(iter(state.legal_actions(player)))
    ended = state.copy()
    ended.apply(player, action)
    ended.apply(player, EndTurn())                         # the game ends, no card is drawn
    assert ended.is_over() and ended.undo_violation(player) == Violation("undo.turn_ended")
    state.apply(player, action)
    assert state.undo_violation(player) is None
    state.undo(player)
    after = (state.display, state.meeples, state.coins, state.turns, state.realm,
             state.infirmary, state.display_meeples, state.current)
    assert after == before


def public(state):
    return ([c and c.id for c in state.display], list(state.display_meeples), list(state.meeples),
            list(state.coins), list(state.turns), state.current, [c.id for c in state.deck],
            [{k: [c.id for c in v] for k, v in r.items()} for r in state.realm],
            list(state.log), state.unconfirmed)


def test_undo_is_ones_own_and_only_until_one_ends_the_turn():
    state = new(3)
    show(state, "miller", "brewer", "witch", "guard", "knight", "noble")
    before = public(state)
    take(state, 2, "brewer", end=False)                    # the turn's one action, not yet ended
    assert state.unconfirmed == {0} and state.coins[0] == 2
    # another seat cannot take it back, and trying changes nothing
    waiting = public(state)
    for other in (1, 2):
        assert state.undo_violation(other) == Violation("undo.nothing")
        with pytest.raises(IllegalMove):
            state.undo(other)
    assert public(state) == waiting
    assert state.undo_violation(4).code == state.undo_violation(True).code == "seat.unknown"
    # the player takes it back before ending the turn
    assert state.undo_violation(0) is None
    assert state.undo(0) == (0, TakeCard(2, "brewer").to_dict())
    assert public(state) == before and state.actors() == [0]
    # ended with a card drawn: final
    take(state, 1, "miller")
    assert state.current == 1 and state.undo_violation(0) == Violation("undo.revealed")
    # ended with no card drawn: final all the same
    state.deck = []
    take(state, 1, state.display[0].halves[0], end=False)
    assert state.undo_violation(1) is None and state.undo_violation(0).code == "undo.revealed"
    state.apply(1, EndTurn())
    assert state.display[-1] is None and state.current == 2
    assert state.undo_violation(1) == Violation("undo.turn_ended")
    with pytest.raises(IllegalMove):
        state.undo(1)
    take(state, 1, state.display[0].halves[0], end=False)
    assert state.undo_violation(1) == Violation("undo.turn_ended")
    assert state.undo_violation(2) is None


# --- the hidden deck ---------------------------------------------------------------------------
def test_the_view_never_shows_the_deck_order():
    state = new(3, seed=2)
    take(state, 1, state.display[0].halves[0])
    other = state.copy()
    removed = next(c for c in MAJESTY.new_game(NAMES[:3], 99).deck
                   if c.tier == 1 and c.id not in {d.id for d in state.deck + state.display})
    greens = [c for c in state.deck if c.tier == 1]
    reds = [c for c in state.deck if c.tier == 2]           # the backs' order is public
    other.deck = [removed] + greens[:0:-1] + reds[::-1]     # another order, another unseen green
    view, view2 = state.view(1), other.view(1)
    assert [c.id for c in view.deck] == [c.id for c in view2.deck]
    assert [c.tier for c in view.deck] == [c.tier for c in state.deck]
    assert [c.id for c in view.deck] != [c.id for c in state.deck]
    assert view.seed is None and view.display == state.display and view.coins == state.coins
    assert view.log == state.log and view.undo_violation(0).code == "undo.nothing"


def test_the_view_of_all_60_hides_the_tiers_too():
    state = new(3, seed=2, all_cards=True)
    other = state.copy()
    other.deck = sorted(state.deck, key=lambda c: c.tier)
    assert [c.id for c in state.view(0).deck] == [c.id for c in other.view(0).deck]


# --- previews --------------------------------------------------------------------------------
def test_preview_says_what_taking_costs_and_gains_without_changing_anything():
    state = new(3, sides="A")
    show(state, "miller", "witch", "noble", "brewer", "guard", "knight", meeples=[2])
    state.meeples[0] = 3
    give(state, 0, "miller", "brewer")
    give(state, 1, "miller")
    deck, log = list(state.deck), list(state.log)
    preview = state.preview(0, TakeCard(4, "brewer"))
    assert preview.coins == (6, 2, 0) and preview.meeples == (-1, 0, 0)
    assert "refill" not in [e["type"] for e in preview.events]
    assert state.deck == deck and state.log == log and state.coins == [0, 0, 0]
    assert state.meeples[0] == 3 and state.display_meeples[0] == 2
    assert state.preview(0, TakeCard(6, "knight")) is None  # 5 meeples needed, 3 held
    free = state.preview(0, TakeCard(1, "miller"))
    assert free.coins == (4, 0, 0) and free.meeples == (2, 0, 0)


# --- log, replay, bots -----------------------------------------------------------------------
def test_actions_go_to_plain_data_and_back():
    action = TakeCard(2, "witch", "guard", 0)
    data = action.to_dict()
    assert data == {"kind": "take_card", "position": 2, "character": "witch",
                    "heal_as": "guard", "exchange": 0}
    assert MAJESTY.action_from_dict(data) == action
    assert MAJESTY.action_from_dict({"kind": "take_card", "position": 1,
                                     "character": "noble"}) == TakeCard(1, "noble")


@pytest.mark.parametrize("options", [{"sides": "B"}, {"sides": "BABABABA", "all_cards": True}])
def test_games_with_options_replay_exactly(options):
    state = MAJESTY.new_game(NAMES[:4], 11, options)
    rng = random.Random(11)
    while not state.is_over():
        player = state.actors()[0]
        state.apply(player, greedy_bot(state, player, rng))
        state.end_turns([player])
    assert {"kind": "end_turn"} in [data for _, data in state.log]
    again = MAJESTY.replay(state.players, state.seed, state.options, state.log)
    assert [s.total for s in again.score_sheets()] == [s.total for s in state.score_sheets()]
    assert again.realm == state.realm and again.coins == state.coins


@pytest.mark.parametrize("bot", [random_bot, greedy_bot])
def test_bots_are_seeded_legal_and_never_peek_at_the_deck(bot):
    state = new(4, seed=3)
    other = state.copy()
    other.deck = list(reversed(state.deck))
    for _ in range(3):
        player = state.current
        action = bot(state, player, random.Random(1))
        assert bot(other, player, random.Random(1)) == action
        assert state.check(player, action) is None
        state.apply(player, action)
        other.apply(player, action)
        state.end_turns([player])
        other.end_turns([player])


def test_greedy_takes_the_best_immediate_coins_and_meeples():
    state = new(3, sides="A")
    # Miller +2; Witch 2-1; Guard 2-2; Knight 3-3; Innkeeper 4-4; Noble 5+1-5
    show(state, "miller", "witch", "guard", "knight", "innkeeper", "noble")
    assert greedy_bot(state, 0, random.Random(0)) == TakeCard(1, "miller")
    give(state, 0, "noble", "noble")                       # the Noble now: 15 coins, 5-5+3 meeples
    assert greedy_bot(state, 0, random.Random(0)) == TakeCard(6, "noble")


def test_a_whole_greedy_game_of_four():
    state = new(4, seed=12)
    state.keep_history = False
    rngs = [random.Random(i) for i in range(4)]
    while not state.is_over():
        player = state.current
        state.apply(player, greedy_bot(state, player, rngs[player]))
        state.end_turns([player])
    assert state.turns == [12] * 4 and max(s.total for s in state.score_sheets()) > 50


@pytest.mark.parametrize("seed, sides", [(1, "A"), (2, "B"), (3, "ABBABAAB")])
def test_previews_match_what_apply_does_and_cards_are_never_lost(seed, sides):
    state = new(2 + seed % 3, sides=sides, seed=seed)
    rng = random.Random(seed)
    cards = len(state.deck) + 6
    while not state.is_over():
        player = state.current
        action = rng.choice(list(state.legal_actions(player)))
        change = state.preview(player, action)
        coins, meeples = list(state.coins), list(state.meeples)
        state.apply(player, action)
        assert change.coins == tuple(a - b for a, b in zip(state.coins, coins))
        assert change.meeples == tuple(a - b for a, b in zip(state.meeples, meeples))
        assert state.display[-1] is None and state.current == player   # the refill waits
        state.apply(player, EndTurn())
        assert all(0 <= m <= 5 for m in state.meeples)
        placed = sum(len(c) for r in state.realm for c in r.values())
        placed += sum(len(p) for p in state.infirmary)
        assert placed == sum(state.turns)
        assert placed + len(state.deck) + 6 - state.display.count(None) == cards


# --- the decision: what the seat may do now -------------------------------------------------------
def test_the_decision_offers_the_cards_the_seat_can_pay_for_with_their_persons():
    state = new(3, sides="AAAAAABA")
    show(state, "miller", "witch+noble", "noble", "brewer", "guard", "knight", meeples=[0, 2])
    state.meeples[0], state.coins[0] = 2, 3
    wounded(state, 0, "guard+knight:knight")
    decision = state.decision(0)
    assert decision.kind == "take" and decision.player == 0
    assert [offer.position for offer in decision.hand] == [1, 2, 3]      # 2 meeples: positions 1 to 3
    split = decision.hand[1]
    assert (split.cost, split.meeples, split.card.halves) == (1, 2, ("witch", "noble"))
    witch, noble = split.persons
    assert (witch.location, witch.heal, witch.exchange) == ("cottage", ("guard", "knight"), (0, 0))
    assert noble.location == "castle" and noble.heal == ()
    assert noble.exchange == (-3, 2)     # held after taking: 2 - 1 + 2 = 3 to sell; 2 free spaces to buy
    assert decision.param("meeples") == 2 and decision.param("coins") == 3
    assert state.decision(1) is None
    state.apply(0, TakeCard(1, "miller"))
    assert state.decision(0).kind == "end_turn"


def test_the_ended_turns_of_a_round_are_kept_and_a_turn_in_play_is_not_among_them():
    state = new(2)
    show(state, "miller", "brewer", "witch", "guard", "knight", "noble")
    take(state, 1, "miller")
    take(state, 1, "brewer", end=False)
    assert [player for player, _events in state.ended] == [0]
    assert [e["type"] for e in state.ended[0][1]][:2] == ["take", "income"]
    state.end_turns()
    take(state, 1, "witch")
    assert [player for player, _events in state.ended] == [1, 0]     # one round: one turn each
    state.apply(1, TakeCard(1, state.display[0].halves[0], None))
    state.undo(1)
    assert [player for player, _events in state.ended] == [1, 0]
