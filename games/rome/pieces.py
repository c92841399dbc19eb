"""What moves between players: pieces (single or double tiles), lots, offers, market segments."""
from __future__ import annotations

from dataclasses import dataclass

from ..core import HexShape

from .landscape import Cell, Tile

# The second half of a double tile, from the first, for turn 0 to 5: (1, 0)
# turned clockwise in sixths (spec: Geometry: six directions).
DIRECTIONS: tuple[Cell, ...] = tuple(HexShape([(0, 0), (1, 0)]).rotate(k).cells[1]
                                     for k in range(6))


def double_cells(q: int, r: int, turn: int) -> tuple[Cell, Cell]:
    """The two cells of a double tile with its first half on (q, r), turned `turn` sixths."""
    dq, dr = DIRECTIONS[turn % 6]
    return (q, r), (q + dq, r + dr)


@dataclass(frozen=True)
class Piece:
    """A single or double tile; `carries`: a segment's building or fortress for one of its halves."""
    tiles: tuple[Tile, ...]
    carries: str | None = None

    @property
    def double(self) -> bool:
        return len(self.tiles) == 2

    def cells(self, q: int, r: int, turn: int = 0) -> tuple[Cell, ...]:
        """The cells covered with the first half on (q, r), turned `turn` sixths."""
        if not self.double:
            return ((q, r),)
        return double_cells(q, r, turn)


@dataclass(frozen=True)
class Lot:
    """One part of an offer: its tiles (with their buildings) and whether the gem lies on it."""
    tiles: tuple[Tile, ...]
    gem: bool = False


@dataclass(frozen=True)
class Offer:
    """A revealed divided row: `small` (with the gem, if the maker had one) and `large` (spec: Play, 2)."""
    maker: int
    receiver: int
    small: Lot
    large: Lot

    def lot(self, name: str) -> Lot:
        return self.small if name == "small" else self.large

    def other(self, name: str) -> Lot:
        return self.large if name == "small" else self.small


@dataclass(frozen=True)
class Segment:
    """A market segment: its bonus and pieces (its double tile first, then any extra tile)."""
    bonus: str
    pieces: tuple[Piece, ...]
