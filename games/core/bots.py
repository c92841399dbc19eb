"""What every game's computer players share: a uniform choice among the
legal actions, the best-valued choice with ties broken by chance, and the
end of a turn without waiting."""
from __future__ import annotations

import functools
import inspect
import random
from typing import Callable, Iterable

from .game import EndTurn


def random_bot(state, player: int, rng: random.Random):
    """Uniform over the legal actions of `player`, seen from `state.view(player)`."""
    view = state.view(player)
    return rng.choice(list(view.legal_actions(player)))


def best(choices: Iterable, value: Callable, rng: random.Random):
    """The choice with the highest `value(choice)`; equal values are broken by `rng`."""
    top, found = None, []
    for choice in choices:
        worth = value(choice)
        if top is None or worth > top:
            top, found = worth, [choice]
        elif worth == top:
            found.append(choice)
    return rng.choice(found)


# The levels in the order of strength, and what the window calls them.
LEVEL_ORDER = ("random", "greedy", "strong")


def levels(bots: dict[str, Callable]) -> dict[str, Callable]:
    """A game's bot levels, each called `bot(state, player, rng, budget=None)`
    (`budget`: a search.Budget, for the levels that think; the others ignore
    it) and each ending its turn at once when that is all that is left to do
    (computer players never wait for a confirmation)."""
    return {name: _ends_turns(choose) for name, choose in bots.items()}


def _ends_turns(choose: Callable) -> Callable:
    thinks = "budget" in inspect.signature(choose).parameters

    @functools.wraps(choose)
    def decide(state, player: int, rng: random.Random, budget=None):
        if player in state.view(player).unconfirmed:
            return EndTurn()
        return choose(state, player, rng, budget=budget) if thinks else choose(state, player, rng)
    return decide
