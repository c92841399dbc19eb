"""A rounded panel with an edge: the one box every scene draws; the marks of a
list that scrolls."""
from functools import lru_cache

import pygame

from .. import theme


def draw_panel(surface, rect, colour=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 8, width: int = 1):
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge is not None and width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def draw_scroll_marks(surface, x: int, top: int, bottom: int, above: bool, below: bool, half: int,
                      fade: pygame.Rect | None = None, colour=theme.PANEL) -> None:
    """Small triangles at `x`: pointing up at `top` where more lies above, down
    at `bottom` where more lies below (the wheel scrolls). With `fade` (the
    list's view on a background of `colour`), a line cut by the edge where more
    lies fades into the background instead of showing half its letters."""
    if fade is not None and fade.width and fade.height:
        depth = min(fade.height // 3, 2 * half)
        if above:
            surface.blit(_fade(fade.width, depth, tuple(colour), True), fade.topleft)
        if below:
            surface.blit(_fade(fade.width, depth, tuple(colour), False), (fade.left, fade.bottom - depth))
    if above:
        pygame.draw.polygon(surface, theme.ACCENT, [(x - half, top + half), (x + half, top + half), (x, top)])
    if below:
        pygame.draw.polygon(surface, theme.ACCENT, [(x - half, bottom - half), (x + half, bottom - half), (x, bottom)])


@lru_cache(maxsize=16)
def _fade(width: int, depth: int, colour: tuple, at_top: bool) -> pygame.Surface:
    """`colour` from opaque at one edge (the top one `at_top`) to clear `depth` pixels in."""
    strip = pygame.Surface((1, max(1, depth)), pygame.SRCALPHA)
    for y in range(depth):
        alpha = round(255 * (1 - y / depth) if at_top else 255 * (y + 1) / depth)
        strip.set_at((0, y), (*colour[:3], alpha))
    return pygame.transform.scale(strip, (width, max(1, depth)))
