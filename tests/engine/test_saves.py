"""The game record and its file: round trip, atomic writes, and every kind of
broken file refused with file, line and reason, and left in place."""
import collections
import json

import pytest

import games
from games.core import DataError, saves, slots

from tests import fake_game


@pytest.fixture(autouse=True)
def pile_registered(monkeypatch):
    # the registry is read-only: the fake game goes in front of it
    monkeypatch.setattr(games, "GAMES", collections.ChainMap({"pile": fake_game.GAME}, games.GAMES))


def played(*counts, players=("Anna", "Ben"), pile=7):
    state = fake_game.GAME.new_game(list(players), seed=5, options={"pile": pile})
    for count in counts:
        state.apply(state.actors()[0], fake_game.Take(count))
    return state


def test_each_game_has_its_slot_in_the_user_folder(user_home):
    first, second = slots.new_id("pile"), slots.new_id("pile")
    assert first != second and first.startswith("pile-")
    assert slots.path_of(first) == user_home / "saves" / f"{first}.json"
    with pytest.raises(ValueError):
        slots.path_of("../outside")


def test_round_trip(user_home):
    state = played(2, 1, 2)
    record = saves.GameRecord.from_state(state, [None, "greedy"], id="pile-1")
    path = saves.save(record, slots.path_of("pile-1"))
    again = saves.load(path)
    assert again == record and again.id == "pile-1" and again.stage is None    # the pile has no stages
    assert again.log == [(0, {"kind": "take", "count": 2}), (1, {"kind": "take", "count": 1}),
                         (0, {"kind": "take", "count": 2})]
    assert (again.game, again.players, again.seats, again.seed, again.options) == \
        ("pile", ["Anna", "Ben"], [None, "greedy"], 5, {"pile": 7})
    assert again.format == saves.FORMAT and again.created and again.updated
    for _ in range(2):  # the first comes from load's replay, the second is fresh
        restored = again.restore()
        assert restored.pile == state.pile == 2 and restored.taken == state.taken
        assert restored.log == state.log and restored.actors() == [1]


def test_created_is_kept_across_saves(tmp_path):
    path = tmp_path / "game.json"
    first = saves.GameRecord.from_state(played(1), created="2020-01-01T00:00:00+00:00")
    saves.save(first, path)
    assert saves.load(path).created == "2020-01-01T00:00:00+00:00"


def test_each_log_entry_on_its_own_line(tmp_path):
    path = saves.save(saves.GameRecord.from_state(played(1, 2, 1)), tmp_path / "g.json")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert sum('"kind": "take"' in line for line in lines) == 3
    json.loads(path.read_text(encoding="utf-8"))


def test_atomic_write_leaves_no_temp_file(tmp_path):
    path = tmp_path / "saves" / "current.json"
    for counts in ((1,), (1, 2)):
        saves.save(saves.GameRecord.from_state(played(*counts)), path)
    assert [p.name for p in path.parent.iterdir()] == ["current.json"]
    assert len(saves.load(path).log) == 2


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "current.json"
    saves.save(saves.GameRecord.from_state(played(1)), path)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, "replace", broken_replace)
    with pytest.raises(OSError):
        saves.save(saves.GameRecord.from_state(played(1, 1)), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]


def test_clear(tmp_path):
    path = saves.save(saves.GameRecord.from_state(played()), tmp_path / "c.json")
    saves.clear(path)
    assert not path.exists()
    saves.clear(path)  # nothing there: no error


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


def refused(path, *words, line=None):
    before = path.read_bytes()
    with pytest.raises(DataError) as caught:
        saves.load(path)
    error = caught.value
    assert error.path == str(path)
    if line is not None:
        assert error.line == line and str(error).startswith(f"{path}:{line}: ")
    for word in words:
        assert word in error.problem
    assert "\n" not in str(error)
    assert path.read_bytes() == before  # a broken save is never deleted or changed
    return error


def test_missing_file(tmp_path):
    with pytest.raises(DataError, match="file not found"):
        saves.load(tmp_path / "nothing.json")


