"""The phones' pages in a real browser: Debian's Chromium, headless, phone-sized
with touch, driven by Selenium; the host's window runs in the test's thread.
Skipped (with the reason) where Chromium, its driver or Selenium is missing:
.ci/run installs them."""
import random

import pygame
import pytest

from games import GAMES
from gui.phones import PHONE
from tests.gui_helpers import make_app
from tests.phone_helpers import Page, browser_missing

pytestmark = pytest.mark.skipif(browser_missing() is not None, reason=browser_missing() or "")


@pytest.fixture
def host():
    window = make_app()
    made = {"pages": [], "scenes": []}

    def start(game_id, names, options=None, seed=3):
        game = GAMES[game_id]
        scene = window.open_game(game, game.new_game(names, seed, options or {}), [PHONE] * len(names),
                                 {"address": "127.0.0.1"})
        made["scenes"].append(scene)
        window.frame(0)
        return scene

    def page(scene, seat, size=(844, 390)):
        made["pages"].append(Page(window, scene.phones.link(seat), size))
        return made["pages"][-1]
    yield window, start, page
    for each in made["pages"]:
        each.close()
    for scene in made["scenes"]:
        scene.phones.close()
    pygame.quit()


def test_a_finger_drags_the_card_on_the_page_and_a_tap_on_undo_takes_it_back(host):
    window, start, page = host
    scene = start("limes", ["Ada", "Ben"])
    ada = page(scene, 0)
    ada.wait(lambda p: (p.status() or {}).get("acting"))
    mine, frame = scene.phones.windows[0].play, scene.phones.windows[0].size
    ada.touch_drag(ada.at(mine.view.card_rect.center, frame),
                   ada.at(mine.view.display_of(0).card_rect((0, 0)).center, frame))
    ada.wait(lambda p: scene.state.log and p.status()["undo"])
    assert scene.state.displays[0] == {(0, 0): (scene.state.card, 0)}
    ada.touch_tap(ada.at(mine.chrome.buttons[1].rect.center, frame))   # the picture's Undo
    ada.wait(lambda p: not scene.state.log and not p.status()["undo"])
    ada.call(ada.driver.refresh)                      # the page loaded again: the same phone, the same seat
    ada.wait(lambda p: (p.status() or {}).get("seat") == 0, 5) if False else None
    print(ada.script("return [window.phone && window.phone.messages, document.getElementById('note').textContent]"))
    ada.wait(lambda p: (p.status() or {}).get("seat") == 0)
    assert ada.script("return window.phone.messages.filter(m => m.type === 'refused').length") == 0


@pytest.mark.parametrize("game_id, options", [("cartographers", {}), ("rome", {"variant": "advanced"})])
def test_three_pages_play_a_game_to_the_end_at_once(host, game_id, options):
    """Every move sent from its seat's page (the engine's data, through the page's
    socket); where several seats act at once, each page moves in turn before any
    waits. The scores are the engine's for the same actions."""
    window, start, page = host
    scene = start(game_id, ["Ada", "Ben", "Cem"], options)
    pages = [page(scene, seat, (390, 844) if seat == 1 else (844, 390)) for seat in range(3)]   # one upright
    for each in pages:
        each.wait(lambda p: p.status() is not None)
    state, game, rng = scene.state, scene.game, random.Random(5)
    at_once = 0
    while not state.is_over():
        acting = [p for p in state.actors() if state.decision(p) is not None]
        at_once = max(at_once, len(acting))
        length = len(state.log)
        for seat in acting:          # each sends before the host has applied any
            decision = state.decision(seat)
            if decision is None:
                continue
            message = ({"type": "end_turn"} if decision.kind == "end_turn" else
                       {"type": "action", "action": game.bots["greedy"](state.view(seat), seat, rng).to_dict()})
            pages[seat].script("window.phone.send(arguments[0])", message)
        pages[0].wait(lambda p: len(state.log) > length)
    again = game.new_game(list(state.players), state.seed, dict(state.options))
    for who, data in state.log:
        again.apply(who, game.action_from_dict(data))
    assert [s.total for s in state.score_sheets()] == [s.total for s in again.score_sheets()]
    assert at_once == 3
    for each in pages:
        each.wait(lambda p: p.status()["over"])
