"""Rome basic game: explore, every split, offers and returns in both
directions for 2 to 5 players, privacy before each reveal, adding tiles,
ending turns, per-seat undo and whole games."""
import random

import pytest

from games import GAMES
from games.core import EndTurn, IllegalMove
from games.rome import Choose, Divide, PlaceTile, Tile
from tests.rome_helpers import act, end_turn, everything, first_legal, refused_undo

ROME = GAMES["rome"]


def new(players: int = 2, seed: int = 1, variant: str = "basic"):
    return ROME.new_game([f"P{i}" for i in range(players)], seed, {"variant": variant})


def code(state, player, action):
    violation = state.check(player, action)
    return violation and violation.code


def divide_all(state, small=(0,)):
    """Every player divides and ends the turn; the last EndTurn reveals the offers."""
    for p in range(len(state.players)):
        act(state, p, Divide(small[p] if isinstance(small, list) else small))


def choose_all(state, lot="small"):
    """Every player chooses and ends the turn; the last EndTurn reveals the choices."""
    for p in range(len(state.players)):
        act(state, p, Choose(lot[p] if isinstance(lot, list) else lot))


def add_all(state):
    """Place every tile (each player ends the turn after the last one: then
    EndTurn is the only legal action)."""
    while state.phase == "add":
        player = state.actors()[0]
        state.apply(player, first_legal(state, player))


# --- explore ---------------------------------------------------------------------------
def test_explore_draws_five_tiles_with_the_cards_next_two_buildings():
    state = new(3)
    data = state.data
    assert state.phase == "divide" and state.round == 1 and state.actors() == [0, 1, 2]
    assert len(set(state.cards)) == 3
    for p in range(3):
        row = state.rows[p]
        card = data.building_cards[state.cards[p]]
        assert len(row) == 5 and len(state.stacks[p]) == 15
        assert [t.building for t in row] == [card[0], card[1], None, None, None]
        assert all(t.origin == p for t in row)
    # every stack holds 4 tiles of each terrain
    terrains = sorted(t.terrain for t in state.rows[0] + state.stacks[0])
    assert terrains == sorted("YPGQR" * 4)


def test_stacks_are_shuffled_per_player_and_seeded():
    a, b = new(2, seed=5), new(2, seed=5)
    assert a.rows == b.rows and a.stacks == b.stacks and a.cards == b.cards
    assert new(2, seed=6).rows != a.rows


# --- divide ------------------------------------------------------------------------------
def test_sixteen_splits_are_legal_sizes_3_2_4_1_and_5_0():
    state = new()
    splits = [a.small for a in state.legal_actions(0)]
    assert len(splits) == 16 and len(set(splits)) == 16
    assert sorted({len(s) for s in splits}) == [0, 1, 2]
    assert () in splits and (0, 4) in splits


@pytest.mark.parametrize("small, gem_tiles, other_tiles", [
    ((), [], [0, 1, 2, 3, 4]),          # 5/0: the gem alone is the smaller lot
    ((3,), [3], [0, 1, 2, 4]),          # 4/1
    ((0, 4), [0, 4], [1, 2, 3]),        # 3/2
])
def test_every_split_size_builds_its_offer(small, gem_tiles, other_tiles):
    state = new()
    row = state.rows[0]
    divide_all(state, small)
    offer = state.offers[0]
    assert offer.small.tiles == tuple(row[i] for i in gem_tiles) and offer.small.gem
    assert offer.large.tiles == tuple(row[i] for i in other_tiles) and not offer.large.gem
    assert state.gems == (3, 3)  # the gems lie on the offers


def test_with_no_gem_left_no_gem_is_added():
    state = new()
    state.gems = (0, 1)
    divide_all(state, ())
    assert state.offers[0].small == state.offers[0].small.__class__((), False)
    assert state.offers[1].small.gem and state.gems == (0, 0)
    choose_all(state, "small")  # P0 takes P1's gem alone; P1 takes P0's empty lot
    assert state.gems == (1, 0)
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 5


@pytest.mark.parametrize("small", [(0, 1, 2), (2, 1), (1, 1), (5,), (-1,)])
def test_bad_splits_are_refused(small):
    state = new()
    violation = state.check(0, Divide(small))
    assert violation.code == "rome.bad_split" and violation.params == {"most": 2, "last": 4}


@pytest.mark.parametrize("small", [("a",), (0.5,), 3, (True,)])
def test_malformed_splits_are_refused_before_any_rule(small):
    violation = new().check(0, Divide(small))
    assert violation.code == "action.malformed" and violation.params["field"] == "small"


