"""The images the window keeps for the next frame (rendered text, tiles,
cards, maps) are bounded by their bytes in one store (gui/cache.py), so that
resizing the window never makes memory grow past a fixed bound."""
import pygame
import pytest

from gui import cache, text
from tests.gui_helpers import make_app, send

WHITE = (255, 255, 255)


@pytest.fixture
def store():
    pygame.init()
    text.clear_caches()
    cache.clear()
    yield cache
    cache.clear()


def test_the_store_lets_the_least_recently_used_go(store, monkeypatch):
    monkeypatch.setattr(cache, "BUDGET", 3 * (100 * 100 * 4 + cache.ENTRY))
    images = [pygame.Surface((100, 100), pygame.SRCALPHA) for _ in range(4)]
    for i, image in enumerate(images[:3]):
        cache.put("test", i, image)
    assert cache.get("test", 0) is images[0]   # now the most recently used
    cache.put("test", 3, images[3])
    assert cache.get("test", 1) is None and cache.get("test", 0) is images[0]
    assert cache.used() == 3 * (100 * 100 * 4 + cache.ENTRY)
    cache.put("test", "huge", pygame.Surface((1000, 1000)))   # larger than the whole budget: not kept
    assert cache.get("test", "huge") is None and cache.used() <= cache.BUDGET
    cache.clear("test")
    assert cache.used() == 0


def test_rendered_text_is_bounded_by_bytes_not_by_number(store, monkeypatch):
    monkeypatch.setattr(cache, "BUDGET", 2 * 2 ** 20)
    line = "A line of the rules as wide as a large window shows it " * 3
    for width in range(300):   # what 300 resizes would render anew
        text.render(f"{line}{width}", 40, WHITE)
        assert cache.used() <= cache.BUDGET
    assert text.render(f"{line}299", 40, WHITE) is text.render(f"{line}299", 40, WHITE)   # still cached


def test_resizing_keeps_the_images_within_the_budget(store, monkeypatch):
    monkeypatch.setattr(cache, "BUDGET", 4 * 2 ** 20)
    app = make_app()
    try:
        for game_id in ("majesty", "cartographers"):
            app.start_game(game_id, ["A", "B", "C", "D"], [None] * 4, 5, {})
            for step in range(12):
                size = (1024 + 97 * step, 640 + 61 * step)
                app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
                send(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
                assert 0 < cache.used() <= cache.BUDGET
    finally:
        pygame.quit()
