"""The Records screen: per game (a tab each) the table of players (games,
wins, best, average), the solo bests with their titles, each weekly
challenge week's best, a chart of one player's scores over time (drawn
here), and the finished games, newest first, each with Replay. Everything
comes from the history (core.history, counted by core.records). "Clear
history" asks first; Back or Esc returns."""
from __future__ import annotations


import pygame

from ..engine import GAMES, DataError, history, records
from .. import text, theme
from ..records_column import RecordsColumn
from ..scene import Scene
from ..views import playable
from ..widgets import (Button, draw_button_tip, draw_panel, draw_score_chart, draw_scroll_marks, fit_widths,
                       handle_buttons, label_size)

SMALL = (1000, 600)   # a room of fewer units (a large text size): the small layout


class RecordsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.column = RecordsColumn(self)
        self.games = playable()
        self.entries, self.problem = history.read()   # the problem: lines of the history left out
        self.game_id = self.first_game_with_entries()
        self.asking = False            # "Clear history" waits for a yes
        self.notice = self.problem or ""   # what the history left out, or why a replay could not open
        self.left_scroll = 0           # pixels the left column is scrolled
        self.first = 0                 # the first finished game in view
        self.pointer = (0, 0)
        self.row_rects: list[tuple[pygame.Rect, records.Player]] = []
        self.chart_points: list[tuple[int, int]] = []   # where the chart's dots were drawn
        self.buttons: list[Button] = []
        self.choose_game(self.game_id)

    def first_game_with_entries(self) -> str:
        """The tab opened first: the game of the last finished game, else the first game."""
        for entry in reversed(self.entries):
            if entry["game"] in self.games:
                return entry["game"]
        return self.games[0]

    # --- what is shown ---------------------------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.records = records.records_of(game_id, self.entries)
        self.chosen = records.chart_player(self.records)
        self.left_scroll = self.first = 0
        self.layout(self.app.size)

    def choose_player(self, player: records.Player) -> None:
        self.chosen = player

    def finished_games(self) -> list[tuple[int, dict]]:
        """This game's finished games, newest first, with their place in the history."""
        return [(i, e) for i, e in reversed(list(enumerate(self.entries))) if e["game"] == self.game_id]

    def player_label(self, player: records.Player) -> str:
        level = player.level   # in a small room the level's short name: "Ben (Medium)"
        if level is None:
            return player.name
        return f"{player.name} ({self.t(f'ui.setup.short_{level}' if self.small else f'ui.setup.bot_{level}')})"

    def title_of(self, title: dict | None) -> str:
        if not title or not isinstance(title.get("name"), dict):
            return ""
        names = title["name"]
        return str(names.get(self.app.language) or names.get("en") or "")

    def solo_game(self) -> bool:
        return GAMES.seats(self.game_id)[0] == 1

    # --- actions ---------------------------------------------------------------------------
    def ask_clear(self) -> None:
        self.asking = True
        self.layout(self.app.size)

    def keep(self) -> None:
        self.asking = False
        self.layout(self.app.size)

    def clear(self) -> None:
        """The player said yes: every finished game is forgotten."""
        history.clear()
        self.entries, self.problem = history.read()
        self.notice = self.problem or ""
        self.asking = False
        self.choose_game(self.game_id)

    def open_replay(self, entry: dict) -> None:
        """The game's replay; a line whose game cannot even be set up again
        (edited by hand, an option that is gone) says why instead."""
        try:
            self.app.open_replay(GAMES[entry["game"]], entry)
        except (DataError, ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
            self.notice = self.t("ui.replay.broken", problem=str(error))

    # --- layout ----------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        u = self.u = theme.scale(size)
        pad, gap = round(20 * u), round(10 * u)
        self.buttons = []
        self.small = w < SMALL[0] * u or h < SMALL[1] * u
        if self.small:
            self.layout_small(size)
            return
        names = [self.t(f"game.{game_id}.name") for game_id in self.games]
        tab_w = min(round(200 * u), (w - 2 * pad - (len(self.games) - 1) * gap) // max(1, len(self.games)))
        if all(text.font(round(15 * u)).size(name)[0] + round(20 * u) <= tab_w for name in names):
            rects = [pygame.Rect(pad + i * (tab_w + gap), round(66 * u), tab_w, round(38 * u))
                     for i in range(len(names))]
        else:   # more games than one row holds at their names' widths: the tabs in rows
            rects = self.tab_rows(names, pad, w - pad, round(66 * u), round(38 * u), gap, round(120 * u))
        self.add_tabs(rects)
        top, bottom = rects[-1].bottom + round(12 * u), h - round(72 * u)
        half = (w - 2 * pad - gap) // 2
        self.left = pygame.Rect(pad, top, half, bottom - top)
        right = pygame.Rect(self.left.right + gap, top, w - pad - self.left.right - gap, bottom - top)
        self.lay_out_right(right, round(125 * u), gap)
        by, bh = h - round(58 * u), round(42 * u)
        self.buttons.append(Button(self.t("ui.records.back"), self.app.pop,
                                   pygame.Rect(pad, by, round(140 * u), bh), key="back"))
        bw = round(200 * u)
        if self.asking:
            self.buttons.append(Button(self.t("ui.records.clear_yes"), self.clear,
                                       pygame.Rect(w - pad - 2 * bw - gap, by, bw, bh), key="clear_yes"))
            self.buttons.append(Button(self.t("ui.records.clear_no"), self.keep,
                                       pygame.Rect(w - pad - bw, by, bw, bh), key="clear_no", selected=True))
        else:
            self.buttons.append(Button(self.t("ui.records.clear"), self.ask_clear,
                                       pygame.Rect(w - pad - bw, by, bw, bh), key="clear",
                                       enabled=bool(self.entries)))

    def lay_out_right(self, right: pygame.Rect, least: int, gap: int) -> None:
        """The right column: the chart on top (two fifths, `least` at the least), the finished games under it."""
        chart_h = max(least, min(round(240 * self.u), right.height * 2 // 5))
        self.chart = pygame.Rect(right.left, right.top, right.width, chart_h)
        self.list_rect = pygame.Rect(right.left, self.chart.bottom + gap, right.width,
                                     right.bottom - self.chart.bottom - gap)
        self.lay_out_games()

    def layout_small(self, size) -> None:
        """A small room (a large text size): the title and the tabs in one row, the
        panels below them, Back and Clear history in a row at the foot."""
        w, h = size
        u = self.u
        margin, gap, bh = round(12 * u), round(8 * u), round(34 * u)
        title_w = text.font(round(22 * u), True).size(self.t("ui.records.title"))[0]
        names = [self.t(f"game.{game_id}.name") for game_id in self.games]
        room = w - 2 * margin - title_w - round(14 * u)
        own = [text.font(round(15 * u)).size(name)[0] + round(18 * u) for name in names]
        if sum(own) + gap * (len(own) - 1) <= room:   # beside the title, in one row
            widths = fit_widths(names, round(15 * u), room, round(90 * u), gap, round(18 * u))
            x = w - margin - sum(widths) - gap * (len(widths) - 1)
            self.title_at = (margin, round(8 * u) + bh // 2, x - round(14 * u) - margin)
            rects = [pygame.Rect(x + sum(widths[:i]) + i * gap, round(8 * u), width, bh)
                     for i, width in enumerate(widths)]
        else:   # beside the title and under it, in as many rows as they take
            start = margin + title_w + round(14 * u)
            self.title_at = (margin, round(8 * u) + bh // 2, title_w)
            rects = self.tab_rows(names, margin, w - margin, round(8 * u), bh, gap, round(90 * u), start)
        self.add_tabs(rects)
        by = h - margin - bh
        top, bottom = rects[-1].bottom + gap, by - gap
        half = (w - 2 * margin - gap) * 29 // 50
        self.left = pygame.Rect(margin, top, half, bottom - top)
        right = pygame.Rect(self.left.right + gap, top, w - margin - self.left.right - gap, bottom - top)
        self.lay_out_right(right, round(110 * u), gap)
        size15, pad = round(15 * u), round(20 * u)
        back_w = fit_widths([self.t("ui.records.back")], size15, w, round(110 * u), 0, pad)[0]
        self.buttons.append(Button(self.t("ui.records.back"), self.app.pop, pygame.Rect(margin, by, back_w, bh),
                                   key="back"))
        if self.asking:
            labels = [self.t("ui.records.clear_yes"), self.t("ui.records.clear_no")]
            yes_w, no_w = fit_widths(labels, size15, w // 2, round(110 * u), gap, pad)
            no = pygame.Rect(w - margin - no_w, by, no_w, bh)
            self.buttons.append(Button(labels[0], self.clear, pygame.Rect(no.left - gap - yes_w, by, yes_w, bh),
                                       key="clear_yes"))
            self.buttons.append(Button(labels[1], self.keep, no, key="clear_no", selected=True))
        else:
            clear_w = fit_widths([self.t("ui.records.clear")], size15, w // 2, round(150 * u), 0, pad)[0]
            self.buttons.append(Button(self.t("ui.records.clear"), self.ask_clear,
                                       pygame.Rect(w - margin - clear_w, by, clear_w, bh), key="clear",
                                       enabled=bool(self.entries)))

    def tab_rows(self, names: list[str], left: int, right: int, top: int, height: int, gap: int,
                 least: int, start: int | None = None) -> list[pygame.Rect]:
        """A tab per name, each as wide as its name (at least `least`), row after row from
        `top` (the first row from `start`, where given)."""
        font, pad = text.font(round(15 * self.u)), round(18 * self.u)
        rects, x, y = [], left if start is None else start, top
        for name in names:
            width = min(right - left, max(least, font.size(name)[0] + pad))
            if x > left and x + width > right:
                x, y = left, y + height + gap
            rects.append(pygame.Rect(x, y, width, height))
            x += width + gap
        return rects

    def add_tabs(self, rects: list[pygame.Rect]) -> None:
        for game_id, rect in zip(self.games, rects):
            self.buttons.append(Button(self.t(f"game.{game_id}.name"), lambda g=game_id: self.choose_game(g), rect,
                                       key=f"tab:{game_id}", selected=game_id == self.game_id))

    def game_row_height(self) -> int:
        return round(44 * self.u)

    def rows_in_view(self) -> int:
        room = self.list_rect.height - round(34 * self.u) - round(8 * self.u)   # under the heading
        return max(1, room // (self.game_row_height() + round(4 * self.u)))

    def lay_out_games(self) -> None:
        """The finished games in view, each line with its Replay button (greyed
        out, with the reason as a tip, for a line kept before replays existed)."""
        u = self.u
        games = self.finished_games()
        view = self.rows_in_view()
        self.first = max(0, min(self.first, len(games) - view))
        self.game_rows = []
        y = self.list_rect.top + round(34 * u)
        row_h = self.game_row_height()
        bw = round(110 * u)
        if self.small:   # as wide as its word
            bw = fit_widths([self.t("ui.records.replay")], round(14 * u), bw, round(76 * u), 0, round(16 * u))[0]
        self.replay_w = bw
        for index, entry in games[self.first:self.first + view]:
            line = pygame.Rect(self.list_rect.left + round(8 * u), y, self.list_rect.width - round(16 * u), row_h)
            self.game_rows.append((line, entry))
            ok = history.replayable(entry)
            button = pygame.Rect(line.right - bw - round(6 * u), line.top + round(5 * u), bw, row_h - round(10 * u))
            self.buttons.append(Button(self.t("ui.records.replay"), lambda e=entry: self.open_replay(e), button,
                                       key=f"replay:{index}", enabled=ok,
                                       tip="" if ok else self.t("ui.records.no_log")))
            y += row_h + round(4 * u)

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    # --- events ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.asking:
                self.keep()
            else:
                self.app.pop()
        elif event.type == pygame.MOUSEWHEEL:
            if self.list_rect.collidepoint(self.pointer):
                self.first = max(0, self.first - event.y)
                self.layout(self.app.size)
            elif self.left.collidepoint(self.pointer):
                self.left_scroll = max(0, self.left_scroll - event.y * round(40 * self.u))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, player in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.choose_player(player)
                    return

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface) -> None:
        u = self.u
        w, h = surface.get_size()
        surface.fill(theme.BG)
        if self.small:
            x, y, room = self.title_at
            title = text.elide(self.t("ui.records.title"), round(22 * u), room, bold=True)
            text.draw(surface, title, (x, y), round(22 * u), theme.ACCENT, bold=True, anchor="midleft")
        else:
            text.draw(surface, self.t("ui.records.title"), (w // 2, round(34 * u)), round(28 * u), theme.ACCENT,
                      bold=True, anchor="center")
        for panel in (self.left, self.chart, self.list_rect):
            draw_panel(surface, panel)
        self.column.draw_left(surface)
        self.draw_chart(surface)
        self.draw_games(surface)
        back = self.button("back").rect
        ends = min(b.rect.left for b in self.buttons if b.key.startswith("clear"))   # Clear, or Yes and No
        room = ends - round(14 * u) - back.right - round(16 * u)   # between Back and them
        if self.asking:   # the question (where there is no room for both, without the notice)
            question = self.t("ui.records.clear_ask", n=len(self.entries))
            yes = self.button("clear_yes").rect
            width = room if self.small else yes.left - round(200 * u)
            size, lines = round(15 * u), [text.elide(question, round(15 * u), width, bold=True)]
            if self.small and lines[0] != question:   # on two smaller lines
                size = round(13 * u)
                lines = list(text.wrap(question, size, width, True))
                lines = lines[:1] + [text.elide(" ".join(lines[1:]), size, width, True)] if len(lines) > 1 else lines
            step = text.font(size, True).get_linesize()
            for k, line in enumerate(lines):
                text.draw(surface, line, (yes.left - round(14 * u), yes.centery + (2 * k - len(lines) + 1) * step // 2),
                          size, theme.BAD, bold=True, anchor="midright")
        if self.notice and not (self.asking and self.small):
            width = room if self.small else min(room, w - back.right - round(260 * u))
            text.draw(surface, text.elide(self.notice, round(13 * u), width),
                      (back.right + round(16 * u), back.centery), round(13 * u), theme.BAD, anchor="midleft")
        for button in self.buttons:
            size = round(15 * u) if not button.key.startswith("replay:") else round(14 * u)
            button.draw(surface, label_size(button, size) if self.small else size)
        draw_button_tip(surface, self.buttons, self.pointer, round(14 * u), round(360 * u))

    def draw_chart(self, surface) -> None:
        """The chosen player's scores, game after game (widgets/chart.py)."""
        points = self.records.series.get(self.chosen, ()) if self.chosen is not None else ()
        label = self.t("ui.records.chart", name=self.player_label(self.chosen), n=len(points)) if points else ""
        self.chart_points = draw_score_chart(surface, self.chart.inflate(-round(24 * self.u), -round(20 * self.u)),
                                             points, label, self.t("ui.records.chart_none"), self.u)

    def game_line(self, entry: dict) -> str:
        players, scores = entry.get("players") or [], entry.get("scores") or []
        result = ", ".join(f"{n} {s}" for n, s in zip(players, scores))
        parts = [text.local_time(str(entry.get("finished") or "")), result]
        if len(players) > 1:
            winners = [players[w] for w in entry.get("winners") or [] if isinstance(w, int) and 0 <= w < len(players)]
            if winners:
                parts.append(self.t("ui.records.won", names=", ".join(winners)))
        title = self.title_of(entry.get("title"))
        if title:
            parts.append(title)
        if isinstance(entry.get("challenge"), str):
            parts.append(entry["challenge"])
        return " · ".join(parts)

    def draw_games(self, surface) -> None:
        u = self.u
        small = round(14 * u)
        games = self.finished_games()
        x = self.list_rect.left + round(12 * u)
        title = text.draw(surface, self.t("ui.records.games", n=len(games)), (x, self.list_rect.top + round(10 * u)),
                          round(16 * u), theme.ACCENT, bold=True)
        if len(games) > len(self.game_rows):   # beside the heading: smaller where short of room, else cut
            more = self.t("ui.records.more", first=self.first + 1, last=self.first + len(self.game_rows), n=len(games))
            room = self.list_rect.right - round(12 * u) - title.right - round(12 * u)
            size = text.fitting(more, round(12 * u), room, least=0.9 if self.small else 1 / theme.growth(self.app.size))
            if not self.small or text.font(size).size(more)[0] <= room:   # a small room: whole, or the marks only
                text.draw(surface, text.elide(more, size, room), (self.list_rect.right - round(12 * u), title.bottom),
                          size, theme.TEXT_DIM, anchor="bottomright")
            if self.small:
                draw_scroll_marks(surface, self.list_rect.right - round(9 * u), title.top + round(2 * u),
                                  self.list_rect.bottom - round(6 * u), self.first > 0,
                                  self.first + len(self.game_rows) < len(games), round(5 * u))
        for line, entry in self.game_rows:
            draw_panel(surface, line, theme.mix(theme.PANEL, theme.BG, 0.5), theme.PANEL_EDGE, radius=6)
            room = line.width - (self.replay_w + round(30 * u) if self.small else round(140 * u))
            words = text.wrap(self.game_line(entry), small, room)
            if len(words) > 2:
                words = (words[0], text.elide(" ".join(words[1:]), small, room))
            step = text.font(small).get_linesize()
            y = line.centery - len(words) * step // 2
            for k, words_line in enumerate(words):
                text.draw(surface, words_line, (line.left + round(10 * u), y + k * step), small, theme.TEXT)
