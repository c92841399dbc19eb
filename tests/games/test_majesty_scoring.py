"""Majesty final scoring: worked examples 5 and 6 (166/180/168, 170/169/150),
majority ties and zero majorities (A6), the Infirmary on both sides with
the B side's -10 on ties (A5), variety, mid-game sheets, shared wins and the
meeple tie-break (A7), and every fault of a position file (spec: §8)."""
import pytest

from games import commands
from games.core import DataError, parse_yaml
from games.majesty import load_data, sides_map
from games.majesty.scoring import final_items
from tests.majesty_helpers import MAJESTY, give, new, wounded

EXAMPLE = """game: majesty
sides: A
players:
  - name: Anna
    coins: 98
    meeples: 2
    cards: {mill: 3, brewery: 3, cottage: 2, guardhouse: 1, barracks: 0, inn: 1, castle: 1, infirmary: 1}
  - name: Ben
    coins: 104
    meeples: 1
    cards: {mill: 3, brewery: 1, cottage: 0, guardhouse: 3, barracks: 2, inn: 2, castle: 0, infirmary: 1}
  - name: Cara
    coins: 91
    meeples: 0
    cards: {mill: 1, brewery: 2, cottage: 1, guardhouse: 1, barracks: 2, inn: 1, castle: 2, infirmary: 2}
"""


def score_text(text: str):
    return MAJESTY.score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")


def items(sheet) -> dict:
    return {item.key: item.points for item in sheet.items}


def scored(sides: str, coins, counts) -> list[dict]:
    """final_items for counts given as {location: n} per player."""
    lists = final_items(load_data(), sides_map(sides), coins, counts)
    return [{item.key: item.points for item in listed} for listed in lists]


# --- the worked examples ------------------------------------------------------------------
def test_example_5_side_a():
    sheets, won = score_text(EXAMPLE)
    assert [s.total for s in sheets] == [166, 180, 168] and won == [1]
    assert items(sheets[0]) == {"coins": 98, "infirmary": -1, "variety": 36, "majority:mill": 10,
                                "majority:brewery": 11, "majority:cottage": 12}
    assert items(sheets[1]) == {"coins": 104, "infirmary": -1, "variety": 25, "majority:mill": 10,
                                "majority:guardhouse": 13, "majority:barracks": 14,
                                "majority:inn": 15}
    assert items(sheets[2]) == {"coins": 91, "infirmary": -2, "variety": 49,
                                "majority:barracks": 14, "majority:castle": 16}
    assert [i.key for i in sheets[1].items][:3] == ["coins", "infirmary", "variety"]


def test_example_6_side_b():
    sheets, won = score_text(EXAMPLE.replace("sides: A", "sides: B"))
    assert [s.total for s in sheets] == [170, 169, 150] and won == [0]
    assert items(sheets[2]) == {"coins": 91, "infirmary": -14, "variety": 49,
                                "majority:barracks": 8, "majority:castle": 16}
    assert sheets[2].items[1].code == "majesty.infirmary_most"
    assert sheets[2].items[1].params == {"cards": 2, "points": -14, "most": -10}
    assert items(sheets[1])["majority:mill"] == 14 and items(sheets[1])["infirmary"] == -2


def test_the_score_command_prints_the_contract_json(tmp_path):
    path = tmp_path / "ex5.yaml"
    path.write_text(EXAMPLE, encoding="utf-8")
    result = commands.score("majesty", path)
    assert [p["total"] for p in result["players"]] == [166, 180, 168]
    assert result["winner"] == ["Ben"] and result["game"] == "majesty"
    cara = result["players"][2]["items"]
    assert cara[3] == {"key": "majority:barracks", "text": "Majority at the Barracks (2 Knights)",
                       "points": 14, "cells": [["building", "barracks"]]}


def test_a_map_of_sides_scores_each_location_by_its_own_side():
    text = EXAMPLE.replace("sides: A", "sides: {mill: B, brewery: A, cottage: A, guardhouse: A, "
                                       "barracks: A, inn: A, castle: A, infirmary: B}")
    sheets, _ = score_text(text)
    assert [s.total for s in sheets] == [166 + 4 - 1, 180 + 4 - 1, 168 - 2 - 10]


# --- majorities, variety, the Infirmary ----------------------------------------------------------
def test_tied_majorities_each_gain_the_full_value_and_zero_majorities_nobody():
    result = scored("A", [0, 0, 0], [{"castle": 1}, {"castle": 1}, {"castle": 1, "mill": 2}])
    assert [r.get("majority:castle") for r in result] == [16, 16, 16]
    assert [r.get("majority:mill") for r in result] == [None, None, 10]
    assert not any(key.startswith("majority:inn") for r in result for key in r)
    nobody = scored("B", [5, 7], [{}, {"infirmary": 3}])
    assert nobody == [{"coins": 5, "infirmary": 0, "variety": 0},
                      {"coins": 7, "infirmary": -2 * 3 - 10, "variety": 0}]


def test_infirmary_b_minus_10_to_everyone_tied_for_the_most():
    result = scored("B", [0, 0, 0], [{"infirmary": 2}, {"infirmary": 2}, {"infirmary": 1}])
    assert [r["infirmary"] for r in result] == [-14, -14, -2]
    result = scored("B", [0, 0], [{}, {}])
    assert [r["infirmary"] for r in result] == [0, 0]       # nobody, when all are empty (A5)
    result = scored("A", [0, 0, 0], [{"infirmary": 2}, {"infirmary": 2}, {"infirmary": 1}])
    assert [r["infirmary"] for r in result] == [-2, -2, -1]


def test_variety_is_the_square_of_occupied_locations_never_the_infirmary():
    result = scored("A", [0, 0], [{"mill": 4, "inn": 1, "infirmary": 3}, {"castle": 1}])
    assert [r["variety"] for r in result] == [4, 1]


