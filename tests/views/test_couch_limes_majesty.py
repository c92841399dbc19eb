"""The Limes and Majesty tables at the couch: in every envelope a board takes
(beside the side panel, a drawer shut: full width and short, a drawer open:
narrow and short) the view's parts lie inside the board and clear of one
another, End turn included, its texts stay inside and apart, and the things
played with keep a size one can see."""

import pygame
import pytest

from games import GAMES
from gui import text, theme
from tests.gui_helpers import greedy_position
from tests.window.test_couch import resize

# (window, text size): side panel; drawer (shut and open) at 640 and 711 units wide; at 100% as it was
ENVELOPES = [((1024, 640), 200), ((2560, 1440), 200), ((1920, 1080), 150), ((1024, 640), 150), ((1280, 800), 100)]


def position(game_id: str, count: int, moves: int, seed: int = 3, ended: bool = False):
    """A game `moves` greedy actions in; `ended`: then on until a turn waits for End turn."""
    return GAMES[game_id], greedy_position(game_id, count, moves, seed, ended=ended)


def table(app, game_id, count, moves, size, percent, panel_open, ended=False):
    resize(app, size)
    app.set_text_size(percent)
    game, state = position(game_id, count, moves, ended=ended)
    scene = app.open_game(game, state, [None] * count)
    while type(app.scene).__name__ == "CurtainScene":
        app.pop()
    if scene.frame.drawer and scene.panel_open != panel_open:
        scene.toggle_panel()
    app.frame(0)
    return scene


