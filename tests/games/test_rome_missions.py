"""Every mission card of the advanced variant scores as its text says
(data/rome/missions.yaml; spec: Mission decisions). Counted by hand."""
import pytest

from games.core.i18n import texts_for
from games.rome import Tile, load_data
from games.rome.scoring import score_items

DATA = load_data()


def land(*entries) -> dict:
    return {(e[0], e[1]): Tile(e[2], e[3] if len(e) > 3 else None) for e in entries}


def mission(number: int, landscape: dict, elephants=(), gems: int = 0):
    item = score_items(DATA, landscape, gems, elephants, [number])[-1]
    assert item.key == f"mission:{number}" and item.code == f"rome.mission.{number}"
    return item


def points(number: int, landscape: dict, elephants=(), gems: int = 0) -> int:
    return mission(number, landscape, elephants, gems).points


def line(terrain: str, length: int, r: int = 0, building_at=None, building=None) -> list:
    return [(q, r, terrain, building if q == building_at else None) for q in range(length)]


# Y at (0,0) and (2,0) are kept apart by R (1,0); P (0,1) touches both (0,0) and (1,0)
SMALL = land((0, 0, "Y"), (1, 0, "R"), (2, 0, "Y"), (0, 1, "P"))


@pytest.mark.parametrize("number, expected", [(1, 4), (2, 2), (3, 0), (4, 0), (5, 2)])
def test_missions_1_to_5_two_points_per_area_of_their_terrain(number, expected):
    assert points(number, SMALL) == expected


def test_mission_6_areas_of_exactly_one_tile():
    assert points(6, SMALL) == 4
    assert points(6, land(*line("Y", 3), (0, 1, "R"))) == 1


def test_mission_7_size_of_the_largest_area():
    item = mission(7, land(*line("Y", 4), (0, 1, "R"), (1, 1, "R")))
    assert (item.points, item.params["count"]) == (4, 4)
    assert set(item.cells) == {(0, 0), (1, 0), (2, 0), (3, 0)}


def test_mission_8_elephants_next_to_a_building_fortress_included():
    landscape = land((0, 0, "Y", "Y"), (1, 0, "Y"), (2, 0, "G"), (3, 0, "G"), (4, 0, "R", "X"))
    # (1,0) is next to the windmill, (3,0) to the fortress, (2,0) to no building
    assert points(8, landscape, [(1, 0), (2, 0), (3, 0)]) == 4


def test_mission_9_longest_unbroken_line_along_any_axis():
    diagonal = [(k, -k, "G") for k in range(5)]                  # 5 along (1, -1)
    column = [(0, r, "Y") for r in range(1, 4)]                   # 4 with (0, 0) along (0, 1)
    landscape = land(*diagonal, *column, (1, 0, "R"), (6, -6, "G"))  # (6,-6): a gap before it
    item = mission(9, landscape)
    assert item.points == 5 and set(item.cells) == {(k, -k) for k in range(5)}
    assert points(9, land(*line("Q", 3), (4, 0, "Q"), (5, 0, "Q"))) == 3


def test_mission_10_terrains_with_an_area_of_three_or_more():
    landscape = land(*line("Y", 3), *line("R", 4, r=1), (0, 2, "G"), (1, 2, "G"),
                     *[(q, 5, "Y") for q in range(3)])
    assert points(10, landscape) == 4  # yellow (twice, counted once) and red


def test_mission_11_one_per_building_fortress_included():
    landscape = land((0, 0, "Y", "Y"), (1, 0, "R", "R"), (2, 0, "G", "X"), (3, 0, "G"))
    assert points(11, landscape) == 3


def test_mission_12_two_per_gem_held():
    assert points(12, SMALL, gems=3) == 6
    assert points(12, SMALL, gems=0) == 0


def test_mission_13_one_per_elephant():
    assert points(13, SMALL, [(0, 0), (1, 0), (0, 1)]) == 3


