"""Majesty art, drawn by the program: person cards with their crest and
colour (split cards in two halves), building headers, meeples and coins."""
from __future__ import annotations


import pygame

from ... import cache, text

COLOUR = {"orange": (226, 140, 44), "brown": (140, 92, 52), "green": (70, 150, 74),
          "light_blue": (118, 178, 228), "red": (198, 52, 50), "yellow": (232, 198, 62),
          "violet": (138, 82, 170), "grey": (128, 128, 132)}
CHARACTER_COLOUR = {"miller": "orange", "brewer": "brown", "witch": "green", "guard": "light_blue",
                    "knight": "red", "innkeeper": "yellow", "noble": "violet"}
INK = (28, 26, 30)
PAPER = (244, 236, 214)


def colour_of(character: str | None):
    return COLOUR[CHARACTER_COLOUR.get(character, "grey")]


def crest(surface, character: str | None, centre, size: float) -> None:
    """The crest of a person: wheat, barrel, flask, shield, sword, knife and fork, key."""
    x, y = centre
    s = size
    w = max(1, round(s / 9))
    if character == "miller":      # wheat sheaf
        for dx in (-0.22, 0, 0.22):
            pygame.draw.line(surface, INK, (x + dx * s * 0.3, y + s * 0.4), (x + dx * s, y - s * 0.2), w)
            pygame.draw.ellipse(surface, INK, (x + dx * s - s * 0.08, y - s * 0.42, s * 0.16, s * 0.3))
    elif character == "brewer":    # barrel
        rect = pygame.Rect(0, 0, s * 0.6, s * 0.8)
        rect.center = centre
        pygame.draw.ellipse(surface, INK, rect, w)
        for dy in (-0.18, 0.18):
            pygame.draw.line(surface, INK, (rect.left + w, y + dy * s), (rect.right - w, y + dy * s), w)
    elif character == "witch":     # potion flask
        pygame.draw.circle(surface, INK, (x, y + s * 0.12), s * 0.3, w)
        pygame.draw.rect(surface, INK, (x - s * 0.08, y - s * 0.42, s * 0.16, s * 0.26), w)
    elif character == "guard":     # shield
        pts = [(x - s * 0.32, y - s * 0.38), (x + s * 0.32, y - s * 0.38), (x + s * 0.3, y + s * 0.05),
               (x, y + s * 0.42), (x - s * 0.3, y + s * 0.05)]
        pygame.draw.polygon(surface, INK, pts, w)
    elif character == "knight":    # sword
        pygame.draw.line(surface, INK, (x, y - s * 0.42), (x, y + s * 0.3), w + 1)
        pygame.draw.line(surface, INK, (x - s * 0.22, y + s * 0.14), (x + s * 0.22, y + s * 0.14), w + 1)
        pygame.draw.line(surface, INK, (x, y + s * 0.3), (x, y + s * 0.44), w + 2)
    elif character == "innkeeper":  # crossed knife and fork
        pygame.draw.line(surface, INK, (x - s * 0.3, y - s * 0.35), (x + s * 0.3, y + s * 0.35), w + 1)
        pygame.draw.line(surface, INK, (x + s * 0.3, y - s * 0.35), (x - s * 0.3, y + s * 0.35), w + 1)
        for dx in (-0.08, 0.08):
            pygame.draw.line(surface, INK, (x + s * (0.3 + dx), y - s * 0.42), (x + s * (0.22 + dx), y - s * 0.3), w)
    elif character == "noble":     # key
        pygame.draw.circle(surface, INK, (x - s * 0.2, y), s * 0.16, w)
        pygame.draw.line(surface, INK, (x - s * 0.04, y), (x + s * 0.4, y), w + 1)
        pygame.draw.line(surface, INK, (x + s * 0.3, y), (x + s * 0.3, y + s * 0.16), w + 1)
    else:                          # infirmary: bowl with a snake
        pygame.draw.arc(surface, INK, (x - s * 0.32, y - s * 0.3, s * 0.64, s * 0.6), 3.3, 6.1, w + 1)
        pygame.draw.line(surface, INK, (x - s * 0.32, y), (x + s * 0.32, y), w)


@cache.images
def person(halves: tuple, character: str | None, names: tuple, size: tuple, tier: int = 1) -> pygame.Surface:
    """A person card: one colour and crest, or a split card's two halves;
    `character` marks the chosen half of a placed split card."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    pygame.draw.rect(s, PAPER, s.get_rect(), border_radius=radius)
    parts = len(halves)
    for i, half in enumerate(halves):
        band = pygame.Rect(0, i * h // parts, w, h // parts)
        colour = colour_of(half)
        if character is not None and character != half:
            colour = tuple((c + 230) // 2 for c in colour)
        pygame.draw.rect(s, colour, band.inflate(-max(2, w // 14), -max(2, w // 14)), border_radius=radius)
        crest(s, half, (band.centerx, band.top + band.height * 0.42), min(w, band.height) * 0.5)
        label = names[i]
        text_size = max(8, round(min(w / 7.5, band.height / 5)))
        while text.font(text_size).size(label)[0] > w - 6 and text_size > 7:
            text_size -= 1
        text.draw(s, label, (band.centerx, band.bottom - max(3, band.height // 14)), text_size, INK, bold=True,
                  anchor="midbottom")
    pygame.draw.rect(s, INK, s.get_rect(), max(1, w // 40), border_radius=radius)
    if tier == 2:  # a red corner marks the second tier
        pygame.draw.circle(s, (170, 40, 40), (w - radius - 2, radius + 2), max(2, w // 18))
    return s


@cache.images
def card_back(size: tuple, tier: int) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    colour = (70, 130, 70) if tier == 1 else (150, 50, 50)
    pygame.draw.rect(s, colour, s.get_rect(), border_radius=max(3, w // 12))
    pygame.draw.rect(s, PAPER, s.get_rect().inflate(-w // 5, -h // 5), max(1, w // 30), border_radius=4)
    text.draw(s, str(tier), (w // 2, h // 2), max(8, w // 3), PAPER, bold=True, anchor="center")
    return s


def meeple(surface, centre, size: float, colour=(246, 246, 240)) -> None:
    """A meeple: head and a body with arms and legs."""
    x, y = centre
    s = size
    body = [(x - s * 0.45, y + s * 0.5), (x - s * 0.15, y - s * 0.05), (x - s * 0.45, y - s * 0.05),
            (x - s * 0.3, y - s * 0.25), (x + s * 0.3, y - s * 0.25), (x + s * 0.45, y - s * 0.05),
            (x + s * 0.15, y - s * 0.05), (x + s * 0.45, y + s * 0.5), (x, y + s * 0.3)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, INK, body, 1)
    pygame.draw.circle(surface, colour, (x, y - s * 0.42), s * 0.2)
    pygame.draw.circle(surface, INK, (x, y - s * 0.42), s * 0.2, 1)


def coin(surface, centre, radius: float) -> None:
    pygame.draw.circle(surface, (222, 178, 60), centre, radius)
    pygame.draw.circle(surface, (150, 110, 30), centre, radius, max(1, round(radius / 5)))
