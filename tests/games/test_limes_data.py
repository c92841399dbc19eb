"""Limes data: the shipped cards, every kind of fault in cards.yaml and in a
position file reported as a DataError with the file and the line, and the
sentences for every violation and score code."""
import re
from collections import Counter
from pathlib import Path

import pytest

from games import GAMES
from games.core import DataError, parse_yaml
from games.core.i18n import texts_for
from games.core.paths import DATA_DIR, ROOT
from games.limes.cards import load_cards, read_cards

LIMES = GAMES["limes"]
SHIPPED = (DATA_DIR / "limes" / "cards.yaml").read_text(encoding="utf-8")


# --- the shipped cards -------------------------------------------------------------
def test_the_shipped_cards_are_the_specs_24():
    cards = load_cards()
    assert sorted(cards) == list(range(1, 25))
    terrains = Counter(f.terrain for card in cards.values() for f in card.fields)
    assert terrains == {"F": 26, "W": 26, "L": 26, "T": 18}
    huts = Counter(f.terrain for card in cards.values() for f in card.fields if f.hut)
    assert huts == {"F": 10, "W": 6}
    assert [f.terrain for f in cards[7].fields] == list("TFFL")
    assert cards[1].fields[0].hut and not cards[1].fields[1].hut


def test_the_card_set_says_it_is_our_own_design():
    data = parse_yaml(SHIPPED)
    assert data["design"] == "own"
    assert "eigen" in data["note"]["de"].lower() and "own" in data["note"]["en"]


def test_cards_are_cached_per_data_dir():
    assert load_cards() is load_cards()


def test_check_data_names_the_files_it_checked():
    checked = LIMES.check_data(None)
    assert [Path(p).name for p in checked] == ["cards.yaml"]


# --- faults in cards.yaml --------------------------------------------------------------
def broken(tmp_path, old: str, new: str) -> tuple[Path, int]:
    """A data dir whose cards.yaml has `old` replaced by `new`; returns the dir
    and the (1-based) line the replacement is on."""
    assert old in SHIPPED
    text = SHIPPED.replace(old, new, 1)
    folder = tmp_path / "limes"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cards.yaml").write_text(text, encoding="utf-8")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if new.splitlines()[0] in row)
    return tmp_path, line


def load_fault(tmp_path, old: str, new: str) -> tuple[DataError, int]:
    data_dir, line = broken(tmp_path, old, new)
    with pytest.raises(DataError) as error:
        load_cards(data_dir)
    assert "cards.yaml" in str(error.value)
    assert error.value.line == line
    assert f"cards.yaml:{line}:" in str(error.value)
    return error.value, line


CARD_5 = "{n: 5,  fields: [F, L, F, W], hut: [3]}"


@pytest.mark.parametrize("new, words", [
    ("{n: 5,  fields: [F, X, F, W], hut: [3]}", "'X' is not one of"),
    ("{n: 5,  fields: [F, L, F], hut: []}", "has 3 fields"),
    ("{n: 5,  fields: [F, L, F, W, F], hut: [3]}", "has 5 fields"),
    ("{n: 5,  fields: [F, L, F, W], hut: [4]}", "hut index 4"),
    ("{n: 5,  fields: [F, L, F, W], hut: [1]}", "cannot stand on field 1 (L)"),
    ("{n: 5,  fields: [T, L, F, W], hut: [0]}", "cannot stand on field 0 (T)"),
    ("{n: 5,  fields: [F, F, F, W], hut: [3]}", "3 fields of type F"),
    ("{n: 5,  fields: [T, L, T, W], hut: [3]}", "2 towers"),
    ("{n: 4,  fields: [F, L, F, W], hut: [3]}", "card number 4 appears twice"),
    ("{fields: [F, L, F, W], hut: [3]}", "missing the card number"),
    ("{n: five, fields: [F, L, F, W], hut: [3]}", "must be an integer"),
    ("{n: 5,  fields: [F, L, F, W], huts: [3]}", "unknown key 'huts'"),
    ("{n: 5,  fields: [F, L, F, W], hut: [3, 3]}", "listed twice"),
])
def test_a_faulty_card_names_file_line_and_problem(tmp_path, new, words):
    error, _ = load_fault(tmp_path, CARD_5, new)
    assert words in error.problem


def test_a_gap_in_the_card_numbers_is_reported(tmp_path):
    data_dir, _ = broken(tmp_path, CARD_5, "{n: 25, fields: [F, L, F, W], hut: [3]}")
    with pytest.raises(DataError) as error:
        load_cards(data_dir)
    assert "card number 5 is missing" in error.value.problem
    assert error.value.line == SHIPPED.splitlines().index("cards:") + 1


def test_broken_yaml_syntax_is_a_data_error(tmp_path):
    error, _ = load_fault(tmp_path, CARD_5, "{n: 5,  fields: [F, L, F, W, hut: [3]}")
    assert "not valid YAML" in error.problem


