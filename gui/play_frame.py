"""The play screen's frame around a game's board: the top bar (the game, its
round, whose turn; Rules, Undo and Menu), End turn, and the side panel (what
to do, the game's own lists, the turn log), which in a small room is a
drawer: a strip along the bottom that says what to do, and the button that
opens the panel beside the board. It draws the words it is given and holds
the buttons; what they do is the play scene's."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from . import text, theme
from .bots import pace_of
from .engine import EndTurn
from .frame import Frame, draw_bar, draw_strip
from .layout import Layout
from .widgets import Button, draw_button_tip, draw_panel, draw_scroll_marks, draw_tooltip

LOG_MOVES = 5          # the turn log's last moves at least (whole, wrapped), below the game's lists
DRAWER_LOG_MOVES = 2   # ... in a drawer


@dataclass
class FrameWords:
    """What the frame says now."""
    title: str               # the game's name
    round_text: str          # how far the game is
    turn: str                # whose turn it is ("": nobody's)
    colour: tuple | None     # that seat's colour
    objective: str           # what the seat at the screen is to do
    urgent: bool             # only End turn is left: it is shown, and what to do stands out
    log: Callable[[int], list]   # the turn log's last n lines, oldest first: (words, colour)
    aside: str = ""          # after whose turn, while a computer plays: how to change its pace

    @classmethod
    def of(cls, scene) -> "FrameWords":
        """What a play scene's frame says now: the game, the round, whose turn, what to do, the turn log."""
        player, t = scene.player, scene.t
        turn, colour, aside = "", None, ""
        if player is not None:
            turn = t("ui.play.turn_of", name=scene.state.players[player])
            actors = scene.state.actors()
            if len(actors) > 1 and player in scene.phones.seats:   # phones acting at once: all of them
                turn = t("ui.play.turn_of_several", names=", ".join(scene.state.players[p] for p in actors))
            if scene.seats[player] is not None:   # while a computer plays, how to change its pace
                aside = t("ui.play.thinking", pace=t(f"ui.play.pace_name_{pace_of(scene.app.settings)}"))
            colour = theme.player_colour(player)
        title = t(f"game.{scene.game.id}.name")
        if scene.challenge:   # the weekly challenge names its week
            title = t("ui.play.challenge_title", game=title, week=scene.challenge)
        return cls(title, scene.view.round_text(), turn, colour,
                   scene.objective(), scene.must_end_turn, scene.log_lines, aside)


def log_lines(scene, count: int) -> list:
    """A play scene's turn log's last `count` lines: the moves (End turns are no moves), each
    in its seat's colour, and what changed a board by no one's move (the view's events), as
    the seat at the screen may read them (others' secret choices keep only their kind)."""
    log = scene.shown.log
    lines = [((i, 1), f"{scene.state.players[who]}: {scene.view.describe(who, action)}",
              theme.mix(theme.player_colour(who), theme.TEXT, 0.45))
             for i, (who, action) in enumerate(log) if action.get("kind") != EndTurn.kind]
    lines += [((at, 0), words, theme.TEXT_DIM) for at, words in scene.events if at <= len(log)]
    return [(words, colour) for _at, words, colour in sorted(lines, key=lambda line: line[0])[-count:]]


