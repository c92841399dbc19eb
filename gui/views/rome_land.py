"""The Rome landscapes on screen: fitted hex boards, tiles with their
buildings and elephants, lit areas, the ghost of the held piece, the thumbnails."""
from __future__ import annotations

import pygame

from .. import draw_rome as art
from .. import text, theme
from ..geometry import HexBoard
from ..widgets import draw_panel


def fit(area: pygame.Rect, cells, margin: int, cap: float) -> HexBoard:
    """A hex board showing `cells` inside `area`, its hexes no larger than `cap`."""
    board = HexBoard.fitted(area, cells, margin)
    if board.size <= cap:
        return board
    unit = HexBoard((0.0, 0.0), 1.0)
    xs, ys = zip(*(unit.centre(c) for c in (list(cells) or [(0, 0)])))
    mid = ((max(xs) + min(xs)) / 2 * cap, (max(ys) + min(ys)) / 2 * cap)
    return HexBoard((area.centerx - mid[0], area.centery - mid[1]), cap)


class LandscapeDrawing:
    """Mixed into RomeView: the boards and how they are drawn."""

    def board(self, player: int, area: pygame.Rect, margin: int, cap: float) -> HexBoard:
        """The fitted board of a landscape, cached until it changes."""
        land = self.state.landscapes[player]
        key = (player, tuple(area), margin, tuple(land))
        if key not in self._boards:
            if len(self._boards) > 64:
                self._boards = {}
            self._boards[key] = fit(area, list(land), margin, cap)
        return self._boards[key]

    def main_board(self) -> HexBoard:
        player = self.shown
        hand = self.state.hands[player]
        margin = 2 if any(piece.double for piece in hand) and player == self.viewer else 1
        return self.board(player, self.land_rect, margin, 46 * self.u)

    def land_cell(self, pos):
        """The cell of the acting player's landscape under `pos` (drag target), or None."""
        if self.acting is None or self.shown != self.acting or not self.land_rect.collidepoint(pos):
            return None
        return self.main_board().cell_at(pos)


    def lit_cells(self) -> tuple:
        """The hovered tile's area, or the areas its building scores; else the tiles a tutorial
        step explains (its target's cells, the building's first)."""
        if not self.hover or self.hover[0] != "land" or self.scene.dd.holding:
            return self.explained_cells()
        _, player, cell = self.hover
        survey = self.state.survey(player)
        for score in survey.building_scores():
            if score.cell == cell:
                return score.cells
        return tuple(survey.index[cell].cells)

    def explained_cells(self) -> tuple:
        step = getattr(self.scene, "step", None) if getattr(self.scene, "tutorial", None) else None
        target = step.target if step is not None and step.expect is None else None
        if not target or target.get("kind") != "cells" or self.scene.dd.holding:
            return ()
        cells = tuple(tuple(cell) for cell in target["at"])
        land = self.state.landscapes[self.shown]
        return cells if all(cell in land for cell in cells) else ()

    def draw_open_cells(self, surface, board: HexBoard) -> None:
        """Outline where the hand's tiles may go, or the halves a market building may go on."""
        s, p = self.state, self.acting
        if s.phase == "market" and s.bonus_cells[p]:
            for cell in s.bonus_cells[p]:
                art.blit_centred(surface, art.hex_overlay(round(board.size), theme.ACCENT, 60, 3), board.centre(cell))
            return
        if not s.hands[p] or (s.phase == "market" and s.taken[p] is None):
            return
        for cell in s.open_cells(p):
            board.draw(surface, cell, None, theme.SLOT, max(1, round(board.size / 16)), shrink=0.08)

    def draw_landscape(self, surface, player: int, board: HexBoard, lit=()) -> None:
        """Tiles, buildings and elephants of one landscape; `lit` cells outlined (area, score item)."""
        s = self.state
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
                board.draw(surface, cell, None, theme.HIGHLIGHT, edge, shrink=0.04)
            if lit[0] in s.landscapes[player] and s.landscapes[player][lit[0]].building:
                board.draw(surface, lit[0], None, theme.ACCENT, max(3, size // 6))

    def draw_ghost(self, surface, board: HexBoard) -> None:
        dd = self.scene.dd
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
                art.building(self.state.bonus_building[self.acting], round(size * 0.55))
            art.blit_centred(surface, image, board.centre(dd.target))
        for cell in cells:
            art.blit_centred(surface, art.hex_overlay(size, colour, 110, max(3, size // 7)), board.centre(cell))

    def draw_strip(self, surface) -> None:
        """The other landscapes as thumbnails; a click enlarges one."""
        s, u = self.state, self.u
        others = [p for p in range(len(s.players)) if p != self.viewer]
        self.thumbs = []
        if not others:
            return
        gap = round(8 * u)
        height = min(round(210 * u), (self.strip.height - gap * (len(others) - 1)) // len(others))
        small = round(13 * u)
        for i, p in enumerate(others):
            rect = pygame.Rect(self.strip.left, self.strip.top + i * (height + gap), self.strip.width, height)
            self.thumbs.append((rect, p))
            edge = theme.ACCENT if p == self.enlarged else theme.PANEL_EDGE
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.4), edge, radius=6,
                       width=2 if p == self.enlarged else 1)
            colour = theme.player_colour(p)
            text.draw(surface, s.players[p], (rect.left + round(6 * u), rect.top + round(4 * u)), small, colour,
                      bold=True)
            art.blit_centred(surface, art.gem(round(14 * u)), (rect.right - round(26 * u), rect.top + round(12 * u)))
            text.draw(surface, str(s.gems[p]), (rect.right - round(6 * u), rect.top + round(4 * u)), small,
                      theme.TEXT, anchor="topright")
            area = pygame.Rect(rect.left + 4, rect.top + round(22 * u), rect.width - 8, rect.height - round(26 * u))
            if area.height > 8:
                surface.blit(self.thumbnail(p, area.size), area)

    def thumbnail(self, player: int, size: tuple[int, int]) -> pygame.Surface:
        """A small landscape drawn once into its own surface, redrawn only when it changes."""
        s = self.state
        key = (size, tuple(s.landscapes[player].items()), s.elephants[player])
        found = self._thumbs.get(player)
        if found is None or found[0] != key:
            image = pygame.Surface(size, pygame.SRCALPHA)
            self.draw_landscape(image, player, fit(image.get_rect(), list(s.landscapes[player]), 0, 16 * self.u))
            self._thumbs[player] = found = (key, image)
        return found[1]

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One landscape fitted into `rect` (results), the score item's cells lit."""
        draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.5), theme.PANEL_EDGE)
        board = fit(rect.inflate(-round(16 * self.u), -round(16 * self.u)), list(self.state.landscapes[player]), 0,
                    60 * self.u)
        self.draw_landscape(surface, player, board, tuple(highlight))
