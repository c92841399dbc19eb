"""Which completed turns ask a person for End turn where confirming each turn is on
(State.confirm_wanted): every one, or in a game that confirms only hand-overs (Rome)
those after which another seat acts; the turn waits for EndTurn either way."""
from games import GAMES
from games.core import EndTurn
from games.rome import Choose, Divide
from tests.engine.test_core_game import TALLY, Add
from tests.rome_helpers import everything


def test_every_completed_turn_asks_unless_the_game_confirms_only_hand_overs():
    alone, pair = TALLY.new_game(["Anna"]), TALLY.new_game(["Anna", "Ben"])
    assert not alone.confirm_wanted(0)                   # nothing waits for End turn yet
    for state in (alone, pair):
        state.apply(0, Add(1))
        assert state.confirm_wanted(0) and state.unconfirmed == {0}
    alone.confirms_every_turn = pair.confirms_every_turn = False
    before = everything(pair)
    assert not alone.confirm_wanted(0)                   # Anna alone plays on: nobody to hand over to
    assert pair.confirm_wanted(0)                        # the turn passes to Ben
    assert everything(pair) == before                    # asking tried the End turn on a copy only


def test_a_rome_round_asks_only_where_the_turn_passes_to_another_seat():
    state = GAMES["rome"].new_game(["Anna", "Ben"], 5, {"variant": "basic"})
    assert not GAMES["rome"].new_game(["A", "B"], 5).confirms_every_turn
    state.apply(0, Divide(()))
    assert state.confirm_wanted(0)                       # Ben still divides
    state.apply(0, EndTurn())
    state.apply(1, Divide(()))
    assert 1 in state.unconfirmed and not state.confirm_wanted(1)   # the offers come, and Ben chooses
    state.apply(1, EndTurn())
    assert state.phase == "choose" and not state.unconfirmed
    state.apply(1, Choose("large"))
    assert state.confirm_wanted(1)                       # Anna still chooses
    state.apply(1, EndTurn())
    state.apply(0, Choose("large"))
    assert not state.confirm_wanted(0)                   # the lots come, and Anna places hers
