"""Limes rules: placement and worker rules legal and illegal, turn order,
undo, the reveal, whole games, replay and the hidden deck."""
import random
from dataclasses import replace

import pytest

from games import GAMES
from games.core import EndTurn, IllegalMove
from games.limes import MoveWorker, PlaceCard, PlaceWorker, SkipWorker, card_cells
from games.limes.scoring import cell_preview, worker_preview

LIMES = GAMES["limes"]
# Cards used below (data/limes/cards.yaml, NW NE SE SW):
#  1: F(hut) F L L     7: T F F L     19: F T W L


def solo(seed: int = 1):
    return LIMES.new_game(["Solo"], seed)


def place(state, card: int, row: int, col: int, rotation: int = 0, player: int = 0):
    state.card = card  # choose this round's card (test setup)
    state.apply(player, PlaceCard(row, col, rotation))


def worker_step(state, action, player: int = 0):
    """The worker step, then the end of the turn (which may reveal the next card)."""
    state.apply(player, action)
    state.apply(player, EndTurn())


def next_round(state, player: int = 0):
    worker_step(state, SkipWorker(), player)


def code(state, action, player: int = 0):
    violation = state.check(player, action)
    return violation and violation.code


def everything(state):
    return (list(state.log), state.displays, state.fields, state.workers, state.placed,
            state.phase, state.steps, state.round, state.card, list(state.deck))


def play_randomly(state, rng):
    state.keep_history = False
    while not state.is_over():
        player = state.actors()[0]
        state.apply(player, rng.choice(list(state.legal_actions(player))))
    return state


# --- placing cards -------------------------------------------------------------------
def test_the_start_card_has_one_place_zero_zero_and_any_other_is_refused():
    state = solo()
    assert [(a.row, a.col) for a in state.legal_actions(0)] == [(0, 0)] * 4
    for row, col in ((5, -3), (10 ** 12, -10 ** 12), (0, 1)):
        violation = state.check(0, PlaceCard(row, col, 0))
        assert violation.code == "card.start_at_origin" and violation.cells == card_cells(row, col)
    place(state, 1, 0, 0, 2)
    assert state.displays[0] == {(0, 0): (1, 2)}
    assert set(state.fields[0]) == set(card_cells(0, 0)) == {(0, 0), (0, 1), (1, 1), (1, 0)}


def test_rotation_is_a_clockwise_cyclic_shift():
    state = solo()
    place(state, 7, 0, 0, 1)   # T F F L turned once: NW=L, NE=T, SE=F, SW=F
    fields = state.fields[0]
    assert [fields[c].terrain for c in [(0, 0), (0, 1), (1, 1), (1, 0)]] == list("LTFF")
    state = solo()
    place(state, 1, 0, 0, 2)   # the hut on NW moves to SE
    assert state.fields[0][(1, 1)].hut and not state.fields[0][(0, 0)].hut


def test_a_card_sharing_an_edge_is_legal_a_corner_alone_is_not():
    state = solo()
    place(state, 1, 0, 0)
    next_round(state)
    for row, col in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        assert state.check(0, PlaceCard(row, col, 0)) is None
    for row, col in [(1, 1), (-1, -1), (1, -1), (-1, 1), (0, 2)]:
        violation = state.check(0, PlaceCard(row, col, 3))
        assert violation.code == "card.not_adjacent"
        assert violation.cells == card_cells(row, col)
    assert sum(1 for _ in state.legal_actions(0)) == 4 * 4


def test_a_taken_position_is_rejected():
    state = solo()
    place(state, 1, 0, 0)
    next_round(state)
    violation = state.check(0, PlaceCard(0, 0, 1))
    assert violation.code == "card.position_taken" and violation.params == {"card": 1}


def test_a_fifth_card_in_a_row_or_column_is_rejected():
    state = solo()
    for col in range(4):
        place(state, 1, 0, col)
        next_round(state)
    assert code(state, PlaceCard(0, 4, 0)) == "card.too_large"
    assert code(state, PlaceCard(0, -1, 0)) == "card.too_large"
    assert code(state, PlaceCard(1, 3, 0)) is None
    # a 1x4 row: four places above, four below, none at the ends
    assert sorted(state.open_positions(0)) == sorted([(r, c) for r in (-1, 1) for c in range(4)])
    assert sum(1 for _ in state.legal_actions(0)) == 8 * 4
    for row in (1, 2, 3):
        place(state, 1, row, 0)
        next_round(state)
    assert code(state, PlaceCard(4, 0, 0)) == "card.too_large"
    assert code(state, PlaceCard(-1, 0, 0)) == "card.too_large"


