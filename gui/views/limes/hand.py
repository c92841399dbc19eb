"""The Limes hand: the round's card (turned as the piece in hand is turned), the
seat's worker supply with Skip, the round's card see-through where a tutorial step
suggests it, and a card drawn anywhere (in hand, as a ghost, in the coach's picture).
A part of the view: it reads its shown state, its layout and the piece in hand."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...draw import tint
from . import art
from .sentences import PLACING


class HandPainter:
    """The Limes hand drawn (the module's docstring), a part the view holds as `hand`."""

    def __init__(self, view):
        self.view = view

    def draw(self, surface) -> None:
        """The round's card (turned as the piece in hand is turned) and the supply."""
        view = self.view
        s, u = view.state, view.u
        decision = view.decision
        small = round(14 * u)
        text.draw(surface, view.t("ui.limes.this_round"), (view.card_rect.left, view.card_rect.top - round(4 * u)),
                  small, theme.TEXT_DIM, anchor="bottomleft")
        dd = view.table.drag
        if not s.is_over():
            held = dd.holding and dd.held.key[0] == "card"
            placing = decision is not None and decision.kind in PLACING
            self.draw_card(surface, s.card, dd.held.rotation if held else 0, view.card_rect,
                           dim=held or not placing)
            text.draw(surface, str(s.card), (view.card_rect.right + round(6 * u), view.card_rect.top), small,
                      theme.TEXT, bold=True)
        self.draw_supply(surface)
        if decision is not None and decision.kind == "worker":
            if decision.hand:
                pygame.draw.rect(surface, theme.ACCENT, view.supply_rect.inflate(8, 8), 2, border_radius=6)
            view.skip.label = view.t("ui.limes.skip")
            view.skip.draw(surface, small)

    def draw_supply(self, surface) -> None:
        """The workers left to "your" supply (the seat at the screen, also while another
        plays) under their label, an empty place for each one out."""
        view = self.view
        s, u = view.state, view.u
        small = round(14 * u)
        player = view.home   # one's own supply, also while looking at another's display
        left = s.supply(player)
        words = (view.t("ui.limes.supply", n=left) if view.table.seat is not None   # nobody's screen (phones,
                 else view.t("ui.limes.supply_of", name=s.players[player], n=left))  # computers): a seat's
        if text.font(small).size(words)[0] <= view.supply_width:
            text.draw(surface, words, (view.supply_rect.left, view.supply_rect.top - round(4 * u)), small,
                      theme.TEXT_DIM, anchor="bottomleft")
        else:   # a narrow column: on two lines, ending where one would
            height = view.label_height(words, view.supply_width)
            text.draw_wrapped(surface, words, pygame.Rect(view.supply_rect.left, view.supply_rect.top - height,
                                                          view.supply_width, height), small, theme.TEXT_DIM)
        for i, rect in enumerate(view.worker_spots):
            if i < left:
                surface.blit(art.worker(theme.player_colour(player), rect.width), rect)
            else:
                pygame.draw.circle(surface, theme.SLOT, rect.center, rect.width // 5, 1)

    def draw_card(self, surface, n: int, rotation: int, rect: pygame.Rect, dim: bool = False) -> None:
        """Card `n` turned `rotation` quarter turns, its four fields filling `rect` (dim: darkened)."""
        size = rect.width // 2
        for (dr, dc), fld in self.view.cards[n].laid(0, 0, rotation):
            surface.blit(art.field(fld.terrain, fld.hut, size), (rect.left + dc * size, rect.top + dr * size))
        if dim:
            tint(surface, rect, (0, 0, 0), 110)
        pygame.draw.rect(surface, (30, 30, 30), rect, max(1, size // 20))

    def suggested_card(self):
        """A tutorial step's card to lay "turned as shown" (target kind "card"): (slot, rotation), or None."""
        target = self.view.table.lesson_target()
        if target.get("kind") != "card":
            return None
        return tuple(target["at"]), target.get("rotation", 0)

    def draw_suggestion(self, surface, rect: pygame.Rect, rotation: int) -> None:
        """The round's card, see-through, where and as turned as the tutorial suggests."""
        card = pygame.Surface(rect.size)
        self.draw_card(card, self.view.state.card, rotation, card.get_rect())
        card.set_alpha(170)
        surface.blit(card, rect)
