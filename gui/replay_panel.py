"""The replay's side panel: its steps' buttons and track, what the step did and
the log up to it. A part of the replay scene, which holds the buttons."""
from __future__ import annotations

import pygame

from . import text, theme
from .widgets import draw_panel, label_size

LABELS = {"back": "ui.replay.back", "first": "ui.replay.first", "previous": "ui.replay.previous",
          "next": "ui.replay.next", "last": "ui.replay.last"}
MODES = {"boards": "ui.replay.mode_boards", "table": "ui.replay.mode_table"}   # the button names the other
ARROWS = {"first": "|◀", "previous": "◀", "next": "▶", "last": "▶|"}   # the steps' buttons in a short panel


class ReplayPanel:
    """Draws the replay's side panel (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene

    def draw_panel(self, surface) -> None:
        u = self.scene.u
        draw_panel(surface, self.scene.panel, theme.PANEL, theme.PANEL_EDGE, radius=0)
        pad = round(12 * u)
        area = self.scene.panel.inflate(-2 * pad, -2 * pad)
        small = round(14 * u)
        line_h = text.font(small).get_linesize()
        y = area.top
        totals = self.scene.totals()
        move = self.scene.replay.move(self.scene.step)
        count = len(self.scene.replay.players)
        # a short panel: more than three seats in two columns, a level by its short name, points as a number
        columns = 2 if self.scene.compact and count > 3 else 1
        rows = -(-count // columns)
        column_w = (area.width - (columns - 1) * round(10 * u)) // columns
        for seat, name in enumerate(self.scene.replay.players):
            row, column = seat % rows, seat // rows
            x, top = area.left + column * (column_w + round(10 * u)), y + row * (line_h + round(2 * u))
            colour = theme.player_colour(seat)
            radius = round(6 * u)
            pygame.draw.circle(surface, colour, (x + radius, top + line_h // 2), radius)
            level = self.scene.levels[seat]
            said = None if level is None else self.scene.t(f"ui.setup.short_{level}") if self.scene.compact \
                else self.scene.t(f"ui.setup.bot_{level}")
            label = name if said is None else f"{name} ({said})"
            bold = move is not None and move.player == seat
            points = str(totals[seat]) if columns > 1 else self.scene.t("ui.replay.points", points=totals[seat])
            width = column_w - 2 * radius - round(8 * u) - text.font(small, True).size(points)[0] - round(8 * u)
            text.draw(surface, text.elide(label, small, width, bold), (x + 2 * radius + round(8 * u), top),
                      small, theme.TEXT, bold=bold)
            text.draw(surface, points, (x + column_w, top), small, theme.ACCENT, bold=True, anchor="topright")
        y += rows * (line_h + round(2 * u))
        y += round((6 if self.scene.compact else 10) * u)
        text.draw(surface, self.scene.t("ui.replay.log"), (area.left, y), small, theme.TEXT_DIM, bold=True)
        y += round((18 if self.scene.compact else 22) * u)
        lines = self.scene.log_lines()
        room = max(1, (self.scene.controls.top - round(6 * u) - y) // line_h)
        if self.scene.follow:   # the current line in view, near the bottom
            self.scene.log_scroll = max(0, len(lines) - room)
        self.scene.log_scroll = max(0, min(self.scene.log_scroll, len(lines) - room))
        self.scene.line_rects = []
        if not lines:
            text.draw_wrapped(surface, self.scene.t("ui.replay.no_moves"), pygame.Rect(area.left, y, area.width, 0),
                              small, theme.TEXT_DIM)
        for step, who, sentence in lines[self.scene.log_scroll:self.scene.log_scroll + room]:
            rect = pygame.Rect(area.left - round(4 * u), y, area.width + round(8 * u), line_h)
            current = step == self.scene.step
            if current:
                draw_panel(surface, rect, theme.mix(theme.PANEL, theme.ACCENT, 0.35), theme.ACCENT, radius=4)
            colour = theme.TEXT if current else theme.mix(theme.player_colour(who), theme.TEXT, 0.45)
            text.draw(surface, text.elide(sentence, small, area.width, current), (area.left, y), small, colour,
                      bold=current)
            self.scene.line_rects.append((rect, step))
            y += line_h

    def draw_controls(self, surface) -> None:
        u = self.scene.u
        pygame.draw.line(surface, theme.PANEL_EDGE, self.scene.controls.topleft, self.scene.controls.topright)
        steps = self.scene.replay.steps
        for button in self.scene.buttons:
            words = self.scene.t(MODES[self.scene.next_mode()] if button.key == "mode" else LABELS[button.key])
            button.label, button.tip = words, ""
            if self.scene.compact and button.key in ARROWS:   # an arrow, its words as the tip
                button.label, button.tip = ARROWS[button.key], words
            if button.key in ("first", "previous"):
                button.enabled = self.scene.step > 0
            elif button.key in ("next", "last"):
                button.enabled = self.scene.step < steps
            button.draw(surface, label_size(button, self.scene.frame.small))
        count = self.scene.t("ui.replay.step", n=self.scene.step, of=steps)
        text.draw(surface, text.elide(count, self.scene.frame.small, self.scene.controls.width - round(24 * u)),
                  (self.scene.controls.centerx, self.scene.track.top - round((10 if self.scene.compact else 12) * u)), self.scene.frame.small,
                  theme.TEXT, bold=True, anchor="midbottom")
        pygame.draw.rect(surface, theme.SLOT, self.scene.track, border_radius=self.scene.track.height // 2)
        done = self.scene.track.copy()
        done.width = self.scene.knob_x() - self.scene.track.left
        pygame.draw.rect(surface, theme.ACCENT, done, border_radius=self.scene.track.height // 2)
        knob = (self.scene.knob_x(), self.scene.track.centery)
        pygame.draw.circle(surface, theme.TEXT if self.scene.dragging else theme.ACCENT, knob, round(10 * u))
        pygame.draw.circle(surface, theme.PANEL_EDGE, knob, round(10 * u), 1)
