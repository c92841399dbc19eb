"""The position file of `main.py score rome FILE` (spec: Position file): parse, check, score."""
from __future__ import annotations

from games.core import ScoreSheet
from games.core.loader import Checker, line_of

from .data import FORTRESS, TERRAINS, RomeData
from .landscape import Tile
from .scoring import score_items, winners

PLAYER_KEYS = ("name", "gems", "tiles", "elephants", "missions")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_position(rome: RomeData, data, path) -> list[tuple]:
    """(name, landscape, gems, elephants, missions) per player; a fault is a DataError with its line."""
    check = Checker(path)
    check.for_game(data, "rome")
    players = check.players(data, 1, 5)
    read = [_read_player(rome, check, players, i) for i in range(len(players))]
    names, owner = {}, {}
    for i, (name, *_rest, missions) in enumerate(read):
        if name in names:
            check.fail(players, f"two players are named {name!r} (players {names[name] + 1} "
                                f"and {i + 1})", i)
        names[name] = i
        for mission in missions:
            if mission in owner:
                check.fail(players[i], f"{name}: mission {mission} is also kept by "
                                       f"{read[owner[mission]][0]}; each card exists once",
                           "missions")
            owner[mission] = i
    return read


def _read_player(rome: RomeData, check: Checker, players: list, i: int) -> tuple:
    entry = check.mapping(players[i], f"player {i + 1}", players, i)
    name = check.field(entry, "name", str, f"player {i + 1}: 'name'")
    for key in entry:
        if key not in PLAYER_KEYS:
            check.fail(entry, f"{name}: unknown key {key!r} (expected {', '.join(PLAYER_KEYS)})", key)
    gems = check.field(entry, "gems", int, f"{name}: 'gems'")
    if gems < 0:
        check.fail(entry, f"{name}: gems {gems} must be 0 or more", "gems")
    landscape = _read_tiles(check, entry, name)
    elephants = _read_elephants(rome, check, entry, name, landscape)
    missions = entry.get("missions", [])
    check.sequence(missions, f"{name}: 'missions'", entry, "missions")
    most = rome.rounds + 1  # a start mission and one per round
    if len(missions) > most:
        check.fail(entry, f"{name}: {len(missions)} missions, a player keeps at most {most}",
                   "missions")
    for k, mission in enumerate(missions):
        if not _is_int(mission) or mission not in rome.missions:
            check.fail(missions, f"{name}: mission {mission!r} is not a mission number "
                                 f"(1 to {len(rome.missions)})", k)
        if missions.index(mission) != k:
            check.fail(missions, f"{name}: mission {mission} is listed twice", k)
    return name, landscape, gems, elephants, list(missions)


def _read_tiles(check: Checker, entry: dict, name: str) -> dict:
    tiles = check.field(entry, "tiles", list, f"{name}: 'tiles'")
    landscape, first = {}, {}
    for k, row in enumerate(tiles):
        where = f"{name}: tile {k}"
        if not (isinstance(row, list) and len(row) in (3, 4) and _is_int(row[0]) and _is_int(row[1])):
            check.fail(tiles, f"{where} must be [q, r, terrain, building], not {row!r}", k)
        terrain = row[2]
        building = row[3] if len(row) == 4 else None
        if terrain not in TERRAINS:
            check.fail(tiles, f"{where}: terrain {terrain!r} is not one of {', '.join(TERRAINS)}", k)
        if building is not None and building not in TERRAINS + (FORTRESS,):
            check.fail(tiles, f"{where}: building {building!r} is not one of "
                              f"{', '.join(TERRAINS)}, {FORTRESS} (fortress) or null", k)
        cell = (row[0], row[1])
        if cell in landscape:
            check.fail(tiles, f"{where}: cell {list(cell)} already holds tile {first[cell]} "
                              f"(line {line_of(tiles, first[cell])})", k)
        landscape[cell], first[cell] = Tile(terrain, building), k
    return landscape


def _read_elephants(rome: RomeData, check: Checker, entry: dict, name: str,
                    landscape: dict) -> list:
    listed = entry.get("elephants", [])
    check.sequence(listed, f"{name}: 'elephants'", entry, "elephants")
    if len(listed) > rome.elephants_per_player:
        check.fail(entry, f"{name}: {len(listed)} elephants, a player has "
                          f"{rome.elephants_per_player}", "elephants")
    elephants = []
    for k, pair in enumerate(listed):
        if not (isinstance(pair, list) and len(pair) == 2 and all(map(_is_int, pair))):
            check.fail(listed, f"{name}: elephant {k} must be [q, r], not {pair!r}", k)
        cell = (pair[0], pair[1])
        if cell not in landscape:
            check.fail(listed, f"{name}: elephant {k} at {list(cell)} stands on no tile", k)
        if landscape[cell].building:
            check.fail(listed, f"{name}: elephant {k} at {list(cell)} stands on a building; "
                               "elephants go on free tiles", k)
        if cell in elephants:
            check.fail(listed, f"{name}: two elephants at {list(cell)}", k)
        elephants.append(cell)
    return elephants


def score_position(rome: RomeData, data, path) -> tuple[list[ScoreSheet], list[int]]:
    """The score sheet of each player and the winners' indexes after the tie-break."""
    sheets = [ScoreSheet(i, name, score_items(rome, landscape, gems, elephants, missions))
              for i, (name, landscape, gems, elephants, missions)
              in enumerate(read_position(rome, data, path))]
    return sheets, winners(sheets)
