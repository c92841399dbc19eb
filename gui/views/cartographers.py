"""The Cartographers table: the explore card's shapes and terrains above the
map of the player at the screen, the other maps as thumbnails at the left,
season, revealed cards, skills and coins at the right of the map, the edicts
in the side panel. Drawing is simultaneous: the players at the screen draw
one after another on the same card; an ambush hands a map to the neighbour."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.cartographers import Draw, Fallback, Monster, Parcel, Shrink, UseSkill, load_data
from games.cartographers.ambush import legal_monsters, legal_shrinks
from games.cartographers.masks import cells_of
from games.cartographers.placement import fits
from games.core.shape import Shape

from .. import draw_cartographers as art
from .. import text, theme
from ..dragdrop import Piece
from ..geometry import SquareBoard
from ..widgets import draw_panel, draw_tooltip
from .base import GameView
from .cartographers_panel import Band, describe, objective
from .cartographers_season import SeasonScene, result_notes, result_rows

SINGLE = Shape([(0, 0)])
ANIMATION = 1.4   # seconds a coin or a new monster is marked


@dataclass
class Offer:
    """What the player at the screen may do now: `kind` (draw, fallback, second,
    parcel, monster, shrink, erase or wait), on whose map, with which shapes
    ((option index, shape, coin) each) and terrains."""
    kind: str
    player: int | None = None
    owner: int | None = None
    shapes: tuple = ()
    terrains: tuple = ()


class MapCache:
    """Rendered maps, rebuilt only when a sheet or the cell size changes."""

    def __init__(self):
        self.cache: dict = {}

    def get(self, owner: int, sheet, size: int) -> pygame.Surface:
        cached = self.cache.get((owner, size))
        if cached is None or cached[0] is not sheet:
            ruins = set(cells_of(sheet.ruins))
            surface = art.render_map(sheet.grid(), ruins, set(cells_of(sheet.paid)), size)
            if len(self.cache) > 40:
                self.cache.clear()
            self.cache[(owner, size)] = (sheet, surface)
            return surface
        return cached[1]


class CartographersView(GameView):
    own_undo = True

    def __init__(self, scene):
        super().__init__(scene)
        self.data = load_data()
        self.maps = MapCache()
        self.board = SquareBoard(pygame.Rect(0, 0, 110, 110), 11, 11)
        self.strip = self.map_area = self.column = pygame.Rect(0, 0, 0, 0)
        self.thumbs: list[tuple[pygame.Rect, int]] = []
        self.band = Band(self)
        self.option, self.terrain = 0, None
        self.erasing = False           # clear_monster chosen: a monster cell is picked next
        self.enlarged: int | None = None
        self.hover_thumb: int | None = None
        self.handed: set = set()       # ambush hand-overs already acknowledged
        self.floats: list[list] = []   # [text, owner, cell, seconds left]
        self.flashes: list[list] = []  # [owner, cell, delay, seconds left]
        self.notice = ""               # a message shown at the next update (after the scene's own)
        self._offer_key, self._offer = None, Offer("wait")
        self._undo_key, self._undo = None, None
        state = self.state
        self.seen_rows = len(state.season_rows[0])
        self.seen_sheets = list(state.sheets)
        self.seen_revealed = state.revealed
        humans = [i for i in range(len(state.players)) if scene.is_human(i)]
        self.me = humans[0] if humans else 0

    # --- who draws what, where --------------------------------------------------------
    def offer(self) -> Offer:
        s, scene = self.state, self.scene
        p = scene.player
        key = (len(s.log), p, s.phase, s.card, s.season, tuple(s.tasks[p]) if p is not None else (),
               self.erasing, len(s.players))
        if key != self._offer_key:
            self._offer_key, self._offer = key, self._make_offer(p)
            if self.terrain not in self._offer.terrains:
                self.terrain = self._offer.terrains[0] if self._offer.terrains else None
            if self.option >= len(self._offer.shapes):
                self.option = 0
            self.band.refresh()
        return self._offer

    def _make_offer(self, p) -> Offer:
        s = self.state
        if p is None or not self.scene.is_human(p) or not s.tasks[p]:
            return Offer("wait", p)
        self.me = p
        task = s.tasks[p][0]
        card = s.current_card()
        if self.erasing and task == "draw":
            return Offer("erase", p, p, ((None, SINGLE, False),), ("monster",))
        if task == "monster":
            owner = s.ambush_sheet(p)
            shape = card.shape if fits(s.sheets[owner].filled, card.shape) else SINGLE
            return Offer("monster", p, owner, ((None, shape, False),), ("monster",))
        if task == "shrink":
            return Offer("shrink", p, p, (), ())
        if task == "parcel":
            return Offer("parcel", p, p, ((None, SINGLE, False),), card.terrains)
        if task == "second":
            option, terrain = s.first_draw[p]
            if option == -1:
                return Offer("fallback", p, p, ((None, SINGLE, False),), (terrain,))
            return Offer("second", p, p, ((option, card.options[option].shape, False),), (terrain,))
        if not s.can_place(p):
            return Offer("fallback", p, p, ((None, SINGLE, False),), s.fallback_terrains(p))
        shapes = tuple((i, o.shape, o.coin or s.turn_skill[p] == "coin_shape") for i, o in enumerate(card.options))
        return Offer("draw", p, p, shapes, s.draw_terrains(p))

    @property
    def focus(self) -> int:
        """Whose map is shown large: the one the player at the screen draws on."""
        offer = self.offer()
        return offer.owner if offer.owner is not None else self.me

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        u = self.u
        pad = round(12 * u)
        others = len(self.state.players) - 1
        strip_w = round(150 * u) if others else 0
        self.strip = pygame.Rect(rect.left + pad, rect.top + pad, strip_w, rect.height - 2 * pad)
        left = self.strip.right + (pad if others else 0)
        band = pygame.Rect(left, rect.top + pad, rect.right - pad - left, round(124 * u))
        col_w = round(214 * u)
        body_top = band.bottom + round(30 * u)
        self.column = pygame.Rect(band.right - col_w, band.bottom + pad, col_w, rect.bottom - pad - band.bottom - pad)
        self.map_area = pygame.Rect(left, body_top, self.column.left - pad - left, rect.bottom - pad - body_top)
        self.board = SquareBoard(self.map_area, 11, 11)
        self.board.rect.top = self.map_area.top
        self.thumbs = []
        if others:
            step = self.strip.height // max(others, 3)
            for i in range(others):
                self.thumbs.append((pygame.Rect(self.strip.left, self.strip.top + i * step, self.strip.width,
                                                step - round(6 * u)), i))
        self.band.layout(band, self.column)

    @property
    def toast_centre(self):
        return (self.board.rect.centerx, self.board.rect.bottom - round(40 * self.u))

    def thumb_players(self) -> list[int]:
        focus = self.focus
        return [p for p in range(len(self.state.players)) if p != focus]

    # --- texts -------------------------------------------------------------------------------
    def season_name(self, index: int | None = None) -> str:
        season = self.data.seasons[self.state.season if index is None else index]
        return season.name.get(self.scene.app.language, season.name["en"])

    def name_of(self, thing) -> str:
        return thing.name.get(self.scene.app.language, thing.name["en"])

    def round_text(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.cartographers.over")
        return self.t("ui.cartographers.round", season=self.season_name(), time=s.time, threshold=s.threshold,
                      edicts=" + ".join(s.active_edicts))

    def objective(self) -> str:
        return objective(self)

    def describe(self, player: int, action: dict) -> str:
        return describe(self, action)

    # --- pieces --------------------------------------------------------------------------------
    def snap(self, pos):
        """The map cell under the pointer; one ring round the map too (the shape is red there)."""
        b = self.board
        r = (pos[1] - b.rect.top) // b.cell
        c = (pos[0] - b.rect.left) // b.cell
        return (r, c) if -1 <= r <= 11 and -1 <= c <= 11 else None

    @staticmethod
    def step(target, delta):
        return (min(10, max(0, target[0] + delta[1])), min(10, max(0, target[1] + delta[0])))

    @staticmethod
    def cells_for(shape: Shape, target, rotation: int, mirrored: bool) -> tuple:
        """The shape turned and mirrored, its middle cell on `target` (the pointer's cell)."""
        oriented = shape.oriented(rotation, mirrored)
        anchor = (target[0] - (oriented.height - 1) // 2, target[1] - (oriented.width - 1) // 2)
        return oriented.at(anchor)

    def piece(self, index: int | None = None) -> Piece | None:
        """The chosen shape (or single cell) of the offer, ready to be dragged."""
        offer = self.offer()
        if not offer.shapes:
            return None
        index = self.option if index is None else index
        option, shape, _coin = offer.shapes[index]
        kind = offer.kind
        build = self._builder(offer, option)
        turns = len(shape) > 1 and kind != "erase"
        piece = Piece(key=(kind, option), snap=self.snap, rotations=4 if turns else 1, mirrorable=turns,
                      action=lambda target, rot, mir: build(self.cells_for(shape, target, rot, mir)),
                      move=self.step)
        piece.data.update(shape=shape, terrain=lambda: "monster" if kind in ("monster", "erase") else self.terrain)
        piece.start, piece.rotation, piece.mirrored = self._start(offer, option, shape)
        return piece

    def _builder(self, offer: Offer, option):
        kind = offer.kind
        if kind in ("draw", "second"):
            return lambda cells: Draw(option, self.terrain, cells)
        if kind == "fallback":
            return lambda cells: Fallback(self.terrain, cells[0])
        if kind == "parcel":
            return lambda cells: Parcel(self.terrain, cells[0])
        if kind == "monster":
            return lambda cells: Monster(cells)
        return lambda cells: UseSkill("clear_monster", cells[0])

    def _start(self, offer: Offer, option, shape: Shape):
        """A target, turn and mirror where the piece is legal (keyboard placement starts there)."""
        s, p = self.state, offer.player
        if offer.kind in ("draw", "second"):
            legal = s.option_placements(p, option)
        elif offer.kind == "monster":
            legal = [m.cells for m in legal_monsters(s, p)]
        elif offer.kind == "erase":
            legal = [(c,) for c in cells_of(s.sheets[p].monster)]
        else:
            legal = [(c,) for c in cells_of(s.sheets[offer.owner].empty)]
        for cells in legal:
            found = Shape(cells)
            for rotation in range(4):
                for mirrored in (False, True):
                    if shape.oriented(rotation, mirrored) == found:
                        r0 = min(r for r, _ in cells)
                        c0 = min(c for _, c in cells)
                        return (r0 + (found.height - 1) // 2, c0 + (found.width - 1) // 2), rotation, mirrored
        return (5, 5), 0, False

    def pick(self, index: int, pos=None) -> None:
        """Take shape `index` of the offer in hand (from the pointer, or for the keyboard)."""
        offer = self.offer()
        if index >= len(offer.shapes) or self.handover() is not None:
            return
        self.option = index
        piece = self.piece(index)
        if piece is not None:
            self.scene.dd.pick(piece, pos, keyboard=pos is None)

    def next_terrain(self, step: int = 1) -> None:
        terrains = self.offer().terrains
        if terrains:
            i = terrains.index(self.terrain) if self.terrain in terrains else 0
            self.terrain = terrains[(i + step) % len(terrains)]
            self.band.refresh()
            dd = self.scene.dd
            if dd.holding:
                dd._cache = {}
                dd._retarget(dd.target)

    def start_erasing(self) -> None:
        """Clear Monster: the next cell picked on the map is erased (and the skill paid)."""
        self.erasing = True
        self.pick(0)

    # --- undo: one's own drawing, until the next card ---------------------------------------
    def undo_player(self) -> int | None:
        s, scene = self.state, self.scene
        key = (len(s.log), scene.player, s.phase)
        if key != self._undo_key:
            found = None
            candidates = [scene.player] + [who for who, _ in reversed(s.log)]
            tried = set()
            for p in candidates:
                if p in tried or p is None:
                    continue
                tried.add(p)
                if scene.is_human(p) and s.take_back_violation(p) is None:
                    found = p
                    break
                if len(tried) >= len(s.players):
                    break
            self._undo_key, self._undo = key, found
        return self._undo

    def can_undo(self) -> bool:
        return self.undo_player() is not None

    def undo(self) -> int | None:
        s = self.state
        p = self.undo_player()
        if p is None:
            violation = s.take_back_violation(self.me)
            if violation is not None:
                self.scene.show_violation(violation)
            return None
        s.take_back(p)
        self.erasing = False
        self.scene.toast.show(self.t("ui.cartographers.taken_back", name=s.players[p]), theme.ACCENT, 2.0)
        return p

    # --- the ambush hand-over ---------------------------------------------------------------
    def handover(self):
        """(drawer, owner) while the drawer has not yet taken the neighbour's map."""
        offer = self.offer()
        if offer.kind != "monster":
            return None
        key = (self.state.season, len(self.state.revealed), offer.player)
        return None if key in self.handed else (offer.player, offer.owner)

    def take_map(self) -> None:
        offer = self.offer()
        self.handed.add((self.state.season, len(self.state.revealed), offer.player))

    # --- events -------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        s = self.state
        if self.enlarged is not None:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.enlarged = None
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_thumb = next((p for rect, p in self.thumb_rects() if rect.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, p in self.thumb_rects():
                if rect.collidepoint(event.pos):
                    self.enlarged = p
                    return True
        if s.is_over() or not self.scene.human_turn:
            return self.band.handle_event(event, active=False)
        if self.handover() is not None:
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 or
                    event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)):
                self.take_map()
                return True
            return False
        if self.band.handle_event(event, active=True):
            return True
        offer = self.offer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.board.cell_at(event.pos)
            if cell is not None and offer.kind == "shrink":
                self.scene.try_action(Shrink(cell))
                return True
            if cell is not None and offer.shapes:
                self.pick(self.option, event.pos)
                return True
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key) -> bool:
        offer = self.offer()
        if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(offer.shapes):
            self.pick(key - pygame.K_1)
            return True
        if key == pygame.K_t:
            self.next_terrain()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
                   pygame.K_UP, pygame.K_DOWN):
            if offer.kind == "shrink":
                cells = [a.cell for a in legal_shrinks(self.state, offer.player)]
                if cells and key != pygame.K_SPACE:
                    self.scene.try_action(Shrink(cells[0]))
                return True
            self.pick(self.option)
            return True
        if key == pygame.K_ESCAPE and self.erasing:
            self.erasing = False
            return True
        return False

    def thumb_rects(self):
        players = self.thumb_players()
        return [(rect, players[i]) for rect, i in self.thumbs if i < len(players)]

    # --- after each action: coins, new monsters, the season's end -----------------------------
    def on_action(self, player) -> None:
        s = self.state
        who, data = s.log[-1] if s.log else (None, {})
        own = {tuple(c) for c in data.get("cells", ())} | ({tuple(data["cell"])} if data.get("cell") else set())
        drew_own = data.get("kind") in ("draw", "fallback", "parcel")
        for q, sheet in enumerate(s.sheets):
            old = self.seen_sheets[q] if q < len(self.seen_sheets) else sheet
            if old is sheet:
                continue
            if sheet.coins > old.coins:
                cells = [c for c in cells_of(sheet.paid & ~old.paid)] or sorted(own) or [(5, 5)]
                self.floats.append([self.t("ui.cartographers.float_coins", n=sheet.coins - old.coins), q, cells[0],
                                    ANIMATION])
            fresh = [c for c in cells_of(sheet.monster & ~old.monster) if not (drew_own and q == who and c in own)]
            for i, c in enumerate(fresh):
                self.flashes.append([q, c, 0.12 * i, ANIMATION])
        self.seen_sheets = list(s.sheets)
        shown = self.seen_revealed
        new = s.revealed[len(shown):] if s.revealed[:len(shown)] == shown else s.revealed
        self.seen_revealed = s.revealed
        if len(s.players) == 1:
            for card_id in new:
                if card_id in self.data.ambush:
                    card = self.data.ambush[card_id]
                    self.notice = self.t("ui.cartographers.solo_ambush", card=self.name_of(card),
                                         corner=self.t(f"ui.cartographers.corner.{card.solo_corner}"))
        self.erasing = self.erasing and s.turn_skill[self.me] is None and s.season_skill[self.me] is None
        rows = len(s.season_rows[0])
        if rows > self.seen_rows and not s.is_over():
            self.scene.dd.cancel()
            self.scene.app.push(SeasonScene(self.scene.app, self, rows - 1))
        self.seen_rows = rows
        if self.enlarged is not None and self.enlarged >= len(s.players):
            self.enlarged = None

    @property
    def animating(self) -> bool:
        return bool(self.floats or self.flashes or self.notice)

    def update(self, dt: float) -> None:
        if self.notice:
            self.scene.toast.show(self.notice, theme.BAD, 3.0)
            self.notice = ""
        for item in self.floats:
            item[3] -= dt
        for item in self.flashes:
            if item[2] > 0:
                item[2] -= dt
            else:
                item[3] -= dt
        self.floats = [f for f in self.floats if f[3] > 0]
        self.flashes = [f for f in self.flashes if f[3] > 0]

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.band.draw(surface)
        self.draw_thumbs(surface)
        self.draw_focus(surface)
        self.band.draw_column(surface)

    def draw_map(self, surface, owner: int, board: SquareBoard, highlight=()) -> None:
        sheet = self.state.sheets[owner]
        surface.blit(self.maps.get(owner, sheet, board.cell), board.rect.topleft)
        for cell in highlight:
            rect = board.cell_rect(cell)
            art.tint(surface, rect, theme.HIGHLIGHT, 120)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, board.cell // 12))

    def draw_thumbs(self, surface) -> None:
        s, u = self.state, self.u
        small = round(13 * u)
        for rect, p in self.thumb_rects():
            label = rect.copy()
            label.height = round(18 * u)
            colour = theme.PLAYER_COLOURS[p % len(theme.PLAYER_COLOURS)]
            name = text.wrap(s.players[p], small, rect.width - round(44 * u), True)[0]
            text.draw(surface, name, label.midleft, small, colour, bold=True, anchor="midleft")
            status = "✓" if not s.tasks[p] else "…"
            text.draw(surface, f"{s.sheets[p].coins_left}● {status}", label.midright, small, theme.TEXT, anchor="midright")
            area = pygame.Rect(rect.left, label.bottom + 2, rect.width, rect.height - label.height - 2)
            board = SquareBoard(area, 11, 11)
            board.rect.left = area.left
            self.draw_map(surface, p, board)
            edge = theme.ACCENT if self.hover_thumb == p else colour
            pygame.draw.rect(surface, edge, board.rect.inflate(4, 4), 2, border_radius=3)

    def draw_focus(self, surface) -> None:
        s, u = self.state, self.u
        owner = self.focus
        b = self.board
        offer = self.offer()
        colour = theme.PLAYER_COLOURS[owner % len(theme.PLAYER_COLOURS)]
        label = self.t("ui.cartographers.map_of", name=s.players[owner])
        if offer.kind == "monster":
            label = self.t("ui.cartographers.map_drawn_by", name=s.players[owner], drawer=s.players[offer.player])
        text.draw(surface, label, (b.rect.left, b.rect.top - round(6 * u)), round(16 * u), colour, bold=True,
                  anchor="bottomleft")
        pygame.draw.rect(surface, colour, b.rect.inflate(6, 6), 3, border_radius=4)
        self.draw_map(surface, owner, b)
        sheet = s.sheets[owner]
        width = max(2, b.cell // 10)
        if offer.kind in ("draw", "fallback") and s.ruins_required(offer.player):
            for c in cells_of(sheet.open_ruins):
                pygame.draw.rect(surface, art.GOLD, b.cell_rect(c).inflate(-2, -2), width + 1)
        if offer.kind == "shrink":
            for c in cells_of(s.fresh[offer.player]):
                pygame.draw.rect(surface, theme.ACCENT, b.cell_rect(c).inflate(-2, -2), width + 1)
        for q, c, delay, left in self.flashes:
            if q == owner and delay <= 0:
                art.tint(surface, b.cell_rect(c), (255, 255, 255), round(200 * left / ANIMATION))
        dd = self.scene.dd
        if dd.holding and dd.target is not None and "shape" in dd.held.data:
            self.draw_ghost(surface)
        for label, q, c, left in self.floats:
            if q == owner:
                rect = b.cell_rect(c)
                rise = (1 - left / ANIMATION) * b.cell * 1.5
                art.coin(surface, rect.center, b.cell * (0.2 + 0.15 * (1 - left / ANIMATION)))
                text.draw(surface, label, (rect.centerx, rect.top - rise), round(20 * u), theme.ACCENT, bold=True,
                          anchor="midbottom")
        if self.handover() is not None:
            self.draw_handover(surface)

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
            surface.blit(art.cell(terrain, False, b.cell), rect)
            art.tint(surface, rect, colour, 110)
            pygame.draw.rect(surface, colour, rect, max(2, b.cell // 10))
        if not ok:
            for c in dd.violation.cells:
                if len(c) == 2:
                    pygame.draw.rect(surface, theme.BAD, b.cell_rect(c).inflate(-4, -4), max(2, b.cell // 8))
        surface.set_clip(clip)

    def draw_handover(self, surface) -> None:
        s, u = self.state, self.u
        drawer, owner = self.handover()
        card = s.current_card()
        art.tint(surface, self.board.rect, (0, 0, 0), 150)
        box = pygame.Rect(0, 0, min(self.board.rect.width - round(20 * u), round(520 * u)), round(210 * u))
        box.center = self.board.rect.center
        colour = theme.PLAYER_COLOURS[drawer % len(theme.PLAYER_COLOURS)]
        draw_panel(surface, box, theme.PANEL, colour, radius=10, width=3)
        inner = box.inflate(-round(36 * u), -round(28 * u))
        y = inner.top
        text.draw(surface, self.t("ui.cartographers.ambush", card=self.name_of(card)), (inner.centerx, y),
                  round(24 * u), theme.BAD, bold=True, anchor="midtop")
        y += round(40 * u)
        line = self.t("ui.cartographers.pass_map", owner=s.players[owner], drawer=s.players[drawer],
                      direction=self.t(f"cartographers.direction.{card.direction}"))
        y += text.draw_wrapped(surface, line, pygame.Rect(inner.left, y, inner.width, 0), round(17 * u), theme.TEXT)
        y += round(10 * u)
        text.draw(surface, self.t("ui.cartographers.take_map", drawer=s.players[drawer]), (inner.centerx, inner.bottom),
                  round(18 * u), colour, bold=True, anchor="midbottom")

    def draw_overlay(self, surface) -> None:
        dd, u = self.scene.dd, self.u
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
        if self.enlarged is not None:
            self.draw_enlarged(surface)

    def draw_enlarged(self, surface) -> None:
        s, u = self.state, self.u
        p = self.enlarged
        art.tint(surface, surface.get_rect(), (0, 0, 0), 170)
        area = self.rect.inflate(-round(60 * u), -round(90 * u))
        board = SquareBoard(area, 11, 11)
        colour = theme.PLAYER_COLOURS[p % len(theme.PLAYER_COLOURS)]
        text.draw(surface, self.t("ui.cartographers.map_of", name=s.players[p]),
                  (board.rect.left, board.rect.top - round(8 * u)), round(20 * u), colour, bold=True,
                  anchor="bottomleft")
        pygame.draw.rect(surface, colour, board.rect.inflate(8, 8), 4, border_radius=4)
        self.draw_map(surface, p, board)
        text.draw(surface, self.t("ui.cartographers.close_map"), (board.rect.centerx, board.rect.bottom + round(10 * u)),
                  round(15 * u), theme.TEXT, anchor="midtop")

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        return self.band.draw_edicts(surface, rect)

    # --- results ------------------------------------------------------------------------------
    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One map fitted into `rect` (results, season summary), `highlight` cells lit."""
        board = SquareBoard(rect, 11, 11)
        board.rect.top = rect.top
        pygame.draw.rect(surface, theme.PLAYER_COLOURS[player % len(theme.PLAYER_COLOURS)], board.rect.inflate(6, 6), 3,
                         border_radius=4)
        self.draw_map(surface, player, board, tuple(tuple(c) for c in highlight))

    def result_rows(self, sheet) -> list:
        return result_rows(self, sheet)

    def result_notes(self) -> list[str]:
        return result_notes(self)

