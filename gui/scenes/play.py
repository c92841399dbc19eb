"""Playing a game: the shared frame (top bar, right panel, turn log), the
game's own view in the board area, drag and drop, computer players, undo and
a save after every action. A tutorial is a referee this scene consults (whose
turn, what a move does, its step box), not another kind of play scene."""
from __future__ import annotations

import random

import pygame

from ..engine import EndTurn, IllegalMove, Violation, history
from .. import text, theme
from ..bots import BotRunner
from ..coaching import HintJob, can_coach
from ..dragdrop import DragDrop
from ..layout import Frame, draw_bar, draw_strip
from ..scene import Scene
from ..views import make_view
from ..widgets import Button, Toast, draw_button_tip, draw_panel, draw_tooltip, handle_buttons
from . import store

LOG_LINES = 5  # the turn log's last lines, always in view
AWAY = (-10_000, -10_000)  # where the board's hover is told the pointer is while something covers it


class PlayScene(Scene):
    def __init__(self, app, game, state, seats: list, about: dict | None = None, referee=None):
        super().__init__(app)
        about = about or {}
        # The game's save: when it began, its slot (None until first saved) and
        # the week of a weekly challenge.
        self.created, self.slot, self.challenge = about.get("created"), about.get("slot"), about.get("challenge")
        self.referee = referee  # a tutorial's, or None
        self.finished = False   # the game has ended and gone to the history (finish)
        if referee is not None:
            referee.attach(self)
        self.aids = referee.aids if referee is not None else bool(app.settings.get("learning_aids", False))
        self.confirm_turns = app.settings.get("confirm_turns", True) is not False
        self._shown_key, self._shown = None, None  # the state as the screen's seat may see it
        self._changes = 0  # counts the applied and undone actions (what is shown is asked anew)
        self.game, self.state, self.seats = game, state, list(seats)
        self.bots = BotRunner(game, state.seed)
        self.dd = DragDrop(self.check, self.commit)
        self.toast = Toast()
        # the drawer, where the window is too small for a side panel beside the board: shut at first; in a
        # tutorial it stays open and holds the step (nothing of the board lies under it)
        self.panel_open = referee is not None
        self.frame = Frame(app.size, self.panel_open)
        self.pointer = (0, 0)
        self._seat: int | None = None
        self.view = make_view(game.id, self)
        self._seat = self.player if self.is_human(self.player) else None
        self.buttons = [Button("", self.open_rules, key="rules"), Button("", self.undo, key="undo"),
                        Button("", self.menu, key="menu")]
        self.end_button = Button("", self.end_turn, key="end_turn", selected=True)
        self.drawer_button = Button("", self.toggle_panel, key="drawer")
        self.popup = None  # a component's rule text, opened by a right click
        self._undo_cache: tuple | None = None
        self._rehover = False  # the pointer's tooltip to be asked anew before the next frame
        self.hint_job: HintJob | None = None
        self.hint_rects: list[pygame.Rect] = []  # what the strong computer would do now (H), outlined

    # --- what the screen shows ------------------------------------------------
    @property
    def state(self):
        """The game itself: the rules are asked here (check, apply, undo)."""
        return self._state

    @state.setter
    def state(self, value) -> None:
        self._state = value
        self.changed()

    def changed(self) -> None:
        """The game moved (an action, an undo, another tutorial step): what the
        screen shows is asked anew (a hint given is gone)."""
        self._changes += 1
        self.hint_job, self.hint_rects = None, []

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
        self.view = make_view(self.game.id, self)
        self.layout(self.app.size)

    # --- whose turn --------------------------------------------------------
    @property
    def player(self) -> int | None:
        """Whose hands the screen is in. In a step where several act at once,
        the human who has it keeps it until done; bots act in the background."""
        if self.referee is not None:
            return self.referee.player(self.state)
        actors = self.state.actors()
        if not actors:
            return None
        if self._seat in actors and self.is_human(self._seat):
            return self._seat
        humans = [a for a in actors if self.is_human(a)]
        return humans[0] if humans else actors[0]

    def bot_actor(self) -> int | None:
        return next((a for a in self.state.actors() if not self.is_human(a)), None)

    def is_human(self, player: int | None) -> bool:
        return player is not None and self.seats[player] is None

    @property
    def human_turn(self) -> bool:
        return self.is_human(self.player)

    # --- the engine, through one door ----------------------------------------
    def check(self, action):
        return self.state.check(self.player, action)

    def commit(self, action, player: int | None = None) -> None:
        """Apply an action of the screen's player (or of `player`, a bot);
        raises IllegalMove with nothing changed. In a tutorial the referee decides."""
        if self.referee is not None:
            self.referee.commit(action)
            return
        player = self.player if player is None else player
        self.state.apply(player, action)
        if not self.is_human(player) or not self.confirm_turns:
            self.state.end_turns([player])  # computer players never wait; nor does anyone with confirming off
        self.after_action(player)

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

    def after_action(self, player: int) -> None:
        self.changed()
        self.save()
        self.view.on_action(player)
        self.announce()
        if self.state.is_over():
            self.finish()
        else:
            self.rehover()

    def rehover(self) -> None:
        """What the pointer shows is asked anew once the game changed (an action,
        an undo, a hand-over), before the next frame: no tooltip outlives what it
        described."""
        self._rehover = True

    def finish(self) -> None:
        """The game has ended: into the history, then the saved game goes, and
        the results come (a tutorial shows them at its last step). Where the
        history cannot be written, the results say so and the save stays, to
        be recorded at the next start."""
        if self.referee is not None or self.finished:
            return
        self.finished = True
        self.bots.reset()
        best = None
        if len(self.state.players) == 1 and self.is_human(0):
            best = history.solo_best(self.game.id, self.state.players[0])
        problem = None
        try:
            store.conclude(self.state, self.slot, self.seats, self.created, self.challenge)
        except OSError as error:
            problem = self.t("ui.results.not_recorded", error=error.strerror or str(error))
        self.app.show_results(self.game, self.state, self.seats, self.view, best, problem)

    def announce(self) -> None:
        """When the mouse passes to another person, say so, or draw the
        hand-over curtain first."""
        player = self.player
        if player != self._seat and self.is_human(player):
            # the mouse passes to another person: what the last one pointed at is lit no more
            # (it would tell where they clicked) until the mouse moves
            self.pointer = AWAY
            self.rehover()
            if not self.hand_over(player) and sum(seat is None for seat in self.seats) > 1:
                self.toast.show(self.t("ui.play.your_turn", name=self.state.players[player]), theme.ACCENT, 2.0)
        if player is not None and self.is_human(player):
            self._seat = player

    def hand_over(self, player: int | None, always: bool = False) -> bool:
        """The one place that decides on the curtain: the screen passes from one
        person to another (or, `always`, on a resumed game, to whoever sits there
        now) where the game declares secrets between seats, or where the engine's
        decision for `player` is taken with the boards passed round the table (a
        Cartographers ambush); True if it came."""
        people = sum(seat is None for seat in self.seats)
        if not (self.is_human(player) and people > 1 and (always or self.is_human(self._seat))):
            return False
        decision = self.state.decision(player)
        if not (self.game.private_information or (decision is not None and decision.boards_passed)):
            return False
        self.dd.cancel()
        self.app.show_curtain(self.state.players[player], player, self.view.hand_over_note(player))
        return True

    def save(self) -> None:
        if self.referee is not None:
            return  # a tutorial never touches the saved games
        self.created, self.slot = store.save(self.state, self.seats, self.created, self.slot,
                                             self.challenge)

    def report_failed_saves(self) -> None:
        for failure in store.failures():   # written in a thread: told at the next frame
            self.toast.show(self.t("ui.play.save_failed", error=failure), theme.BAD)

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

    def undo_violation(self):
        """Why the seat at the screen cannot take back now (the engine decides;
        cached until the game moves on)."""
        if self.referee is not None:
            return self.referee.undo_violation()
        seat = self.screen_seat
        key = (len(self.state.log), seat)
        if self._undo_cache is None or self._undo_cache[0] != key:
            # with no human at the screen there is nothing of theirs to take back
            violation = Violation("undo.nothing") if seat is None else self.state.undo_violation(seat)
            self._undo_cache = (key, violation)
        return self._undo_cache[1]

    def undo(self) -> None:
        """Take back the last action of the seat at the screen, within its turn."""
        violation = self.undo_violation()
        if violation is not None:
            self.show_violation(violation)
            return
        seat = self.screen_seat
        self.dd.cancel()
        self.bots.cancel()
        self.state.undo(seat)
        self.changed()
        self.save()
        self.view.on_action(seat)
        self.rehover()
        self.toast.show(self.t("ui.play.taken_back", name=self.state.players[seat]), theme.ACCENT, 2.0)

    def hint(self) -> None:
        """H, in a tutorial or with learning aids: the strong computer's move now,
        marked on the board with its sentence (thought out in the background)."""
        if self.referee is not None and self.referee.step.expect is not None:
            self.show_hint(self.player, self.referee.step.expect)  # a tutorial's hint is its step's move
            return
        if not (self.aids and self.human_turn and can_coach(self.game)) or self.must_end_turn:
            self.toast.show(self.t("ui.play.no_hint"), theme.ACCENT, 2.5)
            return
        if self.hint_job is None:
            self.toast.show(self.t("ui.play.hint_thinking"), theme.ACCENT, 2.0)
            self.hint_job = HintJob(self.game, self.state, self.player)

    def take_hint(self) -> None:
        job = self.hint_job
        if job is None or not job.done or job.seat != self.player:
            return
        self.hint_job = None
        if job.error is not None or job.action is None:
            return
        self.show_hint(job.seat, job.action.to_dict())

    def show_hint(self, seat: int, data: dict) -> None:
        self.hint_rects = self.view.mark_rects(seat, self.view.move_marks(data))
        self.toast.show(self.t("ui.play.hint", move=self.view.describe(seat, data)), theme.ACCENT, 6.0)

    def can_undo(self) -> bool:
        return self.undo_violation() is None

    def show_rule(self, pos) -> bool:
        """Open the rule text of the component under `pos`, if the view names one."""
        found = self.view.rule_at(pos)
        if not found:
            return False
        from ..widgets import InfoPopup
        title, body = found
        self.popup = InfoPopup(title, body)
        return True

    def refresh_buttons(self) -> None:
        for button in self.buttons + [self.end_button]:
            button.label = self.t(f"ui.play.{button.key}")
        self.drawer_button.label = self.t("ui.play.hide_panel" if self.panel_open else "ui.play.show_panel")
        self.drawer_button.tip = self.t("ui.play.drawer_tip")
        self.buttons[1].enabled = self.can_undo()
        self.end_button.enabled = self.must_end_turn

    def open_rules(self) -> None:
        self.app.open_rules(self.game.id)

    def menu(self) -> None:
        self.bots.reset()
        self.app.show_launcher()

    def close(self) -> None:
        self.bots.reset()

    # --- the loop ---------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.view.animating or (self.referee is not None and self.referee.animating)

    def wake_in(self) -> float | None:
        """Seconds until an update is due without input: now while the view
        animates or a computer player is to be asked, else when the toast goes
        or a computer's move falls due; None: nothing until an event."""
        if self.animating or (not self.bots.thinking and not self.state.is_over()
                              and self.bot_actor() is not None):
            return 0.0
        return min((t for t in (self.toast.wake_in(), self.bots.due_in()) if t is not None), default=None)

    def toggle_panel(self) -> None:
        """Open or shut the drawer (the side panel of a small window): the board is laid out anew."""
        self.panel_open = not self.panel_open
        self.layout(self.app.size)

    @property
    def frame_buttons(self) -> list:
        """The buttons of the frame a click may reach now."""
        return (self.buttons + ([self.end_button] if self.must_end_turn else [])
                + ([self.drawer_button] if self.can_toggle_panel else []))

    @property
    def can_toggle_panel(self) -> bool:
        return self.frame.drawer and self.referee is None

    def layout(self, size) -> None:
        self.frame = Frame(size, self.panel_open)
        for button, rect in zip(self.buttons, self.frame.bar_buttons(len(self.buttons))):
            button.rect = rect
        self.drawer_button.rect = self.frame.drawer_button()
        board, u = self.frame.board, self.frame.u
        w, h, pad = round(190 * u), round(46 * u), round(16 * u)
        self.view.layout(self.frame.board)
        place = self.view.end_turn_place((w, h)) or (board.right - w - pad, board.bottom - h - pad)
        self.end_button.rect = pygame.Rect(place, (w, h))
        self.rehover()  # the window changed, or the hand-over curtain went

    def covered(self, pos) -> bool:
        """Whether something lies over the board at `pos` (a rule's popup, the
        tutorial's box): no hover tooltip shows under it."""
        return self.popup is not None or (self.referee is not None and self.referee.covers(pos))

    def handle_event(self, event) -> None:
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if self.popup is not None:
            self.popup.handle_event(event)
            if not self.popup.open:
                self.popup = None
                self.rehover()
            return
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not self.dd.holding
                and self.show_rule(event.pos)):
            self.rehover()  # the hover tip goes: the popup is over it
            return
        if self.referee is not None and self.referee.handle_event(event):
            return
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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.can_toggle_panel and not self.dd.holding:
            self.toggle_panel()
            return
        if (event.type == pygame.KEYDOWN and self.must_end_turn and not self.dd.holding
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)):
            if not self.app.key_repeat:  # a key held down since the move ends no turn
                self.end_turn()
            return
        if event.type == pygame.KEYDOWN and not self.dd.holding:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL or event.key == pygame.K_u:
                self.undo()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if event.key == pygame.K_h:
                self.hint()
                return
        if self.human_turn:
            had = self.dd.holding
            if self.dd.handle_event(event):
                if had and not self.dd.holding and self.dd.refused is not None:
                    self.show_violation(self.dd.refused)
                return
        self.view.handle_event(event)

    def update(self, dt: float) -> None:
        if self._rehover:
            self._rehover = False
            pos = AWAY if self.covered(self.pointer) else self.pointer
            self.view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.report_failed_saves()
        self.toast.update(dt)
        self.view.update(dt)
        self.take_hint()
        if self.referee is not None:
            self.referee.update(dt)
            return  # every seat's moves come from the tutorial's script
        if self.state.is_over():
            return
        waiting = [p for p in self.state.unconfirmed if not self.is_human(p)]
        if waiting:  # a computer's turn left unended (a resumed game): end it now
            self.state.end_turns(waiting)
            self.after_action(waiting[0])
            return
        if not self.bots.thinking:
            bot = self.bot_actor()
            if bot is not None:
                self.bots.start(self.state, bot, self.seats[bot])
            return
        decided = self.bots.poll()
        if decided is not None:
            who, action, error = decided
            if who in self.state.actors():
                self.bot_moves(who, action, error)

    def bot_moves(self, who: int, action, error) -> None:
        """A computer's decision; a failing bot or an illegal move is reported and
        the seat plays a random legal action instead, so the game goes on."""
        problem = repr(error) if error is not None else None
        if problem is None:
            try:
                self.commit(action, who)
                return
            except IllegalMove as refused:
                problem = self.t("violation." + refused.violation.code, **refused.violation.params)
        self.toast.show(self.t("ui.play.bot_failed", name=self.state.players[who], problem=problem), theme.BAD, 6.0)
        fallback = random.Random(len(self.state.log)).choice(sorted(self.state.legal_actions(who), key=repr))
        self.commit(fallback, who)

    def draw(self, surface) -> None:
        f = self.frame
        surface.fill(theme.TABLE)
        self.view.draw(surface)
        self.draw_panel(surface)
        player = self.player
        turn = ""
        colour = None
        if player is not None:
            turn = self.t("ui.play.turn_of", name=self.state.players[player])
            if not self.is_human(player):
                turn += "  " + self.t("ui.play.thinking")
            colour = theme.player_colour(player)
        self.refresh_buttons()
        # with a drawer the bar says whose turn it is; the game, its round and what to do are in the strip
        title = self.t(f"game.{self.game.id}.name")
        draw_bar(surface, f, "" if f.drawer else title, "" if f.drawer else self.view.round_text(), turn, colour)
        for button in self.buttons:
            button.draw(surface, f.small)
        if f.drawer:
            self.draw_strip(surface)
        if self.must_end_turn:
            self.end_button.draw(surface, f.font)
        for rect in self.hint_rects:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), max(2, round(3 * f.u)), border_radius=6)
        if self.referee is not None:
            self.referee.draw(surface)  # under what floats: the piece in hand, a question asked
        self.view.draw_overlay(surface)
        if self.popup is not None:
            self.popup.draw(surface, self.pointer, f.u, f.board.union(f.panel) if f.panel_open else f.board)
        centre = self.view.toast_centre
        button = self.end_button.rect
        if self.must_end_turn and abs(centre[1] - button.centery) < 2 * button.height:
            centre = (centre[0], button.top - round(48 * f.u))  # never over the End turn button
        self.toast.draw(surface, centre, f.font, round(f.board.width * 0.8))

    def visible_log(self) -> list:
        """The log as the seat at the screen may read it (the engine's view of it:
        others' secret choices keep only their kind); cached until the game moves."""
        return self.shown.log

    def objective(self) -> str:
        """What the seat at the screen is to do; a complete turn: end it (or take something back)."""
        return self.t("ui.play.end_turn_hint") if self.must_end_turn else self.view.objective()

    def draw_strip(self, surface) -> None:
        """The drawer's strip: the game, the round and what to do; the drawer's button."""
        parts = []
        for part in (self.t(f"game.{self.game.id}.name"), self.view.round_text(), self.objective()):
            if part and part not in parts:     # "The game is over" once
                parts.append(part)
        words, f = " · ".join(parts), self.frame
        right = self.drawer_button.rect.left if self.can_toggle_panel else f.strip.right
        cut = draw_strip(surface, f, words, theme.ACCENT if self.must_end_turn else theme.TEXT, right)
        if cut and f.strip.collidepoint(self.pointer) and self.pointer[0] < right:   # the words in full
            draw_tooltip(surface, list(text.wrap(words, f.small, round(460 * f.u))), self.pointer, f.small)
        if self.can_toggle_panel:
            self.drawer_button.draw(surface, self.frame.small)
            draw_button_tip(surface, [self.drawer_button], self.pointer, self.frame.small, round(360 * self.frame.u))

    def draw_panel(self, surface) -> None:
        f = self.frame
        if not f.panel_open:
            return
        draw_panel(surface, f.panel, theme.PANEL, theme.PANEL_EDGE, radius=0)
        pad = round(14 * f.u)
        area = f.panel.inflate(-2 * pad, -2 * pad)
        y = area.top
        if not (f.drawer and self.referee is not None):   # a tutorial's step is there: the strip says what to do
            text.draw(surface, self.t("ui.play.objective"), (area.left, y), f.small, theme.TEXT_DIM, bold=True)
            y += round(22 * f.u)
            y += text.draw_wrapped(surface, self.objective(), pygame.Rect(area.left, y, area.width, 200),
                                   f.small, theme.ACCENT if self.must_end_turn else theme.TEXT) + round(12 * f.u)
        line_h = text.font(f.small).get_linesize()
        keep = round(22 * f.u) + LOG_LINES * line_h   # the turn log always keeps room for its last lines
        extra = pygame.Rect(area.left, y, area.width, max(0, area.bottom - keep - y))
        surface.set_clip(extra)  # what the view puts here never runs into the log
        y = min(self.view.draw_panel_extra(surface, extra), extra.bottom)
        surface.set_clip(None)
        text.draw(surface, self.t("ui.play.log"), (area.left, y), f.small, theme.TEXT_DIM, bold=True)
        y += round(22 * f.u)
        room = max(0, (area.bottom - y) // line_h)
        moves = [entry for entry in self.visible_log() if entry[1].get("kind") != EndTurn.kind]  # the moves only
        entries = moves[-room:] if room else []
        for who, action in entries:
            line = f"{self.state.players[who]}: {self.view.describe(who, action)}"
            text.draw(surface, text.elide(line, f.small, area.width), (area.left, y), f.small,
                      theme.mix(theme.player_colour(who), theme.TEXT, 0.45))
            y += line_h
