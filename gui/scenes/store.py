"""The games in progress on disk, for the window: each game written after
every action into its own slot (in a thread, core.slots.Writer), listed by the
launcher, and at its end concluded: into the history, then the save goes."""
from __future__ import annotations

from ..engine import DataError, saves, slots

_writer: slots.Writer | None = None


def writer() -> slots.Writer:
    global _writer
    if _writer is None:
        _writer = slots.Writer()
    return _writer


def save(state, seats, created: str | None, slot: str | None, challenge: str | None = None) -> tuple[str, str]:
    """Queue the game's record for writing; returns (its creation time, its
    slot) to pass next time (a new game gets a fresh slot)."""
    slot = slot or slots.new_id(state.game.id)
    record = saves.GameRecord.from_state(state, seats, created=created, id=slot)
    record.challenge = challenge
    writer().put(record)
    return record.created, slot


def conclude(state, slot: str | None, seats: list, created: str | None, challenge: str | None) -> dict:
    """The game has ended: into the history, then its save goes (after the
    writes queued before). Raises OSError where the history cannot be
    written: the save stays, concluded at the next start."""
    return slots.conclude(state, slot, seats, created, challenge, remove=writer().delete)


def conclude_ended() -> list[dict]:
    """Games a kill left at their end, finished now (core.slots.conclude_ended)."""
    flush()
    return slots.conclude_ended()


def delete(slot: str) -> None:
    """The player deleted a game in progress (or a broken file): gone at once."""
    writer().delete(slot)
    flush()


def flush() -> None:
    """Wait until every queued save is on disk (before the window closes, or a list is read)."""
    if _writer is not None:
        _writer.flush()


def failures() -> list[str]:
    """The writes that failed since last asked (each said once)."""
    if _writer is None or not _writer.errors:
        return []
    failed, _writer.errors[:] = list(_writer.errors), []
    return failed


def listing() -> list[slots.Kept]:
    flush()
    return slots.listing()


def load(slot: str):
    """(record, None) for a game to continue, or (None, message) for a broken
    file (left in place). Whatever the file holds, the program goes on: a
    fault the loader did not foresee is reported like a broken file, never raised."""
    flush()
    try:
        return slots.load(slot), None
    except DataError as error:
        return None, str(error)
    except (RecursionError, MemoryError, ValueError, TypeError, KeyError, IndexError,
            AttributeError, OSError) as error:
        return None, f"{slots.path_of(slot)}: cannot be read ({type(error).__name__}: {error})"


def restore(slot: str, playable) -> tuple:
    """(record, state) of a game to continue, replayed; (None, why not) for a
    file that cannot be (left in place) or a game the window cannot play
    (`playable`: the ids it can)."""
    record, problem = load(slot)
    if record is None:
        return None, problem
    if record.game not in playable:
        return None, f"{slots.path_of(slot)}: the game {record.game!r} cannot be played here"
    try:
        return record, record.restore()
    except DataError as error:   # the rules refuse what the file holds
        return None, str(error)
