"""The couch screen: F11 full screen and back, the text size setting (kept,
applied at once, grown only as far as the layouts hold), and every screen
laid out at the extremes: the buttons inside the window, none over another,
every label whole, no text running under a button, no key shown for a
text the languages' files lack."""
import re

import pygame
import pytest

from games import GAMES
from games.core import Option
from games.core.settings import load_settings
from gui import text, theme
from gui.views import playable
from gui.widgets import button as button_module
from tests.gui_helpers import greedy_position, make_app, send

SIZES = [(1024, 640), (2560, 1440)]
PLAY = [(game_id, GAMES.seats(game_id)[1], 12) for game_id in playable()]   # every seat, a dozen moves in


def f11(app, up: bool = True) -> None:
    send(app, pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    if up:
        send(app, pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)


# --- full screen --------------------------------------------------------------------------
def test_f11_from_a_window_away_from_the_corner_fills_the_screen_from_its_corner_and_goes_back(app, monkeypatch):
    """Without a window manager a window kept its offset in full screen and was cut
    off: SDL keeps the place a window has when it goes full screen, so the window
    goes to the corner first (seen on Xvfb; the dummy driver puts any full screen
    window at the corner, so the order of the calls is what can be checked here)."""
    app.start_game("limes", ["Anna", "Ben"], [None, None], 4, {})
    pygame.display.set_window_position((200, 150))
    calls = []
    place, mode = pygame.display.set_window_position, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_window_position",
                        lambda where: (calls.append(("place", tuple(where))), place(where))[1])
    monkeypatch.setattr(pygame.display, "set_mode",
                        lambda size, flags=0: (calls.append(("full" if flags & pygame.FULLSCREEN else "window",)),
                                               mode(size, flags))[1])
    f11(app)
    assert app.fullscreen and calls == [("place", (0, 0)), ("full",)]
    f11(app)
    assert not app.fullscreen and calls[2:] == [("window",), ("place", (200, 150))]
    assert pygame.display.get_window_position() == (200, 150)


def test_f11_goes_full_screen_and_back_to_the_window_size_before(app):
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 4, {})
    desktop = pygame.display.get_desktop_sizes()[0]
    assert app.size == (1280, 800) != desktop and not app.fullscreen
    f11(app)
    assert app.fullscreen and pygame.display.is_fullscreen()
    assert app.size == app.screen.get_size() == desktop
    assert scene.frame.panel.right == desktop[0] and scene.frame.board.bottom == desktop[1]  # laid out anew
    f11(app)
    assert not app.fullscreen and not pygame.display.is_fullscreen()
    assert app.size == app.screen.get_size() == (1280, 800)
    assert scene.frame.panel.right == 1280
    assert app.scene is scene and scene.state.log == []   # F11 is no move


