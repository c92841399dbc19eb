"""What the strong level knows of Cartographers (core.search does the
searching): worlds sampled from a seat's view, a cheap playout policy, the
moves worth searching, and a look-ahead value, the `prospect` of a map: what
it would score in every season still to come if it stayed as it is (each
edict as often as a season still scores it, coins on the track every season,
the monster penalty likewise), with some hope for what is nearly done.

The prospect alone plays far better than greedy (solo, 100 games: 109 against
94); the search then decides between the moves it values within CLOSE of the
best, by short playouts (HORIZON steps) in sampled worlds. Wider, it chose
worse than the prospect: a playout's noise hides differences of a point or two."""
from __future__ import annotations

import math
import random

from ..core import Action, ScoreItem
from ..core.bots import levels
from ..core.search import search

from . import ambush
from .actions import Parcel
from .bots import as_action, drawings
from .masks import (COL_MASKS, FULL, ROW_MASKS, SIZE, bit, cells_of, clusters, count, mask_of,
                    neighbours, square_at, square_sides)
from .rules import HIDDEN
from .scoring import row_items, season_key
from .scoring_cards import DIAGONALS, GREENGOLD_TYPES, SCORING, monster_penalty

TOP = 6               # candidates searched at the root, at most
CLOSE = 1.0           # how far below the best prospect a candidate may be
TRIED = 16            # moves the playout policy weighs a step (a random few)
HORIZON = 4           # playout steps before the value looks at the maps
SOLO_SCALE = 200.0    # a solo score of 200 is worth 1 (the value is linear in the score)


# --- the prospect of a map ------------------------------------------------------------------
# The all-or-nothing edicts give a later season hope for what is nearly done: a
# share of the stars by the cells still missing (tuned by solo games, 100 seeds).
NEARLY = {1: 0.5, 2: 0.25, 3: 0.1}              # a row, column or diagonal that many cells short
SQUARE_NEARLY = {1: 0.5, 2: 0.3, 3: 0.15, 4: 0.05}
VILLAGE_NEARLY = {3: 0.3, 4: 0.5, 5: 0.7}       # a village cluster of that size (6 score)
TWO_KINDS = 0.6                                 # a village next to two of the three kinds needed
MOUNTAIN_NEARLY = {1: 0.5, 2: 0.2}              # a coin from a mountain that many empty cells from surrounded
SQUARES = {side: tuple(square_at(FULL, side) << (r * SIZE + c) for r in range(SIZE - side + 1)
                       for c in range(SIZE - side + 1)) for side in range(1, SIZE + 1)}


def _lines_hope(board, lines, stars: int) -> float:
    empty = FULL & ~board.filled
    return sum(stars * NEARLY.get(count(line & empty), 0.0) for line in lines)


def _wildholds_hope(board) -> float:
    return sum(8 * VILLAGE_NEARLY.get(count(c), 0.0) for c in clusters(board.village))


def _greengold_hope(board) -> float:
    kinds = [getattr(board, name) for name in GREENGOLD_TYPES]
    return sum(3 * TWO_KINDS for c in clusters(board.village)
               if sum(1 for kind in kinds if kind & neighbours(c)) == 2)


def _lost_barony_hope(board) -> float:
    side = square_sides(board.filled)
    if side >= SIZE:
        return 0.0
    empty = FULL & ~board.filled
    return 3 * SQUARE_NEARLY.get(min(count(m & empty) for m in SQUARES[side + 1]), 0.0)


HOPES = {34: _wildholds_hope, 36: _greengold_hope, 39: _lost_barony_hope,
         38: lambda board: _lines_hope(board, ROW_MASKS + COL_MASKS, 6),
         40: lambda board: _lines_hope(board, DIAGONALS, 3)}


def outlook(state) -> tuple:
    """((scoring function, weight, hope or None, later seasons), ..., coin weight,
    monster weight) from the seasons still to be scored, the current one included."""
    seasons = state.data.seasons[state.season:]
    edicts = []
    for letter, card in sorted(state.edicts.items()):
        weight = sum(letter in season.edicts for season in seasons)
        if weight:
            edicts.append((SCORING[card], weight, HOPES.get(card), weight - (letter in seasons[0].edicts)))
    return tuple(edicts), len(seasons), len(seasons)


def prospect(look: tuple, sheet) -> float:
    """The map's points over the seasons of `look` if it stayed as it is, and
    the hope of the nearly done for the later ones."""
    edicts, coins, monsters = look
    total = coins * sheet.coins_left + monsters * monster_penalty(sheet)[0]
    for score, weight, hope, later in edicts:
        total += weight * score(sheet)[0]
        if hope and later:
            total += later * hope(sheet)
    if coins > 1:
        empty = FULL & ~sheet.filled
        total += (coins - 1) * sum(MOUNTAIN_NEARLY.get(count(neighbours(bit(m)) & empty), 0.0)
                                   for m in cells_of(sheet.mountain & ~sheet.paid))
    return total


def projected(world, player: int) -> float:
    """The seasons scored so far and the prospect of the map for the rest."""
    done = sum(row.total for row in world.season_rows[player])
    if world.is_over():
        return done
    return done + prospect(outlook(world), world.sheets[player])


