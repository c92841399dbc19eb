"""A random-event run over the whole window: random clicks, drags, keys, wheel
turns and resizes on the launcher, setup, every game with mixed seats, the
tutorials, the rules reference and the results, and hostile text (zero-width,
NUL, lone surrogates, other scripts, emoji) typed into every text field: the
setup's names and seed and the rules' search. Nothing may raise; the seed
is fixed, so a failure can be replayed.

    SPIELTISCH_RANDOM_STEPS=80000 python -m pytest tests/window/test_random_events.py --timeout 0

runs the long form: 80,000 events for each seed, 160,000 in all (2,500 for
each by default, a few seconds)."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from games import GAMES
from gui.scenes.launcher import LauncherScene
from gui.scenes.play import PlayScene
from gui.scenes.rules import RulesScene
from gui.scenes.setup import SetupScene

from tests.gui_helpers import make_app

STEPS = int(os.environ.get("SPIELTISCH_RANDOM_STEPS", "2500"))
KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_u, pygame.K_r,
        pygame.K_f, pygame.K_s, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB,
        pygame.K_1, pygame.K_a, pygame.K_F1)
SIZES = ((1024, 640), (1280, 800), (1600, 1000), (900, 600))
# What a keyboard, an input method or a paste may bring (SDL hands a TEXTINPUT a whole string)
TEXTS = ("a", "b", "x", "z", " ", "7", "Ä", "ß", "\u200b", "\x00", "\ud800", "\udcff", "\ufeff", "\t",
         "\u202e", "\u0301", "太郎", "مرحبا", "😀", "👩\u200d👩\u200d👧", "\U0010ffff", "a\x00b\u200b",
         "A" * 40)


def text_fields(scene) -> list:
    if isinstance(scene, SetupScene):   # the names most often
        return 3 * scene.names[:scene.count] + [scene.seed]
    return [scene.search] if isinstance(scene, RulesScene) else []


def random_event(rng: random.Random, size, fields=()) -> pygame.event.Event:
    """A random event; where there are text `fields`, text far more often and
    now and then a click into one of them."""
    w, h = size
    if fields and rng.random() < 0.4:
        if rng.random() < 0.2:
            return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rng.choice(fields).rect.center, button=1)
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.35:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.random() < 0.3, 0, 0))
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.8:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))
    if roll < 0.83:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    if roll < 0.85:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))
    if roll < 0.86:
        return pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES), w=0, h=0)
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


def start_random_game(app, rng: random.Random) -> None:
    game_id = rng.choice(sorted(GAMES))
    game = GAMES[game_id]
    low, high = game.screen_players
    count = rng.randint(low, min(high, 4))
    seats = [rng.choice((None, None, "random", "greedy")) for _ in range(count)]
    options = {name: rng.choice(values) for name, values in game.options.items() if isinstance(values, tuple)}
    app.start_game(game_id, [f"P{i}" for i in range(count)], seats, rng.randrange(1000), options)


def open_text_fields(app, rng: random.Random) -> None:
    """The setup or the rules of a random game."""
    app.show_launcher()
    (app.open_setup if rng.random() < 0.6 else app.open_rules)(rng.choice(sorted(GAMES)))


@pytest.mark.parametrize("seed", [11, 12])
def test_random_events_raise_nothing(seed):
    rng = random.Random(seed)
    app = make_app()
    app.replace(LauncherScene(app))
    try:
        for step in range(STEPS):
            if not app.running or not app.scenes:   # Quit was clicked: open the window anew
                app.running = True
                app.replace(LauncherScene(app))
            if step % 400 == 0:
                start_random_game(app, rng)
            elif step % 400 in (150, 200):  # hostile text in a text field
                open_text_fields(app, rng)
            elif step % 400 == 250:         # the launcher again: setup, tutorials, rules
                app.replace(LauncherScene(app))
            elif step % 400 == 330:
                app.start_tutorial(rng.choice(sorted(GAMES)))
            scene = app.scene
            if isinstance(scene, PlayScene):
                scene.bots.pace = 0
                if scene.bots._thread is not None:
                    scene.bots._thread.join()
            event = random_event(rng, app.size, text_fields(scene))
            if event.type == pygame.VIDEORESIZE:
                app.screen = pygame.display.set_mode(event.size, pygame.RESIZABLE)
            app.handle(event)
            app.frame(1 / 30)
    finally:
        for scene in app.scenes:
            close = getattr(scene, "close", None)
            if close:
                close()
        pygame.quit()