def test_broken_json_names_the_line(tmp_path):
    good = saves.save(saves.GameRecord.from_state(played(1, 2)), tmp_path / "g.json")
    lines = good.read_text(encoding="utf-8").splitlines()
    lines[3] = lines[3].rstrip(",")  # drop a comma: line 5 is where JSON notices
    refused(write(good, "\n".join(lines)), "not valid JSON", line=5)


def test_foreign_json_file(tmp_path):
    refused(write(tmp_path / "package.json", '{"name": "x", "version": "1.0"}'),
            "not a Spieltisch save file")
    refused(write(tmp_path / "list.json", "[1, 2, 3]"), "not a Spieltisch save file")


def record_data(**changes):
    data = saves.GameRecord.from_state(played(1, 2), [None, "random"]).to_dict()
    data.update(changes)
    return data


def test_wrong_format_version(tmp_path):
    path = write(tmp_path / "g.json", json.dumps(record_data(format=99), indent=2))
    refused(path, "format 99 is from a newer Spieltisch", "reads 1 to 2", line=3)
    refused(write(path, json.dumps(record_data(format="x"), indent=2)), "format 'x' is not supported")


def test_unknown_game(tmp_path):
    path = write(tmp_path / "g.json", json.dumps(record_data(game="chess"), indent=2))
    refused(path, "unknown game 'chess'", line=5)   # kind, format, id, game


@pytest.mark.parametrize("changes, words", [
    ({"players": ["A", "B", "C", "D"]}, ["players"]),
    ({"seats": [None]}, ["1 seats for 2 players"]),
    ({"seats": [None, "genius"]}, ["unknown bot level 'genius'"]),
    ({"seed": "x"}, ["'seed' must be an integer"]),
    ({"log": [[0, {"kind": "take", "count": 1}], [7, {"kind": "take", "count": 1}]]},
     ["log entry 2", "no player 7"]),
    ({"log": [[0, "take"]]}, ["log entry 1 must be [player, action]"]),
    ({"log": [[0, {"kind": "jump"}]]}, ["log entry 1 cannot be replayed", "unknown action kind"]),
    ({"options": {"pile": -1}}, ["cannot be set up", "pile must be a positive integer"]),
])
def test_bad_fields(tmp_path, changes, words):
    refused(write(tmp_path / "g.json", json.dumps(record_data(**changes), indent=2)), *words)


def test_illegal_logged_action_names_the_entry(tmp_path):
    record = saves.GameRecord.from_state(played(1, 2, 2))
    record.log[1] = (1, {"kind": "take", "count": 3})  # the rules allow 1 or 2
    path = saves.save(record, tmp_path / "g.json")
    line = next(n for n, text in enumerate(path.read_text().splitlines(), 1) if '"count": 3' in text)
    error = refused(path, "log entry 2 is not a legal action", line=line)
    assert error.problem.endswith(fake_game.Violation("take.too_many", {"count": 3}).text())

    record.log[1] = (0, {"kind": "take", "count": 1})  # out of turn
    refused(saves.save(record, path), "log entry 2 is not a legal action")


def test_restore_of_an_edited_record_replays_again(tmp_path):
    path = saves.save(saves.GameRecord.from_state(played(1)), tmp_path / "g.json")
    record = saves.load(path)
    record.log.append((1, {"kind": "take", "count": 2}))
    assert record.restore().pile == 4
    record.log.append((1, {"kind": "take", "count": 2}))  # out of turn
    with pytest.raises(DataError, match="log entry 3 is not a legal action"):
        record.restore(path)


def limes_game(actions=12):
    import random
    limes = games.GAMES["limes"]
    state = limes.new_game(["Anna", "Ben"], seed=11)
    rng = random.Random(4)
    for _ in range(actions):
        player = state.actors()[0]
        state.apply(player, limes.bots["random"](state, player, rng))
    return state


def test_limes_round_trip(tmp_path):
    state = limes_game()
    path = saves.save(saves.GameRecord.from_state(state, [None, "greedy"]), tmp_path / "l.json")
    restored = saves.load(path).restore()
    assert restored.log == state.log
    assert restored.actors() == state.actors() and restored.phase == state.phase
    assert [s.total for s in restored.score_sheets()] == [s.total for s in state.score_sheets()]
    assert list(restored.legal_actions(restored.actors()[0])) == \
        list(state.legal_actions(state.actors()[0]))


