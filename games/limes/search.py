"""What the strong level knows of Limes (core.search does the searching):
worlds sampled from a seat's view (the deck's order is all that is hidden),
a cheap playout policy, the moves worth searching and the value of a
finished game. No display ever touches another: the playouts play the
searcher's seat alone (the others place anywhere and skip) and the value is
the searcher's score."""
from __future__ import annotations

import random

from ..core import Action
from ..core.bots import levels
from ..core.search import search

from .bots import as_action, greedy_worker_step, placement_value, worker_options
from .rules import PlaceCard, SkipWorker

TOP = 6               # moves searched at the root
SCALE = 40.0          # the value of a score: 40 points count 1


# --- worlds the seat cannot tell from the real one -----------------------------------------
def sample(view, player: int, rng: random.Random):
    """A full game consistent with `view`: the cards still to come (the view
    lists them sorted) in a random order, and fresh chance. The world knows
    whose search it is (`_searcher`): the displays do not interact, so the
    playouts let the others be (see `policy`)."""
    world = view.copy(keep_history=False)
    deck = list(view.deck)
    rng.shuffle(deck)
    world.deck = deck
    world.rng = random.Random(rng.getrandbits(64))
    world._searcher = player
    return world


# --- the playout policy --------------------------------------------------------------------
# For each field of a card at card position (row, col), NW NE SE SW, its two
# neighbours outside the card, as offsets from the card's top-left field.
OUTSIDE = (((-1, 0), (0, -1)), ((-1, 1), (0, 2)), ((1, 2), (2, 1)), ((2, 0), (1, -1)))
JOIN = 1              # the quick placement: a field continuing a territory of its terrain
JOIN_OCCUPIED = 3     # ... a territory with a worker (it scores)
NEXT_TO_WOODCUTTER = 1   # ... or any other terrain beside a forest with a worker


def _lure(neighbours: tuple) -> dict[str, int]:
    """Terrain -> worth of a card's field there, from its two neighbours
    outside the card, each (terrain, whether its territory has a worker) or
    False (no field)."""
    worth: dict[str, int] = {}
    for neighbour in neighbours:
        if not neighbour:
            continue
        terrain, occupied = neighbour
        if terrain == "T":
            continue      # a tower continues nothing
        worth[terrain] = worth.get(terrain, 0) + (JOIN_OCCUPIED if occupied else JOIN)
        if terrain == "W" and occupied:
            for other in "FLT":
                worth[other] = worth.get(other, 0) + NEXT_TO_WOODCUTTER
    return worth


_LURES: dict[tuple, dict[str, int]] = {}   # made once per kind of neighbourhood


def lured(world, seat: int) -> list[tuple[int, int, int, int]]:
    """(worth, row, col, rotation) of every placement of this round's card:
    how many territories of their terrain its fields continue, those with a
    worker counting most, and the new neighbours a forest with a worker gets.
    What greedy weighs, at a fraction of its cost."""
    terrains = [field.terrain for field in world.cards[world.card].fields]
    fields = world.fields[seat]
    index = world.survey(seat).index if fields else {}
    occupied = {index[cell] for cell in world.workers[seat]}
    found = []
    for row, col in world.open_positions(seat):
        r0, c0 = 2 * row, 2 * col
        wanted = []      # per field of the card: terrain -> worth there
        for (dr, dc), (er, ec) in OUTSIDE:
            one, two = (r0 + dr, c0 + dc), (r0 + er, c0 + ec)
            near = (one in fields and (fields[one].terrain, index[one] in occupied),
                    two in fields and (fields[two].terrain, index[two] in occupied))
            lure = _LURES.get(near)
            if lure is None:
                lure = _LURES[near] = _lure(near)
            wanted.append(lure)
        nw, ne, se, sw = wanted
        for rotation in range(4):
            # turned r quarters clockwise, field k shows the card's field k - r
            a, b, c, d = terrains[-rotation:] + terrains[:-rotation] if rotation else terrains
            found.append((nw.get(a, 0) + ne.get(b, 0) + se.get(c, 0) + sw.get(d, 0), row, col, rotation))
    return found


def quick_placement(world, seat: int, rng: random.Random) -> PlaceCard:
    """The most `lured` placement (ties broken by `rng`)."""
    found = lured(world, seat)
    top = max(found)[0]
    best = [entry for entry in found if entry[0] == top]
    return PlaceCard(*best[rng.randrange(len(best))][1:])


def policy(world, seat: int, rng: random.Random) -> Action:
    """Playouts: the quick placement, then greedy's worker step. Another
    seat than the searcher's plays the first slot and skips its worker step:
    in Limes no display touches another, so what the others do cannot change
    what the searcher scores, and the search values that alone."""
    if seat != getattr(world, "_searcher", seat):
        return PlaceCard(*world.open_positions(seat)[0], 0) if world.step(seat) == "place" else SkipWorker()
    if world.step(seat) == "place":
        return quick_placement(world, seat, rng)
    return greedy_worker_step(world, seat, rng)


# --- the moves worth searching -------------------------------------------------------------
def candidates(view, player: int, rng: random.Random) -> list[Action]:
    """Placements: greedy's TOP by its value, best first, equal values (many,
    early on) by how `lured` they are. The worker step: the distinct steps
    (one per territory a worker may go to), the most points now first, TOP
    of them, and skipping always among them."""
    if view.step(player) == "place":
        valued = []
        for worth, row, col, rotation in lured(view, player):
            move = PlaceCard(row, col, rotation)
            valued.append((-placement_value(view, player, move), -worth, move))
        valued.sort(key=lambda entry: entry[:2])
        return [move for _, _, move in valued[:TOP]]
    survey = view.survey(player)
    steps, seen = [], set()
    for gain, option in worker_options(view, player):
        # a worker's cell inside its territory never matters: territories only grow
        where = survey.territory(option[1]) if option[0] == "place" else option[1:]
        if (option[0], where) not in seen:
            seen.add((option[0], where))
            steps.append((gain, option))
    order = sorted(range(len(steps)), key=lambda i: -steps[i][0])[:TOP]
    if 0 not in order:   # steps[0] is skipping
        order[-1] = 0
    return [as_action(steps[i][1], rng) for i in order]


def value(world, player: int) -> float:
    """The seat's score, linear (SCALE points count 1): the displays do not
    interact, so the best play for a win is the one that scores most (and
    a tanh or a win flag would flatten the differences that matter)."""
    return world.survey(player).total(world.workers[player]) / SCALE


SEARCH = {"sample": sample, "policy": policy, "candidates": candidates, "value": value}


def strong_bot(state, player: int, rng: random.Random, budget=None) -> Action:
    """The best of the candidates by playouts in sampled deck orders
    (core.search), from `state.view(player)` alone."""
    return search(state.view(player), player, rng, budget=budget, **SEARCH)


BOTS = levels({"strong": strong_bot})
