"""The side panel as a drawer: where the window holds too few units beside
the board (a large text size), the panel opens and shuts with its button or
Tab, the board takes the whole width while it is shut, and the strip along
the bottom says what to do. In a window with room nothing of this shows."""
import pygame
import pytest

from games.majesty.effects import LOCATION_OF
from gui import text
from tests.gui_helpers import click, drag, key, send
from tests.tutorial_moves import move_for


def small_majesty(app):
    app.screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    send(app, pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640)
    app.set_text_size(200)
    scene = app.start_game("majesty", ["Anna", "Ben", "Cara"], [None, None, None], 4, {})
    app.frame(0)
    return scene


def drawn_words(app, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    words = []
    draw = text.draw

    def line(surface, said, pos, size, colour, bold=False, anchor="topleft"):
        rect = draw(surface, said, pos, size, colour, bold, anchor)
        words.append((said, rect))
        return rect

    monkeypatch.setattr(text, "draw", line)
    app.frame(0)
    monkeypatch.setattr(text, "draw", draw)
    return words


def test_a_small_room_shuts_the_panel_into_a_drawer_and_the_strip_says_what_to_do(app, monkeypatch):
    scene = small_majesty(app)
    f = scene.frame
    assert f.drawer and not f.panel_open and f.panel.width == 0
    assert f.board.width == 1024 and f.board.bottom == f.strip.top and f.strip.bottom == 640
    words = drawn_words(app, monkeypatch)
    strip = [w for w, r in words if f.strip.contains(r)]
    assert strip[0].startswith(app.t("game.majesty.name") + " · " + scene.view.round_text())
    assert app.t("ui.play.log") not in [w for w, _ in words]             # the panel is shut
    assert scene.drawer_button.label == app.t("ui.play.show_panel")


def test_the_drawer_opens_with_its_button_and_shuts_with_tab_and_the_board_makes_room(app, monkeypatch):
    scene = small_majesty(app)
    wide = scene.view.card_rects[-1].right
    click(app, scene.drawer_button.rect.center)
    f = scene.frame
    assert f.panel_open and f.panel.width > 0 and f.board.right == f.panel.left
    assert scene.view.card_rects[-1].right <= f.board.right < wide        # laid out anew, beside the panel
    assert app.t("ui.play.log") in [w for w, _ in drawn_words(app, monkeypatch)]
    assert scene.drawer_button.label == app.t("ui.play.hide_panel")
    key(app, pygame.K_TAB)
    assert not scene.frame.panel_open and scene.frame.board.width == 1024
    assert scene.state.log == []                                          # neither is a move


def test_a_move_made_with_the_drawer_shut_is_the_engines_move(app):
    scene = small_majesty(app)
    view, state = scene.view, scene.state
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert state.realm[0][LOCATION_OF[card.halves[0]]][-1].id == card.id


def test_what_the_open_panel_held_cannot_be_clicked_once_the_drawer_is_shut(app):
    """Majesty's panel rows (another realm, click to look at it) are gone with the panel."""
    scene = small_majesty(app)
    key(app, pygame.K_TAB)
    app.frame(0)
    row, player = next((r, p) for r, p in scene.view.other_rects if p != scene.state.current)
    key(app, pygame.K_TAB)
    app.frame(0)
    assert scene.view.other_rects == []
    click(app, row.center)                      # the board lies there now: no other realm comes up
    assert scene.view.focus == scene.state.current != player


def test_tab_while_holding_a_card_opens_the_panel_and_the_card_stays_in_hand(app):
    """Tab always opens and shuts the drawer (a player holding a card may want to read
    the panel first); the board is laid out anew and the card goes where it is dropped."""
    scene = small_majesty(app)
    view = scene.view
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.card_rects[0].center, button=1)
    send(app, pygame.MOUSEMOTION, pos=(500, 400), rel=(0, 0), buttons=(1, 0, 0))
    assert scene.dd.holding
    key(app, pygame.K_TAB)
    assert scene.frame.panel_open and scene.dd.holding
    shown = scene.shown
    home = shown.data.location_of(shown.display[0].halves[0])   # the card's building, where it lies now
    target = view.columns[home].center
    send(app, pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
    send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    assert not scene.dd.holding
    assert len(scene.state.log) == 1 or view.dialog is not None     # taken (a split card: asked which person)


def test_a_window_with_room_has_its_side_panel_and_no_drawer(app):
    scene = app.start_game("majesty", ["Anna", "Ben"], [None, None], 4, {})
    f = scene.frame
    assert not f.drawer and f.panel_open and f.strip.height == 0 and f.board.bottom == 800
    key(app, pygame.K_TAB)
    assert scene.frame.panel_open and scene.drawer_button not in scene.frame_buttons
    app.set_text_size(150)                      # 150% still has room beside the board at 1280x800
    assert not scene.frame.drawer
    app.set_text_size(200)
    assert scene.frame.drawer and not scene.frame.panel_open


# --- a tutorial in a small room: the step is the drawer ------------------------------------------
def small_tutorial(app, game_id):
    app.screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    send(app, pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640)
    app.set_text_size(200)
    scene = app.start_tutorial(game_id)
    app.frame(0)
    return scene


@pytest.mark.parametrize("game_id", ["limes", "cartographers"])
def test_a_tutorial_in_a_small_room_shows_its_step_in_the_open_drawer_and_never_over_what_it_points_at(
        app, game_id):
    scene = small_tutorial(app, game_id)
    referee, move = scene.referee, move_for(game_id)
    assert scene.frame.drawer and scene.frame.panel_open and scene.drawer_button not in scene.frame_buttons
    key(app, pygame.K_TAB)
    assert scene.frame.panel_open                                   # the step stays
    docked = 0
    while referee.index < 12:
        app.frame(0)
        targets = referee.target_rects()
        assert not any(referee.box.colliderect(rect) for rect in targets), referee.step.id
        if scene.frame.panel.contains(referee.box):
            assert referee.box.bottom == scene.frame.panel.bottom and referee.box.width == scene.frame.panel.width
            docked += 1
        else:   # what the step points at lies in the panel (Cartographers' edicts): the step goes over the board
            assert any(rect.colliderect(scene.frame.panel) for rect in targets), referee.step.id
        before = referee.index
        if referee.step.expect is None:
            click(app, next(b for b in referee.step_buttons if b.key == "next").rect.center)
        else:
            move(app, scene, referee.step.expect)
        assert referee.index == before + 1, referee.step.id
    assert docked >= 10


def test_what_the_strip_cuts_short_shows_whole_under_the_pointer_and_in_the_open_drawer(app, monkeypatch):
    scene = small_majesty(app)
    strip = scene.frame.strip
    objective = scene.objective()
    last = objective.split()[-1]

    def shown():
        return " ".join(w for w, _r in drawn_words(app, monkeypatch))

    assert last not in shown().split()                         # cut with "…"
    send(app, pygame.MOUSEMOTION, pos=(strip.left + 40, strip.centery), rel=(0, 0), buttons=(0, 0, 0))
    assert last in shown().split()                             # the tip: the whole sentence
    key(app, pygame.K_TAB)
    words = [w for w, _r in drawn_words(app, monkeypatch)]
    assert app.t("ui.play.objective") in words                 # the open drawer says it in full too


def test_the_strip_says_a_part_once(app, monkeypatch):
    scene = small_majesty(app)
    monkeypatch.setattr(type(scene.view), "round_text", lambda view: "The game is over")
    monkeypatch.setattr(type(scene), "objective", lambda play: "The game is over")
    words = [w for w, r in drawn_words(app, monkeypatch)
             if scene.frame.strip.contains(r) and not scene.drawer_button.rect.contains(r)]
    assert words == [f"{app.t('game.majesty.name')} · The game is over"]
