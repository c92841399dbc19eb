"""Spieltisch installed (`pipx install .`): the code under the project's own
name, found wherever the command runs. The real install and the frozen build
are proved by .ci/run; these tests hold the layout they rest on."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
POSITION = """game: limes
players:
  - name: Anna
    fields: ["FFWwLT", "FLWFLL"]
    workers: [[0, 0], [0, 2]]
"""


def test_the_package_needs_what_requirements_txt_installs():
    """requirements.txt (the developers' install) and pyproject.toml (the
    players') name the same libraries; the test tools (pytest's, Selenium) only in the first."""
    lines = [line.strip() for line in (ROOT / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    tools = [line for line in lines if line.lower().startswith(("pytest", "selenium"))]   # selenium: the pages' tests
    assert PYPROJECT["project"]["dependencies"] == [line for line in lines if line not in tools]
    assert sorted(PYPROJECT["project"]["optional-dependencies"]["test"]) == sorted(tools)


def test_the_wheel_holds_the_program_under_the_projects_name():
    wheel = PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["sources"] == {"": "spieltisch"}
    assert sorted(wheel["only-include"]) == sorted(["main.py", "games", "gui", "data", "assets"])
    assert PYPROJECT["project"]["scripts"] == {"spieltisch": "spieltisch.main:main"}


def installed_copy(folder: Path) -> Path:
    """The program laid out as the wheel installs it: spieltisch/main.py,
    spieltisch/games, ... (links to this checkout)."""
    package = folder / "site" / "spieltisch"
    package.mkdir(parents=True)
    for name in PYPROJECT["tool"]["hatch"]["build"]["targets"]["wheel"]["only-include"]:
        (package / name).symlink_to(ROOT / name)
    return package.parent


def run_installed(site: Path, code: str, cwd: Path) -> subprocess.CompletedProcess:
    """`code` in a Python that sees the installed layout and not the checkout
    (-I: no current folder, no PYTHON* variables on sys.path)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run([sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r})\n{code}"],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_installed_the_commands_work_from_any_folder_and_no_bare_name_is_imported(tmp_path):
    site = installed_copy(tmp_path)
    (tmp_path / "pos.yaml").write_text(POSITION, encoding="utf-8")
    code = """
from spieltisch.main import main
code = main(["score", "limes", "pos.yaml"])
code += main(["--exit-after-frames", "1", "--screenshot", "launcher.png"])
code += main(["play", "rome", "--bots", "greedy,greedy", "--exit-after-frames", "2"])
bare = sorted(m for m in sys.modules if m.split(".")[0] in ("games", "gui", "main"))
print("BARE", bare, "CODE", code)
"""
    done = run_installed(site, code, tmp_path)
    assert done.returncode == 0, done.stderr
    assert '"total": 7' in done.stdout
    assert "BARE [] CODE 0" in done.stdout
    assert (tmp_path / "launcher.png").stat().st_size > 10_000


def test_installed_a_bad_command_names_the_installed_command(tmp_path):
    site = installed_copy(tmp_path)
    done = run_installed(site, "from spieltisch.main import main; sys.exit(main(['score', 'chess', 'x']))", tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip() == "spieltisch score: unknown game 'chess' (known: cartographers, limes, majesty, rome)"
