"""What the table hears: each kind of change its effect, a volume setting with
mute, silence under the dummy driver, and real samples on a real driver."""
import array
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from games import GAMES
from games.core import settings as store
from games.majesty.effects import LOCATION_OF
from gui.sound import Sounds, TableCues
from tests.gui_helpers import click, drag, end_turn, key, send

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def heard(app, monkeypatch):
    """The effects the window plays, by name, in order."""
    names = []
    monkeypatch.setattr(app.sounds, "play", lambda name: names.append(name) or True)
    return names


def test_a_take_a_refused_drop_and_an_end_of_turn_are_each_heard(app, heard):
    scene = app.start_game("majesty", ["Anna", "Ben"], [None, None], 4, {})
    app.frame(0)
    view, state = scene.view, scene.state
    card = state.display[0]
    wrong = next(loc for loc in view.columns if loc not in {LOCATION_OF[h] for h in card.halves})
    drag(app, view.card_rects[0].center, view.columns[wrong].center)
    assert heard == ["refuse"] and state.log == []
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert heard == ["refuse", "take"]
    end_turn(app)
    assert heard == ["refuse", "take", "end_turn"]


def test_a_card_laid_is_heard_as_placing_and_a_computer_s_move_too(app, heard):
    scene = app.start_game("limes", ["Anna", "Kai"], [None, "greedy"], 3, {})
    app.frame(0)
    state = scene.state
    assert scene.try_action(next(iter(state.legal_actions(0))))   # the card
    assert heard == ["place"]
    while state.actors() == [0]:                                  # the worker step
        assert scene.try_action(next(iter(state.legal_actions(0))))
    mine = len(heard)
    scene.bots.pace = 0
    for _ in range(20):          # the computer answers on its worker thread
        scene.update(0)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
        if any(who == 1 for who, _action in state.log):
            break
    assert heard[mine:] == ["place"]


def play_until(state, rng, cues, wanted):
    """Greedy moves (turns ended at once) until `wanted` is heard; the names heard."""
    names = []
    while wanted not in names and not state.is_over():
        player = state.actors()[0]
        state.apply(player, state.game.bots["greedy"](state.view(player), player, rng))
        state.end_turns([player])
        names.append(cues.cue(state, frozenset({"choose"})))
        cues.seen(state)
    return names


def test_a_reveal_a_new_round_and_the_game_s_end_are_heard():
    state = GAMES["rome"].new_game(["A", "B", "C"], seed=1)
    cues, rng = TableCues(Sounds(0), state), random.Random(1)
    names = play_until(state, rng, cues, "reveal")
    assert names[-1] == "reveal" and set(names[:-1]) <= {"place", "end_turn"}   # the splits shown to all
    assert "round" in play_until(state, rng, cues, "round")
    assert play_until(state, rng, cues, "game_end")[-1] == "game_end" and state.is_over()


def test_under_the_dummy_driver_no_audio_device_is_opened():
    sounds = Sounds(100)
    assert sounds.play("place") is False and sounds.play("game_end") is False
    assert pygame.mixer.get_init() is None


def test_the_loudspeaker_sets_the_next_volume_and_keeps_it(app):
    assert app.sounds.volume == 50
    loudspeaker = next(b for b in app.scene.buttons if b.key == "sound")
    assert "50%" in loudspeaker.tip
    steps = []
    for _ in range(4):
        click(app, next(b for b in app.scene.buttons if b.key == "sound").rect.center)
        steps.append(app.sounds.volume)
    assert steps == [75, 100, 0, 25]
    assert store.load_settings()["volume"] == 25
    assert "Sound: 25%" in next(b for b in app.scene.buttons if b.key == "sound").tip


def test_m_mutes_and_unmutes_in_a_game_and_says_so(app):
    app.set_volume(75)
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 3, {})
    app.frame(0)
    key(app, pygame.K_m)
    assert app.sounds.volume == 0 and store.load_settings()["volume"] == 0
    assert "Sound off" in scene.toast.message
    key(app, pygame.K_m)
    assert app.sounds.volume == 75 and "75%" in scene.toast.message
    key(app, pygame.K_m)
    from gui.app import App
    again = App((800, 600), store.load_settings())      # the next run, muted: M gives back the 75 %
    assert again.sounds.volume == 0 and again.toggle_sound() == 75


PLAY_A_MOVE = """
import sys, time
sys.path.insert(0, {root!r})
from tests.gui_helpers import make_app
app = make_app()
app.set_volume({volume})
app.sounds.opened.wait(5)   # the device opens on its own thread
scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 3, {{}})
assert scene.try_action(next(iter(scene.state.legal_actions(0))))
time.sleep(0.4)
app.sounds.close()
"""


@pytest.mark.parametrize("volume", [50, 0])
def test_a_move_sounds_on_a_real_audio_driver_unless_muted(tmp_path, volume):
    """SDL's disk driver writes what the device plays to a file."""
    out = tmp_path / "audio.raw"
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out), SDL_VIDEODRIVER="dummy",
               SPIELTISCH_HOME=str(tmp_path / "home"))
    subprocess.run([sys.executable, "-c", PLAY_A_MOVE.format(root=str(ROOT), volume=volume)], env=env, check=True,
                   capture_output=True, timeout=60)
    samples = array.array("h", out.read_bytes()) if out.exists() else array.array("h")
    if volume:
        assert max(map(abs, samples)) > 1000   # a knock, heard
    else:
        assert not any(samples)                # muted: the device is never even opened
