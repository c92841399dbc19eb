"""games/commands.py and games/datacheck.py called directly, against a tiny
fake game, so that they are proven apart from any real game."""
import shutil

import pytest

from games import commands
from games.commands import CommandError, LaunchOptions
from games.core import DataError
from games.core.settings import save_settings
from games.datacheck import check_data

from tests import fake_game

REGISTRY = {"pile": fake_game.GAME}


def launch(*args, **kwargs):
    return commands.make_launch(*args, games=REGISTRY, **kwargs)


def test_launcher_options():
    assert launch() == LaunchOptions()
    assert launch(window="1024x700", exit_after_frames=3, screenshot="a.png", lang="de") == \
        LaunchOptions(window=(1024, 700), exit_after_frames=3, screenshot="a.png", lang="de")


@pytest.mark.parametrize("window, size", [("640x400", (640, 400)), ("7680x4320", (7680, 4320)),
                                          (" 2560 X 1440 ", (2560, 1440))])
def test_window_sizes_a_screen_can_have(window, size):
    assert launch(window=window).window == size


def test_names_any_script_may_write():
    assert launch("pile", players="Ä ß,太郎,مرحبا").players == ["Ä ß", "太郎", "مرحبا"]


def test_play_options():
    got = launch("pile", players="Anna, Ben", bots="none,greedy", seed=4,
                 options=["pile=5", "endless=false"])
    assert got == LaunchOptions(game="pile", players=["Anna", "Ben"], bots=[None, "greedy"],
                                seed=4, options={"pile": 5, "endless": False})
    save_settings({"language": "en"})
    assert launch("pile").players == ["Player 1", "Player 2"]
    assert launch("pile", lang="de").players == ["Spieler 1", "Spieler 2"]
    save_settings({"language": "de"})  # without --lang, the names follow the settings
    assert launch("pile").players == ["Spieler 1", "Spieler 2"]
    only_bots = launch("pile", bots="random,human,greedy")
    assert only_bots.bots == ["random", None, "greedy"] and len(only_bots.players) == 3


@pytest.mark.parametrize("kwargs, words", [
    ({"game_id": "chess"}, "unknown game 'chess' (known: pile)"),
    ({"game_id": "pile", "players": "A,B,C,D"}, "pile is for 1 to 3 players, not 4"),
    ({"game_id": "pile", "bots": "none,genius"}, "unknown bot level 'genius'"),
    ({"game_id": "pile", "players": "A,B", "bots": "none"}, "--players names 2 seats"),
    ({"game_id": "pile", "players": "A,A"}, "same name"),
    ({"game_id": "pile", "players": "A,"}, "needs a name"),
    ({"game_id": "pile", "options": ["pile"]}, "'pile' is not KEY=VALUE"),
    ({"game_id": "pile", "options": ["=3"]}, "is not KEY=VALUE"),
    ({"game_id": "pile", "options": ["colour=red"]}, "unknown option 'colour'"),
    ({"game_id": "pile", "options": ["pile=0"]}, "pile must be a positive integer"),
    ({"window": "big"}, "is not WIDTHxHEIGHT"),
    ({"window": "10x10"}, "too small"),
    ({"window": "639x400"}, "window size 639x400 is too small (at least 640x400)"),
    ({"window": "640x399"}, "too small"),
    ({"window": "99999x99999"}, "window size 99999x99999 is too large (at most 7680x4320)"),
    ({"window": "7681x800"}, "too large"),
    ({"window": "1280x4321"}, "too large"),
    ({"game_id": "pile", "players": "A\x00,B"}, "--players: the name 'A\\x00' holds U+0000"),
    ({"game_id": "pile", "players": "\ud800,B"}, "U+D800 (a lone surrogate), which cannot be shown"),
    ({"game_id": "pile", "players": "\u200b,B"}, "U+200B (ZERO WIDTH SPACE)"),
    ({"game_id": "pile", "players": "A" * 25 + ",B"}, "--players: a name may have at most 24 characters, not 25"),
    ({"exit_after_frames": 0}, "at least 1"),
    ({"lang": "fr"}, "not one of de, en"),
])
def test_bad_play_options(kwargs, words):
    with pytest.raises(CommandError) as caught:
        launch(**kwargs)
    assert words in str(caught.value)


@pytest.mark.parametrize("text, value", [("a=1", 1), ("a=-2", -2), ("a=0.5", 0.5),
                                         ("a=TRUE", True), ("a=no", "no"), ("a=", ""),
                                         ("a.b=x=y", "x=y")])
def test_option_values(text, value):
    assert commands.parse_option(text)[1] == value


