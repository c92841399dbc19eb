"""The Cartographers map shown large when no decision names one: the seat at the screen's
(the table's `seat`), while a computer draws too; with nobody at the screen, the first seat's."""
from games.cartographers import Draw
from tests.cartographers_gui import play, place, ready
from tests.cartographers_helpers import on_card
from tests.gui_helpers import end_turn


def test_while_a_computer_draws_the_person_at_the_screen_keeps_their_own_map(app):
    scene = play(app, names=("Cora", "Ben"), seats=("random", None))   # the computer sits first
    scene.bots.pace = 10 ** 6                  # Cora thinks, but does not draw within the test
    state, view = scene.state, scene.view
    on_card(state, 8)
    ready(app, scene)
    assert scene.player == 1 and view.focus == 1 and view.home == 1
    place(app, scene, Draw(0, "farm", ((4, 4), (4, 5))))
    end_turn(app)                              # Ben is done; Cora has the table's hands now
    assert scene.player == 0 and view.table.player == 0 and view.table.seat == 1
    assert view.offer().kind == "wait" and view.focus == view.home == 1
    assert [p for _rect, p in view.thumb_rects()] == [0]


def test_a_game_of_computers_shows_the_first_seats_map(app):
    scene = play(app, names=("Cora", "Dan"), seats=("random", "random"))
    scene.bots.pace = 10 ** 6
    view = scene.view
    assert view.table.seat is None and view.offer().kind == "wait"
    assert view.focus == view.home == 0
