"""Limes bots: `choose(state, player, rng) -> Action`, deciding only from
`state.view(player)` (the deck's order is hidden)."""
from __future__ import annotations

import random
from collections import Counter

from ..core import Action
from ..core.bots import best, levels, random_bot

from .rules import MoveWorker, PlaceCard, PlaceWorker, SkipWorker, card_cells
from .scoring import WORKERS, Survey


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """Best immediate provisional score; a placement counts its best worker
    follow-up too. Ties are broken by `rng`."""
    view = state.view(player)
    if view.step(player) == "place":
        return best(view.legal_actions(player), lambda action: placement_value(view, player, action), rng)
    return greedy_worker_step(view, player, rng)


def greedy_worker_step(view, player: int, rng: random.Random) -> Action:
    """The worker step that gains most points now (ties broken by `rng`)."""
    options = worker_options(view, player)
    top = max(gain for gain, _ in options)
    return as_action(rng.choice([option for gain, option in options if gain == top]), rng)


def worker_options(view, player: int) -> list[tuple[int, tuple]]:
    """(gain in points now, option) of each distinct worker step of `player`."""
    workers = view.workers[player]
    new_cells = card_cells(*view.placed[player]) if len(workers) < WORKERS else ()
    return _worker_options(view.survey(player), workers, new_cells)


def as_action(option: tuple, rng: random.Random) -> Action:
    """The action of a worker option; a move goes to a random cell of its territory."""
    if option[0] == "skip":
        return SkipWorker()
    if option[0] == "place":
        return PlaceWorker(option[1])
    _, worker, region = option
    return MoveWorker(worker, rng.choice(sorted(region.cells)))


def _worker_options(survey: Survey, workers: list, new_cells) -> list[tuple[int, tuple]]:
    """(gain in points, option) for each distinct worker step: ("skip",),
    ("place", cell) or ("move", worker, territory)."""
    index, points = survey.index, survey.points
    occupied = Counter(index[cell] for cell in workers)
    options: list[tuple[int, tuple]] = [(0, ("skip",))]
    for cell in new_cells:
        region = index[cell]
        options.append((0 if region in occupied else points(region), ("place", cell)))
    for i, cell in enumerate(workers):
        here = index[cell]
        # only one worker per territory scores (spec: Scoring)
        loss = points(here) if occupied[here] == 1 else 0
        for region in survey.neighbours(here):
            options.append(((0 if region in occupied else points(region)) - loss, ("move", i, region)))
    return options


def placement_value(view, player: int, action: PlaceCard) -> int:
    """The provisional score after placing this round's card so, with the best
    worker step that follows."""
    card = view.cards[view.card]
    workers = view.workers[player]
    new_cells = card_cells(action.row, action.col)
    after = dict(view.fields[player])
    after.update(zip(new_cells, card.turned(action.rotation)))
    survey = view.survey(player).extended(after, new_cells)
    follow = new_cells if len(workers) < WORKERS else ()
    return survey.total(workers) + max(g for g, _ in _worker_options(survey, workers, follow))


BOTS = levels({"random": random_bot, "greedy": greedy_bot})
