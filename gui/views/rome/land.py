"""The Rome landscapes on screen: fitted hex boards, tiles with their
buildings and elephants, lit areas, the ghost of the held piece, the thumbnails."""
from __future__ import annotations

import pygame

from ...engine import rome
from ... import text, theme
from ...geometry import HexBoard
from ...widgets import draw_panel
from . import art


def fit(area: pygame.Rect, cells, margin: int, cap: float) -> HexBoard:
    """A hex board showing `cells` inside `area`, its hexes no larger than `cap`."""
    board = HexBoard.fitted(area, cells, margin)
    if board.size <= cap:
        return board
    unit = HexBoard((0.0, 0.0), 1.0)
    xs, ys = zip(*(unit.centre(c) for c in (list(cells) or [(0, 0)])))
    mid = ((max(xs) + min(xs)) / 2 * cap, (max(ys) + min(ys)) / 2 * cap)
    return HexBoard((area.centerx - mid[0], area.centery - mid[1]), cap)


class LandPainter:
    """The landscapes drawn, a part of RomeView: their fitted boards, the open
    cells and the ghost, the others' tabs and hidden tiles, a board for the
    results and the coach (the view's state, layout and table)."""

    def __init__(self, view):
        self.view = view

    def board(self, player: int, area: pygame.Rect, margin: int, cap: float) -> HexBoard:
        """The fitted board of a landscape, cached until it changes."""
        land = self.view.state.landscapes[player]
        key = (player, tuple(area), margin, tuple(land))
        if key not in self.view._boards:
            if len(self.view._boards) > 64:
                self.view._boards = {}
            self.view._boards[key] = fit(area, list(land), margin, cap)
        return self.view._boards[key]

    def main_board(self) -> HexBoard:
        player = self.view.shown
        hand = self.view.state.hands[player]
        margin = 2 if any(piece.double for piece in hand) and player == self.view.table.seat else 1
        return self.board(player, self.view.land_area, margin, 46 * self.view.u)

    def land_cell(self, pos):
        """The cell of the acting player's landscape under `pos` (drag target), or None."""
        if self.view.acting is None or self.view.shown != self.view.acting or not self.view.land_area.collidepoint(pos):
            return None
        return self.main_board().cell_at(pos)

    def cell_point(self, cell) -> tuple[int, int]:
        """Where a cell of the acting landscape is on screen (the keyboard's ghost)."""
        x, y = self.main_board().centre(tuple(cell))
        return round(x), round(y)

    def lit_cells(self) -> tuple:
        """The hovered tile's area, or the areas its building scores; else the tiles a tutorial
        step explains (its target's cells, the building's first)."""
        if not self.view.hover or self.view.hover[0] != "land" or self.view.table.drag.holding:
            return self.explained_cells()
        _, player, cell = self.view.hover
        survey = self.view.state.scored_survey(player)   # a fortress's areas as the sheet counts them
        for score in survey.building_scores():
            if score.cell == cell:
                return score.cells
        return tuple(survey.index[cell].cells)

    def explained_cells(self) -> tuple:
        target = self.view.table.lesson_target(explaining=True)
        if target.get("kind") != "cells" or self.view.table.drag.holding:
            return ()
        cells = tuple(tuple(cell) for cell in target["at"])
        land = self.view.state.landscapes[self.view.shown]
        return cells if all(cell in land for cell in cells) else ()

    def draw_open_cells(self, surface, board: HexBoard) -> None:
        """Outline where the hand's tiles may go, or the halves a market building may go on
        (as the engine's decision names them)."""
        building = self.view.doing("place_building")
        if building is not None:
            for cell in building.param("cells"):
                art.blit_centred(surface, art.hex_overlay(round(board.size), theme.ACCENT, 60, 3), board.centre(cell))
            return
        tiles = self.view.doing("place_tile")
        for cell in tiles.param("open") if tiles is not None else ():
            board.draw(surface, cell, None, theme.SLOT, max(1, round(board.size / 16)), shrink=0.08)

    def draw_landscape(self, surface, player: int, board: HexBoard, lit=()) -> None:
        """Tiles, buildings and elephants of one landscape; `lit` cells outlined (area, score item)."""
        s = self.view.state
        size = max(3, round(board.size))
        for cell, tile in s.landscapes[player].items():
            centre = board.centre(cell)
            art.blit_centred(surface, art.tile(tile.terrain, size + 1), centre)
            if tile.building and size >= 6:
                art.blit_centred(surface, art.building(tile.building, max(3, round(size * 0.55))), centre)
        for cell in s.elephants[player]:
            x, y = board.centre(cell)
            if size >= 10:
                width = round(size * 0.95)
                art.blit_centred(surface, art.elephant(width), (x, y + size * 0.05))
            else:
                pygame.draw.circle(surface, (156, 156, 166), (x, y), max(2, size // 2))
        if lit:  # a spotlight: everything else darkened, the lit cells outlined
            shade = art.hex_overlay(size + 1, (0, 0, 0), 120)
            for cell in s.landscapes[player]:
                if cell not in lit:
                    art.blit_centred(surface, shade, board.centre(cell))
            edge = max(2, size // 9)
            for cell in lit:
                if cell in s.landscapes[player]:   # not a gem beside the landscape (results)
                    board.draw(surface, cell, None, theme.HIGHLIGHT, edge, shrink=0.04)
            if lit[0] in s.landscapes[player] and s.landscapes[player][lit[0]].building:
                board.draw(surface, lit[0], None, theme.ACCENT, max(3, size // 6))

    def draw_ghost(self, surface, board: HexBoard) -> None:
        dd = self.view.table.drag
        if not dd.holding or dd.target is None or dd.held.key[0] not in ("tile", "elephant", "building"):
            return
        colour = theme.BAD if dd.violation else theme.GOOD
        size = round(board.size)
        kind = dd.held.key[0]
        if kind == "tile":
            piece = dd.held.data["piece"]
            cells = piece.cells(*dd.target, dd.held.rotation if piece.double else 0)
            for cell, tile in zip(cells, piece.tiles):
                art.blit_centred(surface, art.tile(tile.terrain, size), board.centre(cell))
                if tile.building:
                    art.blit_centred(surface, art.building(tile.building, round(size * 0.55)), board.centre(cell))
        else:
            cells = (dd.target,)
            image = art.elephant(round(size * 0.95)) if kind == "elephant" else \
                art.building(self.view.trays.building(), round(size * 0.55))
            art.blit_centred(surface, image, board.centre(dd.target))
        for cell in cells:
            art.blit_centred(surface, art.hex_overlay(size, colour, 110, max(3, size // 7)), board.centre(cell))

    def draw_strip(self, surface) -> None:
        """The other landscapes as thumbnails; a click enlarges one."""
        s, u = self.view.state, self.view.u
        others = [p for p in range(len(s.players)) if p != self.view.home]
        self.view.thumbs, self.view.thumb_areas = [], {}
        if self.view.slim:
            self.draw_tabs(surface, [self.view.home] + others)
            return
        if not others:
            return
        gap = round((8 if self.view.strip.height >= 400 * u else 6) * u)
        height = min(round(210 * u), (self.view.strip.height - gap * (len(others) - 1)) // len(others))
        small = round(13 * u)
        gems = self.view.strip.width >= 90 * u   # a narrow strip beside an open drawer: its table has the gems
        least = 1 / theme.growth(self.view.table.size)
        for i, p in enumerate(others):
            rect = pygame.Rect(self.view.strip.left, self.view.strip.top + i * (height + gap), self.view.strip.width, height)
            self.view.thumbs.append((rect, p))
            edge = theme.ACCENT if p == self.view.enlarged else theme.PANEL_EDGE
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.4), edge, radius=6,
                       width=2 if p == self.view.enlarged else 1)
            colour = theme.player_colour(p)
            room = rect.width - round((40 if gems else 10) * u)
            size = text.fitting(s.players[p], small, room, bold=True, least=least)
            text.draw(surface, text.elide(s.players[p], size, room, bold=True), (rect.left + round(6 * u),
                      rect.top + round(4 * u)), size, colour, bold=True)
            if gems:
                art.blit_centred(surface, art.gem(round(14 * u)),
                                 (rect.right - round(26 * u), rect.top + round(12 * u)))
                text.draw(surface, str(s.gems[p]), (rect.right - round(6 * u), rect.top + round(4 * u)), small,
                          theme.TEXT, anchor="topright")
            foot = round(18 * u) if any(self.hidden_of(p)) else 4   # the face-down tiles and cards under it
            area = pygame.Rect(rect.left + 4, rect.top + round(22 * u), rect.width - 8,
                               rect.height - round(22 * u) - foot)
            if area.height > 8:
                surface.blit(self.thumbnail(p, area.size), area)
                self.view.thumb_areas[p] = area
            count = sum(self.hidden_of(p))   # in a row across the thumbnail, smaller where it is narrow
            r = min(round(7 * u), int((rect.width - round(16 * u)) / (1.8 * count + 0.2))) if count else 0
            self.draw_hidden(surface, p, (rect.left + round(8 * u), rect.bottom - round(10 * u)), max(3, r))

    def draw_tabs(self, surface, order: list[int]) -> None:
        """A slim board's row of tabs, the home landscape's first: each player's name and gems
        (names only where the names would not fit beside them), the tab of the landscape shown
        lit; a click on another's shows it, on the first, back."""
        s, u = self.view.state, self.view.u
        gap, small, least = round(5 * u), round(13 * u), round(11 * u)
        width = min(round(150 * u), (self.view.strip.width - gap * (len(order) - 1)) // len(order))
        beside = round(6 * u) + text.font(small).size(str(max(s.gems)))[0] + round(26 * u)   # the gems' room
        gems = all(text.font(least, True).size(s.players[p])[0] <= width - beside - round(6 * u) for p in order)
        for i, p in enumerate(order):
            rect = pygame.Rect(self.view.strip.left + i * (width + gap), self.view.strip.top, width, self.view.strip.height)
            if p == self.view.home:
                self.view.home_tab = rect
            else:
                self.view.thumbs.append((rect, p))
            lit = p == self.view.shown
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.1 if lit else 0.4),
                       theme.ACCENT if lit else theme.PANEL_EDGE, radius=6, width=2 if lit else 1)
            right = rect.right - round(6 * u)
            if gems:
                count = text.draw(surface, str(s.gems[p]), (right, rect.centery), small, theme.TEXT, anchor="midright")
                art.blit_centred(surface, art.gem(round(13 * u)), (count.left - round(10 * u), rect.centery))
                right = count.left - round(20 * u)
            room = right - rect.left - round(6 * u)
            size = text.fitting(s.players[p], small, room, bold=True, least=least / small)
            text.draw(surface, text.elide(s.players[p], size, room, bold=True), (rect.left + round(6 * u),
                      rect.centery), size, theme.player_colour(p), bold=True, anchor="midleft")

    def hidden_of(self, player: int) -> tuple[int, int]:
        """What `player` holds face down for the screen: (row tiles, mission cards)."""
        s = self.view.state
        return (sum(tile is None for tile in s.rows[player]), sum(card is None for card in s.drawn[player]))

    def draw_hidden(self, surface, player: int, left_mid, r: int) -> int:
        """`player`'s face-down row tiles and mission cards in a line from `left_mid`; the x where it ends."""
        tiles, cards = self.hidden_of(player)
        x, y = left_mid
        step = round(r * 1.8)
        for _ in range(tiles):
            art.blit_centred(surface, art.tile_back(r), (x + r, y))
            x += step
        for _ in range(cards):
            art.blit_centred(surface, art.card_back(r * 2), (x + r, y))
            x += step
        return x

    def thumb_cells(self, player: int, cells) -> list[pygame.Rect]:
        """Where `cells` of `player`'s landscape lie on its thumbnail as last drawn
        (the landscape fitted as `thumbnail` fits it); [] where none is drawn."""
        area = self.view.thumb_areas.get(player)
        if area is None:
            return []
        board = fit(pygame.Rect((0, 0), area.size), list(self.view.state.landscapes[player]), 0, 16 * self.view.u)
        rects = []
        for cell in cells:
            x, y = board.centre(cell)
            rect = pygame.Rect(0, 0, round(1.9 * board.size) + 4, round(2.1 * board.size) + 4)   # round the hex
            rect.center = (round(area.left + x), round(area.top + y))
            rects.append(rect)
        return rects

    def thumbnail(self, player: int, size: tuple[int, int]) -> pygame.Surface:
        """A small landscape drawn once into its own surface, redrawn only when it changes."""
        s = self.view.state
        key = (size, tuple(s.landscapes[player].items()), s.elephants[player])
        found = self.view._thumbs.get(player)
        if found is None or found[0] != key:
            image = pygame.Surface(size, pygame.SRCALPHA)
            self.draw_landscape(image, player, fit(image.get_rect(), list(s.landscapes[player]), 0, 16 * self.view.u))
            self.view._thumbs[player] = found = (key, image)
        return found[1]

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One landscape fitted into `rect` (results) with the gems held in a row below it;
        the score item's cells lit (a gem line lights the gems it counted)."""
        u = self.view.u
        draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.5), theme.PANEL_EDGE)
        gem = round(22 * u)
        area = rect.inflate(-round(16 * u), -round(16 * u))
        area.height -= gem + round(8 * u)
        board = fit(area, list(self.view.state.landscapes[player]), 0, 60 * u)
        # cells and gems; a move's marks off the landscape (a lot, a segment) light nothing here
        highlight = tuple(m for m in highlight if not isinstance(m[0], str) or m[0] == "gem")
        self.draw_landscape(surface, player, board, highlight)
        y = area.bottom + round(4 * u) + gem // 2
        for k in range(self.view.state.gems[player]):
            centre = (area.left + k * round(gem * 1.1) + gem // 2, y)
            if k * round(gem * 1.1) + gem > area.width:
                break
            lit = rome.gem_mark(k) in highlight
            if lit:
                pygame.draw.circle(surface, theme.HIGHLIGHT, centre, round(gem * 0.62), max(2, round(2 * u)))
            image = art.gem(gem)
            if highlight and not lit:
                image = image.copy()
                image.set_alpha(90)
            art.blit_centred(surface, image, centre)
