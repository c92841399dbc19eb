"""Rome in a Day through the window: posted mouse and key events, the engine's state checked."""
import pygame
import pytest

from gui.scenes.curtain import CurtainScene
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, drag, end_turn, greedy_results, key, send
from tests.rome_gui import (play, move, reveal, tray_tile, centre, hand_slot, run, drawn, to_add, right_click,
                            send_split)


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
    assert isinstance(app.scene, CurtainScene) and app.scene.name == "Ben"   # it ends the turn: the hand-over


def test_a_click_moves_a_tile_across_and_5_0_is_allowed(app):
    scene = play(app)
    trays = scene.view.trays
    start, _ = tray_tile(scene, 1)
    click(app, start)
    assert trays.split_of(0) == [0, 1, 0, 0, 0]
    key(app, pygame.K_2)                          # the key moves it back: all five in one lot
    assert trays.split_of(0) == [0] * 5
    key(app, pygame.K_RETURN)                     # Enter sends no untouched split (one carried over from the curtain)
    assert scene.state.splits[0] is None and scene.toast.message == app.t("ui.rome.enter_untouched")
    send_split(app, scene)                        # the button sends 5/0
    assert scene.state.splits[0] == ()


def test_nothing_of_one_split_reaches_the_next_player(app):
    scene = play(app)
    state, view = scene.state, scene.view
    start, rects = tray_tile(scene, 3)
    drag(app, start, rects[1].center)
    click(app, view.trays.confirm.rect.center)
    click(app, scene.end_button.rect.center)      # End turn
    assert isinstance(app.scene, CurtainScene)
    reveal(app)
    assert scene.player == 1 and view.table.seat == 1
    assert view.trays.split_of(1) == [0] * 5      # Ben starts from his own row
    assert view.describe(0, state.log[0][1]) == "divided the row in secret"
    assert all("(" not in view.describe(p, a) for p, a in state.log)


def test_offers_revealed_together_then_the_choices(app):
    scene = play(app, seats=(None, None))
    state, view = scene.state, scene.view
    send_split(app, scene)                        # both divide 5/0: Anna ...
    assert state.phase == "divide" and not any(state.offers)   # nothing revealed before the last split
    reveal(app)
    send_split(app, scene)                        # ... and Ben
    assert state.phase == "choose" and len(state.offers) == 2
    assert {(o.maker, o.receiver) for o in state.offers} == {(0, 1), (1, 0)}   # two players swap
    chooser = scene.player
    click(app, view.trays.choose_geometry()[2]["small"].center)
    end_turn(app)
    reveal(app)
    other = scene.player
    assert other != chooser and state.choices[chooser] == "small"
    index = len(state.log) - 2                                                   # before the End turn
    seen = lambda: scene.shown.log[index][1]                                 # the log as the screen may read it
    assert seen() == {"kind": "choose"} and view.describe(chooser, seen()) == "chose a lot"   # secret until all chose
    key(app, pygame.K_2)                          # the last choice: the lots come at once
    assert state.phase == "add"
    assert view.describe(chooser, seen()) == "took the smaller lot"
    assert len(view.report) == 2


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
    assert lines[0].endswith("area of 1 tile")   # the singular for one
    score = state.survey(0).building_scores()[0]
    assert f"scores {score.points} point" in lines[1]   # "0 points", "1 point"
    assert scene.view.land.lit_cells() == score.cells


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


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_computer_players_alone_reach_the_results(app, variant):
    scene = play(app, seats=("greedy", "random"), seed=4, variant=variant)
    run(app, scene, lambda: isinstance(app.scene, ResultsScene))
    assert scene.state.is_over()


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


def test_how_was_this_scored_says_which_colour_a_tied_fortress_took_and_why(app):
    from games import GAMES
    from games.core.rule_lookup import points_of
    from games.rome import Tile
    from tests.gui_helpers import greedy_position, results_of
    state = greedy_position("rome", 2, options={"variant": "advanced"})
    # spec: Table decisions: the fortress ties yellow and red at 2; red pairs it with the theatre (mission 14)
    state.landscapes = ({(0, 0): Tile("Q", "X"), (1, 0): Tile("Y"), (2, 0): Tile("Y"), (-1, 0): Tile("R", "R"),
                         (-2, 0): Tile("R")}, state.landscapes[1])
    state.elephants, state.missions = ((), state.elephants[1]), ((14,), state.missions[1])
    results = results_of(app, GAMES["rome"], state)
    assert results.rows[0][0][0].startswith("Fortress on tile 1, as a theatre")   # which colour it took
    asked, rule_text = [], results.rule_text
    results.rule_text = lambda code: asked.append(code) or rule_text(code)
    results.toggle_explain()
    app.frame(0)
    assert {"rome.fortress.R", "rome.fortress.tie.missions"} <= set(asked)   # and why
    why = points_of("rome")["rome.fortress.tie.missions"]["en"]
    assert why in [rule_text(code) for code in results.view.rule_codes(results.sheets[0].items[0])]


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


