"""The coach's page: for one seat of a finished game, the (up to) three turns
that cost the most against the strong computer's choice. Each says when it
was and shows the position as it was, the move made and the better one each
drawn and marked by the game's view on the part of the table it concerns,
in words that tell them apart, and about how many points it cost. Back (Esc)
returns to the results."""
from __future__ import annotations

import random

import pygame

from .. import engine, text, theme
from ..scene import Scene
from ..widgets import Button, draw_panel, fit_widths, handle_buttons, label_size

MADE, BETTER = (220, 90, 80), (90, 200, 120)
LABELS = {"previous": "ui.coach.previous", "next": "ui.coach.next", "back": "ui.coach.back"}


SMALL = (1000, 600)   # a room of fewer units (a large text size): the small layout


class CoachScene(Scene):
    def __init__(self, app, game, state, seats, seat: int, lessons: list):
        super().__init__(app)
        self.game, self.seat, self.lessons = game, seat, list(lessons)
        self.players, self.seed, self.options, self.log = list(state.players), state.seed, dict(state.options), list(state.log)
        self.seats = list(seats)
        self.index = 0
        self.marked: list[list] = []   # what the last frame marked in each panel (the tests read it)
        self.panels: list[pygame.Rect] = []   # the two panels, as last drawn
        self._tables: dict[int, object] = {}
        self._now: dict = {}   # (lesson, move) -> what the move scores at once, said
        self.buttons = [Button("", lambda: self.go(-1), key="previous"), Button("", lambda: self.go(1), key="next"),
                        Button("", self.app.pop, key="back")]

    # --- the position as it was -------------------------------------------------------
    def table(self, lesson):
        """A still table holding the game as it stood before the move: its view draws the boards."""
        found = self._tables.get(lesson.index)
        if found is None:
            state = self.game.replay(self.players, self.seed, self.options, self.log[:lesson.index])
            found = self._tables[lesson.index] = self.app.table_for(self.game, state, self.seats, self.seat)
        return found

    def words(self, lesson) -> tuple[str, str]:
        """The move made and the better one, in words that tell them apart."""
        view = self.table(lesson).view
        return (view.lesson_words(lesson.player, lesson.made, lesson.better),
                view.lesson_words(lesson.player, lesson.better, lesson.made))

    def sentence(self, lesson) -> str:
        """Both moves; what each scores at once, item by item; the points claimed with
        the items they come from (they add up to it) and how they were estimated; and
        what the game's view adds. The same words twice say that the marks show the difference."""
        made, better = self.words(lesson)
        view = self.table(lesson).view
        notes = [view.lesson_note(lesson.player, lesson.made, lesson.better)]
        if made == better:
            notes.append(self.t("ui.coach.same_words"))
        now = [self.now_words(lesson, move) for move in (lesson.made, lesson.better)]
        sentence = [self.t("ui.coach.lesson", made=made, better=better),
                    self.t("ui.coach.lesson_now", made=now[0], better=now[1]),
                    self.t("ui.coach.lesson_later", futures=lesson.samples, points=f"{lesson.gain:.1f}",
                           parts=self.parts_words(lesson, 2 if self.small else 4))]
        return " ".join([*sentence, *filter(None, notes)])

    def now_words(self, lesson, move: dict) -> str:
        """What `move` changes on the seat's sheet at once, item by item (core.explain)."""
        found = self._now.get((lesson.index, str(move)))
        if found is None:
            view = self.table(lesson).shown   # the coached seat's view of that moment
            action = self.game.action_from_dict(move)
            changes, _rival = engine.explain.changes_now(view, lesson.player, action, self.game.search["sample"],
                                                         random.Random(lesson.index))
            found = self._now[lesson.index, str(move)] = "; ".join(
                self.t("ui.coach.part", item=c.item.text(self.app.texts), points=f"{c.delta:+d}") for c in changes
            ) or self.t("ui.coach.no_points")
        return found

    def parts_words(self, lesson, shown: int = 4) -> str:
        """The items the claim comes from, the largest first; the rest summed."""
        parts = [self.t("ui.coach.part", item=item.text(self.app.texts), points=f"{points:+.1f}")
                 for item, points in lesson.parts[:shown]]
        rest = sum(points for _item, points in lesson.parts[shown:])
        if abs(rest) >= 0.05:
            parts.append(self.t("ui.coach.part_rest", points=f"{rest:+.1f}"))
        if abs(lesson.rival) >= 0.05:
            parts.append(self.t("ui.coach.part_rival", points=f"{-lesson.rival:+.1f}"))
        return "; ".join(parts)

    def heading(self) -> str:
        """Which lesson of how many, and when it was: "Lesson 1 of 3 · Round 3/16"."""
        count = self.t("ui.coach.count", n=self.index + 1, of=len(self.lessons))
        when = self.when(self.lessons[self.index])
        return self.t("ui.coach.count_when", count=count, when=when) if when else count

    def when(self, lesson) -> str:
        """When the move was: "Round 3/16" (the game's stage just before it)."""
        if not lesson.stage:
            return ""
        stage, n, of = lesson.stage
        said = self.t(f"ui.stage.{stage}", n=n, of=of)
        return said[:1].upper() + said[1:]

    @staticmethod
    def caption(words: str, size: int, width: int) -> list[str]:
        """A panel's caption in at most two lines, the second cut with "…" where it runs on."""
        lines = list(text.wrap(words, size, width, True))
        if len(lines) > 2:
            lines = [lines[0], text.elide(" ".join(lines[1:]), size, width, True)]
        return lines or [""]

    def go(self, step: int) -> None:
        if self.lessons:
            self.index = (self.index + step) % len(self.lessons)

    # --- the scene --------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        u = self.u = theme.scale(size)
        self.small = w < SMALL[0] * u or h < SMALL[1] * u
        if self.small:   # a row at the foot, each button as wide as its words want
            gap, bh = round(12 * u), round(34 * u)
            labels = [self.t(LABELS[b.key]) for b in self.buttons]
            widths = fit_widths(labels, round(16 * u), w - round(24 * u), round(140 * u), gap, round(24 * u))
            x = (w - sum(widths) - gap * (len(widths) - 1)) // 2
            for button, width in zip(self.buttons, widths):
                button.rect = pygame.Rect(x, h - round(10 * u) - bh, width, bh)
                x += width + gap
            return
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
        heading = self.heading() if self.lessons else ""
        self.draw_title(surface, heading)
        for button in self.buttons:
            button.label = self.t(LABELS[button.key])
            button.enabled = button.key == "back" or len(self.lessons) > 1
            button.draw(surface, label_size(button, round(16 * u)) if self.small else round(16 * u))
        if not self.lessons:
            text.draw_wrapped(surface, self.t("ui.coach.none"), pygame.Rect(round(60 * u), round(120 * u),
                                                                             w - round(120 * u), 0),
                              round(18 * u), theme.TEXT)
            return
        lesson = self.lessons[self.index]
        if self.small:
            body = pygame.Rect(round(14 * u), round(42 * u), w - round(28 * u), 0)
            used = text.draw_wrapped(surface, self.sentence(lesson), body, round(15 * u), theme.TEXT, spacing=1.15)
            top = body.top + used + round(8 * u)
            bottom = self.buttons[0].rect.top - round(10 * u)
            margin, between = round(14 * u), round(12 * u)
        else:
            text.draw(surface, heading, (w // 2, round(76 * u)), round(15 * u), theme.TEXT_DIM, anchor="center")
            body = pygame.Rect(round(40 * u), round(100 * u), w - round(80 * u), 0)
            used = text.draw_wrapped(surface, self.sentence(lesson), body, round(17 * u), theme.TEXT)
            top = body.top + used + round(16 * u)
            bottom = h - round(84 * u)
            margin, between = round(40 * u), round(20 * u)
        half = (w - 2 * margin - between) // 2
        self.draw_boards(surface, lesson, [pygame.Rect(margin + k * (half + between), top, half, bottom - top)
                                           for k in (0, 1)])

    def draw_title(self, surface, heading: str) -> None:
        """Whose lessons these are; in a small room with which lesson beside it, in one row."""
        u, w = self.u, surface.get_width()
        title = self.t("ui.coach.title", name=self.players[self.seat])
        if not self.small:
            text.draw(surface, title, (w // 2, round(40 * u)), round(28 * u), theme.ACCENT, bold=True, anchor="center")
            return
        when = text.draw(surface, heading, (w - round(14 * u), round(22 * u)), round(13 * u), theme.TEXT_DIM,
                         anchor="midright") if heading else pygame.Rect(w - round(14 * u), 0, 0, 0)
        text.draw(surface, text.elide(title, round(20 * u), when.left - round(28 * u), bold=True),
                  (round(14 * u), round(22 * u)), round(20 * u), theme.ACCENT, bold=True, anchor="midleft")

    def draw_boards(self, surface, lesson, areas: list[pygame.Rect]) -> None:
        """The move made and the better one side by side in `areas`, each captioned and marked."""
        u = self.u
        view = self.table(lesson).view
        size, room = round((14 if self.small else 15) * u), areas[0].width - round(20 * u)
        captions = [self.caption(f"{self.t(label)}: {said}", size, room)
                    for label, said in zip(("ui.coach.made", "ui.coach.better"), self.words(lesson))]
        line = text.font(size, True).get_linesize()
        extra = (max(map(len, captions)) - 1) * line   # both boards level
        self.marked, self.panels = [], []   # per panel: what the view marked, (what, rect) pairs
        for k, (move, colour, area) in enumerate(zip((lesson.made, lesson.better), (MADE, BETTER), areas)):
            draw_panel(surface, area, theme.PANEL, colour, radius=8, width=2)
            self.panels.append(area)
            for i, words in enumerate(captions[k]):
                text.draw(surface, words, (area.left + round(10 * u), area.top + round(8 * u) + i * line), size,
                          colour, bold=True)
            board = area.inflate(-round(20 * u), -round(20 * u))
            board.top, board.height = area.top + round(34 * u) + extra, area.height - round(44 * u) - extra
            other = lesson.better if k == 0 else lesson.made
            if board.width < round(40 * u) or board.height < round(40 * u):   # no room for a drawing
                self.marked.append(())
                continue
            view.layout(board)
            self.marked.append(view.draw_lesson(surface, board, lesson.player, move, other))
