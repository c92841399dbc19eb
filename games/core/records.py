"""The records of one game, computed from the history's entries alone
(core.history: one dict per finished game, oldest first): the games played,
each player's wins, best and average score, the best solo results with their
titles, each player's solo best, the best result of every weekly challenge
week, and a player's scores over time (the Records screen's chart).

How it counts:
- A player is a name and what sat there: a human ("Anna") is not the
  computer called "Anna" (a seat's bot level is part of who played).
- Wins count in games of two or more players only (a solo game has no one to
  beat); a win shared by k players counts 1/k to each. The winners are the
  entry's `winners` (the game's own ranking with its tie-break); a line
  without them (hand-edited) counts the best scores as winners.
- The standings (games, wins, best, average) are over games of two or more
  players: a solo game is neither a game lost nor won, and it counts in the
  solo tables instead (and in the player's chart).
- Solo results are games of one human seat (as history.solo_best counts them);
  a solo result "was a new best" if it beat every earlier solo score of that
  name in that game (the first one too).
- A weekly challenge week's best is its best solo result of that week.
Lines whose numbers cannot be read (a score that is no integer, a player list
and a score list of different lengths) are left out."""
from __future__ import annotations

from dataclasses import dataclass

from .history import is_solo


@dataclass(frozen=True)
class Player:
    """Who played: a name, and None for a human or the computer's level."""
    name: str
    level: str | None = None


@dataclass(frozen=True)
class Standing:
    """One line of the records' table."""
    player: Player
    played: int
    wins: float          # a shared win by k counts 1/k; games of 2+ players only
    best: int
    average: float


@dataclass(frozen=True)
class SoloResult:
    """A solo game: its score, title (Cartographers: {"key", "name": {lang: text}}),
    week of a weekly challenge, when it ended and the player's best before it."""
    name: str
    score: int
    finished: str
    title: dict | None = None
    challenge: str | None = None
    best_before: int | None = None    # None: the player's first solo game of this game
    index: int = -1                   # the entry's place in the entries given

    @property
    def new_best(self) -> bool:
        return self.best_before is None or self.score > self.best_before


@dataclass(frozen=True)
class SoloPlayer:
    """A player's solo games against their own best."""
    name: str
    games: int
    best: SoloResult
    last: SoloResult


@dataclass(frozen=True)
class WeekBest:
    """The best result of one weekly challenge week ("2026-W49")."""
    week: str
    best: SoloResult
    games: int


@dataclass(frozen=True)
class Point:
    """One finished game on a player's chart."""
    finished: str
    score: int
    index: int        # the entry's place in the entries given


@dataclass(frozen=True)
class Records:
    game: str
    played: int
    standings: tuple[Standing, ...]       # most wins first, then best score
    solo_top: tuple[SoloResult, ...]      # the best solo results, best first
    solo_players: tuple[SoloPlayer, ...]  # each name's solo best, best first
    weeks: tuple[WeekBest, ...]           # the newest week first
    series: dict                          # Player -> tuple of Point, oldest first

    def standing(self, player: Player) -> Standing | None:
        return next((s for s in self.standings if s.player == player), None)


SOLO_TOP = 5  # solo results listed


def readable(entry: dict) -> bool:
    """Whether the entry's players and scores can be counted."""
    players, scores = entry.get("players"), entry.get("scores")
    return (isinstance(players, list) and isinstance(scores, list) and len(players) == len(scores) > 0
            and all(isinstance(n, str) for n in players)
            and all(type(s) is int for s in scores))


def seats_of(entry: dict) -> list:
    seats = entry.get("seats")
    if isinstance(seats, list) and len(seats) == len(entry["players"]):
        return [s if isinstance(s, str) else None for s in seats]
    return [None] * len(entry["players"])


def winners_of(entry: dict) -> list[int]:
    winners = entry.get("winners")
    count = len(entry["scores"])
    if isinstance(winners, list) and winners and all(type(w) is int and 0 <= w < count for w in winners):
        return sorted(set(winners))
    best = max(entry["scores"])
    return [i for i, s in enumerate(entry["scores"]) if s == best]


def players_of(entry: dict) -> list[Player]:
    return [Player(name, level) for name, level in zip(entry["players"], seats_of(entry))]


def records_of(game_id: str, entries: list[dict]) -> Records:
    """The records of `game_id` from history entries (oldest first; entries of
    other games are passed over)."""
    played = 0
    scores: dict[Player, list[int]] = {}
    wins: dict[Player, float] = {}
    series: dict[Player, list[Point]] = {}
    solo: list[SoloResult] = []
    best_so_far: dict[str, int] = {}
    for index, entry in enumerate(entries):
        if entry.get("game") != game_id or not readable(entry):
            continue
        played += 1
        players = players_of(entry)
        finished = str(entry.get("finished") or "")
        for player, score in zip(players, entry["scores"]):
            series.setdefault(player, []).append(Point(finished, score, index))
            if len(players) > 1:
                scores.setdefault(player, []).append(score)
                wins.setdefault(player, 0.0)
        if len(players) > 1:
            winners = winners_of(entry)
            for seat in winners:
                wins[players[seat]] += 1 / len(winners)
        if is_solo(entry):
            name, score = entry["players"][0], entry["scores"][0]
            title = entry.get("title") if isinstance(entry.get("title"), dict) else None
            challenge = entry.get("challenge") if isinstance(entry.get("challenge"), str) else None
            solo.append(SoloResult(name, score, finished, title, challenge, best_so_far.get(name), index))
            best_so_far[name] = max(score, best_so_far.get(name, score))
    standings = [Standing(p, len(s), wins[p], max(s), sum(s) / len(s)) for p, s in scores.items()]
    standings.sort(key=lambda s: (-s.wins, -s.best, -s.average, s.player.name, s.player.level or ""))
    return Records(game_id, played, tuple(standings), tuple(_best_first(solo)[:SOLO_TOP]),
                   tuple(_solo_players(solo)), tuple(_weeks(solo)),
                   {p: tuple(points) for p, points in series.items()})


def _best_first(results: list[SoloResult]) -> list[SoloResult]:
    """Best score first; of equal scores, the earlier one (it was reached first)."""
    return sorted(results, key=lambda r: (-r.score, r.index))


def _solo_players(solo: list[SoloResult]) -> list[SoloPlayer]:
    by_name: dict[str, list[SoloResult]] = {}
    for result in solo:
        by_name.setdefault(result.name, []).append(result)
    found = [SoloPlayer(name, len(results), _best_first(results)[0], results[-1])
             for name, results in by_name.items()]
    return sorted(found, key=lambda p: (-p.best.score, p.best.index))


def _weeks(solo: list[SoloResult]) -> list[WeekBest]:
    by_week: dict[str, list[SoloResult]] = {}
    for result in solo:
        if result.challenge:
            by_week.setdefault(result.challenge, []).append(result)
    return [WeekBest(week, _best_first(results)[0], len(results))
            for week, results in sorted(by_week.items(), reverse=True)]


def chart_player(records: Records) -> Player | None:
    """Whose scores the chart shows first: the human with the most games (then
    the most wins), else whoever played most; with solo games alone, the human
    who played most of them."""
    if not records.standings:
        players = sorted(records.series, key=lambda p: (p.level is not None, -len(records.series[p]), p.name))
        return players[0] if players else None
    humans = [s for s in records.standings if s.player.level is None] or list(records.standings)
    return max(humans, key=lambda s: (s.played, s.wins)).player
