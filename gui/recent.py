"""What the others did since the seat at the screen last acted, marked on the
board: each move's places outlined in its mover's colour until that seat acts
(at a shared screen each seat sees what happened since its own last turn).
Only what the seat's view of the log shows is marked: others' secret choices
keep their kind alone and mark nothing.

Each such move also travels: the piece, as the screen last showed it where it
came from (the view's `move_origin`: the round's card, the row, the market),
flies to its marks, eased, in a third of a second (more at the slow pace, none
at the fast one or with the `motion` setting off). Until it lands, its board
is drawn without it there (the view asks `landing`): it never shows twice. The
seats' coins and points count to their new numbers alike (gui/counting.py). It
never blocks input nor delays the engine: the move has been made; only its
picture is on the way."""
from __future__ import annotations

import pygame

from . import theme
from .bots import pace_of
from .counting import Counts, eased
from .engine import EndTurn

FLIGHT = {"normal": 0.35, "slow": 0.7}   # seconds a moved piece travels, by the computers' pace


class RecentMoves:
    """A part of the play scene: which moves are news to the seat at the screen,
    their marks, and the pieces on their way."""

    def __init__(self, scene):
        self.scene = scene
        self.flights: list[list] = []   # [picture, from, (board, marks), seconds gone, seconds in all, turn]
        self.news_inside = False        # others' moves lie in the shut drawer: its button says so
        self.counts = Counts(self.seconds)   # the coins and points drawn, counting where they change

    # --- motion ----------------------------------------------------------------------
    @property
    def moving(self) -> bool:
        return bool(self.flights) or self.counts.counting

    def seconds(self, paces: dict) -> float | None:
        """How long a motion lasts at the pace now (`paces`: seconds by pace); None:
        none (the fast pace, or the `motion` setting off)."""
        settings = self.scene.app.settings
        return None if settings.get("motion", True) is False else paces.get(pace_of(settings))

    def landing(self, board: int) -> tuple:
        """The marks of the pieces still on their way to `board` (the view draws them there once landed)."""
        return tuple(mark for flight in self.flights if flight[2][0] == board for mark in flight[2][1])

    def follow(self, player: int) -> None:
        """`player` has just moved: where it is another's move, its piece sets off
        from where the last frame showed it towards its marks."""
        scene = self.scene
        seconds = self.seconds(FLIGHT)
        if seconds is None or player == scene.screen_seat:
            return
        moved = [action for who, action in self.log() if who == player]
        if not moved:
            return
        view, screen, action = scene.view, scene.app.screen.get_rect(), moved[-1]
        origin = view.move_origin(player, action)
        to = (view.move_board(player, action), view.move_marks(action))
        origin = origin.clip(screen) if origin is not None else None
        if origin and self.end(to) and origin.width > 1 and origin.height > 1:
            picture = scene.app.screen.subsurface(origin).copy()
            self.flights.append([picture, origin, to, 0.0, seconds, view.move_turn(player, action)])

    def end(self, to) -> pygame.Rect | None:
        """Where a flight lands now (asked each frame: the panel may have moved its rows)."""
        ends = self.scene.view.mark_rects(*to)
        return ends[0].unionall(ends[1:]) if ends else None

    def update(self, dt: float) -> None:
        self.counts.update(dt)
        for flight in self.flights:
            flight[3] += dt
        self.flights = [flight for flight in self.flights if flight[3] < flight[4]]

    def draw_flights(self, surface) -> None:
        """Each piece on its way, eased (slow to start, slow to land), turning as it was laid."""
        for flight in self.flights:
            rect = self.placed(flight)
            if rect is not None and rect.width > 0 and rect.height > 0:
                image = pygame.transform.smoothscale(flight[0], rect.size)
                if flight[5]:
                    image = pygame.transform.rotate(image, flight[5] * eased(flight[3] / flight[4]))
                surface.blit(image, image.get_rect(center=rect.center))

    def placed(self, flight) -> pygame.Rect | None:
        """Where a flight's piece is drawn now (before it turns); None: its marks are out of sight."""
        _picture, start, to, gone, seconds, _turn = flight
        end = self.end(to)
        if end is None:
            return None
        k = eased(gone / seconds)
        rect = pygame.Rect(0, 0, round(start.width + (end.width - start.width) * k),
                           round(start.height + (end.height - start.height) * k))
        rect.center = (round(start.centerx + (end.centerx - start.centerx) * k),
                       round(start.centery + (end.centery - start.centery) * k))
        return rect

    # --- the marks ---------------------------------------------------------------------
    def log(self) -> list[tuple[int, dict]]:
        """The moves of the log as the seat at the screen may read it (End turns are no moves)."""
        return [(who, action) for who, action in self.scene.shown.log if action.get("kind") != EndTurn.kind]

    def moves(self) -> list[tuple[int, dict]]:
        """The others' moves since the seat at the screen last moved (none while
        nobody sits there: a game of computers only marks its last move)."""
        seat, log = self.scene.screen_seat, self.log()
        if seat is None:
            return log[-1:]
        mine = max((i for i, (who, _action) in enumerate(log) if who == seat), default=-1)
        return [(who, action) for who, action in log[mine + 1:] if who != seat]

    def marks(self) -> list[tuple[int, pygame.Rect]]:
        """(mover, rect) of every place the news moved, where the screen shows it now
        (asked at each frame drawn: the panel's rows lie where it last drew them)."""
        view = self.scene.view
        return [(who, rect) for who, action in self.moves()
                for rect in view.mark_rects(view.move_board(who, action), view.move_marks(action))]

    def draw(self, surface, areas, u: float) -> None:
        """The marks: an outline inside each place, in the mover's colour, within the
        one of `areas` (the board, the panel's visible part) that holds its middle (a
        mark scrolled out of sight is not drawn). Where the mark lies says whose move it
        was (that seat's display, landscape, map or panel row) and the log names it."""
        self.counts.drawn()   # the view and the panel have drawn their numbers
        self.draw_flights(surface)
        if self.scene.dd.holding:   # the seat at the screen is acting: its piece's ghost shows alone
            return
        shown = 0
        for who, rect in self.marks():
            width = max(1, min(round(2.5 * u), min(rect.size) // 6))   # a thumbnail's cell stays visible
            area = next((a for a in areas if a.collidepoint(rect.center)), None)
            if area is not None:
                surface.set_clip(area)
                pygame.draw.rect(surface, theme.player_colour(who), rect, width, border_radius=3)
                surface.set_clip(None)
                shown += 1
        self.draw_news_inside(surface, u, shown)

    def draw_news_inside(self, surface, u: float, shown: int) -> None:
        """Others moved and none of it shows on the board: the shut drawer holds it
        (a Majesty count, a panel row). Its button gets a dot in the last mover's colour."""
        chrome, moves = self.scene.chrome, self.moves()
        self.news_inside = bool(moves) and not shown and chrome.can_toggle and not chrome.panel_open
        if self.news_inside:
            button = chrome.drawer_button.rect
            radius = max(4, round(6 * u))
            pygame.draw.circle(surface, theme.player_colour(moves[-1][0]),
                               (button.right - radius - 3, button.top + radius + 3), radius)
