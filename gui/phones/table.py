"""The host's side of a game with phones: the server for the phone seats, a
window and play scene for each phone (drawn here, sent as pictures), and
each phone's messages turned into moves by the host's play scene, the one
referee. What a phone is sent comes from its own seat's view only."""
from __future__ import annotations

import queue

import pygame

from ..engine import IllegalMove
from . import desk
from .desk import Desk
from .joining import JoinPanel
from .scene import PhoneScene
from .server import PhoneServer
from .window import SeatWindow, frame_size

FRAMES_A_SECOND = 30    # the most pictures a phone is sent a second (a finger drags, a piece flies)
ASKS_SHOWN = 30.0       # seconds the big screen offers to let in a phone that came for a held seat
SCROLL_STEP = 40        # picture pixels a finger draws a page (the rules) for one step of the wheel
GONE_SHOWN = 5.0        # seconds a phone may be away (a page loaded again) before its seat's way in shows
PICTURES_A_FRAME = 2    # the most pictures drawn in one of the host's frames (a frame takes 5 to 10 ms each)
KEYS = dict(zip(desk.KEYS, (pygame.K_r, pygame.K_f, pygame.K_h, pygame.K_ESCAPE)))   # the window's keys for them
WORDS = ("rotate", "mirror", "connecting", "lost", "taken", "replaced", "refused", "sideways")   # the page's own
POINTER = dict(zip(desk.POINTER, (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP)))


def wake_the_loop() -> None:
    """A phone's message came (from the server's thread): the window's loop looks now."""
    from ..app import WAKE
    try:
        pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass   # no window (it closed): nothing waits


