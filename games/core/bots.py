"""What every game's computer players share: a uniform choice among the
legal actions, and the best-valued choice with ties broken by chance."""
from __future__ import annotations

import random
from typing import Callable, Iterable


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
