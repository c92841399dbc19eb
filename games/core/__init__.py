"""What every game shares. Nothing here imports a game, pygame or gui."""
from .game import Action, Decision, EndTurn, Game, LegalActions, Option, State, actions_from_dict, is_seat
from .grid import Grid, HexGrid, Region, region_index
from .loader import Checker, DataError, load_yaml, parse_yaml
from .rules import IllegalMove, ScoreItem, ScoreSheet, Violation
from .shape import HexShape, Shape

__all__ = ["Action", "Decision", "EndTurn", "LegalActions", "is_seat", "Game", "Option", "State", "actions_from_dict", "Grid", "HexGrid", "Region",
           "region_index", "Checker", "DataError", "load_yaml", "parse_yaml", "IllegalMove",
           "ScoreItem", "ScoreSheet", "Violation", "HexShape", "Shape"]
