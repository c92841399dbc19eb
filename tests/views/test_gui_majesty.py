"""Majesty through the window: posted mouse and key events, engine state checked."""
import pygame

from games.majesty.effects import LOCATION_OF
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, drag, end_turn, greedy_results, key, send


def play(app, seats=(None, None, None), seed=4, options=None):
    scene = app.start_game("majesty", ["Anna", "Ben", "Cara"][:len(seats)], list(seats), seed, options or {})
    app.frame(0)
    return scene


def test_taking_the_card_at_position_4_pays_three_meeples(app):
    scene = play(app)
    view, state = scene.view, scene.state
    card = state.display[3]
    character = card.halves[0]
    gained_on_card = state.display_meeples[3]
    drag(app, view.card_rects[3].center, view.columns[LOCATION_OF[character]].center)
    if view.dialog is not None:      # a heal or trade question: no heal possible on turn 1
        click(app, view.dialog.buttons[0].rect.center)
    taken = state.realm[0][LOCATION_OF[character]]
    assert taken and taken[-1].id == card.id
    paid = next(e for e in state.events if e["type"] == "take")
    assert paid["cost"] == 3 and paid["meeples"] == gained_on_card
    assert state.display_meeples[:3] == [1, 1, 1]
    assert state.current == 0 and state.display[-1] is None   # the refill waits for End turn
    click(app, scene.buttons[1].rect.center)                   # a mis-drop is taken back
    assert state.display[3] is card and not state.realm[0][LOCATION_OF[character]]
    drag(app, view.card_rects[3].center, view.columns[LOCATION_OF[character]].center)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    end_turn(app)
    assert state.current == 1 and state.display[-1] is not None
    assert state.undo_violation(0).code == "undo.revealed"


def test_dropping_on_a_wrong_building_is_refused_with_the_reason(app):
    scene = play(app)
    view, state = scene.view, scene.state
    card = state.display[0]
    wrong = next(loc for loc in view.columns if loc not in {LOCATION_OF[h] for h in card.halves})
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rects[0].center, button=1)
    send(app, pygame.MOUSEMOTION, pos=view.columns[wrong].center, rel=(0, 0), buttons=(1, 0, 0))
    assert scene.dd.violation is not None and scene.dd.violation.code == "majesty.not_this_card"
    send(app, pygame.MOUSEBUTTONUP, pos=view.columns[wrong].center, button=1)
    assert state.log == [] and scene.toast.message


def find_seed_with_split_first():
    from games import GAMES
    for seed in range(1, 200):
        state = GAMES["majesty"].new_game(["A", "B", "C"], seed)
        if state.display[0].split:
            return seed
    raise AssertionError("no seed deals a split card first")


