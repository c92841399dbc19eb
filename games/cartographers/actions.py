"""The Cartographers actions. Cells are (row, col) pairs on the 11 x 11 map;
a shape is given by the cells it covers (any rotation or mirror image)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.core import Action

Cell = tuple[int, int]


@dataclass(frozen=True)
class Draw(Action):
    """Draw option `option` (index into the card's shapes) filled with `terrain`
    on your own sheet, covering `cells`. With the house skill over_the_edge the
    cells may reach past the edge: list them all; only those on the map are drawn."""
    kind: ClassVar[str] = "draw"
    option: int
    terrain: str
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Fallback(Action):
    """Fill one empty cell instead of the card: only when no option of the card
    fits (§1.4; with a ruins requirement, when none fits on a ruin, §4 #17)."""
    kind: ClassVar[str] = "fallback"
    terrain: str
    cell: Cell


@dataclass(frozen=True)
class Parcel(Action):
    """House skill extra_parcel: one more empty cell with a terrain of the card."""
    kind: ClassVar[str] = "parcel"
    terrain: str
    cell: Cell


@dataclass(frozen=True)
class Monster(Action):
    """Ambush: draw the monster on the sheet passed to you (`state.ambush_sheet(player)`),
    covering `cells`; a single cell only when the shape fits nowhere on it (§1.5)."""
    kind: ClassVar[str] = "monster"
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Shrink(Action):
    """House skill small_ambush: erase `cell` of the monster just drawn on your sheet."""
    kind: ClassVar[str] = "shrink"
    cell: Cell


@dataclass(frozen=True)
class UseSkill(Action):
    """Use a revealed skill before drawing, paying its cost in coins; `cell` is
    the monster cell to erase for clear_monster, () otherwise."""
    kind: ClassVar[str] = "use_skill"
    skill: str
    cell: tuple = ()


ACTION_KINDS = (Draw, Fallback, Parcel, Monster, Shrink, UseSkill)


def is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_cell(value) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(map(is_int, value))


def is_cells(value) -> bool:
    """A non-empty tuple of distinct (row, col) pairs."""
    return (isinstance(value, tuple) and bool(value) and all(map(is_cell, value))
            and len(set(value)) == len(value))