def test_bad_rotation_and_bad_position_are_rejected():
    state = solo()
    assert code(state, PlaceCard(0, 0, 4)) == "card.bad_rotation"
    assert code(state, PlaceCard(0, 0, -1)) == "card.bad_rotation"
    assert code(state, PlaceCard(0, "x", 0)) == "action.malformed"   # malformed, not illegal
    assert state.check(0, PlaceCard(0, True, 0)).params["field"] == "col"


def test_the_step_of_the_turn_is_checked():
    state = LIMES.new_game(["Anna", "Ben"], 3)
    assert code(state, SkipWorker()) == "phase.wrong"
    place(state, 1, 0, 0)
    assert state.step(0) == "worker" and state.step(1) == "place"
    assert code(state, PlaceCard(0, 1, 0)) == "phase.wrong"
    next_round(state)
    assert state.actors() == [1] and state.round == 1
    assert code(state, PlaceCard(0, 1, 0)) == "limes.round_done"   # Anna waits for Ben's card


def test_everybody_places_the_rounds_card_at_once():
    """No display touches another (spec: Play, 3): both seats act from the start of a
    round, in any order, and the next card comes once both have ended their turns."""
    state = LIMES.new_game(["Anna", "Ben"], 3)
    card = state.card
    assert state.actors() == [0, 1]
    assert state.decision(0).kind == state.decision(1).kind == "start"
    state.apply(1, PlaceCard(0, 0, 2))                 # Ben first
    state.apply(0, PlaceCard(0, 0, 1))
    state.apply(0, PlaceWorker(card_cells(0, 0)[0]))   # Anna's turn waits for its end
    state.apply(1, SkipWorker())
    state.apply(1, EndTurn())
    assert state.round == 1 and state.actors() == [0] and state.decision(1) is None
    assert state.undo_violation(0) is None              # Anna may still take her worker back
    state.apply(0, EndTurn())
    assert state.round == 2 and state.card != card and state.actors() == [0, 1]
    assert state.undo_violation(0).code == "undo.revealed"
    assert state.displays[0][(0, 0)] == (card, 1) and state.displays[1][(0, 0)] == (card, 2)


# --- workers -------------------------------------------------------------------
def two_card_display():
    """row0: F F T F / row1: L L L F, one worker on (0,0), second round's worker step."""
    state = solo()
    place(state, 1, 0, 0)
    worker_step(state, PlaceWorker((0, 0)))
    place(state, 7, 0, 1)
    return state


def test_a_new_worker_goes_on_the_card_just_placed():
    state = solo()
    place(state, 1, 0, 0)
    assert state.check(0, PlaceWorker((1, 1))) is None
    worker_step(state, PlaceWorker((1, 1)))
    place(state, 7, 0, 1)
    violation = state.check(0, PlaceWorker((0, 0)))
    assert violation.code == "worker.not_on_new_card"
    assert violation.cells == card_cells(0, 1)
    assert state.supply(0) == 6


