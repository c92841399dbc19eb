"""Cartographers through the window: posted mouse and key events, the engine's state checked.
A player whose part of the card is done ends the turn through the window (Enter, or
the End turn button); only then may the next one draw or the next card come."""
import random

import pygame

from games.cartographers import Draw, Fallback, Monster, Parcel, Sheet
from games.cartographers.masks import bit
from games.core.shape import Shape
from gui.scenes.curtain import CurtainScene
from gui.scenes.results import ResultsScene
from gui.scenes.setup import SetupScene
from gui.views.cartographers.season import SeasonScene
from tests.cartographers_gui import play, ready, move, place, past_curtain
from tests.cartographers_helpers import DATA, full_except, on_ambush, on_card
from tests.gui_helpers import click, end_turn, key, send


def test_setup_seats_one_to_six_at_the_screen_with_the_options(app):
    click(app, app.scene.button("play:cartographers").rect.center)
    setup = app.scene
    assert isinstance(setup, SetupScene)
    counts = [b.key for b in setup.buttons if b.key.startswith("count:")]
    assert counts == [f"count:{n}" for n in range(1, 7)]
    click(app, setup.button("count:4").rect.center)
    click(app, setup.button("seat:3:greedy").rect.center)
    click(app, setup.button("option:map:b").rect.center)
    click(app, setup.button("option:skills:true").rect.center)
    click(app, setup.button("option:deal:fixed").rect.center)
    click(app, setup.button("start").rect.center)
    state = app.scene.state
    assert len(state.players) == 4 and app.scene.seats[3] == "greedy"
    assert state.options == {"map": "B", "skills": True, "deal": "fixed"}
    assert state.edicts == DATA.fixed_deal and len(state.skills) == 3


def test_a_shape_dragged_turned_and_mirrored_lands_on_the_right_cells(app):
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 9)                        # Hamlet: the five-cell P of village
    ready(app, scene)
    shape = DATA.explore[9].options[1].shape
    target = (5, 2)
    expected = view.cells_for(shape, target, 1, True)
    assert state.check(0, Draw(1, "village", expected)) is None
    rect = view.band.shape_rects[1]
    send(app, pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    move(app, view.board.cell_rect((8, 8)).center)
    move(app, view.board.cell_rect(target).center)
    key(app, pygame.K_r)                     # a quarter turn
    key(app, pygame.K_f)                     # mirrored
    assert scene.dd.violation is None
    send(app, pygame.MOUSEBUTTONUP, pos=view.board.cell_rect(target).center, button=1)
    assert state.log[-1] == (0, Draw(1, "village", expected).to_dict())
    assert all(state.sheets[0].terrain_at(c) == "village" for c in expected)
    assert shape.oriented(1, True) == Shape(expected) != shape
    assert scene.player == 0 and scene.must_end_turn   # Anna's drawing waits for her End turn
    end_turn(app)
    assert scene.player == 1 and state.card == 9       # Ben draws on the same card next


def test_the_wheel_and_a_right_click_turn_the_shape_too(app):
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 14)                       # Treetop Village: the N of five cells
    ready(app, scene)
    target = view.board.cell_rect((6, 6)).center
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[0].center, button=1)
    move(app, target)
    send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    send(app, pygame.MOUSEBUTTONDOWN, pos=target, button=3)
    assert scene.dd.held.rotation == 2
    send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    cells = tuple(tuple(c) for c in state.log[-1][1]["cells"])
    assert Shape(cells) == DATA.explore[14].options[0].shape.oriented(2, False)


def test_an_illegal_drop_shows_its_reason_and_changes_nothing(app):
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 9)
    ready(app, scene)
    mountain = DATA.maps["A"].mountains[0]
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[1].center, button=1)
    move(app, view.board.cell_rect(mountain).center)
    assert scene.dd.violation.code == "cartographers.covers_filled"
    assert mountain in scene.dd.violation.cells
    send(app, pygame.MOUSEBUTTONUP, pos=view.board.cell_rect(mountain).center, button=1)
    assert state.log == [] and "filled cell" in scene.toast.message
    # off the map: the pointer on the edge, the shape reaching past it
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[1].center, button=1)
    move(app, view.board.cell_rect((0, 10)).center)
    assert scene.dd.violation.code == "cartographers.off_map"
    key(app, pygame.K_ESCAPE)
    assert not scene.dd.holding and state.log == []


