"""Rome art, drawn by the program: hex terrains with a colour and a pattern
(grain stalks, grapes, olive branch, stone blocks, roof tiles), building
glyphs, gems, elephants, coins, mission cards and arrows. Cached per size."""
from __future__ import annotations

import math

import pygame

from ... import cache, text

SQRT3 = math.sqrt(3)
TERRAIN = {"Y": (226, 190, 78), "P": (134, 88, 168), "G": (104, 156, 78), "Q": (218, 216, 206),
           "R": (198, 86, 64)}
FORTRESS_COLOUR = (120, 112, 104)
INK = (34, 30, 28)
PAPER = (244, 236, 214)
CREAM = (248, 242, 226)


def shade(colour, amount: int):
    """A colour made darker (negative) or lighter (positive)."""
    return tuple(max(0, min(255, c + amount)) for c in colour)


def building_colour(kind: str):
    return FORTRESS_COLOUR if kind == "X" else TERRAIN[kind]


def hex_points(centre, radius: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex."""
    x, y = centre
    return [(x + radius * math.cos(math.radians(60 * i - 30)), y + radius * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]


def _hex_surface(size: int) -> tuple[pygame.Surface, tuple[float, float]]:
    w, h = math.ceil(SQRT3 * size) + 2, 2 * size + 2
    return pygame.Surface((w, h), pygame.SRCALPHA), (w / 2, h / 2)


# --- terrains ---------------------------------------------------------------------------
def _grain(s, c, r, ink, w):
    for dx in (-0.42, -0.14, 0.14, 0.42):
        x, y0, y1 = c[0] + dx * r, c[1] + 0.55 * r, c[1] - 0.45 * r
        pygame.draw.line(s, ink, (x, y0), (x + 0.06 * r, y1), w)
        for k in range(3):
            gy = y1 + k * 0.17 * r
            for side in (-1, 1):
                pygame.draw.ellipse(s, ink, (x + side * 0.07 * r - 0.05 * r + 0.03 * r, gy - 0.07 * r,
                                             0.1 * r, 0.16 * r))


def _grapes(s, c, r, ink, w):
    light = (186, 140, 214)
    for cx, cy in ((c[0] - 0.3 * r, c[1] - 0.05 * r), (c[0] + 0.32 * r, c[1] + 0.12 * r)):
        pygame.draw.line(s, (70, 110, 50), (cx, cy - 0.4 * r), (cx + 0.08 * r, cy - 0.55 * r), w)
        pygame.draw.ellipse(s, (90, 140, 60), (cx - 0.02 * r, cy - 0.6 * r, 0.26 * r, 0.14 * r))
        for row, count in enumerate((3, 2, 1)):
            for k in range(count):
                gx = cx + (k - (count - 1) / 2) * 0.17 * r
                gy = cy - 0.22 * r + row * 0.16 * r
                pygame.draw.circle(s, ink, (gx, gy), 0.09 * r)
                pygame.draw.circle(s, light, (gx - 0.03 * r, gy - 0.03 * r), max(1, 0.03 * r))


def _olive(s, c, r, ink, w):
    points = [(c[0] - 0.6 * r + t * 1.2 * r, c[1] + 0.25 * r - math.sin(t * math.pi) * 0.45 * r)
              for t in (i / 8 for i in range(9))]
    pygame.draw.lines(s, (96, 72, 44), False, points, w + 1)
    for i, (x, y) in enumerate(points[1:-1]):
        side = -1 if i % 2 else 1
        leaf = pygame.Rect(0, 0, 0.3 * r, 0.12 * r)
        leaf.center = (x, y + side * 0.12 * r)
        pygame.draw.ellipse(s, ink, leaf)
    for x, y in (points[3], points[6]):
        pygame.draw.circle(s, (52, 62, 36), (x + 0.04 * r, y + 0.2 * r), 0.08 * r)


def _stones(s, c, r, ink, w):
    bw, bh = 0.42 * r, 0.26 * r
    for row in range(-3, 4):
        y = c[1] + row * bh
        offset = (row % 2) * bw / 2
        for col in range(-3, 4):
            x = c[0] + col * bw - offset
            pygame.draw.rect(s, ink, (x - bw / 2, y - bh / 2, bw, bh), w)


def _roofs(s, c, r, ink, w):
    step = 0.26 * r
    for row in range(-4, 5):
        y = c[1] + row * step
        offset = (row % 2) * step / 2
        for col in range(-5, 6):
            x = c[0] + col * step - offset
            pygame.draw.arc(s, ink, (x - step / 2, y - step / 2, step, step), math.pi, 2 * math.pi, w)


PATTERNS = {"Y": _grain, "P": _grapes, "G": _olive, "Q": _stones, "R": _roofs}


@cache.images
def tile(terrain: str, size: int) -> pygame.Surface:
    """A hex tile of radius `size`: its colour and, when large enough, its pattern."""
    s, centre = _hex_surface(size)
    base = TERRAIN[terrain]
    points = hex_points(centre, size)
    pygame.draw.polygon(s, base, points)
    if size >= 12:
        pattern = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        ink = shade(base, -60) if terrain != "Q" else (150, 148, 140)
        PATTERNS[terrain](pattern, centre, size, ink, max(1, size // 18))
        mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), hex_points(centre, size * 0.9))
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(pattern, (0, 0))
    pygame.draw.polygon(s, shade(base, -80), points, max(1, size // 14))
    return s


@cache.images
def hex_overlay(size: int, colour: tuple, alpha: int, edge: int = 0) -> pygame.Surface:
    """A translucent hex (a lit area, a green or red ghost), with an edge of `edge` pixels."""
    s, centre = _hex_surface(size)
    pygame.draw.polygon(s, (*colour, alpha), hex_points(centre, size))
    if edge:
        pygame.draw.polygon(s, (*colour, 255), hex_points(centre, size - edge / 2), edge)
    return s


def blit_centred(surface, image: pygame.Surface, centre) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


# --- buildings ----------------------------------------------------------------------------
def _windmill(s, x, y, r, w):
    body = [(x - 0.22 * r, y + 0.55 * r), (x - 0.12 * r, y - 0.1 * r), (x + 0.12 * r, y - 0.1 * r),
            (x + 0.22 * r, y + 0.55 * r)]
    pygame.draw.polygon(s, INK, body)
    hub = (x, y - 0.12 * r)
    for angle in (45, 135, 225, 315):
        a = math.radians(angle)
        tip = (hub[0] + math.cos(a) * 0.6 * r, hub[1] + math.sin(a) * 0.6 * r)
        pygame.draw.line(s, INK, hub, tip, w + 1)
        side = (tip[0] + math.cos(a + 1.3) * 0.16 * r, tip[1] + math.sin(a + 1.3) * 0.16 * r)
        mid = (hub[0] + math.cos(a) * 0.25 * r + math.cos(a + 1.3) * 0.16 * r,
               hub[1] + math.sin(a) * 0.25 * r + math.sin(a + 1.3) * 0.16 * r)
        pygame.draw.polygon(s, INK, [tip, side, mid, (hub[0] + math.cos(a) * 0.25 * r,
                                                     hub[1] + math.sin(a) * 0.25 * r)], w)


def _wine_press(s, x, y, r, w):
    vat = [(x - 0.42 * r, y + 0.05 * r), (x + 0.42 * r, y + 0.05 * r), (x + 0.34 * r, y + 0.55 * r),
           (x - 0.34 * r, y + 0.55 * r)]
    pygame.draw.polygon(s, INK, vat)
    for dx in (-0.15, 0.15):
        pygame.draw.line(s, CREAM, (x + dx * r, y + 0.12 * r), (x + dx * r * 0.9, y + 0.48 * r), w)
    pygame.draw.line(s, INK, (x, y + 0.05 * r), (x, y - 0.55 * r), w + 2)
    pygame.draw.line(s, INK, (x - 0.35 * r, y - 0.45 * r), (x + 0.35 * r, y - 0.45 * r), w + 1)
    for k in range(3):
        yy = y - 0.3 * r + k * 0.1 * r
        pygame.draw.line(s, INK, (x - 0.1 * r, yy), (x + 0.1 * r, yy + 0.05 * r), w)


def _olive_press(s, x, y, r, w):
    trough = pygame.Rect(0, 0, 0.9 * r, 0.26 * r)
    trough.midbottom = (x, y + 0.58 * r)
    pygame.draw.rect(s, INK, trough, border_radius=max(1, int(0.08 * r)))
    pygame.draw.circle(s, INK, (x, y - 0.05 * r), 0.38 * r, w + 1)
    pygame.draw.circle(s, INK, (x, y - 0.05 * r), 0.08 * r)
    pygame.draw.line(s, INK, (x, y - 0.05 * r), (x + 0.55 * r, y - 0.4 * r), w + 1)
    for dx in (-0.22, 0.22):
        pygame.draw.circle(s, (70, 90, 40), (x + dx * r, y + 0.25 * r), 0.07 * r)


def _stoneworks(s, x, y, r, w):
    for bx, by in ((-0.22, 0.32), (0.22, 0.32), (0.0, 0.02)):
        block = pygame.Rect(0, 0, 0.4 * r, 0.28 * r)
        block.center = (x + bx * r, y + by * r)
        pygame.draw.rect(s, INK, block, w + 1)
    pygame.draw.line(s, INK, (x - 0.5 * r, y - 0.55 * r), (x + 0.1 * r, y - 0.15 * r), w + 2)
    head = [(x - 0.32 * r, y - 0.62 * r), (x - 0.62 * r, y - 0.32 * r), (x - 0.5 * r, y - 0.2 * r),
            (x - 0.2 * r, y - 0.5 * r)]
    pygame.draw.polygon(s, INK, head)


def _theatre(s, x, y, r, w):
    body = pygame.Rect(0, 0, 1.1 * r, 0.9 * r)
    body.center = (x, y + 0.05 * r)
    pygame.draw.rect(s, INK, body, border_top_left_radius=int(0.3 * r), border_top_right_radius=int(0.3 * r))
    aw, ah = 0.16 * r, 0.24 * r
    for row, top in enumerate((body.top + 0.14 * r, body.top + 0.5 * r)):
        for k in range(4):
            arch = pygame.Rect(0, 0, aw, ah)
            arch.midtop = (body.left + (k + 0.5) * body.width / 4, top)
            pygame.draw.rect(s, CREAM, arch, border_top_left_radius=int(aw / 2), border_top_right_radius=int(aw / 2))


def _fortress(s, x, y, r, w):
    body = pygame.Rect(0, 0, 0.8 * r, 0.62 * r)
    body.midbottom = (x, y + 0.58 * r)
    pygame.draw.rect(s, INK, body)
    merlon = 0.8 * r / 5
    for k in range(3):
        pygame.draw.rect(s, INK, (body.left + 2 * k * merlon, body.top - merlon, merlon, merlon))
    gate = pygame.Rect(0, 0, 0.24 * r, 0.3 * r)
    gate.midbottom = (x, body.bottom)
    pygame.draw.rect(s, CREAM, gate, border_top_left_radius=int(0.12 * r), border_top_right_radius=int(0.12 * r))
    pygame.draw.line(s, INK, (x, body.top - merlon), (x, y - 0.62 * r), w)
    pygame.draw.polygon(s, (200, 50, 40), [(x, y - 0.62 * r), (x + 0.28 * r, y - 0.54 * r), (x, y - 0.46 * r)])


GLYPHS = {"Y": _windmill, "P": _wine_press, "G": _olive_press, "Q": _stoneworks, "R": _theatre, "X": _fortress}


@cache.images
def building(kind: str, size: int) -> pygame.Surface:
    """A building badge of radius about `size`: a cream disc ringed in its colour with its glyph."""
    d = 2 * size + 2
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d / 2, d / 2)
    ring = building_colour(kind)
    pygame.draw.circle(s, shade(ring, -70), c, size)
    pygame.draw.circle(s, ring, c, size - max(1, size // 10))
    pygame.draw.circle(s, CREAM, c, size * 0.78)
    GLYPHS[kind](s, c[0], c[1], size * 0.78, max(1, size // 12))
    return s


# --- gems, elephants, coins ----------------------------------------------------------------
@cache.images
def gem(size: int) -> pygame.Surface:
    """A cut gem `size` pixels wide."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    top, mid = size * 0.18, size * 0.4
    outline = [(size * 0.25, top), (size * 0.75, top), (size * 0.95, mid), (size * 0.5, size * 0.92),
               (size * 0.05, mid)]
    pygame.draw.polygon(s, (70, 196, 226), outline)
    pygame.draw.polygon(s, (150, 230, 248), [(size * 0.25, top), (size * 0.75, top), (size * 0.62, mid),
                                              (size * 0.38, mid)])
    pygame.draw.polygon(s, (40, 140, 190), [(size * 0.38, mid), (size * 0.62, mid), (size * 0.5, size * 0.92)])
    pygame.draw.polygon(s, (20, 70, 110), outline, max(1, size // 14))
    return s


@cache.images
def elephant(size: int) -> pygame.Surface:
    """An elephant `size` pixels wide, facing left."""
    h = round(size * 0.8)
    s = pygame.Surface((size, h), pygame.SRCALPHA)
    grey, dark = (156, 156, 166), (72, 72, 82)
    w = max(1, size // 16)
    for lx in (0.3, 0.42, 0.66, 0.78):
        pygame.draw.rect(s, grey, (lx * size, h * 0.55, size * 0.12, h * 0.4))
        pygame.draw.rect(s, dark, (lx * size, h * 0.55, size * 0.12, h * 0.4), w)
    body = pygame.Rect(size * 0.26, h * 0.2, size * 0.7, h * 0.5)
    pygame.draw.ellipse(s, grey, body)
    pygame.draw.ellipse(s, dark, body, w)
    trunk = [(size * 0.16, h * 0.35), (size * 0.08, h * 0.6), (size * 0.1, h * 0.86), (size * 0.04, h * 0.9)]
    pygame.draw.lines(s, dark, False, trunk, max(2, size // 8) + 2)
    pygame.draw.lines(s, grey, False, trunk, max(2, size // 8))
    pygame.draw.circle(s, grey, (size * 0.22, h * 0.32), size * 0.16)
    pygame.draw.circle(s, dark, (size * 0.22, h * 0.32), size * 0.16, w)
    ear = pygame.Rect(size * 0.24, h * 0.14, size * 0.2, h * 0.4)
    pygame.draw.ellipse(s, (128, 128, 140), ear)
    pygame.draw.ellipse(s, dark, ear, w)
    pygame.draw.circle(s, INK, (size * 0.16, h * 0.28), max(1, size // 24))
    pygame.draw.line(s, CREAM, (size * 0.14, h * 0.46), (size * 0.04, h * 0.5), max(1, size // 14))
    return s


def coin(surface, centre, radius: float) -> None:
    pygame.draw.circle(surface, (222, 178, 60), centre, radius)
    pygame.draw.circle(surface, (150, 110, 30), centre, radius, max(1, round(radius / 5)))


def arrow(surface, start, end, colour, width: int) -> None:
    """A straight arrow from `start` to `end` with a filled head."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1
    ux, uy = dx / length, dy / length
    head = max(6, width * 3)
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, colour, start, base, width)
    pygame.draw.polygon(surface, colour, [end, (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55),
                                          (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)])


# --- what others hold face down -------------------------------------------------------------
@cache.images
def tile_back(size: int) -> pygame.Surface:
    """A tile lying face down: a plain hex of the tiles' back colour."""
    s, c = _hex_surface(size)
    pygame.draw.polygon(s, (116, 98, 84), hex_points(c, size))
    pygame.draw.polygon(s, (64, 52, 44), hex_points(c, size), max(1, size // 6))
    return s


@cache.images
def card_back(height: int) -> pygame.Surface:
    """A mission card lying face down, `height` pixels high."""
    w = max(4, round(height * 0.72))
    s = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(s, (120, 60, 50), s.get_rect(), border_radius=max(1, w // 6))
    pygame.draw.rect(s, PAPER, s.get_rect(), max(1, w // 8), border_radius=max(1, w // 6))
    return s


# --- mission cards --------------------------------------------------------------------------
def mission_fits(title: str, body: str, size: tuple, words: int) -> bool:
    """Whether a mission card of `size` holds its name on a line and its rule text
    whole at `words` pixels (laid out as mission_card lays them)."""
    w, h = size
    band = _band_height(h, words)
    return (text.font(words, True).size(title)[0] <= w - 8
            and text.wrapped_height(body, words, w - 2 * _margin(words)) <= h - (band + _title_height(words)) - 4)


def _margin(words: int) -> int:
    """A mission card's rule text's distance from its edges."""
    return max(5, words // 2)


def _band_height(h: int, words: int) -> int:
    """A mission card's top band (its number and coin), never lower than its words need."""
    return max(14, h // 5, round(words * 1.5))


def _title_height(words: int) -> int:
    """A mission card's name line under its band, with the gaps around it."""
    return text.font(words, True).get_linesize() + 5


def mission_words(cards: tuple, size: tuple, largest: int, least: int) -> int:
    """The one size of words for mission cards of `size`, `cards` ((title, body), ...):
    the largest from `largest` down at which every card holds its words whole; below
    `least` (the text's size at 100%) only where no size from there fits, down to 7."""
    sizes = list(range(largest, least - 1, -1)) + list(range(min(largest, least - 1), 6, -1))
    return next((k for k in sizes if all(mission_fits(title, body, size, k) for title, body in cards)), 7)


@cache.images
def mission_card(number: int, title: str, body: str, coin_label: str, size: tuple, words: int) -> pygame.Surface:
    """A mission card: its number, printed coin value, name and rule text, the
    words at `words` pixels (mission_words)."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 14)
    pygame.draw.rect(s, PAPER, s.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, w, _band_height(h, words))
    pygame.draw.rect(s, (120, 60, 50), band, border_top_left_radius=radius, border_top_right_radius=radius)
    head = max(8, band.height * 55 // 100)
    text.draw(s, f"#{number}", (max(4, w // 16), band.centery), head, CREAM, bold=True, anchor="midleft")
    coin(s, (w - band.height * 0.55, band.centery), band.height * 0.36)
    text.draw(s, coin_label, (w - band.height * 0.55, band.centery), max(7, head - 2), INK, bold=True,
              anchor="center")
    text.draw(s, text.elide(title, words, w - 8, bold=True), (w // 2, band.bottom + 3), words, INK, bold=True,
              anchor="midtop")
    text.draw_wrapped(s, body, pygame.Rect(_margin(words), band.bottom + _title_height(words), w - 2 * _margin(words), h),
                      words, INK)
    pygame.draw.rect(s, INK, s.get_rect(), max(1, w // 60), border_radius=radius)
    return s
