"""A position that cannot arise in its game is refused with the rule it
breaks, as python-chess refuses an impossible board: a `score` file is a
game's position, not any picture. Each limit comes from the rules (the specs
in /work/shared/rules/) and the data in use, and each case is one step past
it; one step short of it is still scored."""
import pytest

from games import GAMES
from games.core import DataError, parse_yaml


def refused(game_id: str, text: str, *words, line: int | None = None) -> DataError:
    with pytest.raises(DataError) as caught:
        GAMES[game_id].score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")
    error = caught.value
    for word in words:
        assert word in error.problem, error
    if line is not None:
        assert error.line == line, error
    assert "\n" not in str(error)
    return error


def scored(game_id: str, text: str):
    return GAMES[game_id].score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")[0]


# --- Limes: 4x4 cards (8x8 fields), 7 workers, what 16 cards can show ----------------------------

def limes(rows, workers=(), name="Anna") -> str:
    body = "".join(f'      - "{row}"\n' for row in rows)
    return (f"game: limes\nplayers:\n  - name: {name}\n    fields:\n{body}"
            f"    workers: {[list(w) for w in workers]}\n")


ROW = "FWLWLFWL"     # 8 fields, no tower, no hut


def display_of_16_cards() -> list[str]:
    """Cards 1 to 16, unturned, in a 4x4 display: a position a game reaches."""
    from games.limes import load_cards
    from games.limes.cards import OFFSETS
    grid = [["."] * 8 for _ in range(8)]
    for n, card in load_cards().items():
        if n > 16:
            break
        row, col = divmod(n - 1, 4)
        for (dr, dc), field in zip(OFFSETS, card.fields):
            grid[2 * row + dr][2 * col + dc] = field.terrain.lower() if field.hut else field.terrain
    return ["".join(line) for line in grid]


def test_limes_a_display_of_4x4_cards_is_scored():
    assert scored("limes", limes(display_of_16_cards(), [(0, 0)] * 7))[0].total >= 0


def test_limes_more_than_4_cards_tall_is_refused():
    refused("limes", limes([ROW] * 9), "9 rows", "at most 4 cards (8 fields) tall", line=4)


def test_limes_more_than_4_cards_wide_is_refused():
    refused("limes", limes([ROW] * 2 + [ROW + "W"]), "row 2 has 9 fields", "wide", line=7)


def test_limes_a_very_long_row_is_refused_before_its_letters_are_read():
    refused("limes", limes(["F" * 1_000_000]), "1000000 fields", "wide")


def test_limes_more_than_7_workers_is_refused():
    refused("limes", limes(["FF"], [(0, 0)] * 8), "8 workers", "a player has 7", line=6)


def test_limes_more_towers_than_16_cards_show_is_refused():
    # every card shows at most one tower: 17 in one display cannot be
    rows = ["TFTFTFTF", "FTFTFTFT", "TFTFTFTF", "FTFTFTFT", "TFWFWFWF"]
    error = refused("limes", limes(rows), "17 fields 'T' (tower)", "show at most 16", line=4)
    assert error.path == "pos.yaml"
    scored("limes", limes(rows[:4]))  # 16 towers: a display could


