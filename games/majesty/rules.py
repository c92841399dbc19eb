"""Majesty rules: the one action of a turn (take a card, place it, resolve
its location), set-up, the display, the hidden deck, undo and previews."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar, Iterator

from ..core import Action, Decision, ScoreSheet, State, Violation

from . import effects
from .data import Card, MajestyData
from .effects import LOCATION_OF, LOCATIONS, Income
from .scoring import CHARACTER_LOCATIONS, final_items, rank_key

SIDES_RULE = "takes A, B or 8 letters A/B, one per location from mill to infirmary"


def sides_problem(value) -> str | None:
    """What is wrong with a `sides` option value, or None (for core.Option)."""
    if isinstance(value, str) and (value.upper() in ("A", "B") or (
            len(value) == len(LOCATIONS) and set(value.upper()) <= {"A", "B"})):
        return None
    return SIDES_RULE


def sides_map(value: str) -> dict[str, str]:
    """"A", "B" or e.g. "ABBAABAB" -> location id -> "A"/"B" (the same for every realm)."""
    letters = value.upper()
    letters = letters * len(LOCATIONS) if len(letters) == 1 else letters
    return dict(zip(LOCATIONS, letters))


@dataclass(frozen=True)
class TakeCard(Action):
    """Take the card at display `position` (1-6, paying position-1 meeples)
    and place it as `character`; `heal_as` is the healed split card's choice,
    `exchange` the Castle B trade (+n buys n meeples, -n sells n)."""
    kind: ClassVar[str] = "take_card"
    position: int
    character: str
    heal_as: str | None = None
    exchange: int = 0

    def problem(self) -> dict | None:
        """As Action.problem; the well-formed action, by far the most common
        (bots try thousands a second), is answered without the general walk."""
        if (type(self.position) is int and type(self.character) is str and type(self.exchange) is int
                and (self.heal_as is None or type(self.heal_as) is str)):
            return None
        return super().problem()


ACTION_KINDS = (TakeCard,)


@dataclass(frozen=True)
class Person:
    """A person a card in hand may become: its location; the halves a heal it
    sets off lets the healed split card become (() when nothing is to choose);
    the Castle B trade worth offering, as (most sold, negative; most bought),
    (0, 0) when there is none."""
    character: str
    location: str
    heal: tuple[str, ...] = ()
    exchange: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class Offer:
    """A card of the row the seat can pay for: its position, the card, the
    cost in meeples, the meeples lying on it, and the persons it may become."""
    position: int
    card: Card
    cost: int
    meeples: int
    persons: tuple[Person, ...]

    def person(self, character: str) -> Person | None:
        return next((p for p in self.persons if p.character == character), None)


@dataclass(frozen=True)
class Preview:
    """What an action would change, per player, without changing the state."""
    coins: tuple[int, ...]
    meeples: tuple[int, ...]
    events: tuple[dict, ...]


class MajestyState(State):
    """A game of Majesty. Public: `display` (6 slots, a Card or None) with
    `display_meeples`, `meeples[p]`, `coins[p]`, `realm[p]` (location -> cards in
    placing order), `infirmary[p]` (bottom..top), `sides`, `turns[p]`, `current`,
    `events` (what the turn in play, or else the last one, did), `ended` (the
    ended turns of the last round, oldest first, each (player, events)).
    Hidden: the order of `deck`."""

    def __init__(self, game, players: list[str], seed: int, options: dict, data: MajestyData):
        super().__init__(game, players, seed, options)
        self.data = data
        self.setup = data.setup
        self.sides = sides_map(options.get("sides", "A"))
        count = len(players)
        self.deck = self._shuffled_deck(count, bool(options.get("all_cards")))
        size = self.setup.display
        self.display: list[Card | None] = self.deck[:size] + [None] * (size - len(self.deck))
        self.deck = self.deck[size:]
        self.display_meeples = [0] * size
        self.meeples = [self.setup.start_meeples] * count
        self.coins = [0] * count
        self.realm: list[dict[str, list[Card]]] = [{loc: [] for loc in CHARACTER_LOCATIONS}
                                                   for _ in range(count)]
        self.infirmary: list[list[Card]] = [[] for _ in range(count)]
        self.turns = [0] * count
        # seat 0 holds the red worker card and starts (spec: §3.2), or a seat drawn by lot
        self.current = self.rng.randrange(count) if options.get("start") == "random" else 0
        self.phase = "take"
        self.events: list[dict] = []
        self.ended: tuple[tuple[int, tuple[dict, ...]], ...] = ()

    def _shuffled_deck(self, count: int, all_cards: bool) -> list[Card]:
        """Kept green cards on top of all red ones, or all 60 shuffled (spec: §3)."""
        if all_cards:
            deck = list(self.data.cards)
            self.rng.shuffle(deck)
            return deck
        green = [c for c in self.data.cards if c.tier == 1]
        red = [c for c in self.data.cards if c.tier != 1]
        self.rng.shuffle(green)
        self.rng.shuffle(red)
        return green[:self.setup.tier1_kept[count]] + red  # the rest stay in the box, unseen

    # --- who acts, and what is legal ---------------------------------------------
    @property
    def turn(self) -> int:
        """The current player's turn number, 1 to 12."""
        return min(self.turns[self.current] + 1, self.setup.turns_per_player)

    def cost(self, position: int) -> int:
        """The meeples the card at `position` costs: one on each card before it (spec: §4.1)."""
        return position - 1

    def _actors(self) -> list[int]:
        return [] if self.phase == "over" else [self.current]

    def is_over(self) -> bool:
        return self.phase == "over"

    def stage(self) -> tuple[str, int, int]:
        return ("turn", self.turn, self.setup.turns_per_player)

    def heal_choices(self, player: int, character: str) -> tuple[str, ...]:
        """The halves a heal triggered by placing `character` must choose
        between; () when no split card would be healed."""
        location = self.data.location(LOCATION_OF[character])
        pile = self.infirmary[player]
        if location.special == "heal" and pile and pile[-1].split:
            return pile[-1].halves
        return ()

    def offers_exchange(self, character: str) -> bool:
        """Whether placing `character` offers the coin/meeple exchange (Castle B)."""
        loc = LOCATION_OF[character]
        return self.data.location(loc).side(self.sides[loc]).effect.exchange

    def exchange_range(self, player: int, position: int, character: str) -> tuple[int, int]:
        """Lowest and highest `exchange` allowed (A4: any number either way, no
        coins spent that one does not have): sell at most the meeples held after
        taking the card, buy at most the coins held; (0, 0) without an exchange.
        Meeples bought beyond the worker spaces go back for a coin each at the
        end of the turn (the overflow, §4.5), so such a purchase changes nothing."""
        if not self.offers_exchange(character):
            return 0, 0
        return -self._held_after_taking(player, position), self.coins[player]

    def exchange_offer(self, player: int, position: int, character: str) -> tuple[int, int]:
        """The part of `exchange_range` worth offering in a dialog (A4: the UI may
        cap purchases at the free worker spaces): every other purchase ends in the
        same position as buying up to the spaces."""
        low, high = self.exchange_range(player, position, character)
        free = max(0, self.setup.worker_spaces - self._held_after_taking(player, position))
        return low, min(high, free)

    def _held_after_taking(self, player: int, position: int) -> int:
        """Meeples held once `position` is paid for and its meeples taken (A4: "held")."""
        return self.meeples[player] - self.cost(position) + self.display_meeples[position - 1]

    def _decision(self, player: int) -> Decision:
        """Take a card: the cards of the row `player` can pay for, each with the
        persons it may become (and the heal and trade questions they raise)."""
        offers = tuple(self._offer(player, position, card) for position, card in enumerate(self.display, 1)
                       if card is not None and self.cost(position) <= self.meeples[player])
        return Decision("take", player, offers, params=(
            ("meeples", self.meeples[player]), ("coins", self.coins[player]),
            ("turn", self.turn), ("turns", self.setup.turns_per_player)))

    def _offer(self, player: int, position: int, card: Card) -> Offer:
        persons = tuple(Person(c, LOCATION_OF[c], self.heal_choices(player, c),
                               self.exchange_offer(player, position, c)) for c in card.halves)
        return Offer(position, card, self.cost(position), self.display_meeples[position - 1], persons)

    def _legal_actions(self, player: int) -> Iterator[TakeCard]:
        if player not in self.actors():
            return
        for position, card in enumerate(self.display, 1):
            if card is None or self.cost(position) > self.meeples[player]:
                continue
            for character in card.halves:
                low, high = self.exchange_range(player, position, character)
                for heal_as in self.heal_choices(player, character) or (None,):
                    for exchange in range(low, high + 1):
                        yield TakeCard(position, character, heal_as, exchange)

    def _check(self, player: int, action: Action) -> Violation | None:
        if player != self.current:
            return Violation("turn.not_yours", {"player": self.players[self.current]})
        position = action.position
        if not 1 <= position <= len(self.display):
            return Violation("majesty.bad_position", {"position": position,
                                                      "size": len(self.display)})
        card = self.display[position - 1]
        if card is None:
            return Violation("majesty.no_card", {"position": position})
        cost = self.cost(position)
        if cost > self.meeples[player]:
            return Violation("majesty.cannot_pay", {"cost": cost, "meeples": self.meeples[player],
                                                    "position": position})
        if action.character not in card.halves:
            return Violation("majesty.not_this_card", {"character": action.character,
                                                       "choices": "/".join(card.halves)})
        choices = self.heal_choices(player, action.character)
        if choices and action.heal_as not in choices:
            return Violation("majesty.heal_choice", {"heal_as": action.heal_as,
                                                     "choices": "/".join(choices)})
        if not choices and action.heal_as is not None:
            return Violation("majesty.no_heal_choice", {"heal_as": action.heal_as})
        low, high = self.exchange_range(player, position, action.character)
        if not low <= action.exchange <= high:
            code = ("majesty.bad_exchange" if self.offers_exchange(action.character)
                    else "majesty.no_exchange")
            return Violation(code, {"exchange": action.exchange, "low": low, "high": high,
                                    "sell": -low, "buy": high})
        return None

    # --- carrying a turn out (spec: §4) ------------------------------------------------
    def _do(self, player: int, action: TakeCard) -> bool:
        location = self.data.location(LOCATION_OF[action.character])
        # the effects change these in place (the undo snapshot keeps the old
        # ones): the player's realm, and at an attack every realm
        seats = range(len(self.players)) if location.special == "attack" else (player,)
        self._fresh_containers(realms=seats)
        self.events = []
        index, cost = action.position - 1, self.cost(action.position)
        self.meeples[player] -= cost               # one meeple on each card before it
        for i in range(cost):
            self.display_meeples[i] += 1
        card = self.display.pop(index)             # the cards behind it slide to position 1,
        gained = self.display_meeples.pop(index)   # keeping their meeples, which arrive after paying (A12)
        self.display.append(None)                  # the last slot stays empty until the turn ends
        self.display_meeples.append(0)
        self.meeples[player] += gained
        placed = card.as_(action.character)
        loc = placed.location
        self.realm[player][loc].append(placed)
        self.events.append({"type": "take", "player": player, "position": action.position,
                            "card": placed, "cost": cost, "meeples": gained, "to": loc})
        if location.special == "heal":             # specials first, then the income
            effects.heal(self, player, action.heal_as)
        elif location.special == "attack":
            effects.attack(self, player, loc, self.data.special("defend"))
        side = location.side(self.sides[loc])
        if action.exchange:                        # Castle B: before the income (A4)
            self.coins[player] -= action.exchange
            self.meeples[player] += action.exchange
            self.events.append({"type": "exchange", "player": player,
                                "meeples": action.exchange, "coins": -action.exchange})
        side.effect.run(Income(self, player, loc), side.numbers)
        self._overflow()
        self._await_end_turn(player)  # the refill waits until the turn is confirmed
        return False

    def _end_turn(self, player: int) -> bool:
        self._fresh_containers()
        self.turns[player] += 1  # a turn counts once it is ended
        self.ended = (self.ended + ((player, tuple(self.events)),))[-len(self.players):]
        self.events = [e for e in self.events if e["type"] != "refill"]
        self.current = (player + 1) % len(self.players)
        if min(self.turns) >= self.setup.turns_per_player:
            self.phase = "over"  # on the turn count, not the deck: 2p leaves 4 cards (spec: §4)
        return self._refill()

    def _fresh_containers(self, realms=()) -> None:
        """New lists and dicts for everything an action changes in place; of
        the realms and infirmaries only those of the seats in `realms` (an
        action changes no other, and copying all is the playouts' main cost)."""
        self.display, self.display_meeples, self.deck = list(self.display), list(self.display_meeples), list(self.deck)
        self.meeples, self.coins, self.turns = list(self.meeples), list(self.coins), list(self.turns)
        if realms:
            self.realm, self.infirmary = list(self.realm), list(self.infirmary)
            for p in realms:
                self.realm[p] = {loc: list(cards) for loc, cards in self.realm[p].items()}
                self.infirmary[p] = list(self.infirmary[p])
        self.events = list(self.events)

    def _overflow(self) -> None:
        """Meeples above the worker card's spaces return for 1 coin each (spec: §4.5)."""
        spaces = self.setup.worker_spaces
        for player, held in enumerate(self.meeples):
            if held > spaces:
                self.meeples[player] = spaces
                self.coins[player] += held - spaces
                self.events.append({"type": "overflow", "player": player, "coins": held - spaces})

    def _refill(self) -> bool:
        """Draw a card into the empty last slot (none after the last turn);
        True if a card was revealed."""
        card = self.deck.pop(0) if self.deck and self.phase != "over" else None
        self.display[-1] = card
        self.events.append({"type": "refill", "card": card})
        return card is not None

    # --- undo, copies, the view, previews ----------------------------------------------------
    def view(self, player: int) -> "MajestyState":
        """What `player` may see: the deck becomes a stand-in drawn from the
        unseen cards by public facts only (its size and, unless all 60 are
        shuffled, the tier of each card's back); no seed, no undo stack."""
        other = self.copy(keep_history=False)
        other.keep_history = self.keep_history
        other.deck = self.stand_in_deck(random.Random(len(self.deck)))
        other.seed = None
        other.rng = random.Random(0)
        return other

    def stand_in_deck(self, rng: random.Random) -> list[Card]:
        """A deck drawn by `rng` from the cards nobody has seen, with what is
        public of the real one: its size and (unless all 60 are shuffled) the
        tier of each card's back. The view's stand-in, and a bot's sample."""
        seen = {card.id for card in self.display if card is not None}
        for realm, pile in zip(self.realm, self.infirmary):
            seen.update(card.id for cards in realm.values() for card in cards)
            seen.update(card.id for card in pile)
        unseen = [card for card in self.data.cards if card.id not in seen]
        rng.shuffle(unseen)
        if self.options.get("all_cards"):
            return unseen[:len(self.deck)]
        by_tier: dict[int, list[Card]] = {}
        for card in unseen:
            by_tier.setdefault(card.tier, []).append(card)
        return [by_tier[card.tier].pop() for card in self.deck]

    def after(self, player: int, action: TakeCard) -> "MajestyState":
        """The position right after the legal take `action`, its turn not yet
        ended, on a scratch copy without log, undo or chance (a take draws
        none): what previews and the bots' playouts read. `action` is not checked."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.keep_history, other.log, other._history = False, [], []
        other._do(player, action)
        return other

    def preview(self, player: int, action: Action) -> Preview | None:
        """The coins and meeples each player would gain (or lose) by `action`,
        and its events without the card drawn; None if the action is illegal
        or is no take (EndTurn changes nobody's coins)."""
        if not isinstance(action, TakeCard) or self.check(player, action) is not None:
            return None
        other = self.after(player, action)
        return Preview(tuple(a - b for a, b in zip(other.coins, self.coins)),
                       tuple(a - b for a, b in zip(other.meeples, self.meeples)),
                       tuple(e for e in other.events if e["type"] != "refill"))

    # --- scores --------------------------------------------------------------------------
    def counts(self, player: int) -> dict[str, int]:
        """Cards per location, the Infirmary included."""
        found = {loc: len(cards) for loc, cards in self.realm[player].items()}
        found["infirmary"] = len(self.infirmary[player])
        return found

    def score_sheets(self) -> list[ScoreSheet]:
        """Coins plus the final scoring as if the game ended now (provisional
        until the end, exact after it)."""
        counts = [self.counts(p) for p in range(len(self.players))]
        items = final_items(self.data, self.sides, self.coins, counts)
        return [ScoreSheet(p, name, items[p]) for p, name in enumerate(self.players)]

    def rank_key(self, sheet: ScoreSheet):
        return rank_key(sheet.total, self.meeples[sheet.player],
                        bool(self.options.get("meeple_tiebreak")))
