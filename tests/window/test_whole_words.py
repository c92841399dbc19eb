"""Words stay whole at every text size (100% to 200%), in the windows a tester
played in (1024x640, 1280x800, 1920x1080), German and English: the drawer's
strip is cut after a whole word, never with a full stop beside the "…"."""
import pygame
import pytest

from gui import text
from tests.gui_helpers import make_app
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
