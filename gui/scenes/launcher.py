"""The first screen: the games that work, the games in progress (continue or
delete each), the records, language and the play settings."""
from __future__ import annotations

from dataclasses import replace

import pygame

from .. import engine, text, theme
from ..engine import GAMES, tutorial
from ..scene import Scene
from ..views import playable
from ..widgets import Button, draw_button_tip, draw_panel, fit_widths, handle_buttons, label_size
from . import store


HEADING, HEADING_COMPACT, FOOT = 200, 150, 140   # units above the tiles (title, subtitle, a line), below all
KEPT_ROWS = 3                      # games in progress the tiles always leave room for; more if there is space
SMALL = (1000, 600)
LEAST_TILE = 112   # units: the narrowest tile of the small layout (its Rules and Learn side by side)
TOGGLES = (("aids", "learning_aids", False, "ui.launcher.aids_on", "ui.launcher.aids_off", "ui.launcher.aids_tip"),
           ("confirm", "confirm_turns", True, "ui.launcher.confirm_on", "ui.launcher.confirm_off",
            "ui.launcher.confirm_tip"))                # a room of fewer units (a large text size): the small layout


class LauncherScene(Scene):
    def __init__(self, app, warning: str | None = None):
        super().__init__(app)
        concluded = store.conclude_ended()  # games a kill left at their end: into the records now
        self.kept = store.listing()        # the games in progress, the last played first
        self.first = 0                      # the first one in view (the list scrolls)
        self.tile_first = 0                 # the first row of games' tiles in view (where they scroll)
        self.tiles_in_view: list[str] = []  # the games whose tiles are laid out
        self.tiles_more: tuple | None = None   # (first, last, of) of the games in view, where not all are
        self.tiles_rect = pygame.Rect(0, 0, 0, 0)   # where the wheel scrolls the tiles
        self.in_view = KEPT_ROWS            # how many are in view (as many as there is room for)
        self.asking: str | None = None      # the slot whose Delete waits for a yes
        self.warning = warning
        self.notice: str | None = " ".join(
            self.t("ui.launcher.concluded", game=self.t(f"game.{entry['game']}.name"), players=", ".join(entry["players"]))
            for entry in concluded) or None
        self.buttons: list[Button] = []
        self.rows: list[tuple[pygame.Rect, object]] = []   # each listed game's line: (rect, kept)
        self.pointer = (-1, -1)             # where the mouse is, for the buttons' tips

    def layout(self, size) -> None:
        w, h = size
        u = theme.scale(size)
        self.u = u
        self.buttons = []
        self.small = w < SMALL[0] * u or h < SMALL[1] * u
        if self.small:
            self.layout_small(size)
            return
        games, gap, side = playable(), round(14 * u), round(110 * u)
        row_h = round(40 * u)
        top, columns, card_h, rows = self.tiles_layout(len(games), size)
        step = (w - round(40 * u)) // columns   # a tile, its Rules and Learn buttons, a gap
        card_w = min(round(560 * u), step - side - 2 * gap)
        left = (w - columns * (card_w + side + 2 * gap) + 2 * gap) // 2
        shown = self.scroll_tiles(games, columns, rows)
        self.tiles_rect = pygame.Rect(left, top, columns * (card_w + side + 2 * gap), rows * (card_h + gap))
        for i, game_id in enumerate(shown):
            # down the columns; where the tiles scroll, along the rows
            column, row = divmod(i, rows) if self.tiles_more is None else reversed(divmod(i, columns))
            x = left + column * (card_w + side + 2 * gap)
            y = top + row * (card_h + gap)
            rect = pygame.Rect(x, y, card_w, card_h)
            self.buttons.append(Button("", lambda g=game_id: self.setup(g), rect, key=f"play:{game_id}",
                                       tip=self.t(f"game.{game_id}.name")))
            small = pygame.Rect(rect.right + gap, y + round(6 * u), round(110 * u), card_h // 2 - round(8 * u))
            self.buttons.append(Button(self.t("ui.launcher.rules"), lambda g=game_id: self.rules(g), small,
                                       key=f"rules:{game_id}"))
            if tutorial.has_tutorial(game_id):
                self.buttons.append(Button(self.t("ui.tutorial.learn"), lambda g=game_id: self.learn(g),
                                           small.move(0, card_h // 2), key=f"learn:{game_id}"))
        y = top + rows * (card_h + gap)
        self.list_top = y
        foot = self.foot_units()   # the messages' room only when there are any
        room = (h - round(foot * u) - y - round(30 * u)) // (row_h + round(6 * u))
        self.in_view = max(1, min(len(self.kept), room))   # the wheel scrolls the rest
        self.lay_out_kept(y + round(30 * u), row_h, min(round(1100 * u), w - round(40 * u)))
        corner = pygame.Rect(w - round(200 * u), round(14 * u), round(184 * u), round(34 * u))
        for i, (key, label, action, tip) in enumerate(self.corner_buttons(size)):
            self.buttons.append(Button(label, action, corner.move(0, i * round(40 * u)), key=key, tip=tip))
        lang_y = h - round(82 * u)
        # the usual widths, or where the row would reach Quit (a large text size) each as wide as its words
        lang_w, toggle_ws = round(116 * u), [round(260 * u)] * len(TOGGLES)
        step, apart = round(124 * u) - lang_w, round(272 * u) - round(260 * u)   # the gaps
        left = round(20 * u) + 2 * round(124 * u) + round(20 * u)
        if left + 2 * round(272 * u) > w - round(152 * u):
            words = text.font(round(15 * u))
            lang_w = max(words.size(label)[0] for label in ("Deutsch", "English")) + round(24 * u)
            toggle_ws = [min(round(260 * u), max(words.size(self.t(k))[0] for k in (on, off)) + round(28 * u))
                         for _key, _setting, _default, on, off, _tip in TOGGLES]
            step, apart = round(8 * u), round(12 * u)
            left = round(20 * u) + 2 * (lang_w + step) + apart
        rects = [pygame.Rect(round(20 * u) + i * (lang_w + step), lang_y, lang_w, round(38 * u)) for i in range(2)]
        for toggle_w in toggle_ws:
            rects.append(pygame.Rect(left, lang_y, toggle_w, round(38 * u)))
            left = rects[-1].right + apart
        rects.append(pygame.Rect(w - round(140 * u), lang_y, round(120 * u), round(38 * u)))
        self.add_foot(rects)

    def corner_buttons(self, size) -> list[tuple]:
        """(key, label, action, tip) of Records, Full screen and Text size."""
        return [("records", self.t("ui.launcher.records"), self.app.open_records, ""),
                ("fullscreen", self.t("ui.launcher.fullscreen"), self.app.toggle_fullscreen,
                 self.t("ui.couch.fullscreen_tip")),
                ("text_size", self.t("ui.launcher.text_size", percent=self.text_size()), self.next_text_size,
                 self.t("ui.couch.text_size_tip", shown=theme.text_size_here(size)))]

    def foot_labels(self) -> list[str]:
        """The foot row's labels: the two languages, the play settings, Quit."""
        toggles = [self.t(on if self.app.settings.get(setting, default) is True else off)
                   for _key, setting, default, on, off, _tip in TOGGLES]
        return ["Deutsch", "English", *toggles, self.t("ui.launcher.quit")]

    def add_foot(self, rects: list[pygame.Rect]) -> None:
        """The languages, the play settings (learning aids, confirming each turn) and Quit, in `rects`."""
        for (lang, label), rect in zip((("de", "Deutsch"), ("en", "English")), rects):
            self.buttons.append(Button(label, lambda l=lang: self.app.set_language(l), rect, key=f"lang:{lang}",
                                       selected=self.app.language == lang))
        for (key, setting, default, on_text, off_text, tip), rect in zip(TOGGLES, rects[2:]):
            on = self.app.settings.get(setting, default) is True
            self.buttons.append(Button(self.t(on_text if on else off_text),
                                       lambda s=setting, d=default: self.toggle(s, d), rect, key=key,
                                       selected=on, tip=self.t(tip)))
        self.buttons.append(Button(self.t("ui.launcher.quit"), self.app.quit, rects[-1], key="quit"))

    def layout_small(self, size) -> None:
        """A small room (a large text size): the title and the settings' buttons in a
        row at the top, the games' tiles side by side (Rules and Learn under each),
        the games in progress, the languages, play settings and Quit at the foot."""
        w, h = size
        u = self.u
        margin, gap, bh = round(14 * u), round(8 * u), round(32 * u)
        size15, pad = round(15 * u), round(18 * u)
        corner = self.corner_buttons(size)
        title_w = text.font(round(30 * u), True).size("Spieltisch")[0]
        widths = fit_widths([label for _k, label, _a, _t in corner], size15, w - 2 * margin - title_w - 2 * gap,
                            round(90 * u), gap, pad)
        x = w - margin - sum(widths) - gap * (len(widths) - 1)
        self.title_rect = pygame.Rect(margin, round(8 * u), x - gap - margin, bh + round(4 * u))
        for (key, label, action, tip), width in zip(corner, widths):
            self.buttons.append(Button(label, action, pygame.Rect(x, round(10 * u), width, bh), key=key, tip=tip))
            x += width + gap
        games = playable()
        columns = max(1, min(len(games), (w - 2 * margin + gap) // (round(LEAST_TILE * u) + gap)))
        step = (w - 2 * margin + gap) // columns
        card_w = step - gap
        top = round(58 * u)
        # the foot: the credits, over them the row of settings, over that the messages
        credits = len(text.wrap(self.t("ui.launcher.unofficial"), round(11 * u), w - round(28 * u))) * round(14 * u)
        foot_y = h - round(10 * u) - credits - bh
        bottom = foot_y - round(6 * u) - sum(self.message_height(m, size) + round(6 * u) for m in self.messages())
        # the tiles as high as leaves room for two games in progress (when there are any; with none,
        # as high as the room, for the games' taglines); where not every row of tiles fits above one game in
        # progress, the rows in view scroll, under a line that says which games are in view
        below = (round(26 * u) + 2 * round(40 * u)) if self.kept else 0
        least = (round(26 * u) + round(40 * u)) if self.kept else 0
        highest = round(76 * u) if self.kept else bottom - top
        rows, tile_row = -(-len(games) // columns), round(50 * u) + bh + 2 * round(6 * u)
        if rows * tile_row > bottom - least - top:
            top += round(16 * u)
            rows = max(1, (bottom - least - top) // tile_row)
        card_h = max(round(50 * u), min(highest, (bottom - below - top) // rows - bh - 2 * round(6 * u)))
        self.tiles_rect = pygame.Rect(margin, top, w - 2 * margin, rows * (card_h + bh + 2 * round(6 * u)))
        for i, game_id in enumerate(self.scroll_tiles(games, columns, rows)):
            row, column = divmod(i, columns)
            x, y = margin + column * step, top + row * (card_h + bh + 2 * round(6 * u))
            rect = pygame.Rect(x, y, card_w, card_h)
            self.buttons.append(Button("", lambda g=game_id: self.setup(g), rect, key=f"play:{game_id}",
                                       tip=self.t(f"game.{game_id}.name")))
            half = (card_w - round(6 * u)) // 2
            small = pygame.Rect(x, rect.bottom + round(6 * u), half if tutorial.has_tutorial(game_id) else card_w, bh)
            self.buttons.append(Button(self.t("ui.launcher.rules"), lambda g=game_id: self.rules(g), small,
                                       key=f"rules:{game_id}"))
            if tutorial.has_tutorial(game_id):
                self.buttons.append(Button(self.t("ui.tutorial.learn"), lambda g=game_id: self.learn(g),
                                           pygame.Rect(rect.right - half, small.top, half, bh), key=f"learn:{game_id}"))
        y = top + rows * (card_h + bh + 2 * round(6 * u)) + round(4 * u)
        self.list_top = y
        row_h = round(36 * u)
        room = (bottom - y - round(22 * u)) // (row_h + round(4 * u))
        self.in_view = max(1, min(len(self.kept), room))
        self.lay_out_kept(y + round(26 * u), row_h, w - 2 * margin, step=round(4 * u))
        labels = self.foot_labels()
        widths = fit_widths(labels, size15, w - 2 * margin, round(70 * u), round(6 * u), pad)
        x, rects = margin, []
        for i, width in enumerate(widths):
            if i == len(widths) - 1:   # Quit at the right end
                x = w - margin - width
            rects.append(pygame.Rect(x, foot_y, width, bh))
            x += width + round(6 * u)
        self.add_foot(rects)

    def messages(self) -> list[str]:
        unsaved = self.app.settings_problem and self.t("ui.launcher.settings_unwritable", error=self.app.settings_problem)
        return [m for m in (self.notice, self.warning, unsaved) if m]

    def message_lines(self, message: str, width: int) -> list[str]:
        """A message wrapped to `width`, in at most two lines (the second cut with "…")."""
        size = round(13 * self.u)
        lines = list(text.wrap(message, size, width))
        return lines if len(lines) <= 2 else [lines[0], text.elide(" ".join(lines[1:]), size, width)]

    def message_height(self, message: str, size) -> int:
        lines = self.message_lines(message, size[0] - round(40 * self.u) - 16)
        return len(lines) * text.font(round(13 * self.u)).get_linesize() + 10

    def tiles_layout(self, count: int, size) -> tuple[int, int, int, int]:
        """(top, columns, tile height, rows in view) for `count` game tiles: the
        fewest columns whose full-height tiles leave room for at least one game
        in progress, under the whole heading or one without its subtitle; where
        even the most columns the width holds (each tile 250 units wide) do not,
        the tiles grow lower, and where even tiles 48 units high do not fit, the
        rows that fit scroll."""
        u, h = self.u, size[1]
        gap, card_h = round(14 * u), round(84 * u)
        below = (round(30 * u) + round(46 * u)) if self.kept else 0   # the list's heading and one line
        most = max(1, (size[0] - round(40 * u)) // (round(250 * u) + round(110 * u) + 2 * gap))
        foot = max(FOOT, self.foot_units())
        for columns in range(1, most + 1):
            for top in (round(HEADING * u), round(HEADING_COMPACT * u)):
                room = h - round(foot * u) - top - below
                rows = -(-count // columns)
                if rows * (card_h + gap) <= room:
                    return top, columns, card_h, rows
        rows = -(-count // most)
        if room // rows - gap >= round(48 * u):
            return top, most, room // rows - gap, rows
        return top, most, round(48 * u), max(1, room // (round(48 * u) + gap))

    def foot_units(self) -> int:
        """Units under the games in progress: the foot's row and the credits, and a box per message."""
        return 96 + 48 * len(self.messages())

    def scroll_tiles(self, games: list[str], columns: int, rows: int) -> list[str]:
        """The games whose tiles are in view: all, or where they take more than `rows`
        rows, those of the rows from `tile_first` on (the wheel moves it)."""
        every = -(-len(games) // columns)
        self.tile_first = max(0, min(self.tile_first, every - rows))
        self.tiles_in_view = games[self.tile_first * columns:(self.tile_first + rows) * columns]
        self.tiles_more = None if every <= rows else (
            self.tile_first * columns + 1, self.tile_first * columns + len(self.tiles_in_view), len(games))
        return self.tiles_in_view

    def lay_out_kept(self, y: int, row_h: int, width: int, step: int | None = None) -> None:
        """The games in progress in view: a line each with Continue and Delete
        (Delete asks first), a broken file's line with Delete only."""
        u, w = self.u, self.app.size[0]
        self.first = max(0, min(self.first, len(self.kept) - self.in_view))
        self.rows = []
        left, button_w = w // 2 - width // 2, round(150 * u)
        if self.small:   # as wide as the longest of their words needs
            labels = [self.t("ui.launcher.replay"), self.t("ui.launcher.continue"), self.t("ui.launcher.delete"),
                      self.t("ui.launcher.delete_yes"), self.t("ui.launcher.delete_no")]
            button_w = min(button_w, max(fit_widths(labels, round(15 * u), 10 ** 6, round(90 * u), 0, round(18 * u))))
        self.kept_button_w = button_w
        self.label_room = width - 3 * (button_w + round(8 * u)) - round(16 * u)
        step = round(6 * u) if step is None else step
        for i, kept in enumerate(self.kept[self.first:self.first + self.in_view]):
            line = pygame.Rect(left, y + i * (row_h + step), width, row_h)
            self.rows.append((line, kept))
            second = pygame.Rect(line.right - button_w, line.top, button_w, row_h)
            first = second.move(-button_w - round(8 * u), 0)
            if self.asking == kept.slot:
                self.buttons.append(Button(self.t("ui.launcher.delete_yes"), lambda k=kept: self.delete(k), first,
                                           key=f"delete_yes:{kept.slot}"))
                self.buttons.append(Button(self.t("ui.launcher.delete_no"), self.keep, second,
                                           key=f"delete_no:{kept.slot}", selected=True))
                continue
            if kept.problem is None:
                self.buttons.append(Button(self.t("ui.launcher.continue"), lambda k=kept: self.resume(k), first,
                                           key=f"continue:{kept.slot}", selected=i == 0 and self.first == 0))
                self.buttons.append(Button(self.t("ui.launcher.replay"), lambda k=kept: self.replay(k),
                                           first.move(-button_w - round(8 * u), 0), key=f"replay:{kept.slot}",
                                           tip=self.t("ui.launcher.replay_tip")))
            self.buttons.append(Button(self.t("ui.launcher.delete"), lambda k=kept: self.ask_delete(k), second,
                                       key=f"delete:{kept.slot}", tip=kept.problem or ""))

    def kept_label(self, kept) -> str:
        if self.asking == kept.slot:
            return self.t("ui.launcher.delete_ask", game=self.kept_game(kept))
        if kept.problem is not None:
            return self.t("ui.launcher.broken_save", problem=kept.problem)
        stage, n, of = kept.stage or ("", 0, 0)
        stage = self.t(f"ui.stage.{stage}", n=n, of=of) if stage else ""
        line = self.t("ui.launcher.kept", game=self.kept_game(kept), players=", ".join(kept.players),
                      stage=stage, when=text.local_time(kept.updated))
        return self.t("ui.launcher.kept_challenge", line=line, week=kept.challenge) if kept.challenge else line

    def kept_game(self, kept) -> str:
        return self.t(f"game.{kept.game}.name") if kept.game in GAMES else kept.game

    def ask_delete(self, kept) -> None:
        self.asking = kept.slot
        self.layout(self.app.size)

    def keep(self) -> None:
        self.asking = None
        self.layout(self.app.size)

    def delete(self, kept) -> None:
        """The player said yes: the game in progress is gone (a broken file too)."""
        store.delete(kept.slot)
        self.asking = None
        self.kept = store.listing()
        self.layout(self.app.size)

    def text_size(self) -> int:
        size = self.app.settings.get("text_size", theme.DEFAULT_TEXT_SIZE)
        return size if size in theme.TEXT_SIZES else theme.DEFAULT_TEXT_SIZE

    def next_text_size(self) -> None:
        """The text size setting's next step (after 200%: back to 100%)."""
        self.app.set_text_size(theme.TEXT_SIZES[(theme.TEXT_SIZES.index(self.text_size()) + 1) % len(theme.TEXT_SIZES)])

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    def setup(self, game_id: str) -> None:
        self.app.open_setup(game_id)

    def rules(self, game_id: str) -> None:
        self.app.open_rules(game_id)

    def toggle(self, setting: str, default: bool) -> None:
        """Switch a play setting: learning aids (legal places marked, a refused
        move's reason kept) or confirming each turn (End turn before a reveal)."""
        self.app.settings[setting] = self.app.settings.get(setting, default) is not True
        self.app.save_settings()
        self.layout(self.app.size)

    def learn(self, game_id: str) -> None:
        try:
            self.app.start_tutorial(game_id)
        except engine.DataError as error:
            self.notice = self.t("ui.tutorial.broken", problem=str(error))

    def replay(self, kept) -> None:
        """The game in progress up to now, step by step, as the table saw it."""
        found = self.restored(kept)
        if found is not None:
            record, state = found
            self.app.open_replay(GAMES[record.game], engine.replay.in_progress_entry(state, record.seats, record.created, record.id))

    def resume(self, kept) -> None:
        found = self.restored(kept)
        if found is not None:
            record, state = found
            self.app.open_game(GAMES[record.game], state, record.seats,
                               {"created": record.created, "slot": record.id, "challenge": record.challenge},
                               resumed=True)

    def restored(self, kept):
        """(record, state) of the game in `kept`, replayed; None, with the
        problem shown on its line, if it cannot be."""
        record, problem = store.load(kept.slot)
        if record is not None and record.game not in playable():
            record, problem = None, f"{kept.path}: the game {record.game!r} cannot be played here"
        if record is not None:
            try:
                state = record.restore()
            except engine.DataError as error:
                record, problem = None, str(error)
        if record is None:
            self.kept = [k if k.slot != kept.slot else replace(k, problem=problem) for k in self.kept]
            self.layout(self.app.size)
            return None
        return record, state

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.MOUSEWHEEL and self.tiles_more and self.tiles_rect.collidepoint(self.pointer):
            self.tile_first = max(0, self.tile_first - event.y)
            self.layout(self.app.size)
            return
        if event.type == pygame.MOUSEWHEEL and len(self.kept) > self.in_view:
            self.first = max(0, min(self.first - event.y, len(self.kept) - self.in_view))
            self.layout(self.app.size)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def draw(self, surface) -> None:
        u = self.u
        w, h = surface.get_size()
        surface.fill(theme.BG)
        if self.small:
            size = text.fitting("Spieltisch", round(30 * u), self.title_rect.width, bold=True)
            text.draw(surface, "Spieltisch", (self.title_rect.left, self.title_rect.centery), size, theme.ACCENT,
                      bold=True, anchor="midleft")
        else:
            top = self.button(f"play:{self.tiles_in_view[0]}").rect.top
            compact = top < round(HEADING * u)            # no room for the subtitle
            text.draw(surface, "Spieltisch", (w // 2, round((58 if compact else 70) * u)), round(48 * u), theme.ACCENT,
                      bold=True, anchor="center")
            if not compact:
                text.draw(surface, self.t("ui.launcher.subtitle"), (w // 2, round(122 * u)), round(17 * u),
                          theme.TEXT_DIM, anchor="center")
            text.draw(surface, self.t("ui.launcher.choose"), (w // 2, top - round(30 * u)), round(18 * u), theme.TEXT,
                      anchor="center")
        for line, kept in self.rows:
            draw_panel(surface, line, theme.PANEL, theme.BAD if kept.problem or self.asking == kept.slot
                       else theme.PANEL_EDGE)
            room = self.label_room
            if self.small and (kept.problem is not None or self.asking == kept.slot):   # fewer buttons: more words
                room += (1 if self.asking == kept.slot else 2) * (self.kept_button_w + round(8 * u))
            self.draw_kept_label(surface, line, self.kept_label(kept), room)
        for button in self.buttons:
            size = round(20 * u) if button.key.startswith("play:") else round(15 * u)
            button.draw(surface, label_size(button, size) if self.small else size)
        if self.kept:
            heading = text.draw(surface, self.t("ui.launcher.in_progress", n=len(self.kept)),
                                (self.rows[0][0].left, self.list_top + round(4 * u)), round(16 * u), theme.TEXT,
                                bold=True)
            if len(self.kept) > self.in_view:
                more = self.t("ui.launcher.more", first=self.first + 1, last=self.first + len(self.rows),
                              n=len(self.kept))
                room = self.rows[0][0].right - heading.right - round(12 * u)
                text.draw(surface, text.elide(more, round(13 * u), room),
                          (self.rows[0][0].right, self.list_top + round(6 * u)), round(13 * u), theme.TEXT_DIM,
                          anchor="topright")
        for game_id in self.tiles_in_view:  # name, player count and a line about the game on each tile
            self.draw_tile(surface, game_id)
        if self.tiles_more:   # the tiles scroll: which are in view
            first, last, count = self.tiles_more
            words = text.elide(self.t("ui.launcher.more", first=first, last=last, n=count), round(13 * u),
                               self.tiles_rect.width)
            text.draw(surface, words, (self.tiles_rect.right, self.tiles_rect.top - round(3 * u)), round(13 * u),
                      theme.TEXT_DIM, anchor="bottomright")
        self.draw_messages(surface)
        width = w - round(28 * u) if self.small else w - round(40 * u)
        lines = text.wrap(self.t("ui.launcher.unofficial"), round(11 * u), width)
        for i, line in enumerate(reversed(lines)):   # the credits, wrapped, at the foot
            text.draw(surface, line, (w // 2, h - round(6 * u) - i * round(14 * u)), round(11 * u), theme.TEXT_DIM,
                      anchor="midbottom")
        draw_button_tip(surface, [b for b in self.buttons if not b.key.startswith("play:")], self.pointer,
                        round(14 * u), round(380 * u))

    def draw_kept_label(self, surface, line: pygame.Rect, label: str, room: int) -> None:
        """A game in progress in words left of its buttons: one line, or in a small
        room two smaller ones (the second cut with "…" where it runs on)."""
        u = self.u
        size = round(14 * u)
        lines = [text.elide(label, size, room)]
        if self.small and lines[0] != label:
            size = round(13 * u)
            lines = list(text.wrap(label, size, room))
            if len(lines) > 2:
                lines = [lines[0], text.elide(" ".join(lines[1:]), size, room)]
            lines = [text.elide(words, size, room) for words in lines]
        step = text.font(size).get_linesize()
        y = line.centery - (len(lines) - 1) * step // 2
        for k, words in enumerate(lines):
            text.draw(surface, words, (line.left + round(12 * u), y + k * step), size, theme.TEXT, anchor="midleft")

    def draw_tile(self, surface, game_id: str) -> None:
        """A game's tile: its name, how many play it and a line about it (as far as the tile holds)."""
        u = self.u
        b = self.button(f"play:{game_id}")
        fewest, most = GAMES.seats(game_id)  # without loading the game's rules
        count = f"{fewest}" if fewest == most else f"{fewest}–{most}"
        pad = round(14 * u)
        players = self.t("ui.launcher.players", count=count)
        size, line_h = round(14 * u), round(17 * u)
        if self.small:   # the name, under it how many play
            pad = round(10 * u)
            room = b.rect.width - 2 * pad
            # every name at one size (a little smaller for the longest), one that is longer still on two lines
            names = [self.t(f"game.{game_id}.name") for game_id in playable()]
            name = min(text.fitting(words, round(19 * u), room, bold=True, least=0.8) for words in names)
            two = b.rect.height >= round(30 * u) + 2 * text.font(name, True).get_linesize()
            if not two:   # no room for a second line: smaller still
                name = min(text.fitting(words, round(19 * u), room, bold=True, least=0.6) for words in names)
            lines = list(text.wrap(b.tip, name, room, bold=True)) if two else [b.tip]
            lines = lines[:1] + [text.elide(" ".join(lines[1:]), name, room, bold=True)] if len(lines) > 1 else lines
            y = b.rect.top + round(8 * u)
            for line in lines:
                text.draw(surface, text.elide(line, name, room, bold=True), (b.rect.left + pad, y), name, theme.ACCENT,
                          bold=True)
                y += text.font(name, True).get_linesize()
            text.draw(surface, text.elide(players, round(13 * u), room), (b.rect.left + pad, y), round(13 * u),
                      theme.TEXT)
            tagline_top = y + round(18 * u)
        else:
            room = b.rect.width - 2 * pad - text.font(round(14 * u)).size(players)[0] - round(10 * u)
            name = text.fitting(b.tip, round(21 * u), room, bold=True, least=1 / theme.growth(self.app.size))
            text.draw(surface, text.elide(b.tip, name, room, bold=True),
                      (b.rect.left + pad, b.rect.top + round(10 * u) + (round(21 * u) - name) // 2), name,
                      theme.ACCENT, bold=True)
            text.draw(surface, players, (b.rect.right - pad, b.rect.top + round(14 * u)),
                      round(14 * u), theme.TEXT, anchor="topright")
            tagline_top = b.rect.top + round(42 * u)
        tagline, room = self.t(f"game.{game_id}.tagline"), b.rect.width - 2 * pad
        lines = list(text.wrap(tagline, size, room))
        fit = max(0, (b.rect.bottom - round(4 * u) - tagline_top) // line_h)

        def whole() -> bool:
            return len(lines) <= fit and all(text.font(size).size(line)[0] <= room for line in lines)
        while self.small and not whole() and size > round(11 * u):   # a small tile: smaller, down to 11 units
            size -= 1
            line_h = round(size * 17 / 14)
            lines = list(text.wrap(tagline, size, room))
            fit = max(0, (b.rect.bottom - round(4 * u) - tagline_top) // line_h)
        if self.small and not whole():   # a small tile: the tagline whole or not at all
            lines = []
        if len(lines) > fit:   # the tagline as far as the tile holds it
            lines = lines[:fit - 1] + [text.elide(" ".join(lines[fit - 1:]), size, b.rect.width - 2 * pad)] \
                if fit else []
        for k, line in enumerate(lines):
            text.draw(surface, line, (b.rect.left + pad, tagline_top + k * line_h), size, theme.TEXT_DIM)

    def draw_messages(self, surface) -> None:
        """A broken tutorial, a settings problem: a box each above the foot's row."""
        u = self.u
        w, h = surface.get_size()
        messages = self.messages()
        if self.small:
            y = self.button("quit").rect.top - round(6 * u)
            size, line_h = round(13 * u), text.font(round(13 * u)).get_linesize()
            for message in messages:
                height = self.message_height(message, (w, h))
                y -= height
                rect = pygame.Rect(round(20 * u), y, w - round(40 * u), height)
                draw_panel(surface, rect, (60, 34, 34), theme.BAD)
                for k, line in enumerate(self.message_lines(message, rect.width - 16)):
                    text.draw(surface, line, (rect.left + 8, rect.top + 5 + k * line_h), size, theme.TEXT)
                y -= round(6 * u)
            return
        y = h - round(130 * u)
        for message in messages:
            rect = pygame.Rect(round(20 * u), y, w - round(40 * u), round(40 * u))
            draw_panel(surface, rect, (60, 34, 34), theme.BAD)
            text.draw_wrapped(surface, message, rect.inflate(-16, -10), round(13 * u), theme.TEXT)
            y -= round(48 * u)
