"""The Rome actions: one per player decision (spec: Play; Advanced variant)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core import Action

LOTS = ("small", "large")


@dataclass(frozen=True)
class Divide(Action):
    """Split the row: `small` = increasing row indexes (0-4) of the smaller (gem) lot; () = 5/0."""
    # The rest of the row forms the larger lot; with () the gem alone is the
    # smaller lot (spec: Play, 2).
    kind: ClassVar[str] = "divide"
    small: tuple[int, ...]


@dataclass(frozen=True)
class Choose(Action):
    """Take the "small" or the "large" lot of the offer you receive."""
    kind: ClassVar[str] = "choose"
    lot: str


@dataclass(frozen=True)
class PlaceTile(Action):
    """Put hand piece `tile` with its first half on (q, r), a double tile turned `turn` (0-5)."""
    # A single tile takes turn 0; pieces.DIRECTIONS[turn] is the second half's offset.
    kind: ClassVar[str] = "place_tile"
    tile: int
    q: int
    r: int
    turn: int = 0


@dataclass(frozen=True)
class PlaceElephant(Action):
    """Put an elephant from your supply on the free tile (q, r)."""
    kind: ClassVar[str] = "place_elephant"
    q: int
    r: int


@dataclass(frozen=True)
class SkipElephant(Action):
    """Place no elephant: allowed only when none can be placed."""
    kind: ClassVar[str] = "skip_elephant"


@dataclass(frozen=True)
class KeepMission(Action):
    """Keep mission card `mission` (its number) of those you drew; the rest are discarded."""
    kind: ClassVar[str] = "keep_mission"
    mission: int


@dataclass(frozen=True)
class TakeSegment(Action):
    """Take market segment `segment` (0-4) with all its material."""
    kind: ClassVar[str] = "take_segment"
    segment: int


@dataclass(frozen=True)
class PlaceBuilding(Action):
    """Put your segment's building or fortress on (q, r), a half of its double tile placed before."""
    kind: ClassVar[str] = "place_building"
    q: int
    r: int


ACTION_KINDS = (Divide, Choose, PlaceTile, PlaceElephant, SkipElephant, KeepMission,
                TakeSegment, PlaceBuilding)
PHASE_OF = {Divide: ("divide",), Choose: ("choose",), PlaceTile: ("add", "market"),
            PlaceElephant: ("elephant",), SkipElephant: ("elephant",),
            KeepMission: ("mission",), TakeSegment: ("market",), PlaceBuilding: ("market",)}
