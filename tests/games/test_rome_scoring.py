"""Rome scoring: areas on the hex grid, every building case of the spec, the
gem table, the fortress's best colour, the tie-break and the position file.
Expected numbers are counted by hand."""
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from games import GAMES
from games.core import ScoreSheet, parse_yaml
from games.rome import Survey, Tile, load_data
from games.rome.scoring import rank_key, score_items, winners

ROME = GAMES["rome"]
DATA = load_data()
ROOT = Path(__file__).resolve().parents[2]


def land(*entries) -> dict:
    """(q, r, terrain[, building]) in placement order, as in the position file."""
    return {(e[0], e[1]): Tile(e[2], e[3] if len(e) > 3 else None) for e in entries}


def buildings(landscape) -> list[int]:
    return [s.points for s in Survey(landscape).building_scores()]


def row(terrain: str, q0: int, q1: int, r: int = 0) -> list[tuple]:
    return [(q, r, terrain) for q in range(q0, q1 + 1)]


# --- areas -----------------------------------------------------------------------
def test_areas_are_edge_connected_groups_of_one_terrain():
    # (0,0) and (1,-1) are neighbours on the hex grid; (1,1) is not next to (0,0)
    survey = Survey(land((0, 0, "Y"), (1, -1, "Y"), (1, 1, "Y"), (1, 0, "R"), (2, -1, "Y")))
    sizes = sorted((a.key, len(a)) for a in survey.areas)
    assert sizes == [("R", 1), ("Y", 1), ("Y", 3)]
    assert survey.index[(0, 0)] is survey.index[(2, -1)]


def test_all_six_neighbours_join_an_area():
    centre = [(0, 0, "Y")]
    around = [(1, 0, "Y"), (-1, 0, "Y"), (0, 1, "Y"), (0, -1, "Y"), (1, -1, "Y"), (-1, 1, "Y")]
    survey = Survey(land(*centre, *around))
    assert [len(a) for a in survey.areas] == [7]
    # without the centre the ring is still one area: neighbours touch each other in turn
    assert [len(a) for a in Survey(land(*around)).areas] == [6]


# --- buildings ------------------------------------------------------------------------
def test_one_area_windmill_on_yellow_in_an_area_of_5_scores_5():
    assert buildings(land((0, 0, "Y", "Y"), *row("Y", 1, 4))) == [5]


def test_two_separate_matching_areas_are_added():
    # windmill on red, yellow areas of 3 to the east and 2 to the west
    landscape = land((0, 0, "R", "Y"), *row("Y", 1, 3), *row("Y", -2, -1))
    assert len([a for a in Survey(landscape).areas if a.key == "Y"]) == 2
    assert buildings(landscape) == [5]


def test_a_building_on_a_non_matching_tile_scores_only_its_colour():
    # a theatre on a yellow tile in a yellow area: no red anywhere, 0
    assert buildings(land((0, 0, "Y", "R"), *row("Y", 1, 3))) == [0]
    # the same theatre next to one red tile scores 1
    assert buildings(land((0, 0, "Y", "R"), *row("Y", 1, 3), (0, 1, "R"))) == [1]


def test_two_buildings_on_one_area_each_score_it():
    # red area of 4; one theatre on it, one on a yellow tile next to its end
    landscape = land(*[(q, 0, "R", "R" if q == 0 else None) for q in range(4)], (4, 0, "Y", "R"))
    assert buildings(landscape) == [4, 4]


def test_no_matching_area_scores_0():
    assert buildings(land((0, 0, "R", "Y"), (1, 0, "R"), (0, 1, "G"))) == [0]
    assert buildings(land((0, 0, "Y", "Y"))) == [1]  # its own tile is an area of 1


def test_an_area_touched_twice_counts_once_per_building():
    # the yellow area wraps around the windmill's tile: touched on two sides, one area
    landscape = land((0, 0, "R", "Y"), (1, 0, "Y"), (1, -1, "Y"), (0, -1, "Y"))
    assert buildings(landscape) == [3]


def test_building_items_keys_cells_and_sentence():
    landscape = land((5, 5, "G"), (0, 0, "R", "Y"), *row("Y", 1, 3), *row("Y", -2, -1))
    items = score_items(DATA, landscape, 0)
    assert [i.key for i in items] == ["building:1", "gems"]
    item = items[0]
    assert item.points == 5 and item.code == "rome.building.Y"
    assert item.cells[0] == (0, 0)
    assert set(item.cells) == {(0, 0), (1, 0), (2, 0), (3, 0), (-1, 0), (-2, 0)}
    assert item.text() == "Windmill on tile 2: 2 grain areas, 5 tiles"


# --- fortress -------------------------------------------------------------------------
def test_a_fortress_counts_as_its_best_colour():
    # on a grain tile: yellow area 2 with it, red area of 3 next to it
    landscape = land((0, 0, "Y", "X"), (1, 0, "Y"), *row("R", -3, -1))
    [score] = Survey(landscape).building_scores()
    assert (score.colour, score.points) == ("R", 3)
    items = score_items(DATA, landscape, 0)
    assert items[0].code == "rome.fortress.R" and items[0].points == 3


