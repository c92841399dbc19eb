"""The Rome table: the screen player's hex landscape large, the other
landscapes as thumbnails on the left (a click enlarges one), the tray at the
bottom (split, offers, hand, elephants, missions), the market above (advanced).
A short board puts the tray beside the landscape; a short and narrow one (an
open drawer) shows the landscapes as a row of tabs to keep the landscape large."""
from __future__ import annotations

import pygame

from ...engine import rome
from ... import text, theme
from ...widgets import draw_tooltip
from ...layout import Layout
from ..base import GameView
from .land import LandPainter
from .lesson import Lesson
from .market import MarketRow
from .marks import RomeMarks
from .pieces import RomePieces
from .sentences import RomeSentences
from .trays import Trays


# The landscape's least room in units (its width beside the tray, its height above it):
# on less the tray goes beside the landscape, then the board is slim (the landscapes as tabs).
LAND_LEAST = (200, 210)


class RomeView(GameView):
    """Lays out the Rome table and turns clicks, drags and keys into Rome actions."""
    takes = frozenset({"choose", "take_segment", "keep_mission"})

    def __init__(self, table):
        super().__init__(table)
        self.enlarged: int | None = None   # another player's landscape shown large until the next action
        # under the pointer: ("land", player, cell), ("segment", i), ("tile", t), ("seat", p), ("thumb", p)
        self.hover = None
        self.report: list[str] = []        # what the last reveal showed
        self.land_rect = self.strip = self.tray_rect = self.market_rect = pygame.Rect(0, 0, 0, 0)
        self.columns = False   # the tray beside the landscape (a short board), not under it
        self.slim = False      # and narrow too: the landscapes as tabs, End turn under the landscape
        self.bar = self.home_tab = pygame.Rect(0, 0, 0, 0)   # that row under it; the home landscape's tab
        self.thumbs: list[tuple[pygame.Rect, int]] = []
        self.thumb_areas: dict[int, pygame.Rect] = {}   # where each thumbnail's landscape was drawn
        self.seat_rows: list[tuple[pygame.Rect, int]] = []   # the side panel's line of each player
        self.mission_rows: list[tuple[pygame.Rect, int]] = []   # ... and of each mission kept
        self.table_rect = self.missions_rect = pygame.Rect(0, 0, 0, 0)   # parts of the side panel
        self._boards: dict = {}
        self._thumbs: dict = {}  # player -> (what it shows, surface)
        self.trays = Trays(self)
        self.market = MarketRow(self)
        self.lesson = Lesson(self)
        self.land = LandPainter(self)
        self.words = RomeSentences(self)
        self.pieces = RomePieces(self)
        self.marks = RomeMarks(self)

    # --- whose screen ------------------------------------------------------------------
    @property
    def home(self) -> int:
        """The landscape drawn large unless another is enlarged: the screen seat's (with nobody
        at the screen, the player's whose turn it is)."""
        return self.watched

    @property
    def acting(self) -> int | None:
        """The human at the screen who may act now, or None (also while their turn is
        complete and only waits for End turn: then nothing of theirs can be picked up)."""
        d = self.decision
        return d.player if d is not None and d.kind != "end_turn" else None

    def doing(self, *kinds: str):
        """The engine's decision for the human at the screen, if it is one of `kinds`."""
        d = self.decision
        return d if d is not None and d.kind in kinds else None

    @property
    def ending(self) -> bool:
        """The human at the screen has completed the turn and only confirms it now."""
        return self.table.human_turn and self.table.must_end_turn

    @property
    def shown(self) -> int:
        return self.enlarged if self.enlarged is not None else self.home

    def name(self, kind: str, key) -> str:
        return self.t(f"rome.{kind}.{key}")

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The tray under the landscape where the landscape keeps its least height; else
        beside it where it keeps its least width; else the slim board (an open drawer)."""
        super().layout(rect)
        self.seat_rows, self.mission_rows = [], []  # the panel's rows: drawn anew if the panel shows (a drawer may be shut)
        self.bar = self.market_rect = pygame.Rect(0, 0, 0, 0)
        lay = Layout(self.u)
        self.columns, self.slim = lay.first(lambda: self.layout_below(lay, rect),
                                            lambda: self.layout_columns(lay, rect),
                                            lambda: self.layout_slim(lay, rect))
        self.trays.layout(self.tray_rect, narrow=self.columns, bar=self.bar if self.slim else None)
        self.market.layout(self.market_rect, compact=self.columns and self.market_rect.height < lay.px(100))
        self._boards = {}

    def layout_below(self, lay: Layout, rect: pygame.Rect) -> tuple[bool, bool]:
        """The others' thumbnails in a strip at the left, the market across the top, the
        landscape under its name, the tray across the foot."""
        market = 118 + 10 if self.state.advanced else 0
        upper, self.tray_rect = lay.column(lay.inset(rect, 10), lay.grow(least=market + 24 + LAND_LEAST[1]),
                                           lay.fixed(182), gap=10)
        self.strip, right = lay.row(upper, lay.fixed(150), lay.grow(), gap=10)
        if self.state.advanced:
            self.market_rect, right = lay.column(right, lay.fixed(118), lay.grow(), gap=10)
        _, self.land_rect = lay.column(right, lay.fixed(24), lay.grow())
        return False, False

    def layout_columns(self, lay: Layout, rect: pygame.Rect) -> tuple[bool, bool]:
        """A short board: the thumbnails at the left, the market across the top (lower where the
        board is short), under it the landscape and at the right the tray, as tall as it may be."""
        pad = 8 if rect.height >= lay.px(360) else 6
        self.strip, right = lay.row(lay.inset(rect, pad), lay.fixed(100 if rect.width >= lay.px(560) else 64),
                                    lay.grow(), gap=pad)
        if self.state.advanced:
            high = 118 if rect.height >= lay.px(400) else 52
            self.market_rect, right = lay.column(right, lay.fixed(high), lay.grow(), gap=pad)
        tray = max(lay.px(210), min(lay.px(300), round(0.42 * rect.width)))
        land, self.tray_rect = lay.row(right, lay.grow(least=LAND_LEAST[0]), lay.measured(tray), gap=pad)
        _, self.land_rect = lay.column(land, lay.fixed(20), lay.grow())
        return True, False

    def layout_slim(self, lay: Layout, rect: pygame.Rect) -> tuple[bool, bool]:
        """A short and narrow board (beside an open drawer): the landscape as large as may be.
        At the top a row of tabs (each player's name and gems: a click shows that landscape),
        the market under it, then the landscape at the left with a row under it (End turn, the
        step's hint before) and the tray at the right, down to the board's foot."""
        self.strip, _, body = lay.column(lay.inset(rect, 6), lay.fixed(22), lay.fixed(5), lay.grow(), squeeze=True)
        if self.state.advanced:
            self.market_rect, body = lay.column(body, lay.fixed(52), lay.grow(), gap=6, squeeze=True)
        land_h = body.height - lay.px(46) - lay.px(6)
        # the tray from 160 to 200 units wide, but no wider than the landscape is high (the
        # landscape the largest thing), nor leaving the landscape narrower than End turn under it
        tray = max(lay.px(160), min(lay.px(200), round(0.42 * body.width)))
        tray = min(tray, max(lay.px(150), land_h), body.width - lay.px(6) - lay.px(192))
        left, self.tray_rect = lay.row(body, lay.grow(), lay.measured(tray), gap=6, squeeze=True)
        self.land_rect, self.bar = lay.column(left, lay.grow(), lay.fixed(46), gap=6, squeeze=True)
        return True, True

    def end_turn_place(self, size: tuple[int, int]) -> tuple[int, int] | None:
        """Beside the landscape, in the tray's bottom row (kept free for it); under the
        landscape, the board's bottom right corner (the tray's); on a slim board, the
        row under the landscape (the tray's button is in the tray)."""
        if self.slim:
            return self.bar.right - size[0], self.bar.bottom - size[1]
        if not self.columns:
            return None
        gap = round(6 * self.u)
        return self.tray_rect.right - size[0] - gap, self.tray_rect.bottom - size[1] - gap

    @property
    def land_area(self) -> pygame.Rect:
        """Where the landscape shown is drawn: its rect; on a slim board once the game is
        over, with the tray's room (the tray is empty then: the scoring is looked at)."""
        if self.slim and self.state.is_over():
            return self.land_rect.union(self.tray_rect)
        return self.land_rect

    @property
    def toast_centre(self):
        """Low on the landscape; on a slim board in the row under it (free while the step goes on)."""
        if self.slim:
            return self.bar.center
        return (self.land_rect.centerx, self.land_rect.bottom - round(24 * self.u))

    # --- events --------------------------------------------------------------------------------
    def on_action(self, player) -> None:
        """After an action, an End turn or an undo: a reveal tells what it showed (the
        engine's `last_reveal`: the secret phase whose choices it revealed)."""
        s = self.state
        self.enlarged = None
        self.trays.forget_final()
        if s.last_reveal == "choose":
            self.report = [self.t("ui.rome.took", name=s.players[offer.receiver], maker=s.players[offer.maker],
                                  lot=self.name("lot", s.choices[offer.receiver])) for offer in s.offers]
            self.table.toast(self.t("ui.rome.choices_revealed"), theme.ACCENT, 2.5)
        elif s.last_reveal == "divide":
            self.report = []
            self.table.toast(self.t("ui.rome.offers_revealed"), theme.ACCENT, 2.5)
        elif s.last_reveal == "mission":
            self.report = [self.t("ui.rome.kept", name=name, id=s.missions[p][-1], coins=s.coins[p])
                           for p, name in enumerate(s.players) if s.missions[p]]

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.thing_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.slim and self.home_tab.collidepoint(event.pos):
                self.enlarged = None
                return True
            for rect, player in self.thumbs:
                if rect.collidepoint(event.pos):
                    self.enlarged = None if self.enlarged == player else player
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.enlarged is not None:
            self.enlarged = None
            return True
        if self.trays.handle_event(event) or self.market.handle_event(event):
            return True
        p = self.acting
        if p is None or self.shown != p:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.land_area.collidepoint(event.pos):
            cell = self.land.main_board().cell_at(event.pos)
            if self.doing("place_elephant") and cell in self.state.landscapes[p]:
                self.table.try_action(rome.PlaceElephant(*cell))   # the engine says why not, if not
                return True
            building = self.doing("place_building")
            if building and cell in building.param("cells"):
                self.table.try_action(rome.PlaceBuilding(*cell))
                return True
        return False

    def thing_at(self, pos):
        for rect, player in self.seat_rows:
            if rect.collidepoint(pos):
                return ("seat", player)
        for rect, m in self.mission_rows:
            if rect.collidepoint(pos):
                return ("mission", m)
        for rect, player in self.thumbs:
            if rect.collidepoint(pos):
                return ("thumb", player)
        board = self.land.main_board()
        if self.land_area.collidepoint(pos):
            cell = board.cell_at(pos)
            if cell in self.state.landscapes[self.shown]:
                return ("land", self.shown, cell)
        segment = self.market.segment_at(pos)
        if segment is not None:
            return ("segment", segment)
        tile = self.trays.tile_at(pos)
        return ("tile", tile) if tile is not None else None

    # --- what the view says: its sentences' ----------------------------------------------------
    def round_text(self) -> str:
        return self.words.round_text()

    def objective(self) -> str:
        return self.words.objective()

    def describe(self, player: int, action: dict) -> str:
        return self.words.describe(player, action)

    def expected_move(self, action: dict) -> str:
        return self.words.expected_move(action)

    def hover_lines(self) -> list[str]:
        return self.words.hover_lines()

    def rule_at(self, pos):
        return self.words.rule_at(pos)

    def rule_codes(self, item) -> tuple[str, ...]:
        return self.words.rule_codes(item)

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        return self.words.draw_panel_extra(surface, rect)

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One landscape fitted into `rect` (results, replay), `highlight` cells lit."""
        self.land.draw_board(surface, rect, player, highlight)

    # --- a move marked (the hint, the replay, the coach), the tutorial's pointer: the marks' ---------
    def move_marks(self, action: dict) -> tuple:
        return self.marks.move_marks(action)

    def mark_rects(self, player: int, marks: tuple) -> list[pygame.Rect]:
        return self.marks.mark_rects(player, marks)

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        return self.marks.tutorial_rects(target)

    def tutorial_box_at(self, target: dict, size: tuple[int, int]) -> tuple[int, int] | None:
        return self.marks.tutorial_box_at(target, size)

    # --- the coach ---------------------------------------------------------------------------------
    def look_rects(self, player: int, action: dict) -> list[pygame.Rect]:
        """A hint's first step for a split or a choice: the tray where it is made."""
        if action.get("kind") in ("divide", "choose") and self.tray_rect.width:
            return [self.tray_rect.copy()]
        return super().look_rects(player, action)

    def hint_words(self, player: int, action: dict) -> str:
        """A split or a choice names both lots, their tiles and the gem, as the coach does."""
        words = self.expected_move(action)
        offer = self.state.offer_for(player) if action.get("kind") == "choose" else None
        if offer is not None:   # the lot to take, and what it holds
            lot = offer.lot(action["lot"])
            return self.t("ui.rome.expect_choose", lot=self.name("lot", action["lot"]),
                          tiles=self.lesson.tiles_words(lot.tiles, lot.gem))
        if action.get("kind") == "divide":
            return f"{words} ({self.lesson.words(player, action)})"
        return words

    def lesson_words(self, player: int, action: dict, other: dict) -> str:
        return self.lesson.words(player, action)

    def lesson_owner(self, player: int) -> int:
        """A split or a choice concerns a neighbour, but the coach shows the learner's landscape."""
        return player

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        return self.lesson.draw(surface, rect, player, action, other)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        s, u = self.state, self.u
        player = self.shown
        if not self.slim:   # on a slim board the lit tab says whose landscape shows
            self.draw_label(surface, player)
        board = self.land.main_board()
        lit = self.land.lit_cells()
        surface.set_clip(self.land_area.inflate(round(8 * u), round(8 * u)))
        if player == self.acting:
            self.land.draw_open_cells(surface, board)
        self.land.draw_landscape(surface, player, board, lit)
        if not s.landscapes[player]:
            empty = self.t("ui.rome.empty" if player == self.table.seat else "ui.rome.empty_other")
            size, width = round(15 * u), self.land_rect.width
            width = round(width * 0.7) if width >= 300 * u else width - round(16 * u)
            least = round(size / theme.growth(self.table.size))
            while size > least and len(text.wrap(empty, size, width)) * size * 22 // 15 > self.land_rect.height // 2:
                size -= 1   # a narrow landscape (beside an open drawer): smaller, down to the size at 100%
            lines, step = text.wrap(empty, size, width), round(size * 22 / 15)
            # under the first place (in the middle), kept in the landscape's room
            top = min(self.land_rect.centery + round(board.size * 1.3), self.land_rect.bottom - len(lines) * step)
            for i, line in enumerate(lines):
                text.draw(surface, line, (self.land_rect.centerx, top + i * step), size, theme.TEXT_DIM,
                          anchor="midtop")
        if player == self.acting:
            if self.table.aids and self.table.drag.holding:  # learning aid: where the held piece may go
                for cell in self.pieces.held_cells():
                    pygame.draw.circle(surface, theme.GOOD, board.centre(cell), max(3, round(board.size / 6)))
            self.land.draw_ghost(surface, board)
        surface.set_clip(None)
        self.land.draw_strip(surface)
        self.market.draw(surface)
        if self.land_area == self.land_rect:
            self.trays.draw(surface)

    def draw_label(self, surface, player: int) -> None:
        """Whose landscape shows, above it."""
        s, u = self.state, self.u
        if player == self.table.seat:
            label = self.t("ui.rome.your_landscape", name=s.players[player])
        elif player == self.home:   # a game of computers only: nobody's own
            label = self.t("ui.rome.landscape", name=s.players[player])
        else:
            # in a tutorial Esc leaves it: only the click takes one back
            label = self.t("ui.rome.landscape_of_click" if self.table.teaching else "ui.rome.landscape_of",
                           name=s.players[player])
        room = self.land_rect.width
        size = text.fitting(label, round(16 * u), room, bold=True, least=1 / theme.growth(self.table.size))
        text.draw(surface, text.elide(label, size, room, bold=True), (self.land_rect.left, self.land_rect.top
                  - round(4 * u)), size, theme.player_colour(player), bold=True, anchor="bottomleft")

    def draw_overlay(self, surface) -> None:
        """The held thing under the pointer, or the hover tip."""
        if self.table.drag.holding:
            self.trays.draw_held(surface)
        elif self.hover is not None:
            draw_tooltip(surface, self.hover_lines(), self.table.pointer, round(14 * self.u))

    def held_note(self) -> list[str]:
        """What a tile laid there would gain now."""
        gain = self.pieces.gain()
        return [self.t("ui.rome.tip_gain", points=gain)] if gain is not None else []


VIEW = RomeView  # found by gui.views.make_view
