"""Every tutorial: loads, speaks both languages, teaches every rule point of
its game, and can be played to its last step through the window."""
from pathlib import Path

import pygame
import pytest

from games import GAMES
from games.core import DataError, paths
from games.core.rules_text import load_rules, rule_points
from games.core.tutorial import load_tutorial
from gui.scenes.launcher import LauncherScene
from gui.scenes.results import ResultsScene
from tests.gui_helpers import click, key
from tests.window.test_couch import resize
from tests.tutorial_moves import MOVES, move_for

TUTORIALS = sorted(p.stem for p in (paths.data_dir() / "tutorials").glob("*.yaml"))


def test_there_is_a_tutorial_for_every_game_with_a_view():
    from gui.views import playable
    assert set(playable()) <= set(TUTORIALS)
    assert "limes" in TUTORIALS


def performed(tutorial) -> set[str]:
    """The rule points the learner performs: taught at a step that asks for the
    learner's move, or at the step right after one, before anybody else moves
    (what the learner's own move set off: a score, a reveal, the end)."""
    done = set()
    for index, step in enumerate(tutorial.steps):
        after_own_move = index > 0 and tutorial.steps[index - 1].expect is not None and not step.play
        if step.expect is not None or after_own_move:
            done |= set(step.teaches)
    return done


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_rule_point_is_taught_and_every_step_speaks_both_languages(game_id):
    tutorial = load_tutorial(paths.data_dir() / "tutorials" / f"{game_id}.yaml", GAMES)
    points = set(rule_points(load_rules(paths.data_dir() / "rules" / f"{game_id}.yaml")))
    assert points, "the rules reference names its rule points"
    assert points - tutorial.taught() == set()
    assert points - performed(tutorial) == set(), "rule points the learner never performs"
    for step in tutorial.steps:
        assert step.text["de"].strip() and step.text["en"].strip() and step.text["de"] != step.text["en"]


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_the_tutorial_is_played_to_its_last_step_through_the_window(app, game_id, tmp_path):
    scene = app.start_tutorial(game_id)
    app.frame(0)
    shots = 0
    while True:
        step, index = scene.referee.step, scene.referee.index
        if shots < 2 and (step.expect is not None or index == 0):
            pygame.image.save(app.screen, str(tmp_path / f"{game_id}-step-{index}.png"))
            shots += 1
        if step.expect is None:
            last = index + 1 == len(scene.referee.tutorial.steps)
            key(app, pygame.K_SPACE)
            if last:
                break
            assert scene.referee.index == index + 1
        else:
            move_for(game_id)(app, scene, step.expect)
            assert scene.state.log[-1] == (0, step.expect) or scene.referee.index == index + 1, step.id
            if index + 1 == len(scene.referee.tutorial.steps):
                break
            assert scene.referee.index == index + 1, step.id
    assert getattr(app.scene, "referee", None) is None
    if scene.state.is_over():
        assert isinstance(app.scene, ResultsScene)
    assert app.settings["tutorials"][game_id] == 0   # finished: next time from the start


def test_a_wrong_move_gets_a_hint_and_changes_nothing(app):
    scene = app.start_tutorial("limes")
    while scene.referee.step.expect is None or scene.referee.step.expect["kind"] != "place_card" or scene.referee.index < 3:
        if scene.referee.step.expect is None:
            key(app, pygame.K_SPACE)
        else:
            MOVES["limes"](app, scene, scene.referee.step.expect)
    expect = scene.referee.step.expect
    other = next(a for a in scene.state.legal_actions(0) if a.to_dict() != expect)
    log, index = list(scene.state.log), scene.referee.index
    MOVES["limes"](app, scene, other.to_dict())
    assert scene.state.log == log and scene.referee.index == index
    assert "asks for another" in scene.toast.message


@pytest.mark.parametrize("game_id, step_id, size, percent", [
    ("limes", "start_card", (1024, 640), 200), ("cartographers", "farmland", (1024, 640), 200),
    ("rome", "place_stoneworks_r2", (1280, 800), 100)])
