"""games.core.i18n and games.core.rules_text: the sentences by key in both
languages, and the rules reference read with file and line in every fault."""
from __future__ import annotations

import pytest

from games.core.i18n import Texts, _flatten, texts_for
from games.core.rules_text import load_rules
from tests.engine.test_core_loader import error_of, write


# --- Texts -----------------------------------------------------------------------------------

def test_texts_get_fills_parameters():
    texts = Texts("en", {"hello": "Hello {name}, you have {n} points.", "plain": "Plain"})
    assert texts.get("hello", name="Anna", n=3) == "Hello Anna, you have 3 points."
    assert texts.get("plain") == "Plain"
    assert texts.get("plain", unused=1) == "Plain"
    assert texts.lang == "en"


def test_texts_missing_key_shows_itself():
    texts = Texts("de", {})
    assert texts.get("violation.card.not_adjacent") == "violation.card.not_adjacent"
    assert not texts.has("violation.card.not_adjacent")


def test_texts_missing_or_bad_parameter_gives_the_raw_sentence():
    texts = Texts("en", {"a": "You took {count}.", "b": "Odd {0} slot", "c": "Broken {",
                         "n": 5})
    assert texts.get("a") == "You took {count}."
    assert texts.get("b") == "Odd {0} slot"
    assert texts.get("c", x=1) == "Broken {"
    assert texts.get("n") == "5"
    assert texts.has("a")


def test_flatten_joins_nested_keys_with_dots():
    assert _flatten({"ui": {"menu": {"start": "Go"}, "quit": "Bye"}, "top": 1}) == {
        "ui.menu.start": "Go", "ui.quit": "Bye", "top": 1}


def test_texts_for_reads_a_data_folder(tmp_path):
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "de.yaml").write_text(
        "violation:\n  turn:\n    not_yours: Du bist nicht am Zug, {name}.\n", encoding="utf-8")
    (tmp_path / "i18n" / "en.yaml").write_text("ui:\n  hello: Hello\n", encoding="utf-8")
    de = texts_for("de", str(tmp_path))
    assert de.lang == "de"
    assert de.get("violation.turn.not_yours", name="Ben") == "Du bist nicht am Zug, Ben."
    unknown = texts_for("xx", str(tmp_path))  # an unknown language falls back to English
    assert unknown.lang == "en" and unknown.get("ui.hello") == "Hello"


# --- rules_text.load_rules ------------------------------------------------------------------

GOOD_RULES = """
    title: {de: "Spielregeln", en: "Rules"}
    sections:
      - id: overview
        title: {de: "Überblick", en: "Overview"}
        text:
          de: |
            Ein Spiel.
          en: |
            A game.
      - id: end
        title: {de: "Ende", en: "End"}
        text: {de: "Schluss.", en: "The end."}
    """


def test_load_rules_reads_a_good_file(tmp_path):
    data = load_rules(write(tmp_path, "rules.yaml", GOOD_RULES))
    assert data["title"] == {"de": "Spielregeln", "en": "Rules"}
    assert [s["id"] for s in data["sections"]] == ["overview", "end"]
    assert data["sections"][0]["text"]["de"] == "Ein Spiel.\n"


def test_load_rules_of_the_project_data():
    from games.core.paths import DATA_DIR
    data = load_rules(DATA_DIR / "rules" / "limes.yaml")
    assert data["sections"]
    for section in data["sections"]:
        assert section["text"]["de"].strip() and section["text"]["en"].strip()


def test_load_rules_section_lacking_german_text(tmp_path):
    path = write(tmp_path, "rules.yaml", """
        title: {de: "Spielregeln", en: "Rules"}
        sections:
          - id: overview
            title: {de: "Überblick", en: "Overview"}
            text:
              en: Only English.
        """)
    error = error_of(load_rules, path)
    assert str(error) == f"{path}:6: text needs a non-empty 'de' text"


