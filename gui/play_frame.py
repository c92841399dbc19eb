"""The play screen's frame around a game's board: the top bar (the game, its
round, whose turn; Rules, Undo and Menu), End turn, and the side panel (what
to do, the game's own lists, the turn log), which in a small room is a
drawer: a strip along the bottom that says what to do, and the button that
opens the panel beside the board. It draws the words it is given and holds
the buttons; what they do is the play scene's."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from . import text, theme
from .layout import Frame, draw_bar, draw_strip
from .widgets import Button, draw_button_tip, draw_panel, draw_tooltip

LOG_LINES = 5   # the turn log's last lines, always in view


@dataclass
class FrameWords:
    """What the frame says now."""
    title: str               # the game's name
    round_text: str          # how far the game is
    turn: str                # whose turn it is ("": nobody's)
    colour: tuple | None     # that seat's colour
    objective: str           # what the seat at the screen is to do
    urgent: bool             # only End turn is left: it is shown, and what to do stands out
    log: Callable[[int], list]   # the turn log's last n lines, oldest first: (words, colour)


class PlayFrame:
    def __init__(self, size, actions: dict, docked: bool):
        """`actions`: what rules, undo, menu, end_turn and drawer do; `docked`:
        a tutorial, whose step stays in the open drawer (no drawer button)."""
        self.buttons = [Button("", actions[key], key=key) for key in ("rules", "undo", "menu")]
        self.end_button = Button("", actions["end_turn"], key="end_turn", selected=True)
        self.drawer_button = Button("", actions["drawer"], key="drawer")
        self.docked = docked
        self.panel_open = docked   # shut at first, where there is a drawer
        self.frame = Frame(size, self.panel_open)

    def layout(self, size) -> pygame.Rect:
        """Lay the frame out for `size`; returns the board's rect."""
        self.frame = f = Frame(size, self.panel_open)
        for button, rect in zip(self.buttons, f.bar_buttons(len(self.buttons))):
            button.rect = rect
        self.drawer_button.rect = f.drawer_button()
        return f.board

    def place_end_turn(self, where) -> None:
        """End turn where `where((w, h))` says, the view laid out (None: the board's bottom right corner)."""
        f = self.frame
        w, h, pad = round(190 * f.u), round(46 * f.u), round(16 * f.u)
        place = where((w, h)) or (f.board.right - w - pad, f.board.bottom - h - pad)
        self.end_button.rect = pygame.Rect(place, (w, h))

    @property
    def can_toggle(self) -> bool:
        return self.frame.drawer and not self.docked

    def reachable(self, urgent: bool) -> list[Button]:
        """The buttons a click may reach now."""
        return (self.buttons + ([self.end_button] if urgent else [])
                + ([self.drawer_button] if self.can_toggle else []))

    def refresh(self, t, can_undo: bool, urgent: bool) -> None:
        """The buttons' words in the language now, and which of them work."""
        for button in self.buttons + [self.end_button]:
            button.label = t(f"ui.play.{button.key}")
        self.drawer_button.label = t("ui.play.hide_panel" if self.panel_open else "ui.play.show_panel")
        self.drawer_button.tip = t("ui.play.drawer_tip")
        self.buttons[1].enabled = can_undo
        self.end_button.enabled = urgent

    def draw(self, surface, words: FrameWords, labels: dict, pointer, draw_extra) -> None:
        """The panel (`draw_extra(surface, rect)` draws the game's own lists in
        it and returns where they end), the bar and its buttons, the strip,
        End turn. `labels`: the panel's headings, "objective" and "log"."""
        f = self.frame
        self.draw_panel(surface, words, labels, draw_extra)
        # with a drawer the bar says whose turn it is; the game, its round and what to do are in the strip
        draw_bar(surface, f, "" if f.drawer else words.title, "" if f.drawer else words.round_text, words.turn,
                 words.colour)
        for button in self.buttons:
            button.draw(surface, f.small)
        if f.drawer:
            self.draw_strip(surface, words, pointer)
        if words.urgent:
            self.end_button.draw(surface, f.font)

    def draw_strip(self, surface, words: FrameWords, pointer) -> None:
        """The drawer's strip: the game, the round and what to do; the drawer's button."""
        parts = []
        for part in (words.title, words.round_text, words.objective):
            if part and part not in parts:     # "The game is over" once
                parts.append(part)
        line, f = " · ".join(parts), self.frame
        right = self.drawer_button.rect.left if self.can_toggle else f.strip.right
        cut = draw_strip(surface, f, line, theme.ACCENT if words.urgent else theme.TEXT, right)
        if cut and f.strip.collidepoint(pointer) and pointer[0] < right:   # the words in full
            draw_tooltip(surface, list(text.wrap(line, f.small, round(460 * f.u))), pointer, f.small)
        if self.can_toggle:
            self.drawer_button.draw(surface, f.small)
            draw_button_tip(surface, [self.drawer_button], pointer, f.small, round(360 * f.u))

    def draw_panel(self, surface, words: FrameWords, labels: dict, draw_extra) -> None:
        f = self.frame
        if not f.panel_open:
            return
        draw_panel(surface, f.panel, theme.PANEL, theme.PANEL_EDGE, radius=0)
        pad = round(14 * f.u)
        area = f.panel.inflate(-2 * pad, -2 * pad)
        y = area.top
        if not (f.drawer and self.docked):   # a tutorial's step is there: the strip says what to do
            text.draw(surface, labels["objective"], (area.left, y), f.small, theme.TEXT_DIM, bold=True)
            y += round(22 * f.u)
            y += text.draw_wrapped(surface, words.objective, pygame.Rect(area.left, y, area.width, 200),
                                   f.small, theme.ACCENT if words.urgent else theme.TEXT) + round(12 * f.u)
        line_h = text.font(f.small).get_linesize()
        keep = round(22 * f.u) + LOG_LINES * line_h   # the turn log always keeps room for its last lines
        extra = pygame.Rect(area.left, y, area.width, max(0, area.bottom - keep - y))
        surface.set_clip(extra)  # what the view puts here never runs into the log
        y = min(draw_extra(surface, extra), extra.bottom)
        surface.set_clip(None)
        text.draw(surface, labels["log"], (area.left, y), f.small, theme.TEXT_DIM, bold=True)
        y += round(22 * f.u)
        room = max(0, (area.bottom - y) // line_h)
        for line, colour in (words.log(room) if room else []):
            text.draw(surface, text.elide(line, f.small, area.width), (area.left, y), f.small, colour)
            y += line_h
