"""Cartographers turns in the window: End turn, taking back one's own drawing, a computer drawing meanwhile."""
import pygame
import pytest

from games.cartographers import Draw, Monster
from gui.scenes.curtain import CurtainScene
from tests.cartographers_gui import play, ready, place, past_curtain
from tests.cartographers_helpers import on_ambush, on_card
from tests.gui_helpers import click, end_turn, key, send


def test_undo_takes_back_ones_own_drawing_until_the_next_card(app):
    scene = play(app)
    state = scene.state
    on_card(state, 8)
    ready(app, scene)
    place(app, scene, Draw(1, "farm", ((3, 8), (4, 7), (4, 8), (4, 9), (5, 8))))
    assert scene.player == 0 and scene.must_end_turn and scene.buttons[1].enabled   # Anna's turn waits
    click(app, scene.buttons[1].rect.center)          # Undo
    assert state.sheets[0].terrain_at((4, 8)) is None and scene.player == 0 and not scene.must_end_turn
    revealed = len(state.revealed)
    place(app, scene, Draw(0, "farm", ((0, 0), (1, 0))))
    end_turn(app)                                     # Anna is done
    place(app, scene, Draw(0, "farm", ((0, 0), (0, 1))))   # Ben
    assert len(state.revealed) == revealed            # the next card waits for Ben's End turn
    end_turn(app)
    assert len(state.revealed) > revealed
    app.frame(0)
    assert not scene.buttons[1].enabled               # a new card is out: no taking back
    key(app, pygame.K_u)
    assert state.sheets[0].terrain_at((0, 0)) == "farm" and state.sheets[1].terrain_at((0, 1)) == "farm"


def test_a_computer_draws_in_the_background_while_the_human_keeps_the_screen(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 0
    for _ in range(200):
        app.frame(1 / 60)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
        if any(who == 1 for who, _ in scene.state.log):
            break
    assert any(who == 1 for who, _ in scene.state.log)
    assert scene.player == 0 and scene.view.offer().kind in ("draw", "fallback")


def test_solo_a_drawing_is_taken_back_before_end_turn_and_final_after_it(app):
    scene = play(app, names=("Solo",))
    state, view = scene.state, scene.view
    on_card(state, 8)                        # Farmland: the domino gives a coin
    ready(app, scene)
    revealed = state.revealed
    place(app, scene, Draw(0, "farm", ((4, 4), (4, 5))))
    assert state.sheets[0].terrain_at((4, 4)) == "farm" and view.floats
    assert scene.must_end_turn and state.revealed == revealed and state.card == 8   # the next card waits
    assert view.offer().kind == "end" and not view.offer().hand and not view.band.shape_rects
    key(app, pygame.K_1)                     # nothing to take in hand: the drawing is done
    click(app, view.board.cell_rect((8, 2)).center)
    assert not scene.dd.holding and len(state.log) == 1
    key(app, pygame.K_u)
    assert state.sheets[0].terrain_at((4, 4)) is None and state.sheets[0].coins == 0
    assert not view.floats                   # the coin taken back is no longer shown rising
    assert not scene.must_end_turn and state.revealed == revealed and view.offer().kind == "draw"
    place(app, scene, Draw(0, "farm", ((0, 0), (0, 1))))
    assert state.revealed == revealed
    end_turn(app)
    assert len(state.revealed) > len(revealed) and not scene.must_end_turn
    assert not scene.buttons[1].enabled
    key(app, pygame.K_u)
    assert state.sheets[0].terrain_at((0, 0)) == "farm"
    assert scene.toast.message == app.t("violation.undo.revealed")


def test_two_at_the_screen_each_takes_back_only_their_own_drawing(app):
    scene = play(app)                        # Anna and Ben, both at the screen
    state, view = scene.state, scene.view
    on_card(state, 8)
    ready(app, scene)
    place(app, scene, Draw(0, "farm", ((4, 4), (4, 5))))
    assert scene.player == 0 and scene.must_end_turn and view.focus == 0
    click(app, scene.end_button.rect.center)  # End turn
    assert state.log[-1] == (0, {"kind": "end_turn"}) and view.describe(0, state.log[-1][1]) == "End turn"
    assert not isinstance(app.scene, CurtainScene)   # the maps are public: no curtain while drawing
    assert app.scene is scene and scene.screen_seat == 1 and scene.player == 1 and view.focus == 1
    assert view.offer().kind == "draw" and state.card == 8
    assert not scene.buttons[1].enabled
    key(app, pygame.K_u)                     # Ben has nothing of his to take back
    assert state.sheets[0].terrain_at((4, 4)) == "farm" and state.sheets[0].coins == 1
    assert scene.toast.message == app.t("violation.undo.nothing")
    place(app, scene, Draw(1, "farm", ((3, 8), (4, 7), (4, 8), (4, 9), (5, 8))))
    assert state.sheets[1].terrain_at((4, 8)) == "farm" and scene.must_end_turn and scene.player == 1
    revealed = state.revealed
    key(app, pygame.K_u)
    assert state.sheets[1].terrain_at((4, 8)) is None and state.sheets[0].terrain_at((4, 4)) == "farm"
    assert scene.player == 1 and view.offer().kind == "draw" and state.revealed == revealed
    assert "Ben" in scene.toast.message
    place(app, scene, Draw(1, "farm", ((3, 8), (4, 7), (4, 8), (4, 9), (5, 8))))
    end_turn(app)
    assert len(state.revealed) > len(revealed)   # both done and ended: the next card
    assert state.sheets[0].terrain_at((4, 4)) == "farm" and state.sheets[1].terrain_at((4, 8)) == "farm"


def test_the_monster_drawer_takes_the_monster_back_until_the_turn_is_ended(app):
    scene = play(app, names=("Anna", "Ben", "Cara"))
    on_ambush(scene.state, 1)                # the Goblin Attack, counterclockwise
    ready(app, scene)
    state, view = scene.state, scene.view
    drawer = scene.player
    owner = state.ambush_sheet(drawer)
    monster = next(a for a in state.legal_actions(drawer) if isinstance(a, Monster))
    place(app, scene, monster)
    assert all(state.sheets[owner].terrain_at(c) == "monster" for c in monster.cells)
    assert scene.must_end_turn and scene.player == drawer
    assert view.focus == owner               # the map drawn on stays in view
    key(app, pygame.K_u)
    assert all(state.sheets[owner].terrain_at(c) is None for c in monster.cells)
    assert not scene.must_end_turn and view.offer().kind == "monster" and view.focus == owner
    assert not any(q == owner for q, *_ in view.flashes)     # no mark on cells now empty
    place(app, scene, monster)
    end_turn(app)
    assert state.undo_violation(drawer).code == "undo.turn_ended"
    past_curtain(app, state.players[scene.player])
    assert scene.player != drawer
    key(app, pygame.K_u)                     # the next drawer cannot take it back either
    assert all(state.sheets[owner].terrain_at(c) == "monster" for c in monster.cells)
    assert scene.toast.message == app.t("violation.undo.nothing")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_end_turn_button_stands_in_the_card_band_clear_of_the_map(app, size, tmp_path):
    send(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 9)
    ready(app, scene)
    place(app, scene, next(a for a in state.legal_actions(0) if isinstance(a, Draw) and (10, 10) in a.cells))
    assert scene.must_end_turn
    f, button = scene.frame, scene.end_button.rect
    assert f.board.contains(button)
    assert not button.colliderect(view.board.rect.inflate(6, 6))      # the map and its frame
    assert not button.colliderect(view.band.card_rect) and not button.colliderect(view.column)
    pygame.image.save(app.screen, str(tmp_path / f"end-turn-{size[0]}.png"))
    click(app, button.center)
    assert not scene.must_end_turn and scene.player == 1


def test_with_confirming_turns_off_the_next_player_draws_at_once(app):
    app.settings["confirm_turns"] = False
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 8)
    ready(app, scene)
    place(app, scene, Draw(0, "farm", ((4, 4), (4, 5))))
    assert state.log[-1] == (0, {"kind": "end_turn"}) and not scene.must_end_turn
    assert scene.player == 1 and view.offer().kind == "draw" and view.focus == 1
    key(app, pygame.K_u)                     # Anna's turn is ended: Ben cannot take it back
    assert state.sheets[0].terrain_at((4, 4)) == "farm"


