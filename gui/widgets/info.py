"""A box with a title and a rule's text, closed by any click or key."""
from __future__ import annotations

import pygame

from .. import text, theme
from .panel import draw_panel


class InfoPopup:
    def __init__(self, title: str, body: str):
        self.title, self.body = title, body
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.open = True

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.open = False
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def draw(self, surface, centre, u: float) -> None:
        width = round(440 * u)
        size = round(15 * u)
        height = text.wrapped_height(self.body, size, width - round(32 * u)) + round(64 * u)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = centre
        self.rect.clamp_ip(surface.get_rect())
        draw_panel(surface, self.rect, (18, 22, 28), theme.ACCENT, radius=10, width=2)
        text.draw(surface, self.title, (self.rect.left + round(16 * u), self.rect.top + round(12 * u)), round(18 * u),
                  theme.ACCENT, bold=True)
        text.draw_wrapped(surface, self.body, pygame.Rect(self.rect.left + round(16 * u), self.rect.top + round(44 * u),
                                                          width - round(32 * u), 0), size, theme.TEXT)
