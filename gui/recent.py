"""What the others did since the seat at the screen last acted, marked on the
board: each move's places outlined in its mover's colour until that seat acts
(at a shared screen each seat sees what happened since its own last turn).
Only what the seat's view of the log shows is marked: others' secret choices
keep their kind alone and mark nothing."""
from __future__ import annotations

import pygame

from . import theme
from .engine import EndTurn


class RecentMoves:
    """A part of the play scene: which moves are news to the seat at the screen,
    and their marks."""

    def __init__(self, scene):
        self.scene = scene

    def moves(self) -> list[tuple[int, dict]]:
        """The others' moves since the seat at the screen last moved (none while
        nobody sits there: a game of computers only marks its last move)."""
        scene = self.scene
        seat = scene.screen_seat
        log = [(who, action) for who, action in scene.shown.log if action.get("kind") != EndTurn.kind]
        if seat is None:
            return log[-1:]
        mine = max((i for i, (who, _action) in enumerate(log) if who == seat), default=-1)
        return [(who, action) for who, action in log[mine + 1:] if who != seat]

    def marks(self) -> list[tuple[int, pygame.Rect]]:
        """(mover, rect) of every place the news moved, where the screen shows it now
        (asked at each frame drawn: the panel's rows lie where it last drew them)."""
        view = self.scene.view
        return [(who, rect) for who, action in self.moves() for rect in view.mark_rects(who, view.move_marks(action))]

    def draw(self, surface, areas, u: float) -> None:
        """The marks: an outline inside each place, in the mover's colour, within the
        one of `areas` (the board, the panel's visible part) that holds its middle (a
        mark scrolled out of sight is not drawn). Where the mark lies says whose move it
        was (that seat's display, landscape, map or panel row) and the log names it."""
        if self.scene.dd.holding:   # the seat at the screen is acting: its piece's ghost shows alone
            return
        width = max(2, round(2.5 * u))
        for who, rect in self.marks():
            area = next((a for a in areas if a.collidepoint(rect.center)), None)
            if area is not None:
                surface.set_clip(area)
                pygame.draw.rect(surface, theme.player_colour(who), rect, width, border_radius=3)
                surface.set_clip(None)
