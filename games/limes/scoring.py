"""Limes scoring as pure functions of a display's fields and its workers:
territories, what each profession scores, one scoring worker per territory."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from ..core import Grid, Region, ScoreItem, region_index
from ..core.grid import SQUARE_STEPS

from .cards import Field

Cell = tuple[int, int]
Fields = Mapping[Cell, Field]

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
    points, the sentence's parameters and the cells to light up (its
    territory and every field it counted)."""
    profession: str
    points: int
    params: dict
    cells: tuple


# Each cell's four neighbours, up right down left, made once: territories,
# borders and sights ask for them thousands of times in a playout of the
# strong level (measured: the generic grid walk was a third of its time).
_AROUND: dict[Cell, tuple[Cell, Cell, Cell, Cell]] = {}


def _around(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    found = _AROUND.get(cell)
    if found is None:
        r, c = cell
        found = _AROUND[cell] = tuple((r + dr, c + dc) for dr, dc in SQUARE_STEPS)
    return found


def _border(cells: frozenset) -> set:
    """The cells next to `cells` but not in them (empty positions too)."""
    found = set()
    for cell in cells:
        found.update(_around(cell))
    return found - cells


class Survey:
    """One display's territories, their neighbours and values, computed once
    and asked many times (legal moves, scores, bots). A display that grows by
    a card gets its survey from the last one (`extended`), not from scratch."""

    def __init__(self, fields: Fields):
        regions = territories(fields)
        place = {cell: i for i, cell in enumerate(fields)}
        # a territory's rank: where its first field is in the display's order,
        # the order territories() finds them in
        self._setup(fields, region_index(regions),
                    {region: min(place[cell] for cell in region.cells) for region in regions})

    def _setup(self, fields: Fields, index: dict, rank: dict) -> None:
        self.fields = fields
        self.index = index
        self._rank = rank
        self._regions: list[Region] | None = None
        self._neighbours: dict[Region, tuple[Region, ...]] = {}
        self._scores: dict[Region, TerritoryScore] = {}
        self._points: dict[Region, int] = {}

    def extended(self, fields: Fields, cells: Iterable[Cell]) -> "Survey":
        """The survey of `fields`: this survey's fields and then the new `cells`
        (a card just laid, in its order). The territories touching a new field
        of their terrain take it in; equal to Survey(fields), territories and
        their order alike, and far cheaper."""
        cells = list(cells)
        index, rank = dict(self.index), dict(self._rank)
        place = len(self.fields)
        touched = {index[n] for cell in cells for n in _around(cell) if n in index}
        for cell in cells:
            terrain = fields[cell].terrain
            joined = set() if terrain == "T" else {
                index[n] for n in _around(cell) if n in index and index[n].key == terrain}
            region = Region(terrain, frozenset([cell]).union(*(other.cells for other in joined)))
            rank[region] = min([rank.pop(other) for other in joined] + [place])
            index.update(dict.fromkeys(region.cells, region))
            place += 1
        other = object.__new__(Survey)
        other._setup(fields, index, rank)
        # What the new fields cannot have changed stays known: a territory that
        # is still there and does not touch them, whose neighbours are all
        # still there (else two may have become one), and for a tower, no new
        # field in its row or column (its sight may reach further).
        lines = {r for r, _ in cells}, {c for _, c in cells}
        for region, near in self._neighbours.items():
            if region in rank and region not in touched and all(n in rank for n in near):
                other._neighbours[region] = near
        for region, points in self._points.items():
            if region not in rank or region in touched:
                continue
            if region.key == "W" and region not in other._neighbours:
                continue
            if region.key == "T":
                (row, col), = region.cells
                if row in lines[0] or col in lines[1]:
                    continue
            other._points[region] = points
        return other

    @property
    def regions(self) -> list[Region]:
        """The territories in the order territories() finds them."""
        if self._regions is None:
            self._regions = sorted(self._rank, key=self._rank.__getitem__)
        return self._regions

    def territory(self, cell: Cell) -> Region | None:
        return self.index.get(cell)

    def neighbours(self, region: Region) -> tuple[Region, ...]:
        """The distinct territories orthogonally adjacent to `region`, in a stable order."""
        found = self._neighbours.get(region)
        if found is None:
            index = self.index
            near = {index[n] for n in _border(region.cells) if n in index}
            found = tuple(sorted(near, key=self._rank.__getitem__))
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
            huts = self._huts(region)
            return TerritoryScore("fisher", len(huts), {"huts": len(huts), "size": len(cells)},
                                  cells + tuple(sorted(huts)))
        if terrain == "W":  # woodcutter: 1 per distinct adjacent territory
            near = self.neighbours(region)
            counted = tuple(sorted(cell for other in near for cell in other.cells))
            return TerritoryScore("woodcutter", len(near), {"neighbours": len(near), "size": len(cells)},
                                  cells + counted)
        tower = cells[0]     # watchman: 1 per W field in sight of the tower
        seen = watchman_sight(self.fields, tower)
        return TerritoryScore("watchman", len(seen), {"forests": len(seen)},
                              (tower,) + tuple(sorted(seen)))

    def _huts(self, region: Region) -> set[Cell]:
        """The huts next to a water territory."""
        fields = self.fields
        return {n for n in _border(region.cells) if n in fields and fields[n].hut}

    def points(self, region: Region) -> int:
        """What a worker scores in `region`, the points alone: what `score`
        counts, without the cells and words (the bots ask it thousands of times)."""
        found = self._points.get(region)
        if found is None:
            terrain = region.key
            if terrain == "F":
                found = len(region.cells)
            elif terrain == "L":
                found = len(self._huts(region))
            elif terrain == "W":
                found = len(self.neighbours(region))
            else:
                found = len(watchman_sight(self.fields, next(iter(region.cells))))
            self._points[region] = found
        return found

    def cell_score(self, cell: Cell) -> TerritoryScore | None:
        """What a worker on `cell` would score alone in its territory."""
        region = self.index.get(cell)
        return None if region is None else self.score(region)

    def total(self, workers: Iterable[Cell]) -> int:
        """The display's total: each occupied territory scores once."""
        occupied = {self.index[cell] for cell in workers}
        return sum(self.points(region) for region in occupied)


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
