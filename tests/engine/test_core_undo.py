"""games.core.game: undo of one's own actions within one's own turn, the end
of a turn, seats and the legal-actions object, on the small Tally game."""
from __future__ import annotations

import pytest

from tests.fake_game import GAME as PILE, Take
from games.core import EndTurn, IllegalMove, Violation
from tests.engine.test_core_game import TALLY, Add, Draw, Mark, observable, turn


# --- undo: one's own actions within one's own turn --------------------------------------

def test_undo_with_nothing_to_undo():
    state = TALLY.new_game(["Anna", "Ben"])
    assert state.undo_violation(0) == Violation("undo.nothing")
    with pytest.raises(IllegalMove) as caught:
        state.undo(0)
    assert caught.value.violation.code == "undo.nothing"


def test_undo_restores_the_state_and_the_log_within_the_turn():
    state = TALLY.new_game(["Anna", "Ben"], seed=2)
    start = observable(state)
    state.apply(0, Mark(((1, 1),)))
    marked = observable(state)
    state.apply(0, Add(2))
    assert state.undo_violation(0) is None
    assert state.undo(0) == (0, {"kind": "add", "amount": 2})
    assert observable(state) == marked
    assert state.undo(0) == (0, {"kind": "mark", "cells": [[1, 1]], "note": "", "tags": []})
    assert observable(state) == start
    assert state.undo_violation(0).code == "undo.nothing"


def test_an_ended_turn_is_final():
    state = TALLY.new_game(["Anna", "Ben"], seed=2)
    turn(state, 0, Add(2))
    before = observable(state)
    assert state.undo_violation(0) == Violation("undo.turn_ended")
    with pytest.raises(IllegalMove):
        state.undo(0)
    assert observable(state) == before


def test_nobody_takes_back_another_seats_action():
    state = TALLY.new_game(["Anna", "Ben"], seed=2)
    turn(state, 0, Add(2))
    state.apply(1, Add(1))
    before = observable(state)
    assert state.undo_violation(0).code == "undo.turn_ended"   # Anna: her turn is over
    assert state.undo_violation(1) is None                    # Ben: his own, in his turn
    state.apply(1, EndTurn())
    assert state.undo_violation(1).code == "undo.turn_ended"
    assert state.undo_violation(0).code == "undo.turn_ended"
    assert state.undo_violation(7).code == "seat.unknown"
    assert state.undo_violation(True).code == "seat.unknown"
    del before


def test_undo_then_the_same_action_again_gives_the_same_state():
    state = TALLY.new_game(["Anna", "Ben"], seed=2)
    turn(state, 0, Add(2))
    state.apply(1, Add(2))
    again = observable(state)
    state.undo(1)
    state.apply(1, Add(2))
    assert observable(state) == again


def test_undo_restored_state_is_independent_of_the_snapshot():
    state = TALLY.new_game(["Anna", "Ben"])
    state.apply(0, Mark(((0, 0),)))
    state.apply(0, Add(1))
    state.undo(0)
    state.hands = ((99,), ())  # replacing a restored value must not reach the stored snapshot
    state.undo(0)
    assert state.hands == ((), ())


def test_undo_refused_after_an_action_that_revealed():
    state = TALLY.new_game(["Anna", "Ben"], seed=4)
    turn(state, 0, Add(1))
    state.apply(1, Draw())
    before = observable(state)
    assert state.undo_violation(1) == Violation("undo.revealed")
    with pytest.raises(IllegalMove) as caught:
        state.undo(1)
    assert caught.value.violation.code == "undo.revealed"
    assert observable(state) == before


def test_undo_back_to_a_reveal_but_not_past_it():
    state = TALLY.new_game(["Anna"], seed=4)
    state.apply(0, Mark(((1, 1),)))
    state.apply(0, Draw())
    assert state.undo_violation(0).code == "undo.revealed"  # the card is seen: the turn cannot go back
    state.apply(0, EndTurn())
    drawn = observable(state)
    state.apply(0, Mark(((2, 2),)))
    state.undo(0)
    assert observable(state) == drawn
    assert state.undo_violation(0).code == "undo.turn_ended"


def test_undo_of_an_action_that_added_an_attribute():
    state = TALLY.new_game(["Anna"])
    assert not hasattr(state, "last_mark")
    state.apply(0, Mark(((1, 1),)))
    assert state.last_mark == ((1, 1),)
    state.undo(0)
    assert not hasattr(state, "last_mark")
    assert state.log == []


def test_the_pile_game_undoes_too():
    state = PILE.new_game(["A", "B"], options={"pile": 5})
    state.apply(0, Take(2))
    state.apply(1, Take(2))
    state.undo(1)
    assert (state.pile, state.taken, state.turn) == (3, [2, 0], 1)
    assert state.log == [(0, {"kind": "take", "count": 2})]


def test_without_history_nothing_can_be_undone():
    state = TALLY.new_game(["Anna", "Ben"])
    state.keep_history = False
    state.apply(0, Add(1))
    assert state.log == [(0, {"kind": "add", "amount": 1})]
    assert state.undo_violation(0).code == "undo.nothing"


def test_undo_does_not_reach_past_an_action_taken_without_history():
    state = TALLY.new_game(["Anna", "Ben"])
    state.apply(0, Mark(((0, 0),)))
    state.keep_history = False
    state.apply(0, Add(2))
    # the snapshot before the mark would also take back the addition, while
    # only the mark would leave the log: refuse rather than restore the wrong state
    assert state.undo_violation(0) == Violation("undo.nothing")
    with pytest.raises(IllegalMove):
        state.undo(0)
    assert state.points == (2, 0) and len(state.log) == 2


def test_end_turn_only_when_a_turn_waits_for_it():
    state = TALLY.new_game(["Anna", "Ben"])
    assert state.check(0, EndTurn()) == Violation("turn.nothing_to_end")
    state.apply(0, Add(1))
    assert list(state.legal_actions(0)) == [EndTurn()]
    assert state.check(0, Add(1)).code == "turn.end_first"
    assert state.actors() == [0]
    state.end_turns()
    assert state.actors() == [1] and state.unconfirmed == frozenset()


def test_a_seat_must_be_a_seat_number():
    state = TALLY.new_game(["Anna", "Ben"])
    for seat in (True, 1.0, "0", None, -1, 2):
        assert state.check(seat, Add(1)).code == "seat.unknown"
        assert list(state.legal_actions(seat)) == []


def test_legal_actions_is_an_object_that_answers_in_count_and_truth():
    state = TALLY.new_game(["Anna", "Ben"])
    legal = state.legal_actions(0)
    assert Add(2) in legal and Add(3) not in legal and EndTurn() not in legal
    assert legal.count() == 3 and legal and len(list(legal)) == 3
    calls = []
    original = TALLY.new_game(["A", "B"]).__class__._legal_actions

    def counted(self, player):
        calls.append(player)
        return original(self, player)
    state.__class__._legal_actions = counted
    try:
        list(state.legal_actions(0))
    finally:
        state.__class__._legal_actions = original
    assert calls == [0], "list() generated the legal actions more than once"
    assert not state.legal_actions(1) and state.legal_actions(1).count() == 0
