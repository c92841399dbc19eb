"""A bounded square grid as bitmasks: bit r*cols+c stands for cell (r, c).
Neighbours, flood fill (grow, clusters), rows, columns, the edge and squares
are a few integer operations each: the measured fast path for full maps
(the Cartographers map is one)."""
from __future__ import annotations

from typing import Iterable, Iterator

from .shape import cells_mask, mask_cells

Cell = tuple[int, int]


class BitGrid:
    """A rows x cols grid; a mask is an int whose set bits are cells."""

    def __init__(self, rows: int, cols: int):
        self.rows, self.cols = rows, cols
        self.full = (1 << rows * cols) - 1
        self.row_masks = tuple(((1 << cols) - 1) << (cols * r) for r in range(rows))
        self.col_masks = tuple(sum(1 << (cols * r + c) for r in range(rows)) for c in range(cols))
        self.edge = self.row_masks[0] | self.row_masks[-1] | self.col_masks[0] | self.col_masks[-1]
        self._not_first_col = self.full & ~self.col_masks[0]
        self._not_last_col = self.full & ~self.col_masks[-1]

    # --- cells and masks ----------------------------------------------------------
    def bit(self, cell: Cell) -> int:
        return 1 << (cell[0] * self.cols + cell[1])

    def in_bounds(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def mask_of(self, cells: Iterable[Cell]) -> int:
        return cells_mask(cells, self.cols)

    def cells_of(self, mask: int) -> tuple[Cell, ...]:
        """The cells of `mask`, row by row."""
        return mask_cells(mask, self.cols)

    # --- neighbourhood and flood fill ------------------------------------------------
    def neighbours(self, mask: int) -> int:
        """Cells orthogonally next to a cell of `mask` (its own cells only where
        they neighbour another of its cells); outside the grid is no cell."""
        cols = self.cols
        return (((mask << 1) & self._not_first_col) | ((mask >> 1) & self._not_last_col)
                | ((mask << cols) & self.full) | (mask >> cols))

    def grow(self, seed: int, within: int) -> int:
        """The connected part of `within` that contains `seed` (a flood fill)."""
        region = seed
        while True:
            bigger = (region | self.neighbours(region)) & within
            if bigger == region:
                return region
            region = bigger

    def clusters(self, mask: int) -> Iterator[int]:
        """The maximal orthogonally connected groups of `mask`, in bit order."""
        while mask:
            region = self.grow(mask & -mask, mask)
            yield region
            mask &= ~region

    # --- squares ---------------------------------------------------------------------
    def square_sides(self, filled: int) -> int:
        """Side of the largest all-filled axis-aligned square (0 if none)."""
        anchors, side, cols = filled, 0, self.cols
        while anchors:
            side += 1
            # top-left corners of the filled (side+1)-squares: the side-square there, right, below, diagonal
            anchors = (anchors & ((anchors >> 1) & self._not_last_col) & (anchors >> cols)
                       & ((anchors >> (cols + 1)) & self._not_last_col))
        return side

    def square_at(self, filled: int, side: int) -> int:
        """The cells of one all-filled square of `side` (the first in bit order), or 0."""
        if side <= 0:
            return 0
        for r in range(self.rows - side + 1):
            for c in range(self.cols - side + 1):
                square = 0
                for dr in range(side):
                    square |= (((1 << side) - 1) << c) << (self.cols * (r + dr))
                if square & filled == square:
                    return square
        return 0
