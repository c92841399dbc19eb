"""YAML loading with the line of every value kept, so that a validation error
(core.checker) names the file, the line and the problem (`cards.yaml:41: ...`). Values are
built from the C parser's events one at a time, so that the limits below
(size, nesting, values with aliases expanded) stop a hostile file early, and
any tag but the plain ones is refused with its line (core.yaml_events).

A file read often and changed seldom (the texts, the settings) may be kept
parsed in the user's cache folder (`load_yaml(path, keep=True)`): the next
start reads it back without loading PyYAML, when the file's text is the same."""
from __future__ import annotations

import json
import os
import stat
import zlib
from pathlib import Path


class DataError(Exception):
    """A fault in a data or position file: where it is and what is wrong."""

    MAX_PROBLEM = 400  # characters: a value quoted from a huge file stays one readable line

    def __init__(self, path, line: int | None, problem: str):
        problem = str(problem)
        if len(problem) > self.MAX_PROBLEM:
            problem = problem[:self.MAX_PROBLEM - 1] + "…"
        self.path, self.line, self.problem = str(path), line, problem
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {problem}")


class Node:
    """Mixin: the 1-based line a value starts on, and of each of its entries."""
    line: int = 0
    lines: dict


class LDict(dict, Node):
    pass


class LList(list, Node):
    pass


def is_int(value) -> bool:
    """An integer of a data file: a bool (true, false) is none, though Python counts it one."""
    return isinstance(value, int) and not isinstance(value, bool)


def line_of(value, key=None, default: int | None = None) -> int | None:
    """The line of `value` (or of its entry `key`) if it was loaded from YAML."""
    if key is not None and isinstance(value, Node):
        return value.lines.get(key, value.line)
    return getattr(value, "line", default) or default


# --- limits: what one file may hold ------------------------------------------------
# Every file the program reads (data, position, settings and save files; the
# saves module applies the first two to its JSON) is held to these, so that
# no file, however made, hangs or crashes the program. Each is far above what
# a real file needs (the largest data file is 72 KB, holds 2,200 values and
# nests 8 deep; the save of a 100-player game is 0.3 MB and nests 5 deep) and
# far below what takes more than a moment to refuse.
MAX_FILE_BYTES = 16 * 1024 * 1024  # a larger file is refused before it is read
MAX_DEPTH = 32                     # lists and mappings inside each other
MAX_VALUES = 50_000                # values in one YAML file, each alias counting every value
#                                    it repeats ("billion laughs"): about 0.1 s of parsing



def read_bytes(path: str | Path, limit: int | None = None) -> bytes:
    """A file's bytes; a missing, unreadable or too large file (more than
    `limit`, by default MAX_FILE_BYTES) is a DataError. Only a regular file is
    opened: a pipe would wait for a writer for ever, a device never end. A
    file larger than the limit is refused before it is read, and never more
    than `limit` + 1 bytes are read (a file that grows meanwhile)."""
    path = Path(path)
    limit = MAX_FILE_BYTES if limit is None else limit
    try:
        status = path.stat()
        if stat.S_ISDIR(status.st_mode):
            raise DataError(path, None, "cannot be read (it is a folder)")
        if not stat.S_ISREG(status.st_mode):
            raise DataError(path, None, "cannot be read (it is not a file but a pipe or a device)")
        if status.st_size > limit:
            raise DataError(path, None, f"the file is {_size(status.st_size)}; files larger than "
                                        f"{_size(limit)} are refused")
        with open(path, "rb") as stream:
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise DataError(path, None, "file not found") from None
    except IsADirectoryError:
        raise DataError(path, None, "cannot be read (it is a folder)") from None
    except OSError as error:
        raise DataError(path, None, f"cannot be read ({error.strerror or error})") from None
    if len(data) > limit:
        raise DataError(path, None, f"the file is larger than {_size(limit)}; such files are refused")
    return data


