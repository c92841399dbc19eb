"""Players' names, checked the same way wherever they enter: the command
line, the setup, the settings, a save and the history. A name is text of 1 to
MAX_NAME characters, every one of them printable (no control character, no
NUL, no lone surrogate, no zero-width or other invisible format character),
and not only spaces: what a label can show and a person can read."""
from __future__ import annotations

import unicodedata

MAX_NAME = 24  # characters: what the window's labels have room for


def name_problem(name) -> str | None:
    """Why `name` cannot be a player's name, in one short sentence; None if it can."""
    if not isinstance(name, str):
        return f"a name must be text, not {_short(name)}"
    if not name.strip():
        return "a name must not be empty"
    if len(name) > MAX_NAME:
        return f"a name may have at most {MAX_NAME} characters, not {len(name)} ({name[:MAX_NAME]!r}…)"
    for char in name:
        if not char.isprintable():
            return f"the name {_short(name)} holds {describe(char)}, which cannot be shown"
    return None


def names_problem(names) -> str | None:
    """The first of `names` that cannot be a player's name, and why (None: all can)."""
    return next(filter(None, map(name_problem, names)), None)


def describe(char: str) -> str:
    """A character as a message names it: U+200B (ZERO WIDTH SPACE)."""
    label = unicodedata.name(char, "") if not 0xD800 <= ord(char) <= 0xDFFF else "a lone surrogate"
    return f"U+{ord(char):04X}" + (f" ({label})" if label else "")


def _short(value, most: int = 40) -> str:
    text = ascii(value)  # every invisible or unencodable character spelled out
    return text if len(text) <= most else text[:most - 1] + "…"
