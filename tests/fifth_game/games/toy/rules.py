"""Nine Tiles: two players take turns laying a tile of their colour on an
empty cell of a small square grid (3 x 3 in data/toy/scoring.yaml). The
first tile may go anywhere; every later one must share an edge with a tile
already there. When the grid is full, each player scores their pairs of
tiles side by side and the centre. Nothing is hidden and nothing is left to
chance."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core import Action, Decision, ScoreItem, ScoreSheet, State, Violation

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


@dataclass(frozen=True)
class Place(Action):
    """Lay a tile of one's colour on `cell` (row, column)."""
    kind: ClassVar[str] = "place"
    cell: tuple[int, int]


ACTION_KINDS = (Place,)


def neighbours(cell, size: int):
    r, c = cell
    for dr, dc in STEPS:
        if 0 <= r + dr < size and 0 <= c + dc < size:
            yield (r + dr, c + dc)


class ToyState(State):
    phase = "place"

    def __init__(self, game, players, seed, options, data):
        super().__init__(game, players, seed, options)
        self.data = data               # the scoring values: fixed for the game
        self.size = data["size"]
        self.tiles: dict = {}          # cell -> seat (replaced by every action, never changed in place)
        self.current = 0

    # --- the protocol ---------------------------------------------------------------
    def cells(self) -> list[tuple[int, int]]:
        return [(r, c) for r in range(self.size) for c in range(self.size)]

    def _actors(self):
        return [self.current]

    def _legal_actions(self, player):
        for cell in self.cells():
            if self._check(player, Place(cell)) is None:
                yield Place(cell)

    def _check(self, player, action):
        if player != self.current:
            return Violation("turn.not_yours", {"player": self.players[self.current]})
        cell = action.cell
        if not all(0 <= x < self.size for x in cell):
            return Violation("toy.off_grid", {"size": self.size})
        if cell in self.tiles:
            return Violation("toy.taken", {}, (cell,))
        if self.tiles and not any(n in self.tiles for n in neighbours(cell, self.size)):
            return Violation("toy.apart", {}, (cell,))
        return None

    def _do(self, player, action):
        self.tiles = {**self.tiles, action.cell: player}
        if not self.is_over():           # the last tile ends the game: nothing waits
            self._await_end_turn(player)   # the next player's turn waits for End turn
        return False

    def _end_turn(self, player):
        self.current = (player + 1) % len(self.players)
        return False

    def _decision(self, player):
        return Decision("place", player, ("tile",), (), (("left", self.size ** 2 - len(self.tiles)),))

    def is_over(self):
        return len(self.tiles) == self.size ** 2

    def stage(self):
        return ("turn", min(len(self.tiles) + 1, self.size ** 2), self.size ** 2)

    # --- scoring ------------------------------------------------------------------
    def pairs(self, player: int) -> list[tuple]:
        """The pairs of `player`'s tiles side by side, each once."""
        own = sorted(cell for cell, seat in self.tiles.items() if seat == player)
        return [(a, b) for a in own for b in neighbours(a, self.size) if b > a and self.tiles.get(b) == player]

    def score_sheets(self):
        data, centre = self.data, (self.size // 2, self.size // 2)
        sheets = []
        for player, name in enumerate(self.players):
            pairs = self.pairs(player)
            cells = tuple(sorted({cell for pair in pairs for cell in pair}))
            items = [ScoreItem("pairs", len(pairs) * data["pair"], "toy.pairs", {"pairs": len(pairs)}, cells)]
            if self.tiles.get(centre) == player:
                items.append(ScoreItem("centre", data["centre"], "toy.centre", {}, (centre,)))
            sheets.append(ScoreSheet(player, name, items))
        return sheets
