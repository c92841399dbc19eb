"""Finished games, one JSON line each in the user's folder (history.jsonl):
who played, the scores, the winners. Appended once a game ends; a line cut
off by a kill is skipped when reading. What a solo result is compared with
(the player's own best) comes from here."""
from __future__ import annotations

import json
import os
from datetime import datetime, timezone

from . import paths

KEEP = 200  # the last games kept


def history_path():
    return paths.user_dir() / "history.jsonl"


def entry_of(state, seats: list | None = None) -> dict:
    """What the history keeps of a finished game."""
    sheets = state.score_sheets()
    return {"game": state.game.id, "players": list(state.players),
            "seats": list(seats) if seats is not None else [None] * len(state.players),
            "scores": [sheet.total for sheet in sheets], "winners": state.winners(),
            "options": dict(state.options), "seed": state.seed, "moves": len(state.log),
            "finished": datetime.now(timezone.utc).isoformat(timespec="seconds")}


def record(state, seats: list | None = None, path=None) -> dict:
    """Add a finished game to the history (one line, flushed to disk) and keep the last KEEP."""
    path = path or history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = entry_of(state, seats)
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


def solo_best(game_id: str, name: str, games: list[dict] | None = None) -> int | None:
    """The best score `name` has in `game_id` played alone (None: no solo game yet)."""
    games = finished(game_id) if games is None else games
    scores = [g["scores"][0] for g in games
              if g["game"] == game_id and g["players"] == [name] and g.get("seats") == [None] and g["scores"]
              and isinstance(g["scores"][0], int)]
    return max(scores, default=None)
