"""Phones as private hands: the screen is the table, each phone one seat's
own (desk.py: who may speak for a seat and what a message may be;
server.py: the pages and WebSockets, aiohttp in a thread; window.py and
scene.py: a phone's screen, drawn by the host; table.py: the host's side of
a game; joining.py: how a phone joins, on the big screen)."""
from __future__ import annotations

from ..engine import saves

PHONE = saves.PHONE   # a seat played on a phone, as the setup, `--bots` and a save say (the play scene's: None)
PHONES = "play_with_phones"   # the launcher's setting: a new game's people each at a phone (the setup's default)


class NoPhones:
    """No phone to tell: a game played at one screen (no seat is on a phone), or
    a phone's own scene (every other seat is someone else's)."""

    waiting = False   # for a phone to join (a computer's move waits)

    def __init__(self, seats=()):
        self.seats = frozenset(seats)

    def moved(self, player: int) -> None:
        pass

    def taken_back(self, seat: int) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def wake_in(self) -> float | None:
        return None

    def draw(self, surface, area, u: float) -> None:
        pass

    def handle_event(self, event) -> bool:
        return False

    def close(self) -> None:
        pass


NO_PHONES = NoPhones()


def hosted(scene, seats, address: str | None = None):
    """The phones of `scene`'s `seats`: NO_PHONES where there are none, else their
    table, its server started (aiohttp is imported only for a hosted game)."""
    if not seats:
        return NO_PHONES
    from .table import PhoneTable
    return PhoneTable(scene, seats, address)
