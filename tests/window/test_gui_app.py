"""The window's frame: launcher, setup, saves across a restart, language,
resizing, screenshots."""
import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from games.core.settings import load_settings
from gui import theme
from gui.scenes.launcher import LauncherScene
from gui.scenes.play import PlayScene
from gui.scenes.setup import SetupScene
from gui.views import playable
from tests.gui_helpers import click, drag, key, make_app, send, setup_clicks_move_nothing

ROOT = Path(__file__).resolve().parents[2]


def test_launcher_to_setup_to_a_game_against_the_computer(app, tmp_path):
    pygame.image.save(app.screen, str(tmp_path / "launcher.png"))
    click(app, app.scene.button("play:limes").rect.center)
    setup = app.scene
    assert isinstance(setup, SetupScene)
    click(app, setup.button("count:2").rect.center)
    click(app, setup.button("seat:1:random").rect.center)
    click(app, setup.names[0].rect.center)
    send(app, pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    send(app, pygame.TEXTINPUT, text="X")
    click(app, setup.seed.rect.center)
    send(app, pygame.TEXTINPUT, text="42")
    pygame.image.save(app.screen, str(tmp_path / "setup.png"))
    click(app, setup.button("start").rect.center)
    play = app.scene
    assert isinstance(play, PlayScene)
    assert play.state.players == ["X", "Player 2"]   # the made-up name was selected: Backspace cleared it
    assert play.seats == [None, "random"]
    assert play.state.seed == 42


def test_solo_setup_starts_a_one_player_game(app):
    click(app, app.scene.button("play:limes").rect.center)
    click(app, app.scene.button("count:1").rect.center)
    click(app, app.scene.button("start").rect.center)
    assert len(app.scene.state.players) == 1


def test_the_game_survives_a_restart(app):
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 9, {})
    app.frame(0)
    drag(app, scene.view.card_rect.center, scene.view.display_of(0).card_rect((0, 0)).center)
    log = list(scene.state.log)
    app.close()                         # every queued save on disk before the window goes

    again = make_app()
    again.replace(LauncherScene(again))
    again.frame(0)
    launcher = again.scene
    [(line, kept)] = launcher.rows
    assert kept.slot == scene.slot and "Anna, Ben" in launcher.kept_label(kept)
    click(again, launcher.button(f"continue:{scene.slot}").rect.center)
    assert isinstance(again.scene, PlayScene) and again.scene.slot == scene.slot
    assert again.scene.state.log == log
    assert again.scene.state.step(0) == "worker"
    assert again.scene.can_undo()  # replayed actions keep their undo


def test_a_broken_save_is_reported_and_left_in_place_until_deleted(user_home):
    path = user_home / "saves" / "limes-broken.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"kind": "spieltisch-save", "format": 1,\n "game": ', encoding="utf-8")
    app = make_app()
    app.replace(LauncherScene(app))
    app.frame(0)
    scene = app.scene
    [(line, kept)] = scene.rows
    assert "limes-broken.json:2" in kept.problem and kept.problem in scene.kept_label(kept)
    assert not any(b.key.startswith("continue:") for b in scene.buttons)
    assert path.read_text(encoding="utf-8").endswith('"game": ')
    click(app, scene.button("delete:limes-broken").rect.center)     # asks first
    assert path.exists() and "delete_yes:limes-broken" in [b.key for b in scene.buttons]
    click(app, scene.button("delete_yes:limes-broken").rect.center)
    assert not path.exists() and scene.rows == []
    click(app, scene.button("play:limes").rect.center)   # the launcher still works
    assert isinstance(app.scene, SetupScene)
    pygame.quit()


