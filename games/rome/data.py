"""The Rome data: data/rome/*.yaml validated (a fault is a DataError with file and line) into RomeData."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..core import paths
from ..core.i18n import LANGUAGES
from ..core.checker import Checker
from ..core.loader import load_yaml, line_of

from .missions import RULES

TERRAINS = ("Y", "P", "G", "Q", "R")  # grain, vineyard, olive grove, quarry, town quarter
FORTRESS = "X"                        # the joker building (spec: Advanced variant, 7)
MARKET_BONUSES = ("gem", "single_tile", "building", "double_tile", "fortress")
MAX_PLAYERS = 5
FILES = ("components.yaml", "advanced.yaml", "missions.yaml")


@dataclass(frozen=True, eq=False)
class Mission:
    """A mission card: number, printed coin, scoring rule id, its numbers, its text."""
    id: int
    coin: int
    rule: str
    params: dict
    text: dict


@dataclass(frozen=True, eq=False)
class RomeData:
    """Everything the rules read from data/rome/."""
    rounds: int
    tiles_per_round: int
    buildings_per_round: int
    tiles_per_player: dict
    buildings: dict
    start_gems: int
    gem_points: tuple
    gems_beyond: int
    building_cards: dict
    elephants_per_player: int
    start_missions: int
    start_tiles: tuple
    double_tiles: tuple
    single_tiles: dict
    market: tuple
    market_texts: tuple
    missions: dict

    def gem_value(self, gems: int) -> int:
        """Points for `gems` gems held (spec: Data: beyond the table, a fixed step per gem)."""
        last = len(self.gem_points) - 1
        if gems <= last:
            return self.gem_points[gems]
        return self.gem_points[last] + (gems - last) * self.gems_beyond


def data_paths(data_dir=None) -> list[Path]:
    root = paths.data_dir(data_dir) / "rome"
    return [root / name for name in FILES]


def load_data(data_dir=None) -> RomeData:
    """The Rome data from `data_dir` (default data/); cached, read-only."""
    return _cached(str(paths.data_dir(data_dir)))


@lru_cache(maxsize=8)
def _cached(root: str) -> RomeData:
    return read_data(root)


def read_data(data_dir) -> RomeData:
    """Read and validate the three files (uncached)."""
    components, advanced, missions = data_paths(data_dir)
    basic = _read_components(components)
    extra = _read_advanced(advanced, basic["rounds"])
    return RomeData(**basic, **extra, missions=_read_missions(missions, basic["rounds"]))


def _top(path) -> tuple[Checker, dict]:
    data = load_yaml(path)
    check = Checker(path)
    if not isinstance(data, dict):
        check.fail(data, "expected a mapping of named entries")
    return check, data


def _count(check: Checker, data: dict, key: str, least: int = 0) -> int:
    value = check.field(data, key, int, repr(key))
    if value < least:
        check.fail(data, f"{key!r} must be {least} or more, not {value}", key)
    return value


def _terrain_counts(check: Checker, data: dict, key: str) -> dict:
    counts = check.field(data, key, dict, repr(key))
    for terrain in counts:
        check.choice(terrain, TERRAINS, f"{key}: terrain", counts, terrain)
        _count(check, counts, terrain)
    for terrain in TERRAINS:
        if terrain not in counts:
            check.fail(counts, f"{key}: missing terrain {terrain}")
    return {t: counts[t] for t in TERRAINS}


def _texts(check: Checker, entry: dict, what: str) -> dict:
    text = check.field(entry, "text", dict, f"{what}: 'text'")
    for lang in LANGUAGES:
        if not isinstance(text.get(lang), str) or not text[lang].strip():
            check.fail(text, f"{what}: 'text' needs a non-empty {lang!r} text")
    return {lang: text[lang] for lang in LANGUAGES}


def _read_components(path) -> dict:
    check, data = _top(path)
    rounds = _count(check, data, "rounds", 1)
    per_round = _count(check, data, "tiles_per_round", 1)
    per_round_buildings = _count(check, data, "buildings_per_round")
    if per_round_buildings > per_round:
        check.fail(data, f"{per_round_buildings} buildings do not fit on a row of {per_round} "
                         "tiles", "buildings_per_round")
    tiles = _terrain_counts(check, data, "tiles_per_player")
    if sum(tiles.values()) != rounds * per_round:
        check.fail(data, f"tiles_per_player: {sum(tiles.values())} tiles, but {rounds} rounds "
                         f"of {per_round} need exactly {rounds * per_round}", "tiles_per_player")
    buildings = check.field(data, "buildings", dict, "'buildings'")
    for terrain in TERRAINS:
        if not isinstance(buildings.get(terrain), str):
            check.fail(buildings, f"buildings: terrain {terrain} needs a building name")
    for terrain in buildings:
        check.choice(terrain, TERRAINS, "buildings: terrain", buildings, terrain)
    table = check.field(data, "gem_points", dict, "'gem_points'")
    if sorted(table) != list(range(len(table))) or not table:
        check.fail(data, "gem_points must list the points for 0, 1, 2, ... gems without a gap",
                   "gem_points")
    points = []
    for gems in range(len(table)):
        value = _count(check, table, gems)
        if points and value < points[-1]:
            check.fail(table, f"gem_points: {gems} gems score less than {gems - 1}", gems)
        points.append(value)
    cards = check.field(data, "building_cards", dict, "'building_cards'")
    needed = rounds * per_round_buildings
    for name, order in cards.items():
        check.sequence(order, f"building card {name}", cards, name)
        if len(order) != needed:
            check.fail(cards, f"building card {name} has {len(order)} buildings; {rounds} rounds "
                              f"of {per_round_buildings} need {needed}", name)
        for j, terrain in enumerate(order):
            check.choice(terrain, TERRAINS, f"building card {name}: building", order, j)
    if len(cards) < MAX_PLAYERS:
        check.fail(data, f"{MAX_PLAYERS} players need {MAX_PLAYERS} building cards, "
                         f"found {len(cards)}", "building_cards")
    return {"rounds": rounds, "tiles_per_round": per_round,
            "buildings_per_round": per_round_buildings, "tiles_per_player": tiles,
            "buildings": {t: buildings[t] for t in TERRAINS},
            "start_gems": _count(check, data, "start_gems"), "gem_points": tuple(points),
            "gems_beyond": _count(check, data, "gems_beyond"),
            "building_cards": {str(k): tuple(v) for k, v in cards.items()}}


def _read_advanced(path, rounds: int) -> dict:
    check, data = _top(path)
    elephants = _count(check, data, "elephants_per_player", 1)
    start_missions = _count(check, data, "start_missions", 1)
    starts = check.field(data, "start_tiles", list, "'start_tiles'")
    for j, terrain in enumerate(starts):
        check.choice(terrain, TERRAINS, "start tile", starts, j)
    if len(starts) < MAX_PLAYERS:
        check.fail(data, f"{MAX_PLAYERS} players need {MAX_PLAYERS} start tiles, "
                         f"found {len(starts)}", "start_tiles")
    doubles = check.field(data, "double_tiles", list, "'double_tiles'")
    for j, pair in enumerate(doubles):
        if not isinstance(pair, list) or len(pair) != 2:
            check.fail(doubles, f"double tile {j + 1} must be a pair of terrains, not {pair!r}", j)
        for terrain in pair:
            check.choice(terrain, TERRAINS, f"double tile {j + 1}: terrain", doubles, j)
    singles = _terrain_counts(check, data, "single_tiles")
    segments = check.field(data, "market", list, "'market'")
    bonuses, texts = [], []
    for j, segment in enumerate(segments):
        check.mapping(segment, f"market segment {j + 1}", segments, j)
        bonus = check.field(segment, "bonus", str, f"market segment {j + 1}: 'bonus'")
        check.choice(bonus, MARKET_BONUSES, f"market segment {j + 1}: bonus", segment, "bonus")
        bonuses.append(bonus)
        texts.append(_texts(check, segment, f"market segment {j + 1}"))
    if len(bonuses) < MAX_PLAYERS:
        check.fail(data, f"{MAX_PLAYERS} players need {MAX_PLAYERS} market segments, "
                         f"found {len(bonuses)}", "market")
    # The market is filled at the start and after rounds 1 to rounds-1: in the
    # worst case every segment is taken every round.
    need_doubles = rounds * (len(bonuses) + bonuses.count("double_tile"))
    if len(doubles) < need_doubles:
        check.fail(data, f"the market may need {need_doubles} double tiles, "
                         f"found {len(doubles)}", "double_tiles")
    need_singles = rounds * bonuses.count("single_tile")
    if sum(singles.values()) < need_singles:
        check.fail(data, f"the market may need {need_singles} single tiles, "
                         f"found {sum(singles.values())}", "single_tiles")
    return {"elephants_per_player": elephants, "start_missions": start_missions,
            "start_tiles": tuple(starts), "double_tiles": tuple(tuple(p) for p in doubles),
            "single_tiles": singles, "market": tuple(bonuses), "market_texts": tuple(texts)}


def _read_missions(path, rounds: int) -> dict[int, Mission]:
    check, data = _top(path)
    entries = check.field(data, "missions", list, "'missions'")
    missions: dict[int, Mission] = {}
    first_line: dict[int, int | None] = {}
    for j, entry in enumerate(entries):
        check.mapping(entry, f"mission entry {j + 1}", entries, j)
        ident = check.field(entry, "id", int, "the mission number 'id'")
        if ident in missions:
            check.fail(entry, f"mission {ident} appears twice (first on line "
                              f"{first_line[ident]})", "id")
        first_line[ident] = line_of(entry, "id")
        coin = check.field(entry, "coin", int, f"mission {ident}: 'coin'")
        if coin < 0:
            check.fail(entry, f"mission {ident}: coin {coin} must be 0 or more", "coin")
        rule = check.field(entry, "rule", str, f"mission {ident}: 'rule'")
        if rule not in RULES:
            check.fail(entry, f"mission {ident}: unknown rule {rule!r} "
                              f"(known: {', '.join(sorted(RULES))})", "rule")
        params = {}
        for name, kind in RULES[rule].params.items():
            value = check.field(entry, name, int if kind is int else str, f"mission {ident}: {name!r}")
            if kind is int and value < 0:
                check.fail(entry, f"mission {ident}: {name} {value} must be 0 or more", name)
            if kind is str:
                check.choice(value, TERRAINS, f"mission {ident}: {name}", entry, name)
            params[name] = value
        for key in entry:
            if key not in ("id", "coin", "rule", "text") and key not in params:
                check.fail(entry, f"mission {ident}: rule {rule} takes no {key!r}", key)
        missions[ident] = Mission(ident, coin, rule, params, _texts(check, entry, f"mission {ident}"))
    missing = sorted(set(range(1, len(missions) + 1)) - set(missions))
    if missing:
        check.fail(data, f"mission {missing[0]} is missing (missions are numbered 1 to "
                         f"{len(missions)})", "missions")
    # Every player keeps a start mission and one a round, and only kept cards
    # leave the draw (spec: The mission deck): the deck must hold them all.
    kept = MAX_PLAYERS * (rounds + 1)
    if len(missions) < kept:
        check.fail(data, f"{MAX_PLAYERS} players keep {rounds + 1} missions each (a start mission "
                         f"and one a round): {kept} needed, found {len(missions)}", "missions")
    return dict(sorted(missions.items()))