# --- the moves, valued -----------------------------------------------------------------------
def _valued(state, player: int, few: int | None = None, rng: random.Random | None = None) -> list:
    """(prospect after it, action) of `player`'s moves now, or of `few` random
    ones; a monster is valued by its victim's loss (higher is better for the drawer)."""
    look = outlook(state)
    tasks = state.tasks[player]
    sheet = state.sheets[player]
    if "draw" in tasks or "second" in tasks:
        moves = list(drawings(state, player))
        if few and len(moves) > few:
            moves = rng.sample(moves, few)
        return [(prospect(look, sheet.drawn(mask, terrain, coin)), choice)
                for mask, terrain, coin, choice in moves]
    if "parcel" in tasks:
        moves = [Parcel(t, c) for t in state.current_card().terrains for c in cells_of(sheet.empty)]
        if few and len(moves) > few:
            moves = rng.sample(moves, few)
        return [(prospect(look, sheet.drawn(bit(a.cell), a.terrain)), a) for a in moves]
    if "monster" in tasks:
        victim = state.sheets[state.targets[player]]
        moves = list(ambush.legal_monsters(state, player))
        if few and len(moves) > few:
            moves = rng.sample(moves, few)
        return [(-prospect(look, victim.drawn(mask_of(a.cells), "monster")), a) for a in moves]
    return [(prospect(look, sheet.erased(bit(a.cell))), a) for a in ambush.legal_shrinks(state, player)]


def _action(move) -> Action:
    return move if isinstance(move, Action) else as_action(move)


def candidates(view, player: int, rng: random.Random) -> list[Action]:
    """The TOP moves by prospect, best first, within CLOSE of the best (skills
    are left to the other levels)."""
    valued = _valued(view, player)
    order = sorted(range(len(valued)), key=lambda i: -valued[i][0])
    best = valued[order[0]][0]
    return [_action(valued[i][1]) for i in order[:TOP] if valued[i][0] >= best - CLOSE]


def policy(world, seat: int, rng: random.Random) -> Action:
    """The best by prospect of TRIED random moves: cheap, and far from random."""
    valued = _valued(world, seat, TRIED, rng)
    top = max(worth for worth, _ in valued)
    return _action(rng.choice([move for worth, move in valued if worth == top]))


def value(world, player: int) -> float:
    """In [0, 1]: solo, the projected score (linear); else a projected win counts
    most (0.7, shared 1/k) and the margin over the best other the rest."""
    totals = [projected(world, p) for p in range(len(world.players))]
    own = totals[player]
    if len(totals) == 1:
        return min(1.0, max(0.0, own / SOLO_SCALE))
    best = max(totals)
    win = 1.0 / totals.count(best) if own == best else 0.0
    margin = own - max(t for p, t in enumerate(totals) if p != player)
    return 0.7 * win + 0.3 * (0.5 + 0.5 * math.tanh(margin / 20.0))


# --- worlds the seat cannot tell from the real one ---------------------------------------------
def sample(view, player: int, rng: random.Random):
    """A full game consistent with `view`: the explore deck shuffled, its hidden
    ambushes and the ambush deck dealt from the ambushes not revealed this
    season, the hidden skills (the ones not revealed), and fresh chance."""
    world = view.copy(keep_history=False)
    data = view.data
    unseen = [card for card in sorted(data.ambush) if card not in view.revealed]
    rng.shuffle(unseen)
    hidden = view.deck.count(HIDDEN)
    deck = [card for card in view.deck if card != HIDDEN] + unseen[:hidden]
    rng.shuffle(deck)
    world.deck = deck
    world.ambush_deck = unseen[hidden:hidden + len(view.ambush_deck)]
    if view.options.get("skills"):
        world.hidden_skills = tuple(sorted(set(data.skills) - set(view.skills)))
    world.rng = random.Random(rng.getrandbits(64))
    return world


def points(world, player: int) -> float:
    """The coach's measure: the projected score against the best other's (alone: the score)."""
    totals = [projected(world, p) for p in range(len(world.players))]
    others = [t for p, t in enumerate(totals) if p != player]
    return totals[player] - (max(others) if others else 0)


def items(world, player: int) -> list[ScoreItem]:
    """The parts of `projected`, for the coach: each item of the seasons scored so
    far, and the map's prospect for the rest as one item."""
    found = [item for row in world.season_rows[player] for item in row_items(row, season_key(row))]
    if not world.is_over():
        found.append(ScoreItem("prospect", prospect(outlook(world), world.sheets[player]), "cartographers.prospect"))
    return found


SEARCH = {"sample": sample, "policy": policy, "candidates": candidates, "value": value,
          "horizon": HORIZON, "points": points, "items": items}


def strong_bot(state, player: int, rng: random.Random, budget=None) -> Action:
    """The best of the candidates by playouts in sampled worlds (core.search),
    from `state.view(player)` alone."""
    return search(state.view(player), player, rng, budget=budget, sample=sample, policy=policy,
                  candidates=candidates, value=value, horizon=HORIZON)


BOTS = levels({"strong": strong_bot})
