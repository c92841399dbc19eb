"""A Cartographers season beside the map: the four seasons (the season now lit,
a done one's total), this season's time, the coins of the map in view, the
skills' buttons and the cards revealed this season."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...widgets import draw_panel
from . import art


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
        self.line(surface, self.t("ui.cartographers.coins", coins=view.coins(view.focus), spent=sheet.spent), (col.left, y),
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
