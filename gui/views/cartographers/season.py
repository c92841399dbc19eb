"""A Cartographers season: the column beside the map (the seasons, this
season's time, coins, skills and revealed cards); its end, shown over the
table: every player's stars for the two edicts, coins and monster penalty, the
cells that scored lit on the map; and the lines the final results add (season
rows, solo title)."""
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
        self.lit = (view.me, "edict0")
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
        y += head_h + round(4 * u)
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


# How compact the column's lines are, from as at 1280x800 to a short room's: the seasons
# (a title, their words' size in units; `alone`: the season now alone), the time's words
# above its track, the rows of coins drawn, and the skills' title, height and step.
COLUMN_LEVELS = (dict(title=True, font=13, words=True, coins=2, skill=(30, 34)),
                 dict(title=False, font=12, words=True, coins=1, skill=(28, 30)),
                 dict(title=False, font=11, words=False, coins=0, skill=(26, 28)),
                 dict(title=False, font=11, words=False, coins=0, skill=(26, 28), alone=True))


class SeasonColumn:
    """The column beside the map: the four seasons (the season now lit, a done one's
    total), this season's time, the coins of the map in view, the skills' buttons and
    the cards revealed this season; as compact as its height needs (`level`)."""

    def __init__(self, view):
        self.view = view
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.level = 0
        self.areas: dict[str, pygame.Rect] = {}   # seasons, time, coins, revealed: where they were drawn

    @property
    def u(self) -> float:
        return self.view.u

    def t(self, key: str, **params) -> str:
        return self.view.t(key, **params)

    def fit(self, rect: pygame.Rect, level: int | None = None) -> None:
        """Lay the column out in `rect`: at `level`, or the least compact whose lines fit."""
        self.rect = rect
        self.level = level if level is not None else next(
            (k for k in range(len(COLUMN_LEVELS)) if self.need(k, rect.width) <= rect.height), len(COLUMN_LEVELS) - 1)

    def line(self, surface, label: str, pos, size: int, colour, bold: bool = False) -> None:
        """One line of the column, smaller where it would not fit its width."""
        while size > 10 and text.font(size, bold).size(label)[0] > self.rect.width:
            size -= 1
        text.draw(surface, text.elide(label, size, self.rect.width, bold), pos, size, colour, bold)

    def need(self, level: int, width: int) -> int:
        """The height the column's lines take at `level` (all but the revealed cards)."""
        u, look = self.u, COLUMN_LEVELS[level]
        _font, _big, _one_line, box, rows = self.season_look(level, width)
        seasons = (round(20 * u) if look["title"] else 0) + rows * (box + self._box_gap(level)) + round(4 * u)
        time = round(36 * u) if look["words"] else round(20 * u)
        coins = self._box_gap(level) + round(2 * u) + self._coins_height(level, width)
        count = len(self.view.state.skills)
        skills = ((round(20 * u) if look["title"] else 0) + count * round(look["skill"][1] * u) + round(4 * u)
                  if count else 0)
        return seasons + time + coins + skills

    def season_look(self, level: int, width: int) -> tuple[int, int, bool, int, int]:
        """(words' size, a total's size, one line a box, a box's height, rows of boxes):
        two boxes a row, a box's name above its time and edicts (as at 1280x800, 40
        units high), or beside them where a compact box is wide enough."""
        u, look = self.u, COLUMN_LEVELS[level]
        font, big = round(look["font"] * u), round((15 if level == 0 else 14) * u)
        if level == 0:
            return font, big, False, round(40 * u), 2
        alone = look.get("alone", False)
        box_w = width if alone else (width - round(6 * u)) // 2
        names = max(text.font(font, True).size(self.view.season_name(i))[0] for i in range(4))
        line = names + text.font(font).size("8 · A+B")[0] + text.font(big, True).size("88")[0] + round(34 * u)
        one = line <= box_w
        high = text.font(font).get_linesize()
        return font, big, one, (high + round(8 * u) if one else 2 * high + round(6 * u)), 1 if alone else 2

    def _box_gap(self, level: int) -> int:
        return round((6 if level == 0 else 4) * self.u)

    def _coin_radius(self, level: int, width: int) -> tuple[int, int]:
        """(coins a row, radius) of the coin track at `level`."""
        track = self.view.state.sheets[0].side.coin_track
        per_row = (track + 1) // 2 if COLUMN_LEVELS[level]["coins"] == 2 else track
        step = width // per_row
        return per_row, min(step // 2 - 2, round((10 if level == 0 else 6) * self.u))

    def _coins_height(self, level: int, width: int) -> int:
        rows = COLUMN_LEVELS[level]["coins"]
        _per_row, radius = self._coin_radius(level, width)
        return round(20 * self.u) + rows * (2 * radius + 4) + (round(6 * self.u) if rows else 0)

    def draw(self, surface, skill_buttons: list) -> None:
        view, u = self.view, self.u
        s = view.state
        col = self.rect
        look = COLUMN_LEVELS[self.level]
        small = round(13 * u)
        y = col.top
        if look["title"]:
            self.line(surface, self.t("ui.cartographers.seasons"), (col.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
        y = self.draw_seasons(surface, y) + round(4 * u)
        self.areas = {"seasons": pygame.Rect(col.left, col.top, col.width, y - col.top - round(4 * u))}
        if not s.is_over():
            top = y
            y = self.draw_time(surface, y)
            self.areas["time"] = pygame.Rect(col.left, top, col.width, y - top)
        top = y + self._box_gap(self.level) + round(2 * u)
        y = self.draw_coins(surface, top)
        self.areas["coins"] = pygame.Rect(col.left, top, col.width, y - top - round(6 * u))
        if skill_buttons:
            if look["title"]:
                self.line(surface, self.t("ui.cartographers.skills"), (col.left, y), small, theme.TEXT_DIM, bold=True)
                y += round(20 * u)
            high, step = (round(k * u) for k in look["skill"])
            for button in skill_buttons:
                button.rect = pygame.Rect(col.left, y, col.width, high)
                button.draw(surface, text.fitting(button.label, round(12 * u), col.width - round(10 * u),
                                                  least=1 / theme.growth(view.table.size)))
                y += step
            y += round(4 * u)
        self.draw_revealed(surface, y)

    def draw_seasons(self, surface, y: int) -> int:
        """The four seasons in two rows of boxes (the season now lit, a done one's total
        in it); in the most compact column the season now alone."""
        view, u = self.view, self.u
        s = view.state
        col = self.rect
        level = self.level
        font, big, one_line, bh, rows = self.season_look(level, col.width)
        gap = self._box_gap(level)
        bw = (col.width - round(6 * u)) // 2
        shown = range(len(s.data.seasons))
        if COLUMN_LEVELS[level].get("alone"):   # the season now (the last when the game is over)
            bw, shown = col.width, [min(s.season, len(s.data.seasons) - 1)]
        for k, i in enumerate(shown):
            season = s.data.seasons[i]
            box = pygame.Rect(col.left + (k % 2) * (bw + round(6 * u)), y + (k // 2) * (bh + gap), bw, bh)
            now = i == s.season and not s.is_over()
            done = i < len(s.season_rows[view.focus])
            draw_panel(surface, box, theme.mix(theme.PANEL, theme.ACCENT, 0.3) if now else theme.PANEL,
                       theme.ACCENT if now else theme.PANEL_EDGE, radius=5, width=2 if now else 1)
            colour = theme.TEXT if now else theme.TEXT_DIM
            detail = f"{season.time} · {'+'.join(season.edicts)}"
            name = view.season_name(i)
            # a done season's total at the right: the name gives way where the box is narrow
            total = str(s.season_rows[view.focus][i].total) if done else ""
            room = box.width - round(10 * u) - (text.font(big, True).size(total)[0] + round(4 * u) if total else 0)
            if one_line:
                drawn = text.draw(surface, name, (box.left + round(6 * u), box.centery), font, colour, bold=True,
                                  anchor="midleft")
                glass = (drawn.right + round(10 * u), box.centery)
                words = (drawn.right + round(18 * u), drawn.bottom)
            else:
                fit = text.fitting(name, font, room, True, least=1 / theme.growth(view.table.size))
                text.draw(surface, text.elide(name, fit, room, True), (box.left + round(6 * u), box.top + round(3 * u)),
                          fit, colour, bold=True)
                glass = (box.left + round(11 * u), box.bottom - round(11 * u))
                words = (box.left + round(19 * u), box.bottom - round(3 * u))
            art.hourglass(surface, glass, round(11 * u), colour)
            text.draw(surface, detail, words, font, colour, anchor="bottomleft")
            if total:   # in a compact box of two lines on the name's line, clear of the time and edicts
                middle = box.centery if level == 0 or one_line else box.top + round(3 * u) + text.font(font).get_linesize() // 2
                text.draw(surface, total, (box.right - round(6 * u), middle), big, theme.TEXT, bold=True,
                          anchor="midright")
        return y + rows * (bh + gap)

    def draw_time(self, surface, y: int) -> int:
        view, u = self.view, self.u
        s = view.state
        col = self.rect
        small = round(13 * u)
        left = col.left
        if COLUMN_LEVELS[self.level]["words"]:
            self.line(surface, self.t("ui.cartographers.time_so_far", time=s.time, threshold=s.threshold),
                      (col.left, y), small, theme.TEXT)
            y += round(20 * u)
        else:   # "3/8" before the track, on its line
            words = f"{s.time}/{s.threshold}"
            art.hourglass(surface, (left + round(6 * u), y + round(8 * u)), round(12 * u), theme.TEXT)
            drawn = text.draw(surface, words, (left + round(14 * u), y + round(8 * u)), small, theme.TEXT,
                              anchor="midleft")
            left = drawn.right + round(8 * u)
            y += round(3 * u)
        steps = max(s.threshold, s.time)
        w = (col.right - left - (steps - 1) * 3) // steps
        for i in range(steps):
            box = pygame.Rect(left + i * (w + 3), y, w, round(10 * u))
            pygame.draw.rect(surface, theme.ACCENT if i < s.time else theme.SLOT, box, 0 if i < s.time else 1,
                             border_radius=2)
        return y + round(16 * u) if COLUMN_LEVELS[self.level]["words"] else y + round(17 * u)

    def draw_coins(self, surface, y: int) -> int:
        view, u = self.view, self.u
        s = view.state
        col = self.rect
        sheet = s.sheets[view.focus]
        small = round(13 * u)
        self.line(surface, self.t("ui.cartographers.coins", coins=sheet.coins_left, spent=sheet.spent), (col.left, y),
                  small, theme.TEXT)
        rows = COLUMN_LEVELS[self.level]["coins"]
        per_row, radius = self._coin_radius(self.level, col.width)
        step = col.width // per_row
        for i in range(sheet.side.coin_track if rows else 0):
            centre = (col.left + (i % per_row) * step + step // 2,
                      y + round(20 * u) + (i // per_row) * (2 * radius + 4) + radius)
            if i < sheet.coins:
                art.coin(surface, centre, radius, crossed=i < sheet.spent)
            else:
                pygame.draw.circle(surface, theme.SLOT, centre, radius, 1)
        return y + self._coins_height(self.level, col.width)

    def draw_revealed(self, surface, y: int) -> None:
        view, u = self.view, self.u
        s = view.state
        col = self.rect
        small = round(12 * u)
        row = round(22 * u)
        room = max(0, (col.bottom - y - round(20 * u)) // row)
        cards = list(s.revealed)
        if room < min(2, len(cards)):   # no room for a card and the line saying how many came before
            return
        self.line(surface, self.t("ui.cartographers.revealed"), (col.left, y), round(13 * u), theme.TEXT_DIM, bold=True)
        top = y
        y += round(20 * u)
        if len(cards) > room:
            cards = cards[len(cards) - room + 1:] if room > 1 else []
            text.draw(surface, self.t("ui.cartographers.earlier", n=len(s.revealed) - len(cards)), (col.left, y), small,
                      theme.TEXT_DIM)
            y += row
        for card_id in cards:
            card = s.data.card(card_id)
            chip = pygame.Rect(col.left, y, col.width, row - round(3 * u))
            current = card_id == s.card
            draw_panel(surface, chip, art.PAPER if current else theme.mix(art.PAPER, theme.PANEL, 0.55),
                       theme.ACCENT if current else None, radius=4, width=2)
            sw = chip.height - round(6 * u)
            x = chip.left + round(4 * u)
            marks = card.terrains if card.kind == "explore" else ("monster",) if card.kind == "ambush" else ()
            for terrain in marks[:2]:
                surface.blit(art.cell(terrain, False, sw), (x, chip.top + round(3 * u)))
                x += sw + 2
            if card.kind == "ruins":
                art.ruins_outline(surface, pygame.Rect(x, chip.top + round(3 * u), sw, sw))
                x += sw + 2
            name = text.wrap(view.name_of(card), small, chip.right - x - round(30 * u), True)[0]
            text.draw(surface, name, (x + round(4 * u), chip.centery), small, art.INK, bold=current, anchor="midleft")
            text.draw(surface, str(card.time), (chip.right - round(5 * u), chip.centery), small, art.INK,
                      anchor="midright")
            art.hourglass(surface, (chip.right - round(20 * u), chip.centery), round(10 * u))
            y += row
        self.areas["revealed"] = pygame.Rect(col.left, top, col.width, y - top)


# --- the final results ---------------------------------------------------------------------------
def result_rows(view, sheet) -> list[tuple[str, list[int]]]:
    """One line per season: both edicts' stars, coins and monsters, with the items it sums."""
    rows: dict[int, list[int]] = {}
    for index, item in enumerate(sheet.items):
        parts = item.key.split(":")
        rows.setdefault(int(parts[1]) if parts[0] == "season" else 0, []).append(index)
    out = []
    for number, indices in sorted(rows.items()):
        parts = []
        for i in indices:
            item = sheet.items[i]
            last = item.key.rsplit(":", 1)[1]
            if last == "coins":
                parts.append(view.t("ui.cartographers.part_coins", n=item.points))
            elif last == "monsters":
                parts.append(view.t("ui.cartographers.part_monsters", n=item.points))
            else:
                parts.append(f"{last} {item.points}")
        season = view.season_name(number - 1) if number else ""
        out.append((f"{season}: {' · '.join(parts)}", indices))
    return out


def result_notes(view) -> list[str]:
    """Solo: the rating and title; several players: the stars each lost to monsters (the tie-break)."""
    s = view.state
    if len(s.players) == 1:
        solo = s.solo_result(0)
        title = solo.title.name.get(view.table.language, solo.title.name["en"])
        return [view.t("ui.cartographers.solo_rating", rating=solo.rating, score=solo.score,
                       cards=solo.score - solo.rating, title=title)]
    lost = ", ".join(f"{name} {-sum(row.monsters for row in s.season_rows[p])}" for p, name in enumerate(s.players))
    return [view.t("ui.cartographers.monster_losses", losses=lost)]
