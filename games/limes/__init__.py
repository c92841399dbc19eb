"""Limes (Martyn F, 2014) with our own card set: 16 rounds of placing a 2x2
card and optionally one worker; territories score by profession."""
from __future__ import annotations

from ..core import Game, ScoreSheet

from . import bots, position, search
from .cards import Card, Field, cards_path, load_cards, read_cards
from .rules import ACTION_KINDS, LimesState, MoveWorker, PlaceCard, PlaceWorker, SkipWorker, card_cells
from .scoring import cell_preview, worker_preview


class Limes(Game):
    """The game object registered as games.GAMES["limes"]."""
    id = "limes"
    min_players = 1
    max_players = 2
    phases = ("place", "worker")
    action_kinds = ACTION_KINDS
    bots = {**bots.BOTS, **search.BOTS}
    search = search.SEARCH             # the strong level's parts, for the coach

    def new_game(self, players: list[str], seed: int = 0,
                 options: dict | None = None) -> LimesState:
        self.check_players(players)
        return LimesState(self, players, seed, self.check_options(options), load_cards())

    def score_position(self, data, path) -> tuple[list[ScoreSheet], list[int]]:
        return position.score_position(data, path)

    def check_data(self, data_dir=None) -> list[str]:
        path = cards_path(data_dir)
        read_cards(path)
        return [str(path)]


GAME = Limes()

# What the window may use; the rule constants stay inside the package (the
# state, its decision and the cards say what the window needs).
__all__ = ["GAME", "Limes", "LimesState", "PlaceCard", "PlaceWorker", "MoveWorker",
           "SkipWorker", "Card", "Field", "card_cells", "load_cards", "cell_preview",
           "worker_preview"]
