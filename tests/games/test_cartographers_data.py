"""Cartographers data: the shipped files hold spec §2 and §6, every fault is a
DataError with the file and the line, the position file of §7, the sentences
for every code, and the bots."""
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cartographers_helpers import CARTO, DATA, new, on_card
from games.cartographers.scoring_cards import SCORING
from games.cartographers.data import read_data
from games.commands import score, simulate
from games.core import DataError, parse_yaml
from games.core.i18n import texts_for
from games.core.paths import DATA_DIR, ROOT

FOLDER = DATA_DIR / "cartographers"


# --- the shipped data ----------------------------------------------------------------------
def test_the_maps_of_section_2():
    a, b = DATA.maps["A"], DATA.maps["B"]
    assert a.mountains == ((1, 3), (2, 8), (5, 5), (8, 2), (9, 7))
    assert a.ruins == ((1, 5), (2, 1), (2, 9), (8, 1), (8, 9), (9, 5)) and a.wasteland == ()
    assert (len(b.mountains), len(b.ruins), len(b.wasteland)) == (5, 6, 7)
    assert a.coin_track == 14


def test_the_cards_of_section_2():
    assert sorted(DATA.explore) == list(range(7, 18)) and sorted(DATA.ruins) == [5, 6]
    assert sum(card.time for card in DATA.explore.values()) == 16
    assert [o.coin for o in DATA.explore[10].options] == [True, False]
    assert DATA.explore[14].options[0].shape.cells == ((0, 2), (0, 3), (1, 0), (1, 1), (1, 2))
    assert {c.id: (c.direction, c.solo_corner) for c in DATA.ambush.values()} == {
        1: ("counterclockwise", "bottom_right"), 2: ("clockwise", "top_right"),
        3: ("clockwise", "bottom_left"), 4: ("counterclockwise", "top_left")}
    assert [(s.key, s.time, s.edicts) for s in DATA.seasons] == [
        ("spring", 8, ("A", "B")), ("summer", 8, ("B", "C")), ("fall", 7, ("C", "D")),
        ("winter", 6, ("D", "A"))]
    assert sorted(DATA.scoring) == list(range(26, 42)) == sorted(SCORING)
    assert [DATA.scoring[i].solo for i in range(26, 42)] == [25, 22, 17, 18, 24, 22, 20, 27, 16, 16,
                                                             21, 20, 24, 24, 24, 20]
    assert len(DATA.promo_ambush) == 4 and len(DATA.solo_titles) == 8


def test_every_card_has_its_text_in_german_and_english():
    cards = [*DATA.explore.values(), *DATA.ruins.values(), *DATA.ambush.values(),
             *DATA.scoring.values(), *DATA.skills.values()]
    for card in cards:
        assert card.name["de"] and card.name["en"] and card.text["de"] and card.text["en"]


def test_check_data_names_the_five_files():
    assert [Path(p).name for p in CARTO.check_data(None)] == [
        "maps.yaml", "cards.yaml", "seasons.yaml", "scoring.yaml", "skills.yaml"]


