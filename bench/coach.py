"""Whether the coach's lessons hold, measured (never asserted in tests): for
each game with a strong level, games of Medium (seat 0, whose mistakes the
coach finds) against Hard; the coach looks at seat 0 at the window's depth,
and each lesson it shows is checked by playing both moves on to the end of
the game with Hard for every seat, over the same futures sampled from what
the seat saw. The goal: at least 90% of the lessons shown confirmed (the
better move ends ahead on average) in every game, and the claimed gain within
3 points of the measured one in most.

    python bench/coach.py [--games N] [--futures F] [--budget-iterations K] [--players N]
                          [--count N] [--jobs J] [--only GAME] [--details] [--quick]

Fixed seeds (game i has seed i). --quick (a few seconds; .ci/run runs it so
that this never rots): one game a game, a shallow coach, one lesson, two futures.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games import GAMES  # noqa: E402
from games.core.coach import lessons, margin  # noqa: E402
from games.core.search import Budget  # noqa: E402

SEAT = 0            # the seat coached: Medium, so that there are mistakes to find
WITHIN = 3.0        # points: a claim this close to the measured gain counts as right


def window_depth() -> dict:
    """How hard the window's coach looks (gui/coaching.py), so that what is measured is what is shown."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from gui.coaching import DEPTH
    return dict(DEPTH)


def played(game, seed: int, players: int, budget: Budget):
    """A whole game: Medium at SEAT, Hard (at `budget`) at every other seat."""
    state = game.new_game([f"P{seat}" for seat in range(players)], seed, {})
    state.keep_history = False
    rngs = [random.Random(f"bot:{seed}:{seat}") for seat in range(players)]
    while not state.is_over():
        seat = state.actors()[0]
        level = "greedy" if seat == SEAT else "strong"
        state.apply(seat, game.bots[level](state, seat, rngs[seat], budget=budget))
    return state


def before(game, state, index: int):
    """The game as it stood just before the move at `index` of its log."""
    then = game.new_game(list(state.players), state.seed, state.options)
    then.keep_history = False
    for who, data in state.log[:index]:
        then.apply(who, game.action_from_dict(data))
    return then


def to_the_end(game, world, future: int, budget: Budget) -> float:
    """Hard plays every seat of `world` to the end (each seat's chance fixed by
    the future, the same for both moves compared); SEAT's final margin."""
    rngs = [random.Random(f"hard:{future}:{seat}") for seat in range(len(world.players))]
    world.end_turns()
    while not world.is_over():
        seat = world.actors()[0]
        world.apply(seat, game.bots["strong"](world, seat, rngs[seat], budget=budget))
        world.end_turns()
    return margin(world, SEAT)


def measured(game, state, lesson, futures: int, budget: Budget) -> list[float]:
    """Per future sampled from the seat's view before the lesson's move: the
    better move's final margin less the made move's, both played on by Hard."""
    view = before(game, state, lesson.index).view(SEAT)
    sample = game.search["sample"]
    made, better = game.action_from_dict(lesson.made), game.action_from_dict(lesson.better)
    found = []
    for k in range(futures):
        results = []
        for move in (better, made):
            world = sample(view, SEAT, random.Random(f"check:{lesson.index}:{k}"))
            world.apply(SEAT, move)
            results.append(to_the_end(game, world, k, budget))
        found.append(results[0] - results[1])
    return found


def checked(task: tuple) -> dict:
    """One game played, coached and each lesson checked: the records and the time taken."""
    game_id, seed, players, futures, iterations, depth = task
    started = time.perf_counter()
    game = GAMES[game_id]
    budget = Budget(iterations=iterations)
    state = played(game, seed, players, budget)
    records = []
    for lesson in lessons(game, state.players, state.seed, state.options, state.log, SEAT, **depth):
        differences = measured(game, state, lesson, futures, budget)
        records.append({"seed": seed, "index": lesson.index, "kind": lesson.made["kind"], "claimed": lesson.gain,
                        "error": getattr(lesson, "error", 0.0), "measured": round(statistics.fmean(differences), 2),
                        "measured_error": round(statistics.stdev(differences) / futures ** 0.5, 2) if futures > 1 else 0.0,
                        "differences": differences})
    return {"game": game_id, "records": records, "seconds": time.perf_counter() - started}


def summary(game_id: str, games: int, records: list[dict], seconds: float) -> dict:
    """Per game: the lessons shown, the share confirmed, how far the claims were off."""
    off = [abs(r["claimed"] - r["measured"]) for r in records]
    count = len(records)

    def share(n: int) -> float | None:
        return round(n / count, 3) if count else None
    return {"game": game_id, "games": games, "lessons": count,
            "confirmed": share(sum(r["measured"] > 0 for r in records)),
            "mean_claimed": round(statistics.fmean(r["claimed"] for r in records), 2) if count else None,
            "mean_measured": round(statistics.fmean(r["measured"] for r in records), 2) if count else None,
            "mean_off": round(statistics.fmean(off), 2) if count else None,
            "within_3": share(sum(x <= WITHIN for x in off)),
            # how noisy the check itself is: the mean standard error of a measured gain
            "measured_error": round(statistics.fmean(r["measured_error"] for r in records), 2) if count else None,
            "seconds": round(seconds, 1)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12, help="games per game (seed 1 on)")
    parser.add_argument("--futures", type=int, default=16, help="futures each lesson is played on in")
    parser.add_argument("--budget-iterations", type=int, default=8, help="Hard's iterations a move, in the check")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--count", type=int, default=3, help="lessons a seat, as the window shows")
    parser.add_argument("--jobs", type=int, default=1, help="processes")
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    parser.add_argument("--details", action="store_true", help="every lesson's record too")
    parser.add_argument("--quick", action="store_true", help="tiny (a few seconds)")
    args = parser.parse_args(argv)
    depth = {**window_depth(), "count": args.count}
    if args.quick:
        args.games, args.futures, args.budget_iterations = 1, 2, 2
        depth = {"iterations": 6, "samples": 3, "count": 1}
    chosen = [g for g in sorted(GAMES) if (not args.only or g == args.only)
              and "strong" in GAMES[g].bots and getattr(GAMES[g], "search", None)]
    tasks = [(g, seed, args.players, args.futures, args.budget_iterations, depth)
             for seed in range(1, args.games + 1) for g in chosen]
    started = time.perf_counter()
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    done = []
    for result in pool.map(checked, tasks) if pool else map(checked, tasks):
        done.append(result)
        if not args.quick:   # each game as it is done: a long run's progress
            print(json.dumps({"game": result["game"], "seconds": round(result["seconds"], 1),
                              "lessons": result["records"]}), file=sys.stderr, flush=True)
    if pool:
        pool.shutdown()
    report = {"settings": {"games": args.games, "players": args.players, "futures": args.futures,
                           "budget_iterations": args.budget_iterations, "coach": depth}, "games": []}
    for game_id in chosen:
        mine = [d for d in done if d["game"] == game_id]
        records = [r for d in mine for r in d["records"]]
        report["games"].append(summary(game_id, args.games, records, sum(d["seconds"] for d in mine)))
        if args.details:
            report["games"][-1]["records"] = records
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
