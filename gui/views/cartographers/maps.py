"""Drawing the Cartographers maps: where the map in play, the others' thumbnails,
the card band and the column lie (the table's plan), the large map with the
piece in hand (green or red) and the animations, the thumbnails, another map
enlarged over one's own, and a map for the results (MapPainter, a part of the view)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ... import cache, text, theme
from ...geometry import SquareBoard
from ...layout import Layout, NoRoom, Part
from . import art

ANIMATION = 1.4   # seconds a coin or a new monster is marked
SHORT = 440       # below this many units of board height the band goes beside the map (a short room)
END_TURN = (190, 46)   # play.py's End turn button in units: it stands in the side column, or under a solo map
SIDE_LEAST = 150       # the side column's least width in units where the End turn button stands elsewhere


@dataclass(frozen=True)
class Plan:
    """Where the table's parts lie in a board rect: the map in play (`area`, the
    square fitted at its top; `label` the line above it), the others' thumbnails
    (each rect with its label line of `thumb_label` pixels), the card band and the
    column. `side`: a short room, where the band and the column share one column
    beside the map (`band` is that whole column; Band splits it)."""
    label: pygame.Rect
    area: pygame.Rect
    thumbs: tuple
    thumb_label: int
    band: pygame.Rect
    column: pygame.Rect
    side: bool = False
    end_turn: pygame.Rect | None = None   # where the End turn button stands, if not in the band


def plan_table(rect: pygame.Rect, u: float, others: int) -> Plan:
    """The band above the map where the board is tall; beside it where it is short, or
    where the band and the column would leave the map in play less than 65 % of the
    board's height and beside it the map is larger (a narrow board: a large text size)."""
    if rect.height < SHORT * u:
        return _short_plan(rect, u, others)
    # beside it, the others' maps keep thumbnails of 70 units at least
    side = _short_plan(rect, u, others, least=70)
    try:
        tall = _tall_plan(rect, u, others)
    except NoRoom:   # the band and the column leave no map at all
        return side
    size = lambda plan: min(plan.area.width, plan.area.height)
    return side if size(tall) < 0.65 * rect.height and size(side) >= 1.15 * size(tall) else tall


def _tall_plan(rect: pygame.Rect, u: float, others: int) -> Plan:
    """The others' maps in a strip at the left, the card band above the map, the column at its right."""
    lay = Layout(u)
    # the other maps' strip gives up width first where the board is narrow (a large text size)
    strip_w = max(lay.px(100), min(lay.px(150), round(rect.width * 0.155))) if others else 0
    strip, rest = lay.row(lay.inset(rect, 12), lay.measured(strip_w), lay.grow(), gap=12 if others else 0)
    band, below = lay.column(rest, lay.fixed(124), lay.grow(), gap=12)
    body, column = lay.row(below, lay.grow(), lay.fixed(214), gap=12)
    _, area = lay.column(body, lay.fixed(18), lay.grow())
    label = pygame.Rect(area.left, band.bottom + 2, area.width, area.top - lay.px(6) - band.bottom - 2)
    step = strip.height // max(others, 3)
    thumbs = tuple(pygame.Rect(strip.left, strip.top + i * step, strip.width, step - lay.px(6))
                   for i in range(others))
    return Plan(label, area, thumbs, lay.px(18), band, column)


