"""The layout layer: parts get their least, share what is left by weight up to
their most, tile their room to the pixel, and say when they do not fit."""
import pygame
import pytest

from gui.layout import Layout, NoRoom, Part, share


def test_every_part_gets_its_least_then_the_rest_goes_by_weight():
    parts = (Part(100), Part(50, weight=1), Part(50, weight=3))
    assert share(400, parts) == [(0, 100), (100, 100), (200, 200)]


def test_a_part_at_its_most_gives_its_share_to_the_others():
    parts = (Part(0, weight=1, most=60), Part(0, weight=1))
    assert share(300, parts) == [(0, 60), (60, 240)]


def test_gaps_lie_between_the_parts_and_the_last_part_ends_at_the_room_s_end():
    starts = share(101, (Part(0, 1), Part(0, 1), Part(0, 1)), gap=10)
    assert starts[0][0] == 0 and starts[-1][0] + starts[-1][1] == 101
    for (a, la), (b, _) in zip(starts, starts[1:]):
        assert b - (a + la) in (10, 11)   # the ends rounded: no pixel lost or added


def test_parts_that_do_not_fit_raise_no_room_unless_asked_to_squeeze():
    with pytest.raises(NoRoom):
        share(100, (Part(80), Part(40)))
    assert share(60, (Part(80), Part(40)), squeeze=True) == [(0, 40), (40, 20)]


def test_rows_and_columns_are_in_the_window_s_units():
    lay = Layout(2.0)
    bar, body = lay.column(pygame.Rect(0, 0, 300, 400), lay.fixed(50), lay.grow(), gap=5)
    assert bar == pygame.Rect(0, 0, 300, 100) and body == pygame.Rect(0, 110, 300, 290)
    left, right = lay.row(body, lay.grow(least=20), lay.fixed(30))
    assert left.width == 240 and right == pygame.Rect(240, 110, 60, 290)


def test_the_first_arrangement_that_fits_is_taken_and_the_last_one_always():
    lay = Layout(1.0)
    room = pygame.Rect(0, 0, 200, 100)
    wide = lambda: ("wide", lay.row(room, lay.fixed(150), lay.fixed(100)))
    low = lambda: ("low", lay.column(room, lay.fixed(60), lay.fixed(60), squeeze=True))
    assert lay.first(wide, low)[0] == "low"
    assert lay.first(lambda: ("narrow", lay.row(room, lay.fixed(100))), low)[0] == "narrow"


def test_a_grid_lays_its_cells_in_rows():
    cells = Layout(1.0).grid((10, 20), 5, 2, (30, 40), gap=5)
    assert [c.topleft for c in cells] == [(10, 20), (45, 20), (10, 65), (45, 65), (10, 110)]


def test_a_message_goes_where_it_covers_nothing_it_is_about():
    from gui.widgets import Toast
    area = pygame.Rect(0, 0, 400, 300)
    target, above = pygame.Rect(150, 200, 100, 40), pygame.Rect(150, 140, 100, 40)
    rect = Toast.place(pygame.Rect(0, 0, 120, 40), (200, 220), [target, above], area)
    assert area.contains(rect) and not rect.colliderect(target) and not rect.colliderect(above)
    assert Toast.place(pygame.Rect(0, 0, 120, 40), (200, 50), [target], area).center == (200, 50)   # nothing covered
