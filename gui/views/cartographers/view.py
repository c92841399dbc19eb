"""The Cartographers table: the explore card's shapes and terrains above the
map of the player at the screen, the other maps as thumbnails at the left,
season, revealed cards, skills and coins at the right of the map, the edicts
in the side panel; in a short room (a large text size) the card, its shapes
and the column beside the map, the thumbnails at its left or under it
(maps.plan_table). What the player at the screen may do (the shapes in hand,
the terrains, whose map, the skills they can pay for) is the engine's
decision; the view draws it and asks `check` about every drop. Drawing is
simultaneous: the players at the screen draw one after another on the same
card; an ambush hands the maps to the neighbours behind the one hand-over
curtain. A player whose part of the card is done keeps the screen, with the
map drawn on in view, until they end the turn (the End turn button sits in
the card band, where the shapes were); only then may the next one draw."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine import Decision, Shape, cartographers
from ... import theme
from ...dragdrop import Piece
from ...geometry import SquareBoard
from ..base import GameView
from .maps import ANIMATION, MapCache, MapPainter, plan_table
from .panel import Band, CartographersSentences
from .season import SeasonScene

ERASER = cartographers.InHand("use_skill", Shape([(0, 0)]))   # clear_monster: the monster cell to erase


@dataclass(frozen=True)
class Offer:
    """The engine's decision for the player at the screen, as the band and the map
    show it: its kind, or "erase" (clear_monster chosen: a monster cell is picked
    next), "end" (their part is done and waits for End turn) or "wait"; on whose
    map (`owner`); the shapes in hand (the decision's InHand entries) and terrains."""
    kind: str
    player: int | None = None
    owner: int | None = None
    hand: tuple = ()
    terrains: tuple = ()
    decision: Decision | None = None

    def param(self, name: str, default=None):
        return self.decision.param(name, default) if self.decision is not None else default


class CartographersView(GameView):

    def __init__(self, table):
        super().__init__(table)
        self.data = cartographers.load_data()
        self.maps = MapCache()
        self.painter = MapPainter(self)
        self.words = CartographersSentences(self)
        self.rows, self.cols = self.state.map_size
        self.board = SquareBoard(pygame.Rect(0, 0, 110, 110), self.rows, self.cols)
        self.map_area = self.column = pygame.Rect(0, 0, 0, 0)
        self.plan = None
        self.thumbs: list[tuple[pygame.Rect, int]] = []
        self.band = Band(self)
        self.option, self.terrain = 0, None
        self.erasing = False           # clear_monster chosen: a monster cell is picked next
        self._arming = False
        self.enlarged: int | None = None
        self.hover_thumb: int | None = None
        self.floats: list[list] = []   # [text, owner, cell, seconds left]
        self.flashes: list[list] = []  # [owner, cell, delay, seconds left]
        self.notice = ""               # a message shown at the next update (after the scene's own)
        self._offer_key, self._offer = None, Offer("wait")
        state = self.state
        self.seen_rows = len(state.season_rows[0])
        self.seen_sheets = list(state.sheets)
        self.seen_revealed = state.revealed
        humans = [i for i in range(len(state.players)) if table.is_human(i)]
        self.me = humans[0] if humans else 0

    # --- who draws what, where: the engine's decision ----------------------------------
    def offer(self) -> Offer:
        drag = self.table.drag
        p = self.table.player
        if self.erasing and not self._arming and not (drag.holding and drag.held.key[0] == "erase"):
            self.erasing = False   # the cell to erase was not picked: put back, or refused
        shown = self.state          # one object until the game moves (the scene's cache)
        key = (p, self.erasing)
        if self._offer_key is None or self._offer_key[0] is not shown or self._offer_key[1:] != key:
            self._offer_key, self._offer = (shown,) + key, self._make_offer(p)
            if self.terrain not in self._offer.terrains:
                self.terrain = self._offer.terrains[0] if self._offer.terrains else None
            if self.option >= len(self._offer.hand):
                self.option = 0
            self.band.refresh()
        return self._offer

    def _make_offer(self, p) -> Offer:
        decision = self.decision
        if decision is None:
            return Offer("wait", p)
        self.me = p
        owner = decision.concerns[0] if decision.concerns else p   # a neighbour's map in an ambush
        if decision.kind == "end_turn":   # done, not yet confirmed: the map drawn on stays in view
            return Offer("end", p, owner, decision=decision)
        if self.erasing and "clear_monster" in decision.param("skills", ()):
            return Offer("erase", p, p, (ERASER,), ("monster",), decision)
        return Offer(decision.kind, p, owner, decision.hand, decision.param("terrains", ()), decision)

    @property
    def focus(self) -> int:
        """Whose map is shown large: the one the player at the screen draws on."""
        offer = self.offer()
        return offer.owner if offer.owner is not None else self.me

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        plan = self.plan = plan_table(rect, self.u, len(self.state.players) - 1)
        self.map_area, self.column = plan.area, plan.column
        self.board = SquareBoard(plan.area, self.rows, self.cols)
        self.board.rect.top = plan.area.top
        self.thumbs = [(thumb, i) for i, thumb in enumerate(plan.thumbs)]
        self.band.layout(plan.band, plan.column, plan.side)

    def end_turn_place(self, size: tuple[int, int]) -> tuple[int, int]:
        """The End turn button at the right end of the card band (beside the map: in
        the shapes' row): while a turn waits to be ended the band offers no shape,
        and there it covers neither the map (whose lower right corner holds many a
        drawing) nor the column. Alone in a narrow room: under the map."""
        if self.plan.end_turn is not None:   # under a solo map in a short room
            return self.plan.end_turn.topleft
        return self.band.end_turn_place(size)

    @property
    def toast_centre(self):
        return (self.board.rect.centerx, self.board.rect.bottom - round(40 * self.u))

    def thumb_players(self) -> list[int]:
        focus = self.focus
        return [p for p in range(len(self.state.players)) if p != focus]

    # --- texts -------------------------------------------------------------------------------
    def season_name(self, index: int | None = None) -> str:
        season = self.data.seasons[self.state.season if index is None else index]
        return season.name.get(self.table.language, season.name["en"])

    def name_of(self, thing) -> str:
        return thing.name.get(self.table.language, thing.name["en"])

    def round_text(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.cartographers.over")
        return self.t("ui.cartographers.round", season=self.season_name(), time=s.time, threshold=s.threshold,
                      edicts=" + ".join(s.active_edicts))

    def objective(self) -> str:
        return self.words.objective()

    def describe(self, player: int, action: dict) -> str:
        return self.words.describe(action)

    def expected_move(self, action: dict) -> str:
        """A tutorial's hint: which shape and terrain the step asks for, on the cells it marks."""
        kind = action.get("kind")
        terrain = self.t(f"cartographers.terrain.{action['terrain']}") if action.get("terrain") else ""
        if kind == "draw":
            return self.t("ui.cartographers.expect_draw", shape=action["option"] + 1, terrain=terrain)
        if kind in ("fallback", "parcel"):
            return self.t("ui.cartographers.expect_cell", terrain=terrain)
        if kind == "monster":
            return self.t("ui.cartographers.expect_monster")
        return self.words.describe(action)

    def lesson_words(self, player: int, action: dict, other: dict) -> str:
        """A move as the log says it; on whose map, where it goes on another's (a monster)."""
        owner = self.lesson_owner(player)
        words = self.words.describe(action)
        return words if owner == player else self.t("ui.cartographers.coach_on_map", move=words,
                                                    name=self.state.players[owner])

    def lesson_note(self, player: int, made: dict, better: dict) -> str:
        """A monster on a neighbour's map costs them: the points are the learner's margin."""
        owner = self.lesson_owner(player)
        return "" if owner == player else self.t("ui.cartographers.coach_margin", name=self.state.players[owner])

    # --- pieces --------------------------------------------------------------------------------
    def snap(self, pos):
        """The map cell under the pointer; one ring round the map too (the shape is red there)."""
        b = self.board
        r = (pos[1] - b.rect.top) // b.cell
        c = (pos[0] - b.rect.left) // b.cell
        return (r, c) if -1 <= r <= self.rows and -1 <= c <= self.cols else None

    def step(self, target, delta):
        """Arrow keys: one cell, as far as one ring round the map (like the pointer)."""
        return (min(self.rows, max(-1, target[0] + delta[1])), min(self.cols, max(-1, target[1] + delta[0])))

    @staticmethod
    def cells_for(shape: Shape, target, rotation: int, mirrored: bool) -> tuple:
        """The shape turned and mirrored, its middle cell on `target` (the pointer's cell)."""
        oriented = shape.oriented(rotation, mirrored)
        anchor = (target[0] - (oriented.height - 1) // 2, target[1] - (oriented.width - 1) // 2)
        return oriented.at(anchor)

    def piece(self, index: int | None = None) -> Piece | None:
        """The chosen shape (or single cell) of the offer, ready to be dragged."""
        offer = self.offer()
        if not offer.hand:
            return None
        index = self.option if index is None else index
        item = offer.hand[index]
        shape = item.shape
        build = self._builder(item)
        turns = item.turns and offer.kind != "erase"
        monster = offer.kind in ("monster", "erase")
        piece = Piece(key=(offer.kind, item.option), snap=self.snap, rotations=4 if turns else 1, mirrorable=turns,
                      action=lambda target, rot, mir: build(self.cells_for(shape, target, rot, mir)),
                      move=self.step, targets=lambda: [(r, c) for r in range(self.rows) for c in range(self.cols)],
                      at=lambda target: self.board.cell_rect(target).center)
        piece.data.update(shape=shape, terrain=lambda: "monster" if monster else self.terrain)
        piece.start, piece.rotation, piece.mirrored = self._start(offer, item)
        return piece

    def _builder(self, item: cartographers.InHand):
        """The engine's action for the cells the shape in hand covers."""
        if item.action == "draw":
            return lambda cells: cartographers.Draw(item.option, self.terrain, cells)
        if item.action == "fallback":
            return lambda cells: cartographers.Fallback(self.terrain, cells[0])
        if item.action == "parcel":
            return lambda cells: cartographers.Parcel(self.terrain, cells[0])
        if item.action == "monster":
            return lambda cells: cartographers.Monster(cells)
        return lambda cells: cartographers.UseSkill("clear_monster", cells[0])

    def _start(self, offer: Offer, item: cartographers.InHand):
        """A target, turn and mirror where the piece is legal (keyboard placement starts
        there): the first of the engine's legal actions this shape makes."""
        shape = item.shape
        for action in self.state.legal_actions(offer.player):
            if (action.kind != item.action or getattr(action, "option", item.option) != item.option
                    or getattr(action, "skill", "clear_monster") != "clear_monster"):
                continue
            cells = tuple(action.cells) if hasattr(action, "cells") else (tuple(action.cell),)
            found = Shape(cells)
            for rotation in range(4):
                for mirrored in (False, True):
                    if shape.oriented(rotation, mirrored) == found:
                        r0 = min(r for r, _ in cells)
                        c0 = min(c for _, c in cells)
                        return (r0 + (found.height - 1) // 2, c0 + (found.width - 1) // 2), rotation, mirrored
        return (self.rows // 2, self.cols // 2), 0, False

    def held_shape(self, index: int):
        """Shape `index` of the hand as the band shows it: turned and mirrored as the
        ghost is while it is held."""
        shape = self.offer().hand[index].shape
        dd = self.table.drag
        if dd.holding and index == self.option and dd.held.data.get("shape") is shape:
            return shape.oriented(dd.held.rotation, dd.held.mirrored)
        return shape

    def pick(self, index: int, pos=None) -> None:
        """Take shape `index` of the offer in hand (from the pointer, or for the keyboard)."""
        offer = self.offer()
        if index >= len(offer.hand):
            return
        self.option = index
        piece = self.piece(index)
        if piece is not None:
            self.table.drag.pick(piece, pos, keyboard=pos is None)

    def next_terrain(self, step: int = 1) -> None:
        terrains = self.offer().terrains
        if terrains:
            i = terrains.index(self.terrain) if self.terrain in terrains else 0
            self.terrain = terrains[(i + step) % len(terrains)]
            self.band.refresh()
            dd = self.table.drag
            if dd.holding:
                dd._cache = {}
                dd._retarget(dd.target)

    def start_erasing(self) -> None:
        """Clear Monster: the next cell picked on the map is erased (and the skill paid)."""
        self.erasing, self._arming = True, True
        try:
            self.pick(0)
        finally:
            self._arming = False

    def hand_over_note(self, player: int) -> str:
        """In an ambush: whose map the next person draws the monster on."""
        decision = self.state.decision(player)
        if decision is None or decision.kind != "monster" or not decision.concerns:
            return ""
        owner = self.state.players[decision.concerns[0]]
        return self.t("ui.cartographers.map_drawn_by", name=owner, drawer=self.state.players[player])

    # --- events -------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        s = self.state
        if self.enlarged is not None and self.close_enlarged(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_thumb = next((p for rect, p in self.thumb_rects() if rect.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, p in self.thumb_rects():
                if rect.collidepoint(event.pos):
                    self.enlarged = p
                    return True
        if s.is_over() or not self.table.human_turn:
            return self.band.handle_event(event, active=False)
        if self.band.handle_event(event, active=True):
            return True
        offer = self.offer()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.board.cell_at(event.pos)
            if cell is not None and offer.kind == "shrink":
                self.table.try_action(cartographers.Shrink(cell))
                return True
            if cell is not None and offer.hand:
                self.pick(self.option, event.pos)
                return True
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def close_enlarged(self, event) -> bool:
        """A map enlarged over one's own is a glance: a press or a key closes it. A
        press on it, or Esc, does only that; a press elsewhere (a shape, a terrain)
        and any other key go on to the table at once, so the next drag starts."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.enlarged = None
            return self.painter.enlarged_board().rect.collidepoint(event.pos)
        if event.type == pygame.KEYDOWN:
            self.enlarged = None
            return event.key == pygame.K_ESCAPE
        return False

    def key(self, key) -> bool:
        offer = self.offer()
        if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(offer.hand):
            self.pick(key - pygame.K_1)
            return True
        if key == pygame.K_t:
            self.next_terrain()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
                   pygame.K_UP, pygame.K_DOWN):
            if offer.kind == "shrink":
                cells = [a.cell for a in self.state.legal_actions(offer.player) if isinstance(a, cartographers.Shrink)]
                if cells and key != pygame.K_SPACE:
                    self.table.try_action(cartographers.Shrink(cells[0]))
                return True
            self.pick(self.option)
            return True
        return False

    def thumb_rects(self):
        players = self.thumb_players()
        return [(rect, players[i]) for rect, i in self.thumbs if i < len(players)]

    # --- after each action: coins, new monsters, the season's end -----------------------------
    def on_action(self, player) -> None:
        s = self.state
        for q, sheet in enumerate(s.sheets):
            old = self.seen_sheets[q] if q < len(self.seen_sheets) else sheet
            if old is sheet:
                continue
            owner, drawn = s.last_drawn[q]   # what the map's owner drew last, and where
            own = drawn if owner == q else ()
            if sheet.coins > old.coins:   # where the coin came from: the mountain paid, else the drawing
                paid = sorted(set(sheet.cells_of("paid")) - set(old.cells_of("paid")))
                cells = paid or sorted(own) or [(self.rows // 2, self.cols // 2)]
                self.floats.append([self.t("ui.cartographers.float_coins", n=sheet.coins - old.coins), q, cells[0],
                                    ANIMATION])
            fresh = sorted(set(sheet.cells_of("monster")) - set(old.cells_of("monster")))
            for i, c in enumerate(c for c in fresh if c not in own):   # a monster the owner drew does not flash
                self.flashes.append([q, c, 0.12 * i, ANIMATION])
        # taken back: coins or a monster no longer on the map are no longer marked
        self.floats = [f for f in self.floats
                       if f[1] >= len(self.seen_sheets) or s.sheets[f[1]].coins >= self.seen_sheets[f[1]].coins]
        self.flashes = [f for f in self.flashes if s.sheets[f[0]].terrain_at(f[1]) == "monster"]
        self.seen_sheets = list(s.sheets)
        shown = self.seen_revealed
        new = s.revealed[len(shown):] if s.revealed[:len(shown)] == shown else s.revealed
        self.seen_revealed = s.revealed
        tutorial = self.table.teaching   # its steps say what an ambush or a season's end does
        for card_id in new:
            card = self.data.ambush.get(card_id)
            if card is not None and not tutorial:
                self.notice = self.ambush_notice(card)
        rows = len(s.season_rows[0])
        if rows > self.seen_rows and not s.is_over() and not tutorial:
            self.table.push(lambda app: SeasonScene(app, self, rows - 1))
        self.seen_rows = rows
        if self.enlarged is not None and self.enlarged >= len(s.players):
            self.enlarged = None

    def ambush_notice(self, card) -> str:
        """What an ambush card does, said when it is revealed."""
        if len(self.state.players) == 1:
            return self.t("ui.cartographers.solo_ambush", card=self.name_of(card),
                          corner=self.t(f"ui.cartographers.corner.{card.solo_corner}"))
        return self.t("ui.cartographers.ambush_notice", card=self.name_of(card),
                      direction=self.t(f"cartographers.direction.{card.direction}"))

    @property
    def animating(self) -> bool:
        return bool(self.floats or self.flashes or self.notice)

    def update(self, dt: float) -> None:
        if self.notice:
            self.table.toast(self.notice, theme.BAD, 3.0)
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

    def rule_at(self, pos):
        """The rule text of what lies under `pos`: an edict, skill or card, or a
        cell of the map in view (its terrain, a ruin, an empty cell)."""
        found = self.band.rule_at(pos)
        cell = self.board.cell_at(pos)
        sheet = self.state.sheets[self.focus]
        if found is not None or cell is None or not sheet.on_map(cell):
            return found
        terrain = sheet.terrain_at(cell)
        if terrain is None:  # an empty cell, with or without a ruin
            ruin = cell in sheet.cells_of("open_ruins")
            title = self.t("cartographers.terrain.ruins") if ruin else self.t("ui.cartographers.empty_cell")
            return title.capitalize(), self.rule_point("ruins" if ruin else "draw.empty")
        point = {"mountain": "coin.mountain", "monster": "cartographers.monsters",
                 "wasteland": "map"}.get(terrain, "draw.terrain")
        return self.t(f"cartographers.terrain.{terrain}").capitalize(), self.rule_point(point)

    # --- the tutorial's pointer ---------------------------------------------------------------
    def map_board(self, player: int) -> SquareBoard | None:
        """Where `player`'s map is on screen: the large board or a thumbnail."""
        if player == self.focus:
            return self.board
        return next((self.painter.thumb_board(rect) for rect, p in self.thumb_rects() if p == player), None)

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        """A tutorial step's target: `card`, `band` (the card with its shape and terrain
        buttons), `shape` (at: index), `terrain` (at: name), `skill` (at: id), `skills`,
        `edict` (at: letter), `edicts`, `seasons`, `time`, `coins`, `revealed`, `map` or
        `thumb` (player), and `cells` (player, at: [[r, c], ...]). Any target may add
        `cells` (with `player`): those cells of that map are lit too."""
        kind, player = target["kind"], target.get("player", 0)
        band = self.band
        rects: list[pygame.Rect] = []
        if kind == "card":
            rects = [band.card_rect]
        elif kind == "band":
            rects = [band.card_rect.unionall(band.shape_rects + [b.rect for b in band.terrain_buttons])]
        elif kind == "shape":
            rects = band.shape_rects[target["at"]:target["at"] + 1]
        elif kind == "terrain":
            rects = [b.rect for b in band.terrain_buttons if b.key == f"terrain:{target['at']}"]
        elif kind == "skill":
            rects = [b.rect for b in band.skill_buttons if b.key == f"skill:{target['at']}"]
        elif kind == "skills":
            rects = [b.rect for b in band.skill_buttons]
        elif kind == "edict":
            rects = [rect for rect, letter in band.edict_rects if letter == target["at"]]
        elif kind == "edicts":
            rects = [rect for rect, _ in band.edict_rects]
            rects = [rects[0].unionall(rects[1:])] if rects else []
        elif kind in ("seasons", "time", "coins", "revealed"):
            rects = [band.column.areas[kind]] if kind in band.column.areas else []
        elif kind in ("map", "thumb"):
            board = self.map_board(player)
            rects = [board.rect] if board is not None else []
        cells = target.get("at") if kind == "cells" else target.get("cells", ())
        board = self.map_board(player) if cells else None
        if board is not None:
            rects += [board.cell_rect(tuple(cell)) for cell in cells]
        return rects

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        return self.band.draw_edicts(surface, rect)

    # --- the drawing: the painter's ----------------------------------------------------------
    def draw(self, surface) -> None:
        self.painter.draw(surface)

    def draw_overlay(self, surface) -> None:
        self.painter.draw_overlay(surface)

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        return self.painter.draw_lesson(surface, rect, player, action, other)

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=(), sheet=None) -> None:
        self.painter.draw_board(surface, rect, player, highlight, sheet)

    # --- results ------------------------------------------------------------------------------
    def result_rows(self, sheet) -> list:
        return self.words.result_rows(sheet)

    def result_notes(self) -> list[str]:
        return self.words.result_notes()

    def solo_title(self) -> str | None:
        """Solo: the title the rating earns, the results' headline (§1.9)."""
        if len(self.state.players) != 1:
            return None
        return self.name_of(self.state.solo_result(0).title)



VIEW = CartographersView  # found by gui.views.make_view
