"""How strong the computer players are, measured (never asserted in tests):
strong against greedy in two-player games, seats rotated, and the mean score
of each level in the solo modes. The goal: strong wins at least 65% against
greedy in every two-player game and scores clearly higher than greedy alone.

    python bench/bots.py [--games N] [--solo-games N] [--budget-ms N] [--only GAME] [--quick]

Every figure comes from `main.py simulate` (commands.simulate) with fixed seeds.
--quick (a few seconds; .ci/run runs it so that this never rots): two games
a game, one solo game a level, 5 ms a move, and the frame times for a moment.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from games import GAMES  # noqa: E402
from games.commands import simulate  # noqa: E402

SOLO = ("limes", "cartographers")


def duel(game_id: str, games: int, budget_ms: int) -> dict:
    result = simulate(game_id, games, players=2, seed=1, bot="strong,greedy", rotate=True, budget_ms=budget_ms)
    strong = result["levels"]["strong"]
    return {"game": game_id, "games": games, "strong_wins": strong["wins"],
            "strong_share": round(strong["wins"] / games, 3),
            "strong_mean": strong["mean_score"], "greedy_mean": result["levels"]["greedy"]["mean_score"],
            "seconds_per_move": strong["seconds_per_move"]}


def solo(game_id: str, games: int, budget_ms: int) -> dict:
    means = {}
    for level in ("random", "greedy", "strong"):
        result = simulate(game_id, games, players=1, seed=1, bot=level, budget_ms=budget_ms)
        means[level] = result["levels"][level]["mean_score"]
    return {"game": game_id, "games": games, **{f"{k}_mean": v for k, v in means.items()}}


def frames_while_thinking(game_id: str, seconds: float = 2.0, budget_ms: int | None = None) -> dict:
    """The window's frame times while a strong computer thinks in its thread
    (the goal: none over 50 ms)."""
    import os
    import tempfile
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SPIELTISCH_HOME", tempfile.mkdtemp(prefix="spieltisch-bench-"))
    import pygame

    from gui.app import App
    app = App((1280, 800), {"language": "en"})
    scene = app.start_game(game_id, ["Bot", "Strong"], ["greedy", "strong"], 3, {})
    if budget_ms is not None:
        from games.core.search import Budget
        scene.bots.budget = Budget(seconds=budget_ms / 1000)
    times, thinking = [], 0.0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        began = time.perf_counter()
        app.frame(1 / 60)
        pygame.display.flip()
        spent = time.perf_counter() - began
        if scene.bots.thinking:
            times.append(spent)
            thinking += spent
        time.sleep(max(0.0, 1 / 60 - spent))
    pygame.quit()
    times.sort()
    return {"game": game_id, "frames": len(times), "max_ms": round(1000 * times[-1], 1) if times else 0.0,
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 1) if times else 0.0}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="two-player games per game (seats rotated)")
    parser.add_argument("--solo-games", type=int, default=50, help="solo games per level")
    parser.add_argument("--budget-ms", type=int, default=1000, help="the strong level's time a move")
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    parser.add_argument("--frames", action="store_true", help="only the frame times while the strong level thinks")
    parser.add_argument("--quick", action="store_true", help="every measure, tiny (a few seconds)")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.solo_games, args.budget_ms = 2, 1, 5
    started = time.perf_counter()
    if args.frames or args.quick:
        for game_id in sorted(GAMES):
            if not args.only or game_id == args.only:
                print(frames_while_thinking(game_id, *((0.2, 5) if args.quick else ())), flush=True)
        if args.frames:
            return 0
    print(f"strong against greedy, 2 players, {args.games} games, {args.budget_ms} ms a move")
    print(f"{'game':15} {'strong wins':>12} {'share':>7} {'strong':>8} {'greedy':>8} {'s/move':>7}")
    for game_id in sorted(GAMES):
        if args.only and game_id != args.only or "strong" not in GAMES[game_id].bots:
            continue
        r = duel(game_id, args.games, args.budget_ms)
        print(f"{game_id:15} {r['strong_wins']:12.1f} {r['strong_share']:7.1%} {r['strong_mean']:8.1f} "
              f"{r['greedy_mean']:8.1f} {r['seconds_per_move']:7.3f}", flush=True)
    print(f"\nsolo, {args.solo_games} games per level: mean score")
    print(f"{'game':15} {'random':>8} {'greedy':>8} {'strong':>8}")
    for game_id in SOLO:
        if args.only and game_id != args.only or "strong" not in GAMES[game_id].bots:
            continue
        r = solo(game_id, args.solo_games, args.budget_ms)
        print(f"{game_id:15} {r['random_mean']:8.1f} {r['greedy_mean']:8.1f} {r['strong_mean']:8.1f}", flush=True)
    print(f"\n{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
