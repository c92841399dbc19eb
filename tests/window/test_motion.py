"""The computer players' pace (P, kept in the settings), the others' pieces
seen travelling from where they were to where they went (shown there once
landed), and coins and points counting to their new numbers."""
import pygame
import pytest

from games.core import settings as store
from gui import bots
from gui.bots import pace_of
from tests.gui_helpers import key


def majesty_against_the_computer(app, motion=True):
    app.settings["motion"] = motion
    scene = app.start_game("majesty", ["Anna", "Kai"], [None, "greedy"], 4, {})
    app.frame(0)
    return scene


def let_the_computer_move(scene):
    """Anna takes the first card and ends her turn; Kai answers."""
    state = scene.state
    assert scene.try_action(next(iter(state.legal_actions(0))))
    scene.end_turn()
    scene.bots.pace = 0
    while not any(who == 1 for who, _a in state.log):
        scene.update(0)
        if scene.bots._thread is not None:
            scene.bots._thread.join()


def test_p_sets_the_computers_pace_and_the_bar_says_how(app):
    scene = majesty_against_the_computer(app)
    assert pace_of(app.settings) == "normal" and scene.bots.pace == bots.PACE
    key(app, pygame.K_p)
    assert pace_of(app.settings) == "slow" and scene.bots.pace == 3 * bots.PACE and "slow" in scene.toast.message
    assert store.load_settings()["pace"] == "slow"
    key(app, pygame.K_p)
    assert pace_of(app.settings) == "fast" and scene.bots.pace < bots.PACE
    from gui.play_frame import FrameWords
    scene.state.apply(0, next(iter(scene.state.legal_actions(0))))
    scene.state.end_turns([0])
    assert "P: fast" in FrameWords.of(scene).aside   # while Kai plays, how to change his pace


