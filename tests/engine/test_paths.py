"""The user's folders: SPIELTISCH_HOME wins; else platformdirs gives the data
folder (games in progress, history) and the settings folder, and settings of
the first versions (kept with the data) are moved over once."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.core import paths, settings

ROOT = Path(__file__).resolve().parents[2]


def test_spieltisch_home_wins_for_everything(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIELTISCH_HOME", str(tmp_path / "home"))
    assert paths.user_dir() == paths.settings_dir() == tmp_path / "home"
    assert settings.settings_path() == tmp_path / "home" / "settings.yaml"


def test_without_it_the_platforms_folders_are_used_and_old_settings_move_over(monkeypatch, tmp_path):
    monkeypatch.delenv("SPIELTISCH_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    if not paths.user_dir().is_relative_to(tmp_path):
        pytest.skip("this platform's folders do not follow XDG")
    assert paths.user_dir() == tmp_path / "data" / "spieltisch"
    old = paths.user_dir() / "settings.yaml"
    old.parent.mkdir(parents=True)
    old.write_text("language: de\n", encoding="utf-8")
    assert paths.settings_dir() == tmp_path / "config" / "spieltisch"
    moved = Path(settings.settings_path())
    assert moved.read_text(encoding="utf-8") == "language: de\n" and not old.exists()
    assert settings.load_settings()["language"] == "de"


def test_without_platformdirs_the_xdg_folders_are_used(monkeypatch, tmp_path):
    """platformdirs missing (an older environment): two computer players in the
    real window crashed on its import, even with $SPIELTISCH_HOME set."""
    monkeypatch.setitem(sys.modules, "platformdirs", None)   # `import platformdirs` raises ImportError
    monkeypatch.delenv("SPIELTISCH_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert paths.user_dir() == tmp_path / "data" / "spieltisch"
    assert paths.settings_dir() == tmp_path / "config" / "spieltisch"


def test_a_window_of_computers_plays_in_the_real_loop_without_platformdirs(tmp_path):
    code = ("import sys; sys.modules['platformdirs'] = None\n"
            "sys.argv = ['main.py', 'play', 'limes', '--bots', 'greedy,greedy', '--exit-after-frames', '30']\n"
            "import runpy; runpy.run_path('main.py', run_name='__main__')")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "SPIELTISCH_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-500:]
    assert list((tmp_path / "saves").glob("limes-*.json"))
