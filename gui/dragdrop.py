"""One drag-and-drop controller for every game: pick up a piece, a ghost
snapped to the cell under the pointer, green or red with the rule's sentence,
rotate (R, wheel, right click), mirror (F), drop, Esc to cancel; and the same
placement from the keyboard (arrows, R, F, Enter). It reacts to the events it
is handed and never polls the mouse, so tests can post real events."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Callable

import pygame

from . import text
from .engine import IllegalMove, Violation
from .widgets import draw_tooltip

DRAG_DISTANCE = 6  # pixels of motion that turn a press into a drag


@dataclass
class Piece:
    """Something a player holds. The view supplies the geometry:
    `snap(pos)` gives the place under the pointer (a cell, a card slot) or
    None; `action(target, rotation, mirrored)` builds the engine action;
    `move(place, (dx, dy))` steps that place for keyboard placement. A piece
    of several parts held by one of them (`grip`) names in `anchor(place, grip,
    rotation, mirrored)` the target that keeps the held part on the place, so it
    stays under the pointer as the piece turns; without it the place is the target."""
    key: Any
    snap: Callable[[tuple[int, int]], Any]
    action: Callable[[Any, int, bool], Any]
    rotations: int = 1
    mirrorable: bool = False
    start: Any = None
    move: Callable[[Any, tuple[int, int]], Any] | None = None
    rotation: int = 0
    mirrored: bool = False
    commit: Callable[[Any], None] | None = None  # instead of the engine's, e.g. to ask a question first
    clicked: Callable[[], None] | None = None    # a click without a drag does this (else: click, then click the target)
    targets: Callable[[], Any] | None = None     # every target worth trying, for the learning aid
    at: Callable[[Any], tuple[int, int]] | None = None  # where a target is on screen (the keyboard's ghost)
    grip: Any = None                             # the part the pointer holds (a double tile's half)
    anchor: Callable[[Any, Any, int, bool], Any] | None = None
    data: dict = field(default_factory=dict)


class DragDrop:
    """Holds at most one piece. `check(action)` and `commit(action)` are the
    engine's, through the play scene."""

    def __init__(self, check: Callable[[Any], Violation | None], commit: Callable[[Any], None]):
        self.check, self.commit = check, commit
        self.held: Piece | None = None
        self.target = None   # what the action takes: the piece's anchor (the place, unless a part is gripped)
        self.place = None    # under the pointer (or the keyboard's): where the held part lies
        self.violation: Violation | None = None
        self.pos = (0, 0)
        self.drawn_apart = False   # the piece under the pointer is drawn by another (a phone, under its finger)
        self.refused: Violation | None = None  # the last drop that broke a rule
        self._down = None
        self._dragged = False
        self._sticky = False
        self._cache: dict = {}

    # --- holding ----------------------------------------------------------
    def pick(self, piece: Piece, pos=None, keyboard: bool = False) -> None:
        self.held, self._cache = piece, {}
        self.refused = None
        self._down = pos
        self.pos = pos or self.pos
        self._dragged = False
        self._sticky = keyboard
        self._retarget(piece.start if keyboard or pos is None else piece.snap(pos))
        if keyboard:
            self._follow()

    def _follow(self) -> None:
        """In keyboard play the pointer's place is the ghost's: the reason shows there."""
        if self.held is not None and self.held.at is not None and self.place is not None:
            self.pos = tuple(self.held.at(self.place))

    def cancel(self) -> None:
        self.held, self.target, self.place, self.violation = None, None, None, None
        self._down, self._sticky = None, False

    @property
    def holding(self) -> bool:
        return self.held is not None

    @property
    def loose(self) -> tuple[int, int] | None:
        """Where a view draws the piece in hand under the pointer (None: in nobody's hand,
        no pointer yet, or drawn apart). Off every target: where it snaps, its ghost shows."""
        if self.held is None or self.drawn_apart or self.pos == (0, 0):
            return None
        return self.pos

    @contextmanager
    def lifted(self, pos: tuple[int, int]):
        """The piece in hand as if held at `pos` off every target, drawn here (its picture alone)."""
        kept = self.target, self.place, self.pos, self.drawn_apart
        self.target = self.place = None
        self.pos, self.drawn_apart = pos, False
        try:
            yield
        finally:
            self.target, self.place, self.pos, self.drawn_apart = kept

    @property
    def action(self):
        if self.held is None or self.target is None:
            return None
        return self.held.action(self.target, self.held.rotation, self.held.mirrored)

    def _retarget(self, place) -> None:
        """The held part aimed at `place` (None: nowhere); the target and its check follow."""
        piece = self.held
        self.place = place
        self.target = place if piece is None or place is None or piece.anchor is None else \
            piece.anchor(place, piece.grip, piece.rotation, piece.mirrored)
        self.violation = None
        if piece is None or place is None:
            return
        key = (self.target, piece.rotation, piece.mirrored)
        if key not in self._cache:
            action = self.action
            self._cache[key] = self.check(action) if action is not None else None
        self.violation = self._cache[key]

    def legal_targets(self) -> list:
        """The targets where the held piece may go as it is turned now (learning aid)."""
        if self.held is None or self.held.targets is None:
            return []
        key = ("legal", self.held.rotation, self.held.mirrored)
        if key not in self._cache:
            piece = self.held
            self._cache[key] = [t for t in piece.targets()
                                if self.check(piece.action(t, piece.rotation, piece.mirrored)) is None]
        return self._cache[key]

    def draw_tip(self, surface, words: list[str], ghost: pygame.Rect | None, area: pygame.Rect, u: float) -> None:
        """`words` beside the piece in hand: at its ghost (None: at the pointer, or where the
        pointer is on the ghost), wrapped, kept inside `area` (the board)."""
        at = self.pos if ghost is None or ghost.collidepoint(self.pos) else ghost.center
        size, width = round(14 * u), min(area.width - 32, round(420 * u))
        draw_tooltip(surface, [part for line in words for part in text.wrap(line, size, width)], at, size, area)

    def rotate(self, step: int = 1) -> None:
        if self.held and self.held.rotations > 1:
            self.held.rotation = (self.held.rotation + step) % self.held.rotations
            self._retarget(self.place)   # about the held part: it stays where it is

    def mirror(self) -> None:
        if self.held and self.held.mirrorable:
            self.held.mirrored = not self.held.mirrored
            self._retarget(self.place)

    def drop(self) -> bool:
        """Place the piece if the rules allow it; True if it was placed."""
        if self.held is None:
            return False
        if self.target is None:
            self.cancel()
            return False
        if self.violation is not None:
            self.refused = self.violation
            self.cancel()
            return False
        action = self.action
        commit = self.held.commit or self.commit
        try:
            commit(action)
        except IllegalMove as error:
            self.refused = error.violation
            self.cancel()
            return False
        self.cancel()
        return True

    # --- events ---------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """True if the event was the controller's."""
        if self.held is None:
            return False
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            self.pos = event.pos
            if self._down and abs(event.pos[0] - self._down[0]) + abs(event.pos[1] - self._down[1]) > DRAG_DISTANCE:
                self._dragged = True
            place = self.held.snap(event.pos)
            if place != self.place:
                self._retarget(place)
            return True
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.pos = event.pos
                if self._sticky:
                    place = self.held.snap(event.pos)
                    if place is None:   # a click away from every place for it: put back, and the click goes on
                        self.cancel()
                        return False
                    self._retarget(place)
                    self.drop()
                return True
            if event.button == 3:
                self.rotate(1)
                return True
            return event.button in (4, 5)
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._dragged:
                self.pos = event.pos
                self._retarget(self.held.snap(event.pos))
                self.drop()
            elif self.held.clicked is not None and not self._sticky:
                clicked = self.held.clicked
                self.cancel()
                clicked()
            else:
                self._sticky = True  # a click picks up; the next click drops
            return True
        if kind == pygame.MOUSEWHEEL:
            self.rotate(1 if event.y < 0 else -1)
            return True
        if kind == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key) -> bool:
        handled = self._step(key)
        if handled and key != pygame.K_ESCAPE:
            self._follow()
        return handled

    def _step(self, key) -> bool:
        if key == pygame.K_ESCAPE:
            self.cancel()
        elif key == pygame.K_r:
            self.rotate(1)
        elif key == pygame.K_f:
            self.mirror()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.place is None:
                self._retarget(self.held.start)
            else:
                self.drop()
        elif key in _ARROWS:
            self._sticky = True
            if self.place is None:
                self._retarget(self.held.start)
            elif self.held.move is not None:
                moved = self.held.move(self.place, _ARROWS[key])
                if moved is not None:
                    self._retarget(moved)
        else:
            return False
        return True


_ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
