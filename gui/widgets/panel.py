"""A rounded panel with an edge: the one box every scene draws."""
import pygame

from .. import theme


def draw_panel(surface, rect, colour=theme.PANEL, edge=theme.PANEL_EDGE, radius: int = 8, width: int = 1):
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge is not None and width:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
