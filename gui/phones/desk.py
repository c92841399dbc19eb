"""The door of the phone seats: who may speak for a seat, and what a phone's
message may be. No pygame and no network here: the server (server.py) hands
each message over as it came, the play scene's phone table (table.py) asks
the engine about what passed. A message that is no message (not JSON, too
large, of a kind or shape not listed) is answered with its reason here and
never reaches the game.

A seat's link holds its token; the first phone to come with it holds the
seat. That phone comes back at once after a sleep or a lost network (it
says who it is: a name it drew for itself), another phone with the same
link only where the host allows it."""
from __future__ import annotations

import hmac
import json
import secrets

MAX_MESSAGE = 4096     # bytes: a move, a pointer's step or a key is far less
DEVICE_LENGTH = 64     # characters at most of the name a phone draws for itself

# What a phone may send: each kind with its fields and their types (bool is no int here).
KINDS = {
    "hello": {"device": str, "width": int, "height": int},   # who it is, how large its screen (pixels)
    "action": {"action": dict},                              # a move as the engine's to_dict gives it
    "end_turn": {},
    "undo": {},
    "pointer": {"what": str, "x": int, "y": int},            # down, move or up on the frame, in its pixels
    "key": {"key": str},                                     # rotate, mirror, ...
}
POINTER = ("down", "move", "up")
KEYS = ("rotate", "mirror", "hint", "cancel")
LARGEST_SCREEN = 4096   # pixels a side: a frame is never drawn larger
# A seat's token is typed from the big screen where no camera scans it: lower case without the
# look-alikes (l 1 i, o 0), 10 of 31 letters (49 bits; the server answers the local network only).
TOKEN_LETTERS, TOKEN_LENGTH = "abcdefghjkmnpqrstuvwxyz23456789", 10


class Refused(ValueError):
    """A message that is no message: its reason, in words for the phone."""


class Desk:
    def __init__(self, seats, make_token=lambda: "".join(secrets.choice(TOKEN_LETTERS) for _ in range(TOKEN_LENGTH))):
        self.tokens = {int(seat): make_token() for seat in seats}
        self.holders: dict[int, str] = {}     # seat -> the device that holds it
        self.takeover: set[int] = set()       # seats whose next other phone the host lets in

    def admits(self, seat, token) -> bool:
        """Whether `token` is `seat`'s (compared in constant time)."""
        mine = self.tokens.get(seat) if isinstance(seat, int) else None
        return mine is not None and isinstance(token, str) and hmac.compare_digest(mine, token)

    def claim(self, seat: int, device: str) -> bool:
        """Whether `device` may play `seat` now: the seat's first phone, its
        holder again, or another where the host allows it (once)."""
        holder = self.holders.get(seat)
        if holder is None or holder == device or seat in self.takeover:
            self.holders[seat] = device
            self.takeover.discard(seat)
            return True
        return False

    def allow_takeover(self, seat: int) -> None:
        """The host lets the next other phone with this seat's link take it over."""
        self.takeover.add(seat)


def read(raw) -> dict:
    """A phone's message as a dict of a listed kind with well-typed fields;
    Refused (with the reason) for anything else."""
    if isinstance(raw, str):
        size = len(raw.encode("utf-8", "surrogatepass"))
    elif isinstance(raw, (bytes, bytearray)):
        size = len(raw)
    else:
        raise Refused("not a text message")
    if size > MAX_MESSAGE:
        raise Refused(f"too large ({size} bytes, {MAX_MESSAGE} at most)")
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise Refused("not JSON") from None
    if not isinstance(message, dict):
        raise Refused("not a JSON object")
    kind = message.get("type")
    fields = KINDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise Refused(f"unknown type {str(kind)[:40]!r}")
    unknown = set(message) - set(fields) - {"type"}
    if unknown:
        raise Refused(f"unknown field {sorted(unknown)[0][:40]!r}")
    for name, kind_of in fields.items():
        value = message.get(name)
        if type(value) is not kind_of:
            raise Refused(f"{name!r} must be {kind_of.__name__}")
    problem = _problem(message)
    if problem:
        raise Refused(problem)
    return message


def _problem(message: dict) -> str | None:
    """What is wrong with a well-typed message's values, if anything."""
    kind = message["type"]
    if kind == "hello":
        if not 0 < len(message["device"]) <= DEVICE_LENGTH:
            return f"'device' must be 1 to {DEVICE_LENGTH} characters"
        if not (0 < message["width"] <= LARGEST_SCREEN and 0 < message["height"] <= LARGEST_SCREEN):
            return f"the screen must be 1 to {LARGEST_SCREEN} pixels a side"
    if kind == "pointer":
        if message["what"] not in POINTER:
            return f"'what' must be one of {', '.join(POINTER)}"
        if not (-LARGEST_SCREEN <= message["x"] <= 2 * LARGEST_SCREEN
                and -LARGEST_SCREEN <= message["y"] <= 2 * LARGEST_SCREEN):
            return "the pointer lies far off the frame"
    if kind == "key" and message["key"] not in KEYS:
        return f"'key' must be one of {', '.join(KEYS)}"
    return None
