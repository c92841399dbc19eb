"""A Rome landscape and its survey: areas, building scores (spec: Scoring), a new tile's score change."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from games.core import HexGrid, Region, region_index
from games.core.grid import HEX_STEPS

Cell = tuple[int, int]
TERRAINS = ("Y", "P", "G", "Q", "R")
FORTRESS = "X"
GRID = HexGrid()


@dataclass(frozen=True)
class Tile:
    """One hex: terrain, building (terrain letter, "X" fortress, None), origin stack (None: market)."""
    terrain: str
    building: str | None = None
    origin: int | None = None


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

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The building's tile first, then every scoring cell (for the window's light)."""
        rest = sorted({c for area in self.areas for c in area.cells} - {self.cell})
        return (self.cell, *rest)


def _terrain(tile: Tile) -> str:
    return tile.terrain


class Survey:
    """One landscape's areas and building scores; `landscape` maps cell -> Tile in placement order."""

    def __init__(self, landscape: Mapping[Cell, Tile], elephants: Iterable[Cell] = ()):
        self.landscape = landscape
        self.elephants = tuple(elephants)
        self.areas = GRID.regions(landscape, key=_terrain)
        self.index = region_index(self.areas)
        self.building_cells = [(i, cell) for i, (cell, tile) in enumerate(landscape.items())
                               if tile.building]
        self._scores: list[BuildingScore] | None = None
        self._near: dict[Region, set[Cell]] | None = None

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

    def best_colour(self, cell: Cell) -> str:
        """The colour a fortress on `cell` counts as: the one scoring most."""
        # On a tie the first in the order Y, P, G, Q, R (our decision).
        return max(TERRAINS, key=lambda colour: (self.points(cell, colour), -TERRAINS.index(colour)))

    def building_scores(self) -> list[BuildingScore]:
        """Every building's score, in placement order."""
        if self._scores is None:
            scores = []
            for i, cell in self.building_cells:
                building = self.landscape[cell].building
                colour = self.best_colour(cell) if building == FORTRESS else building
                areas = self.touching(cell, colour)
                scores.append(BuildingScore(i, cell, building, colour,
                                            sum(len(a) for a in areas), areas))
            self._scores = scores
        return self._scores

    def building_total(self) -> int:
        return sum(score.points for score in self.building_scores())

    def elephant_area(self, cell: Cell) -> Region | None:
        return self.index.get(cell)

    # --- placing a tile that is not there yet (previews, bots) -----------------------
    def free_cells(self) -> list[Cell]:
        """Empty cells next to the landscape, in a stable order; (0, 0) when it is empty."""
        land = self.landscape
        if not land:
            return [(0, 0)]
        found = {n for cell in land for n in neighbours(cell) if n not in land}
        return sorted(found)

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

    def gain(self, cell: Cell, terrain: str, building: str | None = None) -> int:
        """The building total's change if a `terrain` tile (with `building`) went on the empty `cell`."""
        # The areas it joins merge; every building of that colour on or next
        # to them then scores the merged size; a fortress may change colour.
        index, land = self.index, self.landscape
        around = neighbours(cell)
        merged = {index[n] for n in around if n in index and index[n].key == terrain}
        size = 1 + sum(len(area) for area in merged)
        near = self._buildings_near()
        affected = {n for n in around if n in land and land[n].building}
        for area in merged:
            affected |= near.get(area, set())
        delta = 0
        for b in affected:
            colour = land[b].building
            if colour != terrain and colour != FORTRESS:
                continue
            before = sum(len(a) for a in self.touching(b, terrain) if a in merged)
            if colour == terrain:
                delta += size - before
            else:  # a fortress may change its best colour
                scores = {c: self.points(b, c) for c in TERRAINS}
                old = max(scores.values())
                scores[terrain] += size - before
                delta += max(scores.values()) - old
        if building:
            colours = TERRAINS if building == FORTRESS else (building,)
            delta += max(size if colour == terrain else
                         sum(len(a) for a in {index[n] for n in around
                                              if n in index and index[n].key == colour})
                         for colour in colours)
        return delta
