"""Why a move: what it changes on the score sheets now, item by item, and what
the strong level's search expects of it against the next best move over the
same sampled futures. A hint says this (and a coach's lesson may); every part
comes from the engine's own score items, so what is said can be traced.

Both are worked out from the seat's view alone, in worlds sampled from it
(the game's `search["sample"]`), never from the real hidden state."""
from __future__ import annotations

import random
from dataclasses import dataclass

from .rules import ScoreItem


@dataclass(frozen=True)
class Change:
    """One of the seat's score items that the move changes: as it reads after
    the move (before it, where the move takes it away), and its points before and after."""
    item: ScoreItem
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before


@dataclass(frozen=True)
class Reason:
    changes: tuple[Change, ...]   # the seat's own items that change now, the largest change first
    rival: int                    # the best other seat's total change now (a Brewery pays others too)
    expected: float | None = None  # about how many points better than `other` (at the search's horizon)
    other: object | None = None   # the next best move compared with, an Action
    futures: int = 0              # how many sampled futures the expectation averages

    @property
    def now(self) -> int:
        """The seat's own total change now: the sum of its changes."""
        return sum(change.delta for change in self.changes)


def changes_now(view, player: int, action, sample, rng: random.Random) -> tuple[tuple[Change, ...], int]:
    """The seat's items that `action` changes at once, and the best other seat's
    total change, in a world sampled from `view` (the move's own effect on the
    sheets depends only on what the seat sees)."""
    world = sample(view, player, rng)
    before = world.score_sheets()
    world.apply(player, action)
    after = world.score_sheets()
    old = {item.key: item for item in before[player].items}
    new = {item.key: item for item in after[player].items}
    found = []
    for key in list(old) + [k for k in new if k not in old]:
        points_before = old[key].points if key in old else 0
        points_after = new[key].points if key in new else 0
        if points_before != points_after:
            found.append(Change(new.get(key) or old[key], points_before, points_after))
    found.sort(key=lambda change: -abs(change.delta))
    others = [after[p].total - before[p].total for p in range(len(before)) if p != player]
    return tuple(found), max(others, default=0)


def next_best(view, player: int, action, candidates, rng: random.Random):
    """The game's best-looking candidate other than `action` (None: there is none)."""
    if candidates is None:
        moves = view.legal_actions(player)
    else:
        moves = candidates(view, player, rng)
    return next((move for move in moves if move != action), None)


def explain(game, view, player: int, action, *, samples: int = 12, seed: int = 0) -> Reason:
    """Why `action` for `player`: its changes now, and (where the game has a
    strong level's search and another candidate) the mean margin it keeps over
    the next best move in `samples` futures sampled from `view`, the same
    futures for both (core.coach.estimate)."""
    from .coach import estimate   # the same estimate as the coach's
    parts = getattr(game, "search", None)
    if not parts:
        world_sample = lambda v, p, rng: v.copy(keep_history=False)   # noqa: E731 - no hidden part to draw
        changes, rival = changes_now(view, player, action, world_sample, random.Random(seed))
        return Reason(changes, rival)
    changes, rival = changes_now(view, player, action, parts["sample"], random.Random(f"{seed}:now"))
    other = next_best(view, player, action, parts.get("candidates"), random.Random(seed))
    if other is None or samples <= 0:
        return Reason(changes, rival)
    gain = (estimate(view, player, action, parts, samples, seed)
            - estimate(view, player, other, parts, samples, seed))
    return Reason(changes, rival, round(gain, 1), other, samples)
