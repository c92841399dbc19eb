"""The Majesty tutorial: the learner plays side B buildings (the Castle's trade,
the Inn's largest group) and makes the last move of the game, so the end and
the final scoring follow from the learner's own move."""
from games import GAMES
from games.core import paths
from games.core.tutorial import LEARNER, load_tutorial, play_move

MAJESTY = GAMES["majesty"]


def learner_turns():
    """(step id, the learner's take event, the state after it) for each step that asks for a move."""
    tutorial = load_tutorial(paths.data_dir() / "tutorials" / "majesty.yaml", GAMES)
    state = MAJESTY.new_game(tutorial.names("en"), tutorial.seed, tutorial.options)
    for step in tutorial.steps:
        for player, action in step.play:
            play_move(state, player, MAJESTY.action_from_dict(action))
        if step.expect is not None:
            play_move(state, LEARNER, MAJESTY.action_from_dict(step.expect))
            yield step.id, state.ended[-1][1], state


def test_the_learner_places_persons_on_side_b_buildings_and_trades_at_the_castle():
    on_b = {}
    for step_id, events, state in learner_turns():
        to = next(e["to"] for e in events if e["type"] == "take")
        if state.sides[to] == "B":
            on_b[to] = [e["type"] for e in events]
    assert {"castle", "inn"} <= set(on_b)
    assert "exchange" in on_b["castle"]


def test_the_learners_own_move_ends_the_game():
    turns = list(learner_turns())
    _step, _events, state = turns[-1]
    assert state.is_over() and state.log[-1][0] == LEARNER and state.turns == [12, 12]
    assert sum(1 for player, _ in state.log if player == LEARNER) == 24   # 12 takes, 12 ends


def test_another_legal_move_is_answered_with_where_the_asked_card_goes(app):
    import pygame
    from tests.gui_helpers import drag, key
    scene = app.start_tutorial("majesty")
    app.frame(0)
    while scene.referee.step.expect is None:
        key(app, pygame.K_SPACE)
    view, state = scene.view, scene.state
    other = state.display[2]          # a legal take, but not the Miller the step asks for
    log = list(state.log)
    drag(app, view.card_rects[2].center, view.columns[state.data.location_of(other.halves[0])].center)
    while view.dialog is not None:
        view.dialog.cancel()
        view.dialog = None
    assert state.log == log
    assert "the Miller from position 1 onto the Mill" in scene.toast.message
