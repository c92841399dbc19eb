"""The real event loop (App.run, no --exit-after-frames): computer players play
on by themselves, the idle window sleeps, mouse motion is drawn at most at the
display rate, Ctrl+C in the terminal closes the window cleanly."""
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

import main
from games import GAMES
from games.core import slots
from gui import app as window, bots
from gui.scenes.launcher import LauncherScene
from gui.views import playable
from tests.gui_helpers import make_app

ROOT = Path(__file__).resolve().parents[2]


def saved_log() -> list:
    """The action log of the saved game in progress ([] if there is none yet)."""
    try:
        [path] = slots.saves_dir().glob("*.json")
        return json.loads(path.read_text(encoding="utf-8"))["log"]
    except (OSError, ValueError, KeyError):
        return []


def quit_when(done, limit: float = 20.0) -> threading.Thread:
    """A watchdog: posts QUIT once `done()` is true, or after `limit` seconds."""
    def watch():
        end = time.monotonic() + limit
        while time.monotonic() < end and not (pygame.display.get_init() and done()):
            time.sleep(0.02)
        try:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        except pygame.error:  # the window has closed already
            pass
    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def last_options(game_id: str) -> list[str]:
    """Each option the game lists values for at its last value (Rome's advanced game, ...)."""
    return [word for name, values in GAMES[game_id].options.items() if isinstance(values, tuple)
            for word in ("--option", f"{name}={values[-1]}")]


@pytest.mark.parametrize("game", playable())
def test_computer_players_play_on_by_themselves(monkeypatch, game):
    args = last_options(game)
    monkeypatch.setattr(bots, "PACE", 0.05)
    watchdog = quit_when(lambda: len(saved_log()) >= 8)
    code = main.main(["play", game, "--bots", "greedy,greedy", "--seed", "9", *args])
    watchdog.join()
    assert code == 0
    assert len(saved_log()) >= 8   # before the fix: one action, then the loop slept for good


def test_an_audio_device_slow_to_open_never_holds_up_the_computers_or_the_saves(monkeypatch):
    """A sound server that takes its time (or never answers) while two computers play
    in the real loop: their moves go on and are saved all the while."""
    answer = threading.Event()
    asked = []
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")          # a driver that would open a device
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: asked.append(1) or answer.wait(30))
    monkeypatch.setattr(bots, "PACE", 0.05)
    watchdog = quit_when(lambda: len(saved_log()) >= 8, limit=10)
    try:
        code = main.main(["play", "limes", "--bots", "greedy,greedy", "--seed", "9"])
    finally:
        answer.set()
    watchdog.join()
    assert code == 0 and asked                  # the device was asked for, and never answered
    assert len(saved_log()) >= 8                # before: the first move's sound waited for it, the loop with it


def test_a_cartographers_game_of_computers_plays_to_the_end_past_each_season_summary(monkeypatch):
    from gui.views.cartographers import season as cartographers_season
    monkeypatch.setattr(bots, "PACE", 0.01)
    monkeypatch.setattr(cartographers_season, "WATCHED_SECONDS", 0.05)
    seen = []

    def over() -> bool:
        """The save has been there and is gone: the game has ended."""
        seen.append(len(saved_log()))
        return max(seen) > 0 and seen[-1] == 0
    watchdog = quit_when(over, 90)
    assert main.main(["play", "cartographers", "--bots", "greedy,random", "--seed", "4"]) == 0
    watchdog.join()
    assert max(seen) > 40 and not list(slots.saves_dir().glob("*.json"))   # before: stuck at the first summary


def run_for(app, seconds: float, feed=None) -> float:
    """Run the real loop for `seconds` of wall time; returns the CPU time it took."""
    def stop():
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if feed:
                feed()
            time.sleep(0.001 if feed else 0.02)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
    thread = threading.Thread(target=stop, daemon=True)
    started = time.process_time()
    thread.start()
    assert app.run() == 0
    thread.join()
    return time.process_time() - started


def test_the_idle_launcher_sleeps():
    app = make_app()
    app.replace(LauncherScene(app))
    cpu = run_for(app, 1.5)
    assert app.frames <= 3      # the first frame and perhaps a window event: no frames while idle
    assert cpu < 0.3            # measured: about 0.05 s (pygame's wait looks for events every millisecond)


