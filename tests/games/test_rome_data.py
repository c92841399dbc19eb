"""Rome data: the shipped files match the spec and say what is our own
design; every fault in them and in a position file is a DataError naming the
file and the line; every code has its sentence in German and English."""
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from games import GAMES
from games.core import DataError, parse_yaml
from games.core.i18n import texts_for
from games.core.paths import DATA_DIR, ROOT
from games.rome import load_data
from games.rome.data import read_data

ROME = GAMES["rome"]
FOLDER = DATA_DIR / "rome"


# --- the shipped data ------------------------------------------------------------------
def test_the_shipped_components_are_the_specs():
    data = load_data()
    assert data.rounds == 4 and data.tiles_per_round == 5 and data.buildings_per_round == 2
    assert data.tiles_per_player == {"Y": 4, "P": 4, "G": 4, "Q": 4, "R": 4}
    assert data.buildings == {"Y": "windmill", "P": "wine_press", "G": "olive_press",
                              "Q": "stoneworks", "R": "theatre"}
    assert data.start_gems == 4
    assert data.gem_points == (0, 3, 5, 7, 9, 13, 18, 24, 31) and data.gems_beyond == 8
    assert data.building_cards["A"] == tuple("YPGQPYRG")
    assert sorted(data.building_cards) == list("ABCDE")
    assert all(len(order) == 8 for order in data.building_cards.values())


def test_the_shipped_advanced_data_is_the_specs():
    data = load_data()
    assert data.elephants_per_player == 5 and data.start_missions == 2
    assert data.start_tiles == tuple("YPGQR")
    pairs = Counter(tuple(sorted(p, key="YPGQR".index)) for p in data.double_tiles)
    assert len(data.double_tiles) == 25
    assert all(count == (1 if a == b else 2) for (a, b), count in pairs.items()) and len(pairs) == 15
    assert data.market == ("gem", "single_tile", "building", "double_tile", "fortress")
    coins = {1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 4, 7: 1, 8: 2, 9: 2, 10: 3, 11: 4, 12: 1, 13: 4,
             14: 2, 15: 2, 16: 3, 17: 2, 18: 3, 19: 3, 20: 5,
             21: 2, 22: 2, 23: 2, 24: 2, 25: 2, 26: 3, 27: 4, 28: 2, 29: 1, 30: 5}
    assert {m.id: m.coin for m in data.missions.values()} == coins


def test_every_file_says_it_is_our_own_design():
    for name in ("components.yaml", "advanced.yaml", "missions.yaml"):
        data = parse_yaml((FOLDER / name).read_text(encoding="utf-8"))
        assert data["design"] == "own"
        assert "eigen" in data["note"]["de"].lower() and "own design" in data["note"]["en"]
    rules = (DATA_DIR / "rules" / "rome.yaml").read_text(encoding="utf-8")
    assert "own design" in rules and "eigener Entwurf" in rules


def test_data_is_cached_and_check_data_names_three_files():
    assert load_data() is load_data()
    assert [Path(p).name for p in ROME.check_data(None)] == ["components.yaml", "advanced.yaml",
                                                             "missions.yaml"]


# --- faults in the data -----------------------------------------------------------------------
def broken(tmp_path, name: str, old: str, new: str) -> tuple[Path, int]:
    """A data dir with `old` replaced by `new` in data/rome/NAME; the line of `new`."""
    folder = tmp_path / "rome"
    shutil.copytree(FOLDER, folder)
    text = (FOLDER / name).read_text(encoding="utf-8")
    assert old in text, old
    text = text.replace(old, new, 1)
    (folder / name).write_text(text, encoding="utf-8")
    first = new.splitlines()[0] if new else ""
    line = next((i for i, row in enumerate(text.splitlines(), 1) if first and first in row), None)
    return tmp_path, line


