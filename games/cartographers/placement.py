"""Where a shape can go, as bitmasks over the 121 cells: every placement of a
shape is precomputed once per shape, so the legal ones on a partly filled map
are a list comprehension of ANDs (a pentomino's ~500 in well under 0.2 ms)."""
from __future__ import annotations

from functools import lru_cache

from ..core.shape import Shape

from .masks import SIZE, mask_of, on_map

Cell = tuple[int, int]


@lru_cache(maxsize=None)
def free_masks(shape: Shape) -> tuple[int, ...]:
    """Every placement of `shape` inside the map, turned and mirrored freely."""
    return tuple(m for oriented in shape.orientations for m, _ in oriented.masks(SIZE, SIZE))


@lru_cache(maxsize=None)
def edge_placements(shape: Shape) -> tuple[tuple[int, tuple[Cell, ...]], ...]:
    """(mask of the cells on the map, all cells) of every placement reaching past
    the edge with at least one cell still on the map (house skill over_the_edge)."""
    found = []
    for oriented in shape.orientations:
        for ar in range(1 - oriented.height, SIZE):
            for ac in range(1 - oriented.width, SIZE):
                cells = oriented.at((ar, ac))
                inside = [c for c in cells if on_map(c)]
                if inside and len(inside) < len(cells):
                    found.append((mask_of(inside), cells))
    return tuple(found)


def placements(filled: int, shape: Shape, need: int = 0) -> list[int]:
    """Masks of the legal placements of `shape` on a map whose filled cells are
    `filled`; with `need`, only those covering at least one cell of it (ruins)."""
    if need:
        return [m for m in free_masks(shape) if not m & filled and m & need]
    return [m for m in free_masks(shape) if not m & filled]


def fits(filled: int, shape: Shape, need: int = 0, over_edge: bool = False) -> bool:
    """Can `shape` be placed at all (covering `need`, reaching past the edge)?"""
    for m in free_masks(shape):
        if not m & filled and (not need or m & need):
            return True
    if over_edge:
        for m, _ in edge_placements(shape):
            if not m & filled and (not need or m & need):
                return True
    return False


def edge_cells(filled: int, shape: Shape, need: int = 0) -> list[tuple[int, tuple[Cell, ...]]]:
    """The legal past-the-edge placements: (on-map mask, all cells)."""
    return [(m, cells) for m, cells in edge_placements(shape)
            if not m & filled and (not need or m & need)]


def oriented_as(cells, shape: Shape) -> bool:
    """Do `cells` form `shape` turned and/or mirrored?"""
    return Shape(cells) in shape.orientations


def _corner_walk(top: int, left: int, bottom: int, right: int, corner: str,
                 direction: str) -> list[Cell]:
    """The top-left positions on the rectangle's perimeter, starting at `corner`
    and walking once round in `direction` (§1.9)."""
    loop = [(top, c) for c in range(left, right + 1)]
    loop += [(r, right) for r in range(top + 1, bottom + 1)]
    loop += [(bottom, c) for c in range(right - 1, left - 1, -1)]
    loop += [(r, left) for r in range(bottom - 1, top, -1)]
    loop = list(dict.fromkeys(loop))   # a one-row or one-column ring lists each spot once
    start = {"top_left": (top, left), "top_right": (top, right),
             "bottom_right": (bottom, right), "bottom_left": (bottom, left)}[corner]
    i = loop.index(start)
    if direction == "clockwise":
        return loop[i:] + loop[:i]
    return [loop[(i - k) % len(loop)] for k in range(len(loop))]


def solo_ambush(filled: int, shape: Shape, corner: str, direction: str) -> int:
    """Mask of the solo ambush spot: the printed shape snug in `corner`, slid
    along the edge ring by ring in `direction`; 0 if it fits nowhere (§1.9)."""
    h, w = shape.height, shape.width
    base = mask_of(shape.cells)
    for k in range(SIZE // 2 + 1):
        bottom, right = SIZE - k - h, SIZE - k - w
        if bottom < k or right < k:
            break
        for r, c in _corner_walk(k, k, bottom, right, corner, direction):
            m = base << (r * SIZE + c)
            if not m & filled:
                return m
    return 0
