"""Numbers that count: where a seat's coins or points change, the screen draws
them counting from the number it showed to the new one (up, or down after a
take-back), eased, in COUNT's seconds by the pace (none at the fast pace or with
the `motion` setting off), instead of jumping. Only the picture counts: the game
has changed already. A number out of sight at a frame is forgotten: it shows as
it is when it comes back into sight."""
from __future__ import annotations

from dataclasses import dataclass

COUNT = {"normal": 0.4, "slow": 0.8}   # seconds a number counts, by the computers' pace


def eased(k: float) -> float:
    """Slow to start, slow to end (0 to 1)."""
    k = max(0.0, min(1.0, k))
    return k * k * (3 - 2 * k)


@dataclass
class Count:
    """One number on its way from `start` to `to`."""
    start: int
    to: int
    gone: float = 0.0
    seconds: float = 0.0

    @property
    def counting(self) -> bool:
        return self.gone < self.seconds

    @property
    def now(self) -> int:
        if not self.counting:
            return self.to
        return round(self.start + (self.to - self.start) * eased(self.gone / self.seconds))


class Counts:
    """The numbers the screen shows, by what they are (("coins", seat), ("points", seat)).
    `seconds(COUNT)` says how long a count takes now (None: numbers jump)."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.numbers: dict = {}   # what -> Count
        self.asked: set = set()   # what was drawn since the last frame

    @property
    def counting(self) -> bool:
        return any(count.counting for count in self.numbers.values())

    def shown(self, what, value: int) -> int:
        """The number to draw for `what`, which is `value` now: where it was drawn
        as another, it counts from what was drawn towards `value`."""
        seconds = self.seconds(COUNT)
        if seconds is None:
            self.numbers.clear()
            return value
        self.asked.add(what)
        count = self.numbers.get(what)
        if count is None:
            count = self.numbers[what] = Count(value, value)
        elif value != count.to:
            count = self.numbers[what] = Count(count.now, value, 0.0, seconds)
        return count.now

    def update(self, dt: float) -> None:
        for count in self.numbers.values():
            if count.counting:
                count.gone += dt

    def drawn(self) -> None:
        """A frame has been drawn: what it did not show is forgotten."""
        self.numbers = {what: count for what, count in self.numbers.items() if what in self.asked}
        self.asked = set()
