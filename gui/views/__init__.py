"""Each game's view: lays out its boards and turns pointer work into actions.
A game's view is the module (or package) `gui.views.<game id>` with a `VIEW`
class: found by its name, so a new game needs no second registry."""
from __future__ import annotations

import importlib
import importlib.util


def make_view(game_id: str, table):
    """The game's view, drawn on `table` (gui/table.py: the one way a view reaches the screen)."""
    return importlib.import_module(f"{__name__}.{game_id}").VIEW(table)


def has_view(game_id: str) -> bool:
    """Only games with a view are offered in the window."""
    return game_id.isidentifier() and importlib.util.find_spec(f"{__name__}.{game_id}") is not None


def playable() -> list[str]:
    from ..engine import GAMES
    return [game_id for game_id in GAMES if has_view(game_id)]
