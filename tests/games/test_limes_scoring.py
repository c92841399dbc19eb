"""Limes scoring: the spec's worked example, each profession's rule, one
worker per territory and the tie-break. Expected numbers are counted by hand."""
from games import GAMES
from games.core import ScoreItem, parse_yaml
from games.limes.scoring import (Survey, rank_key, score_items, territories, watchman_sight,
                                 winners)
from tests.limes_helpers import (EXAMPLE, EXAMPLE_WORKERS, WOODCUTTER_COUNTED, WOODCUTTER_FOREST,
                                 board)

LIMES = GAMES["limes"]



def points(rows, workers) -> list[int]:
    return [item.points for item in score_items(board(rows), workers)]


def position_text(players: list[tuple[str, list[str], list]]) -> str:
    lines = ["game: limes", "players:"]
    for name, rows, workers in players:
        lines += [f"  - name: {name}", "    fields:"]
        lines += [f'      - "{row}"' for row in rows]
        lines.append(f"    workers: {[list(w) for w in workers]}")
    return "\n".join(lines) + "\n"


def score_text(text: str):
    return LIMES.score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")


# --- the worked example -------------------------------------------------------
def test_worked_example_scores_3_7_2_5_2():
    items = score_items(board(EXAMPLE), EXAMPLE_WORKERS)
    assert [i.points for i in items] == [3, 7, 2, 5, 2]
    assert [i.key for i in items] == [f"worker:{i}" for i in range(5)]
    assert [i.code for i in items] == ["limes.farmer", "limes.woodcutter", "limes.fisher",
                                       "limes.watchman", "limes.watchman"]
    # every item's cells: its territory and every field it counted (the results light them)
    assert set(items[0].cells) == {(0, 0), (0, 1), (1, 0)}
    assert set(items[1].cells) == WOODCUTTER_FOREST | WOODCUTTER_COUNTED
    assert set(items[2].cells) == {(0, 4), (1, 4), (1, 5), (2, 5)} | {(0, 3), (2, 4)}  # water, huts
    # the watchman's cells: its tower plus the forests it sees
    assert set(items[3].cells) == {(3, 2), (2, 2), (1, 2), (0, 2), (3, 3), (3, 5)}
    assert set(items[4].cells) == {(2, 0), (2, 1), (2, 2)}


def test_worked_example_through_the_position_file():
    sheets, won = score_text(position_text([("Anna", EXAMPLE, EXAMPLE_WORKERS)]))
    assert [i.points for i in sheets[0].items] == [3, 7, 2, 5, 2]
    assert sheets[0].total == 19
    assert won == [0]
    out = sheets[0].to_dict()
    assert out["name"] == "Anna" and out["total"] == 19
    assert out["items"][0]["text"] == "Worker 1, farmer: grain territory of 3 fields"
    assert [0, 0] in out["items"][0]["cells"]


def test_worked_example_has_the_territories_the_spec_lists():
    regions = territories(board(EXAMPLE))
    # F:3, W:5, L:4, F:4, L(1,1), L:2, W(3,3), W(3,5) and 3 towers
    assert sorted(len(r) for r in regions) == sorted([3, 5, 4, 4, 1, 2, 1, 1, 1, 1, 1])
    assert sum(len(r) for r in regions) == 24


# --- watchman ------------------------------------------------------------------
def test_a_tower_blocks_the_line_of_sight():
    rows = ["WWTWTW",
            "..W...",
            "..T...",
            "..W..."]
    # from (0,2): left 2 forests, right 1 then the tower at (0,4) stops it,
    # down 1 then the tower at (2,2) stops it; (0,5) and (3,2) are hidden.
    assert sorted(watchman_sight(board(rows), (0, 2))) == [(0, 0), (0, 1), (0, 3), (1, 2)]
    assert points(rows, [(0, 2)]) == [4]


def test_other_terrain_does_not_block_and_the_own_card_counts():
    rows = ["TLFW",
            "W..."]
    assert points(rows, [(0, 0)]) == [2]


def test_an_empty_position_ends_the_line_like_the_edge():
    assert points(["TW.W"], [(0, 0)]) == [1]
    assert points(["TWW"], [(0, 0)]) == [2]


# --- towers, fishers, woodcutters -------------------------------------------------
def test_towers_next_to_each_other_are_separate_territories():
    rows = ["TW",
            "TW"]
    assert len(territories(board(rows))) == 3
    # the forest touches two towers: two territories
    assert points(rows, [(0, 1)]) == [2]
    # a worker on each tower: both score (they are not one territory); each
    # sees the forest beside it, and the other tower blocks the line down/up
    assert points(rows, [(0, 0), (1, 0)]) == [1, 1]


