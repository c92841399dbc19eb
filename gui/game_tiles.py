"""The launcher's games, a tile each: the game's name, how many play it and a
line about it, whole where the tile holds it. Where the tiles take more rows than
the room has, the rows in view scroll with the wheel, under a line that says
which games are in view."""
from __future__ import annotations

import pygame

from . import text, theme


class GameTiles:
    def __init__(self):
        self.first = 0                         # the first row in view (where they scroll)
        self.in_view: list[str] = []           # the games whose tiles are laid out
        self.more: tuple | None = None         # (first, last, of) of the games in view, where not all are
        self.rect = pygame.Rect(0, 0, 0, 0)    # where the wheel scrolls them

    @staticmethod
    def fit(count: int, size, u: float, tops: tuple[int, int], foot: int, kept: int,
            height) -> tuple[int, int, int, int]:
        """(top, columns, tile height, rows in view) for `count` tiles in the large
        room: the fewest columns whose full-height tiles (`height(columns)` pixels:
        as high as their lines about the games need) leave room for `kept` lines
        of games in progress above the `foot` (pixels), under the whole
        heading or one without its subtitle (`tops`); where even the most columns
        the width holds (each tile 250 units wide) do not, room for fewer lines (but
        one); where that does not help, the tiles grow lower, and where even tiles
        48 units high do not fit, the rows that fit scroll."""
        h = size[1]
        gap = round(14 * u)
        most = max(1, (size[0] - round(40 * u)) // (round(250 * u) + round(110 * u) + 2 * gap))
        # more columns first; then, rather than lower tiles, room for fewer games in progress (the list scrolls)
        tries = [(columns, kept) for columns in range(1, most + 1)] + [(most, fewer) for fewer in range(kept - 1, 0, -1)]
        for columns, lines in tries:
            card_h = height(columns)
            below = (round(30 * u) + lines * round(46 * u)) if lines else 0   # the list's heading and its lines
            for top in tops:
                room = h - foot - top - below
                rows = -(-count // columns)
                if rows * (card_h + gap) <= room:
                    return top, columns, card_h, rows
        rows = -(-count // most)
        if room // rows - gap >= round(48 * u):
            return top, most, room // rows - gap, rows
        return top, most, round(48 * u), max(1, room // (round(48 * u) + gap))

    @staticmethod
    def height(taglines: list[str], width: int, u: float) -> int:
        """How high a large room's tile `width` pixels wide is to be for the longest of
        the `taglines` to show whole under its name (84 units at least)."""
        lines = max((len(text.wrap(line, round(14 * u), width - 2 * round(14 * u))) for line in taglines), default=0)
        return max(round(84 * u), round(42 * u) + lines * round(17 * u) + round(4 * u))

    def scroll(self, games: list[str], columns: int, rows: int) -> list[str]:
        """The games whose tiles are in view: all, or where they take more than
        `rows` rows, those of the rows from `first` on."""
        every = -(-len(games) // columns)
        self.first = max(0, min(self.first, every - rows))
        self.in_view = games[self.first * columns:(self.first + rows) * columns]
        self.more = None if every <= rows else (self.first * columns + 1, self.first * columns + len(self.in_view),
                                                len(games))
        return self.in_view

    def wheel(self, event, pointer) -> bool:
        """The wheel over scrolling tiles moves them a row; True if it did."""
        if not (self.more and self.rect.collidepoint(pointer)):
            return False
        self.first = max(0, self.first - event.y)
        return True

    def draw_more(self, surface, words: str, u: float) -> None:
        """Which games are in view, over the tiles' right end, where they scroll."""
        if self.more:
            text.draw(surface, text.elide(words, round(13 * u), self.rect.width),
                      (self.rect.right, self.rect.top - round(3 * u)), round(13 * u), theme.TEXT_DIM,
                      anchor="bottomright")

    @staticmethod
    def draw(surface, rect: pygame.Rect, name: str, players: str, tagline: str, u: float,
             names: list[str] | None, least: float) -> None:
        """A tile in `rect`. In a small room (`names`: every game's name) the name
        above how many play, every name at one size (smaller for the longest, on
        two lines where it is longer still); else the name beside how many play,
        as large as it fits (down to `least` of its size)."""
        pad = round(14 * u)
        if names is not None:
            pad = round(10 * u)
            room = rect.width - 2 * pad
            # as small as the 100% size (`least`) where a long name needs it, never cut
            size = min(text.fitting(words, round(19 * u), room, bold=True, least=min(0.8, least)) for words in names)
            two = rect.height >= round(30 * u) + 2 * text.font(size, True).get_linesize()
            if not two:   # no room for a second line: smaller still
                size = min(text.fitting(words, round(19 * u), room, bold=True, least=min(0.6, least))
                           for words in names)
            lines = list(text.wrap(name, size, room, bold=True)) if two else [name]
            lines = lines[:1] + [text.elide(" ".join(lines[1:]), size, room, bold=True)] if len(lines) > 1 else lines
            y = rect.top + round(8 * u)
            for line in lines:
                text.draw(surface, text.elide(line, size, room, bold=True), (rect.left + pad, y), size, theme.ACCENT,
                          bold=True)
                y += text.font(size, True).get_linesize()
            text.draw(surface, text.elide(players, round(13 * u), room), (rect.left + pad, y), round(13 * u),
                      theme.TEXT)
            tagline_top = y + round(18 * u)
        else:
            room = rect.width - 2 * pad - text.font(round(14 * u)).size(players)[0] - round(10 * u)
            size = text.fitting(name, round(21 * u), room, bold=True, least=least)
            text.draw(surface, text.elide(name, size, room, bold=True),
                      (rect.left + pad, rect.top + round(10 * u) + (round(21 * u) - size) // 2), size, theme.ACCENT,
                      bold=True)
            text.draw(surface, players, (rect.right - pad, rect.top + round(14 * u)), round(14 * u), theme.TEXT,
                      anchor="topright")
            tagline_top = rect.top + round(42 * u)
        GameTiles.draw_tagline(surface, rect, tagline, tagline_top, pad, u)

    @staticmethod
    def draw_tagline(surface, rect: pygame.Rect, tagline: str, top: int, pad: int, u: float) -> None:
        """The line about the game under its name, wrapped, where the tile is too
        low for it smaller (down to 11 units): whole or not at all."""
        size, room = round(14 * u), rect.width - 2 * pad
        while True:
            line_h = round(size * 17 / 14)
            lines = list(text.wrap(tagline, size, room))
            whole = len(lines) * line_h <= rect.bottom - round(4 * u) - top and \
                all(text.font(size).size(line)[0] <= room for line in lines)
            if whole or size <= round(11 * u):
                break
            size -= 1
        for k, line in enumerate(lines if whole else []):
            text.draw(surface, line, (rect.left + pad, top + k * line_h), size, theme.TEXT_DIM)
