"""What a Rome player drags from the tray into the landscape: a tile or double
tile of the hand, an elephant from the supply, the market building to place;
and what a held tile would gain where it hovers. A part of the view: it reads
the view's decision and landscape and hands the pieces to the table's drag."""
from __future__ import annotations

import math

from ...engine import rome
from ...dragdrop import Piece
from .market import piece_centres


class RomePieces:
    """The pieces of Rome to drag (the module's docstring), a part the view holds as `pieces`."""

    def __init__(self, view):
        self.view = view
        self._gain_key = None   # the gain's key (held tile, target, state shown)
        self._gain: int | None = None

    def hand_piece(self, index: int, half: int = 0) -> Piece:
        """A tile or double tile of the hand the engine offers, held by `half`; doubles turn
        in six directions about the half held (the engine's tile is placed by its first half)."""
        view = self.view
        d = view.doing("place_tile")
        piece, targets = d.hand[index], d.param("targets")[index]
        return Piece(key=("tile", index), snap=view.land.land_cell, rotations=6 if piece.double else 1,
                     action=lambda cell, rot, _m: rome.PlaceTile(index, cell[0], cell[1], rot if piece.double else 0),
                     start=targets[0] if targets else (0, 0), move=_step, targets=lambda: targets,
                     at=view.land.cell_point, data={"piece": piece}, grip=half if piece.double else 0,
                     anchor=_first_half if piece.double else None)

    @staticmethod
    def half_at(piece, centre, radius: float, pos) -> int:
        """The half of `piece`, drawn centred on `centre` at turn 0, nearest `pos` (the one picked
        up); the first where both are as near (the middle)."""
        centres = piece_centres(piece, centre, radius)
        return min(range(len(centres)), key=lambda k: round(math.dist(centres[k], pos), 6))

    def held_cells(self) -> list:
        """The cells where the half held may go as the piece is turned now (the learning aid)."""
        dd = self.view.table.drag
        piece = dd.held.data.get("piece") if dd.holding else None
        if piece is None or not piece.double:
            return dd.legal_targets()
        return [piece.cells(*cell, dd.held.rotation)[dd.held.grip] for cell in dd.legal_targets()]

    def elephant_piece(self) -> Piece:
        """An elephant from the supply, to any free cell the decision names."""
        view = self.view
        free = [cell for cell, _draws in view.doing("place_elephant").param("free")]
        return Piece(key=("elephant",), snap=view.land.land_cell, action=lambda cell, _r, _m: rome.PlaceElephant(*cell),
                     start=free[0], move=_step, targets=lambda: free, at=view.land.cell_point)

    def building_piece(self) -> Piece:
        """The market building, to one of the cells the decision names."""
        view = self.view
        cells = view.doing("place_building").param("cells")
        return Piece(key=("building",), snap=view.land.land_cell, action=lambda cell, _r, _m: rome.PlaceBuilding(*cell),
                     start=cells[0], move=_step, targets=lambda: cells, at=view.land.cell_point)

    def gain(self) -> int | None:
        """The building points the held tile adds where it is (green ghost only), cached per target."""
        view = self.view
        dd = view.table.drag
        if not dd.holding or dd.held.key[0] != "tile" or dd.target is None or dd.violation is not None:
            return None
        key = (view.state, dd.held.key, dd.target, dd.held.rotation)   # the state shown: one object until the game moves
        if key != self._gain_key:
            p, piece = view.acting, dd.held.data["piece"]
            land = dict(view.state.landscapes[p])
            land.update(zip(piece.cells(*dd.target, dd.held.rotation if piece.double else 0), piece.tiles))
            self._gain = rome.Survey(land).building_total() - view.state.survey(p).building_total()
            self._gain_key = key
        return self._gain


def _first_half(cell, half: int, turn: int, _mirrored: bool):
    """Where the first half of a double goes (the engine's cell) for `half` to lie on `cell`."""
    dq, dr = rome.double_cells(0, 0, turn)[half]
    return (cell[0] - dq, cell[1] - dr)


def _step(cell, step):
    """A keyboard step of a held piece from one cell to the next."""
    return (cell[0] + step[0], cell[1] + step[1])
