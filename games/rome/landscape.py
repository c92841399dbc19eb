"""A Rome landscape and its survey: areas, building scores (spec: Scoring), a new tile's score change."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from ..core import Region, region_index
from ..core.grid import HEX_STEPS

Cell = tuple[int, int]
TERRAINS = ("Y", "P", "G", "Q", "R")
FORTRESS = "X"


@dataclass(frozen=True)
class Tile:
    """One hex: terrain, building (terrain letter, "X" fortress, None), origin stack (None: market)."""
    terrain: str
    building: str | None = None
    origin: int | None = None

    @property
    def fortress(self) -> bool:
        """The joker building (spec: Advanced 7)."""
        return self.building == FORTRESS


def neighbours(cell: Cell) -> list[Cell]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in HEX_STEPS]


@dataclass(frozen=True)
class BuildingScore:
    """The building on the `index`-th placed tile: the colour it counts as, its points, its areas."""
    index: int
    cell: Cell
    building: str
    colour: str
    points: int
    areas: tuple[Region, ...]
    tied: tuple[str, ...] = ()  # a fortress: every colour that scores it this much (Y, P, G, Q, R order)

    @property
    def fortress(self) -> bool:
        return self.building == FORTRESS

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The building's tile first, then every scoring cell (for the window's light)."""
        rest = sorted({c for area in self.areas for c in area.cells} - {self.cell})
        return (self.cell, *rest)


