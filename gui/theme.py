"""Colours, sizes and the scale of the layout; every terrain also has a glyph."""
from __future__ import annotations

import colorsys

BG = (30, 34, 40)
TABLE = (46, 64, 56)
PANEL = (38, 44, 52)
PANEL_EDGE = (70, 80, 92)
TEXT = (236, 236, 230)
TEXT_DIM = (160, 166, 172)
ACCENT = (240, 196, 90)
GOOD = (90, 200, 110)
BAD = (226, 80, 72)
BUTTON = (64, 74, 88)
BUTTON_HOVER = (84, 98, 116)
BUTTON_DISABLED = (50, 54, 60)
HIGHLIGHT = (255, 236, 120)
SLOT = (110, 140, 122)

BASE_PLAYER_COLOURS = ((214, 64, 56), (62, 118, 214), (236, 196, 48), (70, 170, 90),
                       (160, 90, 200), (240, 140, 40))
PLAYER_COLOUR_NAMES = ["red", "blue", "yellow", "green", "purple", "orange"]


def player_colour(seat: int) -> tuple[int, int, int]:
    """The colour of a seat: the six base colours, then more for any seat
    number (hues a golden angle apart, in three shades), each one different."""
    if seat < len(BASE_PLAYER_COLOURS):
        return BASE_PLAYER_COLOURS[seat]
    extra = seat - len(BASE_PLAYER_COLOURS)
    hue = (0.1 + extra * 0.381966) % 1.0
    light = (0.62, 0.45, 0.74)[extra % 3]
    return tuple(round(c * 255) for c in colorsys.hls_to_rgb(hue, light, 0.65))


BASE_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)


def scale(size: tuple[int, int]) -> float:
    """One unit of layout for this window size (1.0 at 1280x800)."""
    return max(0.6, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def px(value: float, size: tuple[int, int]) -> int:
    return max(1, round(value * scale(size)))


def mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))
