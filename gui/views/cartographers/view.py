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
from ...dragdrop import Piece
from ...geometry import SquareBoard
from ..base import GameView
from .hand import Hand
from .maps import MapCache, MapPainter, plan_table
from .marks import CartographersMarks
from .news import TableNews
from .panel import Band
from .sentences import CartographersSentences

ERASER = cartographers.InHand("use_skill", Shape([(0, 0)]))   # clear_monster: the monster cell to erase


@dataclass(frozen=True)
class Offer:
    """The engine's decision for the player at the screen, as the band and the map
    show it: its kind, or "erase" (clear_monster chosen: a monster cell is picked
    next), "end" (their part is done and waits for End turn) or "wait"; whose it is
    (`player`: the table's `player`, whose hands the screen is in, a computer's too
    while one plays); on whose map (`owner`); the shapes in hand (the decision's
    InHand entries) and terrains."""
    kind: str
    player: int | None = None
    owner: int | None = None
    hand: tuple = ()
    terrains: tuple = ()
    decision: Decision | None = None

    def param(self, name: str, default=None):
        return self.decision.param(name, default) if self.decision is not None else default


class CartographersView(GameView):
    """The Cartographers table (the module's docstring). Its parts: the map painter
    (`painter`), the card band and column (`band`), the shapes in hand (`hand`), what
    each action brought (`news`), where things lie (`marks`) and its words (`words`)."""

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
        self.hand = Hand(self)
        self.marks = CartographersMarks(self)
        self.option, self.terrain = 0, None
        self.erasing = False           # clear_monster chosen: a monster cell is picked next
        self.enlarged: int | None = None
        self.hover_thumb: int | None = None
        self.floats: list[list] = []   # [text, owner, cell, seconds left]
        self.flashes: list[list] = []  # [owner, cell, delay, seconds left]
        self.notice = ""               # a message shown at the next update (after the scene's own)
        self._offer_key, self._offer = None, Offer("wait")
        self.news = TableNews(self)

    # --- who draws what, where: the engine's decision ----------------------------------
    def offer(self) -> Offer:
        drag = self.table.drag
        p = self.table.player
        if self.erasing and not self.hand.arming and not (drag.holding and drag.held.key[0] == "erase"):
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
        owner = decision.concerns[0] if decision.concerns else p   # a neighbour's map in an ambush
        if decision.kind == "end_turn":   # done, not yet confirmed: the map drawn on stays in view
            return Offer("end", p, owner, decision=decision)
        if self.erasing and "clear_monster" in decision.param("skills", ()):
            return Offer("erase", p, p, (ERASER,), ("monster",), decision)
        return Offer(decision.kind, p, owner, decision.hand, decision.param("terrains", ()), decision)

    @property
    def focus(self) -> int:
        """Whose map is shown large: the one the player at the screen draws on, else
        the home map."""
        offer = self.offer()
        return offer.owner if offer.owner is not None else self.home

    @property
    def home(self) -> int:
        """The seat whose map is the screen's own: the seat at the screen (the table's
        `seat`); where that is nobody's and no person is at it (phones around it, computers
        alone), whoever draws now; else (no person has had the screen yet, a replay) the
        first person's at the table, else the first seat's."""
        seat = self.table.seat
        if seat is not None:
            return seat
        people = [p for p in range(len(self.state.players)) if self.table.is_human(p)]
        return self.watched if not people and self.table.player is not None else next(iter(people), 0)

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

    # --- texts: the sentences' ----------------------------------------------------------------
    def season_name(self, index: int | None = None) -> str:
        season = self.data.seasons[self.state.season if index is None else index]
        return season.name.get(self.table.language, season.name["en"])

    def name_of(self, thing) -> str:
        return thing.name.get(self.table.language, thing.name["en"])

    def coins(self, player: int) -> int:
        """`player`'s coins as drawn now: counting to a new number (gui/counting.py)."""
        return self.table.counted(("coins", player), self.state.sheets[player].coins_left)

    def round_text(self) -> str:
        return self.words.round_text()

    def objective(self) -> str:
        return self.words.objective()

    def table_events(self) -> list[str]:
        said, self.news.events = self.news.events, []
        return said

    def move_board(self, player: int, action: dict) -> int:
        """A monster goes on the map passed to its drawer (the engine says whose)."""
        if action.get("kind") == "monster":
            return self.state.last_drawn[player][0]
        return player

    def move_origin(self, player: int, action: dict) -> pygame.Rect | None:
        """A shape drawn comes from the card everybody draws from."""
        return self.band.card_rect if action.get("kind") == "draw" else None

    def hint_keep_clear(self, player: int, action: dict) -> list[pygame.Rect]:
        """The card with its shape and terrain buttons: the hint's shape and terrain stay in sight."""
        return self.marks.tutorial_rects({"kind": "band"}) if action.get("kind") == "draw" else []

    def describe(self, player: int, action: dict) -> str:
        return self.words.describe(action)

    def expected_move(self, action: dict) -> str:
        return self.words.expected_move(action)

    def lesson_words(self, player: int, action: dict, other: dict) -> str:
        return self.words.lesson_words(player, action)

    def lesson_note(self, player: int, made: dict, better: dict) -> str:
        return self.words.lesson_note(player)

    def hand_over_note(self, player: int) -> str:
        return self.words.hand_over_note(player)

    # --- pieces: the hand's -------------------------------------------------------------------
    cells_for = staticmethod(Hand.cells_for)   # where a shape turned on a cell lies (the tests ask it)

    def piece(self, index: int | None = None) -> Piece | None:
        """The chosen shape of the offer, ready to be dragged."""
        return self.hand.piece(index)

    def held_shape(self, index: int):
        """Shape `index` of the hand as the band shows it (turned as its ghost is)."""
        return self.hand.held_shape(index)

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
                self.hand.pick(self.option, event.pos)
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
            self.hand.pick(key - pygame.K_1)
            return True
        if key == pygame.K_t:
            self.hand.next_terrain()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
                   pygame.K_UP, pygame.K_DOWN):
            if offer.kind == "shrink":
                cells = [a.cell for a in self.state.legal_actions(offer.player) if isinstance(a, cartographers.Shrink)]
                if cells and key != pygame.K_SPACE:
                    self.table.try_action(cartographers.Shrink(cells[0]))
                return True
            self.hand.pick(self.option)
            return True
        return False

    def thumb_rects(self):
        players = self.thumb_players()
        return [(rect, players[i]) for rect, i in self.thumbs if i < len(players)]

    # --- after each action: the news' -----------------------------------------------------------
    def on_action(self, player) -> None:
        self.news.on_action(player)

    @property
    def animating(self) -> bool:
        return bool(self.floats or self.flashes or self.notice)

    def update(self, dt: float) -> None:
        self.news.update(dt)

    # --- what lies where: the marks' ------------------------------------------------------------
    def rule_at(self, pos):
        return self.marks.rule_at(pos)

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        return self.marks.tutorial_rects(target)

    def panel_target(self, target: dict) -> bool:
        return target.get("kind") in ("edict", "edicts")   # the panel's column holds them

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
        return self.words.solo_title()


VIEW = CartographersView  # found by gui.views.make_view
