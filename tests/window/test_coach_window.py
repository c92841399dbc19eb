"""The coach through the window: after a game, "Coach" works in the background
(the results stay usable, a second click cancels), then shows the seat's
lessons with the position as it was and both moves lit."""
import random

import pygame
import pytest

from games import GAMES
from gui import coaching
from tests.gui_helpers import click, key


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(coaching, "DEPTH", {"iterations": 6, "samples": 3})


def finished_results(app, game_id="limes", seed=2):
    """A game whose seat 0 played randomly (blunders to find) against greedy, at its results."""
    game = GAMES[game_id]
    state = game.new_game(["Ada", "Ben"], seed)
    rng = random.Random(seed)
    while not state.is_over():
        p = state.actors()[0]
        level = "random" if p == 0 else "greedy"
        state.apply(p, game.bots[level](state.view(p), p, rng))
    scene = app.open_game(game, state, [None, "greedy"])
    scene.finish()
    results = app.scene
    results.reveal_all()
    results.selected = 0
    app.frame(0)
    return results


def wait_for(job):
    job.join(120)
    assert not job.running


def test_the_coach_works_in_the_background_and_shows_the_lessons(app):
    results = finished_results(app)
    button = results.button("coach")
    click(app, button.rect.center)
    job = results.jobs[0]
    assert app.scene is results                       # still the results: usable meanwhile
    wait_for(job)
    app.frame(0)                                      # the lessons open by themselves once found
    coach = app.scene
    assert coach is not results and coach.lessons == job.result
    if coach.lessons:
        lesson = coach.lessons[0]
        assert lesson.player == 0 and lesson.made != lesson.better and lesson.gain > 0
        assert app.t("ui.coach.count", n=1, of=len(coach.lessons)) and "Ada" in app.t("ui.coach.title", name="Ada")
    key(app, pygame.K_ESCAPE)
    assert app.scene is results
    app.frame(0)                                      # only once: back on the results, the button opens them
    assert app.scene is results and results.coach_label() == app.t("ui.coach.open", name="Ada")
    click(app, results.button("coach").rect.center)
    assert app.scene is not results and app.scene.lessons == job.result


def test_a_second_click_cancels_the_coach_and_a_computer_seat_coaches_the_person(app, monkeypatch):
    monkeypatch.setattr(coaching, "DEPTH", {"iterations": 400, "samples": 50})   # slow enough to cancel
    results = finished_results(app)
    click(app, results.button("coach").rect.center)
    job = results.jobs[0]
    click(app, results.button("coach").rect.center)
    assert 0 not in results.jobs and not job.running
    results.selected = 1                              # Ben is a computer: the button coaches Ada
    app.frame(0)
    button = results.button("coach")
    assert button.enabled and button.label == app.t("ui.coach.start", name="Ada")
    click(app, button.rect.center)
    assert list(results.jobs) == [0]
    results.jobs[0].cancel()


def test_the_hint_key_marks_the_tutorials_move_and_needs_learning_aids_in_play(app):
    scene = app.start_tutorial("limes")
    referee = scene.referee
    while referee.step.expect is None:
        key(app, pygame.K_SPACE)
    key(app, pygame.K_h)
    expect = referee.step.expect
    assert scene.hints.rects and scene.toast.message == app.t("ui.play.hint", move=scene.view.describe(0, expect))
    app.show_launcher()
    play = app.start_game("limes", ["Ada", "Ben"], seed=3)
    key(app, pygame.K_h)                                  # no learning aids: no hint
    assert play.hints.job is None and play.toast.message == app.t("ui.play.no_hint")
    play.aids = True
    key(app, pygame.K_h)
    play.hints.job.join(30)
    app.frame(0)
    assert play.hints.rects and play.toast.message == app.t("ui.play.hint_look")


def test_the_coach_says_about_how_long_it_still_works(app, monkeypatch):
    results = finished_results(app)
    click(app, results.button("coach").rect.center)
    job = results.jobs[0]
    wait_for(job)
    job.result = None                       # as if still at work, a quarter done after 10 s
    job.progress, job.started = 0.25, coaching.time.perf_counter() - 10
    assert job.seconds_left() == 30
    app.frame(0)
    assert results.button("coach").label == app.t("ui.coach.working_left", name="Ada", percent=25, seconds=30)
    job.progress = 0.0
    assert job.seconds_left() is None