def test_load_rules_blank_german_title(tmp_path):
    path = write(tmp_path, "rules.yaml", """
        title: {de: "Spielregeln", en: "Rules"}
        sections:
          - id: overview
            title: {de: "  ", en: "Overview"}
            text: {de: Text, en: Text}
        """)
    assert str(error_of(load_rules, path)) == f"{path}:4: title needs a non-empty 'de' text"


def test_load_rules_title_lacking_english(tmp_path):
    path = write(tmp_path, "rules.yaml", """
        title: {de: "Spielregeln"}
        sections:
          - id: a
            title: {de: A, en: A}
            text: {de: A, en: A}
        """)
    assert str(error_of(load_rules, path)) == f"{path}:1: title needs a non-empty 'en' text"


def test_load_rules_duplicate_section_id(tmp_path):
    path = write(tmp_path, "rules.yaml", """
        title: {de: T, en: T}
        sections:
          - id: a
            title: {de: A, en: A}
            text: {de: A, en: A}
          - id: a
            title: {de: B, en: B}
            text: {de: B, en: B}
        """)
    assert str(error_of(load_rules, path)) == f"{path}:6: section id 'a' appears twice"


@pytest.mark.parametrize("text, expected", [
    ("title: {de: T, en: T}\n", ":1: missing 'sections'"),
    ("title: {de: T, en: T}\nsections: []\n", ":2: the rules need at least one section"),
    ("title: {de: T, en: T}\nsections: {a: 1}\n", ":2: 'sections' must be a list, not {'a': 1}"),
    ("sections: []\n", ":1: missing 'title'"),
    ("title: T\nsections: []\n", ":1: 'title' must be a mapping, not 'T'"),
    ("- just\n- a list\n", ":1: the rules file must be a mapping"),
    ("title: {de: T, en: T}\nsections:\n  - id: 7\n    title: {de: A, en: A}\n    text: {de: A, en: A}\n",
     ":3: 'id' must be a text, not 7"),
    ("title: {de: T, en: T}\nsections:\n  - id: a\n    title: {de: A, en: A}\n",
     ":3: missing 'text'"),
    ("title: {de: T, en: T}\nsections:\n  - id: a\n    title: {de: A, en: A}\n    text: {de: A, en: A}\n"
     "  - just a text\n", ":6: a section must be a mapping"),
])
def test_load_rules_rejects_with_the_line(tmp_path, text, expected):
    path = tmp_path / "rules.yaml"
    path.write_text(text, encoding="utf-8")
    assert str(error_of(load_rules, path)) == f"{path}{expected}"


def test_load_rules_missing_file(tmp_path):
    path = tmp_path / "none.yaml"
    assert str(error_of(load_rules, path)) == f"{path}: file not found"


def test_load_rules_empty_file(tmp_path):
    path = tmp_path / "empty.yaml"
    path.write_text("", encoding="utf-8")
    assert str(error_of(load_rules, path)) == f"{path}:1: the rules file is empty"


def test_plural_slots_give_the_singular_for_one_and_the_plural_otherwise():
    texts = Texts("en", {"a": "costs {n|# meeple|# meeples}, {k|# knight beats|# knights beat}"})
    assert texts.get("a", n=1, k=2) == "costs 1 meeple, 2 knights beat"
    assert texts.get("a", n=0, k=1) == "costs 0 meeples, 1 knight beats"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_sentence_leaves_the_plural_to_the_reader(lang):
    """No "card(s)", "Karte(n)": every count picks its form (a plural slot)."""
    import re
    offenders = [key for key, sentence in texts_for(lang).table.items()
                 if re.search(r"\w\((s|es|n|en|e|er)\)", str(sentence))]
    assert offenders == []
    assert texts_for(lang).get("violation.majesty.cannot_pay", cost=1, meeples=0, position=2) != \
        texts_for(lang).get("violation.majesty.cannot_pay", cost=2, meeples=0, position=3).replace("3", "2")
