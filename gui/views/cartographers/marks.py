"""Where things lie on the Cartographers table, both ways: a tutorial step's
target as rects on screen (the card band's, the column's, the edicts', a map or
its cells, large or a thumbnail), and the rule text of what lies under the
pointer (a right click). A part of the view: it reads the view's layout, its
band and its painter's thumbnails."""
from __future__ import annotations

import pygame

from ...geometry import SquareBoard


class CartographersMarks:
    """The view's tutorial pointer and rule lookup (the module's docstring), a part the view holds as `marks`."""

    def __init__(self, view):
        self.view = view

    def map_board(self, player: int) -> SquareBoard | None:
        """Where `player`'s map is on screen: the large board or a thumbnail."""
        view = self.view
        if player == view.focus:
            return view.board
        return next((view.painter.thumb_board(rect) for rect, p in view.thumb_rects() if p == player), None)

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        """A tutorial step's target: `card`, `band` (the card with its shape and terrain
        buttons), `shape` (at: index), `terrain` (at: name), `skill` (at: id), `skills`,
        `edict` (at: letter), `edicts`, `seasons`, `time`, `coins`, `revealed`, `map` or
        `thumb` (player), and `cells` (player, at: [[r, c], ...]). Any target may add
        `cells` (with `player`): those cells of that map are lit too."""
        kind, player = target["kind"], target.get("player", 0)
        band = self.view.band
        rects: list[pygame.Rect] = []
        if kind == "card":
            rects = [band.card_rect]
        elif kind == "band":
            rects = [band.card_rect.unionall(band.shape_rects + [b.rect for b in band.terrain_buttons])]
        elif kind == "shape":
            rects = band.shape_rects[target["at"]:target["at"] + 1]
        elif kind == "terrain":
            rects = [b.rect for b in band.terrain_buttons if b.key == f"terrain:{target['at']}"]
        elif kind == "skill":
            rects = [b.rect for b in band.skill_buttons if b.key == f"skill:{target['at']}"]
        elif kind == "skills":
            rects = [b.rect for b in band.skill_buttons]
        elif kind == "edict":
            rects = [rect for rect, letter in band.edict_rects if letter == target["at"]]
        elif kind == "edicts":
            rects = [rect for rect, _ in band.edict_rects]
            rects = [rects[0].unionall(rects[1:])] if rects else []
        elif kind in ("seasons", "time", "coins", "revealed"):
            rects = [band.column.areas[kind]] if kind in band.column.areas else []
        elif kind in ("map", "thumb"):
            board = self.map_board(player)
            rects = [board.rect] if board is not None else []
        cells = target.get("at") if kind == "cells" else target.get("cells", ())
        board = self.map_board(player) if cells else None
        if board is not None:
            rects += [board.cell_rect(tuple(cell)) for cell in cells]
        return rects

    def rule_at(self, pos):
        """The rule text of what lies under `pos`: an edict, skill or card, or a
        cell of the map in view (its terrain, a ruin, an empty cell)."""
        view = self.view
        found = view.band.rule_at(pos)
        cell = view.board.cell_at(pos)
        sheet = view.state.sheets[view.focus]
        if found is not None or cell is None or not sheet.on_map(cell):
            return found
        terrain = sheet.terrain_at(cell)
        if terrain is None:  # an empty cell, with or without a ruin
            ruin = cell in sheet.cells_of("open_ruins")
            title = view.t("cartographers.terrain.ruins") if ruin else view.t("ui.cartographers.empty_cell")
            return title.capitalize(), view.rule_point("ruins" if ruin else "draw.empty")
        point = {"mountain": "coin.mountain", "monster": "cartographers.monsters",
                 "wasteland": "map"}.get(terrain, "draw.terrain")
        return view.t(f"cartographers.terrain.{terrain}").capitalize(), view.rule_point(point)