def _size(n: int) -> str:
    return f"{n / 2 ** 20:.1f} MiB" if n >= 2 ** 20 else f"{n} bytes"


def decode_text(data: bytes, path) -> str:
    """UTF-8 bytes as text; a byte that is not UTF-8 is named with its line."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        start = error.start
        line = data.count(b"\n", 0, start) + 1
        column = start - (data.rfind(b"\n", 0, start) + 1) + 1
        raise DataError(path, line, f"not a UTF-8 text file (byte 0x{data[start]:02X} in column "
                                    f"{column})") from None


def read_text(path: str | Path) -> str:
    """A text file's contents; a missing, unreadable, too large or non-UTF-8
    file is a DataError."""
    return decode_text(read_bytes(path), path)


def parse_yaml(text: str, path="<text>"):
    """Parse YAML text into LDict/LList/scalars (yaml.safe_load's values, with
    lines); any fault, a limit passed included, is a DataError with its line."""
    from .yaml_events import parse
    return parse(text, path)


def load_yaml(path: str | Path, keep: bool = False):
    """Read and parse one YAML file; every fault is a DataError. With `keep`,
    the values are kept parsed in the cache folder and read back from there
    while the file's text stays the same."""
    text = read_text(path)
    if not keep:
        return parse_yaml(text, path)
    from .paths import cache_dir
    kept = cache_dir() / f"{Path(path).name}-{zlib.crc32(str(Path(path).resolve()).encode()):08x}.json"
    value = _read_kept(kept, text)
    if value is _NONE:
        value = parse_yaml(text, path)
        _write_kept(kept, text, value)
    return value


# --- parsed files kept: JSON, so that a cache file can hold nothing but values -----
_KEPT_FORMAT = 1
_NONE = object()


class _Unkept(Exception):
    """A value JSON cannot give back as it was (a date, bytes): the file is not kept."""


def _encode(value):
    """A mapping is ["d", line, [[key, line, value], ...]], a list ["l", line,
    [[line, value], ...]]; a plain value stands for itself (never a list)."""
    if isinstance(value, LDict):
        return ["d", value.line, [[_plain(key), value.lines.get(key), _encode(item)]
                                  for key, item in value.items()]]
    if isinstance(value, LList):
        return ["l", value.line, [[value.lines.get(i), _encode(item)] for i, item in enumerate(value)]]
    return _plain(value)


def _plain(value):
    if value is None or type(value) in (str, int, float, bool):
        return value
    raise _Unkept


def _decode(kept):
    if not isinstance(kept, list):
        return kept
    kind, line, entries = kept
    if kind == "d":
        value = LDict((key, _decode(item)) for key, _line, item in entries)
        value.lines = {key: entry_line for key, entry_line, _item in entries}
    elif kind != "l":
        raise ValueError(f"not a kept value: {kind!r}")
    else:
        value = LList(_decode(item) for _line, item in entries)
        value.lines = {i: entry[0] for i, entry in enumerate(entries)}
    value.line = line
    return value


def _read_kept(kept: Path, text: str):
    """The values kept for `text`, or _NONE (no such file, another text, a broken file)."""
    try:
        with open(kept, encoding="utf-8") as stream:
            data = json.load(stream)
        if data["format"] != _KEPT_FORMAT or data["text"] != text:
            return _NONE
        return _decode(data["value"])
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return _NONE


def _write_kept(kept: Path, text: str, value) -> None:
    """Keep the values for the next start; a folder that cannot be written keeps none."""
    try:
        data = json.dumps({"format": _KEPT_FORMAT, "text": text, "value": _encode(value)},
                          ensure_ascii=False)
        kept.parent.mkdir(parents=True, exist_ok=True)
        part = kept.with_name(kept.name + f".{os.getpid()}.part")
        part.write_text(data, encoding="utf-8")
        os.replace(part, kept)
    except (_Unkept, OSError, ValueError):
        pass
