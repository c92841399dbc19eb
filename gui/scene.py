"""The scene protocol: handle_event, update, draw; one scene on top at a time."""
from __future__ import annotations


class Scene:
    """Base of every screen. `wake_in` tells the loop when the scene next needs
    an update without input: 0 while something moves (60 frames a second), a
    number of seconds for a timer, None to sleep until an event comes."""

    def __init__(self, app):
        self.app = app

    @property
    def animating(self) -> bool:
        return False

    def wake_in(self) -> float | None:
        """Seconds until an update is due without input; None: only on an event."""
        return 0.0 if self.animating else None

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute rectangles for a new window size."""

    def handle_event(self, event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def behind(self, dt: float) -> None:
        """Each frame while another scene lies over this one: what cannot wait for it to come back."""

    def draw(self, surface) -> None:
        pass

    def close(self) -> None:
        """The scene leaves for good (its threads stop)."""

    def t(self, key: str, **params) -> str:
        return self.app.t(key, **params)
