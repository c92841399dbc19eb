"""What a Limes player picks up: the round's card from the hand (to lay, turned),
a worker from the supply onto a field the decision holds, or one of the workers
on the display to move; Skip; the keys that do the same. A part of the view: it
reads its shown state and the decision, and hands the pieces to the table's drag."""
from __future__ import annotations

import pygame

from ...engine import limes
from ...dragdrop import Piece
from .sentences import PLACING

# The keys that pick up the round's card or a worker from the supply.
PICK_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
             pygame.K_UP, pygame.K_DOWN)


class LimesPieces:
    """The pieces of Limes to drag (the module's docstring), a part the view holds as `pieces`."""

    def __init__(self, view):
        self.view = view

    def handle_event(self, event) -> bool:
        """A piece picked up by pointer or key, or Skip pressed, as the decision allows."""
        view = self.view
        decision = view.decision
        if decision is None or decision.kind not in PLACING + ("worker",):  # nothing to pick up
            return False
        dd, placing = view.table.drag, decision.kind in PLACING
        if not placing:
            view.skip.label = view.t("ui.limes.skip")
            if view.skip.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if placing and view.card_rect.collidepoint(event.pos):
                dd.pick(self.card_piece(decision), event.pos)
                return True
            if not placing:
                if view.supply_rect.collidepoint(event.pos) and decision.hand:
                    dd.pick(self.worker_piece(decision, None), event.pos)
                    return True
                worker = self.worker_at(decision.player, event.pos)
                if worker is not None:
                    dd.pick(self.worker_piece(decision, worker), event.pos)
                    return True
        if event.type == pygame.KEYDOWN:
            if placing and event.key in PICK_KEYS:
                dd.pick(self.card_piece(decision), keyboard=True)
                return True
            if not placing:
                if event.key == pygame.K_s:
                    view.skip_worker()
                    return True
                if (event.key in PICK_KEYS or event.key == pygame.K_w) and decision.hand:
                    dd.pick(self.worker_piece(decision, None), keyboard=True)
                    return True
        return False

    def card_piece(self, decision) -> Piece:
        """The round's card in hand: onto the slots the decision holds, turned in quarters."""
        player, slots = decision.player, list(decision.param("slots"))
        return Piece(key=("card", decision.param("card")), snap=lambda pos: self.view.display_of(player).slot_at(pos),
                     action=lambda slot, rot, _m: limes.PlaceCard(slot[0], slot[1], rot), rotations=4,
                     start=slots[0], move=lambda t, d: (t[0] + d[1], t[1] + d[0]),
                     targets=lambda: slots)

    def worker_piece(self, decision, worker: int | None) -> Piece:
        """A worker in hand: from the supply (`worker` None) or the display's `worker`-th."""
        s = self.view.state
        player = decision.player
        if worker is None:   # from the supply: onto one of the fields the decision holds
            cells = [cell for cell, _profession in decision.hand]
            start, targets = cells[0], (lambda: cells)
            action = lambda cell, _r, _m: limes.PlaceWorker(cell)
        else:
            start, targets = s.workers[player][worker], (lambda: list(s.fields[player]))
            action = lambda cell, _r, _m: limes.MoveWorker(worker, cell)
        return Piece(key=("worker", worker), snap=lambda pos: self.view.display_of(player).cell_at(pos),
                     action=action, start=start, move=lambda t, d: (t[0] + d[1], t[1] + d[0]),
                     targets=targets)

    def worker_at(self, player: int, pos) -> int | None:
        """Index of `player`'s worker drawn under `pos`, if any."""
        for index, _cell, rect in self.view.boards.worker_rects(player):
            if rect.collidepoint(pos):
                return index
        return None
