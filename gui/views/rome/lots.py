"""Where the Rome tray's two lots lie: the split's two trays and the offer's
small and large lot, side by side or (in a narrow tray) one above the other,
their tiles' places, the offers' overview beside them, and which lot or tile
is under the pointer. A part of Trays (its rect, buttons and state are the trays')."""
from __future__ import annotations

import math

import pygame

SQRT3 = math.sqrt(3)


class LotPlaces:
    """The places of the lots (the module's docstring), a part Trays holds as `lots`."""

    def __init__(self, trays):
        self.trays = trays

    def stacked_lots(self, tiles: int, cap: int, spacing: int):
        """A narrow tray's two lots one above the other: (radius, slot, (first, second)),
        `tiles` (a gem counts as one) in one row or two, whichever keeps them larger."""
        u, body = self.trays.view.u, self.trays.body()
        gap = round(6 * u)
        high = (body.height - gap) // 2
        first = pygame.Rect(body.left, body.top, body.width, high)
        r = max(6, min(cap, int(max(self.row_radius(tiles, rows, body.width - round(16 * u),
                                                    high - self.lot_head() - round(6 * u), u) for rows in (1, 2)))))
        return r, round(SQRT3 * r) + spacing, (first, first.move(0, high + gap))

    def lot_head(self, choosing: bool = False) -> int:
        """How far below a lot's top its tiles begin (its label above them)."""
        return round((20 if self.trays.narrow else 30 if choosing else 26) * self.trays.view.u)

    def lot_centre(self, lot: pygame.Rect, index: int, r: int, slot: int, choosing: bool = False):
        """Where a lot's tile (or its gem after them) goes: rows as wide as the lot holds."""
        u = self.trays.view.u
        per_row = max(1, (lot.width - round(16 * u)) // slot)
        row, col = divmod(index, per_row)
        return (lot.left + round(8 * u) + slot * col + slot / 2,
                lot.top + self.lot_head(choosing) + r + row * (2 * r + round(6 * u)))

    def divide_geometry(self):
        """(radius, slot, (first, second)) of the split's two trays: side by side, left of the
        buttons and of End turn; in a narrow tray one above the other."""
        u = self.trays.view.u
        if self.trays.narrow:
            return self.stacked_lots(self.trays.state.data.tiles_per_round, round(28 * u), round(6 * u))
        r = round(28 * u)   # the lots end left of the End turn hint (bottom right) once the split is sent
        slot = round(SQRT3 * r) + round(6 * u)
        tiles = self.trays.state.data.tiles_per_round
        width, between = tiles * slot + round(16 * u), round(48 * u)
        room = (min(self.trays.confirm.rect.left, self.end_turn_left()) - round(12 * u)
                - (self.trays.rect.left + round(12 * u)))
        top = self.trays.rect.top + round(30 * u)
        height = self.trays.rect.bottom - top - round(10 * u)
        if 2 * width + between > room:   # a narrow tray (a large text size): the lots end left of the buttons,
            between = round(36 * u)      # their tiles in two rows where that keeps them larger
            width = (room - between) // 2
            r = max(6, min(r, int(max(self.row_radius(tiles, rows, width - round(16 * u), height - round(60 * u), u)
                                      for rows in (1, 2)))))
            slot = round(SQRT3 * r) + round(6 * u)
        left = pygame.Rect(self.trays.rect.left + round(12 * u), top, width, height)
        right = left.move(width + between, 0)
        return r, slot, (left, right)

    @staticmethod
    def row_radius(tiles: int, rows: int, width: int, height: int, u: float) -> float:
        """The largest hex radius at which `tiles` fit in `rows` rows of `width` x `height`."""
        per_row = -(-tiles // rows)
        return min((width / per_row - 6 * u) / SQRT3, (height - (rows - 1) * 6 * u) / (2 * rows))

    def end_turn_left(self) -> int:
        """Where the play scene's End turn button begins (the tray's bottom right
        corner): a tray's lots end before it."""
        end = self.trays.view.table.end_button
        return end.left if end.width else self.trays.rect.right

    def slot_centre(self, tray: pygame.Rect, index: int, r: int, slot: int) -> tuple[float, float]:
        """Where the row tile `index` lies in a tray of the split."""
        return self.lot_centre(tray, index, r, slot)   # a narrow lot: a second row

    def tray_at(self, pos) -> int | None:
        """The split's tray under `pos` (a drag's target), or None."""
        return next((k for k, rect in enumerate(self.divide_geometry()[2]) if rect.collidepoint(pos)), None)

    def split_tile_at(self, pos, player: int | None = None) -> int | None:
        """The row tile (its index) of `player`'s split under `pos` (by default the acting player's), or None."""
        player = self.trays.view.acting if player is None else player
        r, slot, rects = self.divide_geometry()
        for i, tray in enumerate(self.trays.shown_split(player)):
            x, y = self.slot_centre(rects[tray], i, r, slot)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= r * r:
                return i
        return None

    def choose_geometry(self):
        """(radius, slot, {small, large}, the offers' overview) of the offer received: the lots
        side by side with every offer beside them; in a narrow tray one above the other, no overview."""
        u = self.trays.view.u
        if self.trays.narrow:   # no room for every offer beside the lots
            r, slot, (small, large) = self.stacked_lots(self.trays.state.data.tiles_per_round + 1, round(25 * u),
                                                        round(5 * u))
            return r, slot, {"small": small, "large": large}, pygame.Rect(0, 0, 0, 0)
        r = round(25 * u)
        slot = round(SQRT3 * r) + round(5 * u)
        tiles = self.trays.state.data.tiles_per_round
        width = tiles * slot + round(52 * u)
        room = self.end_turn_left() - round(12 * u) - self.trays.rect.left - round(26 * u)
        top = self.trays.rect.top + round(30 * u)
        if 2 * width > room:   # a narrow tray (a large text size): left of End turn, in two rows where
            width = room // 2  # that keeps the tiles larger (a gem counts as one more)
            height = self.trays.rect.bottom - top - round(10 * u) - round(56 * u)
            r = max(6, min(r, int(max(self.row_radius(tiles + 1, rows, width - round(16 * u), height, u)
                                      for rows in (1, 2)))))
            slot = round(SQRT3 * r) + round(5 * u)
        tray = self.trays.rect
        small = pygame.Rect(tray.left + round(12 * u), top, width, tray.bottom - top - round(10 * u))
        large = small.move(width + round(14 * u), 0)
        overview = pygame.Rect(large.right + round(22 * u), tray.top + round(8 * u),
                               tray.right - large.right - round(34 * u), tray.height - round(16 * u))
        return r, slot, {"small": small, "large": large}, overview

    def lot_at(self, pos) -> str | None:
        """The lot of the offer (small, large) under `pos`, or None."""
        return next((name for name, rect in self.choose_geometry()[2].items() if rect.collidepoint(pos)), None)
