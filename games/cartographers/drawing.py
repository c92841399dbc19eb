"""Drawing on your own sheet: the card's shape (Draw), the 1 x 1 fallback, and
the house skills' second shape and extra parcel. Checks, legal actions and
effects; `state` is a CartographersState."""
from __future__ import annotations

from typing import Iterator

from ..core import Violation

from .actions import Draw, Fallback, Parcel, distinct
from .masks import bit, cells_of, mask_of, on_map
from .placement import edge_cells, fits, oriented_as, placements
from .sheet import DRAWABLE

ANY_TERRAIN = DRAWABLE[:4]      # house skill any_terrain: forest, village, farm, water
RUINS_FALLBACK = DRAWABLE       # §4 #7: "any terrain" = the Rift Lands list


# --- what applies to a player this turn --------------------------------------------------
def ruins_rule(state, player: int) -> bool:
    """Must this player's drawing cover an unfilled ruins cell (§1.5)? Not for a
    second shape, nor with the house skill ignore_ruins."""
    return (state.ruins_pending and "draw" in state.tasks[player]
            and state.turn_skill[player] != "ignore_ruins")


def draw_terrains(state, player: int) -> tuple[str, ...]:
    terrains = state.current_card().terrains
    if state.turn_skill[player] == "any_terrain":
        terrains = tuple(dict.fromkeys(terrains + ANY_TERRAIN))
    return terrains


def fallback_terrains(state, player: int) -> tuple[str, ...]:
    """The card's terrains, or any terrain under a ruins requirement (§4 #7)."""
    return RUINS_FALLBACK if ruins_rule(state, player) else draw_terrains(state, player)


def option_fits(state, player: int, option: int) -> bool:
    """Can option `option` of the current card be drawn on the player's sheet now?"""
    sheet = state.sheets[player]
    shape = state.current_card().options[option].shape
    over = state.turn_skill[player] == "over_the_edge"
    if ruins_rule(state, player):
        need = sheet.open_ruins
        return bool(need) and fits(sheet.filled, shape, need, over)
    return fits(sheet.filled, shape, 0, over)


def card_fits(state, player: int) -> bool:
    """Can any option of the current card be drawn (else the 1 x 1 fallback)?"""
    return any(option_fits(state, player, i) for i in range(len(state.current_card().options)))


def option_choices(state, player: int, option: int) -> tuple[list[int], list[tuple]]:
    """The legal placements of option `option` for this player now: masks inside
    the map, and (over_the_edge only) the full cells of those past the edge."""
    sheet = state.sheets[player]
    shape = state.current_card().options[option].shape
    ruins = ruins_rule(state, player)
    need = sheet.open_ruins if ruins else 0
    if ruins and not need:
        return [], []
    inside = placements(sheet.filled, shape, need)
    if state.turn_skill[player] != "over_the_edge":
        return inside, []
    return inside, [cells for _, cells in edge_cells(sheet.filled, shape, need)]


def option_placements(state, player: int, option: int) -> list[tuple]:
    """The cells of every legal placement of option `option` for this player now."""
    inside, past_edge = option_choices(state, player, option)
    return [cells_of(m) for m in inside] + past_edge


# --- checks ------------------------------------------------------------------------------
def check_draw(state, player: int, action: Draw) -> Violation | None:
    tasks = state.tasks[player]
    second = "second" in tasks
    if not second and "draw" not in tasks:
        return Violation("phase.wrong", {"phase": state.phase})
    card = state.current_card()
    if not 0 <= action.option < len(card.options):
        return Violation("cartographers.not_an_option", {"option": action.option,
                                                          "options": len(card.options)})
    if second and state.first_draw[player] != (action.option, action.terrain):
        return Violation("cartographers.second_same")
    if action.terrain not in draw_terrains(state, player):
        return Violation("cartographers.wrong_terrain", {"terrain": action.terrain})
    cells = action.cells
    if not distinct(cells):
        return Violation("cartographers.bad_cells")
    if not oriented_as(cells, card.options[action.option].shape):
        return Violation("cartographers.wrong_shape", {}, cells)
    return check_cells(state, player, cells, over_edge=state.turn_skill[player] == "over_the_edge",
                       ruins=not second and ruins_rule(state, player))


