"""A replay: step through a recorded game move by move (arrow keys, the
buttons, Home/End, a slider to drag), the boards as they were, the log up to
that move with its line lit. What the screen draws at a step is the public
view of the position then (`state.view(None)`): a deck, a secret split or a
kept mission shows only once the game had revealed it, the log's secret
entries only their kind. Future moves are not listed: they would tell what
was still hidden.

`entry` is a history line (core.history) or a game in progress
(core.replay.in_progress_entry: the same keys, "in_progress": True); the
replay goes up to its last action. Two ways to look: every seat's board side
by side, or the game's own table (Tab switches)."""
from __future__ import annotations

import pygame

from ..engine import replay
from .. import text, theme
from ..frame import Frame, draw_bar
from ..scene import Scene
from ..replay_panel import ReplayPanel
from ..widgets import Button, draw_button_tip, draw_panel, handle_buttons

BOARD_UNITS = 560   # the width a board side by side wants, in units
COMPACT_PANEL = 520   # a panel lower than this many units is short


class ReplayScene(Scene):
    def __init__(self, app, game, entry: dict):
        super().__init__(app)
        self.side = ReplayPanel(self)   # draws the side panel
        self.game, self.entry = game, entry
        self.replay = replay.Replay(game, entry)
        self.problem = self.replay.check()   # rules changed since: the replay ends before the move that fails
        self.step = 0
        levels = list(entry.get("seats") or [None] * len(self.replay.players))
        self.levels = [level if isinstance(level, str) else None for level in levels]
        # every seat a computer's and no one at the screen: the table draws what all may see
        self.table = app.table_for(game, self.replay.state_at(0), ["replay"] * len(self.levels), None)
        self.mode = "table" if len(self.levels) == 1 else "boards"
        self.dragging = False             # the slider's knob held
        self.pointer = (0, 0)
        self.log_scroll = 0               # the first log line in view
        self.follow = True                # the log keeps the current line in view
        self.buttons = [Button("", self.app.pop, key="back"), Button("", lambda: self.go(0), key="first"),
                        Button("", lambda: self.go(self.step - 1), key="previous"),
                        Button("", lambda: self.go(self.step + 1), key="next"),
                        Button("", lambda: self.go(self.replay.steps), key="last"),
                        Button("", self.switch_mode, key="mode")]
        self.line_rects: list[tuple[pygame.Rect, int]] = []   # each log line's rect and step
        self._lines: tuple[int, list] | None = None
        self._marked: tuple | None = None
        self._boards: tuple | None = None   # (what they show, the boards drawn)
        self._totals: tuple | None = None
        self.enlarged: int | None = None   # the seat whose board is shown alone (boards mode)
        self.layout(app.size)

    # --- the position at the step ---------------------------------------------------------
    @property
    def shown(self):
        """What the replay draws now: the public view of the position at the step."""
        return self.table.shown

    def go(self, step: int) -> None:
        step = max(0, min(step, self.replay.steps))
        if step != self.step:
            self.step = step
            self.table.state = self.replay.state_at(step)
            self.follow = True

    def next_mode(self) -> str:
        return "table" if self.mode == "boards" else "boards"

    def switch_mode(self) -> None:
        self.mode = self.next_mode()
        self.lay_out_view()

    def log_lines(self) -> list[tuple[int, int, str]]:
        """(step, player, sentence) of each move up to the step, as the table may
        read them now (secret entries of the current phase keep only their kind)."""
        if self._lines is None or self._lines[0] != self.step:
            shown, view = self.shown.log, self.table.view
            lines = []
            for step, move in enumerate(self.replay.moves[:self.step], start=1):
                who, action = shown[move.index]
                lines.append((step, who, f"{self.replay.players[who]}: {view.describe(who, action)}"))
            self._lines = (self.step, lines)
        return self._lines[1]

    def current_action(self) -> dict | None:
        """The move of this step as the table may see it (a secret one: its kind only)."""
        move = self.replay.move(self.step)
        return None if move is None else self.shown.log[move.index][1]

    # --- layout -------------------------------------------------------------------------------
    def layout(self, size) -> None:
        """The play screen's frame (so the game's table gets the room it has in
        play): the bar, the board area, and the right panel with the scores, the
        log and, at its foot, the slider and the buttons."""
        # the panel holds the controls: never a drawer (the board keeps the width of an open one)
        self.frame = Frame(size, drawer=False)
        u = self.u = self.frame.u
        self.bar, self.panel, self.board = self.frame.bar, self.frame.panel, self.frame.board
        pad, gap, bh = round(12 * u), round(8 * u), round(38 * u)
        # a short panel (a large text size): the steps' buttons in one row, as arrows, the rows lower
        self.compact = self.panel.height < COMPACT_PANEL * u
        if self.compact:
            pad, gap, bh = round(10 * u), round(6 * u), round(32 * u)
        area = self.panel.inflate(-2 * pad, -2 * pad)
        rows = (("back", "mode"), ("first", "last"), ("previous", "next"))   # from the foot up
        if self.compact:
            rows = (("back", "mode"), ("first", "previous", "next", "last"))
        buttons = {b.key: b for b in self.buttons}
        for row, keys in enumerate(rows):
            y = area.bottom - bh - row * (bh + gap)
            bw = (area.width - (len(keys) - 1) * gap) // len(keys)
            for column, key in enumerate(keys):
                buttons[key].rect = pygame.Rect(area.left + column * (bw + gap), y, bw, bh)
        top_row = area.bottom - len(rows) * (bh + gap)
        knob = round(10 * u)
        above = round(16 if self.compact else 18) * u
        self.track = pygame.Rect(area.left + knob, round(top_row - above), area.width - 2 * knob, max(4, round(6 * u)))
        head = round((30 if self.compact else 36) * u)   # the step's count over the slider
        self.controls = pygame.Rect(self.panel.left, self.track.top - head, self.panel.width,
                                    self.panel.bottom - self.track.top + head)
        self.lay_out_view()

    # --- the slider -------------------------------------------------------------------------
    def knob_x(self) -> int:
        steps = max(1, self.replay.steps)
        return self.track.left + round(self.track.width * self.step / steps)

    def step_at(self, x: int) -> int:
        share = (x - self.track.left) / max(1, self.track.width)
        return round(max(0.0, min(1.0, share)) * self.replay.steps)

    def on_track(self, pos) -> bool:
        grab = self.track.inflate(round(24 * self.u), round(28 * self.u))
        return grab.collidepoint(pos)

    # --- events -------------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.on_track(event.pos):
            self.dragging = True
            self.go(self.step_at(event.pos[0]))
            return
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.go(self.step_at(event.pos[0]))
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.go(self.step_at(event.pos[0]))
            return
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            self.key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            if self.panel.collidepoint(self.pointer):
                self.follow = False
                self.log_scroll = max(0, self.log_scroll - event.y * 3)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, step in self.line_rects:
                if rect.collidepoint(event.pos):
                    self.go(step)
                    return
            if self.mode == "boards" and self.board.collidepoint(event.pos):
                self.enlarge(event.pos)
                return
            self.to_table(event)
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.to_table(event)

    def enlarge(self, pos) -> None:
        """A click on a board shows it alone; a click on it alone shows all again."""
        if self.enlarged is not None:
            self.enlarged = None
        elif len(self.replay.players) > 1:
            self.enlarged = next((seat for rect, seat in self.board_cells() if rect.collidepoint(pos)), None)
        self.lay_out_view()

    def key(self, key) -> None:
        if key == pygame.K_ESCAPE:
            if self.enlarged is not None and self.mode == "boards":
                self.enlarged = None
                self.lay_out_view()
            else:
                self.app.pop()
        elif key == pygame.K_RIGHT:
            self.go(self.step + 1)
        elif key == pygame.K_LEFT:
            self.go(self.step - 1)
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(self.replay.steps)
        elif key == pygame.K_PAGEDOWN:
            self.go(self.step + 10)
        elif key == pygame.K_PAGEUP:
            self.go(self.step - 10)
        elif key == pygame.K_TAB:
            self.switch_mode()

    def to_table(self, event) -> None:
        """In the table's own drawing the pointer shows its tips and a click
        enlarges another seat's board; no seat may act, so nothing is played."""
        if self.mode != "table" or not hasattr(event, "pos"):
            return
        pos = event.pos if self.board.collidepoint(event.pos) else (-10_000, -10_000)
        self.table.pointer = pos
        self.table.view.handle_event(pygame.event.Event(event.type, {**event.dict, "pos": pos}))

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(theme.TABLE)
        clip = surface.get_clip()
        surface.set_clip(self.board)
        if self.mode == "table":
            self.table.view.draw(surface)
        else:
            surface.blit(self.boards_image(surface.get_size()), self.board, self.board)
        surface.set_clip(clip)
        if self.problem and self.step == self.replay.steps:
            self.draw_problem(surface)
        self.draw_bar(surface)
        self.side.draw_panel(surface)
        self.side.draw_controls(surface)
        if self.mode == "table":
            self.table.view.draw_overlay(surface)
        draw_button_tip(surface, self.buttons, self.pointer, self.frame.small, round(300 * self.u))

    def draw_problem(self, surface) -> None:
        """Where the replay stops early: the log entry that no longer passes the rules."""
        u = self.u
        size = round(14 * u)
        width = self.board.width - round(40 * u)
        message = self.t("ui.replay.broken", problem=self.problem)
        rect = pygame.Rect(self.board.left + round(20 * u), self.board.top + round(12 * u), width,
                           text.wrapped_height(message, size, width - round(20 * u)) + round(14 * u))
        draw_panel(surface, rect, (60, 34, 34), theme.BAD)
        text.draw_wrapped(surface, message, rect.inflate(-round(20 * u), -round(14 * u)), size, theme.TEXT)

    def draw_bar(self, surface) -> None:
        if self.entry.get("in_progress") and self.step == self.replay.steps:
            stage = self.t("ui.replay.now")
        else:
            stage = self.table.view.round_text() if self.step else self.t("ui.replay.start")
        name = self.t(f"game.{self.game.id}.name")
        title = self.t("ui.replay.title", game=name)
        f, u = self.frame, self.u
        if text.font(f.big, True).size(title)[0] + round(50 * u) + text.font(f.font).size(stage)[0] > f.bar.width:
            title = name   # a narrow bar: the game's name, so the stage shows whole
        draw_bar(surface, f, title, stage)

    def marked(self) -> tuple[int | None, tuple]:
        """(whose board, what) the move of this step lit: the marks of its public
        log entry, on the board the mover's decision concerned (a Cartographers
        monster goes on a neighbour's map), else on the mover's own."""
        if self._marked is None or self._marked[0] != self.step:
            move, action = self.replay.move(self.step), self.current_action()
            owner, marks = None, ()
            if move is not None and action is not None:
                marks = self.table.view.move_marks(action)
                decision = self.replay.state_at(self.step - 1).decision(move.player)
                owner = decision.concerns[0] if decision is not None and decision.concerns else move.player
            self._marked = (self.step, owner, marks)
        return self._marked[1], self._marked[2]

    def inner(self, cell: pygame.Rect) -> pygame.Rect:
        """A seat's board inside its cell, under the name."""
        u = self.u
        label_h = round(24 * u)
        return pygame.Rect(cell.left + round(10 * u), cell.top + label_h + round(8 * u),
                           cell.width - round(20 * u), cell.height - label_h - round(18 * u))

    def lay_out_view(self) -> None:
        """The game's view laid out for what it draws: the whole board area for
        the table, one seat's cell for the boards (a board is drawn in proportion
        to the table its view laid out)."""
        if self.mode == "table":
            self.table.view.layout(self.board)
            return
        inner = self.inner(self.board_cells()[0][0])
        self.table.view.layout(inner)
        # boards side by side are drawn no larger than fits a board of BOARD_UNITS
        # units, but never below the unit of 100% text
        base = theme.base_scale(self.app.size)
        self.table.view.u = max(base, min(self.u, inner.width / BOARD_UNITS))

    def board_cells(self) -> list[tuple[pygame.Rect, int]]:
        """Where each seat's board goes: all side by side, or the one enlarged alone."""
        u = self.u
        area = self.board.inflate(-round(20 * u), -round(20 * u))
        if self.enlarged is not None:
            return [(area, self.enlarged)]
        count = len(self.replay.players)
        columns = best_columns(count, area.size)
        rows = -(-count // columns)
        gap = round(12 * u)
        cw = (area.width - (columns - 1) * gap) // columns
        ch = (area.height - (rows - 1) * gap) // rows
        return [(pygame.Rect(area.left + (seat % columns) * (cw + gap), area.top + (seat // columns) * (ch + gap),
                             cw, ch), seat) for seat in range(count)]

    def boards_image(self, size) -> pygame.Surface:
        """The boards drawn once for each step (and window size, board shown
        alone, language): a frame without a step only copies them."""
        key = (self.step, tuple(size), self.enlarged, self.app.language, self.u)
        if self._boards is None or self._boards[0] != key:
            image = self._boards[1] if self._boards is not None and self._boards[1].get_size() == tuple(size) \
                else pygame.Surface(size)
            image.fill(theme.TABLE)
            image.set_clip(self.board)
            self.draw_boards(image)
            self._boards = (key, image)
        return self._boards[1]

    def totals(self) -> list[int]:
        """Each seat's score at the step (provisional before the end), as the table sees it."""
        if self._totals is None or self._totals[0] != self.step:
            self._totals = (self.step, [sheet.total for sheet in self.shown.score_sheets()])
        return self._totals[1]

    def draw_boards(self, surface) -> None:
        """Every seat's board as it was, side by side (a click shows one alone);
        the one who moved framed, what the move marked lit."""
        u, view = self.u, self.table.view
        move = self.replay.move(self.step)
        owner, marks = self.marked()
        totals = self.totals()
        cells = self.board_cells()
        for cell, seat in cells:
            moved = move is not None and move.player == seat
            draw_panel(surface, cell, theme.mix(theme.TABLE, theme.BG, 0.4),
                       theme.ACCENT if moved else theme.PANEL_EDGE, width=3 if moved else 1)
            name = f"{self.replay.players[seat]} · {self.t('ui.replay.points', points=totals[seat])}"
            if len(cells) == 1 and len(self.replay.players) > 1:
                name += "  ·  " + self.t("ui.replay.all_boards")
            room = cell.width - round(16 * u)
            size = text.fitting(name, round(15 * u), room, True, least=0.8)
            if text.font(size, True).size(name)[0] > room:   # a narrow cell: the name (the panel has the points)
                name = self.replay.players[seat]
                size = text.fitting(name, round(15 * u), room, True, least=0.8)
            text.draw(surface, text.elide(name, size, room, True), (cell.left + round(10 * u), cell.top + round(6 * u)),
                      size, theme.player_colour(seat), bold=True)
            inner = self.inner(cell)
            if inner.width > 20 and inner.height > 20:
                surface.set_clip(cell.clip(self.board))
                view.draw_board(surface, inner, seat, marks if seat == owner else ())
                surface.set_clip(self.board)


def best_columns(count: int, size: tuple[int, int]) -> int:
    """How many columns give each of `count` boards the largest square room in `size`."""
    w, h = size
    best, best_side = 1, -1
    for columns in range(1, count + 1):
        rows = -(-count // columns)
        side = min(w / columns, h / rows)
        if side > best_side + 0.5:
            best, best_side = columns, side
    return best

