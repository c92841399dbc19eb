"""Rome in a Day (Evgeny Petrov, 2022): divide, choose, add; advanced variant of our own design."""
# Four rounds of dividing five tiles, choosing a neighbour's lot and adding
# tiles to a hex landscape whose buildings score matching areas; the advanced
# variant adds elephants, missions and a market (spec: rules/rome.md).
from __future__ import annotations

from ..core import Game, ScoreSheet
from ..core.bots import levels

from . import bots, position
from .actions import (ACTION_KINDS, LOTS, Choose, Divide, KeepMission, PlaceBuilding,
                      PlaceElephant, PlaceTile, SkipElephant, TakeSegment)
from .data import FORTRESS, MARKET_BONUSES, TERRAINS, Mission, RomeData, data_paths, load_data, read_data
from .landscape import BuildingScore, Survey, Tile
from .missions import gem_mark
from .pieces import Lot, Offer, Piece, Segment, double_cells
from .rules import RomeState
from .scoring import mission_item
from .search import SEARCH, strong_bot


class Rome(Game):
    """The game object registered as games.GAMES["rome"]."""
    id = "rome"
    min_players = 2
    max_players = 5
    simultaneous = True
    private_information = True   # the split, the choice and the kept mission are secret until revealed
    phases = ("divide", "choose", "add", "elephant", "mission", "market")
    action_kinds = ACTION_KINDS
    bots = {**bots.BOTS, **levels({"strong": strong_bot})}
    search = dict(SEARCH)                       # the strong level's parts, for the coach
    options = {"variant": ("basic", "advanced")}

    def new_game(self, players: list[str], seed: int = 0,
                 options: dict | None = None) -> RomeState:
        self.check_players(players)
        return RomeState(self, players, seed, self.check_options(options), load_data())

    def score_position(self, data, path) -> tuple[list[ScoreSheet], list[int]]:
        return position.score_position(load_data(), data, path)

    def check_data(self, data_dir=None) -> list[str]:
        read_data(data_dir)
        return [str(path) for path in data_paths(data_dir)]


GAME = Rome()

__all__ = ["GAME", "Rome", "RomeState", "Divide", "Choose", "PlaceTile", "PlaceElephant",
           "SkipElephant", "KeepMission", "TakeSegment", "PlaceBuilding", "LOTS", "Tile",
           "Piece", "Lot", "Offer", "Segment", "Survey", "BuildingScore",
           "Mission", "RomeData", "load_data", "TERRAINS", "FORTRESS", "MARKET_BONUSES", "mission_item",
           "double_cells", "gem_mark"]
