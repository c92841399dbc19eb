"""`main.py check-data`: every YAML file parses, every game accepts its data,
the translations have the same keys, and the rules reference parses.
Problems are collected, not raised, so one run lists them all."""
from __future__ import annotations

import string
from pathlib import Path

from .core import paths
from .core.loader import DataError, line_of, load_yaml

LANGUAGES = ("de", "en")


def check_data(data_dir: str | Path | None = None, games: dict | None = None) -> tuple[int, list[str]]:
    """Returns (number of files checked, problems as `FILE:LINE: problem` lines)."""
    root = paths.data_dir(data_dir)
    if not root.is_dir():
        return 0, [f"{root}: no such folder"]
    checked: set[Path] = set()
    problems: list[str] = []

    def report(problem: str) -> None:
        problem = " ".join(str(problem).split())  # always one line
        if problem not in problems:
            problems.append(problem)

    parsed: dict[Path, object] = {}
    for path in sorted(p for p in root.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file()):
        checked.add(path.resolve())
        try:
            parsed[path] = load_yaml(path)
        except DataError as error:
            report(str(error))

    if games is None:
        from . import GAMES as games
    for game_id, game in sorted(games.items()):
        try:
            for name in game.check_data(root) or ():
                checked.add(Path(name).resolve())
        except DataError as error:
            report(str(error))
        except (ValueError, KeyError, TypeError) as error:
            report(f"{root}: {game_id}: its data cannot be read: {error!r}")

    for problem in _check_translations(root, parsed):
        report(problem)
    for problem in _check_rules(root, parsed, games):
        report(problem)
    return len(checked), problems


def _flatten(table, prefix: str = "") -> dict[str, tuple[object, int | None]]:
    """`{"a": {"b": x}}` -> `{"a.b": (x, line)}`, as i18n.Texts sees the keys."""
    flat: dict[str, tuple[object, int | None]] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flatten(value, name + "."))
        else:
            flat[name] = (value, line_of(table, key))
    return flat


def _slots(sentence) -> set[str]:
    """The parameters a sentence uses; a plural slot {n|# card|# cards} uses n."""
    try:
        return {name.split("|")[0] for _, name, _, _ in string.Formatter().parse(str(sentence)) if name}
    except ValueError:
        return set()


def _check_translations(root: Path, parsed: dict) -> list[str]:
    folder = root / "i18n"
    tables: dict[str, tuple[Path, dict]] = {}
    problems: list[str] = []
    for lang in LANGUAGES:
        path = folder / f"{lang}.yaml"
        if not path.is_file():
            problems.append(f"{path}: missing (every language needs its translation file)")
            continue
        if path not in parsed:
            continue  # its syntax error is reported already
        table = parsed[path]
        if table is None:
            table = {}
        if not isinstance(table, dict):
            problems.append(f"{path}:{line_of(table, default=1)}: a translation file must be a mapping")
            continue
        flat = _flatten(table)
        for key, (value, line) in flat.items():
            if not isinstance(value, str):
                problems.append(f"{path}:{line}: {key!r} must be a sentence, not {value!r}")
        tables[lang] = (path, flat)
    if len(tables) < 2:
        return problems
    for lang, (path, flat) in tables.items():
        for other, (other_path, other_flat) in tables.items():
            if other == lang:
                continue
            for key in sorted(set(other_flat) - set(flat)):
                problems.append(f"{path}: missing key {key!r} "
                                f"(present in {other_path.name}:{other_flat[key][1]})")
    first, second = (tables[lang] for lang in LANGUAGES)
    for key in sorted(set(first[1]) & set(second[1])):
        a, b = _slots(first[1][key][0]), _slots(second[1][key][0])
        if a != b:
            problems.append(f"{second[0]}:{second[1][key][1]}: {key!r} uses "
                            f"{_braced(b)} but {first[0].name} uses {_braced(a)}")
    return problems


def _braced(names: set[str]) -> str:
    return ", ".join("{" + n + "}" for n in sorted(names)) or "no slots"


def _check_rules(root: Path, parsed: dict, games: dict) -> list[str]:
    """Every rules reference in its format; every tutorial replayed against
    the game's rules, teaching only rule points its game's reference names."""
    from .core.rules_text import load_rules, rule_texts
    from .core.tutorial import load_tutorial
    problems = []
    points: dict[str, set] = {}
    for path in sorted(parsed):
        if path.parent == root / "rules":
            try:
                points[path.stem] = set(rule_texts(load_rules(path)))  # rule points and component texts
            except DataError as error:
                problems.append(str(error))
    for path in sorted(parsed):
        if path.parent != root / "tutorials":
            continue
        try:
            tutorial = load_tutorial(path, games)
        except DataError as error:
            problems.append(str(error))
            continue
        unknown = sorted(tutorial.taught() - points.get(tutorial.game, set()))
        if unknown:
            problems.append(f"{path}: teaches rule points that rules/{tutorial.game}.yaml does not name: "
                            f"{', '.join(unknown)}")
    return problems
