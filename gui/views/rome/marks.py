"""Where a Rome move or a tutorial step points on screen: the marks of a move
(the hint, the replay, the coach) and their rects, a tutorial step's target
and where its box goes so that the target and the tiles stay in sight. A part
of the view: it reads the view's layout, its landscape's board and its trays."""
from __future__ import annotations

import pygame

from ...engine import rome

# The tutorial targets that lie in the tray (its box goes above the tray).
TRAY_TARGETS = ("row", "split", "confirm", "offers", "lot", "hand", "elephants", "mission", "tray")


class RomeMarks:
    """The view's marks and tutorial pointer (the module's docstring), a part the view holds as `marks`."""

    def __init__(self, view):
        self.view = view

    def move_marks(self, action: dict) -> tuple:
        """What a move names: the cells it covers (a double tile both, also while empty); a
        split the row tiles of its smaller lot ("row", i); a choice its lot ("lot", name); a
        segment ("segment", i); a mission ("mission", number)."""
        view = self.view
        kind = action.get("kind")
        if kind in ("place_tile", "place_building", "place_elephant"):
            land, cell = view.state.landscapes[view.home], (action["q"], action["r"])
            if kind == "place_tile" and cell in land:   # placed already (the replay): as it lies
                if view.words.second_half(view.home, action) is None:
                    return (cell,)
                return rome.double_cells(action["q"], action["r"], action.get("turn", 0))
            return tuple(view.lesson.cells_of(view.home, action)) or (cell,)
        if kind == "divide":
            return tuple(("row", i) for i in action.get("small", ()))
        if kind == "choose" and "lot" in action:
            return (("lot", action["lot"]),)
        if kind == "take_segment":
            return (("segment", action["segment"]),)
        if kind == "keep_mission" and "mission" in action:
            return (("mission", action["mission"]),)
        return ()

    def mark_rects(self, player: int, marks: tuple) -> list[pygame.Rect]:
        """Where marks are on the play screen: cells on the landscape, the rest in the tray or the market.
        Another seat's move (not the landscape shown large): its thumbnail, or the market segment."""
        if player != self.view.shown:
            segments = [m[1] for m in marks if m[0] == "segment"]
            cells = [m for m in marks if not isinstance(m[0], str)]
            lands = (self.view.land.thumb_cells(player, cells)
                     or [rect for rect, p in self.view.thumbs if p == player]) if cells else []
            return lands + [r for i in segments for r in self.tutorial_rects({"kind": "market", "at": i})]
        cells = [list(m) for m in marks if not isinstance(m[0], str)]
        rows = [m[1] for m in marks if m[0] == "row"]
        rects = self.tutorial_rects({"kind": "cells", "at": cells}) if cells else []
        if rows:
            rects += self.tutorial_rects({"kind": "row", "at": rows})
        kinds = {"lot": "lot", "segment": "market", "mission": "mission"}
        for mark in marks:
            if mark[0] in kinds:
                rects += self.tutorial_rects({"kind": kinds[mark[0]], "at": mark[1]})
        return rects

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        """A tutorial step's target: `land`, `cells` (at: [[q, r], ...] of the screen player's
        landscape; `hand`: a hand index, `elephants`: the supply, `building`: the market building
        to place, pointed at too), `row` (at: row indexes in the split trays), `split` (at: 0 or
        1), `confirm`, `offers`, `lot` (at: small or large), `hand` (at: index, else all),
        `elephants`, `mission` (at: its number, else all), `market` (at: a segment index, else the
        whole market), `table` (the players' gems and points), `missions` (the screen player's),
        `tray`, `landscape` (player: a thumbnail)."""
        view = self.view
        kind, trays = target["kind"], view.trays
        at = target.get("at")
        if kind == "land":
            return [view.land_area]
        if kind == "cells":
            board = view.land.main_board()
            rects = [_around(board.centre(tuple(cell)), max(8.0, board.size * 0.8)) for cell in at]
            if target.get("hand") is not None:
                rects += self.tutorial_rects({"kind": "hand", "at": target["hand"]})
            if target.get("elephants"):
                rects.append(trays.supply_rect())
            if target.get("building") and trays.hand_geometry()[2] is not None:
                rects.append(trays.hand_geometry()[2])
            return rects
        if kind == "row" and trays.mode() == "divide":
            r, slot, rects = trays.divide_geometry()
            split = trays.split_of(view.table.seat)
            return [_around(trays.slot_centre(rects[split[i]], i, r, slot), r) for i in at if i < len(split)]
        if kind == "split":
            return [trays.divide_geometry()[2][at]]
        if kind == "confirm":
            return [trays.confirm.rect]
        if kind == "offers":
            return [trays.choose_geometry()[3]]
        if kind == "lot":
            return [trays.choose_geometry()[2][at]]
        if kind == "hand":
            slots = trays.hand_geometry()[1]
            return [rect for rect, i, _piece in slots if at is None or i == at]
        if kind == "elephants":
            return [trays.supply_rect()]
        if kind == "mission":
            return [rect for rect, m in trays.mission_cards() if at is None or m == at]
        if kind == "market":
            return [view.market.boxes[at]] if at is not None else [view.market_rect]
        if kind == "table":
            return [view.table_rect]
        if kind == "missions":
            return [view.missions_rect]
        if kind == "tray":
            return [view.tray_rect]
        if kind == "landscape":
            return [rect for rect, p in view.thumbs if p == target.get("player")]
        return []

    def tutorial_box_at(self, target: dict, size: tuple[int, int]) -> tuple[int, int] | None:
        """The step's box goes above the tray for a target in it, below the market for a
        segment, above the landscape for a move from the tray into it, into the empty tray once
        the game is over, level with a part of the side panel: so the tray, the market and the
        landscape stay in sight. Of the places at that height (near the target, at the left, at
        the right) the one covering least of the target and of the tiles."""
        view = self.view
        rects = self.tutorial_rects(target)
        if not rects:
            return None
        near, gap, kind = rects[0].unionall(rects[1:]), round(8 * view.u), target.get("kind")
        w, h = size
        if view.columns:
            return self.box_spot(rects, near, size)
        if kind in TRAY_TARGETS:
            top = view.tray_rect.top - gap - h
        elif kind == "market":
            top = view.market_rect.bottom + gap
        elif view.state.is_over():
            top = view.rect.bottom - h
        elif kind in ("table", "missions"):          # in the side panel: at its height, off the tiles
            top = near.top
        elif kind == "cells" and (target.get("hand") is not None or target.get("elephants") or target.get("building")):
            board = view.land.main_board()
            cells = [*view.state.landscapes[view.shown], *(tuple(cell) for cell in target["at"])]
            top = round(min(board.centre(cell)[1] for cell in cells) - board.size) - gap - h
        else:
            return None
        board = view.land.main_board()
        tiles = [_around(board.centre(cell), board.size * 0.6) for cell in view.state.landscapes[view.shown]]
        places = [pygame.Rect(x, top, w, h).clamp(view.rect)
                  for x in (near.centerx - w // 2, view.rect.left, view.rect.right - w)]
        def covered(box):   # what the target loses first, then how much of the tiles
            clipped = [box.clip(t) for t in tiles]
            return sum(box.colliderect(r) for r in rects), sum(c.width * c.height for c in clipped)
        best = min(places, key=covered)
        return best.topleft

    def box_spot(self, rects: list[pygame.Rect], near: pygame.Rect, size: tuple[int, int]) -> tuple[int, int]:
        """The tutorial's box on a short board (the tray beside the landscape): of the places
        beside the target and in the board's corners, the one covering least of the target,
        then of the tiles."""
        view = self.view
        (w, h), gap = size, round(8 * view.u)
        board = view.land.main_board()
        tiles = [_around(board.centre(cell), board.size * 0.6) for cell in view.state.landscapes[view.shown]]
        xs = (view.rect.left, near.centerx - w // 2, view.rect.right - w, near.right + gap, near.left - gap - w)
        ys = (view.rect.top, view.rect.bottom - h, near.bottom + gap, near.top - gap - h)
        places = [pygame.Rect(x, y, w, h).clamp(view.rect) for y in ys for x in xs]

        def covered(box):
            return (sum(c.width * c.height for c in (box.clip(r) for r in rects)),
                    sum(c.width * c.height for c in (box.clip(t) for t in tiles)))
        return min(places, key=covered).topleft


def _around(centre, radius: float) -> pygame.Rect:
    """The square around a circle: a cell or a tile lit as a target."""
    x, y = centre
    r = round(radius)
    return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
