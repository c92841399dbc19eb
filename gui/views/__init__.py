"""Each game's view: lays out its boards and turns pointer work into actions."""
from __future__ import annotations

import importlib

VIEWS = {"limes": "gui.views.limes:LimesView", "majesty": "gui.views.majesty:MajestyView",
         "rome": "gui.views.rome:RomeView", "cartographers": "gui.views.cartographers:CartographersView"}


def make_view(game_id: str, scene):
    module, name = VIEWS[game_id].split(":")
    return getattr(importlib.import_module(module), name)(scene)


def has_view(game_id: str) -> bool:
    """Only games with a view are offered in the window."""
    return game_id in VIEWS


def playable() -> list[str]:
    from games import GAMES
    return [game_id for game_id in GAMES if has_view(game_id)]
