"""Ambushes: who draws the monster on whose sheet (§1.5, §4 #4), the solo
placement (§1.9), and the house skill small_ambush's shrink."""
from __future__ import annotations

from typing import Iterator

from ..core import Violation

from .actions import Monster, Shrink, distinct
from .drawing import check_cells
from .masks import bit, cells_of, clusters, mask_of, on_map
from .placement import fits, oriented_as, placements, solo_ambush


def pass_targets(players: int, direction: str) -> dict[int, int]:
    """Drawer -> owner of the sheet passed to them. Clockwise passes sheet i to
    seat i + 1 (§4 #4), so drawer d draws on sheet d - 1; with two players both
    directions reach the other player."""
    step = -1 if direction == "clockwise" else 1
    return {d: (d + step) % players for d in range(players)}


def start_ambush(state, card) -> None:
    """Set up the ambush step: solo places the monster itself, otherwise every
    neighbour gets a monster to draw (none on a sheet without an empty cell)."""
    count = len(state.players)
    state.tasks = [()] * count
    if count == 1:
        sheet = state.sheets[0]
        mask = solo_ambush(sheet.filled, card.shape, card.solo_corner, card.direction)
        if mask:  # nowhere: the card is ignored (§1.9)
            monster_drawn(state, 0, mask)
        return
    state.targets = pass_targets(count, card.direction)
    state.tasks = [("monster",) if state.sheets[owner].empty else ()
                   for _drawer, owner in sorted(state.targets.items())]


def monster_drawn(state, owner: int, mask: int) -> None:
    """A monster lands on `owner`'s sheet; a pending small_ambush gives them a shrink."""
    state.put("sheets", owner, state.sheets[owner].drawn(mask, "monster"))
    if state.small_ambush[owner]:
        state.put("small_ambush", owner, False)
        state.put("fresh", owner, mask)
        state.put("tasks", owner, state.tasks[owner] + ("shrink",))


def check_monster(state, player: int, action: Monster) -> Violation | None:
    if "monster" not in state.tasks[player]:
        return Violation("phase.wrong", {"phase": state.phase})
    cells = action.cells
    if not distinct(cells):
        return Violation("cartographers.bad_cells")
    sheet = state.sheets[state.targets[player]]
    shape = state.current_card().shape
    if len(cells) == 1 and len(shape) > 1:
        if fits(sheet.filled, shape):
            return Violation("cartographers.monster_fits", {}, cells)
    elif not oriented_as(cells, shape):
        return Violation("cartographers.wrong_shape", {}, cells)
    return check_cells(state, player, cells, False, False, sheet=sheet)


def legal_monsters(state, player: int) -> Iterator[Monster]:
    sheet = state.sheets[state.targets[player]]
    found = placements(sheet.filled, state.current_card().shape)
    if not found:
        found = [bit(c) for c in cells_of(sheet.empty)]
    for mask in found:
        yield Monster(cells_of(mask))


def do_monster(state, player: int, action: Monster) -> None:
    state.finish(player, "monster")
    monster_drawn(state, state.targets[player], mask_of(action.cells))


def shrink_ok(fresh: int, cell_bit: int) -> bool:
    """Removing the cell keeps the monster as connected as it was: no more separate
    groups than the shape had (the Goblin's diagonal stays three, §6)."""
    return len(list(clusters(fresh & ~cell_bit))) <= len(list(clusters(fresh)))


def check_shrink(state, player: int, action: Shrink) -> Violation | None:
    if "shrink" not in state.tasks[player]:
        return Violation("phase.wrong", {"phase": state.phase})
    fresh = state.fresh[player]
    if not (on_map(action.cell) and bit(action.cell) & fresh):
        return Violation("cartographers.shrink_not_monster", {}, cells_of(fresh))
    if not shrink_ok(fresh, bit(action.cell)):
        return Violation("cartographers.shrink_splits", {}, (action.cell,))
    return None


def legal_shrinks(state, player: int) -> Iterator[Shrink]:
    fresh = state.fresh[player]
    for cell in cells_of(fresh):
        if shrink_ok(fresh, bit(cell)):
            yield Shrink(cell)


def do_shrink(state, player: int, action: Shrink) -> None:
    state.put("sheets", player, state.sheets[player].erased(bit(action.cell)))
    state.put("fresh", player, 0)
    state.finish(player, "shrink")
