"""How a Rome round moves on: carrying out checked actions and resolving each phase."""
# A phase resolves once all its actors have acted: explore, the reveals, the
# mission draw, the market order and refill. The mission phase and the market
# go seat by seat, the others are simultaneous. Mixed into RomeState.
from __future__ import annotations

from .actions import (Choose, Divide, KeepMission, PlaceBuilding, PlaceElephant, PlaceTile,
                      SkipElephant, TakeSegment)
from .landscape import FORTRESS, TERRAINS, Tile
from .pieces import Lot, Offer, Piece, Segment


def replaced(per_player: tuple, player: int, value) -> tuple:
    """A copy of a per-player tuple with one entry replaced (copy on write)."""
    return per_player[:player] + (value,) + per_player[player + 1:]


class RoundFlow:
    """The `_do` half of RomeState; containers are replaced, never changed, so a snapshot is cheap."""

    # --- carrying out one action ------------------------------------------------------
    def _do(self, player: int, action) -> bool:
        return self._step(self._carry_out, player, action)

    def _end_turn(self, player: int) -> bool:
        return self._step(self._turn_ended, player)

    def _step(self, carry_out, player: int, *action) -> bool:
        """Carry out an action or a turn's end; True if it revealed anything."""
        self._revealed = False
        self.last_reveal = None
        phase = self.phase
        carry_out(player, *action)
        if self.phase != phase:  # the log entries from here on belong to the new phase
            self.phase_start = len(self.log) + 1
        return self._revealed

    def _turn_ended(self, player: int) -> None:
        """A confirmed turn: in the market the next player takes; elsewhere the
        phase resolves once all have acted and ended their turn."""
        if self.phase == "market":
            self.market_turn += 1
            if self.market_turn == len(self.players):
                self._revealed = True
                if self.round < self.data.rounds:
                    self._fill_market()
                self._next_round()
        elif all(self.done) and not self.unconfirmed:
            self._resolve()

    def _resolve(self) -> None:
        {"divide": self._reveal_offers, "choose": self._reveal_choices,
         "add": self._end_add, "elephant": self._deal_missions,
         "mission": self._next_drawer}[self.phase]()

    def _carry_out(self, player: int, action) -> None:
        if isinstance(action, Divide):
            self.splits = replaced(self.splits, player, tuple(action.small))
            self._acted(player)
        elif isinstance(action, Choose):
            self.choices = replaced(self.choices, player, action.lot)
            self._acted(player)
        elif isinstance(action, PlaceTile):
            self._place(player, action)
        elif isinstance(action, PlaceElephant):
            cell = (action.q, action.r)
            self.draws = replaced(self.draws, player, self.mission_draws(player, cell))
            self.elephants = replaced(self.elephants, player, self.elephants[player] + (cell,))
            self._acted(player)
        elif isinstance(action, SkipElephant):
            self.draws = replaced(self.draws, player, 1)
            self._acted(player)
        elif isinstance(action, KeepMission):
            self.keeps = replaced(self.keeps, player, action.mission)
            self._acted(player)
        elif isinstance(action, TakeSegment):
            self._take(player, action.segment)
        elif isinstance(action, PlaceBuilding):
            cell = (action.q, action.r)
            land = dict(self.landscapes[player])
            land[cell] = Tile(land[cell].terrain, self.bonus_building[player], land[cell].origin)
            self.landscapes = replaced(self.landscapes, player, land)
            self.bonus_building = replaced(self.bonus_building, player, None)
            self.bonus_cells = replaced(self.bonus_cells, player, ())
            self._market_step(player)

    def _acted(self, player: int) -> None:
        self.done = replaced(self.done, player, True)
        self._await_end_turn(player)

    def _place(self, player: int, action: PlaceTile) -> None:
        hand = self.hands[player]
        piece = hand[action.tile]
        cells = piece.cells(action.q, action.r, action.turn)
        before = self.survey(player)
        land = dict(self.landscapes[player])
        land.update(zip(cells, piece.tiles))
        self.landscapes = replaced(self.landscapes, player, land)
        self._surveys[player] = before.grown(land)  # a cache: found faster than anew
        self.hands = replaced(self.hands, player, hand[:action.tile] + hand[action.tile + 1:])
        if piece.carries:  # the segment's building goes on one of these halves next
            self.bonus_building = replaced(self.bonus_building, player, piece.carries)
            self.bonus_cells = replaced(self.bonus_cells, player, cells)
        if self.phase == "market":
            self._market_step(player)
        elif not self.hands[player]:
            self._acted(player)

    # --- the round -----------------------------------------------------------------------
    def _start_round(self, number: int) -> None:
        """Explore: the top tiles form the row, the card's next buildings on its first (spec: Play, 1)."""
        data, n = self.data, len(self.players)
        self.round = number
        per = data.tiles_per_round
        rows, stacks = [], []
        for p in range(n):
            drawn, stacks_left = self.stacks[p][:per], self.stacks[p][per:]
            rows.append(self.explored_row(p, [t.terrain for t in drawn]))
            stacks.append(stacks_left)
        self.rows, self.stacks = tuple(rows), tuple(stacks)
        self.splits = self.choices = (None,) * n
        self.offers = (None,) * n
        self.phase = "divide"
        self.done = (False,) * n
        self._revealed = True

    def explored_row(self, player: int, terrains) -> tuple[Tile, ...]:
        """`player`'s row this round of tiles of `terrains`: the next buildings of
        their card on its first tiles (spec: Play, 1)."""
        builds = self.data.buildings_per_round
        order = self.data.building_cards[self.cards[player]][(self.round - 1) * builds:
                                                             self.round * builds]
        return tuple(Tile(terrain, order[i] if i < len(order) else None, player)
                     for i, terrain in enumerate(terrains))

    def _reveal_offers(self) -> None:
        """Reveal all offers; each gem leaves its maker's supply for the smaller lot (spec: Play, 2-3)."""
        n = len(self.players)
        offers, gems = [], list(self.gems)
        for p in range(n):
            row, small = self.rows[p], self.splits[p]
            gem = gems[p] > 0  # spec: with no gem left, no gem is added
            gems[p] -= gem
            offers.append(Offer(p, self.receiver(p), Lot(tuple(row[i] for i in small), gem),
                                Lot(tuple(t for i, t in enumerate(row) if i not in small))))
        self.offers, self.gems = tuple(offers), tuple(gems)
        self.rows, self.splits = ((),) * n, (None,) * n
        self.phase = "choose"
        self.done = (False,) * n
        self._revealed = True
        self.last_reveal = "divide"

    def _reveal_choices(self) -> None:
        """Each takes the chosen lot, the other returns to its maker (spec: Play, 3)."""
        # A hand holds the chosen lot's tiles first, then the returned ones.
        n = len(self.players)
        hands, gems = [[] for _ in range(n)], list(self.gems)
        for offer in self.offers:
            name = self.choices[offer.receiver]
            for owner, lot in ((offer.receiver, offer.lot(name)), (offer.maker, offer.other(name))):
                gems[owner] += lot.gem
        for p in range(n):
            chosen = self.offer_for(p).lot(self.choices[p])
            own = self.offers[p].other(self.choices[self.receiver(p)])
            hands[p] = tuple(Piece((tile,)) for tile in chosen.tiles + own.tiles)
        self.hands, self.gems = tuple(hands), tuple(gems)
        self.phase = "add"
        self.done = tuple(not hand for hand in self.hands)
        self._revealed = True
        self.last_reveal = "choose"
        if all(self.done):
            self._end_add()

    def _end_add(self) -> None:
        if not self.advanced:
            self._next_round()
            return
        self.phase = "elephant"
        self.draws = (0,) * len(self.players)
        self.done = (False,) * len(self.players)

    def _next_round(self) -> None:
        if self.round >= self.data.rounds:
            self.phase = "over"
            self.done = (True,) * len(self.players)
            self._revealed = True
            return
        self._start_round(self.round + 1)

    # --- missions (advanced) ------------------------------------------------------------
    def _deal_missions(self, counts=None) -> None:
        """The mission draw (spec: The mission deck): in seat order each player draws
        their number of cards and keeps 1 before the next one draws."""
        # Only the drawer acts: the seats before have kept their card, the
        # seats after wait for their draw (both are "done" for the phase).
        n = len(self.players)
        self.draws = tuple(counts or self.draws)
        self.drawn, self.keeps = ((),) * n, (None,) * n
        self.phase = "mission"
        self.done = (True,) * n
        self._draw_from(0)

    def _next_drawer(self) -> None:
        """The drawer has kept 1 and ended the turn: the rest is discarded, the next seat draws."""
        drawer = max(p for p, cards in enumerate(self.drawn) if cards)
        keep = self.keeps[drawer]
        self.mission_discard += tuple(m for m in self.drawn[drawer] if m != keep)
        self._draw_from(drawer + 1)

    def _draw_from(self, first: int) -> None:
        """The first seat from `first` on that gets a card draws; nobody left: the reveal."""
        for p in range(first, len(self.players)):
            cards = self._draw(self.draws[p])
            if cards:  # a seat that gets none keeps nothing this time (coin value 0)
                self.drawn = replaced(self.drawn, p, cards)
                self.done = replaced(self.done, p, False)
                self._revealed = True
                return
        self._reveal_missions()

    def _draw(self, count: int) -> tuple:
        """Up to `count` cards: an empty deck takes the shuffled discards (never a kept
        card) and the draw goes on; with deck and discards both empty it stops (spec)."""
        deck, discard, drawn = list(self.mission_deck), list(self.mission_discard), []
        while len(drawn) < count:
            if not deck:
                if not discard:
                    break
                deck, discard = discard, []
                self.rng.shuffle(deck)
            drawn.append(deck.pop(0))
        self.mission_deck, self.mission_discard = tuple(deck), tuple(discard)
        return tuple(drawn)

    def _reveal_missions(self) -> None:
        """Reveal the kept cards, work out the coin values and the market order (spec: Advanced 6-7)."""
        # Coin value = printed coin + 1 per drawn card not kept; highest first,
        # ties to the higher card number; nothing kept: coin 0, then seat order.
        # The cards not kept are already on the discards (_next_drawer).
        n, missions = len(self.players), self.data.missions
        kept, coins = list(self.missions), []
        for p in range(n):
            keep = self.keeps[p]
            if keep is not None:
                kept[p] = kept[p] + (keep,)
            coins.append(missions[keep].coin + len(self.drawn[p]) - 1 if keep else 0)
        self.missions, self.coins = tuple(kept), tuple(coins)
        self.drawn = ((),) * n
        self._revealed = True
        self.last_reveal = "mission"
        if self.round == 0:  # the start mission (spec: Advanced, Setup)
            self._start_round(1)
            return
        self.market_order = tuple(sorted(range(n), key=lambda p: (-coins[p], -(self.keeps[p] or 0), p)))
        self.market_turn = 0
        self.taken = (None,) * n
        self.phase = "market"
        self.done = (False,) * n

    # --- the market (advanced) ------------------------------------------------------------
    def _fill_market(self) -> None:
        """Fill every empty segment from the stack and the supplies (spec: Advanced 7)."""
        market = list(self.market)
        doubles, singles = list(self.double_stack), list(self.single_bag)
        for i, bonus in enumerate(self.data.market):
            if market[i] is not None or not doubles:
                continue
            carries = {"building": self.rng.choice(TERRAINS), "fortress": FORTRESS}.get(bonus)
            pieces = [Piece(tuple(Tile(t) for t in doubles.pop(0)), carries)]
            if bonus == "double_tile" and doubles:
                pieces.append(Piece(tuple(Tile(t) for t in doubles.pop(0))))
            elif bonus == "single_tile" and singles:
                pieces.append(Piece((Tile(singles.pop(0)),)))
            market[i] = Segment(bonus, tuple(pieces))
        self.market, self.double_stack, self.single_bag = tuple(market), tuple(doubles), tuple(singles)

    def _take(self, player: int, index: int) -> None:
        segment = self.market[index]
        self.market = replaced(self.market, index, None)
        self.taken = replaced(self.taken, player, index)
        self.hands = replaced(self.hands, player, segment.pieces)
        if segment.bonus == "gem":
            self.gems = replaced(self.gems, player, self.gems[player] + 1)

    def _market_step(self, player: int) -> None:
        """The next player in coin order takes once all material is placed."""
        if self.hands[player] or self.bonus_building[player]:
            return
        self.done = replaced(self.done, player, True)
        self._await_end_turn(player)  # the next player takes once this turn is ended
