"""The Rome tray under the landscape, by step: the secret split between two
trays, the offer received with an arrow for every offer, the hand to place,
the elephant supply, the drawn missions, the market's coin order. Its parts:
where the two lots lie (lots), the drawing (tray_draw), the input (tray_input)."""
from __future__ import annotations

import pygame

from ...engine import EndTurn, rome
from ... import text, theme
from ...dragdrop import Piece
from ...widgets import Button
from . import art
from .lots import LotPlaces
from .market import piece_width
from .tray_draw import TrayPainter
from .tray_input import TrayInput


DECISION_TRAYS = {"divide": "divide", "choose": "choose", "place_tile": "hand", "place_building": "hand",
                  "take_segment": "market", "place_elephant": "elephant", "skip_elephant": "elephant",
                  "keep_mission": "mission"}


class Trays:
    """Draws the tray of the current step for the screen's player and turns its clicks and drags into actions,
    through its parts: where the lots lie (`lots`), the drawing (`painter`), the input (`input`)."""

    def __init__(self, view):
        self.view = view
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.narrow = False   # a tray beside the landscape (a short board): its parts one above the other
        self.bar: pygame.Rect | None = None   # a slim board's row under the landscape: End turn, the step's hint
        self.splits: dict[tuple[int, int], list[int]] = {}  # (round, player) -> tray (0, 1) of each row tile
        self.confirm = Button("", self.confirm_split, key="confirm")
        self.skip = Button("", self.skip_elephant, key="skip")
        self._grid = (None, None)   # card_grid's last answer and what it was for
        self.lots = LotPlaces(self)
        self.painter = TrayPainter(self)
        self.input = TrayInput(self)

    def draw(self, surface) -> None:
        self.painter.draw(surface)

    def draw_held(self, surface) -> None:
        """The piece in hand under the pointer (where it is no ghost on the landscape)."""
        self.painter.draw_held(surface)

    @property
    def state(self):
        return self.view.state

    def t(self, key: str, **params) -> str:
        return self.view.t(key, **params)

    def layout(self, rect: pygame.Rect, narrow: bool = False, bar: pygame.Rect | None = None) -> None:
        self.rect, self.narrow, self.bar = rect, narrow, bar
        u = self.view.u
        # at the top right: the bottom right corner is the play scene's End turn, which
        # comes right after the split or the skip; a second click must not end the turn.
        # As wide as the label needs, at most 180 units (the lots keep the rest).
        for button, key in ((self.confirm, "ui.rome.confirm"), (self.skip, "ui.rome.skip")):
            label = text.font(round(15 * u)).size(self.t(key))[0]
            width = min(round(180 * u), max(round(120 * u), label + round(28 * u)))
            if bar is not None:   # at the tray's foot (End turn comes under the landscape)
                button.rect = pygame.Rect(0, 0, min(width, rect.width - round(16 * u)), round(38 * u))
                button.rect.bottomright = (rect.right - round(8 * u), rect.bottom - round(8 * u))
            elif narrow:   # in the heading's row, beside the title
                button.rect = pygame.Rect(0, 0, min(width, rect.width - round(100 * u)), round(38 * u))
                button.rect.topright = (rect.right - round(8 * u), rect.top + round(6 * u))
            else:
                button.rect = pygame.Rect(0, 0, width, round(42 * u))
                button.rect.topright = (rect.right - round(12 * u), rect.top + round(30 * u))

    def body(self) -> pygame.Rect:
        """A narrow tray's room for the step's things: under the heading's row, over the
        bottom row the End turn button takes (its words while the turn goes on); on a
        slim board (End turn under the landscape) over the step's button."""
        u = self.view.u
        top = self.rect.top + round(46 * u)
        bottom = self.foot().top - round(4 * u)
        if self.bar is not None:
            button = self.button()
            bottom = button.rect.top - round(6 * u) if button is not None else self.rect.bottom - round(8 * u)
        return pygame.Rect(self.rect.left + round(10 * u), top, self.rect.width - round(20 * u), bottom - top)

    def foot(self) -> pygame.Rect:
        """A narrow tray's bottom row: the End turn button once the turn is complete, a
        hint of the step before (a tray's wider in the tall layout: never asked there); on
        a slim board the row under the landscape."""
        u = self.view.u
        if self.bar is not None:
            return self.bar
        high = round(54 * u)
        return pygame.Rect(self.rect.left + round(10 * u), self.rect.bottom - high, self.rect.width - round(20 * u),
                           high - round(6 * u))

    def button(self) -> Button | None:
        """The button of the tray's step, shown or not (its room is kept): confirm the split,
        skip the elephant."""
        mode, d = self.mode(), self.view.decision
        if mode == "divide":
            return self.confirm
        return self.skip if mode == "elephant" and d is not None and d.kind == "skip_elephant" else None

    def mode(self) -> str | None:
        """Which tray shows: the one of the engine's decision for the human at the screen;
        else the viewer's part of the step (what they sent, chose or kept); with nobody
        at the screen, what everybody may see."""
        s, viewer, d = self.state, self.view.table.seat, self.view.decision
        if s.phase == "over":
            return None
        if d is not None and d.kind in DECISION_TRAYS:
            return DECISION_TRAYS[d.kind]
        if viewer is None:
            return "public"
        if s.phase == "market":
            return "hand" if s.taken[viewer] is not None and not s.done[viewer] else "market"
        return "hand" if s.phase == "add" else s.phase

    def waiting(self) -> str:
        s = self.state
        names = ", ".join(s.players[p] for p in s.actors() if p != self.view.table.seat)
        return self.t("ui.rome.waiting_for", names=names) if names else ""

    # --- the split (divide) ----------------------------------------------------------------
    def split_of(self, player: int) -> list[int]:
        """The split being built on screen: every tile starts in the first tray."""
        key = (self.state.round, player)
        if key not in self.splits:
            self.splits[key] = [0] * len(self.row(player))
        return self.splits[key]

    def row(self, player: int) -> tuple:
        """The row `player` divides: the decision's hand while dividing, else their row as seen."""
        d = self.view.doing("divide")
        return d.hand if d is not None and d.player == player else self.state.rows[player]

    def forget_final(self) -> None:
        """Keep only the split the seat at the screen may still change (not sent, or sent
        and the turn not ended): the window keeps nothing of a seat's secret once that
        seat has left the screen, nor once it is sent for good or revealed."""
        s, viewer = self.state, self.view.table.seat
        self.splits = {(rnd, p): trays for (rnd, p), trays in self.splits.items()
                       if p == viewer and rnd == s.round and s.phase == "divide"
                       and (s.splits[p] is None or p in s.unconfirmed)}

    def shown_split(self, player: int) -> list[int]:
        """The tray of each row tile as the screen shows it: the split being built while
        `player` may still change it, else the split sent (once sent it is final on screen)."""
        sent = self.state.splits[player]
        if self.view.acting == player or sent is None:
            return self.split_of(player)
        return [1 if i in sent else 0 for i in range(len(self.row(player)))]

    @staticmethod
    def smaller(trays: list[int]) -> int | None:
        a, b = trays.count(0), trays.count(1)
        return 0 if a < b else 1 if b < a else None

    def split_action(self, trays: list[int]) -> rome.Divide:
        small = self.smaller(trays)
        return rome.Divide(tuple(i for i, tray in enumerate(trays) if tray == small))

    def divide_geometry(self):
        """(radius, slot, (first, second)) of the split's two trays: the lots'."""
        return self.lots.divide_geometry()

    def slot_centre(self, tray: pygame.Rect, index: int, r: int, slot: int) -> tuple[float, float]:
        """Where a row tile lies in a tray of the split: the lots'."""
        return self.lots.slot_centre(tray, index, r, slot)

    def split_piece(self, index: int) -> Piece:
        """A row tile to drag into the other tray (checked as the split it would make); a click moves it across."""
        player = self.view.acting

        def action(tray, _r, _m):
            trays = list(self.split_of(player))
            trays[index] = tray
            return self.split_action(trays)

        def commit(_action):
            if self.view.table.drag.target is not None:
                self.split_of(player)[index] = self.view.table.drag.target

        return Piece(key=("split", index), snap=self.lots.tray_at, action=action, commit=commit,
                     clicked=lambda: self.flip(index), start=1 - self.split_of(player)[index],
                     move=lambda tray, step: 1 - tray if step[0] else tray)

    def flip(self, index: int) -> None:
        trays = self.split_of(self.view.acting)
        trays[index] = 1 - trays[index]

    def confirm_split(self) -> None:
        """Send the split; the confirmation ends the turn too where it waits for End turn
        (one question, not Confirm split and then End turn)."""
        d = self.view.doing("divide")
        table = self.view.table
        if d is not None and table.try_action(self.split_action(self.split_of(d.player))) and table.must_end_turn:
            table.try_action(EndTurn())

    # --- the offer (choose) ---------------------------------------------------------------------
    def choose_geometry(self):
        """(radius, slot, {small, large}, the offers' overview) of the offer: the lots'."""
        return self.lots.choose_geometry()

    def offer(self) -> dict:
        """The lots of the offer the screen player chooses from, by name (small, large): the
        decision's hand, else (once chosen) the offer they received as the view shows it."""
        d = self.view.doing("choose")
        if d is not None:
            return dict(zip(d.param("lots"), d.hand))
        offer = self.state.offer_for(self.view.table.seat)
        return {"small": offer.small, "large": offer.large}

    def maker(self) -> int:
        """Whose offer the screen player chooses from."""
        d = self.view.doing("choose")
        return d.param("maker") if d is not None else self.state.offer_for(self.view.table.seat).maker

    # --- the hand, the building, the elephants, the missions ----------------------------------------
    def hand(self) -> tuple:
        """The pieces in the screen player's hand: the decision's, else what the view shows."""
        d, viewer = self.view.decision, self.view.table.seat
        if d is not None and d.kind == "place_tile":
            return d.hand
        return self.state.hands[viewer] if viewer is not None else ()

    def building(self) -> str | None:
        """The market building the engine asks the screen player to place, or None."""
        d = self.view.doing("place_building")
        return d.hand[0] if d is not None else None

    def hand_geometry(self):
        """(radius, [(rect, hand index, piece)], building rect or None) of the screen player's hand."""
        u = self.view.u
        if self.narrow:
            return self.hand_rows()
        r = round(32 * u)
        x, top = self.rect.left + round(16 * u), self.rect.top + round(36 * u)
        slots = []
        for i, piece in enumerate(self.hand()):
            width = round(piece_width(piece, r))
            slots.append((pygame.Rect(x, top, width + round(8 * u), 2 * r + round(8 * u)), i, piece))
            x += width + round(24 * u)
        building = None
        if self.building() is not None:
            building = pygame.Rect(x, top, 2 * r + round(8 * u), 2 * r + round(8 * u))
        return r, slots, building

    def hand_rows(self):
        """A narrow tray's hand: the pieces in rows, as large as the tray holds them (at most
        as at the wide tray); the building to place after them."""
        u, body = self.view.u, self.body()
        pieces = list(self.hand()) + ([None] if self.building() is not None else [])
        for r in range(round(32 * u), 5, -1):
            x, y, slots, building = body.left + round(6 * u), body.top, [], None
            for i, piece in enumerate(pieces):
                width = round(piece_width(piece, r)) if piece is not None else 2 * r
                if x + width + round(8 * u) > body.right and x > body.left + round(6 * u):
                    x, y = body.left + round(6 * u), y + 2 * r + round(24 * u)
                rect = pygame.Rect(x, y, width + round(8 * u), 2 * r + round(8 * u))
                if piece is None:
                    building = rect
                else:
                    slots.append((rect, i, piece))
                x += width + round(20 * u)
            if y + 2 * r + round(20 * u) <= body.bottom:
                break
        return r, slots, building

    def elephant_step(self) -> tuple[int, int]:
        """(size, step) of the elephants in the supply: smaller in a narrow tray."""
        u = self.view.u
        if not self.narrow:
            return round(52 * u), round(58 * u)
        step = min(round(58 * u), self.body().width // 5)
        return min(round(52 * u), step - round(4 * u)), step

    def supply_rect(self) -> pygame.Rect:
        u = self.view.u
        if self.narrow:
            size, step = self.elephant_step()
            body = self.body()
            return pygame.Rect(body.left, body.top, 5 * step, size)
        return pygame.Rect(self.rect.left + round(16 * u), self.rect.top + round(36 * u), round(5 * 58 * u),
                           round(52 * u))

    def mission_cards(self) -> list[tuple[pygame.Rect, int]]:
        """The screen player's drawn cards: the decision's hand, else the cards kept from (seen)."""
        return self.mission_layout()[0]

    def mission_layout(self) -> tuple[list[tuple[pygame.Rect, int]], int]:
        """Where the drawn cards lie (mission_cards) and the size of their words."""
        d, viewer = self.view.doing("keep_mission"), self.view.table.seat
        drawn = d.hand if d is not None else self.state.drawn[viewer] if viewer is not None else ()
        if not drawn or None in drawn:
            return [], 0
        u = self.view.u
        body = self.body() if self.narrow else pygame.Rect(self.rect.left + round(12 * u), self.rect.top + round(32 * u),
                                                           self.rect.width - round(24 * u), self.rect.height - round(42 * u))
        per_row, w, h, words = self.card_grid(tuple(drawn), body.size)
        gap = round(10 * u)
        return [(pygame.Rect(body.left + (i % per_row) * (w + gap), body.top + (i // per_row) * (h + gap), w, h), m)
                for i, m in enumerate(drawn)], words

    def card_grid(self, drawn: tuple, room: tuple) -> tuple[int, int, int, int]:
        """The drawn cards in `room` in one row, two or three, standing or lying wide, whichever
        lets their words be largest (fewer rows where that is the same): (cards a row, width,
        height, words' size). Worked out once for the same cards, room and text size."""
        key = (drawn, room, self.view.u, self.view.table.language)
        if self._grid[0] != key:
            u = self.view.u
            gap, largest = round(10 * u), round(12 * u)
            least = round(largest / theme.growth(self.view.table.size))
            words = tuple(self.mission_words(m) for m in drawn)
            best = None
            for rows in (1, 2, 3):
                per_row = -(-len(drawn) // rows)
                h = (room[1] - gap * (rows - 1)) // rows
                w = min(round(h * 2.2), (room[0] - gap * (per_row - 1)) // per_row)
                if w < 8 or h < 8:
                    continue
                size = art.mission_words(words, (w, h), largest, least)
                if best is None or size > best[3]:
                    best = (per_row, w, h, size)
            self._grid = (key, best or (len(drawn), 8, 8, 7))
        return self._grid[1]

    def mission_words(self, m: int) -> tuple[str, str]:
        """A mission's name and rule text in the language of the window."""
        mission, lang = self.state.data.missions[m], self.view.table.language
        return self.view.name("mission", m), mission.text.get(lang, mission.text["en"])

    def tile_at(self, pos):
        """The tile of the screen player's tray under `pos` (for its tip), or None."""
        mode, viewer = self.mode(), self.view.table.seat
        if mode == "divide":   # the screen player's own row only, built or sent
            index = self.lots.split_tile_at(pos, viewer)
            return self.row(viewer)[index] if index is not None else None
        if mode == "choose":
            r, slot, lots, _ = self.choose_geometry()
            offer = self.offer()
            for name, rect in lots.items():
                for k, tile in enumerate(offer[name].tiles):
                    x, y = self.lots.lot_centre(rect, k, r, slot, choosing=True)
                    if abs(pos[0] - x) < slot / 2 and abs(pos[1] - y) < r:
                        return tile
        if mode == "hand":
            r, slots, _ = self.hand_geometry()
            for rect, _i, piece in slots:
                if rect.collidepoint(pos):
                    return piece.tiles[0 if not piece.double or pos[0] < rect.centerx else 1]
        return None

    def mission_at(self, pos) -> int | None:
        if self.mode() != "mission":
            return None
        return next((m for rect, m in self.mission_cards() if rect.collidepoint(pos)), None)

    def skip_elephant(self) -> None:
        self.view.table.try_action(rome.SkipElephant())   # refused with the reason while a tile is free

    # --- events: the input's -----------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """A click, a drag's start or a number key in the tray of the step at hand (its mode)."""
        return self.input.handle_event(event)
