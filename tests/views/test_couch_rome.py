"""The Rome table at a large text size: where the board is short, the tray stands
beside the landscape (not under it) and every step's parts (the two lots of the
secret split, the offer, the hand, the elephants, the missions, the market) lie
inside it, clear of each other and of the End turn button; the landscape keeps
most of the height. Where it is narrow too (an open drawer beside it, the way a
tutorial plays in a small window) the landscapes are a row of tabs and End turn
stands under the landscape, which stays the largest thing. At 100% in a 1280x800
window the tray stays under it."""
import functools
import random

import pygame
import pytest

from games import GAMES
from gui import theme
from tests.gui_helpers import drag, click, key
from tests.window.test_couch import Drawn, resize
from tests.tutorial_moves import move_for

SHORT = [((1024, 640), 200, False), ((1024, 640), 200, True), ((1920, 1080), 150, False), ((2560, 1440), 200, False),
         ((1920, 1080), 200, True)]
SLIM = [(1024, 640), (1920, 1080)]   # at 200% with the drawer open: a board of about 370 and 440 x 300 units


@pytest.fixture
def drawn(monkeypatch):
    return Drawn(monkeypatch)


def steps(count: int, variant: str, seed: int = 5):
    """Each first position of a greedy game where seat 0 has a new kind of decision (per
    phase), or waits for the others: (name, state), each a copy of its own."""
    for name, state in _steps(count, variant, seed):
        yield name, state.copy()


@functools.cache
def _steps(count: int, variant: str, seed: int) -> tuple:
    game = GAMES["rome"]
    state = game.new_game([f"Player{i + 1}" for i in range(count)], seed, {"variant": variant})
    bot, rng, seen, found = game.bots["greedy"], random.Random(seed), set(), []
    while not state.is_over():
        actors = state.actors()
        if actors[0] == 0:
            name = f"{state.view(0).decision(0).kind}-{state.phase}"
        else:
            name = f"wait-{state.phase}" if 0 not in actors else None
        if name is not None and name not in seen:
            seen.add(name)
            found.append((name, state.copy()))
        state.apply(actors[0], bot(state.view(actors[0]), actors[0], rng))
    return tuple(found)


def show(app, state, drawer_open: bool = False):
    """`state` on the screen of seat 0 (the others computers that do not move now)."""
    count = len(state.players)
    scene = app.open_game(GAMES["rome"], state, [None] + ["greedy"] * (count - 1))
    while type(app.scene).__name__ == "CurtainScene":
        app.pop()
    scene.bots.start = lambda *args, **kw: None
    scene._seat = 0
    scene.changed()
    if drawer_open and scene.frame.drawer and not scene.frame.panel_open:
        scene.toggle_panel()
    return scene


def tray_parts(view) -> list[pygame.Rect]:
    """The rects of the tray's step: lots, buttons, hand slots, the supply, mission cards."""
    trays, mode = view.trays, view.trays.mode()
    if mode == "divide":
        parts = list(trays.divide_geometry()[2])
        return parts + ([trays.confirm.rect] if view.doing("divide") else [])
    if mode == "choose":
        return list(trays.choose_geometry()[2].values())
    if mode == "hand":
        _r, slots, building = trays.hand_geometry()
        return [rect for rect, _i, _p in slots] + ([building] if building is not None else [])
    if mode == "elephant" and view.doing("place_elephant", "skip_elephant"):
        supply = trays.supply_rect()
        size, step = trays.elephant_step()
        supply.width = step * (view.decision.param("supply") - 1) + size
        return [supply] + ([trays.skip.rect] if view.decision.kind == "skip_elephant" else [])
    if mode == "mission":
        return [rect for rect, _m in trays.mission_cards()]
    return []


def apart(rects) -> bool:
    return not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("size, percent, drawer_open", SHORT)
