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


def margin(world, player: int) -> float:
    """The seat's points against the best other player's (alone: its points)."""
    totals = [sheet.total for sheet in world.score_sheets()]
    others = [t for p, t in enumerate(totals) if p != player]
    return totals[player] - (max(others) if others else 0)


def estimate(view, player: int, action, parts: dict, samples: int, seed: int) -> float:
    """The mean margin after `action` (at the game's horizon, else at the end),
    over `samples` worlds sampled from `view`; the same seeds for every action
    compared (fair comparison)."""
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
            gain = (estimate(view, seat, better, parts, samples, index)
                    - estimate(view, seat, made, parts, samples, index))
            if gain > 0.5:
                found.append(Lesson(index, seat, made.to_dict(), better.to_dict(), round(gain, 1), state.stage()))
        if progress is not None:
            progress((done + 1) / len(moves))
    found.sort(key=lambda lesson: (-lesson.gain, lesson.index))
    return found[:count]
