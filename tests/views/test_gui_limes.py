"""Limes through the window: real mouse and key events, assertions on the engine."""
import pygame
import pytest

from games.limes.rules import PlaceCard
from gui.scenes.play import PlayScene
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, drag, end_turn, key, send


def play(app, seats=(None, None), seed=5) -> PlayScene:
    from gui.scenes.launcher import LauncherScene
    app.replace(LauncherScene(app))
    scene = app.start_game("limes", ["Anna", "Ben"][:len(seats)], list(seats), seed, {})
    app.frame(1 / 60)
    return scene


def slot_centre(scene, player, slot):
    return scene.view.display_of(player).card_rect(slot).center


def test_card_dragged_to_a_legal_slot_is_placed(app):
    scene = play(app)
    view = scene.view
    drag(app, view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    assert scene.state.displays[0] == {(0, 0): (scene.state.card, 0)}
    assert scene.state.step(0) == "worker" and scene.player == 0


def test_card_turned_with_r_and_right_click_while_dragging(app):
    scene = play(app)
    view = scene.view
    start, end = view.card_rect.center, slot_centre(scene, 0, (0, 0))
    send(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    send(app, pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    key(app, pygame.K_r)
    send(app, pygame.MOUSEBUTTONDOWN, pos=end, button=3)
    send(app, pygame.MOUSEBUTTONUP, pos=end, button=1)
    card = scene.state.card
    assert scene.state.displays[0] == {(0, 0): (card, 2)}


def first_two_cards(app, scene) -> int:
    """Anna and Ben each lay their first card and skip the worker; returns who has
    the screen in round 2: Ben, who kept it (the round's seats play it in any order)."""
    for player in (0, 1):
        drag(app, scene.view.card_rect.center, slot_centre(scene, player, (0, 0)))
        click(app, scene.view.skip.rect.center)
        assert scene.must_end_turn and scene.player == player
        end_turn(app)
    assert scene.state.round == 2 and scene.player == 1
    return scene.player


def test_illegal_drop_is_refused_with_the_rules_sentence(app):
    scene = play(app)
    me = first_two_cards(app, scene)
    view = scene.view
    # (1, 1) touches the start card at a corner only: not a full edge.
    display = view.display_of(me)
    corner = display.card_rect((1, 1)).center
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(1, 0, 0))
    assert scene.dd.violation is not None and scene.dd.violation.code == "card.not_adjacent"
    before = dict(scene.state.displays[me])
    send(app, pygame.MOUSEBUTTONUP, pos=corner, button=1)
    assert scene.state.displays[me] == before
    assert "full edge" in scene.toast.message or "whole edge" in scene.toast.message


def test_keyboard_alone_places_a_card(app):
    scene = play(app)
    me = first_two_cards(app, scene)
    key(app, pygame.K_RETURN)          # pick up the card
    assert scene.dd.holding
    target = scene.dd.target
    assert scene.dd.violation is None  # starts on a legal slot
    key(app, pygame.K_r)
    key(app, pygame.K_RETURN)
    placed = {slot: v for slot, v in scene.state.displays[me].items() if slot != (0, 0)}
    assert placed == {target: (scene.state.card, 1)} and scene.state.step(me) == "worker"


def test_worker_dragged_from_supply_and_undone(app):
    scene = play(app)
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    field = scene.view.display_of(0).field_rect((1, 1)).center
    drag(app, scene.view.supply_rect.center, field)
    assert scene.state.workers[0] == [(1, 1)]
    assert scene.player == 0 and scene.must_end_turn   # Ben's card waits for Anna's End turn
    click(app, scene.buttons[1].rect.center)   # Undo
    assert scene.state.workers[0] == [] and scene.player == 0 and not scene.must_end_turn
    drag(app, scene.view.supply_rect.center, field)
    click(app, scene.end_button.rect.center)   # End turn
    assert scene.player == 1 and scene.state.workers[0] == [(1, 1)]
    before = list(scene.state.log)
    key(app, pygame.K_u)                       # Ben cannot take back Anna's ended turn
    assert scene.state.log == before and scene.state.workers[0] == [(1, 1)]
    assert "cannot be taken back" in scene.toast.message or "nothing to take back" in scene.toast.message


def test_two_computer_players_reach_the_results(app):
    scene = play(app, seats=("random", "greedy"))
    scene.bots.pace = 0
    for _ in range(20000):
        app.frame(1 / 60)
        if isinstance(app.scene, ResultsScene):
            break
        if scene.bots._thread is not None:
            scene.bots._thread.join()
    assert isinstance(app.scene, ResultsScene)
    assert scene.state.is_over()
    assert all(len(d) == 16 for d in scene.state.displays)


def test_whole_two_player_game_by_posted_events(app, tmp_path):
    scene = play(app, seed=11)
    state = scene.state
    shots = 0
    while not state.is_over():
        player = scene.player
        legal = next(a for a in state.legal_actions(player) if isinstance(a, PlaceCard))
        display = scene.view.display_of(player)
        drag(app, scene.view.card_rect.center, display.card_rect((legal.row, legal.col)).center)
        assert state.step(player) == "worker"
        if state.round == 8 and shots == 0:
            pygame.image.save(app.screen, str(tmp_path / "limes-play.png"))
            shots += 1
        if state.is_over():
            break
        if len(state.workers[player]) < 7 and state.round % 2:
            cell = (2 * legal.row, 2 * legal.col)
            display = scene.view.display_of(player)  # the display re-centres as it grows
            drag(app, scene.view.supply_rect.center, display.field_rect(cell).center)
            assert cell in state.workers[player]
        else:
            click(app, scene.view.skip.rect.center)
        end_turn(app)
    assert isinstance(app.scene, ResultsScene)
    pygame.image.save(app.screen, str(tmp_path / "limes-results.png"))


def test_an_ended_turn_stays_ended_while_the_computer_thinks(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60  # the computer must not move during this test
    app.frame(1 / 60)
    assert scene.bots.thinking and scene.player == 0   # Ben places the same card meanwhile
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    click(app, scene.view.skip.rect.center)
    end_turn(app)
    app.frame(1 / 60)
    assert scene.state.actors() == [1] and scene.state.round == 1   # the next card waits for Ben
    before = list(scene.state.log)
    assert not scene.buttons[1].enabled
    click(app, scene.buttons[1].rect.center)   # Undo: Anna's turn is final
    key(app, pygame.K_u)
    assert scene.state.log == before and scene.state.actors() == [1]
    assert scene.bots.thinking
    assert "final" in scene.toast.message


def test_undo_with_a_computer_at_the_screen_says_why_and_keeps_running(app):
    scene = play(app, seats=("random", "greedy"), seed=5)
    scene.bots.pace = 60
    app.frame(1 / 60)
    key(app, pygame.K_u)
    assert scene.state.log == [] and "nothing to take back" in scene.toast.message


def test_results_light_the_territory_of_the_item_under_the_pointer(app, tmp_path):
    scene = play(app, seats=("greedy", "greedy"), seed=21)
    scene.bots.pace = 0
    while not isinstance(app.scene, ResultsScene):
        app.frame(1 / 60)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
    results = app.scene
    assert results.revealing and results.shown == 0   # the scoring unfolds step by step
    key(app, pygame.K_SPACE)                             # a key shows it all
    assert not results.revealing
    rect, player, index = next((r, p, i) for r, p, i in results.item_rects
                               if results.sheets[p].items[i].points > 0)
    send(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert results.hover_item == (player, index) and results.selected == player
    lit = results.sheets[player].items[index].cells
    assert lit and all(tuple(c) in scene.state.fields[player] for c in lit)
    pygame.image.save(app.screen, str(tmp_path / "results-hover.png"))
    click(app, results.button("explain").rect.center)   # "How was this scored?"
    assert results.explain
    assert results.rule_text(results.sheets[player].items[index].code)
    pygame.image.save(app.screen, str(tmp_path / "results-explain.png"))
    click(app, results.button("launcher").rect.center)
    from gui.scenes.launcher import LauncherScene
    assert isinstance(app.scene, LauncherScene)


def test_learning_aids_mark_legal_slots_and_keep_the_reason(app):
    app.settings["learning_aids"] = True
    scene = play(app)
    me = first_two_cards(app, scene)
    view = scene.view
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    legal = set(scene.dd.legal_targets())
    assert legal == {slot for slot in scene.state.open_positions(me)
                     if scene.state.check(me, PlaceCard(slot[0], slot[1], 0)) is None}
    corner = view.display_of(me).card_rect((1, 1)).center
    send(app, pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(1, 0, 0))
    send(app, pygame.MOUSEBUTTONUP, pos=corner, button=1)
    reason = scene.toast.message
    assert reason and scene.toast.sticky
    for _ in range(300):                    # time passes: the reason stays
        scene.update(0.1)
    assert scene.toast.message == reason
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)   # the next attempt
    assert scene.toast.message == ""


def test_a_tooltip_goes_when_what_it_described_is_taken_back(app):
    scene = play(app)
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    field = scene.view.display_of(0).field_rect((1, 1)).center
    send(app, pygame.MOUSEMOTION, pos=field, rel=(0, 0), buttons=(0, 0, 0))
    assert scene.view.hover_cell == (1, 1)
    key(app, pygame.K_u)                       # the card goes: nothing is under the pointer any more
    assert scene.state.displays[0] == {} and scene.view.hover_cell is None


# --- the card in hand turns with the ghost ---------------------------------------
def hand_pixels(app, view) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(view.card_rect), "RGB")


def card_as_drawn(view, rotation: int, dim: bool) -> bytes:
    """The round's card as the hand would show it turned `rotation` times."""
    surface = pygame.Surface(view.card_rect.size)
    view.draw_card(surface, view.state.card, rotation, surface.get_rect(), dim=dim)
    return pygame.image.tobytes(surface, "RGB")


def test_the_card_in_hand_turns_with_r_and_the_wheel_while_dragging(app):
    scene = play(app)
    view = scene.view
    turned = [card_as_drawn(view, r, dim=True) for r in range(4)]
    assert len(set(turned)) == 4                      # this card looks different every way round
    assert hand_pixels(app, view) == card_as_drawn(view, 0, dim=False)
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=slot_centre(scene, 0, (0, 0)), rel=(0, 0), buttons=(1, 0, 0))
    assert hand_pixels(app, view) == turned[0]
    key(app, pygame.K_r)
    assert scene.dd.held.rotation == 1 and hand_pixels(app, view) == turned[1]
    send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert hand_pixels(app, view) == turned[2]
    send(app, pygame.MOUSEBUTTONDOWN, pos=slot_centre(scene, 0, (0, 0)), button=3)
    assert hand_pixels(app, view) == turned[3]
    send(app, pygame.MOUSEBUTTONUP, pos=slot_centre(scene, 0, (0, 0)), button=1)
    assert scene.state.displays[0] == {(0, 0): (scene.state.card, 3)}


def test_the_card_in_hand_turns_in_keyboard_play_and_is_upright_again_after_esc(app):
    scene = play(app)
    view = scene.view
    key(app, pygame.K_RETURN)            # pick up
    key(app, pygame.K_r)
    key(app, pygame.K_r)
    assert hand_pixels(app, view) == card_as_drawn(view, 2, dim=True)
    key(app, pygame.K_ESCAPE)            # put back: the hand shows the card as it is
    assert not scene.dd.holding and hand_pixels(app, view) == card_as_drawn(view, 0, dim=False)


# --- the engine's decision on screen --------------------------------------------------
def test_the_worker_step_names_the_professions_the_new_card_offers(app):
    scene = play(app)
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    decision = scene.decision
    assert decision.kind == "worker"
    objective = scene.view.objective()
    for _cell, profession in decision.hand:
        assert app.t(f"limes.profession.{profession}") in objective
    cell, profession = decision.hand[0]
    send(app, pygame.MOUSEBUTTONDOWN, pos=scene.view.supply_rect.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=scene.view.display_of(0).field_rect(cell).center, rel=(0, 0),
         buttons=(1, 0, 0))
    assert scene.dd.target == cell
    assert app.t(f"limes.profession.{profession}") in scene.view.worker_there(cell)


def test_ben_s_turn_offers_nothing_to_pick_up_at_anna_s_screen(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 60
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    click(app, scene.view.skip.rect.center)
    end_turn(app)
    assert scene.decision is None and scene.state.actors() == [1]
    send(app, pygame.MOUSEBUTTONDOWN, pos=scene.view.card_rect.center, button=1)
    assert not scene.dd.holding
    assert "Ben" in scene.view.objective()


# --- results light what a line counted -----------------------------------------------
def test_a_woodcutters_line_lights_its_forest_and_every_territory_it_counted(app):
    from games import GAMES
    from gui.views.limes.view import Display
    from tests.limes_helpers import WOODCUTTER_COUNTED, WOODCUTTER_FOREST, finished_example
    game = GAMES["limes"]
    state = finished_example(game)
    scene = app.open_game(game, state, [None])
    app.frame(0)
    if app.scene is scene:
        scene.finish()
    results = app.scene
    results.reveal_all()
    boards = []
    draw_board = scene.view.draw_board
    scene.view.draw_board = lambda surface, rect, player, highlight=(): (
        boards.append(rect.copy()), draw_board(surface, rect, player, highlight))
    send(app, pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
    display = Display(boards[-1], state.displays[0])
    plain = app.screen.copy()
    line = next(rect for rect, player, index in results.item_rects
                if 1 in results.rows[player][index][1])          # item 1: the woodcutter
    assert results.sheets[0].items[1].code == "limes.woodcutter" and results.sheets[0].items[1].points == 7
    send(app, pygame.MOUSEMOTION, pos=line.center, rel=(0, 0), buttons=(0, 0, 0))
    lit = {cell for cell in state.fields[0]
           if pygame.image.tobytes(app.screen.subsurface(display.field_rect(cell)), "RGB")
           != pygame.image.tobytes(plain.subsurface(display.field_rect(cell)), "RGB")}
    assert lit == WOODCUTTER_FOREST | WOODCUTTER_COUNTED


# --- the tutorial: the turned card is shown, a wrong slot says where it goes ----------
def tutorial_at(app, step_id: str):
    """The Limes tutorial played through the window up to step `step_id`."""
    from tests.tutorial_moves import limes as make_move
    scene = app.start_tutorial("limes")
    app.frame(0)
    while scene.referee.step.id != step_id:
        step = scene.referee.step
        if step.expect is None:
            key(app, pygame.K_SPACE)
        else:
            make_move(app, scene, step.expect)
    return scene


def quadrant_colours(surface, rect):
    """The mean colour of each field of a card drawn in `rect`, NW NE SE SW."""
    half = rect.width // 2
    out = []
    for dr, dc in ((0, 0), (0, 1), (1, 1), (1, 0)):
        inner = pygame.Rect(rect.left + dc * half, rect.top + dr * half, half, half).inflate(-half // 2, -half // 2)
        out.append(pygame.transform.average_color(surface, inner)[:3])
    return out


def test_the_tutorial_shows_the_card_turned_as_it_asks_for(app):
    from gui.views.limes import art as draw_limes
    scene = tutorial_at(app, "round15")
    target = scene.referee.step.target
    assert target["kind"] == "card" and target["rotation"] == 3
    view = scene.view
    rect = view.display_of(0).card_rect(tuple(target["at"]))
    shown = quadrant_colours(app.screen, rect)
    card = view.cards[view.state.card]

    def distance(rotation):
        colours = [draw_limes.TERRAIN[field.terrain] for field in card.turned(rotation)]
        return sum(abs(a - b) for want, got in zip(colours, shown) for a, b in zip(want, got))
    assert min(range(4), key=distance) == 3
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)   # picked up: the ghost takes over
    assert scene.dd.holding


@pytest.mark.parametrize("language, words", [("en", ("turned 90°", "1 card right", "start card")),
                                             ("de", ("um 90° gedreht", "1 Karte nach rechts", "Startkarte"))])
def test_a_wrong_slot_in_the_tutorial_says_where_the_card_goes(language, words):
    from gui.scenes.launcher import LauncherScene
    from tests.gui_helpers import make_app
    app = make_app(language=language)
    try:
        app.replace(LauncherScene(app))
        wrong_slot_hint(app, words)
    finally:
        pygame.quit()


def wrong_slot_hint(app, words) -> None:
    scene = tutorial_at(app, "edge")
    assert scene.referee.step.expect == {"kind": "place_card", "row": 0, "col": 1, "rotation": 1}
    view = scene.view
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    other = view.display_of(0).card_rect((0, -1)).center       # legal, but not the slot asked for
    send(app, pygame.MOUSEMOTION, pos=other, rel=(0, 0), buttons=(1, 0, 0))
    key(app, pygame.K_r)
    send(app, pygame.MOUSEBUTTONUP, pos=other, button=1)
    assert scene.state.displays[0] == {(0, 0): (scene.state.displays[0][(0, 0)][0], 0)}   # nothing laid
    message = scene.toast.message
    assert all(word in message for word in words), message
    assert view.describe(0, scene.referee.step.expect) not in message     # not the log's sentence


def test_the_tutorials_tie_is_explained_with_each_players_workers_best_first(app):
    from games import GAMES
    from games.core import paths
    from games.core.tutorial import load_tutorial
    tutorial = load_tutorial(paths.data_dir() / "tutorials" / "limes.yaml", GAMES)
    state = tutorial.state_at(GAMES["limes"], len(tutorial.steps) - 1)
    assert state.is_over() and [sheet.total for sheet in state.score_sheets()] == [42, 42]
    scene = app.open_game(GAMES["limes"], state, [None, None])
    app.frame(0)
    if app.scene is scene:
        scene.finish()
    results = app.scene
    assert results.ranking[0] == [0]                       # Lena wins on the fourth best worker
    assert results.notes == ["Workers best first: Lena 17 · 6 · 6 · 6 · 4 · 3, Ben 17 · 6 · 6 · 5 · 5 · 3"]


def test_the_log_says_where_a_worker_went_with_the_article_of_its_terrain(app):
    scene = play(app)
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    onto = {"fisher": "the water", "farmer": "a grain field", "woodcutter": "a forest",
            "watchman": "a rock with a watchtower"}
    for cell, profession in scene.decision.hand:
        assert scene.view.describe(0, {"kind": "place_worker", "cell": list(cell)}) == \
            f"a worker onto {onto[profession]}"


def test_the_log_says_where_a_card_was_laid(app):
    """The turn log names the slot as the tutorial counts it: from the start card."""
    view = play(app).view
    assert view.describe(0, {"kind": "place_card", "row": 0, "col": 0, "rotation": 0}) == \
        "laid the start card, turned 0°"
    assert view.describe(1, {"kind": "place_card", "row": 1, "col": -2, "rotation": 3}) == \
        "laid the card 1 card down and 2 cards left from the start card, turned 270°"


def test_a_click_on_the_other_display_shows_it_large_and_any_click_goes_back(app):
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 3, {})
    app.frame(0)
    state, view = scene.state, scene.view
    assert scene.try_action(next(iter(state.legal_actions(0))))      # Anna's start card: both displays hold one
    while 0 in state.actors():
        assert scene.try_action(next(iter(state.legal_actions(0))))
    while state.actors() == [1] and not state.displays[1]:
        assert scene.try_action(next(iter(state.legal_actions(1))))
    scene.changed()
    app.frame(0)
    me = view.focus
    (other, small), = [(p, d) for p, d in view.displays()[1:]]
    click(app, small.rect.center)
    assert view.focus == other and view.displays()[0][1].field > small.field   # theirs, large
    assert view.home == me                    # the supply is still one's own
    slots = {}
    view.boards.draw_display = lambda surface, p, display, highlight, slots_=(), **kw: slots.update(
        {p: kw.get("slots", slots_)})
    view.draw(app.screen)
    assert not any(slots.values())            # no open slots on the small display of one's own
    click(app, (5, scene.frame.board.bottom - 5))
    assert view.focus == me                                                     # any click: back
    click(app, view.displays()[1][1].rect.center)
    key(app, pygame.K_ESCAPE)
    assert view.focus == me
