"""The 16 scoring cards, one function each, looked up by card id in SCORING.
Each takes a map (anything with the terrain masks of a Sheet) and returns
(stars, mask of the cells that scored). Vocabulary: spec §1.8."""
from __future__ import annotations

from typing import Callable

from .masks import (COL_MASKS, EDGE, FULL, ROW_MASKS, SIZE, clusters, count, neighbours, square_at,
                    square_sides)

Scored = tuple[int, int]


def _empty(board) -> int:
    return FULL & ~board.filled


# --- forest ----------------------------------------------------------------------------
def sentinel_wood(board) -> Scored:
    """26: 1 star per forest cell on the map edge (a corner counts once)."""
    cells = board.forest & EDGE
    return count(cells), cells


def greenbough(board) -> Scored:
    """27: 1 star per row and 1 per column holding a forest cell."""
    forest = board.forest
    rows = sum(1 for m in ROW_MASKS if forest & m)
    cols = sum(1 for m in COL_MASKS if forest & m)
    return rows + cols, forest


def treetower(board) -> Scored:
    """28: 1 star per forest cell whose neighbours are all filled or off the map."""
    cells = board.forest & ~neighbours(_empty(board))
    return count(cells), cells


def stoneside_forest(board) -> Scored:
    """29: 3 stars per mountain that a forest cluster connects to another mountain;
    each mountain once (§4 #14)."""
    mountains, scored, paths = board.mountain, 0, 0
    for cluster in clusters(board.forest):
        touched = neighbours(cluster) & mountains
        if count(touched) >= 2:
            scored |= touched
            paths |= cluster
    return 3 * count(scored), scored | paths


# --- farm & water ----------------------------------------------------------------------
def canal_lake(board) -> Scored:
    """30: 1 star per water cell next to farm, 1 per farm cell next to water."""
    cells = (board.water & neighbours(board.farm)) | (board.farm & neighbours(board.water))
    return count(cells), cells


def mages_valley(board) -> Scored:
    """31: 2 stars per water cell next to a mountain, 1 per farm cell next to one."""
    near = neighbours(board.mountain)
    water, farm = board.water & near, board.farm & near
    return 2 * count(water) + count(farm), water | farm


def golden_granary(board) -> Scored:
    """32: 1 star per water cell next to a ruins cell (filled or not), 3 per farm
    on a ruins cell (§4 #13)."""
    water = board.water & neighbours(board.ruins)
    farm = board.farm & board.ruins
    return count(water) + 3 * count(farm), water | farm


def shoreside_expanse(board) -> Scored:
    """33: 3 stars per farm cluster touching neither water nor the edge, and per
    water cluster touching neither farm nor the edge."""
    stars, cells = 0, 0
    for mine, other in ((board.farm, board.water), (board.water, board.farm)):
        for cluster in clusters(mine):
            if not cluster & EDGE and not neighbours(cluster) & other:
                stars += 3
                cells |= cluster
    return stars, cells


# --- village ---------------------------------------------------------------------------
def wildholds(board) -> Scored:
    """34: 8 stars per village cluster of 6 or more cells."""
    big = [c for c in clusters(board.village) if count(c) >= 6]
    cells = 0
    for cluster in big:
        cells |= cluster
    return 8 * len(big), cells


def great_city(board) -> Scored:
    """35: the size of the largest village cluster touching no mountain (§4 #11)."""
    best = 0
    for cluster in clusters(board.village):
        if not neighbours(cluster) & board.mountain and count(cluster) > count(best):
            best = cluster
    return count(best), best


GREENGOLD_TYPES = ("forest", "farm", "water", "monster", "mountain")   # §4 #12


def greengold_plains(board) -> Scored:
    """36: 3 stars per village cluster next to 3 or more distinct terrain types
    among forest, farm, water, monster, mountain (§4 #12)."""
    stars, cells = 0, 0
    kinds = [getattr(board, name) for name in GREENGOLD_TYPES]
    for cluster in clusters(board.village):
        around = neighbours(cluster)
        if sum(1 for kind in kinds if kind & around) >= 3:
            stars += 3
            cells |= cluster
    return stars, cells


def shieldgate(board) -> Scored:
    """37: 2 stars per cell of the second largest village cluster; sizes sorted
    descending, index 1 (ties keep their size, one cluster gives 0: §4 #10)."""
    ranked = sorted(clusters(board.village), key=count, reverse=True)
    if len(ranked) < 2:
        return 0, 0
    return 2 * count(ranked[1]), ranked[1]


# --- map arrangement -------------------------------------------------------------------
def borderlands(board) -> Scored:
    """38: 6 stars per completely filled row and per completely filled column."""
    filled, cells, lines = board.filled, 0, 0
    for line in ROW_MASKS + COL_MASKS:
        if filled & line == line:
            lines += 1
            cells |= line
    return 6 * lines, cells


def lost_barony(board) -> Scored:
    """39: 3 stars x the side of the largest all-filled square."""
    side = square_sides(board.filled)
    return 3 * side, square_at(board.filled, side)


DIAGONALS = tuple(sum(1 << ((r + i) * SIZE + i) for i in range(SIZE - r)) for r in range(SIZE))


def broken_road(board) -> Scored:
    """40: 3 stars per filled down-right diagonal from [r,0] to [10,10-r],
    r = 0..10, the one-cell corner [10,0] included (§4 #9)."""
    full = [d for d in DIAGONALS if board.filled & d == d]
    cells = 0
    for diagonal in full:
        cells |= diagonal
    return 3 * len(full), cells


def cauldrons(board) -> Scored:
    """41: 1 star per empty cell whose neighbours are all filled or off the map."""
    empty = _empty(board)
    cells = empty & ~neighbours(empty)
    return count(cells), cells


def monster_penalty(board) -> Scored:
    """-1 per distinct empty cell next to a monster; unfilled ruins are empty (§1.6)."""
    cells = _empty(board) & neighbours(board.monster)
    return -count(cells), cells


SCORING: dict[int, Callable] = {
    26: sentinel_wood, 27: greenbough, 28: treetower, 29: stoneside_forest,
    30: canal_lake, 31: mages_valley, 32: golden_granary, 33: shoreside_expanse,
    34: wildholds, 35: great_city, 36: greengold_plains, 37: shieldgate,
    38: borderlands, 39: lost_barony, 40: broken_road, 41: cauldrons,
}
