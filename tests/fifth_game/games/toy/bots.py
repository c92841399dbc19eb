"""Nine Tiles' computer players: any legal tile (easy), the tile worth most
now (medium), and the shared search (hard). Nothing is hidden, so a world
the search samples is the view itself."""
from __future__ import annotations

import random

from ..core.bots import best, levels, random_bot
from ..core.search import search


def margin(state, player: int) -> int:
    totals = [sheet.total for sheet in state.score_sheets()]
    return totals[player] - max(t for p, t in enumerate(totals) if p != player)


def greedy(state, player: int, rng: random.Random):
    view = state.view(player)

    def worth(action):
        world = view.copy(keep_history=False)
        world.apply(player, action)
        return margin(world, player)
    return best(view.legal_actions(player), worth, rng)


def sample(view, player: int, rng: random.Random):
    return view.copy(keep_history=False)   # nothing is hidden: the world is the view


def policy(world, player: int, rng: random.Random):
    return rng.choice(list(world.legal_actions(player)))


def strong(state, player: int, rng: random.Random, budget=None):
    return search(state.view(player), player, rng, sample=sample, policy=policy, budget=budget)


BOTS = levels({"random": random_bot, "greedy": greedy, "strong": strong})
SEARCH = {"sample": sample, "policy": policy}
