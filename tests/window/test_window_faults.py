"""Faults the window must survive: wrong settings, a screenshot that cannot be
written, very long names, more seats than base colours."""
import pygame
import pytest
import yaml

import main
from games import GAMES, commands
from games.core.settings import load_settings, settings_path
from gui import text, theme
from gui.app import App
from gui.scenes.launcher import LauncherScene
from gui.scenes.play import PlayScene

from tests.gui_helpers import click


@pytest.mark.parametrize("value", ["5", "[1, 2]", "{limes: first}"])
def test_a_wrong_tutorials_value_is_reported_and_learn_still_works(user_home, value):
    user_home.mkdir(parents=True)
    settings_path().write_text(f"language: en\ntutorials: {value}\n", encoding="utf-8")
    settings = load_settings()
    assert "settings.yaml:2: tutorials" in settings.warning and "tutorials" not in settings
    app = App((1280, 800), settings)
    app.replace(LauncherScene(app, warning=settings.warning))
    app.frame(0)
    click(app, app.scene.button("learn:limes").rect.center)
    assert getattr(app.scene, "referee", None) is not None and app.scene.referee.index == 0
    pygame.quit()


@pytest.mark.parametrize("where", ["folder", "below a file"])
def test_a_screenshot_that_cannot_be_written_is_one_line_and_settings_are_saved(tmp_path, capsys, where):
    target = tmp_path if where == "folder" else tmp_path / "a-file" / "shot.png"
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    code = main.main(["--exit-after-frames", "2", "--screenshot", str(target)])
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"cannot save the screenshot {target}" in err
    assert yaml.safe_load(settings_path().read_text(encoding="utf-8"))["window"] == [1280, 800]


def test_a_language_given_for_one_run_is_not_saved(user_home):
    user_home.mkdir(parents=True)
    settings_path().write_text("language: en\n", encoding="utf-8")
    assert main.main(["--lang", "de", "--exit-after-frames", "1"]) == 0
    assert yaml.safe_load(settings_path().read_text(encoding="utf-8"))["language"] == "en"


def test_a_very_long_name_on_the_command_line_is_refused(capsys):
    code = main.main(["play", "limes", "--players", "A" * 1600 + ",Ben", "--exit-after-frames", "1"])
    err = capsys.readouterr().err
    assert code == 2 and f"at most {commands.MAX_NAME} characters, not 1600" in err
    assert len(err.strip().splitlines()) == 1


class CountingFont:
    """A font that counts how often a text is measured."""
    calls = 0

    def __init__(self, real):
        self.real = real

    def size(self, line):
        CountingFont.calls += 1
        return self.real.size(line)

    def __getattr__(self, name):
        return getattr(self.real, name)


@pytest.fixture
def counting(monkeypatch):
    pygame.font.init()
    text.clear_caches()  # fonts of a window closed before are dead
    real = text.font
    monkeypatch.setattr(text, "font", lambda size, bold=False, mono=False: CountingFont(real(size, bold, mono)))
    CountingFont.calls = 0
    yield CountingFont
    text.elide.cache_clear()  # what was measured through the counting font


def test_a_long_label_is_shortened_in_one_step(counting):
    label = "Continue: Limes with " + "A" * 1600
    short = text.elide(label, 15, 500)
    assert counting.calls <= 14                       # halving, not 1,600 measures
    real = text.font(15).real
    assert short.endswith("…") and label.startswith(short[:-1])
    assert real.size(short)[0] <= 500 < real.size(label[:len(short)] + "…")[0]   # the longest that fits
    assert text.elide("Ben", 15, 500) == "Ben"


def test_a_button_with_a_very_long_label_measures_it_a_few_times(counting):
    from gui.widgets import Button
    button = Button("A" * 1600, lambda: None, pygame.Rect(0, 0, 300, 40))
    button.draw(pygame.Surface((400, 100)), 15)
    assert counting.calls <= 14


def test_every_seat_has_its_own_colour():
    colours = [theme.player_colour(seat) for seat in range(100)]
    assert colours[:6] == list(theme.BASE_PLAYER_COLOURS)
    assert len(set(colours)) == 100


def test_seven_cartographers_are_drawn_to_the_end_of_a_season(app):
    game = GAMES["cartographers"]
    names = [f"P{i}" for i in range(7)]
    scene = PlayScene(app, game, game.new_game(names, 5), ["greedy"] * 7)
    app.push(scene)
    scene.bots.pace = 0
    for _ in range(400):                      # until the seventh seat has acted and its line is drawn
        if scene.bots._thread is not None:
            scene.bots._thread.join()
        app.frame(1 / 60)
        if app.scene is not scene or any(who == 6 for who, _ in scene.state.log):
            break
    assert any(who == 6 for who, _ in scene.state.log)
    scene.draw(app.screen)                    # the seventh seat's line in the log, in its colour
    from gui.scenes.curtain import CurtainScene
    curtain = CurtainScene(app, "P6", 6)
    curtain.layout(app.size)
    curtain.draw(app.screen)


def test_settings_left_as_they_were_are_not_written_again_at_the_close(user_home, monkeypatch):
    """Every close wrote the settings (and waited for the disk), changed or not."""
    from games.core import settings as store
    user_home.mkdir(parents=True)
    settings_path().write_text("language: en\nwindow: [1280, 800]\ntext_size: 100\n", encoding="utf-8")
    written = []
    monkeypatch.setattr(store, "write_atomic", lambda path, text: written.append(text))
    assert main.main(["--exit-after-frames", "1", "--window", "1280x800"]) == 0
    assert written == []
    assert main.main(["--exit-after-frames", "1", "--window", "1100x700"]) == 0   # a new size is kept
    assert len(written) == 1 and "1100" in written[0]


@pytest.fixture
def small_screen(monkeypatch):
    """A real screen of 1024x640 (a small laptop, an Xvfb), not the dummy driver's made-up one."""
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 640), (2560, 1440)])


@pytest.mark.parametrize("asked, opened", [((1280, 800), (1024, 640)), ((1100, 600), (1024, 640)),
                                           ((900, 900), (1024, 640)), ((800, 500), (1024, 640))])
def test_a_window_never_opens_larger_than_its_screen(small_screen, asked, opened):
    """Seen on Xvfb without a window manager: 1280x800 on a 1024x640 screen, placed
    at -128,-80, its title and right-hand buttons cut off. The least size stays."""
    app = App(asked, {"language": "en"})
    assert app.size == app.screen.get_size() == opened
    pygame.quit()


def test_on_a_screen_smaller_than_the_least_size_the_window_is_the_screens(monkeypatch):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
    assert App((1280, 800), {"language": "en"}).size == (800, 600)
    pygame.quit()


def test_the_remembered_size_and_a_window_asked_for_both_fit_the_screen(user_home, small_screen, capsys):
    user_home.mkdir(parents=True)
    settings_path().write_text("language: en\nwindow: [1920, 1080]\n", encoding="utf-8")
    assert main.main(["--exit-after-frames", "1"]) == 0
    assert load_settings()["window"] == [1024, 640] and capsys.readouterr().err == ""
    assert main.main(["--exit-after-frames", "1", "--window", "1600x900"]) == 0
    assert capsys.readouterr().err.strip() == ("main.py: the window 1600x900 is larger than the screen: "
                                               "opened at 1024x640")
    assert load_settings()["window"] == [1024, 640]
