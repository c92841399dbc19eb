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


# --- no rule in the window: the views draw what the engine publishes ------------------------------
def view_modules() -> list[Path]:
    """Every module of the games' views: gui/views, and wherever else the package
    `gui.views` finds a game's view (a game added as the README says, like the test
    suite's fifth game)."""
    import gui.views
    folders = [Path(folder).resolve() for folder in gui.views.__path__]
    return sorted({path for folder in folders for path in folder.rglob("*.py")})


def where(path: Path, node: ast.AST) -> str:
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    return f"{shown}:{node.lineno}"


def functions_reading(paths, names: set[str]) -> set[tuple[str, str]]:
    """(module, function) of every read of an attribute in `names`."""
    found = set()
    for path in paths:
        for function in ast.walk(tree_of(path)):
            if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found |= {(path.relative_to(ROOT).as_posix(), function.name) for node in ast.walk(function)
                          if isinstance(node, ast.Attribute) and node.attr in names}
    return found


def test_no_view_reads_the_log():
    """A view draws the engine's publications (`view(seat)`, `decision(seat)`, the
    state's queries such as Rome's `last_reveal` and `still_to_draw()`, Cartographers'
    `last_drawn`) and works out nothing from the log: which map a monster went on,
    what a reveal showed, whether a move was a take. The log reaches a view one way,
    named here: the scenes hand each line of the turn log to the view's
    `describe(player, action)` (PlayScene.log_lines over the shown log, ReplayScene.log_lines),
    one action at a time, as the coach and the hint do (`lesson_words`, `move_marks`)."""
    offenders = [where(path, node) for path in view_modules() for node in ast.walk(tree_of(path))
                 if isinstance(node, ast.Attribute) and node.attr == "log"]
    assert offenders == []
    from gui.views.base import GameView
    assert all(callable(getattr(GameView, name, None)) for name in ("describe", "lesson_words", "move_marks"))


def test_a_view_reaches_the_screen_only_through_its_table():
    """The view contract is one way (gui/table.py): no module of a game's view
    imports a scene module or the play scene's helpers, holds a scene or reads an
    attribute named `scene`, `referee` or `app` (but for a game's own overlay scene,
    a Scene itself, such as Cartographers' season summary); the table is the only way in."""
    imports, reads = [], []
    for path in view_modules():
        imports += [where(path, node) for node, name in imports_of(path)
                    if name.startswith(("gui.scenes", "gui.play_frame", "gui.free_play", "gui.app"))]
        overlays = {id(node) for cls in ast.walk(tree_of(path)) if isinstance(cls, ast.ClassDef)
                    and any(isinstance(b, ast.Name) and b.id == "Scene" for b in cls.bases) for node in ast.walk(cls)}
        reads += [where(path, node) for node in ast.walk(tree_of(path))
                  if isinstance(node, ast.Attribute) and id(node) not in overlays
                  and node.attr in ("scene", "referee", "app")]
    assert imports == [] and reads == []


def test_the_tables_keep_the_declared_contract_and_views_use_nothing_else():
    """Every name a view asks of its table is declared in gui/table.py's docstring,
    and both tables (the play scene's and the still one) give every declared name."""
    import re

    import gui.table
    declared = set()
    for line in gui.table.__doc__.splitlines():
        if re.match(r"  \S", line):   # a name's line (its explanation runs on, indented further)
            names = re.sub(r"\([^)]*\)", "", re.split(r"\s{3,}", line.strip())[0])
            declared |= {n.strip() for n in names.split(",")}
    modules = view_modules()
    used = {node.attr for path in modules for node in ast.walk(tree_of(path)) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Attribute) and node.value.attr == "table"}
    assert used - declared == set()
    source = tree_of(ROOT / "gui" / "table.py")
    for cls in (gui.table.PlayTable, gui.table.StillTable):
        body = next(n for n in source.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
        assigned = [t for n in ast.walk(body) if isinstance(n, ast.Assign) for target in n.targets
                    for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
        given = set(dir(cls)) | {t.attr for t in assigned
                                 if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}
        assert declared - given == set(), cls.__name__


def collects_totals(node: ast.AST) -> bool:
    """A comprehension of score totals (`[s.total for s in sheets]`) or a comparison
    with one (`a.total == b.total`)."""
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp)):
        return isinstance(node.elt, ast.Attribute) and node.elt.attr == "total"
    if isinstance(node, ast.Compare):
        return any(isinstance(side, ast.Attribute) and side.attr == "total"
                   for side in [node.left, *node.comparators])
    return False


