"""The Game/State protocol shared by all games: phases and actors, one
`check` for every rule, `apply` with a snapshot stack for undo, the action
log, replay, and seeded chance."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from .actions import Action, EndTurn, actions_from_dict
from .rules import IllegalMove, ScoreSheet, Violation


# Not part of an undo snapshot: fixed for the game, or the undo machinery itself.
_NOT_SNAPSHOT = frozenset({"game", "log", "players", "options", "keep_history", "rng"})


def is_seat(state: "State", player) -> bool:
    """A seat number of this game (an int, never a bool)."""
    return type(player) is int and 0 <= player < len(state.players)


class LegalActions:
    """The legal actions of one player, in the manner of python-chess's
    `LegalMoveGenerator`: iterate them lazily, ask `in` (which means `check`
    is None), `count()` and truth, without building a list."""

    def __init__(self, state: "State", player):
        self.state, self.player = state, player

    def __iter__(self) -> Iterator[Action]:
        state, player = self.state, self.player
        if not is_seat(state, player) or state.is_over():
            return iter(())
        if player in state.unconfirmed:
            return iter((EndTurn(),))
        return iter(state._legal_actions(player))

    def __contains__(self, action) -> bool:
        return self.state.check(self.player, action) is None

    def __bool__(self) -> bool:
        return any(True for _ in self)

    def count(self) -> int:
        """How many different legal actions there are. (No `__len__`: `list()`
        would call it and so generate every legal action twice.)"""
        return len(set(self))


@dataclass(frozen=True)
class Decision:
    """What one seat may do now, as the engine publishes it for the window:
    the window shows this and computes no rule of its own.

    `kind` names the decision (the text `ui.<game>.decision.<kind>` says it to
    the player; the core kinds are "end_turn" and "wait"); `hand` is what the
    seat holds to place or choose among (a card, shapes, terrains, tiles,
    offers); `concerns` the seats it concerns besides the player (whose map a
    monster goes on; of an "end_turn": whose board the turn's last move went
    on, where not the player's own); `params` the values a text may name;
    `boards_passed` that it is taken while the boards go round the table (a
    Cartographers ambush: the maps pass to the neighbours and back), so that
    where people share a screen it changes hands behind the curtain though
    nothing is secret. Everything in it comes from what the seat may see."""
    kind: str
    player: int
    hand: tuple = ()
    concerns: tuple = ()
    params: tuple = ()        # (name, value) pairs, so that a decision is hashable
    boards_passed: bool = False

    def param(self, name: str, default=None):
        return dict(self.params).get(name, default)


class State:
    """One game in progress. Subclasses implement `_actors`, `_legal_actions`,
    `_check` (the game's rules), `_do` (apply an already checked action),
    `_end_turn` (what a confirmed turn sets going), `is_over`, `score_sheets`;
    chance comes only from `self.rng`.

    Every attribute is part of the undo snapshot by construction (a shallow
    copy of the state's attributes; names starting with "_" are caches), so
    an action replaces the values it changes and never changes a list, dict
    or set in place."""

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
        self.unconfirmed: frozenset[int] = frozenset()  # seats whose turn waits for EndTurn

    # --- the protocol each game implements ----------------------------------------
    def _actors(self) -> list[int]:
        raise NotImplementedError

    def _legal_actions(self, player: int) -> Iterator[Action]:
        raise NotImplementedError

    def _check(self, player: int, action: Action) -> Violation | None:
        raise NotImplementedError

    def _do(self, player: int, action: Action) -> bool:
        """Carry out a checked action; return True if it revealed hidden
        information or drew by chance (such an action cannot be undone). Where
        the player's turn ends, call `_await_end_turn(player)` instead of revealing."""
        raise NotImplementedError

    def _end_turn(self, player: int) -> bool:
        """`player` has confirmed their turn: carry on (the next seat, a reveal);
        True if that revealed hidden information or drew by chance."""
        return False

    def is_over(self) -> bool:
        raise NotImplementedError

    def score_sheets(self) -> list[ScoreSheet]:
        raise NotImplementedError

    def _decision(self, player: int) -> Decision:
        """What `player`, one of `_actors()`, may do now (games say more: see Decision)."""
        return Decision(self.phase or "act", player)

    def _end_turn_decision(self, player: int) -> Decision:
        """The decision of `player`, whose turn waits for EndTurn (games may say
        whose board the turn went on: see Decision)."""
        return Decision(EndTurn.kind, player)

    def view(self, player: int | None) -> "State":
        """What `player` may see (None: what everybody at the table may see, as
        behind the hand-over curtain). Games with hidden information override this."""
        return self

    # --- the public calls -----------------------------------------------------------
    def actors(self) -> list[int]:
        """Who acts now: the game's actors and every seat whose turn waits to be ended."""
        if self.is_over():
            return []
        return sorted(set(self._actors()) | self.unconfirmed)

    def decision(self, player) -> Decision | None:
        """What `player` may do now: None when it is not their turn (or no seat,
        or the game is over); kind "end_turn" when only confirming is left."""
        if not is_seat(self, player) or self.is_over():
            return None
        if player in self.unconfirmed:
            return self._end_turn_decision(player)
        if player not in self._actors():
            return None
        return self._decision(player)

    def legal_actions(self, player: int) -> LegalActions:
        return LegalActions(self, player)

    def check(self, player: int, action) -> Violation | None:
        """None if `player` may do `action` now, else the rule it breaks."""
        if not is_seat(self, player):
            return Violation("seat.unknown", {"player": repr(player), "count": len(self.players)})
        if self.is_over():
            return Violation("game.over")
        if isinstance(action, EndTurn):
            return None if player in self.unconfirmed else Violation("turn.nothing_to_end")
        if not isinstance(action, self.game.action_kinds):
            return Violation("action.unknown", {"kind": getattr(action, "kind", type(action).__name__)})
        problem = action.problem()
        if problem is not None:  # malformed, not illegal: the rules never see it
            return Violation("action.malformed", problem)
        if player in self.unconfirmed:
            return Violation("turn.end_first")
        return self._check(player, action)

    def apply(self, player: int, action: Action) -> None:
        violation = self.check(player, action)
        if violation is not None:
            raise IllegalMove(violation)
        snapshot = self._snapshot() if self.keep_history else None
        if isinstance(action, EndTurn):
            self.unconfirmed = self.unconfirmed - {player}
            revealed = self._end_turn(player)
        else:
            revealed = self._do(player, action)
        self.log.append((player, action.to_dict()))
        if self.keep_history:
            self._history.append((snapshot, bool(revealed)))
        else:  # an earlier snapshot would also take back this unrecorded action
            self._history.clear()

    def _await_end_turn(self, player: int) -> None:
        """The game's word that `player`'s turn is complete: what follows waits for EndTurn."""
        self.unconfirmed = self.unconfirmed | {player}

    def end_turns(self, players=None) -> None:
        """Apply EndTurn for every seat (of `players`) whose turn waits for it:
        for computer players, and where confirming each turn is switched off."""
        for player in sorted(self.unconfirmed):
            if (players is None or player in players) and player in self.unconfirmed:
                self.apply(player, EndTurn())

    # --- undo: one's own actions, within one's own turn ---------------------------------
    def _last_own(self, player: int):
        """(index in the log of `player`'s last action, or None; the reason if none may go)."""
        if not self.keep_history or len(self._history) != len(self.log):
            return None, Violation("undo.nothing")
        start = len(self._history)  # the first entry after the last reveal
        while start and not self._history[start - 1][1]:
            start -= 1
        for index in range(len(self.log) - 1, -1, -1):
            who, data = self.log[index]
            if who != player:
                continue
            if index < start:
                return None, Violation("undo.revealed")
            if data.get("kind") == EndTurn.kind:
                return None, Violation("undo.turn_ended")
            return index, None
        return None, Violation("undo.nothing")

    def undo_violation(self, player) -> Violation | None:
        """Why `player` cannot take back their last action now, or None if they can.
        Only one's own actions since one's turn began, never another seat's,
        and never one that another seat's later action depends on."""
        if not is_seat(self, player):
            return Violation("seat.unknown", {"player": repr(player), "count": len(self.players)})
        index, violation = self._last_own(player)
        if violation is not None:
            return violation
        if any(who != player for who, _ in self.log[index + 1:]):
            trial = self.copy()
            if trial._take_back(index):
                return Violation("undo.others_depend")
        return None

    def undo(self, player: int) -> tuple[int, dict]:
        """Take back `player`'s last action; the others' later actions stay
        (played again). Returns the entry taken back."""
        violation = self.undo_violation(player)
        if violation is not None:
            raise IllegalMove(violation)
        index, _ = self._last_own(player)
        taken = self.log[index]
        self._take_back(index)
        return taken

    def _take_back(self, index: int) -> list[tuple[int, dict]]:
        """Go back to before log entry `index` and play the later entries again;
        returns those that no longer pass the rules (and so are gone)."""
        again = self.log[index + 1:]
        self._restore(self._history[index][0])
        del self.log[index:], self._history[index:]
        dropped = []
        for who, data in again:
            action = self.game.action_from_dict(data)
            if self.check(who, action) is None:
                self.apply(who, action)
            else:
                dropped.append((who, data))
        return dropped

    def last_actor(self) -> int | None:
        return self.log[-1][0] if self.log else None

    # A name starting with "_" is a cache or a working value, not part of the position.
    def _snapshot(self):
        return ({k: v for k, v in self.__dict__.items() if k[0] != "_" and k not in _NOT_SNAPSHOT},
                self.rng.getstate())

    def _restore(self, snapshot) -> None:
        saved, chance = snapshot
        for name in [k for k in self.__dict__ if k not in saved and k[0] != "_" and k not in _NOT_SNAPSHOT]:
            del self.__dict__[name]  # set by an action taken back
        self.__dict__.update(saved)
        self.rng.setstate(chance)

    def copy(self, keep_history: bool = True) -> "State":
        """An independent copy for trying moves (bots, previews): the values are
        shared (no action changes one in place), the log and undo stack copied,
        chance cloned."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.log = list(self.log)
        other.keep_history = keep_history
        other._history = list(self._history) if keep_history else []
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def stage(self) -> tuple[str, int, int] | None:
        """How far the game is, for lists of games: (a word, n, of), e.g.
        ("round", 3, 8) or ("season", 2, 4); the window says "Round 3/8"."""
        return None

    def solo_title(self) -> dict | None:
        """A finished solo game's title, if the game gives one: {"key", "name": {lang: text}}."""
        return None

    def winners(self) -> list[int]:
        """Players with the best result; games with a tie-break override `rank_key`."""
        sheets = self.score_sheets()
        keys = [self.rank_key(sheet) for sheet in sheets]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    def ranking(self, tie_break: bool = True) -> list[list[int]]:
        """Players grouped by place, best first (tied players share a group);
        with `tie_break` False by their totals alone: players who share a group
        there had equal totals, whatever the tie-break then made of them."""
        sheets = self.score_sheets()
        rank = self.rank_key if tie_break else (lambda sheet: (sheet.total,))
        # stable sort on the key alone: tied players stay in seat order
        keyed = sorted(((rank(s), s.player) for s in sheets), key=lambda kp: kp[0], reverse=True)
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
    """A game's description; one instance per game, registered in games.GAMES.
    It declares what kind of game it is, as OpenSpiel's games do."""
    id: str = ""
    min_players: int = 1
    max_players: int = 1          # the seats the engine takes
    screen_max_players: int | None = None  # the seats one screen shows (None: max_players)
    simultaneous: bool = False    # steps where several players act at once
    hidden_information: bool = True   # something one player may not see (a deck's order counts)
    # something one seat sees and another may not (a hand, a secret split), not only what nobody sees
    # (a deck's order): people sharing a screen hand it over behind the curtain
    private_information: bool = False
    chance: bool = True           # shuffles or draws
    action_kinds: tuple[type[Action], ...] = ()
    phases: tuple[str, ...] = ()
    bots: dict = {}
    options: dict = {}  # option name -> tuple of allowed values (the first is the default) or Option

    def new_game(self, players: list[str], seed: int = 0, options: dict | None = None) -> State:
        raise NotImplementedError

    def action_from_dict(self, d: dict) -> Action:
        return actions_from_dict((EndTurn,) + tuple(self.action_kinds), d)

    @property
    def screen_players(self) -> tuple[int, int]:
        """The fewest and the most seats the window supports."""
        return self.min_players, min(self.max_players, self.screen_max_players or self.max_players)

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
