"""Every sentence the window asks for exists in German and English."""
import importlib.util
import re
from pathlib import Path

import pytest

from gui.phones.table import WORDS as PHONE_WORDS
from gui.views import playable
from games.core.i18n import texts_for

ROOT = Path(__file__).resolve().parents[2]
LITERAL = re.compile(r"""\.t\(\s*f?["']([a-z_]+\.[a-z_.{}]+)["']""")


def window_files() -> set[Path]:
    """gui/ and every game's view, wherever its module lies (a game added to the
    registry brings its own, found by its name)."""
    views = {Path(importlib.util.find_spec(f"gui.views.{game_id}").origin) for game_id in playable()}
    return set((ROOT / "gui").rglob("*.py")) | views


def keys_used_by_the_window() -> set[str]:
    keys = set()
    for path in window_files():
        for key in LITERAL.findall(path.read_text(encoding="utf-8")):
            keys.add(key)
    return keys


def majesty_names() -> list[str]:
    from games.majesty.effects import LOCATIONS
    from games.majesty.data import load_data
    characters = {c.character for c in load_data().locations if c.character}
    return [f"majesty.location.{loc}" for loc in LOCATIONS] + [f"majesty.character.{c}" for c in characters]


def rome_names() -> list[str]:
    from games.rome import FORTRESS, LOTS, MARKET_BONUSES, TERRAINS, GAME, load_data
    names = {"terrain": TERRAINS, "building": TERRAINS + (FORTRESS,), "lot": LOTS,
             "phase": GAME.phases + ("over",), "market": MARKET_BONUSES, "mission": tuple(load_data().missions)}
    return [f"rome.{kind}.{key}" for kind, keys in names.items() for key in keys]


def cartographers_slots() -> dict:
    from games.cartographers import TERRAINS
    return {"{offer.kind}": ["draw", "second", "fallback", "parcel", "monster", "erase", "shrink", "wait"],
            "{terrain}": list(TERRAINS), "{card.direction}": ["clockwise", "counterclockwise"],
            "{card.solo_corner}": ["top_left", "top_right", "bottom_right", "bottom_left"]}


def expand(key: str) -> list[str]:
    """Fill the f-string slots the window uses with every value they take."""
    if key == "majesty.{kind}.{key}":
        return majesty_names()
    if key == "rome.{kind}.{key}":
        return rome_names()
    if key == "rome.market_lines.{name}":
        return [name.replace(".market.", ".market_lines.") for name in rome_names() if ".market." in name]
    if key == "majesty.location_lines.{loc}":
        return [name.replace(".location.", ".location_lines.") for name in majesty_names() if ".location." in name]
    values = {"{game_id}": playable(), "{self.game.id}": playable(), "{self.game_id}": playable(),
              "{r.game}": playable(), "{kept.game}": playable(), "{stage}": ["round", "turn", "season"],
              "{button.key}": ["rules", "undo", "menu"],
              "{level}": ["random", "greedy", "strong"], "{field.terrain}": ["F", "W", "L", "T"],
              "{profession}": ["farmer", "fisher", "woodcutter", "watchman"],
              "{pace}": ["fast", "normal", "slow"],
              "{key}": PHONE_WORDS,   # a phone page's own words
              **cartographers_slots()}
    for slot, options in values.items():
        if slot in key:
            return [k for option in options for k in expand(key.replace(slot, option))]
    assert "{" not in key, f"unknown slot in {key}"
    return [key]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_key_the_window_uses_exists(lang):
    texts = texts_for(lang)
    missing = sorted(k for key in keys_used_by_the_window() for k in expand(key) if not texts.has(k))
    assert missing == []


def test_the_scan_finds_the_keys():
    assert "ui.launcher.quit" in keys_used_by_the_window()
    assert "ui.toy.decision.place" in keys_used_by_the_window()      # the fifth game's view (tests/fifth_game)
