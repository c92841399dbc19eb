"""The table a game's view is drawn on: all a view may know of the screen
around it and ask of it, the one way in (a view never holds a scene, and no
scene module is imported by a view; tests/test_architecture.py proves it).

Two tables keep the contract: the play scene's (a game being played, tutorial
or not: PlayTable) and a still one (a position nobody acts on: a replay's
step, a coach's lesson: StillTable).

Read:
  size, language, texts, t(key)   the window: its size, words and rule texts
  game_id, seats, is_human(p)     the game and who sits where (None: a person)
  shown                           the game as the seat at the screen may see it
                                  (`state.view(seat)`): a view draws only this
  seat                            the seat at the screen, whose secrets are shown
                                  (None: nobody's; the whole table's view)
  player                          whose hands the screen is in (a computer's too)
  decision                        what the person at the screen may do now (None:
                                  nothing, e.g. while a computer plays)
  human_turn, must_end_turn       a person acts; their turn is complete, End turn waits
  aids                            the learning aids are on
  pointer                         where the pointer last was
  teaching                        a tutorial runs (its steps explain what the game does)
  lesson_target(explaining)       the tutorial step's target ({}: none; `explaining`:
                                  only a step that asks for no move)
  lesson_box                      where the tutorial's step box lies (empty: nowhere)
  step_on_board                   a tutorial's step box goes on the board (the side
                                  panel is no drawer to hold it): keep room for it
  end_button                      where End turn lies (empty: nowhere)
  landing(board)                  what move_marks gave for the pieces still on their way
                                  to `board` (a seat's): drawn there once they land
  counted(what, value)            the number to draw for `what` (("coins", seat),
                                  ("points", seat)), `value` now: it counts there from
                                  the number drawn before (gui/counting.py)
Use:
  drag                            the shared drag and drop (gui/dragdrop.DragDrop)
Ask:
  try_action(action)              apply for the person at the screen, or show the
                                  rule's sentence; True if it was applied
  may_try(begun)                  a move begun so (its first choices, a dict) may go
                                  on to the view's questions (a tutorial step that
                                  wants another move says which: False)
  toast(words, colour, seconds)   a short message over the board
  push(make)                      a scene over the table, `make(app)` makes it
  draw_under(surface)             the whole table drawn (under such a scene)
"""
from __future__ import annotations

import pygame

from .dragdrop import DragDrop
from .engine import IllegalMove, Violation

NOWHERE = pygame.Rect(0, 0, 0, 0)


class PlayTable:
    """The play scene's table: every answer is the scene's (gui/scenes/play.py)."""

    def __init__(self, scene):
        self._scene = scene

    # the window
    @property
    def size(self):
        return self._scene.app.size

    @property
    def language(self) -> str:
        return self._scene.app.language

    @property
    def texts(self):
        return self._scene.app.texts

    def t(self, key: str, **params) -> str:
        return self._scene.t(key, **params)

    # the game and the seats
    @property
    def game_id(self) -> str:
        return self._scene.game.id

    @property
    def seats(self) -> tuple:
        return tuple(self._scene.seats)

    def is_human(self, player) -> bool:
        return self._scene.is_human(player)

    @property
    def shown(self):
        return self._scene.shown

    @property
    def seat(self):
        return self._scene.screen_seat

    @property
    def player(self):
        return self._scene.player

    @property
    def decision(self):
        return self._scene.decision

    @property
    def human_turn(self) -> bool:
        return self._scene.human_turn

    @property
    def must_end_turn(self) -> bool:
        return self._scene.must_end_turn

    @property
    def aids(self) -> bool:
        return self._scene.aids

    @property
    def pointer(self):
        return self._scene.pointer

    # the tutorial
    @property
    def teaching(self) -> bool:
        return self._scene.flow.teaching

    def lesson_target(self, explaining: bool = False) -> dict:
        return self._scene.flow.lesson_target(explaining)

    @property
    def lesson_box(self) -> pygame.Rect:
        return self._scene.flow.box

    @property
    def step_on_board(self) -> bool:
        return self._scene.flow.teaching and not self._scene.frame.drawer

    @property
    def end_button(self) -> pygame.Rect:
        return self._scene.end_button.rect

    # the shared machinery, and what a view asks
    @property
    def drag(self) -> DragDrop:
        return self._scene.dd

    def landing(self, board: int) -> tuple:
        return self._scene.recent.landing(board)

    def counted(self, what, value: int) -> int:
        return self._scene.recent.counts.shown(what, value)

    def try_action(self, action) -> bool:
        return self._scene.try_action(action)

    def may_try(self, begun: dict) -> bool:
        return self._scene.flow.may_try(begun)

    def toast(self, words: str, colour, seconds: float | None) -> None:
        self._scene.toast.show(words, colour, seconds)

    def push(self, make) -> None:
        self._scene.dd.cancel()
        self._scene.app.push(make(self._scene.app))

    def draw_under(self, surface) -> None:
        self._scene.draw(surface)


class StillTable:
    """A position nobody acts on (a replay's step, a coach's lesson), seen as
    `seat` may see it (None: as the whole table may); its `view` draws it. The
    position changes by setting `state`."""

    def __init__(self, app, game, state, seats: list, seat: int | None, make_view):
        self._app, self.game_id, self.seats = app, game.id, tuple(seats)
        self.seat = seat
        self.pointer = (0, 0)
        self.drag = DragDrop(self._refused, self._refuse)
        self.state = state
        self.view = make_view(game.id, self)
        self.view.layout(pygame.Rect((0, 0), app.size))

    @staticmethod
    def _refused(action) -> Violation:
        return Violation("turn.nothing_to_end")   # nothing is ever picked up here: never asked

    def _refuse(self, action) -> None:
        raise IllegalMove(self._refused(action))

    @property
    def state(self):
        return self._state

    @state.setter
    def state(self, value) -> None:
        self._state, self.shown = value, value.view(self.seat)

    @property
    def size(self):
        return self._app.size

    @property
    def language(self) -> str:
        return self._app.language

    @property
    def texts(self):
        return self._app.texts

    def t(self, key: str, **params) -> str:
        return self._app.t(key, **params)

    def is_human(self, player) -> bool:
        return player is not None and self.seats[player] is None

    @property
    def player(self):
        """The seat at the screen where it acts in the position, else the first who does."""
        actors = self._state.actors()
        return self.seat if self.seat in actors else (actors[0] if actors else None)

    decision = None           # nobody acts on a still position
    human_turn = must_end_turn = aids = teaching = step_on_board = False
    lesson_box = end_button = NOWHERE

    def lesson_target(self, explaining: bool = False) -> dict:
        return {}

    def landing(self, board: int) -> tuple:
        return ()   # nothing travels in a still position

    def counted(self, what, value: int) -> int:
        return value

    def try_action(self, action) -> bool:
        return False

    def may_try(self, begun: dict) -> bool:
        return False

    def toast(self, words: str, colour, seconds) -> None:
        pass

    def push(self, make) -> None:
        pass

    def draw_under(self, surface) -> None:
        pass
