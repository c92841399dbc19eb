"""Speed, measured (never asserted in tests): start-up against a bare
pygame-ce window, time to the first frame, frame times of the play scene,
simulated actions per second, a frame at 1920x1080 while a piece travels,
what saving costs the window, idle CPU and memory, and memory after many resizes.

    python bench/run.py [--frames N] [--games N] [--resizes N] [--quick]

--quick (a few seconds; .ci/run runs it so that this never rots): every
measure once, small.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SPIELTISCH_HOME", tempfile.mkdtemp(prefix="spieltisch-bench-"))


BARE_WINDOW = ("import os; os.environ.setdefault('PYGAME_HIDE_SUPPORT_PROMPT', '1'); import pygame\n"
               "pygame.display.init(); pygame.font.init(); screen = pygame.display.set_mode((1280, 800))\n"
               "screen.fill((30, 34, 40)); pygame.display.flip(); pygame.quit()")


def startup(runs: int = 7) -> dict:
    """Seconds from starting the process to its exit: `main.py --exit-after-frames 1`
    (the launcher's first frame) against a bare pygame-ce window of the same
    size, started by turns; the medians and their ratio. Both start as on a
    player's machine: after one start that wrote the bytecode (an installer
    compiles it) and the parsed texts kept in the cache folder."""
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    environment["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="spieltisch-bench-pyc-")
    ours, bare = [], []
    for turn in range(runs + 1):
        for command, times in (([str(ROOT / "main.py"), "--exit-after-frames", "1", "--window", "1280x800"], ours),
                               (["-c", BARE_WINDOW], bare)):
            started = time.perf_counter()
            subprocess.run([sys.executable, *command], cwd=ROOT, env=environment, check=True,
                           capture_output=True, timeout=60)
            if turn:  # the first is the warm-up
                times.append(time.perf_counter() - started)
    ours_s, bare_s = statistics.median(ours), statistics.median(bare)
    return {"runs": runs, "launcher_seconds": round(ours_s, 3), "bare_window_seconds": round(bare_s, 3),
            "ratio": round(ours_s / bare_s, 2)}


def first_frame() -> dict:
    """Seconds from starting `python main.py` to the first frame drawn, and the whole run."""
    code = ("import time, sys; t0 = time.perf_counter(); sys.argv = ['main.py', '--exit-after-frames', '1'];"
            "import gui.app as a; orig = a.App.frame\n"
            "def frame(self, dt):\n"
            "    orig(self, dt)\n"
            "    print('FIRST', time.perf_counter() - t0, flush=True)\n"
            "a.App.frame = frame\n"
            "import runpy; runpy.run_path('main.py', run_name='__main__')")
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    total = time.perf_counter() - started
    first = next(float(line.split()[1]) for line in out.stdout.splitlines() if line.startswith("FIRST"))
    return {"first_frame_seconds_in_process": round(first, 3), "process_start_to_exit_seconds": round(total, 3)}


def frame_times(game_id: str, frames: int, size=(1280, 800), players: int = 2) -> dict:
    """Mean and 95th percentile of a play scene's update+draw+flip, mid-game, pointer moving."""
    import pygame
    from gui.app import App

    app = App(size, {"language": "en"})
    names = [f"P{i}" for i in range(players)]
    scene = app.start_game(game_id, names, [None] * players, 7, {})
    rng = random.Random(7)
    state = scene.state
    for _ in range(len(list(state.log)) + 40):  # half a game of random moves
        if state.is_over() or len(state.log) >= 32:
            break
        player = state.actors()[0]
        state.apply(player, rng.choice(list(state.legal_actions(player))))
    scene.view.on_action(None)
    while app.scene is not scene:   # a season summary or a curtain the moves brought up
        app.pop()
    times = []
    for i in range(frames):
        pos = (200 + (i * 7) % 500, 250 + (i * 11) % 400)
        t0 = time.perf_counter()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        times.append(time.perf_counter() - t0)
    pygame.quit()
    times.sort()
    return {"frames": frames, "window": f"{size[0]}x{size[1]}",
            "mean_ms": round(statistics.mean(times) * 1000, 3),
            "p95_ms": round(times[int(len(times) * 0.95) - 1] * 1000, 3)}


