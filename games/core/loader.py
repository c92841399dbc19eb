"""YAML loading with the line of every value kept, so that a validation error
names the file, the line and the problem (`cards.yaml:41: ...`)."""
from __future__ import annotations

from pathlib import Path

import yaml

try:  # the C loader is about 7x faster: use it when present
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader


class DataError(Exception):
    """A fault in a data or position file: where it is and what is wrong."""

    def __init__(self, path, line: int | None, problem: str):
        self.path, self.line, self.problem = str(path), line, problem
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {problem}")


class Node:
    """Mixin: the 1-based line a value starts on, and of each of its entries."""
    line: int = 0
    lines: dict


class LDict(dict, Node):
    pass


class LList(list, Node):
    pass


def line_of(value, key=None, default: int | None = None) -> int | None:
    """The line of `value` (or of its entry `key`) if it was loaded from YAML."""
    if key is not None and isinstance(value, Node):
        return value.lines.get(key, value.line)
    return getattr(value, "line", default) or default


_scalars = yaml.constructor.SafeConstructor()


def _build(node):
    if isinstance(node, yaml.MappingNode):
        out = LDict()
        out.line, out.lines = node.start_mark.line + 1, {}
        for key_node, value_node in node.value:
            key = _build(key_node)
            try:
                hash(key)
            except TypeError:
                raise DataError("", key_node.start_mark.line + 1, "a mapping key must be a plain value")
            if key in out:
                raise DataError("", key_node.start_mark.line + 1,
                                f"key {key!r} appears twice (first on line {out.lines[key]})")
            out[key] = _build(value_node)
            out.lines[key] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        out = LList(_build(item) for item in node.value)
        out.line = node.start_mark.line + 1
        out.lines = {i: item.start_mark.line + 1 for i, item in enumerate(node.value)}
        return out
    try:
        return _scalars.construct_object(node)
    except yaml.MarkedYAMLError as error:  # an unknown tag, a merge key
        raise DataError("", node.start_mark.line + 1, f"not valid YAML: {error.problem}") from None
    except ValueError as error:  # resolved as a date or number, yet none (2001-13-45)
        raise DataError("", node.start_mark.line + 1, f"not valid YAML: {node.value!r}: {error}") from None
    finally:  # the shared constructor would otherwise keep every node it ever built
        _scalars.constructed_objects.pop(node, None)
        _scalars.recursive_objects.pop(node, None)


def parse_yaml(text: str, path="<text>"):
    """Parse YAML text into LDict/LList/scalars; syntax errors become DataError."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else None
        raise DataError(path, line, f"not valid YAML: {error.problem or error.context}") from None
    except yaml.YAMLError as error:
        raise DataError(path, None, f"not valid YAML: {error}") from None
    if node is None:
        return None
    try:
        return _build(node)
    except DataError as error:
        raise DataError(path, error.line, error.problem) from None
    except yaml.YAMLError as error:
        raise DataError(path, None, f"not valid YAML: {error}") from None


def read_text(path: str | Path) -> str:
    """A text file's contents; a missing or unreadable file is a DataError."""
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(path, None, "file not found") from None
    except UnicodeDecodeError:
        raise DataError(path, None, "not a UTF-8 text file") from None
    except OSError as error:
        raise DataError(path, None, f"cannot be read ({error.strerror})") from None


def load_yaml(path: str | Path):
    """Read and parse one YAML file; a missing or unreadable file is a DataError."""
    return parse_yaml(read_text(path), path)


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