def test_the_card_that_reaches_the_season_s_time_is_called_its_last_not_an_overrun(app):
    import random
    scene = app.start_game("cartographers", ["Anna"], [None], 5, {})
    state, rng = scene.state, random.Random(5)
    said = set()
    while state.season == 0:
        if state.time >= state.threshold:
            said.add(scene.view.round_text())
        player = state.actors()[0]
        state.apply(player, state.game.bots["greedy"](state.view(player), player, rng))
        state.end_turns([player])
        scene.changed()
    assert said, "no card of spring reached its time"
    assert all("last card" in words and "/8" not in words for words in said)


def test_a_solo_ambush_has_its_line_in_the_turn_log(app):
    import random
    scene = app.start_game("cartographers", ["Anna"], [None], 3, {})
    state, rng = scene.state, random.Random(3)
    data = scene.view.data
    while not any(card in data.ambush for card in state.revealed) and not state.is_over():
        scene.commit(state.game.bots["greedy"](state.view(0), 0, rng))
        if scene.must_end_turn:
            scene.end_turn()
    card = data.ambush[next(c for c in state.revealed if c in data.ambush)]
    said = [words for words, _colour in scene.log_lines(30)]
    assert scene.view.words.ambush_notice(card) in said          # the monster the game drew, in the log
    assert said.index(scene.view.words.ambush_notice(card)) > 0   # after the moves that came before it


def test_a_log_line_says_where_on_the_map_a_drawing_went(app):
    scene = app.start_game("cartographers", ["Anna"], [None], 3, {})
    describe = scene.view.describe
    assert describe(0, {"kind": "draw", "terrain": "forest", "cells": [[0, 0], [0, 1]]}).endswith("top left")
    assert describe(0, {"kind": "monster", "cells": [[10, 9], [10, 10]]}).endswith("bottom right")
    assert "in the middle" in describe(0, {"kind": "parcel", "terrain": "farm", "cell": [5, 5]})
