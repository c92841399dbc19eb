"""The registry: every playable game by id. Adding a game adds a line here
and touches no core file and no scene."""
from __future__ import annotations

from .cartographers import GAME as _cartographers
from .limes import GAME as _limes
from .majesty import GAME as _majesty
from .rome import GAME as _rome

GAMES = {game.id: game for game in (_limes, _majesty, _rome, _cartographers)}
