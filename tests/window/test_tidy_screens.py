"""The screens around a game, tidy at the window sizes friends play at (1024x640,
1280x800, 1920x1080) and the text sizes, German and English: a weekly challenge's
result says the week's best whole, never cut."""
import pygame
import pytest

from games import GAMES
from tests.gui_helpers import greedy_position, greedy_results
from tests.window.test_couch import Drawn
from tests.window.test_couch_screens import window

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", [100, 200])
def test_a_weekly_challenges_result_says_the_weeks_best_whole(monkeypatch, size, percent, language):
    """The longest comparison (a first solo game, the first of the week) and the usual
    one: every word drawn, none cut with "…", between the headline and the sheets."""
    drawn = Drawn(monkeypatch)
    app = window(size, percent, language)
    state = greedy_position("cartographers", ["Anna"], None, 3)
    view = app.start_game("cartographers", ["Anna"], [None], 3, {}, challenge="2026-W48").view
    for best, week in ((None, ("2026-W48", None)), (500, ("2026-W48", 400))):
        app.show_results(GAMES["cartographers"], state, [None], view, best, None, week)
        results = app.scene
        results.reveal_all()
        drawn.frame(app)
        headline, *said = [(w, r) for w, r in drawn.texts if r.bottom <= results.left.top]
        assert drawn.problems(app) == []
        words = [w for w in " ".join(w for w, _r in said).split() if w != "·"]
        assert words == results.comparison().replace(" · ", " ").split()
        assert all("…" not in w and r.top >= headline[1].bottom for w, r in said), said
    pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("percent", [125, 150, 200])
def test_every_line_of_the_score_sheets_is_whole_and_inside_them(monkeypatch, size, percent):
    """A long line (a Limes worker's, a Rome building's) runs on to a next line,
    explained or not: none is cut with "…" (German, the longest words)."""
    drawn = Drawn(monkeypatch)
    app = window(size, percent, "de")
    for game_id, count in (("limes", 2), ("rome", 3), ("cartographers", 1)):
        results = greedy_results(app, game_id, [f"Spieler{i + 1}" for i in range(count)], 4)
        for _ in range(2):
            drawn.frame(app)
            lines = [(w, r) for w, r in drawn.texts if r.colliderect(results.left)]
            assert lines and all(results.left.contains(r) and "…" not in w for w, r in lines), game_id
            results.toggle_explain()
    pygame.quit()
