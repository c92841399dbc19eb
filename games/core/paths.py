"""Where the project's data lives, and where a user's settings and saves go."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = ROOT / "data"
SETTINGS_FILE = "settings.yaml"


def data_dir(override: str | os.PathLike | None = None) -> Path:
    return Path(override) if override else DATA_DIR


def user_dir() -> Path:
    """The user's Spieltisch folder for games in progress and the history:
    $SPIELTISCH_HOME, else the platform's data folder (platformdirs: XDG on
    Linux, AppData on Windows, Library on macOS)."""
    if os.environ.get("SPIELTISCH_HOME"):
        return Path(os.environ["SPIELTISCH_HOME"])
    return _platform_dir("data")


def settings_dir() -> Path:
    """Where the settings live: $SPIELTISCH_HOME, else the platform's settings
    folder. The first versions kept them in the data folder: such a file is
    moved over once (if it cannot be, it is read where it is)."""
    if os.environ.get("SPIELTISCH_HOME"):
        return Path(os.environ["SPIELTISCH_HOME"])
    folder = _platform_dir("config")
    old, new = user_dir() / SETTINGS_FILE, folder / SETTINGS_FILE
    if old.is_file() and not new.exists() and old != new:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            os.replace(old, new)
        except OSError:
            return old.parent
    return folder


def cache_dir() -> Path:
    """Where files the program can make again are kept (parsed texts):
    $SPIELTISCH_HOME/cache, else the platform's cache folder."""
    if os.environ.get("SPIELTISCH_HOME"):
        return Path(os.environ["SPIELTISCH_HOME"]) / "cache"
    return _platform_dir("cache")


_XDG = {"data": ("XDG_DATA_HOME", ".local/share"), "config": ("XDG_CONFIG_HOME", ".config"),
        "cache": ("XDG_CACHE_HOME", ".cache")}


def _platform_dir(kind: str) -> Path:
    """The platform's data, settings or cache folder for Spieltisch (platformdirs,
    imported only here: with $SPIELTISCH_HOME set, or where it is missing,
    the program still runs; without it, the XDG folders are used)."""
    try:
        import platformdirs
    except ImportError:
        variable, default = _XDG[kind]
        return Path(os.environ.get(variable) or Path.home() / default) / "spieltisch"
    find = {"data": platformdirs.user_data_dir, "config": platformdirs.user_config_dir,
            "cache": platformdirs.user_cache_dir}[kind]
    return Path(find("spieltisch", appauthor=False))
