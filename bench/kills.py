"""Kills around the end of games (measured and checked, not a timed test):
real window processes (headless) are killed with SIGKILL at random moments
while they play the last moves of a game, save it, write its history line
and remove its save; after each kill the program is started again, as a
player would. Every round checks that nothing was lost and nothing counted
twice:

- every game finished is in the history exactly once, and none stays in
  `saves/` (a save of an ended game, or of a game the history holds);
- a game not finished is still in `saves/`, to be continued;
- the records are what replaying each history line gives.

    python bench/kills.py [--rounds N] [--quick]

A round resumes a game of computers a few moves before its end (its save
written first, as the window writes it) and kills it either at its N-th
file operation (os.replace, os.fsync, os.unlink: the moments a kill can
hurt) or after a random delay. --quick (a few seconds; .ci/run runs it):
12 rounds. Exit code 1 if any round breaks a rule.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = """
import os, signal, sys
sys.path.insert(0, {root!r})
slot, kill_at = sys.argv[1], int(sys.argv[2])
calls = [0]

def counted(real):
    def call(*args, **kwargs):
        calls[0] += 1
        if calls[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(*args, **kwargs)
    return call

for name in ("replace", "fsync", "unlink"):
    setattr(os, name, counted(getattr(os, name)))
from games import GAMES
from gui.app import App
from gui.scenes import store

shown = App.show_results
def results(self, *args, **kwargs):   # the results are the end of the run
    shown(self, *args, **kwargs)
    self.running = False
App.show_results = results
app = App((1024, 640), {{"language": "en"}})
record, problem = store.load(slot)
scene = app.open_game(GAMES[record.game], record.restore(), record.seats,
                      {{"created": record.created, "slot": slot}}, resumed=True)
scene.bots.pace = 0
sys.exit(app.run())
"""

GAMES_TO_END = (("limes", 2), ("majesty", 2), ("rome", 2), ("cartographers", 1), ("cartographers", 3))


def environment(home: Path) -> dict:
    return {**os.environ, "SPIELTISCH_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def near_the_end(rng: random.Random, home: Path) -> tuple[str, int]:
    """A game of computers a few moves before its end, saved in `home`; (its slot, moves left)."""
    from games import GAMES
    from games.core import saves, slots
    game_id, count = rng.choice(GAMES_TO_END)
    game = GAMES[game_id]
    state = game.new_game([f"P{i + 1}" for i in range(count)], rng.randrange(10_000))
    bot, moves = game.bots["random"], random.Random(rng.random())
    log = []
    while not state.is_over():
        player = state.actors()[0]
        state.apply(player, bot(state.view(player), player, moves))
        log.append(state.log[-1])
    left = rng.randint(1, 4)
    before = game.replay(state.players, state.seed, state.options, state.log[:-left])
    slot = slots.new_id(game_id, rng)
    record = saves.GameRecord.from_state(before, ["random"] * count, id=slot)
    saves.save(record, home / "saves" / f"{slot}.json")
    return slot, left


def one_round(rng: random.Random, home: Path) -> tuple[str, str]:
    """Resume a game near its end, kill it, start again; (slot, how it was
    killed: "" where it ended before the kill came)."""
    os.environ["SPIELTISCH_HOME"] = str(home)
    slot, _left = near_the_end(rng, home)
    env = environment(home)
    code = CHILD.format(root=str(ROOT))
    how = rng.random()
    if how < 0.7:      # at a file operation: where a kill can do harm
        kill_at = rng.randint(1, 24)
        done = subprocess.run([sys.executable, "-c", code, slot, str(kill_at)], env=env, capture_output=True,
                              timeout=120)
        killed = f"at file operation {kill_at}" if done.returncode == -9 else ""
    else:              # at a random moment
        child = subprocess.Popen([sys.executable, "-c", code, slot, "0"], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        delay = rng.uniform(0.05, 0.6)
        time.sleep(delay)
        child.kill()
        killed = f"after {delay:.2f} s" if child.wait(timeout=120) == -9 else ""
    # started again, as a player would: the launcher's first frame
    subprocess.run([sys.executable, str(ROOT / "main.py"), "--exit-after-frames", "1"], env=env,
                   capture_output=True, timeout=120, check=True)
    return slot, killed


def broken_rules(home: Path, slots_seen: list[str]) -> list[str]:
    """What is wrong with `home` now (nothing: [])."""
    from games import GAMES
    from games.core import history, records, saves
    problems = []
    entries, unread = history.read(path=home / "history.jsonl")
    if unread:
        problems.append(f"history: {unread}")
    ids = [e.get("id") for e in entries]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        problems.append(f"in the history twice: {twice}")
    for path in sorted((home / "saves").glob("*.json")):
        data, _lines = saves.parse(path)
        if data.get("over") is True:
            problems.append(f"an ended game stays in saves/: {path.name}")
        if data.get("id") in ids:
            problems.append(f"a game of the history stays in saves/: {path.name}")
    kept = {path.stem for path in (home / "saves").glob("*.json")}
    for slot in slots_seen:
        if slot not in ids and slot not in kept:
            problems.append(f"lost: {slot} is neither in the history nor in saves/")
    replayed = []
    for entry in entries:
        state = GAMES[entry["game"]].replay(entry["players"], entry["seed"], entry["options"], entry["log"])
        scores = [sheet.total for sheet in state.score_sheets()]
        if not state.is_over() or scores != entry["scores"]:
            problems.append(f"{entry['id']}: the history says {entry['scores']}, its replay {scores}")
        replayed.append({**entry, "scores": scores, "winners": state.winners()})
    for game_id in GAMES:
        if records.records_of(game_id, entries) != records.records_of(game_id, replayed):
            problems.append(f"{game_id}: the records differ from the replayed history")
    return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="12 rounds (a few seconds)")
    args = parser.parse_args(argv)
    rounds = 12 if args.quick else args.rounds
    rng = random.Random(args.seed)
    home = Path(tempfile.mkdtemp(prefix="spieltisch-kills-"))
    (home / "saves").mkdir()
    started, seen, failures, kills = time.perf_counter(), [], [], 0
    for number in range(1, rounds + 1):
        slot, killed = one_round(rng, home)
        seen.append(slot)
        kills += bool(killed)
        problems = broken_rules(home, seen)
        if problems:
            failures.append({"round": number, "killed": killed, "problems": problems})
            print(f"round {number} (killed {killed}): {problems}", flush=True)
    from games.core import history
    entries = history.finished(path=home / "history.jsonl")
    report = {"rounds": rounds, "killed": kills, "games finished": len(entries),
              "games still in progress": len(list((home / "saves").glob("*.json"))),
              "rounds breaking a rule": len(failures), "seconds": round(time.perf_counter() - started, 1)}
    print(json.dumps(report, indent=2))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