def test_f11_held_down_toggles_once_and_works_on_every_screen(app):
    app.open_rules("majesty")
    rules = app.scene
    f11(app, up=False)
    f11(app, up=False)            # the key repeats while held: no second toggle
    assert app.fullscreen and rules.body.right < app.size[0] == pygame.display.get_desktop_sizes()[0][0]
    send(app, pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    app.open_setup("rome")
    f11(app)
    assert not app.fullscreen and app.size == (1280, 800) and app.scene.buttons[-1].rect.bottom <= 800


def test_a_window_resized_in_full_screen_still_comes_back_to_its_size(app):
    f11(app)
    f11(app)
    send(app, pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700)
    f11(app)
    f11(app)
    assert app.size == (1100, 700)


# --- the text size ----------------------------------------------------------------------------
def test_the_text_size_applies_at_once_is_kept_and_comes_back(app):
    from gui.app import App
    scene = app.start_game("majesty", ["Anna", "Ben"], [None, None], 4, {})
    unit, card, button = scene.frame.u, scene.view.card_rects[0].width, scene.buttons[0].rect.height
    app.set_text_size(125)
    assert theme.text_size() == 125 and load_settings()["text_size"] == 125
    assert scene.frame.u == pytest.approx(1.25 * unit)           # laid out anew, at once
    assert scene.buttons[0].rect.height > button                 # bigger touch targets
    assert scene.view.card_rects[0].width > card
    pygame.quit()
    restarted = App((1280, 800), load_settings())                # as main.py starts: the saved settings
    assert theme.text_size() == 125 and theme.scale((1280, 800)) == 1.25
    restarted.set_text_size(100)
    assert load_settings()["text_size"] == 100 and theme.scale((1280, 800)) == 1.0
    with pytest.raises(ValueError):
        restarted.set_text_size(175)
    assert theme.text_size() == 100


def test_a_new_window_starts_at_its_own_settings_text_size(app):
    app.set_text_size(200)
    pygame.quit()
    make_app()                        # settings without a text size: 100%
    assert theme.text_size() == 100 and theme.scale((1280, 800)) == 1.0


@pytest.mark.parametrize("size", SIZES + [(1920, 1080), (1024, 768), (2560, 1080), (1280, 1024)])
def test_every_text_size_shows_in_full_in_any_window_of_the_smallest_size_or_more(size):
    base = theme.base_scale(size)
    for percent in theme.TEXT_SIZES:
        theme.set_text_size(percent)
        assert theme.scale(size) == pytest.approx(base * percent / 100)
        assert theme.text_size_here(size) == percent
        # the layouts are built to hold in ROOM units: the window never shows less
        assert size[0] / theme.scale(size) >= theme.ROOM[0] - 1e-6
        assert size[1] / theme.scale(size) >= theme.ROOM[1] - 1e-6


def test_a_window_dragged_smaller_than_the_smallest_size_grows_its_text_only_as_far_as_the_room_holds():
    size = (700, 440)          # the app opens at MIN_SIZE or more, but a window may be dragged smaller
    theme.set_text_size(200)
    assert theme.scale(size) == pytest.approx(700 / theme.ROOM[0])
    assert theme.scale(size) < 2 * theme.base_scale(size)
    assert theme.text_size_here(size) < 200


# --- the layout holds ----------------------------------------------------------------------------
KEY = re.compile(r"(ui|game|violation|score|%s)(\.[A-Za-z0-9_]+)+" % "|".join(map(re.escape, GAMES)))


class Drawn:
    """What a frame drew: each button with its rect and label size, each text
    line's rect on the window (not those a button draws as its label, nor
    those drawn into a picture first, such as a card's)."""

    def __init__(self, monkeypatch):
        self.buttons: list[tuple] = []
        self.texts: list[tuple[str, pygame.Rect]] = []
        self._in_button = False
        draw_button, draw_text = button_module.Button.draw, text.draw

        def button(b, surface, size):
            self.buttons.append((b, pygame.Rect(b.rect), size))
            self._in_button = True
            try:
                draw_button(b, surface, size)
            finally:
                self._in_button = False

        def line(surface, words, pos, size, colour, bold=False, anchor="topleft"):
            rect = draw_text(surface, words, pos, size, colour, bold, anchor)
            if not self._in_button and words.strip() and surface is pygame.display.get_surface():
                # what shows of it: a clip (a scrolled panel) hides the rest, and a line scrolled away is none
                clip = surface.get_clip()
                shown = pygame.Rect(rect) if clip == surface.get_rect() else pygame.Rect(rect).clip(clip)
                if shown.width and shown.height:
                    self.texts.append((words, shown))
            return rect

        monkeypatch.setattr(button_module.Button, "draw", button)
        monkeypatch.setattr(text, "draw", line)

    def frame(self, app) -> None:
        self.buttons, self.texts = [], []
        app.frame(0)

    def problems(self, app) -> list[str]:
        window = pygame.Rect((0, 0), app.size)
        found = [f"{words!r} {line} outside the window" for words, line in self.texts if not window.contains(line)]
        # a text the languages' files lack shows its key (ui.results.tiebreak_toy)
        words = [w for w, _line in self.texts] + [b.label for b, _rect, _size in self.buttons]
        found += [f"{w!r}: a key, its text missing" for w in words if KEY.fullmatch(w.strip())]
        frame = getattr(app.scene, "frame", None)
        if frame is not None:     # a play screen: the board's words end at its edge (the panel would cover them)
            board = frame.board
            found += [f"{words!r} {line} across the board's edge at {board.right}" for words, line in self.texts
                      if line.left < board.right < line.right and line.colliderect(board)]
        for i, (b, rect, size) in enumerate(self.buttons):
            if not window.contains(rect):
                found.append(f"{b.key} {rect} outside the window")
            found += [f"{b.key} over {other.key}" for other, second, _ in self.buttons[i + 1:] if rect.colliderect(second)]
            if b.label and text.font(size).size(b.label)[0] > rect.width - 8:
                found.append(f"{b.key}'s label {b.label!r} cut")
            # a text of the screen that runs under a button (one drawn on it, inside it, is its own)
            found += [f"{words!r} under {b.key}" for words, line in self.texts
                      if line.colliderect(rect) and not rect.contains(line)]
        return found


@pytest.fixture
def drawn(monkeypatch):
    return Drawn(monkeypatch)


def resize(app, size) -> None:
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    send(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    assert app.size == size


def played(game_id: str, count: int, moves: int, seed: int = 3):
    """A game `moves` greedy actions in (to its end with a large number)."""
    return GAMES[game_id], greedy_position(game_id, count, moves, seed)


def finished(game_id: str):
    return played(game_id, 2, 10 ** 6, seed=4)


def screens(app, game_id: str, count: int, moves: int):
    """Each screen of a game in turn: its play screen, setup, rules and results."""
    game, state = played(game_id, count, moves)
    app.open_game(game, state, [None] * count)
    while type(app.scene).__name__ == "CurtainScene":
        app.pop()
    yield "play"
    if app.scene.frame.drawer:          # a small room: the side panel is a drawer, shut at first
        app.scene.toggle_panel()
        yield "play with the drawer open"
    app.open_setup(game_id)
    yield "setup"
    app.pop()
    app.open_rules(game_id)
    yield "rules"
    game, state = finished(game_id)
    play = app.open_game(game, state, [None, None])
    app.frame(0)
    if app.scene is play:
        play.finish()
    app.scene.reveal_all()
    yield "results"


@pytest.mark.parametrize("percent", [100, 200])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id, count, moves", PLAY)
def test_every_screen_holds_at_the_smallest_and_largest_window_and_text(app, drawn, game_id, count, moves, size,
                                                                       percent):
    resize(app, size)
    app.set_text_size(percent)
    for screen in screens(app, game_id, count, moves):
        drawn.frame(app)
        assert drawn.buttons, screen
        assert drawn.problems(app) == [], f"{screen} of {game_id}"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 1024)])
