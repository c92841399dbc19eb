"""The frame every game screen shares: top bar, board area, right panel."""
from __future__ import annotations

import pygame

from . import text, theme


class Frame:
    """Rectangles of the common screen layout for one window size."""

    def __init__(self, size: tuple[int, int]):
        w, h = size
        self.u = theme.scale(size)
        self.bar = pygame.Rect(0, 0, w, round(52 * self.u))
        self.panel = pygame.Rect(w - round(310 * self.u), self.bar.bottom, round(310 * self.u), h - self.bar.bottom)
        self.board = pygame.Rect(0, self.bar.bottom, self.panel.left, h - self.bar.bottom)
        self.font = round(17 * self.u)
        self.small = round(14 * self.u)
        self.big = round(24 * self.u)

    def bar_buttons(self, count: int) -> list[pygame.Rect]:
        """Rects for `count` buttons at the right end of the top bar."""
        bw, bh, gap = round(132 * self.u), round(34 * self.u), round(8 * self.u)
        x = self.bar.right - gap - count * (bw + gap) + gap
        y = self.bar.centery - bh // 2
        return [pygame.Rect(x + i * (bw + gap), y, bw, bh) for i in range(count)]


def draw_bar(surface, frame: Frame, title: str, subtitle: str, turn: str = "", colour=None) -> None:
    pygame.draw.rect(surface, theme.PANEL, frame.bar)
    pygame.draw.line(surface, theme.PANEL_EDGE, frame.bar.bottomleft, frame.bar.bottomright)
    x = round(16 * frame.u)
    r = text.draw(surface, title, (x, frame.bar.centery), frame.big, theme.ACCENT, bold=True, anchor="midleft")
    r = text.draw(surface, subtitle, (r.right + round(18 * frame.u), frame.bar.centery), frame.font,
                  theme.TEXT, anchor="midleft")
    if turn:
        x = r.right + round(26 * frame.u)
        if colour is not None:
            pygame.draw.circle(surface, colour, (x + round(8 * frame.u), frame.bar.centery), round(9 * frame.u))
            x += round(24 * frame.u)
        text.draw(surface, turn, (x, frame.bar.centery), frame.font, theme.TEXT, bold=True, anchor="midleft")
