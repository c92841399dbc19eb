"""A JSON text read without recursion and without parsing it twice: whether
its lists and mappings nest too deep (at the speed of C, before json
recurses), and where its keys and a list's entries stand, for an error's
line (a save's: core.saves)."""
from __future__ import annotations

import json
import re

from .loader import MAX_DEPTH


_KEEP = b'[]{}"'
_DROP = bytes(set(range(256)) - set(_KEEP))
_STRING = re.compile(rb'"[^"]*"')
_PAIR = re.compile(rb"\[\]|\{\}")  # an innermost pair: one pass takes off one level


def nests_too_deep(text: str) -> bool:
    """Whether lists and mappings in the JSON `text` nest deeper than
    MAX_DEPTH, found without recursion and at the speed of C: escapes and
    everything but brackets and quotes dropped, then the strings, then each
    pass drops every innermost pair, at most MAX_DEPTH passes."""
    skeleton = text.encode("utf-8", "surrogatepass").replace(b"\\\\", b"").replace(b'\\"', b"")
    skeleton = _STRING.sub(b"", skeleton.translate(None, _DROP))
    for _ in range(MAX_DEPTH):
        shorter = _PAIR.sub(b"", skeleton)
        if shorter == skeleton:  # all gone, or brackets that do not pair (json says so)
            return False
        skeleton = shorter
    return b"[]" in skeleton or b"{}" in skeleton


class Lines:
    """Where things are in a save file's text, for an error's line. Nothing
    is looked up until an error asks, and then only as far as needed: the C
    json scanner steps over the top-level values one at a time (the log's
    entries up to the one asked for); the file is never parsed as YAML."""

    _space = re.compile(r"[ \t\n\r]*")

    def __init__(self, text: str | None):
        self.text = text or ""
        self._decoder = json.JSONDecoder()
        self._keys: dict[str, tuple[int, int]] = {}  # key -> (its offset, its value's offset)
        self._at: int | None = None                  # where the next top-level key starts
        self._pending: int | None = None             # the value to step over before it
        self._entries: list[int] = []
        self._entry_at: int | None = None

    def _line(self, offset: int) -> int:
        return self.text.count("\n", 0, offset) + 1

    def _skip(self, at: int, char: str | None = None) -> int | None:
        """`at` past white space (and past `char`, which must come next)."""
        at = self._space.match(self.text, at).end()
        if char is None:
            return at
        return self._space.match(self.text, at + 1).end() if self.text[at:at + 1] == char else None

    def _next_key(self) -> bool:
        """Read one more top-level key; False when there is none (or a fault).
        A value is stepped over only when the key after it is wanted."""
        text = self.text
        try:
            if self._at is None:
                self._at = self._skip(0, "{")
                if self._at is None:
                    self._at = -1
                    return False
            elif self._pending is not None:  # step over the last key's value
                _item, end = self._decoder.raw_decode(text, self._pending)
                self._pending = None
                after = self._skip(end)
                self._at = self._skip(after, ",") if text[after:after + 1] == "," else -1
            at = self._at
            if at == -1 or text[at:at + 1] != '"':
                self._at = -1
                return False
            key, end = self._decoder.raw_decode(text, at)
            value = self._skip(end, ":")
            if value is None:
                self._at = -1
                return False
            self._keys[key] = (at, value)  # as json: of a key given twice, the last counts
            self._pending = value
            return True
        except (ValueError, RecursionError):
            self._at = -1
            return False

    def key(self, key: str) -> int | None:
        """The line of a top-level key (None if unknown)."""
        while key not in self._keys and self._at != -1 and self._next_key():
            pass
        return self._line(self._keys[key][0]) if key in self._keys else None

    def entry(self, index: int) -> int | None:
        """The line where log entry `index` starts (None if unknown)."""
        if self._entry_at is None:
            if self.key("log") is None:
                return None
            self._entry_at = self._skip(self._keys["log"][1], "[") or -1
        text = self.text
        try:
            while len(self._entries) <= index and self._entry_at != -1:
                at = self._entry_at
                if text[at:at + 1] in ("]", ""):
                    self._entry_at = -1
                    break
                self._entries.append(at)
                _item, end = self._decoder.raw_decode(text, at)
                after = self._skip(end)
                self._entry_at = self._skip(after, ",") if text[after:after + 1] == "," else -1
        except (ValueError, RecursionError):
            self._entry_at = -1
        return self._line(self._entries[index]) if index < len(self._entries) else None

    def too_deep(self) -> int | None:
        """The line where lists and mappings first nest deeper than MAX_DEPTH."""
        depth = 0
        for token in re.finditer(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', self.text):
            bracket = token.group()
            if bracket in ("[", "{"):
                depth += 1
                if depth > MAX_DEPTH:
                    return self._line(token.start())
            elif bracket in ("]", "}"):
                depth -= 1
        return None