def test_a_split_card_taken_by_keyboard_becomes_the_chosen_person(app):
    seed = find_seed_with_split_first()
    scene = play(app, seed=seed)
    state = scene.state
    card = state.display[0]
    key(app, pygame.K_1)                       # pick the card at position 1
    assert scene.dd.target == LOCATION_OF[card.halves[0]]
    # step with the arrows to the second half's building
    steps = (list(scene.view.columns).index(LOCATION_OF[card.halves[1]])
             - list(scene.view.columns).index(LOCATION_OF[card.halves[0]]))
    for _ in range(abs(steps)):
        key(app, pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    placed = state.realm[0][LOCATION_OF[card.halves[1]]]
    assert placed and placed[-1].character == card.halves[1]


def test_hover_tells_what_taking_a_card_would_gain(app):
    scene = play(app)
    send(app, pygame.MOUSEMOTION, pos=scene.view.card_rects[2].center, rel=(0, 0), buttons=(0, 0, 0))
    lines = scene.view.hover_lines()
    assert lines[0].startswith("Costs 2 meeple")
    assert any("coins +2, meeples -1 (the cost included)" in line for line in lines)   # a Brewer: 2 paid, 1 back


def test_hover_after_the_take_says_the_turn_is_complete_and_the_turn_counts_when_ended(app):
    scene = play(app)
    view, state = scene.view, scene.state
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    while view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert state.turn == 1 and scene.must_end_turn       # still Anna's first turn
    send(app, pygame.MOUSEMOTION, pos=view.card_rects[1].center, rel=(0, 0), buttons=(0, 0, 0))
    assert any("Your turn is complete" in line for line in view.hover_lines())
    assert not any("cannot pay" in line for line in view.hover_lines())
    end_turn(app)
    assert state.current == 1 and state.turn == 1 and state.turns[0] == 1


def test_a_three_player_game_through_the_window_reaches_the_final_scoring(app, tmp_path):
    scene = play(app, seats=(None, "random", "greedy"), seed=8)
    scene.bots.pace = 0
    state = scene.state
    for _ in range(5000):
        if isinstance(app.scene, ResultsScene):
            break
        if state.actors() == [0]:
            position = 1
            card = state.display[0]
            drag(app, scene.view.card_rects[0].center, scene.view.columns[LOCATION_OF[card.halves[0]]].center)
            while scene.view.dialog is not None:
                click(app, scene.view.dialog.buttons[0].rect.center)
            assert state.log[-1][0] == 0, position
            end_turn(app)
        else:
            app.frame(1 / 60)
            if scene.bots._thread is not None:
                scene.bots._thread.join()
    assert isinstance(app.scene, ResultsScene)
    assert state.turns == [12, 12, 12]
    keys = {item.key for item in app.scene.sheets[0].items}
    assert {"coins", "infirmary", "variety"} <= keys
    pygame.image.save(app.screen, str(tmp_path / "majesty-results.png"))


def test_setup_per_building_sides_and_the_variant_reach_the_game(app, tmp_path):
    from gui.scenes.setup import SetupScene
    app.frame(0)
    click(app, app.scene.button("play:majesty").rect.center)
    setup = app.scene
    assert isinstance(setup, SetupScene)
    click(app, setup.button("count:3").rect.center)
    click(app, setup.button("option:sides:custom").rect.center)
    click(app, setup.button("part:sides:barracks").rect.center)
    click(app, setup.button("option:all_cards:true").rect.center)
    click(app, setup.button("option:start:random").rect.center)
    pygame.image.save(app.screen, str(tmp_path / "majesty-setup.png"))
    click(app, setup.button("start").rect.center)
    state = app.scene.state
    assert state.sides["barracks"] == "B"
    assert {side for loc, side in state.sides.items() if loc != "barracks"} == {"A"}
    assert state.options["all_cards"] is True and state.options["start"] == "random"
    assert len(state.players) == 3


def test_a_click_on_a_split_card_asks_which_person_it_becomes(app):
    seed = find_seed_with_split_first()
    scene = play(app, seed=seed)
    state, view = scene.state, scene.view
    card = state.display[0]
    click(app, view.card_rects[0].center)
    assert view.dialog is not None and state.log == []
    second = view.dialog.buttons[1]
    click(app, second.rect.center)
    while view.dialog is not None:       # a trade question may follow at a B castle: none here
        click(app, view.dialog.buttons[0].rect.center)
    placed = state.realm[0][LOCATION_OF[card.halves[1]]]
    assert placed and placed[-1].id == card.id and placed[-1].character == card.halves[1]


def test_esc_closes_the_question_and_takes_nothing(app):
    seed = find_seed_with_split_first()
    scene = play(app, seed=seed)
    click(app, scene.view.card_rects[0].center)
    key(app, pygame.K_ESCAPE)
    assert scene.view.dialog is None and scene.state.log == []


def test_a_right_click_on_a_building_opens_its_rule_text(app):
    scene = play(app, options={"sides": "B"})
    click(app, scene.view.heads["inn"].center, button=3)
    assert scene.popup is not None
    assert "Inn" in scene.popup.title and "side B" in scene.popup.title.replace("Side", "side")
    text = scene.state.data.location("inn").side("B").text["en"]
    assert text in scene.popup.body
    assert scene.view.rule_point("majesty.majority") in scene.popup.body   # who gains it: at least one (A6)
    key(app, pygame.K_SPACE)   # any key closes it, and changes nothing in the game
    assert scene.popup is None and scene.state.log == []


def test_what_a_turn_paid_rises_once_per_player(app):
    scene = play(app)
    state, view = scene.state, scene.view
    before = list(state.coins)
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    while view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    gained = {p: state.coins[p] - before[p] for p in range(3) if state.coins[p] != before[p]}
    assert {who: coins for coins, _m, who, _left in view.floats if coins} == gained
    view.on_action(0)                     # shown again (a tutorial step): not doubled
    assert len(view.floats) == len({who for _c, _m, who, _l in view.floats})
    for _ in range(100):
        scene.update(0.1)
    assert view.floats == [] and not scene.animating


def test_the_next_player_cannot_take_back_an_ended_turn(app):
    scene = play(app, seats=(None, None))
    view, state = scene.view, scene.state
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    while view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert state.unconfirmed == {0} and state.display[-1] is None
    end_turn(app)                                # the refill is revealed; Ben has the screen
    assert state.current == 1 and scene.screen_seat == 1 and state.display[-1] is not None
    before = (list(state.log), [list(r[loc]) for r in state.realm for loc in r])
    key(app, pygame.K_u)
    click(app, scene.buttons[1].rect.center)
    assert (list(state.log), [list(r[loc]) for r in state.realm for loc in r]) == before
    assert "nothing to take back" in scene.toast.message


def test_every_answer_of_a_dialog_fits_its_button_in_german_at_the_smallest_window():
    from gui import text
    from gui.app import App
    from gui.widgets.choice import ChoiceDialog
    app = App((1024, 640), {"language": "de"})
    answers = [(app.t("ui.majesty.sell", n=n), -n) for n in range(5, 0, -1)] + [(app.t("ui.majesty.buy", n=2), 2)]
    dialog = ChoiceDialog("?", answers, lambda v: None, app.t("ui.majesty.cancel"))
    u = 0.8
    dialog.layout(pygame.Rect(0, 52, 714, 588), u)
    for button in dialog.buttons:
        assert text.font(round(15 * u)).size(button.label)[0] <= button.rect.width - 8, button.label
        assert pygame.Rect(0, 0, 1024, 640).contains(button.rect)


# --- issue 11: hover on the building only, the others' ended turns, the decision, lit results --------
def test_the_building_tooltip_is_on_the_building_not_down_its_column(app):
    scene = play(app)
    view = scene.view
    head, column = view.heads["castle"], view.columns["castle"]
    below = (column.centerx, (head.bottom + column.bottom) // 2)
    send(app, pygame.MOUSEMOTION, pos=head.center, rel=(0, 0), buttons=(0, 0, 0))
    assert view.hover == ("building", "castle") and "Castle" in view.hover_lines()[0]
    send(app, pygame.MOUSEMOTION, pos=below, rel=(0, 0), buttons=(0, 0, 0))
    assert view.hover is None
    click(app, below, button=3)
    assert scene.popup is None


def play_bots_until_human(app, scene):
    for _ in range(600):
        if scene.state.actors() == [0]:
            return
        app.frame(1 / 60)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
    raise AssertionError("the computer never finished its turn")


def test_the_last_turn_panel_tells_only_the_others_ended_turns(app):
    scene = play(app, seats=(None, "greedy"))
    scene.bots.pace = 0
    view, state = scene.view, scene.state
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    while view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    mine = view.event_line(next(e for e in state.events if e["type"] == "take"))
    assert state.unconfirmed == {0} and view.told_lines() == []     # the turn in play is not told
    end_turn(app)
    assert mine not in view.told_lines()                            # nor one's own ended turn
    play_bots_until_human(app, scene)
    told = view.told_lines()
    bens = next(e for e in state.ended[-1][1] if e["type"] == "take")
    assert state.ended[-1][0] == 1 and told[0] == view.event_line(bens) and mine not in told
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[state.display[0].halves[0]]].center)
    while view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert view.told_lines() == told                                # still Ben's, not the take in play


