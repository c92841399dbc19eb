"""The Game/State protocol shared by all games: phases and actors, one
`check` for every rule, `apply` with a snapshot stack for undo, the action
log, replay, and seeded chance."""
from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import Any, Callable, ClassVar, Iterable, Iterator

from .rules import IllegalMove, ScoreSheet, Violation


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: frozen, and plain data through `to_dict`.
    Subclasses set `kind`, the name that `action_from_dict` reads back."""
    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        data = {"kind": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = _plain(value)
        return data


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "to_dict"):
        return value.to_dict()
    return value


def _tupled(value):
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def actions_from_dict(kinds: Iterable[type[Action]], d: dict) -> Action:
    """Rebuild an action from `to_dict()` output; lists become tuples.
    A malformed dict raises ValueError saying what is wrong."""
    if not isinstance(d, dict) or "kind" not in d:
        raise ValueError(f"an action must be a mapping with a 'kind', not {d!r}")
    if not isinstance(d["kind"], str):
        raise ValueError(f"an action's 'kind' must be a name, not {d['kind']!r}")
    by_kind = {k.kind: k for k in kinds}
    cls = by_kind.get(d["kind"])
    if cls is None:
        raise ValueError(f"unknown action kind {d['kind']!r} (known: {', '.join(sorted(by_kind))})")
    names = {f.name for f in fields(cls)}
    extra = set(d) - names - {"kind"}
    missing = {f.name for f in fields(cls) if f.name not in d and f.default is f.default_factory}
    if extra or missing:
        raise ValueError(f"action {d['kind']!r}: missing {sorted(missing)}, unexpected {sorted(extra)}")
    return cls(**{k: _tupled(v) for k, v in d.items() if k != "kind"})


_NOT_SNAPSHOT = frozenset({"game", "log", "_history", "players", "options"})


class State:
    """One game in progress. Subclasses implement `actors`, `legal_actions`,
    `check`, `_do` (apply an already checked action), `is_over`,
    `score_sheets`; chance comes only from `self.rng`."""

    phase: str = ""

    def __init__(self, game, players: list[str], seed: int = 0, options: dict | None = None):
        self.game = game
        self.players = list(players)
        self.seed = seed
        self.options = dict(options or {})
        self.rng = random.Random(seed)
        self.log: list[tuple[int, dict]] = []
        self.keep_history = True
        self._history: list[tuple[Any, bool]] = []

    # --- the protocol ---------------------------------------------------
    def actors(self) -> list[int]:
        raise NotImplementedError

    def legal_actions(self, player: int) -> Iterator[Action]:
        raise NotImplementedError

    def check(self, player: int, action: Action) -> Violation | None:
        raise NotImplementedError

    def _do(self, player: int, action: Action) -> bool:
        """Carry out a checked action; return True if it revealed hidden
        information or drew by chance (such an action cannot be undone)."""
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def score_sheets(self) -> list[ScoreSheet]:
        raise NotImplementedError

    def view(self, player: int) -> "State":
        """What `player` may see. Games with hidden information override this."""
        return self

    # --- shared machinery ---------------------------------------------------
    def apply(self, player: int, action: Action) -> None:
        violation = self.check(player, action)
        if violation is not None:
            raise IllegalMove(violation)
        snapshot = self._snapshot() if self.keep_history else None
        revealed = self._do(player, action)
        self.log.append((player, action.to_dict()))
        if self.keep_history:
            self._history.append((snapshot, bool(revealed)))
        else:  # an earlier snapshot would also take back this unrecorded action
            self._history.clear()

    def undo_violation(self) -> Violation | None:
        """Why the last action cannot be taken back, or None if it can."""
        if not self._history:
            return Violation("undo.nothing")
        if self._history[-1][1]:
            return Violation("undo.revealed")
        return None

    def undo(self) -> tuple[int, dict]:
        """Take back the last action; returns it as logged."""
        violation = self.undo_violation()
        if violation is not None:
            raise IllegalMove(violation)
        snapshot, _ = self._history.pop()
        self._restore(snapshot)
        return self.log.pop()

    def take_back_violation(self, player: int) -> Violation | None:
        """Why `player` cannot take back their own last action (None if they can)."""
        start = self._reveal_start()
        if start is None:
            return Violation("undo.nothing")
        if not any(p == player for p, _ in self.log[start:]):
            earlier = any(p == player for p, _ in self.log[:start])
            return Violation("undo.revealed" if earlier else "undo.nothing")
        return None

    def take_back(self, player: int) -> list[tuple[int, dict]]:
        """Take back `player`'s last action, keeping what the others did after
        it (where several act at once): their later actions are played again,
        and any that no longer passes the rules goes too. Returns the entries
        taken back, `player`'s first."""
        violation = self.take_back_violation(player)
        if violation is not None:
            raise IllegalMove(violation)
        index = max(i for i in range(self._reveal_start(), len(self.log)) if self.log[i][0] == player)
        again = self.log[index:]
        self._restore(self._history[index][0])
        del self.log[index:], self._history[index:]
        removed = [again[0]]
        for who, data in again[1:]:
            action = self.game.action_from_dict(data)
            if self.check(who, action) is None:
                self.apply(who, action)
            else:
                removed.append((who, data))
        return removed

    def _reveal_start(self) -> int | None:
        """Index in the log of the first action after the last reveal (None without history)."""
        if not self.keep_history or len(self._history) != len(self.log):
            return None
        start = len(self._history)
        while start and not self._history[start - 1][1]:
            start -= 1
        return start

    def last_actor(self) -> int | None:
        return self.log[-1][0] if self.log else None

    # Games list the attributes an action may change in `_MUTABLE` and replace
    # their values rather than changing them in place: then a snapshot is a
    # tuple of references, undo is cheap and copies share what did not change.
    _MUTABLE: tuple[str, ...] = ()

    def _snapshot(self):
        if self._MUTABLE:
            return tuple(getattr(self, name) for name in self._MUTABLE)
        import copy
        return copy.deepcopy({k: v for k, v in self.__dict__.items() if k not in _NOT_SNAPSHOT})

    def _restore(self, snapshot) -> None:
        if self._MUTABLE:
            for name, value in zip(self._MUTABLE, snapshot):
                setattr(self, name, value)
            return
        import copy
        for name in [k for k in self.__dict__ if k not in snapshot and k not in _NOT_SNAPSHOT]:
            del self.__dict__[name]  # set by the action taken back
        self.__dict__.update(copy.deepcopy(snapshot))

    def copy(self, keep_history: bool = True) -> "State":
        """An independent copy for trying moves (bots, previews): the `_MUTABLE`
        parts are snapshotted, the log and undo stack copied, chance cloned."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._restore(self._snapshot())
        other.log = list(self.log)
        other.keep_history = keep_history
        other._history = list(self._history) if keep_history else []
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def winners(self) -> list[int]:
        """Players with the best result; games with a tie-break override `rank_key`."""
        sheets = self.score_sheets()
        keys = [self.rank_key(sheet) for sheet in sheets]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    def ranking(self) -> list[list[int]]:
        """Players grouped by place, best first (tied players share a group)."""
        sheets = self.score_sheets()
        # stable sort on the key alone: tied players stay in seat order
        keyed = sorted(((self.rank_key(s), s.player) for s in sheets), key=lambda kp: kp[0], reverse=True)
        groups: list[list[int]] = []
        last = None
        for key, player in keyed:
            if groups and key == last:
                groups[-1].append(player)
            else:
                groups.append([player])
            last = key
        return groups

    def rank_key(self, sheet: ScoreSheet):
        return (sheet.total,)


@dataclass(frozen=True)
class Option:
    """A game option whose values are not a short list: `problem(value)`
    says what is wrong with a value (e.g. "takes A, B or 8 letters A/B"), or None.
    For a setup screen: `presets` to offer as buttons, and where a value may
    also be one letter per part (a side per building), the `parts` and `letters`."""
    default: Any
    problem: Callable[[Any], str | None]
    presets: tuple = ()
    parts: tuple = ()
    letters: tuple = ()
    part_text: str = ""  # the text key of a part's name, with a {part} slot


class Game:
    """A game's description; one instance per game, registered in games.GAMES."""
    id: str = ""
    min_players: int = 1
    max_players: int = 1
    action_kinds: tuple[type[Action], ...] = ()
    phases: tuple[str, ...] = ()
    bots: dict = {}
    options: dict = {}  # option name -> tuple of allowed values (the first is the default) or Option

    def new_game(self, players: list[str], seed: int = 0, options: dict | None = None) -> State:
        raise NotImplementedError

    def action_from_dict(self, d: dict) -> Action:
        return actions_from_dict(self.action_kinds, d)

    def check_players(self, players: list[str]) -> None:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(f"{self.id} is for {self.min_players} to {self.max_players} players, "
                             f"not {len(players)}")

    def check_options(self, options: dict | None) -> dict:
        """The options with defaults filled in; an unknown name or value is a ValueError."""
        chosen = dict(options or {})
        for name, value in chosen.items():
            spec = self.options.get(name)
            if spec is None:
                known = ", ".join(sorted(self.options)) or "none"
                raise ValueError(f"{self.id} has no option {name!r} (options: {known})")
            allowed = isinstance(spec, Option) or any(type(value) is type(v) and value == v for v in spec)
            problem = spec.problem(value) if isinstance(spec, Option) else (
                None if allowed else f"takes {', '.join(map(str, spec))}")
            if problem:
                raise ValueError(f"option {name!r} of {self.id} {problem}, not {value!r}")
        return {name: chosen.get(name, spec.default if isinstance(spec, Option) else spec[0])
                for name, spec in self.options.items()}

    def replay(self, players: list[str], seed: int, options: dict | None,
               log: Iterable[tuple[int, dict]]) -> State:
        """A new game with the logged actions applied again, each checked."""
        state = self.new_game(players, seed, options)
        for player, data in log:
            state.apply(player, self.action_from_dict(data))
        return state

    # Headless and data hooks: each game fills these in.
    def score_position(self, data, path) -> tuple[list[ScoreSheet], list[int]]:
        raise NotImplementedError

    def check_data(self, data_dir) -> list[str]:
        """Validate this game's data files; returns the files checked."""
        return []
