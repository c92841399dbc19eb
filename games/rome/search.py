"""The strong Rome player: what core.search needs from Rome (a world sampled
from a seat's view, a quick playout policy, the moves worth trying) and how
far it looks: to the end of the round, valued by the score sheets there."""
# A round's moves pay off within the round (a split once the lots are
# placed, a tile at once), so a playout stops at the round's end and the
# provisional scores judge it: far less noise than a whole game would add.
from __future__ import annotations

import math
import random
from collections import Counter

from ..core import Action
from ..core.bots import best
from ..core.search import Budget, search

from . import bots
from .actions import PlaceTile
from .landscape import TERRAINS, Tile
from .pieces import double_cells

MOST_CANDIDATES = 12
SCALE = 12.0  # points of margin that make a clear difference (tanh scale)
JOINED = 100  # a point at once counts more than any area joined (no area has 100 tiles)


# --- a world consistent with the view -------------------------------------------------
def sample(view, player: int, rng: random.Random):
    """A whole, playable state that agrees with everything `view` shows
    `player`: the stacks, others' rows, the mission deck, the discards and the
    market supply dealt at random from what the seat has not seen; others'
    secret splits, choices and kept missions made by the greedy rule."""
    world = view.copy(keep_history=False)
    world.rng = random.Random(rng.getrandbits(64))
    _deal_stacks(world, view, player, rng)
    if view.advanced:
        _deal_missions(world, view, player, rng)
        _deal_supply(world, view, rng)
    _decide_for_others(world, view, player, rng)
    return world


def _take(pool: list, count: int, rng: random.Random, fallback) -> list:
    """`count` from the front of the shuffled `pool` (removed); should the pool
    run short (a position set up by hand), random picks from `fallback`."""
    taken, pool[:count] = pool[:count], []
    return taken + [rng.choice(fallback) for _ in range(count - len(taken))]


def _explored(view) -> list[Counter]:
    """Per stack (its owner), the terrains of its tiles the seat has seen."""
    seen = [Counter() for _ in view.players]
    tiles = [t for land in view.landscapes for t in land.values()]
    tiles += [t for hand in view.hands for piece in hand for t in piece.tiles]
    tiles += [t for row in view.rows for t in row]
    if view.phase == "choose":  # later the hands and landscapes hold these tiles
        tiles += [t for offer in view.offers if offer for t in offer.small.tiles + offer.large.tiles]
    for tile in tiles:
        if tile is not None and tile.origin is not None:
            seen[tile.origin][tile.terrain] += 1
    return seen


def _deal_stacks(world, view, player: int, rng: random.Random) -> None:
    """Each stack (and, while dividing, each other row) from its unseen tiles."""
    seen = _explored(view)
    stacks, rows = list(view.stacks), list(view.rows)
    for p in range(len(view.players)):
        if p == player:
            own = list(view.stacks[p])  # known tiles, unknown order
            rng.shuffle(own)
            stacks[p] = tuple(own)
            continue
        unseen = list((Counter(view.data.tiles_per_player) - seen[p]).elements())
        rng.shuffle(unseen)
        if any(tile is None for tile in view.rows[p]):
            rows[p] = world.explored_row(p, _take(unseen, len(view.rows[p]), rng, TERRAINS))
        stacks[p] = tuple(Tile(t) for t in _take(unseen, len(view.stacks[p]), rng, TERRAINS))
    world.stacks, world.rows = tuple(stacks), tuple(rows)


def _deal_missions(world, view, player: int, rng: random.Random) -> None:
    """Others' drawn cards, the deck and the discards from the unseen missions.
    In the mission phase the draws are dealt again in seat order as the deck
    gives them: those who drew before keep a card (greedy) and let the rest
    go; should the unseen run out, those let go are shuffled in (spec: The
    mission deck), so a card may have passed through two hands, as in play."""
    known = {m for kept in view.missions for m in kept} | set(view.drawn[player])
    everything = sorted(view.data.missions)
    pool = [m for m in everything if m not in known]
    rng.shuffle(pool)
    drawn, keeps, let_go = list(view.drawn), list(view.keeps), []
    drawer = max((p for p, cards in enumerate(drawn) if cards), default=-1)
    for p in range(drawer + 1):
        if p != player and view.drawn[p]:
            if len(pool) < len(view.drawn[p]):
                pool += let_go
                rng.shuffle(pool)
                let_go = []
            drawn[p] = tuple(_take(pool, len(view.drawn[p]), rng, everything))
            world.drawn = tuple(drawn)
            if p < drawer or p in view.unconfirmed:
                keeps[p] = bots.greedy_move(world, p, rng).mission
        if p < drawer and drawn[p]:
            let_go += [m for m in drawn[p] if m != keeps[p]]
    world.drawn = tuple(drawn)
    if view.phase == "mission":
        world.keeps = tuple(keeps)
    discards = len(view.mission_discard)
    if len(let_go) > discards:  # shuffled into the deck since
        pool += let_go[:len(let_go) - discards]
        rng.shuffle(pool)
        let_go = let_go[len(let_go) - discards:]
    older = _take(pool, discards - len(let_go), rng, everything)
    world.mission_discard = tuple(older + let_go)
    world.mission_deck = tuple(_take(pool, len(view.mission_deck), rng, everything))