@pytest.mark.parametrize("count, variant", [(5, "advanced"), (2, "basic"), (2, "advanced")])
def test_every_step_of_a_short_board_holds_beside_the_landscape(app, drawn, size, percent, drawer_open, count,
                                                                variant):
    resize(app, size)
    app.set_text_size(percent)
    names = []
    for name, state in steps(count, variant):
        scene = show(app, state, drawer_open)
        view, u = scene.view, scene.frame.u
        drawn.frame(app)
        assert drawn.problems(app) == [], name
        if variant == "advanced" or scene.frame.board.height < 446 * u:
            assert view.columns, name
        board = scene.frame.board
        label = view.land_rect.inflate(0, 0)
        if not view.slim:
            label.top -= round(20 * u)      # the landscape's name above it (on a slim board: the lit tab)
        parts = [view.tray_rect, label] + [r for r in (view.strip, view.market_rect, view.bar) if r.width]
        assert all(board.contains(r) for r in parts) and apart(parts), name
        assert view.slim == drawer_open, name
        if view.slim:
            slim_holds(scene, name)
        elif view.columns:
            assert view.tray_rect.left > view.land_rect.right and view.tray_rect.bottom >= view.land_rect.bottom - 2
            assert view.trays.narrow
            inner = tray_parts(view)
            end = scene.end_button.rect
            assert view.tray_rect.contains(end), name                   # End turn in the tray's foot
            assert all(view.tray_rect.contains(r) for r in inner), name
            assert apart(inner + [end]), name                           # none under End turn, none over another
        if not drawer_open and size == (1024, 640):
            assert view.land_rect.height >= 180 * u and view.land_rect.width >= 180 * u, name
        names.append(name)
        app.pop()
    assert {"divide-divide", "choose-choose", "place_tile-add", "end_turn-divide"} <= set(names)
    if variant == "advanced":
        assert {"take_segment-market", "place_elephant-elephant", "keep_mission-mission",
                "place_building-market"} <= set(names)


def slim_holds(scene, name: str) -> None:
    """A slim board: the tray's parts and its button inside it, End turn under the landscape,
    a tab for every player in the row at the top, the landscape the largest part."""
    view, u = scene.view, scene.frame.u
    land, tray = view.land_rect, view.tray_rect
    assert tray.left > land.right and view.bar.top > land.bottom and view.bar.width == land.width, name
    assert min(land.size) > 150 * u and min(land.size) >= min(tray.size) and land.width > tray.width, name
    inner = tray_parts(view)
    assert all(tray.contains(r) for r in inner) and apart(inner), name
    if view.ending:
        assert view.bar.contains(scene.end_button.rect), name
        assert not any(scene.end_button.rect.colliderect(r) for r in inner), name
    tabs = [view.home_tab] + [rect for rect, _p in view.thumbs]
    assert len(tabs) == len(view.state.players) and apart(tabs), name
    assert all(view.strip.contains(r) for r in tabs), name


@pytest.mark.parametrize("size", SLIM)
@pytest.mark.parametrize("count, variant", [(5, "basic"), (3, "advanced")])
def test_a_slim_board_keeps_the_landscape_the_largest_part_at_every_step(app, drawn, size, count, variant):
    resize(app, size)
    app.set_text_size(200)
    for name, state in steps(count, variant, seed=8):
        scene = show(app, state, drawer_open=True)
        drawn.frame(app)
        assert drawn.problems(app) == [], name
        assert scene.view.slim and scene.view.trays.narrow, name
        slim_holds(scene, name)
        app.pop()


def test_on_a_slim_board_a_tab_shows_a_landscape_and_the_first_tab_brings_back_ones_own(app, drawn):
    resize(app, (1024, 640))
    app.set_text_size(200)
    name, state = next((n, s) for n, s in steps(3, "advanced") if n == "place_tile-add")
    scene = show(app, state, drawer_open=True)
    view = scene.view
    drawn.frame(app)
    rect, other = view.thumbs[1]
    click(app, rect.center)
    assert view.shown == other
    drawn.frame(app)
    assert drawn.problems(app) == []
    click(app, view.home_tab.center)
    assert view.shown == 0 and view.enlarged is None
    shown = [words for words, _rect in drawn.texts]
    assert all(state.players[p] in shown for p in range(3))   # the tabs name every player


