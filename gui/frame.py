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


def draw_bar(surface, frame: Frame, title: str, subtitle: str, turn: str = "", colour=None,
             aside: str = "") -> pygame.Rect | None:
    """The title (smaller where the rest would be cut), then the subtitle and whose
    turn it is, `aside` after the turn (how to change a computer's pace): on one
    line where they fit beside the bar's buttons, else on two smaller lines (with
    no subtitle: the turn over the aside). The aside is left out where it does not
    fit whole, and a word is cut ("…") only where even two lines do not hold the
    rest. Returns where the turn is if the aside was left out (its tip may say it
    there), else None."""
    pygame.draw.rect(surface, theme.PANEL, frame.bar)
    pygame.draw.line(surface, theme.PANEL_EDGE, frame.bar.bottomleft, frame.bar.bottomright)
    u, y = frame.u, frame.bar.centery
    right = min(frame.bar.right - round(16 * u), frame.bar_text_right)
    left = round(16 * u)
    if title:   # smaller where the words beside it would be cut (down to theirs)
        beside = max(text.font(frame.small).size(subtitle)[0], _turn_width(frame, (turn, ""), frame.small, colour)) \
            if turn else text.font(frame.font).size(subtitle)[0]
        size = text.fitting(title, frame.big, right - left - round(18 * u) - beside, bold=True,
                            least=frame.font / frame.big)
        r = text.draw(surface, text.elide(title, size, right - left, bold=True), (left, y), size,
                      theme.ACCENT, bold=True, anchor="midleft")
        left = r.right + round(18 * u)
    if not turn:
        text.draw(surface, text.elide_words(subtitle, frame.font, right - left), (left, y), frame.font, theme.TEXT,
                  anchor="midleft")
        return None
    room, gap = right - left, round(26 * u)
    plain = text.font(frame.font).size(subtitle)[0] + gap if subtitle else 0
    for words in ((turn, aside), (turn, "")) if aside else ((turn, ""),):
        if plain + _turn_width(frame, words, frame.font, colour) <= room:   # one line
            x = text.draw(surface, subtitle, (left, y), frame.font, theme.TEXT, anchor="midleft").right + gap \
                if subtitle else left
            shown = _draw_turn(surface, frame, words, colour, x, y, frame.font, right)
            return shown if aside and not words[1] else None
        if _two_lines_fit(frame, subtitle, words, colour, room):
            break
    shown = _draw_two_lines(surface, frame, subtitle, words, colour, left, right)
    return shown if aside and not words[1] else None


def _two_lines_fit(frame: Frame, subtitle: str, words: tuple[str, str], colour, room: int) -> bool:
    """Whether the subtitle over the turn and its aside (smaller), or with no
    subtitle the turn over the aside, fit `room` pixels whole."""
    if subtitle:
        return max(text.font(frame.small).size(subtitle)[0], _turn_width(frame, words, frame.small, colour)) <= room
    turn, aside = words
    return bool(aside) and max(_turn_width(frame, (turn, ""), frame.font, colour), text.font(frame.small).size(aside)[0]
                               + _turn_width(frame, ("", ""), frame.font, colour)) <= room


def _draw_two_lines(surface, frame: Frame, subtitle: str, words: tuple[str, str], colour, left: int,
                    right: int) -> pygame.Rect:
    """The subtitle over the turn and its aside (smaller), or with no subtitle the
    turn over the aside (none: the turn alone); a word cut where they run longer."""
    y, room = frame.bar.centery, right - left
    if subtitle:
        step = text.font(frame.small).get_linesize() // 2 + 1
        text.draw(surface, text.elide_words(subtitle, frame.small, room), (left, y - step), frame.small, theme.TEXT,
                  anchor="midleft")
        return _draw_turn(surface, frame, words, colour, left, y + step, frame.small, right)
    turn, aside = words
    if not aside:
        return _draw_turn(surface, frame, words, colour, left, y, frame.font, right)
    high, low = text.font(frame.font).get_linesize(), text.font(frame.small).get_linesize()
    top = y - (high + low) // 2
    indent = _turn_width(frame, ("", ""), frame.font, colour)   # under the words, not the dot
    text.draw(surface, aside, (left + indent, top + high + low // 2), frame.small, theme.TEXT_DIM, anchor="midleft")
    return _draw_turn(surface, frame, (turn, ""), colour, left, top + high // 2, frame.font, right)


def _turn_width(frame: Frame, words: tuple[str, str], size: int, colour) -> int:
    """How wide whose turn is (with its dot) and the aside after it, at `size`."""
    turn, aside = words
    dot = 2 * min(round(9 * frame.u), size // 2) + round(6 * frame.u) if colour is not None else 0
    width = dot + text.font(size, bold=True).size(turn)[0]
    return width + (round(12 * frame.u) + text.font(size).size(aside)[0] if aside else 0)


def _draw_turn(surface, frame: Frame, words: tuple[str, str], colour, x: int, y: int, size: int,
               right: int) -> pygame.Rect:
    """Whose turn: the seat's colour as a dot, the words (bold, cut at a word where
    they run past `right`), then the aside (dim); returns where the words are."""
    turn, aside = words
    if colour is not None:
        radius = min(round(9 * frame.u), size // 2)
        pygame.draw.circle(surface, colour, (x + radius, y), radius)
        x += 2 * radius + round(6 * frame.u)
    rect = text.draw(surface, text.elide_words(turn, size, right - x, bold=True), (x, y), size, theme.TEXT,
                     bold=True, anchor="midleft")
    if aside:
        text.draw(surface, aside, (rect.right + round(12 * frame.u), y), size, theme.TEXT_DIM, anchor="midleft")
    return rect


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
