"""Playing a game: the frame (gui/play_frame), the game's own view on the
board, drag and drop, End turn, undo, hints and the curtain. Whose turn it is,
what a move does, each frame's turn and keeping the game are its referee's:
free play's (gui/free_play) or a tutorial's, never another kind of scene."""
from __future__ import annotations

import pygame

from .. import theme
from ..engine import EndTurn, IllegalMove
from ..bots import BotRunner, pace_of, seconds_of
from ..hints import Hints
from ..dragdrop import DragDrop
from ..free_play import FreePlay
from ..play_frame import FrameWords, PlayFrame, log_lines
from ..play_keys import PlayKeys
from ..recent import RecentMoves
from ..scene import Scene
from ..sound import TableCues
from ..table import NOWHERE, PlayTable
from ..phones import PHONE, hosted
from ..views import make_view
from ..widgets import Toast, handle_buttons, tips_clear_of

AWAY = (-10_000, -10_000)  # where the board's hover is told the pointer is while something covers it
BOT_LOOK = 0.1  # seconds: how soon the loop looks again whether a thinking computer has decided


class PlayScene(Scene):
    def __init__(self, app, game, state, seats: list, about: dict | None = None, referee=None):
        super().__init__(app)
        about = about or {}   # the save's: when the game began, its slot (None until saved), a challenge's
        # week; for a game with seats on phones (PHONE), the address to listen on (None: the local network's)
        self.created, self.slot, self.challenge = about.get("created"), about.get("slot"), about.get("challenge")
        self.referee = referee  # a tutorial's, or None (a view may ask)
        self.flow = referee if referee is not None else FreePlay(app)   # the scene asks it, never which it is
        self.flow.attach(self)
        self.finished = False   # the game has ended and gone to the history (finish)
        self.aids = self.flow.aids
        self._shown_key, self._shown = None, None  # the state as the screen's seat may see it
        self._changes = 0  # counts the applied and undone actions (what is shown is asked anew)
        self.hints = Hints(self)   # the strong computer's move now (H), in two steps, outlined
        self.game, self.state, self.seats = game, state, [None if level == PHONE else level for level in seats]
        # the seats played on phones and their server (gui/phones), hosted before anyone is asked
        self.phones = hosted(self, [p for p, level in enumerate(seats) if level == PHONE], about.get("address"))
        self.bots = BotRunner(game, state.seed, pace=seconds_of(pace_of(app.settings)))
        self.dd = DragDrop(self.check, self.commit)
        self.toast = Toast()
        # the bar, End turn and the side panel, which where the window is small is a drawer: shut at
        # first; in a tutorial it stays open and holds the step (nothing of the board lies under it)
        self.chrome = PlayFrame(app.size, {"rules": self.open_rules, "undo": self.undo, "menu": self.menu,
                                           "end_turn": self.end_turn, "drawer": self.toggle_panel},
                                docked=self.flow.docked)
        self.frame, self.panel_open = self.chrome.frame, self.chrome.panel_open
        self.buttons, self.end_button = self.chrome.buttons, self.chrome.end_button
        self.drawer_button = self.chrome.drawer_button
        self.pointer = (0, 0)
        self._seat: int | None = None
        self.view = make_view(game.id, PlayTable(self))
        self._seat = self.player if self.is_human(self.player) else None
        self.popup = None  # a component's rule text, opened by a right click
        self._rehover = None  # the pointer's tooltip to be asked anew before the next frame: "here" or "away"
        self.events: list[tuple[int, str]] = []   # the log's lines of no one's move: (entries before, words)
        self.recent = RecentMoves(self)   # what the others did since the screen's seat last moved, marked
        self.keys = PlayKeys(self)       # the keys that make no move (U, F1, H, M, P)

    # --- what the screen shows ------------------------------------------------
    @property
    def state(self):
        """The game itself: the rules are asked here (check, apply, undo)."""
        return self._state

    @state.setter
    def state(self, value) -> None:
        self._state = value
        self.cues = TableCues(self.app.sounds, value)   # what the table hears when it changes
        self.changed()

    def changed(self) -> None:
        """The game moved (an action, an undo, another tutorial step): what the
        screen shows is asked anew (a hint given is gone)."""
        self._changes += 1
        self.hints.moved()

    @property
    def shown(self):
        """What the screen draws: the game as the seat at the screen may see it
        (`state.view`), or as the whole table may (no human at the screen yet,
        a game of computers only). Views draw this, never the game itself."""
        key = (self._changes, self.screen_seat)
        if self._shown_key != key:
            self._shown_key, self._shown = key, self._state.view(self.screen_seat)
        return self._shown

    @property
    def decision(self):
        """What the human at the screen may do now, as the engine says (None:
        nothing, e.g. while a computer plays)."""
        player = self.player
        return self.shown.decision(player) if self.is_human(player) else None

    def reseat(self, seats: list) -> None:
        """Other seats at the table (a tutorial's new deal): the view is made anew for them."""
        self.seats = list(seats)
        self._seat = None
        self.view = make_view(self.game.id, PlayTable(self))
        self.layout(self.app.size)

    # --- whose turn --------------------------------------------------------
    @property
    def player(self) -> int | None:
        """Whose hands the screen is in (the referee's word)."""
        return self.flow.player(self.state)

    def is_human(self, player: int | None) -> bool:
        """A person at this screen (not a computer, nor a person at a phone: gui/phones)."""
        return player is not None and self.seats[player] is None and player not in self.phones.seats

    @property
    def people(self) -> int:
        """The people at this screen (who pass its mouse)."""
        return sum(map(self.is_human, range(len(self.seats))))

    @property
    def human_turn(self) -> bool:
        return self.is_human(self.player)

    # --- the engine, through one door ----------------------------------------
    def check(self, action):
        return self.state.check(self.player, action)

    def commit(self, action, player: int | None = None) -> None:
        """Apply an action of the screen's player (or of `player`, a bot) through
        the referee; raises IllegalMove with nothing changed."""
        self.flow.commit(action, player)

    def try_action(self, action) -> bool:
        """Apply, or show the rule's sentence; True if it was applied."""
        try:
            self.commit(action)
        except IllegalMove as error:
            self.show_violation(error.violation)
            return False
        return True

    def show_violation(self, violation) -> None:
        """The rule's sentence; with learning aids it stays until the next attempt."""
        self.toast.show(self.t("violation." + violation.code, **violation.params), theme.BAD,
                        None if self.aids else 3.5)
        self.app.sounds.play("refuse")

    def after_action(self, player: int) -> None:
        self.changed()
        self.save()
        self.cues.heard(self.state, self.view.takes)
        self.view.on_action(player)
        self.events += [(len(self.state.log), words) for words in self.view.table_events()]
        self.recent.follow(player)
        self.phones.moved(player)
        self.announce()
        if self.state.is_over():
            self.finish()
        else:
            self.rehover(moved=True)

    def rehover(self, moved: bool = False) -> None:
        """What the pointer shows is asked anew before the next frame: no tooltip
        outlives what it described. `moved`: the game moved (an action, an undo), and
        under a still pointer may lie another piece (a Majesty card taken, the row
        closed up): no tip then until the pointer moves."""
        self._rehover = "away" if moved else self._rehover or "here"

    def finish(self) -> None:
        """The game has ended: the referee records it and shows the results (once)."""
        if not self.finished:
            self.finished = True
            self.flow.finish()

    def announce(self) -> None:
        """When the mouse passes to another person, say so, or draw the hand-over
        curtain first; what the last one pointed at is lit no more (it would tell
        where they clicked) until the mouse moves."""
        player = self.player
        if not self.is_human(player):
            return
        if player != self._seat:
            self.pointer = AWAY
            self.rehover()
            if not self.hand_over(player) and self.people > 1:
                self.toast.show(self.t("ui.play.your_turn", name=self.state.players[player]), theme.ACCENT, 2.0)
        self._seat = player

    def hand_over(self, player: int | None, always: bool = False) -> bool:
        """The one place that decides on the curtain: the screen passes from one
        person to another (or, `always`, on a resumed game, to whoever sits there
        now) where the game declares secrets between seats, or where the engine's
        decision for `player` is taken with the boards passed round the table (a
        Cartographers ambush); True if it came."""
        if not (self.is_human(player) and self.people > 1 and (always or self.is_human(self._seat))):
            return False
        decision = self.state.decision(player)
        if not (self.game.private_information or (decision is not None and decision.boards_passed)):
            return False
        self.dd.cancel()
        self.app.show_curtain(self.state.players[player], player, self.view.hand_over_note(player))
        return True

    def save(self) -> None:
        self.flow.save()

    # --- the end of a turn and taking back, for the seat at the screen ------------------
    @property
    def screen_seat(self) -> int | None:
        """The human seat whose hands the screen is in (None if no human has had it)."""
        player = self.player
        return player if self.is_human(player) else self._seat

    @property
    def must_end_turn(self) -> bool:
        """The seat at the screen has completed its turn and only confirms it now."""
        seat = self.screen_seat
        return seat is not None and seat in self.state.unconfirmed

    def end_turn(self) -> None:
        """Confirm the turn of the seat at the screen: now the reveal may come."""
        seat = self.screen_seat
        if not self.must_end_turn:
            return
        self.dd.cancel()
        self.state.apply(seat, EndTurn())
        self.after_action(seat)

    def undo(self) -> None:
        """Take back the last action of the seat at the screen, within its turn."""
        violation = self.flow.undo_violation()   # the referee's word
        if violation is not None:
            self.show_violation(violation)
            return
        seat = self.screen_seat
        self.dd.cancel()
        self.state.undo(seat)
        self.taken_back(seat)
        self.toast.show(self.t("ui.play.taken_back", name=self.state.players[seat]), theme.ACCENT, 2.0)

    def taken_back(self, seat: int) -> None:
        """An action of `seat` was taken back (here or on its phone): every screen shows the game anew."""
        self.bots.cancel()
        self.cues.seen(self.state)
        self.changed()
        self.save()
        self.view.on_action(seat)
        self.rehover(moved=True)
        self.phones.taken_back(seat)

    def can_undo(self) -> bool:
        return self.flow.undo_violation() is None

    def refresh_buttons(self) -> None:
        self.chrome.refresh(self.t, self.can_undo(), self.must_end_turn)

    def open_rules(self) -> None:
        self.app.open_rules(self.game.id)

    def menu(self) -> None:
        self.bots.reset()
        self.app.show_launcher()

    def close(self) -> None:
        self.bots.reset()
        self.phones.close()

    # --- the loop ---------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.view.animating or self.flow.animating or self.recent.moving

    def wake_in(self) -> float | None:
        """Seconds until an update is due without input: now while the view
        animates or a computer player is to be asked (once every phone has
        joined), else when the toast goes or a computer's move falls due; None:
        nothing until an event."""
        if self.animating or (not self.bots.thinking and not self.state.is_over() and not self.phones.waiting
                              and any(self.seats[p] is not None for p in self.state.actors())):
            return 0.0
        due = self.bots.due_in()   # while a computer thinks, looked for soon: not only on its thread's wake-up
        due = BOT_LOOK if due is None and self.bots.thinking else due
        return min((t for t in (self.toast.wake_in(), due, self.phones.wake_in()) if t is not None), default=None)

    def toggle_panel(self) -> None:
        """Open or shut the drawer (the side panel of a small window): the board is laid out anew."""
        self.chrome.panel_open = not self.chrome.panel_open
        self.layout(self.app.size)

    @property
    def frame_buttons(self) -> list:
        """The buttons of the frame a click may reach now."""
        return self.chrome.reachable(self.must_end_turn)

    def layout(self, size) -> None:
        board = self.chrome.layout(size)
        self.frame, self.panel_open = self.chrome.frame, self.chrome.panel_open
        self.view.layout(board)
        self.chrome.place_end_turn(self.view.end_turn_place)
        self.rehover()  # the window changed, or the hand-over curtain went

    def covered(self, pos) -> bool:
        """Whether something lies over the board at `pos` (a rule's popup, the
        tutorial's box): no hover tooltip shows under it."""
        return self.popup is not None or self.flow.covers(pos)

    def handle_event(self, event) -> None:
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if self.keys.rule_popup(event) or self.phones.handle_event(event) or self.flow.handle_event(event):
            return
        if event.type == pygame.MOUSEWHEEL and self.chrome.wheel(event, self.pointer):
            return   # over the panel the wheel scrolls it, a piece in hand or not
        if event.type == pygame.MOUSEMOTION and not self.dd.holding and self.covered(event.pos):
            self.rehover()  # the pointer is on the tutorial's box: the board's tip goes
            return
        if self.toast.sticky and (event.type == pygame.KEYDOWN or event.type == pygame.MOUSEBUTTONDOWN):
            self.toast.clear()  # the next attempt begins
        self.refresh_buttons()
        undo = self.buttons[1]
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not undo.enabled
                and undo.rect.collidepoint(event.pos)):
            self.undo()  # greyed out, yet a click says why
            return
        if handle_buttons(self.frame_buttons, event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.chrome.can_toggle:
            self.toggle_panel()
            return
        if (event.type == pygame.KEYDOWN and self.must_end_turn and not self.dd.holding
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            if not self.app.key_repeat:  # a key held down since the move ends no turn
                self.end_turn()
            return
        if self.keys.handle(event):   # U, Ctrl+Z, F1, H, M, P
            return
        if self.human_turn:
            had = self.dd.holding
            if self.dd.handle_event(event):
                if had and not self.dd.holding and self.dd.refused is not None:
                    self.show_violation(self.dd.refused)
                return
        event = self.chrome.for_view(event, AWAY)
        if event is not None:
            self.view.handle_event(event)

    def update(self, dt: float) -> None:
        if self._rehover:
            pos = AWAY if self._rehover == "away" or self.covered(self.pointer) else self.pointer
            self._rehover = None
            self.view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.toast.update(dt)
        self.view.update(dt)
        self.recent.update(dt)
        self.flow.update(dt)   # the computers' moves (and a hint found), or a tutorial's script
        self.phones.update(dt)  # the phones' moves, and what each of them shows

    def behind(self, dt: float) -> None:
        self.phones.update(dt)   # the phones play on under the season's end or the rules

    def draw(self, surface) -> None:
        f = self.frame
        surface.fill(theme.TABLE)
        self.view.draw(surface)
        self.refresh_buttons()
        with tips_clear_of([b.rect for b in self.frame_buttons + list(self.flow.step_buttons) if b.enabled]):
            self.chrome.draw(surface, FrameWords.of(self), {"objective": self.t("ui.play.objective"),
                                                            "log": self.t("ui.play.log")},
                             self.pointer, self.view.draw_panel_extra, self.flow.panel_foot())
            self.recent.draw(surface, [f.board] + ([self.chrome.panel_view] if f.panel_open else []), f.u)
            for rect in self.hints.rects:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), max(2, round(3 * f.u)), border_radius=6)
            self.flow.draw(surface)  # a tutorial's step, under what floats: the piece in hand, a question asked
            self.view.draw_overlay(surface)   # no tooltip over a button one may press now (End turn, a step's)
            if self.dd.holding:   # beside it: why it may not go there, or what the view says it would do there
                v = self.dd.violation
                self.dd.draw_tip(surface, [self.t("violation." + v.code, **v.params)] if v else self.view.held_note(),
                                 self.view.ghost_rect(), f.board, f.u)
        self.phones.draw(surface, f.board, f.u)   # how a phone seat without its phone joins
        if self.popup is not None:
            self.popup.draw(surface, self.pointer, f.u, f.board.union(f.panel) if f.panel_open else f.board)
        target = self.flow.lesson_target()
        avoid = (self.hints.rects + self.hints.keep + [rect for _who, rect in self.recent.marks()] + [self.view.ghost_rect() or NOWHERE]
                 + (self.view.tutorial_rects(target) if target else []))
        self.chrome.draw_toast(surface, self.toast, self.view.toast_centre, self.must_end_turn, avoid)

    def log_lines(self, count: int) -> list:
        return log_lines(self, count)

    def objective(self) -> str:
        """What the seat at the screen is to do; a complete turn: end it (or take something back)."""
        return self.t("ui.play.end_turn_hint") if self.must_end_turn else self.view.objective()
