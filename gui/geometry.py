"""Screen geometry of boards: a square grid of cells fitted into a rectangle,
and pointy-top axial hexes (the Rome spec's coordinates) with pixel rounding."""
from __future__ import annotations

import math

import pygame

SQRT3 = math.sqrt(3)


class SquareBoard:
    """Cells (row, col) of a rows x cols board, square, centred in `area`."""

    def __init__(self, area: pygame.Rect, rows: int, cols: int, first: tuple[int, int] = (0, 0)):
        self.rows, self.cols, self.first = rows, cols, first
        self.cell = max(4, min(area.width // cols, area.height // rows))
        self.rect = pygame.Rect(0, 0, cols * self.cell, rows * self.cell)
        self.rect.center = area.center

    def cell_rect(self, cell) -> pygame.Rect:
        r, c = cell[0] - self.first[0], cell[1] - self.first[1]
        return pygame.Rect(self.rect.left + c * self.cell, self.rect.top + r * self.cell, self.cell, self.cell)

    def cell_at(self, pos):
        """The cell under `pos`, or None outside the board."""
        if not self.rect.collidepoint(pos):
            return None
        return (self.first[0] + (pos[1] - self.rect.top) // self.cell,
                self.first[1] + (pos[0] - self.rect.left) // self.cell)


class HexBoard:
    """Pointy-top hexes of radius `size` around a screen `origin` (the centre of hex (0, 0))."""

    def __init__(self, origin: tuple[float, float], size: float):
        self.origin, self.size = origin, size

    @classmethod
    def fitted(cls, area: pygame.Rect, cells, margin: int = 1) -> "HexBoard":
        """A board showing `cells` (and `margin` rings around them) as large as `area` allows."""
        cells = list(cells) or [(0, 0)]
        unit = cls((0.0, 0.0), 1.0)
        xs, ys = zip(*(unit.centre(c) for c in cells))
        width = max(xs) - min(xs) + SQRT3 * (1 + 2 * margin)
        height = max(ys) - min(ys) + 2 + 3 * margin
        size = max(4.0, min(area.width / width, area.height / height))
        mid = ((max(xs) + min(xs)) / 2 * size, (max(ys) + min(ys)) / 2 * size)
        return cls((area.centerx - mid[0], area.centery - mid[1]), size)

    def centre(self, cell) -> tuple[float, float]:
        q, r = cell
        return (self.origin[0] + self.size * SQRT3 * (q + r / 2), self.origin[1] + self.size * 1.5 * r)

    def corners(self, cell, shrink: float = 0.0) -> list[tuple[float, float]]:
        x, y = self.centre(cell)
        radius = self.size * (1 - shrink)
        return [(x + radius * math.cos(math.radians(60 * i - 30)), y + radius * math.sin(math.radians(60 * i - 30)))
                for i in range(6)]

    def cell_at(self, pos) -> tuple[int, int]:
        """The hex under `pos` (axial rounding through cube coordinates)."""
        x = (pos[0] - self.origin[0]) / self.size
        y = (pos[1] - self.origin[1]) / self.size
        qf = SQRT3 / 3 * x - y / 3
        rf = 2 / 3 * y
        sf = -qf - rf
        q, r, s = round(qf), round(rf), round(sf)
        dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return (q, r)

    def draw(self, surface, cell, colour, edge=None, width: int = 1, shrink: float = 0.0) -> None:
        points = self.corners(cell, shrink)
        if colour is not None:
            pygame.draw.polygon(surface, colour, points)
        if edge is not None:
            pygame.draw.polygon(surface, edge, points, width)