def _deal_supply(world, view, rng: random.Random) -> None:
    """The double stack and the single bag from what the market has not shown."""
    doubles = Counter(tuple(pair) for pair in view.data.double_tiles)
    singles = Counter(view.data.single_tiles)
    shown = [piece for segment in view.market if segment for piece in segment.pieces]
    shown += [piece for hand in view.hands for piece in hand if piece.tiles[0].origin is None]
    for piece in shown:
        if piece.double:
            doubles[tuple(t.terrain for t in piece.tiles)] -= 1
        else:
            singles[piece.tiles[0].terrain] -= 1
    for terrains in _market_pieces_placed(view):
        if len(terrains) == 2:
            doubles[terrains] -= 1
        else:
            singles[terrains[0]] -= 1
    pairs, bag = list((+doubles).elements()), list((+singles).elements())
    rng.shuffle(pairs)
    rng.shuffle(bag)
    world.double_stack = tuple(_take(pairs, len(view.double_stack), rng, view.data.double_tiles))
    world.single_bag = tuple(_take(bag, len(view.single_bag), rng, TERRAINS))


def _market_pieces_placed(view) -> list[tuple[str, ...]]:
    """The terrains of every market piece laid so far, read from the log (the
    segment taken says which pieces came) and the landscapes (where they lie)."""
    pending: dict[int, list[bool]] = {}  # seat -> the pieces in hand: double or not
    found = []
    for seat, entry in view.log:
        kind = entry.get("kind")
        if kind == "take_segment":
            bonus = view.data.market[entry["segment"]]
            extra = bonus in ("double_tile", "single_tile")  # a second piece came with it
            pending[seat] = [True, bonus == "double_tile"] if extra else [True]
        elif kind == "place_tile" and pending.get(seat) and entry["tile"] < len(pending[seat]):
            double = pending[seat].pop(entry["tile"])
            q, r = entry["q"], entry["r"]
            cells = double_cells(q, r, entry["turn"]) if double else ((q, r),)
            land = view.landscapes[seat]
            if all(cell in land for cell in cells):
                found.append(tuple(land[cell].terrain for cell in cells))
    return found


def _decide_for_others(world, view, player: int, rng: random.Random) -> None:
    """Secret splits and choices others have made: the greedy rule's, in the sampled world."""
    if view.phase not in ("divide", "choose"):
        return
    field = "splits" if view.phase == "divide" else "choices"
    made = list(getattr(view, field))
    for p in range(len(view.players)):
        if p != player and view.done[p]:
            action = bots.greedy_move(world, p, rng)
            made[p] = tuple(action.small) if view.phase == "divide" else action.lot
    setattr(world, field, tuple(made))


# --- playouts ------------------------------------------------------------------------
def policy(world, seat: int, rng: random.Random) -> Action:
    """Greedy, placing tiles by a quicker rule (see _quick_placement)."""
    phase = world.phase
    if (phase == "add" or (phase == "market" and world.taken[seat] is not None)) \
            and not world.bonus_cells[seat]:
        return _quick_placement(world, seat, rng)
    return bots.greedy_move(world, seat, rng)


def _quick_placement(world, seat: int, rng: random.Random) -> PlaceTile:
    """The most points at once, then the largest area joined; each kind of
    piece valued once, a double tile as its two halves apart (their meeting
    and where its building will go not counted)."""
    survey = world.survey(seat)
    top, found, kinds = -1, [], set()
    for i, piece in enumerate(world.hands[seat]):
        kind = (tuple((t.terrain, t.building) for t in piece.tiles), piece.carries)
        if kind in kinds:
            continue
        kinds.add(kind)
        if piece.double:  # its halves meet each cell many times: answers kept
            (first, second), carried = piece.tiles, piece.carries
            gain, joined = _remembered(survey.gain), _remembered(survey.joined)
            for (q, r), turn in world.placements(seat, piece):
                a, b = double_cells(q, r, turn)
                worth = (JOINED * max(gain(a, first.terrain, carried) + gain(b, second.terrain),
                                      gain(a, first.terrain) + gain(b, second.terrain, carried))
                         + joined(a, first.terrain) + joined(b, second.terrain))
                if worth >= top:
                    if worth > top:
                        top, found = worth, []
                    found.append(PlaceTile(i, q, r, turn))
        else:
            terrain, building = piece.tiles[0].terrain, piece.tiles[0].building
            gain, joined = survey.gain, survey.joined
            for cell in survey.free_cells():
                worth = JOINED * gain(cell, terrain, building) + joined(cell, terrain)
                if worth >= top:
                    if worth > top:
                        top, found = worth, []
                    found.append(PlaceTile(i, cell[0], cell[1]))
    return rng.choice(found)


