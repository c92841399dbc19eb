"""Rome bots: `choose(state, player, rng) -> Action`, deciding only from `state.view(player)`."""
# Greedy judges a split or a choice by the immediate score change of both
# players concerned (each lot valued by placing every tile at its best cell),
# a placement by the immediate building score. The strong level (search.py)
# searches among greedy's best moves and plays greedy in its playouts.
from __future__ import annotations

import random

from ..core import Action
from ..core.bots import best, levels, random_bot

from .actions import Choose, KeepMission, PlaceBuilding, PlaceTile, SkipElephant
from .landscape import Survey, Tile
from .scoring import mission_item


def _pick(scored: list, rng: random.Random):
    """The best-valued choice of (value, choice) pairs; ties broken by `rng`."""
    return best(scored, lambda pair: pair[0], rng)[1]


class Appraiser:
    """Values of tiles and lots for one landscape, memoised for one decision."""

    def __init__(self, view, player: int):
        self.view, self.player = view, player
        self.survey = view.survey(player)
        self.cells = self.survey.free_cells()
        self._tiles: dict = {}

    def tile(self, terrain: str, building: str | None = None) -> int:
        """The best building-score change of one tile put on its best free cell."""
        key = (terrain, building)
        if key not in self._tiles:
            gain = self.survey.gain
            self._tiles[key] = max(gain(cell, terrain, building) for cell in self.cells)
        return self._tiles[key]

    def gem(self, change: int) -> int:
        """Points gained (or lost, for -1) by one gem more (or less)."""
        data, gems = self.view.data, self.view.gems[self.player]
        return data.gem_value(max(0, gems + change)) - data.gem_value(gems)

    def lot(self, tiles, gem: bool = False) -> int:
        return sum(self.tile(t.terrain, t.building) for t in tiles) + (self.gem(1) if gem else 0)


def _splits(view, player: int) -> list:
    me, them = Appraiser(view, player), Appraiser(view, view.receiver(player))
    row, gem = view.rows[player], view.gems[player] > 0
    scored = []
    for action in view.divisions(player):
        small = [row[i] for i in action.small]
        large = [t for i, t in enumerate(row) if i not in action.small]
        # (receiver's gain, my gain) if the receiver takes the small / the large lot
        take_small = (them.lot(small, gem), me.lot(large) + (me.gem(-1) if gem else 0))
        take_large = (them.lot(large), me.lot(small))
        if take_small[0] != take_large[0]:
            outcome = max(take_small, take_large)
        else:  # the receiver is indifferent: expect the worse for me
            outcome = min(take_small, take_large, key=lambda o: o[1] - o[0])
        scored.append((outcome[1] - outcome[0], action))
    return scored


def _choices(view, player: int) -> list:
    offer = view.offer_for(player)
    me, maker = Appraiser(view, player), Appraiser(view, offer.maker)
    scored = []
    for name in ("small", "large"):
        mine, back = offer.lot(name), offer.other(name)
        scored.append((me.lot(mine.tiles, mine.gem) - maker.lot(back.tiles, back.gem), Choose(name)))
    return scored


def _with(land: dict, cell, tile: Tile) -> dict:
    grown = dict(land)
    grown[cell] = tile
    return grown


def _placements(view, player: int) -> list:
    survey = view.survey(player)
    land, total = survey.landscape, survey.building_total()
    scored = []
    for q, r in view.bonus_cells[player]:
        tile = land[(q, r)]
        after = Survey(_with(land, (q, r), Tile(tile.terrain, view.bonus_building[player])))
        scored.append((after.building_total() - total, PlaceBuilding(q, r)))
    for i, piece in enumerate(view.hands[player]):
        if not piece.double:
            tile = piece.tiles[0]
            scored.extend((survey.gain((q, r), tile.terrain, tile.building), PlaceTile(i, q, r))
                          for (q, r), _ in view.placements(player, piece))
            continue
        first, second = piece.tiles
        # the carried building goes on the better half later: value both
        options = ([(piece.carries, None), (None, piece.carries)] if piece.carries
                   else [(None, None)])
        anchored: dict = {}
        for (q, r), turn in view.placements(player, piece):
            (a, b) = piece.cells(q, r, turn)
            best = None
            for on_first, on_second in options:
                key = (a, on_first)
                if key not in anchored:
                    head = Tile(first.terrain, on_first)
                    anchored[key] = (survey.gain(a, head.terrain, on_first),
                                     survey.grown(_with(land, a, head)))
                gain, after = anchored[key]
                value = gain + after.gain(b, second.terrain, on_second)
                best = value if best is None else max(best, value)
            scored.append((best, PlaceTile(i, q, r, turn)))
    return scored


def _segments(view, player: int) -> list:
    me = Appraiser(view, player)
    scored = []
    for action in view.legal_actions(player):
        segment = view.market[action.segment]
        value = me.gem(1) if segment.bonus == "gem" else 0
        for piece in segment.pieces:
            value += sum(me.tile(t.terrain) for t in piece.tiles)
        carried = segment.pieces[0].carries
        if carried:
            value += max(me.tile(t.terrain, carried) - me.tile(t.terrain)
                         for t in segment.pieces[0].tiles)
        scored.append((value, action))
    return scored


def _missions_value(view, player: int, elephants) -> int:
    survey = view.survey(player).with_elephants(elephants)
    gems = view.gems[player]
    return sum(mission_item(view.data, survey, gems, m).points for m in view.missions[player])


def _elephants(view, player: int) -> list:
    legal = list(view.legal_actions(player))
    if isinstance(legal[0], SkipElephant):
        return [(0, legal[0])]
    elephants = view.elephants[player]
    scored = []
    for action in legal:
        cell = (action.q, action.r)
        value = _missions_value(view, player, elephants + (cell,))
        scored.append(((value, view.mission_draws(player, cell)), action))
    return scored


def _missions(view, player: int) -> list:
    survey, gems = view.survey(player), view.gems[player]
    return [((mission_item(view.data, survey, gems, m).points, view.data.missions[m].coin),
             KeepMission(m)) for m in view.drawn[player]]


def scored_moves(view, player: int) -> list:
    """(greedy value, action) for every legal action of `player` now (values
    compare within one decision only), from `view`."""
    phase = view.phase
    if phase == "divide":
        return _splits(view, player)
    if phase == "choose":
        return _choices(view, player)
    if phase == "elephant":
        return _elephants(view, player)
    if phase == "mission":
        return _missions(view, player)
    if phase == "market" and view.taken[player] is None:
        return _segments(view, player)
    return _placements(view, player)


def greedy_move(view, player: int, rng: random.Random) -> Action:
    """The greedy choice seen from `view` (or from a whole world, in a search's playouts)."""
    return _pick(scored_moves(view, player), rng)


def greedy_bot(state, player: int, rng: random.Random) -> Action:
    """Best immediate score change; ties broken by `rng`."""
    return greedy_move(state.view(player), player, rng)


BOTS = levels({"random": random_bot, "greedy": greedy_bot})
