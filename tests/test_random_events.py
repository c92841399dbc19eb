"""A random-event run over the whole window: random clicks, drags, keys, wheel
turns and resizes on the launcher, setup, every game with mixed seats, the
tutorials, the rules reference and the results. Nothing may raise; the seed
is fixed, so a failure can be replayed."""
from __future__ import annotations

import random

import pygame
import pytest

from games import GAMES
from gui.scenes.launcher import LauncherScene
from gui.scenes.play import PlayScene

from tests.gui_helpers import make_app

KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_u, pygame.K_r,
        pygame.K_f, pygame.K_s, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB,
        pygame.K_1, pygame.K_a, pygame.K_F1)
SIZES = ((1024, 640), (1280, 800), (1600, 1000), (900, 600))


def random_event(rng: random.Random, size) -> pygame.event.Event:
    w, h = size
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
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcxyz Ä"))
    if roll < 0.86:
        return pygame.event.Event(pygame.VIDEORESIZE, size=rng.choice(SIZES), w=0, h=0)
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


def start_random_game(app, rng: random.Random) -> None:
    game_id = rng.choice(sorted(GAMES))
    game = GAMES[game_id]
    low, high = game.screen_players
    count = rng.randint(low, min(high, 4))
    seats = [rng.choice((None, None, "random", "greedy")) for _ in range(count)]
    options = {"variant": rng.choice(("basic", "advanced"))} if game_id == "rome" else {}
    app.start_game(game_id, [f"P{i}" for i in range(count)], seats, rng.randrange(1000), options)


@pytest.mark.parametrize("seed", [11, 12])
def test_random_events_raise_nothing(seed):
    rng = random.Random(seed)
    app = make_app()
    app.replace(LauncherScene(app))
    try:
        for step in range(2500):
            if not app.running or not app.scenes:   # Quit was clicked: open the window anew
                app.running = True
                app.replace(LauncherScene(app))
            if step % 400 == 0:
                start_random_game(app, rng)
            elif step % 400 == 250:         # the launcher again: setup, tutorials, rules
                app.replace(LauncherScene(app))
            elif step % 400 == 330:
                app.start_tutorial(rng.choice(sorted(GAMES)))
            scene = app.scene
            if isinstance(scene, PlayScene):
                scene.bots.pace = 0
                if scene.bots._thread is not None:
                    scene.bots._thread.join()
            event = random_event(rng, app.size)
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
