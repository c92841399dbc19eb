"""The hand-over curtain: hides everything private of the previous player
until the next one has the mouse and reveals. Menu (or Esc) goes back to the
games without revealing anything; the game is kept as it is."""
from __future__ import annotations

import pygame

from .. import text, theme
from ..scene import Scene
from ..widgets import Button, handle_buttons, label_size


class CurtainScene(Scene):
    def __init__(self, app, name: str, player: int, note: str = ""):
        super().__init__(app)
        self.name, self.player, self.note = name, player, note
        self.button = Button("", self.reveal, key="reveal")
        self.menu = Button("", self.app.show_launcher, key="menu")   # back to the games: reveals nothing

    def layout(self, size) -> None:
        w, h = size
        self.u = theme.scale(size)
        label = text.font(round(18 * self.u)).size(self.t("ui.curtain.reveal", name=self.name))[0]
        width = min(w - round(40 * self.u), max(round(280 * self.u), label + round(32 * self.u)))  # a long name fits
        self.button.rect = pygame.Rect(0, 0, width, round(56 * self.u))
        self.button.rect.center = (w // 2, h // 2 + round(70 * self.u))
        self.menu.rect = pygame.Rect(w - round(136 * self.u), round(24 * self.u), round(120 * self.u), round(34 * self.u))

    def reveal(self) -> None:
        self.app.pop()

    def handle_event(self, event) -> None:
        self.button.label = self.t("ui.curtain.reveal", name=self.name)
        if handle_buttons([self.button, self.menu], event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show_launcher()
            return
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
                and not self.app.key_repeat):  # a key still held from the last turn lifts nothing
            self.reveal()

    def draw(self, surface) -> None:
        u = self.u
        w, h = surface.get_size()
        surface.fill(theme.BG)
        colour = theme.player_colour(self.player)
        pygame.draw.rect(surface, colour, (0, 0, w, round(10 * u)))
        pygame.draw.rect(surface, colour, (0, h - round(10 * u), w, round(10 * u)))
        # the hand-over in big letters: smaller for a long name, and on two lines if need be
        words, room = self.t("ui.curtain.pass", name=self.name), w - round(40 * u)
        size = text.fitting(words, round(40 * u), room, bold=True, least=0.6)
        lines = text.wrap(words, size, room, bold=True)
        step = text.font(size, True).get_linesize()
        for k, line in enumerate(lines):   # the last line where the one line always was
            text.draw(surface, text.elide(line, size, room, bold=True),
                      (w // 2, h // 2 - round(60 * u) - (len(lines) - 1 - k) * step), size, colour, bold=True,
                      anchor="center")
        note = self.note or self.t("ui.curtain.look_away")
        size, step = round(18 * u), text.font(round(18 * u)).get_linesize()
        lines = text.wrap(note, size, room)[:2]   # under the name, above the button
        for k, line in enumerate(lines):
            text.draw(surface, text.elide(line, size, room), (w // 2, h // 2 + (2 * k - len(lines) + 1) * step // 2),
                      size, theme.TEXT_DIM, anchor="center")
        self.button.label = self.t("ui.curtain.reveal", name=self.name)
        self.button.draw(surface, label_size(self.button, round(18 * u)))
        self.menu.label = self.t("ui.play.menu")
        self.menu.draw(surface, label_size(self.menu, round(15 * u)))