def test_no_worker_can_be_placed_when_the_supply_is_empty():
    state = solo()
    for round_ in range(7):
        place(state, 1, round_ // 4, round_ % 4)
        worker_step(state, PlaceWorker(card_cells(round_ // 4, round_ % 4)[0]))
    place(state, 1, 1, 3)
    assert state.supply(0) == 0
    assert code(state, PlaceWorker((2, 6))) == "worker.none_left"
    assert not any(isinstance(a, PlaceWorker) for a in state.legal_actions(0))


def test_moving_into_an_adjacent_territory_is_legal():
    state = two_card_display()
    assert state.check(0, MoveWorker(0, (1, 2))) is None     # the water below
    assert state.check(0, MoveWorker(0, (0, 2))) is None     # the tower beside
    state.apply(0, MoveWorker(0, (1, 2)))
    assert state.workers[0] == [(1, 2)]


def test_moving_within_the_same_territory_is_rejected():
    state = two_card_display()
    violation = state.check(0, MoveWorker(0, (0, 1)))
    assert violation.code == "worker.same_territory"
    assert set(violation.cells) == {(0, 0), (0, 1)}


def test_moving_into_a_territory_that_does_not_touch_is_rejected():
    state = two_card_display()
    # the field on the right touches only the tower and the water
    violation = state.check(0, MoveWorker(0, (0, 3)))
    assert violation.code == "worker.not_adjacent_territory"
    assert {(0, 0), (0, 3)} <= set(violation.cells)


def test_moving_a_missing_worker_or_onto_no_field_is_rejected():
    state = two_card_display()
    assert code(state, MoveWorker(1, (1, 2))) == "worker.no_such_worker"
    assert code(state, MoveWorker(-1, (1, 2))) == "worker.no_such_worker"
    assert code(state, MoveWorker(0, (9, 9))) == "worker.no_field"


def test_legal_worker_actions_agree_with_check_on_every_cell():
    state = two_card_display()
    legal = set(state.legal_actions(0))
    # skip, 4 fields of the new card, and the worker into water (3 cells) or tower (1)
    assert len(legal) == 1 + 4 + 4
    for cell in state.fields[0]:
        assert (MoveWorker(0, cell) in legal) == (state.check(0, MoveWorker(0, cell)) is None)
        assert (PlaceWorker(cell) in legal) == (state.check(0, PlaceWorker(cell)) is None)


def test_a_worker_moves_between_two_towers_side_by_side():
    state = solo()
    place(state, 7, 0, 0)           # tower at (0,0)
    worker_step(state, PlaceWorker((0, 0)))
    place(state, 19, 0, -1)         # F T W L: tower at (0,-1)
    assert state.check(0, MoveWorker(0, (0, -1))) is None


def test_several_workers_may_stand_on_one_field():
    state = two_card_display()
    worker_step(state, PlaceWorker((0, 3)))
    place(state, 1, 1, 1)
    assert state.check(0, MoveWorker(1, (1, 2))) is None
    worker_step(state, MoveWorker(1, (1, 2)))
    place(state, 1, 1, 0)
    assert state.check(0, MoveWorker(0, (1, 2))) is None


# --- the state stays consistent --------------------------------------------------------
def test_an_illegal_action_leaves_the_state_unchanged():
    state = two_card_display()
    before = everything(state)
    with pytest.raises(IllegalMove) as error:
        state.apply(0, MoveWorker(0, (0, 1)))
    assert error.value.violation.code == "worker.same_territory"
    assert "territory" in str(error.value)
    assert everything(state) == before


def test_undo_restores_the_state_within_the_turn():
    state = LIMES.new_game(["Anna", "Ben"], 5)
    state.card = 1
    start = everything(state)
    place(state, 1, 0, 0)
    state.undo(0)
    assert everything(state) == start
    place(state, 1, 0, 0)
    after_place = everything(state)
    state.apply(0, PlaceWorker((0, 0)))
    assert state.unconfirmed == {0} and state.actors() == [0, 1]   # the turn waits for its end
    state.undo(0)
    assert everything(state) == after_place
    state.apply(0, SkipWorker())
    state.apply(0, EndTurn())
    assert state.undo_violation(0).code == "undo.turn_ended"   # Anna's turn is final
    place(state, 1, 0, 0, player=1)
    assert state.undo_violation(0).code == "undo.turn_ended"   # and Ben cannot reach it either
    state.undo(1)
    assert state.displays[1] == {} and state.step(1) == "place" and state.actors() == [1]


def test_solo_the_next_card_waits_for_the_end_of_the_turn():
    state = solo(4)
    card = state.card
    place(state, card, 0, 0)
    state.apply(0, PlaceWorker((0, 0)))
    assert state.card == card and state.round == 1       # nothing revealed yet
    state.undo(0)                                        # a mis-dropped worker comes back
    assert state.workers[0] == [] and state.step(0) == "worker"
    worker_step(state, PlaceWorker((1, 1)))
    assert state.round == 2 and state.card != card
    assert state.undo_violation(0).code == "undo.revealed"


def test_undo_is_refused_after_the_reveal():
    state = LIMES.new_game(["Anna", "Ben"], 5)
    place(state, 1, 0, 0, player=0)
    next_round(state, 0)
    place(state, 1, 0, 0, player=1)
    next_round(state, 1)        # the next card is revealed
    assert state.round == 2
    assert state.undo_violation(1).code == "undo.revealed"
    assert state.undo_violation(0).code == "undo.revealed"
    before = everything(state)
    with pytest.raises(IllegalMove):
        state.undo(1)
    assert everything(state) == before


def test_the_view_hides_the_order_of_the_deck():
    state = LIMES.new_game(["Anna", "Ben"], 4)
    view = state.view(0)
    assert view.deck == sorted(state.deck) and view.deck != state.deck
    assert view.card == state.card and view.seed is None
    view.apply(0, PlaceCard(0, 0, 0))
    assert state.displays[0] == {} and len(state.log) == 0


def test_score_sheets_and_previews_work_mid_game():
    state = two_card_display()
    sheet = state.score_sheets()[0]
    assert [i.points for i in sheet.items] == [2]          # farmer on two fields
    assert worker_preview(state, 0, 0).points == 2
    assert cell_preview(state, 0, (0, 2)).points == 0      # the tower sees no forest
    assert cell_preview(state, 0, (1, 0)).points == 1      # the water touches the hut
    assert cell_preview(state, 0, (7, 7)) is None


# --- bots ----------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_bots_play_a_whole_game_legally(level):
    state = LIMES.new_game(["Anna", "Ben"], 9)
    bot, rng = LIMES.bots[level], random.Random(9)
    while not state.is_over():
        player = state.actors()[0]
        action = bot(state, player, rng)
        assert state.check(player, action) is None
        state.apply(player, action)
    assert state.round == 16 and len(state.displays[1]) == 16


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_bots_decide_without_the_deck_order(level):
    state = LIMES.new_game(["Anna", "Ben"], 9)
    rng = random.Random(3)
    for _ in range(9):
        player = state.actors()[0]
        state.apply(player, LIMES.bots["random"](state, player, rng))
    other = state.copy()
    other.deck = list(reversed(state.deck))
    for _ in range(3):
        player = state.actors()[0]
        seed = rng.random()
        chosen = LIMES.bots[level](state, player, random.Random(seed))
        assert LIMES.bots[level](other, player, random.Random(seed)) == chosen
        state.apply(player, chosen)
        other.apply(player, chosen)


def test_greedy_takes_the_best_worker_step():
    state = two_card_display()
    # placing on the new field territory {(0,3),(1,3)} gains 2; the water 1;
    # moving the farmer away loses its 2 points
    action = LIMES.bots["greedy"](state, 0, random.Random(0))
    assert isinstance(action, PlaceWorker) and action.cell in {(0, 3), (1, 3)}


# --- what the engine says each seat may do now ------------------------------------
def test_the_decision_names_the_card_in_hand_and_where_it_may_go():
    state = LIMES.new_game(["Anna", "Ben"], 3)
    first = state.decision(0)
    assert (first.kind, first.hand, first.param("slots")) == ("start", (state.card,), ((0, 0),))
    assert first.param("round") == 1 and first.param("rounds") == 16
    assert state.decision(1) == replace(first, player=1)   # the same card for Ben at once
    state.apply(0, PlaceCard(0, 0, 0))
    state.apply(0, SkipWorker())
    assert state.decision(0).kind == "end_turn"            # only confirming is left
    state.apply(0, EndTurn())
    assert state.decision(0) is None and state.decision(1).kind == "start"   # Anna waits for Ben
    place(state, 7, 0, 0, player=1)
    next_round(state, player=1)
    second = state.decision(0)
    assert second.kind == "place" and second.param("slots") == tuple(state.open_positions(0))
    assert second.param("slots") == ((-1, 0), (0, -1), (0, 1), (1, 0))


def test_the_worker_decision_holds_each_field_of_the_new_card_with_its_profession():
    state = solo()
    place(state, 19, 0, 0, rotation=1)   # card 19: F T W L, turned once: L F T W from NW clockwise
    decision = state.decision(0)
    assert decision.kind == "worker" and decision.param("supply") == 7
    assert decision.hand == (((0, 0), "fisher"), ((0, 1), "farmer"), ((1, 1), "watchman"),
                             ((1, 0), "woodcutter"))
    assert [state.fields[0][cell].profession for cell, _ in decision.hand] == [p for _, p in decision.hand]


def test_with_the_supply_empty_the_worker_decision_holds_no_field():
    state = solo()
    for round_ in range(7):
        place(state, 1, round_ // 4, round_ % 4)
        worker_step(state, PlaceWorker(card_cells(round_ // 4, round_ % 4)[0]))
    place(state, 1, 1, 3)
    decision = state.decision(0)
    assert decision.kind == "worker" and decision.hand == () and decision.param("supply") == 0
