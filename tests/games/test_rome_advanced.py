"""Rome advanced variant: setup, the secret mission choice, elephants and
the mission draw, coin order and its ties, the market and its material,
double tiles in six directions, the fortress, ending turns, per-seat undo
and whole games."""
import random

import pytest

from games import GAMES
from games.core import EndTurn, IllegalMove
from games.rome import (Choose, Divide, KeepMission, PlaceBuilding, PlaceElephant,
                        PlaceTile, SkipElephant, TakeSegment, Tile)
from games.rome.pieces import DIRECTIONS
from tests.rome_helpers import act, end_turn, everything, first_legal, refused_undo

ROME = GAMES["rome"]
RING = {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}


def new(players: int = 2, seed: int = 1):
    return ROME.new_game([f"P{i}" for i in range(players)], seed, {"variant": "advanced"})


def code(state, player, action):
    violation = state.check(player, action)
    return violation and violation.code


def keep_all(state):
    """In seat order, every player keeps their first drawn mission and ends the turn."""
    while state.phase == "mission":
        player = state.actors()[0]
        act(state, player, KeepMission(state.drawn[player][0]))


def play_round_until(state, phase):
    """Divide, choose and add with the first legal actions until `phase`
    (EndTurn is the only legal action of a completed turn)."""
    while state.phase != phase:
        player = state.actors()[0]
        state.apply(player, first_legal(state, player))


# --- setup ------------------------------------------------------------------------------
def test_setup_start_tiles_elephants_missions_and_market():
    state = new(5, seed=3)
    # the 30 missions are shuffled; the first seat draws 2 and keeps 1 before the next draws
    assert state.phase == "mission" and state.round == 0 and state.actors() == [0]
    assert [len(cards) for cards in state.drawn] == [2, 0, 0, 0, 0]
    assert len(state.mission_deck) == 28 and state.mission_discard == ()
    assert sorted(state.mission_deck + state.drawn[0]) == list(range(1, 31))
    assert sorted(land[(0, 0)].terrain for land in state.landscapes) == list("GPQRY")
    assert state.elephants == (((0, 0),),) * 5
    bonuses = [segment.bonus for segment in state.market]
    assert bonuses == ["gem", "single_tile", "building", "double_tile", "fortress"]
    sizes = [[len(piece.tiles) for piece in segment.pieces] for segment in state.market]
    assert sizes == [[2], [2, 1], [2], [2, 2], [2]]
    assert state.market[2].pieces[0].carries in "YPGQR"
    assert state.market[4].pieces[0].carries == "X"
    assert len(state.double_stack) == 25 - 6


def test_the_start_mission_is_drawn_in_seat_order_kept_secret_then_revealed():
    state = new(3)
    mine = state.drawn[0]
    assert code(state, 1, KeepMission(mine[0])) == "rome.waiting"   # P1 has not drawn yet
    assert state.still_to_draw() == (1, 2)
    state.apply(0, KeepMission(mine[1]))
    view = state.view(1)
    assert view.keeps == (None, None, None) and view.drawn[0] == (None, None)
    assert view.log == [(0, {"kind": "keep_mission"})]
    assert view.still_to_draw() == (1, 2) and view.last_reveal is None
    assert state.view(0).keeps[0] == mine[1] and state.view(0).drawn[0] == mine
    assert state.drawn[1] == () and state.actors() == [0]          # P1 draws once P0's turn ends
    end_turn(state, 0)
    assert state.actors() == [1] and len(state.drawn[1]) == 2
    assert state.view(0).still_to_draw() == (2,) and state.last_reveal is None
    assert state.mission_discard == (mine[0],) and len(state.mission_deck) == 26
    assert state.undo_violation(0).code == "undo.revealed"          # the draw cannot go back
    assert code(state, 1, KeepMission(mine[0])) == "rome.not_drawn"
    act(state, 1, KeepMission(state.drawn[1][0]))
    state.apply(2, KeepMission(state.drawn[2][0]))
    # all have kept one, but P2 has not ended the turn: nothing is revealed yet
    assert state.phase == "mission" and state.missions == ((), (), ())
    assert state.view(0).keeps == (mine[1], None, None)
    end_turn(state, 2)
    assert state.view(1).last_reveal == "mission" and state.still_to_draw() == ()
    assert state.missions[0] == (mine[1],) and state.view(1).missions[0] == (mine[1],)
    assert len(state.mission_discard) == 3 and mine[0] in state.mission_discard
    assert state.phase == "divide" and state.round == 1
    assert all(len(hidden) == 3 and set(hidden) == {None} for hidden in [state.view(0).mission_discard])


