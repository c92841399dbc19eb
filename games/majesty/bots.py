"""Majesty bots: `choose(state, player, rng) -> Action`, deciding only from
`state.view(player)` (the deck's order is hidden)."""
from __future__ import annotations

import random

from games.core import Action
from games.core.bots import best, levels, random_bot

MEEPLE_VALUE = 1  # a meeple is worth a coin: each one left over at the end of a turn pays 1


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """The most immediate coins plus meeples (at MEEPLE_VALUE) for itself;
    ties are broken by `rng`."""
    view = state.view(player)

    def value(action) -> int:
        change = view.preview(player, action)
        return change.coins[player] + MEEPLE_VALUE * change.meeples[player]

    def worth_trying(action) -> bool:
        """Castle B: a purchase beyond the free worker spaces ends as buying up
        to them (the surplus goes back at the end of the turn), so it is skipped."""
        return action.exchange <= view.exchange_offer(player, action.position, action.character)[1]
    return best(filter(worth_trying, view.legal_actions(player)), value, rng)

BOTS = levels({"random": random_bot, "greedy": greedy_bot})
