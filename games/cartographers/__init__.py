"""Cartographers (Jordy Adan, Thunderworks Games 2019; German: Der Kartograph,
Pegasus): draw explore cards' shapes on your own map over four seasons and
score the edicts (spec: /work/shared/rules/cartographers.md)."""
from __future__ import annotations

from ..core import Game, ScoreSheet

from . import bots, position
from .actions import ACTION_KINDS, Draw, Fallback, Monster, Parcel, Shrink, UseSkill
from .ambush import pass_targets
from .data import FILES, CartographersData, data_path, load_data, read_data
from .decision import InHand
from .placement import placements, solo_ambush
from .rules import CartographersState
from .scoring import SeasonRow, SoloResult, solo_result
from .scoring_cards import monster_penalty
from .search import BOTS as STRONG, SEARCH
from .sheet import TERRAINS, Sheet


class Cartographers(Game):
    """The game object registered as games.GAMES["cartographers"]."""
    id = "cartographers"
    min_players = 1
    max_players = 100               # the engine; the window seats 1 to 6
    screen_max_players = 6
    simultaneous = True
    phases = ("draw", "ambush")
    action_kinds = ACTION_KINDS
    bots = {**bots.BOTS, **STRONG}
    search = SEARCH
    options = {"map": ("A", "B"), "skills": (False, True), "deal": ("random", "fixed")}

    def new_game(self, players: list[str], seed: int = 0,
                 options: dict | None = None) -> CartographersState:
        self.check_players(players)
        return CartographersState(self, players, seed, self.check_options(options), load_data())

    def score_position(self, data, path) -> tuple[list[ScoreSheet], list[int]]:
        return position.score_position(data, path, load_data())

    def check_data(self, data_dir=None) -> list[str]:
        folder = data_path(data_dir)
        read_data(folder)
        return [str(folder / name) for name in FILES]


GAME = Cartographers()

__all__ = ["GAME", "Cartographers", "CartographersState", "CartographersData", "Draw", "Fallback",
           "Parcel", "Monster", "Shrink", "UseSkill", "InHand", "Sheet", "SeasonRow", "SoloResult",
           "TERRAINS", "load_data", "monster_penalty", "pass_targets", "placements", "solo_ambush",
           "solo_result"]
