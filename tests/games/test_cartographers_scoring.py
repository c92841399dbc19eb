"""Cartographers scoring: the spec's worked examples exactly (§3), every scoring
card on at least two more hand-counted positions, the edge cases decided in
§4, the monster penalty, season rows, the tie-break and the solo rating."""
import pytest

from tests.cartographers_helpers import DATA, board
from games.cartographers import monster_penalty
from games.cartographers.masks import cells_of
from games.cartographers.scoring import rank_key, row_items, score_season, solo_result
from games.cartographers.scoring_cards import SCORING

EXAMPLE_1 = ["FFFF....M..",
             "...^.r...M.",
             "Fr......^rM",
             "VVW...VV...",
             "VVW..WV....",
             "VVW.A^A....",
             "AAA..F.....",
             ".....FF....",
             ".A^...FF.r.",
             "...WWr.^V..",
             "........V.."]
EXAMPLE_2 = ["F.V........",
             "FV.^.r.....",
             "Fr......^r.",
             "F..........",
             "F..........",
             "F....^.....",
             "F..........",
             "F..........",
             "Fr^......r.",
             "FV.V.r.^...",
             "FAAAAAWWWWW"]
BY_NAME = {card.name["en"]: card.id for card in DATA.scoring.values()}


def stars(name: str, sheet) -> int:
    return SCORING[BY_NAME[name]](sheet)[0]


def scored_cells(name: str, sheet) -> set:
    return set(cells_of(SCORING[BY_NAME[name]](sheet)[1]))


# --- the worked examples of §3 --------------------------------------------------------------
@pytest.mark.parametrize("name, expected", [
    ("Sentinel Wood", 5), ("Greenbough", 12), ("Stoneside Forest", 6), ("Wildholds", 8),
    ("Great City", 6), ("Shieldgate", 6), ("Greengold Plains", 3), ("Canal Lake", 2),
    ("Mages Valley", 5), ("The Golden Granary", 4), ("Shoreside Expanse", 15), ("Lost Barony", 9),
    # not given in §3, counted by hand: no forest with all neighbours filled, no full
    # row/column/diagonal, no enclosed empty cell
    ("Treetower", 0), ("Borderlands", 0), ("The Broken Road", 0), ("The Cauldrons", 0)])
def test_example_1(name, expected):
    assert stars(name, board(rows=EXAMPLE_1)) == expected


def test_example_1_cells_that_scored():
    sheet = board(rows=EXAMPLE_1)
    assert scored_cells("Sentinel Wood", sheet) == {(0, 0), (0, 1), (0, 2), (0, 3), (2, 0)}
    assert {(5, 5), (9, 7)} <= scored_cells("Stoneside Forest", sheet)
    assert scored_cells("The Golden Granary", sheet) == {(8, 1), (9, 4)}
    assert scored_cells("Lost Barony", sheet) == {(r, c) for r in (3, 4, 5) for c in (0, 1, 2)}


def test_example_1_monster_penalty_counts_each_empty_cell_once():
    points, cells = monster_penalty(board(rows=EXAMPLE_1))
    assert points == -6
    # [0,9] and [1,10] touch two monsters; [2,9] is an unfilled ruins cell
    assert set(cells_of(cells)) == {(0, 7), (0, 9), (1, 8), (1, 10), (2, 9), (3, 10)}


def test_example_1_season_total():
    """Spring with A = Stoneside Forest, B = Shoreside Expanse, 2 coins: 6 + 15 + 2 - 6 = 17."""
    sheet = board(rows=EXAMPLE_1, coins=2)
    row = score_season(sheet, 0, ("A", "B"), {"A": 29, "B": 33, "C": 35, "D": 38})
    assert [e.stars for e in row.edicts] == [6, 15]
    assert (row.coins, row.monsters, row.total) == (2, -6, 17)


@pytest.mark.parametrize("name, expected", [
    ("Borderlands", 12), ("The Broken Road", 9), ("The Cauldrons", 2), ("Treetower", 3),
    ("Lost Barony", 6), ("Sentinel Wood", 11), ("Greenbough", 12), ("Shieldgate", 2),
    ("Great City", 1), ("Canal Lake", 2), ("Mages Valley", 2),
    # counted by hand: no cluster joins two mountains, no water by ruins, every farm and
    # water cluster on the edge, no village cluster of 6 or next to 3 types
    ("Stoneside Forest", 0), ("The Golden Granary", 0), ("Shoreside Expanse", 0),
    ("Wildholds", 0), ("Greengold Plains", 0)])
def test_example_2(name, expected):
    assert stars(name, board(rows=EXAMPLE_2)) == expected


def test_example_2_cells():
    sheet = board(rows=EXAMPLE_2)
    assert scored_cells("The Cauldrons", sheet) == {(0, 1), (9, 2)}
    assert scored_cells("Treetower", sheet) == {(1, 0), (9, 0), (10, 0)}
    assert scored_cells("The Broken Road", sheet) == {(8, 0), (9, 1), (10, 2), (9, 0), (10, 1), (10, 0)}
    assert monster_penalty(sheet) == (0, 0)


