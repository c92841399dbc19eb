"""Hints (H with learning aids): two steps, each on a press of H of its own,
for every game with a strong level, in both languages. First where to look (an
area holding the move's place, or the piece), then the move marked with its
reason: the changes on the score sheets now, item by item, as the engine
counts them, and the expectation against the next best move. The words never
cover what they mark; the game moving on takes the hint away."""
from __future__ import annotations

import random

import pygame
import pytest

from games import GAMES
from games.core.search import Budget
from gui.coaching import can_coach
from gui.views import playable
from tests.gui_helpers import greedy_position, key
from tests.views.test_gui_majesty import play as majesty_play

GAME_IDS = [game_id for game_id in playable() if can_coach(GAMES[game_id])]


def hinted_table(app, game_id: str, lang: str, both: bool = False):
    """`game_id` a few greedy moves in, the person at seat 0 to decide (`both`: and
    the computer at seat 1 at the same time), learning aids on, the computer still."""
    app.set_language(lang)
    state = greedy_position(game_id, 2, 4, 3)
    game, rng = GAMES[game_id], random.Random(1)
    while 0 not in state.actors() or 0 in state.unconfirmed or both and 1 not in state.actors():
        seat = state.actors()[0]
        state.apply(seat, game.bots["greedy"](state.view(seat), seat, rng))
        state.end_turns()
    scene = app.open_game(game, state, [None, "greedy"])
    while type(app.scene).__name__ == "CurtainScene":
        app.pop()
    scene.bots.start = lambda *args, **kw: None   # the computer moves only where a test says
    scene.aids = True
    app.frame(0)
    return scene


def press_h(app, scene) -> None:
    key(app, pygame.K_h)
    if scene.hints.job is not None:
        scene.hints.job.join(60)
    app.frame(0)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_hint_comes_in_two_steps_with_the_engines_reason(app, game_id, lang):
    scene = hinted_table(app, game_id, lang)
    view, hints = scene.view, scene.hints
    press_h(app, scene)
    job = hints.found
    assert job is not None and job.error is None and hints.step == 1, (hints.job and (hints.job.done, hints.job.error), scene.toast.message)
    move = job.action.to_dict()
    assert scene.toast.message == app.t("ui.play.hint_look")
    exact = view.mark_rects(0, view.move_marks(move))
    assert hints.rects == view.look_rects(0, move) and hints.rects
    # an area round the place (or the piece to play: Majesty's card before its building), not the move itself
    assert hints.rects != exact and (not exact or any(area.colliderect(rect) for area in hints.rects for rect in exact))
    press_h(app, scene)
    assert hints.step == 2 and hints.rects == (exact or view.look_rects(0, move))
    lines = scene.toast.message.split("\n")
    assert lines[0] == app.t("ui.play.hint_move", move=view.hint_words(0, move))
    reason = job.reason
    if reason.changes:   # each item the engine changes, with its change, and their sum
        assert lines[1].startswith(app.t("ui.play.hint_now", changes="", total=f"{reason.now:+d}").rstrip(".: "))
        for change in reason.changes:
            assert app.t("ui.play.hint_change", item=change.item.text(app.texts), delta=f"{change.delta:+d}") in lines[1]
        assert reason.now == sum(change.delta for change in reason.changes) != 0 or len(reason.changes) > 1
    else:
        assert lines[1] == app.t("ui.play.hint_nothing_now")
    if reason.other is not None:
        other = hints.other_words(0, reason.other.to_dict(), move)
        assert other in lines[-1] and str(reason.futures) in lines[-1] and other != view.describe(0, move)
    else:
        assert lines[-1] == app.t("ui.play.hint_alone")
    app.frame(0)
    # the words beside the marks and the piece the move takes (Cartographers: the card, its shapes and terrains)
    assert not any(scene.toast.rect.colliderect(rect) for rect in hints.rects + hints.keep)
    press_h(app, scene)                                     # a third press shows the move again
    assert hints.step == 2 and hints.rects == (exact or view.look_rects(0, move))


