"""The locations' abilities as Python functions, looked up by the effect id
that data/majesty/buildings.yaml names for each (location, side). Their
numbers come from that file; an unknown id is a load error."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

# The fixed identities the effects below rely on (spec: §1). Locations 1-7
# hold characters; the Infirmary holds wounded cards face down.
LOCATIONS = ("mill", "brewery", "cottage", "guardhouse", "barracks", "inn", "castle", "infirmary")
CHARACTERS = ("miller", "brewer", "witch", "guard", "knight", "innkeeper", "noble")
LOCATION_OF = dict(zip(CHARACTERS, LOCATIONS))
SPECIALS = ("heal", "defend", "attack")


@dataclass(frozen=True)
class Effect:
    """One effect function: the numbers it reads, whether it offers the
    coin/meeple exchange first (Castle B), and whether it acts at game end."""
    id: str
    run: Callable
    numbers: tuple[str, ...]
    exchange: bool = False
    at_end: bool = False


EFFECTS: dict[str, Effect] = {}


def _effect(*numbers: str, exchange: bool = False, at_end: bool = False):
    def register(run: Callable) -> Callable:
        EFFECTS[run.__name__] = Effect(run.__name__, run, numbers, exchange, at_end)
        return run
    return register


class Income:
    """What an income function may ask and do: count characters (never the
    Infirmary's cards, spec §4), and pay coins or meeples to a player."""

    def __init__(self, state, player: int, location: str):
        self.state, self.active, self.location = state, player, location

    def count(self, *characters: str, player: int | None = None) -> int:
        realm = self.state.realm[self.active if player is None else player]
        return sum(len(realm[LOCATION_OF[c]]) for c in characters)

    def infirmary(self) -> int:
        return len(self.state.infirmary[self.active])

    def largest(self) -> int:
        """The most characters at any one of the active player's locations 1-7 (A3)."""
        return max(len(cards) for cards in self.state.realm[self.active].values())

    def gain(self, coins: int = 0, meeples: int = 0, player: int | None = None,
             bonus: bool = False) -> None:
        player = self.active if player is None else player
        if not coins and not meeples:
            return
        self.state.coins[player] += coins
        self.state.meeples[player] += meeples
        self.state.events.append({"type": "income", "player": player, "coins": coins,
                                  "meeples": meeples, "location": self.location, "bonus": bonus})

    def each_with(self, character: str, coins: int) -> None:
        """Every player with at least one `character`, the active player too (A1)."""
        for player in range(len(self.state.players)):
            if self.count(character, player=player):
                self.gain(coins, player=player, bonus=True)


# --- side A (spec: §2) -------------------------------------------------------------
@_effect("coins")
def mill_a(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("miller"))


@_effect("coins", "meeples", "bonus")
def brewery_a(turn: Income, n: dict) -> None:
    brewers = turn.count("brewer")
    turn.gain(n["coins"] * brewers, n["meeples"] * brewers)
    turn.each_with("miller", n["bonus"])


@_effect("coins")
def cottage_a(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("miller", "brewer", "witch"))


@_effect("coins")
def guardhouse_a(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("guard", "knight", "innkeeper"))


@_effect("coins")
def barracks_a(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("knight"))


@_effect("coins", "bonus")
def inn_a(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("innkeeper"))
    turn.each_with("brewer", n["bonus"])


@_effect("coins", "meeples")
def castle_a(turn: Income, n: dict) -> None:
    nobles = turn.count("noble")
    turn.gain(n["coins"] * nobles, n["meeples"] * nobles)


# --- side B ----------------------------------------------------------------------------
@_effect("coins", "bonus")
def mill_b(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("miller"))
    turn.each_with("witch", n["bonus"])


@_effect("meeples", "coins")
def brewery_b(turn: Income, n: dict) -> None:
    turn.gain(meeples=n["meeples"] * turn.count("miller", "brewer"))
    if turn.count("innkeeper") and turn.count("noble"):  # the active player only
        turn.gain(n["coins"])


@_effect("coins")
def cottage_b(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("witch"))


@_effect("coins", "bonus")
def guardhouse_b(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("brewer", "witch", "guard"))
    turn.each_with("innkeeper", n["bonus"])


@_effect("coins")
def barracks_b(turn: Income, n: dict) -> None:
    turn.gain(n["coins"] * turn.count("knight", "innkeeper", "noble"))


@_effect("coins")
def inn_b(turn: Income, n: dict) -> None:
    # "largest group": your most populated location 1-7, the Inn included (A3)
    turn.gain(n["coins"] * turn.count("innkeeper") * turn.largest())


@_effect("coins", exchange=True)
def castle_b(turn: Income, n: dict) -> None:
    # the exchange comes first, done by the rules (A4a); then 4 x (Nobles + Infirmary) (A4b)
    turn.gain(n["coins"] * (turn.count("noble") + turn.infirmary()))


# --- the Infirmary at game end: counts of Infirmary cards -> points per player --------
@_effect("per_card", at_end=True)
def infirmary_a(counts: list[int], n: dict, majority: int | None) -> list[int]:
    return [n["per_card"] * count for count in counts]


@_effect("per_card", at_end=True)
def infirmary_b(counts: list[int], n: dict, majority: int | None) -> list[int]:
    # the -10 goes to everyone tied for the most cards, at least 1, before removal (A5)
    most = max(counts, default=0)
    extra = majority or 0
    return [n["per_card"] * count + (extra if most and count == most else 0) for count in counts]


# --- the signpost specials, resolved before the income (spec: §4) -------------------------
def heal(state, player: int, heal_as: str | None) -> None:
    """The top Infirmary card (last in, first out) returns face up without
    activating its location; a split card takes `heal_as`."""
    if not state.infirmary[player]:
        return
    card = state.infirmary[player].pop()
    card = card.as_(heal_as if card.split else card.halves[0])
    to = LOCATION_OF[card.character]
    state.realm[player][to].append(card)
    state.events.append({"type": "heal", "player": player, "card": card, "to": to})


def attack(state, player: int, knights_at: str, guards_at: str | None) -> None:
    """Each opponent separately, clockwise: fewer Guards than the attacker's
    Knights (the new one included) loses its leftmost character (A2)."""
    count = len(state.players)
    knights = len(state.realm[player][knights_at])
    for step in range(1, count):
        victim = (player + step) % count
        guards = len(state.realm[victim][guards_at]) if guards_at else 0
        event = {"type": "attack", "player": player, "victim": victim, "card": None,
                 "blocked": guards >= knights, "guards": guards, "knights": knights}
        if not event["blocked"]:
            event["card"] = wound(state, victim)
        state.events.append(event)


def wound(state, victim: int):
    """The most recently placed card at the victim's lowest-numbered occupied
    location 1-7 goes onto the top of their Infirmary (A2); None if they have none."""
    for cards in state.realm[victim].values():  # the realm's keys are in location order
        if cards:
            card = cards.pop()
            state.infirmary[victim].append(card)
            return card
    return None