def test_language_switch_is_remembered(app):
    click(app, app.scene.button("lang:de").rect.center)
    assert app.language == "de"
    assert app.scene.button("quit").label == "Beenden"
    assert load_settings()["language"] == "de"
    pygame.quit()
    assert make_app(language=load_settings()["language"]).t("ui.launcher.quit") == "Beenden"


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_resize_lays_out_again(app, size, tmp_path):
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 4, {})
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    send(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    assert app.size == size
    assert scene.frame.panel.right == size[0]
    assert scene.view.main_rect.right <= scene.frame.panel.left
    drag(app, scene.view.card_rect.center, scene.view.display_of(0).card_rect((0, 0)).center)
    assert scene.state.step(0) == "worker"
    pygame.image.save(app.screen, str(tmp_path / f"play-{size[0]}.png"))


def run_main(*args, env_home):
    import os
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SPIELTISCH_HOME=str(env_home))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_play_command_with_bots_only_takes_a_screenshot(tmp_path, user_home):
    shot = tmp_path / "bots.png"
    result = run_main("play", "limes", "--players", "Anna,Ben", "--bots", "greedy,random", "--seed", "3",
                      "--exit-after-frames", "30", "--screenshot", str(shot), "--window", "1024x640",
                      env_home=user_home)
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (1024, 640)
    [saved] = [json.loads(p.read_text(encoding="utf-8")) for p in (user_home / "saves").glob("limes-*.json")]
    assert saved["seats"] == ["greedy", "random"] and saved["kind"] == "spieltisch-save" and "log" in saved


def test_hand_over_curtain_between_two_people_where_the_game_hides_things(app, monkeypatch):
    from gui.scenes.curtain import CurtainScene
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 2, {})
    monkeypatch.setattr(scene.game, "private_information", True)   # as a game with secrets declares
    drag(app, scene.view.card_rect.center, scene.view.display_of(0).card_rect((0, 0)).center)
    assert app.scene is scene   # still Anna's turn: no curtain
    click(app, scene.view.skip.rect.center)
    assert app.scene is scene   # her turn is complete but not yet ended: still hers
    key(app, pygame.K_SPACE)    # End turn
    curtain = app.scene
    assert isinstance(curtain, CurtainScene) and curtain.name == "Ben"
    click(app, (5, 5))          # a click beside the button does not lift it
    assert app.scene is curtain
    key(app, pygame.K_u)        # Undo behind the curtain reaches nothing
    assert app.scene is curtain and [p for p, _ in scene.state.log] == [0, 0, 0]
    click(app, curtain.button.rect.center)
    assert app.scene is scene and scene.player == 1
    key(app, pygame.K_u)        # nor in front of it: Ben has nothing of his own to take back
    assert [p for p, _ in scene.state.log] == [0, 0, 0] and scene.player == 1
    assert "nothing to take back" in scene.toast.message