@pytest.mark.parametrize("game_id", playable())
def test_the_setup_at_200_percent_keeps_every_choice_in_place_and_inside(app, drawn, game_id, size):
    """The tallest setup (every seat, every option) fits, and a click moves nothing."""
    resize(app, size)
    app.set_text_size(200)
    app.open_setup(game_id)
    setup = app.scene
    for n in range(setup.game.min_players, setup.max_players + 1):
        before = {b.key: tuple(b.rect) for b in setup.buttons}
        send(app, pygame.MOUSEBUTTONDOWN, pos=setup.button(f"count:{n}").rect.center, button=1)
        send(app, pygame.MOUSEBUTTONUP, pos=setup.button(f"count:{n}").rect.center, button=1)
        after = {b.key: tuple(b.rect) for b in setup.buttons}
        assert {k for k in before.keys() & after.keys() if before[k] != after[k]} == set()
        drawn.frame(app)
        assert drawn.problems(app) == [], n
    for name, option in setup.game.options.items():   # Majesty's building sides one by one: eight more buttons
        if isinstance(option, Option) and option.parts:
            send(app, pygame.MOUSEBUTTONDOWN, pos=setup.button(f"option:{name}:custom").rect.center, button=1)
            send(app, pygame.MOUSEBUTTONUP, pos=setup.button(f"option:{name}:custom").rect.center, button=1)
            drawn.frame(app)
            assert any(b.key.startswith("part:") for b, _r, _s in drawn.buttons)
            assert drawn.problems(app) == []


def test_the_bar_keeps_its_words_clear_of_its_buttons(app, drawn):
    """In a 1280x800 window at 100% the bar says the game, the round and whose
    turn on one line, left of Rules, Undo and Menu; at the largest text in the
    smallest window (a drawer) it says whose turn, and the strip along the
    bottom says the game, the round and what to do."""
    scene = app.start_game("cartographers", [f"Player{i}" for i in range(6)], [None] * 6, 3, {})
    turn_words = app.t("ui.play.turn_of", name=scene.state.players[scene.player])

    def words_in(rect):
        drawn.frame(app)
        assert drawn.problems(app) == []
        return [(w, r) for w, r in drawn.texts if rect.contains(r)]

    bar = words_in(scene.frame.bar)
    subtitle = next(r for w, r in bar if w == scene.view.round_text())
    turn = next(r for w, r in bar if w == turn_words)
    assert max(r.right for _w, r in bar) <= min(b.rect.left for b in scene.buttons)
    assert subtitle.centery == turn.centery and subtitle.right < turn.left        # one line
    resize(app, (1024, 640))
    app.set_text_size(200)
    assert [w for w, _r in words_in(scene.frame.bar)] == [turn_words]
    strip = words_in(scene.frame.strip)
    assert strip[0][0].startswith(f"{app.t('game.cartographers.name')} · {scene.view.round_text()} · ")
    assert len(strip) == 2 and strip[1][0].endswith("…")                       # two lines, the rest cut
    assert max(r.right for _w, r in strip) <= scene.drawer_button.rect.left
