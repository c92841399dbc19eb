"""The arrows point one way: rules never import the window."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_games_never_import_pygame_or_gui():
    offenders = {str(p.relative_to(ROOT)): sorted(imported_modules(p) & {"pygame", "gui"})
                 for p in (ROOT / "games").rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_core_imports_no_game():
    games = {p.name for p in (ROOT / "games").iterdir() if p.is_dir() and p.name not in ("core", "__pycache__")}
    for path in (ROOT / "games" / "core").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for game in games:
            assert f"games.{game}" not in text, f"{path.name} imports games.{game}"


def test_headless_commands_do_not_load_pygame():
    import subprocess
    import sys
    code = ("import sys, games.commands, games; assert 'pygame' not in sys.modules, 'pygame loaded'")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_window_imports_only_games_core_and_each_games_public_names():
    """gui/ reaches a game only through its package (what games/<id>/__init__.py
    exports) and the core: never a game's submodule."""
    games = {p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists() and p.name != "core"}
    offenders = []
    for path in (ROOT / "gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
                     else [])
            for name in names:
                parts = name.split(".")
                if parts[0] == "games" and len(parts) > 2 and parts[1] in games:
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
                if isinstance(node, ast.ImportFrom) and len(parts) == 2 and parts[1] in games:
                    package = __import__(name, fromlist=["__all__"])
                    hidden = [a.name for a in node.names if a.name not in package.__all__]
                    offenders += [f"{path.relative_to(ROOT)}: {name}.{h} is not public" for h in hidden]
    assert offenders == []


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
    games = {p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists() and p.name != "core"}
    offenders = []
    for path in (ROOT / "gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                parts = node.module.split(".")
                if parts[0] == "games" and len(parts) >= 2 and parts[1] in games:
                    offenders += [f"{path.relative_to(ROOT)}: {node.module}.{a.name}"
                                  for a in node.names if a.name.isupper()]
            elif isinstance(node, ast.Attribute) and node.attr.isupper():
                chain, value = [node.attr], node.value
                while isinstance(value, ast.Attribute):
                    chain.append(value.attr)
                    value = value.value
                if isinstance(value, ast.Name) and value.id == "games" and chain[-1] in games:
                    offenders.append(f"{path.relative_to(ROOT)}: games.{'.'.join(reversed(chain))}")
    assert offenders == []
