"""The position file of `main.py score cartographers FILE` (spec §7): read it
with line numbers, then score the season it names for every player."""
from __future__ import annotations

from ..core import ScoreSheet
from ..core.checker import Checker

from .masks import SIZE, bit
from .scoring import row_items, score_season
from .sheet import LETTERS, Sheet

DRAWN = {letter: terrain for letter, terrain in LETTERS.items() if letter not in "^X"}
MAX_PLAYERS = 100


def limits(game_data, side, season: int) -> dict[str, int]:
    """The most coins and monster cells a sheet can hold at the end of season
    `season` (0 = spring), from the data in use (spec §1.4-1.6). Each season
    reveals each explore card at most once and adds one ambush card to the
    deck, and a player uses at most one skill a season:
    - coins: a coin shape once per coin card a season, one more a season from
      the skill that makes a shape a coin shape, and one per mountain;
    - monsters: one monster shape per ambush card in play (the largest ones),
      and a season's single cells: the explore cards that offer monster, the
      fallback after each ruins card, and one a skill draws."""
    seasons = season + 1
    coin_cards = sum(any(option.coin for option in card.options) for card in game_data.explore.values())
    skill_coin = 1 if "coin_shape" in game_data.skills else 0
    monster_cells = [max(len(option.shape.cells) for option in card.options)
                     for card in game_data.explore.values() if "monster" in card.terrains]
    ambushes = sorted((len(card.shape.cells) for table in (game_data.ambush, game_data.promo_ambush)
                       for card in table.values()), reverse=True)
    per_season = sum(monster_cells) + len(game_data.ruins) + max(monster_cells + [1])
    return {"coins": min(side.coin_track, seasons * (coin_cards + skill_coin) + len(side.mountains)),
            "monsters": sum(ambushes[:seasons]) + seasons * per_season}


def _card_id(check: Checker, edicts: dict, letter: str, scoring: dict) -> int:
    value = edicts[letter]
    if isinstance(value, str):
        by_name = {card.name["en"].lower(): card.id for card in scoring.values()}
        found = by_name.get(value.strip().lower())
        if found is None:
            check.fail(edicts, f"edict {letter}: no scoring card is called {value!r}", letter)
        return found
    if isinstance(value, bool) or not isinstance(value, int) or value not in scoring:
        check.fail(edicts, f"edict {letter}: {value!r} is no scoring card id "
                           f"({min(scoring)} to {max(scoring)}) or English name", letter)
    return value


def read_position(data, path, game_data):
    """(map side, edicts, season index, [(name, Sheet)]); every fault a DataError."""
    check = Checker(path)
    check.for_game(data, "cartographers", "'game', 'map', 'edicts', 'season' and 'players'")
    letter = check.field(data, "map", str, "'map'")
    check.choice(letter, sorted(game_data.maps), "map side", data, "map")
    side = game_data.maps[letter]
    season_name = check.field(data, "season", str, "'season'").strip().lower()
    names = {}
    for i, season in enumerate(game_data.seasons):
        for name in (season.key, season.name["en"], season.name["de"]):
            names[name.lower()] = i
    names.setdefault("autumn", names.get("fall"))
    if season_name not in names or names[season_name] is None:
        check.fail(data, f"season {season_name!r} is not one of "
                         f"{', '.join(s.key for s in game_data.seasons)}", "season")
    season = names[season_name]
    given = check.field(data, "edicts", dict, "'edicts'")
    for key in given:
        check.choice(key, game_data.edict_letters, "edict letter", given, key)
    edicts = {}
    for needed in game_data.seasons[season].edicts:
        if needed not in given:
            check.fail(data, f"the {game_data.seasons[season].key} season scores edict {needed}, "
                             "which 'edicts' does not name", "edicts")
        edicts[needed] = _card_id(check, given, needed, game_data.scoring)
    players = check.players(data, 1, MAX_PLAYERS)
    most = limits(game_data, side, season)
    when = game_data.seasons[season].key
    sheets = [_read_player(check, players, i, side, most, when) for i in range(len(players))]
    return side, edicts, season, sheets


def _read_player(check: Checker, players: list, i: int, side, most: dict,
                 when: str) -> tuple[str, Sheet]:
    entry = check.mapping(players[i], f"player {i + 1}", players, i)
    name = check.field(entry, "name", str, f"player {i + 1}: 'name'")
    coins = check.field(entry, "coins", int, f"{name}: 'coins'")
    if not 0 <= coins <= side.coin_track:
        check.fail(entry, f"{name}: coins must be 0 to {side.coin_track} (the coin track), "
                          f"not {coins}", "coins")
    if coins > most["coins"]:
        check.fail(entry, f"{name}: {coins} coins, but by the end of {when} a player has earned "
                          f"at most {most['coins']} (coin shapes, skills and mountains)", "coins")
    rows = check.field(entry, "grid", list, f"{name}: 'grid'")
    if len(rows) != SIZE:
        check.fail(entry, f"{name}: the grid needs {SIZE} rows, not {len(rows)}", "grid")
    masks = {"mountain": side.mountain_mask, "wasteland": side.wasteland_mask}
    fixed = {"^": side.mountain_mask, "X": side.wasteland_mask}
    for r, text in enumerate(rows):
        if not isinstance(text, str):
            check.fail(rows, f"{name}: row {r} must be a text of {SIZE} letters, not {text!r}", r)
        letters = text.replace(" ", "")
        if len(letters) != SIZE:
            check.fail(rows, f"{name}: row {r} has {len(letters)} cells, a row has {SIZE}", r)
        for c, letter in enumerate(letters):
            cell = bit((r, c))
            for mark, where in fixed.items():
                terrain = LETTERS[mark]
                if where & cell and letter != mark:
                    check.fail(rows, f"{name}: row {r}, column {c}: map {side.letter} has {terrain} "
                                     f"there ('{mark}'), not {letter!r}", r)
                if letter == mark and not where & cell:
                    check.fail(rows, f"{name}: row {r}, column {c}: map {side.letter} has no "
                                     f"{terrain} there", r)
            if letter in fixed or letter == ".":
                continue
            if letter == "r":
                if not side.ruins_mask & cell:
                    check.fail(rows, f"{name}: row {r}, column {c}: 'r' but map {side.letter} "
                                     "has no ruins there", r)
                continue
            if letter not in DRAWN:
                check.fail(rows, f"{name}: row {r}, column {c}: unknown letter {letter!r} "
                                 "(expected F V A W M . ^ X r)", r)
            masks[DRAWN[letter]] = masks.get(DRAWN[letter], 0) | cell
    monsters = masks.get("monster", 0).bit_count()
    if monsters > most["monsters"]:
        check.fail(entry, f"{name}: {monsters} monster cells, but by the end of {when} at most "
                          f"{most['monsters']} can be drawn (the ambushes so far and a few "
                          "single cells a season)", "grid")
    return name, Sheet(side, masks, coins=coins)


def score_position(data, path, game_data) -> tuple[list[ScoreSheet], list[int]]:
    """Each player's items `edict:X`, `edict:Y`, `coins`, `monsters` for the
    season the file names; the winners by total (spec §7)."""
    _side, edicts, season, players = read_position(data, path, game_data)
    letters = game_data.seasons[season].edicts
    sheets = [ScoreSheet(i, name, row_items(score_season(sheet, season, letters, edicts), ""))
              for i, (name, sheet) in enumerate(players)]
    best = max(sheet.total for sheet in sheets)
    return sheets, [sheet.player for sheet in sheets if sheet.total == best]
