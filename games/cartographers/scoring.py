"""Season scoring (§1.6), the score sheet items, the tie-break (§1.7) and the
solo rating and title (§1.9).

Score item keys (stable): per season N = 1..4, `season:N:<letter>` for each of
the season's two edicts (stars), `season:N:coins` and `season:N:monsters`
(zero or negative). The position file of §7 uses `edict:<letter>`, `coins`,
`monsters`. Each item's cells are the cells that scored."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import ScoreItem

from .masks import cells_of
from .scoring_cards import SCORING, monster_penalty


@dataclass(frozen=True)
class EdictScore:
    letter: str
    card: int
    stars: int
    cells: int      # mask

    @property
    def scored_cells(self) -> tuple:
        """The cells that scored, as (row, col) pairs."""
        return cells_of(self.cells)


@dataclass(frozen=True)
class SeasonRow:
    """One row of the score track: both edicts' stars, coins, monster penalty."""
    season: int                   # 0-based
    edicts: tuple[EdictScore, ...]
    coins: int
    monsters: int                 # zero or negative
    monster_cells: int            # mask
    sheet: object = field(default=None, compare=False, repr=False)   # the map as it was scored

    @property
    def total(self) -> int:
        return sum(e.stars for e in self.edicts) + self.coins + self.monsters

    @property
    def coin_cells(self) -> tuple:
        """Where the coins came from: the surrounded mountains and the coin shapes
        (none when no coin is left on the track)."""
        if self.sheet is None or not self.coins:
            return ()
        return cells_of(getattr(self.sheet, "paid", 0) | getattr(self.sheet, "minted", 0))

    @property
    def penalty_cells(self) -> tuple:
        """The empty cells next to a monster that cost a star each."""
        return cells_of(self.monster_cells)


def score_season(sheet, season: int, letters, edicts: dict) -> SeasonRow:
    """Score `sheet` for the edicts `letters` (letter -> card id in `edicts`);
    coins on the track still count, crossed-out ones do not (§1.6, §1.10)."""
    scored = []
    for letter in letters:
        card = edicts[letter]
        stars, cells = SCORING[card](sheet)
        scored.append(EdictScore(letter, card, stars, cells))
    penalty, cells = monster_penalty(sheet)
    return SeasonRow(season, tuple(scored), sheet.coins_left, penalty, cells, sheet)


def row_items(row: SeasonRow, prefix: str) -> list[ScoreItem]:
    """The row as items; `prefix` is "season:N:" in a game, "" in a position file."""
    edict_key = "edict:" if not prefix else ""
    items = [ScoreItem(f"{prefix}{edict_key}{e.letter}", e.stars, f"cartographers.card_{e.card}",
                       {"letter": e.letter, "stars": e.stars}, e.scored_cells)
             for e in row.edicts]
    items.append(ScoreItem(f"{prefix}coins", row.coins, "cartographers.coins", {"coins": row.coins},
                           row.coin_cells))
    items.append(ScoreItem(f"{prefix}monsters", row.monsters, "cartographers.monsters",
                           {"cells": -row.monsters}, row.penalty_cells))
    return items


def season_key(row: SeasonRow) -> str:
    return f"season:{row.season + 1}:"


def rank_key(items) -> tuple[int, int]:
    """(total, monster penalty over the game): fewer stars lost to monsters wins a tie (§1.7, §4 #19)."""
    total = sum(item.points for item in items)
    monsters = sum(item.points for item in items if item.key.endswith("monsters"))
    return (total, monsters)


def winners(item_lists) -> list[int]:
    keys = [rank_key(items) for items in item_lists]
    best = max(keys)
    return [i for i, key in enumerate(keys) if key == best]


@dataclass(frozen=True)
class SoloResult:
    """Solo: the final score, the rating (score minus the edicts' solo numbers)
    and the title reached."""
    score: int
    rating: int
    title: object       # data.SoloTitle: .key, .name {de, en}, .at_least


def solo_result(score: int, edicts: dict, data) -> SoloResult:
    """Rating and title for a solo `score` with `edicts` (letter -> card id) (§1.9);
    below the lowest threshold the last title is given too."""
    rating = score - sum(data.scoring[card].solo for card in edicts.values())
    title = next((t for t in data.solo_titles if rating >= t.at_least), data.solo_titles[-1])
    return SoloResult(score, rating, title)
