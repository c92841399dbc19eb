"""Majesty data: the shipped 60-card deck and the eight locations match the
spec (§2), every fault in buildings.yaml or deck.yaml is a DataError with
the file and line (a missing effect id too), and every code has a sentence."""
import re
from collections import Counter
from pathlib import Path

import pytest

from games.core import DataError
from games.core.i18n import texts_for
from games.core.paths import DATA_DIR, ROOT
from games.majesty import load_data
from games.majesty.effects import CHARACTERS, LOCATIONS
from games.majesty.data import check_files
from tests.majesty_helpers import MAJESTY

BUILDINGS = (DATA_DIR / "majesty" / "buildings.yaml").read_text(encoding="utf-8")
DECK = (DATA_DIR / "majesty" / "deck.yaml").read_text(encoding="utf-8")


# --- the shipped data ------------------------------------------------------------------------
def test_the_deck_is_the_specs_60_cards():
    cards = load_data().cards
    assert len(cards) == 60 and [c.id for c in cards] == list(range(1, 61))
    assert Counter(c.tier for c in cards) == {1: 33, 2: 27}
    singles = Counter(c.halves[0] for c in cards if not c.split)
    assert singles == {"miller": 9, "brewer": 6, "witch": 5, "guard": 5, "knight": 3,
                       "innkeeper": 4, "noble": 5}
    splits = Counter("+".join(c.halves) for c in cards if c.split)
    assert sum(splits.values()) == 23 and len(splits) == 12
    assert splits == {"miller+brewer": 3, "miller+knight": 2, "brewer+witch": 3,
                      "brewer+knight": 1, "witch+guard": 3, "witch+innkeeper": 1,
                      "witch+noble": 1, "guard+knight": 2, "guard+innkeeper": 1,
                      "guard+noble": 1, "knight+innkeeper": 3, "innkeeper+noble": 2}
    tier1_splits = sum(1 for c in cards if c.tier == 1 and c.split)
    assert tier1_splits == 9 and sum(1 for c in cards if c.tier == 2 and c.split) == 14


def test_the_locations_carry_both_sides_numbers_and_texts():
    data = load_data()
    assert [loc.id for loc in data.locations] == list(LOCATIONS)
    assert [loc.character for loc in data.locations] == list(CHARACTERS) + [None]
    assert [loc.side("A").majority for loc in data.locations] == [10, 11, 12, 13, 14, 15, 16, None]
    assert [loc.side("B").majority for loc in data.locations] == [14, 12, 12, 8, 8, 12, 16, -10]
    assert [loc.special for loc in data.locations] == [None, None, "heal", "defend", "attack",
                                                       None, None, None]
    assert data.location("brewery").side("A").numbers == {"coins": 2, "meeples": 1, "bonus": 2}
    assert data.location("infirmary").side("B").numbers == {"per_card": -2}
    for loc in data.locations:
        for letter in "AB":
            text = loc.side(letter).text
            assert text["de"].strip() and text["en"].strip() and text["de"] != text["en"]


def test_the_setup_counts_by_player_count():
    setup = load_data().setup
    assert setup.tier1_kept == {2: 6, 3: 14, 4: 26}
    assert (setup.start_meeples, setup.worker_spaces, setup.display,
            setup.turns_per_player) == (5, 5, 6, 12)


def test_data_is_cached_and_check_data_names_both_files():
    assert load_data() is load_data()
    assert [Path(p).name for p in MAJESTY.check_data(None)] == ["buildings.yaml", "deck.yaml"]


# --- faults --------------------------------------------------------------------------------------
def broken(tmp_path, name: str, old: str, new: str) -> tuple[Path, int]:
    """A data dir with both files, `name` having `old` replaced by `new`;
    returns the dir and the line of the replacement's last line."""
    shipped = {"buildings.yaml": BUILDINGS, "deck.yaml": DECK}
    assert old in shipped[name], old
    at = shipped[name].index(old)
    shipped[name] = shipped[name].replace(old, new, 1)
    folder = tmp_path / "majesty"
    folder.mkdir(parents=True, exist_ok=True)
    for file, text in shipped.items():
        (folder / file).write_text(text, encoding="utf-8")
    # the line of the replacement's last line: where the new fault is
    line = shipped[name][:at].count("\n") + 1 + new.rstrip("\n").count("\n")
    return tmp_path, line


def load_fault(tmp_path, name, old, new) -> tuple[DataError, int]:
    data_dir, line = broken(tmp_path, name, old, new)
    with pytest.raises(DataError) as error:
        check_files(data_dir)
    assert str(error.value).startswith(str(data_dir / "majesty" / name))
    with pytest.raises(DataError):
        load_data(data_dir)
    return error.value, line