def test_after_ruins_the_shape_must_cover_an_empty_ruins_cell(app):
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 7, ruins=True)
    ready(app, scene)
    assert "ruins" in view.objective()
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[0].center, button=1)
    move(app, view.board.cell_rect((5, 8)).center)
    assert scene.dd.violation.code == "cartographers.must_cover_ruins"
    move(app, view.board.cell_rect((2, 1)).center)   # a ruins cell of side A
    assert scene.dd.violation is None


def test_the_keyboard_alone_places_a_shape(app):
    scene = play(app)
    state = scene.state
    on_card(state, 12)                       # Homestead: the T, village or farm
    ready(app, scene)
    key(app, pygame.K_t)                     # the next terrain: farm
    key(app, pygame.K_1)                     # the shape in hand, on a legal spot
    assert scene.dd.holding and scene.dd.violation is None
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_r)
    if scene.dd.violation is not None:
        key(app, pygame.K_r)
    key(app, pygame.K_RETURN)
    assert state.log and state.log[-1][1]["terrain"] == "farm"


def test_when_nothing_fits_the_single_cell_is_offered(app):
    scene = play(app, names=("Solo",))
    state, view = scene.state, scene.view
    state.sheets = [full_except("A", [(0, 0), (10, 10)], terrain="V")]
    on_card(state, 14)
    ready(app, scene)
    offer = view.offer()
    assert offer.kind == "fallback" and len(offer.hand) == 1 and offer.terrains == ("forest", "village")
    assert "No shape of the card fits" in view.objective()
    place(app, scene, Fallback("village", (10, 10)))
    assert state.sheets[0].terrain_at((10, 10)) == "village"


def test_the_coin_shape_gains_a_coin_with_a_float(app):
    scene = play(app, names=("Solo",))
    state, view = scene.state, scene.view
    on_card(state, 8)                        # Farmland: the domino gives a coin
    ready(app, scene)
    place(app, scene, Draw(0, "farm", ((4, 4), (4, 5))))
    assert state.sheets[0].coins == 1
    assert view.floats and view.animating


def test_an_ambush_hands_the_map_to_the_neighbour_who_draws_the_monster(app, tmp_path):
    scene = play(app, names=("Anna", "Ben", "Cara"))
    state, view = scene.state, scene.view
    on_card(state, 8)
    state.deck = state.deck[:-1] + [1]       # the Goblin Attack (counterclockwise) comes next
    ready(app, scene)
    for cells in (((0, 0), (0, 1)), ((2, 0), (2, 1)), ((4, 0), (4, 1))):
        place(app, scene, Draw(0, "farm", cells))
        end_turn(app)
    assert state.phase == "ambush" and "Goblin Attack" in scene.toast.message
    assert not isinstance(app.scene, CurtainScene)   # Cara had the screen and keeps it
    drawer = scene.player
    owner = state.ambush_sheet(drawer)
    assert state.players[drawer] == "Cara" and owner != drawer
    assert view.focus == owner and state.players[owner] in view.objective()
    monster = next(a for a in state.legal_actions(drawer) if isinstance(a, Monster))
    place(app, scene, monster)
    assert all(state.sheets[owner].terrain_at(c) == "monster" for c in monster.cells)
    assert view.flashes                      # the new monster is marked a moment
    assert scene.player == drawer and scene.must_end_turn and view.focus == owner
    end_turn(app)
    owner_name = state.players[state.ambush_sheet(0)]
    assert app.scene.note == app.t("ui.cartographers.map_drawn_by", name=owner_name, drawer="Anna")
    past_curtain(app, "Anna")                # the maps change hands behind the one curtain
    assert scene.player == 0 and view.focus == state.ambush_sheet(0) != 0


def solo_with_skills(app):
    """A solo game on card 9 with three skills revealed, 4 coins and a monster at (7, 7)."""
    scene = play(app, names=("Solo",), skills=True)
    state = scene.state
    state.skills = ("clear_monster", "extra_parcel", "any_terrain")
    side = DATA.maps["A"]
    state.sheets = [Sheet(side, {"mountain": side.mountain_mask, "monster": bit((7, 7))}, coins=4)]
    on_card(state, 9)
    ready(app, scene)
    return scene


def test_a_skill_is_paid_in_coins_once_a_season(app):
    scene = solo_with_skills(app)
    state, view = scene.state, scene.view
    button = next(b for b in view.band.skill_buttons if b.key == "skill:clear_monster")
    assert button.enabled
    click(app, button.rect.center)
    assert view.offer().kind == "erase" and scene.dd.holding
    click(app, view.board.cell_rect((7, 7)).center)
    assert state.sheets[0].terrain_at((7, 7)) is None and state.sheets[0].spent == 3
    app.frame(0)
    assert not any(b.enabled for b in view.band.skill_buttons)   # one skill a season


