"""Taking a Majesty card, as the engine's decision offers it: the card of the row
to drag onto a building or click, the person a split card becomes, the questions a
take leaves open (which person a healed split card is, the Castle B trade) in a
dialog placed clear of a tutorial step's box. A part of the view: it reads its
shown state and the decision, and puts its dialog in the view's `dialog`."""
from __future__ import annotations

from dataclasses import replace

import pygame

from ...engine import majesty
from ...dragdrop import Piece
from ...widgets import ChoiceDialog


class CardTaker:
    """Taking a card of the row (the module's docstring), a part the view holds as `taking`."""

    def __init__(self, view):
        self.view = view

    def offer(self, position: int):
        """The decision's offer of the card at `position`, or None (not to be paid for, not the seat's turn)."""
        decision = self.view.decision
        if decision is None or decision.kind != "take":
            return None
        return next((offer for offer in decision.hand if offer.position == position), None)

    def person(self, position: int, character: str):
        """What the offer of `position` says of taking it as `character`, or None."""
        offer = self.offer(position)
        return offer.person(character) if offer is not None else None

    def first_heal(self, position: int, character: str):
        """The first person the take heals (asked later where there is a choice), or None."""
        person = self.person(position, character)
        return person.heal[0] if person is not None and person.heal else None

    def card_piece(self, position: int) -> Piece:
        """The card at `position` in hand: onto a building's column, or clicked to take."""
        view = self.view
        s = view.state
        card = s.display[position - 1]
        going = {s.data.location_of(c): c for c in card.halves}

        def action(location, _r, _m):
            character = going.get(location) or s.data.location(location).character or ""
            return majesty.TakeCard(position, character, self.first_heal(position, character))

        def move(location, step):
            locations = view.locations
            return locations[(locations.index(location) + step[0]) % len(locations)]

        return Piece(key=("card", position), snap=self.column_at, action=action, start=next(iter(going)), move=move,
                     commit=self.take, clicked=lambda: self.clicked(position), targets=lambda: view.locations,
                     at=lambda location: view.heads[location].center)

    def column_at(self, pos):
        """The building whose column is under `pos`, on one's own realm shown large."""
        if self.view.focus != self.view.state.current:
            return None
        return next((loc for loc, rect in self.view.columns.items() if rect.collidepoint(pos)), None)

    def take(self, action: majesty.TakeCard, asked: int = 0) -> None:
        """Ask what the decision leaves open (the healed split card, then the
        Castle B trade), then take the card; the rules judge the rest."""
        view = self.view
        if not asked and not view.table.may_try({"kind": "take_card", "position": action.position,
                                                  "character": action.character}):
            return   # a tutorial's step wants another card: said before any question
        person = self.person(action.position, action.character)
        if person is not None and asked < 1 and len(person.heal) > 1:
            answers = [(view.name("character", c), c) for c in person.heal]
            self.ask(view.t("ui.majesty.ask_heal", card=" / ".join(view.name("character", c) for c in person.heal)),
                     answers, lambda c: self.take(replace(action, heal_as=c), 1))
            return
        low, high = person.exchange if person is not None else (0, 0)
        if asked < 2 and low != high:
            answers = [(self.exchange_label(n), n) for n in range(low, high + 1)]
            self.ask(view.t("ui.majesty.ask_exchange", coins=view.decision.param("coins", 0)), answers,
                     lambda n: self.take(replace(action, exchange=n), 2))
            return
        view.table.try_action(action)

    def exchange_label(self, n: int) -> str:
        """A Castle B trade's answer: none, or buying or selling `n` meeples."""
        if n == 0:
            return self.view.t("ui.majesty.no_trade")
        return self.view.t("ui.majesty.buy" if n > 0 else "ui.majesty.sell", n=abs(n))

    def ask(self, question: str, answers, on_choose) -> None:
        """Open the view's dialog with `question`; a chosen answer goes to `on_choose`."""
        self.view.dialog = ChoiceDialog(question, answers, on_choose, self.view.t("ui.majesty.cancel"))
        self.view.dialog.layout(self.dialog_area(), self.view.u)

    def dialog_area(self) -> pygame.Rect:
        """Where a question goes: the table, less a tutorial step's box (above or below it)."""
        board, box = self.view.rect, self.view.table.lesson_box
        if not box.colliderect(board):
            return board
        above = pygame.Rect(board.left, board.top, board.width, max(0, box.top - board.top))
        below = pygame.Rect(board.left, box.bottom, board.width, max(0, board.bottom - box.bottom))
        return max(above, below, key=lambda area: area.height)

    def clicked(self, position: int) -> None:
        """A click on a card takes it: a split card first asks which person it becomes."""
        view = self.view
        if not view.table.may_try({"kind": "take_card", "position": position}):
            return
        card = view.state.display[position - 1]
        if not card.split:
            character = card.halves[0]
            self.take(majesty.TakeCard(position, character, self.first_heal(position, character)))
            return
        answers = [(view.name("character", c), c) for c in card.halves]
        self.ask(view.t("ui.majesty.ask_split"), answers,
                 lambda c: self.take(majesty.TakeCard(position, c, self.first_heal(position, c))))
