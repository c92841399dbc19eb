"""Polyomino and polyhex shapes: normalise, rotate, mirror, orientations,
placement at an anchor, and bitmasks over a bounded square grid."""
from __future__ import annotations

from functools import cached_property
from typing import Iterable

Cell = tuple[int, int]


class Shape:
    """An immutable set of square-grid cells normalised to min row = min col = 0."""
    __slots__ = ("cells", "__dict__")

    def __init__(self, cells: Iterable[Cell]):
        cells = [tuple(c) for c in cells]
        if not cells:
            raise ValueError("a shape needs at least one cell")
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        self.cells: tuple[Cell, ...] = tuple(sorted({(r - r0, c - c0) for r, c in cells}))

    def __eq__(self, other) -> bool:
        return isinstance(other, Shape) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(self.cells)

    def __len__(self) -> int:
        return len(self.cells)

    def __repr__(self) -> str:
        return f"Shape({list(self.cells)})"

    @property
    def height(self) -> int:
        return 1 + max(r for r, _ in self.cells)

    @property
    def width(self) -> int:
        return 1 + max(c for _, c in self.cells)

    def rotate(self, quarter_turns: int = 1) -> "Shape":
        """Turned clockwise by `quarter_turns` quarters."""
        cells = self.cells
        for _ in range(quarter_turns % 4):
            cells = [(c, -r) for r, c in cells]
        return Shape(cells)

    def mirror(self) -> "Shape":
        """Flipped left to right."""
        return Shape((r, -c) for r, c in self.cells)

    def oriented(self, rotation: int = 0, mirrored: bool = False) -> "Shape":
        """Mirror first (if asked), then rotate: the one convention used everywhere."""
        shape = self.mirror() if mirrored else self
        return shape.rotate(rotation)

    @cached_property
    def orientations(self) -> tuple["Shape", ...]:
        """The distinct shapes reachable by rotating and mirroring."""
        return self._distinct(mirror=True)

    @cached_property
    def rotations(self) -> tuple["Shape", ...]:
        """The distinct shapes reachable by rotating only."""
        return self._distinct(mirror=False)

    def _distinct(self, mirror: bool) -> tuple["Shape", ...]:
        seen: dict[Shape, None] = {}
        for m in ((False, True) if mirror else (False,)):
            for r in range(4):
                seen.setdefault(self.oriented(r, m))
        return tuple(seen)

    def at(self, anchor: Cell) -> tuple[Cell, ...]:
        """The cells covered with the shape's (0, 0) at `anchor`."""
        ar, ac = anchor
        return tuple((ar + r, ac + c) for r, c in self.cells)

    def masks(self, rows: int, cols: int) -> list[tuple[int, Cell]]:
        """(bitmask, anchor) of every placement inside a rows x cols grid;
        bit r*cols+c stands for cell (r, c)."""
        base = 0
        for r, c in self.cells:
            base |= 1 << (r * cols + c)
        out = []
        for ar in range(rows - self.height + 1):
            for ac in range(cols - self.width + 1):
                out.append((base << (ar * cols + ac), (ar, ac)))
        return out


def cells_mask(cells: Iterable[Cell], cols: int) -> int:
    mask = 0
    for r, c in cells:
        mask |= 1 << (r * cols + c)
    return mask


def mask_cells(mask: int, cols: int) -> tuple[Cell, ...]:
    """The cells of a bitmask, the inverse of `cells_mask`, in bit order."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(divmod(low.bit_length() - 1, cols))
        mask ^= low
    return tuple(cells)


class HexShape:
    """A set of axial hex cells, turned in sixths about its first cell."""
    __slots__ = ("cells",)

    def __init__(self, cells: Iterable[Cell]):
        cells = [tuple(c) for c in cells]
        q0, r0 = cells[0]
        self.cells: tuple[Cell, ...] = tuple((q - q0, r - r0) for q, r in cells)

    def rotate(self, sixths: int = 1) -> "HexShape":
        """Turned clockwise by `sixths` sixths of a turn (axial: (q,r) -> (-r, q+r))."""
        cells = self.cells
        for _ in range(sixths % 6):
            cells = tuple((-r, q + r) for q, r in cells)
        return HexShape(cells)

    def at(self, anchor: Cell) -> tuple[Cell, ...]:
        aq, ar = anchor
        return tuple((aq + q, ar + r) for q, r in self.cells)

    def __eq__(self, other) -> bool:
        return isinstance(other, HexShape) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(self.cells)

    def __repr__(self) -> str:
        return f"HexShape({list(self.cells)})"
