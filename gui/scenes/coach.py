"""The coach's page: for one seat of a finished game, the (up to) three turns
that cost the most against the strong computer's choice. Each shows the
position as it was, with the move made and the better one lit on the board,
and about how many points it cost. Back (Esc) returns to the results."""
from __future__ import annotations

import pygame

from .. import text, theme
from ..scene import Scene
from ..widgets import Button, draw_panel, handle_buttons

MADE, BETTER = (220, 90, 80), (90, 200, 120)
LABELS = {"previous": "ui.coach.previous", "next": "ui.coach.next", "back": "ui.coach.back"}


class CoachScene(Scene):
    def __init__(self, app, game, state, seats, seat: int, lessons: list):
        super().__init__(app)
        self.game, self.seat, self.lessons = game, seat, list(lessons)
        self.players, self.seed, self.options, self.log = list(state.players), state.seed, dict(state.options), list(state.log)
        self.seats = list(seats)
        self.index = 0
        self._tables: dict[int, object] = {}
        self.buttons = [Button("", lambda: self.go(-1), key="previous"), Button("", lambda: self.go(1), key="next"),
                        Button("", self.app.pop, key="back")]

    # --- the position as it was -------------------------------------------------------
    def table(self, lesson):
        """A play table (never shown) holding the game as it stood before the
        move: its view draws the boards."""
        found = self._tables.get(lesson.index)
        if found is None:
            state = self.game.replay(self.players, self.seed, self.options, self.log[:lesson.index])
            found = self._tables[lesson.index] = self.app.table_for(self.game, state, self.seats, self.seat)
        return found

    def sentence(self, lesson) -> str:
        view = self.table(lesson).view
        return self.t("ui.coach.lesson", made=view.describe(lesson.player, lesson.made),
                      better=view.describe(lesson.player, lesson.better), points=round(lesson.gain))

    def go(self, step: int) -> None:
        if self.lessons:
            self.index = (self.index + step) % len(self.lessons)

    # --- the scene --------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        u = self.u = theme.scale(size)
        bw, bh = round(180 * u), round(44 * u)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(w // 2 - round(290 * u) + i * (bw + round(20 * u)), h - round(64 * u), bw, bh)

    def handle_event(self, event) -> None:
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.go(1)
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.go(-1)

    def draw(self, surface) -> None:
        u = self.u
        w, h = surface.get_size()
        surface.fill(theme.BG)
        name = self.players[self.seat]
        text.draw(surface, self.t("ui.coach.title", name=name), (w // 2, round(40 * u)), round(28 * u),
                  theme.ACCENT, bold=True, anchor="center")
        for button in self.buttons:
            button.label = self.t(LABELS[button.key])
            button.enabled = button.key == "back" or len(self.lessons) > 1
            button.draw(surface, round(16 * u))
        if not self.lessons:
            text.draw_wrapped(surface, self.t("ui.coach.none"), pygame.Rect(round(60 * u), round(120 * u),
                                                                             w - round(120 * u), 0),
                              round(18 * u), theme.TEXT)
            return
        lesson = self.lessons[self.index]
        count = self.t("ui.coach.count", n=self.index + 1, of=len(self.lessons))
        text.draw(surface, count, (w // 2, round(76 * u)), round(15 * u), theme.TEXT_DIM, anchor="center")
        body = pygame.Rect(round(40 * u), round(100 * u), w - round(80 * u), 0)
        used = text.draw_wrapped(surface, self.sentence(lesson), body, round(17 * u), theme.TEXT)
        top = body.top + used + round(16 * u)
        bottom = h - round(84 * u)
        half = (w - round(100 * u)) // 2
        view = self.table(lesson).view
        for k, (label, move, colour) in enumerate((("ui.coach.made", lesson.made, MADE),
                                                   ("ui.coach.better", lesson.better, BETTER))):
            area = pygame.Rect(round(40 * u) + k * (half + round(20 * u)), top, half, bottom - top)
            draw_panel(surface, area, theme.PANEL, colour, radius=8, width=2)
            caption = f"{self.t(label)}: {view.describe(lesson.player, move)}"
            text.draw(surface, text.elide(caption, round(15 * u), area.width - round(20 * u)),
                      (area.left + round(10 * u), area.top + round(8 * u)), round(15 * u), colour, bold=True)
            board = area.inflate(-round(20 * u), -round(20 * u))
            board.top, board.height = area.top + round(34 * u), area.height - round(44 * u)
            view.layout(board)
            view.draw_board(surface, board, lesson.player, view.move_marks(move))