def test_limes_more_huts_than_the_cards_have_is_refused():
    from games.limes.cards import load_cards
    from games.limes.position import most_per_letter
    most = most_per_letter(load_cards())["w"]
    rows = ["w" * 8] * ((most + 8) // 8)
    refused("limes", limes(rows), "fields 'w' (hut in a forest)", f"at most {most}")


# --- Rome: what a player can lay in four rounds ------------------------------------------------

def rome(tiles, gems=0, players=1, extra="") -> str:
    def entry(i, rows):
        listed = "".join(f"      - {list(row)}\n".replace("'", "") for row in rows)
        return f"  - name: P{i}\n    gems: {gems}\n    tiles:\n{listed}" + (extra if i == 0 else "")
    others = [[(0, 0, "Y")]] * (players - 1)
    return "game: rome\nplayers:\n" + "".join(entry(i, rows) for i, rows in enumerate([tiles] + others))


def line_of_tiles(n, terrain="Y", building=None):
    return [(q, 0, terrain, building) if building else (q, 0, terrain) for q in range(n)]


def test_rome_the_most_tiles_a_player_can_lay_are_scored():
    from games.rome.data import load_data
    from games.rome.position import limits
    most = limits(load_data(), 2)["tiles"]
    assert most == 4 * 5 * 2 + 1 + 4 * (2 + 2)  # two rows a round, start tile, market
    scored("rome", rome(line_of_tiles(most), players=2))


def test_rome_more_tiles_than_a_player_can_lay_are_refused():
    error = refused("rome", rome(line_of_tiles(58), players=2), "58 tiles", "at most 57", line=5)
    assert error.path == "pos.yaml"


def test_rome_alone_a_player_lays_only_their_own_tiles():
    refused("rome", rome(line_of_tiles(38)), "38 tiles", "at most 37")


def test_rome_a_landscape_in_two_pieces_is_refused():
    tiles = [(0, 0, "Y"), (1, 0, "R"), (5, 5, "G")]
    refused("rome", rome(tiles), "tile 2 at [5, 5] is not joined to tile 0", "sharing an edge",
            line=8)


def test_rome_more_buildings_than_a_player_gets_are_refused():
    error = refused("rome", rome(line_of_tiles(21, "Y", "Y"), players=2), "21 buildings",
                    "at most 20")
    assert error.line == 6 + 20  # the first building too many


def test_rome_more_fortresses_than_the_market_offers_are_refused():
    refused("rome", rome(line_of_tiles(5, "Y", "X"), players=2), "5 fortresses", "at most 4")


def test_rome_more_gems_than_the_game_has_are_refused():
    # 4 gems a player, 1 a round from the market's gem segment
    refused("rome", rome([(0, 0, "Y")], gems=9), "9 gems", "a game of 1 has only 8", line=4)
    scored("rome", rome([(0, 0, "Y")], gems=6, players=2))
    refused("rome", rome([(0, 0, "Y")], gems=7, players=2), "14 gems in all", "has only 12")


def test_rome_more_missions_than_a_player_keeps_is_still_refused():
    extra = "    missions: [1, 2, 3, 4, 5, 6]\n"
    refused("rome", rome([(0, 0, "Y")], extra=extra), "6 missions", "keeps at most 5")


# --- Majesty: one card a turn, and only the deck's cards ----------------------------------------

def majesty(*players) -> str:
    lines = ["game: majesty", "sides: A", "players:"]
    for i, (coins, meeples, cards) in enumerate(players):
        listed = ", ".join(f"{loc}: {n}" for loc, n in cards.items())
        lines += [f"  - name: P{i}", f"    coins: {coins}", f"    meeples: {meeples}",
                  f"    cards: {{{listed}}}"]
    return "\n".join(lines) + "\n"


def test_majesty_one_player_two_cards_ahead_is_refused():
    text = majesty((5, 5, {"mill": 3}), (5, 5, {"mill": 1}))
    refused("majesty", text, "P0 has 3 cards but P1 only 1", "one card a turn", line=3)
    scored("majesty", majesty((5, 5, {"mill": 2}), (5, 5, {"mill": 1})))


def test_majesty_more_cards_of_a_kind_than_the_deck_has_are_refused():
    # knights: 3 single cards and 8 split cards with a knight half, 11 in all
    each = {"mill": 2, "brewery": 2, "cottage": 2, "guardhouse": 1, "barracks": 3, "castle": 1,
            "infirmary": 1}
    refused("majesty", majesty(*[(0, 0, each)] * 4), "12 cards at barracks",
            "only 11 that can stand there", line=3)
    fewer = dict(each, barracks=2, guardhouse=2)
    scored("majesty", majesty(*[(0, 0, fewer)] * 3, (0, 0, each)))


def test_majesty_split_cards_are_not_counted_at_two_places_at_once():
    # millers: 9 single cards, 3 miller/brewer, 2 miller/knight: 14; brewers: 6 single,
    # 3 miller/brewer, 3 brewer/witch, 1 brewer/knight: 13; a miller or a brewer: 24, not 27
    from games.majesty import load_data
    cards = load_data().cards
    assert sum(1 for card in cards if "miller" in card.halves) == 14
    assert sum(1 for card in cards if "brewer" in card.halves) == 13
    assert sum(1 for card in cards if {"miller", "brewer"} & set(card.halves)) == 24
    rest = {"cottage": 2, "guardhouse": 2, "castle": 1, "infirmary": 1}
    scored("majesty", majesty(*[(0, 0, {"mill": 3, "brewery": 3, **rest})] * 4))  # 12 + 12
    first = (0, 0, {"mill": 4, "brewery": 3, "cottage": 2, "guardhouse": 1, "castle": 1, "infirmary": 1})
    error = refused("majesty", majesty(first, *[(0, 0, {"mill": 3, "brewery": 3, **rest})] * 3),
                    "25 cards at mill and brewery", "only 24")  # 13 millers, 12 brewers
    assert error.line == 3


def test_majesty_more_meeples_than_spaces_and_cards_than_turns_are_still_refused():
    refused("majesty", majesty((0, 6, {"mill": 1}), (0, 0, {"mill": 1})), "meeples must be 0 to 5")
    refused("majesty", majesty((0, 0, {"mill": 13}), (0, 0, {"mill": 12})), "13 cards",
            "takes only 12")


# --- Cartographers: coins and monsters a season can bring ----------------------------------------

EMPTY_A = ["...........", "...^.r.....", ".r......^r.", "...........", "...........",
           ".....^.....", "...........", "...........", ".r^......r.", ".....r.^...", "..........."]


def cartographers(grid=EMPTY_A, coins=0, season="spring") -> str:
    rows = "".join(f'      - "{row}"\n' for row in grid)
    return ("game: cartographers\nmap: A\nedicts: {A: 26, B: 30, C: 34, D: 38}\n"
            f"season: {season}\nplayers:\n  - name: Anna\n    coins: {coins}\n    grid:\n{rows}")


def with_monsters(count: int) -> list[str]:
    grid = [list(row) for row in EMPTY_A]
    cells = [(r, c) for r in (0, 3, 4, 6, 7, 10) for c in range(11)]
    for r, c in cells[:count]:
        grid[r][c] = "M"
    return ["".join(row) for row in grid]


def test_cartographers_spring_coins_beyond_what_a_season_brings_are_refused():
    # 4 coin shapes, one skill, 5 mountains
    scored("cartographers", cartographers(coins=10))
    refused("cartographers", cartographers(coins=11), "11 coins", "end of spring",
            "at most 10", line=7)
    scored("cartographers", cartographers(coins=14, season="summer"))


def test_cartographers_more_monsters_than_the_ambushes_so_far_can_draw_are_refused():
    # spring: one ambush (at most 5 cells) and 4 single cells
    scored("cartographers", cartographers(with_monsters(9)))
    refused("cartographers", cartographers(with_monsters(10)), "10 monster cells",
            "end of spring", "at most 9", line=8)
    scored("cartographers", cartographers(with_monsters(33), season="winter"))
    refused("cartographers", cartographers(with_monsters(34), season="winter"), "at most 33")


def test_cartographers_coins_beyond_the_track_are_still_refused():
    refused("cartographers", cartographers(coins=15, season="winter"), "0 to 14")
