"""Limes art, drawn by the program: terrains with patterns or glyphs (furrows,
trees, waves, tower), fishing huts and workers, cached per size; and the
geometry of a display drawn with them."""
from __future__ import annotations

import math

import pygame

from ... import cache

TERRAIN = {"F": (222, 192, 96), "W": (64, 128, 72), "L": (70, 132, 200), "T": (150, 144, 136)}


@cache.images
def field(terrain: str, hut: bool, size: int) -> pygame.Surface:
    """One field of `size` pixels."""
    s = pygame.Surface((size, size))
    base = TERRAIN[terrain]
    s.fill(base)
    dark = tuple(max(0, c - 45) for c in base)
    light = tuple(min(255, c + 35) for c in base)
    w = max(1, size // 28)
    if terrain == "F":  # furrows
        for i in range(1, 6):
            y = i * size // 6
            pygame.draw.line(s, dark, (size // 10, y), (size - size // 10, y - size // 12), w)
    elif terrain == "W":  # trees
        for fx, fy in ((0.28, 0.32), (0.7, 0.3), (0.5, 0.68), (0.2, 0.75), (0.8, 0.75)):
            cx, cy, r = fx * size, fy * size, size * 0.13
            pygame.draw.polygon(s, dark, [(cx, cy - r * 1.3), (cx - r, cy + r * 0.7), (cx + r, cy + r * 0.7)])
            pygame.draw.line(s, (90, 60, 40), (cx, cy + r * 0.7), (cx, cy + r * 1.1), w)
    elif terrain == "L":  # waves
        for i in range(1, 5):
            y0 = i * size / 5
            pts = [(x, y0 + math.sin(x / size * 4 * math.pi) * size * 0.04) for x in range(2, size - 1, 2)]
            if len(pts) > 1:
                pygame.draw.lines(s, light, False, pts, w)
    elif terrain == "T":  # rock with watchtower
        for fx, fy in ((0.2, 0.8), (0.8, 0.2), (0.15, 0.25)):
            pygame.draw.circle(s, dark, (fx * size, fy * size), size * 0.07)
        tw, th = size * 0.32, size * 0.5
        body = pygame.Rect(0, 0, tw, th)
        body.midbottom = (size // 2, int(size * 0.82))
        pygame.draw.rect(s, (96, 84, 74), body)
        merlon = max(2, int(tw / 5))
        for i in range(3):
            pygame.draw.rect(s, (96, 84, 74), (body.left + i * 2 * merlon, body.top - merlon, merlon, merlon))
        pygame.draw.rect(s, (40, 34, 30), (body.centerx - merlon // 2, body.top + th * 0.25, merlon, merlon))
    if hut:  # fishing hut with a blue roof
        hw = size * 0.34
        hx, hy = size * 0.66, size * 0.62
        wall = pygame.Rect(0, 0, hw, hw * 0.6)
        wall.midtop = (hx, hy)
        pygame.draw.rect(s, (236, 226, 206), wall)
        pygame.draw.rect(s, (60, 50, 40), wall, max(1, w))
        pygame.draw.polygon(s, (40, 90, 190), [(wall.left - hw * 0.1, wall.top), (wall.centerx, wall.top - hw * 0.45),
                                               (wall.right + hw * 0.1, wall.top)])
    pygame.draw.rect(s, dark, s.get_rect(), 1)
    return s


@cache.images
def worker(colour: tuple, size: int) -> pygame.Surface:
    """A worker figure in its player's colour."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    outline = (20, 20, 24)
    head = (size / 2, size * 0.24)
    r = size * 0.17
    body = [(size * 0.2, size * 0.95), (size * 0.36, size * 0.42), (size * 0.64, size * 0.42), (size * 0.8, size * 0.95)]
    pygame.draw.polygon(s, colour, body)
    pygame.draw.polygon(s, outline, body, max(1, size // 14))
    pygame.draw.circle(s, colour, head, r)
    pygame.draw.circle(s, outline, head, r, max(1, size // 14))
    return s


class Display:
    """Screen geometry of one player's display inside `rect`: the cards laid
    and the open card positions the engine names (`state.open_positions`)."""

    def __init__(self, rect: pygame.Rect, cards, open_positions=(), span: int | None = 10, largest: int = 10 ** 4):
        spots = list(cards) + list(open_positions) or [(0, 0)]
        rows = [r for r, _ in spots]
        cols = [c for _, c in spots]
        self.r0, self.c0 = min(rows), min(cols)
        self.rows, self.cols = max(rows) - self.r0 + 1, max(cols) - self.c0 + 1
        # `span`: one size for the whole game, room for `span` fields across (10 for
        # 5x5 card slots: 4x4 cards plus a ring of empty slots). None: as large as
        # these cards and slots fit, a field at most `largest` pixels (the play
        # screen's displays, which grow smaller as they grow, between moves).
        if span is None:
            self.field = max(4, min(rect.width // (2 * self.cols), rect.height // (2 * self.rows), largest))
        else:
            self.field = max(4, min(rect.width, rect.height) // span)
        self.rect = pygame.Rect(0, 0, self.cols * 2 * self.field, self.rows * 2 * self.field)
        self.rect.center = rect.center

    def slots(self):
        for r in range(self.r0, self.r0 + self.rows):
            for c in range(self.c0, self.c0 + self.cols):
                yield (r, c)

    def card_rect(self, slot) -> pygame.Rect:
        size = 2 * self.field
        return pygame.Rect(self.rect.left + (slot[1] - self.c0) * size,
                           self.rect.top + (slot[0] - self.r0) * size, size, size)

    def field_rect(self, cell) -> pygame.Rect:
        return pygame.Rect(self.rect.left + (cell[1] - 2 * self.c0) * self.field,
                           self.rect.top + (cell[0] - 2 * self.r0) * self.field, self.field, self.field)

    def slot_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        size = 2 * self.field
        return (self.r0 + (pos[1] - self.rect.top) // size, self.c0 + (pos[0] - self.rect.left) // size)

    def cell_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        return (2 * self.r0 + (pos[1] - self.rect.top) // self.field,
                2 * self.c0 + (pos[0] - self.rect.left) // self.field)
