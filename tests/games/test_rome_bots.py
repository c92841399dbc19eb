"""Rome bots: legal in every phase and variant, seeded, deciding from the
view alone, and the greedy one judging by immediate score changes."""
import random

import pytest

from games import GAMES
from games.commands import play_out
from games.core import EndTurn
from games.rome import Choose, Divide, Lot, Offer, Tile
from games.rome.bots import BOTS, greedy_bot, random_bot

ROME = GAMES["rome"]


class OnlyTheView:
    """A state that hands out nothing but `view(player)`: a bot that peeks fails."""

    def __init__(self, state):
        self._state = state

    def view(self, player):
        return self._state.view(player)


def play(players, variant, levels, seed):
    names = [f"B{i}" for i in range(players)]
    state, actions, _ = play_out(ROME, names, levels, seed, {"variant": variant})
    return state, actions


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_bots_play_whole_games_legally(variant, players):
    levels = ["greedy", "random"] * 3
    state, actions = play(players, variant, levels[:players], seed=players)
    assert state.is_over() and actions > 20 * players


def test_bots_decide_from_the_view_alone():
    rng = random.Random(1)
    state = ROME.new_game(["A", "B", "C"], 5, {"variant": "advanced"})
    while not state.is_over():
        player = state.actors()[0]
        level = rng.choice(sorted(BOTS))
        action = BOTS[level](OnlyTheView(state), player, random.Random(len(state.log)))
        state.apply(player, action)


def test_every_level_ends_a_completed_turn_at_once():
    state = ROME.new_game(["A", "B"], 3)
    state.apply(0, Divide((0,)))
    for level, bot in sorted(BOTS.items()):
        assert bot(state, 0, random.Random(1)) == EndTurn(), level
        assert bot(state, 1, random.Random(1)) in state.legal_actions(1), level
        assert not isinstance(bot(state, 1, random.Random(1)), EndTurn), level


def test_hidden_information_does_not_change_a_decision():
    state = ROME.new_game(["A", "B", "C"], 2)
    state.apply(0, Divide((0, 1)))
    other = state.copy()
    other.rows = (tuple(reversed(state.rows[0])),) + state.rows[1:]
    other.splits = ((2,),) + state.splits[1:]
    other.stacks = (state.stacks[0][::-1],) + state.stacks[1:]
    for bot in (random_bot, greedy_bot):
        assert bot(state, 1, random.Random(3)) == bot(other, 1, random.Random(3))


def test_bots_are_seeded():
    a, _ = play(4, "advanced", ["greedy", "random", "greedy", "random"], seed=8)
    b, _ = play(4, "advanced", ["greedy", "random", "greedy", "random"], seed=8)
    assert a.log == b.log


def test_greedy_beats_random_on_average():
    greedy = random_ = 0
    for seed in range(6):
        state, _ = play(2, "basic", ["greedy", "random"], seed)
        totals = [s.total for s in state.score_sheets()]
        greedy, random_ = greedy + totals[0], random_ + totals[1]
    assert greedy > random_ * 1.3


def test_greedy_choice_counts_the_makers_gain_too():
    """P1 alone would take the stoneworks lot (4 against 1), but handing the
    windmill back would give its maker 7: the greedy bot takes the windmill."""
    state = ROME.new_game(["A", "B"], 1)
    state.phase, state.done = "choose", (False, False)
    state.landscapes = ({(q, 0): Tile("Y") for q in range(6)},   # the maker: grain area of 6
                        {(q, 0): Tile("Q") for q in range(3)})   # the chooser: quarry area of 3
    small = Lot((Tile("Y", "Y", 0),))
    large = Lot((Tile("Q", "Q", 0), Tile("Q", None, 0)))
    state.offers = (Offer(0, 1, small, large), Offer(1, 0, Lot(()), Lot(())))
    assert greedy_bot(state, 1, random.Random(1)) == Choose("small")
    state.landscapes = ({(0, 0): Tile("G")}, state.landscapes[1])  # now the windmill helps nobody
    assert greedy_bot(state, 1, random.Random(1)) == Choose("large")


def test_greedy_split_separates_what_the_receiver_wants_from_what_it_keeps():
    """The receiver (grain area of 6) will take whichever lot holds the
    windmill; the divider keeps the theatre by putting it in the other lot."""
    state = ROME.new_game(["A", "B"], 1)
    state.gems = (0, 4)  # no gem to add: only the tiles count
    row = (Tile("Y", "Y", 0), Tile("R", "R", 0), Tile("Q", None, 0), Tile("Q", None, 0),
           Tile("Q", None, 0))
    state.rows = (row, state.rows[1])
    state.landscapes = ({(0, 0): Tile("G")}, {(q, 0): Tile("Y") for q in range(6)})
    for seed in range(5):
        action = greedy_bot(state, 0, random.Random(seed))
        assert isinstance(action, Divide)
        assert (0 in action.small) != (1 in action.small)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_simulate_runs_rome_for_two_to_five_players(variant):
    from games.commands import simulate
    for players in (2, 5):
        bots = "greedy" if players == 5 else "greedy,random"
        result = simulate("rome", 1, players=players, bot=bots, options=[f"variant={variant}"])
        assert result["game"] == "rome" and result["players"] == players
        assert result["actions"] > 0 and result["max_score"] > 0
