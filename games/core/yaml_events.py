"""The YAML parser's side of the loader: values built from PyYAML's events one
at a time, with their lines, within the loader's limits. Imported only when a
file is parsed, so that a start from cached files never loads PyYAML."""
from __future__ import annotations

import yaml

from .loader import MAX_DEPTH, MAX_VALUES, DataError, LDict, LList

try:  # the C loader is about 7x faster: use it when present
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader
_PURE = yaml.SafeLoader  # no limits of its own: the judge where the C parser stops first

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


def parse(text: str, path="<text>"):
    """loader.parse_yaml: the values with their lines, or a DataError with its line."""
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