def test_the_view_hides_deck_orders_and_supplies():
    view = new(2).view(0)
    for hidden in (view.mission_deck, view.double_stack, view.single_bag):
        assert hidden and set(hidden) == {None}


# --- elephants and the mission draw ------------------------------------------------------
def at_elephants(players=2, seed=1):
    state = new(players, seed)
    keep_all(state)
    play_round_until(state, "elephant")
    return state


def test_after_adding_comes_the_elephant_on_a_free_tile():
    state = at_elephants()
    assert state.actors() == [0, 1]
    land = state.landscapes[0]
    free = state.free_tiles(0)
    assert (0, 0) not in free  # the start elephant stands there
    assert all(not land[c].building for c in free)
    assert [(a.q, a.r) for a in state.legal_actions(0)] == free
    built = next(c for c, t in land.items() if t.building)
    assert code(state, 0, PlaceElephant(*built)) == "rome.tile_not_free"
    assert code(state, 0, PlaceElephant(0, 0)) == "rome.tile_not_free"
    assert code(state, 0, PlaceElephant(50, 50)) == "rome.no_tile_there"
    assert code(state, 0, SkipElephant()) == "rome.must_place_elephant"


def landscape(*entries):
    return {(q, r): Tile(t, b) for q, r, t, b in entries}


@pytest.mark.parametrize("cell, cards", [
    ((1, 0), 4),   # a grain area of 4 without an elephant
    ((3, 1), 1),   # a red area of 1 tile
    ((5, 0), 1),   # a vineyard area of 3 that already has an elephant
])
def test_the_number_of_missions_drawn(cell, cards):
    state = at_elephants()
    state.landscapes = (landscape((0, 0, "Y", "Y"), (1, 0, "Y", None), (2, 0, "Y", None),
                                  (3, 0, "Y", None), (3, 1, "R", None), (4, 0, "P", None),
                                  (5, 0, "P", None), (6, 0, "P", None)),) + state.landscapes[1:]
    state.elephants = (((4, 0),),) + state.elephants[1:]
    act(state, 0, PlaceElephant(*cell))
    assert state.draws[0] == cards
    state.apply(1, first_legal(state, 1))
    assert state.phase == "elephant"  # the draw waits for P1's EndTurn
    end_turn(state, 1)
    assert state.phase == "mission" and len(state.drawn[0]) == cards


def test_without_a_free_tile_the_elephant_is_skipped_and_one_card_drawn():
    state = at_elephants()
    state.landscapes = (landscape((0, 0, "Y", "Y"), (1, 0, "R", None)),) + state.landscapes[1:]
    state.elephants = (((1, 0),),) + state.elephants[1:]
    assert list(state.legal_actions(0)) == [SkipElephant()]
    assert code(state, 0, PlaceElephant(1, 0)) == "rome.tile_not_free"
    state.apply(0, SkipElephant())
    assert state.draws[0] == 1 and len(state.elephants[0]) == 1
    assert state.unconfirmed == {0} and list(state.legal_actions(0)) == [EndTurn()]


