"""A rounded panel with an edge: the one box every scene draws."""
import pygame

from .. import theme


def draw_panel(surface, rect, colour=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 8, width: int = 1):
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge is not None and width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def draw_scroll_marks(surface, x: int, top: int, bottom: int, above: bool, below: bool, half: int) -> None:
    """Small triangles at `x`: pointing up at `top` where more lies above, down
    at `bottom` where more lies below (the wheel scrolls)."""
    if above:
        pygame.draw.polygon(surface, theme.ACCENT, [(x - half, top + half), (x + half, top + half), (x, top)])
    if below:
        pygame.draw.polygon(surface, theme.ACCENT, [(x - half, bottom - half), (x + half, bottom - half), (x, bottom)])
