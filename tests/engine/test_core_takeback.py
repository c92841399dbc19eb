"""games.core.game: taking back one's own action where several players act at
once (State.undo(player)): only one's own, only within one's turn, keeping what
the others did since, and never what another seat's move rests on."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from games.core import Action, EndTurn, Game, IllegalMove, State, Violation


@dataclass(frozen=True)
class Bid(Action):
    kind: ClassVar[str] = "bid"
    amount: int


class AuctionState(State):
    """Everybody bids once, in any order, then ends the turn; a bid of 0 passes,
    any other bid must be one more than the highest so far. When all have ended
    their turns, the round is revealed (not undoable)."""
    phase = "bid"

    def __init__(self, game, players, seed=0, options=None):
        super().__init__(game, players, seed, options)
        self.bids, self.rounds = (None,) * len(players), 0

    def _actors(self):
        return [p for p, b in enumerate(self.bids) if b is None]

    def _legal_actions(self, player):
        yield Bid(0)
        yield Bid(max(b or 0 for b in self.bids) + 1)

    def _check(self, player, action):
        if player not in self._actors():
            return Violation("turn.not_yours", {"player": player})
        if action.amount not in (0, max(b or 0 for b in self.bids) + 1):
            return Violation("bid.amount")
        return None

    def _do(self, player, action):
        self.bids = tuple(action.amount if p == player else b for p, b in enumerate(self.bids))
        self._await_end_turn(player)
        return False

    def _end_turn(self, player):
        if any(b is None for b in self.bids) or self.unconfirmed:
            return False
        self.bids, self.rounds = (None,) * len(self.players), self.rounds + 1
        return True

    def is_over(self):
        return self.rounds >= 2

    def score_sheets(self):
        return []


class Auction(Game):
    id = "auction"
    min_players, max_players = 2, 4
    action_kinds = (Bid,)

    def new_game(self, players, seed=0, options=None):
        return AuctionState(self, players, seed, options)


def test_undo_keeps_what_the_others_did_since():
    state = Auction().new_game(["A", "B", "C"])
    state.apply(0, Bid(1))
    state.apply(1, Bid(0))
    assert state.undo_violation(2).code == "undo.nothing"
    assert state.undo(0) == (0, {"kind": "bid", "amount": 1})
    assert state.bids == (None, 0, None) and state.log == [(1, {"kind": "bid", "amount": 0})]
    assert state.actors() == [0, 1, 2] and state.unconfirmed == {1}


def test_undo_within_ones_turn_while_another_has_ended_theirs():
    state = Auction().new_game(["A", "B", "C"])
    state.apply(0, Bid(1))
    state.apply(1, Bid(0))
    state.apply(0, EndTurn())
    assert state.undo_violation(0) == Violation("undo.turn_ended")
    state.undo(1)   # B's bid goes; A's bid and A's ended turn stay
    assert state.bids == (1, None, None) and state.unconfirmed == frozenset()
    assert [p for p, _ in state.log] == [0, 0]


def test_undo_is_refused_when_another_seats_move_rests_on_it():
    state = Auction().new_game(["A", "B"])
    state.apply(0, Bid(1))
    state.apply(1, Bid(2))   # only legal because A bid 1
    before = (state.bids, list(state.log))
    assert state.undo_violation(0) == Violation("undo.others_depend")
    with pytest.raises(IllegalMove):
        state.undo(0)
    assert (state.bids, list(state.log)) == before
    assert state.undo_violation(1) is None


def test_the_reveal_ends_every_undo():
    state = Auction().new_game(["A", "B"])
    state.apply(1, Bid(1))
    state.apply(0, Bid(0))
    state.apply(1, EndTurn())
    state.apply(0, EndTurn())   # the last ended turn reveals the round
    assert state.rounds == 1
    assert state.undo_violation(0).code == "undo.revealed"
    assert state.undo_violation(1).code == "undo.revealed"
