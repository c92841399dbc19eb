"""The game record (who plays, the seed, the options and the action log) and
its file. A save is JSON written atomically; loading it replays the log, so a
file that does not describe a legal game is refused with the entry and the
reason, and left where it is. Where the files live, one per game in progress,
is core.slots.

Format 2 (this version) added `id` (the game's slot) and `stage` (how far the
game is, for the launcher's list without a replay); a format 1 file still
loads: `migrate` fills both in. `over` (true once the game has ended) came
later in format 2: a save without it is read as a game not yet over (the
replay tells the rest)."""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .jsontext import Lines, nests_too_deep
from .loader import MAX_DEPTH, DataError, read_text
from .names import names_problem
from .rules import IllegalMove

FORMAT = 2
PHONE = "phone"   # a seat's level in a save: a person at a phone (the window hosts the game again)
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
    id: str = ""                                  # the slot (core.slots); "" until it has one
    stage: list | None = None                     # [key, n, of] as State.stage() gives it
    challenge: str | None = None                  # a weekly challenge's week, "2026-W49"
    over: bool = False                            # the game has ended: it goes to the history next
    _replayed: Any = field(default=None, compare=False, repr=False)  # (log as JSON, state)

    @classmethod
    def from_state(cls, state, seats: list[str | None] | None = None,
                   created: str | None = None, id: str = "") -> "GameRecord":
        """The record of a game in progress (its log as it stands now)."""
        seats = list(seats) if seats is not None else [None] * len(state.players)
        stage = state.stage()
        return cls(game=state.game.id, players=list(state.players), seats=seats,
                   seed=state.seed, options=dict(state.options),
                   log=[(p, dict(a)) for p, a in state.log], created=created or _now(), id=id,
                   stage=list(stage) if stage else None, over=state.is_over())

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
        return {"kind": KIND, "format": FORMAT, "id": self.id, "game": self.game,
                "players": list(self.players), "seats": list(self.seats), "seed": self.seed,
                "options": dict(self.options), "created": self.created, "updated": self.updated,
                "stage": self.stage, "challenge": self.challenge, "over": self.over,
                "log": [[p, a] for p, a in self.log]}


def write_atomic(path: str | os.PathLike, text: str | bytes) -> None:
    """Write `text` (UTF-8; or bytes as they are) so that `path` holds either
    the old or the new content, never half of it: a temp file in the same
    folder, fsync, os.replace."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    sweep(path.parent)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(text if isinstance(text, bytes) else text.encode("utf-8"))
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


def aside(path: str | os.PathLike) -> Path:
    """Rename a file that cannot be read to NAME-unreadable-TIME.EXT beside it,
    so that nothing is written over it (a link is renamed, not what it points
    to); returns the new path. Raises OSError where it cannot be renamed."""
    path = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    new = path.with_name(f"{path.stem}-unreadable-{stamp}{path.suffix}")
    os.replace(path, new)
    return new


# A temp file of write_atomic: `.NAME.` + mkstemp's 8 characters + `.tmp`.
_TEMP = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$")
STALE_SECONDS = 60  # a write takes milliseconds: a temp file this old was left by one cut off


def sweep(folder: str | os.PathLike) -> list[Path]:
    """Remove the temp files that interrupted writes (power cut, kill) left in
    `folder`; a fresh one may belong to a write under way and stays. Returns
    what was removed; a file that cannot be removed is left, silently."""
    removed = []
    cutoff = time.time() - STALE_SECONDS
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP.match(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            pass
    return removed


def save(record: GameRecord, path: str | os.PathLike) -> Path:
    """Write the record (stamping `updated`); returns the path written."""
    path = Path(path)
    write_atomic(path, render(record))
    return path


def render(record: GameRecord) -> str:
    """The file's text for `record` (stamping `updated`)."""
    record.updated = _now()
    data = record.to_dict()
    log = data.pop("log")
    # One log entry per line: readable, diffable, and each entry has its own line.
    head = json.dumps(data, indent=2, ensure_ascii=False)[:-2]
    entries = ",\n".join("    " + json.dumps(entry, ensure_ascii=False, sort_keys=True)
                         for entry in log)
    return head + (',\n  "log": [\n' + entries + "\n  ]\n}\n" if log else ',\n  "log": []\n}\n')


def clear(path: str | os.PathLike) -> None:
    """Forget a saved game (no error if there is none)."""
    path = Path(path)
    path.unlink(missing_ok=True)
    sweep(path.parent)


def parse(path: str | os.PathLike) -> tuple[dict, "Lines"]:
    """A save file's data (migrated to this format) and where its lines are,
    without a replay; any fault raises DataError(path, line, problem)."""
    path = Path(path)
    text = read_text(path)  # at most loader.MAX_FILE_BYTES, as every file
    lines = Lines(text)
    if nests_too_deep(text):  # before json, which would recurse that deep
        _fail(path, f"lists and mappings are nested more than {MAX_DEPTH} deep", lines.too_deep())
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DataError(path, error.lineno, f"not valid JSON: {error.msg}") from None
    except RecursionError:  # brackets opened and never closed, deeper than json goes
        raise DataError(path, lines.too_deep(), f"lists and mappings are nested more than "
                                                f"{MAX_DEPTH} deep") from None
    except ValueError as error:  # e.g. an integer of more digits than Python converts
        raise DataError(path, None, f"not valid JSON: {error}") from None
    if not isinstance(data, dict) or data.get("kind") != KIND:
        _fail(path, "not a Spieltisch save file", 1)
    return migrate(data, path, lines), lines


