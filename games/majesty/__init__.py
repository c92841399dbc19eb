"""Majesty (Marc André, 2017): 2-4 players take one character card a turn,
place it under its location and collect its income; 12 turns each."""
from __future__ import annotations

from ..core import Game, Option, ScoreSheet

from . import position
from .bots import BOTS, SEARCH
from .data import Card, Location, MajestyData, Side, check_files, load_data
from .effects import LOCATIONS
from .rules import ACTION_KINDS, MajestyState, Offer, Person, Preview, TakeCard, sides_map, sides_problem


class Majesty(Game):
    """The game object registered as games.GAMES["majesty"]."""
    id = "majesty"
    min_players = 2
    max_players = 4
    phases = ("take",)
    action_kinds = ACTION_KINDS
    bots = dict(BOTS)
    search = dict(SEARCH)                       # the strong level's parts, for the coach
    options = {
        # all A, all B, or one letter per location (the same for every realm)
        "sides": Option("A", sides_problem, presets=("A", "B"), parts=LOCATIONS,
                        letters=("A", "B"), part_text="majesty.location.{part}"),
        "all_cards": (False, True),             # the official variant: all 60 shuffled
        "meeple_tiebreak": (False, True),       # leftover meeples break ties (A7)
        "start": ("first", "random"),           # who holds the red worker card and starts
    }

    def new_game(self, players: list[str], seed: int = 0,
                 options: dict | None = None) -> MajestyState:
        self.check_players(players)
        return MajestyState(self, players, seed, self.check_options(options), load_data())

    def score_position(self, data, path) -> tuple[list[ScoreSheet], list[int]]:
        return position.score_position(data, path)

    def check_data(self, data_dir=None) -> list[str]:
        return check_files(data_dir)


GAME = Majesty()

__all__ = ["GAME", "Majesty", "MajestyState", "TakeCard", "Offer", "Person", "Preview", "Card",
           "Location", "Side", "MajestyData", "load_data", "sides_map"]
