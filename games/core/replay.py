"""Stepping through a recorded game: the position after each move, rebuilt
from the entry's seed, options and log (as core.history keeps a finished
game), with checkpoints so that stepping and jumping stay fast.

A step is a move: step 0 is the start, step k the position after the k-th
move of the log. An End turn is no step of its own: it belongs to the move
before it (the reveal it sets going shows with that move).

The entry of a game in progress works the same (`in_progress_entry`): the
same keys as a history line, its scores provisional; the replay ends where
the game stands now. Whatever the table may not see at a step (a deck's
order, a secret split, a kept mission) the caller hides by drawing the
public view, `state.view(None)`, of `state_at(k)`."""
from __future__ import annotations

from dataclasses import dataclass

from .actions import EndTurn
from .rules import IllegalMove

CHECKPOINT = 16  # log entries between kept positions


@dataclass(frozen=True)
class Move:
    """One step: who moved, the action (as logged), and where it is in the log."""
    player: int
    action: dict
    index: int        # its place in the log
    cut: int          # the log entries the position after it has applied (its End turns too)


def moves_of(log: list) -> list[Move]:
    """The log's moves, each with the End turns that follow it."""
    moves: list[Move] = []
    for index, (player, action) in enumerate(log):
        if action.get("kind") == EndTurn.kind:
            if moves:
                last = moves[-1]
                moves[-1] = Move(last.player, last.action, last.index, index + 1)
            continue
        moves.append(Move(player, action, index, index + 1))
    return moves


class Replay:
    """The positions of one recorded game. `state_at(k)` is a position of its
    own (never changed afterwards): safe to keep and to draw."""

    def __init__(self, game, entry: dict):
        self.game, self.entry = game, entry
        self.players = list(entry["players"])
        self.seed, self.options = entry["seed"], dict(entry.get("options") or {})
        self.log = [(int(p), dict(a)) for p, a in entry["log"]]
        self.moves = moves_of(self.log)
        self._kept: dict[int, object] = {}      # log length -> the position after that many entries
        self._last: tuple[int, object] | None = None
        start = game.new_game(self.players, self.seed, self.options)
        start.keep_history = False
        self._kept[0] = start
        self._cuts = [0] + [move.cut for move in self.moves]
        if self.log and self.log[0][1].get("kind") == EndTurn.kind:   # End turns before any move
            self._cuts[0] = next((i for i, (_p, a) in enumerate(self.log) if a.get("kind") != EndTurn.kind),
                                 len(self.log))

    def check(self) -> str | None:
        """Replay the whole log once (the checkpoints are made on the way); if an
        entry no longer passes the rules (they changed since), the replay ends
        before the move that fails and the reason is returned."""
        try:
            self.final()
            return None
        except (IllegalMove, ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            problem = str(error)
        try:
            self.state_at(0)
        except (IllegalMove, ValueError, TypeError, KeyError, IndexError, AttributeError):
            # End turns before any move that the rules refuse: the replay is the deal alone
            self.moves, self._cuts, self._kept, self._last = [], [0], {0: self._kept[0]}, None
            return f"log entry 1: {problem}"
        good = 0
        while good < len(self.moves):
            try:
                self.state_at(good + 1)
            except (IllegalMove, ValueError, TypeError, KeyError, IndexError, AttributeError):
                break
            good += 1
        failing = self.moves[good] if good < len(self.moves) else None
        self.moves = self.moves[:good]
        self._cuts = self._cuts[:good + 1]
        return f"log entry {failing.index + 1 if failing else len(self.log)}: {problem}"

    @property
    def steps(self) -> int:
        """The last step (the number of moves)."""
        return len(self.moves)

    def move(self, step: int) -> Move | None:
        """The move that led to `step` (None at the start)."""
        return self.moves[step - 1] if 1 <= step <= len(self.moves) else None

    def cut(self, step: int) -> int:
        """How many log entries the position at `step` has applied."""
        return self._cuts[max(0, min(step, len(self.moves)))]

    def state_at(self, step: int):
        """The full position at `step` (hidden information included: draw its
        `view(None)`). An illegal log entry raises IllegalMove."""
        return self._after(self.cut(step))

    def final(self):
        return self.state_at(self.steps)

    def _after(self, length: int):
        if self._last is not None and self._last[0] == length:
            return self._last[1]
        base = max(k for k in self._kept if k <= length)
        if self._last is not None and base <= self._last[0] <= length:
            base = self._last[0]
            state = self._last[1]
        else:
            state = self._kept[base]
        for index in range(base, length):
            state = state.copy(keep_history=False)   # the positions handed out stay as they were
            player, data = self.log[index]
            state.apply(player, self.game.action_from_dict(data))
            if (index + 1) % CHECKPOINT == 0:
                self._kept[index + 1] = state
        self._last = (length, state)
        return state


def in_progress_entry(state, seats: list | None = None, created: str | None = None, slot: str = "") -> dict:
    """A game in progress as a replay takes it: the keys of a history line
    (core.history.entry_of: scores provisional, no title) plus
    "in_progress": True; the replay shows it up to its last action."""
    from .history import entry_of
    entry = entry_of(state, seats, created=created, slot=slot)
    entry["in_progress"] = True
    return entry
