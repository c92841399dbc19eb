"""Words stay whole at every text size (100% to 200%), in the windows a tester
played in (1024x640, 1280x800, 1920x1080), German and English: the top bar says
whose turn it is while a computer thinks (its pace's hint where there is room,
else in a tip over the turn), the drawer's strip is cut after a whole word,
never with a full stop beside the "…", and the launcher says each game's line
and each game in progress whole."""
import pygame
import pytest

from games.core import slots
from gui import bots, text, theme
from gui.scenes.launcher import LauncherScene
from tests.gui_helpers import make_app, send
from tests.rome_gui import reveal
from tests.window.test_couch import resize
from tests.window.test_couch_screens import games_in_progress

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
SHIPPED = ("limes", "majesty", "rome", "cartographers")
COMPUTERS = [("cartographers", 1), ("limes", 2), ("majesty", 3), ("rome", 3)]   # every seat a computer


@pytest.fixture
def fonts():
    """pygame's fonts without a window (the cache may hold those of a window closed before)."""
    pygame.init()
    text.clear_caches()
    yield
    pygame.quit()


def drawn_lines(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The lines of text a frame draws on the window, with where."""
    lines, draw = [], text.draw

    def line(surface, words, pos, *args, **kwargs):
        rect = draw(surface, words, pos, *args, **kwargs)
        if surface is app.screen and words.strip():
            lines.append((words, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(text, "draw", line)
    app.frame(0)
    monkeypatch.setattr(text, "draw", draw)
    return lines


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_bar_says_whose_turn_whole_while_a_computer_thinks(monkeypatch, size, language):
    """Seen at 1024x640, 200%, German: "Cara ist am Zug (übe…", the pace's hint
    appended to the turn and both cut."""
    monkeypatch.setattr(bots, "PACE", 10 ** 6)   # the computers think, but never move in the test
    app = make_app(size, language)
    resize(app, size)
    for game_id, count in COMPUTERS:
        names = ["Cara", "Ben", "Anna"][:count]
        scene = app.start_game(game_id, names, ["greedy"] * count, 4, {})
        turn = app.t("ui.play.turn_of", name=names[scene.player])
        aside = app.t("ui.play.thinking", pace=app.t("ui.play.pace_name_normal"))
        for percent in theme.TEXT_SIZES:
            app.set_text_size(percent)
            bar = [(w, r) for w, r in drawn_lines(app, monkeypatch) if scene.frame.bar.contains(r)]
            said = [w for w, _r in bar]
            where = f"{game_id} at {percent}%"
            assert any(w.startswith(turn) for w in said), (where, said)
            assert not any("…" in w.replace(aside, "") for w in said), (where, said)
            if not any(aside in w for w in said):   # no room for the hint: it shows over the turn
                spot = next(r for w, r in bar if w.startswith(turn))
                send(app, pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))
                assert aside in [w for w, _r in drawn_lines(app, monkeypatch)], where
                send(app, pygame.MOUSEMOTION, pos=(1, size[1] // 2), rel=(0, 0), buttons=(0, 0, 0))
        assert percent == 200 and aside in said, said   # 200%: a drawer, the bar has a line for it
        scene.bots.reset()
    pygame.quit()


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_drawers_strip_is_cut_after_a_whole_word(monkeypatch, size, language):
    """Seen: "… auf deine Landkarte.…", the sentence's full stop beside the "…"; and a cut mid-word."""
    app = make_app(size, language)
    resize(app, size)
    app.set_text_size(200)
    for game_id, count in COMPUTERS:
        scene = app.start_game(game_id, ["Anna", "Ben", "Cara"][:count], [None] * count, 4, {})
        reveal(app)
        f = scene.frame
        strip = [w for w, r in drawn_lines(app, monkeypatch) if f.strip.contains(r) and r.right <= f.strip.width
                 and not scene.drawer_button.rect.colliderect(r)]
        whole = " · ".join((app.t(f"game.{game_id}.name"), scene.view.round_text(), scene.objective()))
        *start, last = strip
        assert last.endswith("…") and last[-2] not in ".,;:· ", (game_id, last)
        shown = " ".join(start + [last[:-1]])
        assert whole.startswith(shown) and whole[len(shown)] in " .,;:", (game_id, last)   # cut between words
    pygame.quit()


def test_a_cut_after_a_word_drops_the_punctuation_and_a_sentences_first_word(fonts):
    words = "Zieh die Form auf deine Landkarte. R, Mausrad oder Rechtsklick: drehen"
    width = text.font(16).size("Zieh die Form auf deine Landkarte. R, Maus")[0]
    assert text.elide_words(words, 16, width) == "Zieh die Form auf deine Landkarte…"
    width = text.font(16).size("Zieh die Form auf deine Land")[0]
    assert text.elide_words(words, 16, width) == "Zieh die Form auf deine…"
    assert text.elide_words("Donaudampfschifffahrt", 16, 60) == text.elide("Donaudampfschifffahrt", 16, 60)
    assert text.elide_words(words, 16, 10 ** 4) == words


def launcher_words(app, monkeypatch) -> tuple[str, list[str]]:
    """What the launcher says (its lines joined), and the lines that each game in progress in view says."""
    buttons = [b.rect for b in app.scene.buttons if b.label]   # not their own labels (a tile has none)
    lines = [(w, r) for w, r in drawn_lines(app, monkeypatch) if not any(b.contains(r) for b in buttons)]
    rows = [" ".join(w for w, r in lines if line.contains(r)) for line, _kept in app.scene.rows]
    return " ".join(w for w, _r in lines), rows


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_launcher_says_each_game_and_each_game_in_progress_whole(monkeypatch, size, language):
    """Seen: the games' lines cut at 125% ("…deren…"), the games in progress at
    200% ("zuletzt gespielt 2026-…"). With games in progress a small room's tiles
    may leave a game's line out (whole or not at all), never cut it."""
    from gui.scenes import launcher
    monkeypatch.setattr(launcher, "playable", lambda: list(SHIPPED))   # the test's fifth game's tile aside
    app = make_app(size, language)
    app.replace(LauncherScene(app))
    resize(app, size)
    taglines = [app.t(f"game.{game_id}.tagline") for game_id in SHIPPED]
    for percent in theme.TEXT_SIZES:
        app.set_text_size(percent)
        said, _rows = launcher_words(app, monkeypatch)
        assert "…" not in said and all(line in said for line in taglines), (percent, said)
    games_in_progress(app)
    (slots.saves_dir() / "rome-broken.json").unlink()   # its problem names a path of any length: in Delete's tip
    app.show_launcher()
    for percent in theme.TEXT_SIZES:
        app.set_text_size(percent)
        said, rows = launcher_words(app, monkeypatch)
        assert "…" not in said, (percent, said)
        assert rows == [app.scene.kept_label(kept) for _line, kept in app.scene.rows], percent
        assert all(line in said for line in taglines) or app.scene.small, (percent, said)
    pygame.quit()
