"""The position file of `main.py score rome FILE` (spec: Position file): parse, check, score."""
from __future__ import annotations

from ..core import ScoreSheet
from ..core.checker import Checker
from ..core.loader import is_int, line_of

from .data import FORTRESS, TERRAINS, RomeData
from .landscape import Tile, neighbours
from .scoring import score_items, winners

PLAYER_KEYS = ("name", "gems", "tiles", "elephants", "missions")


def limits(rome: RomeData, players: int) -> dict[str, int]:
    """The most a landscape can hold in a game of `players` (spec: Play,
    Advanced variant), from the data in use. A round a player lays their own
    unchosen lot and the lot they chose from another's offer: up to two rows
    of tiles and their buildings (one row alone). The advanced game adds a
    start tile and, each round, one market segment: a double tile and its
    bonus (a tile, a double tile, a building, a fortress or a gem)."""
    rows = min(2, players)
    bonus_tiles = max([{"single_tile": 1, "double_tile": 2}.get(b, 0) for b in rome.market] or [0])
    market_buildings = any(b in ("building", "fortress") for b in rome.market)
    extra_tiles = 1 + rome.rounds * (2 + bonus_tiles) if rome.market else 0
    return {
        "tiles": rome.rounds * rome.tiles_per_round * rows + extra_tiles,
        "all_tiles": players * (rome.rounds * rome.tiles_per_round + extra_tiles),
        "buildings": rome.rounds * (rome.buildings_per_round * rows + market_buildings),
        "fortresses": rome.rounds * ("fortress" in rome.market),
        "all_fortresses": rome.rounds * rome.market.count("fortress"),
        "gems": players * rome.start_gems + rome.rounds * rome.market.count("gem"),
    }


def read_position(rome: RomeData, data, path) -> list[tuple]:
    """(name, landscape, gems, elephants, missions) per player; a fault is a DataError with its line."""
    check = Checker(path)
    check.for_game(data, "rome")
    players = check.players(data, 1, 5)
    most = limits(rome, len(players))
    read = [_read_player(rome, check, players, i, most) for i in range(len(players))]
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
    _check_totals(check, data, players, read, most)
    return read


def _check_totals(check: Checker, data: dict, players: list, read: list, most: dict) -> None:
    """What the players' landscapes together cannot hold: more tiles, gems
    or fortresses than the game has."""
    n = len(players)
    tiles = sum(len(landscape) for _name, landscape, *_rest in read)
    if tiles > most["all_tiles"]:
        check.fail(data, f"{tiles} tiles in all landscapes, but a game of {n} has only "
                         f"{most['all_tiles']}", "players")
    fortresses = sum(tile.building == FORTRESS for _name, landscape, *_rest in read
                     for tile in landscape.values())
    if fortresses > most["all_fortresses"]:
        check.fail(data, f"{fortresses} fortresses in all landscapes, but the market offers at most "
                         f"{most['all_fortresses']} in a game", "players")
    gems = sum(entry[2] for entry in read)
    if gems > most["gems"]:
        check.fail(data, f"{gems} gems in all, but a game of {n} has only {most['gems']} (start "
                         "gems and the market's)", "players")


def _read_player(rome: RomeData, check: Checker, players: list, i: int, most: dict) -> tuple:
    entry = check.mapping(players[i], f"player {i + 1}", players, i)
    name = check.field(entry, "name", str, f"player {i + 1}: 'name'")
    for key in entry:
        if key not in PLAYER_KEYS:
            check.fail(entry, f"{name}: unknown key {key!r} (expected {', '.join(PLAYER_KEYS)})", key)
    gems = check.field(entry, "gems", int, f"{name}: 'gems'")
    if gems < 0:
        check.fail(entry, f"{name}: gems {gems} must be 0 or more", "gems")
    if gems > most["gems"]:
        check.fail(entry, f"{name}: {gems} gems, but a game of {len(players)} has only "
                          f"{most['gems']}", "gems")
    landscape = _read_tiles(check, entry, name, most)
    elephants = _read_elephants(rome, check, entry, name, landscape)
    missions = entry.get("missions", [])
    check.sequence(missions, f"{name}: 'missions'", entry, "missions")
    most = rome.rounds + 1  # a start mission and one per round
    if len(missions) > most:
        check.fail(entry, f"{name}: {len(missions)} missions, a player keeps at most {most}",
                   "missions")
    for k, mission in enumerate(missions):
        if not is_int(mission) or mission not in rome.missions:
            check.fail(missions, f"{name}: mission {mission!r} is not a mission number "
                                 f"(1 to {len(rome.missions)})", k)
        if missions.index(mission) != k:
            check.fail(missions, f"{name}: mission {mission} is listed twice", k)
    return name, landscape, gems, elephants, list(missions)


def _read_tiles(check: Checker, entry: dict, name: str, most: dict) -> dict:
    tiles = check.field(entry, "tiles", list, f"{name}: 'tiles'")
    if len(tiles) > most["tiles"]:
        check.fail(entry, f"{name}: {len(tiles)} tiles, but a player lays at most {most['tiles']} "
                          "in a game", "tiles")
    landscape, first = {}, {}
    for k, row in enumerate(tiles):
        where = f"{name}: tile {k}"
        if not (isinstance(row, list) and len(row) in (3, 4) and is_int(row[0]) and is_int(row[1])):
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
    buildings = [k for k, row in enumerate(tiles) if len(row) == 4 and row[3] is not None]
    if len(buildings) > most["buildings"]:
        check.fail(tiles, f"{name}: {len(buildings)} buildings, but a player gets at most "
                          f"{most['buildings']} in a game", buildings[most["buildings"]])
    fortresses = [k for k in buildings if tiles[k][3] == FORTRESS]
    if len(fortresses) > most["fortresses"]:
        check.fail(tiles, f"{name}: {len(fortresses)} fortresses, but a player gets at most "
                          f"{most['fortresses']} in a game (one market segment a round)",
                   fortresses[most["fortresses"]] if fortresses else None)
    _check_connected(check, tiles, name, landscape, first)
    return landscape


def _check_connected(check: Checker, tiles: list, name: str, landscape: dict, first: dict) -> None:
    """Every tile is laid touching the landscape (spec: Play, 4): it is one
    group of tiles sharing edges."""
    if not landscape:
        return
    start = next(iter(landscape))
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours(todo.pop()):
            if n in landscape and n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) < len(landscape):
        k = min(first[cell] for cell in landscape if cell not in seen)
        cell = tiles[k][:2]
        check.fail(tiles, f"{name}: tile {k} at {cell} is not joined to tile 0: every tile is laid "
                          "sharing an edge with the landscape, so it is one group", k)


def _read_elephants(rome: RomeData, check: Checker, entry: dict, name: str,
                    landscape: dict) -> list:
    listed = entry.get("elephants", [])
    check.sequence(listed, f"{name}: 'elephants'", entry, "elephants")
    if len(listed) > rome.elephants_per_player:
        check.fail(entry, f"{name}: {len(listed)} elephants, a player has "
                          f"{rome.elephants_per_player}", "elephants")
    elephants = []
    for k, pair in enumerate(listed):
        if not (isinstance(pair, list) and len(pair) == 2 and all(map(is_int, pair))):
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