def test_mission_14_areas_with_two_buildings_of_their_colour_fortress_as_best_colour():
    landscape = land((0, 0, "Y", "Y"), (1, 0, "Y"), (2, 0, "Y"), (3, 0, "R", "Y"),
                     (4, -1, "R"), (5, -1, "R", "R"), (4, 0, "G", "X"))
    # yellow area of 3: windmills on (0,0) and next to it on (3,0);
    # red area (3,0) (4,-1) (5,-1): the theatre and the fortress (best colour red, 3)
    item = mission(14, landscape)
    assert item.points == 6 and item.params["count"] == 2
    one = land((0, 0, "Y", "Y"), (1, 0, "Y"), (3, 0, "Y", "Y"))  # two areas, one windmill each
    assert points(14, one) == 0


def test_mission_14_a_fortress_tied_between_two_colours_counts_as_the_one_that_scores_it():
    # the fortress (0,0) scores grain (1,0) (2,0) and town quarter (-1,0) (-2,0) alike, 2 each;
    # the theatre next to it stands on that town quarter area (spec: Table decisions)
    landscape = land((0, 0, "Q", "X"), (1, 0, "Y"), (2, 0, "Y"), (-1, 0, "R", "R"), (-2, 0, "R"))
    item = mission(14, landscape)
    assert (item.points, item.params["count"]) == (3, 1)
    assert set(item.cells) == {(-1, 0), (-2, 0)}
    no_theatre = land((0, 0, "Q", "X"), (1, 0, "Y"), (2, 0, "Y"), (-1, 0, "R"), (-2, 0, "R"))
    assert points(14, no_theatre) == 0   # alone on either area, the fortress makes no pair


RING = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]


def test_mission_15_tiles_surrounded_on_all_six_sides():
    flower = land((0, 0, "Y"), *[(q, r, "R") for q, r in RING])
    assert points(15, flower) == 1
    assert points(15, land(*line("Y", 5))) == 0


def test_mission_16_tiles_with_two_or_fewer_neighbours():
    assert points(16, land(*line("Y", 4))) == 4
    flower = land((0, 0, "Y"), *[(q, r, "R") for q, r in RING])
    assert points(16, flower) == 0  # ring tiles have 3 neighbours, the centre 6


def test_mission_17_rarest_terrain_and_a_missing_one():
    full = land((0, 0, "Y"), (1, 0, "Y"), (2, 0, "R"), (3, 0, "R"), (4, 0, "R"),
                (0, 1, "G"), (1, 1, "G"), (2, 1, "P"), (3, 1, "P"), (4, 1, "Q"), (5, 1, "Q"))
    assert points(17, full) == 6
    assert points(17, SMALL) == 0  # no green, no white


def test_mission_18_buildings_scoring_five_or_more():
    landscape = land(*line("Y", 5, building_at=0, building="Y"),
                     *line("R", 4, r=2, building_at=0, building="R"),
                     *[(q, 4, "G", "X" if q == 0 else None) for q in range(6)],
                     (0, 1, "Q"), (0, 3, "Q"))
    assert points(18, landscape) == 2  # windmill 5, fortress 6; the theatre scores 4


def test_mission_19_elephants_alone_in_their_area():
    landscape = land(*line("Y", 3), (0, 1, "R"))
    assert points(19, landscape, [(0, 0), (2, 0), (0, 1)]) == 2


def test_mission_20_one_building_scoring_ten_or_more():
    big = land(*line("Y", 10, building_at=0, building="Y"))
    assert points(20, big) == 5
    two = land(*line("Y", 10, building_at=0, building="Y"), (9, 1, "R", "Y"))
    assert points(20, two) == 5  # once, however many buildings reach it
    assert points(20, land(*line("Y", 9, building_at=0, building="Y"))) == 0


