"""Checking what a data or position file holds, value by value: each failure
is a DataError with the file and the line of the offending value (the
loader keeps every value's line)."""
from __future__ import annotations

from .loader import DataError, line_of


class Checker:
    """Validation helpers bound to one file: each failure is a DataError with
    that file and the line of the offending value."""

    def __init__(self, path):
        self.path = str(path)

    def fail(self, where, problem: str, key=None):
        raise DataError(self.path, line_of(where, key) if where is not None else None, problem)

    def mapping(self, value, what: str, where=None, key=None) -> dict:
        if not isinstance(value, dict):
            self.fail(where if where is not None else value, f"{what} must be a mapping", key)
        return value

    def sequence(self, value, what: str, where=None, key=None) -> list:
        if not isinstance(value, list):
            self.fail(where if where is not None else value, f"{what} must be a list", key)
        return value

    def field(self, mapping, key, kind, what: str | None = None):
        """mapping[key], which must exist and be of `kind` (a type or tuple)."""
        what = what or repr(key)
        if key not in mapping:
            self.fail(mapping, f"missing {what}")
        value = mapping[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if not isinstance(value, kind) or (isinstance(value, bool) and bool not in kinds):
            names = " or ".join(k.__name__ for k in kinds)
            self.fail(mapping, f"{what} must be {_article(names)}, not {value!r}", key)
        return value

    def for_game(self, data, game_id: str, keys: str = "'game' and 'players'") -> None:
        """A position file: a mapping whose `game:` names `game_id`."""
        if not isinstance(data, dict):
            self.fail(data, f"a position must be a mapping with {keys}")
        game = self.field(data, "game", str, "'game'")
        if game != game_id:
            self.fail(data, f"this position is for game {game!r}, not {game_id!r}", "game")

    def players(self, data, low: int, high: int) -> list:
        """A position file's `players:` list, `low` to `high` of them."""
        players = self.field(data, "players", list, "'players'")
        if not low <= len(players) <= high:
            span = f"{low} or {high}" if high == low + 1 else f"{low} to {high}"
            self.fail(data, f"this game takes {span} players; this position has {len(players)}", "players")
        return players

    def choice(self, value, allowed, what: str, where=None, key=None):
        if value not in allowed:
            self.fail(where if where is not None else value,
                      f"{what} {value!r} is not one of {', '.join(map(str, allowed))}", key)
        return value


def _article(names: str) -> str:
    nice = {"str": "a text", "int": "an integer", "list": "a list", "dict": "a mapping",
            "float": "a number", "bool": "true or false"}
    return " or ".join(nice.get(n, n) for n in names.split(" or "))
