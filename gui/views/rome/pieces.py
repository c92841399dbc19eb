"""What a Rome player drags from the tray into the landscape: a tile or double
tile of the hand, an elephant from the supply, the market building to place;
and what a held tile would gain where it hovers. A part of the view: it reads
the view's decision and landscape and hands the pieces to the table's drag."""
from __future__ import annotations

from ...engine import rome
from ...dragdrop import Piece


class RomePieces:
    """The pieces of Rome to drag (the module's docstring), a part the view holds as `pieces`."""

    def __init__(self, view):
        self.view = view
        self._gain_key = None   # the gain's key (held tile, target, state shown)
        self._gain: int | None = None

    def hand_piece(self, index: int) -> Piece:
        """A tile or double tile of the hand the engine offers; doubles turn in six directions."""
        view = self.view
        d = view.doing("place_tile")
        piece, targets = d.hand[index], d.param("targets")[index]
        return Piece(key=("tile", index), snap=view.land.land_cell, rotations=6 if piece.double else 1,
                     action=lambda cell, rot, _m: rome.PlaceTile(index, cell[0], cell[1], rot if piece.double else 0),
                     start=targets[0] if targets else (0, 0), move=_step, targets=lambda: targets,
                     at=view.land.cell_point, data={"piece": piece})

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


def _step(cell, step):
    """A keyboard step of a held piece from one cell to the next."""
    return (cell[0] + step[0], cell[1] + step[1])
