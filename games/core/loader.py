"""YAML loading with the line of every value kept, so that a validation error
(core.checker) names the file, the line and the problem (`cards.yaml:41: ...`). Values are
built from the C parser's events one at a time, so that the limits below
(size, nesting, values with aliases expanded) stop a hostile file early, and
any tag but the plain ones is refused with its line."""
from __future__ import annotations

import stat
from pathlib import Path

import yaml

try:  # the C loader is about 7x faster: use it when present
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader
_PURE = yaml.SafeLoader  # no limits of its own: the judge where the C parser stops first


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

_TAG = "tag:yaml.org,2002:"
_MAPPING_TAGS = (None, "!", _TAG + "map")
_SEQUENCE_TAGS = (None, "!", _TAG + "seq")
_SCALAR_TAGS = {_TAG + name for name in ("null", "bool", "int", "float", "str", "timestamp",
                                         "binary")}
_scalars = yaml.constructor.SafeConstructor()
_resolver = yaml.resolver.Resolver()


def _refused_tag(tag: str, line: int) -> DataError:
    """An explicit tag the program does not read (!!python/object:..., !foo,
    !!set on a mapping): refused wherever it stands, never ignored."""
    shown = "!!" + tag[len(_TAG):] if tag.startswith(_TAG) else tag
    return DataError("", line, f"not valid YAML: the tag {shown!r} is not allowed (a file holds "
                               "plain mappings, lists and values)")


def _scalar(event):
    """A plain value as yaml.safe_load builds it; an unknown tag is a DataError."""
    tag = event.tag
    if tag is None or tag == "!":
        tag = _resolver.resolve(yaml.ScalarNode, event.value, event.implicit)
    if tag == _TAG + "str":
        return event.value
    line = event.start_mark.line + 1
    if tag == _TAG + "merge":
        raise DataError("", line, "not valid YAML: merge keys ('<<') are not supported; "
                                  "write the entries out")
    if tag not in _SCALAR_TAGS:
        raise _refused_tag(tag, line)
    node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
    try:
        return _scalars.construct_object(node)
    except yaml.MarkedYAMLError as error:  # e.g. !!seq on a plain value
        raise DataError("", line, f"not valid YAML: {error.problem}") from None
    except ValueError as error:  # resolved as a date or number, yet none (2001-13-45)
        raise DataError("", line, f"not valid YAML: {event.value!r}: {error}") from None
    finally:  # the shared constructor would otherwise keep every node it ever built
        _scalars.constructed_objects.pop(node, None)
        _scalars.recursive_objects.pop(node, None)


class _Limit(DataError):
    """A limit passed: reported at once, ahead of anything later in the file."""


class _Builder:
    """Builds LDict/LList/scalars from the parser's events, one at a time and
    without recursion, so that the limits are checked as the file is read:
    a file nested 100,000 deep or an alias bomb stops at the limit, early."""

    def __init__(self):
        self.stack: list = []    # open: [container, anchor, key, key's line, key given, values before]
        self.anchors: dict = {}  # name -> (value, values it holds, its depth); None while open
        self.values = 0
        self.read = 0            # the text's characters up to the end of the last event taken
        self.root = None

    def count(self, n: int, line: int) -> None:
        self.values += n
        if self.values > MAX_VALUES:
            raise _Limit("", line, f"the file holds more than {MAX_VALUES} values (aliases "
                                   "counted as the values they repeat): too large to read")

    def open(self, value, event) -> None:
        line = event.start_mark.line + 1
        if len(self.stack) >= MAX_DEPTH:
            raise _Limit("", line, f"lists and mappings are nested more than {MAX_DEPTH} deep")
        self.count(1, line)
        value.line, value.lines = line, {}
        if event.anchor is not None:
            self.anchor(event.anchor, None, event)  # open: an alias to it inside is refused
        self.stack.append([value, event.anchor, None, 0, False, self.values - 1])

    def anchor(self, name, entry, event) -> None:
        if name in self.anchors:
            raise DataError("", event.start_mark.line + 1, f"not valid YAML: anchor &{name} is "
                                                           "defined twice")
        self.anchors[name] = entry

    def close(self) -> None:
        value, anchor, _key, _line, _given, before = self.stack.pop()
        if anchor is not None:
            self.anchors[anchor] = (value, self.values - before, self.height(value))
        self.add(value, value.line)

    @staticmethod
    def height(value) -> int:
        """How deep `value` nests (1 for a flat list); at most MAX_DEPTH here."""
        if isinstance(value, dict):
            return 1 + max(map(_Builder.height, value.values()), default=0)
        if isinstance(value, list):
            return 1 + max(map(_Builder.height, value), default=0)
        return 0

    def alias(self, event) -> None:
        line = event.start_mark.line + 1
        name = event.anchor
        if name not in self.anchors:
            raise DataError("", line, f"not valid YAML: alias *{name} names no anchor before it")
        entry = self.anchors[name]
        if entry is None:
            raise DataError("", line, f"not valid YAML: alias *{name} stands inside the value it "
                                      "repeats")
        value, values, height = entry
        if len(self.stack) + height > MAX_DEPTH:
            raise _Limit("", line, f"lists and mappings are nested more than {MAX_DEPTH} deep")
        self.count(values, line)
        self.add(_copy(value), line)

    def scalar(self, event) -> None:
        self.count(1, event.start_mark.line + 1)
        value = _scalar(event)
        if event.anchor is not None:
            self.anchor(event.anchor, (value, 1, 0), event)
        self.add(value, event.start_mark.line + 1)

    def add(self, value, line: int) -> None:
        if not self.stack:
            self.root = value
            return
        top = self.stack[-1]
        container = top[0]
        if isinstance(container, list):
            container.lines[len(container)] = line
            container.append(value)
        elif not top[4]:  # a key
            try:
                hash(value)
            except TypeError:
                raise DataError("", line, "a mapping key must be a plain value") from None
            if value in container:
                raise DataError("", line, f"key {value!r} appears twice "
                                          f"(first on line {container.lines[value]})")
            top[2], top[3], top[4] = value, line, True
        else:
            container[top[2]] = value
            container.lines[top[2]] = top[3]
            top[4] = False