def test_ties_come_from_the_engines_ranking():
    """Who tied is the engine's: `ranking()` (with `tie_break=False`, by totals alone).
    No view, nor the results, collects score totals to compare them."""
    paths = view_modules() + [ROOT / "gui" / "scenes" / "results.py"]
    offenders = [where(path, node) for path in paths for node in ast.walk(tree_of(path)) if collects_totals(node)]
    assert offenders == []


def test_the_curtain_is_decided_once_from_the_games_kind_and_the_engines_decision():
    """Whether the screen passes from one person to the next behind the curtain is
    decided in one place, PlayScene.hand_over, from the game's declaration
    (`private_information`: secrets between seats) and the engine's decision
    (`boards_passed`: taken while the boards go round the table). No view says so
    (a `private` flag of its own)."""
    privately = [where(path, node) for path in view_modules() for node in ast.walk(tree_of(path))
                 if (isinstance(node, ast.Attribute) and node.attr == "private")
                 or (isinstance(node, ast.Name) and node.id == "private")
                 or (isinstance(node, ast.FunctionDef) and node.name == "private")]
    assert privately == []
    readers = functions_reading(python_files("gui"), {"private_information", "boards_passed"})
    assert readers == {("gui/scenes/play.py", "hand_over")}


def test_a_game_declares_secrets_between_seats_exactly_where_its_seats_views_differ():
    """`private_information` is true to the engine: some seat's `view(p)` shows what
    the table's `view(None)` does not (Rome's rows, splits, choices, kept missions),
    and where it is not declared every seat sees what the table sees (a deck's order
    is hidden from all alike)."""
    import random
    from games import GAMES
    from tests.conformance_helpers import position
    for game in GAMES.values():
        count = min(max(2, game.min_players), game.max_players)
        state = game.new_game([f"P{i}" for i in range(count)], 1)
        rng, differs = random.Random(1), False
        for _step in range(40):
            table = position(state.view(None))
            differs = differs or any(position(state.view(p)) != table for p in range(count))
            if state.is_over() or differs:
                break
            player = rng.choice(state.actors())
            state.apply(player, rng.choice(sorted(state.legal_actions(player), key=repr)))
        assert differs == game.private_information, game.id


def test_no_function_is_longer_than_a_screen():
    """Readable code: no function of the rules or the window runs over 60 lines."""
    long = [f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
            for folder in ("games", "gui") for path in python_files(folder) for node in ast.walk(tree_of(path))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 60]
    assert long == []


def test_a_views_parts_are_composed_not_mixed_in():
    """A game's view is one class on GameView; its parts (trays, painters, sentences,
    bands) are objects it holds, never classes mixed into its self, nor free functions
    that take the view."""
    free = [where(path, node) for path in view_modules() for node in tree_of(path).body
            if isinstance(node, ast.FunctionDef) and node.args.args and node.args.args[0].arg == "view"]
    assert free == []
    mixed = [where(path, node) + f" {node.name}({', '.join(ast.unparse(b) for b in node.bases)})"
             for path in view_modules() for node in ast.walk(tree_of(path)) if isinstance(node, ast.ClassDef)
             and not {ast.unparse(b) for b in node.bases} <= {"GameView", "Scene"}]
    assert mixed == []
