"""The 11 x 11 map as bitmasks, on the core's BitGrid: bit r*11+c stands for
cell (r, c). The names below are the grid's, as the rule modules use them."""
from __future__ import annotations

from ..core.bitgrid import BitGrid

Cell = tuple[int, int]
MAP = BitGrid(11, 11)   # the map sheet; the window reads its size from here
SIZE = MAP.cols
FULL = MAP.full
ROW_MASKS, COL_MASKS, EDGE = MAP.row_masks, MAP.col_masks, MAP.edge
bit, on_map, mask_of, cells_of = MAP.bit, MAP.in_bounds, MAP.mask_of, MAP.cells_of
neighbours, grow, clusters = MAP.neighbours, MAP.grow, MAP.clusters
square_sides, square_at = MAP.square_sides, MAP.square_at


def count(mask: int) -> int:
    return mask.bit_count()