def test_a_game_of_computers_only_shows_no_row_and_a_face_down_count(app, monkeypatch):
    from gui.views.rome import art as draw_rome
    scene = play(app, seats=("greedy", "random", "greedy"), seed=4)
    scene.bots.pace = 60                          # the computers wait: the divide step stays on screen
    app.frame(0)
    view = scene.view
    assert view.table.seat is None and view.trays.mode() == "public"
    backs = []
    monkeypatch.setattr(draw_rome, "tile_back", lambda size, real=draw_rome.tile_back: backs.append(size) or real(size))
    words, tiles = drawn(app, scene)
    assert tiles == []                            # nobody's row shows its faces
    assert len(backs) >= 3 * 5 and "Waiting for: Anna, Ben, Cara" in words
    move(app, view.thumbs[0][0].center)           # a thumbnail tells what it holds face down
    assert view.hover == ("thumb", view.thumbs[0][1])
    assert "Face down: 5 row tiles, being divided in secret" in view.hover_lines()
    scene.bots.reset()


def test_every_decision_the_engine_publishes_has_its_sentence_in_both_languages():
    import random

    from games import GAMES
    from games.core.i18n import texts_for
    from gui.views.rome.sentences import DECISION_TEXTS
    game, kinds = GAMES["rome"], set()
    for variant in ("basic", "advanced"):
        state = game.new_game(["A", "B", "C"], 2, {"variant": variant})
        rng = random.Random(2)
        while not state.is_over():
            kinds |= {state.decision(p).kind for p in state.actors()}
            player = state.actors()[0]
            state.apply(player, game.bots["random"](state.view(player), player, rng))
    kinds.discard("end_turn")
    assert kinds <= set(DECISION_TEXTS) and len(kinds) >= 7   # skipping the elephant is rare
    for lang in ("de", "en"):
        texts = texts_for(lang)
        assert all(texts.has(DECISION_TEXTS[kind]) for kind in DECISION_TEXTS), lang


def test_the_objective_and_the_tray_say_what_the_engine_decided(app):
    scene = play(app, seats=(None, "greedy", "greedy"), seed=3)
    scene.bots.pace = 60
    decision = scene.decision
    assert decision.kind == "divide" and decision.param("receiver") == 1
    assert scene.view.objective().startswith("Split your five tiles") and "goes to Ben" in scene.view.objective()
    words, tiles = drawn(app, scene)
    assert tiles == list(decision.hand)           # the row in the tray is the decision's hand
    assert "Divide your row in secret · your offer goes to Ben" in words
    scene.bots.reset()


def test_the_tick_beside_a_name_explains_itself(app, monkeypatch):
    from gui.views.rome import view as rome_view
    scene = play(app, seats=(None, "greedy", "greedy"), seed=3)
    scene.bots.pace = 60
    send_split(app, scene)                        # Anna divides 5/0 ...
    end_turn(app)                                 # ... and ends her turn: she waits for the others
    view, tips = scene.view, []
    monkeypatch.setattr(rome_view, "draw_tooltip", lambda surface, lines, *a: tips.append(list(lines)))
    rect = next(rect for rect, p in view.seat_rows if p == 0)
    move(app, rect.center)
    assert "Anna  ✓" in drawn(app, scene)[0]
    assert " ".join(tips[-1]) == "✓: Anna has done this step and waits for the others."
    rect = next(rect for rect, p in view.seat_rows if p == 1)
    move(app, rect.center)
    assert " ".join(tips[-1]) == "…: Ben still acts in this step."
    scene.bots.reset()


