"""A phone's play scene: the play scene locked to one seat, drawn in the
phone's window (window.py). It shows that seat's view only; its moves, End
turn and Undo go to the host's play scene, the game's one referee, which
then tells every phone (table.py). No computer is asked here, nothing is
saved, and no curtain falls."""
from __future__ import annotations

from .. import theme
from ..engine import EndTurn
from ..free_play import FreePlay
from ..scenes.play import PlayScene
from . import NoPhones


class PhoneFlow(FreePlay):
    """The phone scene's referee: the host scene's, for one seat."""

    def __init__(self, window, host, seat: int):
        super().__init__(window)
        self.host, self.seat = host, seat

    def player(self, state) -> int | None:
        """The phone's seat where it acts; else the first who does (nobody's hands are here)."""
        actors = state.actors()
        return self.seat if self.seat in actors else (actors[0] if actors else None)

    def commit(self, action, player: int | None = None) -> None:
        with self.scene.app.host_text():
            self.host.flow.commit(action, self.seat)

    def update(self, dt: float) -> None:
        self.scene.hints.update()   # no computer plays here: the host's scene asks them

    def save(self) -> None:
        pass    # the host's scene keeps the game

    def finish(self) -> None:
        pass    # ... and shows the results


class PhoneScene(PlayScene):
    def __init__(self, window, host, seat: int):
        super().__init__(window, host.game, host.state, host.seats)
        self.host_scene, self.seat = host, seat
        self.phones = NoPhones(p for p in range(len(host.state.players)) if p != seat)   # the others' seats
        self.flow = PhoneFlow(window, host, seat)
        self.flow.attach(self)
        self.aids = self.flow.aids
        self._seat = seat
        self.dd.drawn_apart = True   # the piece in hand: the phone draws it under the finger (table.py)
        # Rules and Undo in the bar; the menu is the host's (a phone leaves no game for the others)
        self.chrome.buttons[:] = [button for button in self.chrome.buttons if button.key != "menu"]
        self.changed()

    def end_turn(self) -> None:
        """Confirm this seat's turn, through the host's scene."""
        violation = self.state.check(self.seat, EndTurn())
        if violation is not None:
            self.show_violation(violation)
            return
        self.dd.cancel()
        self.commit(EndTurn())   # through the host's referee, as a move

    def show_violation(self, violation) -> None:
        """The rule's sentence on the phone's picture, and in words to the phone alone."""
        super().show_violation(violation)
        self.host_scene.phones.refused(self.seat, self.t("violation." + violation.code, **violation.params))

    def undo(self) -> None:
        """Take back this seat's last action within its turn; every screen is told."""
        violation = self.flow.undo_violation()
        if violation is not None:
            self.show_violation(violation)
            return
        self.dd.cancel()
        with self.app.host_text():
            self.state.undo(self.seat)
            self.host_scene.taken_back(self.seat)
        self.toast.show(self.t("ui.play.taken_back", name=self.state.players[self.seat]), theme.ACCENT, 2.0)
