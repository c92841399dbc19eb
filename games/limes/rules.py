"""Limes rules: the actions, every placement and worker rule in `check`, the
round in which every player places the same card at once, and the round's
card reveal once all have ended their turns (spec: Play)."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar, Iterator

from ..core import Action, Decision, ScoreSheet, State, Violation

from .cards import OFFSETS, Card, Field
from .scoring import WORKERS, Survey, rank_key, score_items

Cell = tuple[int, int]
ROUNDS = 16     # spec: Play, 2
MAX_SIZE = 4    # a display is at most 4 cards wide and 4 tall
CARD_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # sharing a full edge, never a corner alone


@dataclass(frozen=True)
class PlaceCard(Action):
    """Put this round's card at card position (row, col), turned `rotation`
    quarter turns clockwise."""
    kind: ClassVar[str] = "place_card"
    row: int
    col: int
    rotation: int


@dataclass(frozen=True)
class PlaceWorker(Action):
    """Put a worker from the supply on `cell`, a field of the card just placed."""
    kind: ClassVar[str] = "place_worker"
    cell: Cell


@dataclass(frozen=True)
class MoveWorker(Action):
    """Move worker `worker` (its index) to `cell` in an adjacent territory."""
    kind: ClassVar[str] = "move_worker"
    worker: int
    cell: Cell


@dataclass(frozen=True)
class SkipWorker(Action):
    """Do no worker action this round (the worker step is optional)."""
    kind: ClassVar[str] = "skip_worker"


ACTION_KINDS = (PlaceCard, PlaceWorker, MoveWorker, SkipWorker)


def card_cells(row: int, col: int) -> tuple[Cell, Cell, Cell, Cell]:
    """The fields NW, NE, SE, SW covered by the card at card position (row, col)."""
    return tuple((2 * row + dr, 2 * col + dc) for dr, dc in OFFSETS)


class LimesState(State):
    """A game of Limes. Per player: `displays[p]` (card position -> (card,
    rotation)), `fields[p]` (cell -> Field), `workers[p]` (cells, index = worker
    id), `placed[p]`, `steps[p]` (this round: "place", "worker" or "done").
    These are replaced, never changed in place: treat them as read-only, and a
    snapshot for undo is a handful of references.

    The players do not interact (spec: Play, 3), so a round's card is placed
    by all of them at once: with phones everybody plays together; at one
    screen the seats take the round one after the other (gui: whoever has
    the mouse first)."""
    rounds = ROUNDS

    def __init__(self, game, players: list[str], seed: int = 0, options: dict | None = None,
                 cards: dict[int, Card] | None = None):
        super().__init__(game, players, seed, options)
        self.cards = cards
        deck = sorted(cards)
        self.rng.shuffle(deck)  # the initiating player's deck (spec: Play, 1)
        self.card: int = deck[0]
        self.deck: list[int] = deck[1:]   # hidden order of the cards still to come
        self.round = 1
        self.phase = "play"   # or "over"
        count = len(players)
        self.steps: tuple[str, ...] = ("place",) * count
        self.displays: list[dict[Cell, tuple[int, int]]] = [{} for _ in range(count)]
        self.fields: list[dict[Cell, Field]] = [{} for _ in range(count)]
        self.workers: list[list[Cell]] = [[] for _ in range(count)]
        self.placed: list[Cell | None] = [None] * count
        self._surveys: list[Survey | None] = [None] * count

    # --- who acts, and what is legal ----------------------------------------
    def _actors(self) -> list[int]:
        if self.phase == "over":
            return []
        return [p for p, step in enumerate(self.steps) if step != "done"]

    def step(self, player: int) -> str:
        """Where `player` is in this round: "place", "worker" or "done"."""
        return self.steps[player]

    def is_over(self) -> bool:
        return self.phase == "over"

    def stage(self) -> tuple[str, int, int]:
        return ("round", self.round, ROUNDS)

    def _decision(self, player: int) -> Decision:
        """Placing: kind "start" (the first card) or "place", the round's card in
        hand, the slots where it may go. The worker step: kind "worker", in hand
        each field of the new card a worker from the supply may go on with the
        profession it takes there (none once the supply is empty)."""
        if self.steps[player] == "place":
            kind = "place" if self.displays[player] else "start"
            return Decision(kind, player, hand=(self.card,),
                            params=(("card", self.card), ("round", self.round), ("rounds", ROUNDS),
                                    ("slots", tuple(self.open_positions(player)))))
        fields = self.fields[player]
        new = card_cells(*self.placed[player]) if self.supply(player) else ()
        return Decision("worker", player, hand=tuple((cell, fields[cell].profession) for cell in new),
                        params=(("supply", self.supply(player)), ("placed", self.placed[player]),
                                ("workers", len(self.workers[player]))))

    def supply(self, player: int) -> int:
        """Workers still in the player's supply."""
        return WORKERS - len(self.workers[player])

    def survey(self, player: int) -> Survey:
        """The player's territories (cached until the display changes)."""
        found = self._surveys[player]
        if found is None or found.fields is not self.fields[player]:
            found = self._surveys[player] = Survey(self.fields[player])
        return found

    def open_positions(self, player: int) -> list[Cell]:
        """Card positions where this round's card may go. The start card may go
        anywhere on the table (spec: Play, 2.2); a display is kept relative to
        it, so its one position is (0, 0)."""
        display = self.displays[player]
        if not display:
            return [(0, 0)]
        rows = [r for r, _ in display]
        cols = [c for _, c in display]
        # the rows and columns a card may take and keep the display MAX_SIZE at most
        low_row, high_row = max(rows) - MAX_SIZE + 1, min(rows) + MAX_SIZE - 1
        low_col, high_col = max(cols) - MAX_SIZE + 1, min(cols) + MAX_SIZE - 1
        found = set()
        for r, c in display:
            for pos in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):   # CARD_STEPS
                if low_row <= pos[0] <= high_row and low_col <= pos[1] <= high_col:
                    found.add(pos)
        return sorted(found.difference(display))

    def _legal_actions(self, player: int) -> Iterator[Action]:
        if player not in self.actors():
            return
        if self.steps[player] == "place":
            for row, col in self.open_positions(player):
                for rotation in range(4):
                    yield PlaceCard(row, col, rotation)
            return
        yield SkipWorker()
        workers = self.workers[player]
        if len(workers) < WORKERS:
            for cell in card_cells(*self.placed[player]):
                yield PlaceWorker(cell)
        survey = self.survey(player)
        for i, here in enumerate(workers):
            for region in survey.neighbours(survey.territory(here)):
                for cell in sorted(region.cells):
                    yield MoveWorker(i, cell)

    def _check(self, player: int, action: Action) -> Violation | None:
        step = self.steps[player]
        if step == "done":
            return Violation("limes.round_done")
        needed = "place" if isinstance(action, PlaceCard) else "worker"
        if step != needed:
            return Violation("phase.wrong", {"phase": step})
        if isinstance(action, PlaceCard):
            return self._check_card(player, action)
        if isinstance(action, PlaceWorker):
            return self._check_new_worker(player, action)
        if isinstance(action, MoveWorker):
            return self._check_move(player, action)
        return None  # SkipWorker: the worker step is optional

    def _check_card(self, player: int, action: PlaceCard) -> Violation | None:
        row, col, rotation = action.row, action.col, action.rotation
        cells = card_cells(row, col)
        if not 0 <= rotation <= 3:
            return Violation("card.bad_rotation", {"rotation": rotation}, cells)
        display = self.displays[player]
        if (row, col) in display:
            return Violation("card.position_taken", {"card": display[(row, col)][0]}, cells)
        if not display:  # the start card: anywhere on the table, always (0, 0) here
            return None if (row, col) == (0, 0) else Violation("card.start_at_origin", {}, cells)
        if not any((row + dr, col + dc) in display for dr, dc in CARD_STEPS):
            return Violation("card.not_adjacent", {}, cells)
        rows = [r for r, _ in display] + [row]
        cols = [c for _, c in display] + [col]
        height, width = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
        if height > MAX_SIZE or width > MAX_SIZE:
            return Violation("card.too_large", {"width": width, "height": height,
                                                "limit": MAX_SIZE}, cells)
        return None

    def _check_new_worker(self, player: int, action: PlaceWorker) -> Violation | None:
        if len(self.workers[player]) >= WORKERS:
            return Violation("worker.none_left", {"workers": WORKERS})
        new = card_cells(*self.placed[player])
        if action.cell not in new:
            return Violation("worker.not_on_new_card", {}, new)
        return None

    def _check_move(self, player: int, action: MoveWorker) -> Violation | None:
        workers, worker, cell = self.workers[player], action.worker, action.cell
        if not 0 <= worker < len(workers):
            return Violation("worker.no_such_worker", {"worker": worker + 1})
        if cell not in self.fields[player]:
            return Violation("worker.no_field", {}, (cell,))
        survey = self.survey(player)
        here, there = survey.territory(workers[worker]), survey.territory(cell)
        if here is there:
            return Violation("worker.same_territory", {"worker": worker + 1},
                             tuple(sorted(here.cells)))
        if there not in survey.neighbours(here):
            return Violation("worker.not_adjacent_territory", {"worker": worker + 1},
                             tuple(sorted(here.cells | there.cells)))
        return None

    # --- carrying actions out -------------------------------------------------
    def _do(self, player: int, action: Action) -> bool:
        if isinstance(action, PlaceCard):
            position = (action.row, action.col)
            self.displays = self._replaced(self.displays, player,
                                           {**self.displays[player],
                                            position: (self.card, action.rotation)})
            fields = dict(self.fields[player])
            laid = self.cards[self.card].laid(*position, action.rotation)
            fields.update(laid)
            known = self._surveys[player]
            if known is not None and known.fields is self.fields[player]:
                # the territories grow by the card's fields: far cheaper than afresh
                self._surveys[player] = known.extended(fields, [cell for cell, _ in laid])
            self.fields = self._replaced(self.fields, player, fields)
            self.placed = self._replaced(self.placed, player, position)
            self.steps = self._replaced(self.steps, player, "worker")
            return False
        if isinstance(action, PlaceWorker):
            self.workers = self._replaced(self.workers, player,
                                          self.workers[player] + [action.cell])
        elif isinstance(action, MoveWorker):
            moved = list(self.workers[player])
            moved[action.worker] = action.cell
            self.workers = self._replaced(self.workers, player, moved)
        self.steps = self._replaced(self.steps, player, "done")
        self._await_end_turn(player)  # the worker step ends the player's turn
        return False

    def _end_turn(self, player: int) -> bool:
        return self._next_round()

    @staticmethod
    def _replaced(per_player, player: int, value):
        """A copy of a per-player list or tuple with one entry replaced (copy on write)."""
        copy = list(per_player)
        copy[player] = value
        return type(per_player)(copy)

    def _next_round(self) -> bool:
        """Once every player has placed, acted and ended the turn, the next card
        is revealed, which cannot be undone (spec: Play, 2.1)."""
        if self.unconfirmed or any(step != "done" for step in self.steps):
            return False
        if self.round == ROUNDS:
            self.phase = "over"
            return False
        self.round += 1
        self.card, self.deck = self.deck[0], self.deck[1:]
        self.steps = ("place",) * len(self.players)
        self.placed = [None] * len(self.players)
        return True

    # --- undo, copies, the view -------------------------------------------------
    def copy(self, keep_history: bool = True) -> "LimesState":
        """An independent copy; the per-player tables are shared until replaced."""
        other = super().copy(keep_history)
        other._surveys = list(self._surveys)
        return other

    def view(self, player: int) -> "LimesState":
        """What `player` may see: everything but the deck's order, which is
        replaced by the remaining cards sorted (and no seed, no undo stack)."""
        other = self.copy(keep_history=False)
        other.keep_history = self.keep_history
        other.deck = sorted(self.deck)
        other.seed = None
        other.rng = random.Random(0)
        return other

    # --- scores ---------------------------------------------------------------
    def score_sheets(self) -> list[ScoreSheet]:
        """Provisional until the end: an empty card position ends a line of sight."""
        return [ScoreSheet(p, name, score_items(self.fields[p], self.workers[p], self.survey(p)))
                for p, name in enumerate(self.players)]

    def rank_key(self, sheet: ScoreSheet):
        return rank_key(sheet.items)
