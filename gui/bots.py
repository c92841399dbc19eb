"""Computer players think in a worker thread so the window never freezes;
their moves are shown at a pace a person can follow. A bot sees only its
seat's view, made in the thread from a shallow copy of the position."""
from __future__ import annotations

import random
import threading
import time

import pygame

from .engine import EndTurn, explain, search, settings

PACE = 0.7  # seconds at least between two computer moves (at the normal pace)
# the pace setting's steps (the settings name them): slow shows each move a while
PACE_FACTORS = dict(zip(settings.PACES, (1 / 3, 1.0, 3.0)))


def pace_of(settings) -> str:
    """How fast the computer players move: fast, normal or slow (the setting)."""
    pace = settings.get("pace", "normal")
    return pace if pace in PACE_FACTORS else "normal"


def seconds_of(pace: str) -> float:
    """The least seconds between two computer moves at `pace`."""
    return PACE * PACE_FACTORS[pace]
THINK_SECONDS = 1.0  # what a thinking level (strong) may take for a move
WHY_FUTURES = 6      # the futures its reason's expectation averages (core.explain)


class BotRunner:
    """Asks one bot at a time for an action on a private copy of the state."""

    def __init__(self, game, seed: int, pace: float | None = None, think: float | None = None):
        self.game = game
        self.budget = search.Budget(seconds=THINK_SECONDS if think is None else think)
        self.seed = seed
        self.pace = PACE if pace is None else pace  # read at start: a test may set gui.bots.PACE
        self._thread: threading.Thread | None = None
        self._ready = False  # the current thread has decided (set before it wakes the loop)
        self._result = None
        self._error: BaseException | None = None
        self._started = 0.0
        self._player = None
        self._moves = 0
        self.explains = self.pace >= PACE   # the strong level says why it moved (not at the fast pace)
        self.reason = None   # (player, action, core.explain.Reason) of the strong level's last move decided

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def start(self, state, player: int, level: str) -> None:
        if self._thread is not None:
            return
        # A shallow copy is the position as it stands (no value is ever changed in
        # place); the thread makes the seat's view from it and the bot decides on that.
        position = state.copy(keep_history=False)
        rng = random.Random(self.seed * 7919 + len(state.log) * 31 + player)
        choose = self.game.bots[level]
        self._result, self._error, self._player, self._ready = None, None, player, False
        self._started = time.perf_counter()

        def think():
            result, error, reason = None, None, None
            try:
                view = position.view(player)
                result = choose(view, player, rng, budget=self.budget)
            except Exception as failure:  # reported on the main thread
                error = failure
            if error is None and self.explains and level == "strong" and not isinstance(result, EndTurn):
                try:   # why it moved: a failure here never touches the move itself
                    reason = (player, result, explain.explain(self.game, view, player, result,
                                                              samples=WHY_FUTURES, seed=len(position.log)))
                except Exception:
                    reason = None
            if threading.current_thread() is self._thread:  # not cancelled meanwhile
                self._result, self._error, self._ready = result, error, True
                if reason is not None:
                    self.reason = reason
            try:  # wake the loop; the window may already be closed
                pygame.event.post(pygame.event.Event(pygame.USEREVENT + 1, {}))
            except pygame.error:
                pass

        self._thread = threading.Thread(target=think, daemon=True)
        self._thread.start()

    def due_in(self) -> float | None:
        """Seconds until poll() hands over the decision; None while there is none
        to wait for (no bot asked, or still thinking: the thread wakes the loop)."""
        if self._thread is None or not self._ready:
            return None
        return max(0.0, self._started + self.pace - time.perf_counter())

    def poll(self):
        """(player, action, error) once the bot has decided and the pace allows
        (error: what the bot raised instead, else None); before that None."""
        due = self.due_in()
        if due is None or due > 0:
            return None
        self._thread = None
        return self._player, self._result, self._error

    def turn(self, state, seats: list):
        """The computers' part of a frame: ask the first computer seat that acts
        (`seats[p]` its level, None for a person), or hand over what one decided,
        (player, action, error) as poll gives it, once that seat still acts."""
        if self._thread is None:
            bot = next((p for p in state.actors() if seats[p] is not None), None)
            if bot is not None:
                self.start(state, bot, seats[bot])
            return None
        decided = self.poll()
        return decided if decided is not None and decided[0] in state.actors() else None

    @staticmethod
    def fallback(state, player: int):
        """A legal action for a seat whose bot failed, chosen by the log's length: the game goes on."""
        return random.Random(len(state.log)).choice(sorted(state.legal_actions(player), key=repr))

    def cancel(self) -> None:
        """Forget the decision being made (the thread ends on its own copy)."""
        self._thread = None

    def reset(self) -> None:
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._thread = None
