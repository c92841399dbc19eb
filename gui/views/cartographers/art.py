"""Cartographers art, drawn by the program: each terrain a colour and a pattern
(trees, roofs, furrows, waves, claw marks, peaks, cracks), the ruins outline,
coins, shapes, whole maps and the scoring cards. Cached per size."""
from __future__ import annotations

import math

import pygame

from ... import cache, text
from ...draw import tint  # noqa: F401  (the Cartographers views tint through this module)

TERRAIN = {"forest": (76, 140, 70), "village": (200, 86, 70), "farm": (230, 198, 98),
           "water": (74, 134, 206), "monster": (128, 82, 158), "mountain": (146, 134, 120),
           "wasteland": (98, 92, 86)}
PAPER = (238, 230, 206)
INK = (44, 38, 32)
GRID = (196, 184, 156)
CATEGORY = {"forest": (76, 140, 70), "farm_water": (74, 134, 206), "village": (200, 86, 70),
            "arrangement": (130, 110, 150)}
GOLD, GOLD_DARK = (224, 180, 62), (150, 110, 30)


def _shade(colour, delta: int):
    return tuple(max(0, min(255, c + delta)) for c in colour)


def _pattern(s: pygame.Surface, terrain: str, size: int) -> None:
    """The terrain's glyph on a cell surface `s` of `size` pixels."""
    base = TERRAIN[terrain]
    dark, light = _shade(base, -55), _shade(base, 45)
    w = max(1, size // 22)
    if terrain == "forest":       # two fir trees
        for fx, fy, k in ((0.32, 0.45, 1.0), (0.68, 0.62, 0.9)):
            cx, cy, r = fx * size, fy * size, size * 0.2 * k
            pygame.draw.polygon(s, dark, [(cx, cy - r * 1.2), (cx - r * 0.8, cy + r * 0.6), (cx + r * 0.8, cy + r * 0.6)])
            pygame.draw.line(s, (86, 58, 36), (cx, cy + r * 0.6), (cx, cy + r * 1.0), max(1, w))
    elif terrain == "village":    # two houses with roofs
        for fx, fy in ((0.3, 0.55), (0.68, 0.42)):
            cx, cy, r = fx * size, fy * size, size * 0.17
            wall = pygame.Rect(0, 0, r * 1.5, r * 1.1)
            wall.midtop = (cx, cy)
            pygame.draw.rect(s, light, wall)
            pygame.draw.polygon(s, dark, [(wall.left - r * 0.25, wall.top), (cx, cy - r * 0.9),
                                          (wall.right + r * 0.25, wall.top)])
    elif terrain == "farm":       # furrows
        for i in range(1, 5):
            y = i * size / 5
            pygame.draw.line(s, dark, (size * 0.12, y + size * 0.06), (size * 0.88, y - size * 0.06), w)
    elif terrain == "water":      # waves
        for i in range(1, 4):
            y0 = i * size / 4
            pts = [(x, y0 + math.sin(x / size * 4 * math.pi) * size * 0.06) for x in range(1, size, 2)]
            if len(pts) > 1:
                pygame.draw.lines(s, light, False, pts, w + 1)
    elif terrain == "monster":    # three claw marks
        for i in range(3):
            x = size * (0.3 + 0.2 * i)
            pygame.draw.line(s, light, (x - size * 0.12, size * 0.22), (x + size * 0.06, size * 0.8), w + 1)
    elif terrain == "mountain":   # a peak with snow
        peak = [(size * 0.12, size * 0.84), (size * 0.5, size * 0.16), (size * 0.88, size * 0.84)]
        pygame.draw.polygon(s, dark, peak)
        pygame.draw.polygon(s, (246, 246, 240), [(size * 0.5, size * 0.16), (size * 0.38, size * 0.38),
                                                 (size * 0.62, size * 0.38)])
    elif terrain == "wasteland":  # cracks
        pygame.draw.lines(s, dark, False, [(size * 0.1, size * 0.3), (size * 0.4, size * 0.45),
                                           (size * 0.55, size * 0.3), (size * 0.9, size * 0.55)], w + 1)
        pygame.draw.lines(s, dark, False, [(size * 0.4, size * 0.45), (size * 0.35, size * 0.85)], w + 1)


def ruins_outline(s: pygame.Surface, rect: pygame.Rect, colour=INK) -> None:
    """The ruins mark: an arch of broken stones drawn inside `rect`."""
    size = rect.width
    w = max(1, size // 16)
    arch = pygame.Rect(0, 0, size * 0.62, size * 0.66)
    arch.midbottom = (rect.centerx, rect.bottom - size * 0.1)
    pygame.draw.arc(s, colour, arch, 0.2, math.pi - 0.5, w + 1)
    pygame.draw.line(s, colour, (arch.left + w, arch.centery), (arch.left + w, arch.bottom), w + 1)
    pygame.draw.line(s, colour, (arch.right - w, arch.centery + size * 0.08), (arch.right - w, arch.bottom), w + 1)
    pygame.draw.line(s, colour, (rect.left + size * 0.12, arch.bottom), (rect.right - size * 0.12, arch.bottom), w)


@cache.images
def cell(terrain: str | None, ruins: bool, size: int) -> pygame.Surface:
    """One map cell of `size` pixels: empty paper or a terrain, the ruins mark over it."""
    s = pygame.Surface((size, size))
    s.fill(PAPER if terrain is None else TERRAIN[terrain])
    if terrain is not None and size >= 8:
        _pattern(s, terrain, size)
    if ruins:
        ruins_outline(s, s.get_rect(), INK if terrain is None else _shade(TERRAIN[terrain], -80))
    return s


@cache.images
def ghost_cell(terrain: str, size: int, colour: tuple) -> pygame.Surface:
    """A cell of the piece in hand: its terrain tinted green or red, see-through
    so that what it would cover still shows."""
    s = cell(terrain, False, size).copy()
    tint(s, s.get_rect(), colour, 120)
    s.set_alpha(175)
    return s


def render_map(grid, ruins, paid, size: int) -> pygame.Surface:
    """A whole 11 x 11 map of cells of `size` pixels (grid: rows of terrain names or
    None; ruins, paid: sets of cells), with its grid lines and a coin on each paid mountain."""
    rows, cols = len(grid), len(grid[0])
    s = pygame.Surface((cols * size + 1, rows * size + 1))
    s.fill(GRID)
    for r, row in enumerate(grid):
        for c, terrain in enumerate(row):
            s.blit(cell(terrain, (r, c) in ruins, size), (c * size, r * size))
    line = _shade(GRID, -40)
    for i in range(rows + 1):
        pygame.draw.line(s, line, (0, i * size), (cols * size, i * size))
    for i in range(cols + 1):
        pygame.draw.line(s, line, (i * size, 0), (i * size, rows * size))
    for r, c in paid:
        coin(s, (c * size + size * 0.78, r * size + size * 0.24), max(2, size * 0.15))
    pygame.draw.rect(s, INK, s.get_rect(), max(1, size // 16))
    return s


def coin(surface, centre, radius: float, crossed: bool = False) -> None:
    """A gold coin; a crossed-out one was spent on a skill."""
    pygame.draw.circle(surface, GOLD, centre, radius)
    pygame.draw.circle(surface, GOLD_DARK, centre, radius, max(1, round(radius / 5)))
    if crossed:
        x, y = centre
        k = radius * 0.8
        pygame.draw.line(surface, INK, (x - k, y - k), (x + k, y + k), max(2, round(radius / 3)))
        pygame.draw.line(surface, INK, (x - k, y + k), (x + k, y - k), max(2, round(radius / 3)))


@cache.images
def shape_icon(cells: tuple, terrain: str, unit: int, coin_mark: bool = False) -> pygame.Surface:
    """A shape drawn with `unit`-pixel cells of its terrain; a coin beside a coin shape."""
    h = 1 + max(r for r, _ in cells)
    w = 1 + max(c for _, c in cells)
    s = pygame.Surface((w * unit + 1, h * unit + 1), pygame.SRCALPHA)
    for r, c in cells:
        s.blit(cell(terrain, False, unit), (c * unit, r * unit))
        pygame.draw.rect(s, INK, (c * unit, r * unit, unit + 1, unit + 1), 1)
    if coin_mark:
        coin(s, (w * unit - unit * 0.3, unit * 0.3), max(3, unit * 0.28))
    return s


def hourglass(surface, centre, size: float, colour=INK) -> None:
    """The time symbol of the explore cards."""
    x, y = centre
    k = size / 2
    pygame.draw.polygon(surface, colour, [(x - k * 0.7, y - k), (x + k * 0.7, y - k), (x, y)], max(1, round(size / 9)))
    pygame.draw.polygon(surface, colour, [(x - k * 0.7, y + k), (x + k * 0.7, y + k), (x, y)])


def category_icon(surface, category: str, rect: pygame.Rect) -> None:
    """The small picture of a scoring card's category: a tree, farm and water, a roof, a grid."""
    size = min(rect.width, rect.height)
    box = pygame.Rect(0, 0, size, size)
    box.center = rect.center
    if category == "forest":
        surface.blit(cell("forest", False, size), box)
    elif category == "village":
        surface.blit(cell("village", False, size), box)
    elif category == "farm_water":
        half = cell("farm", False, size).subsurface((0, 0, size // 2, size))
        surface.blit(half, box)
        surface.blit(cell("water", False, size).subsurface((size // 2, 0, size - size // 2, size)),
                     (box.left + size // 2, box.top))
    else:
        pygame.draw.rect(surface, PAPER, box)
        for i in range(1, 3):
            pygame.draw.line(surface, INK, (box.left + i * size // 3, box.top), (box.left + i * size // 3, box.bottom))
            pygame.draw.line(surface, INK, (box.left, box.top + i * size // 3), (box.right, box.top + i * size // 3))
    pygame.draw.rect(surface, INK, box, 1)


@cache.images
def scoring_card(letter: str, category: str, name: str, rule: str, width: int, font: int,
                 lit: bool = False, reserve: int = 0) -> pygame.Surface:
    """An edict's scoring card: the letter, a category picture, the name and the
    rule text; `reserve` pixels at the right of the header stay free (for the stars)."""
    pad = max(3, font // 3)
    icon = round(font * 1.6)
    body = text.wrap(rule, font, width - 2 * pad)
    line = text.font(font).get_linesize()
    head = icon + 2 * pad
    height = head + len(body) * line + pad + 3
    s = pygame.Surface((width, height), pygame.SRCALPHA)
    colour = CATEGORY.get(category, (120, 120, 120))
    pygame.draw.rect(s, PAPER, s.get_rect(), border_radius=6)
    pygame.draw.rect(s, _shade(colour, -20), (0, 0, width, head), border_top_left_radius=6,
                     border_top_right_radius=6)
    badge = pygame.Rect(pad, pad, icon, icon)
    pygame.draw.rect(s, PAPER, badge, border_radius=4)
    text.draw(s, letter, badge.center, round(font * 1.15), INK, bold=True, anchor="center")
    category_icon(s, category, pygame.Rect(badge.right + pad, pad, icon, icon))
    left = badge.right + 2 * pad + icon
    room = width - left - pad - reserve
    size = round(font * 1.05)
    while text.font(size, True).size(name)[0] > room and size > 7:
        size -= 1
    text.draw(s, name, (left, head // 2), size, (250, 246, 236), bold=True, anchor="midleft")
    y = head + pad // 2
    for row in body:
        text.draw(s, row, (pad, y), font, INK)
        y += line
    edge = (255, 214, 90) if lit else INK
    pygame.draw.rect(s, edge, s.get_rect(), 3 if lit else 1, border_radius=6)
    return s