def test_a_missing_cards_file_is_a_data_error(tmp_path):
    with pytest.raises(DataError) as error:
        load_cards(tmp_path)
    assert "cards.yaml" in str(error.value) and "not found" in str(error.value)


def test_wrong_totals_are_not_an_error(tmp_path):
    data_dir, _ = broken(tmp_path, CARD_5, "{n: 5,  fields: [L, L, F, W], hut: [3]}")
    cards = read_cards(data_dir / "limes" / "cards.yaml")
    assert [f.terrain for f in cards[5].fields] == list("LLFW")
    assert LIMES.check_data(data_dir) == [str(data_dir / "limes" / "cards.yaml")]


# --- faults in a position file ------------------------------------------------------
GOOD = """game: limes
players:
  - name: Anna
    fields:
      - "FFWwLT"
      - "FLWFLL"
    workers: [[0, 0], [1, 2]]
"""


def position_fault(text: str) -> DataError:
    with pytest.raises(DataError) as error:
        LIMES.score_position(parse_yaml(text, "pos.yaml"), "pos.yaml")
    assert error.value.path == "pos.yaml"
    return error.value


def test_the_good_position_scores():
    sheets, won = LIMES.score_position(parse_yaml(GOOD, "pos.yaml"), "pos.yaml")
    # farmer {(0,0),(0,1),(1,0)}; woodcutter {(0,2),(0,3),(1,2)} touches F, L(1,1), F(1,3), L
    assert [i.points for i in sheets[0].items] == [3, 4] and won == [0]


@pytest.mark.parametrize("old, new, line, words", [
    ("game: limes", "game: rome", 1, "not 'limes'"),
    ("game: limes\n", "", 1, "missing 'game'"),
    ('      - "FLWFLL"', '      - "FLWFL"', 6, "all rows must be equally long"),
    ('      - "FLWFLL"', '      - "FLWXLL"', 6, "unknown letter 'X'"),
    ('      - "FLWFLL"', '      - "FlWFLL"', 6, "hut on water"),
    ('      - "FFWwLT"', '      - "FFWwLt"', 5, "hut on a tower"),
    ("[[0, 0], [1, 2]]", "[[0, 0], [2, 2]]", 7, "outside the rows"),
    ("[[0, 0], [1, 2]]", "[[0, 0], [1, 9]]", 7, "outside the rows"),
    ("[[0, 0], [1, 2]]", "[[0, 0], [1]]", 7, "must be [row, column]"),
    ('      - "FLWFLL"', '      - "FL.FLL"', 7, "empty field"),
    ("    workers: [[0, 0], [1, 2]]\n", "", 3, "missing Anna: 'workers'"),
    ("  - name: Anna\n", "  - nom: Anna\n", 3, "missing player 1: 'name'"),
])
def test_a_faulty_position_names_the_line_and_problem(old, new, line, words):
    assert old in GOOD
    error = position_fault(GOOD.replace(old, new, 1))
    assert words in error.problem
    assert error.line == line
    assert str(error).startswith(f"pos.yaml:{line}:")


def test_a_position_needs_one_or_two_players():
    player = GOOD.split("players:\n")[1]
    error = position_fault(GOOD + player + player)
    assert "1 or 2 players" in error.problem and error.line == 2
    error = position_fault("game: limes\nplayers: []\n")
    assert "1 or 2 players" in error.problem


def test_a_position_that_is_not_a_mapping():
    error = position_fault("- just\n- a list\n")
    assert "mapping" in error.problem


# --- sentences ----------------------------------------------------------------------
def _codes_in(source: str, call: str) -> set[str]:
    return set(re.findall(call + r'\("([a-z_.]+)"', source))


def test_every_violation_and_score_code_has_a_sentence_in_both_languages():
    source = "".join(p.read_text() for p in (ROOT / "games" / "limes").glob("*.py"))
    core = {"undo.nothing", "undo.revealed", "undo.turn_ended", "undo.others_depend", "turn.end_first",
            "turn.nothing_to_end", "action.malformed", "action.unknown", "game.over", "seat.unknown"}
    violations = _codes_in(source, "Violation") | core
    scores = {"limes." + p for p in ("farmer", "fisher", "woodcutter", "watchman", "shared")}
    assert len(violations) >= 15
    for lang in ("en", "de"):
        texts = texts_for(lang)
        for code in violations:
            assert texts.has("violation." + code), (lang, code)
        for code in scores:
            assert texts.has("score." + code), (lang, code)
        for terrain in "FWLT":
            assert texts.has(f"limes.terrain.{terrain}")
    assert texts_for("de").get("score.limes.woodcutter", worker=2, neighbours=7) == \
        "Arbeiter 2, Holzfäller: Nachbargebiete des Waldes: 7"
