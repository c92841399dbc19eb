"""Rome turns in the window: End turn, taking back one's own split or tile, the hand-over curtain between two people."""
import pygame
import pytest

from gui.scenes.curtain import CurtainScene
from tests.gui_helpers import click, drag, end_turn, key
from tests.rome_gui import (play, move, tray_tile, centre, hand_slot, drawn, place_all, to_add, run, reveal,
                            human_step)

NOTHING = "There is nothing to take back."


def test_a_new_game_of_two_people_begins_behind_the_curtain_and_one_alone_does_not(app):
    """The first thing asked is secret (the tiles to split): whoever set the game up
    must not see the first player's tiles."""
    scene = app.start_game("rome", ["Anna", "Ben"], [None, None], 5, {"variant": "basic"})
    app.frame(0)
    assert isinstance(app.scene, CurtainScene) and app.scene.name == "Anna"
    click(app, app.scene.button.rect.center)
    assert app.scene is scene
    alone = app.start_game("rome", ["Anna", "Kai"], [None, "greedy"], 5, {"variant": "basic"})
    app.frame(0)
    assert app.scene is alone


def test_the_curtain_goes_back_to_the_games_by_menu_or_esc_and_keeps_the_game(app):
    from gui.scenes import store
    from gui.scenes.launcher import LauncherScene
    for leave in ("menu", "esc"):
        app.start_game("rome", ["Anna", "Ben"], [None, None], 5, {"variant": "basic"})
        app.frame(0)
        curtain = app.scene
        assert isinstance(curtain, CurtainScene)
        if leave == "menu":
            click(app, curtain.menu.rect.center)
        else:
            key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, LauncherScene) and len(app.scenes) == 1
        app.frame(0)
    assert [kept.game for kept in store.listing()] == ["rome", "rome"]   # both games kept, to continue


def test_the_split_is_changed_freely_until_confirm_split_which_also_ends_the_turn(app):
    scene = play(app, seats=(None, None), seed=5)
    state, trays = scene.state, scene.view.trays
    start, rects = tray_tile(scene, 4)
    drag(app, start, rects[1].center)
    key(app, pygame.K_5)                          # moved back by its number: nothing is sent yet
    assert trays.split_of(0) == [0] * 5 and state.log == [] and not scene.must_end_turn
    key(app, pygame.K_1)
    click(app, trays.confirm.rect.center)         # one question: the split is sent and the turn ended
    assert state.splits[0] == (0,) and state.log == [(0, {"kind": "divide", "small": [0]}),
                                                     (0, {"kind": "end_turn"})]
    curtain = app.scene
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ben"
    key(app, pygame.K_u)                          # under the curtain nothing is taken back
    assert app.scene is curtain and state.splits[0] == (0,) and len(state.log) == 2


def test_a_round_of_two_people_asks_to_confirm_only_where_the_turn_passes(app):
    """Confirming each turn on (the default), an advanced round of two people: every End turn
    hands the screen to the other behind the curtain; Confirm split comes without an End
    turn on top; a seat's steps that follow one another (the last split, then a choice)
    ask nothing between them. (Each seat used to be asked 6 times a round, and the split twice.)"""
    scene = play(app, seats=(None, None), seed=3, variant="advanced")
    state = scene.state
    run(app, scene, lambda: state.round == 1)
    asked = []                                    # (phase, seat, the curtain came)
    while state.round == 1:
        reveal(app)
        phase, seat = state.phase, scene.player
        if scene.must_end_turn:
            end_turn(app)
            asked.append((phase, seat, isinstance(app.scene, CurtainScene)))
        elif phase == "divide":
            key(app, pygame.K_1)
            click(app, scene.view.trays.confirm.rect.center)
            assert not scene.must_end_turn, "End turn on top of Confirm split"
        else:
            human_step(app, scene)
    assert asked and all(passed for _phase, _seat, passed in asked), asked
    assert [phase for phase, _seat, _passed in asked] == ["choose", "add", "elephant", "elephant", "mission",
                                                          "mission", "market"]   # 7, and 2 splits: 14 before
    assert state.phase == "divide" and state.splits == (None, None)   # the rules' round went on as before