def test_mouse_motion_is_drawn_at_most_at_the_display_rate():
    app = make_app()
    app.replace(LauncherScene(app))
    posted = []

    def move():
        posted.append(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + len(posted) % 300, 300),
                                             rel=(1, 0), buttons=(0, 0, 0)))
    started = time.monotonic()
    run_for(app, 1.0, move)
    elapsed = time.monotonic() - started
    assert len(posted) > 2 * app.frames     # many events a frame, taken together
    assert app.frames <= window.FPS * elapsed + 5


def test_the_bot_says_when_its_move_is_due():
    from games import GAMES
    game = GAMES["limes"]
    state = game.new_game(["A", "B"], 3)
    runner = bots.BotRunner(game, 3, pace=60)
    assert runner.due_in() is None                # nobody asked
    runner.start(state, 0, "greedy")
    runner._thread.join()
    assert 59 < runner.due_in() <= 60 and runner.poll() is None
    runner.pace = 0
    assert runner.due_in() == 0
    player, action, error = runner.poll()
    assert player == 0 and error is None and state.check(0, action) is None
    assert runner.due_in() is None


def test_the_play_scene_sleeps_until_the_toast_goes_or_the_bot_is_due(app):
    people = app.start_game("limes", ["Anna", "Ben"], [None, None], 3, {})
    assert people.wake_in() is None                # nothing on screen counts down: sleep until an event
    people.toast.show("hello", seconds=2.0)
    assert 1.5 < people.wake_in() <= 2.0
    computers = app.start_game("limes", ["Anna", "Ben"], ["greedy", "greedy"], 3, {})
    assert computers.wake_in() == 0                # a computer is to be asked
    computers.bots.pace = 60
    computers.update(0)
    assert computers.bots.thinking
    computers.bots._thread.join()
    assert 59 < computers.wake_in() <= 60          # it has decided: the move is shown at the pace


def test_the_tutorial_pulses_for_a_while_then_sleeps(app):
    from gui.scenes import tutorial
    scene = app.start_tutorial("limes")
    scene.referee.go(1)                                    # a step that points at something
    assert scene.referee.step.target and scene.wake_in() == 0
    for _ in range(round(tutorial.PULSE_SECONDS * 10) + 1):
        scene.update(0.1)
    assert scene.wake_in() is None