def check_cells(state, player: int, cells, over_edge: bool, ruins: bool,
                sheet=None) -> Violation | None:
    """On the map (or partly, over the edge), nothing filled covered, a ruin covered."""
    off = tuple(c for c in cells if not on_map(c))
    if off and not (over_edge and len(off) < len(cells)):
        return Violation("cartographers.off_map", {}, off)
    sheet = sheet or state.sheets[player]
    mask = mask_of(c for c in cells if on_map(c))
    covered = mask & sheet.filled
    if covered:
        return Violation("cartographers.covers_filled", {}, cells_of(covered))
    if ruins and not mask & sheet.open_ruins:
        return Violation("cartographers.must_cover_ruins", {}, cells_of(sheet.open_ruins))
    return None


def check_fallback(state, player: int, action: Fallback) -> Violation | None:
    tasks = state.tasks[player]
    repeat = "second" in tasks and state.first_draw[player][0] == -1
    if not repeat and "draw" not in tasks:
        return Violation("phase.wrong", {"phase": state.phase})
    if repeat and action.terrain != state.first_draw[player][1]:
        return Violation("cartographers.second_same")
    if not repeat and card_fits(state, player):
        return Violation("cartographers.fallback_not_allowed", {}, (action.cell,))
    terrains = fallback_terrains(state, player) if not repeat else (action.terrain,)
    if action.terrain not in terrains:
        return Violation("cartographers.wrong_terrain", {"terrain": action.terrain})
    return check_cells(state, player, (action.cell,), False, False)


def check_parcel(state, player: int, action: Parcel) -> Violation | None:
    if "parcel" not in state.tasks[player]:
        return Violation("phase.wrong", {"phase": state.phase})
    if action.terrain not in state.current_card().terrains:
        return Violation("cartographers.wrong_terrain", {"terrain": action.terrain})
    return check_cells(state, player, (action.cell,), False, False)


# --- legal actions -----------------------------------------------------------------------
def legal_draws(state, player: int) -> Iterator:
    """Draw actions (or the fallbacks when nothing fits) for a draw or second task."""
    tasks = state.tasks[player]
    empty = cells_of(state.sheets[player].empty)
    if "second" in tasks:
        option, terrain = state.first_draw[player]
        if option == -1:
            for cell in empty:
                yield Fallback(terrain, cell)
            return
        shape = state.current_card().options[option].shape
        for mask in placements(state.sheets[player].filled, shape):
            yield Draw(option, terrain, cells_of(mask))
        return
    if "draw" in tasks:
        card = state.current_card()
        terrains = draw_terrains(state, player)
        any_fit = False
        for option in range(len(card.options)):
            found = option_placements(state, player, option)
            any_fit = any_fit or bool(found)
            for terrain in terrains:
                for cells in found:
                    yield Draw(option, terrain, cells)
        if not any_fit:
            for terrain in fallback_terrains(state, player):
                for cell in empty:
                    yield Fallback(terrain, cell)
    if "parcel" in tasks:
        for terrain in state.current_card().terrains:
            for cell in empty:
                yield Parcel(terrain, cell)


# --- effects -----------------------------------------------------------------------------
def do_draw(state, player: int, action: Draw) -> None:
    card = state.current_card()
    mask = mask_of(c for c in action.cells if on_map(c))
    first = "draw" in state.tasks[player]
    coin = first and (card.options[action.option].coin or state.turn_skill[player] == "coin_shape")
    state.put("sheets", player, state.sheets[player].drawn(mask, action.terrain, coin))
    _drawn(state, player, first, (action.option, action.terrain))


def do_fallback(state, player: int, action: Fallback) -> None:
    first = "draw" in state.tasks[player]
    state.put("sheets", player, state.sheets[player].drawn(bit(action.cell), action.terrain))
    _drawn(state, player, first, (-1, action.terrain))


def do_parcel(state, player: int, action: Parcel) -> None:
    state.put("sheets", player, state.sheets[player].drawn(bit(action.cell), action.terrain))
    state.finish(player, "parcel")


def _drawn(state, player: int, first: bool, choice: tuple) -> None:
    """The draw (or second) task is done; the house skills may add a follow-up."""
    if not first:
        state.finish(player, "second")
        return
    follow = ()
    sheet = state.sheets[player]
    skill = state.turn_skill[player]
    if skill == "second_shape" and _second_possible(state, sheet, choice):
        follow = ("second",)
        state.put("first_draw", player, choice)
    elif skill == "extra_parcel" and sheet.empty:
        follow = ("parcel",)
    state.finish(player, "draw", follow)


def _second_possible(state, sheet, choice: tuple) -> bool:
    option, _ = choice
    if option == -1:
        return bool(sheet.empty)
    return fits(sheet.filled, state.current_card().options[option].shape)
