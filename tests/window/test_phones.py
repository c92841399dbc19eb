"""Phones as private hands: a game hosted with its seats on phones (WebSocket
clients here), the host's play scene the one referee. Real messages over
the local loopback, real pointer drags on a phone's picture; assertions on
the engine and on everything a phone was sent."""
import json
import random
import urllib.error
import urllib.request

import pygame
import pytest

from games import GAMES
from gui.phones import PHONE
from gui.phones.desk import MAX_MESSAGE
from gui.phones.server import DROPPED_ABOVE
from gui.phones.table import GONE_SHOWN
from tests.gui_helpers import make_app
from tests.phone_helpers import Phone, run_until


@pytest.fixture
def host():
    """A window whose games are hosted; every phone and server closed after the test."""
    window = make_app()
    made = {"phones": [], "tables": []}

    def start(game_id, names, seed=3, options=None, seats=None):
        game = GAMES[game_id]
        seats = seats or [PHONE] * len(names)
        scene = window.open_game(game, game.new_game(names, seed, options or {}), seats, {"address": "127.0.0.1"})
        made["tables"].append(scene.phones)
        window.frame(0)
        return scene

    def phone(scene, seat, device=None, **kwargs):
        made["phones"].append(Phone(scene.phones.link(seat), device or f"phone-{seat}", **kwargs))
        return made["phones"][-1]
    yield window, start, phone
    for each in made["phones"]:
        each.close()
    for table in made["tables"]:
        table.close()
    pygame.quit()


def joined(window, phones) -> None:
    run_until(window, lambda: all(p.status() is not None and p.pictures for p in phones))


def play_through(window, scene, phones, rng) -> list:
    """Every seat's moves from its phone (greedy's choice, sent as the engine's data) to the end."""
    state, game = scene.state, scene.game
    while not state.is_over():
        seat = next(p for p in state.actors() if state.decision(p) is not None)
        if state.decision(seat).kind == "end_turn":
            phones[seat].send({"type": "end_turn"})
        else:
            phones[seat].send({"type": "action", "action": game.bots["greedy"](state.view(seat), seat, rng).to_dict()})
        length = len(state.log)
        run_until(window, lambda: len(state.log) != length)
    return [sheet.total for sheet in state.score_sheets()]


def replayed(scene) -> list:
    """The same actions played through the engine alone: its final scores."""
    game, state = scene.game, scene.state
    again = game.new_game(list(state.players), state.seed, dict(state.options))
    for who, data in state.log:
        again.apply(who, game.action_from_dict(data))
    assert again.is_over()
    return [sheet.total for sheet in again.score_sheets()]


def test_a_limes_game_played_from_two_phones_scores_as_the_engine(host):
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    phones = [phone(scene, 0), phone(scene, 1)]
    joined(window, phones)
    assert [p.status()["acting"] for p in phones] == [seat in scene.state.actors() for seat in (0, 1)]
    assert scene.screen_seat is None and scene.shown.players == scene.state.view(None).players   # nobody's screen
    totals = play_through(window, scene, phones, random.Random(1))
    assert totals == replayed(scene)
    run_until(window, lambda: all(p.status()["over"] for p in phones))
    assert type(window.scene).__name__ == "ResultsScene"


