"""Drawing Majesty's card row: the six person cards, each under its position and
cost and with the meeples lying on it (dimmed where picked up or more than the
seat can pay), the deck after them with its count, and the card in hand under
the pointer. A part of the view: it reads its shown state, its layout and the
piece in hand."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...draw import tint
from . import art


class RowPainter:
    """The card row drawn (the module's docstring), a part the view holds as `row`."""

    def __init__(self, view):
        self.view = view

    def draw(self, surface) -> None:
        """Each card of the row under its position and cost, then the deck."""
        view = self.view
        s, u = view.state, view.u
        small = round(13 * u)
        dd = view.table.drag
        taking = view.decision is not None and view.decision.kind == "take"
        for position, rect in enumerate(view.card_rects, 1):
            card = s.display[position - 1]
            cost = s.cost(position)
            label = view.t("ui.majesty.free") if cost == 0 else view.t("ui.majesty.cost", n=cost)
            step = (view.card_rects[1].left - view.card_rects[0].left) if len(view.card_rects) > 1 else rect.width
            label, room = f"{position} · {label}", max(rect.width, step - round(6 * u))   # a gap between labels is kept
            size = text.fitting(label, small, room, least=1 / theme.growth(view.table.size))
            text.draw(surface, text.elide(label, size, room), (rect.centerx, rect.top - round(4 * u)), size,
                      theme.TEXT_DIM, anchor="midbottom")
            if card is None:
                pygame.draw.rect(surface, theme.SLOT, rect, 1, border_radius=6)
                continue
            surface.blit(view.card_image(card, rect.size), rect)
            if dd.holding and dd.held.key == ("card", position):
                tint(surface, rect)
            if taking and view.taking.offer(position) is None:   # more than the seat can pay
                tint(surface, rect, alpha=120)
            step = min(round(20 * u), (rect.width - round(8 * u)) // 4)   # four across, a small card too
            first = min(round(14 * u), round(step * 0.7))
            for i in range(s.display_meeples[position - 1]):   # along the top, clear of the names
                art.meeple(surface, (rect.left + first + (i % 4) * step, rect.top + first + (i // 4) * step),
                           min(round(18 * u), round(step * 0.9)))
            if view.hover == ("card", position):
                pygame.draw.rect(surface, theme.ACCENT, rect, 3, border_radius=6)
        self.draw_deck(surface)

    def draw_deck(self, surface) -> None:
        """The deck's top card face down after the row, and how many cards it holds."""
        view = self.view
        s, u = view.state, view.u
        small = round(13 * u)
        if s.deck:
            back = art.card_back(view.deck_rect.size, s.deck[0].tier if not s.options.get("all_cards") else 1)
            surface.blit(back, view.deck_rect)
        deck = view.t("ui.majesty.deck", n=len(s.deck))
        if view.band is None:
            text.draw(surface, deck, (view.deck_rect.centerx, view.deck_rect.bottom + 4), small, theme.TEXT_DIM,
                      anchor="midtop")
        else:   # a short board: above the deck, on the line of the positions' costs
            least = 1 / theme.growth(view.table.size)
            size = text.fitting(deck, small, view.deck_rect.width + round(8 * u), least=least)
            text.draw(surface, deck, (view.deck_rect.centerx, view.deck_rect.top - round(4 * u)), size, theme.TEXT_DIM,
                      anchor="midbottom")

    def draw_held(self, surface) -> None:
        """The card in hand under the pointer, where it has no building to land on."""
        view = self.view
        dd = view.table.drag
        card = view.state.display[dd.held.key[1] - 1]
        if card is not None and dd.target is None and dd.loose is not None:
            rect = view.card_rects[0].copy()
            rect.center = dd.loose
            surface.blit(view.card_image(card, rect.size), rect)
