"""The user's settings (language, last window size, text size, volume, learning
aids, confirming turns, tutorial progress, each game's last table, and any other
key) in settings.yaml in the user's folder. A broken file or a wrong value never stops the program:
the default is used instead and `Settings.warning` says what was wrong. A
file that cannot be read at all is never overwritten with the defaults: it
is kept aside under a name of its own (or, where it cannot be renamed, left
alone and not written this run)."""
from __future__ import annotations

import locale
import os
from pathlib import Path

from . import paths
from .i18n import LANGUAGES
from .loader import DataError, is_int, line_of, load_yaml
from .names import names_problem
from .saves import aside, write_atomic

DEFAULT_WINDOW = (1280, 800)
MIN_WINDOW, MAX_WINDOW = 200, 20000  # a remembered size outside this is ignored
TEXT_SIZES = (100, 125, 150, 200)    # the text size setting's steps, in percent (the couch screen)
DEFAULT_TEXT_SIZE = 100
VOLUMES = (0, 25, 50, 75, 100)     # the sound's volume steps, in percent (0: muted)
DEFAULT_VOLUME = 50
PACES = ("fast", "normal", "slow")  # how fast computer players move (slow: each move shown and marked)


class Settings(dict):
    """A plain dict of settings, plus `warning`: None, or one line saying
    what was wrong with the file and that defaults were used instead; and
    `keep_file`: the file could not be read nor kept aside, so this run must
    not write over it."""
    warning: str | None = None
    keep_file: bool = False


def settings_path() -> Path:
    return paths.settings_dir() / paths.SETTINGS_FILE


def system_language() -> str:
    """"de" when the system's locale is German, else "en"."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(name)
        if value:
            return _language_of(value)
    try:
        value = locale.getlocale()[0] or ""
    except ValueError:
        value = ""
    return _language_of(value)


def _language_of(locale_name: str) -> str:
    name = locale_name.lower()
    return "de" if name.startswith("de") or name.startswith("german") else "en"


def default_settings() -> dict:
    return {"language": system_language(), "window": list(DEFAULT_WINDOW), "text_size": DEFAULT_TEXT_SIZE}


def load_settings(path: str | os.PathLike | None = None) -> Settings:
    """The settings with defaults filled in. Never raises for a bad file."""
    path = Path(path) if path is not None else settings_path()
    settings = Settings(default_settings())
    if not path.exists():
        return settings
    problems: list[str] = []
    try:
        data = load_yaml(path, keep=True)
    except DataError as error:
        return _unreadable(settings, path, str(error))
    if data is None:
        return settings
    if not isinstance(data, dict):
        return _unreadable(settings, path, f"{path}:1: settings must be a mapping")
    for key, value in data.items():
        problem = _problem(key, value)
        if problem:
            problems.append(f"{path}:{line_of(data, key)}: {problem}")
        else:
            settings[str(key)] = _plain(value)
    if problems:
        settings.warning = problems[0] + "; using the default for it" + (
            f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")
    return settings


def _unreadable(settings: Settings, path: Path, problem: str) -> Settings:
    """The defaults, the file kept aside (or, where it cannot be, kept as it is)."""
    try:
        kept = aside(path)
        settings.warning = f"{problem}; it is kept as {kept.name}; using the default settings"
    except OSError:
        settings.keep_file = True
        settings.warning = f"{problem}; using the default settings for now (the file is left as it is)"
    return settings


MAX_NAMES = 12   # the names the setup remembers, one per seat
SWITCHES = ("learning_aids", "confirm_turns", "motion")  # true or false; absent means the window's default


def _problem(key, value) -> str | None:
    """What is wrong with the value of a key the program reads (None: fine, or a key it does not read)."""
    if key == "language" and value not in LANGUAGES:
        return f"language {_shown(value)} is not one of {', '.join(LANGUAGES)}"
    if key == "window":
        if (not isinstance(value, list) or len(value) != 2
                or not all(map(is_int, value))):
            return f"window must be [width, height], not {_shown(value)}"
        if not all(MIN_WINDOW <= v <= MAX_WINDOW for v in value):
            return f"window size {value[0]}x{value[1]} is out of range"
    if key == "text_size" and not (is_int(value) and value in TEXT_SIZES):
        return f"text_size must be one of {', '.join(map(str, TEXT_SIZES))} (percent), not {_shown(value)}"
    if key == "volume" and not (is_int(value) and value in VOLUMES):
        return f"volume must be one of {', '.join(map(str, VOLUMES))} (percent), not {_shown(value)}"
    if key == "names":
        if not (isinstance(value, list) and len(value) <= MAX_NAMES):
            return f"names must be a list of at most {MAX_NAMES} names, not {_shown(value)}"
        problem = names_problem(value)
        if problem:
            return f"names: {problem}"
    if key in SWITCHES and not isinstance(value, bool):
        return f"{key} must be true or false, not {_shown(value)}"
    if key == "unmuted" and not (is_int(value) and value in VOLUMES[1:]):
        return f"unmuted must be one of {', '.join(map(str, VOLUMES[1:]))} (percent), not {_shown(value)}"
    if key == "pace" and value not in PACES:
        return f"pace must be one of {', '.join(PACES)}, not {_shown(value)}"
    if key == "tables" and not (isinstance(value, dict) and all(
            isinstance(game, str) and isinstance(table, dict) for game, table in value.items())):
        return f"tables must give each game its last table (limes: {{count: 2}}), not {_shown(value)}"
    if key == "tutorials" and not (isinstance(value, dict) and all(
            isinstance(game, str) and is_int(step) and step >= 0
            for game, step in value.items())):
        return f"tutorials must give each game the step reached (limes: 3), not {_shown(value)}"
    return None


def _shown(value, most: int = 40) -> str:
    """A wrong value as the warning quotes it: short enough for one line."""
    text = repr(_plain(value))
    return text if len(text) <= most else text[:most - 1] + "…"


def _plain(value):
    """LDict/LList from the loader become plain dicts and lists."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def save_settings(settings: dict, path: str | os.PathLike | None = None) -> Path:
    """Write the settings atomically; returns the path written."""
    path = Path(path) if path is not None else settings_path()
    import yaml  # here only: a start that reads the settings kept parsed never loads PyYAML
    data = {str(k): _plain(v) for k, v in settings.items()}
    write_atomic(path, yaml.safe_dump(data, allow_unicode=True, sort_keys=True,
                                      default_flow_style=None))
    return path


def update_settings(**changes) -> Settings:
    """Load, change some keys, save: for the GUI's one-off changes."""
    settings = load_settings()
    settings.update(changes)
    save_settings(settings)
    settings.warning = None
    return settings
