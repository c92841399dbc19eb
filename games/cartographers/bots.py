"""Cartographers bots: `choose(state, player, rng) -> Action`, deciding only
from `state.view(player)`. Placements are drawn from bitmasks, so a turn never
builds thousands of action objects."""
from __future__ import annotations

import random

from ..core import Action
from ..core.bots import levels

from . import ambush, drawing, skills
from .actions import Draw, Fallback, Parcel
from .masks import bit, cells_of, mask_of, on_map
from .scoring_cards import SCORING, monster_penalty

SKILL_CHANCE = 0.15   # how often the random bot uses an affordable skill before drawing


def random_bot(state, player: int, rng: random.Random) -> Action:
    """A random legal action: a random fitting option and terrain, then a random
    placement of it (or a random 1 x 1 fallback); sometimes a skill first."""
    view = state.view(player)
    tasks = view.tasks[player]
    if "draw" in tasks:
        uses = list(skills.legal_uses(view, player))
        if uses and rng.random() < SKILL_CHANCE:
            return rng.choice(uses)
        return _random_drawing(view, player, rng)
    if "second" in tasks and view.first_draw[player][0] != -1:
        option, terrain = view.first_draw[player]
        inside, _ = drawing.option_choices(view, player, option)
        return Draw(option, terrain, cells_of(rng.choice(inside)))
    if "monster" in tasks:
        return rng.choice(list(ambush.legal_monsters(view, player)))
    return rng.choice(list(view.legal_actions(player)))


def _random_drawing(view, player: int, rng: random.Random) -> Action:
    card = view.current_card()
    fitting = [i for i in range(len(card.options)) if drawing.option_fits(view, player, i)]
    if not fitting:
        cell = rng.choice(cells_of(view.sheets[player].empty))
        return Fallback(rng.choice(drawing.fallback_terrains(view, player)), cell)
    option = rng.choice(fitting)
    terrain = rng.choice(drawing.draw_terrains(view, player))
    inside, past_edge = drawing.option_choices(view, player, option)
    pick = rng.randrange(len(inside) + len(past_edge))
    cells = cells_of(inside[pick]) if pick < len(inside) else past_edge[pick - len(inside)]
    return Draw(option, terrain, cells)


# --- greedy ------------------------------------------------------------------------------
def value(view, sheet) -> int:
    """What the sheet would score this season now: the active edicts' stars,
    coins on the track and the monster penalty."""
    stars = sum(SCORING[view.edicts[letter]](sheet)[0] for letter in view.active_edicts)
    return stars + sheet.coins_left + monster_penalty(sheet)[0]


def _best(candidates, rng: random.Random, lowest: bool = False):
    """A random one of the candidates (score, action) with the best score."""
    if lowest:
        candidates = [(-score, action) for score, action in candidates]
    top = max(score for score, _ in candidates)
    return rng.choice([action for score, action in candidates if score == top])


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """The drawing with the best immediate change of this season's score (active
    edicts, coins, monster penalty); the monster where it hurts its victim most;
    never uses a skill. Ties are broken by `rng`."""
    view = state.view(player)
    tasks = view.tasks[player]
    sheet = view.sheets[player]
    if "draw" in tasks or "second" in tasks:
        return as_action(_best([(value(view, sheet.drawn(mask, terrain, coin)), choice)
                                for mask, terrain, coin, choice in drawings(view, player)], rng))
    if "parcel" in tasks:
        return _best([(value(view, sheet.drawn(bit(c), t)), Parcel(t, c))
                      for t in view.current_card().terrains for c in cells_of(sheet.empty)], rng)
    if "monster" in tasks:
        victim = view.sheets[view.targets[player]]
        return _best([(value(view, victim.drawn(mask_of(a.cells), "monster")), a)
                      for a in ambush.legal_monsters(view, player)], rng, lowest=True)
    return _best([(value(view, sheet.erased(bit(a.cell))), a)
                  for a in ambush.legal_shrinks(view, player)], rng)


def drawings(view, player: int):
    """Every drawing open to `player` now (a draw or second task): (mask of the
    cells on the map, terrain, whether it earns a coin, choice), the choice
    ("draw", option, terrain, mask or cells past the edge) or ("fallback", terrain, cell)."""
    sheet = view.sheets[player]
    card = view.current_card()
    if "second" in view.tasks[player]:
        option, terrain = view.first_draw[player]
        if option == -1:
            for cell in cells_of(sheet.empty):
                yield bit(cell), terrain, False, ("fallback", terrain, cell)
            return
        for mask in drawing.option_choices(view, player, option)[0]:
            yield mask, terrain, False, ("draw", option, terrain, mask)
        return
    terrains = drawing.draw_terrains(view, player)
    coin_skill = view.turn_skill[player] == "coin_shape"
    found = False
    for option, choice in enumerate(card.options):
        inside, past_edge = drawing.option_choices(view, player, option)
        coin = choice.coin or coin_skill
        found = found or bool(inside or past_edge)
        for terrain in terrains:
            for mask in inside:
                yield mask, terrain, coin, ("draw", option, terrain, mask)
            for cells in past_edge:
                yield mask_of(c for c in cells if on_map(c)), terrain, coin, ("draw", option, terrain, cells)
    if not found:
        for terrain in drawing.fallback_terrains(view, player):
            for cell in cells_of(sheet.empty):
                yield bit(cell), terrain, False, ("fallback", terrain, cell)


def as_action(choice) -> Action:
    """The Draw or Fallback of a choice from `drawings`."""
    kind, *args = choice
    if kind == "fallback":
        return Fallback(*args)
    option, terrain, where = args
    return Draw(option, terrain, cells_of(where) if isinstance(where, int) else where)


BOTS = levels({"random": random_bot, "greedy": greedy_bot})
