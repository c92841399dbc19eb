"""The registry: every playable game by id. Adding a game adds a line here
and touches no core file and no scene."""
from __future__ import annotations

from .limes import GAME as _limes
from .majesty import GAME as _majesty

GAMES = {game.id: game for game in (_limes, _majesty)}