def motion_frames(frames: int, size=(1920, 1080)) -> dict:
    """Mean and 95th percentile of a Majesty frame while the computer's card
    travels from the row to its count (gui/recent.py), restarted as it lands."""
    import pygame
    from gui.app import App

    app = App(size, {"language": "en", "motion": True})
    scene = app.start_game("majesty", ["Anna", "Kai"], [None, "greedy"], 7, {})
    state = scene.state
    scene.commit(next(iter(state.legal_actions(0))))
    scene.end_turn()
    app.frame(0)   # the side panel drawn: where Kai's counts are
    scene.bots.pace = 0
    while not any(who == 1 for who, _a in state.log):
        scene.update(0)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
    flight = list(scene.recent.flights[0]) if scene.recent.flights else None
    times = []
    for _ in range(frames if flight else 0):
        if not scene.recent.flights:
            scene.recent.flights.append(list(flight))
        t0 = time.perf_counter()
        app.frame(1 / 60)
        times.append(time.perf_counter() - t0)
    pygame.quit()
    if not times:
        return {"frames": 0, "note": "no card travelled"}
    times.sort()
    return {"frames": frames, "window": f"{size[0]}x{size[1]}",
            "mean_ms": round(statistics.mean(times) * 1000, 3),
            "p95_ms": round(times[int(len(times) * 0.95) - 1] * 1000, 3)}


def simulate(game_id: str, games: int, players: int | None = None) -> dict:
    from games.commands import simulate as run
    result = run(game_id, games, players=players, seed=1, bot="random")
    return {k: result[k] for k in ("games", "players", "seconds_per_game", "actions_per_second")}


def cartographers_placements(calls: int = 20000) -> dict:
    """Legal placements of a pentomino (all 8 orientations of the N) on a half-filled
    side-A map, by bitmask: calls and placements enumerated per second."""
    from games.cartographers import load_data, placements
    from games.core.shape import Shape

    side = load_data().maps["A"]
    rng = random.Random(7)
    filled = side.mountain_mask
    for i in range(121):
        if rng.random() < 0.5:
            filled |= 1 << i
    shape = Shape([(0, 2), (0, 3), (1, 0), (1, 1), (1, 2)])
    found = len(placements(filled, shape))
    t0 = time.perf_counter()
    for _ in range(calls):
        placements(filled, shape)
    seconds = time.perf_counter() - t0
    return {"legal_placements_per_call": found, "ms_per_call": round(seconds / calls * 1000, 4),
            "calls_per_second": round(calls / seconds), "placements_per_second": round(found * calls / seconds)}


def cartographers_solo(games: int) -> dict:
    """Whole random solo games (simulate cartographers --players 1 --bot random)."""
    result = simulate("cartographers", games, players=1)
    result["games_per_second"] = round(1 / result["seconds_per_game"], 1)
    return result


def saving(actions: int = 300) -> dict:
    """What saving a long game costs the window's thread per action (the record
    rendered and handed to the writer thread) against the write itself
    (atomic, fsynced), on a Cartographers game of four bots."""
    from games import GAMES
    from games.core import saves, slots
    game = GAMES["cartographers"]
    state, rng = game.new_game(["A", "B", "C", "D"], 3), random.Random(3)
    writer, slot = slots.Writer(), slots.new_id("cartographers")
    handed, written = [], []
    for _ in range(actions):
        if state.is_over():
            break
        p = state.actors()[0]
        state.apply(p, game.bots["random"](state.view(p), p, rng))
        began = time.perf_counter()
        writer.put(saves.GameRecord.from_state(state, id=slot))
        handed.append(time.perf_counter() - began)
        writer.flush()
        began = time.perf_counter()
        saves.save(saves.GameRecord.from_state(state, id=slot), slots.path_of(slot))
        written.append(time.perf_counter() - began)
    return {"actions": len(handed), "ui_thread_ms_mean": round(1000 * statistics.mean(handed), 2),
            "ui_thread_ms_max": round(1000 * max(handed), 2),
            "write_ms_mean": round(1000 * statistics.mean(written), 2),
            "write_ms_max": round(1000 * max(written), 2)}


