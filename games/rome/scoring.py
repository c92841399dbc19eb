"""Rome scoring as pure functions: buildings, gems, missions, and the tie-break by gems."""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence

from ..core import ScoreItem, ScoreSheet

from .data import RomeData
from .landscape import FORTRESS, Cell, Survey, Tile
from .missions import RULES, gem_marks


def building_items(survey: Survey) -> list[ScoreItem]:
    """Key `building:I`, I the tile's index in placement order (spec: Position file)."""
    items = []
    for score in survey.building_scores():
        kind = "fortress" if score.building == FORTRESS else "building"
        params = {"tile": score.index + 1, "areas": len(score.areas), "points": score.points}
        items.append(ScoreItem(f"building:{score.index}", score.points,
                               f"rome.{kind}.{score.colour}", params, score.cells))
    return items


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
    survey = survey or Survey(landscape, elephants)
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
