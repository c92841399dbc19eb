"""Nothing lost, nothing stuck: the end of a game is one transaction (into the
history once, then the save goes), whatever moment a kill, a full disk or a
read-only folder strikes; every file is read the careful way; settings that
cannot be written hold for the run. The kill windows are reproduced by
leaving the files as a kill there leaves them; bench/kills.py kills real
processes."""
from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import threading
from pathlib import Path

import pygame
import pytest

from games import GAMES
from games.core import history, paths, saves, slots
from gui.scenes.launcher import LauncherScene
from gui.scenes.records import RecordsScene
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, greedy_position, make_app

LIMES = GAMES["limes"]


def ended(seed: int = 5, names=("Anna", "Ben")):
    return greedy_position("limes", list(names), None, seed)


def saved(state, slot: str, over: bool | None = None) -> Path:
    """The save a kill leaves: the game's record as the writer wrote it."""
    record = saves.GameRecord.from_state(state, [None] * len(state.players), id=slot)
    if over is not None:
        record.over = over
    return saves.save(record, slots.path_of(slot))


def launcher(app) -> LauncherScene:
    app.replace(LauncherScene(app))
    app.frame(0)
    return app.scene


def in_history(slot: str) -> int:
    return sum(entry.get("id") == slot for entry in history.finished())


# --- the end of a game, one transaction ----------------------------------------------------

def test_a_game_killed_after_its_last_save_is_finished_at_the_next_start(app):
    """Killed between the last action's save and the history: the game stayed
    in saves/ for ever, and Continue could never end it."""
    state = ended()
    saved(state, "limes-20261204-101010-aaaaa")
    scene = launcher(app)
    assert in_history("limes-20261204-101010-aaaaa") == 1
    assert [k.slot for k in scene.kept] == [] and not list(slots.saves_dir().glob("*.json"))
    assert "The game of Limes (Anna, Ben) had ended" in " ".join(scene.messages())
    [entry] = history.finished()
    assert entry["scores"] == [sheet.total for sheet in state.score_sheets()]


@pytest.mark.parametrize("final_saved", [True, False])
def test_a_game_killed_after_its_history_line_is_not_counted_twice(app, final_saved):
    """Killed between the history and the save's removal: Continue replayed it,
    the last move was made again and the history held the game twice."""
    state = ended()
    history.record(state, [None, None], slot="limes-20261204-101010-bbbbb")
    before_the_end = LIMES.replay(state.players, state.seed, state.options, state.log[:-1])
    saved(state if final_saved else before_the_end, "limes-20261204-101010-bbbbb")
    scene = launcher(app)
    assert in_history("limes-20261204-101010-bbbbb") == 1 and scene.kept == []
    assert not list(slots.saves_dir().glob("*.json"))


def test_a_half_line_left_by_a_kill_does_not_swallow_the_next_game(user_home):
    """Appending after a line cut off by a kill glued the next game onto it:
    a game finished normally was lost from the history."""
    first, second = ended(5), ended(6, ("Cem", "Dora"))
    history.record(first, slot="limes-1")
    path = history.history_path()
    path.write_bytes(path.read_bytes() + b'{"game": "limes", "players": ["Ed')   # cut off, no newline
    history.record(second, slot="limes-2")
    games, problem = history.read()
    assert [g["id"] for g in games] == ["limes-1", "limes-2"]
    assert "1 line cannot be read" in problem and "line 2" in problem


def test_a_finished_game_is_recorded_once_whoever_asks_twice(user_home):
    state = ended()
    history.record(state, slot="limes-9")
    history.record(state, slot="limes-9")
    assert in_history("limes-9") == 1


def finish_through_the_window(app, state):
    """`state` one action before its end, on the screen; the last action made."""
    last_player, last = state.log[-1]
    before = LIMES.replay(state.players, state.seed, state.options, state.log[:-1])
    scene = app.open_game(LIMES, before, [None, None])
    scene.state.apply(last_player, LIMES.action_from_dict(last))
    scene.after_action(last_player)
    app.frame(0)
    return scene


