"""Drawing the Cartographers maps: the large one with the piece in hand (green
or red) and the animations, the thumbnails, another map enlarged over one's
own, and a map for the results. Mixed into the view."""
from __future__ import annotations

import pygame

from .. import draw_cartographers as art
from .. import text, theme
from ..geometry import SquareBoard
from ..widgets import draw_tooltip

ANIMATION = 1.4   # seconds a coin or a new monster is marked


class MapCache:
    """Rendered maps, rebuilt only when a sheet or the cell size changes."""

    def __init__(self):
        self.cache: dict = {}

    def get(self, sheet, size: int) -> pygame.Surface:
        """The map of `sheet` (a sheet never changes: a drawing makes a new one)."""
        cached = self.cache.get((id(sheet), size))
        if cached is None or cached[0] is not sheet:
            ruins = set(sheet.cells_of("ruins"))
            surface = art.render_map(sheet.grid(), ruins, set(sheet.cells_of("paid")), size)
            if len(self.cache) > 60:
                self.cache.clear()
            self.cache[(id(sheet), size)] = (sheet, surface)
            return surface
        return cached[1]



class MapPainter:
    """The drawing half of CartographersView (needs its offer, board, maps and scene)."""

    def draw(self, surface) -> None:
        self.band.draw(surface)
        self.draw_thumbs(surface)
        self.draw_focus(surface)
        self.band.draw_column(surface)

    def draw_map(self, surface, owner: int, board: SquareBoard, highlight=(), sheet=None) -> None:
        sheet = sheet or self.state.sheets[owner]
        surface.blit(self.maps.get(sheet, board.cell), board.rect.topleft)
        for cell in highlight:
            rect = board.cell_rect(cell)
            art.tint(surface, rect, theme.HIGHLIGHT, 120)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, board.cell // 12))

    def draw_thumbs(self, surface) -> None:
        s, u = self.state, self.u
        small = round(13 * u)
        acting = s.actors()
        for rect, p in self.thumb_rects():
            label = rect.copy()
            label.height = round(18 * u)
            colour = theme.player_colour(p)
            name = text.wrap(s.players[p], small, rect.width - round(44 * u), True)[0]
            text.draw(surface, name, label.midleft, small, colour, bold=True, anchor="midleft")
            # ✓: drawn and the turn ended; …: still drawing, or the turn not yet ended
            status = "…" if p in acting else "✓"
            text.draw(surface, f"{s.sheets[p].coins_left}● {status}", label.midright, small, theme.TEXT, anchor="midright")
            area = pygame.Rect(rect.left, label.bottom + 2, rect.width, rect.height - label.height - 2)
            board = SquareBoard(area, self.rows, self.cols)
            board.rect.left = area.left
            self.draw_map(surface, p, board)
            edge = theme.ACCENT if p in (self.hover_thumb, self.enlarged) else colour
            pygame.draw.rect(surface, edge, board.rect.inflate(4, 4), 2, border_radius=3)

    def draw_focus(self, surface) -> None:
        s, u = self.state, self.u
        owner = self.focus
        b = self.board
        offer = self.offer()
        colour = theme.player_colour(owner)
        label = self.t("ui.cartographers.map_of", name=s.players[owner])
        if offer.kind == "monster":
            label = self.t("ui.cartographers.map_drawn_by", name=s.players[owner], drawer=s.players[offer.player])
        text.draw(surface, label, (b.rect.left, b.rect.top - round(6 * u)), round(16 * u), colour, bold=True,
                  anchor="bottomleft")
        pygame.draw.rect(surface, colour, b.rect.inflate(6, 6), 3, border_radius=4)
        self.draw_map(surface, owner, b)
        sheet = s.sheets[owner]
        width = max(2, b.cell // 10)
        if offer.kind in ("draw", "fallback") and offer.param("ruins"):
            for c in sheet.cells_of("open_ruins"):
                pygame.draw.rect(surface, art.GOLD, b.cell_rect(c).inflate(-2, -2), width + 1)
        if offer.kind == "shrink":
            for c in offer.param("cells", ()):
                pygame.draw.rect(surface, theme.ACCENT, b.cell_rect(c).inflate(-2, -2), width + 1)
        for q, c, delay, left in self.flashes:
            if q == owner and delay <= 0:
                art.tint(surface, b.cell_rect(c), (255, 255, 255), round(200 * left / ANIMATION))
        dd = self.scene.dd
        if dd.holding and self.scene.aids and "shape" in dd.held.data:
            for c in dd.legal_targets():   # learning aid: where the shape's middle may go as turned now
                pygame.draw.circle(surface, theme.GOOD, b.cell_rect(c).center, max(3, b.cell // 7))
        if dd.holding and dd.target is not None and "shape" in dd.held.data:
            self.draw_ghost(surface)
        for label, q, c, left in self.floats:
            if q == owner:
                rect = b.cell_rect(c)
                rise = (1 - left / ANIMATION) * b.cell * 1.5
                art.coin(surface, rect.center, b.cell * (0.2 + 0.15 * (1 - left / ANIMATION)))
                text.draw(surface, label, (rect.centerx, rect.top - rise), round(20 * u), theme.ACCENT, bold=True,
                          anchor="midbottom")

    def draw_ghost(self, surface) -> None:
        dd, b = self.scene.dd, self.board
        piece = dd.held
        cells = self.cells_for(piece.data["shape"], dd.target, piece.rotation, piece.mirrored)
        ok = dd.violation is None
        colour = theme.GOOD if ok else theme.BAD
        terrain = piece.data["terrain"]() or "forest"
        clip = surface.get_clip()
        surface.set_clip(b.rect.inflate(2 * b.cell, 2 * b.cell))
        for c in cells:
            rect = b.cell_rect(c)
            surface.blit(art.ghost_cell(terrain, b.cell, colour), rect)
            pygame.draw.rect(surface, colour, rect, max(2, b.cell // 10))
        if not ok:  # the cells the rule names: covered, off the map, or the ruins to cover
            for c in dd.violation.cells:
                if dd.violation.code == "cartographers.must_cover_ruins":
                    pygame.draw.rect(surface, art.GOLD, b.cell_rect(c), max(3, b.cell // 8))
                elif len(c) == 2:
                    rect = b.cell_rect(c).inflate(-b.cell // 5, -b.cell // 5)
                    pygame.draw.line(surface, theme.BAD, rect.topleft, rect.bottomright, max(2, b.cell // 12))
                    pygame.draw.line(surface, theme.BAD, rect.topright, rect.bottomleft, max(2, b.cell // 12))
        surface.set_clip(clip)

    def draw_overlay(self, surface) -> None:
        dd, u = self.scene.dd, self.u
        if self.enlarged is not None:
            self.draw_enlarged(surface)
        if dd.holding:
            piece = dd.held
            if dd.target is None and dd.pos != (0, 0) and "shape" in piece.data:
                shape = piece.data["shape"].oriented(piece.rotation, piece.mirrored)
                icon = art.shape_icon(shape.cells, piece.data["terrain"]() or "forest", max(8, self.board.cell * 3 // 4))
                surface.blit(icon, icon.get_rect(center=dd.pos))
            if dd.violation is not None:
                sentence = self.t("violation." + dd.violation.code, **dd.violation.params)
                draw_tooltip(surface, [sentence], dd.pos, round(15 * u))
        else:
            self.band.draw_tip(surface)

    def enlarged_board(self) -> SquareBoard:
        """Where a map enlarged from its thumbnail lies: over one's own map, so the
        card band and the column stay in sight (and in reach)."""
        return self.board

    def draw_enlarged(self, surface) -> None:
        s, u = self.state, self.u
        p = self.enlarged
        board = self.enlarged_board()
        top = self.band.rect.bottom + 2   # the own map's label goes too
        surface.fill(theme.TABLE, pygame.Rect(self.map_area.left, top, self.map_area.width, self.map_area.bottom - top)
                     .union(board.rect.inflate(8, 8)))
        colour = theme.player_colour(p)
        label = self.t("ui.cartographers.map_of", name=s.players[p]) + "  ·  " + self.t("ui.cartographers.close_map")
        label = text.elide(label, round(16 * u), self.map_area.right - board.rect.left, bold=True)
        text.draw(surface, label, (board.rect.left, board.rect.top - round(6 * u)), round(16 * u), colour, bold=True,
                  anchor="bottomleft")
        pygame.draw.rect(surface, colour, board.rect.inflate(8, 8), 4, border_radius=4)
        self.draw_map(surface, p, board)

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        """The coach's picture: the map the move goes on (a monster: the neighbour's the
        decision concerns), the move's cells drawn see-through in its terrain, outlined."""
        owner = self.lesson_owner(player)
        board = SquareBoard(rect, self.rows, self.cols)
        board.rect.top = rect.top
        pygame.draw.rect(surface, theme.player_colour(owner), board.rect.inflate(6, 6), 3, border_radius=4)
        self.draw_map(surface, owner, board)
        terrain = "monster" if action.get("kind") == "monster" else action.get("terrain")
        marks = []
        for cell in self.move_marks(action):
            if len(cell) != 2:
                continue
            where = board.cell_rect(cell)
            if terrain:
                surface.blit(art.ghost_cell(terrain, board.cell, theme.HIGHLIGHT), where)
            pygame.draw.rect(surface, theme.HIGHLIGHT, where, max(2, board.cell // 10))
            marks.append((("cell", owner, tuple(cell)), where))
        return marks

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=(), sheet=None) -> None:
        """One map fitted into `rect` (results, season summary), `highlight` cells lit;
        `sheet` instead of the player's sheet now (the map as a season ended)."""
        board = SquareBoard(rect, self.rows, self.cols)
        board.rect.top = rect.top
        pygame.draw.rect(surface, theme.player_colour(player), board.rect.inflate(6, 6), 3,
                         border_radius=4)
        self.draw_map(surface, player, board, tuple(tuple(c) for c in highlight), sheet)
