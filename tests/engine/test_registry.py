"""The registry names the games and loads a game's rules only when it is first
used: the launcher and `score GAME` load no other game's rules."""
import os
import subprocess
import sys
from pathlib import Path

from games import _REGISTRY, GAMES
from tests import fifth_game

ROOT = Path(__file__).resolve().parents[2]


def test_the_registry_seats_are_those_each_game_declares():
    for game_id in GAMES:
        game = GAMES[game_id]
        assert game.id == game_id
        assert GAMES.seats(game_id) == game.screen_players


def test_an_unknown_game_is_a_key_error_and_not_loaded():
    assert "chess" not in GAMES
    try:
        GAMES["chess"]
    except KeyError:
        pass
    else:
        raise AssertionError("an unknown id must raise KeyError")
    # the registry's lines, and the test suite's own fifth game
    assert len(GAMES) == len(_REGISTRY) + 1 and sorted(GAMES) == sorted([*_REGISTRY, fifth_game.GAME_ID])


def loaded_after(code: str) -> set[str]:
    """The rules packages imported by `code` in a fresh interpreter."""
    probe = code + "\nimport sys\nprint(' '.join(m for m in sys.modules if m.count('.') == 1 and m.startswith('games.')))"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                          env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                               "SPIELTISCH_HOME": os.environ["SPIELTISCH_HOME"]}, timeout=60)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split()) & {f"games.{g}" for g in _REGISTRY}


def test_the_launcher_loads_no_rules():
    code = ("from gui.app import App\nfrom gui.scenes.launcher import LauncherScene\n"
            "app = App((1024, 640), {'language': 'en'})\napp.replace(LauncherScene(app))\napp.frame(0)")
    assert loaded_after(code) == set()


def test_scoring_a_limes_position_loads_limes_only(tmp_path):
    position = tmp_path / "p.yaml"
    position.write_text('game: limes\nplayers:\n  - name: Anna\n    fields: ["FFWw", "FLWF"]\n    workers: [[0, 0]]\n')
    code = f"from games import commands\ncommands.score('limes', {str(position)!r})"
    assert loaded_after(code) == {"games.limes"}
