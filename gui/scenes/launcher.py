"""The first screen: the games that work, the games in progress (continue or
delete each), the records, language and the play settings."""
from __future__ import annotations

from dataclasses import replace

import pygame

from .. import engine, text, theme
from ..engine import GAMES, tutorial
from ..game_tiles import GameTiles
from ..kept_list import KeptList
from ..phones import PHONES
from ..scene import Scene
from ..views import playable
from ..sound import VOLUMES
from ..widgets import Button, SoundButton, draw_button_tip, draw_notes, fit_widths, handle_buttons, label_size, note_height
from . import store


HEADING, HEADING_COMPACT, FOOT = 200, 150, 140   # units above the tiles (title, subtitle, a line), below all
KEPT_ROWS = 3                      # games in progress the tiles always leave room for; more if there is space
SMALL = (1000, 600)                # a room of fewer units (a large text size): the small layout
LEAST_TILE = 112   # units: the narrowest tile of the small layout (its Rules and Learn side by side)
TOGGLES = (("aids", "learning_aids", False, "ui.launcher.aids_on", "ui.launcher.aids_off", "ui.launcher.aids_tip"),
           ("confirm", "confirm_turns", True, "ui.launcher.confirm_on", "ui.launcher.confirm_off",
            "ui.launcher.confirm_tip"),
           ("phones", PHONES, False, "ui.launcher.phones_on", "ui.launcher.phones_off", "ui.launcher.phones_tip"))


