"""This week's challenge, offline: a solo game whose seed comes from the ISO
week, so that everyone who plays it that week gets the same deck and edicts.
Offered by every game that can be played alone (Limes, Cartographers)."""
from __future__ import annotations

import zlib
from datetime import date


def week_of(day: date | None = None) -> str:
    """The ISO week of `day` (default today), e.g. "2026-W49"."""
    year, week, _weekday = (day or date.today()).isocalendar()
    return f"{year}-W{week:02d}"


def seed_of(game_id: str, week: str) -> int:
    """The week's seed for `game_id`: the same on every machine, another each week and game."""
    return zlib.crc32(f"spieltisch:{game_id}:{week}".encode("utf-8")) % 1_000_000 + 1


def offered(game) -> bool:
    """Whether the game has a weekly challenge: it can be played alone."""
    return game.min_players == 1
