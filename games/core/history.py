"""Finished games, one JSON line each in the user's folder (history.jsonl):
the game's whole record (as its save held it: players, seats, seed, options
and log, so that it can be replayed), the scores, the winners, a solo title
and the week of a weekly challenge. Appended once a game ends; a line cut off
by a kill is skipped when reading. The records (core.records) and what a solo
result is compared with come from here. Lines of the first versions have no
log: they count in the records but cannot be replayed."""
from __future__ import annotations

import json
import os
from datetime import datetime, timezone

from . import paths

KEEP = 200  # the last games kept


def history_path():
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
    """Add a finished game to the history (one line, flushed to disk) and keep
    the last KEEP; `about` is entry_of's created, slot and challenge."""
    path = path or history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = entry_of(state, seats, **about)
    with open(path, "a", encoding="utf-8", newline="\n") as out:
        out.write(json.dumps(entry, ensure_ascii=False) + "\n")
        out.flush()
        os.fsync(out.fileno())
    games = finished(path=path)
    if len(games) > KEEP:
        from .saves import write_atomic
        write_atomic(path, "".join(json.dumps(g, ensure_ascii=False) + "\n" for g in games[-KEEP:]))
    return entry


def finished(game_id: str | None = None, path=None) -> list[dict]:
    """The finished games, oldest first (of one game, if given); lines that
    cannot be read (cut off, edited by hand) are left out."""
    path = path or history_path()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return []
    games = []
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if (isinstance(entry, dict) and isinstance(entry.get("game"), str)
                and isinstance(entry.get("players"), list) and isinstance(entry.get("scores"), list)
                and (game_id is None or entry["game"] == game_id)):
            games.append(entry)
    return games


def clear(path=None) -> None:
    """Forget every finished game (the player asked)."""
    (path or history_path()).unlink(missing_ok=True)


def replayable(entry: dict) -> bool:
    """Whether the entry holds its log (lines of the first versions do not)."""
    return isinstance(entry.get("log"), list) and isinstance(entry.get("seed"), int)


def is_solo(entry: dict) -> bool:
    """A game of one human seat (what a solo result is compared with)."""
    return len(entry["players"]) == 1 and entry.get("seats") == [None]


def solo_best(game_id: str, name: str, games: list[dict] | None = None) -> int | None:
    """The best score `name` has in `game_id` played alone (None: no solo game yet)."""
    games = finished(game_id) if games is None else games
    scores = [g["scores"][0] for g in games
              if g["game"] == game_id and g["players"] == [name] and is_solo(g) and g["scores"]
              and isinstance(g["scores"][0], int)]
    return max(scores, default=None)