def test_score(tmp_path):
    path = tmp_path / "pos.yaml"
    path.write_text("game: pile\nplayers:\n  - {name: Anna, taken: 4}\n  - {name: Ben, taken: 4}\n"
                    "  - {name: Cem, taken: 1}\n", encoding="utf-8")
    result = commands.score("pile", path, games=REGISTRY)
    assert result["game"] == "pile" and result["winner"] == ["Anna", "Ben"]
    assert [p["total"] for p in result["players"]] == [4, 4, 1]
    assert set(result["players"][0]["items"][0]) == {"key", "text", "points", "cells"}


@pytest.mark.parametrize("text, line, words", [
    ("game: rome\nplayers: []\n", 1, "a position of 'rome', not 'pile'"),
    ("players: []\n", 1, "missing 'game'"),
    ("- 1\n", 1, "must be a mapping"),
    ("game: pile\nplayers:\n  - {name: A,\n", 4, "not valid YAML"),
    ("game: pile\nplayers:\n  - name: A\n    taken: -1\n", 4, "taken cannot be negative"),
])
def test_score_refuses_bad_files(tmp_path, text, line, words):
    path = tmp_path / "pos.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        commands.score("pile", path, games=REGISTRY)
    assert caught.value.line == line and words in caught.value.problem


def test_a_game_without_position_files_or_with_a_careless_reader_is_refused_in_one_sentence(tmp_path, monkeypatch):
    """A game need not read position files; one that raises what it should not still names the file."""
    from games.core import Game
    path = tmp_path / "pos.yaml"
    path.write_text("game: pile\nplayers:\n  - {name: Anna, taken: 4}\n", encoding="utf-8")
    monkeypatch.setattr(fake_game.PileGame, "score_position", Game.score_position)
    with pytest.raises(CommandError, match="^pile has no position files to score$"):
        commands.score("pile", path, games=REGISTRY)
    monkeypatch.setattr(fake_game.PileGame, "score_position", lambda self, data, path: data["players"].upper())
    with pytest.raises(DataError) as caught:
        commands.score("pile", path, games=REGISTRY)
    assert caught.value.line == 2 and "impossible position" in caught.value.problem


def test_simulate():
    result = commands.simulate("pile", 20, players=2, seed=3, bot="random", games=REGISTRY)
    assert set(result) == {"game", "games", "players", "seconds", "seconds_per_game", "actions",
                           "actions_per_second", "mean_score", "max_score", "levels"}
    assert (result["game"], result["games"], result["players"]) == ("pile", 20, 2)
    assert 20 * 5 <= result["actions"] <= 20 * 10  # a pile of 10, taking 1 or 2
    assert result["mean_score"] == 5.0 and 5 <= result["max_score"] <= 10
    again = commands.simulate("pile", 20, players=2, seed=3, bot="random", games=REGISTRY)
    assert again["actions"] == result["actions"] and again["max_score"] == result["max_score"]
    greedy = commands.simulate("pile", 2, bot="greedy,random,greedy", games=REGISTRY)
    assert greedy["players"] == 3


def test_simulate_counts_each_level_and_rotates_the_seats():
    """Greedy (always 2) against random on a pile of 3: whoever starts greedy wins.
    Without rotation greedy always starts; with it each level starts half the games."""
    fixed = commands.simulate("pile", 10, bot="greedy,random", options=["pile=3"], games=REGISTRY)
    assert fixed["levels"]["greedy"]["wins"] == 10 and fixed["levels"]["random"]["wins"] == 0
    assert fixed["levels"]["greedy"]["mean_score"] == 2.0
    turned = commands.simulate("pile", 40, bot="greedy,random", options=["pile=3"], rotate=True, games=REGISTRY)
    levels = turned["levels"]
    assert levels["greedy"]["wins"] + levels["random"]["wins"] == 40
    assert 20 <= levels["greedy"]["wins"] < 40            # random starts half the games: it sometimes wins
    assert all(level["seconds_per_move"] >= 0 for level in levels.values())
    shared = commands.simulate("pile", 4, players=2, bot="greedy", options=["pile=4"], games=REGISTRY)
    assert shared["levels"]["greedy"]["wins"] == 4       # 2 and 2: every game a shared win, counted 1/2 each


@pytest.mark.parametrize("kwargs, words", [
    ({"games_to_play": 0}, "--games must be at least 1"),
    ({"budget_ms": 0}, "--budget-ms must be from 1"),
    ({"players": 5}, "not 5"),
    ({"bot": "genius"}, "unknown bot level"),
    ({"bot": "none"}, "needs a bot on every seat"),
    ({"bot": "random,greedy", "players": 3}, "2 levels for 3 players"),
    ({"options": ["endless=true"], "max_actions": 50}, "did not end after 50 actions"),
])
def test_simulate_refuses(kwargs, words):
    kwargs = {"games_to_play": 1, **kwargs}
    with pytest.raises(CommandError) as caught:
        commands.simulate("pile", games=REGISTRY, **kwargs)
    assert words in str(caught.value)


