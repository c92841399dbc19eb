"""Headless pygame for every test, a private user folder per test, and the
fifth game (tests/fifth_game) in the registry for the whole run, before the
tests are collected: every test that goes over the registry's games takes it in."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

from tests import fifth_game  # noqa: E402

fifth_game.install()


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Settings and saves go to a temporary folder, never the real one."""
    home = tmp_path / "spieltisch-home"
    monkeypatch.setenv("SPIELTISCH_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def text_size_back():
    """The text size is the theme's (one window at a time): each test leaves it at 100%."""
    yield
    from gui import theme
    theme.set_text_size(100)


@pytest.fixture
def app():
    """A window (dummy driver) on the launcher, closed after the test."""
    import pygame

    from gui.scenes.launcher import LauncherScene
    from tests.gui_helpers import make_app
    window = make_app()
    window.replace(LauncherScene(window))
    window.frame(0)
    yield window
    pygame.quit()