def drawn_texts(monkeypatch, scene) -> list[tuple[str, pygame.Rect]]:
    """The lines the view draws on the screen (not those inside a card's own picture)."""
    surface = pygame.Surface(scene.app.size)
    lines = []
    draw = text.draw

    def line(target, words, pos, size, colour, bold=False, anchor="topleft"):
        rect = draw(target, words, pos, size, colour, bold, anchor)
        if target is surface and words.strip():
            lines.append((words, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(text, "draw", line)
    scene.view.draw(surface)
    monkeypatch.setattr(text, "draw", draw)
    return lines


def apart(named: dict) -> list[str]:
    """Each pair of the named rects that overlap."""
    items = [(k, r) for k, r in named.items() if r.width and r.height]
    return [f"{a} over {b}" for i, (a, ra) in enumerate(items) for b, rb in items[i + 1:] if ra.colliderect(rb)]


def texts_hold(lines, board: pygame.Rect, buttons: dict) -> list[str]:
    found = [f"{w!r} {r} outside {board}" for w, r in lines if not board.contains(r)]
    shrunk = [(w, r.inflate(-2, -2)) for w, r in lines if not any(b.contains(r) for b in buttons.values())]
    found += [f"{a!r} over {b!r}" for i, (a, ra) in enumerate(shrunk) for b, rb in shrunk[i + 1:]
              if ra.colliderect(rb)]
    found += [f"{w!r} under {k}" for w, r in lines for k, b in buttons.items()
              if b.width and r.colliderect(b) and not b.contains(r)]   # a button's own label lies inside it
    return found


# --- Limes -------------------------------------------------------------------------------------
@pytest.mark.parametrize("panel_open", [False, True])
@pytest.mark.parametrize("count, moves", [(2, 12), (2, 30), (1, 10)])
@pytest.mark.parametrize("size, percent", ENVELOPES)
def test_the_limes_table_holds_in_every_envelope(app, monkeypatch, size, percent, count, moves, panel_open):
    scene = table(app, "limes", count, moves, size, percent, panel_open)
    view, board, u = scene.view, scene.frame.board, scene.frame.u
    if count == 1:
        assert view.side_rect.width == 0
    displays = dict(view.displays())
    parts = {"card": view.card_rect, "supply": view.supply_rect, "skip": view.skip.rect,
             **{f"display {p}": d.rect for p, d in displays.items()}}
    assert [k for k, r in parts.items() if not board.contains(r)] == []
    assert apart(parts) == []
    # the large display as large as its cards and slots fit (never smaller than with room for
    # 5x5 slots), a card no larger than the card in hand; the other one at most 4/5 of it, no speck
    main = displays[view.focus]
    assert view.main_rect.contains(main.rect) and board.contains(view.main_rect)
    assert min(view.main_rect.size) // 10 <= main.field <= view.card_rect.width // 2 and main.field >= 15 * u
    for p, display in displays.items():
        if p != view.focus:
            assert view.side_rect.contains(display.rect) and 10 * u <= display.field <= main.field * 4 // 5
            assert not view.side_rect.colliderect(view.main_rect)
    lines = drawn_texts(monkeypatch, scene)
    assert texts_hold(lines, board, {"skip": view.skip.rect if view.decision and view.decision.kind == "worker"
                                     else pygame.Rect(0, 0, 0, 0)}) == []


@pytest.mark.parametrize("size, percent", ENVELOPES)
@pytest.mark.parametrize("panel_open", [False, True])
def test_limes_end_turn_keeps_clear_of_the_displays_the_round_card_and_the_supply(app, size, percent,
                                                                                 panel_open):
    scene = table(app, "limes", 2, 12, size, percent, panel_open, ended=True)
    assert scene.must_end_turn
    view, end = scene.view, scene.end_button.rect
    assert scene.frame.board.contains(end)
    covered = [p for p, d in view.displays() if d.rect.colliderect(end)]
    assert covered == [] and not end.colliderect(view.card_rect)
    assert [spot for spot in view.worker_spots if spot.colliderect(end)] == []  # every worker in the supply seen


def test_limes_at_100_percent_keeps_its_tall_layout(app):
    scene = table(app, "limes", 2, 12, (1280, 800), 100, True)
    view = scene.view
    assert view.card_rect.size == (112, 112) and view.supply_rect.top == view.card_rect.top
    assert view.main_rect.top > view.card_rect.bottom and view.end_place is None


# --- Majesty ------------------------------------------------------------------------------------
@pytest.mark.parametrize("panel_open", [False, True])
@pytest.mark.parametrize("count, moves", [(4, 14), (4, 40), (2, 40)])
@pytest.mark.parametrize("size, percent", ENVELOPES)
def test_the_majesty_table_holds_in_every_envelope(app, monkeypatch, size, percent, count, moves, panel_open):
    scene = table(app, "majesty", count, moves, size, percent, panel_open)
    view, board, u = scene.view, scene.frame.board, scene.frame.u
    parts = {**{f"card {i + 1}": r for i, r in enumerate(view.card_rects)}, "deck": view.deck_rect,
             "purse": view.purse_rect, "realm": view.realm_rect}
    assert [k for k, r in parts.items() if not board.contains(r)] == []
    assert apart(parts) == []
    assert view.purse_rect.top >= view.row_rect.bottom          # the meeples and coins never over the row
    heads = list(view.heads.values())
    assert all(view.realm_rect.contains(h) for h in heads) and apart(dict(enumerate(heads))) == []
    assert view.card_rects[0].width >= 40 * u                          # a card one can read
    assert view.realm_rect.bottom - max(h.bottom for h in heads) >= 50 * u   # room for the persons
    lines = drawn_texts(monkeypatch, scene)
    assert texts_hold(lines, board, {}) == []


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size, percent", ENVELOPES)
@pytest.mark.parametrize("panel_open", [False, True])
def test_every_building_name_is_drawn_whole_at_least_at_its_100_percent_size(app, monkeypatch, lang, size, percent,
                                                                            panel_open):
    """A name too long for a narrow column ("Hexenhaus" at 1024x640 and 200% beside
    the open panel) goes on the two lines its text gives ("Hexen-", "haus"), never cut."""
    app.set_language(lang)
    scene = table(app, "majesty", 4, 14, size, percent, panel_open)
    view = scene.view
    lines = drawn_texts(monkeypatch, scene)
    least = max(6, round(round(12 * view.u) / theme.growth(view.table.size)))
    for loc, head in view.heads.items():
        drawn = [(w, r) for w, r in lines if head.contains(r) and w != scene.state.sides[loc] and not w[-1].isdigit()]
        assert "".join(w.removesuffix("-") for w, _ in sorted(drawn, key=lambda x: x[1].top)) == view.name("location", loc)
        assert all(r.height >= text.font(least, bold=True).get_height() for _, r in drawn)


@pytest.mark.parametrize("size, percent", ENVELOPES)
@pytest.mark.parametrize("panel_open", [False, True])
def test_majesty_end_turn_keeps_clear_of_the_realm_and_the_purse(app, monkeypatch, size, percent, panel_open):
    scene = table(app, "majesty", 4, 14, size, percent, panel_open, ended=True)
    assert scene.must_end_turn
    view, end = scene.view, scene.end_button.rect
    assert scene.frame.board.contains(end)
    assert not end.colliderect(view.realm_rect)   # the persons taken stay in sight
    if view.band is not None:                     # a short board: the coins on the band's line stay in sight too
        assert not end.colliderect(view.purse_rect)
        if view.end_place[1] >= view.row_rect.bottom:   # in the band, clear of the row
            assert not end.colliderect(view.row_rect)
    lines = drawn_texts(monkeypatch, scene)
    assert [w for w, r in lines if r.colliderect(end)] == []


@pytest.mark.parametrize("cards", [1, 3, 9])
def test_a_stack_of_persons_stays_in_its_column_however_short(app, cards):
    scene = table(app, "majesty", 2, 40, (1024, 640), 200, False)
    view = scene.view
    column = pygame.Rect(100, 100, 60, 70)
    surface = pygame.Surface((400, 400))
    surface.fill((1, 2, 3))
    person = next(c for c in scene.state.display if c is not None)
    view.realms.draw_stack(surface, [person] * cards, column, False)
    badge = pygame.Rect(column.right - round(30 * view.u), column.top - round(8 * view.u), round(34 * view.u),
                        round(22 * view.u))
    outside = [(x, y) for x in range(400) for y in range(0, 400, 2)
               if surface.get_at((x, y))[:3] != (1, 2, 3) and not column.collidepoint(x, y)
               and not badge.collidepoint(x, y)]
    assert outside == []
    assert surface.get_at(column.center)[:3] != (1, 2, 3)   # and the person shows