def _remembered(function):
    """`function` with its answers kept."""
    answers: dict = {}

    def remembered(*args):
        found = answers.get(args)
        if found is None:
            found = answers[args] = function(*args)
        return found
    return remembered


def _first_move(world, seat: int, rng: random.Random) -> Action:
    """The cheapest legal move: for seats whose moves cannot change the value searched."""
    return next(iter(world.legal_actions(seat)))


def candidates(view, player: int, rng: random.Random) -> list[Action]:
    """The greedy rule's best moves, its own choice first; among tiles of equal
    points the one joining the larger area first, and the same tile in the
    same place only once."""
    scored = bots.scored_moves(view, player)
    first = best(scored, lambda pair: pair[0], rng)[1]
    survey, hand = view.survey(player), view.hands[player]

    def laid(action):  # the piece placed and its cells
        if not isinstance(action, PlaceTile):
            return None, ()
        piece = hand[action.tile]
        return piece, piece.cells(action.q, action.r, action.turn)

    def joined(action) -> int:
        piece, cells = laid(action)
        tiles = piece.tiles if piece else ()
        return sum(survey.joined(cell, tile.terrain) for cell, tile in zip(cells, tiles))
    ranked = sorted(scored, key=lambda pair: (pair[0], joined(pair[1])), reverse=True)
    moves, seen = [], set()
    for action in [first] + [action for _, action in ranked]:
        piece, cells = laid(action)
        same = ((tuple((t.terrain, t.building) for t in piece.tiles), piece.carries, cells)
                if piece else action)
        if same not in seen:
            seen.add(same)
            moves.append(action)
    return moves[:MOST_CANDIDATES]


# --- how far and how it is valued --------------------------------------------------------
def actions_left_in_round(view) -> int:
    """About how many moves (End turns apart) finish the round, for all seats;
    rather a few too many than too few (a playout then only starts the next)."""
    n, phase = len(view.players), view.phase
    order = ("divide", "choose", "add") + (("elephant", "mission", "market") if view.advanced else ())
    per_phase = {"divide": n, "choose": n, "add": n * view.data.tiles_per_round,
                 "elephant": n, "mission": n, "market": 3 * n}
    left = sum(per_phase[p] for p in order[order.index(phase) + 1:])
    if phase in ("divide", "choose", "elephant"):
        return left + sum(not done for done in view.done)
    if phase == "add":
        return left + sum(len(hand) for hand in view.hands)
    if phase == "mission":
        drawer = max((p for p, cards in enumerate(view.drawn) if cards), default=0)
        return left + n - drawer
    return left + 3 * (n - view.market_turn)


def margin_value(world, player: int) -> float:
    """The seat's lead over the best other seat, in [0, 1]."""
    totals = [sheet.total for sheet in world.score_sheets()]
    others = max(t for p, t in enumerate(totals) if p != player)
    return 0.5 + 0.5 * math.tanh((totals[player] - others) / SCALE)


def own_value(view, player: int):
    """For moves that change only the seat's own landscape: its points against
    the best other's now (the others' own moves only add noise)."""
    totals = [sheet.total for sheet in view.score_sheets()]
    others = max(t for p, t in enumerate(totals) if p != player)

    def value(world, seat: int) -> float:
        return 0.5 + 0.5 * math.tanh((world.score_sheets()[seat].total - others) / SCALE)
    return value


def strong_bot(state, player: int, rng: random.Random, budget: Budget | None = None) -> Action:
    """Monte Carlo over sampled worlds to the end of the round, from the view alone."""
    view = state.view(player)
    # Laying one's tiles (and a market building) changes only one's own landscape.
    own = view.phase == "add" or (view.phase == "market" and view.taken[player] is not None)
    if own:  # the others' moves change nothing valued: they play the cheapest
        def focused(world, seat, rng):
            return (policy if seat == player else _first_move)(world, seat, rng)
        return search(view, player, rng, sample=sample, policy=focused, candidates=candidates,
                      value=own_value(view, player), budget=budget, horizon=actions_left_in_round(view))
    return search(view, player, rng, sample=sample, policy=policy, candidates=candidates,
                  value=margin_value, budget=budget, horizon=actions_left_in_round(view))


# For the coach: its estimates look as far as the strong level's playouts, to the round's end;
# its check plays on to the end of the game, since a lot's tiles pay in later rounds too
# (bench/coach.py, 20 games: checked at the round's end 87.5% of the lessons shown held, to the end 94%).
SEARCH = {"sample": sample, "policy": policy, "candidates": candidates, "horizon": actions_left_in_round,
          "check_horizon": None}
