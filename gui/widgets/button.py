"""A clickable button that reacts to the events it is handed (never polls the mouse)."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import text, theme
from .panel import draw_panel


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], rect=None, enabled: bool = True,
                 key: str = "", selected: bool = False, tip: str = ""):
        self.label, self.on_click, self.enabled = label, on_click, enabled
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.key = key or label
        self.selected = selected
        self.tip = tip
        self.hover = False
        self._pressed = False

    def handle_event(self, event) -> bool:
        """True if the event was this button's."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self._pressed
            self._pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        return False

    def draw(self, surface, size: int) -> None:
        if not self.enabled:
            colour = theme.BUTTON_DISABLED
        elif self.selected:
            colour = theme.mix(theme.BUTTON, theme.ACCENT, 0.45)
        else:
            colour = theme.BUTTON_HOVER if self.hover else theme.BUTTON
        edge = theme.ACCENT if (self.selected or (self.hover and self.enabled)) else theme.PANEL_EDGE
        draw_panel(surface, self.rect, colour, edge, radius=6)
        fg = theme.TEXT if self.enabled else theme.TEXT_DIM
        label = text.elide(self.label, size, self.rect.width - 8)
        text.draw(surface, label, self.rect.center, size, fg, anchor="center")


def fit_widths(labels, size: int, room: int, least: int = 0, gap: int = 0, pad: int = 0) -> list[int]:
    """Widths for a row of buttons with these labels in `room` pixels (their
    gaps included): each as wide as `least` or its label and `pad`; where that
    row would not fit, each as wide as its label and an equal share of what is
    left; where not even the labels fit, equal shares (the labels shrink)."""
    if not labels:
        return []
    font = text.font(size)
    own = [font.size(label)[0] + pad for label in labels]
    free = room - gap * (len(labels) - 1)
    wide = [max(least, width) for width in own]
    if sum(wide) <= free:
        return wide
    if sum(own) <= free:
        spare = (free - sum(own)) // len(own)
        return [min(w, o + spare) for w, o in zip(wide, own)]
    return [max(1, free // len(labels))] * len(labels)


def label_size(button: Button, size: int, least: float = 0.75) -> int:
    """The font size at which the button's label fits it: `size`, or smaller
    (down to `least` of it) where the button is narrow."""
    return text.fitting(button.label, size, button.rect.width - 10, least=least) if button.label else size


def handle_buttons(buttons, event) -> bool:
    """Hand the event to every button (hover needs all of them); True if one took it."""
    taken = False
    for button in buttons:
        if button.handle_event(event):
            taken = True
    return taken


def draw_button_tip(surface, buttons, pos, size: int, width: int) -> None:
    """The tip of the button under the pointer at `pos`, wrapped to `width`, if it has one."""
    from .toast import draw_tooltip
    for button in buttons:
        if button.hover and button.tip and button.rect.collidepoint(pos):
            draw_tooltip(surface, list(text.wrap(button.tip, size, width)), pos, size, avoid=button.rect)
            return


class SoundButton(Button):
    """The volume setting as a loudspeaker with rising bars, as many lit as the
    volume's step above muted (a cross: muted); a click sets the next step."""

    def __init__(self, volume: int, steps, on_click, rect=None, tip: str = ""):
        super().__init__("", on_click, rect, key="sound", tip=tip)
        self.level = steps.index(volume) if volume in steps else 0   # 0: muted
        self.most = len(steps) - 1

    def draw(self, surface, size: int) -> None:
        super().draw(surface, size)
        r, ink = self.rect, theme.TEXT
        unit = min(r.width, r.height) / 24
        x, y = r.centerx - 9 * unit, r.centery
        body = [(x - 3 * unit, y - 3 * unit), (x, y - 3 * unit), (x + 5 * unit, y - 7 * unit),
                (x + 5 * unit, y + 7 * unit), (x, y + 3 * unit), (x - 3 * unit, y + 3 * unit)]
        pygame.draw.polygon(surface, ink, body)
        width = max(1, round(1.6 * unit))
        if self.level == 0:
            pygame.draw.line(surface, theme.BAD, (x + 8 * unit, y + 4 * unit), (x + 16 * unit, y - 4 * unit), width)
            pygame.draw.line(surface, theme.BAD, (x + 8 * unit, y - 4 * unit), (x + 16 * unit, y + 4 * unit), width)
            return
        for bar in range(self.most):   # bars rising to the right, as many lit as the volume's step
            high = (4 + 3 * bar) * unit
            rect = pygame.Rect(round(x + (9 + 3.6 * bar) * unit), round(y + 7 * unit - high),
                               max(2, round(2.4 * unit)), round(high))
            pygame.draw.rect(surface, ink if bar < self.level else theme.mix(theme.BUTTON, theme.TEXT, 0.3), rect)