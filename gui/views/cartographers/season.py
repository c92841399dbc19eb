"""A Cartographers season's end, shown over the table: every player's stars for
the two edicts, coins and monster penalty, the cells that scored lit on the map.
The column beside the map is column.py's; the final results' lines are the
view's sentences' (sentences.py)."""
from __future__ import annotations

import time

import pygame

from ... import text, theme
from ...scene import Scene
from ...widgets import Button, draw_panel, handle_buttons
from . import art

COLUMNS = ("edict0", "edict1", "coins", "monsters", "total")
WATCHED_SECONDS = 5.0  # with computers only at the table the summary goes on by itself after this


class SeasonScene(Scene):
    """A season's scoring over the paused play scene; a click elsewhere (or a key) goes on."""

    def __init__(self, app, view, season: int):
        super().__init__(app)
        self.view, self.season = view, season
        # the maps as the season was scored (a solo ambush of the next season may have come since)
        self.sheets = [rows[season].sheet for rows in view.state.season_rows]
        self.lit = (view.home, "edict0")
        self.cells: list[tuple[pygame.Rect, int, str]] = []
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.button = Button("", self.close, key="continue")
        self.u = 1.0
        self.shown_at = time.monotonic()

    @property
    def watched(self) -> bool:
        """Only computers play: nobody is there to click on, the game must go on by itself."""
        return not any(seat is None for seat in self.view.table.seats)

    def wake_in(self) -> float | None:
        """A watched game's summary is due to close after WATCHED_SECONDS; else only a person closes it."""
        return max(0.0, self.shown_at + WATCHED_SECONDS - time.monotonic()) if self.watched else None

    def update(self, dt: float) -> None:
        if self.wake_in() == 0:
            self.close()

    @property
    def state(self):
        return self.view.state

    def row(self, player: int):
        return self.state.season_rows[player][self.season]

    def layout(self, size) -> None:
        w, h = size
        u = self.u = theme.scale(size)
        # a small room (a large text size) gives up the margins round the panel first
        margin = round((60 if w >= 850 * u and h >= 530 * u else 24) * u)
        self.panel = pygame.Rect(0, 0, w - margin, h - margin)
        self.panel.center = (w // 2, h // 2)
        inner = self.inner = self.panel.inflate(-round(40 * u), -round(36 * u))
        self.button.rect = pygame.Rect(0, 0, round(200 * u), round(42 * u))
        self.button.rect.bottomright = inner.bottomright
        self.button.label = self.t("ui.cartographers.continue")
        top = inner.top + round(76 * u)
        for _ in range(2):   # the table starts under the words above it (wrapped in the table's width)
            # the map beside the table, above the Continue button
            map_w = min(inner.height - round(80 * u), round(inner.width * 0.42), self.button.rect.top - round(8 * u) - top)
            self.map_rect = pygame.Rect(inner.right - map_w, top, map_w, map_w)
            self.scores_rect = pygame.Rect(inner.left, top, self.map_rect.left - inner.left - round(24 * u), inner.bottom - top)
            words = text.wrapped_height(self.hint(), round(14 * u), self.scores_rect.width)
            top = max(top, inner.top + round(40 * u) + words)

    def hint(self) -> str:
        season = self.state.data.seasons[self.season]
        return self.t("ui.cartographers.season_edicts", edicts=" + ".join(season.edicts))

    def card_name(self, letter: str) -> str:
        card = self.state.data.scoring[self.state.edicts[letter]]
        return card.name.get(self.app.language, card.name["en"])

    def close(self) -> None:
        if self.app.scene is self:
            self.app.pop()

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if handle_buttons([self.button], event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE,
                                                          pygame.K_KP_ENTER):
            self.close()
            return
        if event.type == pygame.MOUSEMOTION:
            for rect, player, column in self.cells:
                if rect.collidepoint(event.pos):
                    self.lit = (player, column)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, player, column in self.cells:
                if rect.collidepoint(event.pos):
                    self.lit = (player, column)
                    return
            for rect, player in self.rows:
                if rect.collidepoint(event.pos):
                    self.lit = (player, self.lit[1])
                    return
            self.close()

    def lit_cells(self) -> tuple:
        player, column = self.lit
        row = self.row(player)
        if column.startswith("edict"):
            return row.edicts[int(column[-1])].scored_cells
        if column == "coins":
            return row.coin_cells
        if column == "monsters":
            return row.penalty_cells
        if column == "total":
            return tuple(dict.fromkeys(row.coin_cells + row.penalty_cells
                                       + tuple(c for edict in row.edicts for c in edict.scored_cells)))
        return ()

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        view, u = self.view, self.u
        s = self.state
        view.table.draw_under(surface)
        art.tint(surface, surface.get_rect(), (0, 0, 0), 170)
        draw_panel(surface, self.panel, theme.BG, theme.ACCENT, radius=12, width=2)
        inner = self.inner
        text.draw(surface, self.t("ui.cartographers.season_end", season=view.season_name(self.season)),
                  inner.topleft, round(26 * u), theme.ACCENT, bold=True)
        text.draw_wrapped(surface, self.hint(), pygame.Rect(inner.left, inner.top + round(34 * u), self.scores_rect.width, 0),
                          round(14 * u), theme.TEXT_DIM)   # wrapped: stays clear of the map's label
        y = self.draw_table(surface)
        self.draw_cards(surface, y + round(16 * u))
        player, _ = self.lit
        label, room = self.t("ui.cartographers.map_of", name=s.players[player]), inner.right - self.map_rect.left
        size = text.fitting(label, round(16 * u), room, True, 1 / theme.growth(self.app.size))
        text.draw(surface, text.elide(label, size, room, True), (self.map_rect.left, self.map_rect.top - round(8 * u)),
                  size, theme.player_colour(player), bold=True, anchor="bottomleft")
        view.draw_board(surface, self.map_rect, player, self.lit_cells(), self.sheets[player])
        text.draw(surface, self.t("ui.cartographers.click_on"), (self.scores_rect.left, inner.bottom), round(14 * u),
                  theme.TEXT_DIM, anchor="bottomleft")
        self.button.draw(surface, round(16 * u))

    def draw_table(self, surface) -> int:
        """The season's table: its heads (the edicts' names, or their letters under a line of
        names where those would be small), then a row per player; returns where it ends."""
        u = self.u
        s = self.state
        t = self.scores_rect
        size = round(15 * u)
        season = s.data.seasons[self.season]
        heads = [f"{letter}: {self.card_name(letter)}" for letter in season.edicts]
        heads += [self.t("ui.cartographers.col_coins"), self.t("ui.cartographers.col_monsters"),
                  self.t("ui.cartographers.col_total")]
        y = t.top
        head_h = round(40 * u)
        least = 1 / theme.growth(self.app.size)
        full = round(12 * u)

        def fits(font: int, heads: list, width: int) -> bool:   # two lines at most, no word cut
            return all(len(text.wrap(head, font, width, True)) <= 2 and all(
                text.font(font, True).size(word)[0] <= width for word in head.split()) for head in heads)

        # where the heads do not fit, the names' column gives up width (as wide as the longest name needs)
        name_w = round(t.width * 0.26)
        if not fits(full, heads, (t.width - name_w) // len(COLUMNS) - round(6 * u)):
            name_w = min(name_w, max(text.font(size, True).size(name)[0] for name in s.players) + round(16 * u))
        col_w = (t.width - name_w) // len(COLUMNS)
        width = col_w - round(6 * u)
        # smaller where a head takes more than two lines (narrow columns), all alike; where the
        # edicts' names would be small, their letters alone, the names on a line above them
        font = next((size for size in range(full, round(full * 0.8) - 1, -1) if fits(size, heads, width)), None)
        top = y
        if font is None:
            legend = "  ·  ".join(heads[:len(season.edicts)])
            fit = text.fitting(legend, full, t.width, True, least)
            text.draw(surface, text.elide(legend, fit, t.width, True), (t.left, y), fit, theme.TEXT_DIM, bold=True)
            heads = list(season.edicts) + heads[len(season.edicts):]
            font = next((size for size in range(full, round(full * least) - 1, -1) if fits(size, heads, width)),
                        round(full * least))
            top = y + round(20 * u)
        for i, head in enumerate(heads):
            area = pygame.Rect(t.left + name_w + i * col_w, top, width, head_h)
            lines = [text.elide(line, font, area.width, True) for line in text.wrap(head, font, area.width, True)[:2]]
            for k, line in enumerate(lines):
                text.draw(surface, line, (area.centerx, area.top + k * round(16 * u)), font, theme.TEXT_DIM,
                          bold=True, anchor="midtop")
        return self.draw_rows(surface, y + head_h + round(4 * u), name_w, col_w)

    def draw_rows(self, surface, y: int, name_w: int, col_w: int) -> int:
        """A row per player from `y`: the name, both edicts' stars, coins, monsters and the
        total, the cell pointed at lit; returns where the rows end."""
        u, s, t = self.u, self.state, self.scores_rect
        size = round(15 * u)
        self.cells, self.rows = [], []
        # the rows end above the line that says how to go on
        foot = self.inner.bottom - text.font(round(14 * u)).get_linesize() - round(4 * u)
        line_h = max(round(20 * u), min(round(30 * u), (foot - y) // max(1, len(s.players))))
        for player, name in enumerate(s.players):
            row = self.row(player)
            band = pygame.Rect(t.left, y, t.width, line_h - round(4 * u))
            colour = theme.player_colour(player)
            if player == self.lit[0]:
                pygame.draw.rect(surface, theme.mix(theme.PANEL, colour, 0.25), band, border_radius=5)
            self.rows.append((band, player))
            label = text.wrap(name, size, name_w - round(10 * u), True)[0]
            text.draw(surface, label, (t.left + round(6 * u), band.centery), size, colour, bold=True, anchor="midleft")
            values = [row.edicts[0].stars, row.edicts[1].stars if len(row.edicts) > 1 else 0, row.coins,
                      row.monsters, row.total]
            for i, (column, value) in enumerate(zip(COLUMNS, values)):
                cell = pygame.Rect(t.left + name_w + i * col_w, band.top, col_w - round(6 * u), band.height)
                if self.lit == (player, column):
                    pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.HIGHLIGHT, 0.45), cell, border_radius=4)
                self.cells.append((cell, player, column))
                shown = f"{value:+d}" if column == "monsters" and value else str(value)
                text.draw(surface, shown, cell.center, size, theme.TEXT, bold=column == "total", anchor="center")
            y += line_h
        return y

    def draw_cards(self, surface, y: int) -> None:
        u = self.u
        s = self.state
        lang = self.app.language
        season = s.data.seasons[self.season]
        gap = round(12 * u)
        width = (self.scores_rect.width - gap) // 2
        room = self.button.rect.top - y - round(30 * u)
        least = max(9, round(13 * u / theme.growth(self.app.size)))
        for font in range(max(9, round(13 * u)), least - 1, -1):   # both cards, smaller where they would not fit
            images = []
            for letter in season.edicts:
                card = s.data.scoring[s.edicts[letter]]
                images.append(art.scoring_card(letter, card.category, card.name.get(lang, card.name["en"]),
                                               card.text.get(lang, card.text["en"]), width, font, True))
            if all(image.get_height() <= room for image in images):
                for i, image in enumerate(images):
                    surface.blit(image, (self.scores_rect.left + i * (width + gap), y))
                return
