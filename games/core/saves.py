"""The game record (who plays, the seed, the options and the action log) and
its file. A save is JSON written atomically; loading it replays the log, so a
file that does not describe a legal game is refused with the entry and the
reason, and left where it is."""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from . import paths
from .loader import DataError, read_text
from .rules import IllegalMove

FORMAT = 1
KIND = "spieltisch-save"  # marks our files, so a foreign JSON file is refused


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass
class GameRecord:
    """Everything needed to rebuild a game: the log is `(player, action dict)`
    pairs as in `State.log`; `seats` holds each seat's bot level or None."""
    game: str
    players: list[str]
    seats: list[str | None]
    seed: int = 0
    options: dict = field(default_factory=dict)
    log: list[tuple[int, dict]] = field(default_factory=list)
    created: str = field(default_factory=_now)
    updated: str = field(default_factory=_now)
    format: int = FORMAT
    _replayed: Any = field(default=None, compare=False, repr=False)  # (log as JSON, state)

    @classmethod
    def from_state(cls, state, seats: list[str | None] | None = None,
                   created: str | None = None) -> "GameRecord":
        """The record of a game in progress (its log as it stands now)."""
        seats = list(seats) if seats is not None else [None] * len(state.players)
        return cls(game=state.game.id, players=list(state.players), seats=seats,
                   seed=state.seed, options=dict(state.options),
                   log=[(p, dict(a)) for p, a in state.log], created=created or _now())

    def restore(self, path=None):
        """The game this record describes, rebuilt by replaying its log.
        An illegal entry raises DataError naming it and the broken rule."""
        if self._replayed is not None:  # replayed by `load` already: hand it out once
            (logged, state), self._replayed = self._replayed, None
            if logged == json.dumps(self.log):  # unless the log was changed since
                return state
        game = _game(self.game, path)
        try:
            return game.replay(self.players, self.seed, self.options, self.log)
        except (IllegalMove, ValueError, TypeError, KeyError, IndexError, AttributeError):
            return _replay_entry_by_entry(game, self, path)

    def to_dict(self) -> dict:
        return {"kind": KIND, "format": self.format, "game": self.game,
                "players": list(self.players), "seats": list(self.seats), "seed": self.seed,
                "options": dict(self.options), "created": self.created, "updated": self.updated,
                "log": [[p, a] for p, a in self.log]}


def current_save_path() -> Path:
    """Where the game in progress is kept between sessions."""
    return paths.user_dir() / "saves" / "current.json"


def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write `text` so that `path` holds either the old or the new content,
    never half of it: a temp file in the same folder, fsync, os.replace."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        try:
            folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.fsync(folder)
            finally:
                os.close(folder)
        except OSError:
            pass


def save(record: GameRecord, path: str | os.PathLike | None = None) -> Path:
    """Write the record (stamping `updated`); returns the path written."""
    path = Path(path) if path is not None else current_save_path()
    record.updated = _now()
    data = record.to_dict()
    log = data.pop("log")
    # One log entry per line: readable, diffable, and each entry has its own line.
    head = json.dumps(data, indent=2, ensure_ascii=False)[:-2]
    entries = ",\n".join("    " + json.dumps(entry, ensure_ascii=False, sort_keys=True)
                         for entry in log)
    text = head + (',\n  "log": [\n' + entries + "\n  ]\n}\n" if log else ',\n  "log": []\n}\n')
    write_atomic(path, text)
    return path


def clear(path: str | os.PathLike | None = None) -> None:
    """Forget the saved game (no error if there is none)."""
    Path(path if path is not None else current_save_path()).unlink(missing_ok=True)


def exists(path: str | os.PathLike | None = None) -> bool:
    return Path(path if path is not None else current_save_path()).is_file()


def load(path: str | os.PathLike | None = None) -> GameRecord:
    """Read and check a save file, replaying its log. Any fault raises
    DataError(path, line, problem); the file is never touched."""
    path = Path(path) if path is not None else current_save_path()
    text = read_text(path)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DataError(path, error.lineno, f"not valid JSON: {error.msg}") from None
    record = _record_from_dict(data, path, text)
    state = _replay_entry_by_entry(_game(record.game, path), record, path, text)
    record._replayed = (json.dumps(record.log), state)
    return record


