"""The Rome tray's clicks, drags and keys, by step: a row tile moved to the
other lot (dragged, clicked or by its number) and the split confirmed; a lot of
the offer chosen; a tile of the hand or the building picked up; the elephant
picked up or skipped; a drawn mission kept. A part of Trays (its places,
buttons and split are the trays'; the pieces to drag are the view's)."""
from __future__ import annotations

import pygame

from ... import theme
from ...engine import rome

# The keys that pick up the first tile of the hand, the building or an elephant.
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
             pygame.K_DOWN)


class TrayInput:
    """The tray's input (the module's docstring), a part Trays holds as `input`."""

    def __init__(self, trays):
        self.trays = trays

    @property
    def view(self):
        return self.trays.view

    def handle_event(self, event) -> bool:
        """A click, a drag's start or a number key in the tray of the step at hand (its mode)."""
        mode, player = self.trays.mode(), self.view.acting
        if player is None or player != self.view.table.seat or mode is None:
            return False
        down = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        number = None
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            number = event.key - pygame.K_1
        handler = {"divide": self.divide_event, "choose": self.choose_event, "hand": self.hand_event,
                   "elephant": self.elephant_event, "mission": self.mission_event}.get(mode)
        return handler is not None and handler(event, self.view.decision, down, number)

    def divide_event(self, event, d, down: bool, number) -> bool:
        """A row tile picked up (or flipped by its number) to the other lot; Enter confirms
        a split once a tile has been moved, the button any split (all five in one lot too)."""
        trays = self.trays
        trays.confirm.label = trays.t("ui.rome.confirm")
        if trays.confirm.handle_event(event):
            return True
        index = trays.lots.split_tile_at(event.pos) if down else number
        if index is not None and index < len(d.hand):
            if down:
                self.view.table.drag.pick(trays.split_piece(index), event.pos)
            else:
                trays.flip(index)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if any(trays.split_of(d.player)):
                trays.confirm_split()
            else:   # untouched (an Enter carried over from the curtain): only the button sends 5/0
                self.view.table.toast(trays.t("ui.rome.enter_untouched"), theme.ACCENT, 4.0)
            return True
        return False

    def choose_event(self, event, d, down: bool, number) -> bool:
        """A lot of the offer chosen, by a click or its number."""
        lots = d.param("lots")
        by_key = lots[number] if number is not None and number < len(lots) else None
        lot = self.trays.lots.lot_at(event.pos) if down else by_key
        if lot is not None:
            self.view.table.try_action(rome.Choose(lot))
            return True
        return False

    def hand_event(self, event, d, down: bool, number) -> bool:
        """A tile of the hand (or the building) picked up, by the pointer or the keyboard."""
        drag = self.view.table.drag
        r, slots, building = self.trays.hand_geometry()
        if down:
            for rect, i, piece in slots:
                if rect.collidepoint(event.pos):
                    self.view.enlarged = None
                    half = self.view.pieces.half_at(piece, rect.center, r, event.pos)   # held by that half
                    drag.pick(self.view.pieces.hand_piece(i, half), event.pos)
                    return True
            if building is not None and building.collidepoint(event.pos):
                drag.pick(self.view.pieces.building_piece(), event.pos)
                return True
        if number is not None and number < len(slots) or event.type == pygame.KEYDOWN and event.key in PICK_KEYS:
            if slots:
                self.view.enlarged = None
                drag.pick(self.view.pieces.hand_piece(number if number is not None else 0), keyboard=True)
            elif building is not None:
                drag.pick(self.view.pieces.building_piece(), keyboard=True)
            return True
        return False

    def elephant_event(self, event, d, down: bool, number) -> bool:
        """The elephant picked up from the supply, or the move skipped (its button, S)."""
        trays = self.trays
        trays.skip.label = trays.t("ui.rome.skip")
        trays.skip.enabled = d.kind == "skip_elephant"
        if trays.skip.handle_event(event):
            return True
        if d.kind == "place_elephant" and (down and trays.supply_rect().collidepoint(event.pos)
                                           or event.type == pygame.KEYDOWN and event.key in PICK_KEYS):
            self.view.enlarged = None
            self.view.table.drag.pick(self.view.pieces.elephant_piece(), event.pos if down else None,
                                      keyboard=not down)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            trays.skip_elephant()
            return True
        return False

    def mission_event(self, event, d, down: bool, number) -> bool:
        """A drawn mission kept, by a click or its number."""
        cards = self.trays.mission_cards()
        hit = next((m for rect, m in cards if rect.collidepoint(event.pos)), None) if down else \
            cards[number][1] if number is not None and number < len(cards) else None
        if hit is not None:
            self.view.table.try_action(rome.KeepMission(hit))
            return True
        return False