def migrate(data: dict, path, lines: "Lines | None" = None) -> dict:
    """The data of a save written by an earlier version, in this version's
    format. Format 1 had neither `id` (the file's name is the slot) nor
    `stage` (found by the replay at load)."""
    version = data.get("format")
    if version == 1:
        data = {**data, "format": 2, "id": data.get("id") or Path(path).stem, "stage": None}
        version = 2
    if version != FORMAT:
        newer = isinstance(version, int) and not isinstance(version, bool) and version > FORMAT
        what = "is from a newer Spieltisch" if newer else "is not supported"
        _fail(path, f"save format {version!r} {what} (this version reads 1 to {FORMAT})",
              (lines or Lines(None)).key("format"))
    return data


def load(path: str | os.PathLike) -> GameRecord:
    """Read and check a save file, replaying its log. Any fault raises
    DataError(path, line, problem); the file is never touched. The file is
    parsed once (json); lines are looked up only for an error."""
    path = Path(path)
    sweep(path.parent)
    data, lines = parse(path)
    record = _record_from_dict(data, path, lines)
    state = _replay_entry_by_entry(_game(record.game, path), record, path, lines)
    record.over = state.is_over()   # what the replay finds, whatever the file said
    if record.stage is None:
        stage = state.stage()
        record.stage = list(stage) if stage else None
    record._replayed = (json.dumps(record.log), state)
    return record


def _fail(path, problem: str, line: int | None = None):
    raise DataError(path, line, problem)


def _record_from_dict(data, path, lines: "Lines") -> GameRecord:
    def need(key, kind, what):
        if key not in data:
            _fail(path, f"missing {key!r}", 1)
        value = data[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            _fail(path, f"{key!r} must be {what}, not {value!r}", lines.key(key))
        return value

    game = _game(need("game", str, "a game id"), path, lines.key("game"))
    players = need("players", list, "a list of names")
    problem = names_problem(players)
    if problem:
        _fail(path, f"players: {problem}", lines.key("players"))
    try:
        game.check_players(players)
    except ValueError as error:
        _fail(path, str(error), lines.key("players"))
    seats = need("seats", list, "a list of bot levels")
    if len(seats) != len(players):
        _fail(path, f"{len(seats)} seats for {len(players)} players", lines.key("seats"))
    for level in seats:
        if level is not None and level != PHONE and level not in game.bots:
            _fail(path, f"unknown bot level {level!r} (known: {', '.join([PHONE] + sorted(game.bots))})",
                  lines.key("seats"))
    log = need("log", list, "a list of actions")
    for index, entry in enumerate(log):
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or isinstance(entry[0], bool) or not isinstance(entry[1], dict)):
            _fail(path, f"log entry {index + 1} must be [player, action], not {entry!r}",
                  lines.entry(index))
        if not 0 <= entry[0] < len(players):
            _fail(path, f"log entry {index + 1}: there is no player {entry[0]}",
                  lines.entry(index))
    return GameRecord(game=game.id, players=players, seats=seats,
                      seed=need("seed", int, "an integer"),
                      options=need("options", dict, "a mapping"),
                      log=list(map(tuple, log)),
                      created=need("created", str, "a time stamp"),
                      updated=need("updated", str, "a time stamp"),
                      id=need("id", str, "the game's slot name"), stage=_stage(data.get("stage")),
                      challenge=_challenge(data.get("challenge"), path, lines), over=data.get("over") is True)


def _challenge(value, path, lines: "Lines") -> str | None:
    if value is not None and not (isinstance(value, str) and len(value) <= 16):
        _fail(path, f"'challenge' must be a week such as \"2026-W49\", not {value!r}", lines.key("challenge"))
    return value


def _stage(value) -> list | None:
    """A file's stage as written, or None for the replay to find (it is only shown)."""
    if (isinstance(value, list) and len(value) == 3 and isinstance(value[0], str)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value[1:])):
        return list(value)
    return None


def _game(game_id: str, path, line: int | None = None):
    from .. import GAMES  # the registry; imported late since core never imports a game
    if game_id not in GAMES:
        _fail(path, f"unknown game {game_id!r} (known: {', '.join(sorted(GAMES))})", line)
    return GAMES[game_id]


def _replay_entry_by_entry(game, record: GameRecord, path, lines: "Lines | None" = None):
    """Replay one entry at a time so that a fault names its entry."""
    lines = lines or Lines(None)
    try:
        state = game.new_game(record.players, record.seed, record.options)
    except (ValueError, TypeError, KeyError) as error:
        _fail(path, f"the game cannot be set up: {error}", lines.key("options"))
    for index, (player, data) in enumerate(record.log):
        where = f"log entry {index + 1}"
        try:
            action = game.action_from_dict(data)
            state.apply(player, action)
        except IllegalMove as error:
            _fail(path, f"{where} is not a legal action: {error}", lines.entry(index))
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            _fail(path, f"{where} cannot be replayed: {error}", lines.entry(index))
    return state
