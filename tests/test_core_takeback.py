"""games.core.game: taking back one's own action where several players act
at once (State.take_back), keeping what the others did since."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.core import Action, Game, State, Violation


# --- taking back one's own action where several act at once --------------------------

@dataclass(frozen=True)
class Bid(Action):
    kind: ClassVar[str] = "bid"
    amount: int


@dataclass(frozen=True)
class Raise(Action):
    kind: ClassVar[str] = "raise"


class AuctionState(State):
    """Everybody bids once, in any order; a raise needs a bid of one's own
    before it. When all have bid, the round is revealed (not undoable)."""
    phase = "bid"
    _MUTABLE = ("bids", "rounds")

    def __init__(self, game, players, seed=0, options=None):
        super().__init__(game, players, seed, options)
        self.bids, self.rounds = (None,) * len(players), 0

    def actors(self):
        return [] if self.rounds >= 2 else [p for p, b in enumerate(self.bids) if b is None]

    def legal_actions(self, player):
        yield Bid(1)

    def check(self, player, action):
        if isinstance(action, Raise):
            return None if self.bids[player] is not None and self.rounds < 2 else Violation("raise.first")
        if player not in self.actors():
            return Violation("turn.not_yours", {"player": player})
        return None

    def _do(self, player, action):
        bids = list(self.bids)
        bids[player] = (bids[player] or 0) + (1 if isinstance(action, Raise) else action.amount)
        self.bids = tuple(bids)
        if all(b is not None for b in self.bids) and not isinstance(action, Raise):
            self.bids, self.rounds = (None,) * len(self.players), self.rounds + 1
            return True
        return False

    def is_over(self):
        return self.rounds >= 2

    def score_sheets(self):
        return []


class Auction(Game):
    id = "auction"
    min_players, max_players = 2, 4
    action_kinds = (Bid, Raise)

    def new_game(self, players, seed=0, options=None):
        return AuctionState(self, players, seed, options)


def test_take_back_keeps_what_the_others_did_since():
    state = Auction().new_game(["A", "B", "C"])
    state.apply(0, Bid(3))
    state.apply(1, Bid(5))
    assert state.take_back_violation(2).code == "undo.nothing"
    removed = state.take_back(0)
    assert [p for p, _ in removed] == [0]
    assert state.bids == (None, 5, None) and state.log == [(1, {"kind": "bid", "amount": 5})]


def test_take_back_stops_at_a_reveal_and_takes_only_the_last_action():
    state = Auction().new_game(["A", "B", "C"])
    state.apply(0, Bid(3))
    state.apply(1, Bid(5))
    state.apply(0, Raise())
    state.apply(2, Bid(2))   # the last bid reveals the round
    assert state.take_back_violation(0).code == "undo.revealed"
    state = Auction().new_game(["A", "B", "C"])
    state.apply(1, Bid(5))
    state.apply(0, Bid(3))
    state.apply(1, Raise())
    removed = state.take_back(1)   # B's last action is the raise: only it goes
    assert [(p, a["kind"]) for p, a in removed] == [(1, "raise")]
    assert state.bids == (3, 5, None)
