"""The strong computer player's search, shared by every game: Monte Carlo
over determinizations (perfect-information Monte Carlo with UCB1 at the root).

Each iteration picks a candidate move by UCB1, samples one world consistent
with what the seat may see (`sample(view, player, rng)`: the deck shuffled,
others' secrets drawn from what is unseen), plays the move there, plays on
with a cheap policy to the end (or a horizon) and scores the world from the
seat's side. The move with the best mean wins. The search never reads the
real hidden state: it is handed the seat's view only.

A game supplies only what is its own: `sample`, a playout `policy`, the
`candidates` worth searching (best first: with no time for a single
iteration the first is played) and, if it likes, its `value`."""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable

from .game import EndTurn


@dataclass(frozen=True)
class Budget:
    """How long to think: `iterations` (deterministic: tests and benchmarks),
    else `seconds` of wall time."""
    seconds: float | None = 1.0
    iterations: int | None = None

    def start(self) -> Callable[[int], bool]:
        """A test `done(iterations so far)`."""
        if self.iterations is not None:
            return lambda n: n >= self.iterations
        deadline = time.perf_counter() + (self.seconds or 0.0)
        return lambda n: time.perf_counter() >= deadline


DEFAULT = Budget()


def outcome(world, player: int, scale: float = 20.0) -> float:
    """The seat's result in [0, 1]: a win (shared by k: 1/k) counts most, the
    margin over the best other player (alone: the score) breaks the rest."""
    sheets = world.score_sheets()
    own = sheets[player].total
    others = [s.total for s in sheets if s.player != player]
    margin = own - max(others) if others else own
    if not others:
        return 0.5 + 0.5 * math.tanh(margin / scale)
    winners = world.winners() if world.is_over() else [
        s.player for s in sheets if s.total == max(x.total for x in sheets)]
    win = 1.0 / len(winners) if player in winners else 0.0
    return 0.7 * win + 0.3 * (0.5 + 0.5 * math.tanh(margin / scale))


def playout(world, rng: random.Random, policy: Callable, horizon: int | None = None) -> None:
    """Play `world` on with `policy(world, seat, rng)` for every seat, every
    turn confirmed at once, to the end or `horizon` actions."""
    steps = 0
    world.end_turns()
    while not world.is_over() and (horizon is None or steps < horizon):
        actors = world.actors()
        seat = actors[0] if len(actors) == 1 else rng.choice(actors)
        world.apply(seat, policy(world, seat, rng))
        world.end_turns()
        steps += 1


def search(view, player: int, rng: random.Random, *, sample: Callable, policy: Callable,
           candidates: Callable | None = None, value: Callable = outcome,
           budget: Budget | None = None, horizon: int | None = None, explore: float = 0.7):
    """The best move for `player` found within `budget`, from `view` (the
    seat's view of the game) alone."""
    if player in view.unconfirmed:
        return EndTurn()
    moves = list(candidates(view, player, rng) if candidates else view.legal_actions(player))
    if len(moves) <= 1:
        return moves[0]
    done = (budget or DEFAULT).start()
    visits, totals = [0] * len(moves), [0.0] * len(moves)
    n = 0
    while not done(n):
        if n < len(moves):
            pick = n                     # each move once, best first
        else:
            log_n = math.log(n)
            pick = max(range(len(moves)), key=lambda i: totals[i] / visits[i]
                       + explore * math.sqrt(log_n / visits[i]))
        world = sample(view, player, rng)
        world.apply(player, moves[pick])
        playout(world, rng, policy, horizon)
        visits[pick] += 1
        totals[pick] += value(world, player)
        n += 1
    # The most visited move (UCB1 visits the best most), then the best mean; with
    # too little time to try each move more than once, the first (best by the game's own measure).
    return moves[max(range(len(moves)), key=lambda i: (visits[i], totals[i] / visits[i] if visits[i] else -1.0, -i))]