def test_a_history_that_cannot_be_written_says_so_in_the_results_and_keeps_the_game(app, monkeypatch):
    """On a full disk the history line was half written, the message was a
    toast the results covered at once, and the save was already deleted."""
    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")
    with monkeypatch.context() as disk:
        disk.setattr(history, "write_atomic", full)
        scene = finish_through_the_window(app, ended())
    results = app.scene
    assert isinstance(results, ResultsScene)
    assert "No space left on device" in results.comparison() and "next start" in results.comparison()
    from gui.scenes import store
    store.flush()
    assert [k.slot for k in slots.listing()] == [scene.slot] and slots.listing()[0].over
    assert not launcher(app).kept and in_history(scene.slot) == 1   # room again: the next start records it, once


# --- real full disks and read-only homes (as root, where the machine allows) ----------------

@contextlib.contextmanager
def mounted(*command_sets):
    done = []
    try:
        for command in command_sets:
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                pytest.skip(f"cannot {' '.join(command[:2])} here: {result.stderr.strip()[:80]}")
            done.append(command[-1])
        yield
    finally:
        for point in reversed(done):
            subprocess.run(["umount", point], capture_output=True)


@pytest.fixture
def small_home(tmp_path, monkeypatch):
    """A home on a tmpfs of 256 KiB."""
    if os.geteuid() != 0:
        pytest.skip("a tmpfs needs root")
    home = tmp_path / "small"
    home.mkdir()
    with mounted(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(home)]):
        monkeypatch.setenv("SPIELTISCH_HOME", str(home))
        yield home


def test_on_a_real_full_disk_the_game_is_kept_and_recorded_once_there_is_room(small_home):
    app = make_app()
    try:
        state = ended()
        before = LIMES.replay(state.players, state.seed, state.options, state.log[:-1])
        scene = app.open_game(LIMES, before, [None, None])
        from gui.scenes import store
        store.flush()                                     # its save is on the disk
        filler = small_home / "filler"
        with contextlib.suppress(OSError), open(filler, "wb") as out:
            out.write(b"x" * 1024 * 1024)               # and now the disk is full
        player, last = state.log[-1]
        scene.state.apply(player, LIMES.action_from_dict(last))
        scene.after_action(player)
        assert isinstance(app.scene, ResultsScene) and "next start" in app.scene.comparison()
        store.flush()
        assert in_history(scene.slot) == 0 and [k.slot for k in slots.listing()] == [scene.slot]
        filler.unlink()                                   # room again: the game is still there to end
        kept = launcher(app)
        if kept.kept:   # its last save could not be written either: the last action is made again
            click(app, kept.button(f"continue:{scene.slot}").rect.center)
            app.scene.state.apply(player, LIMES.action_from_dict(last))
            app.scene.after_action(player)
            assert isinstance(app.scene, ResultsScene) and not app.scene.problem
        assert in_history(scene.slot) == 1 and not launcher(app).kept
    finally:
        pygame.quit()


@pytest.fixture
def read_only_home(tmp_path, monkeypatch):
    """A home that cannot be written (a read-only bind mount)."""
    if os.geteuid() != 0:
        pytest.skip("a read-only bind mount needs root")
    source, home = tmp_path / "source", tmp_path / "home"
    (source / "saves").mkdir(parents=True)
    home.mkdir()
    monkeypatch.setenv("SPIELTISCH_HOME", str(home))
    yield source, home, lambda: mounted(["mount", "--bind", str(source), str(home)],
                                        ["mount", "-o", "remount,bind,ro", str(home)])


def test_a_read_only_home_with_the_first_versions_save_starts_and_lists_it(read_only_home):
    source, home, read_only = read_only_home
    record = saves.GameRecord.from_state(LIMES.replay(["Anna", "Ben"], 3, {}, []), [None, None])
    data = record.to_dict()
    data["format"] = 1
    (source / "saves" / "current.json").write_text(json.dumps(data), encoding="utf-8")
    with read_only():
        app = make_app()
        try:
            scene = launcher(app)          # the rename failed outside any try: traceback, exit 1
            assert [k.slot for k in scene.kept] == ["current"] and scene.kept[0].problem is None
            click(app, scene.button("aids").rect.center)   # the settings cannot be written
            assert app.settings["learning_aids"] is True and app.settings_problem
        finally:
            pygame.quit()


# --- settings that cannot be written ----------------------------------------------------------

