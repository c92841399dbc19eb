"""Rome rules: the state, who acts, `check`, lazy legal actions, the view, score sheets."""
from __future__ import annotations

import random
from itertools import combinations
from typing import Iterator

from ..core import Action, Decision, ScoreSheet, State, Violation

from .actions import (LOTS, PHASE_OF, Choose, Divide, KeepMission, PlaceBuilding,
                      PlaceElephant, PlaceTile, SkipElephant, TakeSegment)
from .data import RomeData
from .flow import RoundFlow
from .landscape import TERRAINS, Cell, Survey, Tile, neighbours
from .pieces import DIRECTIONS, Piece
from .scoring import rank_key, score_items, settled

SIMULTANEOUS = ("divide", "choose", "add", "elephant", "mission")
SECRET = ("divide", "choose", "mission")  # spec: secret split, choice and kept mission


class RomeState(RoundFlow, State):
    """A game of Rome in a Day; every attribute is replaced, never changed in place: read-only."""
    # Per player (tuples by seat): rows, splits, offers (by maker), choices,
    # hands, landscapes (cell -> Tile in placement order), elephants, gems,
    # done; advanced: drawn, keeps, missions, coins, taken, bonus_building,
    # bonus_cells; shared: market, market_order, market_turn; last_reveal (what
    # the last step revealed) and still_to_draw() (the mission draw's seats to come).
    confirms_every_turn = False   # a round is many short steps: End turn is asked where the turn passes

    def __init__(self, game, players: list[str], seed: int, options: dict, data: RomeData):
        super().__init__(game, players, seed, options)
        self.data = data
        self.advanced = options.get("variant") == "advanced"
        n = len(players)
        self._surveys: list = [None] * n
        self._revealed = False
        rng = self.rng
        stacks = []
        for _ in range(n):  # each player's own shuffled stack (spec: Components)
            tiles = [Tile(t) for t in TERRAINS for _ in range(data.tiles_per_player[t])]
            rng.shuffle(tiles)
            stacks.append(tuple(tiles))
        self.stacks = tuple(stacks)
        cards = sorted(data.building_cards)
        rng.shuffle(cards)
        self.cards: tuple[str, ...] = tuple(cards[:n])  # dealt at random
        self.round, self.phase = 0, "divide"
        self.phase_start = 0  # index in the log of the current phase's first action
        # the secret phase whose choices the last action or End turn revealed to the
        # table ("divide": the offers, "choose": the lots taken, "mission": the kept cards)
        self.last_reveal: str | None = None
        empty = (None,) * n
        self.rows, self.splits, self.offers, self.choices = ((),) * n, empty, empty, empty
        self.hands = ((),) * n
        self.landscapes: tuple[dict[Cell, Tile], ...] = tuple({} for _ in range(n))
        self.elephants: tuple[tuple[Cell, ...], ...] = ((),) * n
        self.gems = (data.start_gems,) * n
        self.done = (False,) * n
        self.draws, self.drawn, self.keeps, self.coins = (0,) * n, ((),) * n, empty, (0,) * n
        self.missions: tuple[tuple[int, ...], ...] = ((),) * n
        self.mission_deck = self.mission_discard = self.double_stack = self.single_bag = ()
        self.market, self.market_order, self.market_turn = (), (), 0
        self.taken, self.bonus_building, self.bonus_cells = empty, empty, ((),) * n
        if self.advanced:
            self._setup_advanced()
        else:
            self._start_round(1)

    def _setup_advanced(self) -> None:
        """Start tiles with an elephant, missions to choose from, the market (spec: Advanced, Setup)."""
        data, rng, n = self.data, self.rng, len(self.players)
        starts = list(data.start_tiles)
        rng.shuffle(starts)
        self.landscapes = tuple({(0, 0): Tile(starts[p])} for p in range(n))
        self.elephants = (((0, 0),),) * n
        deck = sorted(data.missions)
        rng.shuffle(deck)
        self.mission_deck = tuple(deck)
        doubles = list(data.double_tiles)
        rng.shuffle(doubles)
        singles = [t for t in TERRAINS for _ in range(data.single_tiles[t])]
        rng.shuffle(singles)
        self.double_stack, self.single_bag = tuple(doubles), tuple(singles)
        self.market = (None,) * len(data.market)
        self._fill_market()
        self._deal_missions([data.start_missions] * n)

    # --- who acts --------------------------------------------------------------------------
    def _actors(self) -> list[int]:
        if self.phase == "over":
            return []
        if self.phase == "market":
            return [self.market_order[self.market_turn]]
        return [p for p, done in enumerate(self.done) if not done]

    def is_over(self) -> bool:
        return self.phase == "over"

    def stage(self) -> tuple[str, int, int]:
        return ("round", max(1, self.round), self.data.rounds)

    def _decision(self, player: int) -> Decision:
        """What `player` does now, from what they may see (spec: Play; Advanced 5-7):
        "divide" the row in hand (for `receiver`); "choose" a lot of the offer in
        hand (from `maker`); "place_tile" the pieces in hand (`targets`: per piece
        the cells its first half may go on; `segment`: the market segment they came
        from, or None); "place_building" the segment's building on one of `cells`;
        "take_segment" one of the segments in hand (index, segment); "place_elephant"
        on one of `free` (with the missions it draws there) or "skip_elephant" when
        none can go; "keep_mission" one of the cards in hand."""
        phase = self.phase
        if phase == "divide":
            receiver = self.receiver(player)
            return Decision("divide", player, hand=self.rows[player], concerns=(receiver,),
                            params=(("receiver", receiver), ("most", self._most_small(player)),
                                    ("gem", self.gems[player] > 0)))
        if phase == "choose":
            offer = self.offer_for(player)
            return Decision("choose", player, hand=(offer.small, offer.large), concerns=(offer.maker,),
                            params=(("maker", offer.maker), ("lots", LOTS)))
        if phase == "elephant":
            free = self.free_tiles(player) if self.elephant_supply(player) else []
            supply = ("supply", self.elephant_supply(player))
            if not free:
                return Decision("skip_elephant", player, params=(supply, ("draws", 1)))
            return Decision("place_elephant", player, params=(
                supply, ("free", tuple((cell, self.mission_draws(player, cell)) for cell in free))))
        if phase == "mission":
            drawn = self.drawn[player]
            return Decision("keep_mission", player, hand=drawn, params=(("extra", len(drawn) - 1),))
        if phase == "market" and self.taken[player] is None:
            offered = tuple((i, segment) for i, segment in enumerate(self.market) if segment is not None)
            return Decision("take_segment", player, hand=offered,
                            params=(("order", self.market_order), ("coins", self.coins[player])))
        segment = self.taken[player] if phase == "market" else None
        if self.bonus_cells[player]:
            return Decision("place_building", player, hand=(self.bonus_building[player],),
                            params=(("cells", self.bonus_cells[player]), ("segment", segment)))
        hand = self.hands[player]
        targets = tuple(tuple(sorted({cell for cell, _turn in self.placements(player, piece)})) for piece in hand)
        return Decision("place_tile", player, hand=hand,
                        params=(("targets", targets), ("open", tuple(self.open_cells(player))),
                                ("segment", segment)))

    def receiver(self, player: int) -> int:
        """Who gets `player`'s offer: odd rounds the next seat (left), even the previous (spec)."""
        step = 1 if self.round % 2 else -1
        return (player + step) % len(self.players)

    def still_to_draw(self) -> tuple[int, ...]:
        """The mission draw goes seat by seat (spec: The mission deck): the seats
        after the drawer, whose draw is still to come; () outside it."""
        if self.phase != "mission":
            return ()
        drawer = max((p for p, cards in enumerate(self.drawn) if cards), default=-1)
        return tuple(range(drawer + 1, len(self.players)))

    def giver(self, player: int) -> int:
        """Whose offer `player` receives this round."""
        step = 1 if self.round % 2 else -1
        return (player - step) % len(self.players)

    def offer_for(self, player: int):
        """The offer `player` chooses from (None before the offers are revealed)."""
        return self.offers[self.giver(player)]

    def survey(self, player: int) -> Survey:
        """The player's areas and building scores (cached until the landscape changes)."""
        found = self._surveys[player]
        land, elephants = self.landscapes[player], self.elephants[player]
        if found is None or found.landscape is not land:
            found = self._surveys[player] = Survey(land, elephants)
        elif found.elephants != elephants:
            found = self._surveys[player] = found.with_elephants(elephants)
        return found

    def scored_survey(self, player: int) -> Survey:
        """The survey the score sheet counts: a fortress that several colours score most
        takes the one its owner's missions (revealed so far) prefer (spec: Table decisions)."""
        return settled(self.data, self.survey(player), self.gems[player], self.missions[player])

    def elephant_supply(self, player: int) -> int:
        return self.data.elephants_per_player - len(self.elephants[player])

    def mission_draws(self, player: int, cell: Cell) -> int:
        """How many missions an elephant on `cell` draws (spec: Advanced 5)."""
        # 1 for a one-tile area or an area with an elephant already, else its size.
        area = self.survey(player).index[cell]
        if len(area) == 1 or any(e in area for e in self.elephants[player]):
            return 1
        return len(area)

    def free_tiles(self, player: int) -> list[Cell]:
        """Tiles an elephant may go on: no building, no elephant (spec: Advanced 5)."""
        elephants = self.elephants[player]
        return [c for c, t in self.landscapes[player].items() if not t.building and c not in elephants]

    def open_cells(self, player: int) -> list[Cell]:
        """Empty cells touching the landscape, sorted; (0, 0) for an empty landscape."""
        return self.survey(player).free_cells()

    # --- what is legal -------------------------------------------------------------------
    def placements(self, player: int, piece: Piece) -> Iterator[tuple[Cell, int]]:
        """((q, r), turn) for every legal placement of `piece`."""
        land, cells = self.landscapes[player], self.open_cells(player)
        if not piece.double:
            for cell in cells:
                yield cell, 0
            return
        seen = set()
        for q, r in cells:
            for turn, (dq, dr) in enumerate(DIRECTIONS):
                for anchor in ((q, r), (q - dq, r - dr)):
                    other = (anchor[0] + dq, anchor[1] + dr)
                    if anchor not in land and other not in land and (anchor, turn) not in seen:
                        seen.add((anchor, turn))
        yield from sorted(seen)

    def _legal_actions(self, player: int) -> Iterator[Action]:
        if player not in self.actors():
            return
        phase = self.phase
        if phase == "divide":
            yield from self.divisions(player)
        elif phase == "choose":
            for lot in LOTS:
                yield Choose(lot)
        elif phase == "elephant":
            free = self.free_tiles(player) if self.elephant_supply(player) else []
            for q, r in free:
                yield PlaceElephant(q, r)
            if not free:
                yield SkipElephant()
        elif phase == "mission":
            for mission in self.drawn[player]:
                yield KeepMission(mission)
        elif phase == "market" and self.taken[player] is None:
            for i, segment in enumerate(self.market):
                if segment is not None:
                    yield TakeSegment(i)
        else:  # add, or placing the market material
            if self.bonus_cells[player]:
                for q, r in self.bonus_cells[player]:
                    yield PlaceBuilding(q, r)
            for i, piece in enumerate(self.hands[player]):
                for (q, r), turn in self.placements(player, piece):
                    yield PlaceTile(i, q, r, turn)

    def divisions(self, player: int) -> Iterator[Divide]:
        """Every way to divide `player`'s row (whether or not it is their turn)."""
        for size in range(self._most_small(player) + 1):
            for small in combinations(range(len(self.rows[player])), size):
                yield Divide(small)

    def _most_small(self, player: int) -> int:
        """The smaller lot has fewer tiles than the larger (5: at most 2)."""
        return (len(self.rows[player]) - 1) // 2

    # --- every rule ------------------------------------------------------------------------
    def _check(self, player: int, action: Action) -> Violation | None:
        if self.phase not in PHASE_OF[type(action)]:
            return Violation("phase.wrong", {"phase": self.phase})
        actors = self.actors()
        if player not in actors:
            if self.phase in SIMULTANEOUS:
                return Violation("rome.waiting")
            return Violation("turn.not_yours", {"player": self.players[actors[0]]})
        if isinstance(action, Divide):
            return self._check_divide(player, action)
        if isinstance(action, Choose):
            return None if action.lot in LOTS else Violation("rome.bad_lot", {"lot": action.lot})
        if isinstance(action, PlaceTile):
            return self._check_tile(player, action)
        if isinstance(action, (PlaceElephant, SkipElephant)):
            return self._check_elephant(player, action)
        if isinstance(action, KeepMission):
            if action.mission not in self.drawn[player]:
                return Violation("rome.not_drawn", {"mission": action.mission})
            return None
        return self._check_market(player, action)

    def _check_divide(self, player: int, action: Divide) -> Violation | None:
        small, size = action.small, len(self.rows[player])
        most = self._most_small(player)
        if (not all(0 <= i < size for i in small)
                or list(small) != sorted(set(small)) or len(small) > most):
            return Violation("rome.bad_split", {"most": most, "last": size - 1})
        return None

    def _check_tile(self, player: int, action: PlaceTile) -> Violation | None:
        hand = self.hands[player]
        if self.phase == "market" and self.taken[player] is None:
            return Violation("rome.take_segment_first")
        if not 0 <= action.tile < len(hand):
            return Violation("rome.no_tile", {"tile": action.tile})
        piece = hand[action.tile]
        if not 0 <= action.turn < (6 if piece.double else 1):
            return Violation("rome.bad_turn", {"turn": action.turn})
        cells = piece.cells(action.q, action.r, action.turn)
        land = self.landscapes[player]
        taken = tuple(c for c in cells if c in land)
        if taken:
            return Violation("rome.cell_taken", {}, taken)
        if not land and (action.q, action.r) != (0, 0):  # a landscape is kept relative to its first tile
            return Violation("rome.first_at_origin", {}, cells)
        # spec: Play, 4: every tile shares an edge with one already there
        if land and not any(n in land for c in cells for n in neighbours(c)):
            return Violation("rome.must_touch", {}, cells)
        return None

    def _check_elephant(self, player: int, action) -> Violation | None:
        free = self.free_tiles(player) if self.elephant_supply(player) else []
        if isinstance(action, SkipElephant):
            return Violation("rome.must_place_elephant", {}, tuple(free)) if free else None
        if not self.elephant_supply(player):
            return Violation("rome.no_elephants_left")
        cell = (action.q, action.r)
        if cell not in self.landscapes[player]:
            return Violation("rome.no_tile_there", {}, (cell,))
        if cell not in free:
            return Violation("rome.tile_not_free", {}, (cell,))
        return None

    def _check_market(self, player: int, action) -> Violation | None:
        if isinstance(action, TakeSegment):
            if self.taken[player] is not None:
                return Violation("rome.already_taken")
            index = action.segment
            if not 0 <= index < len(self.market):
                return Violation("rome.bad_segment", {"segment": index})
            if self.market[index] is None:
                return Violation("rome.segment_taken", {"segment": index + 1})
            return None
        if self.taken[player] is None:
            return Violation("rome.take_segment_first")
        if not self.bonus_cells[player]:
            if any(piece.carries for piece in self.hands[player]):
                return Violation("rome.place_double_first")
            return Violation("rome.no_bonus_building")
        if (action.q, action.r) not in self.bonus_cells[player]:
            return Violation("rome.not_on_double", {}, self.bonus_cells[player])
        return None

    # --- undo, copies, the view ---------------------------------------------------------
    def copy(self, keep_history: bool = True) -> "RomeState":
        """An independent copy; the per-player tuples are shared until replaced."""
        other = super().copy(keep_history)
        other._surveys = list(self._surveys)
        return other

    def view(self, player: int | None) -> "RomeState":
        """What `player` may see (None: what everybody may see); hidden entries
        are None. For reading, not for playing on."""
        # No stack or deck order, no other player's row, split, choice, drawn
        # or kept card before it is revealed (their log entries keep only the
        # kind), no seed.
        other = self.copy(keep_history=False)
        other.seed, other.rng = None, random.Random(0)
        if self.phase in SECRET:  # this phase's actions of others are not revealed yet
            other.log = [(p, {"kind": d["kind"]}) if i >= self.phase_start and p != player else (p, d)
                         for i, (p, d) in enumerate(self.log)]
        own_stack = (tuple(sorted(self.stacks[player], key=lambda t: TERRAINS.index(t.terrain)))
                     if player is not None else None)
        other.stacks = _own_only(self.stacks, player, lambda s: (None,) * len(s), own_stack)
        other.rows = _own_only(self.rows, player, lambda row: (None,) * len(row))  # face down
        other.splits = _own_only(self.splits, player, lambda s: None)
        if self.phase == "choose":
            other.choices = _own_only(self.choices, player, lambda c: None)
        other.drawn = _own_only(self.drawn, player, lambda d: (None,) * len(d))
        if self.phase == "mission":
            other.keeps = _own_only(self.keeps, player, lambda k: None)
        for name in ("mission_deck", "mission_discard", "double_stack", "single_bag"):
            setattr(other, name, (None,) * len(getattr(self, name)))
        return other

    # --- scores ----------------------------------------------------------------------------
    def score_sheets(self) -> list[ScoreSheet]:
        """Provisional until the end: buildings, gems and the missions revealed so far."""
        return [ScoreSheet(p, name, score_items(self.data, self.landscapes[p], self.gems[p],
                                                self.elephants[p], self.missions[p],
                                                self.survey(p)))
                for p, name in enumerate(self.players)]

    def rank_key(self, sheet: ScoreSheet):
        return rank_key(sheet)


def _own_only(values: tuple, player: int, hide, own=None) -> tuple:
    """A per-player tuple with every other player's entry hidden by `hide`."""
    return tuple((v if own is None else own) if p == player else hide(v)
                 for p, v in enumerate(values))
