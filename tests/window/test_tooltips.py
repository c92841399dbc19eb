"""Hover tips in play: never over a button a player may press now (End turn, a
tutorial step's Back and Next), and none for a piece that went from under a still
pointer until it moves."""
import pygame
import pytest

from gui.widgets import toast
from tests.gui_helpers import click, key, make_app, send
from tests.tutorial_moves import move_for


@pytest.fixture
def tips(monkeypatch):
    """Where the tooltips of the frames drawn meanwhile lay (each a box of radius 6)."""
    laid, real = [], toast.draw_panel

    def spy(surface, rect, *args, radius: int = 8, **kwargs):
        if radius == 6:
            laid.append(pygame.Rect(rect))
        return real(surface, rect, *args, radius=radius, **kwargs)

    monkeypatch.setattr(toast, "draw_panel", spy)
    return laid


def hover(app, pos) -> None:
    send(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def small_german(percent: int = 200):
    app = make_app((1024, 640), "de")
    app.set_text_size(percent)
    return app


def test_a_tip_kept_clear_of_a_button_goes_above_the_pointer_else_beside_it(app):
    from gui.widgets import draw_tooltip, tips_clear_of
    surface = pygame.Surface((800, 600))
    below = pygame.Rect(100, 130, 300, 60)          # where a tip for the pointer at (100, 100) would lie
    free = draw_tooltip(surface, ["A tip"], (100, 100), 14)
    assert free.colliderect(below)
    with tips_clear_of([below]):
        kept = draw_tooltip(surface, ["A tip"], (100, 100), 14)
    assert not kept.colliderect(below) and kept.bottom < 100
    with tips_clear_of([below, pygame.Rect(0, 0, 800, 100)]):   # nothing above either: to the side of what it covered
        aside = draw_tooltip(surface, ["A tip"], (100, 100), 14)
    assert not aside.colliderect(below) and aside.top >= 100
    assert draw_tooltip(surface, ["A tip"], (100, 100), 14).colliderect(below)   # outside: as before


def test_a_majesty_card_taken_leaves_no_tip_and_no_tip_covers_end_turn(tips):
    """1024x640 at 200% in German: the card clicked goes, the next card slides under the
    still pointer: no tip until the pointer moves; then each card's tip clear of End turn."""
    app = small_german()
    try:
        scene = app.start_game("majesty", ["Anna", "Ben", "Cara"], [None, None, None], 4, {})
        app.frame(0)
        view = scene.view
        spot = view.card_rects[2].center
        hover(app, spot)
        click(app, spot)
        while view.dialog is not None:
            click(app, view.dialog.buttons[0].rect.center)
        assert scene.must_end_turn and scene.state.display[2] is not None   # another card lies there now
        tips.clear()
        app.frame(0)
        assert view.hover is None and tips == []
        for rect, card in zip(view.card_rects, scene.state.display):
            tips.clear()
            hover(app, rect.center)
            assert not any(tip.colliderect(scene.end_button.rect) for tip in tips), rect
            assert tips or card is None
    finally:
        pygame.quit()


def test_no_tip_in_the_limes_tutorial_covers_the_steps_buttons(tips):
    """A worker's tip beside the step's box (1024x640, 200%, German) lies clear of Back and Next."""
    app = small_german()
    try:
        scene = app.start_tutorial("limes")
        referee, view = scene.referee, scene.view
        tried = 0
        while referee.index < 8:
            for cell in list(scene.shown.fields[0]):
                spot = view.display_of(0).field_rect(cell).center
                tips.clear()
                hover(app, spot)
                buttons = [b.rect for b in referee.step_buttons if b.enabled]
                assert not any(tip.colliderect(b) for tip in tips for b in buttons), (referee.index, cell)
                tried += any(tip.move_to(left=spot[0] + 16, top=spot[1] + 16).collidelist(buttons) >= 0
                             for tip in tips)   # where it would have lain before
            if referee.step.expect is None:
                key(app, pygame.K_SPACE)
            else:
                move_for("limes")(app, scene, referee.step.expect)
        assert tried
    finally:
        pygame.quit()