def test_extra_parcel_then_draws_one_more_cell(app):
    scene = play(app, names=("Solo",), skills=True)
    state, view = scene.state, scene.view
    state.skills = ("extra_parcel", "any_terrain", "coin_shape")
    side = DATA.maps["A"]
    state.sheets = [Sheet(side, {"mountain": side.mountain_mask}, coins=2)]
    on_card(state, 9)
    ready(app, scene)
    click(app, next(b for b in view.band.skill_buttons if b.key == "skill:extra_parcel").rect.center)
    place(app, scene, Draw(0, "village", ((3, 4), (4, 4), (4, 5))))
    assert view.offer().kind == "parcel"
    place(app, scene, Parcel("village", (9, 9)))
    assert state.sheets[0].terrain_at((9, 9)) == "village"


def test_a_thumbnail_click_enlarges_that_map(app):
    scene = play(app, names=("Anna", "Ben", "Cara"))
    view = scene.view
    rect, player = view.thumb_rects()[1]
    click(app, rect.center)
    assert view.enlarged == player
    click(app, (5, 400))
    assert view.enlarged is None


def test_a_solo_ambush_places_itself_with_a_marker(app):
    scene = play(app, names=("Solo",))
    state, view = scene.state, scene.view
    on_card(state, 8)
    state.deck = state.deck[:-1] + [2]       # Bugbear Assault comes next
    ready(app, scene)
    place(app, scene, Draw(0, "farm", ((5, 7), (6, 7))))
    assert state.card == 8 and not any(q == 0 and c == (0, 8) for q, c, _, _ in view.flashes)  # not before End turn
    end_turn(app)
    assert {(0, 8), (0, 10), (1, 8), (1, 10)} <= {c for q, c, _, _ in view.flashes if q == 0}
    app.frame(0.1)
    assert "Bugbear" in scene.toast.message