@pytest.mark.parametrize("old, new, words", [
    ("effect: mill_a", "effect: mill_x", "unknown effect 'mill_x'"),
    ("effect: inn_b", "effect: infirmary_b", "is a game-end effect"),
    ("effect: infirmary_a", "effect: mill_a", "is an effect on placing a character"),
    ("numbers: {coins: 2, bonus: 3}", "numbers: {coins: 2}", "number 'bonus' of mill_b"),
    ("numbers: {coins: 4}", "numbers: {coins: four}", "must be an integer"),
    ("numbers: {coins: 5, meeples: 1}", "numbers: {coins: 5, meeples: 1, extra: 2}",
     "no number 'extra'"),
    ("majority: 13", "majority: null", "needs a majority value"),
    ("majority: 13", "majority: high", "must be an integer"),
    ("special: heal", "special: fly", "'fly' is not one of"),
    ("  - id: inn\n    character: innkeeper\n    colour: yellow\n    special: null",
     "  - id: inn\n    character: innkeeper\n    colour: yellow\n    special: heal",
     "special 'heal' is on cottage already"),
    ("  - id: brewery", "  - id: tavern", "location 2 must be 'brewery'"),
    ("character: witch", "character: wizard", "the character must be 'witch'"),
    ("      majority: 10\n", "      majority: 10\n      colour: red\n", "unknown key 'colour'"),
])
def test_a_faulty_building_names_file_line_and_problem(tmp_path, old, new, words):
    error, line = load_fault(tmp_path, "buildings.yaml", old, new)
    assert words in error.problem
    assert error.line == line


def test_a_side_without_english_text_is_refused(tmp_path):
    error, _ = load_fault(tmp_path, "buildings.yaml",
                          '        en: "Miller: 2 coins per Miller in your realm."\n', "")
    assert "non-empty 'en'" in error.problem and error.line


@pytest.mark.parametrize("old, new, words", [
    ("      miller: 7", "      wizard: 7", "'wizard' is not a character"),
    ("      miller: 7", "      miller: 0", "1 or more, not 0"),
    ("      brewer+witch: 1", "      knight+miller: 1", "same card as 'miller+knight'"),
    ("      brewer+witch: 1", "      brewer+brewer: 1", "two different characters"),
    ("      brewer+witch: 1", "      brewer+witch+noble: 1", "two joined by '+'"),
    ("  2:                       # red", "  3:                       # red", "must be 1 and 2"),
    ("{2: 6, 3: 14, 4: 26}", "{2: 6, 3: 14}", "needs the player counts 2, 3 and 4"),
    ("{2: 6, 3: 14, 4: 26}", "{2: 6, 3: 14, 4: 40}", "4 players keep 40 green cards"),
    ("{2: 6, 3: 14, 4: 26}", "{2: 6, 3: 14, 4: 20}", "4-player deck of 47 cards is too small"),
    ("  display: 6", "  display: 0", "must be positive"),
    ("  start_meeples: 5", "  start_meeples: 6", "more start meeples than worker spaces"),
    ("  display: 6", "  display: 6\n  hand: 3", "unknown key 'hand'"),
])
def test_a_faulty_deck_names_file_line_and_problem(tmp_path, old, new, words):
    error, line = load_fault(tmp_path, "deck.yaml", old, new)
    assert words in error.problem
    assert error.line == line


def test_missing_files_and_broken_yaml_are_data_errors(tmp_path):
    with pytest.raises(DataError) as error:
        check_files(tmp_path)
    assert "not found" in str(error.value)
    error, _ = load_fault(tmp_path, "deck.yaml", "miller: 7", "miller: [7")
    assert "not valid YAML" in error.problem


def test_check_data_reports_a_broken_majesty_file(tmp_path):
    from games.datacheck import check_data
    import shutil
    data_dir, _ = broken(tmp_path, "buildings.yaml", "effect: mill_a", "effect: mill_x")
    shutil.copytree(DATA_DIR / "i18n", data_dir / "i18n")
    _, problems = check_data(data_dir, {"majesty": MAJESTY})
    assert len(problems) == 1 and "buildings.yaml" in problems[0] and "mill_x" in problems[0]


# --- sentences --------------------------------------------------------------------------------
def test_every_violation_and_score_code_has_a_sentence_in_both_languages():
    source = "".join(p.read_text() for p in (ROOT / "games" / "majesty").glob("*.py"))
    violations = set(re.findall(r'"(majesty\.[a-z_]+)"', source))
    violations = {v for v in violations if not v.startswith(("majesty.coins", "majesty.infirmary",
                                                             "majesty.variety"))}
    assert len(violations) >= 8
    scores = {"majesty.coins", "majesty.infirmary", "majesty.infirmary_most", "majesty.variety"}
    scores |= {f"majesty.majority.{loc}" for loc in LOCATIONS[:7]}
    for lang in ("en", "de"):
        texts = texts_for(lang)
        for code in violations | {"turn.not_yours", "game.over", "action.unknown"}:
            assert texts.has("violation." + code), (lang, code)
        for code in scores:
            assert texts.has("score." + code), (lang, code)
        for loc in LOCATIONS:
            assert texts.has(f"majesty.location.{loc}")
        for character in CHARACTERS:
            assert texts.has(f"majesty.character.{character}")
        assert texts.has("game.majesty.name") and texts.has("game.majesty.tagline")
    assert texts_for("de").get("violation.majesty.cannot_pay", cost=3, meeples=2, position=4) == \
        "Die Karte auf Platz 4 kostet 3 Meeple; du hast 2."