def test_the_computer_s_card_travels_from_the_row_to_its_count(app):
    scene = majesty_against_the_computer(app)
    let_the_computer_move(scene)
    taken = [a for w, a in scene.state.log if w == 1 and a["kind"] == "take_card"][-1]
    (flight,) = scene.recent.flights
    _picture, start, to, _gone, seconds, _turn = flight
    assert start == scene.view.card_rects[taken["position"] - 1]          # from its place in the row
    end = scene.recent.end(to)
    assert [end] == scene.view.mark_rects(1, scene.view.move_marks(taken))  # to Kai's count of its building
    assert scene.animating and scene.wake_in() == 0                        # the loop draws it moving
    scene.update(seconds / 2)
    app.frame(0)
    halfway = ((start.centerx + end.centerx) // 2, (start.centery + end.centery) // 2)
    moving = app.screen.get_at(halfway)
    scene.update(seconds)
    assert not scene.recent.flights                                        # landed
    app.frame(0)
    assert app.screen.get_at(halfway) != moving                           # the card was there on its way


def test_no_piece_travels_at_the_fast_pace_nor_with_motion_off(app):
    scene = majesty_against_the_computer(app, motion=False)
    let_the_computer_move(scene)
    assert scene.recent.flights == []
    app.settings["pace"] = "fast"
    scene = majesty_against_the_computer(app, motion=True)
    let_the_computer_move(scene)
    assert scene.recent.flights == []


def words_drawn(monkeypatch) -> list:
    """Each line of words the next frames draw (cleared by the caller between frames)."""
    from gui import text
    drawn, draw = [], text.draw
    monkeypatch.setattr(text, "draw", lambda surface, words, *a, **k: drawn.append(words) or draw(surface, words, *a, **k))
    return drawn


def test_coins_count_up_to_their_new_number_and_the_loop_rests_once_counted(app, monkeypatch):
    from gui.counting import COUNT
    scene = majesty_against_the_computer(app)
    drawn = words_drawn(monkeypatch)
    take = next(iter(scene.state.legal_actions(0)))   # the Innkeeper, free: the Inn pays 4 coins
    assert scene.try_action(take) and scene.state.coins[0] == 4
    app.frame(0)
    assert "0 coins" in drawn and "4 coins" not in drawn                 # the number drawn before, at first
    drawn.clear()
    scene.update(COUNT["normal"] / 2)
    app.frame(0)
    assert "2 coins" in drawn and "4 coins" not in drawn                 # half way, eased
    assert "+4 coins" in drawn                                           # what the take paid still rises
    assert scene.animating and scene.wake_in() == 0                      # the loop draws it counting
    drawn.clear()
    scene.update(COUNT["normal"])
    app.frame(0)
    assert "4 coins" in drawn
    scene.update(10.0)                                                   # the rising words gone too
    app.frame(0)
    assert not scene.animating and scene.wake_in() is None               # nothing moves: the loop sleeps


def test_numbers_jump_with_motion_off_and_at_the_fast_pace(app, monkeypatch):
    for motion, pace in ((False, "normal"), (True, "fast")):
        app.settings["pace"] = pace
        scene = majesty_against_the_computer(app, motion=motion)
        drawn = words_drawn(monkeypatch)
        assert scene.try_action(next(iter(scene.state.legal_actions(0))))
        app.frame(0)
        assert "4 coins" in drawn and "0 coins" not in drawn
        assert not scene.recent.moving


def kai_s_piece_on_its_way(app, game: str, seed: int):
    """Anna (the greedy computer's choices, made by hand) and Kai (a computer) play,
    motion on, until a piece of Kai's sets off."""
    import random
    app.settings["motion"] = True
    scene = app.start_game(game, ["Anna", "Kai"], [None, "greedy"], seed, {})
    state, rng = scene.state, random.Random(seed)
    scene.bots.pace = 0
    for _ in range(80):
        app.frame(0)
        if scene.must_end_turn:
            scene.end_turn()
        elif state.actors() and 0 in state.actors():
            assert scene.try_action(game_bot(scene, rng))
        else:
            scene.update(0)
            if scene.bots._thread is not None:
                scene.bots._thread.join()
        if scene.recent.flights:
            return scene
    raise AssertionError("no piece of Kai's travelled")


def game_bot(scene, rng):
    return scene.game.bots["greedy"](scene.state.view(0), 0, rng)


def target_pixels(app, target, away) -> list:
    """The colours of the target's pixels that the piece in flight does not cover (`away`)."""
    return [tuple(app.screen.get_at((x, y))) for x in range(target.left, target.right)
            for y in range(target.top, target.bottom) if not away.collidepoint(x, y)]


@pytest.mark.parametrize("game, seed", [("majesty", 4), ("limes", 3), ("cartographers", 4)])
def test_a_travelling_piece_shows_at_its_target_only_once_it_lands(app, monkeypatch, game, seed):
    from gui import text
    scene = kai_s_piece_on_its_way(app, game, seed)
    scene.bots.pace = 60                      # Kai waits: no other piece of his sets off meanwhile
    flight = scene.recent.flights[0]
    at_target, draw = {}, text.draw           # Majesty: the number drawn in the middle of Kai's count
    monkeypatch.setattr(text, "draw", lambda surface, words, pos, *a, **k: at_target.update({pos: words})
                        or draw(surface, words, pos, *a, **k))
    scene.update(flight[4] / 2)
    app.frame(0)
    target = scene.recent.end(flight[2])
    piece = scene.recent.placed(flight)
    away = piece.inflate(max(piece.size), max(piece.size))   # turning, it takes more room
    midway, counted = target_pixels(app, target, away), at_target.get(target.center)
    assert midway and scene.recent.moving
    scene.update(flight[4])
    app.frame(0)
    assert flight not in scene.recent.flights
    assert target_pixels(app, target, away) != midway        # landed: only now it shows there
    if game == "majesty":   # the building's count: one more person once the card is there
        assert int(at_target[target.center]) == int(counted) + 1


def test_coins_taken_back_count_down(app, monkeypatch):
    from gui.counting import COUNT
    scene = majesty_against_the_computer(app)
    assert scene.try_action(next(iter(scene.state.legal_actions(0))))   # the Inn pays 4 coins
    app.frame(0)
    scene.update(COUNT["normal"])
    app.frame(0)
    drawn = words_drawn(monkeypatch)
    key(app, pygame.K_u)                                                 # taken back: 0 coins again
    assert scene.state.coins[0] == 0
    drawn.clear()
    scene.update(COUNT["normal"] / 2)
    app.frame(0)
    assert "2 coins" in drawn and "0 coins" not in drawn