def test_the_game_moving_on_takes_the_hint_away_with_its_words(app):
    scene = hinted_table(app, GAME_IDS[0], "en")
    press_h(app, scene)
    press_h(app, scene)
    said = scene.toast.message
    assert scene.hints.rects and said.startswith(app.t("ui.play.hint_move", move="")[:5])
    scene.commit(scene.hints.found.action)
    assert scene.hints.rects == [] and scene.hints.found is None and scene.hints.step == 0
    assert scene.toast.message != said


def test_rome_hints_for_a_split_and_a_choice_name_the_lots_and_mark_the_tray(app):
    scene = hinted_table(app, "rome", "en")
    view = scene.view
    move = {"kind": "divide", "small": []}
    assert view.look_rects(0, move) == [view.tray_rect]
    words = view.hint_words(0, move)
    assert view.expected_move(move) in words and view.lesson.words(0, move) in words


def test_another_seats_move_at_the_same_time_leaves_the_hint(app):
    """In a game of turns taken at once, a computer drawing its own map meanwhile
    does not take the person's hint away; the person's own move does."""
    game_id = next(g for g in GAME_IDS if GAMES[g].simultaneous)
    scene = hinted_table(app, game_id, "en", both=True)
    press_h(app, scene)
    assert scene.hints.step == 1
    other = scene.game.bots["greedy"](scene.state.view(1), 1, random.Random(2))
    assert 1 in scene.state.actors()
    scene.flow.commit(other, 1)
    assert scene.hints.found is not None and scene.hints.rects
    press_h(app, scene)
    assert scene.hints.step == 2
    scene.flow.commit(scene.hints.found.action, 0)
    assert scene.hints.found is None and scene.hints.rects == []


def test_at_the_slow_pace_the_hard_computer_says_why_it_moved_and_w_says_it_again(app):
    """Hard explains its own move in a hint's words: by itself at the slow pace,
    on request (W) at any pace but the fast one, where it does not think about it."""
    game_id = GAME_IDS[0]
    app.settings["pace"] = "slow"
    scene = app.start_game(game_id, ["Ada", "Ben"], [None, "strong"], 3)
    while type(app.scene).__name__ == "CurtainScene":
        app.pop()
    scene = app.scene
    assert scene.bots.explains
    key(app, pygame.K_w)
    assert scene.toast.message == app.t("ui.play.no_why")
    state = scene.state
    while 1 not in state.actors():
        seat = state.actors()[0]
        scene.flow.commit(scene.game.bots["greedy"](state.view(seat), seat, random.Random(1)), seat)
    scene.bots.pace, scene.bots.budget = 0, Budget(iterations=20)
    for _ in range(400):
        if scene.bots.reason is not None and scene.bots.thinking is False:
            break
        scene.flow.update(0.05)
        if scene.bots._thread is not None:
            scene.bots._thread.join(30)
    seat, action, reason = scene.bots.reason
    assert seat == 1 and any(who == 1 and data == action.to_dict() for who, data in state.log)
    lines = scene.toast.message.split("\n")
    assert lines[0] == app.t("ui.play.why", name="Ben", move=scene.view.describe(1, action.to_dict()))
    assert len(lines) >= 2 and (reason.changes or lines[1] == app.t("ui.play.hint_nothing_now"))
    scene.toast.show("", (0, 0, 0), 0.1)
    key(app, pygame.K_w)
    assert scene.toast.message.split("\n")[0] == lines[0]
    key(app, pygame.K_p)                                  # the fast pace: no more thinking about why
    assert app.settings["pace"] == "fast" and not scene.bots.explains


def test_a_hint_names_the_castle_b_trade_and_the_healed_persons_choice(app):
    scene = majesty_play(app)
    view = scene.view
    action = next(a for a in scene.state.legal_actions(0) if a.position == 3).to_dict()
    plain = view.hint_words(0, action)
    assert plain == view.expected_move(action)
    traded = view.hint_words(0, {**action, "exchange": 2})
    assert traded.startswith(plain) and app.t("ui.majesty.buy", n=2).lower()[1:] in traded
    sold = view.hint_words(0, {**action, "exchange": -1})
    assert app.t("ui.majesty.sell", n=1)[1:] in sold
    healed = view.hint_words(0, {**action, "heal_as": "miller"})
    assert app.t("ui.majesty.hint_heal", character=view.name("character", "miller")) in healed
