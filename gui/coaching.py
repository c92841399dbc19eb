"""The coach's work in the background: the lessons of one seat of a finished
game, searched in a thread (the results screen stays usable), with its
progress and a way to cancel."""
from __future__ import annotations

import threading
import time

import pygame

from .engine import coach


# How hard the coach looks at each move (core.coach.lessons): about 45 s a seat
# in advanced Rome, the longest, and 15 s or less in the other games (2 cores).
DEPTH = {"iterations": 100, "samples": 16}


def can_coach(game) -> bool:
    """The coach needs the game's strong level and the parts of its search."""
    return "strong" in game.bots and bool(getattr(game, "search", None))


class CoachJob:
    def __init__(self, game, state, seat: int, **depth):
        depth = {**DEPTH, **depth}
        self.game, self.seat = game, seat
        self.progress = 0.0
        self.started = time.perf_counter()
        self.result: list | None = None
        self.shown = False   # the lessons opened once by themselves
        self.error: BaseException | None = None
        self._cancelled = False
        players, seed, options, log = list(state.players), state.seed, dict(state.options), list(state.log)

        def work():
            try:
                found = coach.lessons(game, players, seed, options, log, seat, progress=self._advance,
                                cancelled=lambda: self._cancelled, **depth)
                if not self._cancelled:
                    self.result = found
            except Exception as failure:   # reported by the results screen
                self.error = failure
            self._wake()

        self._thread = threading.Thread(target=work, daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self.result is None and self.error is None and not self._cancelled

    def seconds_left(self) -> int | None:
        """About how long the coach still works, from its pace so far (None until a move is done)."""
        if self.progress <= 0.0:
            return None
        spent = time.perf_counter() - self.started
        return max(1, round(spent * (1.0 - self.progress) / self.progress))

    def _advance(self, fraction: float) -> None:
        self.progress = fraction
        self._wake()

    @staticmethod
    def _wake() -> None:
        try:   # the loop redraws the progress; the window may be closed already
            pygame.event.post(pygame.event.Event(pygame.USEREVENT + 2, {}))
        except pygame.error:
            pass

    def cancel(self) -> None:
        self._cancelled = True

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