def test_a_player_divides_once_then_waits():
    state = new(3)
    state.apply(1, Divide((0,)))
    # the split is made; the turn waits for its confirmation, and only that is left
    assert state.actors() == [0, 1, 2] and state.unconfirmed == {1}
    assert list(state.legal_actions(1)) == [EndTurn()]
    assert code(state, 1, Divide((1,))) == "turn.end_first"
    end_turn(state, 1)
    assert state.actors() == [0, 2] and state.phase == "divide"
    assert code(state, 1, Divide((1,))) == "rome.waiting"
    assert code(state, 1, EndTurn()) == "turn.nothing_to_end"
    assert code(state, 0, Choose("small")) == "phase.wrong"


def test_nothing_of_a_split_is_visible_to_another_player_before_the_reveal():
    state = new(3)
    state.apply(0, Divide((1, 3)))
    for other in (1, 2):
        view = state.view(other)
        assert view.splits[0] is None and view.rows[0] == (None,) * 5 and view.offers == (None,) * 3
        assert view.rows[other] == state.rows[other]
        assert all(t is None for t in view.stacks[0])
        assert "(1, 3)" not in repr(view.__dict__) and "[1, 3]" not in repr(view.__dict__)
        assert view.log == [(0, {"kind": "divide"})]
    assert state.view(0).splits[0] == (1, 3)
    assert state.view(0).done == (True, False, False)  # who is done is public
    end_turn(state, 0)  # ending the turn reveals nothing yet
    for other in (1, 2):
        view = state.view(other)
        assert view.splits[0] is None and view.rows[0] == (None,) * 5 and view.offers == (None,) * 3
        assert view.log == [(0, {"kind": "divide"}), (0, {"kind": "end_turn"})]


def test_own_stack_order_is_hidden_from_the_view():
    state = new()
    own = state.view(0).stacks[0]
    assert sorted(own, key=repr) == sorted(state.stacks[0], key=repr)
    assert [t.terrain for t in own] == sorted((t.terrain for t in own), key="YPGQR".index)
    assert state.view(0).seed is None


def test_dividing_can_be_undone_until_the_offers_are_revealed():
    state = new()
    before = everything(state)
    state.apply(0, Divide((0,)))
    state.undo(0)
    assert everything(state) == before
    act(state, 0, Divide((0,)))
    state.apply(1, Divide(()))
    assert state.phase == "divide"  # the offers wait for P1's EndTurn
    end_turn(state, 1)
    assert state.phase == "choose"
    assert state.undo_violation(0).code == "undo.revealed"
    assert state.undo_violation(1).code == "undo.revealed"


def test_a_split_is_undone_by_its_own_player_only_until_the_turn_is_ended():
    state = new(3)
    state.apply(0, Divide((0,)))  # P0's turn is complete but not ended
    state.apply(1, Divide((1,)))
    assert state.unconfirmed == {0, 1}
    # another seat cannot take back P0's split
    before = everything(state)
    assert state.undo_violation(2).code == "undo.nothing"
    with pytest.raises(IllegalMove) as error:
        state.undo(2)
    assert error.value.violation.code == "undo.nothing"
    assert everything(state) == before
    # P0 can, after the turn's last action and before EndTurn; P1's later split stays
    assert state.undo_violation(0) is None
    assert state.undo(0) == (0, Divide((0,)).to_dict())
    assert state.splits == (None, (1,), None) and state.done == (False, True, False)
    assert state.unconfirmed == {1} and state.actors() == [0, 1, 2]
    assert state.log == [(1, Divide((1,)).to_dict())]
    # once P0 has ended the turn, the split is final
    act(state, 0, Divide((0, 1)))
    assert state.undo_violation(0).code == "undo.turn_ended"
    with pytest.raises(IllegalMove) as error:
        state.undo(0)
    assert error.value.violation.code == "undo.turn_ended"
    assert state.undo_violation(1) is None  # P1 has not ended theirs
    end_turn(state, 1)
    state.apply(2, Divide(()))
    assert state.phase == "divide" and state.undo_violation(2) is None
    end_turn(state, 2)  # this reveals the offers
    assert state.phase == "choose"
    assert [state.undo_violation(p).code for p in range(3)] == ["undo.revealed"] * 3
    assert state.undo_violation(3).code == "seat.unknown"
    assert state.undo_violation(True).code == "seat.unknown"