def test_limes_illegal_entry_gives_the_rule(tmp_path):
    record = saves.GameRecord.from_state(limes_game(9))   # 3 actions a turn: place, worker, End turn
    # Anna's second card, moved away from her first: it no longer shares an edge.
    place = [i for i, (p, a) in enumerate(record.log) if p == 0 and a["kind"] == "place_card"][1]
    player, action = record.log[place]
    record.log[place] = (player, dict(action, row=action["row"] + 3, col=action["col"] + 3))
    path = saves.save(record, tmp_path / "l.json")
    lines = path.read_text(encoding="utf-8").splitlines()
    line = 1 + next(n for n, text in enumerate(lines) if f'"row": {action["row"] + 3}' in text)
    error = refused(path, f"log entry {place + 1} is not a legal action", "edge", line=line)
    assert error.problem.count(":") == 1  # "log entry N is not a legal action: <sentence>"


# --- files no save should be: too deep, too large, half written ---------------------------------

from games.core import loader  # noqa: E402


def deep_save(tmp_path, inner: str, name="g.json"):
    """A good save with one more top-level entry, "notes": `inner` (JSON text)."""
    text = saves.save(saves.GameRecord.from_state(played(1)), tmp_path / name).read_text(encoding="utf-8")
    assert '\n  "seed": 5,\n' in text
    return write(tmp_path / name, text.replace('\n  "seed": 5,\n', '\n  "seed": 5,\n  "notes": ' + inner + ",\n"))


def options_line(path) -> int:
    return next(n for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if '"notes"' in text)


@pytest.mark.parametrize("inner", ["[" * 100_000 + "]" * 100_000,
                                   "[" * 100_000,                       # never closed
                                   '{"a": ' * 2000 + "1" + "}" * 2000],
                         ids=["lists", "never closed", "mappings"])
def test_a_save_nested_very_deep_is_refused_with_its_line(tmp_path, inner):
    path = deep_save(tmp_path, inner)
    refused(path, f"nested more than {loader.MAX_DEPTH} deep", line=options_line(path))


def test_an_action_nested_900_deep_is_refused(tmp_path):
    record = saves.GameRecord.from_state(played(1))
    value = 1
    for _ in range(900):
        value = {"x": value}
    record.log.append((1, {"kind": "take", "count": value}))
    path = saves.save(record, tmp_path / "g.json")
    lines = path.read_text(encoding="utf-8").splitlines()
    refused(path, "nested more than", line=next(n for n, t in enumerate(lines, 1) if '"x"' in t))


def test_a_save_as_deep_as_the_limit_loads(tmp_path):
    depth = loader.MAX_DEPTH - 1  # the file's mapping, then this value
    path = deep_save(tmp_path, "[" * depth + "]" * depth)
    assert saves.load(path).options["pile"] == 7
    path = deep_save(tmp_path, "[" * (depth + 1) + "]" * (depth + 1))
    refused(path, "nested more than", line=options_line(path))


def test_a_save_larger_than_the_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    with open(path, "wb") as out:  # sparse
        out.truncate(loader.MAX_FILE_BYTES + 1)
    monkeypatch.setattr(json, "loads", lambda *a, **k: pytest.fail("must not be parsed"))
    error = refused(path, "larger than", "refused")
    assert error.line is None


def test_a_save_is_parsed_once_as_json_and_never_as_yaml(tmp_path, monkeypatch):
    """A 12.8 MB save took 42 s: it was parsed a second time as YAML to find a
    line. Now json reads it once; an error's line comes from the text."""
    import yaml

    from games.core.i18n import texts_for
    texts_for("en")   # the refusal's sentence comes from the texts, which are YAML: read before
    record = saves.GameRecord.from_state(played(1, 2, 2, 2))  # the pile of 7 is empty
    record.log.append((0, {"kind": "take", "count": 1}))      # entry 5: nothing left to take
    path = saves.save(record, tmp_path / "g.json")
    calls = []
    real = json.loads
    monkeypatch.setattr(json, "loads", lambda *a, **k: calls.append(1) or real(*a, **k))
    for name in ("compose", "parse", "load", "safe_load"):
        monkeypatch.setattr(yaml, name, lambda *a, **k: pytest.fail("a save is not YAML"))
    lines = path.read_text(encoding="utf-8").splitlines()
    entry = [n for n, text in enumerate(lines, 1) if '"count"' in text][4]
    refused(path, "log entry 5 is not a legal action", line=entry)
    assert calls == [1]
    calls.clear()
    record.log = record.log[:4]
    saves.save(record, path)
    assert saves.load(path).log == record.log and calls == [1]


