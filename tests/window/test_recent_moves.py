"""The others' moves since the seat at the screen last moved stay marked on the
board (in the mover's colour) until that seat acts; secrets mark nothing."""
import pygame

from games.majesty.effects import LOCATION_OF
from gui import theme
from tests.gui_helpers import click, drag, end_turn, key, send
from tests.rome_gui import reveal


def computer_moves(scene, seat):
    """Let the computer at `seat` play until the screen is the human's (seat 0) again."""
    scene.bots.pace = 0
    for _ in range(40):
        if any(who == seat for who, _a in scene.state.log) and scene.state.actors() == [0]:
            return
        scene.update(0)
        if scene.bots._thread is not None:
            scene.bots._thread.join()


def test_the_computer_s_card_and_worker_stay_marked_until_the_person_acts(app):
    scene = app.start_game("limes", ["Anna", "Kai"], [None, "greedy"], 3, {})
    app.frame(0)
    state = scene.state
    while state.actors() == [0] and not any(who == 1 for who, _a in state.log):
        assert scene.try_action(next(iter(state.legal_actions(0))))
    computer_moves(scene, 1)
    kinds = [action["kind"] for _who, action in scene.recent.moves()]
    assert kinds[0] == "place_card" and all(who == 1 for who, _a in scene.recent.moves())
    app.frame(0)
    marks = scene.recent.marks()
    side = scene.view.display_of(1).rect
    assert marks and all(who == 1 and side.colliderect(rect) for who, rect in marks)
    top = marks[0][1].midtop
    assert app.screen.get_at((top[0], top[1] + 1))[:3] == theme.player_colour(1)   # outlined in Kai's colour
    send(app, pygame.MOUSEBUTTONDOWN, pos=scene.view.card_rect.center, button=1)  # Anna picks up her card:
    assert scene.dd.holding
    app.frame(0)
    assert app.screen.get_at((top[0], top[1] + 1))[:3] != theme.player_colour(1)   # her ghost shows alone
    key(app, pygame.K_ESCAPE)
    assert scene.try_action(next(iter(state.legal_actions(0))))             # Anna lays her card
    assert scene.recent.moves() == [] and scene.recent.marks() == []


def test_at_a_shared_screen_each_seat_sees_what_the_others_did_since_its_own_turn(app):
    scene = app.start_game("majesty", ["Anna", "Ben"], [None, None], 4, {})
    app.frame(0)
    view, state = scene.view, scene.state
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert scene.recent.moves() == []          # Anna's own move is no news to her
    end_turn(app)
    app.frame(0)
    assert [who for who, _a in scene.recent.moves()] == [0]   # Ben's screen: what Anna did
    building = LOCATION_OF[card.halves[0]]
    assert scene.recent.marks() == [(0, view.count_boxes[0, building])]   # her count of that building
    card = state.display[0]
    drag(app, view.card_rects[0].center, view.columns[LOCATION_OF[card.halves[0]]].center)
    if view.dialog is not None:
        click(app, view.dialog.buttons[0].rect.center)
    assert scene.recent.moves() == []
    end_turn(app)
    assert [who for who, _a in scene.recent.moves()] == [1]   # back to Anna: Ben's move only


def test_another_seat_s_secret_split_marks_nothing(app):
    scene = app.start_game("rome", ["Anna", "Ben"], [None, None], 5, {"variant": "basic"})
    app.frame(0)
    reveal(app)
    trays = scene.view.trays
    click(app, trays.confirm.rect.center)       # Anna sends all five tiles as one lot
    end_turn(app)
    reveal(app)
    app.frame(0)
    assert [(who, action) for who, action in scene.recent.moves()] == [(0, {"kind": "divide"})]
    assert scene.recent.marks() == []


def test_a_monster_drawn_in_an_ambush_is_marked_on_the_map_it_went_on(app):
    import random
    scene = app.start_game("cartographers", ["Anna", "Kai", "Lu"], [None, "greedy", "greedy"], 4, {})
    state, rng = scene.state, random.Random(4)
    monster = None
    while monster is None and not state.is_over():
        for player in list(state.actors()):
            if player not in state.actors():
                continue
            action = state.game.bots["greedy"](state.view(player), player, rng)
            state.apply(player, action)
            state.end_turns([player])
            if player != 0 and action.to_dict()["kind"] == "monster":
                monster = (player, action.to_dict())
                break
        scene.changed()
    assert monster is not None, "no ambush came"
    app.frame(0)
    mover, action = monster
    victim = state.last_drawn[mover][0]
    assert victim != mover                                          # a neighbour's map
    view = scene.view
    board = view.marks.map_board(victim).rect
    marks = [rect for who, rect in scene.recent.marks() if who == mover]
    assert marks and all(board.contains(rect) for rect in marks)


def test_moves_that_only_the_shut_drawer_shows_light_its_button(app):
    from tests.window.test_couch import resize
    resize(app, (1024, 640))
    app.set_text_size(200)
    scene = app.start_game("majesty", ["Anna", "Kai"], [None, "greedy"], 4, {})
    app.frame(0)
    assert scene.chrome.can_toggle and not scene.chrome.panel_open
    assert scene.try_action(next(iter(scene.state.legal_actions(0))))
    scene.end_turn()
    computer_moves(scene, 1)
    app.frame(0)
    assert scene.recent.moves() and scene.recent.news_inside     # Kai's take: marked only in the panel
    button = scene.chrome.drawer_button.rect
    assert any(app.screen.get_at((x, y))[:3] == theme.player_colour(1)
               for x in range(button.left, button.right) for y in range(button.top, button.bottom))
    scene.toggle_panel()
    app.frame(0)
    app.frame(0)
    assert not scene.recent.news_inside and scene.recent.marks()  # open: the count itself is marked