# --- offers and returns: every count, both directions ------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("round_number", [1, 2])
def test_offers_and_returns(players, round_number):
    state = new(players, seed=players)
    if round_number == 2:
        divide_all(state)
        choose_all(state)
        add_all(state)
    assert state.round == round_number
    step = 1 if round_number == 1 else -1  # round 1 to the left (next seat), round 2 right
    rows = state.rows
    # player p puts p+... tiles in the smaller lot: sizes 0, 1, 2, 0, 1
    smalls = [tuple(range(p % 3)) for p in range(players)]
    divide_all(state, smalls)
    for p in range(players):
        offer = state.offers[p]
        assert offer.maker == p and offer.receiver == (p + step) % players
        assert state.receiver(p) == offer.receiver and state.giver(offer.receiver) == p
    # even seats take the small lot, odd seats the large one
    lots = ["small" if p % 2 == 0 else "large" for p in range(players)]
    gems_before = state.gems
    choose_all(state, lots)
    for p in range(players):
        giver, receiver = (p - step) % players, (p + step) % players
        chosen = [i for i in range(5) if (i in smalls[giver]) == (lots[p] == "small")]
        returned = [i for i in range(5) if (i in smalls[p]) != (lots[receiver] == "small")]
        hand = [piece.tiles[0] for piece in state.hands[p]]
        assert hand == [rows[giver][i] for i in chosen] + [rows[p][i] for i in returned]
        gained = (lots[p] == "small") + (lots[receiver] == "large")
        assert state.gems[p] == gems_before[p] + gained
    if players == 2:
        assert state.receiver(0) == state.giver(0) == 1


def test_choices_are_secret_until_all_have_chosen():
    state = new(3)
    divide_all(state)
    state.apply(2, Choose("large"))
    assert state.view(0).choices == (None, None, None)
    assert state.view(2).choices == (None, None, "large")
    assert state.undo_violation(2) is None
    end_turn(state, 2)
    act(state, 0, Choose("small"))
    state.apply(1, Choose("small"))
    # all have chosen, but P1 has not ended the turn: nothing is revealed yet
    assert state.phase == "choose" and state.view(0).choices == ("small", None, None)
    end_turn(state, 1)
    assert state.phase == "add" and state.view(0).choices == ("small", "small", "large")


def test_the_engine_says_which_secrets_the_last_step_revealed():
    """`last_reveal` (what the window tells after a reveal): the secret phase whose
    choices the last action or End turn showed the table, the same in every view."""
    state = new(2)
    assert state.last_reveal is None
    act(state, 0, Divide((0,)))
    state.apply(1, Divide((0,)))
    assert state.last_reveal is None               # all have divided, nothing shown yet
    end_turn(state, 1)
    assert state.phase == "choose" and state.last_reveal == "divide"
    assert state.view(0).last_reveal == state.view(None).last_reveal == "divide"
    state.apply(0, Choose("small"))
    assert state.last_reveal is None               # a choice reveals nothing
    state.undo(0)
    assert state.last_reveal == "divide"           # back to just after the reveal
    choose_all(state)
    assert state.phase == "add" and state.last_reveal == "choose"
    player = state.actors()[0]
    state.apply(player, first_legal(state, player))
    assert state.last_reveal is None


def test_a_bad_lot_is_refused():
    state = new()
    divide_all(state)
    assert code(state, 0, Choose("gem")) == "rome.bad_lot"


# --- adding tiles ---------------------------------------------------------------------------
def test_the_first_tile_has_one_place_zero_zero_and_any_other_is_refused():
    state = new()
    divide_all(state)
    choose_all(state)
    cells = {(a.q, a.r) for a in state.legal_actions(0)}
    assert cells == {(0, 0)}
    assert {a.tile for a in state.legal_actions(0)} == set(range(len(state.hands[0])))
    for q, r in ((7, -3), (10 ** 12, -10 ** 12), (1, 0)):
        assert state.check(0, PlaceTile(0, q, r)).code == "rome.first_at_origin"
    state.apply(0, PlaceTile(0, 0, 0))
    assert list(state.landscapes[0]) == [(0, 0)]


def test_every_later_tile_must_touch_on_a_free_cell():
    state = new()
    divide_all(state)
    choose_all(state)
    state.apply(0, PlaceTile(0, 0, 0))
    assert code(state, 0, PlaceTile(0, 0, 0)) == "rome.cell_taken"
    assert code(state, 0, PlaceTile(0, 2, 0)) == "rome.must_touch"
    assert code(state, 0, PlaceTile(0, 1, 1)) == "rome.must_touch"  # not a hex neighbour
    for q, r in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]:
        assert state.check(0, PlaceTile(0, q, r)) is None
    assert code(state, 0, PlaceTile(0, 1, 0, 1)) == "rome.bad_turn"
    assert code(state, 0, PlaceTile(9, 1, 0)) == "rome.no_tile"
    assert code(state, 0, PlaceTile(0, "x", 0)) == "action.malformed"
    assert sum(1 for a in state.legal_actions(0) if a.tile == 0) == 6


def test_tiles_keep_their_buildings_and_the_hand_shrinks():
    state = new()
    divide_all(state, ())   # the larger lots carry both buildings
    choose_all(state, "large")
    hand = state.hands[0]
    state.apply(0, PlaceTile(1, 0, 0))
    assert state.landscapes[0][(0, 0)] == hand[1].tiles[0]
    assert state.hands[0] == hand[:1] + hand[2:]
    assert state.undo_violation(0) is None


