"""A message that shows for a while, and a tooltip box next to the pointer."""
from __future__ import annotations

import time
from contextlib import contextmanager

import pygame

from .. import text, theme
from .panel import draw_panel

_KEPT_CLEAR: list[pygame.Rect] = []   # what no tooltip covers now (tips_clear_of)


class Toast:
    """A message that goes by the clock, not by frames: the window may sleep
    until it is due to go (`wake_in`)."""

    def __init__(self):
        self.message, self.colour, self.until = "", theme.TEXT, 0.0
        self.sticky = False

    def show(self, message: str, colour=theme.TEXT, seconds: float | None = 3.5) -> None:
        """Show `message` for `seconds`, or until `clear()` when seconds is None."""
        self.message, self.colour = message, colour
        self.sticky = seconds is None
        self.until = 0.0 if self.sticky else time.monotonic() + seconds

    def clear(self) -> None:
        self.message, self.sticky = "", False

    def update(self, dt: float) -> None:
        if self.active and self.wake_in() == 0:
            self.message = ""

    @property
    def active(self) -> bool:
        """True while the message counts down (a sticky one needs no frames)."""
        return bool(self.message) and not self.sticky

    def wake_in(self) -> float | None:
        """Seconds until the message goes; None if it is not counting down."""
        return max(0.0, self.until - time.monotonic()) if self.active else None

    @staticmethod
    def place(rect: pygame.Rect, centre, avoid, area: pygame.Rect) -> pygame.Rect:
        """Centred on `centre` where it covers none of `avoid`; else above or below
        what it covered, or at the area's top or foot; else the free place nearest
        `centre` up or down the area: the first place that covers none (the first
        place tried, where every one does)."""
        first = _placed(rect, area, center=centre)
        covered = [r for r in avoid if r.colliderect(first)]
        if not covered:
            return first
        under = covered[0].unionall(covered[1:])
        tries = [_placed(first, area, bottom=under.top - 8), _placed(first, area, top=under.bottom + 8),
                 _placed(first, area, top=area.top + 8), _placed(first, area, bottom=area.bottom - 8)]
        step = max(4, rect.height // 4)
        tries += sorted((_placed(first, area, top=y) for y in range(area.top, area.bottom - rect.height + 1, step)),
                        key=lambda r: abs(r.centery - first.centery))
        return next((r for r in tries if not any(r.colliderect(a) for a in avoid)), tries[0])

    def draw(self, surface, centre, size: int, width: int, avoid=(), area: pygame.Rect | None = None) -> None:
        """The message centred on `centre`; where it would cover one of `avoid` (what
        a step asks for, a move marked, the piece in hand), above them, else below, in `area`."""
        if not self.message:
            return
        lines = text.wrap(self.message, size, width - 24)
        h = text.wrapped_height(self.message, size, width - 24) + 16   # as draw_wrapped spaces the lines
        w = max(text.font(size).size(line)[0] for line in lines) + 24
        area = surface.get_rect() if area is None else area
        self.rect = rect = self.place(pygame.Rect(0, 0, w, h), centre, avoid, area)
        draw_panel(surface, rect, (20, 22, 26), self.colour, radius=8, width=2)
        text.draw_wrapped(surface, self.message, rect.inflate(-24, -16), size, self.colour)


def _placed(rect: pygame.Rect, area: pygame.Rect, **where) -> pygame.Rect:
    rect = rect.copy()
    for name, value in where.items():
        setattr(rect, name, value)
    return rect.clamp(area)


def draw_tooltip(surface, lines: list[str], pos, size: int, area: pygame.Rect | None = None,
                 avoid: pygame.Rect | None = None) -> pygame.Rect | None:
    """A box of lines beside the pointer, kept inside `area` (default: the window);
    a line wider than it (less a margin) wrapped: no tip runs out of it. It covers
    neither `avoid` (the button it explains) nor a button a player may press now
    (tips_clear_of). Returns where it lies (None: no lines)."""
    if not lines:
        return None
    area = surface.get_rect() if area is None else area
    widest = area.width - 24
    f = text.font(size)
    lines = [part for line in lines for part in _wrapped(line, size, widest)]
    w = max(f.size(line)[0] for line in lines) + 16
    h = len(lines) * f.get_linesize() + 10
    rect = _tip_place(pygame.Rect(0, 0, w, h), pos, area, ([avoid] if avoid is not None else []) + _KEPT_CLEAR)
    draw_panel(surface, rect, (20, 22, 26), theme.ACCENT, radius=6)
    y = rect.top + 5
    for line in lines:
        text.draw(surface, line, (rect.left + 8, y), size, theme.TEXT)
        y += f.get_linesize()
    return rect


def _tip_place(rect: pygame.Rect, pos, area: pygame.Rect, avoid) -> pygame.Rect:
    """Where a tip of `rect`'s size goes for the pointer at `pos`, in `area`: below
    and right of the pointer where it covers none of `avoid`, else above it, else
    left of it, else above or below what it covered (the first place tried, where
    every one covers something)."""
    x, y = pos
    tries = [_placed(rect, area, left=x + 16, top=y + 16), _placed(rect, area, left=x + 16, bottom=y - 8),
             _placed(rect, area, right=x - 8, top=y + 16), _placed(rect, area, right=x - 8, bottom=y - 8)]
    covered = [r for r in avoid if r.colliderect(tries[0])]
    if not covered:
        return tries[0]
    under = covered[0].unionall(covered[1:])
    tries += [_placed(tries[0], area, bottom=under.top - 4), _placed(tries[0], area, top=under.bottom + 4)]
    return next((r for r in tries if not any(r.colliderect(a) for a in avoid)), tries[0])


@contextmanager
def tips_clear_of(rects):
    """While inside, no tooltip drawn anywhere covers one of `rects`: the buttons a
    player may press now (the play scene's End turn, its bar's, a tutorial step's)."""
    kept = _KEPT_CLEAR[:]
    _KEPT_CLEAR[:] = [pygame.Rect(r) for r in rects if r.width and r.height]
    try:
        yield
    finally:
        _KEPT_CLEAR[:] = kept


def _wrapped(line: str, size: int, width: int) -> list[str]:
    """A tooltip's line in lines no wider than `width`, an indented one indented throughout."""
    body = line.lstrip(" ")
    indent = line[:len(line) - len(body)]
    if not body or text.font(size).size(line)[0] <= width:
        return [line]
    return [indent + part for part in text.wrap(body, size, width - text.font(size).size(indent)[0])]
