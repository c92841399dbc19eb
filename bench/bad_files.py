"""How long hostile files take to be refused (measured, never asserted in
tests): an alias bomb, a 10**6-row grid, a file nested 100,000 deep, a long
value that ends in a syntax error, a 12 MB save with an error near its end,
and all the project's data parsed.

    python bench/bad_files.py [--quick]

--quick (a few seconds; .ci/run runs it so that this never rots): the same
files a hundred times smaller.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SPIELTISCH_HOME", tempfile.mkdtemp(prefix="spieltisch-bench-"))

POSITION = "game: limes\nplayers:\n  - name: A\n    workers: []\n"


def files(scale: int) -> dict[str, str]:
    """The hostile position files, `scale` times smaller than the full run's."""
    rows, deep, long = 1_000_000 // scale, 100_000 // scale, 10_000_000 // scale
    return {
        "alias_bomb.yaml": POSITION + "    fields: [F]\n" + "".join(
            f"l{k}: &l{k} [" + ", ".join([f"*l{k - 1}" if k else "F"] * 10) + "]\n" for k in range(9)),
        f"grid_{rows}_rows.yaml": POSITION + "    fields:\n" + '      - "F"\n' * rows,
        f"nested_{deep}.yaml": POSITION + "    fields: " + "[" * deep + "]" * deep + "\n",
        f"long_value_{long}_then_unclosed.yaml": POSITION + "    fields: [F]\nnote: " + "x" * long + "\nmore: [1, 2\n",
    }


def score(path: Path) -> dict:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "score", "limes", str(path)],
                          capture_output=True, text=True, timeout=600)
    return {"seconds": round(time.perf_counter() - started, 3), "exit": done.returncode,
            "message": done.stderr.strip()[len(str(path)):][:90]}


def big_save(folder: Path, extra: int = 400_000) -> Path:
    """A finished Limes game and `extra` more entries (400,000: about 12 MB), refused at entry 97."""
    from games import GAMES
    from games.commands import play_out
    from games.core import saves
    state, _, _ = play_out(GAMES["limes"], ["A", "B"], ["random", "random"], 1, {})
    record = saves.GameRecord.from_state(state, ["random", "random"])
    record.log += [(0, {"kind": "end_turn"})] * extra
    return saves.save(record, folder / "big.json")


def load_save(path: Path) -> dict:
    from games.core import DataError, saves
    started = time.perf_counter()
    try:
        saves.load(path)
        message = "loaded"
    except DataError as error:
        message = error.problem[:90]
    return {"seconds": round(time.perf_counter() - started, 3), "megabytes": round(path.stat().st_size / 1e6, 1),
            "message": message}


def data_parse(repeats: int = 5) -> dict:
    from games.core.loader import parse_yaml
    texts = [(p, p.read_text(encoding="utf-8")) for p in sorted((ROOT / "data").rglob("*.yaml"))]
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        for path, text in texts:
            parse_yaml(text, path)
        best = min(best, time.perf_counter() - started)
    return {"files": len(texts), "seconds": round(best, 4)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="files a hundred times smaller (a few seconds)")
    args = parser.parse_args(argv)
    scale = 100 if args.quick else 1
    folder = Path(tempfile.mkdtemp(prefix="spieltisch-bad-files-"))
    results = {}
    for name, text in files(scale).items():
        path = folder / name
        path.write_text(text, encoding="utf-8")
        results[f"score {name}"] = score(path)
    results[f"load {'120 KB' if args.quick else '12 MB'} save"] = load_save(big_save(folder, 400_000 // scale))
    results["parse all data"] = data_parse(1 if args.quick else 5)
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
