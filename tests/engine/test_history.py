"""Finished games go to the history; a solo result says how it compares with
the player's own best, in the results' headline."""

from games import GAMES
from games.core import history
from tests.gui_helpers import greedy_position


def finish_solo(app, game_id: str, seed: int, name: str = "Ada"):
    """A solo game played to its end by the greedy bot for the human seat, then
    ended through the play scene as a finished game is."""
    game, state = GAMES[game_id], greedy_position(game_id, [name], None, seed)
    scene = app.open_game(game, state, [None])
    scene.finish()
    results = app.scene
    results.reveal_all()
    app.frame(0)
    return state.score_sheets()[0].total, results


def test_a_finished_game_is_kept_and_a_broken_line_is_skipped(app, user_home):
    total, _ = finish_solo(app, "limes", 1)
    with open(history.history_path(), "a", encoding="utf-8") as out:
        out.write('{"game": "limes", "players": ["Ada"], "sco')    # a write cut off by a kill
    games = history.finished("limes")
    assert [g["scores"] for g in games] == [[total]] and games[0]["players"] == ["Ada"]
    assert history.finished("majesty") == []


def test_a_solo_result_is_compared_with_the_players_own_best(app):
    first, results = finish_solo(app, "limes", 1)
    assert results.comparison() == app.t("ui.results.first_best")
    scores = [first]
    for seed in range(2, 12):
        total, results = finish_solo(app, "limes", seed)
        best = max(scores)
        expected = (app.t("ui.results.new_best", before=best) if total > best
                    else app.t("ui.results.your_best", best=best))
        assert results.comparison() == expected
        scores.append(total)
    assert history.solo_best("limes", "Ada") == max(scores)
    assert history.solo_best("limes", "Ben") is None          # a best is one's own


def test_a_solo_title_is_the_headline(app):
    _, results = finish_solo(app, "cartographers", 3)
    title = results.view.solo_title()
    assert title and results.headline().startswith(title)


def test_the_history_keeps_the_last_games(app, monkeypatch):
    monkeypatch.setattr(history, "KEEP", 3)
    for seed in range(1, 6):
        finish_solo(app, "limes", seed)
    assert [g["seed"] for g in history.finished()] == [3, 4, 5]
