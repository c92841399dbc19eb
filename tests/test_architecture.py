"""The arrows point one way: rules never import the window."""
import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME_PACKAGES = {p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists() and p.name != "core"}


@functools.cache
def tree_of(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def imports_of(path: Path) -> list[tuple[ast.AST, str]]:
    """Every import of a module as (node, the absolute module name it names),
    relative imports resolved against the module's own package in a checkout."""
    package = list(path.relative_to(ROOT).with_suffix("").parts)
    package = package[:-1]  # a module's package; an __init__'s is its folder
    found = []
    for node in ast.walk(tree_of(path)):
        if isinstance(node, ast.Import):
            found += [(node, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            if node.level > len(package):
                found.append((node, "<beyond the top>." + (node.module or "")))
                continue
            name = ".".join(base + ([node.module] if node.module else []))
            found.append((node, name))
    return found


def python_files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def test_games_never_import_pygame_or_gui_nor_reach_outside():
    """games/ is a package of its own (installed as spieltisch.games): its
    imports are the standard library, yaml, platformdirs and itself."""
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in python_files("games")
                 for _node, name in imports_of(path)
                 if name.split(".")[0] in ("pygame", "gui", "main") or name.startswith("<beyond")]
    assert offenders == []


def test_games_import_each_other_relatively():
    """An absolute `import games...` inside games/ would break once the
    package is installed as spieltisch.games."""
    offenders = [f"{path.relative_to(ROOT)}:{node.lineno}" for path in python_files("games")
                 for node, name in imports_of(path)
                 if name.split(".")[0] == "games" and (isinstance(node, ast.Import) or node.level == 0)]
    assert offenders == []


def test_core_imports_no_game():
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in python_files("games/core")
                 for _node, name in imports_of(path)
                 if name.split(".")[:2] in ([["games", g] for g in GAME_PACKAGES])]
    assert offenders == []


def test_headless_commands_do_not_load_pygame():
    import subprocess
    import sys
    code = ("import sys, games.commands, games; assert 'pygame' not in sys.modules, 'pygame loaded'")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def engine_names(path: Path) -> list[tuple[str, str]]:
    """What a window module takes from the engine: (name, as) of `from ..engine import`."""
    return [(alias.name, alias.asname or alias.name) for node, name in imports_of(path)
            if isinstance(node, ast.ImportFrom) and name == "gui.engine" for alias in node.names]


def test_the_window_reaches_the_engine_only_through_gui_engine():
    """gui/engine.py is the one module of gui/ that imports `games` (so that
    the window works from a checkout and installed as spieltisch.gui)."""
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in python_files("gui")
                 for _node, name in imports_of(path)
                 if name.split(".")[0] == "games" and path.name != "engine.py"]
    assert offenders == []


def test_the_window_takes_only_the_core_and_each_games_public_names():
    """From the engine the window takes the registry, the core (its public
    names and modules) and each game's package, of which it uses only what
    the package exports (`__all__`): never a game's submodule."""
    import games.core
    core_modules = {p.stem for p in (ROOT / "games" / "core").glob("*.py")} - {"__init__"}
    offenders = []
    allowed = {"GAMES", *games.core.__all__, *core_modules, *GAME_PACKAGES}
    for path in python_files("gui"):
        if path.name == "engine.py":
            continue
        where = path.relative_to(ROOT)
        taken = dict((local, name) for name, local in engine_names(path))
        offenders += [f"{where}: {name} is not the core's nor a game" for name in taken.values()
                      if name not in allowed]
        for node in ast.walk(tree_of(path)):
            if not isinstance(node, ast.Attribute):
                continue
            value = node.value
            if isinstance(value, ast.Name) and value.id == "engine":   # engine.settings.save_settings
                offenders += [f"{where}:{node.lineno}: engine.{node.attr}"] if node.attr not in allowed else []
                continue
            if isinstance(value, ast.Name) and taken.get(value.id) in GAME_PACKAGES:   # rome.PlaceTile
                game = taken[value.id]
            elif (isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name)
                  and value.value.id == "engine" and value.attr in GAME_PACKAGES):   # engine.rome.PlaceTile
                game = value.attr
            else:
                continue
            package = __import__(f"games.{game}", fromlist=["__all__"])
            if node.attr not in package.__all__:
                offenders.append(f"{where}:{node.lineno}: games.{game}.{node.attr} is not public")
    assert offenders == []


def test_the_engine_hub_gives_each_kind_of_name():
    from games import GAMES
    from games.core import IllegalMove, settings
    from gui import engine
    import games.rome
    assert engine.GAMES is GAMES and engine.IllegalMove is IllegalMove
    assert engine.settings is settings and engine.rome is games.rome
    with pytest.raises(AttributeError, match="no 'nothing_here'"):
        engine.nothing_here  # noqa: B018


def test_scenes_go_to_one_another_through_the_app():
    """No scene module imports another (the tutorial is a referee the play scene
    consults, not a kind of play scene); navigation is the app's (App.open_game,
    show_launcher, start_tutorial, ...)."""
    scenes = {p.stem for p in (ROOT / "gui" / "scenes").glob("*.py")} - {"__init__"}
    found = []
    for path in (ROOT / "gui" / "scenes").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module in scenes:
                found.append((path.stem, node.module))
    assert found == []


def test_no_view_names_a_rule_constant_of_a_game():
    """The window draws what the engine says (the view, the decision, the data),
    so no module of gui/ names a game's constant (an UPPER_CASE name of a game's
    package: a worker count, a list of buildings, the map's size, a scoring table)."""
    offenders = []
    for path in python_files("gui"):
        games_here = {local for name, local in engine_names(path) if name in GAME_PACKAGES}
        for node in ast.walk(tree_of(path)):
            if (isinstance(node, ast.Attribute) and node.attr.isupper() and isinstance(node.value, ast.Name)
                    and node.value.id in games_here):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value.id}.{node.attr}")
    assert offenders == []
