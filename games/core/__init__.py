"""What every game shares. Nothing here imports a game, pygame or gui.

Each name below comes from its module when first asked for: the launcher,
which needs only the settings, the texts and the saves, starts without the
rules' machinery (bench/run.py measures the start-up)."""
from __future__ import annotations

from importlib import import_module

_HOME = {  # name -> the module of games.core that defines it
    **dict.fromkeys(("Decision", "LegalActions", "is_seat", "State"), "game"),
    **dict.fromkeys(("Action", "EndTurn", "actions_from_dict"), "actions"),
    **dict.fromkeys(("Game", "Option"), "description"),
    **dict.fromkeys(("Grid", "HexGrid", "Region", "region_index"), "grid"),
    **dict.fromkeys(("DataError", "load_yaml", "parse_yaml"), "loader"),
    "Checker": "checker",
    **dict.fromkeys(("IllegalMove", "ScoreItem", "ScoreSheet", "Violation"), "rules"),
    **dict.fromkeys(("HexShape", "Shape"), "shape"),
}
__all__ = list(_HOME)


def __getattr__(name: str):
    if name not in _HOME:  # a module of games.core (`from games.core import saves`) is imported as usual
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{_HOME[name]}", __name__), name)
    globals()[name] = value
    return value