def test_an_elephant_is_taken_back_by_its_own_player_only_until_the_turn_is_ended():
    state = at_elephants()
    first, other = state.free_tiles(0)[:2]
    state.apply(0, PlaceElephant(*first))  # P0's turn is complete, not yet ended
    # P1's last action ended the add phase (no reveal): it cannot take back P0's elephant
    assert state.log[-2] == (1, {"kind": "end_turn"})
    refused_undo(state, 1, "undo.turn_ended")
    elephant = first_legal(state, 1)
    state.apply(1, elephant)
    # P0 can; P1's later elephant stays
    assert state.undo_violation(0) is None
    assert state.undo(0) == (0, PlaceElephant(*first).to_dict())
    assert first not in state.elephants[0] and not state.done[0] and state.unconfirmed == {1}
    assert state.log[-1] == (1, elephant.to_dict()) and state.done[1]
    act(state, 0, PlaceElephant(*other))
    assert state.undo_violation(0).code == "undo.turn_ended"
    assert state.phase == "elephant" and state.undo_violation(1) is None
    end_turn(state, 1)  # the draw: nothing before it can be taken back
    assert state.phase == "mission" and state.elephants[0][-1] == other
    assert state.undo_violation(0).code == "undo.revealed"
    assert state.undo_violation(1).code == "undo.revealed"


def test_an_empty_deck_takes_the_shuffled_discards_never_the_kept_cards():
    state = at_elephants(3)
    state.missions = ((1, 2), (3, 4), (5, 6))
    state.mission_deck, state.mission_discard = (11, 12, 13), ()
    state.draws = (4, 2, 1)
    state.done = (True, True, True)
    state._deal_missions()
    # P0 wants 4: the deck has 3 and no discards yet, so the draw stops at 3
    assert state.drawn == ((11, 12, 13), (), ()) and state.actors() == [0]
    assert state.mission_deck == state.mission_discard == ()
    act(state, 0, KeepMission(12))
    # P0's 11 and 13 are discarded, the empty deck takes them shuffled: P1 draws both
    assert sorted(state.drawn[1]) == [11, 13] and state.actors() == [1]
    assert state.mission_deck == state.mission_discard == ()
    act(state, 1, KeepMission(13))
    assert state.drawn[2] == (11,) and state.actors() == [2]       # P1's discard, never 12
    act(state, 2, KeepMission(11))
    assert state.missions == ((1, 2, 12), (3, 4, 13), (5, 6, 11))
    # coin values: #12 1 + 2 not kept, #13 4 + 1, #11 4 + 0
    assert state.coins == (3, 5, 4) and state.market_order == (1, 2, 0)


def test_with_deck_and_discards_empty_the_draw_stops():
    state = at_elephants(3)
    state.mission_deck, state.mission_discard = (7,), ()
    state.draws = (2, 1, 1)
    state.done = (True, True, True)
    state._deal_missions()
    assert state.drawn == ((7,), (), ()) and state.actors() == [0]
    act(state, 0, KeepMission(7))                # nothing left for P1 and P2
    assert state.phase == "market" and state.coins == (1, 0, 0) and state.market_order == (0, 1, 2)


def test_five_players_each_end_with_five_missions():
    """30 missions: 5 players keep 25, and a draw always finds a card (spec: The mission deck)."""
    rng = random.Random(2)
    state = new(5, seed=2)
    seen, again = set(), set()   # cards drawn so far; cards drawn a second time
    while not state.is_over():
        player = state.actors()[0]
        if state.phase == "mission" and player not in state.unconfirmed:
            kept = {m for cards in state.missions for m in cards} | {k for k in state.keeps if k}
            drawn = set(state.drawn[player])
            assert drawn and not kept & drawn                    # a card, never a kept one
            again |= drawn & seen
            seen |= drawn
        state.apply(player, rng.choice(list(state.legal_actions(player))))
        if state.phase == "market" and state.round == 4:
            assert all(state.coins)                              # everybody kept one in round 4
    assert again                                                 # the discards came back
    assert [len(kept) for kept in state.missions] == [5] * 5
    every = [m for kept in state.missions for m in kept]
    assert len(set(every)) == 25 and set(every) <= set(range(1, 31))


