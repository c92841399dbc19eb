"""Every game kept through the window: two games of different kinds in
progress survive each other, a finished one leaves the list for the
history, Delete asks first."""
import random

from games.core import history
from gui.scenes.launcher import LauncherScene
from gui.scenes.play import PlayScene
from tests.gui_helpers import click


def play_some(app, scene, moves: int) -> None:
    game, rng = scene.game, random.Random(3)
    for _ in range(moves):
        p = scene.state.actors()[0]
        scene.state.apply(p, game.bots["greedy"](scene.state.view(p), p, rng))
        scene.after_action(p)
    app.frame(0)


def to_launcher(app, scene) -> LauncherScene:
    menu = next(b for b in scene.buttons if b.key == "menu")
    click(app, menu.rect.center)
    assert isinstance(app.scene, LauncherScene)
    return app.scene


def test_two_games_of_different_kinds_survive_each_other_and_a_finished_one_goes_to_the_history(app):
    majesty = app.start_game("majesty", ["Ada", "Ben"], [None, None], 7, {})
    play_some(app, majesty, 5)
    majesty_log = list(majesty.state.log)
    launcher = to_launcher(app, majesty)
    limes = app.start_game("limes", ["Cleo"], [None], 8, {})        # before: this overwrote the Majesty game
    play_some(app, limes, 3)
    limes_log = list(limes.state.log)
    launcher = to_launcher(app, limes)
    assert {k.game for k in launcher.kept} == {"majesty", "limes"}
    assert launcher.kept[0].slot == limes.slot                       # the last played first
    click(app, launcher.button(f"continue:{majesty.slot}").rect.center)
    app.frame(0)
    again = app.scene
    if not isinstance(again, PlayScene):                             # the curtain of a game with secrets
        click(app, again.button.rect.center)
        again = app.scene
    assert isinstance(again, PlayScene) and again.state.log == majesty_log and again.slot == majesty.slot
    while not again.state.is_over():
        play_some(app, again, 1)
    [entry] = history.finished("majesty")
    assert entry["id"] == majesty.slot and entry["log"] and entry["scores"] == [s.total for s in again.state.score_sheets()]
    app.show_launcher()
    launcher = app.scene
    assert [k.slot for k in launcher.kept] == [limes.slot]
    click(app, launcher.button(f"continue:{limes.slot}").rect.center)
    assert app.scene.state.log == limes_log


def test_delete_asks_first_and_keep_changes_nothing(app):
    scene = app.start_game("rome", ["Ada", "Ben"], [None, "greedy"], 2, {})
    launcher = to_launcher(app, scene)
    slot = scene.slot
    click(app, launcher.button(f"delete:{slot}").rect.center)
    assert app.t("ui.launcher.delete_ask", game=app.t("game.rome.name")) == launcher.kept_label(launcher.kept[0])
    click(app, launcher.button(f"delete_no:{slot}").rect.center)
    assert [k.slot for k in launcher.kept] == [slot] and f"continue:{slot}" in [b.key for b in launcher.buttons]
    click(app, launcher.button(f"delete:{slot}").rect.center)
    click(app, launcher.button(f"delete_yes:{slot}").rect.center)
    assert launcher.kept == [] and LauncherScene(app).kept == []


def test_a_game_in_progress_opens_in_a_replay_up_to_now(app):
    scene = app.start_game("limes", ["Ada", "Ben"], [None, None], 4, {})
    play_some(app, scene, 6)
    launcher = to_launcher(app, scene)
    click(app, launcher.button(f"replay:{scene.slot}").rect.center)
    replay = app.scene
    assert type(replay).__name__ == "ReplayScene"
    assert replay.replay.state_at(replay.replay.steps).log == scene.state.log