@pytest.mark.parametrize("name, old, new, words", [
    ("components.yaml", "rounds: 4", "rounds: four", "'rounds' must be an integer"),
    ("components.yaml", "tiles_per_player: {Y: 4,", "tiles_per_player: {Y: 5,", "need exactly 20"),
    ("components.yaml", "tiles_per_player: {Y: 4,", "tiles_per_player: {K: 4,", "terrain 'K'"),
    ("components.yaml", "buildings_per_round: 2", "buildings_per_round: 6", "do not fit"),
    ("components.yaml", "7: 24, 8: 31}", "7: 24, 9: 31}", "without a gap"),
    ("components.yaml", "5: 13, 6: 18", "5: 13, 6: 12", "6 gems score less than 5"),
    ("components.yaml", "A: [Y, P, G, Q, P, Y, R, G]", "A: [Y, P, G, Q, P, Y, R]", "card A has 7"),
    ("components.yaml", "A: [Y, P, G, Q, P, Y, R, G]", "A: [Y, P, G, Q, P, Y, R, W]", "'W' is not one of"),
    ("components.yaml", "  E: [R, Y, P, G, Y, R, Q, P]\n", "", "need 5 building cards"),
    ("advanced.yaml", "start_tiles: [Y, P, G, Q, R]", "start_tiles: [Y, P, G, Q]", "need 5 start tiles"),
    ("advanced.yaml", "  - [Y, P]\n  - [Y, P]\n", "  - [Y, P, G]\n  - [Y, P]\n", "must be a pair"),
    ("advanced.yaml", "  - [Y, P]\n  - [Y, P]\n", "", "need 24 double tiles, found 23"),
    ("advanced.yaml", "  - bonus: fortress", "  - bonus: castle", "'castle' is not one of"),
    ("advanced.yaml", "single_tiles: {Y: 2, P: 2, G: 2, Q: 2, R: 2}",
     "single_tiles: {Y: 0, P: 0, G: 0, Q: 1, R: 1}", "need 4 single tiles"),
    ("missions.yaml", "rule: largest_area", "rule: biggest_area", "unknown rule 'biggest_area'"),
    ("missions.yaml", "    terrain: Y\n", "    terrain: K\n", "terrain 'K' is not one of"),
    ("missions.yaml", "    size: 3\n", "", "missing mission 10: 'size'"),
    ("missions.yaml", "    coin: 5\n", "    coin: -5\n", "coin -5 must be 0 or more"),
    ("missions.yaml", "  - id: 20\n", "  - id: 19\n", "mission 19 appears twice"),
    ("missions.yaml", "  - id: 20\n", "  - id: 31\n", "mission 20 is missing"),
    ("missions.yaml", "    rule: gems\n", "    rule: gems\n    colour: Y\n", "takes no 'colour'"),
    ("missions.yaml", 'text: {de: "1 Punkt je Gebäude in', 'text: {fr: "1 Punkt je Gebäude in',
     "needs a non-empty 'de' text"),
])
def test_a_fault_names_file_line_and_problem(tmp_path, name, old, new, words):
    data_dir, line = broken(tmp_path, name, old, new)
    with pytest.raises(DataError) as error:
        read_data(data_dir)
    assert words in error.value.problem
    assert error.value.path.endswith(name)
    assert error.value.line is not None
    assert str(error.value).startswith(f"{error.value.path}:{error.value.line}: ")
    if line and "need" not in words and "missing" not in words:
        assert abs(error.value.line - line) <= 6  # on the entry, or its mapping's first line


def test_the_deck_holds_a_mission_for_every_keep_of_five_players(tmp_path):
    """5 players keep 1 at the start and 1 a round: 25 missions at least (spec: The mission deck)."""
    text = (FOLDER / "missions.yaml").read_text(encoding="utf-8")
    cut = text.index("  - id: 25\n")
    data_dir, _ = broken(tmp_path, "missions.yaml", text[cut:], "")
    with pytest.raises(DataError) as error:
        read_data(data_dir)
    assert "5 players keep 5 missions each" in error.value.problem
    assert "25 needed, found 24" in error.value.problem


def test_a_missing_file_and_broken_yaml(tmp_path):
    data_dir, _ = broken(tmp_path, "missions.yaml", "missions:", "missions: [")
    with pytest.raises(DataError) as error:
        read_data(data_dir)
    assert "not valid YAML" in error.value.problem
    (tmp_path / "rome" / "advanced.yaml").unlink()
    with pytest.raises(DataError) as error:
        read_data(tmp_path)
    assert "advanced.yaml" in str(error.value) and "not found" in str(error.value)


def test_check_data_command_reports_a_rome_fault(tmp_path):
    from games.datacheck import check_data
    data_dir = tmp_path / "data"
    shutil.copytree(DATA_DIR, data_dir)
    text = (data_dir / "rome" / "missions.yaml").read_text(encoding="utf-8")
    (data_dir / "rome" / "missions.yaml").write_text(text.replace("rule: longest_line",
                                                                  "rule: line"), encoding="utf-8")
    _, problems = check_data(data_dir)
    assert any("missions.yaml:" in p and "unknown rule 'line'" in p for p in problems)


