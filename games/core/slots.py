"""Every game in progress kept, one save file each (core.saves) in the user's
`saves` folder, and written off the window's thread.

A game's slot is its file's name: the game, when it began and a few letters
of chance (`new_id`). `listing()` reads each file's head only (no replay):
what the launcher lists. A `Writer` thread writes the newest record of each
slot atomically; a kill at any moment loses at most the writes still queued,
never a file. The single save of the first versions (`current.json`) is
taken over into a slot of its own the first time the folder is read (where
the folder cannot be written, it is read where it is).

The end of a game (`conclude`) is one transaction: its line in the history
first (a game the history has by its slot goes in no second time), then its
save goes. A kill between the two leaves a save of a game that has ended, or
one the history holds already: `conclude_ended`, at the next start, finishes
the first and removes the second, so a finished game is in the history
exactly once and never stays behind as a game in progress."""
from __future__ import annotations

import os
import random
import re
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from . import history, paths, saves
from .loader import DataError
from .names import names_problem

OLD_SINGLE_SAVE = "current.json"
_SLOT = re.compile(r"^[A-Za-z0-9_-]{1,80}$")


def saves_dir() -> Path:
    return paths.user_dir() / "saves"


def new_id(game_id: str, rng: random.Random | None = None) -> str:
    """A fresh slot for a game of `game_id`: sortable by its start, unique by chance."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    letters = "".join((rng or random.SystemRandom()).choice("abcdefghijkmnpqrstuvwxyz23456789")
                      for _ in range(5))
    return f"{game_id}-{stamp}-{letters}"


def path_of(slot: str) -> Path:
    if not _SLOT.match(slot):
        raise ValueError(f"not a slot name: {slot!r}")
    return saves_dir() / f"{slot}.json"


@dataclass(frozen=True)
class Kept:
    """One game in progress as the launcher lists it; `problem` says why a file cannot be continued."""
    slot: str
    path: Path
    game: str = ""
    players: tuple = ()
    stage: tuple | None = None
    updated: str = ""
    problem: str | None = None
    challenge: str | None = None      # the week of a weekly challenge
    over: bool = False                # the game has ended (conclude_ended finishes it)


def listing(folder: Path | None = None) -> list[Kept]:
    """The games in progress, the last played first; broken files are listed
    too, with their problem, so that the player may delete them."""
    folder = folder or saves_dir()
    adopt_single_save(folder)
    saves.sweep(folder)
    kept = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        try:
            data, _lines = saves.parse(path)
            players = data.get("players")
            if not isinstance(data.get("game"), str) or not isinstance(players, list):
                raise DataError(path, None, "not a game in progress")
            problem = names_problem(players)
            if problem:
                raise DataError(path, None, f"players: {problem}")
            stage = saves._stage(data.get("stage"))
            kept.append(Kept(path.stem, path, data["game"], tuple(str(p) for p in players),
                             tuple(stage) if stage else None, str(data.get("updated", "")),
                             challenge=data["challenge"] if isinstance(data.get("challenge"), str) else None,
                             over=data.get("over") is True))
        except DataError as error:
            kept.append(Kept(path.stem, path, problem=str(error)))
        except (OSError, RecursionError, MemoryError, ValueError, TypeError) as error:
            kept.append(Kept(path.stem, path, problem=f"{path}: cannot be read ({type(error).__name__}: {error})"))
    kept.sort(key=lambda k: k.updated, reverse=True)
    return kept


def adopt_single_save(folder: Path | None = None) -> Path | None:
    """The first versions' one save, `current.json`, renamed to a slot of its
    own (its content is migrated when it is read); returns the new path."""
    folder = folder or saves_dir()
    old = folder / OLD_SINGLE_SAVE
    if not old.is_file():
        return None
    try:
        data, _lines = saves.parse(old)
        game = data.get("game") if isinstance(data.get("game"), str) and _SLOT.match(data["game"]) else "game"
    except (DataError, OSError, ValueError, TypeError, RecursionError):
        game = "broken"
    new = folder / f"{new_id(game)}.json"
    try:
        os.replace(old, new)
    except OSError:   # a folder that cannot be written: the file is listed as it is, slot "current"
        return None
    return new


def conclude(state, slot: str | None, seats: list | None = None, created: str | None = None,
             challenge: str | None = None, remove=None) -> dict:
    """The end of a game: its history line first, then its save removed
    (`remove(slot)`: the window's writer removes it after the writes queued
    before; else at once). Raises OSError where the history cannot be written:
    then the save stays, to be concluded at the next start."""
    people = None if seats is None else [None if level == saves.PHONE else level for level in seats]
    entry = history.record(state, people, created=created, slot=slot or "", challenge=challenge)   # a phone's: a person
    if slot:
        (remove or (lambda s: saves.clear(path_of(s))))(slot)
    return entry


def conclude_ended(folder: Path | None = None) -> list[dict]:
    """Finish what a kill left at the end of games: a save of a game that has
    ended goes to the history (replayed for its scores) and is removed, a save
    of a game the history holds already is removed. Returns the entries of the
    games finished now (for the launcher to say so). A save that cannot be
    read stays, as a broken file; a history that cannot be written leaves the
    saves for the next start."""
    folder = folder or saves_dir()
    readable = [k for k in listing(folder) if k.problem is None]
    finished_ids = history.ids() if readable else set()
    done = []
    for kept in readable:
        try:
            if kept.slot in finished_ids:
                saves.clear(kept.path)
            elif kept.over:
                record = saves.load(kept.path)
                state = record.restore(kept.path)
                if state.is_over():
                    done.append(conclude(state, kept.slot, record.seats, record.created, record.challenge,
                                         remove=lambda _s: saves.clear(kept.path)))
        except (DataError, OSError):
            continue
    return done


def load(slot: str) -> saves.GameRecord:
    """The game in `slot`, replayed and checked (DataError names the file, line and problem)."""
    record = saves.load(path_of(slot))
    record.id = slot
    return record


class Writer:
    """Writes saves in its own thread: `put` hands over the newest record of a
    slot (only the latest is written when several wait), `delete` removes a
    slot after any write queued before it, `flush` waits until all is on disk.
    A failed write is kept in `errors` for the window to report."""

    def __init__(self):
        self._queue: dict[Path, str | None] = {}   # path -> the text to write, or None: delete
        self._lock = threading.Condition()
        self._busy = False
        self.errors: list[str] = []
        self._thread = threading.Thread(target=self._work, name="saves", daemon=True)
        self._thread.start()

    def put(self, record: saves.GameRecord) -> None:
        text = saves.render(record)    # on the caller's thread: the record as it is now
        with self._lock:
            self._queue.pop(path_of(record.id), None)   # re-queued at the end, in order
            self._queue[path_of(record.id)] = text
            self._lock.notify_all()   # the worker, and any flush waiting

    def delete(self, slot: str) -> None:
        with self._lock:
            self._queue.pop(path_of(slot), None)
            self._queue[path_of(slot)] = None
            self._lock.notify_all()   # the worker, and any flush waiting

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued write is done; False if it took longer than `timeout`."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._queue and not self._busy, timeout)

    def _work(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._queue)
                path = next(iter(self._queue))
                text = self._queue.pop(path)
                self._busy = True
            try:
                if text is None:
                    saves.clear(path)
                else:
                    saves.write_atomic(path, text)
            except Exception as error:  # noqa: BLE001 - the writer never dies: the next write tries again
                problem = error.strerror if isinstance(error, OSError) and error.strerror else repr(error)
                with self._lock:
                    self.errors.append(f"{path}: {problem}")
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
