"""The first screen: the games that work, continue a saved game, language."""
from __future__ import annotations

import pygame

from games import GAMES
from games.core.tutorial import has_tutorial

from ..views import playable

from .. import text, theme
from ..scene import Scene
from ..widgets import Button, draw_panel, handle_buttons
from . import store


class LauncherScene(Scene):
    def __init__(self, app, warning: str | None = None):
        super().__init__(app)
        self.record, self.problem = store.load_current()
        self.warning = warning
        self.notice: str | None = None
        self.buttons: list[Button] = []
        self.game_rects: dict[str, pygame.Rect] = {}

    def layout(self, size) -> None:
        w, h = size
        u = theme.scale(size)
        self.u = u
        self.buttons = []
        games, gap, side = playable(), round(14 * u), round(110 * u)
        top = round(200 * u)
        bottom = h - round(140 * u) - (round(60 * u) if self.record is not None else 0)
        columns, card_h = 1, round(84 * u)
        while columns < 4:   # as many columns as it takes for the tiles to keep a readable height
            rows = -(-len(games) // columns)
            card_h = min(round(84 * u), (bottom - top) // max(1, rows) - gap)
            if card_h >= round(64 * u):
                break
            columns += 1
        step = (w - round(40 * u)) // columns   # a tile, its Rules and Learn buttons, a gap
        card_w = min(round(560 * u), step - side - 2 * gap)
        left = (w - columns * (card_w + side + 2 * gap) + 2 * gap) // 2
        for i, game_id in enumerate(games):
            column, row = divmod(i, rows)
            x = left + column * (card_w + side + 2 * gap)
            y = top + row * (card_h + gap)
            rect = pygame.Rect(x, y, card_w, card_h)
            self.buttons.append(Button("", lambda g=game_id: self.setup(g), rect, key=f"play:{game_id}",
                                       tip=self.t(f"game.{game_id}.name")))
            small = pygame.Rect(rect.right + gap, y + round(6 * u), round(110 * u), card_h // 2 - round(8 * u))
            self.buttons.append(Button(self.t("ui.launcher.rules"), lambda g=game_id: self.rules(g), small,
                                       key=f"rules:{game_id}"))
            if has_tutorial(game_id):
                self.buttons.append(Button(self.t("ui.tutorial.learn"), lambda g=game_id: self.learn(g),
                                           small.move(0, card_h // 2), key=f"learn:{game_id}"))
        y = top + min(len(games), rows) * (card_h + gap)
        if self.record is not None:
            width = min(round(560 * u), w - round(40 * u))
            rect = pygame.Rect(w // 2 - width // 2, y + gap, width, round(46 * u))
            self.buttons.append(Button(self.continue_label(), self.resume, rect, key="continue"))
            y = rect.bottom + gap
        lang_y = h - round(82 * u)
        for i, (lang, label) in enumerate((("de", "Deutsch"), ("en", "English"))):
            rect = pygame.Rect(round(20 * u) + i * round(124 * u), lang_y, round(116 * u), round(38 * u))
            self.buttons.append(Button(label, lambda l=lang: self.app.set_language(l), rect, key=f"lang:{lang}",
                                       selected=self.app.language == lang))
        left = round(20 * u) + 2 * round(124 * u) + round(20 * u)
        toggles = (("aids", "learning_aids", False, "ui.launcher.aids_on", "ui.launcher.aids_off",
                    "ui.launcher.aids_tip"),
                   ("confirm", "confirm_turns", True, "ui.launcher.confirm_on", "ui.launcher.confirm_off",
                    "ui.launcher.confirm_tip"))
        for i, (key, setting, default, on_text, off_text, tip) in enumerate(toggles):
            on = self.app.settings.get(setting, default) is True
            rect = pygame.Rect(left + i * round(272 * u), lang_y, round(260 * u), round(38 * u))
            self.buttons.append(Button(self.t(on_text if on else off_text),
                                       lambda s=setting, d=default: self.toggle(s, d), rect, key=key,
                                       selected=on, tip=self.t(tip)))
        self.buttons.append(Button(self.t("ui.launcher.quit"), self.app.quit,
                                   pygame.Rect(w - round(140 * u), lang_y, round(120 * u), round(38 * u)), key="quit"))

    def continue_label(self) -> str:
        r = self.record
        return self.t("ui.launcher.continue", game=self.t(f"game.{r.game}.name"), players=", ".join(r.players))

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    def setup(self, game_id: str) -> None:
        self.app.open_setup(game_id)

    def rules(self, game_id: str) -> None:
        self.app.open_rules(game_id)

    def toggle(self, setting: str, default: bool) -> None:
        """Switch a play setting: learning aids (legal places marked, a refused
        move's reason kept) or confirming each turn (End turn before a reveal)."""
        from games.core.settings import save_settings
        self.app.settings[setting] = self.app.settings.get(setting, default) is not True
        save_settings(self.app.settings)
        self.layout(self.app.size)

    def learn(self, game_id: str) -> None:
        from games.core import DataError
        try:
            self.app.start_tutorial(game_id)
        except DataError as error:
            self.notice = self.t("ui.tutorial.broken", problem=str(error))

    def resume(self) -> None:
        from games.core import DataError
        record = self.record
        try:
            state = record.restore()
        except DataError as error:
            self.record, self.problem = None, str(error)
            self.layout(self.app.size)
            return
        self.app.open_game(GAMES[record.game], state, record.seats, record.created, resumed=True)

    def handle_event(self, event) -> None:
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def draw(self, surface) -> None:
        u = self.u
        w, h = surface.get_size()
        surface.fill(theme.BG)
        text.draw(surface, "Spieltisch", (w // 2, round(70 * u)), round(48 * u), theme.ACCENT, bold=True,
                  anchor="center")
        text.draw(surface, self.t("ui.launcher.subtitle"), (w // 2, round(122 * u)), round(17 * u), theme.TEXT_DIM,
                  anchor="center")
        text.draw(surface, self.t("ui.launcher.choose"), (w // 2, round(170 * u)), round(18 * u), theme.TEXT,
                  anchor="center")
        for button in self.buttons:
            button.draw(surface, round(20 * u) if button.key.startswith("play:") else round(15 * u))
        for game_id in playable():  # name, player count and a line about the game on each tile
            b = self.button(f"play:{game_id}")
            fewest, most = GAMES.seats(game_id)  # without loading the game's rules
            count = f"{fewest}" if fewest == most else f"{fewest}–{most}"
            pad = round(14 * u)
            text.draw(surface, b.tip, (b.rect.left + pad, b.rect.top + round(10 * u)), round(21 * u), theme.ACCENT,
                      bold=True)
            text.draw(surface, self.t("ui.launcher.players", count=count), (b.rect.right - pad, b.rect.top + round(14 * u)),
                      round(14 * u), theme.TEXT, anchor="topright")
            text.draw_wrapped(surface, self.t(f"game.{game_id}.tagline"),
                              pygame.Rect(b.rect.left + pad, b.rect.top + round(42 * u), b.rect.width - 2 * pad, 0),
                              round(14 * u), theme.TEXT_DIM)
        messages = [m for m in (self.problem and self.t("ui.launcher.broken_save", problem=self.problem),
                                self.notice, self.warning) if m]
        y = h - round(130 * u)
        for message in messages:
            rect = pygame.Rect(round(20 * u), y, w - round(40 * u), round(40 * u))
            draw_panel(surface, rect, (60, 34, 34), theme.BAD)
            text.draw_wrapped(surface, message, rect.inflate(-16, -10), round(13 * u), theme.TEXT)
            y -= round(48 * u)
        lines = text.wrap(self.t("ui.launcher.unofficial"), round(11 * u), w - round(40 * u))
        for i, line in enumerate(reversed(lines)):   # the credits, wrapped, at the foot
            text.draw(surface, line, (w // 2, h - round(6 * u) - i * round(14 * u)), round(11 * u), theme.TEXT_DIM,
                      anchor="midbottom")
