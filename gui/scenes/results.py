"""The end: the final scoring shown step by step (one line of every sheet at
a time; a click or a key shows all), the ranking with the tie-break applied,
and what an item scored lit on the board when the pointer is on it."""
from __future__ import annotations

import pygame

from .. import engine, result_words, text, theme
from ..coaching import CoachJob, can_coach
from ..layout import Layout, NoRoom
from ..scene import Scene
from ..widgets import Button, draw_panel, draw_scroll_marks, draw_tooltip, fit_widths, handle_buttons, label_size


SMALL = (1000, 600)   # a room of fewer units (a large text size): the small layout


class ResultsScene(Scene):
    def __init__(self, app, game, state, seats, view, best_before: int | None = None,
                 problem: str | None = None, week: tuple | None = None):
        super().__init__(app)
        self.game, self.state, self.seats, self.view = game, state, list(seats), view
        self.best_before, self.week = best_before, week  # a solo best before; a challenge's (week, its best)
        self.problem = problem          # the game could not go to the history (it is kept to try again)
        self.sheets = state.score_sheets()
        self.rows = [view.result_rows(sheet) for sheet in self.sheets]  # (text, item indices) per line
        self.notes = view.result_notes()
        self.ranking = state.ranking()
        # whose board shows: the first seat's while the lines come (the winner's would tell), then the winner's
        self.selected = 0
        self.hover_item = None  # (player, line index)
        self.item_rects: list[tuple[pygame.Rect, int, int]] = []
        self.player_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons: list[Button] = []
        self.shown = 0            # how many lines of each sheet are revealed
        self.clock = 0.0
        self.explain = False      # "How was this scored?": each item with its rule text
        self.scroll = 0
        self._scroll_to: int | None = None  # a player's sheet to bring to the top at the next frame
        self.coaching = can_coach(game)
        self.jobs: dict[int, CoachJob] = {}   # the coach at work, per seat

    STEP_SECONDS = 0.45

    @property
    def revealing(self) -> bool:
        return self.shown < max(len(rows) for rows in self.rows)

    @property
    def animating(self) -> bool:
        return self.revealing

    def update(self, dt: float) -> None:
        for seat, job in list(self.jobs.items()):   # lessons found open by themselves, once
            if job.result is not None and not job.shown and self.app.scene is self:
                job.shown = True
                self.app.show_coach(self.game, self.state, self.seats, seat, job.result)
        if self.revealing:
            self.clock += dt
            if self.clock >= self.STEP_SECONDS:
                self.clock = 0.0
                self.shown += 1
                if not self.revealing:
                    self.revealed()

    def reveal_all(self) -> None:
        if self.revealing:
            self.shown = max(len(rows) for rows in self.rows)
            self.revealed()

    def revealed(self) -> None:
        """Every line is out (a click or key during the lines shows all): the winner's board shows."""
        self.selected = self.ranking[0][0]

    def layout(self, size) -> None:
        """The headline, the comparison (on as many lines as it takes), the sheets
        beside the board, the buttons under them: a column of the window."""
        w, h = size
        u = self.u = theme.scale(size)
        lay = Layout(u)
        self.small = w < SMALL[0] * u or h < SMALL[1] * u
        # the comparison on one line where it fits, else its parts on lines of their own
        self.compared = text.joined_or_apart(self.comparison_parts(), self.compared_size, w - lay.px(40))
        line = text.font(self.compared_size).get_linesize()
        # the headline's band, the comparison's, the panels, the buttons (the small room's closer)
        head, after, before, bh, foot = (44, 6, 10, 36, 12) if self.small else (62, 8, 16, 44, 20)
        said = max(0 if self.small else 1, len(self.compared)) * line
        _, self.compared_at, _, panels, _, buttons, _ = lay.column(
            pygame.Rect(0, 0, w, h), lay.fixed(head), Layout.measured(said), lay.fixed(after), lay.grow(),
            lay.fixed(before), lay.fixed(bh), lay.fixed(foot), squeeze=True)
        gap, share = (12, 0.5) if self.small else (20, 0.42)
        self.left, self.right = lay.row(pygame.Rect(lay.px(20), panels.top, w - lay.px(20 + gap), panels.height),
                                        Layout.measured(round(w * share)), lay.grow(), gap=gap, squeeze=True)
        self.buttons = [
            Button(self.t("ui.results.explain"), self.toggle_explain, key="explain", selected=self.explain),
            Button(self.t("ui.results.launcher"), self.launcher, key="launcher"),
            Button(self.t("ui.results.again"), self.again, key="again")]
        if self.coaching:
            self.buttons.append(Button("", self.coach, key="coach"))
        self.lay_out_buttons(buttons.top, buttons.height)
        self.view.layout(self.right)

    def lay_out_buttons(self, top: int, height: int) -> None:
        """Explain at the left, the coach at the right, the launcher and Play
        again in the middle; where the window is too narrow for that (a large
        text size), one row of equal buttons across it."""
        u, w = self.u, self.app.size[0]
        if self.small:   # one row across, each button as wide as its words want
            margin, gap = round(12 * u), round(10 * u)
            labels = [b.label or self.coach_label() for b in self.buttons]
            widths = fit_widths(labels, round(16 * u), w - 2 * margin, round(150 * u), gap, round(24 * u))
            x = margin + (w - 2 * margin - sum(widths) - gap * (len(widths) - 1)) // 2
            for button, width in zip(self.buttons, widths):
                button.rect = pygame.Rect(x, top, width, height)
                x += width + gap
            return
        lay, band = Layout(u), pygame.Rect(round(20 * u), top, w - round(40 * u), height)
        keys = ["explain", "launcher", "again", "coach"]
        try:   # the coach's place kept where there is none: the launcher and Play again stay in the middle
            rects = lay.row(band, lay.fixed(260), lay.grow(least=8), lay.fixed(220), lay.fixed(20), lay.fixed(220),
                            lay.grow(least=8), lay.fixed(260))[::2]
        except NoRoom:
            rects = lay.row(band, *[lay.grow() for _ in self.buttons], gap=20, squeeze=True)
            keys = [b.key for b in self.buttons]
        placed = dict(zip(keys, rects))
        for button in self.buttons:
            button.rect = placed[button.key]

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    def toggle_explain(self) -> None:
        """Each line with its rule text, opened at the selected player's sheet."""
        self.reveal_all()
        self.explain = not self.explain
        self.scroll = 0
        self.layout(self.app.size)
        self._scroll_to = self.selected if self.explain else None

    def rule_text(self, code: str) -> str:
        rule = engine.rule_lookup.rule_for(self.game.id, code)
        return (rule.get(self.app.language) or rule["en"]) if rule else ""

    def draw_scroll_marks(self, surface, more_below: bool) -> None:
        """Small triangles inside the sheets' panel at its right edge, at its top where
        more lies above and at its foot where more lies below (the wheel scrolls)."""
        u, panel = self.u, self.left
        draw_scroll_marks(surface, panel.right - round(8 * u), panel.top + round(4 * u), panel.bottom - round(4 * u),
                          self.scroll > 0, more_below, round(5 * u))

    # --- the coach --------------------------------------------------------------------
    def coach_seat(self) -> int | None:
        """Whom the Coach button coaches: the selected seat if a person plays it, else
        the first seat a person plays (the winner, selected at first, may be a computer)."""
        if self.seats[self.selected] is None:
            return self.selected
        return next((p for p, seat in enumerate(self.seats) if seat is None), None)

    def coach(self) -> None:
        """The coached seat's coach: start it, cancel it while it works, or open its page."""
        seat = self.coach_seat()
        if seat is None:
            return
        job = self.jobs.get(seat)
        if job is None or job.error is not None or not (job.running or job.result is not None):
            self.jobs[seat] = CoachJob(self.game, self.state, seat)
        elif job.running:
            job.cancel()
            del self.jobs[seat]
        else:
            self.app.show_coach(self.game, self.state, self.seats, seat, job.result)

    def coach_label(self) -> str:
        seat = self.coach_seat()
        if seat is None:
            return self.t("ui.coach.computer", name=self.state.players[self.selected])
        name = self.state.players[seat]
        job = self.jobs.get(seat)
        if job is None:
            return self.t("ui.coach.start", name=name)
        if job.error is not None:
            return self.t("ui.coach.failed")
        if job.running:
            left = job.seconds_left()
            if left is None:
                return self.t("ui.coach.working", name=name, percent=round(100 * job.progress))
            return self.t("ui.coach.working_left", name=name, percent=round(100 * job.progress), seconds=left)
        return self.t("ui.coach.open", name=name)

    def close(self) -> None:
        for job in self.jobs.values():
            job.cancel()

    def again(self) -> None:
        self.app.start_game(self.game.id, self.state.players, self.seats, None, self.state.options)

    def launcher(self) -> None:
        self.app.show_launcher()

    def handle_event(self, event) -> None:
        if handle_buttons(self.buttons, event):
            return
        if self.revealing and (event.type == pygame.KEYDOWN or
                               event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.reveal_all()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_item = None
            for rect, player, index in self.item_rects:
                if rect.collidepoint(event.pos):
                    self.hover_item = (player, index)
                    self.selected = player
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, player in self.player_rects:
                if rect.collidepoint(event.pos):
                    self.selected = player
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * round(40 * self.u))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.launcher()

    def headline(self) -> str:
        solo = len(self.state.players) == 1
        return result_words.headline(self.t, self.state.players, self.ranking[0], self.sheets[0].total,
                                     self.view.solo_title() if solo else None)

    def comparison(self) -> str:
        """A solo result against the player's own best (and a weekly challenge's);
        first, the game could not be recorded, if so."""
        return " · ".join(self.comparison_parts())

    def comparison_parts(self) -> list[str]:
        if self.problem:
            return [self.problem]
        if len(self.state.players) != 1 or self.seats[0] is not None:
            return []
        return result_words.comparison(self.t, self.sheets[0].total, self.best_before, self.week)

    @property
    def compared_size(self) -> int:
        return round((14 if self.small else 17) * self.u)

    def draw(self, surface) -> None:
        surface.fill(theme.BG)
        self.draw_headline(surface)
        if not self.draw_sheets(surface):   # the explanation opens at the selected sheet: drawn again from there
            self.draw(surface)
            return
        self.draw_selected_board(surface)
        self.draw_buttons(surface)

    def draw_headline(self, surface) -> None:
        """Who won (while the lines come: "Scoring"), and how it compares."""
        u, w = self.u, surface.get_width()
        headline = self.t("ui.results.scoring") if self.revealing else self.headline()
        size, y = (round(24 * u), round(25 * u)) if self.small else (round(30 * u), round(40 * u))
        text.draw(surface, text.elide(headline, size, w - round(40 * u), bold=True), (w // 2, y),
                  size, theme.ACCENT, bold=True, anchor="center")
        if self.revealing:
            return
        step, top = text.font(self.compared_size).get_linesize(), self.compared_at.top
        for k, line in enumerate(self.compared):
            text.draw(surface, line, (w // 2, top + k * step), self.compared_size,
                      theme.BAD if self.problem else theme.TEXT, anchor="midtop")

    def shows(self, top: int, height: int) -> bool:
        """Whether a line at `top` shows whole in the sheets' panel (no line is cut at its edge)."""
        return top >= self.left.top and top + height <= self.left.bottom - round(4 * self.u)

    def draw_sheets(self, surface) -> bool:
        """The score sheets in the left panel, in ranking order (while the lines come one
        by one, in seat order: the ranking would tell the winner first), scrolled; False
        where the panel must first scroll to the selected sheet (draw again)."""
        u = self.u
        draw_panel(surface, self.left)
        self.item_rects, self.player_rects = [], []
        surface.set_clip(self.left.inflate(-4, -4))
        x, y = self.left.left + round(14 * u), self.left.top + round(12 * u) - self.scroll
        width = self.left.width - round(28 * u)
        tops = None
        order = [[p] for p in range(len(self.sheets))] if self.revealing else self.ranking
        for place, group in enumerate(order, start=1):
            for player in group:
                if self._scroll_to == player:
                    tops = y - 2 - self.left.top - round(6 * u)
                y = self.draw_sheet(surface, player, place, x, y, width) + round(10 * u)
        tie = "" if self.revealing else self.tie_note()
        for note in ([] if self.revealing else self.notes) + ([tie] if tie else []):
            y += text.draw_wrapped(surface, note, pygame.Rect(x, y, width, 80), round(13 * u), theme.TEXT_DIM)
        surface.set_clip(None)
        self.scroll = min(self.scroll, max(0, y + self.scroll - self.left.bottom + round(20 * u)))
        if tops is not None:
            self._scroll_to = None
            self.scroll = max(0, self.scroll + tops)
            return False
        self.draw_scroll_marks(surface, more_below=y > self.left.bottom - round(8 * u))
        line = round(20 * u)
        self.item_rects = [(r, p, i) for r, p, i in self.item_rects
                           if self.left.contains(r) or (r.top >= self.left.top and r.top + line <= self.left.bottom)]
        return True

    def draw_sheet(self, surface, player: int, place: int, x: int, y: int, width: int) -> int:
        """`player`'s name, total and lines so far (each line's rules under it where
        they are explained); returns where it ends."""
        u, sheet = self.u, self.sheets[player]
        colour = theme.player_colour(player)
        row = pygame.Rect(x - 6, y - 2, width + 12, round(28 * u))
        if player == self.selected and not self.revealing:
            pygame.draw.rect(surface, theme.mix(theme.PANEL, colour, 0.25), row, border_radius=5)
        self.player_rects.append((row, player))
        total = sum(sheet.items[i].points for _, indices in self.rows[player][:self.shown] for i in indices)
        if self.shows(y, round(30 * u)):   # (a line scrolled out of the panel is not drawn)
            points = text.draw(surface, self.t("ui.results.points", points=total), (x + width, y),
                               round(19 * u), theme.TEXT, bold=True, anchor="topright")
            title = sheet.name if self.revealing else f"{place}.  {sheet.name}"
            text.draw(surface, text.elide(title, round(19 * u), points.left - round(10 * u) - x, bold=True),
                      (x, y), round(19 * u), colour, bold=True)
        y += round(30 * u)
        for index, (label, indices) in enumerate(self.rows[player][:self.shown]):
            size, lines = self.item_lines(label, width - round(60 * u))
            step = text.font(size).get_linesize()   # a line that runs on: closer than the next item
            rect = pygame.Rect(x, y, width, round(20 * u) + step * (len(lines) - 1))
            self.item_rects.append((rect, player, index))
            if self.hover_item == (player, index):
                pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.HIGHLIGHT, 0.3), rect, border_radius=4)
            if self.shows(y, rect.height):
                for k, words in enumerate(lines):
                    text.draw(surface, ("    " if k else "  ") + words, (x, y + k * step), size, theme.TEXT)
                points = sum(sheet.items[i].points for i in indices)
                text.draw(surface, str(points), (x + width, y), round(14 * u), theme.TEXT, anchor="topright")
            y += rect.height
            codes = (dict.fromkeys(code for i in indices for code in self.view.rule_codes(sheet.items[i]))
                     if self.explain else {})
            for rule in filter(None, map(self.rule_text, codes)):
                y = self.draw_rule(surface, rule, x + round(18 * u), y, width - round(60 * u))
            rect.height = y - rect.top   # the line's explanation belongs to its hover area
        return y

    def draw_rule(self, surface, rule: str, x: int, y: int, width: int) -> int:
        """A rule's text under a line it explains; in a small room line by line, whole lines only."""
        size = round(12 * self.u)
        if not self.small:
            return y + text.draw_wrapped(surface, rule, pygame.Rect(x, y, width, 0), size, theme.TEXT_DIM) \
                + round(4 * self.u)
        step = round(text.font(size).get_linesize() * 1.25 / 1.15)
        for words in text.wrap(rule, size, width):
            if self.shows(y, step):
                surface.blit(text.render(words, size, theme.TEXT_DIM), (x, y))
            y += step
        return y + round(4 * self.u)

    def draw_selected_board(self, surface) -> None:
        """The selected player's board, the cells of the line pointed at lit."""
        u, highlight = self.u, ()
        if self.hover_item is not None:
            player, index = self.hover_item
            items = self.sheets[player].items
            highlight = tuple(tuple(c) for i in self.rows[player][index][1] for c in items[i].cells)
        name = self.state.players[self.selected]
        text.draw(surface, name, (self.right.left, self.right.top), round(18 * u), theme.player_colour(self.selected),
                  bold=True)
        board = self.right.inflate(0, -round(40 * u))
        board.top = self.right.top + round(30 * u)
        self.view.draw_board(surface, board, self.selected, highlight)

    def draw_buttons(self, surface) -> None:
        """The buttons; the coach's with its progress as a bar along it while it works."""
        u = self.u
        size = round(16 * u)
        for button in self.buttons:
            if button.key == "coach":
                button.label = self.coach_label()
                button.enabled = self.coach_seat() is not None
            button.draw(surface, label_size(button, size) if self.small else size)
            job = self.jobs.get(self.coach_seat()) if button.key == "coach" else None
            if job is not None and job.running:
                bar = button.rect.copy()
                bar.width = round(bar.width * job.progress)
                pygame.draw.rect(surface, theme.ACCENT, (bar.left, bar.bottom - 4, bar.width, 4))
                if button.hover:
                    draw_tooltip(surface, [self.t("ui.coach.cancel_tip")],
                                 (button.rect.left - 16, button.rect.top - round(60 * u)), round(14 * u))

    def item_lines(self, label: str, width: int) -> tuple[int, list[str]]:
        """(font size, lines) of a sheet's line: whole, on as many lines as it takes
        (in a small room first at a smaller size, where that keeps it on one)."""
        size = round(14 * self.u)
        if self.small and text.font(size).size(label)[0] > width:
            size = text.fitting(label, size, width, least=0.86)
        return size, list(text.wrap(label, size, width))

    def tie_note(self) -> str:
        """Say how the tie-break goes when the best total is shared (the engine's
        ranking by totals alone)."""
        if len(self.state.ranking(tie_break=False)[0]) > 1:
            key = f"ui.results.tiebreak_{self.game.id}"   # a game with a tie-break of its own says it
            return self.t(key if self.app.texts.has(key) else "ui.results.tiebreak")
        return ""
