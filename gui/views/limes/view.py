"""The Limes table: the round's card to drag, the worker supply, the current
player's display large and the other display beside it."""
from __future__ import annotations

import pygame

from ...engine import limes
from ... import text, theme
from ...widgets import Button, draw_panel, draw_tooltip
from ...layout import Layout, Part
from ..base import GameView
from . import art
from .art import Display
from .board import DisplayPainter
from .hand import HandPainter
from .lesson import LimesLesson, slots
from .pieces import LimesPieces
from .sentences import PLACING, LimesSentences

# The displays' least room in units (width beside a column, height under a strip):
# on less, the hand goes beside them, then in a low strip above them.
DISPLAYS_LEAST = (316, 228)


class LimesView(GameView):
    def __init__(self, table):
        super().__init__(table)
        self.words = LimesSentences(self)
        self.lesson = LimesLesson(self)
        self.hand = HandPainter(self)
        self.boards = DisplayPainter(self)
        self.pieces = LimesPieces(self)
        self.skip = Button("", self.skip_worker, key="skip")
        self.hover_cell = None
        self.hover_player = None
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.supply_rect = pygame.Rect(0, 0, 0, 0)
        self.worker_spots: list[pygame.Rect] = []   # the supply's places, one per worker
        self.supply_width = 0                         # what the supply's label may take before it wraps
        self.main_rect = self.side_rect = pygame.Rect(0, 0, 0, 0)
        self.end_place = None
        humans = [i for i in range(len(self.state.players)) if table.is_human(i)]
        self._focus = humans[0] if humans else 0
        self.peek: int | None = None   # another seat's display shown large for a look (a click on it)

    @property
    def cards(self) -> dict:
        """Card number -> Card, as the game in play knows them."""
        return self.state.cards

    # --- who is shown large ------------------------------------------------
    @property
    def home(self) -> int:
        """The seat at the screen: the current player if human, else the last human seat
        (with nobody at the screen, the player's whose turn it is)."""
        if self.table.seat is None:
            return self.watched
        player = self.table.player
        if player is not None and self.table.is_human(player):
            self._focus = player
        return self._focus

    @property
    def focus(self) -> int:
        """The display shown large: one clicked for a look, else the home seat's."""
        return self.peek if self.peek is not None else self.home

    def on_action(self, player) -> None:
        self.peek = None   # the game moved on: one's own display again

    def look(self, event) -> bool:
        """A click on another's display shows it large, with its scores' territories
        under the pointer as one's own; any click (or Esc) then goes back."""
        if self.peek is not None and (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                                      or event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.peek = None
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.table.drag.holding:
            for p, display in self.displays()[1:]:
                if display.rect.collidepoint(event.pos):
                    self.peek = p
                    return True
        return False

    def displays(self) -> list[tuple[int, Display]]:
        """The seat shown large, with its open slots, as large as they fit but a card
        never larger than the card in hand; the other seat's beside it at most four
        fifths of that (no open slots: it never holds the card in hand)."""
        s = self.state
        main = Display(self.main_rect, s.displays[self.focus], s.open_positions(self.focus), span=None,
                       largest=max(4, self.card_rect.width // 2))
        shown = [(self.focus, main)]
        others = [p for p in range(len(s.players)) if p != self.focus]
        for i, p in enumerate(others):
            rect = self.side_rect.copy()
            rect.height //= max(1, len(others))
            rect.top += i * rect.height
            shown.append((p, Display(rect.inflate(0, -round(30 * self.u)), s.displays[p], span=None,
                                     largest=max(4, main.field * 4 // 5))))
        return shown

    def display_of(self, player: int) -> Display:
        return dict(self.displays())[player]

    # --- layout ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The hand (the round's card, the supply, Skip) in a strip above the displays
        where they keep their least height; else in a column beside them where they
        keep their least width; else in a low strip."""
        super().layout(rect)
        self.end_place = None
        lay = Layout(self.u)
        lay.first(lambda: self.layout_tall(lay, rect), lambda: self.layout_column(lay, rect),
                  lambda: self.layout_strip(lay, rect))

    def layout_tall(self, lay: Layout, rect: pygame.Rect) -> None:
        top, body = lay.column(lay.inset(rect, 14), lay.fixed(150), lay.grow(least=DISPLAYS_LEAST[1]), gap=14)
        _, hand = lay.column(top, lay.fixed(24), lay.grow())
        self.card_rect, _, self.supply_rect = lay.row(hand, lay.fixed(112, 112), lay.fixed(40), lay.fixed(7 * 46, 44))
        self.worker_spots = lay.grid(self.supply_rect.topleft, self.workers_each, 7, (lay.px(40),) * 2, gap=6)
        self.supply_width = self.supply_rect.width
        self.skip.rect = pygame.Rect(self.supply_rect.left, self.supply_rect.bottom + lay.px(10), lay.px(180),
                                     lay.px(34))
        _, self.main_rect = lay.column(body, lay.fixed(28), lay.grow())
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        if len(self.state.players) > 1:
            self.main_rect, self.side_rect = lay.row(self.main_rect, lay.grow(66), lay.grow(34), gap=14)

    def layout_column(self, lay: Layout, rect: pygame.Rect) -> None:
        """Wide and short: the hand in a column at the left, as wide as End turn, which
        takes Skip's place at its foot once the turn is complete."""
        column, body = lay.row(lay.inset(rect, 10), lay.fixed(190), lay.grow(least=DISPLAYS_LEAST[0]), gap=14)
        self.skip.rect = pygame.Rect(column.left, column.bottom - lay.px(34), column.width, lay.px(34))
        self.end_place = (column.left, column.bottom - lay.px(46))
        self.supply_width = column.width
        label = self.label_height(self.t("ui.limes.this_round"), column.width)
        supply = self.label_height(self.t("ui.limes.supply", n=self.workers_each), column.width)
        card = Part(lay.px(48), 1, min(lay.px(112), column.width - lay.px(34)))
        _, card, _, _, _, workers, _ = lay.column(column, lay.measured(label), card, lay.fixed(10),
                                                  lay.measured(supply), lay.fixed(4), lay.fixed(40 + 34 + 8 + 46),
                                                  Part(), squeeze=True)
        self.card_rect = pygame.Rect(card.left, card.top, card.height, card.height)
        self.worker_spots = lay.grid(workers.topleft, self.workers_each, 4, (lay.px(34),) * 2, gap=6)
        self.supply_rect = self.worker_spots[0].unionall(self.worker_spots)
        self.place_displays(lay, body)

    def layout_strip(self, lay: Layout, rect: pygame.Rect) -> None:
        """Narrow and short: the hand in a low strip, the supply in one row beside
        the card, and under it Skip or, once the turn is complete, End turn at
        Skip's place and size (a larger one would cover the supply or the displays)."""
        area = lay.inset(rect, 10)
        title = self.t("ui.limes.this_round")
        label = self.label_height(title, area.width // 2)
        beside = max(lay.px(64 + 34), text.font(lay.px(14)).size(title)[0] + lay.px(16))
        hand, supply = lay.row(area, lay.measured(beside), lay.grow(), squeeze=True)
        self.card_rect = pygame.Rect(hand.left, hand.top + label, lay.px(64), lay.px(64))
        self.supply_width = supply.width
        step = min(lay.px(46), self.supply_width // self.workers_each)
        words = self.label_height(self.t("ui.limes.supply", n=self.workers_each), self.supply_width)
        self.worker_spots = lay.grid((supply.left, area.top + words), self.workers_each, self.workers_each,
                                     (step - lay.px(4),) * 2, gap=4)
        self.supply_rect = self.worker_spots[0].unionall(self.worker_spots)
        self.skip.rect = pygame.Rect(supply.left, self.supply_rect.bottom + lay.px(6),
                                     min(lay.px(180), self.supply_width), lay.px(30))
        self.end_place = self.skip.rect   # End turn takes Skip's place, at Skip's size
        below = max(self.card_rect.bottom, self.skip.rect.bottom) + lay.px(8)
        self.place_displays(lay, pygame.Rect(area.left, below, area.width, area.bottom - below))

    def place_displays(self, lay: Layout, body: pygame.Rect) -> None:
        """The large display and the other one (shown without its open slots, at most
        four fifths the field size) side by side in `body`, under their names."""
        _, room = lay.column(body, lay.fixed(28), lay.grow(), squeeze=True)
        if len(self.state.players) == 1:
            self.main_rect, self.side_rect = room, pygame.Rect(0, 0, 0, 0)
            return
        gap = lay.px(12)
        field = min(room.height, round((room.width - gap) * 0.6)) // 10
        width = min(room.width - 10 * field - gap, 8 * round(field * 0.8))
        self.main_rect, self.side_rect = lay.row(room, lay.grow(), lay.measured(width), gap=12, squeeze=True)
        self.side_rect.height = min(room.height, width + lay.px(30))
        self.side_rect.centery = room.centery

    @property
    def workers_each(self) -> int:
        """How many workers a player has, in the supply and out (the state says it)."""
        return self.state.supply(0) + len(self.state.workers[0])

    def label_height(self, words: str, width: int) -> int:
        """Room above a thing for its label of `words` (wrapped to `width`)."""
        small = round(14 * self.u)
        return text.wrapped_height(words, small, width) + round(4 * self.u)

    def end_turn_place(self, size):
        return self.end_place

    # --- texts -------------------------------------------------------------------
    def round_text(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.limes.over")
        return self.t("ui.limes.round", round=s.round, rounds=s.rounds, card=s.card)

    def objective(self) -> str:
        return self.words.objective()

    def profession_name(self, profession: str) -> str:
        """A profession the engine names (Field.profession, a decision's hand, a preview), in words."""
        return self.t(f"limes.profession.{profession}")

    def move_turn(self, player: int, action: dict) -> float:
        """A card turns as it was laid (each turn a quarter clockwise)."""
        return -90.0 * action.get("rotation", 0) if action.get("kind") == "place_card" else 0.0

    def move_origin(self, player: int, action: dict) -> pygame.Rect | None:
        """A card laid comes from the round's card (every seat lays the same)."""
        return self.card_rect if action.get("kind") == "place_card" else None

    def describe(self, player: int, action: dict) -> str:
        return self.words.describe(player, action)

    def move_marks(self, action: dict) -> tuple:
        """A card lights the four fields it covers; a worker its field."""
        if action.get("kind") == "place_card":
            return limes.card_cells(action["row"], action["col"])
        return super().move_marks(action)

    def expected_move(self, action: dict) -> str:
        return self.words.expected_move(action)

    def lesson_words(self, player: int, action: dict, other: dict) -> str:
        return self.lesson.words(player, action)

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        """The coach's picture: the card itself turned as laid, or the worker on its target."""
        display = Display(rect.inflate(-12, -12), self.state.displays[player], slots(action, other),
                          span=None)
        return self.lesson.draw(surface, display, player, action)

    # --- events ---------------------------------------------------------------------
    def skip_worker(self) -> None:
        self.table.try_action(limes.SkipWorker())

    def handle_event(self, event) -> bool:
        """The field under the pointer (its tip, its territory lit), then what the
        pieces part picks up."""
        s = self.state
        if event.type == pygame.MOUSEMOTION:
            self.hover_player, self.hover_cell = None, None
            for p, display in self.displays():
                cell = display.cell_at(event.pos)
                if cell is not None and cell in s.fields[p]:
                    self.hover_player, self.hover_cell = p, cell
        return self.look(event) or self.pieces.handle_event(event)

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface) -> None:
        """The hand, each display under its owner's name, a tutorial's suggested card."""
        s = self.state
        decision = self.decision
        placing = decision is not None and decision.kind in PLACING
        self.hand.draw(surface)
        for p, display in self.displays():
            label = s.players[p]
            if p == self.peek:
                label += " · " + self.t("ui.limes.look_back")
            elif p == self.table.player or self.table.seat is None and p in s.actors():   # (a screen of nobody's: all who play)
                label += " · " + self.t("ui.play.turn" if self.table.is_human(p) else "ui.play.bot_turn")
            self.boards.draw_name(surface, label, p, display)
            highlight = ()
            if self.hover_player == p and self.hover_cell is not None:
                highlight = self.words.territory_cells(p, self.hover_cell)
            self.boards.draw_display(surface, p, display, highlight,
                                     slots=decision.param("slots") if placing and p == decision.player == self.focus
                                     else ())
        suggested = self.hand.suggested_card()
        if suggested is not None and placing and not self.table.drag.holding:
            self.hand.draw_suggestion(surface, self.display_of(decision.player).card_rect(suggested[0]), suggested[1])

    def draw_card(self, surface, n: int, rotation: int, rect: pygame.Rect, dim: bool = False) -> None:
        """Card `n` turned `rotation` quarter turns, filling `rect` (the hand part draws it)."""
        self.hand.draw_card(surface, n, rotation, rect, dim)

    def worker_rects(self, player: int, display: Display | None = None):
        """(index, cell, rect) of each of `player`'s workers (the boards part places them)."""
        return self.boards.worker_rects(player, display)

    def ghost_rect(self) -> pygame.Rect | None:
        """Where the ghost of the piece in hand is drawn (None: under the pointer)."""
        dd, decision = self.table.drag, self.decision
        if not dd.holding or dd.target is None or decision is None:
            return None
        display = self.display_of(decision.player)
        return display.card_rect(dd.target) if dd.held.key[0] == "card" else display.field_rect(dd.target)

    def draw_overlay(self, surface) -> None:
        """What floats above everything: the piece under the pointer, its reason
        or what a worker would be there (at the ghost), the hover tip."""
        dd, u = self.table.drag, self.u
        if dd.holding:
            piece = dd.held
            ghost, at = self.ghost_rect(), dd.loose
            if ghost is None and at is not None:
                if piece.key[0] == "card":
                    rect = self.card_rect.copy()
                    rect.center = at
                    self.hand.draw_card(surface, self.state.card, piece.rotation, rect)
                else:
                    size = round(40 * u)
                    surface.blit(art.worker(theme.player_colour(self.home), size),
                                 (at[0] - size // 2, at[1] - size // 2))
            return
        if self.hover_cell is not None:
            lines = self.hover_lines(self.hover_player, self.hover_cell)
            if lines:
                draw_tooltip(surface, lines, self.table.pointer, round(14 * u))

    def held_note(self) -> list[str]:
        """What a worker would be where its ghost lies."""
        dd = self.table.drag
        if self.ghost_rect() is not None and dd.held.key[0] == "worker":
            return [self.worker_there(dd.target)]
        return []

    def worker_there(self, cell) -> str:
        return self.words.worker_there(cell)

    # --- scoring shown while playing -----------------------------------------
    def sheets(self):
        """The provisional score sheets, worked out once per move (the state shown
        is one object until the game moves)."""
        if getattr(self, "_sheets_of", None) is not self.state:
            self._sheets, self._sheets_of = self.state.score_sheets(), self.state
        return self._sheets

    def hover_lines(self, player: int, cell) -> list[str]:
        return self.words.hover_lines(player, cell)

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        return self.words.draw_scores(surface, rect)

    def result_notes(self) -> list[str]:
        return self.words.result_notes()

    def rule_at(self, pos):
        """A field: its terrain, the profession there and how it scores."""
        for player, display in self.displays():
            cell = display.cell_at(pos)
            field = self.state.fields[player].get(cell) if cell is not None else None
            if field is not None:
                title = self.t(f"limes.terrain.{field.terrain}")
                body = "\n".join(x for x in (self.rule_point(f"limes.{field.profession}"),
                                              self.rule_point("territory"),
                                              self.rule_point("watchman.block") if field.profession == "watchman" else "") if x)
                return title, body
        if self.card_rect.collidepoint(pos):
            return self.t("ui.limes.this_round"), "\n".join(
                (self.rule_point("round.same_card"), self.rule_point("place.edge"), self.rule_point("place.rotate")))
        return None

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        kind, player = target["kind"], target.get("player", 0)
        if kind == "hand":
            return [self.card_rect]
        if kind == "supply":
            return [self.supply_rect]
        if kind == "skip":
            return [self.skip.rect]
        if kind == "display":
            return [self.display_of(player).rect]
        if kind in ("slot", "card"):   # "card": the slot, with the card shown there turned as suggested
            return [self.display_of(player).card_rect(tuple(target["at"]))]
        if kind == "cells":
            display = self.display_of(player)
            return [display.field_rect(tuple(cell)) for cell in target["at"]]
        return []

    def tutorial_box_at(self, target: dict, size: tuple[int, int]) -> tuple[int, int] | None:
        """A step pointing into the large display puts its box beside the whole display,
        so the fields around the marked slot or cells (a watchman's line) stay in sight."""
        if target.get("kind") not in ("slot", "card", "cells") or target.get("player", 0) != self.focus:
            return None
        display = self.display_of(self.focus).rect
        return (display.right + round(24 * self.u), display.top)

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One display fitted into `rect`, with `highlight` cells lit (results)."""
        display = Display(rect, self.state.displays[player])
        draw_panel(surface, display.rect.inflate(12, 12), theme.PANEL, None)
        self.boards.draw_display(surface, player, display, highlight)


VIEW = LimesView  # found by gui.views.make_view