# --- one more hand-counted position per card (side A unless said) ---------------------------
def test_sentinel_wood():
    sheet = board(F=[(0, 0), (0, 10), (10, 5), (5, 0), (5, 1), (1, 1)])
    assert stars("Sentinel Wood", sheet) == 4


def test_greenbough():
    sheet = board(F=[(0, 0), (0, 1), (3, 1), (10, 10)])
    assert stars("Greenbough", sheet) == 6     # rows 0, 3, 10 + columns 0, 1, 10


def test_treetower():
    sheet = board(F=[(0, 0), (0, 1), (5, 4), (10, 10)], W=[(0, 2), (1, 0)],
                  V=[(1, 1), (4, 4), (5, 3), (6, 4)])
    # [0,0] and [0,1] are closed in by the edge and drawings, [5,4] by villages and
    # mountain [5,5]; [10,10] has empty neighbours
    assert scored_cells("Treetower", sheet) == {(0, 0), (0, 1), (5, 4)}
    assert stars("Treetower", sheet) == 3


def test_stoneside_forest_counts_each_mountain_once():
    joins_55_97 = [(5, 6), (6, 6), (7, 6), (7, 7), (8, 7)]
    joins_55_82 = [(5, 4), (6, 4), (6, 3), (7, 3), (7, 2)]
    only_13 = [(0, 3), (0, 4)]
    sheet = board(F=joins_55_97 + joins_55_82 + only_13)
    assert stars("Stoneside Forest", sheet) == 9    # mountains [5,5], [9,7], [8,2]


def test_stoneside_forest_needs_two_mountains_on_one_cluster():
    """§4 #14: a forest touching one mountain scores nothing, even if another
    forest touches another mountain."""
    sheet = board(F=[(0, 3), (5, 6)])
    assert stars("Stoneside Forest", sheet) == 0
    sheet = board(F=[(1, 4), (1, 5), (1, 6), (1, 7), (1, 8)])    # [1,3] to [2,8]
    assert stars("Stoneside Forest", sheet) == 6


def test_canal_lake():
    sheet = board(W=[(0, 0), (0, 1), (3, 3), (5, 0)], A=[(1, 0), (1, 1), (3, 2), (3, 4), (10, 10)])
    assert stars("Canal Lake", sheet) == 7   # water 0,0 0,1 3,3 + farm 1,0 1,1 3,2 3,4


def test_mages_valley():
    sheet = board(W=[(4, 5), (5, 4), (0, 0)], A=[(5, 6), (6, 5), (10, 10)])
    assert stars("Mages Valley", sheet) == 6


def test_golden_granary_ruins_keep_their_mark():
    """§4 #13: water next to a ruins cell counts whether or not it was drawn on."""
    sheet = board(A=[(1, 5), (0, 5)], W=[(1, 4), (2, 2), (0, 0)])
    assert stars("The Golden Granary", sheet) == 3 + 1 + 1


def test_shoreside_expanse():
    sheet = board(A=[(3, 3), (3, 4), (6, 7), (0, 5)], W=[(6, 6), (4, 8)])
    assert stars("Shoreside Expanse", sheet) == 6
    assert scored_cells("Shoreside Expanse", sheet) == {(3, 3), (3, 4), (4, 8)}


def test_wildholds():
    six = [(0, c) for c in range(6)]
    five = [(3, c) for c in range(5)]
    seven = [(6, c) for c in range(7)]
    assert stars("Wildholds", board(V=six + five + seven)) == 16
    assert stars("Wildholds", board(V=five)) == 0


def test_great_city_ties_and_mountains():
    """§4 #11: only the size matters; [0,3] touches mountain [1,3]."""
    sheet = board(V=[(0, 0), (0, 1), (0, 2), (0, 3), (4, 0), (4, 1), (4, 2), (10, 0), (10, 1), (10, 2)])
    assert stars("Great City", sheet) == 3
    assert stars("Great City", board(V=[(0, 3)])) == 0


def test_greengold_plains():
    sheet = board(V=[(3, 3), (3, 4), (6, 5), (9, 0)],
                  F=[(2, 3), (7, 5), (8, 0), (10, 0)], A=[(2, 4)], W=[(4, 3), (9, 1)], M=[(6, 6)])
    # [3,3]-[3,4]: forest, farm, water; [6,5]: mountain, forest, monster; [9,0]: forest, water
    assert stars("Greengold Plains", sheet) == 6


def test_greengold_plains_ignores_wasteland():
    """§4 #12: on side B a village between wasteland, forest and water sees 2 types."""
    sheet = board("B", V=[(3, 4)], F=[(2, 4)], W=[(3, 3)])
    assert stars("Greengold Plains", sheet) == 0
    sheet = board("B", V=[(3, 4)], F=[(2, 4)], W=[(3, 3)], M=[(2, 5)])
    assert stars("Greengold Plains", sheet) == 0   # [2,5] is not next to [3,4]
    sheet = board("B", V=[(3, 4), (2, 4)], F=[(1, 4)], W=[(3, 3)], M=[(2, 5)])
    assert stars("Greengold Plains", sheet) == 3