# --- the game's own sheets and winners ---------------------------------------------------------
def test_mid_game_sheets_are_coins_plus_the_final_scoring_now():
    state = new(3)
    assert [s.total for s in state.score_sheets()] == [0, 0, 0]
    give(state, 0, "miller", "miller", "noble")
    give(state, 1, "miller")
    wounded(state, 1, "guard")
    state.coins = [5, 6, 7]
    sheets = state.score_sheets()
    assert items(sheets[0]) == {"coins": 5, "infirmary": 0, "variety": 4, "majority:mill": 10,
                                "majority:castle": 16}
    assert items(sheets[1]) == {"coins": 6, "infirmary": -1, "variety": 1}
    assert state.winners() == [0] and state.ranking() == [[0], [2], [1]]


def test_equal_totals_share_the_win_unless_meeples_break_the_tie():
    for tiebreak, won in ((False, [0, 1]), (True, [1])):
        state = new(3, meeple_tiebreak=tiebreak)
        state.coins = [10, 10, 3]
        state.meeples = [1, 4, 5]
        assert state.winners() == won and state.ranking()[0] == won
        assert state.ranking(tie_break=False) == [[0, 1], [2]]   # equal totals, whatever the tie-break
    text = EXAMPLE.replace("coins: 104", "coins: 90").replace("meeples: 1", "meeples: 3")
    assert [s.total for s in score_text(text)[0]] == [166, 166, 168]
    text = text.replace("coins: 91", "coins: 80")
    assert score_text(text)[1] == [0, 1]
    assert score_text("meeple_tiebreak: true\n" + text)[1] == [1]


# --- faults in a position file -------------------------------------------------------------------
def fault(text: str) -> DataError:
    with pytest.raises(DataError) as error:
        score_text(text)
    assert error.value.path == "pos.yaml"
    return error.value


ANNA_CARDS = EXAMPLE.splitlines()[6].strip()               # Anna's "cards: {...}" line


@pytest.mark.parametrize("old, new, line, words", [
    ("game: majesty", "game: limes", 1, "not 'majesty'"),
    ("game: majesty\n", "", 1, "missing 'game'"),
    ("sides: A", "sides: C", 2, "'sides' takes A, B or 8 letters"),
    ("sides: A\n", "", 1, "missing 'sides'"),
    ("sides: A", "sides: {mill: A}", 2, "missing brewery, cottage"),
    ("sides: A", "sides: {mill: A, tower: B}", 2, "unknown location 'tower'"),
    ("sides: A", "sides: {mill: C}", 2, "mill must be A or B"),
    ("sides: A", "sides: A\nwinner: Anna", 3, "unknown key 'winner'"),
    ("sides: A", "sides: A\nmeeple_tiebreak: maybe", 3, "true or false"),
    ("    coins: 98", "    coins: -1", 5, "cannot be negative"),
    ("    coins: 98", "    coins: lots", 5, "must be an integer"),
    ("    meeples: 2", "    meeples: 6", 6, "meeples must be 0 to 5"),
    ("    meeples: 2", "    meeples: -1", 6, "meeples must be 0 to 5"),
    ("{mill: 3, brewery: 3,", "{mill: -3, brewery: 3,", 7, "0 or more, not -3"),
    ("{mill: 3, brewery: 3,", "{tower: 3, brewery: 3,", 7, "unknown location 'tower'"),
    ("{mill: 3, brewery: 3,", "{mill: 9, brewery: 3,", 7, "18 cards, but a player takes only 12"),
    ("    meeples: 2", "    meeples: 2\n    colour: red", 7, "unknown key 'colour'"),
    ("  - name: Ben", "  - name: Anna", 8, "two players are called 'Anna'"),
    ("  - name: Anna", "  - nom: Anna", 4, "unknown key 'nom'"),
    ("    " + ANNA_CARDS + "\n", "", 4, "missing Anna: 'cards'"),
])
def test_a_faulty_position_names_the_line_and_problem(old, new, line, words):
    assert old in EXAMPLE
    error = fault(EXAMPLE.replace(old, new, 1))
    assert words in error.problem
    assert error.line == line and str(error).startswith(f"pos.yaml:{line}:")


def test_a_position_needs_two_to_four_players():
    players = EXAMPLE.split("players:\n")[1].split("  - name: Ben")[0]
    error = fault(EXAMPLE.split("  - name: Ben")[0])
    assert "2 to 4 players" in error.problem and "has 1" in error.problem and error.line == 3
    error = fault(EXAMPLE + players.replace("Anna", "Dana") + players.replace("Anna", "Eli"))
    assert "has 5" in error.problem
    assert "mapping" in fault("- just\n- a list\n").problem


def test_a_location_left_out_holds_no_cards():
    text = EXAMPLE.replace("barracks: 0, ", "", 1)
    assert [s.total for s in score_text(text)[0]] == [166, 180, 168]


def test_a_majority_of_one_says_one_person_in_both_languages():
    from games.core.i18n import texts_for
    lists = final_items(load_data(), sides_map("A"), [0, 0], [{"mill": 1}, {"castle": 2}])
    mill = next(item for item in lists[0] if item.key == "majority:mill")
    castle = next(item for item in lists[1] if item.key == "majority:castle")
    assert mill.text(texts_for("en")) == "Majority at the Mill (1 Miller)"
    assert mill.text(texts_for("de")) == "Mehrheit in der Mühle (1 Müllerin)"
    assert castle.text(texts_for("en")) == "Majority at the Castle (2 Nobles)"
    assert mill.cells == (("building", "mill"),) and lists[0][0].cells == (("coins",),)