def test_a_fortress_tie_takes_the_first_colour_in_terrain_order():
    landscape = land((0, 0, "Q", "X"), (1, 0, "R"), (-1, 0, "P"))
    [score] = Survey(landscape).building_scores()
    assert (score.colour, score.points) == ("P", 1)


# A fortress's colour on a tie (spec: Table decisions), the example of the issue: the
# fortress on a quarry (0,0) touches the grain area (1,0) (2,0) and the town quarter area
# (-1,0) (-2,0), 2 tiles each: yellow and red tie at 2. Its owner's theatre stands next to
# it on (-1,0) and scores that town quarter area: 2. As red, the fortress is a second
# building of the area's colour on it, and mission 14 gives 3; as yellow, nothing.
TIED = land((0, 0, "Q", "X"), (1, 0, "Y"), (2, 0, "Y"), (-1, 0, "R", "R"), (-2, 0, "R"))


def test_a_fortress_tie_takes_the_colour_that_gives_its_owner_the_highest_total():
    [fortress, theatre] = Survey(TIED).building_scores()
    assert fortress.tied == ("Y", "R") and (fortress.points, theatre.points) == (2, 2)
    items = score_items(DATA, TIED, 0, missions=[14])
    assert ScoreSheet(0, "Anna", items).total == 7
    assert [(i.key, i.points) for i in items] == [("building:0", 2), ("building:3", 2), ("gems", 0),
                                                  ("mission:14", 3)]
    assert items[0].code == "rome.fortress.R"
    assert (items[0].params["tied"], items[0].params["tie"]) == (("Y", "R"), "missions")
    assert set(items[0].cells) == {(0, 0), (-1, 0), (-2, 0)}   # it lights the area it counts as red
    # the first colour of the order, what the engine took before: 4, mission 14 empty
    as_yellow = Survey(TIED).with_colours({(0, 0): "Y"})
    first = score_items(DATA, TIED, 0, missions=[14], survey=as_yellow)
    assert ScoreSheet(0, "Anna", first).total == 4 and first[-1].points == 0


def test_a_fortress_tie_no_mission_settles_takes_the_first_colour_and_says_so():
    for missions in ([], [1, 11, 18]):   # none of these counts a colour of the fortress's
        items = score_items(DATA, TIED, 0, missions=missions)
        assert items[0].code == "rome.fortress.Y" and items[0].params["tie"] == "order", missions
    assert "tie" not in score_items(DATA, land((0, 0, "Y", "X"), (1, 0, "Y")), 0, missions=[14])[0].params


def test_a_fortress_tie_goes_to_the_first_colour_when_the_missions_want_that_one():
    # a windmill on an olive grove (2,-1) touches the grain area: as yellow the fortress
    # makes it the second windmill's area (mission 14: 3); red would give nothing
    landscape = land((0, 0, "Q", "X"), (1, 0, "Y"), (2, 0, "Y"), (-1, 0, "R"), (-2, 0, "R"), (2, -1, "G", "Y"))
    items = score_items(DATA, landscape, 0, missions=[14])
    assert items[0].code == "rome.fortress.Y" and items[0].params["tie"] == "missions"
    assert ScoreSheet(0, "Anna", items).total == 2 + 2 + 3


def test_two_tied_fortresses_are_settled_together():
    # both fortresses tie yellow and red at 2, each with a grain area of its own and
    # the town quarter area (1,0) (2,0) between them: only both as red make mission 14's area
    landscape = land((0, 0, "Q", "X"), (3, 0, "Q", "X"), (1, 0, "R"), (2, 0, "R"),
                     (-1, 0, "Y"), (-2, 0, "Y"), (4, 0, "Y"), (5, 0, "Y"))
    items = score_items(DATA, landscape, 0, missions=[14])
    assert [i.code for i in items[:2]] == ["rome.fortress.R", "rome.fortress.R"]
    assert [i.params["tie"] for i in items[:2]] == ["missions", "missions"]
    assert ScoreSheet(0, "Anna", items).total == 2 + 2 + 3


def test_the_score_sheet_and_the_position_file_settle_a_tied_fortress():
    text = """game: rome
players:
  - name: Anna
    gems: 0
    tiles: [[0, 0, Q, X], [1, 0, Y, null], [2, 0, Y, null], [-1, 0, R, R], [-2, 0, R, null]]
    missions: [14]
"""
    sheets, _won = ROME.score_position(parse_yaml(text, "p.yaml"), "p.yaml")
    assert sheets[0].total == 7
    state = ROME.new_game(["Anna", "Ben"], 1, {"variant": "advanced"})
    state.landscapes = (dict(TIED), state.landscapes[1])
    state.missions, state.gems = ((14,), state.missions[1]), (0, state.gems[1])
    assert state.score_sheets()[0].total == 7
    [fortress, _theatre] = state.scored_survey(0).building_scores()
    assert fortress.colour == "R"   # what the window's tips and lights show, as the sheet counts it


