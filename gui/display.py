"""The screen the window opens on: SDL's video driver started, or, where this
machine shows no window (no display, a driver that cannot open one), a window
of nobody's (the dummy driver) with a word on stderr, so that a game goes on
and is saved as it would be on a screen."""
from __future__ import annotations

import os
import sys

import pygame

NO_SCREEN = "dummy"   # SDL's driver that draws where nobody sees


def open_display(prog: str) -> None:
    """Start SDL's video: as configured, else without a screen (said once on stderr)."""
    try:
        pygame.display.init()
    except pygame.error as error:
        print(f"{prog}: no window can be shown here ({error}): playing on without a screen; "
              f"set DISPLAY (or SDL_VIDEODRIVER) to see it", file=sys.stderr)
        os.environ["SDL_VIDEODRIVER"] = NO_SCREEN
        pygame.display.init()


def screen_size() -> tuple[int, int] | None:
    """The size of the desktop the window opens on (the first); None where the
    video driver shows no screen (dummy, offscreen: tests and screenshots)."""
    sizes = pygame.display.get_desktop_sizes() if pygame.display.get_driver() not in ("dummy", "offscreen") else []
    return tuple(sizes[0]) if sizes else None
