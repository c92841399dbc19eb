"""Finished games, one JSON line each in the user's folder (history.jsonl):
the game's whole record (as its save held it: players, seats, seed, options
and log, so that it can be replayed), the scores, the winners, a solo title
and the week of a weekly challenge. The records (core.records) and what a
solo result is compared with come from here. Lines of the first versions
have no log: they count in the records but cannot be replayed.

A game goes in once: `record` knows a game by its slot and adds none twice,
and it rewrites the file atomically (the old file or the new one, whatever
stops the program), so a line is never half written. The file is read the
careful way every file is (core.loader.read_bytes: a regular file, within a
size limit); of its lines the last KEEP count, and a line that cannot be
read (cut off by an earlier version, edited by hand, not UTF-8) is skipped,
kept in the file, and reported (`read`). A file that cannot be read at all
is kept aside under a name of its own before a new one is begun."""
from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path

from . import paths
from .loader import DataError, is_int, read_bytes
from .names import names_problem
from .jsontext import nests_too_deep
from .saves import aside, write_atomic

KEEP = 200                  # the last games kept
LIMIT = 64 * 2 ** 20        # bytes: 200 games of six players with the longest logs are some 15 MB
LINE_LIMIT = 4 * 2 ** 20    # bytes of one game's line: the longest logs take some 0.3 MB


def history_path() -> Path:
    return paths.user_dir() / "history.jsonl"


def entry_of(state, seats: list | None = None, created: str | None = None, slot: str = "",
             challenge: str | None = None) -> dict:
    """What the history keeps of a finished game."""
    sheets = state.score_sheets()
    finished_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    entry = {"game": state.game.id, "id": slot, "players": list(state.players),
             "seats": list(seats) if seats is not None else [None] * len(state.players),
             "scores": [sheet.total for sheet in sheets], "winners": state.winners(),
             "options": dict(state.options), "seed": state.seed, "moves": len(state.log),
             "created": created or finished_at, "finished": finished_at,
             "log": [[p, dict(a)] for p, a in state.log]}
    title = state.solo_title()
    if title:
        entry["title"] = title
    if challenge:
        entry["challenge"] = challenge
    return entry


def record(state, seats: list | None = None, path=None, **about) -> dict:
    """Add a finished game to the history and keep the last KEEP; `about` is
    entry_of's created, slot and challenge. A game whose slot is in the
    history already is not added again (its entry there is returned). Raises
    OSError where the file cannot be written (the history is as it was)."""
    path = Path(path or history_path())
    entry = entry_of(state, seats, **about)
    lines = _lines_to_keep(path)
    if entry["id"]:
        for line in lines:
            found = _parse(line)
            if isinstance(found, dict) and found.get("id") == entry["id"]:
                return found
    lines.append(json.dumps(entry, ensure_ascii=False).encode("utf-8"))
    write_atomic(path, b"".join(line + b"\n" for line in lines[-KEEP:]))
    return entry


def ids(path=None) -> set[str]:
    """The slots of the games in the history (what a game in progress is checked against)."""
    return {entry["id"] for entry in finished(path=path) if entry.get("id")}


def read(game_id: str | None = None, path=None) -> tuple[list[dict], str | None]:
    """The finished games, oldest first (of one game, if given), and what
    could not be read, in one line (None: all was read)."""
    path = Path(path or history_path())
    if not os.path.lexists(path):
        return [], None
    try:
        data = read_bytes(path, LIMIT)
    except DataError as error:
        return [], f"{error}; the records leave it out"
    games, bad, first = [], 0, None
    lines = data.split(b"\n")
    start = max(0, len(lines) - KEEP - 1)   # the file's last line is empty when it ends in a newline
    for number, line in enumerate(lines[start:], start + 1):
        if not line.strip():
            continue
        entry = _parse(line)
        problem = entry if isinstance(entry, str) else entry_problem(entry)
        if problem:
            bad += 1
            first = first or f"line {number}: {problem}"
        elif game_id is None or entry["game"] == game_id:
            games.append(entry)
    if not bad:
        return games, None
    return games, f"{path}: {bad} line{'s' if bad > 1 else ''} cannot be read and {'are' if bad > 1 else 'is'} " \
                  f"left out ({first})"