# --- faults in the data files -----------------------------------------------------------------
def broken(tmp_path, name: str, old: str, new: str) -> tuple[Path, int]:
    """A copy of data/cartographers with `old` replaced by `new` in `name`; returns
    the folder and the line of the replacement."""
    folder = tmp_path / "cartographers"
    shutil.copytree(FOLDER, folder)
    text = (folder / name).read_text(encoding="utf-8")
    assert old in text, old
    line = text[:text.index(old)].count("\n") + 1
    (folder / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder, line


@pytest.mark.parametrize("name, old, new, words", [
    ("maps.yaml", "mountains: [[1, 3], [2, 8]", "mountains: [[0, 3], [2, 8]", "touches the map edge"),
    ("maps.yaml", "ruins:     [[1, 5],", "ruins:     [[1, 11],", "off the 11 x 11 map"),
    ("maps.yaml", "ruins:     [[1, 5],", "ruins:     [[1, 3],", "cannot be ruins"),
    ("maps.yaml", "ruins:     [[1, 5],", "ruins:     [[1, x],", "not a pair of integers"),
    ("cards.yaml", "terrains: [water]", "terrains: [lava]", "'lava' is not one of"),
    ("cards.yaml", "  - id: 8\n", "  - id: 7\n", "appears twice"),
    ("cards.yaml", "{coin: true,  cells: [[0, 0], [1, 0], [2, 0]]}",
     "{coin: yes please, cells: [[0, 0], [1, 0], [2, 0]]}", "'coin' must be true or false"),
    ("cards.yaml", "{coin: false, cells: [[0, 0], [0, 1], [0, 2], [0, 3]]}",
     "{coin: false, cells: [[1, 0], [1, 1], [1, 2], [1, 3]]}", "must start at row 0"),
    ("cards.yaml", "pass: clockwise\n    solo_corner: top_right",
     "pass: sideways\n    solo_corner: top_right", "'sideways' is not one of"),
    ("cards.yaml", "en: \"Draw village: the small", "xx: \"Draw village: the small",
     "needs a non-empty 'en' text"),
    ("seasons.yaml", "edicts: [B, C]", "edicts: [B, E]", "'E' is not one of"),
    ("seasons.yaml", "fixed_deal: {A: 26, B: 30, C: 35, D: 38}",
     "fixed_deal: {A: 26, B: 27, C: 35, D: 38}", "two cards of category forest"),
    ("seasons.yaml", "time: 8\n    edicts: [A, B]", "time: 20\n    edicts: [A, B]",
     "explore deck holds only 16"),
    ("scoring.yaml", "  - id: 41\n", "  - id: 42\n", "no rule in the code"),
    ("scoring.yaml", "category: village\n    solo: 16", "category: purple\n    solo: 16",
     "'purple' is not one of"),
    ("scoring.yaml", "{at_least: 20,", "{at_least: 40,", "highest threshold down"),
    ("skills.yaml", "  - id: coin_shape\n", "  - id: teleport\n", "no rule in the code"),
    ("skills.yaml", "    cost: 3\n", "    cost: -1\n", "must be 0 or more"),
    ("skills.yaml", "revealed_per_game: 3", "revealed_per_game: 9", "cannot reveal 9 of 8"),
])
def test_a_fault_names_the_file_and_the_line(tmp_path, name, old, new, words):
    folder, line = broken(tmp_path, name, old, new)
    with pytest.raises(DataError) as error:
        read_data(folder)
    assert error.value.path.endswith(name)
    assert words in str(error.value)
    if "holds only" not in words:
        assert error.value.line in (line - 1, line), str(error.value)


def test_a_missing_file(tmp_path):
    folder = tmp_path / "cartographers"
    shutil.copytree(FOLDER, folder)
    (folder / "skills.yaml").unlink()
    with pytest.raises(DataError, match="skills.yaml: file not found"):
        read_data(folder)


def test_check_data_on_a_broken_copy_reports_one_line(tmp_path):
    shutil.copytree(DATA_DIR, tmp_path / "data")
    path = tmp_path / "data" / "cartographers" / "cards.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("time: 2\n", "time: two\n", 1),
                    encoding="utf-8")
    result = subprocess.run([sys.executable, "main.py", "check-data", "--data-dir",
                             str(tmp_path / "data")], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2
    assert "cards.yaml:" in result.stderr and "'time' must be an integer" in result.stderr


# --- sentences ------------------------------------------------------------------------------
CODES = ["waiting", "not_an_option", "wrong_terrain", "bad_cells", "wrong_shape",
         "off_map", "covers_filled", "must_cover_ruins", "fallback_not_allowed", "second_same",
         "monster_fits", "shrink_not_monster", "shrink_splits", "skills_off", "skill_not_revealed",
         "skill_used", "skill_cost", "skill_no_monster"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_code_has_a_sentence(lang):
    texts = texts_for(lang)
    for name in CODES:
        assert texts.has(f"violation.cartographers.{name}"), name
    for card in SCORING:
        assert texts.has(f"score.cartographers.card_{card}")
    for key in ("score.cartographers.coins", "score.cartographers.monsters", "game.cartographers.name",
                "game.cartographers.tagline", "ui.results.tiebreak_cartographers"):
        assert texts.has(key), key
    for terrain in ("forest", "village", "farm", "water", "monster", "mountain", "wasteland"):
        assert texts.has(f"cartographers.terrain.{terrain}")


def test_the_rules_code_only_uses_known_violation_codes():
    used = set()
    for path in (ROOT / "games" / "cartographers").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= {part.split('"')[0] for part in text.split('Violation("cartographers.')[1:]}
    assert used == set(CODES)


# --- the position file (§7) -------------------------------------------------------------------
POSITION = """\
game: cartographers
map: A
edicts: {A: 29, B: Shoreside Expanse, C: 35, D: 38}
season: spring
players:
  - name: Anna
    coins: 2
    grid:
      - "FFFF....M.."
      - "...^.r...M."
      - "Fr......^rM"
      - "VVW...VV..."
      - "VVW..WV...."
      - "VVW.A^A...."
      - "AAA..F....."
      - ".....FF...."
      - ".A^...FF.r."
      - "...WWr.^V.."
      - "........V.."
  - name: Ben
    coins: 0
    grid:
""" + "".join(f'      - "{row}"\n' for row in ["...........", "...^.r.....", ".r......^r.",
                                                 "...........", "...........", ".....^.....",
                                                 "...........", "...........", ".r^......r.",
                                                 ".....r.^...", "..........."])


def test_score_the_worked_example(tmp_path):
    """§3 Example 1 as Spring with A = Stoneside Forest, B = Shoreside Expanse: 17."""
    path = tmp_path / "pos.yaml"
    path.write_text(POSITION, encoding="utf-8")
    result = score("cartographers", path)
    anna, ben = result["players"]
    assert [(i["key"], i["points"]) for i in anna["items"]] == [
        ("edict:A", 6), ("edict:B", 15), ("coins", 2), ("monsters", -6)]
    assert anna["total"] == 17 and ben["total"] == 0 and result["winner"] == ["Anna"]
    assert sorted(map(tuple, anna["items"][3]["cells"])) == [(0, 7), (0, 9), (1, 8), (1, 10),
                                                            (2, 9), (3, 10)]
    assert "Stoneside" in anna["items"][0]["text"]
    german = score("cartographers", path, lang="de")
    assert "Pfad des Waldes" in german["players"][0]["items"][0]["text"]


def test_score_from_the_command_line(tmp_path):
    path = tmp_path / "pos.yaml"
    path.write_text(POSITION.replace("season: spring", "season: Winter"), encoding="utf-8")
    result = subprocess.run([sys.executable, "main.py", "score", "cartographers", str(path)],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [i["key"] for i in data["players"][0]["items"]] == ["edict:D", "edict:A", "coins", "monsters"]


@pytest.mark.parametrize("old, new, words", [
    ("map: A", "map: C", "map side 'C' is not one of A, B"),
    ("season: spring", "season: monsoon", "season 'monsoon' is not one of"),
    ("B: Shoreside Expanse", "B: Shoreline", "no scoring card is called 'Shoreline'"),
    ("A: 29", "A: 99", "99 is no scoring card id"),
    ("A: 29, ", "", "scores edict A, which 'edicts' does not name"),
    ("coins: 2", "coins: 15", "coins must be 0 to 14"),
    ('"FFFF....M.."', '"FFFF....M."', "row 0 has 10 cells"),
    ('"FFFF....M.."', '"FFFF....Q.."', "unknown letter 'Q'"),
    ('"FFFF....M.."', '"FFF^....M.."', "has no mountain there"),
    ('"...^.r...M."', '"...F.r...M."', "has mountain there ('^'), not 'F'"),
    ('"VVW...VV..."', '"VVWr..VV..."', "'r' but map A has no ruins there"),
])
def test_position_faults_name_the_line(tmp_path, old, new, words):
    text = POSITION.replace(old, new, 1)
    line = next((i for i, row in enumerate(text.splitlines(), 1) if new and new in row), None)
    with pytest.raises(DataError) as error:
        CARTO.score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")
    assert words in str(error.value), str(error.value)
    if line and "does not name" not in words:
        assert error.value.line == line


def test_position_ruins_may_be_dot_or_r():
    text = POSITION.replace('"...^.r...M."', '"...^.....M."')
    sheets, _ = CARTO.score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")
    assert sheets[0].total == 17


# --- bots --------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "greedy"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_bots_play_legal_games(level, players):
    state = new(players=players, seed=players, skills=True)
    rngs = [random.Random(p) for p in range(players)]
    while not state.is_over():
        player = state.actors()[0]
        action = CARTO.bots[level](state, player, rngs[player])
        assert state.check(player, action) is None, (action, state.check(player, action))
        state.apply(player, action)
    assert all(len(rows) == 4 for rows in state.season_rows)


def test_bots_are_seeded():
    first = simulate("cartographers", 2, players=2, seed=4, bot="greedy")
    again = simulate("cartographers", 2, players=2, seed=4, bot="greedy")
    assert (first["mean_score"], first["actions"]) == (again["mean_score"], again["actions"])


def test_greedy_beats_random():
    greedy = simulate("cartographers", 4, players=1, seed=1, bot="greedy")
    chance = simulate("cartographers", 4, players=1, seed=1, bot="random")
    assert greedy["mean_score"] > chance["mean_score"]


def test_greedy_takes_the_best_immediate_drawing():
    state = on_card(new(deal="fixed"), 10)      # spring: A Sentinel Wood, B Canal Lake
    action = CARTO.bots["greedy"](state, 0, random.Random(1))
    # best is 3: the coin diagonal on [0,1] [1,0] (2 edge forests + a coin) or the S
    # flat along the top-left corner (3 edge forests); nothing else reaches 3
    after = state.copy()
    after.apply(0, action)
    assert sum(i.points for i in after.score_sheets()[0].items) == 3


@pytest.mark.parametrize("players", [1, 3, 6])
def test_simulate_one_to_six_players(players):
    result = simulate("cartographers", 1, players=players, seed=2, bot="random",
                      options={"skills": True, "map": "B"})
    assert result["players"] == players and result["actions"] > 0