def test_players_add_in_any_order_and_the_round_ends_when_all_are_placed():
    state = new(2)
    divide_all(state)
    choose_all(state)
    state.apply(1, first_legal(state, 1))
    state.apply(0, first_legal(state, 0))
    while state.hands[1]:
        state.apply(1, first_legal(state, 1))
    assert state.actors() == [0, 1] and state.unconfirmed == {1}
    assert code(state, 1, PlaceTile(0, 5, 5)) == "turn.end_first"
    end_turn(state, 1)
    assert state.actors() == [0]
    assert code(state, 1, PlaceTile(0, 5, 5)) == "rome.waiting"
    while state.hands[0]:
        state.apply(0, first_legal(state, 0))
    assert state.round == 1 and state.phase == "add"  # the round ends with P0's EndTurn
    end_turn(state, 0)
    assert state.round == 2 and state.phase == "divide"
    assert state.undo_violation(0).code == "undo.revealed"
    assert state.undo_violation(1).code == "undo.revealed"


def test_the_last_tile_is_undone_by_its_own_player_only_until_the_turn_is_ended():
    state = new(2)
    divide_all(state)
    choose_all(state)
    while len(state.hands[0]) > 1:
        state.apply(0, first_legal(state, 0))
    last = first_legal(state, 0)
    before_last = everything(state)
    state.apply(0, last)  # P0's last tile: the turn is complete, not yet ended
    assert state.hands[0] == () and state.done[0] and state.unconfirmed == {0}
    after_last = everything(state)
    # P1 (nothing of their own since the choices were revealed) cannot take it back
    refused_undo(state, 1, "undo.revealed")
    # and P1's own undo takes back P1's tile, never P0's
    mine = first_legal(state, 1)
    state.apply(1, mine)
    assert state.undo(1) == (1, mine.to_dict())
    assert everything(state) == after_last
    # P0 takes back the last tile before pressing End turn
    assert state.undo_violation(0) is None
    assert state.undo(0) == (0, last.to_dict())
    assert everything(state) == before_last
    assert len(state.hands[0]) == 1 and not state.done[0] and state.unconfirmed == frozenset()
    # once the turn is ended, the tiles are final
    act(state, 0, last)
    assert state.undo_violation(0).code == "undo.turn_ended"
    with pytest.raises(IllegalMove):
        state.undo(0)
    assert state.round == 1 and state.phase == "add" and state.actors() == [1]


def test_four_rounds_then_the_game_is_over():
    state = new(4, seed=9)
    for _ in range(4):
        divide_all(state, (1,))
        choose_all(state, "large")
        add_all(state)
    assert state.is_over() and state.actors() == []
    for p in range(4):
        landscape = state.landscapes[p]
        assert len(landscape) == 20
        assert sum(1 for t in landscape.values() if t.building) == 8
    assert sum(state.gems) == 16
    with pytest.raises(IllegalMove) as error:
        state.apply(0, Divide(()))
    assert error.value.violation.code == "game.over"


def test_score_sheets_mid_game_are_provisional_and_keyed():
    state = new()
    divide_all(state)
    choose_all(state)
    add_all(state)
    sheet = state.score_sheets()[0]
    keys = [item.key for item in sheet.items]
    assert keys[-1] == "gems" and all(k.startswith("building:") for k in keys[:-1])
    indexes = [int(k.split(":")[1]) for k in keys[:-1]]
    landscape = list(state.landscapes[0].values())
    assert all(landscape[i].building for i in indexes)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_games_replay_exactly(players):
    rng = random.Random(players)
    state = new(players, seed=players)
    while not state.is_over():
        player = rng.choice(state.actors())
        state.apply(player, rng.choice(list(state.legal_actions(player))))
    assert any(data == {"kind": "end_turn"} for _, data in state.log)
    again = ROME.replay(state.players, state.seed, state.options, state.log)
    assert everything(again) == everything(state)


def test_the_variant_option_is_checked():
    with pytest.raises(ValueError):
        ROME.new_game(["A", "B"], 1, {"variant": "expert"})
    with pytest.raises(ValueError):
        ROME.new_game(["A"], 1)
    assert new().advanced is False and new(variant="advanced").advanced is True


def test_tile_is_plain_data():
    assert Tile("Y") == Tile("Y", None, None)
    assert PlaceTile(1, 2, 3).to_dict() == {"kind": "place_tile", "tile": 1, "q": 2, "r": 3, "turn": 0}
    assert ROME.action_from_dict({"kind": "divide", "small": [0, 2]}) == Divide((0, 2))
