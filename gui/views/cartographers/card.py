"""The Cartographers card now, drawn at the head of the card band: its name, its
time and terrains (an ambush card: where the monster goes; in a short room the
time and terrains on one line) and the mark when it is drawn on ruins. A part of
the band: it reads the band's card rect and the view's shown state."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...widgets import draw_panel
from . import art


class CardFace:
    """The card now drawn (the module's docstring), a part the band holds as `face`."""

    def __init__(self, band):
        self.band = band
        self.view = band.view

    def draw(self, surface) -> None:
        """The card now: its name, time and terrains (an ambush: where the monster goes);
        a short card (a short room) puts the time and the terrains on one line."""
        view, u = self.view, self.band.u
        rect = self.band.card_rect
        card = view.state.current_card()
        ambush = card is not None and card.kind == "ambush"
        compact = rect.height < round(100 * u)
        draw_panel(surface, rect, art.PAPER, art.INK, radius=8, width=2)
        head = pygame.Rect(rect.left, rect.top, rect.width, round((22 if compact else 30) * u))
        pygame.draw.rect(surface, art.TERRAIN["monster"] if ambush else (120, 96, 64), head,
                         border_top_left_radius=8, border_top_right_radius=8)
        if card is None:
            text.draw(surface, view.t("ui.cartographers.over"), rect.center, round(14 * u), art.INK, anchor="center")
            return
        size = round((14 if compact else 15) * u)
        name = view.name_of(card)
        while text.font(size, True).size(name)[0] > rect.width - round(12 * u) and size > 10:
            size -= 1
        name = text.elide(name, size, rect.width - round(12 * u), bold=True)
        text.draw(surface, name, head.center, size, art.PAPER, bold=True, anchor="center")
        y = head.bottom + round((4 if compact else 8) * u)
        if ambush:
            self.draw_ambush(surface, card, y, compact)
        else:
            self.draw_explore(surface, card, y, compact)

    def draw_ambush(self, surface, card, y: int, compact: bool) -> None:
        """An ambush card's lines: its time (not on a short card), where the monster goes."""
        view, u, rect = self.view, self.band.u, self.band.card_rect
        small, least = round(13 * u), 1 / theme.growth(view.table.size)
        lines = [self.view.t(f"cartographers.direction.{card.direction}")]
        if len(view.state.players) == 1:
            lines = [self.view.t(f"ui.cartographers.corner.{card.solo_corner}")] + lines
        left = rect.left + round(10 * u)
        if not compact:   # a short card gives its lines to where the monster goes (an ambush takes no time)
            art.hourglass(surface, (rect.left + round(16 * u), y + round(8 * u)), round(14 * u))
            text.draw(surface, self.view.t("ui.cartographers.time", n=card.time), (rect.left + round(28 * u), y),
                      small, art.INK)
            y += round(24 * u)
        for line in lines:
            room = rect.right - round(8 * u) - left
            fit = text.fitting(line, small, room, least=least)
            text.draw(surface, text.elide(line, fit, room), (left, y), fit, art.INK)
            y += round(18 * u)

    def draw_explore(self, surface, card, y: int, compact: bool) -> None:
        """An explore card's time and terrains, and the mark where it is drawn on ruins."""
        s, u, rect = self.view.state, self.band.u, self.band.card_rect
        small = round(13 * u)
        art.hourglass(surface, (rect.left + round(16 * u), y + round(8 * u)), round(14 * u))
        when = text.draw(surface, self.view.t("ui.cartographers.time", n=card.time), (rect.left + round(28 * u), y),
                         small, art.INK)
        y += round(24 * u)
        sw = round(20 * u)
        x = rect.left + round(10 * u)
        if compact:   # the terrains on the time's line, the ruins mark (and word, where it fits) at its end
            x = when.right + round(10 * u)
            ruins = self.view.t("ui.cartographers.after_ruins")
            ruins_w = text.font(round(12 * u), True).size(ruins)[0] + round(4 * u)
            count = len(card.terrains)
            end = rect.right - round(8 * u) - (sw + round(4 * u) if s.ruins_pending else 0)
            if s.ruins_pending and end - ruins_w - x >= count * (round(14 * u) + round(3 * u)):
                end -= ruins_w
            else:
                ruins = ""
            sw = max(round(10 * u), min(sw, (end - x - (count - 1) * round(3 * u)) // max(1, count)))
            y = when.centery - sw // 2
        for terrain in card.terrains:
            surface.blit(art.cell(terrain, False, sw), (x, y))
            x += sw + round((3 if compact else 4) * u)
        if compact:
            if s.ruins_pending:
                mark = pygame.Rect(rect.right - round(8 * u) - sw, y, sw, sw)
                art.ruins_outline(surface, mark)
                if ruins:
                    text.draw(surface, ruins, (mark.left - round(4 * u), mark.centery), round(12 * u), art.INK,
                              bold=True, anchor="midright")
            return
        y += sw + round(6 * u)
        if s.ruins_pending:
            art.ruins_outline(surface, pygame.Rect(rect.left + round(8 * u), y - round(2 * u), sw, sw))
            text.draw(surface, self.view.t("ui.cartographers.after_ruins"), (rect.left + round(32 * u), y), small,
                      art.INK, bold=True)
