"""The coach: after a game, the (up to) three turns where a seat lost the most
against the strong computer's choice, each estimated by the same search from
that seat's view at that moment (never from what it could not see).

A game that has a strong level declares `Game.search`: the parts of its
search (`sample`, `policy`, and optionally `candidates`), see core.search.
Two more parts make the coach as quick as the strong level: `horizon`, the
playout's length (a number, or `horizon(view)`), and `points(world, player)`,
the seat's margin in points at that horizon (default: the score sheets').
Without them every estimate plays to the end of the game."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from .actions import EndTurn
from .search import Budget, playout


@dataclass(frozen=True)
class Lesson:
    index: int        # the move's place in the log
    player: int
    made: dict        # the move made, as action.to_dict() gives it
    better: dict      # what the strong computer would have done
    gain: float       # about how many points better (own score against the best other)
    stage: tuple | None = None   # when: State.stage() just before the move, e.g. ("round", 3, 16)
    samples: int = 0  # the futures the gain averages
    parts: tuple = ()  # (ScoreItem as it read in a future, mean points more) of the seat's own items
    rival: float = 0.0  # and what the best other player's total adds (less for them: more margin)

    def parts_add_up(self) -> bool:
        """The parts sum to the gain claimed (to a tenth of a point, as rounded)."""
        return abs(sum(points for _item, points in self.parts) + self.rival - self.gain) <= 0.1 * (len(self.parts) + 2)


def items_of(world, player: int, parts: dict) -> list:
    """The seat's score items the coach's measure sums: the game's own (`parts["items"]`,
    e.g. Cartographers' seasons scored and its map's prospect), else its score sheet's."""
    items = parts.get("items")
    return list(items(world, player)) if items else world.score_sheets()[player].items


def margin(world, player: int) -> float:
    """The seat's points against the best other player's (alone: its points)."""
    totals = [sheet.total for sheet in world.score_sheets()]
    others = [t for p, t in enumerate(totals) if p != player]
    return totals[player] - (max(others) if others else 0)


class Tally:
    """The seat's items and the best other's total summed over the futures of one move."""

    def __init__(self):
        self.items: dict = {}       # key -> [ScoreItem as first seen, points summed]
        self.rival = 0.0
        self.count = 0

    def add(self, world, player: int, parts: dict) -> None:
        for item in items_of(world, player, parts):
            entry = self.items.setdefault(item.key, [item, 0.0])
            entry[1] += item.points
        others = [sum(i.points for i in items_of(world, p, parts)) for p in range(len(world.players)) if p != player]
        self.rival += max(others) if others else 0.0
        self.count += 1

    def against(self, other: "Tally") -> tuple[tuple, float]:
        """(item, mean points more than in `other`) for each item that differs, the
        largest first, and the best other's mean total less than in `other`."""
        n = max(1, self.count)
        keys = list(self.items) + [k for k in other.items if k not in self.items]
        found = []
        for key in keys:
            mine, theirs = self.items.get(key), other.items.get(key)
            more = ((mine[1] if mine else 0.0) - (theirs[1] if theirs else 0.0)) / n
            if abs(more) >= 0.05:
                found.append(((mine or theirs)[0], round(more, 1)))
        found.sort(key=lambda part: -abs(part[1]))
        return tuple(found), round((other.rival - self.rival) / n, 1)


def estimate(view, player: int, action, parts: dict, samples: int, seed: int, tally: Tally | None = None) -> float:
    """The mean margin after `action` (at the game's horizon, else at the end),
    over `samples` worlds sampled from `view`; the same seeds for every action
    compared (fair comparison). With `tally`, each future's items are summed there."""
    horizon = parts.get("horizon")
    if callable(horizon):
        horizon = horizon(view)
    points = parts.get("points", margin)
    total = 0.0
    for k in range(samples):
        rng = random.Random(f"{seed}:{k}")
        world = parts["sample"](view, player, rng)
        world.apply(player, action)
        playout(world, rng, parts["policy"], horizon)
        total += points(world, player)
        if tally is not None:
            tally.add(world, player, parts)
    return total / samples


def own_moves(game, players, seed, options, log, seat: int):
    """(log index, the state just before it) for each of `seat`'s moves (not its End turn)."""
    state = game.new_game(list(players), seed, options)
    state.keep_history = False
    for index, (who, data) in enumerate(log):
        if who == seat and data.get("kind") != EndTurn.kind:
            yield index, state.copy(keep_history=False)
        state.apply(who, game.action_from_dict(data))


def lessons(game, players, seed, options, log, seat: int, *, iterations: int = 200, samples: int = 24,
            count: int = 3, progress: Callable[[float], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> list[Lesson]:
    """The `count` moves of `seat` that cost the most against the strong level's
    choice, biggest loss first; [] if the game has no strong level or it was
    cancelled. `progress(fraction)` is called as it goes."""
    parts = getattr(game, "search", None)
    strong = game.bots.get("strong")
    if not parts or strong is None:
        return []
    moves = list(own_moves(game, players, seed, options, log, seat))
    found = []
    for done, (index, state) in enumerate(moves):
        if cancelled is not None and cancelled():
            return []
        view = state.view(seat)
        made = game.action_from_dict(log[index][1])
        better = strong(view, seat, random.Random(index), budget=Budget(iterations=iterations))
        if better != made and not isinstance(better, EndTurn):
            ahead, behind = Tally(), Tally()
            gain = (estimate(view, seat, better, parts, samples, index, ahead)
                    - estimate(view, seat, made, parts, samples, index, behind))
            items, rival = ahead.against(behind)
            lesson = Lesson(index, seat, made.to_dict(), better.to_dict(), round(gain, 1), state.stage(), samples,
                            items, rival)
            if gain > 0.5 and lesson.parts_add_up():   # a claim whose parts do not add up is not shown
                found.append(lesson)
        if progress is not None:
            progress((done + 1) / len(moves))
    found.sort(key=lambda lesson: (-lesson.gain, lesson.index))
    return found[:count]