# --- coin order ----------------------------------------------------------------------------
def at_missions(drawn, seed=1):
    """The mission phase with a stacked deck: seat p will draw `drawn[p]`."""
    state = at_elephants(len(drawn), seed)
    state.draws = tuple(len(d) for d in drawn)
    state.done = (True,) * len(drawn)
    state.mission_deck = tuple(m for d in drawn for m in d)
    state.mission_discard = ()
    state._deal_missions()
    first = next((p for p, d in enumerate(drawn) if d), None)
    assert first is None or state.drawn[first] == drawn[first]
    return state


def test_coin_value_is_printed_coin_plus_one_per_card_not_kept():
    # mission 20: coin 5; 7: coin 1; 5: coin 3
    state = at_missions([(20,), (7, 1, 2, 3), (5, 4)])
    act(state, 0, KeepMission(20))
    assert state.drawn[1] == (7, 1, 2, 3)
    act(state, 1, KeepMission(7))
    assert state.drawn[2] == (5, 4)
    state.apply(2, KeepMission(5))
    assert state.phase == "mission"  # the reveal waits for P2's EndTurn
    end_turn(state, 2)
    assert state.coins == (5, 4, 4)
    # a tie (4, 4): the higher card number first, 7 before 5
    assert state.market_order == (0, 1, 2) and state.phase == "market"
    assert state.actors() == [0]
    assert set(state.mission_discard) == {1, 2, 3, 4}


def test_tie_on_coins_goes_to_the_higher_card_number():
    state = at_missions([(1,), (5,), (3,)])  # all coin 3
    for p, m in enumerate((1, 5, 3)):
        act(state, p, KeepMission(m))
    assert state.coins == (3, 3, 3) and state.market_order == (1, 2, 0)


def test_a_player_without_a_card_comes_last():
    state = at_missions([(), (7,), ()])
    assert state.actors() == [1]
    state.apply(1, KeepMission(7))
    assert state.phase == "mission" and state.actors() == [1]
    end_turn(state, 1)
    assert state.coins == (0, 1, 0) and state.market_order == (1, 0, 2)


# --- the market ------------------------------------------------------------------------------
def at_market(players=2, seed=1):
    state = new(players, seed)
    keep_all(state)
    play_round_until(state, "market")
    return state


def test_market_turns_follow_the_coin_order_and_material_is_placed_at_once():
    state = at_market(3)
    first, second = state.market_order[:2]
    assert state.actors() == [first]
    assert code(state, second, TakeSegment(0)) == "turn.not_yours"
    assert code(state, first, PlaceTile(0, 1, 0)) == "rome.take_segment_first"
    assert code(state, first, TakeSegment(7)) == "rome.bad_segment"
    gems = state.gems[first]
    pieces = state.market[0].pieces
    state.apply(first, TakeSegment(0))  # a double tile and a gem
    assert state.gems[first] == gems + 1 and state.market[0] is None
    assert state.hands[first] == pieces and state.actors() == [first]
    assert code(state, first, TakeSegment(1)) == "rome.already_taken"
    assert code(state, first, PlaceBuilding(0, 0)) == "rome.no_bonus_building"
    assert state.undo_violation(first) is None
    state.apply(first, first_legal(state, first))
    # everything is placed: the next player takes once this turn is ended
    assert state.actors() == [first] and state.unconfirmed == {first}
    assert code(state, second, TakeSegment(1)) == "turn.not_yours"
    end_turn(state, first)
    assert state.actors() == [second]
    assert code(state, second, TakeSegment(0)) == "rome.segment_taken"


