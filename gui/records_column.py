"""The records' left column for the game chosen: the players' table (games,
wins, best, average), the solo results and the weeks' challenges. A part of
the records scene, which scrolls the column in a small room."""
from __future__ import annotations

import pygame

from . import text, theme
from .widgets import draw_panel, draw_scroll_marks

COLUMNS = ("ui.records.column_player", "ui.records.column_games", "ui.records.column_wins",
           "ui.records.column_best", "ui.records.column_average")


def number(value: float, places: int = 2) -> str:
    """1, 1.5, 0.33: no trailing zeros."""
    shown = f"{value:.{places}f}".rstrip("0").rstrip(".")
    return shown if shown != "-0" else "0"


class RecordsColumn:
    """The chosen game's tables in the records' left column (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene

    def draw_left(self, surface) -> None:
        """The players' table, the solo bests and the weekly challenge: a column
        that scrolls with the wheel where it is longer than the screen."""
        u = self.scene.u
        area = self.scene.left.inflate(-round(28 * u), -round(24 * u))
        self.scene.left_area = self.scene.left.inflate(-round(8 * u), -round(8 * u))
        clip = surface.get_clip()
        surface.set_clip(self.scene.left.inflate(-4, -4))
        y = area.top - self.scene.left_scroll
        y = self.draw_table(surface, area, y)
        if self.scene.solo_game() or self.scene.records.solo_top:
            y = self.draw_solo(surface, area, y + round(18 * u))
        if self.scene.records.weeks:
            y = self.draw_weeks(surface, area, y + round(18 * u))
        self.scene.left_scroll = max(0, min(self.scene.left_scroll, y + self.scene.left_scroll - area.bottom))
        surface.set_clip(clip)
        if self.scene.small:
            draw_scroll_marks(surface, self.scene.left.right - round(9 * u), self.scene.left.top + round(6 * u),
                              self.scene.left.bottom - round(6 * u), self.scene.left_scroll > 0, y > area.bottom, round(5 * u))

    def put(self, surface, words: str, pos, size: int, colour, bold: bool = False, anchor: str = "topleft") -> None:
        """A line of the left column; in a small room only where it shows whole
        (the column scrolls: no line is cut at its edge)."""
        if self.scene.small:
            rect = text.font(size, bold).size(words)
            rect = pygame.Rect((0, 0), rect)
            setattr(rect, anchor, pos)
            if not self.scene.left_area.contains(rect):
                return
        text.draw(surface, words, pos, size, colour, bold, anchor)

    def put_wrapped(self, surface, words: str, rect: pygame.Rect, size: int, colour) -> int:
        """Wrapped lines of the left column (see put); returns the height used."""
        if not self.scene.small:
            return text.draw_wrapped(surface, words, rect, size, colour)
        step = round(text.font(size).get_linesize() * 1.25 / 1.15)
        lines = text.wrap(words, size, rect.width)
        for k, line in enumerate(lines):
            self.put(surface, line, (rect.left, rect.top + k * step), size, colour)
        return step * len(lines)

    def heading(self, surface, words: str, x: int, y: int) -> int:
        size = round(16 * self.scene.u)
        width = self.scene.left.right - round(14 * self.scene.u) - x
        self.put(surface, text.elide(words, size, width, bold=True), (x, y), size, theme.ACCENT, bold=True)
        return y + text.font(size, True).get_linesize() + round(4 * self.scene.u)

    def draw_table(self, surface, area: pygame.Rect, y: int) -> int:
        u = self.scene.u
        small = round(14 * u)
        line_h = text.font(small).get_linesize() + round(6 * u)
        records = self.scene.records
        game_id = self.scene.game_id
        name = self.scene.t(f"game.{game_id}.name")
        if not records.played:
            y = self.heading(surface, name, area.left, y)
            return y + self.put_wrapped(surface, self.scene.t("ui.records.none", game=name),
                                         pygame.Rect(area.left, y, area.width, 0), small, theme.TEXT_DIM)
        y = self.heading(surface, self.scene.t("ui.records.played", game=name, n=records.played), area.left, y)
        self.scene.row_rects = []
        if not records.standings:   # solo games alone: they are in the solo table, none lost
            return y
        # each number's column, right-aligned (80 units, or in a small room as wide as its
        # widest words), the name takes the rest
        rights = [area.right - (4 - i) * round(80 * u) for i in range(1, 5)]
        heads = small
        if self.scene.small:   # the headings a little smaller
            heads = round(13 * u)
            bold = text.font(heads, True)
            columns = zip(COLUMNS[1:], zip(*[self.cells(s)[1:] for s in records.standings]))
            widths = [max([bold.size(self.scene.t(key))[0]] + [text.font(small).size(cell)[0] for cell in cells])
                      + round(10 * u) for key, cells in columns]
            rights = [area.right - sum(widths[i + 1:]) for i in range(4)]
        for i, key in enumerate(COLUMNS):
            x = area.left if i == 0 else rights[i - 1]
            words = self.scene.t(key) if i else text.elide(self.scene.t(key), heads, rights[0] - widths[0] - area.left, True) \
                if self.scene.small else self.scene.t(key)
            self.put(surface, words, (x, y), heads, theme.TEXT_DIM, bold=True,
                      anchor="topleft" if i == 0 else "topright")
        y += line_h
        name_w = (rights[0] - widths[0] if self.scene.small else area.right - 4 * round(80 * u)) - round(10 * u) - area.left
        for standing in records.standings:
            rect = pygame.Rect(area.left - round(6 * u), y - round(3 * u), area.width + round(12 * u), line_h)
            chosen = standing.player == self.scene.chosen
            if chosen:
                draw_panel(surface, rect, theme.mix(theme.PANEL, theme.ACCENT, 0.3), theme.ACCENT, radius=4)
            self.scene.row_rects.append((rect, standing.player))
            for i, cell in enumerate(self.cells(standing)):
                if i == 0:
                    self.put(surface, text.elide(cell, small, name_w, chosen), (area.left, y), small, theme.TEXT,
                              bold=chosen)
                else:
                    self.put(surface, cell, (rights[i - 1], y), small, theme.TEXT, anchor="topright")
            y += line_h
        return y

    def cells(self, standing) -> tuple[str, ...]:
        """A row of the players' table: the player, games, wins, best, average."""
        return (self.scene.player_label(standing.player), str(standing.played), number(standing.wins),
                str(standing.best), number(standing.average, 1))

    def draw_solo(self, surface, area: pygame.Rect, y: int) -> int:
        u = self.scene.u
        small = round(14 * u)
        step = text.font(small).get_linesize() + round(3 * u)
        y = self.heading(surface, self.scene.t("ui.records.solo"), area.left, y)
        if not self.scene.records.solo_players:
            return y + self.put_wrapped(surface, self.scene.t("ui.records.solo_none"),
                                         pygame.Rect(area.left, y, area.width, 0), small, theme.TEXT_DIM)
        for solo in self.scene.records.solo_players:
            last = solo.last
            if last.new_best and solo.games > 1:
                line = self.scene.t("ui.records.solo_new", name=solo.name, best=solo.best.score, games=solo.games)
            else:
                line = self.scene.t("ui.records.solo_line", name=solo.name, best=solo.best.score, games=solo.games,
                              last=last.score)
            y += self.put_wrapped(surface, line, pygame.Rect(area.left, y, area.width, 0), small, theme.TEXT)
        y += round(8 * u)
        self.put(surface, self.scene.t("ui.records.solo_top"), (area.left, y), small, theme.TEXT_DIM, bold=True)
        y += step
        for place, result in enumerate(self.scene.records.solo_top, start=1):
            parts = [f"{place}.", result.name, self.scene.t("ui.records.points", points=result.score)]
            title = self.scene.title_of(result.title)
            if title:
                parts.append(f"· {title}")
            if result.challenge:
                parts.append(f"· {result.challenge}")
            parts.append(f"· {text.local_time(result.finished)[:10]}")
            line = text.elide(" ".join(parts), small, area.width)
            self.put(surface, line, (area.left, y), small, theme.TEXT)
            y += step
        return y

    def draw_weeks(self, surface, area: pygame.Rect, y: int) -> int:
        u = self.scene.u
        small = round(14 * u)
        step = text.font(small).get_linesize() + round(3 * u)
        y = self.heading(surface, self.scene.t("ui.records.weeks"), area.left, y)
        for week in self.scene.records.weeks:
            best = week.best
            title = self.scene.title_of(best.title)
            line = self.scene.t("ui.records.week_line", week=week.week, name=best.name, points=best.score,
                          games=week.games)
            if title:
                line += f" · {title}"
            self.put(surface, text.elide(line, small, area.width), (area.left, y), small, theme.TEXT)
            y += step
        return y