def _short_plan(rect: pygame.Rect, u: float, others: int, least: int = 30) -> Plan:
    """A short board (a large text size): the map as tall as the room, the band and
    the column in one column at its right, the others' maps in a column of
    thumbnails at the left where the board is wide, else in rows under the map;
    whichever leaves the map in play larger (then the thumbnails). Alone at the
    table, the End turn button may stand under the map, the side column narrower."""
    pad, gap = round(8 * u), round(6 * u)
    label, lab = round(20 * u), round(16 * u)
    side_min, side_max = round(END_TURN[0] * u), round(300 * u)
    least, most = round(least * u), round(max(least, 120) * u)
    inner = rect.inflate(-2 * pad, -2 * pad)
    tall = inner.height - label
    best, end = None, None
    if not others:
        best = (min(tall, inner.width - pad - side_min), 0, "none", 0, 0)
        under = min(tall - round(END_TURN[1] * u) - gap, inner.width - pad - round(SIDE_LEAST * u))
        if under > best[0] and under >= side_min:
            best, end = (under, 0, "none", 0, 0), True
    for k in range(1, min(others, 3) + 1):          # k columns of thumbnails at the left
        rows = math.ceil(others / k)
        high = (inner.height - rows * lab - (rows - 1) * gap) // rows
        size = min(tall, inner.width - 2 * pad - side_min - (k * least + (k - 1) * gap))
        spare = inner.width - 2 * pad - side_min - size
        t = min(most, high, (spare - (k - 1) * gap) // k)
        if t >= least and (best is None or (size, t, t) > best[:2] + (best[4],)):
            best = (size, t, "left", k, t)
    for k in range(1, others + 1):                  # rows of k thumbnails under the map
        rows = math.ceil(others / k)
        fixed = label + gap + rows * lab + (rows - 1) * gap
        size = min(inner.width - pad - side_min, inner.height - fixed - rows * least)
        slot = (size - (k - 1) * gap) // k
        t = min(most, slot, (inner.height - fixed - size) // rows)
        if t >= least and (best is None or (size, t, slot) > best[:2] + (best[4],)):
            best = (size, t, "below", k, slot)
    if best is None:                                 # no room for thumbnails of the least size: the smallest
        best = (min(tall, inner.width - 2 * pad - side_min - least), least, "left", 1, least)
    size, t, where, k, slot = best
    thumbs_w = k * t + (k - 1) * gap if where == "left" else 0
    side_w = min(side_max, inner.width - size - pad - (thumbs_w + pad if thumbs_w else 0))
    # the map in the middle of what the thumbnails and the side column leave
    *_, middle, side = Layout(u).row(inner, *([Part(thumbs_w)] if thumbs_w else []), Part(size, 1), Part(side_w),
                                     gap=8, squeeze=True)
    x = middle.left + max(0, (middle.width - size) // 2)
    head = pygame.Rect(x, inner.top, size, label - round(5 * u))   # its words end clear of the map's frame
    area = pygame.Rect(x, inner.top + label, size, size)
    thumbs = []
    for i in range(others):
        row, col = divmod(i, k)
        if where == "left":
            thumbs.append(pygame.Rect(inner.left + col * (t + gap), inner.top + row * (lab + t + gap), t, lab + t))
        else:   # as wide as the row shares out (the label's room), the map t high in it
            thumbs.append(pygame.Rect(x + col * (slot + gap), area.bottom + gap + row * (lab + t + gap), slot, lab + t))
    if end:
        end = pygame.Rect(0, 0, round(END_TURN[0] * u), round(END_TURN[1] * u))
        end.midtop = (area.centerx, area.bottom + gap)
    return Plan(head, area, tuple(thumbs), lab, side, side, side=True, end_turn=end)


class MapCache:
    """Rendered maps, rebuilt only when a sheet or the cell size changes (kept
    in the window's one store of images, bounded by bytes)."""

    def get(self, sheet, size: int, blank: tuple = ()) -> pygame.Surface:
        """The map of `sheet` (a sheet never changes: a drawing makes a new one), the
        cells `blank` empty (a drawing on its way there: it shows once landed)."""
        cached = cache.get(__name__, (id(sheet), size, blank))
        if cached is None or cached[0] is not sheet:   # an id may come again for another sheet
            grid = sheet.grid()
            for r, c in blank:
                grid[r][c] = None
            surface = art.render_map(grid, set(sheet.cells_of("ruins")), set(sheet.cells_of("paid")), size)
            cache.put(__name__, (id(sheet), size, blank), (sheet, surface))
            return surface
        return cached[1]



class MapPainter:
    """The maps drawn, a part of CartographersView: the map in view with its ghost, the
    others' thumbnails, an enlarged map, a lesson's or the results' board (the view's
    offer, board, maps and table)."""

    def __init__(self, view):
        self.view = view

    def draw(self, surface) -> None:
        self.view.band.draw(surface)
        self.draw_thumbs(surface)
        if self.view.enlarged is None:   # else another map lies over it (draw_overlay)
            self.draw_focus(surface)
        self.view.band.draw_column(surface)

    def draw_map(self, surface, owner: int, board: SquareBoard, highlight=(), sheet=None) -> None:
        blank = () if sheet else tuple(sorted(tuple(c) for c in self.view.table.landing(owner) if len(c) == 2))
        sheet = sheet or self.view.state.sheets[owner]
        surface.blit(self.view.maps.get(sheet, board.cell, blank), board.rect.topleft)
        for cell in highlight:
            rect = board.cell_rect(cell)
            art.tint(surface, rect, theme.HIGHLIGHT, 120)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, board.cell // 12))

    def thumb_board(self, rect: pygame.Rect) -> SquareBoard:
        """The map of a thumbnail: under its label line, at its left."""
        label = self.view.plan.thumb_label
        area = pygame.Rect(rect.left, rect.top + label + 2, rect.width, rect.height - label - 2)
        board = SquareBoard(area, self.view.rows, self.view.cols)
        board.rect.left = area.left
        return board

    def draw_thumbs(self, surface) -> None:
        s, u = self.view.state, self.view.u
        small = round(13 * u)
        acting = s.actors()
        least = 1 / theme.growth(self.view.table.size)
        for rect, p in self.view.thumb_rects():
            label = rect.copy()
            label.height = self.view.plan.thumb_label
            colour = theme.player_colour(p)
            # ✓: drawn and the turn ended; …: still drawing, or the turn not yet ended
            status = f"{self.view.coins(p)}● {'…' if p in acting else '✓'}"
            size = text.fitting(s.players[p] + "  " + status, small, rect.width, True, least)
            status_w = text.font(size).size(status)[0]
            room = rect.width - status_w - round(6 * u)
            if text.font(size, True).size(s.players[p])[0] > room:   # a narrow thumbnail: the name alone
                status, room = "", rect.width
                size = text.fitting(s.players[p], small, room, True, least)
            name = text.elide(s.players[p], size, room, True)
            text.draw(surface, name, label.midleft, size, colour, bold=True, anchor="midleft")
            if status:
                text.draw(surface, status, label.midright, size, theme.TEXT, anchor="midright")
            board = self.thumb_board(rect)
            self.draw_map(surface, p, board)
            edge = theme.ACCENT if p in (self.view.hover_thumb, self.view.enlarged) else colour
            pygame.draw.rect(surface, edge, board.rect.inflate(4, 4), 2, border_radius=3)

    def draw_focus(self, surface) -> None:
        s, u = self.view.state, self.view.u
        owner = self.view.focus
        b = self.view.board
        offer = self.view.offer()
        colour = theme.player_colour(owner)
        label = self.view.t("ui.cartographers.map_of", name=s.players[owner])
        if offer.kind == "monster":   # who draws on it, where that fits (the bar says whose turn it is)
            label = [self.view.t("ui.cartographers.map_drawn_by", name=s.players[owner], drawer=s.players[offer.player]),
                     label]
        self.draw_label(surface, label, colour)
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
        for q, c, delay, left in self.view.flashes:
            if q == owner and delay <= 0:
                art.tint(surface, b.cell_rect(c), (255, 255, 255), round(200 * left / ANIMATION))
        dd = self.view.table.drag
        if dd.holding and self.view.table.aids and "shape" in dd.held.data:
            for c in dd.legal_targets():   # learning aid: where the shape's middle may go as turned now
                pygame.draw.circle(surface, theme.GOOD, b.cell_rect(c).center, max(3, b.cell // 7))
        if dd.holding and dd.target is not None and "shape" in dd.held.data:
            self.draw_ghost(surface)
        for label, q, c, left in self.view.floats:
            if q == owner:
                rect = b.cell_rect(c)
                rise = (1 - left / ANIMATION) * b.cell * 1.5
                art.coin(surface, rect.center, b.cell * (0.2 + 0.15 * (1 - left / ANIMATION)))
                text.draw(surface, label, (rect.centerx, rect.top - rise), round(20 * u), theme.ACCENT, bold=True,
                          anchor="midbottom")

    def draw_label(self, surface, label, colour) -> None:
        """The line above the map in play: whose it is (smaller where it is long); of a
        list of labels the first that fits at 3/4 of the size, else the last."""
        head, b = self.view.plan.label, self.view.board
        room = head.right - b.rect.left
        labels = [label] if isinstance(label, str) else label
        full = round(16 * self.view.u)
        label = next((words for words in labels if text.font(round(full * 0.75), True).size(words)[0] <= room),
                     labels[-1])
        size = text.fitting(label, full, room, True, 1 / theme.growth(self.view.table.size))
        text.draw(surface, text.elide(label, size, room, True), (b.rect.left, head.bottom), size, colour, bold=True,
                  anchor="bottomleft")

    def draw_ghost(self, surface) -> None:
        dd, b = self.view.table.drag, self.view.board
        piece = dd.held
        cells = self.view.hand.cells_for(piece.data["shape"], dd.target, piece.rotation, piece.mirrored)
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
        dd = self.view.table.drag
        if self.view.enlarged is not None:
            self.draw_enlarged(surface)
        if dd.holding:
            piece = dd.held
            if dd.target is None and dd.loose is not None and "shape" in piece.data:
                shape = piece.data["shape"].oriented(piece.rotation, piece.mirrored)
                icon = art.shape_icon(shape.cells, piece.data["terrain"]() or "forest", max(8, self.view.board.cell * 3 // 4))
                surface.blit(icon, icon.get_rect(center=dd.loose))
        else:
            self.view.band.draw_tip(surface)

    def enlarged_board(self) -> SquareBoard:
        """Where a map enlarged from its thumbnail lies: over one's own map, so the
        card band and the column stay in sight (and in reach)."""
        return self.view.board

    def draw_enlarged(self, surface) -> None:
        s = self.view.state
        p = self.view.enlarged
        board = self.enlarged_board()
        surface.fill(theme.TABLE, self.view.plan.label.union(self.view.map_area).union(board.rect.inflate(8, 8)))  # its label too
        colour = theme.player_colour(p)
        whose = self.view.t("ui.cartographers.map_of", name=s.players[p])
        self.draw_label(surface, [whose + "  ·  " + self.view.t("ui.cartographers.close_map"), whose], colour)
        pygame.draw.rect(surface, colour, board.rect.inflate(8, 8), 4, border_radius=4)
        self.draw_map(surface, p, board)

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        """The coach's picture: the map the move goes on (a monster: the neighbour's the
        decision concerns), the move's cells drawn see-through in its terrain, outlined."""
        owner = self.view.lesson_owner(player)
        board = SquareBoard(rect, self.view.rows, self.view.cols)
        board.rect.top = rect.top
        pygame.draw.rect(surface, theme.player_colour(owner), board.rect.inflate(6, 6), 3, border_radius=4)
        self.draw_map(surface, owner, board)
        terrain = "monster" if action.get("kind") == "monster" else action.get("terrain")
        marks = []
        for cell in self.view.move_marks(action):
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
        board = SquareBoard(rect, self.view.rows, self.view.cols)
        board.rect.top = rect.top
        pygame.draw.rect(surface, theme.player_colour(player), board.rect.inflate(6, 6), 3,
                         border_radius=4)
        self.draw_map(surface, player, board, tuple(tuple(c) for c in highlight), sheet)
