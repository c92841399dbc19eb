"""The State protocol shared by all games: phases and actors, one `check`
for every rule, `apply` with a snapshot stack for undo, the action log, the
decision a seat faces, and seeded chance. What a game is (its `Game`) is
core.description."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterator

from .actions import Action, EndTurn
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
    # Where a person confirms each turn, every completed turn asks for End turn (True), or
    # only one that passes to another seat (False: a game of many short steps, Rome). The
    # turn waits for EndTurn either way, so logs, saves and computers are the same.
    confirms_every_turn: bool = True

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

    def confirm_wanted(self, player) -> bool:
        """Whether the person at `player`, whose turn waits for EndTurn, is asked to end it
        (where confirming each turn is on). In a game that confirms only hand-overs: where
        the turn then passes to another seat, or the game ends; not where `player` acts
        again at once (their next step follows: the window ends the turn for them)."""
        if player not in self.unconfirmed:
            return False
        if self.confirms_every_turn:
            return True
        trial = self.copy(keep_history=False)
        trial.apply(player, EndTurn())
        return player not in trial.actors()

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
