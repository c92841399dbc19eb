"""Drawing helpers every game's art uses."""
from __future__ import annotations

import pygame

from . import cache


@cache.images
def _overlay(size: tuple, colour: tuple, alpha: int) -> pygame.Surface:
    overlay = pygame.Surface(size, pygame.SRCALPHA)
    overlay.fill((*colour, alpha))
    return overlay


def tint(surface, rect, colour=(0, 0, 0), alpha: int = 90) -> None:
    """Lay a translucent colour over `rect` (cells that scored, a red ghost, a dimmed card)."""
    surface.blit(_overlay(tuple(rect.size), tuple(colour), alpha), rect.topleft)