def test_double_tiles_turn_in_six_directions():
    assert set(DIRECTIONS) == RING and len(DIRECTIONS) == 6
    state = at_market(2)
    player = state.actors()[0]
    state.apply(player, TakeSegment(3))  # two double tiles
    piece = state.hands[player][0]
    land = state.landscapes[player]
    anchor = next(c for c in state.open_cells(player) if c[0] > max(q for q, _ in land))
    turns = [a.turn for a in state.legal_actions(player) if (a.tile, a.q, a.r) == (0, *anchor)]
    assert turns == [t for t in range(6) if (anchor[0] + DIRECTIONS[t][0],
                                             anchor[1] + DIRECTIONS[t][1]) not in land]
    assert code(state, player, PlaceTile(0, *anchor, 6)) == "rome.bad_turn"
    far = (max(q for q, _ in land) + 3, 0)
    assert code(state, player, PlaceTile(0, *far, 3)) == "rome.must_touch"
    # one half touching is enough: the second half reaches back to the landscape
    near = (far[0] - 1, 0)
    assert state.check(player, PlaceTile(0, *near, 3)) is None
    turn = turns[0]
    state.apply(player, PlaceTile(0, *anchor, turn))
    second = (anchor[0] + DIRECTIONS[turn][0], anchor[1] + DIRECTIONS[turn][1])
    assert state.landscapes[player][anchor] == piece.tiles[0]
    assert state.landscapes[player][second] == piece.tiles[1]


@pytest.mark.parametrize("segment, building", [(2, None), (4, "X")])
def test_a_segments_building_goes_on_a_half_of_its_double_tile(segment, building):
    state = at_market(2)
    player = state.actors()[0]
    carried = state.market[segment].pieces[0].carries
    assert carried == (building or carried) and carried
    state.apply(player, TakeSegment(segment))
    assert code(state, player, PlaceBuilding(0, 0)) == "rome.place_double_first"
    action = next(a for a in state.legal_actions(player) if isinstance(a, PlaceTile))
    state.apply(player, action)
    cells = state.bonus_cells[player]
    assert len(cells) == 2 and state.actors() == [player]
    assert [a for a in state.legal_actions(player)] == [PlaceBuilding(*c) for c in cells]
    assert code(state, player, PlaceBuilding(0, 0)) == "rome.not_on_double"
    state.apply(player, PlaceBuilding(*cells[1]))
    assert state.landscapes[player][cells[1]].building == carried
    assert state.actors() == [player] and state.unconfirmed == {player}
    assert code(state, player, PlaceBuilding(*cells[0])) == "turn.end_first"
    end_turn(state, player)
    assert state.actors() != [player]
    assert code(state, player, PlaceBuilding(*cells[0])) == "turn.not_yours"
    if carried == "X":
        items = [i for i in state.score_sheets()[player].items if i.code.startswith("rome.fortress")]
        assert len(items) == 1


def test_the_extra_single_tile_and_the_refill():
    state = at_market(2)
    first, second = state.market_order
    untouched = state.market[4]
    state.apply(first, TakeSegment(1))
    assert [len(p.tiles) for p in state.hands[first]] == [2, 1]
    while state.actors() == [first]:  # both pieces, then End turn
        state.apply(first, first_legal(state, first))
    assert state.log[-1] == (first, {"kind": "end_turn"})
    state.apply(second, TakeSegment(0))
    state.apply(second, first_legal(state, second))
    # all is placed, but the refill waits for the second player's EndTurn
    assert state.round == 1 and state.phase == "market" and state.market[0] is None
    end_turn(state, second)
    # the market is refilled: taken segments get new material, the others stay
    assert state.round == 2 and state.phase == "divide"
    assert all(segment is not None for segment in state.market)
    assert state.market[4] is untouched
    assert state.undo_violation(first).code == "undo.revealed"
    assert state.undo_violation(second).code == "undo.revealed"


def test_placing_market_material_can_be_undone():
    state = at_market(2)
    player = state.actors()[0]
    state.apply(player, TakeSegment(3))
    before = everything(state)
    state.apply(player, first_legal(state, player))
    state.undo(player)
    assert everything(state) == before