def test_the_step_s_hint_never_covers_what_the_step_asks_for(app, game_id, step_id, size, percent):
    """Steps whose target lies where the message would go (low on the board)."""
    resize(app, size)
    app.set_text_size(percent)
    scene = app.start_tutorial(game_id)
    scene.referee.go(next(i for i, step in enumerate(scene.referee.tutorial.steps) if step.id == step_id))
    key(app, pygame.K_SPACE)   # read: the step waits for its move
    expect = scene.referee.step.expect
    scene.commit(next(a for a in scene.state.legal_actions(0) if a.to_dict() != expect))   # another move
    assert "asks for another" in scene.toast.message
    app.frame(0)
    targets = scene.view.tutorial_rects(scene.referee.step.target) + scene.view.mark_rects(
        0, scene.view.move_marks(expect))
    assert targets and not any(scene.toast.rect.colliderect(t) for t in targets)


def test_a_wrong_card_is_refused_before_castle_b_asks_its_trade(app):
    scene = app.start_tutorial("majesty")
    while scene.referee.step.id != "castle_b":
        if scene.referee.step.expect is None:
            key(app, pygame.K_SPACE)
        else:
            move_for("majesty")(app, scene, scene.referee.step.expect)
    key(app, pygame.K_SPACE)   # read: the step waits for its move
    view, log = scene.view, list(scene.state.log)
    for position in (1, 2, 4):   # any card but the third: the step says which it wants, nothing asked
        click(app, view.card_rects[position - 1].center)
        assert view.dialog is None and scene.state.log == log
        assert "asks for another" in scene.toast.message
    click(app, view.card_rects[2].center)      # the Noble at 3: now Castle B's questions come
    assert view.dialog is not None


def test_back_and_leave_and_come_back_to_the_same_step(app):
    scene = app.start_tutorial("limes")
    key(app, pygame.K_SPACE)
    key(app, pygame.K_SPACE)
    assert scene.referee.index == 2
    key(app, pygame.K_BACKSPACE)
    assert scene.referee.index == 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, LauncherScene)
    click(app, app.scene.button("learn:limes").rect.center)
    assert getattr(app.scene, "referee", None) is not None and app.scene.referee.index == 1


def test_a_broken_tutorial_names_the_file_and_line(tmp_path):
    path = tmp_path / "limes.yaml"
    source = (paths.data_dir() / "tutorials" / "limes.yaml").read_text(encoding="utf-8")
    wanted = "  expect:\n    kind: place_card\n    row: 0\n    col: 1\n    rotation: 1\n"
    broken = source.replace(wanted, wanted.replace("col: 1", "col: 3"), 1)
    assert broken != source
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_tutorial(path, GAMES)
    message = str(caught.value)
    assert message.startswith(f"{path}:") and "not legal" in message
    line = int(message.split(":")[1])
    assert "expect" in Path(path).read_text(encoding="utf-8").splitlines()[line - 1]


def test_undo_is_off_in_a_tutorial_and_space_never_picks_up_a_piece(app):
    scene = app.start_tutorial("limes")
    while scene.referee.step.expect is None:
        key(app, pygame.K_SPACE)
    MOVES["limes"](app, scene, scene.referee.step.expect)      # the learner's first move: scripted moves follow
    while scene.referee.step.expect is None:
        key(app, pygame.K_SPACE)
    log, index = list(scene.state.log), scene.referee.index
    key(app, pygame.K_u)                                # U takes nothing back ...
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.log == log and scene.referee.index == index
    assert "Backspace" in scene.toast.message           # ... and says how to go back
    key(app, pygame.K_SPACE)                            # "Next" is off while a move is asked for
    assert not scene.dd.holding and scene.referee.index == index
    assert scene.toast.message == app.t("ui.tutorial.make_move")
