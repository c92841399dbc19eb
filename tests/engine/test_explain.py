"""core.explain: a hint's reason is the engine's own score change. For every
game and every decision kind met in play (default options and each option at
its last value), the changes worked out from the seat's view are the changes
the real game makes, item by item, and the expectation is the coach's estimate
of the move against the next best one over the same futures."""
from __future__ import annotations

import random

import pytest

from games import GAMES
from games.core import coach
from games.core.explain import changes_now, explain, next_best
from tests.engine.test_conformance import options_for

GAME_IDS = sorted(game_id for game_id, game in GAMES.items() if getattr(game, "search", None))


def moves_of_each_kind(game, seed: int, count: int):
    """(state, seat, action) for the first move of each decision kind met in a greedy game."""
    state = game.new_game([f"P{i}" for i in range(count)], seed, options_for(game, seed))
    rng, seen = random.Random(seed), set()
    while not state.is_over():
        seat = state.actors()[0]
        decision = state.decision(seat)
        action = game.bots["greedy"](state.view(seat), seat, rng)
        if decision is not None and decision.kind not in seen and decision.kind != "end_turn":
            seen.add(decision.kind)
            yield decision.kind, state.copy(keep_history=False), seat, action
        state.apply(seat, action)
        state.end_turns()


def real_change(state, seat: int, action) -> tuple[dict, int]:
    """What the real game's sheets do: each of the seat's items' change, the best other's total change."""
    before = state.score_sheets()
    world = state.copy(keep_history=False)
    world.apply(seat, action)
    after = world.score_sheets()
    old = {item.key: item.points for item in before[seat].items}
    new = {item.key: item.points for item in after[seat].items}
    deltas = {key: new.get(key, 0) - old.get(key, 0) for key in set(old) | set(new)}
    others = [after[p].total - before[p].total for p in range(len(before)) if p != seat]
    return {key: delta for key, delta in deltas.items() if delta}, max(others, default=0)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_changes_now_are_the_real_games_for_every_decision_kind(game_id, seed):
    game = GAMES[game_id]
    kinds = []
    for kind, state, seat, action in moves_of_each_kind(game, seed, 2):
        changes, rival = changes_now(state.view(seat), seat, action, game.search["sample"], random.Random(seed))
        deltas, others = real_change(state, seat, action)
        assert {change.item.key: change.delta for change in changes} == deltas, (kind, action)
        assert rival == others, (kind, action)
        assert [abs(c.delta) for c in changes] == sorted((abs(c.delta) for c in changes), reverse=True)
        assert all(change.item.text() and not change.item.text().startswith("score.") for change in changes)
        kinds.append(kind)
    assert kinds   # e.g. Limes: start, worker, place; Rome advanced: keep_mission, divide, choose, place_tile,
    #                place_elephant, take_segment, place_building; Cartographers: draw, monster, fallback


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_expectation_is_the_coachs_estimate_against_the_next_best_move(game_id):
    game = GAMES[game_id]
    _kind, state, seat, action = next(moves_of_each_kind(game, 3, 2))
    view = state.view(seat)
    reason = explain(game, view, seat, action, samples=4, seed=9)
    other = next_best(view, seat, action, game.search.get("candidates"), random.Random(9))
    assert reason.other == other
    if other is None:
        assert reason.expected is None and reason.futures == 0
    else:
        gain = (coach.estimate(view, seat, action, game.search, 4, 9)
                - coach.estimate(view, seat, other, game.search, 4, 9))
        assert reason.expected == round(gain, 1) and reason.futures == 4
    assert reason.now == sum(change.delta for change in reason.changes)
