"""Majesty's final scoring (spec: §5) as pure functions of each player's
coins and card counts per location, shared by the game and the position file."""
from __future__ import annotations

from typing import Sequence

from ..core import ScoreItem, ScoreSheet

from .data import MajestyData
from .effects import LOCATIONS

CHARACTER_LOCATIONS = LOCATIONS[:7]


def final_items(data: MajestyData, sides: dict, coins: Sequence[int],
                counts: Sequence[dict]) -> list[list[ScoreItem]]:
    """One item list per player: `coins`, `infirmary`, `variety` and
    `majority:LOCATION` for each majority gained. `counts[p]` maps a location
    id (the Infirmary included) to that player's number of cards there. An
    item's cells name what it counted: ("coins",) or ("building", location)."""
    infirmary = data.location("infirmary").side(sides["infirmary"])
    wounded = [c.get("infirmary", 0) for c in counts]
    penalties = infirmary.effect.run(wounded, infirmary.numbers, infirmary.majority)
    items: list[list[ScoreItem]] = []
    for p, have in enumerate(counts):
        listed = [ScoreItem("coins", coins[p], "majesty.coins", {"coins": coins[p]}, (("coins",),))]
        per_card = infirmary.numbers["per_card"] * wounded[p]
        extra = penalties[p] - per_card   # the B side's -10 for the most cards (A5)
        listed.append(ScoreItem("infirmary", penalties[p],
                                "majesty.infirmary_most" if extra else "majesty.infirmary",
                                {"cards": wounded[p], "points": penalties[p], "most": extra},
                                (("building", "infirmary"),)))
        occupied = tuple(loc for loc in CHARACTER_LOCATIONS if have.get(loc, 0) > 0)
        listed.append(ScoreItem("variety", len(occupied) ** 2, "majesty.variety",
                                {"locations": len(occupied)}, tuple(("building", loc) for loc in occupied)))
        items.append(listed)
    for loc in CHARACTER_LOCATIONS:
        value = data.location(loc).side(sides[loc]).majority
        there = [c.get(loc, 0) for c in counts]
        best = max(there)
        if best < 1:
            continue  # a majority needs at least one character (A6)
        tied = there.count(best)
        for p, count in enumerate(there):
            if count == best:  # tied players each gain the full value (spec: §5.3)
                items[p].append(ScoreItem(f"majority:{loc}", value, f"majesty.majority.{loc}",
                                          {"count": count, "tied": tied, "points": value},
                                          (("building", loc),)))
    return items


def rank_key(total: int, meeples: int, meeple_tiebreak: bool) -> tuple:
    """Shared wins by default; leftover meeples break ties if chosen (A7)."""
    return (total, meeples) if meeple_tiebreak else (total,)


def winners(sheets: Sequence[ScoreSheet], meeples: Sequence[int],
            meeple_tiebreak: bool) -> list[int]:
    keys = [rank_key(sheet.total, meeples[sheet.player], meeple_tiebreak) for sheet in sheets]
    best = max(keys)
    return [i for i, key in enumerate(keys) if key == best]
