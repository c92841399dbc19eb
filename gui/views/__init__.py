"""Each game's view: lays out its boards and turns pointer work into actions."""
from __future__ import annotations

import importlib

VIEWS = {"limes": "gui.views.limes:LimesView"}


def make_view(game_id: str, scene):
    module, name = VIEWS[game_id].split(":")
    return getattr(importlib.import_module(module), name)(scene)
