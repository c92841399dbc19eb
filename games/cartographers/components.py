"""The Cartographers components as read from data/cartographers/: map sides,
cards, seasons, scoring cards, solo titles and skills (frozen dataclasses)."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.shape import Shape

from . import masks

Cell = tuple[int, int]


@dataclass(frozen=True)
class MapSide:
    """Side A or B of the map pad: pre-printed mountains and wasteland, ruins."""
    letter: str
    name: dict
    mountains: tuple[Cell, ...]
    ruins: tuple[Cell, ...]
    wasteland: tuple[Cell, ...]
    coin_track: int

    @property
    def mountain_mask(self) -> int:
        return masks.mask_of(self.mountains)

    @property
    def ruins_mask(self) -> int:
        return masks.mask_of(self.ruins)

    @property
    def wasteland_mask(self) -> int:
        return masks.mask_of(self.wasteland)


@dataclass(frozen=True)
class CardOption:
    """One shape of an explore card; choosing a coin shape gains a coin."""
    shape: Shape
    coin: bool


@dataclass(frozen=True)
class ExploreCard:
    id: int
    name: dict
    time: int
    terrains: tuple[str, ...]
    options: tuple[CardOption, ...]
    text: dict
    kind = "explore"


@dataclass(frozen=True)
class RuinsCard:
    id: int
    name: dict
    time: int
    text: dict
    kind = "ruins"


@dataclass(frozen=True)
class AmbushCard:
    id: int
    name: dict
    direction: str      # how sheets are passed: clockwise = to seat index + 1 (§4 #4)
    solo_corner: str
    shape: Shape        # the printed orientation (solo keeps it, §1.9)
    text: dict
    time = 0
    kind = "ambush"


@dataclass(frozen=True)
class Season:
    id: int
    key: str
    name: dict
    time: int
    edicts: tuple[str, ...]


@dataclass(frozen=True)
class ScoringCard:
    id: int
    category: str
    solo: int
    name: dict
    text: dict


@dataclass(frozen=True)
class SoloTitle:
    at_least: int
    key: str
    name: dict


@dataclass(frozen=True)
class Skill:
    id: str
    cost: int
    name: dict
    text: dict


@dataclass(frozen=True)
class CartographersData:
    """Everything the rules read from data/cartographers/."""
    maps: dict
    explore: dict
    ruins: dict
    ambush: dict
    promo_ambush: dict
    seasons: tuple
    edict_letters: tuple
    fixed_deal: dict
    categories: tuple
    scoring: dict
    solo_titles: tuple
    skills: dict
    skills_revealed: int

    def card(self, card_id: int):
        """Any explore, ruins or ambush card by id."""
        for table in (self.explore, self.ruins, self.ambush):
            if card_id in table:
                return table[card_id]
        raise KeyError(card_id)