def test_lines_of_keys_and_entries_in_any_layout(tmp_path):
    data = record_data(seed="x")
    compact = write(tmp_path / "a.json", json.dumps(data))
    refused(compact, "'seed' must be an integer", line=1)
    spread = json.dumps(data, indent=1).replace('"seed"', '\n\n"seed"')
    line = spread[:spread.index('"seed"')].count("\n") + 1
    refused(write(tmp_path / "b.json", spread), "'seed' must be an integer", line=line)


def test_a_number_too_long_for_python_is_a_data_error(tmp_path):
    text = json.dumps(record_data()).replace('"seed": 5', '"seed": ' + "9" * 5000)
    refused(write(tmp_path / "g.json", text), "not valid JSON")


def stale(path):
    """A temp file as an interrupted write leaves it, older than any write takes."""
    import os
    import time
    path.write_text('{"half": ', encoding="utf-8")
    old = time.time() - saves.STALE_SECONDS - 5
    os.utime(path, (old, old))
    return path


def test_temp_files_of_interrupted_writes_are_removed_when_the_folder_is_next_used(tmp_path):
    folder = tmp_path / "saves"
    path = saves.save(saves.GameRecord.from_state(played(1)), folder / "current.json")
    left = [stale(folder / ".current.json.k2j4_x9q.tmp"), stale(folder / ".settings.yaml.abcdefgh.tmp")]
    fresh = folder / ".current.json.zzzzzzzz.tmp"
    fresh.write_text("{", encoding="utf-8")  # a write under way right now: kept
    other = [stale(folder / "notes.tmp"), stale(folder / ".hidden.tmp"), stale(folder / "game.json.tmp")]
    saves.load(path)
    assert not any(p.exists() for p in left)
    assert fresh.exists() and all(p.exists() for p in other) and path.exists()
    again = stale(folder / ".current.json.a1b2c3d4.tmp")
    saves.save(saves.GameRecord.from_state(played(1, 1)), path)
    assert not again.exists()
    once_more = stale(folder / ".current.json.a1b2c3d5.tmp")
    saves.clear(path)
    assert not once_more.exists()


def test_the_window_starts_with_a_deep_save_and_keeps_it(tmp_path, user_home):
    from gui.scenes import store
    path = slots.saves_dir() / "pile-deep.json"
    path.parent.mkdir(parents=True)
    deep_save(path.parent, "[" * 100_000 + "]" * 100_000, name=path.name)
    before = path.read_bytes()
    [kept] = store.listing()
    assert kept.slot == "pile-deep" and "nested" in kept.problem
    record, problem = store.load("pile-deep")
    assert record is None and problem.startswith(f"{path}:{options_line(path)}: ")
    assert "nested" in problem
    assert path.read_bytes() == before


def test_the_window_starts_whatever_the_loader_did_not_foresee(monkeypatch, user_home):
    from gui.scenes import store
    path = saves.save(saves.GameRecord.from_state(played(1), id="pile-x"), slots.path_of("pile-x"))

    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")
    monkeypatch.setattr(saves, "load", broken)
    record, problem = store.load("pile-x")
    assert record is None and "RecursionError" in problem and "\n" not in problem
    assert path.exists()


def test_the_window_clears_leftover_temp_files_even_with_no_save(user_home):
    from gui.scenes import store
    folder = slots.saves_dir()
    folder.mkdir(parents=True)
    left = stale(folder / ".current.json.q1w2e3r4.tmp")
    assert store.listing() == []
    assert not left.exists()
