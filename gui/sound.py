"""What the table hears: short, quiet effects made here in code (no recordings)
for placing and taking a piece, a refused move, the end of a turn, a reveal, the
end of a round or season and the end of the game. The volume is a setting
(0: muted); under SDL's dummy audio driver (the tests) nothing opens the audio
device, and a missing or broken device is no error: the game plays on silent.
The device is opened on a thread of its own: one that takes long to answer (a
sound server starting) never holds up the loop, the computers or the saves;
effects wanted before it is open are left out."""
from __future__ import annotations

import math
import os
import random
import threading
from array import array

import pygame

from .engine import settings

VOLUMES, DEFAULT_VOLUME = settings.VOLUMES, settings.DEFAULT_VOLUME   # in percent (0: muted)
LOUDEST = 0.35                   # the loudest an effect plays at 100 %: quiet beside speech
RATE = 22050

# Each effect: (voice, start in s, length in s, frequency in Hz). A "wood" voice is
# a low knock, a "pluck" a short string, a "bell" a ringing tone, a "buzz" a dull
# refusal.
EFFECTS = {
    "place": [("wood", 0.0, 0.09, 190)],
    "take": [("pluck", 0.0, 0.14, 660)],
    "refuse": [("buzz", 0.0, 0.09, 150), ("buzz", 0.11, 0.12, 118)],
    "end_turn": [("bell", 0.0, 0.18, 523), ("bell", 0.08, 0.26, 784)],
    "reveal": [("bell", 0.0, 0.12, 880), ("bell", 0.06, 0.14, 1175), ("bell", 0.12, 0.24, 1568)],
    "round": [("bell", 0.0, 0.26, 523), ("bell", 0.12, 0.26, 659), ("bell", 0.24, 0.42, 784)],
    "game_end": [("bell", 0.0, 0.3, 523), ("bell", 0.15, 0.3, 659), ("bell", 0.3, 0.3, 784),
                 ("bell", 0.45, 0.7, 1047)],
}


def volume_of(settings) -> int:
    """The volume setting, in percent."""
    volume = settings.get("volume", DEFAULT_VOLUME)
    return volume if volume in VOLUMES else DEFAULT_VOLUME


class Sounds:
    """The window's effects, each made when first wanted, once the audio device is
    open (opened in the background when first asked for; never under the dummy driver)."""

    def __init__(self, volume: int = DEFAULT_VOLUME):
        self.volume = volume
        self.effects: dict | None = None   # name -> pygame.mixer.Sound, once the device is asked for
        self.silent = False                # no device opened (the dummy driver, or none works)
        self.opened = threading.Event()    # the device's opening has ended (open, or silent)
        if volume:
            self.ready()   # it opens in the background from now on: the first effect usually finds it open

    def play(self, name: str) -> bool:
        """Play the effect `name` at the set volume; True if it sounds."""
        if self.volume <= 0 or name not in EFFECTS or not self.ready():
            return False
        try:
            if name not in self.effects:   # made when first wanted: a few milliseconds each
                rate, _size, channels = pygame.mixer.get_init()
                self.effects[name] = pygame.mixer.Sound(buffer=render(EFFECTS[name], rate, channels))
            sound = self.effects[name]
            sound.set_volume(LOUDEST * self.volume / 100)
            sound.play()
        except (pygame.error, TypeError):   # the device went away (closed, unplugged): silence from now on
            self.silent = True
            return False
        return True

    def ready(self) -> bool:
        """Whether effects can play now: the device is open. The first call starts
        opening it on its own thread and answers False until that has ended."""
        if self.effects is None:
            self.effects = {}
            self.silent = os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy"
            if self.silent:
                self.opened.set()
            else:
                threading.Thread(target=self._open, daemon=True).start()
        return self.opened.is_set() and not self.silent

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
        except (pygame.error, OSError):   # no device, or one that refuses: silence
            self.silent = True
        self.opened.set()

    def close(self) -> None:
        self.opened.wait(1.0)   # not while the device is being opened
        if pygame.mixer.get_init():
            pygame.mixer.quit()
        self.effects = None
        self.opened.clear()


def render(notes, rate: int, channels: int) -> bytes:
    """The notes mixed into signed 16-bit samples, `channels` the same."""
    length = max(start + duration for _voice, start, duration, _hz in notes) + 0.02
    mix = [0.0] * int(length * rate)
    noise = random.Random(7)
    for voice, start, duration, hz in notes:
        first = int(start * rate)
        for i in range(int(duration * rate)):
            mix[first + i] += _sample(voice, i / rate, duration, hz, noise)
    peak = max(1.0, max(abs(v) for v in mix))
    samples = array("h", (int(32000 * v / peak) for v in mix for _ in range(channels)))
    return samples.tobytes()


def _sample(voice: str, t: float, duration: float, hz: float, noise: random.Random) -> float:
    """One voice's sample `t` seconds into a note of `duration` seconds."""
    attack = min(1.0, t / 0.004)                      # no click at the start
    fade = min(1.0, (duration - t) / 0.01)            # nor at the end
    phase = 2 * math.pi * hz * t
    if voice == "wood":
        tone = math.sin(phase) + 0.4 * math.sin(2.7 * phase) + (noise.uniform(-1, 1) if t < 0.006 else 0)
        return attack * fade * tone * math.exp(-t * 45)
    if voice == "pluck":
        return attack * fade * (math.sin(phase) + 0.3 * math.sin(2 * phase)) * math.exp(-t * 22)
    if voice == "buzz":
        return attack * fade * 0.6 * (1 if math.sin(phase) >= 0 else -1) * math.exp(-t * 12)
    return attack * fade * (math.sin(phase) + 0.25 * math.sin(3 * phase)) * math.exp(-t * 9)   # bell


class TableCues:
    """Which effect a change of the game sounds (one each): the game's end, a new
    round or season, a reveal (a secret choice in the log now shown to all), a piece
    taken or placed, else the end of a turn."""

    def __init__(self, sounds: Sounds, state):
        self.sounds = sounds
        self.seen(state)

    def seen(self, state) -> None:
        """The game as it is now: the next change is heard against it."""
        self.stage, self.log = state.stage(), list(state.view(None).log)

    def cue(self, state, takes=frozenset()) -> str | None:
        """The effect of the change since `seen` (None: nothing happened); `takes`:
        the kinds of action that take a piece."""
        log = list(state.view(None).log)
        new = log[len(self.log):]
        if state.is_over():
            return "game_end"
        if state.stage() != self.stage and new:
            return "round"
        if any(before != after for before, after in zip(self.log, log)):
            return "reveal"
        moves = [action.get("kind") for _who, action in new if action.get("kind") != "end_turn"]
        if moves:
            return "take" if moves[0] in takes else "place"
        return "end_turn" if new else None

    def heard(self, state, takes=frozenset()) -> str | None:
        """Play the change's effect and take the game as seen; the effect's name."""
        name = self.cue(state, takes)
        self.seen(state)
        if name is not None:
            self.sounds.play(name)
        return name
