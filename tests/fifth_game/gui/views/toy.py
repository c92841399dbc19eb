"""The Nine Tiles table: the seat's tile in its supply, to drag onto the
grid; the grid with its column letters and row numbers. The ghost is green
where the tile may go and red, with the rule's sentence, where it may not;
with learning aids the cells where it may go are marked. Keyboard: Enter or
an arrow picks the tile up, arrows move it, Enter lays it."""
from __future__ import annotations

import pygame

from ..engine import toy
from .. import text, theme
from ..draw import tint
from ..dragdrop import Piece
from ..layout import Layout, Part
from ..widgets import draw_panel
from .base import GameView

HAND = 210    # units: the supply's column beside the grid (End turn goes under the tile)
BOX = 380     # units: a tutorial step's box (gui/scenes/tutorial.py), kept beside the grid


class ToyView(GameView):
    def __init__(self, table):
        super().__init__(table)
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.supply = pygame.Rect(0, 0, 0, 0)
        self.label_at = (0, 0)
        self.end_place = None

    @property
    def size(self) -> int:
        return self.state.size

    # --- layout -----------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The supply in a column left of the grid where the grid keeps a square as high
        as the board, else in a row above it; End turn under the tile (beside it in the row)."""
        super().layout(rect)
        lay = Layout(self.u)
        area = lay.first(lambda: self.layout_beside(lay, rect), lambda: self.layout_above(lay, rect))
        self.label_at = (self.supply.left, self.supply.top - lay.px(4))
        self.grid = self.grid_in(area)

    def layout_beside(self, lay: Layout, rect: pygame.Rect) -> pygame.Rect:
        inner = lay.inset(rect, 16)
        hand, area = lay.row(inner, lay.fixed(HAND - 16), Part(inner.height, 1), gap=16)
        _, self.supply = lay.column(hand, lay.fixed(24), lay.fixed(64, 64))
        self.end_place = (hand.left, self.supply.bottom + lay.px(16))
        if self.table.step_on_board:   # a tutorial's step beside the grid, where the panel does not hold it
            area.width -= lay.px(BOX + 24)
        return area

    def layout_above(self, lay: Layout, rect: pygame.Rect) -> pygame.Rect:
        inner = lay.inset(rect, 16)
        _, self.supply, _, area = lay.column(inner, lay.fixed(24), lay.fixed(64, 64), lay.fixed(16), lay.grow(),
                                             squeeze=True)
        self.end_place = (inner.right - lay.px(190), self.supply.centery - lay.px(46) // 2)
        return area

    def grid_in(self, area: pygame.Rect) -> pygame.Rect:
        """The largest square grid in `area`, leaving room for its letters and numbers."""
        margin = round(18 * self.u)
        side = max(self.size, min(area.width, area.height) - margin)
        side -= side % self.size
        grid = pygame.Rect(0, 0, side, side)
        grid.center = (area.centerx + margin // 2, area.centery + margin // 2)
        return grid

    def end_turn_place(self, size):
        return self.end_place

    def cell_rect(self, cell, grid: pygame.Rect | None = None) -> pygame.Rect:
        grid = grid or self.grid
        step = grid.width // self.size
        return pygame.Rect(grid.left + cell[1] * step, grid.top + cell[0] * step, step, step)

    def cell_at(self, pos):
        if not self.grid.collidepoint(pos):
            return None
        step = self.grid.width // self.size
        cell = ((pos[1] - self.grid.top) // step, (pos[0] - self.grid.left) // step)
        return cell if max(cell) < self.size else None

    # --- texts ------------------------------------------------------------------------
    def cell_name(self, cell) -> str:
        return self.t("ui.toy.cell", column="ABCDEFG"[cell[1]], row=cell[0] + 1)

    def round_text(self) -> str:
        stage = self.state.stage()
        return self.t("ui.toy.over") if self.state.is_over() else self.t("ui.toy.turn", n=stage[1], of=stage[2])

    def objective(self) -> str:
        s, decision = self.state, self.decision
        if s.is_over():
            return self.t("ui.toy.over")
        if decision is None or decision.kind != "place":
            return self.t("ui.play.waiting", name=s.players[s.current])
        return self.t("ui.toy.decision.place", left=decision.param("left", 0))

    def describe(self, player: int, action: dict) -> str:
        return self.t("ui.toy.log_place", cell=self.cell_name(action["cell"]))

    def expected_move(self, action: dict) -> str:
        return self.t("ui.toy.expected", cell=self.cell_name(action["cell"]))

    # --- the tile in hand ---------------------------------------------------------------
    def piece(self) -> Piece:
        cells = self.state.cells()
        legal = [a.cell for a in self.state.legal_actions(self.decision.player)]

        def step(cell, d):
            return (min(self.size - 1, max(0, cell[0] + d[1])), min(self.size - 1, max(0, cell[1] + d[0])))
        return Piece(key=("tile",), snap=self.cell_at, action=lambda cell, _r, _m: toy.Place(cell),
                     start=legal[0] if legal else cells[0], move=step, targets=lambda: cells,
                     at=lambda cell: self.cell_rect(cell).center)

    def handle_event(self, event) -> bool:
        decision = self.decision
        if decision is None or decision.kind != "place":
            return False
        dd = self.table.drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.supply.collidepoint(event.pos):
            dd.pick(self.piece(), event.pos)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_LEFT,
                                                          pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            dd.pick(self.piece(), keyboard=True)
            return True
        return False

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface) -> None:
        decision = self.decision
        if decision is not None and decision.kind == "place":
            text.draw(surface, self.t("ui.toy.supply"), self.label_at, round(14 * self.u), theme.TEXT_DIM,
                      anchor="bottomleft")
            self.draw_tile(surface, self.supply, decision.player, dim=self.table.drag.holding)
        self.draw_grid(surface, self.grid)
        dd = self.table.drag
        if dd.holding:
            if self.table.aids:   # learning aid: where the tile may go
                for cell in dd.legal_targets():
                    pygame.draw.circle(surface, theme.GOOD, self.cell_rect(cell).center,
                                       max(3, self.grid.width // (8 * self.size)))
            if dd.target is not None:
                rect = self.cell_rect(dd.target)
                colour = theme.BAD if dd.violation else theme.GOOD
                self.draw_tile(surface, rect.inflate(-rect.width // 5, -rect.height // 5), decision.player)
                tint(surface, rect, colour, 80)
                pygame.draw.rect(surface, colour, rect, max(2, round(3 * self.u)))

    def draw_tile(self, surface, rect: pygame.Rect, seat: int, dim: bool = False) -> None:
        pygame.draw.rect(surface, theme.player_colour(seat), rect, border_radius=max(2, rect.width // 8))
        pygame.draw.rect(surface, (20, 20, 20), rect, max(1, rect.width // 24), border_radius=max(2, rect.width // 8))
        if dim:
            tint(surface, rect, (0, 0, 0), 120)

    def draw_grid(self, surface, grid: pygame.Rect, highlight=()) -> None:
        """The cells, their tiles, the letters above and the numbers beside; `highlight` lit."""
        s = self.state
        size = max(8, min(round(13 * self.u), grid.width // (3 * self.size)))
        for cell in s.cells():
            rect = self.cell_rect(cell, grid)
            pygame.draw.rect(surface, theme.PANEL, rect.inflate(-4, -4), border_radius=4)
            if cell in s.tiles:
                self.draw_tile(surface, rect.inflate(-rect.width // 5, -rect.height // 5), s.tiles[cell])
            if cell in highlight:
                tint(surface, rect, theme.HIGHLIGHT, 100)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, rect.width // 20))
        for i in range(self.size):
            column, row = self.cell_rect((0, i), grid), self.cell_rect((i, 0), grid)
            text.draw(surface, "ABCDEFG"[i], (column.centerx, grid.top - 2), size, theme.TEXT_DIM,
                      anchor="midbottom")
            text.draw(surface, str(i + 1), (grid.left - 4, row.centery), size, theme.TEXT_DIM, anchor="midright")

    def draw_overlay(self, surface) -> None:
        """The tile under the pointer away from the grid; the reason it may not go there."""
        dd = self.table.drag
        if not dd.holding or self.decision is None:
            return
        if dd.target is None and dd.pos != (0, 0):
            rect = self.supply.copy()
            rect.center = dd.pos
            self.draw_tile(surface, rect, self.decision.player)

    def ghost_rect(self):
        """The cell the tile in hand would go to (its tip beside it)."""
        dd = self.table.drag
        return self.cell_rect(dd.target) if dd.holding and dd.target is not None else None

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        """The scores so far."""
        u, y = self.u, rect.top
        text.draw(surface, self.t("ui.toy.scores"), (rect.left, y), round(14 * u), theme.TEXT_DIM, bold=True)
        y += round(22 * u)
        for sheet in self.state.score_sheets():
            words = self.t("ui.toy.points", name=sheet.name, points=sheet.total)
            text.draw(surface, text.elide(words, round(14 * u), rect.width), (rect.left, y), round(14 * u),
                      theme.player_colour(sheet.player))
            y += round(20 * u)
        return y + round(10 * u)

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """The grid fitted into `rect` (both players' tiles), `highlight` cells lit."""
        draw_panel(surface, rect, theme.PANEL, None)
        self.draw_grid(surface, self.grid_in(rect.inflate(-round(12 * self.u), -round(12 * self.u))), highlight)

    # --- help ---------------------------------------------------------------------------
    def rule_at(self, pos):
        cell = self.cell_at(pos)
        if cell is not None:
            seat = self.state.tiles.get(cell)
            owner = self.t("ui.toy.empty") if seat is None else self.t("ui.toy.taken_by", name=self.state.players[seat])
            points = ("place.touch", "toy.pairs") + (("toy.centre",) if cell == (self.size // 2,) * 2 else ())
            return f"{self.cell_name(cell)} · {owner}", "\n".join(self.rule_point(p) for p in points)
        if self.supply.collidepoint(pos):
            return self.t("ui.toy.supply"), "\n".join(self.rule_point(p) for p in ("place.first", "place.touch"))
        return None

    def tutorial_box_at(self, target: dict, size: tuple[int, int]) -> tuple[int, int] | None:
        """Beside the grid, where the grid left room for the step: the cells stay in sight."""
        place = (self.grid.right + round(30 * self.u), self.grid.top)
        return place if place[0] + size[0] <= self.rect.right else None

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        if target["kind"] == "supply":
            return [self.supply]
        if target["kind"] == "cells":
            return [self.cell_rect(tuple(cell)) for cell in target["at"]]
        return []


VIEW = ToyView  # found by gui.views.make_view
