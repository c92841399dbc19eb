"""The rules engine as the window reaches it: the one module of gui/ that
imports `games`.

In a checkout the rules are the package `games` beside `gui`; installed, they
are `spieltisch.games` beside `spieltisch.gui`, so that generic names never
land bare in a shared site-packages. Relative imports cannot cross from one
top-level package to another, so every window module takes the engine from
here instead:

    from .engine import GAMES, IllegalMove, settings, rome

gives the registry, a public name of `games.core`, a module of `games.core`
and a game's package (its public names: `rome.PlaceTile`). Each is imported
when first asked for, so the launcher loads no game's rules."""
from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

# "" in a checkout, "spieltisch." when installed: the package holding gui/ and games/
_ROOT = __name__[:-len("gui.engine")]
GAMES_PACKAGE = _ROOT + "games"


def _module(name: str):
    return import_module(f"{GAMES_PACKAGE}.{name}" if name else GAMES_PACKAGE)


def __getattr__(name: str):
    """`GAMES`, a public name or module of games.core, or a game's package."""
    core = _module("core")
    if name == "GAMES":
        found = _module("").GAMES
    elif name in core.__all__:
        found = getattr(core, name)
    elif name in _module("").GAMES:
        found = _module(name)
    elif not name.startswith("_") and find_spec(f"{core.__name__}.{name}") is not None:
        found = _module(f"core.{name}")
    else:
        raise AttributeError(f"the rules engine has no {name!r} for the window")
    globals()[name] = found  # asked once
    return found
