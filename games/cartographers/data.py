"""The Cartographers data: read and validate data/cartographers/*.yaml (maps,
explore, ruins and ambush cards, seasons and edicts, scoring cards, skills);
every fault is a DataError naming the file and the line."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..core import paths
from ..core.i18n import LANGUAGES
from ..core.checker import Checker
from ..core.loader import is_int, line_of, load_yaml
from ..core.shape import Shape

from . import masks
from .components import (AmbushCard, CardOption, CartographersData, ExploreCard, MapSide, RuinsCard,
                         ScoringCard, Season, Skill, SoloTitle)
from .scoring_cards import SCORING
from .sheet import DRAWABLE
from .skills import SKILL_IDS

Cell = tuple[int, int]
DIRECTIONS = ("clockwise", "counterclockwise")
CORNERS = ("top_left", "top_right", "bottom_right", "bottom_left")
FILES = ("maps.yaml", "cards.yaml", "seasons.yaml", "scoring.yaml", "skills.yaml")


def data_path(data_dir=None) -> Path:
    return paths.data_dir(data_dir) / "cartographers"


def load_data(data_dir=None) -> CartographersData:
    """The validated data from `data_dir` (default data/); cached, read-only."""
    return _cached(str(paths.data_dir(data_dir)))


@lru_cache(maxsize=8)
def _cached(root: str) -> CartographersData:
    return read_data(data_path(root))


def read_data(folder) -> CartographersData:
    """Read and validate the five files in `folder` (uncached)."""
    folder = Path(folder)
    coin_track, maps = _read_maps(folder / "maps.yaml")
    explore, ruins, ambush, promo = _read_cards(folder / "cards.yaml")
    scoring_path = folder / "scoring.yaml"
    categories, scoring, titles = _read_scoring(scoring_path)
    seasons, letters, fixed = _read_seasons(folder / "seasons.yaml", scoring, categories)
    if len(categories) != len(letters):
        Checker(scoring_path).fail(None, f"{len(categories)} categories for {len(letters)} edicts: "
                                         "one card of each category goes under each edict")
    skills, revealed = _read_skills(folder / "skills.yaml")
    deck_time = sum(card.time for card in explore.values())
    for season in seasons:
        if season.time > deck_time:
            Checker(folder / "seasons.yaml").fail(None, f"season {season.key} needs time {season.time} "
                                                        f"but the explore deck holds only {deck_time}")
    return CartographersData(maps, explore, ruins, ambush, promo, seasons, letters, fixed,
                             categories, scoring, titles, skills, revealed)


# --- small checked readers -----------------------------------------------------------
def _int(check: Checker, entry, key, what: str, low: int | None = None) -> int:
    value = check.field(entry, key, int, what)
    if low is not None and value < low:
        check.fail(entry, f"{what} must be {low} or more, not {value}", key)
    return value


def _texts(check: Checker, entry, key: str, what: str) -> dict:
    value = check.field(entry, key, dict, f"{what}: {key!r}")
    for lang in LANGUAGES:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            check.fail(value, f"{what}: {key!r} needs a non-empty {lang!r} text")
    return dict(value)


def _cell(check: Checker, value, where, index, what: str) -> Cell:
    if not (isinstance(value, list) and len(value) == 2
            and all(map(is_int, value))):
        check.fail(where, f"{what}: cell {value!r} is not a pair of integers [row, col]", index)
    return (value[0], value[1])


def _cells(check: Checker, entry, key: str, what: str, on_map: bool) -> tuple[Cell, ...]:
    listed = check.field(entry, key, list, f"{what}: {key!r}")
    cells = []
    for i, value in enumerate(listed):
        cell = _cell(check, value, listed, i, what)
        if on_map and not masks.on_map(cell):
            check.fail(listed, f"{what}: cell {list(cell)} is off the 11 x 11 map", i)
        if cell in cells:
            check.fail(listed, f"{what}: cell {list(cell)} is listed twice", i)
        cells.append(cell)
    return tuple(cells)


def _shape(check: Checker, entry, what: str) -> Shape:
    cells = _cells(check, entry, "cells", what, on_map=False)
    if not cells:
        check.fail(entry, f"{what}: a shape needs at least one cell", "cells")
    shape = Shape(cells)
    if shape.cells != tuple(sorted(cells)):
        check.fail(entry, f"{what}: shape cells must start at row 0 and column 0", "cells")
    if shape.height > masks.SIZE or shape.width > masks.SIZE:
        check.fail(entry, f"{what}: the shape does not fit on the map", "cells")
    return shape


def _entries(check: Checker, data, key: str, what: str) -> list:
    entries = check.field(data, key, list, f"{key!r}")
    for i, entry in enumerate(entries):
        check.mapping(entry, f"{what} {i + 1}", entries, i)
    return entries


def _unique_id(check: Checker, seen: dict, entry, value) -> None:
    if value in seen:
        check.fail(entry, f"id {value!r} appears twice (first on line {seen[value]})", "id")
    seen[value] = line_of(entry, "id")


# --- the files -----------------------------------------------------------------------
def _read_maps(path) -> tuple[int, dict]:
    data, check = load_yaml(path), Checker(path)
    check.mapping(data, "the maps file")
    grid = check.field(data, "grid", dict, "'grid'")
    if grid.get("rows") != masks.SIZE or grid.get("cols") != masks.SIZE:
        check.fail(data, "the map pad is 11 x 11: grid must be {rows: 11, cols: 11}", "grid")
    track = _int(check, data, "coin_track_length", "'coin_track_length'", 1)
    sides = check.field(data, "maps", dict, "'maps'")
    if sorted(sides) != ["A", "B"]:
        check.fail(data, f"the maps are sides A and B, not {sorted(map(str, sides))}", "maps")
    maps = {}
    for letter, entry in sides.items():
        check.mapping(entry, f"map {letter}", sides, letter)
        what = f"map {letter}"
        mountains = _cells(check, entry, "mountains", what, True)
        ruins = _cells(check, entry, "ruins", what, True)
        wasteland = _cells(check, entry, "wasteland", what, True)
        for key, first, second in (("ruins", ruins, mountains), ("wasteland", wasteland, mountains),
                                   ("wasteland", wasteland, ruins)):
            for cell in first:
                if cell in second:
                    check.fail(entry, f"{what}: cell {list(cell)} cannot be {key} and something else", key)
        for cell in mountains:  # the mountain coin needs four real neighbours (§1.4)
            if masks.bit(cell) & masks.EDGE:
                check.fail(entry, f"{what}: mountain {list(cell)} touches the map edge", "mountains")
        maps[letter] = MapSide(letter, _texts(check, entry, "name", what), mountains, ruins,
                               wasteland, track)
    return track, dict(sorted(maps.items()))


def _read_cards(path):
    data, check = load_yaml(path), Checker(path)
    check.mapping(data, "the cards file")
    seen: dict = {}
    explore = {}
    for entry in _entries(check, data, "explore_cards", "explore card"):
        card_id = _int(check, entry, "id", "explore card 'id'", 1)
        _unique_id(check, seen, entry, card_id)
        what = f"explore card {card_id}"
        terrains = check.field(entry, "terrains", list, f"{what}: 'terrains'")
        if not terrains:
            check.fail(entry, f"{what} needs at least one terrain", "terrains")
        for i, terrain in enumerate(terrains):
            check.choice(terrain, DRAWABLE, f"{what}: terrain", terrains, i)
        options = []
        listed = check.field(entry, "options", list, f"{what}: 'options'")
        if not listed:
            check.fail(entry, f"{what} needs at least one shape option", "options")
        for i, option in enumerate(listed):
            check.mapping(option, f"{what}: option {i + 1}", listed, i)
            coin = check.field(option, "coin", bool, f"{what}: 'coin'")
            options.append(CardOption(_shape(check, option, what), coin))
        explore[card_id] = ExploreCard(card_id, _texts(check, entry, "name", what),
                                       _int(check, entry, "time", f"{what}: 'time'", 0),
                                       tuple(terrains), tuple(options), _texts(check, entry, "text", what))
    ruins = {}
    for entry in _entries(check, data, "ruins_cards", "ruins card"):
        card_id = _int(check, entry, "id", "ruins card 'id'", 1)
        _unique_id(check, seen, entry, card_id)
        what = f"ruins card {card_id}"
        time = _int(check, entry, "time", f"{what}: 'time'", 0)
        ruins[card_id] = RuinsCard(card_id, _texts(check, entry, "name", what), time,
                                   _texts(check, entry, "text", what))
    ambush = _read_ambushes(check, data, "ambush_cards", seen)
    promo = _read_ambushes(check, data, "promo_ambush_cards", seen) if "promo_ambush_cards" in data else {}
    if not explore or not ambush:
        check.fail(data, "the game needs explore cards and ambush cards")
    return explore, ruins, ambush, promo


def _read_ambushes(check: Checker, data, key: str, seen: dict) -> dict:
    found = {}
    for entry in _entries(check, data, key, "ambush card"):
        card_id = _int(check, entry, "id", "ambush card 'id'", 1)
        _unique_id(check, seen, entry, card_id)
        what = f"ambush card {card_id}"
        direction = check.choice(check.field(entry, "pass", str, f"{what}: 'pass'"), DIRECTIONS,
                                 f"{what}: pass", entry, "pass")
        corner = check.choice(check.field(entry, "solo_corner", str, f"{what}: 'solo_corner'"),
                              CORNERS, f"{what}: solo_corner", entry, "solo_corner")
        found[card_id] = AmbushCard(card_id, _texts(check, entry, "name", what), direction, corner,
                                    _shape(check, entry, what), _texts(check, entry, "text", what))
    return found


def _read_scoring(path):
    data, check = load_yaml(path), Checker(path)
    check.mapping(data, "the scoring file")
    categories = check.field(data, "categories", list, "'categories'")
    scoring, seen = {}, {}
    for entry in _entries(check, data, "scoring_cards", "scoring card"):
        card_id = _int(check, entry, "id", "scoring card 'id'", 1)
        _unique_id(check, seen, entry, card_id)
        what = f"scoring card {card_id}"
        if card_id not in SCORING:
            check.fail(entry, f"{what} has no rule in the code (known ids: "
                              f"{', '.join(map(str, sorted(SCORING)))})", "id")
        category = check.choice(check.field(entry, "category", str, f"{what}: 'category'"),
                                categories, f"{what}: category", entry, "category")
        scoring[card_id] = ScoringCard(card_id, category, check.field(entry, "solo", int, f"{what}: 'solo'"),
                                       _texts(check, entry, "name", what), _texts(check, entry, "text", what))
    for card_id in sorted(set(SCORING) - set(scoring)):
        check.fail(data, f"the rule for scoring card {card_id} has no card in this file", "scoring_cards")
    for category in categories:
        if not any(card.category == category for card in scoring.values()):
            check.fail(data, f"category {category!r} has no scoring card", "categories")
    titles = []
    for entry in _entries(check, data, "solo_titles", "solo title"):
        at_least = check.field(entry, "at_least", int, "solo title 'at_least'")
        if titles and at_least >= titles[-1].at_least:
            check.fail(entry, "solo titles must be listed from the highest threshold down", "at_least")
        titles.append(SoloTitle(at_least, check.field(entry, "key", str, "solo title 'key'"),
                                _texts(check, entry, "name", "solo title")))
    if not titles:
        check.fail(data, "at least one solo title is needed", "solo_titles")
    return tuple(categories), dict(sorted(scoring.items())), tuple(titles)


def _read_seasons(path, scoring: dict, categories: tuple):
    data, check = load_yaml(path), Checker(path)
    check.mapping(data, "the seasons file")
    letters = []
    for entry in _entries(check, data, "edicts", "edict"):
        letter = check.field(entry, "letter", str, "edict 'letter'")
        if letter in letters:
            check.fail(entry, f"edict {letter} appears twice", "letter")
        letters.append(letter)
    seasons = []
    for entry in _entries(check, data, "seasons", "season"):
        key = check.field(entry, "key", str, "season 'key'")
        edicts = check.field(entry, "edicts", list, f"season {key}: 'edicts'")
        for i, letter in enumerate(edicts):
            check.choice(letter, letters, f"season {key}: edict", edicts, i)
        seasons.append(Season(_int(check, entry, "id", f"season {key}: 'id'", 1), key,
                              _texts(check, entry, "name", f"season {key}"),
                              _int(check, entry, "time", f"season {key}: 'time'", 1), tuple(edicts)))
    if not seasons:
        check.fail(data, "the game needs at least one season", "seasons")
    fixed = check.field(data, "fixed_deal", dict, "'fixed_deal'")
    if sorted(fixed) != sorted(letters):
        check.fail(data, f"fixed_deal needs one card for each edict {', '.join(letters)}", "fixed_deal")
    used = set()
    for letter, card_id in fixed.items():
        if card_id not in scoring:
            check.fail(fixed, f"fixed_deal: {card_id!r} is no scoring card", letter)
        if scoring[card_id].category in used:
            check.fail(fixed, f"fixed_deal: two cards of category {scoring[card_id].category}", letter)
        used.add(scoring[card_id].category)
    return tuple(seasons), tuple(letters), dict(fixed)


def _read_skills(path):
    data, check = load_yaml(path), Checker(path)
    check.mapping(data, "the skills file")
    skills, seen = {}, {}
    for entry in _entries(check, data, "skills", "skill"):
        skill_id = check.field(entry, "id", str, "skill 'id'")
        _unique_id(check, seen, entry, skill_id)
        if skill_id not in SKILL_IDS:
            check.fail(entry, f"skill {skill_id!r} has no rule in the code (known: "
                              f"{', '.join(SKILL_IDS)})", "id")
        skills[skill_id] = Skill(skill_id, _int(check, entry, "cost", f"skill {skill_id}: 'cost'", 0),
                                 _texts(check, entry, "name", f"skill {skill_id}"),
                                 _texts(check, entry, "text", f"skill {skill_id}"))
    revealed = _int(check, data, "revealed_per_game", "'revealed_per_game'", 0)
    if revealed > len(skills):
        check.fail(data, f"cannot reveal {revealed} of {len(skills)} skills", "revealed_per_game")
    uses = _int(check, data, "max_uses_per_player_per_season", "'max_uses_per_player_per_season'", 1)
    if uses != 1:
        check.fail(data, "the rules allow exactly one skill use per player and season",
                   "max_uses_per_player_per_season")
    return skills, revealed
