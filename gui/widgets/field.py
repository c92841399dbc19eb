"""A one-line text field fed by TEXTINPUT and KEYDOWN events. It takes only
what it can show: a character that is not printable (NUL, a control or an
invisible format character such as a zero-width space, a lone surrogate) or
that the fonts have no letter for is refused as it is typed. A made-up value
(`default`, e.g. "Player 1") is selected when the field is clicked, so typing
replaces it; Ctrl+A selects all; typing or Backspace replaces what is selected."""
from __future__ import annotations

import pygame

from .. import text, theme
from .panel import draw_panel


class TextField:
    def __init__(self, value: str = "", max_length: int = 20, allowed: str | None = None,
                 placeholder: str = "", default: str = ""):
        self.value, self.max_length, self.allowed = value, max_length, allowed
        self.placeholder, self.default = placeholder, default
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.focused = False
        self.selected = False   # the whole value: what is typed next replaces it

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            self.selected = self.focused and bool(self.value) and self.value == self.default
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            if self.selected:
                self.value, self.selected = "", False
            for ch in event.text:
                if len(self.value) < self.max_length and (ch in self.allowed if self.allowed is not None
                                                          else text.can_show(ch)):
                    self.value += ch
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.selected = bool(self.value)
                return True
            if event.key == pygame.K_BACKSPACE:
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return event.key != pygame.K_ESCAPE
        return False

    def draw(self, surface, size: int) -> None:
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        draw_panel(surface, self.rect, (24, 28, 34), edge, radius=5)
        shown = self.value + ("|" if self.focused and not self.selected else "")
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
        if self.selected and self.focused:   # the selection's background behind the words
            mark = pygame.Rect(self.rect.left + 6, self.rect.top + 4, min(room + 4, text.font(size).size(shown)[0] + 4),
                               self.rect.height - 8)
            pygame.draw.rect(surface, theme.mix(theme.ACCENT, (24, 28, 34), 0.55), mark, border_radius=3)
        text.draw(surface, shown, (self.rect.left + 8, self.rect.centery), size, colour, anchor="midleft")
