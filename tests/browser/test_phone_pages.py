"""The phones' pages in a real browser: Debian's Chromium, headless, phone-sized
with touch, driven by Selenium; the host's window runs in the test's thread.
Skipped (with the reason) where Chromium, its driver or Selenium is missing:
.ci/run installs them."""
import random
import time

import pygame
import pytest

from games import GAMES
from gui.phones import PHONE
from tests.gui_helpers import make_app
from tests.phone_helpers import Page, between, browser_missing, run_until

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
    ada.wait(lambda p: (p.status() or {}).get("seat") == 0)
    assert ada.script("return window.phone.messages.filter(m => m.type === 'refused').length") == 0


def test_the_piece_in_hand_follows_the_finger_while_the_host_stands_still(host):
    """Once a card is picked up, the page has its picture and draws it under the finger
    itself: with the host's window not running a single frame, the finger's moves still
    carry the card (and the host's pictures leave the loose card out)."""
    window, start, page = host
    scene = start("limes", ["Ada", "Ben"])
    ada = page(scene, 0)
    ada.wait(lambda p: (p.status() or {}).get("acting"))
    mine, frame = scene.phones.windows[0].play, scene.phones.windows[0].size
    card, slot = mine.view.card_rect.center, mine.view.display_of(0).card_rect((0, 0)).center
    beside, away = (card[0] + 40, card[1] - 60), (card[0] + 140, card[1] - 90)
    where = [ada.at(point, frame) for point in (card, beside, away, slot)]
    # one finger: to `beside`, still a while, on to `away`, still, to the slot and up
    path = [where[0], *between(where[0], where[1], 2), 1.0, *between(where[1], where[2], 3), 3.0,
            *between(where[2], where[3], 2)]
    moving, begun = ada.browser(ada.gesture(path)), time.monotonic()
    run_until(window, lambda: scene.phones.pieces.get(0) is not None)     # the host sent the card's picture
    assert time.monotonic() - begun < 0.9 and mine.dd.holding   # (before the finger goes on)
    frames = window.frames
    time.sleep(3.0)                                   # no frame of the host's while the finger goes to `away`
    assert window.frames == frames and mine.dd.loose is None   # (its pictures leave the loose card out)
    run_until(window, moving.done)
    trail, heard = ada.script("return [window.phone.trail, window.phone.heard]")
    drawn, lag = next((when, lag) for when, lag, x, y in trail if abs(x - away[0]) <= 2 and abs(y - away[1]) <= 2)
    assert lag < 50                                   # ms from the finger's move to the card drawn there
    assert not [when for when in heard if drawn - 500 < when < drawn]   # and nothing from the host meanwhile
    ada.wait(lambda p: scene.state.log and p.script("return window.phone.piece") is None)
    assert scene.state.displays[0] == {(0, 0): (scene.state.card, 0)}


def test_a_second_finger_on_rotate_turns_the_card_the_first_one_holds(host):
    """Rotate in the page's bar works at the touch: a second finger's tap makes no click
    in the browser while the first finger is down."""
    window, start, page = host
    scene = start("limes", ["Ada", "Ben"])
    ada = page(scene, 0)
    ada.wait(lambda p: (p.status() or {}).get("acting"))
    mine, frame = scene.phones.windows[0].play, scene.phones.windows[0].size
    card, slot = ada.at(mine.view.card_rect.center, frame), ada.at(mine.view.display_of(0).card_rect((0, 0)).center, frame)
    rotate = tuple(round(v) for v in ada.script(
        "const box = document.getElementById('rotate').getBoundingClientRect();"
        "return [box.left + box.width / 2, box.top + box.height / 2]"))
    ada.call(ada.hold_and_tap([card, *between(card, slot, 3)], rotate))
    ada.wait(lambda p: scene.state.log)
    assert scene.state.displays[0] == {(0, 0): (scene.state.card, 1)}


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
    hint = window.t("ui.phone.sideways")   # once, to the upright page alone
    assert [hint in each.script("return window.phone.said") for each in pages] == [False, True, False]
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