def test_the_tutorial_plays_through_on_a_slim_board_with_the_landscape_large(app):
    """A tutorial in a small window keeps the drawer open: all 53 steps on a slim board."""
    resize(app, (1024, 640))
    app.set_text_size(200)
    scene = app.start_tutorial("rome")
    app.frame(0)
    ref, u = scene.referee, scene.frame.u
    while True:
        step, index = ref.step, ref.index
        if not scene.state.is_over():
            assert scene.frame.panel_open and scene.view.slim, step.id
            assert min(scene.view.land_rect.size) > 150 * u, step.id
        last = index + 1 == len(ref.tutorial.steps)
        if step.expect is None:
            key(app, pygame.K_SPACE)
        else:
            move_for("rome")(app, scene, step.expect)
        if last:
            break
        assert ref.index == index + 1, step.id


def test_the_secret_split_is_dragged_between_the_lots_and_confirmed_at_200_percent(app, drawn):
    resize(app, (1024, 640))
    app.set_text_size(200)
    name, state = next((n, s) for n, s in steps(5, "advanced") if n == "divide-divide")
    scene = show(app, state)
    trays = scene.view.trays
    assert trays.narrow
    r, slot, lots = trays.divide_geometry()
    assert lots[0].bottom < lots[1].top and r >= 14 * scene.frame.u   # one above the other, tiles not tiny
    for index in (1, 3):                                  # two tiles into the second lot
        start = trays.slot_centre(lots[0], index, r, slot)
        drag(app, (round(start[0]), round(start[1])), lots[1].center)
    assert trays.split_of(0) == [0, 1, 0, 1, 0]
    drawn.frame(app)
    assert drawn.problems(app) == []
    scene.commit(trays.split_action(trays.split_of(0)))   # sent, its turn not ended (a game resumed so)
    assert scene.state.splits[0] == (1, 3)
    assert scene.must_end_turn and trays.mode() == "divide"
    drawn.frame(app)                                      # the split sent, End turn under the lots
    assert drawn.problems(app) == []
    assert not any(scene.end_button.rect.colliderect(lot) for lot in trays.divide_geometry()[2])


def test_at_100_percent_in_1280x800_the_tray_stays_under_the_landscape(app):
    resize(app, (1280, 800))
    app.set_text_size(100)
    name, state = next((n, s) for n, s in steps(5, "advanced") if n == "divide-divide")
    scene = show(app, state)
    view = scene.view
    assert not scene.frame.drawer and not view.columns and not view.trays.narrow
    assert view.tray_rect.top > view.land_rect.bottom and view.tray_rect.height == 182
    assert view.market_rect.height == 118 and view.strip.width == 150


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size, percent, drawer_open", SHORT + [((1280, 800), 100, False)])
def test_every_market_label_is_whole_and_leaves_the_tiles_room(app, drawn, lang, size, percent, drawer_open):
    """A name too long for a narrow segment ("zweites Doppelplättchen" beside the open
    drawer at 1024x640 and 200%) goes on the lines its text gives, never cut, at least
    at its 100% size; above that size the label takes at most two fifths of the segment."""
    app.set_language(lang)
    resize(app, size)
    app.set_text_size(percent)
    name, state = next((n, s) for n, s in steps(2, "advanced") if n.startswith("divide"))
    scene = show(app, state, drawer_open)
    app.frame(0)
    view = scene.view
    boxes = view.market.boxes
    assert boxes
    in_boxes = [(words, rect) for words, rect in drawn.texts if any(box.contains(rect) for box in boxes)]
    assert in_boxes and not [words for words, _ in in_boxes if "…" in words]
    for i, box in enumerate(boxes):
        words = " ".join(w for w, r in sorted(in_boxes, key=lambda x: x[1].top) if box.contains(r))
        market = view.name("market", scene.state.data.market[i])
        assert words.replace("- ", "").replace("-", "").startswith(f"{i + 1} · {market.replace('-', '')}")
    least = round(round(13 * view.u) / theme.growth(app.size))
    _labels, label_size, head = view.market.labels(boxes[0].width, boxes[0].height)
    assert label_size >= least and (label_size == least or head <= boxes[0].height * 2 // 5 + round(6 * view.u))
