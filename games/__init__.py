"""The registry: every playable game by id, loaded when first used. Adding a
game adds a line here and touches no core file and no scene. The launcher
lists games and their seats without loading their rules (`GAMES.seats`)."""
from __future__ import annotations

import importlib
from collections.abc import Mapping

# id -> (package, relative to this one, the fewest and the most seats one screen shows); a test
# checks these seats against each game's own declaration.
_REGISTRY = {
    "limes": (".limes", 1, 2),
    "majesty": (".majesty", 2, 4),
    "rome": (".rome", 2, 5),
    "cartographers": (".cartographers", 1, 6),
}


class Registry(Mapping):
    """A mapping from game id to the game object, importing a game's package
    the first time it is asked for."""

    def __init__(self, entries: dict[str, tuple[str, int, int]]):
        self._entries = dict(entries)
        self._loaded: dict = {}

    def __getitem__(self, game_id: str):
        if game_id not in self._loaded:
            package = self._entries[game_id][0]  # KeyError for an unknown id, as a dict gives
            self._loaded[game_id] = importlib.import_module(package, __name__).GAME
        return self._loaded[game_id]

    def __iter__(self):
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, game_id) -> bool:
        return game_id in self._entries

    def __setitem__(self, game_id: str, game) -> None:
        """Register a game object directly (a test's own small game)."""
        self._entries[game_id] = (None, *game.screen_players)
        self._loaded[game_id] = game

    def __delitem__(self, game_id: str) -> None:
        del self._entries[game_id]
        self._loaded.pop(game_id, None)

    def seats(self, game_id: str) -> tuple[int, int]:
        """The fewest and the most seats one screen shows, without loading the game."""
        _package, low, high = self._entries[game_id]
        return low, high


GAMES = Registry(_REGISTRY)
