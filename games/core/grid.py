"""Square and hex grids: neighbours, flood-fill regions, lines of sight.

Cells are tuples: `(row, col)` on the square grid, axial `(q, r)` on the hex
grid. A board is any mapping from cell to content, so sparse layouts (a Limes
display growing in any direction, a Rome landscape) and full maps both work.
"""
from __future__ import annotations

from typing import Callable, Hashable, Iterable, Iterator, Mapping

Cell = tuple[int, int]

SQUARE_STEPS: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left
HEX_STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


class Grid:
    """Orthogonal neighbourhood on a square grid, bounded or not."""

    steps = SQUARE_STEPS

    def __init__(self, rows: int | None = None, cols: int | None = None):
        self.rows, self.cols = rows, cols

    def in_bounds(self, cell: Cell) -> bool:
        if self.rows is None:
            return True
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def neighbours(self, cell: Cell) -> Iterator[Cell]:
        a, b = cell
        for da, db in self.steps:
            n = (a + da, b + db)
            if self.in_bounds(n):
                yield n

    def cells(self) -> Iterator[Cell]:
        for r in range(self.rows or 0):
            for c in range(self.cols or 0):
                yield (r, c)

    def regions(self, board: Mapping[Cell, object], key: Callable[[object], Hashable | None],
                single: Callable[[object], bool] = lambda v: False) -> list["Region"]:
        """Maximal connected groups of cells whose `key(content)` is equal.
        Cells with key None belong to no region; `single(content)` true makes
        a cell a region of its own (a Limes tower)."""
        seen: set[Cell] = set()
        found: list[Region] = []
        for start, content in board.items():
            if start in seen:
                continue
            k = key(content)
            if k is None:
                continue
            seen.add(start)
            if single(content):
                found.append(Region(k, frozenset([start])))
                continue
            group, todo = {start}, [start]
            while todo:
                cell = todo.pop()
                for n in self.neighbours(cell):
                    if n in seen or n not in board:
                        continue
                    other = board[n]
                    if key(other) == k and not single(other):
                        seen.add(n)
                        group.add(n)
                        todo.append(n)
            found.append(Region(k, frozenset(group)))
        return found

    def border(self, cells: Iterable[Cell]) -> set[Cell]:
        """Cells next to `cells` but not in them."""
        inside = set(cells)
        return {n for c in inside for n in self.neighbours(c) if n not in inside}

    def line(self, start: Cell, step: Cell, board: Mapping[Cell, object]) -> Iterator[Cell]:
        """Cells from `start` (exclusive) in direction `step` while on the board."""
        cell = (start[0] + step[0], start[1] + step[1])
        while cell in board and self.in_bounds(cell):
            yield cell
            cell = (cell[0] + step[0], cell[1] + step[1])


class HexGrid(Grid):
    """Axial hex coordinates (q, r); the six neighbours from the Rome spec."""

    steps = HEX_STEPS

    def __init__(self):
        super().__init__(None, None)


class Region:
    """A territory, area or cluster: its key and its cells."""
    __slots__ = ("key", "cells")

    def __init__(self, key, cells: frozenset):
        self.key, self.cells = key, cells

    def __len__(self) -> int:
        return len(self.cells)

    def __contains__(self, cell) -> bool:
        return cell in self.cells

    def __repr__(self) -> str:
        return f"Region({self.key!r}, {sorted(self.cells)})"


def region_index(regions: Iterable[Region]) -> dict[Cell, Region]:
    """Cell -> the region it belongs to."""
    return {cell: region for region in regions for cell in region.cells}