def test_settings_that_cannot_be_written_hold_for_the_run_and_are_reported_once(app, monkeypatch):
    """Deutsch/English, Text size and the two switches raised an uncaught OSError."""
    from games.core import settings as store
    failures = []

    def refuse(*args, **kwargs):
        failures.append(1)
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(store, "write_atomic", refuse)
    scene = app.scene
    for key in ("aids", "confirm", "lang:de", "text_size"):
        click(app, app.scene.button(key).rect.center)
    assert len(failures) == 4 and app.language == "de" and app.settings["learning_aids"] is True
    assert app.settings["text_size"] == 125
    messages = [m for m in app.scene.messages() if "Permission denied" in m]
    assert len(messages) == 1 and "Die Einstellungen" in messages[0]   # said once, in the language now
    assert scene is app.scene


# --- files that are not what they should be ------------------------------------------------------

def test_named_pipes_where_the_files_should_be_do_not_stop_the_start(user_home):
    """open() on a pipe waits for a writer: the start blocked for good."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are POSIX")
    (user_home / "saves").mkdir(parents=True)
    for path in (user_home / "settings.yaml", user_home / "history.jsonl", user_home / "saves" / "x.json"):
        os.mkfifo(path)
    read = {}

    def start():   # what the start reads, in a thread that may block
        from games.core.settings import load_settings
        read["settings"] = load_settings()
        read["kept"] = slots.listing()
        read["history"] = history.read()
    worker = threading.Thread(target=start, daemon=True)
    worker.start()
    worker.join(20)
    assert not worker.is_alive(), "the start waits on a pipe"
    assert "pipe" in read["settings"].warning and read["kept"][0].problem and "pipe" in read["kept"][0].problem
    assert read["history"][0] == [] and "pipe" in read["history"][1]
    app = make_app()                                      # and the window, on them
    try:
        app.settings = read["settings"]
        scene = launcher(app)
        assert scene.kept[0].problem
        app.open_records()
        app.frame(0)
        assert "pipe" in app.scene.notice
    finally:
        pygame.quit()


def test_a_huge_history_is_read_by_its_last_games_and_a_device_is_refused(user_home, monkeypatch):
    path = history.history_path()
    path.parent.mkdir(parents=True)
    line = json.dumps(history.entry_of(ended(), slot="x")) + "\n"
    path.write_text(line * 600, encoding="utf-8")          # an edited file of 600 games
    parsed = []
    real = json.loads
    monkeypatch.setattr(json, "loads", lambda text, *a, **k: parsed.append(1) or real(text, *a, **k))
    assert len(history.finished()) == history.KEEP and len(parsed) == history.KEEP
    path.unlink()
    path.symlink_to("/dev/zero")                            # its memory grew to 23.8 GB
    games, problem = history.read()
    assert games == [] and "pipe or a device" in problem


def test_a_line_of_50_mb_is_left_out_unread(user_home, monkeypatch):
    """One 50 MB line took the Records 91 s, or crashed the process drawing it."""
    history.record(ended(5), slot="a")
    path = history.history_path()
    with open(path, "ab") as out:
        out.write(b'{"game": "limes", "players": ["' + b"x" * (50 * 2 ** 20) + b'"]}\n')
    parsed = []
    real = json.loads
    monkeypatch.setattr(json, "loads", lambda text, *a, **k: parsed.append(len(text)) or real(text, *a, **k))
    games, problem = history.read()
    assert [g["id"] for g in games] == ["a"] and "longer than 4 MB" in problem
    assert max(parsed) < history.LINE_LIMIT


def test_one_byte_that_is_not_utf8_hides_only_its_line(user_home):
    history.record(ended(5), slot="a")
    path = history.history_path()
    path.write_bytes(path.read_bytes() + b'{"game": "limes", "players": ["\xff"]}\n')
    history.record(ended(6, ("Cem", "Dora")), slot="b")
    games, problem = history.read()
    assert [g["id"] for g in games] == ["a", "b"] and "not UTF-8 (byte 0xFF)" in problem


HOSTILE_LINES = [
    {"players": [1, 2]}, {"title": 5}, {"players": ["A\u0000B", "C"]}, {"players": ["\u200b", "C"]},
    {"players": ["x\ud800", "C"]}, {"scores": [1, "2"]}, {"winners": [7]}, {"seats": "none"},
    {"log": [[0, {"kind": "place_card"}], "x"]}, {"title": {"key": "k", "name": {"en": 5}}},
]


@pytest.mark.parametrize("change", HOSTILE_LINES + ["deep"])
def test_a_hostile_history_line_is_left_out_and_the_records_and_the_end_of_games_go_on(app, change):
    good = history.entry_of(ended(5), slot="good")
    bad = dict(good, id="bad", **(change if isinstance(change, dict) else {}))
    text = json.dumps(bad, ensure_ascii=False)
    if change == "deep":
        text = text[:-1] + ', "deeper": ' + "[" * 100_000 + "]" * 100_000 + "}"
    path = history.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes((json.dumps(good) + "\n").encode() + text.encode("utf-8", "surrogatepass") + b"\n")
    games, problem = history.read()
    assert [g["id"] for g in games] == ["good"] and "1 line cannot be read" in problem
    app.open_records()
    app.frame(0)
    assert isinstance(app.scene, RecordsScene) and app.scene.problem == problem
    finish_through_the_window(app, ended(7))                 # the end of a game reads the history too
    assert isinstance(app.scene, ResultsScene) and len(history.finished()) == 2


def test_a_replay_of_a_log_that_starts_with_an_end_turn_says_why_instead_of_raising(app):
    entry = history.entry_of(ended(5), slot="x")
    entry["log"] = [[0, {"kind": "end_turn"}]] + entry["log"]
    app.open_replay(LIMES, entry)
    app.frame(0)
    assert app.scene.problem and "log entry 1" in app.scene.problem


def test_a_save_with_a_name_the_window_cannot_draw_is_listed_as_broken(app):
    path = saved(ended(), "limes-20261204-101010-ccccc")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][0] = "A\u0000B"
    path.write_text(json.dumps(data), encoding="utf-8")
    scene = launcher(app)
    [kept] = scene.kept
    assert "holds U+0000" in kept.problem   # listed as a file to delete, its names never drawn
    record, problem = __import__("gui.scenes.store", fromlist=["load"]).load(kept.slot)
    assert record is None and "holds U+0000" in problem


def test_the_save_writer_never_dies(user_home, monkeypatch):
    """Any error in a write is reported and the next write tries again (an
    unexpected error ended the thread, and nothing more was saved that session)."""
    writer, real = slots.Writer(), saves.write_atomic
    calls = []

    def once(path, text):
        calls.append(path)
        if len(calls) == 1:
            raise ValueError("embedded null character")
        return real(path, text)
    monkeypatch.setattr(saves, "write_atomic", once)
    slot = slots.new_id("limes")
    writer.put(saves.GameRecord.from_state(ended(), id=slot))
    writer.flush()
    writer.put(saves.GameRecord.from_state(ended(), id=slot))
    assert writer.flush() and slots.path_of(slot).exists()
    assert len(writer.errors) == 1 and "embedded null character" in writer.errors[0]


def test_paths_stay_inside_the_home(user_home):
    assert paths.user_dir() == user_home


def test_the_weekly_challenge_names_its_week_in_play_and_its_best_on_the_result(app):
    import random

    from games.core import history
    from gui.play_frame import FrameWords
    from gui.scenes.results import ResultsScene
    scene = app.start_challenge("cartographers", "Anna")
    week = scene.challenge
    assert week in FrameWords.of(scene).title
    earlier = scene.state.copy()
    rng = random.Random(1)
    while not earlier.is_over():          # someone's earlier try at the same week: the best to beat
        earlier.apply(0, earlier.game.bots["greedy"](earlier.view(0), 0, rng))
        earlier.end_turns([0])
    history.record(earlier, [None], challenge=week)
    best = earlier.score_sheets()[0].total
    rng = random.Random(2)
    while not scene.state.is_over():
        scene.commit(scene.game.bots["random"](scene.state.view(0), 0, rng))
        if scene.must_end_turn:
            scene.end_turn()
    results = app.scene
    assert isinstance(results, ResultsScene)
    points = results.sheets[0].total
    said = results.comparison()
    assert (f"the best of {week}: {best}" in said) if points <= best else ("the best of the challenge" in said)