def test_a_hut_counts_once_per_fisher():
    rows = ["LL",
            "Lf"]   # the hut touches the water twice
    assert points(rows, [(0, 0)]) == [1]


def test_a_hut_touching_two_waters_counts_for_both_fishers():
    rows = ["LfL",
            "FFF"]
    assert points(rows, [(0, 0), (0, 2)]) == [1, 1]


def test_a_hut_on_a_forest_counts_and_huts_far_away_do_not():
    rows = ["wLF",
            "FFf"]
    assert points(rows, [(0, 1)]) == [1]


def test_woodcutter_counts_a_big_water_touching_in_three_places_once():
    rows = ["LLLL",
            "WWWF"]
    assert points(rows, [(1, 0)]) == [2]


def test_farmer_counts_the_fields_of_its_territory():
    rows = ["FFW",
            "WFF",
            "FWW"]
    assert points(rows, [(0, 0), (2, 0)]) == [4, 1]


# --- one worker per territory and the tie-break ----------------------------------
def test_only_one_worker_per_territory_scores():
    items = score_items(board(EXAMPLE), [(1, 0), (0, 1), (3, 2)])
    assert [i.points for i in items] == [3, 0, 5]
    assert items[1].code == "limes.shared" and items[1].params["other"] == 1
    assert items[1].key == "worker:1"


def test_moving_the_order_changes_which_worker_scores_not_the_total():
    first = score_items(board(EXAMPLE), [(0, 0), (1, 0)])
    second = score_items(board(EXAMPLE), [(1, 0), (0, 0)])
    assert [i.points for i in first] == [i.points for i in second] == [3, 0]


def _items(*values):
    return [ScoreItem(f"worker:{i}", v) for i, v in enumerate(values)]


def test_rank_key_pads_so_a_trailing_zero_does_not_matter():
    assert rank_key(_items(6, 4, 1)) == rank_key(_items(6, 4, 1, 0))
    assert rank_key(_items(6, 4, 1))[0] == 11
    assert winners([_items(6, 4, 1), _items(6, 4, 1, 0)]) == [0, 1]


def test_tie_break_best_worker_then_second_best():
    assert winners([_items(5, 5, 1), _items(1, 4, 6)]) == [1]    # 11 each; best 6 beats 5
    assert winners([_items(6, 3, 2), _items(6, 4, 1)]) == [1]    # best equal; 4 beats 3
    assert winners([_items(6, 4, 2), _items(6, 4, 1)]) == [0]    # more points wins outright


SEPARATE_FARMS = ["FFFFFF",
                  "......",
                  "FFFF..",
                  "......",
                  "F....."]


def test_shared_win_through_the_position_file():
    a = ("Anna", SEPARATE_FARMS, [(0, 0), (2, 0), (4, 0)])            # 6, 4, 1
    b = ("Ben", SEPARATE_FARMS, [(0, 0), (2, 0), (4, 0), (0, 5)])     # 6, 4, 1, 0
    sheets, won = score_text(position_text([a, b]))
    assert [i.points for i in sheets[1].items] == [6, 4, 1, 0]
    assert won == [0, 1]


def test_second_best_decides_through_the_position_file():
    other = ["FFFFFF",
             "......",
             "FFF.FF"]
    a = ("Anna", SEPARATE_FARMS, [(0, 0), (2, 0), (4, 0)])    # 6, 4, 1 = 11
    b = ("Ben", other, [(0, 0), (2, 0), (2, 4)])              # 6, 3, 2 = 11
    sheets, won = score_text(position_text([a, b]))
    assert sheets[0].total == sheets[1].total == 11
    assert won == [0]


def test_survey_gives_each_cell_what_a_worker_there_would_score():
    survey = Survey(board(EXAMPLE))
    assert survey.cell_score((2, 2)).points == 7
    assert survey.cell_score((2, 2)).profession == "woodcutter"
    assert survey.cell_score((5, 5)) is None
    assert survey.total(EXAMPLE_WORKERS) == 19
    assert survey.total([(0, 0), (0, 1)]) == 3


def test_score_lines_use_plural_forms_in_both_languages():
    from games.core.i18n import texts_for
    de, en = texts_for("de"), texts_for("en")
    assert de.get("score.limes.farmer", worker=1, size=1).endswith("Ackergebiet mit 1 Feld")
    assert de.get("score.limes.farmer", worker=1, size=3).endswith("Ackergebiet mit 3 Feldern")
    assert en.get("score.limes.farmer", worker=1, size=1).endswith("grain territory of 1 field")
    for lang in (de, en):
        for key in ("farmer", "fisher", "woodcutter", "watchman", "shared"):
            line = lang.get(f"score.limes.{key}", worker=2, size=2, huts=2, neighbours=2, forests=2, other=1)
            assert "(" not in line, line