class LauncherScene(Scene):
    def __init__(self, app, warning: str | None = None):
        super().__init__(app)
        self.kept_list = KeptList(self)   # lays out and draws the games in progress
        concluded = store.conclude_ended()  # games a kill left at their end: into the records now
        self.kept = store.listing()        # the games in progress, the last played first
        self.first = 0                      # the first one in view (the list scrolls)
        self.tiles = GameTiles()            # the games' tiles (they scroll where there are many)
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
        tops = (round(HEADING * u), round(HEADING_COMPACT * u))
        taglines = [self.t(f"game.{game_id}.tagline") for game_id in games]

        def tile_width(columns: int) -> int:   # a column holds a tile, its Rules and Learn buttons, a gap
            return min(round(560 * u), (w - round(40 * u)) // columns - side - 2 * gap)
        top, columns, card_h, rows = self.tiles.fit(len(games), size, u, tops,
                                                    round(max(FOOT, self.foot_units()) * u),
                                                    min(len(self.kept), KEPT_ROWS),
                                                    lambda columns: self.tiles.height(taglines, tile_width(columns), u))
        card_w = tile_width(columns)
        left = (w - columns * (card_w + side + 2 * gap) + 2 * gap) // 2
        shown = self.tiles.scroll(games, columns, rows)
        self.tiles.rect = pygame.Rect(left, top, columns * (card_w + side + 2 * gap), rows * (card_h + gap))
        for i, game_id in enumerate(shown):
            # down the columns; where the tiles scroll, along the rows
            column, row = divmod(i, rows) if self.tiles.more is None else reversed(divmod(i, columns))
            x = left + column * (card_w + side + 2 * gap)
            y = top + row * (card_h + gap)
            rules = pygame.Rect(x + card_w + gap, y + round(6 * u), round(110 * u),
                                min(round(34 * u), card_h // 2 - round(8 * u)))
            self.add_game(game_id, pygame.Rect(x, y, card_w, card_h), rules, rules.move(0, card_h // 2))
        y = top + rows * (card_h + gap)
        self.list_top = y
        foot = self.foot_units()   # the messages' room only when there are any
        self.kept_list.lay_out_kept(y + round(30 * u), row_h, min(round(1100 * u), w - round(40 * u)),
                                    h - round(foot * u))
        corner = pygame.Rect(w - round(200 * u), round(14 * u), round(184 * u), round(34 * u))
        for i, (key, label, action, tip) in enumerate(self.corner_buttons(size)):
            self.buttons.append(Button(label, action, corner.move(0, i * round(40 * u)), key=key, tip=tip))
        self.add_sound(pygame.Rect(corner.left - round(56 * u), corner.top, round(48 * u), corner.height))
        lang_y = h - round(82 * u)
        # the usual widths, or where the row would reach Quit (a large text size) each as wide as its words
        lang_w, toggle_ws = round(116 * u), [round(260 * u)] * len(TOGGLES)
        step, apart = round(124 * u) - lang_w, round(272 * u) - round(260 * u)   # the gaps
        left = round(20 * u) + 2 * round(124 * u) + round(20 * u)
        if left + len(TOGGLES) * round(272 * u) > w - round(152 * u):
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

    def add_sound(self, rect: pygame.Rect) -> None:
        """The loudspeaker: the volume setting, its tip saying what it is now."""
        volume = self.app.sounds.volume
        words = self.t("ui.launcher.sound", percent=volume) if volume else self.t("ui.launcher.sound_off")
        louder = VOLUMES[(VOLUMES.index(volume) + 1) % len(VOLUMES)]   # after the loudest: muted
        self.buttons.append(SoundButton(volume, VOLUMES, lambda: self.app.set_volume(louder), rect,
                                        tip=f"{words}. {self.t('ui.launcher.sound_tip')}"))

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
        self.small_top_row(size, margin, gap, bh)
        games = playable()
        columns = max(1, min(len(games), (w - 2 * margin + gap) // (round(LEAST_TILE * u) + gap)))
        step = (w - 2 * margin + gap) // columns
        card_w = step - gap
        top = round(58 * u)
        # the foot: the credits, over them the row of settings, over that the messages
        credits = len(text.wrap(self.t("ui.launcher.unofficial"), round(11 * u), w - round(28 * u))) * round(14 * u)
        foot_y = h - round(10 * u) - credits - bh
        foot_rows = self.foot_rows(size15, pad, w - 2 * margin)
        foot_y -= (len(foot_rows) - 1) * (bh + round(6 * u))
        self.foot_top = foot_y
        bottom = foot_y - round(6 * u) - sum(note_height(m, round(13 * u), w - round(40 * u)) + round(6 * u)
                                             for m in self.messages())
        # the tiles as high as leaves room for two games in progress (when there are any; with none,
        # as high as the room, for the games' taglines); where not every row of tiles fits above one game in
        # progress, the rows in view scroll, under a line that says which games are in view
        lines = [height + round(4 * u) for height in self.kept_list.heights(round(36 * u), w - 2 * margin)]
        start = min(self.first, max(0, len(lines) - 2))
        below = (round(26 * u) + sum(lines[start:start + 2])) if self.kept else 0
        least = (round(26 * u) + max(lines)) if self.kept else 0
        highest = round(76 * u) if self.kept else bottom - top
        rows, tile_row = -(-len(games) // columns), round(50 * u) + bh + 2 * round(6 * u)
        if rows * tile_row > bottom - least - top:
            top += round(16 * u)
            rows = max(1, (bottom - least - top) // tile_row)
        card_h = max(round(50 * u), min(highest, (bottom - below - top) // rows - bh - 2 * round(6 * u)))
        self.tiles.rect = pygame.Rect(margin, top, w - 2 * margin, rows * (card_h + bh + 2 * round(6 * u)))
        for i, game_id in enumerate(self.tiles.scroll(games, columns, rows)):
            row, column = divmod(i, columns)
            x, y = margin + column * step, top + row * (card_h + bh + 2 * round(6 * u))
            half = (card_w - round(6 * u)) // 2
            rules = pygame.Rect(x, y + card_h + round(6 * u), half if tutorial.has_tutorial(game_id) else card_w, bh)
            self.add_game(game_id, pygame.Rect(x, y, card_w, card_h), rules,
                          pygame.Rect(x + card_w - half, rules.top, half, bh))
        y = top + rows * (card_h + bh + 2 * round(6 * u)) + round(4 * u)
        self.list_top = y
        self.kept_list.lay_out_kept(y + round(26 * u), round(36 * u), w - 2 * margin, bottom + round(4 * u),
                                    step=round(4 * u))
        labels, rects = self.foot_labels(), {}
        for row, indexes in enumerate(foot_rows):
            y, x = foot_y + row * (bh + round(6 * u)), margin
            widths = fit_widths([labels[i] for i in indexes], size15, w - 2 * margin, round(70 * u), round(6 * u), pad)
            for i, width in zip(indexes, widths):
                if i == len(labels) - 1:   # Quit at the right end
                    x = w - margin - width
                rects[i] = pygame.Rect(x, y, width, bh)
                x += width + round(6 * u)
        self.add_foot([rects[i] for i in range(len(labels))])

    def foot_rows(self, size: int, pad: int, room: int) -> list[list[int]]:
        """The foot's buttons (their indexes in `foot_labels`) by row: one row where every
        label fits whole, else the play settings in a row above the languages and Quit."""
        labels = self.foot_labels()
        every = list(range(len(labels)))
        width = sum(text.font(size).size(label)[0] + pad for label in labels) + round(6 * self.u) * (len(labels) - 1)
        return [every] if width <= room else [every[2:-1], every[:2] + every[-1:]]

    def small_top_row(self, size, margin: int, gap: int, bh: int) -> None:
        """A small room's top row: the title at the left, the settings' buttons at the right."""
        w, u = size[0], self.u
        corner = self.corner_buttons(size)
        title_w = text.font(round(30 * u), True).size("Spieltisch")[0]
        sound = round(44 * u)   # the loudspeaker at the row's right end
        widths = fit_widths([label for _k, label, _a, _t in corner], round(15 * u),
                            w - 2 * margin - title_w - 3 * gap - sound, round(90 * u), gap, round(18 * u))
        x = w - margin - sound - gap - sum(widths) - gap * (len(widths) - 1)
        self.title_rect = pygame.Rect(margin, round(8 * u), x - gap - margin, bh + round(4 * u))
        for (key, label, action, tip), width in zip(corner, widths):
            self.buttons.append(Button(label, action, pygame.Rect(x, round(10 * u), width, bh), key=key, tip=tip))
            x += width + gap
        self.add_sound(pygame.Rect(x, round(10 * u), sound, bh))

    def add_game(self, game_id: str, tile: pygame.Rect, rules: pygame.Rect, learn: pygame.Rect) -> None:
        """A game's tile (a click opens its setup), its Rules and, where it has a tutorial, Learn."""
        self.buttons.append(Button("", lambda: self.setup(game_id), tile, key=f"play:{game_id}",
                                   tip=self.t(f"game.{game_id}.name")))
        self.buttons.append(Button(self.t("ui.launcher.rules"), lambda: self.rules(game_id), rules,
                                   key=f"rules:{game_id}"))
        if tutorial.has_tutorial(game_id):
            self.buttons.append(Button(self.t("ui.tutorial.learn"), lambda: self.learn(game_id), learn,
                                       key=f"learn:{game_id}"))

    def messages(self) -> list[str]:
        unsaved = self.app.settings_problem and self.t("ui.launcher.settings_unwritable", error=self.app.settings_problem)
        return [m for m in (self.notice, self.warning, unsaved) if m]

    def foot_units(self) -> int:
        """Units under the games in progress: the foot's row and the credits, and a box per message."""
        return 96 + 48 * len(self.messages())

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
        move's reason kept), confirming each turn (End turn before a reveal) or
        playing with phones (a new game's people each at a phone)."""
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
            people = [None if level == engine.saves.PHONE else level for level in record.seats]   # a phone: a person
            self.app.open_replay(GAMES[record.game], engine.replay.in_progress_entry(state, people, record.created, record.id))

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
        record, found = store.restore(kept.slot, playable())
        if record is None:
            self.kept = [k if k.slot != kept.slot else replace(k, problem=found) for k in self.kept]
            self.layout(self.app.size)
            return None
        return record, found

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.MOUSEWHEEL and self.tiles.wheel(event, self.pointer):
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
        self.draw_heading(surface)
        self.kept_list.draw_kept(surface)
        for button in self.buttons:
            size = round(20 * u) if button.key.startswith("play:") else round(15 * u)
            button.draw(surface, label_size(button, size) if self.small else size)
        names = [self.t(f"game.{game_id}.name") for game_id in playable()] if self.small else None
        for game_id in self.tiles.in_view:   # name, how many play (without loading the rules) and a line about it
            fewest, most = GAMES.seats(game_id)
            count = f"{fewest}" if fewest == most else f"{fewest}–{most}"
            self.tiles.draw(surface, self.button(f"play:{game_id}").rect, self.t(f"game.{game_id}.name"),
                            self.t("ui.launcher.players", count=count), self.t(f"game.{game_id}.tagline"), u, names,
                            1 / theme.growth(self.app.size))
        if self.tiles.more:   # the tiles scroll: which are in view
            first, last, count = self.tiles.more
            self.tiles.draw_more(surface, self.t("ui.launcher.more", first=first, last=last, n=count), u)
        if self.small:   # a box each above the foot's row: a broken tutorial, a settings problem
            draw_notes(surface, self.messages(), self.foot_top - round(6 * u), round(13 * u),
                       round(20 * u), round(6 * u))
        else:
            draw_notes(surface, self.messages(), h - round(130 * u) + round(40 * u), round(13 * u), round(20 * u),
                       round(48 * u) - round(40 * u), tall=round(40 * u))
        width = w - round(28 * u) if self.small else w - round(40 * u)
        lines = text.wrap(self.t("ui.launcher.unofficial"), round(11 * u), width)
        for i, line in enumerate(reversed(lines)):   # the credits, wrapped, at the foot
            text.draw(surface, line, (w // 2, h - round(6 * u) - i * round(14 * u)), round(11 * u), theme.TEXT_DIM,
                      anchor="midbottom")
        draw_button_tip(surface, [b for b in self.buttons if not b.key.startswith("play:")], self.pointer,
                        round(14 * u), round(380 * u))

    def draw_heading(self, surface) -> None:
        """The title (a small room: beside the corner's buttons), the subtitle where there is room, "Choose a game"."""
        u, w = self.u, surface.get_width()
        if self.small:
            size = text.fitting("Spieltisch", round(30 * u), self.title_rect.width, bold=True)
            text.draw(surface, "Spieltisch", (self.title_rect.left, self.title_rect.centery), size, theme.ACCENT,
                      bold=True, anchor="midleft")
        else:
            top = self.button(f"play:{self.tiles.in_view[0]}").rect.top
            compact = top < round(HEADING * u)            # no room for the subtitle
            text.draw(surface, "Spieltisch", (w // 2, round((58 if compact else 70) * u)), round(48 * u), theme.ACCENT,
                      bold=True, anchor="center")
            if not compact:
                text.draw(surface, self.t("ui.launcher.subtitle"), (w // 2, round(122 * u)), round(17 * u),
                          theme.TEXT_DIM, anchor="center")
            text.draw(surface, self.t("ui.launcher.choose"), (w // 2, top - round(30 * u)), round(18 * u), theme.TEXT,
                      anchor="center")