def _fail(path, problem: str, line: int | None = None):
    raise DataError(path, line, problem)


def _record_from_dict(data, path, text: str) -> GameRecord:
    if not isinstance(data, dict) or data.get("kind") != KIND:
        _fail(path, "not a Spieltisch save file", 1)
    version = data.get("format")
    if version != FORMAT:
        _fail(path, f"save format {version!r} is not supported (this version reads {FORMAT})",
              _key_line(text, "format"))

    def need(key, kind, what):
        if key not in data:
            _fail(path, f"missing {key!r}", 1)
        value = data[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            _fail(path, f"{key!r} must be {what}, not {value!r}", _key_line(text, key))
        return value

    game = _game(need("game", str, "a game id"), path, _key_line(text, "game"))
    players = need("players", list, "a list of names")
    if not all(isinstance(p, str) and p for p in players):
        _fail(path, "every player must have a name", _key_line(text, "players"))
    try:
        game.check_players(players)
    except ValueError as error:
        _fail(path, str(error), _key_line(text, "players"))
    seats = need("seats", list, "a list of bot levels")
    if len(seats) != len(players):
        _fail(path, f"{len(seats)} seats for {len(players)} players", _key_line(text, "seats"))
    for level in seats:
        if level is not None and level not in game.bots:
            _fail(path, f"unknown bot level {level!r} (known: {', '.join(sorted(game.bots))})",
                  _key_line(text, "seats"))
    log = need("log", list, "a list of actions")
    for index, entry in enumerate(log):
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or isinstance(entry[0], bool) or not isinstance(entry[1], dict)):
            _fail(path, f"log entry {index + 1} must be [player, action], not {entry!r}",
                  _entry_line(text, index))
        if not 0 <= entry[0] < len(players):
            _fail(path, f"log entry {index + 1}: there is no player {entry[0]}",
                  _entry_line(text, index))
    return GameRecord(game=game.id, players=players, seats=seats,
                      seed=need("seed", int, "an integer"),
                      options=need("options", dict, "a mapping"),
                      log=[(p, a) for p, a in log],
                      created=need("created", str, "a time stamp"),
                      updated=need("updated", str, "a time stamp"), format=version)


def _game(game_id: str, path, line: int | None = None):
    from games import GAMES  # the registry; imported late since core never imports a game
    if game_id not in GAMES:
        _fail(path, f"unknown game {game_id!r} (known: {', '.join(sorted(GAMES))})", line)
    return GAMES[game_id]


def _replay_entry_by_entry(game, record: GameRecord, path, text: str | None = None):
    """Replay one entry at a time so that a fault names its entry."""
    try:
        state = game.new_game(record.players, record.seed, record.options)
    except (ValueError, TypeError, KeyError) as error:
        _fail(path, f"the game cannot be set up: {error}", _key_line(text, "options"))
    for index, (player, data) in enumerate(record.log):
        where = f"log entry {index + 1}"
        try:
            action = game.action_from_dict(data)
            state.apply(player, action)
        except IllegalMove as error:
            _fail(path, f"{where} is not a legal action: {error}", _entry_line(text, index))
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            _fail(path, f"{where} cannot be replayed: {error}", _entry_line(text, index))
    return state


def _positions(text: str | None):
    """The top-level mapping of the file read as YAML (JSON is a subset of it),
    for the line numbers json does not give; None if that fails."""
    if not text:
        return None
    import yaml
    try:
        root = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError:
        return None
    return root if isinstance(root, yaml.MappingNode) else None


def _key_line(text: str | None, key: str) -> int | None:
    """The line of a top-level key (None if unknown)."""
    root = _positions(text)
    for key_node, _ in root.value if root is not None else ():
        if getattr(key_node, "value", None) == key:
            return key_node.start_mark.line + 1
    return None


def _entry_line(text: str | None, index: int) -> int | None:
    """The line where log entry `index` starts (None if unknown)."""
    root = _positions(text)
    for key_node, value in root.value if root is not None else ():
        if getattr(key_node, "value", None) == "log" and hasattr(value, "value"):
            items = value.value
            if isinstance(items, list) and index < len(items):
                return items[index].start_mark.line + 1
    return None
