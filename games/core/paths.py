"""Where the project's data lives, and where a user's settings and saves go."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = ROOT / "data"


def data_dir(override: str | os.PathLike | None = None) -> Path:
    return Path(override) if override else DATA_DIR


def user_dir() -> Path:
    """The user's Spieltisch folder: $SPIELTISCH_HOME, else the platform's
    data folder (XDG on Linux, AppData on Windows, Library on macOS)."""
    if os.environ.get("SPIELTISCH_HOME"):
        return Path(os.environ["SPIELTISCH_HOME"])
    if os.name == "nt":
        base = Path(os.environ.get("APPDATA", Path.home()))
    elif os.uname().sysname == "Darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "spieltisch"
