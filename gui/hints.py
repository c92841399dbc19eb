"""Hints (H, with learning aids on): the strong computer's move for the seat at
the screen, in two steps, each on a press of H of its own. First where to look:
the piece or the part of the board, marked. Then the move itself, marked, with
its reason: what it changes on the score sheets now, item by item, and what
the search expects of it against the next best move over sampled futures
(core.explain). All of it is worked out in a thread from the seat's view alone."""
from __future__ import annotations

import random
import threading

from . import engine, theme
from .coaching import CoachJob, can_coach

LOOK_SECONDS, MOVE_SECONDS = 5.0, 12.0   # how long each step's words stay


def own_moves(state, seat: int) -> int:
    """How many entries of the log are `seat`'s own."""
    return sum(1 for who, _data in state.log if who == seat)


class HintJob:
    """The strong computer's move for `seat` now and why, thought out in a thread."""
    SECONDS = 0.6      # the search's time
    FUTURES = 12       # the futures the expectation averages (core.explain)

    def __init__(self, game, state, seat: int):
        self.seat, self.action, self.reason, self.error = seat, None, None, None
        self.done = False
        self.own = own_moves(state, seat)   # the position it is for: the seat's own moves so far
        position = state.copy(keep_history=False)
        strong = game.bots["strong"]

        def work():
            try:
                view, seed = position.view(seat), len(position.log)
                self.action = strong(view, seat, random.Random(seed),
                                     budget=engine.search.Budget(seconds=self.SECONDS))
            except Exception as failure:
                self.error = failure
            if self.error is None:
                try:   # the reason; its failure leaves the move, without a reason
                    self.reason = engine.explain.explain(game, view, seat, self.action, samples=self.FUTURES,
                                                         seed=seed)
                except Exception:
                    self.reason = None
            self.done = True
            CoachJob._wake()

        self._thread = threading.Thread(target=work, daemon=True)
        self._thread.start()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)


class Hints:
    """The play scene's hints: the job thinking, the hint found, its step, and
    what it marks on the board (`rects`)."""

    def __init__(self, scene):
        self.scene = scene
        self.clear()

    def moved(self) -> None:
        """The game moved: a hint is gone once its seat has moved (or taken a move
        back) or its move is no longer allowed; another seat's move in a game of
        turns taken at once (a computer drawing its map) leaves it."""
        state, job = self.scene.state, self.found or self.job
        if job is None or own_moves(state, job.seat) != job.own or (
                job.action is not None and state.check(job.seat, job.action) is not None):
            if self.step and self.scene.toast.message == self.said:   # its words go with it
                self.scene.toast.clear()
            self.clear()

    def clear(self) -> None:
        """No hint, nor one being thought out."""
        self.job: HintJob | None = None
        self.found: HintJob | None = None
        self.step = 0
        self.rects: list = []
        self.keep: list = []   # what its words keep clear of besides the marks (the piece the move takes)
        self.said = ""   # the words of the step shown

    def ask(self) -> None:
        """H: the next step of the hint found for this position, else think one out."""
        scene = self.scene
        if not (scene.aids and scene.human_turn and can_coach(scene.game)) or scene.must_end_turn:
            scene.toast.show(scene.t("ui.play.no_hint"), theme.ACCENT, 2.5)
        elif self.found is not None and self.found.seat == scene.player:
            self.show_step(min(2, self.step + 1))
        elif self.job is None:
            scene.toast.show(scene.t("ui.play.hint_thinking"), theme.ACCENT, 2.0)
            self.job = HintJob(scene.game, scene.state, scene.player)

    def update(self) -> None:
        """A hint found: its first step shown (where to look)."""
        job = self.job
        if job is not None and job.done and job.seat == self.scene.player:
            self.job = None
            if job.error is None and job.action is not None and self.scene.state.check(job.seat, job.action) is None:
                self.found = job
                self.show_step(1)

    def show_step(self, step: int) -> None:
        scene, job = self.scene, self.found
        self.step = step
        view, seat, move = scene.view, job.seat, job.action.to_dict()
        self.keep = view.hint_keep_clear(seat, move)
        if step == 1:
            self.rects = view.look_rects(seat, move)
            self.said = scene.t("ui.play.hint_look")
            scene.toast.show(self.said, theme.ACCENT, LOOK_SECONDS)
        else:
            self.rects = view.mark_rects(seat, view.move_marks(move)) or view.look_rects(seat, move)
            words = [scene.t("ui.play.hint_move", move=view.hint_words(seat, move))] + self.reasons(seat, move,
                                                                                                  job.reason)
            self.said = "\n".join(words)
            scene.toast.show(self.said, theme.ACCENT, MOVE_SECONDS)

    def show_move(self, seat: int, move: dict) -> None:
        """A move shown at once, marked, without reasons (a tutorial's expected move)."""
        view = self.scene.view
        self.rects = view.mark_rects(seat, view.move_marks(move))
        self.scene.toast.show(self.scene.t("ui.play.hint", move=view.describe(seat, move)), theme.ACCENT, 6.0)

    def why(self, shown_by_itself: bool = False) -> None:
        """W (and, at the slow pace, each of its moves by itself): why the strong
        computer made its last move, in a hint's words."""
        scene, last = self.scene, self.scene.bots.reason
        if last is None or last[0] not in range(len(scene.state.players)):
            if not shown_by_itself:
                scene.toast.show(scene.t("ui.play.no_why"), theme.ACCENT, 2.5)
            return
        seat, action, reason = last
        move = action.to_dict()
        words = [scene.t("ui.play.why", name=scene.state.players[seat], move=scene.view.describe(seat, move))]
        scene.toast.show("\n".join(words + self.reasons(seat, move, reason)), theme.ACCENT, MOVE_SECONDS)

    def other_words(self, seat: int, other: dict, move: dict) -> str:
        """The next best move in the log's words, or where those are the same as the
        move's ("divided the row in secret"), in the coach's, which tell them apart."""
        view = self.scene.view
        said = view.describe(seat, other)
        return said if said != view.describe(seat, move) else view.lesson_words(seat, other, move)

    def reasons(self, seat: int, move: dict, reason) -> list[str]:
        """The reason in the game's words: the changes now, then the expectation
        against the next best move, named in words that tell it from `move`."""
        t = self.scene.t
        if reason is None:
            return []
        if reason.changes:
            changes = "; ".join(t("ui.play.hint_change", item=change.item.text(self.scene.app.texts),
                                  delta=f"{change.delta:+d}") for change in reason.changes)
            lines = [t("ui.play.hint_now", changes=changes, total=f"{reason.now:+d}")]
        else:
            lines = [t("ui.play.hint_nothing_now")]
        if reason.rival:
            lines.append(t("ui.play.hint_rival", delta=f"{reason.rival:+d}"))
        if reason.other is None:
            lines.append(t("ui.play.hint_alone"))
        else:
            other = self.other_words(seat, reason.other.to_dict(), move)
            key = ("ui.play.hint_expected" if reason.expected >= 1 else "ui.play.hint_behind"
                   if reason.expected <= -1 else "ui.play.hint_even")
            lines.append(t(key, points=abs(round(reason.expected)), other=other, futures=reason.futures))
        return lines
