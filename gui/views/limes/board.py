"""Drawing a Limes display: its owner's name above it, its fields and cards, the
card laid this turn, the open slots for the round's card, the lit territory, the
workers on their fields; for the piece in hand where it may go (a learning aid)
and its ghost where it would land. A part of the view: it reads its shown state
and the piece in hand."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...draw import tint
from . import art
from .art import Display


class DisplayPainter:
    """Limes's displays drawn (the module's docstring), a part the view holds as `boards`."""

    def __init__(self, view):
        self.view = view

    def draw_name(self, surface, label: str, player: int, display: Display) -> None:
        """A display's owner above it, kept over its own part of the board (a narrow one
        shrinks the name as far as its size at 100% text, then cuts it)."""
        view, u = self.view, self.view.u
        area = view.main_rect if player == view.focus else view.side_rect
        size = round(16 * u) if player == view.focus else round(14 * u)
        size = text.fitting(label, size, area.width, bold=True, least=1 / theme.growth(view.table.size))
        label = text.elide(label, size, area.width, bold=True)
        width = text.font(size, bold=True).size(label)[0]
        left = max(area.left, min(display.rect.left, area.right - width))
        text.draw(surface, label, (left, display.rect.top - round(6 * u)), size, theme.player_colour(player),
                  bold=True, anchor="bottomleft")

    def draw_display(self, surface, player: int, display: Display, highlight=(), slots=()) -> None:
        """`player`'s cards and workers in `display`: `slots` outlined (where the round's
        card may go), `highlight` cells lit; the piece in hand's targets and ghost on the holder's."""
        view = self.view
        s, f = view.state, display.field
        dd = view.table.drag
        landing = set(view.table.landing(player))   # a card on its way (its fields) shows here once landed
        for slot in slots:  # where this round's card may go, as the engine says
            pygame.draw.rect(surface, theme.SLOT, display.card_rect(slot).inflate(-6, -6), 2, border_radius=6)
        for cell, fld in s.fields[player].items():
            if cell not in landing:
                surface.blit(art.field(fld.terrain, fld.hut, f), display.field_rect(cell))
        for slot in s.displays[player]:
            if (2 * slot[0], 2 * slot[1]) not in landing:
                pygame.draw.rect(surface, (28, 28, 28), display.card_rect(slot), max(1, f // 24))
        laid = s.placed[player] if player in s.actors() else None   # the card laid this turn
        if laid is not None and (2 * laid[0], 2 * laid[1]) not in landing:
            pygame.draw.rect(surface, theme.ACCENT, display.card_rect(laid), max(2, f // 12))
        for cell in highlight:
            rect = display.field_rect(cell)
            tint(surface, rect, theme.HIGHLIGHT, 110)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, f // 16))
        holder = view.decision.player if view.decision is not None else None
        if dd.holding and player == holder:
            if view.table.aids:  # learning aid: where the piece in hand may go
                self.draw_legal(surface, display)
            self.draw_ghost(surface, display)
        for index, cell, rect in self.worker_rects(player, display):
            if cell in landing:
                continue
            held = dd.holding and dd.held.key == ("worker", index) and player == holder
            surface.blit(art.worker(theme.player_colour(player), rect.width), rect)
            if held:
                tint(surface, rect, (0, 0, 0), 120)

    def worker_rects(self, player: int, display: Display | None = None):
        """(index, cell, rect) of each of `player`'s workers, those sharing a field set apart."""
        display = display or self.view.display_of(player)
        crowd: dict = {}
        out = []
        for index, cell in enumerate(self.view.state.workers[player]):
            k = crowd.get(cell, 0)
            crowd[cell] = k + 1
            r = display.field_rect(cell)
            size = max(6, round(r.width * 0.55))
            rect = pygame.Rect(r.left + (k % 3) * r.width // 5, r.top + (k // 3) * r.height // 5 + r.height // 8,
                               size, size)
            out.append((index, cell, rect))
        return out

    def draw_legal(self, surface, display: Display) -> None:
        """Where the piece in hand may go: its slots outlined, or a dot on its fields."""
        dd = self.view.table.drag
        for target in dd.legal_targets():
            if dd.held.key[0] == "card":
                pygame.draw.rect(surface, theme.GOOD, display.card_rect(target).inflate(-8, -8), 3, border_radius=6)
            else:
                pygame.draw.circle(surface, theme.GOOD, display.field_rect(target).center, max(3, display.field // 8))

    def draw_ghost(self, surface, display: Display) -> None:
        """The piece in hand where it would land: the card itself, or its field lit,
        in the colour of whether it may go there."""
        dd = self.view.table.drag
        piece = dd.held
        colour = theme.BAD if dd.violation else theme.GOOD
        if dd.target is None:
            return
        if piece.key[0] == "card":
            rect = display.card_rect(dd.target)
            self.view.hand.draw_card(surface, self.view.state.card, piece.rotation, rect)
            tint(surface, rect, colour, 70)
            pygame.draw.rect(surface, colour, rect, max(3, display.field // 10))
            return
        rect = display.field_rect(dd.target)
        tint(surface, rect, colour, 90)
        pygame.draw.rect(surface, colour, rect, max(2, display.field // 14))
