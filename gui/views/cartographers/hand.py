"""The Cartographers shapes in hand: a shape of the offer made a piece to drag
(where it snaps on the map, how the arrow keys move it, the engine's action for
the cells it covers, where keyboard placement starts), picked up, shown in the
band turned as its ghost is; the terrain chosen, the eraser of Clear Monster.
A part of the view: it reads the view's offer, board, chosen shape and terrain
and the table's drag and drop."""
from __future__ import annotations

from ...engine import Shape, cartographers
from ...dragdrop import Piece


class Hand:
    """The shapes in hand (the module's docstring), a part the view holds as `hand`."""

    def __init__(self, view):
        self.view = view
        self.arming = False   # the eraser being picked up: the view's offer stays "erase" meanwhile

    def snap(self, pos):
        """The map cell under the pointer; one ring round the map too (the shape is red there)."""
        view = self.view
        b = view.board
        r = (pos[1] - b.rect.top) // b.cell
        c = (pos[0] - b.rect.left) // b.cell
        return (r, c) if -1 <= r <= view.rows and -1 <= c <= view.cols else None

    def step(self, target, delta):
        """Arrow keys: one cell, as far as one ring round the map (like the pointer)."""
        rows, cols = self.view.rows, self.view.cols
        return (min(rows, max(-1, target[0] + delta[1])), min(cols, max(-1, target[1] + delta[0])))

    @staticmethod
    def cells_for(shape: Shape, target, rotation: int, mirrored: bool) -> tuple:
        """The shape turned and mirrored, its middle cell on `target` (the pointer's cell)."""
        oriented = shape.oriented(rotation, mirrored)
        anchor = (target[0] - (oriented.height - 1) // 2, target[1] - (oriented.width - 1) // 2)
        return oriented.at(anchor)

    def piece(self, index: int | None = None) -> Piece | None:
        """The chosen shape (or single cell) of the offer, ready to be dragged."""
        view = self.view
        offer = view.offer()
        if not offer.hand:
            return None
        index = view.option if index is None else index
        item = offer.hand[index]
        shape = item.shape
        build = self.builder(item)
        turns = item.turns and offer.kind != "erase"
        monster = offer.kind in ("monster", "erase")
        rows, cols = view.rows, view.cols
        piece = Piece(key=(offer.kind, item.option), snap=self.snap, rotations=4 if turns else 1, mirrorable=turns,
                      action=lambda target, rot, mir: build(self.cells_for(shape, target, rot, mir)),
                      move=self.step, targets=lambda: [(r, c) for r in range(rows) for c in range(cols)],
                      at=lambda target: view.board.cell_rect(target).center)
        piece.data.update(shape=shape, terrain=lambda: "monster" if monster else view.terrain)
        piece.start, piece.rotation, piece.mirrored = self.start(offer, item)
        return piece

    def builder(self, item: cartographers.InHand):
        """The engine's action for the cells the shape in hand covers."""
        view = self.view
        if item.action == "draw":
            return lambda cells: cartographers.Draw(item.option, view.terrain, cells)
        if item.action == "fallback":
            return lambda cells: cartographers.Fallback(view.terrain, cells[0])
        if item.action == "parcel":
            return lambda cells: cartographers.Parcel(view.terrain, cells[0])
        if item.action == "monster":
            return lambda cells: cartographers.Monster(cells)
        return lambda cells: cartographers.UseSkill("clear_monster", cells[0])

    def start(self, offer, item: cartographers.InHand):
        """A target, turn and mirror where the piece is legal (keyboard placement starts
        there): the first of the engine's legal actions this shape makes."""
        shape = item.shape
        for action in self.view.state.legal_actions(offer.player):
            if (action.kind != item.action or getattr(action, "option", item.option) != item.option
                    or getattr(action, "skill", "clear_monster") != "clear_monster"):
                continue
            cells = tuple(action.cells) if hasattr(action, "cells") else (tuple(action.cell),)
            found = Shape(cells)
            for rotation in range(4):
                for mirrored in (False, True):
                    if shape.oriented(rotation, mirrored) == found:
                        r0 = min(r for r, _ in cells)
                        c0 = min(c for _, c in cells)
                        return (r0 + (found.height - 1) // 2, c0 + (found.width - 1) // 2), rotation, mirrored
        return (self.view.rows // 2, self.view.cols // 2), 0, False

    def held_shape(self, index: int):
        """Shape `index` of the hand as the band shows it: turned and mirrored as the
        ghost is while it is held."""
        view = self.view
        shape = view.offer().hand[index].shape
        dd = view.table.drag
        if dd.holding and index == view.option and dd.held.data.get("shape") is shape:
            return shape.oriented(dd.held.rotation, dd.held.mirrored)
        return shape

    def pick(self, index: int, pos=None) -> None:
        """Take shape `index` of the offer in hand (from the pointer, or for the keyboard)."""
        view = self.view
        offer = view.offer()
        if index >= len(offer.hand):
            return
        view.option = index
        piece = self.piece(index)
        if piece is not None:
            view.table.drag.pick(piece, pos, keyboard=pos is None)

    def next_terrain(self, step: int = 1) -> None:
        """The next terrain of the offer chosen (T), also for the shape held now."""
        view = self.view
        terrains = view.offer().terrains
        if terrains:
            i = terrains.index(view.terrain) if view.terrain in terrains else 0
            view.terrain = terrains[(i + step) % len(terrains)]
            view.band.refresh()
            dd = view.table.drag
            if dd.holding:
                dd._cache = {}
                dd._retarget(dd.target)

    def start_erasing(self) -> None:
        """Clear Monster: the next cell picked on the map is erased (and the skill paid)."""
        self.view.erasing, self.arming = True, True
        try:
            self.pick(0)
        finally:
            self.arming = False
