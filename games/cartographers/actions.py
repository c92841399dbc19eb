"""The Cartographers actions. Cells are (row, col) pairs on the 11 x 11 map;
a shape is given by the cells it covers (any rotation or mirror image), in one
order whatever order they are listed in: a drawing's cells are a set."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core import Action

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

    def __post_init__(self):
        object.__setattr__(self, "cells", canonical(self.cells))


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

    def __post_init__(self):
        object.__setattr__(self, "cells", canonical(self.cells))


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
    cell: tuple[int, ...] = ()


ACTION_KINDS = (Draw, Fallback, Parcel, Monster, Shrink, UseSkill)


def canonical(cells):
    """The cells sorted, so that the same cells listed in another order are the
    same action; malformed cells are left for `Action.problem` to name."""
    try:
        return tuple(sorted(cells)) if isinstance(cells, tuple) else cells
    except TypeError:
        return cells


def distinct(cells: tuple) -> bool:
    """A drawing covers at least one cell, each once."""
    return bool(cells) and len(set(cells)) == len(cells)