def test_the_objective_and_the_tinted_row_come_from_the_decision(app):
    scene = play(app)
    view, state = scene.view, scene.state
    assert "you have 5, enough for 6 cards" in view.objective()
    state.meeples[0] = 1
    scene.changed()
    app.frame(0)
    assert [offer.position for offer in view.decision.hand] == [1, 2]
    assert "you have 1, enough for 2 cards" in view.objective()
    send(app, pygame.MOUSEMOTION, pos=view.card_rects[4].center, rel=(0, 0), buttons=(0, 0, 0))
    assert any("costs 4 meeples; you have 1" in line for line in view.hover_lines())


def test_the_castle_b_trade_offers_what_the_decision_says(app):
    from games.majesty import TakeCard
    from tests.majesty_helpers import show
    scene = play(app, options={"sides": "B"})
    view, state = scene.view, scene.state
    show(state, "miller", "noble", "brewer", "witch", "guard", "knight")
    position = 2
    state.meeples[0] = 3
    state.coins[0] = 2
    scene.changed()
    app.frame(0)
    person = next(o for o in view.decision.hand if o.position == position).person("noble")
    low, high = person.exchange
    assert (low, high) == (-2, 2)       # 3 - 1 held to sell; 2 coins buy up to the 2 free spaces
    drag(app, view.card_rects[position - 1].center, view.columns["castle"].center)
    assert view.dialog is not None and view.dialog.values == list(range(low, high + 1))
    click(app, view.dialog.buttons[view.dialog.values.index(high)].rect.center)
    assert state.log[-1] == (0, TakeCard(position, "noble", None, high).to_dict())


