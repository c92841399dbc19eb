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

    def draw(self, surface, centre, u: float, area: pygame.Rect | None = None) -> None:
        """The box at `centre`, kept inside `area` (the window if None): 440 units
        wide, or where the text would not fit the area's height wider and then
        smaller; the title smaller or on two lines where it is long."""
        area = area or surface.get_rect()
        width, size = self.fit(area, u)
        room = width - round(32 * u)
        title_size = text.fitting(self.title, round(18 * u), room, bold=True, least=0.8)
        titles = text.wrap(self.title, title_size, room, bold=True)[:2]
        title_h = len(titles) * text.font(title_size, True).get_linesize()
        top = max(round(44 * u), round(12 * u) + title_h + round(10 * u))
        height = text.wrapped_height(self.body, size, room) + top + round(20 * u)
        self.rect = pygame.Rect(0, 0, width, min(height, area.height))
        self.rect.center = centre
        self.rect.clamp_ip(area)
        draw_panel(surface, self.rect, (18, 22, 28), theme.ACCENT, radius=10, width=2)
        for k, line in enumerate(titles):
            text.draw(surface, text.elide(line, title_size, room, bold=True),
                      (self.rect.left + round(16 * u), self.rect.top + round(12 * u) + k * text.font(title_size, True)
                       .get_linesize()), title_size, theme.ACCENT, bold=True)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        text.draw_wrapped(surface, self.body, pygame.Rect(self.rect.left + round(16 * u), self.rect.top + top, room, 0),
                          size, theme.TEXT)
        surface.set_clip(clip)

    def fit(self, area: pygame.Rect, u: float) -> tuple[int, int]:
        """(width, font size) at which the body fits the area's height."""
        widest = max(round(440 * u), area.width - round(24 * u))
        found = (round(440 * u), round(15 * u))
        for size in (15, 14, 13):
            for width in (440, 520, 600, 10 ** 4):
                width = min(round(width * u), widest)
                found = (width, round(size * u))
                if text.wrapped_height(self.body, found[1], width - round(32 * u)) + round(100 * u) <= area.height:
                    return found
        return found