def test_a_key_held_down_neither_ends_a_turn_nor_lifts_the_curtain(app, monkeypatch):
    from gui.scenes.curtain import CurtainScene
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 2, {})
    monkeypatch.setattr(scene.game, "private_information", True)
    key(app, pygame.K_RETURN)                                                        # pick the card up
    send(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)   # place it; held from here on
    assert scene.state.displays[0]
    click(app, scene.view.skip.rect.center)
    assert scene.must_end_turn
    for _ in range(3):   # the key repeats while held
        send(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    assert scene.must_end_turn and app.scene is scene
    send(app, pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    send(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)   # a new press ends it
    curtain = app.scene
    assert isinstance(curtain, CurtainScene) and scene.player == 1
    send(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)   # still the same press
    assert app.scene is curtain
    send(app, pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    key(app, pygame.K_RETURN)
    assert app.scene is scene


def test_confirm_each_turn_is_a_launcher_setting_that_play_follows(app):
    assert app.scene.button("confirm").selected          # on by default
    click(app, app.scene.button("confirm").rect.center)
    assert app.settings["confirm_turns"] is False and not app.scene.button("confirm").selected
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 2, {})
    drag(app, scene.view.card_rect.center, scene.view.display_of(0).card_rect((0, 0)).center)
    click(app, scene.view.skip.rect.center)
    assert scene.player == 1 and scene.state.log[-1] == (0, {"kind": "end_turn"})


def test_a_click_on_the_greyed_undo_says_why(app):
    scene = app.start_game("limes", ["Anna", "Ben"], [None, None], 2, {})
    app.frame(0)
    assert not scene.buttons[1].enabled
    click(app, scene.buttons[1].rect.center)
    assert "nothing to take back" in scene.toast.message


def test_rules_reference_table_of_contents_and_search(app):
    from gui.scenes.rules import RulesScene
    click(app, app.scene.button("rules:limes").rect.center)
    rules = app.scene
    assert isinstance(rules, RulesScene)
    everything = len(rules.sections())
    click(app, rules.toc[3][0].center)
    assert rules.section == 3
    send(app, pygame.TEXTINPUT, text="watchman")      # typing anywhere searches
    found = rules.sections()
    assert 0 < len(found) < everything
    assert all("watchman" in (s["title"]["en"] + s["text"]["en"]).lower() for s in found)
    send(app, pygame.TEXTINPUT, text=" qqqxyz")
    assert rules.sections() == []
    app.frame(0)                                        # nothing found is said, not a crash
    key_event = dict(key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    send(app, pygame.KEYDOWN, **key_event)
    assert isinstance(app.scene, LauncherScene)


def test_resuming_a_game_with_secrets_between_two_people_starts_behind_the_curtain(app):
    from gui.scenes.curtain import CurtainScene
    scene = app.start_game("rome", ["Anna", "Ben"], [None, None], 4, {})
    assert scene.game.private_information
    app.close()
    again = make_app()
    again.replace(LauncherScene(again))
    again.frame(0)
    click(again, again.scene.button(f"continue:{scene.slot}").rect.center)
    curtain = again.scene
    assert isinstance(curtain, CurtainScene) and curtain.name == "Anna"
    click(again, curtain.button.rect.center)
    assert isinstance(again.scene, PlayScene)


def test_a_broken_card_file_is_named_and_the_setup_stays(app, tmp_path, monkeypatch):
    import shutil
    from games.core import paths
    copy = tmp_path / "data"
    shutil.copytree(paths.DATA_DIR, copy)
    cards = copy / "limes" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("n: 5,", "n: five,", 1), encoding="utf-8")
    monkeypatch.setattr(paths, "DATA_DIR", copy)
    click(app, app.scene.button("play:limes").rect.center)
    setup = app.scene
    click(app, setup.button("start").rect.center)
    assert app.scene is setup
    assert setup.problem.startswith(f"{cards}:") and "five" in setup.problem


def test_a_computer_that_fails_or_cheats_is_reported_and_the_game_goes_on(app, monkeypatch):
    from games import GAMES
    from games.limes import PlaceCard
    limes = GAMES["limes"]
    seen = []

    def cheat(state, player, rng, budget=None):
        seen.append(type(state).__name__)
        assert state.seed is None            # it is handed the seat's view, never the full state
        return PlaceCard(7, 7, 0)            # not (0, 0): illegal

    def broken(state, player, rng, budget=None):
        raise RuntimeError("out of ideas")

    monkeypatch.setitem(limes.bots, "cheat", cheat)
    monkeypatch.setitem(limes.bots, "broken", broken)
    scene = app.start_game("limes", ["Anna", "Ben"], ["cheat", "broken"], 2, {})
    scene.bots.pace = 0
    for _ in range(40):
        app.frame(1 / 60)
        if scene.bots._thread is not None:
            scene.bots._thread.join()
        if len(scene.state.log) >= 6:
            break
    assert seen and len(scene.state.log) >= 6             # both seats have played on
    assert scene.state.log[0] == (0, {"kind": "place_card", "row": 0, "col": 0, "rotation": scene.state.log[0][1]["rotation"]})
    assert "Ben" in scene.toast.message and "out of ideas" in scene.toast.message


@pytest.mark.parametrize("count", [5, 8])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_launcher_lays_out_any_number_of_games(app, monkeypatch, count, size):
    from gui.scenes import launcher
    ids = [f"game{i}" for i in range(count)]
    monkeypatch.setattr(launcher, "playable", lambda: ids)
    monkeypatch.setattr(launcher.tutorial, "has_tutorial", lambda game_id: True)
    scene = launcher.LauncherScene(app)
    scene.layout(size)
    window = pygame.Rect((0, 0), size)
    rects = [b.rect for b in scene.buttons if b.key.split(":")[0] in ("play", "rules", "learn")]
    assert len(rects) == 3 * count
    bottom_row = min(b.rect.top for b in scene.buttons if b.key.startswith("lang:"))
    for i, rect in enumerate(rects):
        assert window.contains(rect) and rect.bottom < bottom_row, rect
        assert rect.collidelist(rects[:i] + rects[i + 1:]) == -1, rect
    assert min(b.rect.height for b in scene.buttons if b.key.startswith("play:")) >= round(60 * theme.scale(size))


def pos_over_a_card(view) -> tuple[int, int]:
    """A point of the board over a placed Limes field (the hover tip shows there)."""
    rect = view.rect
    for y in range(rect.top, rect.bottom, 6):
        for x in range(rect.left, rect.right, 6):
            for p, display in view.displays():
                cell = display.cell_at((x, y))
                if cell is not None and cell in view.state.fields[p]:
                    return (x, y)
    raise AssertionError("no placed field on the board")


def hover(app, pos) -> None:
    send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def placed_start_cards(app):
    """A two-player Limes game in which both start cards lie (dragged, turns ended)."""
    from tests.views.test_gui_limes import first_two_cards, play
    scene = play(app)
    first_two_cards(app, scene)
    return scene, scene.view


def test_no_hover_tip_stays_under_a_rules_popup(app):
    scene, view = placed_start_cards(app)
    spot = pos_over_a_card(view)
    hover(app, spot)
    assert view.hover_cell is not None                 # the tip shows ...
    send(app, pygame.MOUSEBUTTONDOWN, pos=spot, button=3)
    assert scene.popup is not None and view.hover_cell is None   # ... and goes under the popup
    hover(app, (spot[0] + 1, spot[1]))
    assert view.hover_cell is None
    click(app, spot)                                   # the popup closes: the tip is asked anew
    assert scene.popup is None and view.hover_cell is not None


def test_no_hover_tip_stays_under_the_tutorial_box(app, monkeypatch):
    from tests.tutorial_moves import move_for
    scene = app.start_tutorial("limes")
    referee, view = scene.referee, scene.view
    while not (scene.shown.fields[0] and referee.step.target and referee.step.expect is None):
        if referee.step.expect is None:
            key(app, pygame.K_SPACE)
        else:
            move_for("limes")(app, scene, referee.step.expect)
    spot = pos_over_a_card(view)
    hover(app, spot)
    assert view.hover_cell is not None
    monkeypatch.setattr(view, "tutorial_box_at", lambda target, size: (spot[0] - 20, spot[1] - 20))
    app.frame(0)
    assert referee.box.collidepoint(spot)              # the box now lies over the card
    hover(app, spot)
    assert view.hover_cell is None


def test_in_keyboard_play_the_reason_shows_at_the_ghost(app):
    scene, view = placed_start_cards(app)
    hover(app, (5, 5))                                  # the mouse rests in a corner
    key(app, pygame.K_RETURN)                           # Enter picks up the card, arrows move its ghost
    assert scene.dd.holding
    for arrow in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN):
        key(app, arrow)
        assert scene.dd.pos != (5, 5) and view.rect.collidepoint(scene.dd.pos), "the reason stays at the mouse"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("game_id", playable())
def test_the_setup_does_not_shift_under_the_mouse(app, game_id, size):
    """Whatever is clicked (a player count, a seat, an option, a custom side),
    every button that stays keeps its place."""
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.open_setup(game_id)
    app.frame(0)
    setup_clicks_move_nothing(app)


def test_the_launchers_couch_buttons_switch_full_screen_and_step_the_text_size(app):
    launcher = app.scene
    click(app, launcher.button("text_size").rect.center)
    assert app.settings["text_size"] == 125 and load_settings()["text_size"] == 125
    assert "125" in app.scene.button("text_size").label
    for _ in range(3):                                  # 150, 200, then back to 100
        click(app, app.scene.button("text_size").rect.center)
    assert app.settings["text_size"] == 100
    click(app, app.scene.button("fullscreen").rect.center)
    assert app.fullscreen
    click(app, app.scene.button("fullscreen").rect.center)
    assert not app.fullscreen


def test_the_setup_remembers_the_names_of_the_last_game(app):
    click(app, app.scene.button("play:majesty").rect.center)
    setup = app.scene
    click(app, setup.names[1].rect.center)
    for _ in range(len(setup.names[1].value)):
        send(app, pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    send(app, pygame.TEXTINPUT, text="Tina")
    click(app, setup.button("start").rect.center)
    assert app.scene.state.players == ["Player 1", "Tina"]
    assert load_settings()["names"] == ["Player 1", "Tina"]
    app.show_launcher()
    click(app, app.scene.button("play:limes").rect.center)
    assert [f.value for f in app.scene.names[:2]] == ["Player 1", "Tina"]


def test_the_setup_remembers_each_game_s_last_table(app):
    click(app, app.scene.button("play:rome").rect.center)
    setup = app.scene
    assert setup.count == 2 and setup.seats[1] == "greedy"      # the first time: the defaults
    click(app, setup.button("count:4").rect.center)
    click(app, setup.button("seat:1:None").rect.center)
    click(app, setup.button("seat:3:strong").rect.center)
    click(app, setup.button("option:variant:advanced").rect.center)
    click(app, setup.button("start").rect.center)
    app.show_launcher()
    click(app, app.scene.button("play:rome").rect.center)
    again = app.scene
    assert again.count == 4 and again.seats[:4] == [None, None, "greedy", "strong"]
    assert again.options["variant"] == "advanced"
    app.show_launcher()
    click(app, app.scene.button("play:limes").rect.center)
    assert app.scene.count == 2 and app.scene.seats[1] == "greedy"   # another game: its own table


def test_typing_replaces_a_made_up_name_and_ctrl_a_selects_a_real_one(app):
    click(app, app.scene.button("play:majesty").rect.center)
    setup = app.scene
    field = setup.names[0]
    assert field.value == "Player 1"
    click(app, field.rect.center)
    send(app, pygame.TEXTINPUT, text="Anna")
    assert field.value == "Anna"                  # not "Player 1Anna"
    click(app, setup.names[1].rect.center)
    click(app, field.rect.center)                 # a name of one's own: the caret goes to its end
    send(app, pygame.TEXTINPUT, text="-Lena")
    assert field.value == "Anna-Lena"
    send(app, pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="a", scancode=0)
    send(app, pygame.TEXTINPUT, text="Jo")
    assert field.value == "Jo"
    send(app, pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="a", scancode=0)
    send(app, pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    assert field.value == ""
    other = setup.names[1]
    click(app, other.rect.center)
    send(app, pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="a", scancode=0)
    click(app, field.rect.center)                 # one field has the keys at a time
    assert field.focused and not other.focused and not other.selected
    send(app, pygame.TEXTINPUT, text="Mo")
    assert field.value == "Mo" and other.value == "Player 2"


def test_a_bad_list_of_names_is_reported_and_forgotten(user_home):
    (user_home / "settings.yaml").parent.mkdir(parents=True, exist_ok=True)
    (user_home / "settings.yaml").write_text("names: [Ada, '" + "x" * 30 + "']\n", encoding="utf-8")
    settings = load_settings()
    assert "names" not in settings and "names: a name may have at most 24 characters" in settings.warning
