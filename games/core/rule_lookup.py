"""A game's rule points by id, and the rule text of a score item's code."""
from __future__ import annotations

from functools import lru_cache

from . import paths
from .loader import DataError
from .rules_text import load_rules, rule_texts


@lru_cache(maxsize=16)
def points_of(game_id: str, data_dir: str | None = None) -> dict:
    """Rule point or component id -> {de, en}; empty when the game's rules file is missing or broken."""
    try:
        return rule_texts(load_rules(paths.data_dir(data_dir) / "rules" / f"{game_id}.yaml"))
    except DataError:
        return {}


def rule_for(game_id: str, code: str) -> dict | None:
    """The rule point named like `code`, or like its longest leading part
    ("majesty.majority.mill" -> "majesty.majority")."""
    points = points_of(game_id)
    parts = code.split(".")
    while parts:
        found = points.get(".".join(parts))
        if found is not None:
            return found
        parts.pop()
    return None
