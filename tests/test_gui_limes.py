"""Limes through the window: real mouse and key events, assertions on the engine."""
import pygame

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
    assert scene.state.phase == "worker"


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


def first_two_cards(app, scene):
    """Anna and Ben each lay their first card and skip the worker."""
    for player in (0, 1):
        drag(app, scene.view.card_rect.center, slot_centre(scene, player, (0, 0)))
        click(app, scene.view.skip.rect.center)
        assert scene.must_end_turn and scene.state.current == player
        end_turn(app)
    assert scene.state.round == 2


def test_illegal_drop_is_refused_with_the_rules_sentence(app):
    scene = play(app)
    first_two_cards(app, scene)
    view = scene.view
    # (1, 1) touches the start card at a corner only: not a full edge.
    display = view.display_of(0)
    corner = display.card_rect((1, 1)).center
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    send(app, pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(1, 0, 0))
    assert scene.dd.violation is not None and scene.dd.violation.code == "card.not_adjacent"
    before = dict(scene.state.displays[0])
    send(app, pygame.MOUSEBUTTONUP, pos=corner, button=1)
    assert scene.state.displays[0] == before
    assert "full edge" in scene.toast.message or "whole edge" in scene.toast.message


def test_keyboard_alone_places_a_card(app):
    scene = play(app)
    first_two_cards(app, scene)
    key(app, pygame.K_RETURN)          # pick up the card
    assert scene.dd.holding
    target = scene.dd.target
    assert scene.dd.violation is None  # starts on a legal slot
    key(app, pygame.K_r)
    key(app, pygame.K_RETURN)
    placed = {slot: v for slot, v in scene.state.displays[0].items() if slot != (0, 0)}
    assert placed == {target: (scene.state.card if scene.state.phase == "worker" else None, 1)} or \
        list(placed) == [target]


def test_worker_dragged_from_supply_and_undone(app):
    scene = play(app)
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    field = scene.view.display_of(0).field_rect((1, 1)).center
    drag(app, scene.view.supply_rect.center, field)
    assert scene.state.workers[0] == [(1, 1)]
    assert scene.state.current == 0 and scene.must_end_turn   # Ben's card waits for Anna's End turn
    click(app, scene.buttons[1].rect.center)   # Undo
    assert scene.state.workers[0] == [] and scene.state.current == 0 and not scene.must_end_turn
    drag(app, scene.view.supply_rect.center, field)
    click(app, scene.end_button.rect.center)   # End turn
    assert scene.state.current == 1 and scene.state.workers[0] == [(1, 1)]
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
        player = state.current
        legal = next(a for a in state.legal_actions(player) if isinstance(a, PlaceCard))
        display = scene.view.display_of(player)
        drag(app, scene.view.card_rect.center, display.card_rect((legal.row, legal.col)).center)
        assert state.phase == "worker" or state.is_over() or state.current != player
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
    drag(app, scene.view.card_rect.center, slot_centre(scene, 0, (0, 0)))
    click(app, scene.view.skip.rect.center)
    app.frame(1 / 60)
    assert not scene.bots.thinking and scene.state.current == 0   # Ben waits for Anna's End turn
    end_turn(app)
    app.frame(1 / 60)
    assert scene.bots.thinking and scene.state.current == 1
    before = list(scene.state.log)
    assert not scene.buttons[1].enabled
    click(app, scene.buttons[1].rect.center)   # Undo: Anna's turn is final
    key(app, pygame.K_u)
    assert scene.state.log == before and scene.state.current == 1
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
    first_two_cards(app, scene)
    view = scene.view
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rect.center, button=1)
    legal = set(scene.dd.legal_targets())
    assert legal == {slot for slot in scene.state.open_positions(0)
                     if scene.state.check(0, PlaceCard(slot[0], slot[1], 0)) is None}
    corner = view.display_of(0).card_rect((1, 1)).center
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


def test_the_scores_panel_keeps_inside_its_room_late_in_a_game(app):
    import random
    from games import GAMES
    scene = play(app, seed=7)
    state, bot, rng = scene.state, GAMES["limes"].bots["greedy"], random.Random(1)
    while state.round < 14:
        player = state.actors()[0]
        state.apply(player, bot(state, player, rng))
    for height in (400, 250, 120):
        room = pygame.Rect(0, 0, 280, height)
        assert scene.view.draw_panel_extra(app.screen, room) <= room.bottom + 12, height