def finished_results(app, players: int = 3, seed: int = 4):
    return greedy_results(app, "majesty", [f"P{i}" for i in range(players)], seed)


def test_a_majority_line_lights_its_building_and_no_other(app):
    results = finished_results(app)
    view = results.view
    sheet = results.sheets[0]
    lines = [(index, sheet.items[indices[0]].key) for index, (_label, indices) in enumerate(results.rows[0])
             if len(indices) == 1 and sheet.items[indices[0]].key.startswith("majority:")]
    assert lines, "player 0 wins no majority in this game"
    for index, item in lines:
        building = item.split(":")[1]
        send(app, pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
        results.selected = 0
        app.frame(0)
        before = {loc: pygame.image.tobytes(app.screen.subsurface(rect), "RGB")
                  for loc, rect in view.board_columns.items()}
        rect = next(r for r, p, i in results.item_rects if (p, i) == (0, index))
        send(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        changed = {loc for loc, rect in view.board_columns.items()
                   if pygame.image.tobytes(app.screen.subsurface(rect), "RGB") != before[loc]}
        assert changed == {building}, item


def test_the_coins_line_lights_the_coins_under_the_realm(app):
    results = finished_results(app, players=2)
    index = next(i for i, (_label, indices) in enumerate(results.rows[0])
                 if results.sheets[0].items[indices[0]].key == "coins")
    results.selected = 0
    app.frame(0)
    purse = results.view.board_purse
    before = pygame.image.tobytes(app.screen.subsurface(purse), "RGB")
    rect = next(r for r, p, i in results.item_rects if (p, i) == (0, index))
    send(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert pygame.image.tobytes(app.screen.subsurface(purse), "RGB") != before
    assert results.view.board_columns     # the realm is drawn above it


def test_in_keyboard_play_the_reason_shows_at_the_building_not_at_the_mouse(app):
    scene = play(app)
    view, state = scene.view, scene.state
    send(app, pygame.MOUSEMOTION, pos=(3, 3), rel=(0, 0), buttons=(0, 0, 0))
    key(app, pygame.K_1)
    start = scene.dd.target
    assert start == LOCATION_OF[state.display[0].halves[0]]
    key(app, pygame.K_RIGHT)
    wrong = scene.dd.target
    assert wrong != start and scene.dd.violation is not None
    assert scene.dd.pos == view.heads[wrong].center


def test_a_witch_healing_a_split_card_asks_which_person_it_becomes(app):
    from tests.majesty_helpers import show, wounded
    scene = play(app)
    view, state = scene.view, scene.state
    show(state, "witch", "miller", "brewer", "guard", "knight", "noble")
    wounded(state, 0, "guard+knight:knight")
    scene.changed()
    app.frame(0)
    click(app, view.card_rects[0].center)
    assert view.dialog is not None and view.dialog.values == ["guard", "knight"]
    click(app, view.dialog.buttons[0].rect.center)
    assert state.log[-1][1]["heal_as"] == "guard" and state.realm[0]["guardhouse"][-1].character == "guard"


def test_when_the_mouse_passes_to_the_next_person_nothing_stays_lit_where_the_last_one_pointed(app):
    scene = play(app)
    view, state = scene.view, scene.state
    card = state.display[0]
    target = view.columns[LOCATION_OF[card.halves[0]]].center
    drag(app, view.card_rects[0].center, target)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    send(app, pygame.MOUSEMOTION, pos=view.card_rects[2].center, rel=(0, 0), buttons=(0, 0, 0))
    assert view.hover is not None                       # Anna points at a card
    key(app, pygame.K_RETURN)                           # and ends her turn where she points
    app.frame(0)
    assert state.current == 1 and view.hover is None    # Ben does not see where Anna pointed
    send(app, pygame.MOUSEMOTION, pos=view.card_rects[2].center, rel=(0, 0), buttons=(0, 0, 0))
    assert view.hover is not None                       # until he moves the mouse himself


def test_the_results_say_how_equal_totals_are_decided_by_the_engines_ranking(app):
    scene = play(app)
    state = scene.state
    state.coins = [10, 10, 3]                # Anna and Ben share the best total
    results = ResultsScene(app, scene.game, state, scene.seats, scene.view)
    assert state.ranking(tie_break=False)[0] == [0, 1]
    assert results.tie_note() == app.t("ui.results.tiebreak_majesty")
    state.coins = [3, 10, 10]                # Ben and Cara share it
    assert ResultsScene(app, scene.game, state, scene.seats, scene.view).tie_note() != ""
    state.coins = [10, 9, 9]                 # the best total is Anna's alone; a tie below it says nothing
    assert ResultsScene(app, scene.game, state, scene.seats, scene.view).tie_note() == ""


def test_a_click_on_anothers_row_shows_their_realm_until_a_card_is_picked_up(app):
    """The panel's row of another seat enlarges its realm for as long as one looks,
    also while it is one's own turn; picking up a card brings one's own back."""
    scene = app.start_game("majesty", ["Anna", "Ben", "Cara"], [None, None, None], 4, {})
    app.frame(0)
    view = scene.view
    me = scene.state.current
    row = next(rect for rect, p in view.other_rects if p != me)
    other = next(p for rect, p in view.other_rects if p != me)
    click(app, row.center)
    send(app, pygame.MOUSEMOTION, pos=view.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert view.focus == other
    key(app, pygame.K_1)
    assert view.focus == me and scene.dd.holding


def test_a_hint_marks_the_card_to_take_and_the_building_it_goes_to(app):
    """First where to look (the card), then the move (the card and its building)."""
    scene = play(app)
    view = scene.view
    action = next(a for a in scene.state.legal_actions(0) if a.position == 3).to_dict()
    assert view.look_rects(0, action) == [view.card_rects[2]]
    scene.hints.show_move(0, action)
    building = LOCATION_OF[action["character"]]
    assert view.card_rects[2] in scene.hints.rects and view.heads[building] in scene.hints.rects
    app.frame(0)
    assert not any(scene.toast.rect.colliderect(rect) for rect in scene.hints.rects)   # its words beside them