class Survey:
    """One landscape's areas and building scores; `landscape` maps cell -> Tile in placement order."""

    def __init__(self, landscape: Mapping[Cell, Tile], elephants: Iterable[Cell] = (),
                 _areas_found: list[Region] | None = None, colours: Mapping[Cell, str] | None = None):
        self.landscape = landscape
        self.elephants = tuple(elephants)
        # A fortress's colour where its owner settled a tie (scoring.settled); else the first tied.
        self.colours: dict[Cell, str] = dict(colours or {})
        self.ties: dict[Cell, str] = {}       # fortress -> why its tie went so ("missions", "order")
        self._settled: dict[tuple, Survey] = {}  # (gems, missions) -> this survey settled (a cache)
        self.areas = _areas(landscape) if _areas_found is None else _areas_found
        self.index = region_index(self.areas)
        self.building_cells = [(i, cell) for i, (cell, tile) in enumerate(landscape.items())
                               if tile.building]
        self._scores: list[BuildingScore] | None = None
        self._near: dict[Region, set[Cell]] | None = None
        self._scorers: dict[Region, tuple[Cell, ...]] = {}
        self._around: dict[Cell, tuple] = {}
        self._fortress_points: dict[Cell, dict[str, int]] = {}
        self._free: tuple[Cell, ...] | None = None

    def grown(self, landscape: Mapping[Cell, Tile]) -> "Survey":
        """The survey of `landscape`, which is this one's with tiles added at its
        end: the same as Survey(landscape, self.elephants), found faster."""
        # The added tiles merge the areas of their terrain next to them; the
        # merged area takes the place of the first of them (the areas' order
        # is that of their first cells).
        areas, index = list(self.areas), dict(self.index)
        for cell in list(landscape)[len(self.landscape):]:
            terrain, (q, r) = landscape[cell].terrain, cell
            merged = []
            for dq, dr in HEX_STEPS:
                area = index.get((q + dq, r + dr))
                if area is not None and area.key == terrain and area not in merged:
                    merged.append(area)
            region = Region(terrain, frozenset([cell]).union(*(area.cells for area in merged)))
            if merged:
                at = min(areas.index(area) for area in merged)
                areas = [a for a in areas if a not in merged]
                areas.insert(at, region)
            else:
                areas.append(region)
            for c in region.cells:
                index[c] = region
        return Survey(landscape, self.elephants, areas)

    def with_elephants(self, elephants: Iterable[Cell]) -> "Survey":
        """The survey of the same landscape with these elephants (its areas and fortress colours kept)."""
        found = Survey(self.landscape, elephants, self.areas, self.colours)
        found.ties = dict(self.ties)
        return found

    def with_colours(self, colours: Mapping[Cell, str]) -> "Survey":
        """The survey of the same landscape with these fortresses counting as these colours."""
        return Survey(self.landscape, self.elephants, self.areas, colours)

    # --- areas and buildings ---------------------------------------------------
    def touching(self, cell: Cell, colour: str) -> tuple[Region, ...]:
        """The distinct areas of `colour` that contain `cell` or touch it."""
        index, found = self.index, []
        for c in [cell, *neighbours(cell)]:
            area = index.get(c)
            if area is not None and area.key == colour and area not in found:
                found.append(area)
        return tuple(found)

    def points(self, cell: Cell, colour: str) -> int:
        """A building of `colour` on `cell` scores every matching area on or next to it."""
        return sum(len(area) for area in self.touching(cell, colour))

    def tied_colours(self, cell: Cell) -> tuple[str, ...]:
        """The colours that score a fortress on `cell` most, in the order Y, P, G, Q, R."""
        scores = self._fortress_scores(cell)
        best = max(scores.values())
        return tuple(colour for colour in TERRAINS if scores[colour] == best)

    def best_colour(self, cell: Cell) -> str:
        """The colour a fortress on `cell` counts as: the one scoring most; on a tie the one
        its owner settled (spec: Table decisions, see scoring.settled), else the first."""
        tied = self.tied_colours(cell)
        chosen = self.colours.get(cell)
        return chosen if chosen in tied else tied[0]

    def building_scores(self) -> list[BuildingScore]:
        """Every building's score, in placement order."""
        if self._scores is None:
            scores = []
            for i, cell in self.building_cells:
                building = self.landscape[cell].building
                fortress = building == FORTRESS
                colour = self.best_colour(cell) if fortress else building
                areas = self.touching(cell, colour)
                scores.append(BuildingScore(i, cell, building, colour, sum(len(a) for a in areas), areas,
                                            self.tied_colours(cell) if fortress else ()))
            self._scores = scores
        return self._scores

    def building_total(self) -> int:
        return sum(score.points for score in self.building_scores())

    def elephant_area(self, cell: Cell) -> Region | None:
        return self.index.get(cell)

    # --- placing a tile that is not there yet (previews, bots) -----------------------
    def free_cells(self) -> list[Cell]:
        """Empty cells next to the landscape, in a stable order; (0, 0) when it is empty."""
        if self._free is None:
            land = self.landscape
            self._free = (((0, 0),) if not land else
                          tuple(sorted({n for cell in land for n in neighbours(cell) if n not in land})))
        return list(self._free)

    def joined(self, cell: Cell, terrain: str) -> int:
        """The size of the area a `terrain` tile on the empty `cell` would be part of."""
        return 1 + sum(len(area) for area in self._around_of(cell)[0] if area.key == terrain)

    def _buildings_near(self) -> dict[Region, set[Cell]]:
        """Area -> building cells on or next to it (any colour)."""
        if self._near is None:
            near: dict[Region, set[Cell]] = {}
            index = self.index
            for _, cell in self.building_cells:
                for c in [cell, *neighbours(cell)]:
                    area = index.get(c)
                    if area is not None:
                        near.setdefault(area, set()).add(cell)
            self._near = near
        return self._near

    def _scorers_of(self, area: Region) -> tuple[Cell, ...]:
        """The buildings on or next to `area` that score it: its colour or a fortress."""
        found = self._scorers.get(area)
        if found is None:
            land, key = self.landscape, area.key
            found = self._scorers[area] = tuple(
                b for b in self._buildings_near().get(area, ()) if land[b].building in (key, FORTRESS))
        return found

    def _around_of(self, cell: Cell) -> tuple:
        """(the distinct areas next to `cell`, the building cells next to it)."""
        found = self._around.get(cell)
        if found is None:
            index, land, areas, buildings = self.index, self.landscape, [], []
            q, r = cell
            for dq, dr in HEX_STEPS:
                n = (q + dq, r + dr)
                area = index.get(n)
                if area is None:
                    continue
                if area not in areas:
                    areas.append(area)
                if land[n].building:
                    buildings.append(n)
            found = self._around[cell] = (tuple(areas), tuple(buildings))
        return found

    def _fortress_scores(self, cell: Cell) -> dict[str, int]:
        found = self._fortress_points.get(cell)
        if found is None:
            found = self._fortress_points[cell] = {c: self.points(cell, c) for c in TERRAINS}
        return found

    def gain(self, cell: Cell, terrain: str, building: str | None = None) -> int:
        """The building total's change if a `terrain` tile (with `building`) went on the empty `cell`."""
        # The areas it joins merge; every building of that colour on or next
        # to them then scores the merged size; a fortress may change colour.
        # (Written for speed: the bots value thousands of placements a move.)
        areas, buildings = self._around_of(cell)
        merged = [area for area in areas if area.key == terrain]
        size = 1 + sum(len(area) for area in merged)
        before: dict[Cell, int] = {}  # scoring building -> the merged areas it scored before
        for area in merged:
            for b in self._scorers_of(area):
                before[b] = before.get(b, 0) + len(area)
        land = self.landscape
        for b in buildings:
            if b not in before and land[b].building in (terrain, FORTRESS):
                before[b] = 0
        delta = 0
        for b, scored in before.items():
            if land[b].building == terrain:
                delta += size - scored
            else:  # a fortress may change its best colour
                scores = self._fortress_scores(b)
                old = max(scores.values())
                grown = scores[terrain] + size - scored
                delta += max(old, grown) - old
        if building:
            colours = TERRAINS if building == FORTRESS else (building,)
            delta += max(size if colour == terrain else
                         sum(len(area) for area in areas if area.key == colour)
                         for colour in colours)
        return delta


def _areas(landscape: Mapping[Cell, Tile]) -> list[Region]:
    """The areas (GRID.regions by terrain, in the same order), written out for speed."""
    seen: set[Cell] = set()
    found: list[Region] = []
    for start, tile in landscape.items():
        if start in seen:
            continue
        terrain = tile.terrain
        seen.add(start)
        group, todo = {start}, [start]
        while todo:
            q, r = todo.pop()
            for dq, dr in HEX_STEPS:
                n = (q + dq, r + dr)
                if n not in seen:
                    other = landscape.get(n)
                    if other is not None and other.terrain == terrain:
                        seen.add(n)
                        group.add(n)
                        todo.append(n)
        found.append(Region(terrain, frozenset(group)))
    return found
