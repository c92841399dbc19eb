"""Rome in a Day through the window: posted mouse and key events, the engine's state checked."""
import pygame
import pytest

from games.rome import Choose, Divide
from gui.scenes.curtain import CurtainScene
from gui.scenes.play import start_game
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, drag, key, send


def play(app, seats=(None, None, None), seed=7, variant="basic"):
    scene = start_game(app, "rome", ["Anna", "Ben", "Cara"][:len(seats)], list(seats), seed, {"variant": variant})
    scene.bots.pace = 0
    app.frame(0)
    return scene


def move(app, pos):
    send(app, pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def reveal(app):
    """Whoever the curtain names takes the mouse."""
    while isinstance(app.scene, CurtainScene):
        click(app, app.scene.button.rect.center)


def tray_tile(scene, index):
    trays = scene.view.trays
    r, slot, rects = trays.divide_geometry()
    tray = trays.split_of(scene.player)[index]
    return trays.slot_centre(rects[tray], index, r, slot), rects


def centre(scene, cell):
    x, y = scene.view.main_board().centre(cell)
    return round(x), round(y)


def hand_slot(scene, index=0):
    return scene.view.trays.hand_geometry()[1][index][0].center


def human_step(app, scene):
    """One action of the screen's human, by posted events only."""
    s, view, p = scene.state, scene.view, scene.player
    trays = view.trays
    if s.phase == "divide":
        start, rects = tray_tile(scene, 4)
        drag(app, start, rects[1].center)
        click(app, trays.confirm.rect.center)
    elif s.phase == "choose":
        click(app, trays.choose_geometry()[2]["large"].center)
    elif s.phase == "mission":
        click(app, trays.mission_cards()[-1][0].center)
    elif s.phase == "elephant":
        free = s.free_tiles(p) if s.elephant_supply(p) else []
        if free:
            drag(app, trays.supply_rect().center, centre(scene, free[-1]))
        else:
            click(app, trays.skip.rect.center)
    elif s.phase == "market" and s.taken[p] is None:
        click(app, view.market.boxes[next(i for i, seg in enumerate(s.market) if seg is not None)].center)
    elif s.bonus_cells[p]:
        click(app, centre(scene, s.bonus_cells[p][-1]))
    else:
        (cell, turn) = next(iter(s.placements(p, s.hands[p][0])))
        start, end = hand_slot(scene), centre(scene, cell)
        send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        for k in range(1, 5):
            move(app, (start[0] + (end[0] - start[0]) * k / 4, start[1] + (end[1] - start[1]) * k / 4))
        for _ in range(turn):
            key(app, pygame.K_r)       # a double tile turns a sixth
        send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def run(app, scene, until, limit=3000):
    """Humans act by posted events, bots in the background, until `until()`."""
    for _ in range(limit):
        reveal(app)
        if until():
            return
        if scene.human_turn and app.scene is scene:
            count = len(scene.state.log)
            human_step(app, scene)
            assert len(scene.state.log) > count or isinstance(app.scene, ResultsScene), scene.toast.message
        else:
            app.frame(1 / 60)
            if scene.bots._thread is not None:
                scene.bots._thread.join()
    raise AssertionError("did not get there")


# --- divide --------------------------------------------------------------------------------
def test_a_split_made_by_posted_drags_sends_the_smaller_lot(app):
    scene = play(app)
    state, trays = scene.state, scene.view.trays
    for index in (0, 2, 3):                       # three tiles into the second tray
        start, rects = tray_tile(scene, index)
        drag(app, start, rects[1].center)
    assert trays.split_of(0) == [1, 0, 1, 1, 0]
    assert trays.smaller(trays.split_of(0)) == 0  # the gem goes to the smaller lot by itself
    assert state.log == []                        # nothing is sent before the confirmation
    click(app, trays.confirm.rect.center)
    assert state.splits[0] == (1, 4)
    assert isinstance(app.scene, CurtainScene) and app.scene.name == "Ben"


def test_a_click_moves_a_tile_across_and_5_0_is_allowed(app):
    scene = play(app)
    trays = scene.view.trays
    start, _ = tray_tile(scene, 1)
    click(app, start)
    assert trays.split_of(0) == [0, 1, 0, 0, 0]
    key(app, pygame.K_2)                          # the key moves it back: all five in one lot
    assert trays.split_of(0) == [0] * 5
    key(app, pygame.K_RETURN)
    assert scene.state.splits[0] == ()


def test_nothing_of_one_split_reaches_the_next_player(app):
    scene = play(app)
    state, view = scene.state, scene.view
    start, rects = tray_tile(scene, 3)
    drag(app, start, rects[1].center)
    click(app, view.trays.confirm.rect.center)
    assert isinstance(app.scene, CurtainScene)
    reveal(app)
    assert scene.player == 1 and view.viewer == 1
    assert view.trays.split_of(1) == [0] * 5      # Ben starts from his own row
    assert view.describe(0, state.log[0][1]) == "divided the row in secret"
    assert all("(" not in view.describe(p, a) for p, a in state.log)


def test_offers_revealed_together_then_the_choices(app):
    scene = play(app, seats=(None, None))
    state, view = scene.state, scene.view
    for _ in range(2):
        key(app, pygame.K_RETURN)                 # both divide 5/0
        reveal(app)
    assert state.phase == "choose" and len(state.offers) == 2
    assert {(o.maker, o.receiver) for o in state.offers} == {(0, 1), (1, 0)}   # two players swap
    chooser = scene.player
    click(app, view.trays.choose_geometry()[2]["small"].center)
    reveal(app)
    other = scene.player
    assert other != chooser and state.choices[chooser] == "small"
    assert view.describe(chooser, state.log[-1][1]) == "chose a lot"           # secret until all chose
    key(app, pygame.K_2)
    assert state.phase == "add"
    assert view.describe(chooser, state.log[-2][1]) == "took the smaller lot"
    assert len(view.report) == 2


# --- add --------------------------------------------------------------------------------
def to_add(app, scene):
    for player in range(len(scene.state.players)):
        scene.commit(Divide(()), player)
        reveal(app)
    for player in range(len(scene.state.players)):
        scene.commit(Choose("large"), player)
        reveal(app)
    scene.bots.cancel()                           # a computer's decision from before is stale now
    assert scene.state.phase == "add"


def test_a_tile_placed_by_a_posted_drag_and_a_refused_drop_with_its_reason(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60                          # the computer waits
    to_add(app, scene)
    state = scene.state
    tile = state.hands[0][0].tiles[0]
    drag(app, hand_slot(scene), centre(scene, (0, 0)))
    assert state.landscapes[0] == {(0, 0): tile}
    # a cell that touches nothing: the ghost turns red with the reason, the drop is refused
    send(app, pygame.MOUSEBUTTONDOWN, pos=hand_slot(scene), button=1)
    far = centre(scene, (2, -1))
    move(app, (far[0] + 3, far[1]))
    move(app, far)
    assert scene.dd.target == (2, -1) and scene.dd.violation.code == "rome.must_touch"
    send(app, pygame.MOUSEBUTTONUP, pos=far, button=1)
    assert len(state.landscapes[0]) == 1 and "share an edge" in scene.toast.message
    drag(app, hand_slot(scene), centre(scene, (0, 0)))            # a cell already taken
    assert len(state.landscapes[0]) == 1 and "already lies there" in scene.toast.message
    drag(app, hand_slot(scene), centre(scene, (1, 0)))
    assert (1, 0) in state.landscapes[0]


def test_hover_tells_the_area_and_what_the_building_scores(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60
    to_add(app, scene)
    state = scene.state
    index = next(i for i, piece in enumerate(state.hands[0]) if piece.tiles[0].building)
    drag(app, hand_slot(scene, index), centre(scene, (0, 0)))
    move(app, centre(scene, (0, 0)))
    lines = scene.view.hover_lines()
    assert lines[0].endswith("area of 1 tile(s)")
    score = state.survey(0).building_scores()[0]
    assert f"scores {score.points} now" in lines[1]
    assert scene.view.lit_cells() == score.cells


def test_a_thumbnail_enlarges_another_landscape_until_the_next_action(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60
    to_add(app, scene)
    view = scene.view
    rect, other = view.thumbs[0]
    click(app, rect.center)
    assert view.enlarged == other and view.shown == other
    key(app, pygame.K_ESCAPE)
    assert view.shown == 0
    click(app, rect.center)
    key(app, pygame.K_1)                          # picking a tile shows your own landscape again
    assert view.shown == 0 and scene.dd.holding


# --- whole games ------------------------------------------------------------------------------
def test_a_whole_three_player_basic_game_through_the_window(app, tmp_path):
    scene = play(app, seats=(None, None, "greedy"), seed=12)
    state = scene.state
    run(app, scene, lambda: isinstance(app.scene, ResultsScene))
    assert state.is_over() and sum(len(land) for land in state.landscapes) == 60
    results = app.scene
    key(app, pygame.K_SPACE)
    rect, player, index = next((r, p, i) for r, p, i in results.item_rects
                               if results.sheets[p].items[i].key.startswith("building")
                               and results.sheets[p].items[i].points > 1)
    move(app, rect.center)
    assert results.hover_item == (player, index)
    assert {item.key for item in results.sheets[0].items} >= {"gems"}
    pygame.image.save(app.screen, str(tmp_path / "rome-results.png"))


def test_an_advanced_game_elephants_missions_market_and_double_tiles(app):
    scene = play(app, seats=(None, "greedy", "random"), seed=3, variant="advanced")
    state = scene.state
    assert state.phase == "mission" and scene.view.trays.mission_cards()
    run(app, scene, lambda: state.phase == "market" and scene.human_turn)
    assert len(state.elephants[0]) == 2 and len(state.missions[0]) == 2
    run(app, scene, lambda: isinstance(app.scene, ResultsScene))
    keys = {item.key for item in app.scene.sheets[0].items}
    assert sum(k.startswith("mission:") for k in keys) == 5
    kinds = [a["kind"] for p, a in state.log if p == 0]
    assert {"place_elephant", "keep_mission", "take_segment", "place_tile"} <= set(kinds)


def test_a_double_tile_turns_in_six_directions(app):
    scene = play(app, seats=(None, "greedy"), seed=5, variant="advanced")
    state = scene.state
    run(app, scene, lambda: scene.human_turn and state.phase == "market" and state.taken[0] is not None
        and state.hands[0] and state.hands[0][0].double)
    start = hand_slot(scene)
    land = state.landscapes[0]
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    (q, r), turn = next(((c, t) for c, t in state.placements(0, state.hands[0][0]) if t == 3))
    end = centre(scene, (q, r))
    move(app, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    move(app, end)
    for _ in range(3):
        send(app, pygame.MOUSEWHEEL, x=0, y=-1)   # the wheel turns it too
    assert scene.dd.held.rotation == 3 and scene.dd.violation is None
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    assert state.log[-1][1]["turn"] == 3 and len(state.landscapes[0]) == len(land) + 2


def test_a_right_click_on_a_tile_tells_its_building_rule(app):
    scene = play(app)
    start, _ = tray_tile(scene, 0)                 # the first row tile carries a building
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=3)
    assert scene.popup is not None and "scores the size of every" in scene.popup.body


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


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_computer_players_alone_reach_the_results(app, variant):
    scene = play(app, seats=("greedy", "random"), seed=4, variant=variant)
    run(app, scene, lambda: isinstance(app.scene, ResultsScene))
    assert scene.state.is_over()


# --- rule texts and the tutorial's pointer ------------------------------------------------------
def right_click(app, scene, pos):
    send(app, pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=3)
    popup = scene.popup
    key(app, pygame.K_ESCAPE)
    return popup


def test_a_right_click_tells_the_rule_points_of_trays_segments_missions_and_tiles(app):
    from games.core.rule_lookup import points_of
    points = {key: point["en"] for key, point in points_of("rome").items()}
    scene = play(app, seats=(None, "greedy", "greedy"), seed=3, variant="advanced")
    view = scene.view
    popup = right_click(app, scene, view.trays.mission_cards()[0][0].center)
    assert points["mission.coin"] in popup.body
    popup = right_click(app, scene, view.market.boxes[4].center)
    assert "fortress" in popup.title and points["market.place"] in popup.body
    popup = right_click(app, scene, centre(scene, (0, 0)))
    assert points["area"] in popup.body and points["elephant"] in popup.body
    run(app, scene, lambda: scene.state.phase == "divide" and scene.human_turn)
    popup = right_click(app, scene, view.trays.divide_geometry()[2][1].center)
    assert points["divide"] in popup.body and points["divide.gem"] in popup.body
    run(app, scene, lambda: scene.state.phase == "choose" and scene.human_turn)
    popup = right_click(app, scene, view.trays.choose_geometry()[3].center)
    assert popup.body == points["direction"]
    scene.bots.reset()                            # no computer left thinking after the test


def test_a_fortress_tells_it_is_a_joker(app):
    scene = play(app, seats=(None, "greedy"), seed=5, variant="advanced")
    state = scene.state
    run(app, scene, lambda: state.phase == "market" and scene.human_turn and state.taken[0] is None
        and state.market[4] is not None)
    click(app, scene.view.market.boxes[4].center)                  # the fortress segment
    run(app, scene, lambda: any(t.building == "X" for t in state.landscapes[0].values()))
    cell = next(c for c, t in state.landscapes[0].items() if t.building == "X")
    move(app, (0, 0))
    popup = right_click(app, scene, centre(scene, cell))
    assert "joker" in popup.body
    scene.bots.reset()


def test_every_tutorial_target_kind_is_found_on_screen(app):
    scene = play(app, seats=(None, "greedy", "greedy"), seed=3, variant="advanced")
    view = scene.view
    assert view.tutorial_rects({"kind": "mission", "at": scene.state.drawn[0][0]})
    for kind in ("land", "table", "market", "tray"):
        assert view.tutorial_rects({"kind": kind})[0].width > 0, kind
    assert view.tutorial_rects({"kind": "landscape", "player": 1})
    assert view.tutorial_rects({"kind": "cells", "at": [[0, 0]]})[0].collidepoint(centre(scene, (0, 0)))
    x, y = view.tutorial_box_at({"kind": "mission"}, (380, 200))   # the step box stays above the tray
    assert y + 200 <= view.tray_rect.top and view.rect.left <= x
    run(app, scene, lambda: scene.state.phase == "divide" and scene.human_turn)
    for target in ({"kind": "row", "at": [0, 4]}, {"kind": "split", "at": 1}, {"kind": "confirm"}):
        assert view.tutorial_rects(target), target
    run(app, scene, lambda: scene.state.phase == "choose" and scene.human_turn)
    assert view.tutorial_rects({"kind": "offers"}) and view.tutorial_rects({"kind": "lot", "at": "large"})
    run(app, scene, lambda: scene.state.phase == "add" and scene.human_turn)
    assert len(view.tutorial_rects({"kind": "cells", "at": [[1, 0]], "hand": 0})) == 2
    run(app, scene, lambda: scene.state.phase == "elephant" and scene.human_turn)
    assert view.tutorial_rects({"kind": "elephants"})[0] == view.trays.supply_rect()
    scene.bots.reset()
