"""The coach: after a game, the (up to) three turns where a seat lost the most
against the strong computer's choice, each estimated by the same search from
that seat's view at that moment (never from what it could not see).

A game that has a strong level declares `Game.search`: the parts of its
search (`sample`, `policy`, and optionally `candidates`), see core.search.
Two more parts make the coach as quick as the strong level: `horizon`, the
playout's length (a number, or `horizon(view)`), and `points(world, player)`,
the seat's margin in points at that horizon (default: the score sheets').
Without them every estimate plays to the end of the game. `check_horizon`,
if given, replaces `horizon` in the check (None: to the end of the game);
`check_replies` (None: all) and `check_thinking` (iterations) say how many of
the check's moves Hard makes and how hard it thinks (REPLIES, THINKING), and
`check_weight` how many moves' first looks a check takes (for the progress).

Two passes, since a claim must hold when the game is played on (bench/coach.py
measures it): the first finds the moves that seem to cost most; the second
checks the costliest few again in fresh futures (a claim chosen as the largest
of many noisy ones is too large in the futures that chose it), where Hard makes
the next moves of every seat (the playout policy misjudges replies: Rome's
greedy receiver takes a lone gem over five tiles), and shows a lesson only where
its gain there is clearly more than the futures' noise."""
from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from typing import Callable

from .actions import EndTurn
from .search import Budget, playout


# A gain is shown only where it is clearly more than the futures' noise: above CLEAR
# standard errors of their differences. Measured by bench/coach.py (README).
CLEAR = 2.0
SPARE = 1            # the costliest moves checked again: one more than the lessons shown
FIRST = 2            # the first look takes half the futures (it only ranks the moves)
REPLIES = 4          # in the check, the moves after the one judged that Hard makes, every seat's,
THINKING = 50        # each with a 50th of the iterations the coach's Hard has, 2 at least


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
    error: float = 0.0  # the gain's standard error over those futures (their differences' spread)

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


def answered(policy: Callable, strong: Callable, replies: int | None, budget: Budget) -> Callable:
    """A playout policy whose first `replies` moves (None: all) Hard makes (within `budget`), whoever's they are."""
    made = 0

    def play(world, seat: int, rng: random.Random):
        nonlocal made
        made += 1
        hard = replies is None or made <= replies
        return strong(world, seat, rng, budget=budget) if hard else policy(world, seat, rng)
    return play


def futures(view, player: int, action, parts: dict, samples: int, seed, tally: Tally | None = None,
            strong: Callable | None = None, budget: Budget | None = None) -> list[float]:
    """The margin after `action` (at the game's horizon, else at the end) in
    each of `samples` worlds sampled from `view`; the same seeds for every
    action compared (fair comparison). With `tally`, each future's items are
    summed there; with `strong`, Hard (within `budget`) makes the first REPLIES moves after `action`."""
    horizon = parts.get("horizon")
    if callable(horizon):
        horizon = horizon(view)
    points = parts.get("points", margin)
    found = []
    for k in range(samples):
        rng = random.Random(f"{seed}:{k}")
        world = parts["sample"](view, player, rng)
        world.apply(player, action)
        policy = answered(parts["policy"], strong, parts.get("check_replies", REPLIES), budget) if strong \
            else parts["policy"]
        playout(world, rng, policy, horizon)
        found.append(points(world, player))
        if tally is not None:
            tally.add(world, player, parts)
    return found


def estimate(view, player: int, action, parts: dict, samples: int, seed: int, tally: Tally | None = None) -> float:
    """The mean margin after `action` over `samples` sampled futures (see `futures`)."""
    return sum(futures(view, player, action, parts, samples, seed, tally)) / samples


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
    choice, biggest loss first, each checked again (`checked`); [] if the game has
    no strong level or it was cancelled. `progress(fraction)` is called as it goes."""
    parts = getattr(game, "search", None)
    strong = game.bots.get("strong")
    if not parts or strong is None:
        return []
    moves = list(own_moves(game, players, seed, options, log, seat))
    weight = parts.get("check_weight", 1)   # a check costs about this many moves' first looks, on average

    def cost(index: int) -> float:
        """A check where Hard plays every move to the end costs the square of what is left."""
        left = 1 - index / len(log)
        return weight * (3 * left * left if "check_replies" in parts and parts["check_replies"] is None else 1)
    work = len(moves) + weight * (count + SPARE)

    def advance(done: int) -> None:
        if progress is not None:
            progress(done / work)
    costly = []    # (first gain, index, view, stage, made, better)
    for done, (index, state) in enumerate(moves):
        if cancelled is not None and cancelled():
            return []
        view = state.view(seat)
        made = game.action_from_dict(log[index][1])
        better = strong(view, seat, random.Random(index), budget=Budget(iterations=iterations))
        if better != made and not isinstance(better, EndTurn):
            first = max(2, samples // FIRST)
            gain = (estimate(view, seat, better, parts, first, index)
                    - estimate(view, seat, made, parts, first, index))
            if gain > 0.5:
                costly.append((gain, index, view, state.stage(), made, better))
        advance(done + 1)
    costly.sort(key=lambda entry: (-entry[0], entry[1]))
    costly = costly[:count + SPARE]
    work = len(moves) + sum(cost(entry[1]) for entry in costly)
    found, done = [], len(moves)
    for _gain, index, view, stage, made, better in costly:
        if cancelled is not None and cancelled():
            return []
        thinking = game.search.get("check_thinking", max(2, iterations // THINKING))
        lesson = checked(game, view, seat, index, stage, made, better, samples, Budget(iterations=thinking))
        # a claim within the noise, or whose parts do not add up, is not shown
        if lesson.gain > max(0.5, CLEAR * lesson.error) and lesson.parts_add_up():
            found.append(lesson)
        done += cost(index)
        advance(done)
    found.sort(key=lambda lesson: (-lesson.gain, lesson.index))
    return found[:count]


def checked(game, view, seat: int, index: int, stage, made, better, samples: int, budget: Budget) -> Lesson:
    """The lesson of one costly move, from fresh futures (not those that found it)
    in which Hard (within `budget`) makes the next REPLIES moves: the mean gain,
    its standard error, and the score items it comes from."""
    parts = dict(game.search)
    if "check_horizon" in parts:
        parts["horizon"] = parts["check_horizon"]
    ahead, behind = Tally(), Tally()
    strong, seed = game.bots["strong"], f"{index}:check"
    differences = [a - b for a, b in zip(futures(view, seat, better, parts, samples, seed, ahead, strong, budget),
                                         futures(view, seat, made, parts, samples, seed, behind, strong, budget))]
    gain = sum(differences) / samples
    error = statistics.stdev(differences) / samples ** 0.5 if samples > 1 else 0.0
    items, rival = ahead.against(behind)
    return Lesson(index, seat, made.to_dict(), better.to_dict(), round(gain, 1), stage, samples,
                  items, rival, round(error, 2))
