"""The Limes table: the round's card to drag, the worker supply, the current
player's display large and the other display beside it."""
from __future__ import annotations

import pygame

from games.limes import WORKERS
from games.limes import OFFSETS, MoveWorker, PlaceCard, PlaceWorker, SkipWorker, cell_preview, load_cards

from .. import draw_limes as art
from .. import text, theme
from ..dragdrop import Piece
from ..widgets import Button, draw_panel, draw_tooltip
from .base import GameView


class Display:
    """Screen geometry of one player's display inside `rect`: card slots
    around the cards already laid (only where the 4x4 limit leaves room)."""

    def __init__(self, rect: pygame.Rect, cards: dict, limit: int = 4):
        if cards:
            rows = [r for r, _ in cards]
            cols = [c for _, c in cards]
            h, w = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
            self.r0 = min(rows) - (1 if h < limit else 0)
            self.c0 = min(cols) - (1 if w < limit else 0)
            self.rows = h + (2 if h < limit else 0)
            self.cols = w + (2 if w < limit else 0)
        else:
            self.r0 = self.c0 = 0
            self.rows = self.cols = 1
        # One size for the whole game: room for 5x5 card slots (4x4 cards plus
        # a ring of empty slots), so the display does not zoom as it grows.
        self.field = max(4, min(rect.width, rect.height) // 10)
        self.rect = pygame.Rect(0, 0, self.cols * 2 * self.field, self.rows * 2 * self.field)
        self.rect.center = rect.center

    def slots(self):
        for r in range(self.r0, self.r0 + self.rows):
            for c in range(self.c0, self.c0 + self.cols):
                yield (r, c)

    def card_rect(self, slot) -> pygame.Rect:
        size = 2 * self.field
        return pygame.Rect(self.rect.left + (slot[1] - self.c0) * size,
                           self.rect.top + (slot[0] - self.r0) * size, size, size)

    def field_rect(self, cell) -> pygame.Rect:
        return pygame.Rect(self.rect.left + (cell[1] - 2 * self.c0) * self.field,
                           self.rect.top + (cell[0] - 2 * self.r0) * self.field, self.field, self.field)

    def slot_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        size = 2 * self.field
        return (self.r0 + (pos[1] - self.rect.top) // size, self.c0 + (pos[0] - self.rect.left) // size)

    def cell_at(self, pos):
        if not self.rect.collidepoint(pos):
            return None
        return (2 * self.r0 + (pos[1] - self.rect.top) // self.field,
                2 * self.c0 + (pos[0] - self.rect.left) // self.field)


class LimesView(GameView):
    def __init__(self, scene):
        super().__init__(scene)
        self.cards = load_cards()
        self.skip = Button("", self.skip_worker, key="skip")
        self.hover_cell = None
        self.hover_player = None
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.supply_rect = pygame.Rect(0, 0, 0, 0)
        self.main_rect = self.side_rect = pygame.Rect(0, 0, 0, 0)
        humans = [i for i in range(len(self.state.players)) if scene.is_human(i)]
        self._focus = humans[0] if humans else 0

    # --- who is shown large ------------------------------------------------
    @property
    def focus(self) -> int:
        """The display shown large: the current player if human, else the last human seat."""
        player = self.scene.player
        if player is not None and self.scene.is_human(player):
            self._focus = player
        return self._focus

    def displays(self) -> list[tuple[int, Display]]:
        shown = [(self.focus, Display(self.main_rect, self.state.displays[self.focus]))]
        others = [p for p in range(len(self.state.players)) if p != self.focus]
        for i, p in enumerate(others):
            rect = self.side_rect.copy()
            rect.height //= max(1, len(others))
            rect.top += i * rect.height
            shown.append((p, Display(rect.inflate(0, -round(30 * self.u)), self.state.displays[p])))
        return shown

    def display_of(self, player: int) -> Display:
        return dict(self.displays())[player]

    # --- layout ------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        u = self.u
        pad = round(14 * u)
        top = pygame.Rect(rect.left + pad, rect.top + pad, rect.width - 2 * pad, round(150 * u))
        self.card_rect = pygame.Rect(top.left, top.top + round(24 * u), round(112 * u), round(112 * u))
        self.supply_rect = pygame.Rect(self.card_rect.right + round(40 * u), top.top + round(24 * u),
                                       round(7 * 46 * u), round(44 * u))
        self.skip.rect = pygame.Rect(self.supply_rect.left, self.supply_rect.bottom + round(10 * u),
                                     round(180 * u), round(34 * u))
        body = pygame.Rect(rect.left + pad, top.bottom + pad, rect.width - 2 * pad,
                           rect.bottom - top.bottom - 2 * pad)
        if len(self.state.players) > 1:
            side_w = round(body.width * 0.34)
            self.main_rect = pygame.Rect(body.left, body.top + round(28 * u), body.width - side_w - pad,
                                         body.height - round(28 * u))
            self.side_rect = pygame.Rect(self.main_rect.right + pad, body.top + round(28 * u), side_w,
                                         body.height - round(28 * u))
        else:
            self.main_rect = pygame.Rect(body.left, body.top + round(28 * u), body.width, body.height - round(28 * u))
            self.side_rect = pygame.Rect(0, 0, 0, 0)

    # --- texts -------------------------------------------------------------------
    def round_text(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.limes.over")
        return self.t("ui.limes.round", round=s.round, rounds=16, card=s.card)

    def objective(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.limes.over")
        if not self.scene.human_turn:
            return self.t("ui.play.waiting", name=s.players[s.current])
        if s.phase == "place":
            start = not s.displays[s.current]
            return self.t("ui.limes.goal_start" if start else "ui.limes.goal_place", card=s.card)
        return self.t("ui.limes.goal_worker")

    def describe(self, player: int, action: dict) -> str:
        kind = action.get("kind")
        if kind == "place_card":
            return self.t("ui.limes.log_card", rotation=action["rotation"] * 90)
        if kind in ("place_worker", "move_worker"):
            field = self.state.fields[player].get(tuple(action["cell"]))
            terrain = self.t(f"limes.terrain.{field.terrain}") if field else "?"
            if kind == "place_worker":
                return self.t("ui.limes.log_worker", terrain=terrain)
            return self.t("ui.limes.log_move", worker=action["worker"] + 1, terrain=terrain)
        return self.t("ui.limes.log_skip")

    # --- pieces for drag and drop -----------------------------------------------
    def card_piece(self) -> Piece:
        s = self.state
        player = s.current
        start = next((slot for slot in self.display_of(player).slots()
                      if s.check(player, PlaceCard(slot[0], slot[1], 0)) is None), (0, 0))
        return Piece(key=("card", s.card), snap=lambda pos: self.display_of(player).slot_at(pos),
                     action=lambda slot, rot, _m: PlaceCard(slot[0], slot[1], rot), rotations=4,
                     start=start, move=lambda t, d: (t[0] + d[1], t[1] + d[0]),
                     targets=lambda: s.open_positions(player))

    def worker_piece(self, worker: int | None) -> Piece:
        s = self.state
        player = s.current
        if worker is None:
            placed = s.placed[player]
            start = (2 * placed[0], 2 * placed[1])
            action = lambda cell, _r, _m: PlaceWorker(cell)
        else:
            start = s.workers[player][worker]
            action = lambda cell, _r, _m: MoveWorker(worker, cell)
        return Piece(key=("worker", worker), snap=lambda pos: self.display_of(player).cell_at(pos),
                     action=action, start=start, move=lambda t, d: (t[0] + d[1], t[1] + d[0]),
                     targets=lambda: list(s.fields[player]))

    def skip_worker(self) -> None:
        self.scene.try_action(SkipWorker())

    def worker_at(self, player: int, pos) -> int | None:
        """Index of `player`'s worker drawn under `pos`, if any."""
        for index, cell, rect in self.worker_rects(player):
            if rect.collidepoint(pos):
                return index
        return None

    # --- events ---------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        s = self.state
        if event.type == pygame.MOUSEMOTION:
            self.hover_player, self.hover_cell = None, None
            for p, display in self.displays():
                cell = display.cell_at(event.pos)
                if cell is not None and cell in s.fields[p]:
                    self.hover_player, self.hover_cell = p, cell
        if not self.scene.human_turn or self.scene.must_end_turn:  # nothing to pick up: only End turn
            return False
        dd = self.scene.dd
        if s.phase == "worker":
            self.skip.label = self.t("ui.limes.skip")
            if self.skip.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if s.phase == "place" and self.card_rect.collidepoint(event.pos):
                dd.pick(self.card_piece(), event.pos)
                return True
            if s.phase == "worker":
                if self.supply_rect.collidepoint(event.pos) and s.supply(s.current) > 0:
                    dd.pick(self.worker_piece(None), event.pos)
                    return True
                worker = self.worker_at(s.current, event.pos)
                if worker is not None:
                    dd.pick(self.worker_piece(worker), event.pos)
                    return True
        if event.type == pygame.KEYDOWN:
            keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
                    pygame.K_UP, pygame.K_DOWN)
            if s.phase == "place" and event.key in keys:
                dd.pick(self.card_piece(), keyboard=True)
                return True
            if s.phase == "worker":
                if event.key == pygame.K_s:
                    self.skip_worker()
                    return True
                if event.key in keys or event.key == pygame.K_w:
                    if s.supply(s.current) > 0:
                        dd.pick(self.worker_piece(None), keyboard=True)
                        return True
        return False

    # --- drawing ---------------------------------------------------------------------
    def draw(self, surface) -> None:
        s, u = self.state, self.u
        self.draw_hand(surface)
        for p, display in self.displays():
            label = s.players[p]
            if p == self.scene.player:
                label += " · " + self.t("ui.play.turn" if self.scene.is_human(p) else "ui.play.bot_turn")
            colour = theme.player_colour(p)
            text.draw(surface, label, (display.rect.left, display.rect.top - round(6 * u)),
                      round(16 * u) if p == self.focus else round(14 * u), colour, bold=True, anchor="bottomleft")
            highlight = ()
            if self.hover_player == p and self.hover_cell is not None:
                highlight = self.territory_cells(p, self.hover_cell)
            self.draw_display(surface, p, display, highlight, slots=(p == s.current and s.phase == "place"))

    def draw_hand(self, surface) -> None:
        s, u = self.state, self.u
        small = round(14 * u)
        text.draw(surface, self.t("ui.limes.this_round"), (self.card_rect.left, self.card_rect.top - round(4 * u)),
                  small, theme.TEXT_DIM, anchor="bottomleft")
        dd = self.scene.dd
        if not s.is_over():
            held = dd.holding and dd.held.key[0] == "card"
            self.draw_card(surface, s.card, 0, self.card_rect, dim=held or s.phase != "place")
            text.draw(surface, str(s.card), (self.card_rect.right + round(6 * u), self.card_rect.top), small,
                      theme.TEXT, bold=True)
        player = s.current if not s.is_over() else self.focus
        left = s.supply(player)
        text.draw(surface, self.t("ui.limes.supply", n=left), (self.supply_rect.left, self.supply_rect.top - round(4 * u)),
                  small, theme.TEXT_DIM, anchor="bottomleft")
        size = round(40 * u)
        active = s.phase == "worker" and self.scene.human_turn and not self.scene.must_end_turn
        for i in range(WORKERS):
            rect = pygame.Rect(self.supply_rect.left + i * round(46 * u), self.supply_rect.top, size, size)
            if i < left:
                surface.blit(art.worker(theme.player_colour(player), size), rect)
            else:
                pygame.draw.circle(surface, theme.SLOT, rect.center, size // 5, 1)
        if active:
            pygame.draw.rect(surface, theme.ACCENT, self.supply_rect.inflate(8, 8), 2, border_radius=6)
            self.skip.label = self.t("ui.limes.skip")
            self.skip.draw(surface, small)

    def draw_card(self, surface, n: int, rotation: int, rect: pygame.Rect, dim: bool = False) -> None:
        size = rect.width // 2
        for (dr, dc), fld in zip(OFFSETS, self.cards[n].turned(rotation)):
            surface.blit(art.field(fld.terrain, fld.hut, size), (rect.left + dc * size, rect.top + dr * size))
        if dim:
            art.tint(surface, rect, (0, 0, 0), 110)
        pygame.draw.rect(surface, (30, 30, 30), rect, max(1, size // 20))

    def draw_display(self, surface, player: int, display: Display, highlight=(), slots: bool = False) -> None:
        s, f = self.state, display.field
        dd = self.scene.dd
        if slots:  # outline where this round's card may go
            for slot in s.open_positions(player):
                pygame.draw.rect(surface, theme.SLOT, display.card_rect(slot).inflate(-6, -6), 2, border_radius=6)
        for cell, fld in s.fields[player].items():
            surface.blit(art.field(fld.terrain, fld.hut, f), display.field_rect(cell))
        for slot in s.displays[player]:
            pygame.draw.rect(surface, (28, 28, 28), display.card_rect(slot), max(1, f // 24))
        placed = s.placed[player] if s.phase == "worker" and player == s.current else None
        if placed is not None:
            pygame.draw.rect(surface, theme.ACCENT, display.card_rect(placed), max(2, f // 12))
        for cell in highlight:
            rect = display.field_rect(cell)
            art.tint(surface, rect, theme.HIGHLIGHT, 110)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, max(2, f // 16))
        if dd.holding and player == s.current:
            if self.scene.aids:  # learning aid: where the piece in hand may go
                self.draw_legal(surface, display)
            self.draw_ghost(surface, display)
        for index, cell, rect in self.worker_rects(player, display):
            held = dd.holding and dd.held.key == ("worker", index) and player == s.current
            surface.blit(art.worker(theme.player_colour(player), rect.width), rect)
            if held:
                art.tint(surface, rect, (0, 0, 0), 120)

    def worker_rects(self, player: int, display: Display | None = None):
        display = display or self.display_of(player)
        crowd: dict = {}
        out = []
        for index, cell in enumerate(self.state.workers[player]):
            k = crowd.get(cell, 0)
            crowd[cell] = k + 1
            r = display.field_rect(cell)
            size = max(6, round(r.width * 0.55))
            rect = pygame.Rect(r.left + (k % 3) * r.width // 5, r.top + (k // 3) * r.height // 5 + r.height // 8,
                               size, size)
            out.append((index, cell, rect))
        return out

    def draw_legal(self, surface, display: Display) -> None:
        dd = self.scene.dd
        for target in dd.legal_targets():
            if dd.held.key[0] == "card":
                pygame.draw.rect(surface, theme.GOOD, display.card_rect(target).inflate(-8, -8), 3, border_radius=6)
            else:
                pygame.draw.circle(surface, theme.GOOD, display.field_rect(target).center, max(3, display.field // 8))

    def draw_ghost(self, surface, display: Display) -> None:
        dd = self.scene.dd
        piece = dd.held
        colour = theme.BAD if dd.violation else theme.GOOD
        if piece.key[0] == "card":
            if dd.target is not None:
                rect = display.card_rect(dd.target)
                self.draw_card(surface, self.state.card, piece.rotation, rect)
                art.tint(surface, rect, colour, 70)
                pygame.draw.rect(surface, colour, rect, max(3, display.field // 10))
            return
        if dd.target is not None:
            rect = display.field_rect(dd.target)
            art.tint(surface, rect, colour, 90)
            pygame.draw.rect(surface, colour, rect, max(2, display.field // 14))

    def draw_overlay(self, surface) -> None:
        """What floats above everything: the piece under the pointer, its reason, the hover tip."""
        dd, u = self.scene.dd, self.u
        if dd.holding:
            piece = dd.held
            if dd.target is None and not (dd.pos == (0, 0)):
                if piece.key[0] == "card":
                    rect = self.card_rect.copy()
                    rect.center = dd.pos
                    self.draw_card(surface, self.state.card, piece.rotation, rect)
                else:
                    size = round(40 * u)
                    surface.blit(art.worker(theme.player_colour(self.state.current), size),
                                 (dd.pos[0] - size // 2, dd.pos[1] - size // 2))
            if dd.violation is not None:
                sentence = self.t("violation." + dd.violation.code, **dd.violation.params)
                draw_tooltip(surface, [sentence], dd.pos, round(14 * u))
            return
        if self.hover_cell is not None:
            lines = self.hover_lines(self.hover_player, self.hover_cell)
            if lines:
                draw_tooltip(surface, lines, self.scene.pointer, round(14 * u))

    # --- scoring shown while playing -----------------------------------------
    def sheets(self):
        key = len(self.state.log)
        if getattr(self, "_sheets_key", None) != key:
            self._sheets, self._sheets_key = self.state.score_sheets(), key
        return self._sheets

    def territory_cells(self, player: int, cell) -> tuple:
        preview = cell_preview(self.state, player, cell)
        return tuple(preview.cells) if preview else ()

    def hover_lines(self, player: int, cell) -> list[str]:
        s = self.state
        items = self.sheets()[player].items
        lines = []
        for index, where in enumerate(s.workers[player]):
            if where == cell:
                item = items[index]
                lines.append(self.t("ui.limes.worker_tip", text=self.t("score." + item.code, **item.params),
                                    points=item.points))
        if lines:
            lines.append(self.t("ui.limes.provisional"))
        return lines

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        """The players' provisional scores, worker by worker: each line wrapped
        where there is room, one line each where not, the totals alone at the last."""
        u = self.u
        small = round(14 * u)
        line_h, head_h = text.font(small).get_linesize(), round(20 * u)
        width = rect.width - round(40 * u)
        sheets = self.sheets()
        lines = [[self.t("score." + item.code, **item.params) for item in sheet.items] for sheet in sheets]
        title = round(22 * u)
        wrapped = title + sum(head_h + round(6 * u) + sum(text.wrapped_height(line, small, width) for line in ls)
                              for ls in lines)
        compact = title + sum(head_h + round(6 * u) + len(ls) * line_h for ls in lines)
        mode = "wrap" if wrapped <= rect.height else "line" if compact <= rect.height else "totals"
        y = rect.top
        text.draw(surface, self.t("ui.limes.provisional_title"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
        y += title
        for sheet, texts in zip(sheets, lines):
            colour = theme.player_colour(sheet.player)
            text.draw(surface, f"{sheet.name}: {sheet.total}", (rect.left, y), small, colour, bold=True)
            y += head_h
            for item, line in zip(sheet.items, texts) if mode != "totals" else ():
                text.draw(surface, str(item.points), (rect.right, y), small, theme.TEXT, bold=True, anchor="topright")
                box = pygame.Rect(rect.left + round(8 * u), y, width, 0)
                if mode == "wrap":
                    y += text.draw_wrapped(surface, line, box, small, theme.TEXT)
                else:
                    text.draw(surface, text.elide(line, small, width), box.topleft, small, theme.TEXT)
                    y += line_h
            y += round(6 * u)
        return y + round(8 * u)

    def rule_at(self, pos):
        """A field: its terrain, the profession there and how it scores."""
        professions = {"F": "farmer", "L": "fisher", "W": "woodcutter", "T": "watchman"}
        for player, display in self.displays():
            cell = display.cell_at(pos)
            field = self.state.fields[player].get(cell) if cell is not None else None
            if field is not None:
                title = self.t(f"limes.terrain.{field.terrain}")
                body = "\n".join(x for x in (self.rule_point(f"limes.{professions[field.terrain]}"),
                                              self.rule_point("territory"),
                                              self.rule_point("watchman.block") if field.terrain == "T" else "") if x)
                return title, body
        if self.card_rect.collidepoint(pos):
            return self.t("ui.limes.this_round"), "\n".join(
                (self.rule_point("round.same_card"), self.rule_point("place.edge"), self.rule_point("place.rotate")))
        return None

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        kind, player = target["kind"], target.get("player", 0)
        if kind == "hand":
            return [self.card_rect]
        if kind == "supply":
            return [self.supply_rect]
        if kind == "skip":
            return [self.skip.rect]
        if kind == "display":
            return [self.display_of(player).rect]
        if kind == "slot":
            return [self.display_of(player).card_rect(tuple(target["at"]))]
        if kind == "cells":
            display = self.display_of(player)
            return [display.field_rect(tuple(cell)) for cell in target["at"]]
        return []

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One display fitted into `rect`, with `highlight` cells lit (results)."""
        display = Display(rect, self.state.displays[player])
        draw_panel(surface, display.rect.inflate(12, 12), theme.PANEL, None)
        self.draw_display(surface, player, display, highlight)


VIEW = LimesView  # found by gui.views.make_view
