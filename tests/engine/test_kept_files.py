"""Files kept parsed (`load_yaml(path, keep=True)`): read back while the text
stays the same, parsed again when it changes, never trusted when broken; and a
start with the texts and settings kept loads no PyYAML."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from games.core import paths, yaml_events
from games.core.loader import DataError, line_of, load_yaml

ROOT = Path(__file__).resolve().parents[2]

TEXT = textwrap.dedent("""\
    title: Limes
    counts:
      - 3
      - 4.5
      - true
      - null
    nested:
      7: seven
""")


def parses(monkeypatch) -> list:
    """The texts the YAML parser is asked to read from now on."""
    seen = []
    parse = yaml_events.parse

    def counting(text, path="<text>"):
        seen.append(text)
        return parse(text, path)
    monkeypatch.setattr(yaml_events, "parse", counting)
    return seen


def test_a_kept_file_is_read_back_with_its_values_and_lines_without_the_parser(tmp_path, monkeypatch):
    path = tmp_path / "texts.yaml"
    path.write_text(TEXT, encoding="utf-8")
    first = load_yaml(path, keep=True)
    seen = parses(monkeypatch)
    again = load_yaml(path, keep=True)
    assert seen == []
    assert again == first == {"title": "Limes", "counts": [3, 4.5, True, None], "nested": {7: "seven"}}
    assert type(again["counts"][1]) is float and again["counts"][2] is True
    assert line_of(again, "counts") == 2 and line_of(again["counts"], 3) == 6
    assert line_of(again["nested"], 7) == 8 and line_of(again["nested"]) == 8
    assert list(paths.cache_dir().iterdir())


def test_a_changed_file_is_parsed_again(tmp_path, monkeypatch):
    path = tmp_path / "texts.yaml"
    path.write_text(TEXT, encoding="utf-8")
    load_yaml(path, keep=True)
    path.write_text(TEXT.replace("Limes", "Majesty"), encoding="utf-8")
    seen = parses(monkeypatch)
    assert load_yaml(path, keep=True)["title"] == "Majesty"
    assert len(seen) == 1


@pytest.mark.parametrize("kept", ["{not json", '{"format": 1, "text": "x"}', "[]", '{"format": 1}',
                                  "[" * 100_000])
def test_a_broken_cache_file_is_never_trusted(tmp_path, kept):
    path = tmp_path / "texts.yaml"
    path.write_text(TEXT, encoding="utf-8")
    load_yaml(path, keep=True)
    for file in paths.cache_dir().iterdir():
        file.write_text(kept, encoding="utf-8")
    assert load_yaml(path, keep=True)["counts"] == [3, 4.5, True, None]


def test_a_cache_file_for_the_same_text_with_wrong_values_is_not_trusted(tmp_path):
    path = tmp_path / "texts.yaml"
    path.write_text(TEXT, encoding="utf-8")
    load_yaml(path, keep=True)
    (kept,) = paths.cache_dir().iterdir()
    kept.write_text(kept.read_text(encoding="utf-8").replace('["d"', '["x"', 1), encoding="utf-8")
    assert load_yaml(path, keep=True)["title"] == "Limes"


def test_a_broken_file_kept_or_not_names_its_line_and_keeps_nothing(tmp_path):
    path = tmp_path / "texts.yaml"
    path.write_text("title: [unclosed\nnext: 1\n", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_yaml(path, keep=True)
    assert caught.value.line == 2 and caught.value.path == str(path)
    assert not paths.cache_dir().exists() or not list(paths.cache_dir().iterdir())


def test_values_json_cannot_hold_are_parsed_each_time(tmp_path, monkeypatch):
    path = tmp_path / "dates.yaml"
    path.write_text("day: 2026-12-05\n", encoding="utf-8")
    load_yaml(path, keep=True)
    seen = parses(monkeypatch)
    assert str(load_yaml(path, keep=True)["day"]) == "2026-12-05"
    assert len(seen) == 1


def test_a_cache_folder_that_cannot_be_written_keeps_nothing_and_stops_nothing(tmp_path, monkeypatch):
    blocker = tmp_path / "home"
    blocker.write_text("a file where the folder would go", encoding="utf-8")
    monkeypatch.setenv("SPIELTISCH_HOME", str(blocker))
    path = tmp_path / "texts.yaml"
    path.write_text(TEXT, encoding="utf-8")
    assert load_yaml(path, keep=True)["title"] == "Limes"


def test_the_launchers_second_start_loads_no_yaml(tmp_path):
    """The texts and the settings are kept at the first start; the second
    draws its first frame without importing PyYAML (about 10 ms of a start)."""
    environment = {**os.environ, "SPIELTISCH_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
                   "SDL_AUDIODRIVER": "dummy"}
    code = ("import runpy, sys; sys.argv = ['main.py', '--exit-after-frames', '1'];\n"
            "try:\n    runpy.run_path('main.py', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "print('yaml loaded:', 'yaml' in sys.modules)")
    outputs = [subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environment, capture_output=True,
                              text=True, timeout=60).stdout for _ in range(3)]
    assert "yaml loaded: True" in outputs[0]  # the first start parses (and writes the settings)
    assert "yaml loaded: False" in outputs[-1]