def _copy(value):
    """An independent copy of an anchored value, lines kept (what an alias gives)."""
    if isinstance(value, LDict):
        out = LDict((key, _copy(item)) for key, item in value.items())
    elif isinstance(value, LList):
        out = LList(_copy(item) for item in value)
    else:
        return value
    out.line, out.lines = value.line, dict(value.lines)
    return out


def _build(text: str):
    builder = _Builder()
    events = yaml.parse(text, Loader=_Loader)
    try:
        _take(events, builder)
    except _Limit:
        raise
    except DataError:
        # A wrong value (a key twice, a tag): a syntax error further on is
        # what the file needs first, as when the file was composed whole.
        _drain(events, len(builder.stack), builder.values)
        raise
    except yaml.YAMLError as error:
        if _Loader is not _PURE:
            _limit_before(text, error, builder)
        raise
    return builder.root


def _limit_before(text: str, error, builder: "_Builder") -> None:
    """Raise the limit a file passes before the C parser's own error, if any.

    The C parser may refuse a file on limits of its own: PyYAML 6.0.4's stops
    nesting past 1,000 levels, and its scanner reads up to about a kilobyte
    ahead of the events, so `[[[[...` fails there before the builder has seen
    level 33. Where the text read ahead (from the last event taken to the
    error) could pass one of this loader's limits, the file up to the error is
    read again with the pure-Python parser, which has none of its own; the
    loader's limit then comes with its own message and line, whatever the
    parser. A long file failing elsewhere is not read twice."""
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    end = len(text) if mark is None else min(len(text), mark.index + 1)
    ahead = text[builder.read:end]
    openings = sum(map(ahead.count, "[{-:?"))  # every list or mapping opens with one of these
    if ("*" not in ahead and len(builder.stack) + openings <= MAX_DEPTH
            and builder.values + openings + ahead.count(",") + ahead.count("\n") < MAX_VALUES):
        return
    try:
        _take(yaml.parse(text[:end], Loader=_PURE), _Builder())
    except _Limit:
        raise
    except (DataError, yaml.YAMLError):
        pass  # the part read ends inside a value: the C parser's error stands


def _drain(events, depth: int, values: int) -> None:
    """Read on to the end for a syntax error, within the same limits."""
    for event in events:
        values += 1
        if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            depth += 1
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            depth -= 1
        if depth > MAX_DEPTH or values > MAX_VALUES:
            return


def _take(events, builder: "_Builder") -> None:
    documents = 0
    for event in events:
        builder.read = event.end_mark.index
        kind = type(event)
        if kind is yaml.ScalarEvent:
            builder.scalar(event)
        elif kind is yaml.MappingStartEvent or kind is yaml.SequenceStartEvent:
            mapping = kind is yaml.MappingStartEvent
            if event.tag not in (_MAPPING_TAGS if mapping else _SEQUENCE_TAGS):
                raise _refused_tag(event.tag, event.start_mark.line + 1)
            builder.open(LDict() if mapping else LList(), event)
        elif kind is yaml.MappingEndEvent or kind is yaml.SequenceEndEvent:
            builder.close()
        elif kind is yaml.AliasEvent:
            builder.alias(event)
        elif kind is yaml.DocumentStartEvent:
            documents += 1
            if documents > 1:
                raise DataError("", event.start_mark.line + 1, "not valid YAML: expected a single "
                                                               "document, but found another")


def _mark_line(error, text: str) -> int | None:
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    if mark is not None:
        return mark.line + 1
    position = getattr(error, "position", None)  # a ReaderError: the offset of the character
    if isinstance(position, int):  # in the UTF-8 bytes the C parser reads
        return text.encode("utf-8", "surrogatepass").count(b"\n", 0, position) + 1
    return None


def parse_yaml(text: str, path="<text>"):
    """Parse YAML text into LDict/LList/scalars (yaml.safe_load's values, with
    lines); any fault, a limit passed included, is a DataError with its line."""
    try:
        return _build(text)
    except DataError as error:
        raise DataError(path, error.line, error.problem) from None
    except yaml.MarkedYAMLError as error:
        problem = error.problem or error.context
        raise DataError(path, _mark_line(error, text), f"not valid YAML: {problem}") from None
    except yaml.YAMLError as error:
        problem = getattr(error, "reason", None) or error
        raise DataError(path, _mark_line(error, text), f"not valid YAML: {problem}") from None


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


def load_yaml(path: str | Path):
    """Read and parse one YAML file; every fault is a DataError."""
    return parse_yaml(read_text(path), path)