def test_a_drag_on_the_phones_picture_lays_the_card(host):
    """The finger's down, moves and up, in the picture's pixels, are the phone scene's mouse."""
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    ada = phone(scene, 0)
    joined(window, [ada])
    mine = scene.phones.windows[0].scene
    begin, end = mine.view.card_rect.center, mine.view.display_of(0).card_rect((0, 0)).center
    assert not ada.status()["rotate"]                  # nothing in hand: nothing to turn
    ada.send({"type": "pointer", "what": "down", "x": begin[0], "y": begin[1]})
    for step in range(1, 5):
        x, y = (begin[0] + (end[0] - begin[0]) * step // 4, begin[1] + (end[1] - begin[1]) * step // 4)
        ada.send({"type": "pointer", "what": "move", "x": x, "y": y})
    run_until(window, lambda: ada.status()["rotate"] and not ada.status()["mirror"])   # a card turns, never flips
    run_until(window, lambda: pieces(ada))
    card = pieces(ada)[-1]                        # the card's own picture, for the page to draw under the finger
    assert mine.dd.holding and mine.dd.loose is None   # (so the host's pictures leave it out)
    assert picture_size(card) == mine.view.card_rect.size and (card["x"], card["y"]) == (
        mine.view.card_rect.width // 2, mine.view.card_rect.height // 2)   # held by its middle
    ada.send({"type": "key", "key": "rotate"})        # a second finger on Rotate, the card in hand
    run_until(window, lambda: len(pieces(ada)) == 2)   # turned: its picture anew
    assert pieces(ada)[-1]["picture"] not in (None, card["picture"])
    ada.send({"type": "pointer", "what": "up", "x": end[0], "y": end[1]})
    run_until(window, lambda: scene.state.log and pieces(ada)[-1]["picture"] is None)   # laid: none in hand
    assert scene.state.displays[0] == {(0, 0): (scene.state.card, 1)}
    assert scene.state.log[0][0] == 0
    run_until(window, lambda: ada.status()["undo"])
    ada.send({"type": "undo"})                     # taken back from the phone: every screen is told
    run_until(window, lambda: not scene.state.log)
    assert scene.state.displays[0] == {}


def test_two_phones_lay_limes_round_card_at_the_same_time(host):
    """Limes' displays never touch, so both seats play a round's card at once: Ada's
    finger still holds her card while Ben lays his; the next card comes once both
    have ended their turns."""
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    phones = [phone(scene, 0), phone(scene, 1)]
    joined(window, phones)
    assert [p.status()["acting"] for p in phones] == [True, True]
    assert scene.view.objective() == window.t("ui.play.waiting_for", name="Ada, Ben")   # the big screen names both
    card = scene.state.card

    def finger(seat, what, to_slot=False):
        view = scene.phones.windows[seat].scene.view
        x, y = view.display_of(seat).card_rect((0, 0)).center if to_slot else view.card_rect.center
        phones[seat].send({"type": "pointer", "what": what, "x": x, "y": y})
    finger(0, "down")
    finger(0, "move", to_slot=True)                                  # Ada holds her card over her slot
    for what in ("down", "move", "up"):
        finger(1, what, to_slot=what != "down")
    run_until(window, lambda: scene.state.displays[1])              # Ben's is laid
    assert scene.phones.windows[0].scene.dd.holding                  # and Ada's still in her hand
    finger(0, "up", to_slot=True)
    run_until(window, lambda: scene.state.displays[0])
    assert scene.state.displays == [{(0, 0): (card, 0)}] * 2 and scene.state.round == 1
    for seat in (1, 0):
        phones[seat].send({"type": "action", "action": {"kind": "skip_worker"}})
        phones[seat].send({"type": "end_turn"})
    run_until(window, lambda: scene.state.round == 2)
    assert [who for who, _ in scene.state.log] == [1, 0, 1, 1, 0, 0]
    run_until(window, lambda: all(p.status()["acting"] for p in phones))


def pieces(phone) -> list[dict]:
    """The pictures of the piece in hand a phone was sent (None: put down)."""
    return [m for m in phone.texts if m.get("type") == "piece"]


def picture_size(piece) -> tuple[int, int]:
    import base64
    import io
    data = base64.b64decode(piece["picture"].split(",", 1)[1])
    return pygame.image.load(io.BytesIO(data), "piece.png").get_size()


def test_another_seats_card_flying_ends_on_the_phone_where_it_lies(host):
    """Ben lays his card: on Ada's phone it flies into his display, and her phone's
    last picture is her screen at rest (the card laid, no frame of its flight)."""
    window, start, phone = host
    window.settings["motion"] = True
    scene = start("limes", ["Ada", "Ben"])
    ada, ben = phone(scene, 0), phone(scene, 1)
    joined(window, [ada, ben])
    hers = scene.phones.windows[0]
    ben.send({"type": "action", "action": {"kind": "place_card", "row": 0, "col": 0, "rotation": 0}})
    run_until(window, lambda: hers.scene.animating)      # the card flies on her screen
    run_until(window, lambda: not hers.scene.animating and 0 not in scene.phones.dirty
              and 0 not in scene.phones.astir)
    count = len(ada.pictures)
    run_until(window, lambda: len(ada.pictures) == count and ada.pictures[-1] == hers.picture())


def test_the_big_screen_shows_the_map_of_whoever_still_draws(host):
    """Cartographers with phones: the big screen is nobody's, so once Ada has drawn and
    ended her turn it shows Ben's map, who still draws."""
    window, start, phone = host
    scene = start("cartographers", ["Ada", "Ben"])
    phones = [phone(scene, 0), phone(scene, 1)]
    joined(window, phones)
    assert scene.view.home == 0 and scene.state.actors() == [0, 1]
    rng = random.Random(3)
    while 0 in scene.state.actors():
        decision, length = scene.state.decision(0), len(scene.state.log)
        phones[0].send({"type": "end_turn"} if decision.kind == "end_turn" else
                       {"type": "action", "action": scene.game.bots["greedy"](scene.state.view(0), 0, rng).to_dict()})
        run_until(window, lambda: len(scene.state.log) > length)
    assert scene.state.actors() == [1] and scene.view.home == 1 and scene.view.focus == 1


def test_a_seat_is_only_its_tokens(host):
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    link = scene.phones.link(0)
    with urllib.request.urlopen(link) as page:
        assert b"<canvas" in page.read()
    for wrong in (link[:-3] + "abc", link.rsplit("/", 1)[0] + "/", link.replace("/s/0/", "/s/1/"),
                  link.replace("/s/0/", "/s/7/")):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(wrong)
        assert refused.value.code in (403, 404)
    thief = Phone(link.replace("/s/0/", "/s/1/"), "thief")
    assert thief.closed.wait(5)
    assert thief.status() is None and not thief.pictures and thief.texts[0]["type"] == "client_error"
    thief.close()


def test_a_second_phone_gets_a_taken_seat_only_where_the_host_allows(host):
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    ada = phone(scene, 0, "ada's phone")
    joined(window, [ada])
    other = phone(scene, 0, "someone else")
    assert other.closed.wait(5)
    assert other.refusals() == ["taken"] and other.status() is None
    ada.drop()                                  # asleep, back again: the same phone is let in at once
    again = phone(scene, 0, "ada's phone")
    joined(window, [again])
    newer = phone(scene, 0, "ada's new phone")
    assert newer.closed.wait(5) and newer.refusals() == ["taken"]
    run_until(window, lambda: scene.phones.joining.buttons)   # the big screen offers to let it in: clicked
    from tests.gui_helpers import click
    click(window, scene.phones.joining.buttons[0].rect.center)
    assert not scene.phones.asking
    newest = phone(scene, 0, "ada's new phone")            # (its page comes back by itself)
    joined(window, [newest])
    assert newest.status()["seat"] == 0
    run_until(window, lambda: again.closed.is_set())        # the phone before lost the seat
    again = phone(scene, 0, "ada's phone")
    assert again.closed.wait(5) and again.refusals() == ["taken"]
    run_until(window, lambda: scene.phones.asking)           # offered a while, then no more
    window.frame(31.0)
    assert not scene.phones.asking and scene.phones.wake_in() is None


def test_a_phone_dropped_mid_turn_comes_back_to_the_same_position(host):
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    ada = phone(scene, 0)
    joined(window, [ada])
    move = scene.game.bots["greedy"](scene.state.view(0), 0, random.Random(2))
    ada.send({"type": "action", "action": move.to_dict()})
    run_until(window, lambda: scene.state.log)
    ada.drop()
    run_until(window, lambda: 0 in scene.phones.gone)
    assert 0 not in scene.phones.without_phone()          # a page loaded again is back at once: no code shown
    assert 0 < scene.phones.wake_in() <= GONE_SHOWN          # the loop looks again when the code is due
    window.frame(GONE_SHOWN)
    assert 0 in scene.phones.without_phone()              # away a while: the big screen shows its way in again
    back = phone(scene, 0)
    joined(window, [back])
    assert scene.state.log == [(0, move.to_dict())]
    status = back.status()
    assert status["undo"] and status["decision"] is not None


def test_a_phone_back_while_its_piece_is_in_hand_gets_the_piece_again(host):
    """The seat's card still in hand when its page loads anew: the new page is sent
    the card's picture, to draw under the finger."""
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"])
    ada = phone(scene, 0)
    joined(window, [ada])
    mine = scene.phones.windows[0].play
    x, y = mine.view.card_rect.center
    ada.send({"type": "pointer", "what": "down", "x": x, "y": y})
    ada.send({"type": "pointer", "what": "move", "x": x + 60, "y": y + 60})
    run_until(window, lambda: pieces(ada))
    ada.drop()
    back = phone(scene, 0)
    joined(window, [back])
    run_until(window, lambda: pieces(back))
    assert mine.dd.holding and pieces(back)[-1]["picture"] == pieces(ada)[-1]["picture"]


def test_a_thousand_bad_messages_change_nothing(host):
    """Bad JSON, too large, wrong types and kinds, another seat's moves, moves
    out of turn: nothing changes, and each is answered with its reason."""
    window, start, phone = host
    scene = start("rome", ["Ada", "Ben", "Cem"], options={"variant": "advanced"})
    phones = [phone(scene, seat) for seat in range(3)]
    joined(window, phones)
    state = scene.state
    actors = state.actors()
    idle = next(p for p in range(3) if p not in actors)
    legal = next(iter(state.legal_actions(actors[0]))).to_dict()
    rng = random.Random(7)
    junk = ["", "{", "null", "[]", "42", '"text"', json.dumps({"type": 1}), json.dumps({"type": "nonsense"}),
            json.dumps({"type": "action"}), json.dumps({"type": "action", "action": "move"}),
            json.dumps({"type": "action", "action": {"kind": "no_such_kind"}}),
            json.dumps({"type": "action", "action": {"kind": legal["kind"]}}),
            json.dumps({"type": "action", "action": legal, "extra": 1}),
            json.dumps({"type": "pointer", "what": "down", "x": True, "y": 0}),
            json.dumps({"type": "pointer", "what": "wiggle", "x": 1, "y": 1}),
            json.dumps({"type": "key", "key": "delete"}), json.dumps({"type": "hello", "device": "", "width": 1,
                                                                         "height": 1}),
            "[" * 5000, json.dumps({"type": "action", "action": {"kind": "x" * (MAX_MESSAGE // 2)}}),
            json.dumps({"type": "action", "action": legal}),   # another seat's move, sent by the idle seat
            json.dumps({"type": "end_turn"}), json.dumps({"type": "undo"})]
    before = (list(state.log), json.dumps(scene.game.action_from_dict(legal).to_dict()))
    for n in range(1000):
        message = junk[n % len(junk)] if n < 3 * len(junk) else "".join(
            rng.choice('{}[]":,0123456789abcdefghijklmnopqrstuvwxyz type action') for _ in range(rng.randrange(1, 60)))
        phones[idle].send(message)
    run_until(window, lambda: len(phones[idle].refusals()) == 1000, 30)   # each with its reason
    reasons = phones[idle].refusals()
    assert "not JSON" in reasons and "unknown type 'nonsense'" in reasons and any("too large" in r for r in reasons)
    assert any(r.startswith("not a move") for r in reasons)
    assert scene.t("violation.turn.nothing_to_end") in reasons and scene.t("violation.undo.nothing") in reasons
    phones[idle].send(json.dumps({"type": "action", "action": legal, "pad": "x" * DROPPED_ABOVE}))  # far too large
    run_until(window, lambda: phones[idle].closed.is_set())   # closes its connection unread
    assert (list(state.log), json.dumps(scene.game.action_from_dict(legal).to_dict())) == before
    assert scene.phones.server._thread.is_alive()
    back = phone(scene, idle)                                  # and the seat's phone is let in again
    joined(window, [back])
    acting = phones[actors[0]]
    acting.send({"type": "action", "action": legal})           # the right seat's move still goes
    run_until(window, lambda: len(state.log) == len(before[0]) + 1)


STATUS_KEYS = {"type", "seat", "name", "game", "acting", "decision", "end_turn", "undo", "over", "size", "words",
               "rotate", "mirror"}


@pytest.mark.parametrize("game_id, options", [("cartographers", {}), ("rome", {"variant": "advanced"})])
def test_three_phones_play_a_game_with_secrets_to_the_end_and_learn_none_of_the_others(host, game_id, options,
                                                                                      monkeypatch):
    """Cartographers' drawing and Rome's secret splits and missions played from three
    phones at once: the scores are the engine's for the same actions; every text a
    phone is sent is its own seat's status, and every picture is drawn from its own view."""
    from gui.phones.scene import PhoneScene
    drawn = []
    original = PhoneScene.draw

    def draw(scene, surface):
        drawn.append((scene.seat, scene.screen_seat, scene._shown_key[1] if scene._shown_key else None))
        original(scene, surface)
    monkeypatch.setattr(PhoneScene, "draw", draw)
    window, start, phone = host
    scene = start(game_id, ["Ada", "Ben", "Cem"], options=options)
    phones = [phone(scene, seat) for seat in range(3)]
    joined(window, phones)
    assert sum(p.status()["acting"] for p in phones) >= (3 if game_id == "cartographers" else 1)
    totals = play_through(window, scene, phones, random.Random(4))
    assert totals == replayed(scene)
    run_until(window, lambda: all(p.status()["over"] for p in phones))
    assert drawn and all(seat == screen == shown for seat, screen, shown in drawn)
    for seat, each in enumerate(phones):
        statuses = [m for m in each.texts if m["type"] == "seat"]
        assert statuses and all(set(m) == STATUS_KEYS and m["seat"] == seat for m in statuses)
        assert {m["type"] for m in each.texts} <= {"seat", "refused"}
    # a secret Rome split of another seat never went to phone 0 in words either
    assert "split" not in json.dumps(phones[0].texts).replace('"decision": "split"', "")


@pytest.mark.parametrize("size", [(780, 1688), (760, 1420)])
def test_an_upright_phone_holds_cartographers_shapes_and_terrains_whole(host, size):
    """In an upright phone's tall narrow room the shapes give up size until every
    terrain's button fits beside them, inside the picture."""
    window, start, phone = host
    scene = start("cartographers", ["Ada", "Ben"])
    ada = phone(scene, 0, size=size)
    joined(window, [ada])
    mine = scene.phones.windows[0]
    band = mine.play.view.band
    assert band.terrain_buttons and band.shape_rects
    for rect in [button.rect for button in band.terrain_buttons] + band.shape_rects:
        assert band.row.contains(rect) and mine.screen.get_rect().contains(rect)


def test_a_phone_opens_the_rules_over_its_game_and_has_no_menu(host):
    window, start, phone = host
    scene = start("majesty", ["Ada", "Ben"])
    ada = phone(scene, 0, size=(780, 1688))              # upright
    joined(window, [ada])
    phone_window = scene.phones.windows[0]
    assert phone_window.size[0] >= 1024 and phone_window.size[1] > phone_window.size[0]
    mine = phone_window.play
    assert [button.key for button in mine.chrome.buttons] == ["rules", "undo"]
    rules = mine.chrome.buttons[0].rect.center
    ada.send({"type": "pointer", "what": "down", "x": rules[0], "y": rules[1]})
    ada.send({"type": "pointer", "what": "up", "x": rules[0], "y": rules[1]})
    run_until(window, lambda: type(phone_window.scene).__name__ == "RulesScene")
    assert type(window.scene).__name__ == "PlayScene"     # the big screen shows the table still
    rules_page, wheel = phone_window.scene, []
    heard = rules_page.handle_event
    rules_page.handle_event = lambda event: (wheel.append(event.y) if event.type == pygame.MOUSEWHEEL else None,
                                             heard(event))
    x, y = rules_page.body.center
    ada.send({"type": "pointer", "what": "down", "x": x, "y": y})
    ada.send({"type": "pointer", "what": "move", "x": x, "y": y - 300})   # a finger drawn up: the text goes on,
    ada.send({"type": "pointer", "what": "up", "x": x, "y": y - 300})     # as the wheel turned down 7 steps
    run_until(window, lambda: wheel)
    assert wheel == [-7]
    back = next(button for button in phone_window.scene.buttons if button.key == "back").rect.center
    ada.send({"type": "pointer", "what": "down", "x": back[0], "y": back[1]})
    ada.send({"type": "pointer", "what": "up", "x": back[0], "y": back[1]})
    run_until(window, lambda: phone_window.scene is mine)


def test_the_setup_seats_phones_and_the_person_at_the_screen_gets_no_curtain(host):
    """Phone for two seats of Rome in the setup, clicked: the game is hosted for them;
    the one person at the screen is nobody to hide a secret from, so no curtain."""
    from tests.gui_helpers import click
    window, _start, _phone = host
    window.open_setup("rome")
    window.frame(0)
    setup = window.scene
    click(window, setup.button("count:3").rect.center)
    for seat in (1, 2):
        click(window, setup.button(f"seat:{seat}:phone").rect.center)
    click(window, setup.button("seat:0:None").rect.center)
    setup.start()          # (the address: the local network's, as a player's would be)
    scene = window.scene
    try:
        assert type(scene).__name__ == "PlayScene" and scene.phones.seats == {1, 2}
        assert scene.seats == [None, None, None] and scene.people == 1
        assert scene.phones.link(1).startswith("http://") and "/s/1/" in scene.phones.link(1)
    finally:
        scene.phones.close()


def test_play_with_phones_in_the_launcher_seats_a_games_people_at_phones(host):
    """The launcher's "Play with phones": a game's setup seats its people at phones (its
    computers stay); clicked Start, the game is hosted for them. Off again: at the screen."""
    from gui.scenes.launcher import LauncherScene
    from tests.gui_helpers import click
    window, _start, _phone = host
    window.replace(LauncherScene(window))
    window.frame(0)
    window.settings["tables"] = {"majesty": {"count": 3, "seats": [None, "strong", None]}}
    click(window, window.scene.button("phones").rect.center)
    assert window.settings["play_with_phones"] is True and window.scene.button("phones").selected
    click(window, window.scene.button("play:majesty").rect.center)
    setup = window.scene
    assert setup.seats[:3] == [PHONE, "strong", PHONE] and setup.button("seat:0:phone").selected
    click(window, setup.button("start").rect.center)
    scene = window.scene
    try:
        assert type(scene).__name__ == "PlayScene" and scene.phones.seats == {0, 2}
        assert scene.phones.waiting and scene.seats == [None, "strong", None]
    finally:
        scene.phones.close()
    window.replace(LauncherScene(window))
    window.frame(0)
    click(window, window.scene.button("play:rome").rect.center)   # a game never set up: everybody at a phone
    assert window.scene.seats == [PHONE] * 5
    window.replace(LauncherScene(window))
    window.frame(0)
    click(window, window.scene.button("phones").rect.center)   # off
    click(window, window.scene.button("play:majesty").rect.center)
    assert window.scene.seats[:3] == [None, "strong", None]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_phone_says_its_buttons_where_the_window_says_keys(lang):
    """A text with a phone form (KEY_on_phone) is said so on a phone: Rotate, not R
    or the wheel. Every phone form belongs to a text the window has, in both languages."""
    from games.core.i18n import texts_for
    from gui.phones.window import ON_PHONE, SeatWindow
    texts = texts_for(lang)

    class Host:
        settings, language = {}, lang

        def __init__(self):
            self.texts = texts

        def t(self, key, **params):
            return texts.get(key, **params)
    phone = SeatWindow(Host(), (1024, 640))
    hint = phone.t("ui.play.end_turn_hint")
    assert hint == texts.get("ui.play.end_turn_hint" + ON_PHONE) != texts.get("ui.play.end_turn_hint")
    assert "Enter" not in hint and phone.t("ui.play.turn") == texts.get("ui.play.turn")

    def keys(table, prefix=""):
        for name, value in table.items():
            yield from keys(value, f"{prefix}{name}.") if isinstance(value, dict) else [prefix + name]
    import yaml
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "data" / "i18n" / f"{lang}.yaml"
    every = set(keys(yaml.safe_load(path.read_text(encoding="utf-8"))))
    forms = {key for key in every if key.endswith(ON_PHONE)}
    assert len(forms) >= 9 and all(key[:-len(ON_PHONE)] in every for key in forms)


def test_a_phones_picture_has_a_phones_shape_whatever_it_asks():
    """Upright or sideways, at least the smallest window both ways; a hostile size
    (a pixel wide, 4096 high) gets no picture of millions of pixels."""
    from gui.phones.window import LARGEST, frame_size
    assert frame_size(1688, 780) == (1688, 780)            # a phone sideways, twice its CSS pixels
    assert frame_size(2048 * 2, 1536 * 2) == (2048, 1536)  # a tablet asking for more: as large as it goes
    assert frame_size(780, 1688) == (1024, 2216)           # upright: 1024 wide, its shape
    assert frame_size(844, 390) == (1385, 640)
    for asked in ((1, 4096), (4096, 1), (4096, 4096), (1, 1)):
        width, height = frame_size(*asked)
        assert 1024 <= width <= LARGEST and 640 <= height <= 3 * 1024 and width * height <= LARGEST * LARGEST
        assert 0.33 <= height / width <= 3


def test_a_hosted_game_kept_and_resumed_is_hosted_again_for_its_phones(host):
    """The save keeps a phone's seat as a phone's; Continue on the launcher hosts the
    game again (new links), and the phone plays on where it stopped."""
    import json as json_module

    from games.core import slots
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"], seats=[PHONE, "greedy"])
    ada = phone(scene, 0)
    joined(window, [ada])
    move = scene.game.bots["greedy"](scene.state.view(0), 0, random.Random(2))
    ada.send({"type": "action", "action": move.to_dict()})
    run_until(window, lambda: scene.state.log)

    def saved():
        found = list(slots.saves_dir().glob("*.json"))
        return json_module.loads(found[0].read_text(encoding="utf-8")) if found else {}
    run_until(window, lambda: saved().get("log"))
    assert saved()["seats"] == ["phone", "greedy"]
    window.show_launcher()                                 # the game left: its server stops
    assert scene.phones.closed
    launcher = window.scene
    launcher.resume(launcher.kept[0])
    again = window.scene
    assert again is not scene and again.phones.seats == {0} and again.seats == [None, "greedy"]
    assert again.phones.link(0) != scene.phones.link(0)   # a new server, new links
    back = Phone(again.phones.link(0), "phone-0")
    try:
        joined(window, [back])
        assert again.state.log[0] == (0, move.to_dict())
    finally:
        back.close()
        again.phones.close()


def test_the_computers_wait_until_every_phone_has_joined(host, monkeypatch):
    """A hosted game begins once its phones are there: a computer seat that acts
    first makes no move before, and the loop does not spin meanwhile."""
    import time as clock

    from gui import bots
    monkeypatch.setattr(bots, "PACE", 0.01)
    window, start, phone = host
    scene = start("limes", ["Ada", "Ben"], seats=["greedy", PHONE])
    assert scene.phones.waiting
    ends = clock.monotonic() + 0.5
    while clock.monotonic() < ends:
        window.frame(1 / 60)
    assert scene.state.log == [] and scene.wake_in() is None   # asleep until a phone comes
    ben = phone(scene, 1)
    joined(window, [ben])
    assert not scene.phones.waiting
    run_until(window, lambda: scene.state.log)                 # now the computer plays
    assert scene.state.log[0][0] == 0


def test_a_seats_token_reads_without_look_alikes():
    from gui.phones.desk import Desk
    tokens = Desk(range(6)).tokens.values()
    assert len(set(tokens)) == 6
    assert all(len(token) == 10 and not set(token) & set("l1iIo0O-_") for token in tokens)


def test_the_table_screen_shows_the_realm_of_whoever_plays_now(host):
    """With every seat on a phone the big screen is nobody's: Majesty's realm drawn large
    is the player's whose turn it is (it stayed on the first seat's)."""
    window, start, phone = host
    scene = start("majesty", ["Ada", "Ben"])
    phones = [phone(scene, 0), phone(scene, 1)]
    joined(window, phones)
    assert scene.view.focus == 0 == scene.state.actors()[0]
    move = scene.game.bots["greedy"](scene.state.view(0), 0, random.Random(1))
    phones[0].send({"type": "action", "action": move.to_dict()})
    run_until(window, lambda: scene.state.log)
    phones[0].send({"type": "end_turn"})
    run_until(window, lambda: scene.state.actors() == [1])
    assert scene.view.focus == 1


def test_the_table_screens_bar_names_everyone_who_acts_at_once(host):
    """Cartographers' drawing with both seats on phones: the big screen's bar names
    both players (it said "Ada to play" while Ben drew too)."""
    from gui.play_frame import FrameWords
    window, start, phone = host
    scene = start("cartographers", ["Ada", "Ben"], seed=4)
    phones = [phone(scene, 0), phone(scene, 1)]
    joined(window, phones)
    while len(scene.state.actors()) < 2:      # past an opening ambush, drawn one after the other
        seat = scene.state.actors()[0]
        decision = scene.state.decision(seat)
        message = ({"type": "end_turn"} if decision.kind == "end_turn" else
                   {"type": "action", "action": scene.game.bots["greedy"](scene.state.view(seat), seat,
                                                                          random.Random(1)).to_dict()})
        length = len(scene.state.log)
        phones[seat].send(message)
        run_until(window, lambda: len(scene.state.log) != length)
    assert FrameWords.of(scene).turn == "Ada, Ben to play"
