"""Limes bots: `choose(state, player, rng) -> Action`, deciding only from
`state.view(player)` (the deck's order is hidden)."""
from __future__ import annotations

import random
from collections import Counter

from games.core import Action
from games.core.bots import best, levels, random_bot

from .rules import MoveWorker, PlaceCard, PlaceWorker, SkipWorker, card_cells
from .scoring import WORKERS, Survey


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """Best immediate provisional score; a placement counts its best worker
    follow-up too. Ties are broken by `rng`."""
    view = state.view(player)
    if view.phase == "place":
        return _best_placement(view, player, rng)
    survey = view.survey(player)
    workers = view.workers[player]
    new_cells = card_cells(*view.placed[player]) if len(workers) < WORKERS else ()
    options = _worker_options(survey, workers, new_cells)
    best = max(gain for gain, _ in options)
    _, choice = rng.choice([option for option in options if option[0] == best])
    if choice[0] == "skip":
        return SkipWorker()
    if choice[0] == "place":
        return PlaceWorker(choice[1])
    _, worker, region = choice
    return MoveWorker(worker, rng.choice(sorted(region.cells)))


def _worker_options(survey: Survey, workers: list, new_cells) -> list[tuple[int, tuple]]:
    """(gain in points, option) for each distinct worker step: ("skip",),
    ("place", cell) or ("move", worker, territory)."""
    occupied = Counter(survey.territory(cell) for cell in workers)
    options: list[tuple[int, tuple]] = [(0, ("skip",))]
    for cell in new_cells:
        region = survey.territory(cell)
        options.append((0 if occupied[region] else survey.score(region).points, ("place", cell)))
    for i, cell in enumerate(workers):
        here = survey.territory(cell)
        # only one worker per territory scores (spec: Scoring)
        loss = survey.score(here).points if occupied[here] == 1 else 0
        for region in survey.neighbours(here):
            gain = 0 if occupied[region] else survey.score(region).points
            options.append((gain - loss, ("move", i, region)))
    return options


def _best_placement(view, player: int, rng: random.Random) -> PlaceCard:
    card = view.cards[view.card]
    fields = view.fields[player]
    workers = view.workers[player]

    def value(action) -> int:
        new_cells = card_cells(action.row, action.col)
        after = dict(fields)
        after.update(zip(new_cells, card.turned(action.rotation)))
        survey = Survey(after)
        follow = new_cells if len(workers) < WORKERS else ()
        return survey.total(workers) + max(g for g, _ in _worker_options(survey, workers, follow))
    return best(view.legal_actions(player), value, rng)


BOTS = levels({"random": random_bot, "greedy": greedy_bot})