def test_simulate_refuses_an_absurd_number_of_games_before_playing_one(monkeypatch):
    monkeypatch.setattr(commands, "play_out", lambda *a, **k: pytest.fail("nothing may be played"))
    for many in (commands.MAX_GAMES + 1, 10 ** 9):
        with pytest.raises(CommandError) as caught:
            commands.simulate("pile", many, games=REGISTRY)
        assert f"--games {many} is more than" in str(caught.value)
        assert f"at most {commands.MAX_GAMES}" in str(caught.value)


def test_simulate_at_the_limit_keeps_no_list_of_every_score(monkeypatch):
    """The limit itself is accepted; the scores are summed as they come."""
    state = fake_game.GAME.new_game(["Bot 1", "Bot 2"], seed=0)
    played = []
    monkeypatch.setattr(commands, "play_out", lambda *a, **k: played.append(1) or (state, 3, [[0.0, 1], [0.0, 1]]))
    result = commands.simulate("pile", commands.MAX_GAMES, games=REGISTRY)
    assert len(played) == commands.MAX_GAMES == result["games"]
    assert result["actions"] == 3 * commands.MAX_GAMES and result["mean_score"] == 0


def test_ctrl_c_during_simulate_is_exit_130_without_a_traceback(monkeypatch, capsys):
    import main

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(commands, "play_out", interrupted)
    try:
        code = main.main(["simulate", "limes", "--games", "3"])
    except KeyboardInterrupt:
        pytest.fail("Ctrl+C came out of main.main as a traceback")
    assert code == 130
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err


def _data(tmp_path):
    root = tmp_path / "data"
    (root / "i18n").mkdir(parents=True)
    (root / "rules").mkdir()
    (root / "i18n" / "de.yaml").write_text("a:\n  b: 'Hallo {name}'\nc: x\n", encoding="utf-8")
    (root / "i18n" / "en.yaml").write_text("a:\n  b: 'Hello {name}'\nc: x\n", encoding="utf-8")
    (root / "rules" / "pile.yaml").write_text(
        "title: {de: Stapel, en: Pile}\n"
        "sections:\n  - {id: take, title: {de: Nehmen, en: Take}, text: {de: Nimm 1 oder 2., en: Take 1 or 2.}}\n",
        encoding="utf-8")
    return root


def test_check_data_passes(tmp_path):
    assert check_data(_data(tmp_path), REGISTRY) == (3, [])


def test_check_data_reports_each_problem_on_its_line(tmp_path):
    root = _data(tmp_path)
    (root / "pile").mkdir()
    (root / "pile" / "broken.yaml").write_text("a: 1\nb: [2\n", encoding="utf-8")
    (root / "i18n" / "en.yaml").write_text("a:\n  b: 'Hello {who}'\nd: y\n", encoding="utf-8")
    (root / "rules" / "empty.yaml").write_text("", encoding="utf-8")
    files, problems = check_data(root, REGISTRY)
    assert files == 5
    de, en = root / "i18n" / "de.yaml", root / "i18n" / "en.yaml"
    assert problems[0].startswith(f"{root / 'pile' / 'broken.yaml'}:3: not valid YAML")
    assert f"{de}: missing key 'd' (present in en.yaml:3)" in problems
    assert f"{en}: missing key 'c' (present in de.yaml:3)" in problems
    assert f"{en}:2: 'a.b' uses {{who}} but de.yaml uses {{name}}" in problems
    assert f"{root / 'rules' / 'empty.yaml'}:1: the rules file is empty" in problems
    assert all("\n" not in p for p in problems)


def test_check_data_missing_translation_and_folder(tmp_path):
    root = _data(tmp_path)
    (root / "i18n" / "de.yaml").unlink()
    assert check_data(root, REGISTRY)[1] == [f"{root / 'i18n' / 'de.yaml'}: missing "
                                             "(every language needs its translation file)"]
    assert check_data(tmp_path / "nowhere", REGISTRY)[1][0].endswith("no such folder")


def test_check_data_reports_a_game_refusing_its_data(tmp_path, monkeypatch):
    root = _data(tmp_path)

    def refuse(data_dir):
        raise DataError(data_dir / "pile" / "piles.yaml", 7, "a pile must be positive")
    monkeypatch.setattr(fake_game.GAME, "check_data", refuse)
    assert check_data(root, REGISTRY)[1] == [f"{root}/pile/piles.yaml:7: a pile must be positive"]


def test_real_data_folder_copy_is_independent(tmp_path):
    # check-data reads the folder it is given, never the project's data/
    root = _data(tmp_path)
    copy = tmp_path / "copy"
    shutil.copytree(root, copy)
    (copy / "rules" / "pile.yaml").write_text("x: [\n", encoding="utf-8")
    assert check_data(root, REGISTRY)[1] == []
    assert len(check_data(copy, REGISTRY)[1]) == 1