class PlayFrame:
    def __init__(self, size, actions: dict, docked: bool):
        """`actions`: what rules, undo, menu, end_turn and drawer do; `docked`:
        a tutorial, whose step stays in the open drawer (no drawer button)."""
        self.buttons = [Button("", actions[key], key=key) for key in ("rules", "undo", "menu")]
        self.end_button = Button("", actions["end_turn"], key="end_turn", selected=True)
        self.drawer_button = Button("", actions["drawer"], key="drawer")
        self.docked = docked
        self.panel_open = docked   # shut at first, where there is a drawer
        self.frame = Frame(size, self.panel_open)
        self.panel_view = pygame.Rect(0, 0, 0, 0)   # the panel's inside, as last drawn
        self.scroll = self.scroll_room = 0          # the panel's column: how far scrolled, how far it can

    def layout(self, size) -> pygame.Rect:
        """Lay the frame out for `size`; returns the board's rect."""
        self.frame = f = Frame(size, self.panel_open)
        self.scroll = 0
        for button, rect in zip(self.buttons, f.bar_buttons(len(self.buttons))):
            button.rect = rect
        self.drawer_button.rect = f.drawer_button()
        return f.board

    def place_end_turn(self, where) -> None:
        """End turn where `where((w, h))` says, the view laid out (None: the board's bottom right corner)."""
        lay = Layout(self.frame.u)
        corner = pygame.Rect(0, 0, lay.px(190), lay.px(46))
        corner.bottomright = lay.inset(self.frame.board, 16).bottomright
        place = where(corner.size) or corner.topleft
        self.end_button.rect = place.copy() if isinstance(place, pygame.Rect) else pygame.Rect(place, corner.size)

    @property
    def can_toggle(self) -> bool:
        return self.frame.drawer and not self.docked

    def reachable(self, urgent: bool) -> list[Button]:
        """The buttons a click may reach now."""
        return (self.buttons + ([self.end_button] if urgent else [])
                + ([self.drawer_button] if self.can_toggle else []))

    def refresh(self, t, can_undo: bool, urgent: bool) -> None:
        """The buttons' words in the language now, and which of them work."""
        for button in self.buttons + [self.end_button]:
            button.label = t(f"ui.play.{button.key}")
        self.drawer_button.label = t("ui.play.hide_panel" if self.panel_open else "ui.play.show_panel")
        self.drawer_button.tip = t("ui.play.drawer_tip")
        self.buttons[1].enabled = can_undo
        self.end_button.enabled = urgent

    def draw(self, surface, words: FrameWords, labels: dict, pointer, draw_extra, foot: int = 0) -> None:
        """The panel (`draw_extra(surface, rect)` draws the game's own lists in
        it and returns where they end; a tutorial's step covers its lowest `foot`
        pixels), the bar and its buttons, the strip, End turn. `labels`: the
        panel's headings, "objective" and "log"."""
        f = self.frame
        self.draw_panel(surface, words, labels, draw_extra, foot)
        # with a drawer the bar says whose turn it is; the game, its round and what to do are in the strip
        turn = draw_bar(surface, f, "" if f.drawer else words.title, "" if f.drawer else words.round_text,
                        words.turn, words.colour, words.aside)
        for button in self.buttons:
            button.draw(surface, f.small)
        if f.drawer:
            self.draw_strip(surface, words, pointer)
        if words.urgent:
            self.end_button.draw(surface, f.font)
        if turn is not None and turn.collidepoint(pointer):   # the pace's words, where the bar had no room for them
            draw_tooltip(surface, [words.aside], pointer, f.small, avoid=turn)

    def draw_strip(self, surface, words: FrameWords, pointer) -> None:
        """The drawer's strip: the game, the round and what to do; the drawer's button."""
        parts = []
        for part in (words.title, words.round_text, words.objective):
            if part and part not in parts:     # "The game is over" once
                parts.append(part)
        line, f = " · ".join(parts), self.frame
        right = self.drawer_button.rect.left if self.can_toggle else f.strip.right
        cut = draw_strip(surface, f, line, theme.ACCENT if words.urgent else theme.TEXT, right)
        if self.can_toggle:
            self.drawer_button.draw(surface, f.small)
            draw_button_tip(surface, [self.drawer_button], pointer, f.small, round(360 * f.u))
        if cut and f.strip.collidepoint(pointer) and pointer[0] < right:   # the words in full, over the button
            draw_tooltip(surface, list(text.wrap(line, f.small, round(460 * f.u))), pointer, f.small)

    def draw_panel(self, surface, words: FrameWords, labels: dict, draw_extra, foot: int = 0) -> None:
        """What to do and the game's own lists at their full size in a column
        that, where taller than its room (a large text size), the wheel scrolls,
        with marks where more lies above or below; under it the turn log, its
        newest moves whole (wrapped), as many as the room left holds and at
        least LOG_MOVES (DRAWER_LOG_MOVES in a drawer). A tutorial's step over the
        panel's lowest `foot` pixels: the column ends above it, no log; where
        what is left above the step is less than a line, no column."""
        f = self.frame
        if not f.panel_open:
            return
        draw_panel(surface, f.panel, theme.PANEL, theme.PANEL_EDGE, radius=0)
        pad, head = round(14 * f.u), round(22 * f.u)
        area = f.panel.inflate(-2 * pad, -2 * pad)
        entries = words.log(2 * LOG_MOVES + 20)
        moves = DRAWER_LOG_MOVES if f.drawer else LOG_MOVES   # a small room: the column first
        gap = round(6 * f.u)   # between the column's last line in view and the log
        log_least = gap + head + sum(text.wrapped_height(line, f.small, area.width) for line, _ in entries[-moves:])
        if foot:
            log_least = area.bottom - (f.panel.bottom - foot - pad)
        self.panel_view = view = pygame.Rect(area.left, area.top, area.width, max(0, area.height - log_least))
        end = area.top
        if view.height < 2 * text.font(f.small).get_linesize():   # no room for a line: no column (a step's box)
            view.height = self.scroll_room = 0
        else:
            end = min(self.draw_column(surface, words, labels, draw_extra), view.bottom) + gap
        if foot:
            return
        y = end   # the log right under what the column shows: the room left gives it more moves
        text.draw(surface, labels["log"], (area.left, y), f.small, theme.TEXT_DIM, bold=True)
        y += head
        shown = entries[len(entries) - self.log_count(entries, area.bottom - y, area.width):]
        for line, colour in shown:
            y += text.draw_wrapped(surface, line, pygame.Rect(area.left, y, area.width, 0), f.small, colour)

    def draw_column(self, surface, words: FrameWords, labels: dict, draw_extra) -> int:
        """What to do and the view's lists in the panel's column, scrolled, clipped to
        its view; returns where they end (below the view where it scrolls)."""
        f, view = self.frame, self.panel_view
        head = round(22 * f.u)
        self.scroll = max(0, min(self.scroll, self.scroll_room))
        surface.set_clip(view)
        y = view.top - self.scroll
        if not (f.drawer and self.docked):   # a tutorial's step is there: the strip says what to do
            text.draw(surface, labels["objective"], (view.left, y), f.small, theme.TEXT_DIM, bold=True)
            y += head
            y += text.draw_wrapped(surface, words.objective, pygame.Rect(view.left, y, view.width, 0),
                                   f.small, theme.ACCENT if words.urgent else theme.TEXT) + round(12 * f.u)
        # the view's lists get the room they ask for (never squeezed): the column scrolls instead
        y = draw_extra(surface, pygame.Rect(view.left, y, view.width, 4 * f.panel.height))
        surface.set_clip(None)
        self.scroll_room = max(0, y + self.scroll - view.bottom)
        draw_scroll_marks(surface, view.right + round(7 * f.u), view.top, view.bottom, self.scroll > 0,
                          self.scroll < self.scroll_room, max(3, round(5 * f.u)), fade=view)
        return y

    def log_count(self, entries, room: int, width: int) -> int:
        """How many of the newest `entries` fit `room` wrapped (one at least)."""
        count = 0
        for line, _colour in reversed(entries):
            room -= text.wrapped_height(line, self.frame.small, width)
            if count and room < 0:
                break
            count += 1
        return count

    def wheel(self, event, pointer) -> bool:
        """The wheel over the open panel scrolls it; True if it did."""
        if not (self.frame.panel_open and self.panel_view.collidepoint(pointer) and self.scroll_room):
            return False
        self.scroll = max(0, min(self.scroll_room, self.scroll - event.y * round(40 * self.frame.u)))
        return True

    def reveal(self, rect: pygame.Rect) -> None:
        """Scroll the panel's column so that `rect` (drawn in it as last scrolled) comes into view."""
        view = self.panel_view
        if not (self.frame.panel_open and view.width and view.left <= rect.centerx <= view.right):
            return
        if rect.top < view.top:
            self.scroll += rect.top - view.top
        elif rect.bottom > view.bottom:
            self.scroll += min(rect.bottom - view.bottom, rect.top - view.top)
        self.scroll = max(0, min(self.scroll, self.scroll_room))

    def for_view(self, event, away):
        """`event` as the view may have it: a pointer event on the bar, the strip or what
        the panel scrolled out of sight is none of the view's (None; a motion: at `away`)."""
        if not hasattr(event, "pos") or self.shows(event.pos):
            return event
        return pygame.event.Event(event.type, {**event.dict, "pos": away}) if event.type == pygame.MOUSEMOTION else None

    def draw_toast(self, surface, toast, centre, urgent: bool, avoid) -> None:
        """The toast at `centre`, never over the End turn button (`urgent`: it shows)
        nor over what `avoid` holds, within the board."""
        f, button = self.frame, self.end_button.rect
        if urgent and abs(centre[1] - button.centery) < 2 * button.height:
            centre = (centre[0], button.top - round(48 * f.u))
        avoid = [r for r in avoid if r.width] + ([button.inflate(8, 8)] if urgent else [])   # a long toast too
        toast.draw(surface, centre, f.font, round(f.board.width * 0.8), avoid, f.board)

    def shows(self, pos) -> bool:
        """Whether `pos` is on the board or the panel's part in view (not on what
        the panel scrolled out of sight, or on the bar and strip)."""
        f = self.frame
        return f.board.collidepoint(pos) or (f.panel_open and self.panel_view.collidepoint(pos))
