"""The scene protocol: handle_event, update, draw; one scene on top at a time."""
from __future__ import annotations


class Scene:
    """Base of every screen. `animating` true keeps the loop at 60 frames a
    second; false lets it sleep in pygame.event.wait until something happens."""

    def __init__(self, app):
        self.app = app

    @property
    def animating(self) -> bool:
        return False

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute rectangles for a new window size."""

    def handle_event(self, event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def t(self, key: str, **params) -> str:
        return self.app.t(key, **params)
