"""The game in progress on disk: written after every action, offered again
when the program starts, removed when the game has ended."""
from __future__ import annotations

from games.core import DataError, saves


def save(state, seats, created: str | None = None) -> str:
    """Write the game in progress; returns its creation time to pass next time."""
    record = saves.GameRecord.from_state(state, seats, created=created)
    saves.save(record)
    return record.created


def finish() -> None:
    saves.clear()


def load_current():
    """(record, None) for a game to continue, (None, message) for a broken
    file (left in place), or (None, None) when there is nothing to continue.
    Whatever the file holds, the program starts: a fault the loader did not
    foresee is reported like a broken file, never raised."""
    saves.sweep(saves.current_save_path().parent)  # what interrupted writes left, even without a save
    if not saves.exists():
        return None, None
    try:
        return saves.load(), None
    except DataError as error:
        return None, str(error)
    except (RecursionError, MemoryError, ValueError, TypeError, KeyError, IndexError,
            AttributeError, OSError) as error:
        return None, f"{saves.current_save_path()}: cannot be read ({type(error).__name__}: {error})"