IDLE_WINDOWS = {"launcher": [], "play": ["play", "majesty", "--players", "Ann,Ben"]}


def idle_window(seconds: float = 3.0, settle: float = 3.0) -> dict:
    """CPU seconds used by an open window while nothing happens, and its memory:
    the launcher, and a Majesty game between two people once its first
    messages have gone (no computer to move, nothing travelling or counting)."""
    report = {}
    for name, arguments in IDLE_WINDOWS.items():
        proc = subprocess.Popen([sys.executable, "main.py", *arguments], cwd=ROOT, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        try:
            time.sleep(settle)
            before = _cpu(proc.pid)
            time.sleep(seconds)
            after = _cpu(proc.pid)
            rss = _rss_mb(proc.pid)
        finally:
            proc.kill()
            proc.wait()
        report[name] = {"idle_cpu_seconds": round(after - before, 3), "over_seconds": seconds, "resident_mb": rss}
    return report


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid) -> float:
    """Resident memory (VmRSS) of process `pid` ("self": this one), in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return round(int(line.split()[1]) / 1024, 1)
    return 0.0


RESIZE_SCENES = ("launcher", "limes", "majesty", "rome", "cartographers", "rules")


def resize_memory(resizes: int) -> dict:
    """Resident memory (VmRSS) of a window resized `resizes` times to random
    sizes from the smallest window to 2560x1440, a frame drawn after each,
    through the launcher, each game (four seats where it may) and the rules
    by turns: the caches of drawn text and art must stay bounded. Run in a
    process of its own, so that nothing else measured here counts."""
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--resize-child", str(resizes)],
                         cwd=ROOT, capture_output=True, text=True, timeout=1800, check=True)
    return json.loads(out.stdout)


def _resize_child(resizes: int) -> dict:
    import pygame
    from gui import theme
    from gui.app import App
    from gui.engine import GAMES

    app = App(theme.BASE_SIZE, {"language": "en"})
    rng = random.Random(7)
    per_scene = max(1, resizes // len(RESIZE_SCENES))

    def show(which: str) -> None:
        app.show_launcher()
        if which == "rules":
            app.open_rules("rome")
        elif which != "launcher":
            seats = min(4, GAMES[which].screen_players[1])
            app.start_game(which, [f"P{i}" for i in range(seats)], [None] * seats, 7, {})
        app.frame(0)

    for which in RESIZE_SCENES:   # every scene once at the first size: what each needs anyway
        show(which)
    first = _rss_mb("self")
    started = time.perf_counter()
    for i in range(resizes):
        if i % per_scene == 0:
            show(RESIZE_SCENES[(i // per_scene) % len(RESIZE_SCENES)])
        size = (rng.randint(theme.MIN_SIZE[0], 2560), rng.randint(theme.MIN_SIZE[1], 1440))
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.frame(1 / 60)
    seconds = time.perf_counter() - started
    last = _rss_mb("self")
    pygame.quit()
    return {"resizes": resizes, "resident_mb_before": first, "resident_mb_after": last,
            "seconds": round(seconds, 1)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--resizes", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="every measure once, small (a few seconds)")
    parser.add_argument("--resize-child", type=int, help=argparse.SUPPRESS)   # resize_memory's own process
    args = parser.parse_args(argv)
    if args.resize_child is not None:
        print(json.dumps(_resize_child(args.resize_child)))
        return 0
    frames, games = (10, 2) if args.quick else (args.frames, args.games)
    report = {"startup": startup(1 if args.quick else 7),
              "first_frame": first_frame(),
              "limes_play_scene": frame_times("limes", frames),
              "simulate_limes": simulate("limes", games),
              "cartographers_play_scene_4p": frame_times("cartographers", frames, players=4),
              "majesty_motion_1920x1080": motion_frames(frames),
              "cartographers_placements": cartographers_placements(200 if args.quick else 20000),
              "simulate_cartographers_solo": cartographers_solo(games),
              "saving": saving(10 if args.quick else 300)}
    if Path("/proc/self/stat").exists():
        report["idle"] = idle_window(*((0.5, 1.5) if args.quick else (3.0, 3.0)))
        report["resize_memory"] = resize_memory(100 if args.quick else args.resizes)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
