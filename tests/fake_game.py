"""A tiny game for testing the commands and saves without depending on a
real game: players take 1 or 2 from a pile in turn until it is empty."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.core import Action, DataError, Game, ScoreItem, ScoreSheet, State, Violation
from games.core.bots import levels
from games.core.loader import line_of


@dataclass(frozen=True)
class Take(Action):
    kind: ClassVar[str] = "take"
    count: int


class PileState(State):
    phase = "take"

    def __init__(self, game, players, seed=0, options=None):
        super().__init__(game, players, seed, options)
        unknown = set(self.options) - {"pile", "endless"}
        if unknown:
            raise ValueError(f"unknown option {sorted(unknown)[0]!r}")
        self.pile = self.options.get("pile", 10)
        if not isinstance(self.pile, int) or self.pile < 1:
            raise ValueError(f"pile must be a positive integer, not {self.pile!r}")
        self.turn = 0
        self.taken = [0] * len(players)

    def _actors(self):
        return [] if self.is_over() else [self.turn]

    def _legal_actions(self, player):
        for count in (1, 2):
            action = Take(count)
            if self.check(player, action) is None:
                yield action

    def _check(self, player, action):
        if player != self.turn:
            return Violation("turn.not_yours")
        if action.count not in (1, 2) or action.count > self.pile:
            return Violation("take.too_many", {"count": action.count})
        return None

    def _do(self, player, action):
        if not self.options.get("endless"):
            self.pile -= action.count
        self.taken = [t + action.count * (i == player) for i, t in enumerate(self.taken)]
        self.turn = (self.turn + 1) % len(self.players)
        return False

    def is_over(self):
        return self.pile == 0

    def score_sheets(self):
        return [ScoreSheet(i, name, [ScoreItem("taken", self.taken[i], "taken", {}, ((0, i),))])
                for i, name in enumerate(self.players)]


def _random(state, player, rng):
    return rng.choice(list(state.legal_actions(player)))


def _greedy(state, player, rng):
    return max(state.legal_actions(player), key=lambda a: a.count)


def _sample(view, player, rng):
    return view.copy(keep_history=False)   # nothing is hidden in a pile


def _strong(state, player, rng, budget=None):
    from games.core.search import search
    return search(state.view(player), player, rng, sample=_sample, policy=_random, budget=budget)


class PileGame(Game):
    id = "pile"
    min_players, max_players = 1, 3
    action_kinds = (Take,)
    bots = levels({"random": _random, "greedy": _greedy, "strong": _strong})
    search = {"sample": _sample, "policy": _random}

    def new_game(self, players, seed=0, options=None):
        self.check_players(players)
        return PileState(self, players, seed, options)

    def score_position(self, data, path):
        sheets = []
        for i, seat in enumerate(data["players"]):
            if seat["taken"] < 0:
                raise DataError(path, line_of(seat, "taken"), "taken cannot be negative")
            sheets.append(ScoreSheet(i, seat["name"], [ScoreItem("taken", seat["taken"], "taken")]))
        best = max(s.total for s in sheets)
        return sheets, [s.player for s in sheets if s.total == best]

    def check_data(self, data_dir):
        return []


GAME = PileGame()