def test_a_solo_game_played_to_the_end_through_the_window(app, tmp_path):
    scene = play(app, names=("Solo",), seed=12)
    state = scene.state
    rng = random.Random(4)
    summaries = 0
    for _ in range(300):
        if isinstance(app.scene, ResultsScene):
            break
        if isinstance(app.scene, SeasonScene):
            summary = app.scene
            summaries += 1
            cell, player, column = next(c for c in summary.cells if c[2] == "edict0")
            send(app, pygame.MOUSEMOTION, pos=cell.center, rel=(0, 0), buttons=(0, 0, 0))
            assert summary.lit == (player, column)
            pygame.image.save(app.screen, str(tmp_path / f"summary-{summaries}.png"))
            click(app, (3, 3))
            continue
        before = len(state.log)
        action = rng.choice([a for a in state.legal_actions(0) if isinstance(a, (Draw, Fallback))])
        place(app, scene, action)
        assert len(state.log) == before + 1 and state.log[-1] == (0, action.to_dict())
        assert scene.must_end_turn and app.scene is scene      # no summary before the turn is ended
        end_turn(app)
        assert state.log[-1] == (0, {"kind": "end_turn"})
        app.frame(1.0)
    assert isinstance(app.scene, ResultsScene) and summaries == 3
    results = app.scene
    key(app, pygame.K_SPACE)
    app.frame(0)
    assert len(results.rows[0]) == 4                   # one line per season
    assert results.rows[0][0][0].startswith("Spring")
    title = state.solo_result().title.name["en"]
    assert any(title in note for note in results.notes)
    rect, player, index = results.item_rects[0]
    send(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert results.hover_item == (0, 0)
    pygame.image.save(app.screen, str(tmp_path / "solo-results.png"))


def test_esc_puts_the_eraser_back_and_the_card_is_offered_again(app):
    scene = solo_with_skills(app)
    state, view = scene.state, scene.view
    click(app, next(b for b in view.band.skill_buttons if b.key == "skill:clear_monster").rect.center)
    assert view.offer().kind == "erase"
    key(app, pygame.K_ESCAPE)
    assert view.offer().kind == "draw" and state.sheets[0].spent == 0


def test_small_ambush_lets_the_owner_erase_a_cell_of_the_new_monster(app):
    scene = play(app)
    state, view = scene.state, scene.view
    state.small_ambush = [True, False]
    on_ambush(state, 2)                      # Bugbear Assault: Ben draws on Anna's map
    ready(app, scene)
    assert state.ambush_sheet(0) == 1 and state.ambush_sheet(1) == 0
    for turn in range(2):
        drawer = scene.player
        place(app, scene, next(a for a in state.legal_actions(drawer) if isinstance(a, Monster)))
        assert scene.player == drawer and scene.must_end_turn
        end_turn(app)
        past_curtain(app, state.players[1 - drawer])
    assert view.offer().kind == "shrink" and scene.player == 0
    cell = next(iter(view.state.legal_actions(0))).cell
    click(app, view.board.cell_rect(cell).center)
    assert state.sheets[0].terrain_at(cell) is None and state.sheets[0].monster.bit_count() == 3


def test_rift_lands_offer_five_terrains_for_one_cell(app, tmp_path):
    scene = play(app, names=("Solo",))
    state, view = scene.state, scene.view
    on_card(state, 17)
    ready(app, scene)
    assert [b.key for b in view.band.terrain_buttons] == [f"terrain:{t}" for t in
                                                          ("forest", "village", "farm", "water", "monster")]
    assert all(view.band.rect.contains(b.rect) for b in view.band.terrain_buttons)
    place(app, scene, Draw(0, "monster", ((3, 3),)))
    assert state.sheets[0].terrain_at((3, 3)) == "monster"


def test_a_right_click_on_an_edict_shows_its_rule(app):
    scene = play(app)
    view = scene.view
    rect, letter = view.band.edict_rects[0]
    click(app, rect.center, button=3)
    card = DATA.scoring[scene.state.edicts[letter]]
    assert scene.popup is not None and card.name["en"] in scene.popup.title


def test_a_right_click_on_the_card_says_what_to_draw_when_no_shape_fits(app):
    scene = play(app)
    view, state = scene.view, scene.state
    for ruins, point, other in ((False, "fallback", "ruins.fallback"), (True, "ruins.fallback", "fallback")):
        on_card(state, 9, ruins=ruins)           # Hamlet; after a ruins card: any terrain (spec §4 #7)
        ready(app, scene)
        click(app, view.band.card_rect.center, button=3)
        assert scene.popup is not None and DATA.explore[9].text["en"] in scene.popup.body
        assert view.rule_point(point) in scene.popup.body and view.rule_point(other) not in scene.popup.body
        key(app, pygame.K_ESCAPE)
        scene.popup = None


def test_learning_aids_mark_where_the_held_shape_may_go(app):
    app.settings["learning_aids"] = True
    scene = play(app)
    view = scene.view
    assert scene.aids
    piece = view.piece()
    scene.dd.pick(piece, keyboard=True)
    legal = scene.dd.legal_targets()
    assert legal, "an empty map has room"
    for target in legal[:10]:
        action = piece.action(target, piece.rotation, piece.mirrored)
        assert scene.state.check(scene.player, action) is None
    app.frame(0)


def test_a_right_click_on_a_map_cell_explains_it(app):
    scene = play(app)
    view, sheet = scene.view, scene.state.sheets[0]
    mountain = sheet.cells_of("mountain")[0]
    ruin = sheet.cells_of("open_ruins")[0]
    empty = next(c for c in sheet.cells_of("empty") if c not in sheet.cells_of("ruins"))
    for cell, title, point in ((mountain, "Mountain", "coin.mountain"), (ruin, "Ruins", "ruins"),
                               (empty, "Empty cell", "draw.empty")):
        send(app, pygame.MOUSEBUTTONDOWN, pos=view.board.cell_rect(cell).center, button=3)
        assert scene.popup is not None, cell
        assert scene.popup.title == title and view.rule_point(point) in scene.popup.body
        key(app, pygame.K_ESCAPE)
        assert scene.popup is None or not scene.popup.open
        scene.popup = None


def band_pixels(app, rect) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(rect), "RGB")


