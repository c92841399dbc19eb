"""The referee of a game played freely, as a tutorial's is of a lesson
(gui/scenes/tutorial.TutorialReferee): the play scene asks one or the other
whose hands the screen is in, applies a move through it, lets it take each
frame's turn (the computers' moves here, a tutorial's script there), save
the game after every action and, at its end, record it. So the play scene
tests for no tutorial, and neither does a view (its table asks `teaching`,
`lesson_target` and `box` of whichever referee there is)."""
from __future__ import annotations

from . import theme
from .bots import pace_of
from .table import NOWHERE
from .engine import IllegalMove, Violation, history
from .phones import PHONE
from .scenes import store

_NOT_YET = object()


class FreePlay:
    docked = False          # the side panel is a drawer that opens and shuts
    animating = False

    def __init__(self, app):
        self.aids = bool(app.settings.get("learning_aids", False))
        self.confirm_turns = app.settings.get("confirm_turns", True) is not False
        self.scene = None
        self._undo = (None, _NOT_YET)   # (key, why not) for the seat at the screen, until the game moves

    def attach(self, scene) -> None:
        self.scene = scene

    # --- a tutorial's, which free play is not ------------------------------------------
    teaching = False
    box = NOWHERE   # no step's box lies anywhere
    step_buttons = ()   # nor its buttons

    def panel_foot(self) -> int:
        """How much of the side panel's foot a tutorial's step covers: none here."""
        return 0

    def lesson_target(self, explaining: bool = False) -> dict:
        return {}

    @staticmethod
    def may_try(begun: dict) -> bool:
        """Any move may go on to its questions: the rules judge it once it is whole."""
        return True

    # --- whose turn, and a move ----------------------------------------------------
    def player(self, state) -> int | None:
        """Whose hands the screen is in. In a step where several act at once,
        the person who has it keeps it until done; computers act in the background."""
        scene = self.scene
        actors = state.actors()
        if not actors:
            return None
        if scene._seat in actors and scene.is_human(scene._seat):
            return scene._seat
        humans = [a for a in actors if scene.is_human(a)]
        return humans[0] if humans else actors[0]

    def commit(self, action, player: int | None = None) -> None:
        """Apply the move of the screen's player (or of `player`, a computer);
        IllegalMove with nothing changed. Computers never wait for End turn,
        nor does anyone with confirming each turn switched off, nor a person
        whose turn the engine does not ask to confirm (their next step follows)."""
        scene = self.scene
        player = scene.player if player is None else player
        scene.state.apply(player, action)
        if scene.seats[player] is not None or not self.confirm_turns or not scene.state.confirm_wanted(player):
            scene.state.end_turns([player])
        scene.after_action(player)

    def undo_violation(self):
        """Why the seat at the screen cannot take back now (the engine decides;
        kept until the game moves on). With no person at the screen there is
        nothing of theirs to take back."""
        scene = self.scene
        seat = scene.screen_seat
        key = (len(scene.state.log), seat)
        if self._undo[0] != key:
            self._undo = (key, Violation("undo.nothing") if seat is None else scene.state.undo_violation(seat))
        return self._undo[1]

    @property
    def slow(self) -> bool:
        """The computers move at the slow pace (to be watched)."""
        return pace_of(self.scene.app.settings) == "slow"

    def hint(self) -> None:
        """H with learning aids: the strong computer's hint, a step at a time (gui/hints.py)."""
        self.scene.hints.ask()

    # --- each frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """A failed save told, a hint found shown, a computer's turn left unended
        ended (a resumed game), a computer asked or its move made."""
        scene = self.scene
        for failure in store.failures():   # written in a thread: told at the next frame
            scene.toast.show(scene.t("ui.play.save_failed", error=failure), theme.BAD)
        scene.hints.update()
        state = scene.state
        if state.is_over():
            return
        if scene.phones.waiting:   # a game hosted for phones begins once every phone has joined
            return
        waiting = [p for p in state.unconfirmed if scene.seats[p] is not None]
        if waiting:
            state.end_turns(waiting)
            scene.after_action(waiting[0])
            return
        decided = scene.bots.turn(state, scene.seats)
        if decided is not None:
            self.bot_moves(*decided)

    def bot_moves(self, who: int, action, error) -> None:
        """A computer's decision; a failing bot or an illegal move is reported and
        the seat plays a random legal action instead, so the game goes on."""
        scene = self.scene
        problem = repr(error) if error is not None else None
        if problem is None:
            try:
                self.commit(action, who)
                if scene.bots.reason is not None and scene.bots.reason[:2] == (who, action) and self.slow:
                    scene.hints.why(shown_by_itself=True)   # at the slow pace each strong move says why
                return
            except IllegalMove as refused:
                problem = scene.t("violation." + refused.violation.code, **refused.violation.params)
        scene.toast.show(scene.t("ui.play.bot_failed", name=scene.state.players[who], problem=problem),
                         theme.BAD, 6.0)
        self.commit(scene.bots.fallback(scene.state, who), who)

    # --- the game kept --------------------------------------------------------------
    def save(self) -> None:
        """The game kept, its phone seats as such (resumed, it is hosted for them again)."""
        scene = self.scene
        seats = [PHONE if seat in scene.phones.seats else level for seat, level in enumerate(scene.seats)]
        scene.created, scene.slot = store.save(scene.state, seats, scene.created, scene.slot, scene.challenge)

    def finish(self) -> None:
        """The game has ended: into the history, then the save goes, and the
        results come. Where the history cannot be written, the results say so
        and the save stays, to be recorded at the next start."""
        scene = self.scene
        scene.bots.reset()
        best, week = None, None
        if len(scene.state.players) == 1 and scene.is_human(0):
            best = history.solo_best(scene.game.id, scene.state.players[0])
        if scene.challenge:   # the week's challenge: its best so far, by anyone
            week = (scene.challenge, history.week_best(scene.game.id, scene.challenge))
        problem = None
        try:
            store.conclude(scene.state, scene.slot, scene.seats, scene.created, scene.challenge)
        except OSError as error:
            problem = scene.t("ui.results.not_recorded", error=error.strerror or str(error))
        scene.app.show_results(scene.game, scene.state, scene.seats, scene.view, best, problem, week)

    # --- what a tutorial has and free play has not ---------------------------------------
    def handle_event(self, event) -> bool:
        return False

    def covers(self, pos) -> bool:
        return False

    def draw(self, surface) -> None:
        pass
