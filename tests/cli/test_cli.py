"""main.py as a user runs it: exit codes, one-line errors, the JSON of the
public contract (ARCHITECTURE.md), and no pygame for headless commands."""
import json
import os
import re
import shutil
import subprocess
import tempfile
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data"

# The worked example of the Limes spec (rules/limes.md): farmer 3, woodcutter 7,
# fisher 2, watchmen 5 and 2.
EXAMPLE = """\
game: limes
players:
  - name: Anna
    fields:
      - "FFWwLT"
      - "FLWFLL"
      - "TWWFfL"
      - "LLTWFW"
    workers: [[0, 0], [0, 2], [0, 4], [3, 2], [2, 0]]
"""


def run(*args, timeout=60):
    """main.py in a fresh process, with the test's private SPIELTISCH_HOME."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout)


def refused(result, *words):
    """Exit 2, exactly one line on stderr, no traceback, nothing on stdout."""
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr and "usage:" not in result.stderr
    assert result.stdout == ""
    for word in words:
        assert word in lines[0]
    return lines[0]


def test_score_worked_example(tmp_path):
    path = tmp_path / "example.yaml"
    path.write_text(EXAMPLE, encoding="utf-8")
    result = run("score", "limes", path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == "limes" and data["winner"] == ["Anna"]
    (anna,) = data["players"]
    assert anna["name"] == "Anna" and anna["total"] == 19
    assert [item["points"] for item in anna["items"]] == [3, 7, 2, 5, 2]
    assert [item["key"] for item in anna["items"]] == [f"worker:{i}" for i in range(5)]
    for item in anna["items"]:
        assert set(item) == {"key", "text", "points", "cells"}
        assert isinstance(item["text"], str) and item["text"]
        assert all(isinstance(c, list) and len(c) == 2 for c in item["cells"])
    farmer = anna["items"][0]
    assert sorted(map(tuple, farmer["cells"])) == [(0, 0), (0, 1), (1, 0)]


def test_score_unknown_game(tmp_path):
    path = tmp_path / "example.yaml"
    path.write_text(EXAMPLE, encoding="utf-8")
    refused(run("score", "chess", path), "unknown game 'chess'", "limes")


def test_score_missing_file(tmp_path):
    path = tmp_path / "nothing.yaml"
    refused(run("score", "limes", path), str(path), "file not found")


def test_score_malformed_yaml_names_the_line(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text(EXAMPLE.replace('"TWWFfL"', '"TWWFfL'), encoding="utf-8")
    line = refused(run("score", "limes", path), "not valid YAML")
    assert re.match(rf"{re.escape(str(path))}:\d+: ", line)


def test_score_impossible_position(tmp_path):
    path = tmp_path / "empty-field.yaml"
    path.write_text(EXAMPLE.replace('"FFWwLT"', '"F.WwLT"').replace("[[0, 0]", "[[0, 1]"),
                    encoding="utf-8")
    line = refused(run("score", "limes", path))
    workers_line = EXAMPLE.splitlines().index(
        next(l for l in EXAMPLE.splitlines() if "workers" in l)) + 1
    assert line.startswith(f"{path}:{workers_line}: "), line


def test_score_position_of_another_game(tmp_path):
    path = tmp_path / "other.yaml"
    path.write_text(EXAMPLE.replace("game: limes", "game: rome"), encoding="utf-8")
    assert refused(run("score", "limes", path)).startswith(f"{path}:1: ")


@pytest.mark.parametrize("args, words", [
    (["bogus"], ["unknown command 'bogus'"]),
    (["--bogus"], ["unrecognized arguments: --bogus"]),
    (["score", "limes"], ["required"]),
    (["simulate", "limes", "--games", "2", "--speed", "9"], ["unrecognized arguments: --speed"]),
    (["simulate", "limes"], ["--games"]),
    (["simulate", "limes", "--games", "x"], ["invalid int value: 'x'"]),
    (["simulate", "limes", "--games", "1", "--players", "5"], ["limes is for 1 to 2 players"]),
    (["simulate", "limes", "--games", "1", "--bot", "genius"], ["unknown bot level 'genius'"]),
    (["play", "chess"], ["unknown game 'chess'"]),
    (["play", "limes", "--players", "A,B,C"], ["limes is for 1 to 2 players, not 3"]),
    (["play", "cartographers", "--players", "A,B,C,D,E,F,G"],
     ["cartographers is for 1 to 6 players at one screen, not 7"]),
    (["play", "cartographers", "--bots", ",".join(["random"] * 7)], ["at one screen, not 7"]),
    (["play", "limes", "--players", "A,B", "--bots", "none"], ["--bots"]),
    (["play", "limes", "--bots", "none,genius"], ["unknown bot level 'genius'"]),
    (["play", "limes", "--window", "huge"], ["WIDTHxHEIGHT"]),
    (["play", "limes", "--option", "solo"], ["not KEY=VALUE"]),
    (["play", "limes", "--option", "solo=1"], ["limes has no option 'solo'"]),
    (["simulate", "limes", "--games", "1", "--option", "x=2"], ["limes has no option 'x'"]),
    (["--window", "800"], ["WIDTHxHEIGHT"]),
    (["--lang", "fr"], ["invalid choice: 'fr'"]),
])
def test_bad_command_lines(args, words):
    refused(run(*args), *words)


@pytest.mark.parametrize("args, words", [
    # a byte that is not UTF-8 reaches Python as a lone surrogate, which no font can draw
    (["play", "limes", "--players", "\udcff,B"], ["--players: the name", "U+DCFF", "lone surrogate"]),
    (["play", "limes", "--players", "A\u200b,B"], ["U+200B (ZERO WIDTH SPACE)"]),
    (["play", "limes", "--players", "A\x01,B"], ["U+0001"]),
    (["play", "limes", "--window", "99999x99999"], ["window size 99999x99999 is too large (at most 7680x4320)"]),
    (["--window", "16384x16384"], ["too large"]),
    (["--window", "639x800"], ["too small (at least 640x400)"]),
])
def test_bad_names_and_window_sizes_exit_2_with_one_line(args, words):
    refused(run(*args), *words)


def test_simulate_limes():
    result = run("simulate", "limes", "--games", 3, "--players", 2, "--seed", 7, "--bot", "random")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) == {"game", "games", "players", "seconds", "seconds_per_game", "actions",
                         "actions_per_second", "mean_score", "max_score", "levels"}
    assert set(data["levels"]) == {"random"} and data["levels"]["random"]["mean_score"] == data["mean_score"]
    assert (data["game"], data["games"], data["players"]) == ("limes", 3, 2)
    # 3 games of 16 rounds: each player places a card, takes (or skips) one
    # worker action and ends the turn
    assert data["actions"] == 3 * 16 * 2 * 3
    assert 0 < data["seconds"] and data["seconds_per_game"] == pytest.approx(data["seconds"] / 3, rel=0.01)
    assert data["actions_per_second"] > 0
    assert 0 <= data["mean_score"] <= data["max_score"] <= 7 * 30
    again = json.loads(run("simulate", "limes", "--games", 3, "--players", 2, "--seed", 7).stdout)
    assert (again["mean_score"], again["max_score"]) == (data["mean_score"], data["max_score"])


def test_check_data_passes_on_the_project_data():
    result = run("check-data")
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"checked \d+ files: all valid\n", result.stdout)
    assert result.stderr == ""


def broken_cards(tmp_path, change):
    """A copy of data/ whose Limes cards have one card line changed."""
    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    cards = copy / "limes" / "cards.yaml"
    lines = cards.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if "fields: [" in line and "#" not in line)
    lines[index] = change(lines[index])
    cards.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return copy, cards, index + 1


@pytest.mark.parametrize("change, words", [
    (lambda line: line.replace("fields: [", "fields: "), "not valid YAML"),  # syntax
    (lambda line: line.replace("fields: [F", "fields: [X"), "X"),  # the game's own check
])
def test_check_data_names_file_and_line_of_a_broken_copy(tmp_path, change, words):
    copy, cards, line = broken_cards(tmp_path, change)
    result = run("check-data", "--data-dir", copy)
    assert result.returncode == 2, result.stdout
    problems = result.stderr.strip().splitlines()
    assert problems and "Traceback" not in result.stderr
    assert all(re.match(r"\S.*?: .+", p) for p in problems)
    located = [p for p in problems if re.match(rf"{re.escape(str(cards))}:\d+: ", p)]
    assert located and words in located[0], problems
    assert abs(int(located[0][len(str(cards)) + 1:].split(":")[0]) - line) <= 1
    assert run("check-data", "--data-dir", DATA).returncode == 0  # the original is untouched


def test_check_data_missing_translation_key(tmp_path):
    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    en = copy / "i18n" / "en.yaml"
    en.write_text(en.read_text(encoding="utf-8") + "only_in_english: Hello\n", encoding="utf-8")
    result = run("check-data", "--data-dir", copy)
    assert result.returncode == 2
    assert f"{copy / 'i18n' / 'de.yaml'}: missing key 'only_in_english'" in result.stderr


def test_headless_commands_never_import_pygame(tmp_path):
    path = tmp_path / "example.yaml"
    path.write_text(EXAMPLE, encoding="utf-8")
    code = ("import sys, main\n"
            f"assert main.main(['score', 'limes', {str(path)!r}]) == 0\n"
            "assert main.main(['simulate', 'limes', '--games', '1']) == 0\n"
            "assert main.main(['check-data']) == 0\n"
            "assert 'pygame' not in sys.modules and 'gui' not in sys.modules\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, env=dict(os.environ), timeout=60)
    assert result.returncode == 0, result.stderr


def test_play_limes_opens_and_quits_by_itself(tmp_path, user_home):
    shot = tmp_path / "shots" / "limes.png"
    result = run("play", "limes", "--players", "Anna,Ben", "--bots", "none,greedy", "--seed", 3,
                 "--window", "1024x700", "--exit-after-frames", 3, "--screenshot", shot)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_launcher_opens_and_quits_by_itself():
    result = run("--exit-after-frames", 2, "--lang", "en")
    assert result.returncode == 0, result.stderr


# --- bad files and absurd numbers: one line, exit 2, never a hang or a crash ----------------------

def test_check_data_names_the_line_of_a_byte_that_is_not_utf8(tmp_path):
    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    cards = copy / "limes" / "cards.yaml"
    lines = cards.read_bytes().split(b"\n")
    index = next(i for i, line in enumerate(lines) if b"fields: [" in line and b"#" not in line)
    lines[index] += " # Gr\u00fc\u00dfe".encode("latin-1")
    cards.write_bytes(b"\n".join(lines))
    result = run("check-data", "--data-dir", copy)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"{cards}:{index + 1}: not a UTF-8 text file (byte 0xFC in column" in result.stderr


def limes_position(players: str) -> str:
    return "game: limes\nplayers:\n" + players


HOSTILE = {  # name: (the file's text, words of the one line that refuses it)
    "bomb": (lambda: limes_position("  - name: A\n    fields: [F]\n    workers: []\n") + "".join(
        f"l{k}: &l{k} [" + ", ".join([f"*l{k - 1}" if k else "F"] * 10) + "]\n" for k in range(9)),
        ["more than", "values"]),
    "grid": (lambda: limes_position("  - name: A\n    workers: []\n    fields:\n"
                                    + '      - "F"\n' * 1_000_000), ["more than", "values"]),
    "flow": (lambda: limes_position("  - name: A\n    workers: []\n    fields: ["
                                    + "F, " * 1_000_000 + "F]\n"), ["more than", "values"]),
    "deep": (lambda: limes_position("  - " + "[" * 100_000 + "]" * 100_000 + "\n"),
             ["nested more than"]),
    "rows": (lambda: limes_position("  - name: A\n    workers: []\n    fields:\n" + '      - "F"\n' * 9),
             ["9 rows", "at most 4 cards"]),
    "wide": (lambda: limes_position("  - name: A\n    workers: []\n    fields: [" + "F" * 1_000_000
                                    + "]\n"), ["1000000 fields", "wide"]),
    "tag": (lambda: limes_position("  - !!python/object:os.system {name: A, fields: [F], workers: []}\n"),
            ["the tag '!!python/object:os.system' is not allowed"]),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_score_refuses_a_hostile_file_with_one_line(tmp_path, name):
    text, words = HOSTILE[name]
    path = tmp_path / f"{name}.yaml"
    path.write_text(text(), encoding="utf-8")
    line = refused(run("score", "limes", path, timeout=30), *words)
    assert re.match(rf"{re.escape(str(path))}:\d+: ", line), line


def test_score_refuses_a_file_larger_than_the_limit_before_reading_it(tmp_path):
    from games.core.loader import MAX_FILE_BYTES
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as out:  # sparse: no disk space used
        out.truncate(MAX_FILE_BYTES + 1)
    refused(run("score", "limes", path), str(path), "refused")


def test_simulate_refuses_an_absurd_number_of_games():
    from games.commands import MAX_GAMES
    line = refused(run("simulate", "limes", "--games", 10 ** 9), f"at most {MAX_GAMES}")
    assert line.startswith("main.py simulate: --games 1000000000")


def test_ctrl_c_during_simulate_ends_with_130_and_no_traceback():
    """A real SIGINT, sent from inside the first game (so it surely arrives
    during the simulation, not before)."""
    code = ("import os, signal, sys\n"
            "signal.signal(signal.SIGINT, signal.default_int_handler)  # as in a terminal, even if started in the background\n"
            "import main\n"
            "from games import commands\n"
            "real = commands.play_out\n"
            "def interrupted(*args, **kwargs):\n"
            "    os.kill(os.getpid(), signal.SIGINT)\n"
            "    return real(*args, **kwargs)\n"
            "commands.play_out = interrupted\n"
            "sys.exit(main.main(['simulate', 'limes', '--games', '1000']))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                            env=dict(os.environ), timeout=60)
    assert result.returncode == 130, result
    assert "Traceback" not in result.stderr and "KeyboardInterrupt" not in result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("nesting", ["brackets", "action"])
def test_the_window_starts_with_a_save_nested_too_deep_and_keeps_it(user_home, nesting):
    """Such a save raised RecursionError at every start: the program could
    not start until the file was deleted by hand."""
    from games import GAMES
    from games.core import saves, slots
    state = GAMES["limes"].new_game(["Anna", "Ben"], seed=1)
    record = saves.GameRecord.from_state(state, [None, None], id="limes-deep")
    if nesting == "action":
        value = 0
        for _ in range(900):
            value = {"row": value}
        record.log.append((0, {"kind": "place_card", "row": value, "col": 0, "rotation": 0}))
    path = saves.save(record, slots.path_of("limes-deep"))
    if nesting == "brackets":
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace('"options": {}', '"options": {"x": ' + "[" * 100_000
                                     + "]" * 100_000 + "}"), encoding="utf-8")
    before = path.read_bytes()
    assert before.count(b"[") > 800 or before.count(b"row") > 800
    result = run("--exit-after-frames", 2, "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "RecursionError" not in result.stderr
    assert path.read_bytes() == before
    from gui.scenes import store
    record, problem = store.load("limes-deep")
    assert record is None and problem.startswith(f"{path}:") and "nested more than" in problem
    [kept] = store.listing()
    assert kept.problem == problem


def test_the_window_without_pygame_says_so_in_one_line():
    """A Python without pygame-ce (the window's one dependency the commands do without):
    one line naming what to install, exit 2, no traceback; the headless commands still work."""
    code = ("import sys; sys.modules['pygame'] = None; sys.path.insert(0, sys.argv[1]); import main; "
            "sys.exit(main.main(sys.argv[2:]))")
    env = dict(os.environ, SPIELTISCH_HOME=tempfile.mkdtemp())
    run = subprocess.run([sys.executable, "-c", code, str(ROOT), "play", "limes", "--bots", "greedy,greedy"],
                         capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert run.stderr.count("\n") == 1 and "pygame-ce" in run.stderr and "requirements.txt" in run.stderr
    check = subprocess.run([sys.executable, "-c", code, str(ROOT), "check-data"], capture_output=True, text=True,
                           cwd=ROOT, env=env, timeout=60)
    assert check.returncode == 0 and "all valid" in check.stdout
