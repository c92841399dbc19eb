"""Boxes of messages above a screen's foot (a broken tutorial, a settings
file that cannot be read or written, a game a stop left at its end): one
box each, stacked upwards from a given bottom."""
from __future__ import annotations

import pygame

from .. import text, theme
from .panel import draw_panel


def note_lines(message: str, size: int, width: int) -> list[str]:
    """`message` wrapped to `width`, in at most two lines (the second cut with "…")."""
    lines = list(text.wrap(message, size, width))
    return lines if len(lines) <= 2 else [lines[0], text.elide(" ".join(lines[1:]), size, width)]


def note_height(message: str, size: int, width: int) -> int:
    """The height of `message`'s box `width` wide (at most two lines of `size`)."""
    return len(note_lines(message, size, width - 16)) * text.font(size).get_linesize() + 10


def draw_notes(surface, messages: list[str], bottom: int, size: int, margin: int, gap: int,
               tall: int | None = None) -> None:
    """A box each, from `bottom` upwards, `gap` apart, as wide as the window but
    for `margin`; `tall`: every box that high, its words wrapped into it (a large
    room), else as high as its (at most two) lines."""
    w = surface.get_width()
    line_h = text.font(size).get_linesize()
    y = bottom
    for message in messages:
        height = tall or note_height(message, size, w - 2 * margin)
        rect = pygame.Rect(margin, y - height, w - 2 * margin, height)
        draw_panel(surface, rect, (60, 34, 34), theme.BAD)
        if tall:
            text.draw_wrapped(surface, message, rect.inflate(-16, -10), size, theme.TEXT)
        else:
            for k, line in enumerate(note_lines(message, size, rect.width - 16)):
                text.draw(surface, line, (rect.left + 8, rect.top + 5 + k * line_h), size, theme.TEXT)
        y = rect.top - gap