class PhoneTable:
    def __init__(self, host, seats, address: str | None = None, port: int = 0):
        """Host `seats` of the play scene `host` on phones (its server starts now)."""
        self.host, self.seats = host, frozenset(seats)
        self.desk = Desk(sorted(self.seats))
        self.server = PhoneServer(self.desk, wake_the_loop, address, port)
        self.windows: dict[int, SeatWindow] = {}
        self.dirty: set[int] = set()     # phones whose picture is to be sent anew
        self.since: dict[int, float] = {}   # seconds since each phone's last picture
        self.closed = False
        self.moves = 0       # the moves applied (a frame with a new one sends no picture)
        self.heard: list[int] = []   # the seats by their last message, the latest first
        self.asking: dict[int, float] = {}   # seat another phone asked for -> seconds the offer still shows
        self.gone: dict[int, float] = {}     # seat whose phone left -> seconds since (a reload is back at once)
        self.finger: dict[int, float] = {}   # seat -> where its finger, drawn over a page, last scrolled it
        self.pieces: dict[int, dict | None] = {}   # seat -> the picture of the piece in hand its phone has
        self.astir: set[int] = set()   # seats whose screens move (a piece flies): a picture once it rests
        self.server.start()
        self.joining = JoinPanel(host.t, {seat: self.link(seat) for seat in self.seats}, list(host.state.players),
                                 self.let_in)
        for seat in sorted(self.seats):   # also for a terminal's reader: the addresses the screen shows
            print(f"{host.state.players[seat]}: {self.link(seat)}", flush=True)

    def link(self, seat: int) -> str:
        return self.server.link(seat)

    @property
    def waiting(self) -> bool:
        """A phone seat whose phone has never joined: the computers wait for it (the game begins)."""
        return not self.closed and bool(self.seats - set(self.windows))

    # --- what the host's scene tells ------------------------------------------------------
    def moved(self, player: int) -> None:
        """An action was applied: every phone shows it (at the game's end at once:
        the host's results come next, and the server stops with the game)."""
        self.moves += 1
        for window in self.windows.values():
            window.moved(player)
        self.tell_all()
        if self.host.state.is_over():
            for seat in self.windows:
                self.send_picture(seat)

    def taken_back(self, seat: int) -> None:
        for window in self.windows.values():
            window.taken_back(seat)
        self.tell_all()

    def update(self, dt: float) -> None:
        """The phones' messages, then pictures for the phones that need one: none in
        a frame where a move came (the big screen shows it first), else at most
        PICTURES_A_FRAME, the phone last heard from first (its finger waits)."""
        moves = self.moves
        while not self.closed:
            try:
                seat, message = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            self.server.taken(seat)
            self.heard = [seat] + [other for other in self.heard if other != seat]
            self.receive(seat, message)
        for seat, window in self.windows.items() if not self.closed else ():
            self.since[seat] = self.since.get(seat, 0.0) + dt
            window.update(dt)
            if self.moving(seat):
                self.astir.add(seat)
            elif seat in self.astir:   # what moved has come to rest: the phone sees where
                self.astir.discard(seat)
                self.dirty.add(seat)
        self.asking = {seat: left - dt for seat, left in self.asking.items() if left > dt}
        self.gone = {seat: away + dt for seat, away in self.gone.items()}
        if self.closed or self.moves != moves:
            return
        due = [seat for seat in self.heard + sorted(set(self.windows) - set(self.heard)) if self.due_in(seat) == 0]
        for seat in due[:PICTURES_A_FRAME]:
            self.send_picture(seat)

    def due_in(self, seat: int) -> float | None:
        """Seconds until `seat`'s phone is to get a picture (None: not until something changes)."""
        if seat not in self.windows or not (seat in self.dirty or self.moving(seat)):
            return None
        return max(0.0, 1 / FRAMES_A_SECOND - self.since.get(seat, 0.0))

    def moving(self, seat: int) -> bool:
        """Something moves on the phone (a piece flies, a note fades): its pictures follow."""
        window = self.windows[seat]
        return window.scene.animating or window.play.toast.wake_in() is not None

    def wake_in(self) -> float | None:
        """When the host's loop is to look again for the phones' sake (None: at their next message):
        a picture due, an offer to let a phone in going, or a phone away long enough to show its way in."""
        due = [due for due in map(self.due_in, self.windows) if due is not None] + list(self.asking.values())
        due += [GONE_SHOWN - away for away in self.gone.values() if away < GONE_SHOWN]
        return min(due, default=None)

    def draw(self, surface, area, u: float) -> None:
        """Over the host's board: how each phone seat without its phone joins, and
        for a seat another phone asked for, the button that lets it in."""
        if not self.closed:
            self.joining.draw(surface, area, self.without_phone(), u, set(self.asking))

    def without_phone(self) -> list[int]:
        """The seats whose way in the big screen shows: never joined, away for GONE_SHOWN seconds, or asked for."""
        away = {seat for seat, left in self.gone.items() if left >= GONE_SHOWN}
        return sorted((self.seats - set(self.windows)) | away | set(self.asking))

    def handle_event(self, event) -> bool:
        """A click on a seat's "let the other phone in": its next phone takes it over."""
        return self.joining.handle_event(event)

    def let_in(self, seat: int) -> None:
        self.desk.allow_takeover(seat)
        self.asking.pop(seat, None)

    def close(self) -> None:
        self.closed = True
        self.server.stop()
        for window in self.windows.values():
            window.close()

    # --- a phone's messages ---------------------------------------------------------------
    def receive(self, seat: int, message: dict) -> None:
        kind = message["type"]
        if kind == "hello":
            self.join(seat, (message["width"], message["height"]))
            return
        if kind == "asks":   # a second phone for the seat: the big screen offers to let it in, a while
            self.asking[seat] = ASKS_SHOWN
            return
        window = self.windows.get(seat)
        if kind == "gone":
            self.gone[seat] = 0.0
        if window is None or kind == "gone":
            return
        scene = window.play
        if kind == "action":
            self.act(seat, message["action"])
        elif kind in ("end_turn", "undo"):
            with window.own_text():
                scene.end_turn() if kind == "end_turn" else scene.undo()
        elif kind == "key":
            window.handle(pygame.event.Event(pygame.KEYDOWN, key=KEYS[message["key"]], mod=0, unicode=""))
        elif kind == "pointer":
            self.point(window, message)
        if not self.closed:   # (the move may have ended the game, and the hosting with it)
            self.dirty.add(seat)
            self.tell(seat)

    def join(self, seat: int, size) -> None:
        """A phone came (again): its window, at its screen's shape, and what it shows now
        (a page loaded anew has no piece in hand yet: it is sent again)."""
        self.gone.pop(seat, None)
        self.pieces.pop(seat, None)
        size = frame_size(*size)
        window = self.windows.get(seat)
        if window is None:
            window = self.windows[seat] = SeatWindow(self.host.app, size)
            with window.own_text():
                window.replace(PhoneScene(window, self.host, seat))
        elif window.size != size:
            window.resize(size)
        self.dirty.add(seat)
        self.tell(seat)

    def act(self, seat: int, data) -> None:
        """A move sent as the engine's data: applied by the host's referee, or refused with the rule's words."""
        game, scene = self.host.game, self.windows[seat].play
        try:
            action = game.action_from_dict(data)
        except Exception as error:   # noqa: BLE001 (a stranger's data: whatever it breaks, it is no move)
            self.refused(seat, f"not a move: {error}"[:200])
            return
        try:
            with self.windows[seat].own_text():
                scene.commit(action)
        except IllegalMove as refused:
            scene.show_violation(refused.violation)

    def refused(self, seat: int, reason: str) -> None:
        """Why a seat's move or step was not done: to that phone only."""
        self.server.send(seat, {"type": "refused", "reason": reason})

    def point(self, window, message: dict) -> None:
        """A finger on the picture: the phone scene's mouse. Over a page with no pieces
        (the rules), a finger drawn up or down scrolls it, as the wheel does at the window."""
        pos = (message["x"], message["y"])
        kind = POINTER[message["what"]]
        seat = window.play.seat
        if window.scene is not window.play and kind != pygame.MOUSEBUTTONUP and (
                kind == pygame.MOUSEBUTTONDOWN or seat in self.finger):
            last = self.finger.get(seat, pos[1])
            steps = int((pos[1] - last) / SCROLL_STEP)
            self.finger[seat] = last + steps * SCROLL_STEP
            if steps:
                window.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False))
            if kind == pygame.MOUSEMOTION:
                return
        if kind == pygame.MOUSEBUTTONUP:
            self.finger.pop(seat, None)
        if kind == pygame.MOUSEMOTION:
            held = window.play.dd.holding
            window.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0)))
        else:
            window.handle(pygame.event.Event(kind, pos=pos, button=1))
            if kind == pygame.MOUSEBUTTONUP and not window.play.dd.holding:
                window.play.rehover(moved=True)   # a finger lifted hovers nowhere: no tooltip stays

    # --- what a phone is sent ---------------------------------------------------------
    def status(self, seat: int) -> dict:
        """What the page itself shows (the picture shows the rest), from the seat's own view."""
        scene, game_id = self.windows[seat].play, self.host.game.id
        state = scene.shown
        decision = state.decision(seat)
        held = scene.dd.held if scene.dd.holding else None   # a piece in hand: may it turn, or flip?
        return {"type": "seat", "seat": seat, "name": state.players[seat],
                "game": self.host.t(f"game.{game_id}.name"),
                "acting": decision is not None, "decision": decision.kind if decision else None,
                "end_turn": scene.must_end_turn, "undo": scene.can_undo(), "over": state.is_over(),
                "rotate": bool(held and held.rotations > 1), "mirror": bool(held and held.mirrorable),
                "size": list(self.windows[seat].size),
                "words": {key: self.host.t(f"ui.phone.{key}") for key in WORDS}}

    def tell(self, seat: int) -> None:
        self.server.send(seat, self.status(seat))

    def tell_all(self) -> None:
        for seat in self.windows:
            self.dirty.add(seat)
            self.tell(seat)

    def send_picture(self, seat: int) -> None:
        """The seat's picture, after the piece in its hand where that changed (picked up,
        turned, put down): the phone draws the piece under its finger itself."""
        piece = self.windows[seat].held_piece()
        if piece != self.pieces.get(seat):
            self.pieces[seat] = piece
            self.server.send(seat, {"type": "piece", **(piece or {"picture": None})})
        self.server.send(seat, self.windows[seat].picture())
        self.dirty.discard(seat)
        self.since[seat] = 0.0
