"""games.core.loader (YAML with line numbers, DataError, Checker), i18n.Texts
and rules_text.load_rules."""
from __future__ import annotations

import datetime
import textwrap

import pytest
import yaml

from games.core import loader, yaml_events
from games.core.checker import Checker
from games.core.loader import DataError, LDict, LList, line_of, load_yaml, parse_yaml


@pytest.fixture(autouse=True, params=["C", "pure"])
def parser(request, monkeypatch):
    """Every test here holds with the C parser (when PyYAML has it) and with
    the pure-Python one: no fault is left to a parser's own limits or wording."""
    if request.param == "pure":
        monkeypatch.setattr(yaml_events, "_Loader", yaml_events._PURE)
    return yaml_events._Loader


def yaml_text(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(yaml_text(text), encoding="utf-8")
    return path


def error_of(call, *args) -> DataError:
    with pytest.raises(DataError) as caught:
        call(*args)
    return caught.value


# --- DataError ------------------------------------------------------------------------

def test_data_error_message_names_file_line_and_problem():
    error = DataError("data/x/cards.yaml", 41, "shape cell [0, 'x'] is not a pair of integers")
    assert str(error) == "data/x/cards.yaml:41: shape cell [0, 'x'] is not a pair of integers"
    assert (error.path, error.line, error.problem) == (
        "data/x/cards.yaml", 41, "shape cell [0, 'x'] is not a pair of integers")


def test_data_error_without_a_line():
    assert str(DataError("a.yaml", None, "file not found")) == "a.yaml: file not found"
    assert str(DataError("a.yaml", 0, "empty")) == "a.yaml: empty"


def test_data_error_keeps_a_huge_quoted_value_short():
    error = DataError("a.yaml", 2, f"row 0 must be a text, not {list(range(10 ** 5))!r}")
    assert len(error.problem) == DataError.MAX_PROBLEM and error.problem.endswith("…")
    assert str(error).startswith("a.yaml:2: row 0 must be a text, not [0, 1, 2")


def test_data_error_path_may_be_a_path_object(tmp_path):
    error = DataError(tmp_path / "b.yaml", 3, "bad")
    assert error.path == str(tmp_path / "b.yaml")
    assert str(error) == f"{tmp_path / 'b.yaml'}:3: bad"


# --- parse_yaml: values and lines ---------------------------------------------------------

SAMPLE = yaml_text("""
    name: Limes          # line 1
    size:                # line 2
      rows: 5            # line 3
      cols: 6            # line 4
    cells:               # line 5
      - [0, 1]           # line 6
      - [2, 3]           # line 7

    terrains: {f: forest, w: water}   # line 9
    """)


def test_parse_gives_plain_values_in_line_aware_containers():
    data = parse_yaml(SAMPLE)
    assert data == {"name": "Limes", "size": {"rows": 5, "cols": 6}, "cells": [[0, 1], [2, 3]],
                    "terrains": {"f": "forest", "w": "water"}}
    assert isinstance(data, LDict) and isinstance(data, dict)
    assert isinstance(data["cells"], LList) and isinstance(data["cells"], list)
    assert isinstance(data["cells"][0], LList)
    assert type(data["size"]["rows"]) is int


def test_ldict_line_and_lines():
    data = parse_yaml(SAMPLE)
    assert data.line == 1
    assert data.lines == {"name": 1, "size": 2, "cells": 5, "terrains": 9}
    assert data["size"].line == 3  # a block mapping starts at its first key
    assert data["size"].lines == {"rows": 3, "cols": 4}
    assert data["terrains"].line == 9
    assert data["terrains"].lines == {"f": 9, "w": 9}


def test_llist_line_and_lines():
    data = parse_yaml(SAMPLE)
    cells = data["cells"]
    assert cells.line == 6
    assert cells.lines == {0: 6, 1: 7}
    assert cells[1].line == 7
    assert cells[1].lines == {0: 7, 1: 7}


def test_line_of():
    data = parse_yaml(SAMPLE)
    assert line_of(data) == 1
    assert line_of(data, "cells") == 5
    assert line_of(data["size"], "cols") == 4
    assert line_of(data["cells"], 1) == 7
    assert line_of(data, "no such key") == 1  # falls back to the container's line
    assert line_of(data["size"]["rows"]) is None  # a scalar has no line
    assert line_of(5, default=9) == 9
    assert line_of({"a": 1}, "a") is None  # a plain dict was not loaded
    assert line_of({"a": 1}, "a", default=2) == 2


def test_lines_of_nested_block_sequences_of_mappings():
    data = parse_yaml(yaml_text("""
        players:
          - name: Anna
            taken: 3
          - name: Ben

            taken: 5
        """))
    players = data["players"]
    assert players.lines == {0: 2, 1: 4}
    assert players[0].lines == {"name": 2, "taken": 3}
    assert players[1].lines == {"name": 4, "taken": 6}
    assert line_of(players[1], "taken") == 6


def test_scalars_follow_safe_load():
    data = parse_yaml(yaml_text("""
        i: 12
        neg: -3
        f: 1.5
        t: true
        n: null
        tilde: ~
        s: "12"
        plain: hello world
        day: 2024-05-01
        hexa: 0x10
        """))
    assert data == {"i": 12, "neg": -3, "f": 1.5, "t": True, "n": None, "tilde": None, "s": "12",
                    "plain": "hello world", "day": datetime.date(2024, 5, 1), "hexa": 16}
    assert data["t"] is True and type(data["s"]) is str


def test_top_level_list_scalar_and_empty():
    items = parse_yaml("- a\n- b\n")
    assert items == ["a", "b"] and isinstance(items, LList) and items.line == 1
    assert parse_yaml("42") == 42
    assert parse_yaml("") is None
    assert parse_yaml("# only a comment\n") is None


def test_aliases_are_followed():
    data = parse_yaml("base: &b [1, 2]\ncopy: *b\nname: &n Anna\nagain: *n\n")
    assert data["copy"] == [1, 2]
    assert data["again"] == "Anna"


def test_non_string_keys_keep_their_lines():
    data = parse_yaml("1: one\n2: two\n")
    assert data == {1: "one", 2: "two"}
    assert data.lines == {1: 1, 2: 2}


def test_parsing_keeps_no_nodes_alive():
    before = len(yaml_events._scalars.constructed_objects)
    for _ in range(3):
        parse_yaml(SAMPLE)
    assert len(yaml_events._scalars.constructed_objects) == before


# --- parse_yaml: errors -----------------------------------------------------------------------

@pytest.mark.parametrize("text, line", [
    ("a: 1\nb: [1, 2\nc: 3\n", 3),  # unclosed flow sequence: noticed on the next key
    ("a: 1\nb: c: d\n", 2),
    ("a:\n  b: 1\n c: 2\n", 3),  # bad indentation
    ("a: 1\nb:\n\t- 1\n", 3),  # a tab
    ("- 1\n- 2\na: 3\n", 3),
    ("a: 1\n---\nb: 2\n", 2),  # two documents
])
def test_syntax_error_reports_its_line(text, line):
    error = error_of(parse_yaml, text, "cards.yaml")
    assert error.line == line
    assert error.path == "cards.yaml"
    assert str(error).startswith(f"cards.yaml:{line}: not valid YAML: ")
    assert "\n" not in str(error)


def test_a_key_given_twice_is_rejected_with_both_lines():
    error = error_of(parse_yaml, "a: 1\nb: 2\nc:\n  x: 1\n  x: 2\n", "d.yaml")
    assert str(error) == "d.yaml:5: key 'x' appears twice (first on line 4)"
    error = error_of(parse_yaml, "a: 1\nb: 2\na: 3\n", "d.yaml")
    assert str(error) == "d.yaml:3: key 'a' appears twice (first on line 1)"


def test_unclosed_quote_reports_a_line():
    error = error_of(parse_yaml, "a: 1\nb: 'x\nc: 2\n", "q.yaml")
    assert error.line is not None and error.line >= 2
    assert "not valid YAML" in error.problem


def test_default_path_is_text():
    assert str(error_of(parse_yaml, "a: [")).startswith("<text>:")


@pytest.mark.parametrize("text, line", [
    ("a: 1\n? [1, 2]\n: x\n", 2),
    ("a: 1\nb: 2\n[1, 2]: x\n", 3),
    ("a: 1\n{x: 1}: y\n", 2),
    ("top:\n  inner:\n    ? - p\n      - q\n    : v\n", 3),
])
def test_a_mapping_key_that_is_a_list_or_mapping_is_rejected(text, line):
    error = error_of(parse_yaml, text, "keys.yaml")
    assert str(error) == f"keys.yaml:{line}: a mapping key must be a plain value"


@pytest.mark.parametrize("text, line", [
    ("a: 1\nb: !foo x\n", 2),  # an unknown tag
    ("a: 1\nb: 2001-13-45\n", 2),  # looks like a date, is none
    ("a: 1\nb: !!int abc\n", 2),
    ("a: !!float x\n", 1),
])
def test_a_value_that_cannot_be_built_is_a_data_error_with_its_line(text, line):
    error = error_of(parse_yaml, text, "v.yaml")
    assert error.line == line
    assert str(error).startswith(f"v.yaml:{line}: not valid YAML")
    assert "\n" not in str(error)


# --- load_yaml ------------------------------------------------------------------------------

def test_load_yaml_reads_a_file(tmp_path):
    path = write(tmp_path, "ok.yaml", """
        title: Hallo Welt – Grüße
        n: 3
        """)
    data = load_yaml(path)
    assert data == {"title": "Hallo Welt – Grüße", "n": 3}
    assert data.lines == {"title": 1, "n": 2}
    assert load_yaml(str(path)) == data


def test_load_yaml_missing_file(tmp_path):
    path = tmp_path / "nope.yaml"
    error = error_of(load_yaml, path)
    assert str(error) == f"{path}: file not found"
    assert error.line is None


def test_load_yaml_syntax_error_names_the_file_and_line(tmp_path):
    path = write(tmp_path, "broken.yaml", """
        a: 1
        b: 2
        c: [1, 2
        d: 4
        """)
    error = error_of(load_yaml, path)
    assert error.path == str(path)
    assert error.line == 4
    assert str(error).startswith(f"{path}:4: not valid YAML: ")


def test_load_yaml_bad_key_names_the_file(tmp_path):
    path = write(tmp_path, "keys.yaml", "a: 1\n[x]: 2\n")
    assert str(error_of(load_yaml, path)) == f"{path}:2: a mapping key must be a plain value"


def test_load_yaml_not_utf8(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes("name: Grüße\n".encode("latin-1"))
    assert str(error_of(load_yaml, path)) == f"{path}:1: not a UTF-8 text file (byte 0xFC in column 9)"


def test_a_byte_that_is_not_utf8_is_named_with_its_line(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes("a: 1\nb: zwei\nc: Grüße – ok\nd: ".encode("utf-8") + "Straße\n".encode("latin-1"))
    error = error_of(load_yaml, path)
    assert (error.line, error.problem) == (4, "not a UTF-8 text file (byte 0xDF in column 8)")


def test_load_yaml_of_a_folder(tmp_path):
    error = error_of(load_yaml, tmp_path)
    assert error.problem.startswith("cannot be read")
    assert error.line is None


# --- Checker ------------------------------------------------------------------------------

CARDS = yaml_text("""
    game: limes
    count: 24
    flag: true
    ratio: 0.5
    cards:
      - n: 1
        fields: [f, w, x, f]
      - n: two
      - just a text
    terrains: {f: forest}
    """)


@pytest.fixture
def cards():
    return parse_yaml(CARDS, "cards.yaml")


@pytest.fixture
def check():
    return Checker("cards.yaml")


def test_field_returns_a_value_of_the_right_kind(check, cards):
    assert check.field(cards, "game", str) == "limes"
    assert check.field(cards, "count", int) == 24
    assert check.field(cards, "cards", list)[0]["n"] == 1
    assert check.field(cards, "terrains", dict) == {"f": "forest"}
    assert check.field(cards, "ratio", (int, float)) == 0.5
    assert check.field(cards, "count", (int, float)) == 24
    assert check.field(cards, "flag", bool) is True


def test_field_of_a_wrong_kind_reports_the_key_line(check, cards):
    error = error_of(check.field, cards, "game", int)
    assert str(error) == "cards.yaml:1: 'game' must be an integer, not 'limes'"
    error = error_of(check.field, cards, "count", str, "the name")
    assert str(error) == "cards.yaml:2: the name must be a text, not 24"
    error = error_of(check.field, cards, "cards", dict)
    assert error.line == 5 and "'cards' must be a mapping" in error.problem
    error = error_of(check.field, cards, "terrains", list)
    assert str(error) == "cards.yaml:10: 'terrains' must be a list, not {'f': 'forest'}"
    error = error_of(check.field, cards, "game", (int, float))
    assert error.problem == "'game' must be an integer or a number, not 'limes'"


def test_field_in_a_nested_mapping_reports_the_nested_line(check, cards):
    second = cards["cards"][1]
    error = error_of(check.field, second, "n", int, "the card number 'n'")
    assert str(error) == "cards.yaml:8: the card number 'n' must be an integer, not 'two'"


def test_field_missing(check, cards):
    error = error_of(check.field, cards, "x", int)
    assert error.problem == "missing 'x'"
    assert str(error) == "cards.yaml:1: missing 'x'"  # the mapping's line
    first = cards["cards"][0]
    error = error_of(check.field, first, "hut", list, "card 1: 'hut'")
    assert str(error) == "cards.yaml:6: missing card 1: 'hut'"


def test_bools_are_not_integers(check, cards):
    error = error_of(check.field, cards, "flag", int)
    assert str(error) == "cards.yaml:3: 'flag' must be an integer, not True"
    error = error_of(check.field, cards, "flag", (int,))
    assert error.line == 3 and "must be an integer" in error.problem
    error = error_of(check.field, cards, "flag", (int, float))
    assert error.line == 3 and error.problem.endswith("not True")
    error = error_of(check.field, cards, "flag", float)
    assert error.line == 3


def test_floats_are_not_integers(check, cards):
    error = error_of(check.field, cards, "ratio", int)
    assert str(error) == "cards.yaml:4: 'ratio' must be an integer, not 0.5"


def test_mapping_and_sequence(check, cards):
    assert check.mapping(cards, "the file") is cards
    assert check.sequence(cards["cards"], "cards") is cards["cards"]
    error = error_of(check.mapping, cards["cards"], "a card")
    assert str(error) == "cards.yaml:6: a card must be a mapping"
    error = error_of(check.sequence, cards["terrains"], "terrains")
    assert str(error) == "cards.yaml:10: terrains must be a list"


def test_mapping_of_a_scalar_uses_where_and_key_for_the_line(check, cards):
    entries = cards["cards"]
    error = error_of(check.mapping, entries[2], "card entry 3", entries, 2)
    assert str(error) == "cards.yaml:9: card entry 3 must be a mapping"
    error = error_of(check.sequence, cards["game"], "'game'", cards, "game")
    assert str(error) == "cards.yaml:1: 'game' must be a list"
    # without a place, a scalar has no line: still the file and the problem
    assert str(error_of(check.mapping, "text", "x")) == "cards.yaml: x must be a mapping"


def test_choice(check, cards):
    fields = cards["cards"][0]["fields"]
    assert check.choice(fields[0], ("f", "w"), "terrain", fields, 0) == "f"
    error = error_of(check.choice, fields[2], ("f", "w"), "card 1: field 2 terrain", fields, 2)
    assert str(error) == "cards.yaml:7: card 1: field 2 terrain 'x' is not one of f, w"


def test_fail(check, cards):
    assert str(error_of(check.fail, cards, "bad", "count")) == "cards.yaml:2: bad"
    assert str(error_of(check.fail, cards, "bad")) == "cards.yaml:1: bad"
    assert str(error_of(check.fail, None, "bad")) == "cards.yaml: bad"


def test_checker_path_may_be_a_path_object(tmp_path):
    assert Checker(tmp_path / "a.yaml").path == str(tmp_path / "a.yaml")


# --- limits: no file hangs or crashes the program --------------------------------------------

def test_the_limits_are_far_above_the_project_data():
    """The limits sit in one place; the shipped data is far inside them."""
    from games.core.paths import DATA_DIR
    files = list(DATA_DIR.rglob("*.yaml"))
    assert files
    assert max(f.stat().st_size for f in files) * 20 < loader.MAX_FILE_BYTES
    assert loader.MAX_DEPTH >= 16 and loader.MAX_VALUES >= 10_000


def bomb(levels: int, width: int = 10) -> str:
    """'Billion laughs': each anchor repeats the one before `width` times."""
    lines = ["l0: &l0 [" + ", ".join(["lol"] * width) + "]"]
    for k in range(1, levels):
        lines.append(f"l{k}: &l{k} [" + ", ".join([f"*l{k - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


def test_an_alias_bomb_is_refused_at_the_alias_that_passes_the_limit():
    # 10**9 values if expanded; refused after at most MAX_VALUES of them were built
    error = error_of(parse_yaml, bomb(9), "bomb.yaml")
    assert error.line == 5 and "more than" in error.problem and "aliases" in error.problem
    assert str(error).startswith("bomb.yaml:5: ")


def test_aliases_within_the_limit_are_copies_with_their_lines():
    data = parse_yaml(bomb(3, 4))
    assert len(data["l2"]) == 4 and data["l2"][0] == data["l1"] and data["l2"][3][3] == data["l0"]
    assert data["l2"][0] is not data["l1"]  # a copy: changing one changes nothing else
    assert data["l2"][0].line == 2


def test_values_are_counted_with_what_aliases_repeat(monkeypatch):
    monkeypatch.setattr(yaml_events, "MAX_VALUES", 30)
    parse_yaml("a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\nb: *a\n")  # 1 + 4 + 10 + 10 values
    error = error_of(parse_yaml, "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\nb: *a\nc: *a\n")
    assert error.line == 3


def test_a_long_file_stops_at_the_value_limit_without_reading_to_its_end(monkeypatch):
    # a 10**6-row list: the parser's events after the limit are never asked for
    import yaml
    calls = []
    real = yaml.parse

    def counted(*args, **kwargs):
        for event in real(*args, **kwargs):
            calls.append(1)
            yield event
    monkeypatch.setattr(yaml, "parse", counted)
    error = error_of(parse_yaml, "rows:\n" + "  - F\n" * 1_000_000, "grid.yaml")
    assert "more than" in error.problem and error.line < loader.MAX_VALUES + 10
    assert len(calls) < loader.MAX_VALUES + 10


@pytest.mark.parametrize("text", ["a: " + "[" * 100_000 + "]" * 100_000 + "\n",
                                  "a: " + "{b: " * 5000 + "1" + "}" * 5000 + "\n",
                                  "a: " + "[" * 100_000 + "\n",
                                  "".join("  " * k + "- \n" for k in range(200))])
def test_deep_nesting_is_refused_not_a_crash(text):
    error = error_of(parse_yaml, text, "deep.yaml")
    assert f"nested more than {loader.MAX_DEPTH} deep" in error.problem
    assert error.line is not None


class ParserWithALimit(yaml.SafeLoader):
    """A parser that, like PyYAML 6.0.4's C parser, refuses nesting past a
    limit of its own while it reads far ahead of the events it gives."""
    NESTING = 100

    def __init__(self, stream):
        super().__init__(stream)
        depth = 0
        for token in yaml.scan(stream, Loader=yaml.SafeLoader):  # the whole text, ahead
            if isinstance(token, (yaml.FlowSequenceStartToken, yaml.FlowMappingStartToken)):
                depth += 1
                if depth > self.NESTING:
                    raise yaml.scanner.ScannerError("while increasing flow level", None,
                                                    "nesting too deep", token.start_mark)
            elif isinstance(token, (yaml.FlowSequenceEndToken, yaml.FlowMappingEndToken)):
                depth -= 1


class CountedPure(yaml.SafeLoader):
    made = 0

    def __init__(self, stream):
        CountedPure.made += 1
        super().__init__(stream)


@pytest.mark.parametrize("text", ["a: " + "[" * 5_000 + "]" * 5_000 + "\n",
                                  "a: 1\nb:\n  c: " + "{d: " * 2_000 + "1" + "}" * 2_000 + "\n",
                                  "a: " + "[" * 5_000 + "\n"])
def test_a_parser_stopping_on_a_limit_of_its_own_still_gives_the_loaders(text, monkeypatch):
    monkeypatch.setattr(yaml_events, "_Loader", ParserWithALimit)
    monkeypatch.setattr(yaml_events, "_PURE", CountedPure)
    CountedPure.made = 0
    error = error_of(parse_yaml, text, "deep.yaml")
    assert error.problem == f"lists and mappings are nested more than {loader.MAX_DEPTH} deep"
    assert error.line == text.count("\n", 0, text.index("[" * 4 if "[[" in text else "{d:")) + 1
    assert CountedPure.made == 1


def test_a_long_file_failing_elsewhere_is_not_read_twice(monkeypatch):
    monkeypatch.setattr(yaml_events, "_Loader", ParserWithALimit)
    monkeypatch.setattr(yaml_events, "_PURE", CountedPure)
    CountedPure.made = 0
    text = "a: " + "x" * 200_000 + "\nb: [1, 2\n"  # the list never ends
    error = error_of(parse_yaml, text, "long.yaml")
    assert error.line == 3 and error.problem.startswith("not valid YAML: ")
    assert CountedPure.made == 0


def test_nesting_up_to_the_limit_is_read():
    depth = loader.MAX_DEPTH
    value = parse_yaml("[" * depth + "]" * depth)
    for _ in range(depth - 1):
        value = value[0]
    assert value == []
    assert "nested" in error_of(parse_yaml, "[" * (depth + 1) + "]" * (depth + 1)).problem


def test_an_alias_cannot_nest_past_the_limit():
    depth = loader.MAX_DEPTH
    text = "a: &a " + "[" * (depth - 1) + "]" * (depth - 1) + "\nb: [*a]\n"
    error = error_of(parse_yaml, text)
    assert error.line == 2 and "nested" in error.problem


def test_an_alias_inside_its_own_anchor_is_refused():
    assert "inside the value it repeats" in error_of(parse_yaml, "a: &a [1, *a]\n").problem
    assert "names no anchor" in error_of(parse_yaml, "a: *b\n").problem


@pytest.mark.parametrize("text, line", [
    ("a: 1\nb: !!python/object:os.system {cmd: ls}\n", 2),
    ("a: 1\nb: !!python/object/apply:os.system\n  - ls\n", 2),
    ("a:\n  - 1\n  - !!python/tuple [1, 2]\n", 3),
    ("a: !foo\n  b: 1\n", 1),
    ("a: !!set {x, y}\n", 1),
    ("a: !!omap [b: 1]\n", 1),
    ("!!python/object:x {a: 1}\n", 1),
    ("a: !!python/name:os.system\n", 1),
])
def test_a_tag_on_a_mapping_or_list_is_refused_with_its_line(text, line):
    error = error_of(parse_yaml, text, "tags.yaml")
    assert error.line == line
    assert error.problem.startswith("not valid YAML: the tag '!") and "not allowed" in error.problem


def test_standard_tags_on_values_still_work():
    assert parse_yaml("a: !!int 3\nb: !!str 4\nc: !!map {d: 1}\ne: !!seq [1]\n") == \
        {"a": 3, "b": "4", "c": {"d": 1}, "e": [1]}


def test_a_merge_key_and_a_control_character_are_refused_with_their_lines():
    assert error_of(parse_yaml, "a: 1\n<<: {b: 1}\n").line == 2
    error = error_of(parse_yaml, "a: 1\nb: 'x\x00'\n")  # each parser words it its own way
    assert error.line == 2 and error.problem.startswith("not valid YAML: ")


def test_a_file_larger_than_the_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as out:  # sparse: no disk space used
        out.truncate(loader.MAX_FILE_BYTES + 1)

    def never(*args, **kwargs):
        raise AssertionError("a file over the limit must not be opened")
    monkeypatch.setattr("builtins.open", never)
    error = error_of(load_yaml, path)
    assert error.line is None and "larger than" in error.problem and "refused" in error.problem


def test_a_device_or_a_pipe_is_refused_without_reading_from_it(tmp_path):
    import os
    if not os.path.exists("/dev/zero") or not hasattr(os, "mkfifo"):
        pytest.skip("needs /dev/zero and named pipes (POSIX)")
    assert "not a file but a pipe or a device" in error_of(load_yaml, "/dev/zero").problem   # never ends
    pipe = tmp_path / "settings.yaml"
    os.mkfifo(pipe)   # opening it would wait for a writer for ever
    assert "not a file but a pipe or a device" in error_of(load_yaml, pipe).problem
    link = tmp_path / "history.jsonl"
    link.symlink_to("/dev/zero")
    assert "not a file but a pipe or a device" in error_of(loader.read_bytes, link).problem


def test_a_file_that_grows_while_it_is_read_is_read_no_further_than_the_limit(tmp_path, monkeypatch):
    path = tmp_path / "growing.yaml"
    path.write_text("a: 1\n")
    real_open = open

    def grown(file, *args, **kwargs):   # the file grows between stat and read
        path.write_text("a: 1\n" * 1000)
        return real_open(file, *args, **kwargs)
    monkeypatch.setattr("builtins.open", grown)
    monkeypatch.setattr(loader, "MAX_FILE_BYTES", 1000)
    assert "larger than 1000 bytes" in error_of(load_yaml, path).problem


def test_a_syntax_error_later_in_the_file_is_reported_before_a_key_given_twice():
    # as when the whole file was composed first: the missing bracket is what to fix
    error = error_of(parse_yaml, "a: {x: 1, x: 2, y: [1, 2}\nb: 3\n", "s.yaml")
    assert error.problem.startswith("not valid YAML") and "twice" not in error.problem
    assert "twice" in error_of(parse_yaml, "a: {x: 1, x: 2}\nb: 3\n").problem
