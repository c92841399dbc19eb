"""The test suite's fifth game, Nine Tiles (id "toy"), laid out in this folder
at the places the README lists for a new game ("A fifth game"), and
installed for every test run the way a game is added:

- its rules package `games/toy/` goes on the path of the package `games`
  (as if it lay in games/), its view `gui/views/toy.py` on the path of
  `gui.views`, where the window finds a view by its name;
- its data, texts, rules reference and tutorial go into a copy of data/ at
  their places (data/toy/, the sections of data/i18n/<lang>.yaml,
  data/rules/toy.yaml, data/tutorials/toy.yaml), and the engine reads that
  copy (`games.core.paths.DATA_DIR`);
- the registry takes its line (`GAMES["toy"] = ...`).

Nothing else changes, so every test that goes over the registry's games goes
over Nine Tiles too (tests/test_fifth_game.py checks that this folder holds
nothing but those places)."""
from __future__ import annotations

import atexit
import importlib
import shutil
import tempfile
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
GAME_ID = "toy"
# The README's places for a game's files ("A fifth game"), as paths relative to the checkout.
PLACES = (f"games/{GAME_ID}/", f"data/{GAME_ID}/", "data/i18n/de.yaml", "data/i18n/en.yaml",
          f"data/rules/{GAME_ID}.yaml", f"data/tutorials/{GAME_ID}.yaml", f"gui/views/{GAME_ID}.py")
TEXTS = ("data/i18n/de.yaml", "data/i18n/en.yaml")   # merged into the languages' files, section by section


def files() -> list[str]:
    """Every file of the toy, relative to this folder (as it would be to the checkout)."""
    found = [p.relative_to(HERE) for p in HERE.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return sorted(p.as_posix() for p in found if p != Path("__init__.py"))


def merge(into: dict, more: dict, where: str = "") -> None:
    """`more`'s keys into `into`, section by section; a key the file has already is a mistake."""
    for key, value in more.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            merge(into[key], value, f"{where}{key}.")
        elif key in into:
            raise ValueError(f"the toy's text {where}{key} is in the file already")
        else:
            into[key] = value


def data_copy() -> Path:
    """A copy of data/ with the toy's files added at their places (removed when the run ends)."""
    folder = Path(tempfile.mkdtemp(prefix="spieltisch-fifth-game-"))
    atexit.register(shutil.rmtree, folder, True)
    data = folder / "data"
    shutil.copytree(ROOT / "data", data)
    for name in files():
        if not name.startswith("data/"):
            continue
        target = folder / name
        if name in TEXTS:
            table = yaml.safe_load(target.read_text(encoding="utf-8"))
            merge(table, yaml.safe_load((HERE / name).read_text(encoding="utf-8")))
            target.write_text(yaml.safe_dump(table, allow_unicode=True, sort_keys=False, width=10 ** 6),
                              encoding="utf-8")
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(HERE / name, target)
    return data


def install() -> None:
    """Add the toy as the README says a game is added (once per process)."""
    import games
    import gui.views
    from games import GAMES
    from games.core import paths
    if GAME_ID in GAMES:
        return
    games.__path__.append(str(HERE / "games"))
    gui.views.__path__.append(str(HERE / "gui" / "views"))
    paths.DATA_DIR = data_copy()
    GAMES[GAME_ID] = importlib.import_module(f"games.{GAME_ID}").GAME
