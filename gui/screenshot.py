"""`--screenshot FILE`: the window saved as PNG when the program ends."""
from __future__ import annotations

import os
import sys

import pygame


def save_screenshot(screen: pygame.Surface, path: str, prog: str) -> bool:
    """Save `screen` as PNG at `path`; if that fails, say why in one line on stderr."""
    if os.path.isdir(path):
        reason = "it is a folder; give a file name such as shot.png"
    else:
        try:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            pygame.image.save(screen, path)
            return True
        except (OSError, pygame.error) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    print(f"{prog}: cannot save the screenshot {path}: {reason}", file=sys.stderr)
    return False
