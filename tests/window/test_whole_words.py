"""Words stay whole at every text size (100% to 200%), in the windows a tester
played in (1024x640, 1280x800, 1920x1080), German and English: the top bar says
whose turn it is while a computer thinks (its pace's hint where there is room,
else in a tip over the turn), the drawer's strip is cut after a whole word,
never with a full stop beside the "…"."""
import pygame
import pytest

from gui import bots, text, theme
from tests.gui_helpers import make_app, send
from tests.rome_gui import reveal
from tests.window.test_couch import resize

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
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