def finished(game_id: str | None = None, path=None) -> list[dict]:
    """The finished games, oldest first (of one game, if given); lines that
    cannot be read are left out (`read` says which)."""
    return read(game_id, path)[0]


def _parse(line: bytes) -> dict | str:
    """A line's entry, or why it cannot be read."""
    if len(line) > LINE_LIMIT:
        return f"longer than {LINE_LIMIT // 2 ** 20} MB"
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as error:
        return f"not UTF-8 (byte 0x{line[error.start]:02X})"
    if nests_too_deep(text):
        return "nested too deep"
    try:
        entry = json.loads(text)
    except (ValueError, RecursionError):
        return "not valid JSON (cut off?)"
    return entry if isinstance(entry, dict) else "not a finished game"


def entry_problem(entry: dict) -> str | None:
    """What makes an entry unfit for the records and the results (None: it is fit)."""
    players, scores = entry.get("players"), entry.get("scores")
    if not isinstance(entry.get("game"), str):
        return "no game"
    if not isinstance(players, list) or not players or len(players) > 100:
        return "no list of players"
    problem = names_problem(players)
    if problem:
        return problem
    if not isinstance(scores, list) or len(scores) != len(players) or not all(map(is_int, scores)):
        return "the scores are not one integer per player"
    checks = {
        "winners": lambda v: isinstance(v, list) and all(is_int(w) and 0 <= w < len(players) for w in v),
        "seats": lambda v: isinstance(v, list) and len(v) == len(players)
        and all(s is None or isinstance(s, str) for s in v),
        "title": lambda v: isinstance(v, dict) and isinstance(v.get("key"), str) and isinstance(v.get("name"), dict)
        and all(isinstance(k, str) and isinstance(t, str) for k, t in v["name"].items()),
        "challenge": lambda v: isinstance(v, str) and len(v) <= 16,
        "seed": is_int, "moves": is_int, "options": lambda v: isinstance(v, dict),
        "id": lambda v: isinstance(v, str), "created": lambda v: isinstance(v, str),
        "finished": lambda v: isinstance(v, str),
        "log": lambda v: isinstance(v, list) and all(
            isinstance(e, list) and len(e) == 2 and is_int(e[0]) and 0 <= e[0] < len(players)
            and isinstance(e[1], dict) for e in v),
    }
    for key, fits in checks.items():
        if key in entry and entry[key] is not None and not fits(entry[key]):
            return f"a wrong {key!r}"
    return None


def _lines_to_keep(path: Path) -> list[bytes]:
    """The history's lines as they are (a line that cannot be read stays, for
    whoever wants to mend it); a file that cannot be read at all is kept
    aside first, so that a new history never overwrites it."""
    if not os.path.lexists(path):
        return []
    try:
        data = read_bytes(path, LIMIT)
    except DataError:
        aside(path)
        return []
    return [line for line in data.split(b"\n") if line.strip()]


def clear(path=None) -> None:
    """Forget every finished game (the player asked)."""
    Path(path or history_path()).unlink(missing_ok=True)


def replayable(entry: dict) -> bool:
    """Whether the entry holds its log (lines of the first versions do not)."""
    return isinstance(entry.get("log"), list) and isinstance(entry.get("seed"), int)


def is_solo(entry: dict) -> bool:
    """A game of one human seat (what a solo result is compared with)."""
    return len(entry["players"]) == 1 and entry.get("seats") == [None]


def week_best(game_id: str, week: str, games: list[dict] | None = None) -> int | None:
    """The best score of the weekly challenge `week` of `game_id` so far, by anyone (None: none yet)."""
    games = finished(game_id) if games is None else games
    return max((g["scores"][0] for g in games if g["game"] == game_id and g.get("challenge") == week and is_solo(g)),
               default=None)


def solo_best(game_id: str, name: str, games: list[dict] | None = None) -> int | None:
    """The best score `name` has in `game_id` played alone (None: no solo game yet)."""
    games = finished(game_id) if games is None else games
    scores = [g["scores"][0] for g in games if g["game"] == game_id and g["players"] == [name] and is_solo(g)]
    return max(scores, default=None)
