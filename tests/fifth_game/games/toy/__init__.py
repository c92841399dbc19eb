"""Nine Tiles, the test suite's fifth game (tests/fifth_game): tiles of two
colours on a 3 x 3 grid. Installed by tests/fifth_game as a game is added
(README, "A fifth game"), it proves on every run that a new game needs only
the places the README lists."""
from __future__ import annotations

from ..core import Game
from ..core import paths
from ..core.checker import Checker
from ..core.loader import load_yaml

from .bots import BOTS, SEARCH
from .rules import ACTION_KINDS, Place, ToyState


def data_path(data_dir=None):
    return paths.data_dir(data_dir) / "toy" / "scoring.yaml"


def load_data(data_dir=None) -> dict:
    """The grid's size and the points (data/toy/scoring.yaml), each checked."""
    path = data_path(data_dir)
    data = load_yaml(path)
    check = Checker(path)
    check.mapping(data, "the scoring")
    for key in ("size", "pair", "centre"):
        if check.field(data, key, int) < (3 if key == "size" else 0):
            check.fail(data, f"{key!r} is too small", key)
    if data["size"] % 2 == 0 or data["size"] > 7:
        check.fail(data, "'size' must be odd (a grid with a centre) and at most 7", "size")
    return dict(data)


class Toy(Game):
    id = "toy"
    min_players = max_players = 2
    hidden_information = False
    chance = False
    phases = ("place",)
    action_kinds = ACTION_KINDS
    bots = BOTS
    search = SEARCH

    def new_game(self, players, seed=0, options=None) -> ToyState:
        self.check_players(players)
        return ToyState(self, players, seed, self.check_options(options), load_data())

    def check_data(self, data_dir=None) -> list[str]:
        load_data(data_dir)
        return [str(data_path(data_dir))]


GAME = Toy()

__all__ = ["GAME", "Toy", "ToyState", "Place"]
