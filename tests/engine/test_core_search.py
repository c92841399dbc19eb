"""The shared search of the strong computer player, on a tiny game: it returns
a legal move, the same one for the same seed and iterations, a move at once
when there is no time, and the winning move where one exists."""
import random

from games.core.search import Budget, outcome, search
from tests.fake_game import GAME


def world_as_seen(view, player, rng):
    world = view.copy(keep_history=False)
    return world


def policy(world, seat, rng):
    return rng.choice(list(world.legal_actions(seat)))


def position(pile: int, taken=(0, 0)):
    state = GAME.new_game(["A", "B"], 1, {"pile": pile})
    state.taken = list(taken)
    return state


def decide(state, seed=1, iterations=200, **kw):
    return search(state.view(0), 0, random.Random(seed), sample=world_as_seen, policy=policy,
                  budget=Budget(iterations=iterations), **kw)


def test_it_takes_the_winning_move():
    # pile 3: taking 2 leaves 1 for B (2 against 1); taking 1 lets B take 2
    assert decide(position(3)).count == 2
    # pile 2 with B ahead by 1: only taking both still ties; taking 1 loses
    assert decide(position(2, (0, 1))).count == 2


def test_the_same_seed_and_iterations_give_the_same_move():
    state = position(9)
    assert len({decide(state, seed=7, iterations=60) for _ in range(3)}) == 1


def test_with_no_time_the_first_candidate_is_played():
    state = position(9)
    first = lambda view, player, rng: sorted(view.legal_actions(player), key=lambda a: a.count)
    move = search(state.view(0), 0, random.Random(1), sample=world_as_seen, policy=policy,
                  candidates=first, budget=Budget(iterations=0))
    assert move.count == 1
    move = search(state.view(0), 0, random.Random(1), sample=world_as_seen, policy=policy,
                  candidates=first, budget=Budget(seconds=0.0))
    assert move in state.legal_actions(0)


def test_the_outcome_counts_a_win_above_any_margin():
    won, lost = position(1, (3, 1)), position(1, (1, 3))
    won.pile = lost.pile = 0
    assert outcome(won, 0) > 0.7 > 0.3 > outcome(lost, 0)
    tie = position(1, (2, 2))
    tie.pile = 0
    assert outcome(tie, 0) == 0.7 * 0.5 + 0.3 * 0.5
