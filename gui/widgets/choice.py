"""A small modal question with one button per answer (which person a split
card becomes, how many meeples to trade); Esc or Cancel closes it."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from .. import text, theme
from .button import Button, handle_buttons, label_size
from .panel import draw_panel


class ChoiceDialog:
    def __init__(self, question: str, answers: list[tuple[str, Any]], on_choose: Callable[[Any], None],
                 cancel_label: str, on_cancel: Callable[[], None] | None = None):
        self.question = question
        self.values = [value for _label, value in answers]
        self.on_choose, self.on_cancel = on_choose, on_cancel
        self.buttons = [Button(label, lambda v=value: self.choose(v), key=f"answer:{i}")
                        for i, (label, value) in enumerate(answers)]
        self.buttons.append(Button(cancel_label, self.cancel, key="cancel"))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.open = True

    def layout(self, area: pygame.Rect, u: float) -> None:
        """Centred in `area`, a margin from its edges (where the area is wide enough for one)."""
        bh, gap = round(40 * u), round(10 * u)
        margin = round(12 * u)
        if area.width > round(300 * u) + 2 * margin:
            area = area.inflate(-2 * margin, -2 * margin)
        widest = max(text.font(round(15 * u)).size(b.label)[0] for b in self.buttons) + round(20 * u)
        bw = min(max(round(150 * u), widest), area.width - 60 - 2 * gap)  # every label fits its button
        per_row = max(1, min(len(self.buttons), (area.width - 60) // (bw + gap)))
        rows = -(-len(self.buttons) // per_row)
        width = min(max(per_row * (bw + gap) + gap, round(420 * u)), max(per_row * (bw + gap) + gap, area.width))
        # the question's lines above the answers (two fit the usual room; more push them down)
        asked = text.wrapped_height(self.question, round(17 * u), width - round(32 * u), bold=True)
        top = max(round(70 * u), round(16 * u) + asked + round(10 * u))
        self.rect = pygame.Rect(0, 0, width, top + round(20 * u) + rows * (bh + gap))
        self.rect.center = area.center
        self.rect.clamp_ip(area)
        for i, button in enumerate(self.buttons):
            row, col = divmod(i, per_row)
            button.rect = pygame.Rect(self.rect.left + gap + col * (bw + gap),
                                      self.rect.top + top + row * (bh + gap), bw, bh)
        self.u = u

    def choose(self, value) -> None:
        self.open = False
        self.on_choose(value)

    def cancel(self) -> None:
        self.open = False
        if self.on_cancel:
            self.on_cancel()

    def handle_event(self, event) -> bool:
        """A modal dialog takes every event while open."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.buttons) - 1:
                self.buttons[index].on_click()
            return True
        handle_buttons(self.buttons, event)
        return True

    def draw(self, surface) -> None:
        u = self.u
        draw_panel(surface, self.rect.inflate(8, 8), (16, 18, 22), theme.ACCENT, radius=10, width=2)
        text.draw_wrapped(surface, self.question, pygame.Rect(self.rect.left + round(16 * u), self.rect.top + round(16 * u),
                                                              self.rect.width - round(32 * u), 0),
                          round(17 * u), theme.TEXT, bold=True)
        for button in self.buttons:
            button.draw(surface, label_size(button, round(15 * u)))
