"""What the conformance test needs besides the public API: a state in plain,
comparable form; actions bent out of shape; and a state that differs from
another only in what a given player may not see (by the game's own sampler,
or where this test knows a game's secrets by name, by its own rules)."""
from __future__ import annotations

import dataclasses
import random

# Fixed for the game (its data), or the undo machinery: not part of a position.
STATIC = frozenset({"game", "data", "cards", "setup", "side", "log", "keep_history", "rng"})


_SCALARS = (type(None), bool, int, float, str)
_FIELDS: dict = {}  # class -> the attributes that make its value (None: its __dict__)


def _fields_of(kind) -> list | None:
    if kind not in _FIELDS:
        if dataclasses.is_dataclass(kind):
            names = [f.name for f in dataclasses.fields(kind)]
        else:
            names = [s for cls in kind.__mro__ for s in getattr(cls, "__slots__", ())] or None
        _FIELDS[kind] = names and [n for n in names if n not in STATIC]
    return _FIELDS[kind]


def plain(value, depth: int = 0):
    """`value` as nested lists, numbers and strings: equal exactly when the
    values are equal, whatever objects they are made of. (Called millions of
    times a run: the common kinds come first, a class's attributes are
    looked up once, and a mapping is ordered by its keys alone, which are
    distinct.)"""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if depth > 40:
        raise AssertionError("a state nested more than 40 deep")
    depth += 1
    if kind is list or kind is tuple:
        return [v if type(v) in _SCALARS else plain(v, depth) for v in value]
    if kind is dict:
        items = [(k if type(k) in _SCALARS else plain(k, depth), v if type(v) in _SCALARS else plain(v, depth))
                 for k, v in value.items()]
        return ["dict"] + [[k, v] for k, v in sorted(items, key=lambda item: repr(item[0]))]
    if isinstance(value, _SCALARS):  # a subclass: an IntEnum, a str subclass
        return value
    if isinstance(value, dict):
        return plain(dict(value), depth - 1)
    if isinstance(value, (list, tuple)):
        return plain(list(value), depth - 1)
    if isinstance(value, (set, frozenset)):
        return ["set"] + sorted((plain(v, depth) for v in value), key=repr)
    names = _fields_of(kind)
    if names is not None:
        values = [getattr(value, n) for n in names]
        return [kind.__name__] + [v if type(v) in _SCALARS else plain(v, depth) for v in values]
    if hasattr(value, "__dict__"):
        return [kind.__name__] + plain({k: v for k, v in vars(value).items()
                                        if k[0] != "_" and k not in STATIC}, depth)
    return repr(value)


def position(state) -> list:
    """The whole position of a game: every attribute an action may change,
    the chance and the log."""
    values = {k: v for k, v in vars(state).items() if k[0] != "_" and k not in STATIC}
    return [plain(values), state.rng.getstate(), [list(entry) for entry in state.log]]


class OnlyTheView:
    """A state that hands out nothing but `view(player)`: a bot that peeks fails."""

    def __init__(self, state):
        self._state = state

    def view(self, player):
        return self._state.view(player)


# --- actions bent out of shape -----------------------------------------------------------
ABSURD_INTS = (10 ** 12, -10 ** 12, True, 1.0, "1", None)


def bent(action, rng: random.Random) -> list:
    """Actions like `action` with one field changed: neighbours (often legal),
    huge numbers, wrong types, cells in another order."""
    found = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for other in _variants(value, rng):
            try:
                found.append(dataclasses.replace(action, **{f.name: other}))
            except (TypeError, ValueError):
                pass
    return found


def _variants(value, rng: random.Random) -> list:
    if isinstance(value, bool) or value is None:
        return [0, "x"]
    if isinstance(value, int):
        return [value + 1, value - 1, rng.choice(ABSURD_INTS)]
    if isinstance(value, str):
        return [value + "?", 3]
    if isinstance(value, tuple):
        out = [tuple(reversed(value)), value + value[:1], value[1:], "A1"]
        if value and isinstance(value[0], tuple) and len(value[0]) == 2:
            (r, c), rest = value[0], value[1:]
            out += [((r + 1, c),) + rest, ((r, c - 1),) + rest, ((10 ** 12, c),) + rest, ((r, 0.5),) + rest]
        elif value and isinstance(value[0], int):
            out += [(value[0] + 1,) + value[1:], (True,) + value[1:]]
        return out
    return []


# --- the same game with others' secrets changed -------------------------------------------
def _shuffled(values, rng):
    values = list(values)
    rng.shuffle(values)
    return values


def _limes(state, viewer, rng):
    state.deck = _shuffled(state.deck, rng)


def _majesty(state, viewer, rng):
    # the order of the deck, keeping each card's back (its tier), which is public
    by_tier: dict[int, list] = {}
    for card in state.deck:
        by_tier.setdefault(card.tier, []).append(card)
    for cards in by_tier.values():
        rng.shuffle(cards)
    state.deck = [by_tier[card.tier].pop() for card in state.deck]


def _rome(state, viewer, rng):
    n = len(state.players)
    state.stacks = tuple(s if p == viewer else tuple(_shuffled(s, rng)) for p, s in enumerate(state.stacks))
    for name in ("mission_deck", "double_stack", "single_bag"):
        setattr(state, name, tuple(_shuffled(getattr(state, name), rng)))
    if state.phase == "divide":  # nobody's row or split is revealed yet
        state.rows = tuple(r if p == viewer else tuple(_shuffled(r, rng)) for p, r in enumerate(state.rows))
        state.splits = tuple(s if p == viewer or s is None else () for p, s in enumerate(state.splits))
    if state.phase == "choose":
        state.choices = tuple(c if p == viewer or c is None else rng.choice(("small", "large"))
                              for p, c in enumerate(state.choices))
    if state.phase == "mission":
        state.keeps = tuple(k if p == viewer or k is None else rng.choice(state.drawn[p])
                            for p, k in enumerate(state.keeps))
    del n


def _cartographers(state, viewer, rng):
    state.deck = _shuffled(state.deck, rng)
    state.ambush_deck = _shuffled(state.ambush_deck, rng)
    state.hidden_skills = tuple(_shuffled(state.hidden_skills, rng))


# The games whose secrets this test knows by name: a table of its own, so that a bug in a game's
# sampler cannot hide a leak in its view. A game not named here is checked through what it
# publishes itself (`_sampled`).
SECRETS = {"limes": _limes, "majesty": _majesty, "rome": _rome, "cartographers": _cartographers}


def _sampled(state, viewer, rng):
    """What a game declares about itself: with no hidden information there is
    nothing to change; else its strong level's sampler (`Game.search["sample"]`)
    deals a world consistent with `viewer`'s view (the table's: seat 0's), which
    changes whatever that view does not show. Should the view show a secret, the
    world deals it anew and the views differ."""
    if not state.game.hidden_information:
        return state.copy()
    seat = 0 if viewer is None else viewer
    return state.game.search["sample"](state.view(seat), seat, rng)


def with_other_secrets(state, viewer: int, rng: random.Random):
    """A copy of `state` that differs only in what `viewer` may not see."""
    own = SECRETS.get(state.game.id)
    if own is None:
        return _sampled(state, viewer, rng)
    other = state.copy()
    own(other, viewer, rng)
    return other