# --- faults in a position file --------------------------------------------------------------
GOOD = """game: rome
players:
  - name: Anna
    gems: 3
    tiles:
      - [0, 0, Y, Y]
      - [1, 0, R, null]
    elephants: [[1, 0]]
    missions: [7, 12]
  - name: Ben
    gems: 1
    tiles: [[0, 0, G, X]]
"""


def position_fault(text: str) -> DataError:
    with pytest.raises(DataError) as error:
        ROME.score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")
    assert error.value.path == "pos.yaml"
    return error.value


def test_the_good_position_scores():
    sheets, won = ROME.score_position(parse_yaml(GOOD, "pos.yaml"), "pos.yaml")
    assert [s.total for s in sheets] == [1 + 7 + 1 + 6, 1 + 3] and won == [0]


@pytest.mark.parametrize("old, new, line, words", [
    ("game: rome", "game: limes", 1, "not 'rome'"),
    ("      - [1, 0, R, null]", "      - [1, 0, K, null]", 7, "terrain 'K'"),
    ("      - [1, 0, R, null]", "      - [1, 0, R, W]", 7, "building 'W'"),
    ("      - [1, 0, R, null]", "      - [1, 0]", 7, "must be [q, r, terrain, building]"),
    ("      - [1, 0, R, null]", "      - [a, 0, R, null]", 7, "must be [q, r, terrain, building]"),
    ("      - [1, 0, R, null]", "      - [0, 0, R, null]", 7, "already holds tile 0 (line 6)"),
    ("elephants: [[1, 0]]", "elephants: [[2, 0]]", 8, "stands on no tile"),
    ("elephants: [[1, 0]]", "elephants: [[0, 0]]", 8, "stands on a building"),
    ("elephants: [[1, 0]]", "elephants: [[1, 0], [1, 0]]", 8, "two elephants"),
    ("elephants: [[1, 0]]", "elephants: [[1]]", 8, "must be [q, r]"),
    ("missions: [7, 12]", "missions: [7, 31]", 9, "not a mission number"),
    ("missions: [7, 12]", "missions: [7, 7]", 9, "listed twice"),
    ("missions: [7, 12]", "missions: [1, 2, 3, 4, 5, 6]", 9, "at most 5"),
    ("    gems: 3\n", "    gems: -1\n", 4, "must be 0 or more"),
    ("    gems: 3\n", "    gems: lots\n", 4, "must be an integer"),
    ("    gems: 3\n", "", 3, "missing Anna: 'gems'"),
    ("    gems: 3\n", "    gems: 3\n    gem: 3\n", 5, "unknown key 'gem'"),
    ("  - name: Ben", "  - name: Anna", 10, "two players are named 'Anna'"),
    ("    tiles: [[0, 0, G, X]]", "    tiles: [[0, 0, G, X]]\n    missions: [12]", 13,
     "mission 12 is also kept by Anna"),
])
def test_a_faulty_position_names_the_line_and_problem(old, new, line, words):
    assert old in GOOD
    error = position_fault(GOOD.replace(old, new, 1))
    assert words in error.problem
    assert error.line == line
    assert str(error).startswith(f"pos.yaml:{line}:")


def test_a_position_needs_one_to_five_players():
    assert "1 to 5 players" in position_fault("game: rome\nplayers: []\n").problem
    assert "mapping" in position_fault("- a list\n").problem


# --- sentences ------------------------------------------------------------------------------
def _codes_in(source: str, call: str) -> set[str]:
    return set(re.findall(call + r'\("([a-z_.]+)"', source))


def test_every_violation_and_score_code_has_a_sentence_in_both_languages():
    source = "".join(p.read_text() for p in (ROOT / "games" / "rome").glob("*.py"))
    violations = _codes_in(source, "Violation") | {"undo.nothing", "undo.revealed"}
    assert len(violations) >= 20
    scores = ({f"rome.building.{t}" for t in "YPGQR"} | {f"rome.fortress.{t}" for t in "YPGQR"}
              | {"rome.gems"} | {f"rome.mission.{m}" for m in range(1, 31)})
    for lang in ("en", "de"):
        texts = texts_for(lang)
        for key in ["violation." + c for c in violations] + ["score." + c for c in scores]:
            assert texts.has(key), (lang, key)
        for terrain in "YPGQR":
            assert texts.has(f"rome.terrain.{terrain}") and texts.has(f"rome.building.{terrain}")
        assert texts.has("rome.building.X") and texts.has("game.rome.name")
        for phase in ROME.phases + ("over",):
            assert texts.has(f"rome.phase.{phase}")
    assert texts_for("de").get("score.rome.gems", gems=4) == "Edelsteine: 4"
