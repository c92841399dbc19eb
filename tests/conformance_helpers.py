"""What the conformance test needs besides the public API: a state in plain,
comparable form; actions bent out of shape; and, per game, a state that
differs from another only in what a given player may not see."""
from __future__ import annotations

import dataclasses
import random

# Fixed for the game (its data), or the undo machinery: not part of a position.
STATIC = frozenset({"game", "data", "cards", "setup", "side", "log", "keep_history", "rng"})


def plain(value, depth: int = 0):
    """`value` as nested lists, numbers and strings: equal exactly when the
    values are equal, whatever objects they are made of."""
    if depth > 40:
        raise AssertionError("a state nested more than 40 deep")
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, dict):
        return ["dict"] + sorted(([plain(k, depth + 1), plain(v, depth + 1)] for k, v in value.items()), key=repr)
    if isinstance(value, (list, tuple)):
        return [plain(v, depth + 1) for v in value]
    if isinstance(value, (set, frozenset)):
        return ["set"] + sorted((plain(v, depth + 1) for v in value), key=repr)
    if dataclasses.is_dataclass(value):
        return [type(value).__name__] + [plain(getattr(value, f.name), depth + 1)
                                         for f in dataclasses.fields(value) if f.name not in STATIC]
    slots = [s for cls in type(value).__mro__ for s in getattr(cls, "__slots__", ())]
    if slots:
        return [type(value).__name__] + [plain(getattr(value, s), depth + 1) for s in slots if s not in STATIC]
    if hasattr(value, "__dict__"):
        return [type(value).__name__] + plain({k: v for k, v in vars(value).items()
                                               if k[0] != "_" and k not in STATIC}, depth + 1)
    return repr(value)


def position(state) -> list:
    """The whole position of a game: every attribute an action may change,
    the chance and the log."""
    values = {k: v for k, v in vars(state).items() if k[0] != "_" and k not in STATIC}
    return [plain(values), plain(state.rng.getstate()), plain(state.log)]


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


SECRETS = {"limes": _limes, "majesty": _majesty, "rome": _rome, "cartographers": _cartographers}


def with_other_secrets(state, viewer: int, rng: random.Random):
    """A copy of `state` that differs only in what `viewer` may not see."""
    other = state.copy()
    SECRETS[state.game.id](other, viewer, rng)
    return other
