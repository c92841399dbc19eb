"""Limes scoring as pure functions of a display's fields and its workers:
territories, what each profession scores, one scoring worker per territory."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from games.core import Grid, Region, ScoreItem, region_index
from games.core.grid import SQUARE_STEPS

from .cards import Field

Cell = tuple[int, int]
Fields = Mapping[Cell, Field]

PROFESSIONS = {"F": "farmer", "L": "fisher", "W": "woodcutter", "T": "watchman"}
WORKERS = 7
GRID = Grid()  # unbounded: a display may grow in any direction


def _terrain(field: Field) -> str:
    return field.terrain


def _is_tower(field: Field) -> bool:
    return field.terrain == "T"


def territories(fields: Fields) -> list[Region]:
    """Connected F, W, L fields of one type; every T is a territory of its own,
    even next to another T (spec: Territories)."""
    return GRID.regions(fields, key=_terrain, single=_is_tower)


def watchman_sight(fields: Fields, tower: Cell) -> list[Cell]:
    """W fields seen up, right, down and left from `tower`; a line stops at the
    next T, the edge or an empty card position (spec: Scoring, Watchman)."""
    seen = []
    for dr, dc in SQUARE_STEPS:
        r, c = tower[0] + dr, tower[1] + dc
        field = fields.get((r, c))
        while field is not None and field.terrain != "T":
            if field.terrain == "W":
                seen.append((r, c))
            r, c = r + dr, c + dc
            field = fields.get((r, c))
    return seen


@dataclass(frozen=True)
class TerritoryScore:
    """What one worker standing in a territory would score: its profession,
    points, the sentence's parameters and the cells to light up."""
    profession: str
    points: int
    params: dict
    cells: tuple


class Survey:
    """One display's territories, their neighbours and values, computed once
    and asked many times (legal moves, scores, bots)."""

    def __init__(self, fields: Fields):
        self.fields = fields
        self.regions = territories(fields)
        self.index = region_index(self.regions)
        self._order = {region: i for i, region in enumerate(self.regions)}
        self._neighbours: dict[Region, tuple[Region, ...]] = {}
        self._scores: dict[Region, TerritoryScore] = {}

    def territory(self, cell: Cell) -> Region | None:
        return self.index.get(cell)

    def neighbours(self, region: Region) -> tuple[Region, ...]:
        """The distinct territories orthogonally adjacent to `region`, in a stable order."""
        found = self._neighbours.get(region)
        if found is None:
            index = self.index
            near = {index[n] for n in GRID.border(region.cells) if n in index}
            found = tuple(sorted(near, key=self._order.__getitem__))
            self._neighbours[region] = found
        return found

    def score(self, region: Region) -> TerritoryScore:
        """What a worker scores in `region` (spec: Scoring)."""
        found = self._scores.get(region)
        if found is None:
            found = self._scores[region] = self._score(region)
        return found

    def _score(self, region: Region) -> TerritoryScore:
        terrain = region.key
        cells = tuple(sorted(region.cells))
        if terrain == "F":  # farmer: 1 per field of the territory
            return TerritoryScore("farmer", len(cells), {"size": len(cells)}, cells)
        if terrain == "L":  # fisher: 1 per hut next to the water; each hut once per fisher
            huts = {n for n in GRID.border(region.cells)
                    if n in self.fields and self.fields[n].hut}
            return TerritoryScore("fisher", len(huts), {"huts": len(huts), "size": len(cells)},
                                  cells)
        if terrain == "W":  # woodcutter: 1 per distinct adjacent territory
            count = len(self.neighbours(region))
            return TerritoryScore("woodcutter", count, {"neighbours": count, "size": len(cells)},
                                  cells)
        tower = cells[0]     # watchman: 1 per W field in sight of the tower
        seen = watchman_sight(self.fields, tower)
        return TerritoryScore("watchman", len(seen), {"forests": len(seen)},
                              (tower,) + tuple(sorted(seen)))

    def cell_score(self, cell: Cell) -> TerritoryScore | None:
        """What a worker on `cell` would score alone in its territory."""
        region = self.index.get(cell)
        return None if region is None else self.score(region)

    def total(self, workers: Iterable[Cell]) -> int:
        """The display's total: each occupied territory scores once."""
        occupied = {self.index[cell] for cell in workers}
        return sum(self.score(region).points for region in occupied)


def score_items(fields: Fields, workers: Sequence[Cell],
                survey: Survey | None = None) -> list[ScoreItem]:
    """One item per worker in worker order, key `worker:I`. Where several
    workers share a territory only the first scores, the others 0 (spec)."""
    survey = survey or Survey(fields)
    first: dict[Region, int] = {}
    items = []
    for i, cell in enumerate(workers):
        region = survey.territory(cell)
        if region is None:
            raise ValueError(f"worker {i} stands on {cell}, which is no field of the display")
        result = survey.score(region)
        params = {"worker": i + 1, **result.params}
        if region in first:
            items.append(ScoreItem(f"worker:{i}", 0, "limes.shared",
                                   {**params, "other": first[region] + 1}, result.cells))
        else:
            first[region] = i
            items.append(ScoreItem(f"worker:{i}", result.points, "limes." + result.profession,
                                   params, result.cells))
    return items


def rank_key(items: Sequence[ScoreItem]) -> tuple:
    """(total, worker points best first, padded with zeros to 7): the
    tie-break compares the best worker, then the second best... (spec: Winner).
    Zeros are dropped before padding, so [6,4,1] and [6,4,1,0] are equal."""
    points = sorted((item.points for item in items if item.points), reverse=True)
    points += [0] * (WORKERS - len(points))
    return (sum(points), tuple(points))


def winners(item_lists: Sequence[Sequence[ScoreItem]]) -> list[int]:
    """Indexes of the players with the best rank key (a shared win lists several)."""
    keys = [rank_key(items) for items in item_lists]
    best = max(keys)
    return [i for i, key in enumerate(keys) if key == best]


def worker_preview(state, player: int, worker: int) -> ScoreItem:
    """What worker `worker` of `player` scores right now (for the hover)."""
    fields, workers = state.fields[player], state.workers[player]
    return score_items(fields, workers, state.survey(player))[worker]


def cell_preview(state, player: int, cell: Cell) -> TerritoryScore | None:
    """What a worker put on `cell` would score now, alone in its territory
    (None for an empty position)."""
    return state.survey(player).cell_score(cell)
