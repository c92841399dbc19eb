"""The 11 x 11 map as bitmasks: bit r*11+c stands for cell (r, c). Neighbours,
clusters, rows, columns and the edge as a few integer operations each."""
from __future__ import annotations

from typing import Iterable, Iterator

from games.core.shape import cells_mask, mask_cells

Cell = tuple[int, int]
SIZE = 11
FULL = (1 << SIZE * SIZE) - 1
ROW_MASKS = tuple(((1 << SIZE) - 1) << (SIZE * r) for r in range(SIZE))
COL_MASKS = tuple(sum(1 << (SIZE * r + c) for r in range(SIZE)) for c in range(SIZE))
EDGE = ROW_MASKS[0] | ROW_MASKS[-1] | COL_MASKS[0] | COL_MASKS[-1]
_NOT_FIRST_COL = FULL & ~COL_MASKS[0]
_NOT_LAST_COL = FULL & ~COL_MASKS[-1]


def bit(cell: Cell) -> int:
    return 1 << (cell[0] * SIZE + cell[1])


def on_map(cell: Cell) -> bool:
    return 0 <= cell[0] < SIZE and 0 <= cell[1] < SIZE


def mask_of(cells: Iterable[Cell]) -> int:
    return cells_mask(cells, SIZE)


def cells_of(mask: int) -> tuple[Cell, ...]:
    """The cells of `mask`, row by row."""
    return mask_cells(mask, SIZE)


def count(mask: int) -> int:
    return mask.bit_count()


def neighbours(mask: int) -> int:
    """Cells orthogonally next to a cell of `mask` (the mask's own cells only
    where they neighbour another of its cells); the map edge is not a cell."""
    return (((mask << 1) & _NOT_FIRST_COL) | ((mask >> 1) & _NOT_LAST_COL)
            | ((mask << SIZE) & FULL) | (mask >> SIZE))


def grow(seed: int, within: int) -> int:
    """The connected part of `within` that contains `seed`."""
    region = seed
    while True:
        bigger = (region | neighbours(region)) & within
        if bigger == region:
            return region
        region = bigger


def clusters(mask: int) -> Iterator[int]:
    """The maximal orthogonally connected groups of `mask` (§1.8), in bit order."""
    while mask:
        region = grow(mask & -mask, mask)
        yield region
        mask &= ~region


def square_sides(filled: int) -> int:
    """Side of the largest all-filled axis-aligned square (0 if none)."""
    anchors, side = filled, 0
    while anchors:
        side += 1
        # top-left corners of the filled (side+1)-squares: the side-square there, right, below, diagonal
        anchors = (anchors & ((anchors >> 1) & _NOT_LAST_COL) & (anchors >> SIZE)
                   & ((anchors >> (SIZE + 1)) & _NOT_LAST_COL))
    return side


def square_at(filled: int, side: int) -> int:
    """The cells of one all-filled square of `side` (the first in bit order), or 0."""
    if side <= 0:
        return 0
    for r in range(SIZE - side + 1):
        for c in range(SIZE - side + 1):
            square = 0
            for dr in range(side):
                square |= (((1 << side) - 1) << c) << (SIZE * (r + dr))
            if square & filled == square:
                return square
    return 0
