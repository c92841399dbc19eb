"""The Majesty position file of `main.py score majesty FILE` (spec: §8):
parse it with line numbers, then apply the final scoring."""
from __future__ import annotations

from ..core import ScoreSheet
from ..core.checker import Checker
from ..core.loader import is_int

from itertools import combinations

from .data import MajestyData, load_data
from .effects import LOCATION_OF, LOCATIONS
from .rules import SIDES_RULE, sides_map, sides_problem
from .scoring import final_items, winners

TOP_KEYS = ("game", "sides", "meeple_tiebreak", "players")
PLAYER_KEYS = ("name", "coins", "meeples", "cards")


def read_sides(check: Checker, data: dict) -> dict[str, str]:
    """`sides`: A, B, 8 letters, or a map naming every location's side."""
    if "sides" not in data:
        check.fail(data, "missing 'sides' (A, B, or a map from location to A/B)")
    sides = data["sides"]
    if isinstance(sides, dict):
        for loc, letter in sides.items():
            if loc not in LOCATIONS:
                check.fail(sides, f"sides: unknown location {loc!r} "
                                  f"(locations: {', '.join(LOCATIONS)})", loc)
            if letter not in ("A", "B"):
                check.fail(sides, f"sides: {loc} must be A or B, not {letter!r}", loc)
        missing = [loc for loc in LOCATIONS if loc not in sides]
        if missing:
            check.fail(data, f"sides: every location needs a side; missing {', '.join(missing)}",
                       "sides")
        return {loc: sides[loc] for loc in LOCATIONS}
    if sides_problem(sides):
        check.fail(data, f"'sides' {SIDES_RULE}, or is a map from location to A/B; "
                         f"not {sides!r}", "sides")
    return sides_map(sides)


def read_position(data, path, game: MajestyData):
    """(sides, meeple tie-break, [(name, coins, meeples, counts)]); every fault
    a DataError with the file, the line and the problem."""
    check = Checker(path)
    check.for_game(data, "majesty", "'game', 'sides' and 'players'")
    for key in data:
        if key not in TOP_KEYS:
            check.fail(data, f"unknown key {key!r} (expected {', '.join(TOP_KEYS)})", key)
    sides = read_sides(check, data)
    tiebreak = data.get("meeple_tiebreak", False)
    if not isinstance(tiebreak, bool):
        check.fail(data, f"'meeple_tiebreak' must be true or false, not {tiebreak!r}",
                   "meeple_tiebreak")
    players = check.players(data, 2, 4)
    read = [_read_player(check, players, i, game) for i in range(len(players))]
    names = [entry[0] for entry in read]
    for i, name in enumerate(names):
        if name in names[:i]:
            check.fail(players[i], f"two players are called {name!r}", "name")
    _check_turns(check, data, read)
    _check_deck(check, data, read, game)
    return sides, tiebreak, read


def _check_turns(check: Checker, data: dict, read: list) -> None:
    """Players take turns in order, each taking exactly one card a turn and
    keeping it (spec §4): no player is more than one card ahead of another."""
    held = [(sum(entry[3].values()), entry[0]) for entry in read]
    (most, ahead), (least, behind) = max(held), min(held)
    if most - least > 1:
        check.fail(data, f"{ahead} has {most} cards but {behind} only {least}: players take one "
                         "card a turn in turn, so no one is more than one card ahead", "players")


def _check_deck(check: Checker, data: dict, read: list, game: MajestyData) -> None:
    """No more cards at a group of locations, all players together, than the
    deck has cards that can stand there (a split card at either of its two
    locations, any card in the Infirmary): checked for every group, so a
    split card is never counted twice."""
    held = {loc: sum(entry[3][loc] for entry in read) for loc in LOCATIONS}
    places = [frozenset(LOCATION_OF[half] for half in card.halves) for card in game.cards]
    occupied = [loc for loc in LOCATIONS if held[loc]]
    for size in range(1, len(occupied) + 1):
        for group in combinations(occupied, size):
            wanted = sum(held[loc] for loc in group)
            fits = len(places) if "infirmary" in group else \
                sum(1 for where in places if where & set(group))
            if wanted > fits:
                where = " and ".join(group)
                check.fail(data, f"the players hold {wanted} cards at {where}, but the deck has "
                                 f"only {fits} that can stand there", "players")


def _read_player(check: Checker, players: list, i: int, game: MajestyData):
    entry = check.mapping(players[i], f"player {i + 1}", players, i)
    for key in entry:
        if key not in PLAYER_KEYS:
            check.fail(entry, f"player {i + 1}: unknown key {key!r} "
                              f"(expected {', '.join(PLAYER_KEYS)})", key)
    name = check.field(entry, "name", str, f"player {i + 1}: 'name'")
    if not name.strip():
        check.fail(entry, f"player {i + 1}: the name is empty", "name")
    coins = check.field(entry, "coins", int, f"{name}: 'coins'")
    if coins < 0:
        check.fail(entry, f"{name}: coins cannot be negative before the final scoring, "
                          f"not {coins}", "coins")
    meeples = check.field(entry, "meeples", int, f"{name}: 'meeples'")
    spaces = game.setup.worker_spaces
    if not 0 <= meeples <= spaces:
        check.fail(entry, f"{name}: meeples must be 0 to {spaces}, not {meeples}", "meeples")
    cards = check.field(entry, "cards", dict, f"{name}: 'cards'")
    counts = {loc: 0 for loc in LOCATIONS}   # a location left out holds no cards
    for loc, count in cards.items():
        if loc not in LOCATIONS:
            check.fail(cards, f"{name}: unknown location {loc!r} "
                              f"(locations: {', '.join(LOCATIONS)})", loc)
        if not is_int(count) or count < 0:
            check.fail(cards, f"{name}: the number of cards at {loc} must be a whole number "
                              f"0 or more, not {count!r}", loc)
        counts[loc] = count
    turns = game.setup.turns_per_player
    if sum(counts.values()) > turns:
        check.fail(entry, f"{name}: {sum(counts.values())} cards, but a player takes only "
                          f"{turns} in a game", "cards")
    return name, coins, meeples, counts


def score_position(data, path) -> tuple[list[ScoreSheet], list[int]]:
    """The score sheet of each player and the winners (all tied winners)."""
    game = load_data()
    sides, tiebreak, players = read_position(data, path, game)
    items = final_items(game, sides, [p[1] for p in players], [p[3] for p in players])
    sheets = [ScoreSheet(i, p[0], items[i]) for i, p in enumerate(players)]
    return sheets, winners(sheets, [p[2] for p in players], tiebreak)
