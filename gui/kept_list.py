"""The launcher's games in progress: a line each with Replay, Continue and
Delete (Delete asks first), a broken file's line with Delete only, under their
heading. A part of the launcher, which holds the buttons and the list."""
from __future__ import annotations

import pygame

from . import text, theme
from .widgets import Button, draw_panel, fit_widths


class KeptList:
    """Lays out and draws the games in progress (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene

    def lay_out_kept(self, y: int, row_h: int, width: int, step: int | None = None) -> None:
        """The games in progress in view: a line each with Continue and Delete
        (Delete asks first), a broken file's line with Delete only."""
        u, w = self.scene.u, self.scene.app.size[0]
        self.scene.first = max(0, min(self.scene.first, len(self.scene.kept) - self.scene.in_view))
        self.scene.rows = []
        left, button_w = w // 2 - width // 2, round(150 * u)
        if self.scene.small:   # as wide as the longest of their words needs
            labels = [self.scene.t("ui.launcher.replay"), self.scene.t("ui.launcher.continue"), self.scene.t("ui.launcher.delete"),
                      self.scene.t("ui.launcher.delete_yes"), self.scene.t("ui.launcher.delete_no")]
            button_w = min(button_w, max(fit_widths(labels, round(15 * u), 10 ** 6, round(90 * u), 0, round(18 * u))))
        self.scene.kept_button_w = button_w
        self.scene.label_room = width - 3 * (button_w + round(8 * u)) - round(16 * u)
        step = round(6 * u) if step is None else step
        for i, kept in enumerate(self.scene.kept[self.scene.first:self.scene.first + self.scene.in_view]):
            line = pygame.Rect(left, y + i * (row_h + step), width, row_h)
            self.scene.rows.append((line, kept))
            second = pygame.Rect(line.right - button_w, line.top, button_w, row_h)
            first = second.move(-button_w - round(8 * u), 0)
            if self.scene.asking == kept.slot:
                self.scene.buttons.append(Button(self.scene.t("ui.launcher.delete_yes"), lambda k=kept: self.scene.delete(k), first,
                                           key=f"delete_yes:{kept.slot}"))
                self.scene.buttons.append(Button(self.scene.t("ui.launcher.delete_no"), self.scene.keep, second,
                                           key=f"delete_no:{kept.slot}", selected=True))
                continue
            if kept.problem is None:
                self.scene.buttons.append(Button(self.scene.t("ui.launcher.continue"), lambda k=kept: self.scene.resume(k), first,
                                           key=f"continue:{kept.slot}", selected=i == 0 and self.scene.first == 0))
                self.scene.buttons.append(Button(self.scene.t("ui.launcher.replay"), lambda k=kept: self.scene.replay(k),
                                           first.move(-button_w - round(8 * u), 0), key=f"replay:{kept.slot}",
                                           tip=self.scene.t("ui.launcher.replay_tip")))
            self.scene.buttons.append(Button(self.scene.t("ui.launcher.delete"), lambda k=kept: self.scene.ask_delete(k), second,
                                       key=f"delete:{kept.slot}", tip=kept.problem or ""))

    def draw_kept(self, surface) -> None:
        """The games in progress in view, under their heading (and which of them are in view)."""
        u = self.scene.u
        for line, kept in self.scene.rows:
            draw_panel(surface, line, theme.PANEL, theme.BAD if kept.problem or self.scene.asking == kept.slot
                       else theme.PANEL_EDGE)
            room = self.scene.label_room
            if self.scene.small and (kept.problem is not None or self.scene.asking == kept.slot):   # fewer buttons: more words
                room += (1 if self.scene.asking == kept.slot else 2) * (self.scene.kept_button_w + round(8 * u))
            text.draw_one_or_two(surface, self.scene.kept_label(kept), line.left + round(12 * u), line.centery, room,
                                 round(14 * u), theme.TEXT, round(13 * u) if self.scene.small else None)
        if self.scene.kept:
            heading = text.draw(surface, self.scene.t("ui.launcher.in_progress", n=len(self.scene.kept)),
                                (self.scene.rows[0][0].left, self.scene.list_top + round(4 * u)), round(16 * u), theme.TEXT,
                                bold=True)
            if len(self.scene.kept) > self.scene.in_view:
                more = self.scene.t("ui.launcher.more", first=self.scene.first + 1, last=self.scene.first + len(self.scene.rows),
                              n=len(self.scene.kept))
                room = self.scene.rows[0][0].right - heading.right - round(12 * u)
                text.draw(surface, text.elide(more, round(13 * u), room),
                          (self.scene.rows[0][0].right, self.scene.list_top + round(6 * u)), round(13 * u), theme.TEXT_DIM,
                          anchor="topright")