def test_a_market_turn_is_undone_by_its_own_player_only_until_it_is_ended():
    state = at_market(3)
    first, second, third = state.market_order
    start = everything(state)
    state.apply(first, TakeSegment(0))  # a double tile and a gem
    taken = everything(state)
    place = first_legal(state, first)
    state.apply(first, place)  # all placed: the turn is complete, not yet ended
    assert state.unconfirmed == {first}
    placed = everything(state)
    # nobody else can take it back (their last actions came before the missions were revealed)
    for other in (second, third):
        assert state.undo_violation(other).code == "undo.revealed"
        with pytest.raises(IllegalMove):
            state.undo(other)
    assert everything(state) == placed
    # the player can, action by action, back to the start of the turn
    assert state.undo(first) == (first, place.to_dict())
    assert everything(state) == taken
    assert state.undo(first) == (first, TakeSegment(0).to_dict())
    assert everything(state) == start
    assert state.undo_violation(first).code == "undo.revealed"
    # once the turn is ended it is final, and the next player's actions are theirs alone
    state.apply(first, TakeSegment(0))
    act(state, first, place)
    assert state.undo_violation(first).code == "undo.turn_ended"
    with pytest.raises(IllegalMove):
        state.undo(first)
    assert state.actors() == [second]
    state.apply(second, TakeSegment(1))
    assert state.undo_violation(first).code == "undo.turn_ended"
    assert state.undo_violation(second) is None
    assert state.undo(second) == (second, TakeSegment(1).to_dict())
    assert state.market[1] is not None and state.market[0] is None and state.actors() == [second]


# --- whole games ----------------------------------------------------------------------------
def random_game(players, seed):
    rng = random.Random(seed)
    state = new(players, seed)
    while not state.is_over():
        player = rng.choice(state.actors())
        state.apply(player, rng.choice(list(state.legal_actions(player))))
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_advanced_games_end_score_and_replay(players):
    state = random_game(players, players + 10)
    assert state.actors() == []
    for p, sheet in enumerate(state.score_sheets()):
        assert sheet.total == sum(item.points for item in sheet.items)
        keys = [item.key for item in sheet.items]
        assert len(set(keys)) == len(keys)
        missions = [k for k in keys if k.startswith("mission:")]
        assert missions == [f"mission:{m}" for m in state.missions[p]]
        assert len(missions) == 5
        assert len(state.elephants[p]) == 5
    # every stack tile, the start tiles and at least one double tile a round each
    assert sum(map(len, state.landscapes)) >= players * (20 + 1 + 4 * 2)
    assert any(data == {"kind": "end_turn"} for _, data in state.log)
    again = ROME.replay(state.players, state.seed, state.options, state.log)
    assert everything(again) == everything(state)
    for _player, data in state.log:
        assert ROME.action_from_dict(data).to_dict() == data


def test_illegal_actions_are_refused_and_change_nothing():
    rng = random.Random(4)
    state = new(4, seed=4)
    refused = 0
    while not state.is_over():
        player = state.actors()[0]
        legal = list(state.legal_actions(player))
        for other in [p for p in range(4) if p not in state.actors()]:
            for action in legal[:2]:
                before = everything(state), repr(state.score_sheets())
                assert state.check(other, action) is not None
                with pytest.raises(IllegalMove):
                    state.apply(other, action)
                assert (everything(state), repr(state.score_sheets())) == before
                refused += 1
        state.apply(player, rng.choice(legal))
    assert refused > 100


def test_other_phases_actions_are_refused():
    state = new(2)
    assert code(state, 0, Divide(())) == "phase.wrong"
    assert code(state, 0, Choose("small")) == "phase.wrong"
    assert code(state, 0, TakeSegment(0)) == "phase.wrong"
    assert code(state, 0, PlaceElephant(0, 0)) == "phase.wrong"
