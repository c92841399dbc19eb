"""The advanced variant's mission rules: one function per rule id of data/rome/missions.yaml."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .landscape import TERRAINS, Survey, neighbours

LINE_AXES = ((1, 0), (0, 1), (1, -1))  # the three hex axes (spec: mission 9)


def gem_mark(k: int) -> tuple[str, int]:
    """What a score item lights for the `k`-th gem held (gems lie beside the landscape, not on it)."""
    return ("gem", k)


def gem_marks(gems: int) -> tuple:
    return tuple(gem_mark(k) for k in range(gems))


@dataclass(frozen=True)
class MissionResult:
    """How many things a mission counted, the points they make, the cells to light."""
    count: int
    points: int
    cells: tuple = ()


@dataclass(frozen=True)
class Rule:
    """A scoring rule: the numbers it reads from the card (name -> int or str)."""
    params: dict
    score: Callable[[Survey, int, dict], MissionResult]


def _each(items: list, each: int) -> MissionResult:
    """`each` points per counted thing; a thing is a cell or an area (its cells)."""
    cells = set()
    for item in items:
        cells |= set(item.cells) if hasattr(item, "cells") else {item}
    return MissionResult(len(items), len(items) * each, tuple(sorted(cells)))


def areas_of_terrain(survey: Survey, gems: int, p: dict) -> MissionResult:
    return _each([a for a in survey.areas if a.key == p["terrain"]], p["points"])


def single_tile_areas(survey: Survey, gems: int, p: dict) -> MissionResult:
    return _each([a for a in survey.areas if len(a) == 1], p["points"])


def _largest(areas: list, each: int) -> MissionResult:
    """`each` points per tile of the largest of `areas`; none: 0."""
    if not areas:
        return MissionResult(0, 0)
    best = max(areas, key=len)
    return MissionResult(len(best), len(best) * each, tuple(sorted(best.cells)))


def largest_area(survey: Survey, gems: int, p: dict) -> MissionResult:
    return _largest(survey.areas, p["points"])


def elephants_near_buildings(survey: Survey, gems: int, p: dict) -> MissionResult:
    """A fortress is a building here (spec: Mission decisions)."""
    land = survey.landscape
    found = [e for e in survey.elephants
             if any(n in land and land[n].building for n in neighbours(e))]
    return _each(found, p["points"])


def longest_line(survey: Survey, gems: int, p: dict) -> MissionResult:
    """Unbroken runs of tiles along any of the three hex axes (spec: mission 9)."""
    land, best = survey.landscape, ()
    for dq, dr in LINE_AXES:
        for q, r in land:
            if (q - dq, r - dr) in land:
                continue  # not the start of a run
            run = []
            cell = (q, r)
            while cell in land:
                run.append(cell)
                cell = (cell[0] + dq, cell[1] + dr)
            if len(run) > len(best):
                best = tuple(run)
    return MissionResult(len(best), len(best) * p["points"], tuple(sorted(best)))


def _largest_per_terrain(survey: Survey, size: int) -> dict:
    """Terrain -> its largest area, for the terrains with an area of `size`+ tiles."""
    best = {}
    for area in survey.areas:
        if len(area) >= size and len(area) > len(best.get(area.key, ())):
            best[area.key] = area
    return best


def terrains_with_large_area(survey: Survey, gems: int, p: dict) -> MissionResult:
    best = _largest_per_terrain(survey, p["size"])
    return _each([best[t] for t in TERRAINS if t in best], p["points"])


def buildings(survey: Survey, gems: int, p: dict) -> MissionResult:
    return _each([cell for _, cell in survey.building_cells], p["points"])


def gem_mission(survey: Survey, gems: int, p: dict) -> MissionResult:
    return MissionResult(gems, gems * p["points"], gem_marks(gems))


def elephants(survey: Survey, gems: int, p: dict) -> MissionResult:
    return _each(list(survey.elephants), p["points"])


def shared_areas(survey: Survey, gems: int, p: dict) -> MissionResult:
    """Areas with `buildings`+ buildings of their colour on or next to them (fortress: best colour)."""
    count: dict = {}
    for score in survey.building_scores():
        for area in survey.touching(score.cell, score.colour):
            count[area] = count.get(area, 0) + 1
    return _each([a for a in survey.areas if count.get(a, 0) >= p["buildings"]], p["points"])


def surrounded_tiles(survey: Survey, gems: int, p: dict) -> MissionResult:
    land = survey.landscape
    return _each([c for c in land if all(n in land for n in neighbours(c))], p["points"])


def edge_tiles(survey: Survey, gems: int, p: dict) -> MissionResult:
    land = survey.landscape
    return _each([c for c in land if sum(n in land for n in neighbours(c)) <= p["neighbours"]],
                 p["points"])


def rarest_terrain(survey: Survey, gems: int, p: dict) -> MissionResult:
    """A missing terrain is the rarest: 0 tiles, 0 points (spec: mission 17)."""
    counts = {t: [] for t in TERRAINS}
    for cell, tile in survey.landscape.items():
        counts[tile.terrain].append(cell)
    rarest = min(TERRAINS, key=lambda t: len(counts[t]))
    return _each(counts[rarest], p["points"])


def strong_buildings(survey: Survey, gems: int, p: dict) -> MissionResult:
    """A fortress is a building here, scoring as its best colour."""
    return _each([s.cell for s in survey.building_scores() if s.points >= p["score"]], p["points"])


def lonely_elephants(survey: Survey, gems: int, p: dict) -> MissionResult:
    areas = [survey.elephant_area(e) for e in survey.elephants]
    return _each([e for e, a in zip(survey.elephants, areas) if areas.count(a) == 1], p["points"])


def great_building(survey: Survey, gems: int, p: dict) -> MissionResult:
    """Scores once, however many buildings reach the threshold."""
    great = [s for s in survey.building_scores() if s.points >= p["score"]]
    if not great:
        return MissionResult(0, 0)
    best = max(great, key=lambda s: s.points)
    return MissionResult(1, p["points"], best.cells)


def largest_area_of_terrain(survey: Survey, gems: int, p: dict) -> MissionResult:
    """No tile of the terrain: 0 (our decision, spec silent)."""
    return _largest([a for a in survey.areas if a.key == p["terrain"]], p["points"])


def large_areas(survey: Survey, gems: int, p: dict) -> MissionResult:
    return _each([a for a in survey.areas if len(a) >= p["size"]], p["points"])


def terrains(survey: Survey, gems: int, p: dict) -> MissionResult:
    """Each terrain with at least one tile counts once; all its tiles light up."""
    found = {t: [c for c, tile in survey.landscape.items() if tile.terrain == t] for t in TERRAINS}
    present = [cells for cells in found.values() if cells]
    cells = tuple(sorted(c for group in present for c in group))
    return MissionResult(len(present), len(present) * p["points"], cells)


def lone_buildings(survey: Survey, gems: int, p: dict) -> MissionResult:
    """A fortress is a building here, both as the one counted and as a neighbour (spec: Mission decisions)."""
    land = survey.landscape
    return _each([cell for _, cell in survey.building_cells
                  if not any(n in land and land[n].building for n in neighbours(cell))], p["points"])


def crowded_areas(survey: Survey, gems: int, p: dict) -> MissionResult:
    """An elephant is in the area of the tile it stands on."""
    count: dict = {}
    for elephant in survey.elephants:
        area = survey.elephant_area(elephant)
        if area is not None:
            count[area] = count.get(area, 0) + 1
    return _each([a for a in survey.areas if count.get(a, 0) >= p["elephants"]], p["points"])


def every_terrain_area(survey: Survey, gems: int, p: dict) -> MissionResult:
    """Scores once if each of the five terrains has an area of `size`+ tiles."""
    best = _largest_per_terrain(survey, p["size"])
    if len(best) < len(TERRAINS):
        return MissionResult(0, 0)
    cells = tuple(sorted(c for area in best.values() for c in area.cells))
    return MissionResult(1, p["points"], cells)


_POINTS = {"points": int}
RULES: dict[str, Rule] = {
    "areas_of_terrain": Rule({"terrain": str, **_POINTS}, areas_of_terrain),
    "single_tile_areas": Rule(_POINTS, single_tile_areas),
    "largest_area": Rule(_POINTS, largest_area),
    "elephants_near_buildings": Rule(_POINTS, elephants_near_buildings),
    "longest_line": Rule(_POINTS, longest_line),
    "terrains_with_large_area": Rule({"size": int, **_POINTS}, terrains_with_large_area),
    "buildings": Rule(_POINTS, buildings),
    "gems": Rule(_POINTS, gem_mission),
    "elephants": Rule(_POINTS, elephants),
    "shared_areas": Rule({"buildings": int, **_POINTS}, shared_areas),
    "surrounded_tiles": Rule(_POINTS, surrounded_tiles),
    "edge_tiles": Rule({"neighbours": int, **_POINTS}, edge_tiles),
    "rarest_terrain": Rule(_POINTS, rarest_terrain),
    "strong_buildings": Rule({"score": int, **_POINTS}, strong_buildings),
    "lonely_elephants": Rule(_POINTS, lonely_elephants),
    "great_building": Rule({"score": int, **_POINTS}, great_building),
    "largest_area_of_terrain": Rule({"terrain": str, **_POINTS}, largest_area_of_terrain),
    "large_areas": Rule({"size": int, **_POINTS}, large_areas),
    "terrains": Rule(_POINTS, terrains),
    "lone_buildings": Rule(_POINTS, lone_buildings),
    "crowded_areas": Rule({"elephants": int, **_POINTS}, crowded_areas),
    "every_terrain_area": Rule({"size": int, **_POINTS}, every_terrain_area),
}
