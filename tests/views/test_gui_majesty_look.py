"""Majesty: a look at another's realm (a click on its row in the side panel) and
the way back, Esc or a click that is no move, said on the screen while it shows."""
import pygame
import pytest

from gui import text
from tests.gui_helpers import click, key, make_app, send


def play(app):
    scene = app.start_game("majesty", ["Anna", "Ben", "Cara"], [None, None, None], 4, {})
    app.frame(0)
    return scene


def look_at_ben(app, scene) -> None:
    """Open the drawer where there is one, click Ben's row, move off it onto the realm."""
    if scene.chrome.can_toggle and not scene.chrome.panel_open:
        key(app, pygame.K_TAB)
    row = next(rect for rect, player in scene.view.other_rects if player == 1)
    click(app, row.center)
    send(app, pygame.MOUSEMOTION, pos=scene.view.realm_rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert scene.view.focus == 1


def words_drawn(app, monkeypatch) -> dict[str, pygame.Rect]:
    """Every line of text one frame draws, with where (the last place, where drawn twice)."""
    drawn, real = {}, text.draw

    def spy(surface, words, pos, *args, **kwargs):
        drawn[words] = real(surface, words, pos, *args, **kwargs)
        return drawn[words]

    monkeypatch.setattr(text, "draw", spy)
    app.frame(0)
    monkeypatch.setattr(text, "draw", real)
    return drawn


def test_esc_brings_ones_own_realm_back(app):
    scene = play(app)
    look_at_ben(app, scene)
    key(app, pygame.K_ESCAPE)
    assert scene.view.focus == 0 and scene.state.log == []


def test_a_click_on_the_table_that_is_no_move_brings_ones_own_realm_back(app):
    scene = play(app)
    view = scene.view
    for spot in (view.realm_rect.center, view.heads["castle"].center, view.purse_rect.center):
        look_at_ben(app, scene)
        click(app, spot)
        assert view.focus == 0 and not scene.dd.holding and scene.state.log == []


def test_a_click_on_the_row_looked_at_or_on_ones_own_goes_back(app):
    scene = play(app)
    view = scene.view
    for player in (1, 0):
        look_at_ben(app, scene)
        click(app, next(rect for rect, p in view.other_rects if p == player).center)
        assert view.focus == 0


def test_a_card_clicked_while_looking_is_taken_into_ones_own_realm(app):
    """A click on a card of the row is a move: it takes the card (as before the look)."""
    scene = play(app)
    view, state = scene.view, scene.state
    card = state.display[0]
    look_at_ben(app, scene)
    click(app, view.card_rects[0].center)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert view.focus == 0 and any(person.id == card.id for persons in state.realm[0].values() for person in persons)


@pytest.mark.parametrize("size, percent, language, realm, back", [
    ((1280, 800), 100, "en", "Realm of Ben", "Esc or a click: back"),
    ((1024, 640), 200, "de", "Reich von Ben", "Esc oder ein Klick: zurück"),
])
def test_a_look_says_whose_realm_shows_and_how_to_go_back(monkeypatch, size, percent, language, realm, back):
    """Whose realm, and how back, on the board, clear of End turn; once back, neither."""
    app = make_app(size, language)
    app.set_text_size(percent)
    try:
        scene = play(app)
        look_at_ben(app, scene)
        for took in (False, True):
            for drawer in ([False, True] if scene.chrome.can_toggle else [False]):
                if scene.chrome.can_toggle and scene.chrome.panel_open != drawer:
                    key(app, pygame.K_TAB)
                drawn = words_drawn(app, monkeypatch)
                assert realm in drawn and back in drawn, (took, drawer)
                assert scene.frame.board.contains(drawn[back])
                assert not (scene.must_end_turn and drawn[back].colliderect(scene.end_button.rect))
            if not took:   # a card taken, End turn shows: a look again
                click(app, scene.view.card_rects[0].center)
                if scene.view.dialog is not None:
                    click(app, scene.view.dialog.buttons[0].rect.center)
                assert scene.must_end_turn
                look_at_ben(app, scene)
        key(app, pygame.K_ESCAPE)
        for _drawer in range(2 if scene.chrome.can_toggle else 1):   # one's own purse again, where End turn shows too
            drawn = words_drawn(app, monkeypatch)
            assert back not in drawn and scene.view.t("ui.majesty.coins", n=scene.state.coins[0]) in drawn
            if scene.chrome.can_toggle:
                key(app, pygame.K_TAB)
    finally:
        pygame.quit()


def test_the_purse_under_a_realm_looked_at_is_named_for_its_owner(app, monkeypatch):
    scene = play(app)
    view = scene.view
    look_at_ben(app, scene)
    monkeypatch.setattr(view, "draw_panel_extra", lambda surface, rect: rect.top)
    drawn = words_drawn(app, monkeypatch)
    assert view.purse_rect.contains(drawn["Ben"]) and "Meeples" not in drawn
    key(app, pygame.K_ESCAPE)
    assert "Meeples" in words_drawn(app, monkeypatch)


def test_in_the_tutorial_where_esc_leaves_it_a_look_says_a_click_goes_back(app, monkeypatch):
    scene = app.start_tutorial("majesty")
    app.frame(0)
    row = next(rect for rect, player in scene.view.other_rects if player != scene.view.focus)
    click(app, row.center)
    drawn = words_drawn(app, monkeypatch)
    assert "a click: back" in drawn and "Esc or a click: back" not in drawn
    click(app, scene.view.realm_rect.center)
    assert scene.view.peek is None
