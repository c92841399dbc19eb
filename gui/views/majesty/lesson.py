"""The coach's picture of a Majesty move in the position before it: the card row
of that moment (each card's cost and meeples) with the card taken outlined, and
under it the realm with the building it goes to lit. Functions of the view."""
from __future__ import annotations

import pygame

from ... import text, theme
from . import art
from .realm import HEAD

CARD_RATIO = 134 / 96   # a person card's height to its width, as the play screen draws it


class MajestyLesson:
    """The coach's picture of a Majesty move (the module's docstring), a part the view holds as lesson."""

    def __init__(self, view):
        self.view = view

    def draw(self, surface, rect: pygame.Rect, player: int, action: dict) -> list:
        """The row above, the realm below; what was marked, with where."""
        u = self.view.u
        row = self.row_area(rect)
        realm = pygame.Rect(rect.left, row.bottom + round(10 * u), rect.width, rect.bottom - row.bottom - round(10 * u))
        if realm.height < round((HEAD + 10) * u):   # no room for the buildings: the row alone, as large as it goes
            return self.draw_row(surface, self.row_area(rect, share=1.0), action.get("position"))
        marks = self.draw_row(surface, row, action.get("position"))
        highlight = self.view.move_marks(action)
        self.view.draw_board(surface, realm, player, highlight)
        for mark in highlight:
            column = self.view.board_columns.get(mark[1]) if mark[0] == "building" else None
            if column is not None:
                marks.append((mark, column))
        return marks

    def row_area(self, rect: pygame.Rect, share: float = 0.36) -> pygame.Rect:
        """Room for the six cards across `rect` with their cost labels, at most `share` of its height."""
        u = self.view.u
        count = max(1, len(self.view.state.display))
        gap = round(8 * u)
        label = round(18 * u)
        width = max(1, min((rect.width - (count - 1) * gap) // count, round((rect.height * share - label) / CARD_RATIO)))
        return pygame.Rect(rect.left, rect.top, rect.width, label + round(width * CARD_RATIO))

    def draw_row(self, surface, area: pygame.Rect, taken: int | None) -> list:
        """The card row as it was: position, cost, the card and its meeples; `taken` outlined."""
        s, u = self.view.state, self.view.u
        count = max(1, len(s.display))
        gap = round(8 * u)
        label = round(18 * u)
        width = round((area.height - label) / CARD_RATIO)
        left = area.centerx - (count * width + (count - 1) * gap) // 2
        small = round(12 * u)
        marks = []
        for position in range(1, count + 1):
            rect = pygame.Rect(left + (position - 1) * (width + gap), area.top + label, width, area.height - label)
            cost = s.cost(position)
            words = self.view.t("ui.majesty.free") if cost == 0 else self.view.t("ui.majesty.cost", n=cost)
            words = f"{position} · {words}"   # shrunk as far as its size at 100% text, then cut
            size = text.fitting(words, small, width + gap, least=1 / theme.growth(self.view.table.size))
            text.draw(surface, text.elide(words, size, width + gap), (rect.centerx, rect.top - round(3 * u)), size,
                      theme.TEXT_DIM, anchor="midbottom")
            card = s.display[position - 1]
            if card is None:
                pygame.draw.rect(surface, theme.SLOT, rect, 1, border_radius=6)
                continue
            surface.blit(self.view.card_image(card, rect.size), rect)
            step = max(6, round(width / 5))
            for i in range(s.display_meeples[position - 1]):
                art.meeple(surface, (rect.left + step + (i % 4) * step, rect.top + step + (i // 4) * step), step * 0.9)
            if position == taken:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), max(3, round(3 * u)), border_radius=7)
                marks.append((("card", position), rect))
        return marks