def test_ctrl_c_in_the_terminal_closes_the_window_cleanly(tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SPIELTISCH_HOME=str(home))
    process = subprocess.Popen([sys.executable, "main.py", "play", "limes", "--bots", "greedy,greedy"],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    end = time.monotonic() + 60
    while time.monotonic() < end and process.poll() is None:   # a computer has moved: the loop runs
        try:
            [save] = (home / "saves").glob("limes-*.json")
            if json.loads(save.read_text(encoding="utf-8"))["log"]:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    assert time.monotonic() < end, "no computer moved within a minute"
    process.send_signal(signal.SIGINT)
    try:
        _out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:   # it did not close: leave no window behind
            process.kill()
            process.communicate()
    assert process.returncode == 130, err
    assert "Traceback" not in err
    assert (home / "settings.yaml").exists()
    assert json.loads(save.read_text(encoding="utf-8"))["log"]   # the game is kept, its moves written


def test_where_no_window_can_be_shown_the_computers_play_on_without_a_screen(tmp_path):
    """No display and a video driver that opens no window: the program says so on
    stderr (no traceback) and plays on without a screen; two computers' moves are saved."""
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env.update(SDL_VIDEODRIVER="no-such-driver", SDL_AUDIODRIVER="dummy", SPIELTISCH_HOME=str(home))
    process = subprocess.Popen([sys.executable, "main.py", "play", "limes", "--bots", "greedy,greedy"],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _out, err = process.communicate(timeout=6)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
    assert "no window can be shown here" in err and "Traceback" not in err
    [save] = (home / "saves").glob("limes-*.json")
    assert len(json.loads(save.read_text(encoding="utf-8"))["log"]) >= 6


def test_a_computers_move_comes_on_time_even_if_its_threads_wake_up_is_lost(monkeypatch):
    """The thinking thread wakes the loop with an event when it has decided; where
    that event never arrives (a queue that drops it) the loop still looks soon,
    instead of sleeping until its next check for Ctrl+C."""
    post = pygame.event.post

    def dropping(event):
        if event.type == pygame.USEREVENT + 1:   # the computer's "I have decided"
            return False
        return post(event)
    monkeypatch.setattr(pygame.event, "post", dropping)
    monkeypatch.setattr(window, "SIGNAL_CHECK", 5.0)      # the loop's own checks come seldom
    monkeypatch.setattr(bots, "PACE", 0.05)
    monkeypatch.setattr(bots, "THINK_SECONDS", 0.1)       # thinks a while: the loop is asleep when it decides
    from games.core import settings
    settings.update_settings(motion=False)               # nothing travels: nothing else wakes the loop
    started = time.monotonic()
    watchdog = quit_when(lambda: len(saved_log()) >= 8, limit=8)
    assert main.main(["play", "limes", "--bots", "strong,strong", "--seed", "9"]) == 0
    watchdog.join()
    assert len(saved_log()) >= 8 and time.monotonic() - started < 7   # before: a move each 5 s


def test_a_phone_and_a_computer_play_on_in_the_real_loop(monkeypatch):
    """`--bots phone,greedy`: the window hosts the game; a phone (a WebSocket client)
    plays seat 1 from its own thread, the computer seat 2, in the real loop: the
    phone's moves wake the loop (no event of the window's own comes), and the game goes on."""
    import random

    from gui.phones import table
    from tests.phone_helpers import Phone
    hosted = []
    opened = table.PhoneTable.__init__

    def remember(self, *args, **kwargs):
        opened(self, *args, **kwargs)
        hosted.append(self)
    monkeypatch.setattr(table.PhoneTable, "__init__", remember)
    monkeypatch.setattr(bots, "PACE", 0.05)
    sent = []

    def play() -> None:
        while not hosted:
            time.sleep(0.01)
        phone, rng = Phone(hosted[0].link(0), "live"), random.Random(3)
        game = hosted[0].host.game
        while len(saved_log()) < 12 and time.monotonic() < started + 20:
            status = phone.status()
            fresh = not sent or len(phone.texts) > sent[-1]   # the host has spoken since the last move sent
            if status and status["acting"] and fresh:
                state = hosted[0].host.state
                message = ({"type": "end_turn"} if status["decision"] == "end_turn" else
                           {"type": "action", "action": game.bots["greedy"](state.view(0), 0, rng).to_dict()})
                sent.append(len(phone.texts))
                phone.send(message)
            time.sleep(0.02)
        phone.close()
    started = time.monotonic()
    player = threading.Thread(target=play, daemon=True)
    player.start()
    watchdog = quit_when(lambda: len(saved_log()) >= 12, limit=25)
    code = main.main(["play", "limes", "--bots", "phone,greedy", "--seed", "9", "--window", "1024x640"])
    watchdog.join()
    player.join(5)
    assert code == 0
    log = saved_log()
    assert len(log) >= 12 and {who for who, _action in log} == {0, 1} and len(sent) >= 4


def test_computers_play_on_where_sdls_wait_keeps_neither_its_timeout_nor_a_threads_post(monkeypatch):
    """A video driver whose wait sleeps past its timeout and never wakes for an event
    posted from another thread: while a computer's move is due the loop sleeps in its
    own short slices, so two computers still play on (before: a move each time the
    wait gave up, 0 moves in 10 s where it never did)."""
    def sleepy(timeout=0):
        time.sleep(3.0)                                   # its timeout not kept, no post wakes it
        return pygame.event.Event(pygame.NOEVENT)
    monkeypatch.setattr(pygame.event, "wait", sleepy)
    monkeypatch.setattr(bots, "PACE", 0.05)
    from games.core import settings
    settings.update_settings(motion=False)               # nothing travels: nothing else keeps the loop awake
    started = time.monotonic()
    watchdog = quit_when(lambda: len(saved_log()) >= 24, limit=12)
    assert main.main(["play", "limes", "--bots", "greedy,greedy", "--seed", "9"]) == 0
    watchdog.join()
    assert len(saved_log()) >= 24 and time.monotonic() - started < 8   # before: a move each 3 s
