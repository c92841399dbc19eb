"""Majesty bots: `choose(state, player, rng) -> Action`, deciding only from
`state.view(player)` (the deck's order is hidden).

The strong level searches (core.search): it samples the deck's order from
the cards its seat has not seen, plays each candidate on, every seat then
playing greedily, and keeps the move with the best mean outcome."""
from __future__ import annotations

import random

from ..core import Action
from ..core.bots import best, levels, random_bot
from ..core.search import Budget, search

MEEPLE_VALUE = 1  # a meeple is worth a coin: each one left over at the end of a turn pays 1
CANDIDATES = 10   # the moves the strong level searches, greedy's best first


def worth_trying(state, player: int, action) -> bool:
    """Castle B: a purchase beyond the free worker spaces ends as buying up
    to them (the surplus goes back at the end of the turn), so it is skipped."""
    return action.exchange <= state.exchange_offer(player, action.position, action.character)[1]


def immediate(state, player: int, action) -> int:
    """The coins plus meeples (at MEEPLE_VALUE) the legal `action` brings `player` at once."""
    then = state.after(player, action)
    return (then.coins[player] - state.coins[player]
            + MEEPLE_VALUE * (then.meeples[player] - state.meeples[player]))


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """The most immediate coins plus meeples (at MEEPLE_VALUE) for itself;
    ties are broken by `rng`."""
    return greedy_move(state.view(player), player, rng)


def greedy_move(state, player: int, rng: random.Random) -> Action:
    """Greedy's choice in `state` (a view, or a sampled world in a playout)."""
    moves = (a for a in state.legal_actions(player) if worth_trying(state, player, a))
    return best(moves, lambda action: immediate(state, player, action), rng)


# --- the strong level ------------------------------------------------------------------
def sample(view, player: int, rng: random.Random):
    """A world consistent with `view`: everything is public but the deck's
    order, so the deck is dealt again from the unseen cards (by the tier of
    each card's back, unless all 60 are shuffled)."""
    world = view.copy(keep_history=False)
    world.deck = view.stand_in_deck(rng)
    return world


def candidates(view, player: int, rng: random.Random) -> list[Action]:
    """The moves worth searching, greedy's pick first, then by greedy's value;
    of Castle B's trades only none, selling all and buying up to the spaces."""
    first = greedy_move(view, player, rng)
    moves = [a for a in view.legal_actions(player) if a != first and worth_trying(view, player, a)]
    moves = [a for a in moves if not a.exchange or a.exchange in view.exchange_offer(player, a.position, a.character)]
    moves.sort(key=lambda action: -immediate(view, player, action))
    return [first] + moves[:CANDIDATES - 1]


def strong_bot(state, player: int, rng: random.Random, budget: Budget | None = None) -> Action:
    """The best mean outcome over sampled deck orders, greedy playouts."""
    return search(state.view(player), player, rng, sample=sample, policy=greedy_move,
                  candidates=candidates, budget=budget)


# For the coach: in its check Hard (8 iterations) makes every move to the end, since greedy
# replies let a lead grow unanswered (bench/coach.py, 8 games: claims 18.9 against 12.2
# measured with 4 replies by Hard, 17.6 against 16.5 with all; about 12 s a seat, 55 s in 4),
# a check taking as long as some 18 moves' first looks.
SEARCH = {"sample": sample, "policy": greedy_move, "candidates": candidates,
          "check_replies": None, "check_thinking": 8, "check_weight": 18}
BOTS = levels({"random": random_bot, "greedy": greedy_bot, "strong": strong_bot})