def test_a_tile_tip_wraps_to_a_readable_width(app, monkeypatch):
    from gui import text
    from gui.views.rome import view as rome_view
    scene = play(app, seats=(None, "greedy"), seed=5)
    scene.bots.pace = 60
    tips = []
    monkeypatch.setattr(rome_view, "draw_tooltip", lambda surface, lines, *a: tips.append(list(lines)))
    start, _ = tray_tile(scene, 0)                # the first row tile carries a building: a long rule sentence
    move(app, start)
    assert scene.view.hover[0] == "tile" and len(tips[-1]) >= 3
    size, width = round(14 * scene.view.u), scene.view.words.tip_width()
    assert all(text.font(size).size(line)[0] <= width for line in tips[-1])
    assert "scores the size of every" in " ".join(tips[-1])
    scene.bots.reset()


def test_the_gem_lines_light_the_gems_in_the_results(app):
    """The issue's complaint: the gem line (and a gem mission) lit nothing on the board."""
    results = greedy_results(app, "rome", ["Anna", "Ben"], 6, {"variant": "advanced"})
    unlit = []
    for player in range(2):
        results.selected = player
        app.frame(0)
        for rect, p, index in [entry for entry in results.item_rects if entry[1] == player]:
            label, indices = results.rows[p][index]
            if sum(results.sheets[p].items[i].points for i in indices) == 0:
                continue
            move(app, (0, 0))
            plain = pygame.image.tobytes(app.screen.subsurface(results.right), "RGB")
            move(app, rect.center)
            if pygame.image.tobytes(app.screen.subsurface(results.right), "RGB") == plain:
                unlit.append(label)
    assert unlit == []
    gems = next(item for item in results.sheets[0].items if item.key == "gems")
    assert gems.points > 0 and len(gems.cells) == gems.params["gems"]


def test_a_wrong_tile_in_the_tutorial_is_told_where_the_asked_one_goes(app):
    from tests.tutorial_moves_rome import move as tutorial_move
    scene = app.start_tutorial("rome")
    app.frame(0)
    referee = scene.referee
    while referee.step.id != "place_windmill":
        if referee.step.expect is None:
            key(app, pygame.K_SPACE)
        else:
            tutorial_move(app, scene, referee.step.expect)
    expect, log = referee.step.expect, list(scene.state.log)
    assert (expect["q"], expect["r"]) == (1, 0)
    tutorial_move(app, scene, dict(expect, q=0, r=1))       # the same tile, but below the start tile
    assert scene.state.log == log and referee.step.id == "place_windmill"
    assert scene.toast.message == ("That move is allowed, but this step asks for another: "
                                   "tile: olive grove with windmill, on the marked cell.")


def test_the_mission_draw_marks_who_still_draws_as_the_engine_says(app):
    scene = play(app, variant="advanced")         # Anna, Ben and Cara at the screen; Anna draws first
    reveal(app)
    view, state = scene.view, scene.state
    assert state.still_to_draw() == (1, 2)
    assert [view.words.seat_mark(p) for p in range(3)] == ["…", "", ""]
    assert view.words.seat_tip(2) == app.t("ui.rome.tip_to_draw", name="Cara")
    click(app, view.trays.mission_cards()[-1][0].center)
    end_turn(app)
    reveal(app)
    assert [view.words.seat_mark(p) for p in range(3)] == ["✓", "…", ""]


def test_a_market_segments_tip_wraps_its_rule_once_at_the_tips_width(app):
    """The rule of a segment is one sentence wrapped by the tip (not wrapped twice, which
    left lines of a word or two)."""
    from gui import text
    scene = play(app, seats=(None, "greedy"), seed=5, variant="advanced")
    view = scene.view
    view.hover = ("segment", 0)
    rule = scene.state.data.market_texts[0]["en"]
    expected = list(text.wrap(rule, round(14 * view.u), view.words.tip_width()))
    assert view.hover_lines()[:len(expected)] == expected


def test_another_landscape_shown_large_says_how_to_go_back_in_play_and_in_the_tutorial(app):
    """In play Esc or a click on its thumbnail goes back; in a tutorial Esc leaves the
    tutorial, so the landscape's title names only the click."""
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60
    scene.view.enlarged = 1
    words, _tiles = drawn(app, scene)
    assert app.t("ui.rome.landscape_of", name="Ben") in words
    scene = app.start_tutorial("rome")
    other = next(p for p in range(len(scene.state.players)) if p != scene.view.table.seat)
    scene.view.enlarged = other
    words, _tiles = drawn(app, scene)
    name = scene.state.players[other]
    assert app.t("ui.rome.landscape_of_click", name=name) in words
    assert app.t("ui.rome.landscape_of", name=name) not in words
