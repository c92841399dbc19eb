"""The frame every game screen shares: top bar, board area, right panel."""
from __future__ import annotations

import pygame

from . import text, theme
from .layout import Layout

# Below this many units (a window at a large text size) the side panel is a
# drawer beside the board, shut at first, opened and shut with its button or Tab.
DRAWER_ROOM = (850, 530)


class Frame:
    """Rectangles of the common screen layout for one window size.

    Where the window holds fewer than DRAWER_ROOM units (a large text size),
    the side panel becomes a drawer (unless `drawer` is False): `strip` along
    the bottom says what to do and holds the drawer's button; open, the panel
    is beside the board as in a large window; shut (`panel_open` False: the
    panel is an empty rect at the right edge) the board takes the whole width."""

    def __init__(self, size: tuple[int, int], panel_open: bool = True, drawer: bool = True):
        w, h = size
        self.u = theme.scale(size)
        lay = Layout(self.u)
        self.font = round(17 * self.u)
        self.small = round(14 * self.u)
        self.big = round(24 * self.u)
        self.drawer = drawer and (w < DRAWER_ROOM[0] * self.u or h < DRAWER_ROOM[1] * self.u)
        strip = 2 * text.font(self.small).get_linesize() + lay.px(14) if self.drawer else 0
        self.bar, middle, self.strip = lay.column(pygame.Rect(0, 0, w, h), lay.fixed(52), lay.grow(),
                                                  lay.measured(strip), squeeze=True)
        # the panel gives up some width where the board would be narrow (a large text size)
        pw = max(lay.px(270), min(lay.px(310), w - lay.px(650)))
        if self.drawer and not panel_open:
            pw = 0
        self.panel_open = pw > 0
        self.board, self.panel = lay.row(middle, lay.grow(), lay.measured(pw), squeeze=True)

    def drawer_button(self) -> pygame.Rect:
        """The drawer's button, at the strip's right end."""
        lay = Layout(self.u)
        band = pygame.Rect(self.strip.left, self.strip.centery - lay.px(34) // 2, self.strip.width - lay.px(10),
                           lay.px(34))
        return lay.row(band, lay.grow(), lay.fixed(150), squeeze=True)[1]

    def bar_buttons(self, count: int) -> list[pygame.Rect]:
        """Rects for `count` buttons at the right end of the top bar (the
        bar's texts keep to the left of them)."""
        lay = Layout(self.u)
        band = pygame.Rect(self.bar.left, self.bar.centery - lay.px(34) // 2, self.bar.width - lay.px(8), lay.px(34))
        texts, *buttons = lay.row(band, lay.grow(), *[lay.fixed(120)] * count, gap=8, squeeze=True)
        self.bar_text_right = texts.right - lay.px(8)
        return buttons

    bar_text_right = 10 ** 6  # until bar_buttons is asked: the bar's right end


def draw_bar(surface, frame: Frame, title: str, subtitle: str, turn: str = "", colour=None) -> None:
    """The title, then the subtitle and whose turn it is: on one line where
    they fit beside the bar's buttons, else on two smaller lines, cut with "…"
    only where even those do not fit."""
    pygame.draw.rect(surface, theme.PANEL, frame.bar)
    pygame.draw.line(surface, theme.PANEL_EDGE, frame.bar.bottomleft, frame.bar.bottomright)
    u = frame.u
    right = min(frame.bar.right - round(16 * u), frame.bar_text_right)
    r = text.draw(surface, text.elide(title, frame.big, right - round(16 * u), bold=True),
                  (round(16 * u), frame.bar.centery), frame.big, theme.ACCENT, bold=True, anchor="midleft")
    left = r.right + round(18 * u)
    dot = round(24 * u) if colour is not None else 0
    font, bold = text.font(frame.font), text.font(frame.font, bold=True)
    one_line = font.size(subtitle)[0] + (round(26 * u) + dot + bold.size(turn)[0] if turn else 0)
    if left + one_line <= right:
        r = text.draw(surface, subtitle, (left, frame.bar.centery), frame.font, theme.TEXT, anchor="midleft")
        if turn:
            _draw_turn(surface, frame, turn, colour, r.right + round(26 * u), frame.bar.centery, frame.font, right)
        return
    size = frame.small
    if not turn:
        text.draw(surface, text.elide(subtitle, size, right - left), (left, frame.bar.centery), size, theme.TEXT,
                  anchor="midleft")
        return
    step = text.font(size).get_linesize() // 2 + 1
    text.draw(surface, text.elide(subtitle, size, right - left), (left, frame.bar.centery - step), size,
              theme.TEXT, anchor="midleft")
    _draw_turn(surface, frame, turn, colour, left, frame.bar.centery + step, size, right)


def _draw_turn(surface, frame: Frame, turn: str, colour, x: int, y: int, size: int, right: int) -> None:
    """Whose turn: the seat's colour as a dot, then the words (bold)."""
    if colour is not None:
        radius = min(round(9 * frame.u), size // 2)
        pygame.draw.circle(surface, colour, (x + radius, y), radius)
        x += 2 * radius + round(6 * frame.u)
    text.draw(surface, text.elide(turn, size, right - x, bold=True), (x, y), size, theme.TEXT, bold=True,
              anchor="midleft")


def draw_strip(surface, frame: Frame, words: str, colour, right: int) -> bool:
    """The drawer's strip along the bottom: `words` on at most two lines left
    of `right`, cut with "…" after a word where they run longer; True if they were cut."""
    pygame.draw.rect(surface, theme.PANEL, frame.strip)
    pygame.draw.line(surface, theme.PANEL_EDGE, frame.strip.topleft, frame.strip.topright)
    pad = round(12 * frame.u)
    width = right - 2 * pad
    lines = text.wrap(words, frame.small, width)
    cut = len(lines) > 2
    if cut:   # cut after a whole word
        lines = (lines[0], text.elide_words(" ".join(lines[1:]), frame.small, width))
    line_h = text.font(frame.small).get_linesize()
    y = frame.strip.centery - len(lines) * line_h // 2
    for line in lines:
        text.draw(surface, line, (pad, y), frame.small, colour)
        y += line_h
    return cut
