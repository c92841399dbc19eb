"""Colours, sizes and the scale of the layout; every terrain also has a glyph."""
from __future__ import annotations

import colorsys

from .engine import settings

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

# The text size (the couch screen): every font and touch target grows with
# the layout unit, but only as far as the layouts hold. Every screen is laid
# out to hold in a room of ROOM units (a window of ROOM pixels at a unit of
# 1.0; the play screens by turning the side panel into a drawer), so the
# unit stops at min(width / ROOM[0], height / ROOM[1]): half of BASE_SIZE,
# so that 200% shows in full in any window of at least MIN_SIZE.
ROOM = (640, 400)
TEXT_SIZES = settings.TEXT_SIZES   # in percent, as the settings keep them
DEFAULT_TEXT_SIZE = settings.DEFAULT_TEXT_SIZE
_text_size = DEFAULT_TEXT_SIZE


def set_text_size(percent: int) -> None:
    """The text size asked for, in percent: one of TEXT_SIZES."""
    global _text_size
    if percent not in TEXT_SIZES or isinstance(percent, bool):
        raise ValueError(f"text size {percent!r} is not one of {TEXT_SIZES}")
    _text_size = percent


def text_size() -> int:
    return _text_size


def base_scale(size: tuple[int, int]) -> float:
    """The unit at 100% text: 1.0 at 1280x800."""
    return max(0.6, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def scale(size: tuple[int, int]) -> float:
    """One unit of layout for this window size (1.0 at 1280x800 and 100%
    text), grown by the text size as far as the layouts hold (ROOM)."""
    base = base_scale(size)
    most = max(base, min(size[0] / ROOM[0], size[1] / ROOM[1]))
    return min(base * _text_size / 100, most)


def growth(size: tuple[int, int]) -> float:
    """How much the text size grows the unit here (1.0 at 100%): a label
    that must shrink to fit its tile shrinks at most by this, back to its
    size at 100%, never smaller."""
    return scale(size) / base_scale(size)


def window_size(asked: tuple[int, int], screen: tuple[int, int] | None) -> tuple[int, int]:
    """A window's size to open at: `asked`, at least MIN_SIZE, but never larger
    than the `screen` it opens on (None: no screen to hold it, as under the dummy
    driver), since a window larger than its screen is cut off at its edges."""
    least = tuple(max(low, want) for low, want in zip(MIN_SIZE, asked))
    return least if screen is None else tuple(min(most, want) for most, want in zip(screen, least))


def text_size_here(size: tuple[int, int]) -> int:
    """The text size a window of `size` shows, in percent: the one asked
    for, or less where the window cannot hold it."""
    return round(100 * growth(size))


def mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))
