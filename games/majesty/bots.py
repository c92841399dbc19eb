"""Majesty bots: `choose(state, player, rng) -> Action`, deciding only from
`state.view(player)` (the deck's order is hidden)."""
from __future__ import annotations

import random

from games.core import Action

MEEPLE_VALUE = 1  # a meeple is worth a coin: each one left over at the end of a turn pays 1


def random_bot(state, player: int, rng: random.Random) -> Action:
    """Uniform over the legal actions."""
    view = state.view(player)
    return rng.choice(list(view.legal_actions(player)))


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """The most immediate coins plus meeples (at MEEPLE_VALUE) for itself;
    ties are broken by `rng`."""
    view = state.view(player)
    best, choices = None, []
    for action in view.legal_actions(player):
        change = view.preview(player, action)
        value = change.coins[player] + MEEPLE_VALUE * change.meeples[player]
        if best is None or value > best:
            best, choices = value, [action]
        elif value == best:
            choices.append(action)
    return rng.choice(choices)


BOTS = {"random": random_bot, "greedy": greedy_bot}