# Missions 21-30 (added so that 5 players can keep 5 each; own design).
# Grain: (0..2, 0) is an area of 3, (0, 2) (1, 2) one of 2, kept apart by the
# red row (0..2, 1); one olive grove (2, 2); a quarry area of 2 (3, 2) (4, 2).
LAYERS = land(*line("Y", 3), *line("R", 3, r=1), (0, 2, "Y"), (1, 2, "Y"), (2, 2, "G"),
              (3, 2, "Q"), (4, 2, "Q"))


@pytest.mark.parametrize("number, expected", [(21, 3), (22, 0), (23, 1), (24, 2), (25, 3)])
def test_missions_21_to_25_one_point_per_tile_of_the_largest_area_of_their_terrain(number, expected):
    item = mission(number, LAYERS)
    assert (item.points, item.params["count"]) == (expected, expected)
    if number == 21:  # the larger grain area, not both
        assert set(item.cells) == {(0, 0), (1, 0), (2, 0)}


def test_mission_26_two_points_per_area_of_four_or_more():
    landscape = land(*line("Y", 4), *line("R", 5, r=1), *line("G", 3, r=2))
    item = mission(26, landscape)   # yellow 4 and red 5 count, green 3 does not
    assert (item.points, item.params["count"]) == (4, 2)
    assert len(item.cells) == 9
    assert points(26, SMALL) == 0


def test_mission_27_one_point_per_terrain_in_the_landscape():
    assert points(27, SMALL) == 3  # grain, town quarter, vineyard
    five = land((0, 0, "Y"), (1, 0, "P"), (2, 0, "G"), (3, 0, "Q"), (4, 0, "R"), (5, 0, "R"))
    assert points(27, five) == 5
    assert points(27, {}) == 0


def test_mission_28_two_points_per_building_with_no_building_next_to_it_fortress_included():
    landscape = land((0, 0, "Y", "Y"), (1, 0, "R", "R"), (2, 0, "G"), (3, 0, "G", "X"),
                     (4, 0, "Q"), (5, 0, "Q", "Q"))
    # the windmill and the theatre stand side by side; the fortress and the
    # stoneworks each have only tiles without a building next to them
    item = mission(28, landscape)
    assert (item.points, item.params["count"]) == (4, 2)
    assert set(item.cells) == {(3, 0), (5, 0)}
    assert points(28, land((0, 0, "Y", "Y"), (1, 0, "G", "X"))) == 0  # a fortress is a neighbour too


def test_mission_29_three_points_per_area_holding_two_or_more_elephants():
    landscape = land(*line("Y", 4), *line("R", 3, r=1), (0, 2, "G"), (1, 2, "G"))
    elephants = [(0, 0), (2, 0), (0, 1), (0, 2), (1, 2)]
    # grain has 2, green 2, red only 1
    item = mission(29, landscape, elephants)
    assert (item.points, item.params["count"]) == (6, 2)
    assert points(29, landscape, [(0, 0), (1, 0), (2, 0)]) == 3  # three in one area count once


def test_mission_30_six_points_if_every_terrain_has_an_area_of_two_or_more():
    pairs = [(q, 0, "YPGQR"[q // 2]) for q in range(10)]   # YY PP GG QQ RR in a row
    item = mission(30, land(*pairs))
    assert (item.points, item.params["count"]) == (6, 1)
    assert points(30, land(*pairs[:9])) == 0                 # a single town quarter
    split = pairs[:8] + [(8, 0, "R"), (10, 0, "R")]           # two town quarters, apart
    assert points(30, land(*split, (9, 0, "Y"))) == 0


def test_every_mission_has_a_rule_and_sentences_in_both_languages():
    assert sorted(DATA.missions) == list(range(1, 31))
    for number, card in DATA.missions.items():
        item = mission(number, SMALL, [(0, 0)], gems=1)
        for lang in ("de", "en"):
            texts = texts_for(lang)
            assert texts.has(f"score.rome.mission.{number}")
            assert texts.has(f"rome.mission.{number}")
            assert "{" not in item.text(texts)
            assert card.text[lang]
    assert mission(1, SMALL).text() == "Mission 1: 2 grain areas × 2"
