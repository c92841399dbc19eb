"""What every game's view answers: the play scene, the tutorial, the results, the
replay and the coach ask it; it reaches them only through its table (gui/table.py)."""
from __future__ import annotations

import pygame

from .. import engine, theme


# The nine parts of a board a log line names (rows top to bottom, then columns).
AREAS = (("ui.play.where_nw", "ui.play.where_n", "ui.play.where_ne"),
         ("ui.play.where_w", "ui.play.where_mid", "ui.play.where_e"),
         ("ui.play.where_sw", "ui.play.where_s", "ui.play.where_se"))


class GameView:
    """Lays out one game's board area, turns pointer work into actions and
    draws the state. Subclasses fill in the drawing and the pieces."""

    takes: frozenset = frozenset()   # the kinds of action that take a piece (a sound of their own)

    def __init__(self, table):
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.u = 1.0

    @property
    def state(self):
        """The game as the seat at the screen may see it: a view draws only this."""
        return self.table.shown

    @property
    def decision(self):
        """What the human at the screen may do now, from the engine (None: nothing)."""
        return self.table.decision

    def t(self, key: str, **params) -> str:
        return self.table.t(key, **params)

    def hand_over_note(self, player: int) -> str:
        """What the hand-over curtain says when the screen passes to `player`
        ("" : everybody else looks away). Whether it comes is the play scene's
        (PlayScene.hand_over: the game's declaration and the engine's decision)."""
        return ""

    @property
    def animating(self) -> bool:
        return False

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.u = theme.scale(self.table.size)

    @property
    def toast_centre(self):
        """Where messages show: low in the board area unless the view says otherwise."""
        return (self.rect.centerx, self.rect.bottom - round(30 * self.u))

    def update(self, dt: float) -> None:
        pass

    def on_action(self, player) -> None:
        """Called after every applied or undone action."""

    def handle_event(self, event) -> bool:
        return False

    def draw(self, surface) -> None:
        pass

    def draw_overlay(self, surface) -> None:
        pass

    def ghost_rect(self) -> pygame.Rect | None:
        """Where the ghost of the piece in hand lies (None: the piece is under the
        pointer): the tip about it goes beside the ghost."""
        return None

    def held_note(self) -> list[str]:
        """What the tip beside a piece in hand says where it may go: what it would
        gain or be there ([]: nothing). A refusal's reason is the play scene's to say."""
        return []

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        return rect.top

    def round_text(self) -> str:
        return ""

    def objective(self) -> str:
        return ""

    @property
    def watched(self) -> int:
        """The seat drawn as the screen's own: the seat at the screen; where the screen
        is nobody's (the table's screen among phones, computers alone), whoever plays now."""
        seat = self.table.seat if self.table.seat is not None else self.table.player
        return 0 if seat is None else seat

    def waiting(self, player: int) -> str:
        """What to do while `player` acts elsewhere: a computer thinks, or a person
        plays (on a phone, or at the screen while it shows another seat); on a screen
        of nobody's, every person who plays now, where several do at once."""
        shown = self.table.shown
        people = [p for p in shown.actors() if self.table.seats[p] is None]
        if self.table.seat is None and len(people) > 1:
            return self.t("ui.play.waiting_for", name=", ".join(shown.players[p] for p in people))
        key = "ui.play.waiting" if self.table.seats[player] is not None else "ui.play.waiting_for"
        return self.t(key, name=shown.players[player])

    def end_turn_place(self, size: tuple[int, int]) -> tuple[int, int] | pygame.Rect | None:
        """Where the End turn button of this `size` goes (its top left), clear of
        what the player may want to see before confirming; a Rect: its place and
        a smaller size where the larger would cover something; None: the board's
        bottom right corner."""
        return None

    def look_rects(self, player: int, action: dict) -> list[pygame.Rect]:
        """Where a hint's first step points for `action`: the part of the board
        around its place (twice its size, at least 120 units each way), not the
        exact cells; the second step marks those (mark_rects)."""
        rects = [rect for rect in self.mark_rects(player, self.move_marks(action)) if rect.width]
        if not rects:
            return []
        place = rects[0].unionall(rects[1:])
        least = round(120 * self.u)
        area = place.inflate(max(place.width, least - place.width), max(place.height, least - place.height))
        return [area.clamp(self.rect).clip(self.rect)]

    def describe(self, player: int, action: dict) -> str:
        return action.get("kind", "")

    def expected_move(self, action: dict) -> str:
        """What a tutorial's hint says of the move it asks for, when another move was
        made: where it goes as well as what it is (default: the log's sentence)."""
        return self.describe(0, action)

    def move_marks(self, action: dict) -> tuple:
        """What `draw_board` lights for a move (the coach's move made and better
        one): by default the cells the action names (cell, cells, q and r)."""
        if action.get("cells"):
            return tuple(tuple(c) for c in action["cells"])
        if action.get("cell"):   # a skill's coin may name none
            return (tuple(action["cell"]),)
        if "q" in action and "r" in action:
            return ((action["q"], action["r"]),)
        return ()

    def table_events(self) -> list[str]:
        """The turn log's lines for what just changed a board by no one's move (an
        ambush revealed, a solo ambush's monster): asked after each action, each said once."""
        return []

    def move_board(self, player: int, action: dict) -> int:
        """Whose board `player`'s move `action` changed (a neighbour's for a
        Cartographers ambush): where its marks are looked for. By default the mover's."""
        return player

    def move_turn(self, player: int, action: dict) -> float:
        """Degrees (counter-clockwise) the piece turns on its way: as it was laid."""
        return 0.0

    def move_origin(self, player: int, action: dict) -> pygame.Rect | None:
        """Where on the screen the piece `player` moves by `action` was before (the
        round's card, a row's card, a market segment): it is seen travelling from
        there to its marks (gui/recent.py). None: it came from nowhere in sight."""
        return None

    def mark_rects(self, player: int, marks: tuple) -> list[pygame.Rect]:
        """Where `marks` (what move_marks gives) are on the play screen, for
        `player`'s board: the hint's outline."""
        return self.tutorial_rects({"kind": "cells", "player": player, "at": [list(m) for m in marks]}) if marks else []

    # --- the coach's page: a move in the position before it --------------------------------
    def lesson_words(self, player: int, action: dict, other: dict) -> str:
        """What the coach calls `player`'s move `action` beside `other` (the move it is
        compared with): enough to tell the two apart. By default the log's sentence."""
        return self.describe(player, action)

    def lesson_note(self, player: int, made: dict, better: dict) -> str:
        """A sentence the coach adds to a lesson (what its points mean here), or ""."""
        return ""

    def lesson_owner(self, player: int) -> int:
        """Whose board `player`'s move now goes on: the one the decision concerns (a
        Cartographers monster on a neighbour's map), else their own."""
        decision = self.state.decision(player)
        return decision.concerns[0] if decision is not None and decision.concerns else player

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        """The coach's picture of `action` (beside `other`) inside `rect`: the board it
        goes on with its marks. Returns what it marked: (what, rect on screen) pairs,
        e.g. (("cell", owner, cell), rect)."""
        owner = self.lesson_owner(player)
        marks = self.move_marks(action)
        self.draw_board(surface, rect, owner, marks)
        return [(("cell", owner, mark), rect) for mark in marks]

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        pass

    def result_rows(self, sheet) -> list[tuple[str, list[int]]]:
        """The results' lines of one score sheet: (text, indices of the items it adds up)."""
        texts = self.table.texts
        return [(item.text(texts), [index]) for index, item in enumerate(sheet.items)]

    def rule_codes(self, item) -> tuple[str, ...]:
        """The rules reference's entries that explain a score item in "How was this scored?"
        (each found like its code, see rule_lookup.rule_for): its own code; a game may add more."""
        return (item.code,)

    def solo_title(self) -> str | None:
        """The title a solo result earns (the results' headline), if the game gives one."""
        return None

    def result_notes(self) -> list[str]:
        """Lines the results add under the ranking (a solo title, a tie-break's numbers)."""
        return []

    def rule_at(self, pos) -> tuple[str, str] | None:
        """(title, rule text) of the component under `pos`, from the data (a right click shows it)."""
        return None

    def rule_point(self, point_id: str) -> str:
        point = engine.rule_lookup.points_of(self.table.game_id).get(point_id)
        return (point.get(self.table.language) or point["en"]) if point else ""

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        """Where a tutorial step's `target` is on screen (game-specific kinds)."""
        return []

    def hint_words(self, player: int, action: dict) -> str:
        """A hint's move, in words that go with its marks (default: a tutorial's)."""
        return self.expected_move(action)

    def hint_keep_clear(self, player: int, action: dict) -> list[pygame.Rect]:
        """What a hint's words never cover besides its marks: the piece the move
        takes (where it comes from)."""
        origin = self.move_origin(player, action)
        return [origin] if origin is not None else []

    def panel_target(self, target: dict) -> bool:
        """Whether a tutorial step's `target` lies in the side panel's column, which
        shows it only where the step's box leaves the column room."""
        return False

    def tutorial_box_at(self, target: dict, size: tuple[int, int]) -> tuple[int, int] | None:
        """Where the tutorial step's box of `size` goes for `target` (its top left), e.g. above a
        tray around the target, to keep what lies around it in sight. None: beside the target,
        where it fits."""
        return None
