"""A one-line text field fed by TEXTINPUT and KEYDOWN events. It takes only
what it can show: a character that is not printable (NUL, a control or an
invisible format character such as a zero-width space, a lone surrogate) or
that the fonts have no letter for is refused as it is typed."""
from __future__ import annotations

import pygame

from .. import text, theme
from .panel import draw_panel


class TextField:
    def __init__(self, value: str = "", max_length: int = 20, allowed: str | None = None,
                 placeholder: str = ""):
        self.value, self.max_length, self.allowed = value, max_length, allowed
        self.placeholder = placeholder
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            for ch in event.text:
                if len(self.value) < self.max_length and (ch in self.allowed if self.allowed is not None
                                                          else text.can_show(ch)):
                    self.value += ch
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return event.key != pygame.K_ESCAPE
        return False

    def draw(self, surface, size: int) -> None:
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        draw_panel(surface, self.rect, (24, 28, 34), edge, radius=5)
        shown = self.value + ("|" if self.focused else "")
        colour = theme.TEXT
        if not self.value and not self.focused:
            shown, colour = self.placeholder, theme.TEXT_DIM
        room = self.rect.width - 16
        if text.font(size).size(shown)[0] > room:   # the end in view while typing, else the start
            if self.focused:
                while len(shown) > 1 and text.font(size).size("…" + shown)[0] > room:
                    shown = shown[1:]
                shown = "…" + shown
            else:
                shown = text.elide(shown, size, room)
        text.draw(surface, shown, (self.rect.left + 8, self.rect.centery), size, colour, anchor="midleft")
