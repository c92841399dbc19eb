"""Every game in progress kept in its own slot, written in a thread; a kill
during a write leaves a loadable file; the first versions' save still loads."""
import json
import random
import subprocess
import sys
import textwrap
import time

from games import GAMES
from games.core import saves, slots

LIMES = GAMES["limes"]


def limes_state(actions: int, seed: int = 11):
    state = LIMES.new_game(["Anna", "Ben"], seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        player = state.actors()[0]
        state.apply(player, LIMES.bots["random"](state, player, rng))
    return state


def test_the_writer_keeps_each_slot_and_writes_only_the_newest(user_home):
    writer = slots.Writer()
    first, second = slots.new_id("limes"), slots.new_id("limes")
    for n in (2, 4, 6):
        writer.put(saves.GameRecord.from_state(limes_state(n), id=first))
    writer.put(saves.GameRecord.from_state(limes_state(3, seed=5), id=second))
    assert writer.flush()
    assert len(saves.load(slots.path_of(first)).log) == 6
    assert len(saves.load(slots.path_of(second)).log) == 3
    writer.put(saves.GameRecord.from_state(limes_state(8), id=first))
    writer.delete(first)                    # after the write queued before it
    assert writer.flush() and not slots.path_of(first).exists()
    assert [k.slot for k in slots.listing()] == [second] and writer.errors == []


def test_the_list_shows_game_players_stage_and_a_broken_file_with_its_problem(user_home):
    slot = slots.new_id("limes")
    saves.save(saves.GameRecord.from_state(limes_state(9), [None, "greedy"], id=slot), slots.path_of(slot))
    broken = slots.saves_dir() / "rome-broken.json"
    broken.write_text('{"kind": "spieltisch-save", "format": 2,\n  "game": ', encoding="utf-8")
    listed = {k.slot: k for k in slots.listing()}
    kept = listed[slot]
    assert (kept.game, kept.players, kept.problem) == ("limes", ("Anna", "Ben"), None)
    assert kept.stage == limes_state(9).stage() and kept.stage[0] == "round" and kept.stage[1] > 1
    assert listed["rome-broken"].problem.startswith(f"{broken}:")
    assert broken.exists()                  # listed, never removed unless the player says so


FIRST_VERSION = """{
  "kind": "spieltisch-save",
  "format": 1,
  "game": "limes",
  "players": ["Anna", "Ben"],
  "seats": [null, "greedy"],
  "seed": 11,
  "options": {},
  "created": "2026-11-01T10:00:00+00:00",
  "updated": "2026-11-01T10:20:00+00:00",
  "log": [
%s
  ]
}
"""


def test_a_save_of_the_first_version_is_taken_over_and_loads(user_home):
    state = limes_state(7)
    entries = ",\n".join("    " + json.dumps([p, a]) for p, a in state.log)
    folder = slots.saves_dir()
    folder.mkdir(parents=True)
    (folder / "current.json").write_text(FIRST_VERSION % entries, encoding="utf-8")
    [kept] = slots.listing()
    assert not (folder / "current.json").exists() and kept.path.exists()
    assert kept.game == "limes" and kept.stage is None          # format 1 knew no stage
    record = slots.load(kept.slot)
    assert record.id == kept.slot and record.created == "2026-11-01T10:00:00+00:00"
    assert record.stage == list(state.stage()) == ["round", 2, 16] and record.restore().log == state.log
    saves.save(record, kept.path)                                # written again: this version's format
    again = json.loads(kept.path.read_text(encoding="utf-8"))
    assert again["format"] == saves.FORMAT == 2 and again["id"] == kept.slot and again["stage"] == ["round", 2, 16]


CHILD = textwrap.dedent("""
    import random, sys
    sys.path.insert(0, {root!r})
    from games import GAMES
    from games.core import saves
    game = GAMES["limes"]
    state = game.new_game(["Anna", "Ben"], seed=3)
    rng = random.Random(3)
    print("ready", flush=True)
    while True:
        if state.is_over():
            state = game.new_game(["Anna", "Ben"], seed=3)
        player = state.actors()[0]
        state.apply(player, game.bots["random"](state, player, rng))
        saves.save(saves.GameRecord.from_state(state, id="limes-kill"), {path!r})
""")


def test_a_kill_in_the_middle_of_saving_leaves_a_loadable_file(tmp_path):
    from pathlib import Path
    root = str(Path(__file__).resolve().parents[2])
    path = tmp_path / "limes-kill.json"
    for delay in (0.15, 0.3, 0.45, 0.6):
        child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=root, path=str(path))],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "ready"
        time.sleep(delay)                   # the child writes saves as fast as it can
        child.kill()
        child.wait()
        child.stdout.close()
        record = saves.load(path)           # the old or the new content, never half
        assert record.id == "limes-kill" and record.restore().log == [tuple(e) for e in record.log]
