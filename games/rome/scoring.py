"""Rome scoring as pure functions: buildings, gems, missions, and the tie-break by gems."""
from __future__ import annotations

from itertools import product
from typing import Iterable, Mapping, Sequence

from ..core import ScoreItem, ScoreSheet

from .data import RomeData
from .landscape import FORTRESS, Cell, Survey, Tile
from .missions import RULES, gem_marks


def building_items(survey: Survey) -> list[ScoreItem]:
    """Key `building:I`, I the tile's index in placement order (spec: Position file). A
    fortress that several colours score most also names them (`tied`) and why it took
    its colour (`tie`: "missions" or "order", see `settled`)."""
    items = []
    for score in survey.building_scores():
        kind = "fortress" if score.building == FORTRESS else "building"
        params = {"tile": score.index + 1, "areas": len(score.areas), "points": score.points}
        if len(score.tied) > 1:
            params.update(tied=score.tied, tie=survey.ties.get(score.cell, "order"))
        items.append(ScoreItem(f"building:{score.index}", score.points,
                               f"rome.{kind}.{score.colour}", params, score.cells))
    return items


def settled(data: RomeData, survey: Survey, gems: int, missions: Sequence[int]) -> Survey:
    """The survey with the colour of each fortress that several colours score most
    settled (spec: Table decisions): the one that gives its owner the highest total,
    missions included; if that ties too, the first of Y, P, G, Q, R (for several
    fortresses: the first such choice, fortresses in placement order). Each settled
    fortress notes why in `ties`: "missions" when another of its colours would give a
    lower total, else "order"."""
    land = survey.landscape
    open_ = [(cell, survey.tied_colours(cell)) for _, cell in survey.building_cells if land[cell].fortress]
    open_ = [(cell, tied) for cell, tied in open_ if len(tied) > 1]
    if not open_ or not missions or all(cell in survey.colours for cell, _ in open_):
        return survey   # nothing to settle, nothing a colour changes (the first), or settled
    key = (gems, tuple(missions))
    found = survey._settled.get(key)
    if found is not None:
        return found
    cells = [cell for cell, _ in open_]
    totals: dict[tuple, int] = {}
    for choice in product(*(tied for _, tied in open_)):   # in the order Y, P, G, Q, R
        candidate = survey.with_colours(dict(zip(cells, choice)))
        totals[choice] = sum(item.points for item in score_items(data, land, gems, (), missions, candidate))
    best = max(totals.values())
    choice = next(c for c, total in totals.items() if total == best)   # the first with it
    found = survey.with_colours(dict(zip(cells, choice)))
    for i, (cell, tied) in enumerate(open_):
        others = [choice[:i] + (colour,) + choice[i + 1:] for colour in tied]
        found.ties[cell] = "missions" if any(totals[c] != best for c in others) else "order"
    survey._settled[key] = found
    return found


def gem_item(data: RomeData, gems: int) -> ScoreItem:
    return ScoreItem("gems", data.gem_value(gems), "rome.gems", {"gems": gems}, gem_marks(gems))


def mission_item(data: RomeData, survey: Survey, gems: int, mission_id: int) -> ScoreItem:
    mission = data.missions[mission_id]
    result = RULES[mission.rule].score(survey, gems, mission.params)
    params = {"id": mission_id, "count": result.count, **mission.params}
    return ScoreItem(f"mission:{mission_id}", result.points, f"rome.mission.{mission_id}",
                     params, result.cells)


def score_items(data: RomeData, landscape: Mapping[Cell, Tile], gems: int,
                elephants: Iterable[Cell] = (), missions: Sequence[int] = (),
                survey: Survey | None = None) -> list[ScoreItem]:
    """Buildings in placement order, then the gems, then the missions in the order kept."""
    survey = settled(data, survey or Survey(landscape, elephants), gems, missions)
    items = building_items(survey)
    items.append(gem_item(data, gems))
    items.extend(mission_item(data, survey, gems, m) for m in missions)
    return items


def gems_of(items: Sequence[ScoreItem]) -> int:
    return next((item.params["gems"] for item in items if item.key == "gems"), 0)


def rank_key(sheet: ScoreSheet) -> tuple[int, int]:
    """Most points; tie: most gems; still tied: a shared win (spec: Scoring)."""
    return (sheet.total, gems_of(sheet.items))


def winners(sheets: Sequence[ScoreSheet]) -> list[int]:
    keys = [rank_key(sheet) for sheet in sheets]
    best = max(keys)
    return [i for i, key in enumerate(keys) if key == best]
