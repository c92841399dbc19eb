"""Actions: frozen dataclasses that are plain data through `to_dict`, built
back by `actions_from_dict`, and checked for their fields' types once, at the
boundary (`Action.problem`), so that the rules never see a bool, a float or a
string where an integer belongs. Malformed is not illegal: a malformed action
is refused with what is wrong, before any rule is asked."""
from __future__ import annotations

import types
import typing
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Iterable, Union

MAX_DEPTH = 6  # an action's data is nested at most this deep (a cell in a list of cells is 3)


@dataclass(frozen=True)
class Action:
    """Base of every game's actions. Subclasses set `kind`, the name that
    `action_from_dict` reads back, and annotate every field with its type."""
    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        data = {"kind": self.kind}
        for f in fields(self):
            data[f.name] = _plain(getattr(self, f.name))
        return data

    def problem(self) -> dict | None:
        """What is malformed: the first field whose value does not have the
        field's type, as {"kind", "field", "expected", "value"}; None if none."""
        for name, (hint, fits) in _checks(type(self)).items():
            value = getattr(self, name)
            if not fits(value, 0):
                return {"kind": self.kind, "field": name, "expected": _name(hint),
                        "value": _short(value)}
        return None


@dataclass(frozen=True)
class EndTurn(Action):
    """Confirm one's turn: what it held becomes final, and whatever waited on
    it (the next card, a refill, the next row) is revealed. Every game has it."""
    kind: ClassVar[str] = "end_turn"


_CHECKS: dict[type, dict[str, tuple]] = {}


def _checks(cls: type) -> dict[str, tuple]:
    """Each field's type hint and its check, made once per class."""
    found = _CHECKS.get(cls)
    if found is None:
        resolved = typing.get_type_hints(cls)
        found = _CHECKS[cls] = {f.name: (resolved[f.name], _fits(resolved[f.name])) for f in fields(cls)}
    return found


def _fits(hint):
    """The check of type `hint`: fits(value, depth) tells whether `value` has
    that type (int never admits a bool), no deeper than MAX_DEPTH."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        check = _anything
    elif hint is int:
        def check(value, depth):
            return type(value) is int
    elif hint is bool:
        def check(value, depth):
            return type(value) is bool
    elif hint is type(None) or hint is None:
        def check(value, depth):
            return value is None
    elif origin in (Union, types.UnionType):
        choices = [_fits(arg) for arg in args]

        def check(value, depth):
            return any(fits(value, depth) for fits in choices)
    elif hint is tuple or origin is tuple:
        check = _tuple_check(args)
    elif isinstance(hint, type) and issubclass(hint, Action):
        def check(value, depth):
            return isinstance(value, hint) and value.problem() is None
    elif isinstance(hint, type):
        def check(value, depth):
            return isinstance(value, hint) and not (hint is float and isinstance(value, bool))
    else:
        check = _anything

    def fits(value, depth: int) -> bool:
        return depth <= MAX_DEPTH and check(value, depth)
    return fits


def _anything(value, depth) -> bool:
    return True


def _tuple_check(args):
    """A tuple's check: untyped (plain data), of one type (`[int, ...]`) or of fixed length."""
    if not args:
        def check(value, depth):
            return isinstance(value, tuple) and all(_plain_data(v, depth + 1) for v in value)
    elif len(args) == 2 and args[1] is Ellipsis:
        item = _fits(args[0])

        def check(value, depth):
            return isinstance(value, tuple) and all(item(v, depth + 1) for v in value)
    else:
        items = [_fits(arg) for arg in args]

        def check(value, depth):
            return (isinstance(value, tuple) and len(value) == len(items)
                    and all(fits(v, depth + 1) for v, fits in zip(value, items)))
    return check


def _plain_data(value, depth: int) -> bool:
    """An untyped tuple holds ints, strings and tuples of them."""
    if depth > MAX_DEPTH:
        return False
    if isinstance(value, tuple):
        return all(_plain_data(v, depth + 1) for v in value)
    return type(value) in (int, str)


def _name(hint) -> str:
    """A type as a data file writes it: int, str, none, [int, int], [int, ...]."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (Union, types.UnionType):
        return " or ".join(_name(a) for a in args)
    if hint is tuple or origin is tuple:
        if not args:
            return "[...]"
        if len(args) == 2 and args[1] is Ellipsis:
            return f"[{_name(args[0])}, ...]"
        return "[" + ", ".join(_name(a) for a in args) + "]"
    if hint is type(None):
        return "none"
    return getattr(hint, "__name__", str(hint))


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "to_dict"):
        return value.to_dict()
    return value


def _tupled(value, depth: int = 0):
    if depth > MAX_DEPTH:
        raise ValueError(f"an action's data is nested more than {MAX_DEPTH} deep")
    if isinstance(value, list):
        return tuple(_tupled(v, depth + 1) for v in value)
    return value


def actions_from_dict(kinds: Iterable[type[Action]], d: dict) -> Action:
    """Rebuild an action from `to_dict()` output; lists become tuples.
    A malformed dict raises ValueError saying what is wrong."""
    if not isinstance(d, dict) or "kind" not in d:
        raise ValueError(f"an action must be a mapping with a 'kind', not {_short(d)}")
    if not isinstance(d["kind"], str):
        raise ValueError(f"an action's 'kind' must be a name, not {_short(d['kind'])}")
    by_kind = {k.kind: k for k in kinds}
    cls = by_kind.get(d["kind"])
    if cls is None:
        raise ValueError(f"unknown action kind {_short(d['kind'])} (known: {', '.join(sorted(by_kind))})")
    names = {f.name for f in fields(cls)}
    extra = set(d) - names - {"kind"}
    missing = {f.name for f in fields(cls) if f.name not in d and f.default is f.default_factory}
    if extra or missing:
        raise ValueError(f"action {d['kind']!r}: missing {sorted(missing)}, unexpected {sorted(map(str, extra))}")
    action = cls(**{k: _tupled(v) for k, v in d.items() if k != "kind"})
    problem = action.problem()
    if problem is not None:
        raise ValueError(f"action {problem['kind']!r}: {problem['field']} must be {problem['expected']}, "
                         f"not {problem['value']}")
    return action
