"""The project's eight house skills (spec §6; the published cards were not
found, §4 #16): who may use one, what it costs and what it does. Effects that
change a drawing are read by drawing.py and ambush.py through `turn_skill` and
`small_ambush`."""
from __future__ import annotations

from typing import Iterator

from ..core import Violation

from .actions import UseSkill
from .masks import bit, cells_of, on_map

SKILL_IDS = ("extra_parcel", "any_terrain", "ignore_ruins", "over_the_edge", "small_ambush",
             "second_shape", "coin_shape", "clear_monster")
# Skills that change this turn's drawing; small_ambush waits for the next monster
# this season, clear_monster acts at once.
TURN_SKILLS = ("extra_parcel", "any_terrain", "ignore_ruins", "over_the_edge", "second_shape",
               "coin_shape")


def check_use(state, player: int, action: UseSkill) -> Violation | None:
    """At most one skill per player and season, before drawing, paid with coins
    still on the track (§1.10)."""
    if not state.options.get("skills"):
        return Violation("cartographers.skills_off")
    if "draw" not in state.tasks[player]:
        return Violation("phase.wrong", {"phase": state.phase})
    if action.skill not in state.skills:
        return Violation("cartographers.skill_not_revealed", {"skill": action.skill})
    if state.season_skill[player] is not None:
        return Violation("cartographers.skill_used", {"skill": state.season_skill[player]})
    cost = state.data.skills[action.skill].cost
    sheet = state.sheets[player]
    if sheet.coins_left < cost:
        return Violation("cartographers.skill_cost", {"cost": cost, "coins": sheet.coins_left})
    if action.skill == "clear_monster":
        cell = action.cell
        if not (len(cell) == 2 and on_map(cell) and bit(cell) & sheet.monster):
            return Violation("cartographers.skill_no_monster", {}, cells_of(sheet.monster))
    elif action.cell != ():
        return Violation("cartographers.bad_cells")
    return None


def legal_uses(state, player: int) -> Iterator[UseSkill]:
    if not state.options.get("skills") or state.season_skill[player] is not None:
        return
    if "draw" not in state.tasks[player]:
        return
    sheet = state.sheets[player]
    for skill in state.skills:
        if sheet.coins_left < state.data.skills[skill].cost:
            continue
        if skill == "clear_monster":
            for cell in cells_of(sheet.monster):
                yield UseSkill(skill, cell)
        else:
            yield UseSkill(skill)


def do_use(state, player: int, action: UseSkill) -> None:
    cost = state.data.skills[action.skill].cost
    sheet = state.sheets[player].paying(cost)
    state.put("season_skill", player, action.skill)
    if action.skill in TURN_SKILLS:
        state.put("turn_skill", player, action.skill)
    elif action.skill == "small_ambush":
        state.put("small_ambush", player, True)
    elif action.skill == "clear_monster":
        sheet = sheet.erased(bit(action.cell))
    state.put("sheets", player, sheet)
