"""Building Majesty positions by hand for the tests: a chosen display, realms
and infirmaries, with cards that never clash with the real deck's ids."""
from __future__ import annotations

from itertools import count

from games import GAMES
from games.majesty import Card, TakeCard
from games.majesty.effects import LOCATION_OF

MAJESTY = GAMES["majesty"]
NAMES = ["Anna", "Ben", "Cara", "Dana"]
_ids = count(1000)


def new(players: int = 3, sides: str = "A", seed: int = 1, **options):
    return MAJESTY.new_game(NAMES[:players], seed, {"sides": sides, **options})


def card(kind: str, character: str | None = None, tier: int = 1) -> Card:
    """"miller" or "brewer+witch"; `character` is what it is now."""
    return Card(next(_ids), tuple(kind.split("+")), tier, character)


def give(state, player: int, *kinds: str) -> None:
    """Put characters into a realm without any effect ("miller", or a split
    card as "brewer+witch:witch")."""
    for kind in kinds:
        halves, _, now = kind.partition(":")
        placed = card(halves, now or halves)
        state.realm[player][LOCATION_OF[placed.character]].append(placed)


def wounded(state, player: int, *kinds: str) -> None:
    """Put cards into an infirmary, bottom first ("guard+knight:knight")."""
    for kind in kinds:
        halves, _, now = kind.partition(":")
        state.infirmary[player].append(card(halves, now or halves))


def show(state, *kinds: str, meeples: list[int] | None = None) -> None:
    """Set the display: positions 1.. hold these cards ("miller", "brewer+witch")."""
    size = len(state.display)
    state.display = [card(k) for k in kinds] + [None] * (size - len(kinds))
    state.display_meeples = (meeples or []) + [0] * (size - len(meeples or []))


def take(state, position: int, character: str, heal_as=None, exchange: int = 0,
         player: int | None = None, end: bool = True):
    """The current player (or `player`) takes a card and (unless `end` is False)
    ends the turn: the display is refilled and the next player is on. Returns
    the turn's events."""
    who = state.current if player is None else player
    state.apply(who, TakeCard(position, character, heal_as, exchange))
    if end:
        state.end_turns([who])
    return state.events


def code(state, action, player: int | None = None):
    violation = state.check(state.current if player is None else player, action)
    return violation and violation.code


def incomes(events) -> list[tuple[int, int, int, bool]]:
    """(player, coins, meeples, bonus) of each income event, in order."""
    return [(e["player"], e["coins"], e["meeples"], e["bonus"])
            for e in events if e["type"] == "income"]


def counts(state, player: int) -> dict:
    return {loc: n for loc, n in state.counts(player).items() if n}
