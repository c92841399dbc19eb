"""Text the fonts cannot take never breaks the window: gui/text.py draws and
measures any str (a visible mark for what it cannot show), the text fields
refuse what they cannot show, and the setup refuses a name that breaks the
rule of names with that rule's sentence."""
import pygame
import pytest

from games import GAMES
from games.core.names import name_problem
from gui import text
from gui.app import App
from gui.scenes.rules import RulesScene
from gui.scenes.setup import SetupScene
from tests.gui_helpers import click, key, make_app, send

WHITE = (255, 255, 255)
HOSTILE = ["\x00", "\ud800", "\udcff", "\u200b", "\ufeff", "\u200b\u200b", "a\x00b", "x\ud800y\u200bz", "\t\r\n",
           "\U000e0001", "\U0010ffff", "", " ", "太郎", "مرحبا", "😀", "👩\u200d👧", "\u0301", "A\u202eB"]


@pytest.fixture
def fonts():
    pygame.init()
    text.clear_caches()


@pytest.mark.parametrize("words", HOSTILE)
def test_every_text_function_takes_any_string(fonts, words):
    surface = pygame.Surface((400, 200))
    image = text.render(words, 16, WHITE)
    assert isinstance(image, pygame.Surface)
    assert image.get_height() > 0
    assert text.font(16).size(words)[0] == image.get_width() or "\n" in words
    assert isinstance(text.font(16, True).render(words, True, WHITE), pygame.Surface)
    assert text.wrap(words, 16, 50)
    assert text.elide(words * 20, 16, 60).endswith("…") or text.font(16).size(words * 20)[0] <= 60
    assert 6 <= text.fitting(words, 16, 5) <= 16
    text.draw(surface, words, (200, 100), 16, WHITE, bold=True, anchor="center")
    assert text.draw_wrapped(surface, words, pygame.Rect(0, 0, 120, 0), 16, WHITE) \
        == text.wrapped_height(words, 16, 120)
    text.render(words, 16, WHITE, False, True)   # the fixed-width face too


def test_what_the_fonts_cannot_take_is_shown_as_a_visible_mark(fonts):
    mark = text.render(text.REPLACEMENT, 16, WHITE)
    for words in ("\x00", "\ud800", "\u200b"):
        image = text.render(words, 16, WHITE)
        assert image.get_size() == mark.get_size()
        assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(mark, "RGBA")
    assert text.shown("Anna\x00\ud800") == "Anna" + 2 * text.REPLACEMENT
    assert text.shown("Ä 太郎 \u00a0x\ny") == "Ä 太郎 \u00a0x\ny"   # printable, spaces and newlines stay


def test_which_characters_a_field_can_take(fonts):
    assert all(text.can_show(char) for char in "aZ7 ÄöüßẞÉçØåΩяم€😀")
    assert not any(text.can_show(char) for char in ["\x00", "\t", "\u200b", "\ufeff", "\ud800", "\U0010ffff",
                                                    "\ue000", "太", "郎", "\u00a0", "ab", ""])


def open_setup(app, game_id="limes") -> SetupScene:
    app.open_setup(game_id)
    app.frame(0)
    return app.scene


def test_a_name_field_refuses_what_it_cannot_show(app):
    setup = open_setup(app)
    field = setup.names[0]
    click(app, field.rect.center)
    for _ in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)
    for typed in ["\x00", "\ud800", "\u200b", "太郎", "\t", "A\x00", "\ufeffb"]:
        send(app, pygame.TEXTINPUT, text=typed)
    assert field.value == "Ab"
    send(app, pygame.TEXTINPUT, text="Ä😀م")
    assert field.value == "AbÄ😀م"
    click(app, setup.seed.rect.center)   # the name field shown unfocused, the seed field takes digits only
    send(app, pygame.TEXTINPUT, text="\x00\u200b4太2")
    assert setup.seed.value == "42"


def test_the_rules_search_refuses_a_zero_width_space_and_is_drawn_after(app):
    app.open_rules("limes")
    rules = app.scene
    assert isinstance(rules, RulesScene)
    send(app, pygame.TEXTINPUT, text="\u200b")   # typing anywhere searches
    send(app, pygame.TEXTINPUT, text="\x00\ud800")
    assert rules.search.value == ""
    send(app, pygame.TEXTINPUT, text="Ä")
    click(app, (app.size[0] - 5, app.size[1] // 2))   # away from the field: drawn unfocused
    assert rules.search.value == "Ä" and not rules.search.focused


@pytest.mark.parametrize("language, name", [("en", "A\x00"), ("en", "\ud800"), ("de", "\u200b"),
                                            ("en", "B" * 30)])
def test_the_setup_refuses_a_bad_name_with_the_rule(language, name):
    app = App((1280, 800), {"language": language, "names": [name, "Ben"]})
    try:
        app.show_launcher()
        setup = open_setup(app)
        assert setup.names[0].value == name   # the names kept from the last game, shown as they are
        click(app, setup.button("start").rect.center)
        assert app.scene is setup
        problem = name_problem(name)
        assert problem is not None and setup.problem == app.t("ui.setup.bad_name", n=1, problem=problem)
        assert app.settings["names"][0] == name   # a refused name is not kept as the last game's
        key(app, pygame.K_a)   # read: the problem box closes
        assert setup.problem is None
    finally:
        pygame.quit()


def test_the_weekly_challenge_refuses_a_bad_name_too():
    app = App((1280, 800), {"language": "en", "names": ["\x00"]})
    try:
        app.show_launcher()
        setup = open_setup(app, "limes")
        click(app, setup.button("count:1").rect.center)
        click(app, setup.button("challenge").rect.center)
        assert app.scene is setup and name_problem("\x00") in setup.problem
    finally:
        pygame.quit()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_with_hostile_names_is_drawn(game_id):
    """Names that never pass the setup or the command line, as an old save
    or settings file might still bring them: drawn, never raising."""
    game = GAMES[game_id]
    count = min(4, game.screen_players[1])
    app = make_app((1024, 640))
    try:
        app.start_game(game_id, ["\x00", "\ud800\u200b", "\u200b", "太郎\x7f"][:count], [None] * count, 3, {})
        for _ in range(3):
            app.frame(0.1)
            key(app, pygame.K_RETURN)
        app.frame(0.1)
    finally:
        pygame.quit()