def test_the_last_tile_can_be_taken_back_until_the_turn_is_ended(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60                          # the computer waits
    to_add(app, scene)
    state = scene.state
    place_all(app, scene)
    land = dict(state.landscapes[0])
    assert scene.must_end_turn and state.phase == "add" and len(land) == 5
    key(app, pygame.K_u)                          # the last tile goes back to the hand
    assert len(state.hands[0]) == 1 and len(state.landscapes[0]) == 4 and not scene.must_end_turn
    place_all(app, scene)
    assert state.landscapes[0] == land and scene.must_end_turn
    click(app, scene.end_button.rect.center)      # End turn
    assert state.log[-1] == (0, {"kind": "end_turn"}) and not scene.must_end_turn
    key(app, pygame.K_u)
    assert state.landscapes[0] == land and scene.toast.message == scene.t("violation.undo.turn_ended")
    scene.bots.reset()


def test_after_the_hand_over_the_next_player_neither_sees_nor_takes_back_the_split(app):
    scene = play(app, seats=(None, None), seed=5)
    state, view, trays = scene.state, scene.view, scene.view.trays
    start, rects = tray_tile(scene, 4)
    drag(app, start, rects[1].center)             # Anna: her last tile alone in the second lot
    click(app, trays.confirm.rect.center)         # sent, and her turn ended
    assert state.splits[0] == (4,)
    curtain = app.scene
    assert isinstance(curtain, CurtainScene) and app.scenes[-2] is scene and curtain.name == "Ben"
    words, _ = drawn(app, scene)
    assert not any("Lot" in w or "divided" in w for w in words)   # the curtain hides the table
    click(app, curtain.button.rect.center)        # Ben: "show me"
    assert app.scene is scene and scene.screen_seat == 1 and view.table.seat == 1
    log = list(state.log)
    key(app, pygame.K_u)                          # Ben tries to take back
    assert state.splits[0] == (4,) and state.log == log and scene.toast.message == NOTHING
    assert not scene.buttons[1].enabled
    # Ben's screen: his own row, all in the first lot; of Anna only that she divided
    words, tiles = drawn(app, scene)
    assert tiles == list(state.rows[1])
    assert "Lot 1: 5 tiles" in words and "Lot 2: 0 tiles" in words and "Lot 2: 1 tile" not in words
    assert "Anna: divided the row in secret" in words and view.describe(0, log[0][1]) == "divided the row in secret"
    assert (state.round, 0) not in trays.splits   # the window keeps nothing of her split
    move(app, tray_tile(scene, 4)[0])
    assert view.hover == ("tile", state.rows[1][4])
    # Ben's split, the last, brings the offers at once; his undo takes back neither
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert state.phase == "choose" and all(state.offers) and not scene.must_end_turn and app.scene is scene
    key(app, pygame.K_u)
    assert state.phase == "choose" and scene.toast.message == scene.t("violation.undo.revealed")
    assert state.log[:len(log)] == log


def test_undo_while_the_curtain_is_up_changes_nothing(app):
    scene = play(app, seats=(None, None), seed=5)
    state = scene.state
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)                     # Anna: (0,), her turn ended
    curtain = app.scene
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ben"
    log, splits, toast = list(state.log), state.splits, scene.toast.message
    key(app, pygame.K_u)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    click(app, scene.buttons[1].rect.center)      # where Undo is, under the curtain
    assert app.scene is curtain and state.log == log and state.splits == splits == ((0,), None)
    assert scene.toast.message == toast and not state.unconfirmed


def test_enter_ends_a_complete_turn_and_only_then_the_next_step_comes(app):
    scene = play(app, seats=(None, None), seed=5)
    state, view = scene.state, scene.view
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)                     # Anna sends 4/1, which ends her turn: the hand-over
    assert state.splits[0] == (0,) and isinstance(app.scene, CurtainScene) and not scene.must_end_turn
    key(app, pygame.K_RETURN)                     # Ben: "show me"
    assert app.scene is scene and scene.player == 1 and state.splits[1] is None
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)                     # Ben sends 4/1, the last split: the offers come at once
    assert state.phase == "choose" and all(state.offers) and scene.toast.message == "All offers are revealed"
    assert app.scene is scene and scene.player == 1   # Ben still has the screen: he chooses first
    key(app, pygame.K_1)
    assert state.choices[1] == "small" and scene.must_end_turn and app.scene is scene   # Anna chooses next
    words, _ = drawn(app, scene)
    assert "End turn" in words and scene.t("ui.play.end_turn_hint") in words
    click(app, view.trays.choose_geometry()[2]["large"].center)   # the choice is made: no other lot taken
    assert state.choices[1] == "small" and "end it" not in scene.toast.message
    key(app, pygame.K_SPACE)                      # Space ends the turn too
    assert isinstance(app.scene, CurtainScene) and app.scene.name == "Anna" and state.phase == "choose"


def test_undo_takes_back_your_own_tile_after_the_computer_placed_beside_it(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60
    to_add(app, scene)
    state = scene.state
    drag(app, hand_slot(scene), centre(scene, (0, 0)))
    scene.bots.pace = 0
    while state.log[-1][0] != 1:                  # the computer places a tile in the background
        app.frame(1 / 60)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
    scene.bots.pace = 60
    theirs = dict(state.landscapes[1])
    assert theirs and scene.can_undo()
    click(app, scene.buttons[1].rect.center)      # Undo
    assert state.landscapes[0] == {} and state.landscapes[1] == theirs
    assert scene.player == 0 and len(state.hands[0]) == len(state.offer_for(0).lot("large").tiles) + \
        len(state.offers[0].other(state.choices[1]).tiles)


def test_a_log_line_says_where_in_the_landscape_a_tile_went(app):
    scene = play(app, seats=(None, "greedy"), seed=5)
    words = scene.view.words
    land = scene.state.landscapes[1]
    land.clear()
    land.update({(0, 0): None, (1, 0): None, (-1, 0): None})   # three in a row, west to east
    assert words.where(1, (1, 0)) == "right" and words.where(1, (-1, 0)) == "left"
    assert words.where(1, (0, 0)) == "in the middle"
    assert words.where(1, (0, -1)).startswith("top") and words.where(1, (0, 1)).startswith("bottom")


def test_a_thumbnail_says_a_mission_was_kept_once_its_seat_has_kept_one(app):
    """Advanced, two people: once Anna has kept her mission, Ben's look at her
    thumbnail says she kept one of the cards drawn (not that she still chooses)."""
    scene = play(app, seats=(None, None), seed=5, variant="advanced")
    state, view = scene.state, scene.view
    if state.phase != "mission":
        pytest.skip("this seed starts without the mission draw")
    drawer = state.actors()[0]
    scene.commit(next(a for a in state.legal_actions(drawer) if a.kind == "keep_mission"), drawer)
    end_turn(app)
    reveal(app)
    app.frame(0)
    other = 1 - drawer
    assert scene.player == other
    rect = next(rect for rect, p in view.thumbs if p == drawer)
    move(app, rect.center)
    said = " ".join(view.hover_lines())
    cards = len(state.drawn[drawer])
    assert app.t("ui.rome.tip_kept_missions", n=cards) in said
    assert app.t("ui.rome.tip_hidden_missions", n=cards) not in said