def test_shieldgate_ties_and_single_cluster():
    """§4 #10: sizes [5, 5, 2] give 5 x 2; a single cluster gives 0."""
    five_a = [(0, c) for c in range(5)]
    five_b = [(3, c) for c in range(5)]
    sheet = board(V=five_a + five_b + [(6, 0), (6, 1)])
    assert stars("Shieldgate", sheet) == 10
    assert stars("Shieldgate", board(V=five_a)) == 0


def test_borderlands():
    row_0 = [(0, c) for c in range(11)]
    col_10 = [(r, 10) for r in range(11)]
    row_10_gap = [(10, c) for c in range(10) if c != 4]
    assert stars("Borderlands", board(F=row_0 + col_10 + row_10_gap)) == 12


def test_lost_barony():
    square = [(r, c) for r in range(3, 7) for c in range(4)]
    assert stars("Lost Barony", board(A=square)) == 12
    # a mountain counts as filled: [4,4] [4,5] [5,4] + mountain [5,5]
    assert stars("Lost Barony", board(A=[(4, 4), (4, 5), (5, 4)])) == 6
    assert stars("Lost Barony", board()) == 3     # any single filled cell is a 1x1 square


def test_broken_road_counts_the_corner_cell():
    """§4 #9: the diagonal from [10,0] is the single corner cell and counts."""
    assert stars("The Broken Road", board(F=[(10, 0)])) == 3
    assert stars("The Broken Road", board(F=[(10, 0), (8, 0), (9, 1), (10, 2), (9, 0)])) == 6
    top = [(i, i) for i in range(11)]
    assert stars("The Broken Road", board(F=top)) == 3


def test_cauldrons():
    sheet = board(F=[(0, 1), (1, 0), (3, 4), (5, 4), (4, 3), (4, 5), (7, 1), (9, 1), (8, 0)])
    # [0,0] corner, [4,4] ringed, [8,1] an unfilled ruins cell ringed (mountain [8,2])
    assert scored_cells("The Cauldrons", sheet) == {(0, 0), (4, 4), (8, 1)}


# --- monster penalty ---------------------------------------------------------------------------
def test_monster_penalty_counts_each_empty_cell_once():
    sheet = board(M=[(3, 3), (3, 5)])
    points, cells = monster_penalty(sheet)
    assert points == -7          # [3,4] touches both monsters and counts once
    assert (3, 4) in cells_of(cells)
    sheet = board(M=[(5, 4), (5, 6), (0, 0), (0, 1)])
    assert monster_penalty(sheet)[0] == -6 - 3


def test_a_surrounded_monster_costs_nothing():
    sheet = board(M=[(0, 0)], F=[(0, 1), (1, 0)])
    assert monster_penalty(sheet) == (0, 0)


# --- rows, items, tie-break, solo ------------------------------------------------------------
def test_crossed_out_coins_do_not_score():
    sheet = board(coins=5).paying(3)
    row = score_season(sheet, 1, ("B", "C"), {"A": 26, "B": 30, "C": 35, "D": 38})
    assert row.coins == 2


def test_row_items_keys_and_cells():
    sheet = board(rows=EXAMPLE_1, coins=2)
    row = score_season(sheet, 3, ("D", "A"), {"A": 26, "B": 30, "C": 35, "D": 38})
    items = row_items(row, "season:4:")
    assert [i.key for i in items] == ["season:4:D", "season:4:A", "season:4:coins", "season:4:monsters"]
    assert [i.points for i in items] == [0, 5, 2, -6]
    assert items[1].code == "cartographers.card_26" and len(items[1].cells) == 5
    assert [i.key for i in row_items(row, "")] == ["edict:D", "edict:A", "coins", "monsters"]


def test_rank_key_prefers_fewer_stars_lost_to_monsters():
    a = row_items(score_season(board(coins=3, M=[(0, 0)]), 0, ("A", "B"),
                               {"A": 26, "B": 30, "C": 35, "D": 38}), "season:1:")
    b = row_items(score_season(board(coins=1), 0, ("A", "B"),
                               {"A": 26, "B": 30, "C": 35, "D": 38}), "season:1:")
    assert sum(i.points for i in a) == sum(i.points for i in b) == 1
    assert rank_key(b) > rank_key(a)


@pytest.mark.parametrize("score, rating, title", [
    (100, 11, "journeyman"), (119, 30, "legendary"), (109, 20, "master"), (89, 0, "apprentice"),
    (88, -1, "amateur"), (84, -5, "amateur"), (79, -10, "inept"), (59, -30, "oblivious"),
    (40, -49, "oblivious")])
def test_solo_rating_and_title(score, rating, title):
    """Fixed deal 26 + 30 + 35 + 38: solo numbers 25 + 24 + 16 + 24 = 89 (§1.9)."""
    result = solo_result(score, {"A": 26, "B": 30, "C": 35, "D": 38}, DATA)
    assert (result.rating, result.title.key) == (rating, title)