# --- gems -----------------------------------------------------------------------------
@pytest.mark.parametrize("gems, points", [(0, 0), (1, 3), (2, 5), (3, 7), (4, 9), (5, 13),
                                          (6, 18), (7, 24), (8, 31), (9, 39), (12, 63)])
def test_gem_table(gems, points):
    assert DATA.gem_value(gems) == points
    item = score_items(DATA, {}, gems)[-1]
    assert (item.key, item.points, item.params) == ("gems", points, {"gems": gems})


# --- the score change of a tile not yet placed ------------------------------------------
def test_gain_equals_the_difference_of_two_full_scorings():
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        landscape = {}
        for _ in range(rng.randint(1, 25)):
            cells = Survey(landscape).free_cells()
            building = rng.choice([None, None, None, "Y", "P", "G", "Q", "R", "X"])
            landscape[rng.choice(cells)] = Tile(rng.choice("YPGQR"), building)
        survey = Survey(landscape)
        before = survey.building_total()
        for cell in rng.sample(survey.free_cells(), 3):
            terrain = rng.choice("YPGQR")
            building = rng.choice([None, "Y", "R", "X"])
            grown = dict(landscape)
            grown[cell] = Tile(terrain, building)
            assert survey.gain(cell, terrain, building) == Survey(grown).building_total() - before
            checked += 1
    assert checked == 900


# --- totals and the tie-break ---------------------------------------------------------------
def test_rank_key_is_total_then_gems():
    a = ScoreSheet(0, "A", score_items(DATA, land((0, 0, "Y", "Y"), (1, 0, "Y")), 1))
    b = ScoreSheet(1, "B", score_items(DATA, land((0, 0, "Y", "Y"), *row("Y", 1, 4)), 0))
    assert a.total == b.total == 5 and rank_key(a) == (5, 1) and rank_key(b) == (5, 0)
    assert winners([a, b]) == [0]
    c = ScoreSheet(2, "C", list(a.items))
    assert winners([a, b, c]) == [0, 2]  # still tied: a shared win


# --- the spec's examples through the position file ----------------------------------------
EXAMPLES = """game: rome
players:
  - name: Mill5
    gems: 1
    tiles: [[0, 0, Y, Y], [1, 0, Y, null], [2, 0, Y, null], [3, 0, Y, null], [4, 0, Y, null]]
  - name: MillOnRed
    gems: 4
    tiles:
      - [0, 0, R, Y]
      - [1, 0, Y, null]
      - [2, 0, Y, null]
      - [3, 0, Y, null]
      - [-1, 0, Y, null]
      - [-2, 0, Y, null]
  - name: Nothing
    gems: 8
    tiles: [[0, 0, R, Y], [1, 0, G, null]]
  - name: Theatres
    gems: 0
    tiles: [[0, 0, R, R], [1, 0, R, null], [2, 0, R, null], [3, 0, R, null], [4, 0, Y, R]]
"""


def test_the_spec_examples_score_as_written():
    sheets, won = ROME.score_position(parse_yaml(EXAMPLES, "pos.yaml"), "pos.yaml")
    got = [[(i.key, i.points) for i in sheet.items] for sheet in sheets]
    assert got == [[("building:0", 5), ("gems", 3)],
                   [("building:0", 5), ("gems", 9)],
                   [("building:0", 0), ("gems", 31)],
                   [("building:0", 4), ("building:4", 4), ("gems", 0)]]
    assert [s.total for s in sheets] == [8, 14, 31, 8]
    assert won == [2]


def test_score_command_prints_the_contract_json(tmp_path):
    path = tmp_path / "rome.yaml"
    path.write_text(EXAMPLES, encoding="utf-8")
    out = subprocess.run([sys.executable, "main.py", "score", "rome", str(path)], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["game"] == "rome" and result["winner"] == ["Nothing"]
    theatres = result["players"][3]
    assert theatres["name"] == "Theatres" and theatres["total"] == 8
    assert theatres["items"][1] == {
        "key": "building:4", "text": "Theatre on tile 5: 1 town quarter area, 4 tiles",
        "points": 4, "cells": [[4, 0], [0, 0], [1, 0], [2, 0], [3, 0]]}


def test_missions_and_elephants_in_a_position():
    text = """game: rome
players:
  - name: Anna
    gems: 3
    tiles:
      - [0, 0, Y, Y]
      - [1, 0, R, null]
    elephants: [[1, 0]]
    missions: [7, 12, 8]
"""
    sheets, won = ROME.score_position(parse_yaml(text, "p.yaml"), "p.yaml")
    items = {i.key: i.points for i in sheets[0].items}
    assert items == {"building:0": 1, "gems": 7, "mission:7": 1, "mission:12": 6, "mission:8": 2}
    assert [i.key for i in sheets[0].items][-3:] == ["mission:7", "mission:12", "mission:8"]