def test_the_card_in_hand_turns_and_mirrors_with_the_ghost(app):
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 9)                        # Hamlet: the five-cell P of village
    ready(app, scene)
    shape = DATA.explore[9].options[1].shape
    rect = view.band.shape_rects[1]
    send(app, pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    move(app, view.board.cell_rect((5, 5)).center)
    held = band_pixels(app, rect)
    seen = [held]

    def turned_as(rotation, mirrored):
        assert (scene.dd.held.rotation, scene.dd.held.mirrored) == (rotation, mirrored)
        assert view.held_shape(1) == shape.oriented(rotation, mirrored)
        ghost = view.cells_for(scene.dd.held.data["shape"], scene.dd.target, rotation, mirrored)
        assert Shape(ghost) == view.held_shape(1)          # the band shows what the ghost covers
        pixels = band_pixels(app, rect)
        assert pixels not in seen                          # and it is drawn so
        seen.append(pixels)

    key(app, pygame.K_r)
    turned_as(1, False)
    key(app, pygame.K_f)
    turned_as(1, True)
    send(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    turned_as(2, True)
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.board.cell_rect((5, 5)).center, button=3)
    turned_as(3, True)
    key(app, pygame.K_ESCAPE)                              # put back: the card shows the shape as printed
    assert not scene.dd.holding and view.held_shape(1) == shape
    key(app, pygame.K_2)
    assert band_pixels(app, rect) == held


def test_a_drag_right_after_a_glance_at_another_map_starts_at_once(app):
    scene = play(app, names=("Anna", "Ben", "Cara"))
    state, view = scene.state, scene.view
    on_card(state, 8)                        # Farmland
    ready(app, scene)
    rect, player = view.thumb_rects()[0]
    click(app, rect.center)
    assert view.enlarged == player
    click(app, view.board.cell_rect((5, 5)).center)        # a click on the enlarged map only closes it
    assert view.enlarged is None and not scene.dd.holding and state.log == []
    click(app, rect.center)
    assert view.enlarged == player
    target = view.board.cell_rect((4, 4)).center
    send(app, pygame.MOUSEBUTTONDOWN, pos=view.band.shape_rects[0].center, button=1)   # seen: back to the card
    assert view.enlarged is None and scene.dd.holding
    move(app, (target[0] + 30, target[1]))
    move(app, target)
    send(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    assert state.log[-1][0] == 0 and state.log[-1][1]["kind"] == "draw"
    assert state.sheets[0].terrain_at((4, 4)) == "farm"
    click(app, rect.center)
    key(app, pygame.K_ESCAPE)
    assert view.enlarged is None and not scene.dd.holding


def test_the_enlarged_map_leaves_the_card_band_in_sight(app, tmp_path):
    scene = play(app, names=("Anna", "Ben"))
    view = scene.view
    before = band_pixels(app, view.band.rect)
    click(app, view.thumb_rects()[0][0].center)
    assert band_pixels(app, view.band.rect) == before
    assert view.painter.enlarged_board().rect.colliderect(view.board.rect)
    pygame.image.save(app.screen, str(tmp_path / "enlarged.png"))


def test_in_keyboard_play_the_reason_shows_at_the_ghost(app):
    scene = play(app)
    state, view = scene.state, scene.view
    on_card(state, 9)                        # Hamlet
    ready(app, scene)
    send(app, pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))   # the mouse far away
    key(app, pygame.K_2)
    assert scene.dd.holding and scene.dd.violation is None
    for _ in range(12):
        key(app, pygame.K_UP)                # up against the edge and past it
    assert scene.dd.violation is not None and scene.dd.violation.code == "cartographers.off_map"
    assert scene.dd.pos == view.board.cell_rect(scene.dd.target).center


def test_a_tutorial_hint_says_which_shape_and_terrain_go_on_the_marked_cells(app):
    from games.core.tutorial import load_tutorial, tutorial_path
    from games import GAMES
    steps = load_tutorial(tutorial_path("cartographers"), GAMES).steps
    app.settings["tutorials"] = {"cartographers": next(i for i, s in enumerate(steps) if s.id == "farmland")}
    scene = app.start_tutorial("cartographers")
    app.frame(0)
    other = Draw(0, "farm", ((9, 9), (9, 10)))         # the right shape, elsewhere
    place(app, scene, other)
    assert scene.state.log[-1][0] == 1                 # nothing of Lena's was drawn
    assert "shape 1 in farm on the marked cells" in scene.toast.message


def test_a_click_away_from_the_map_puts_back_a_shape_picked_up_by_keyboard_and_does_what_it_clicked(app):
    """Enter picks the shape up at the map's corner; the player reaches for the
    mouse instead: the click on a terrain button chooses that terrain at once
    (it used to be spent on putting the shape back)."""
    scene = play(app)
    state = scene.state
    on_card(state, 12)                       # Homestead: the T, village or farm
    ready(app, scene)
    key(app, pygame.K_RETURN)
    assert scene.dd.holding
    farm = next(b for b in scene.view.band.terrain_buttons if b.key.endswith("farm"))
    click(app, farm.rect.center)
    assert not scene.dd.holding and scene.view.terrain == "farm" and state.log == []
