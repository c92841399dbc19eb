"""The Rome table: the screen player's hex landscape large, the other
landscapes as thumbnails on the left (a click enlarges one), the tray at the
bottom (split, offers, hand, elephants, missions), the market above (advanced)."""
from __future__ import annotations

import pygame

from games.rome import DIRECTIONS, PlaceBuilding, PlaceElephant, PlaceTile, Survey, Tile
from games.rome.rules import SECRET
from games.rome.scoring import mission_item

from .. import draw_rome as art
from .. import text, theme
from ..dragdrop import Piece
from ..geometry import HexBoard
from ..widgets import draw_panel, draw_tooltip
from .base import GameView
from .rome_market import MarketRow
from .rome_trays import Trays


def fit(area: pygame.Rect, cells, margin: int, cap: float) -> HexBoard:
    """A hex board showing `cells` inside `area`, its hexes no larger than `cap`."""
    board = HexBoard.fitted(area, cells, margin)
    if board.size <= cap:
        return board
    unit = HexBoard((0.0, 0.0), 1.0)
    xs, ys = zip(*(unit.centre(c) for c in (list(cells) or [(0, 0)])))
    mid = ((max(xs) + min(xs)) / 2 * cap, (max(ys) + min(ys)) / 2 * cap)
    return HexBoard((area.centerx - mid[0], area.centery - mid[1]), cap)


class RomeView(GameView):
    private = True  # the split, the choice and the kept mission are secret until revealed

    def __init__(self, scene):
        super().__init__(scene)
        humans = [i for i in range(len(self.state.players)) if scene.is_human(i)]
        self._focus = humans[0] if humans else 0
        self.enlarged: int | None = None   # another player's landscape shown large until the next action
        self.hover = None                  # ("land", player, cell) or ("segment", index)
        self.report: list[str] = []        # what the last reveal showed
        self.land_rect = self.strip = self.tray_rect = self.market_rect = pygame.Rect(0, 0, 0, 0)
        self.thumbs: list[tuple[pygame.Rect, int]] = []
        self._boards: dict = {}
        self._sheets_key = self._hidden_key = self._gain_key = None
        self.trays = Trays(self)
        self.market = MarketRow(self)

    # --- whose screen ------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        """Whose things the screen shows: the human who has it, else the last human seat."""
        player = self.scene.player
        if player is not None and self.scene.is_human(player):
            self._focus = player
        return self._focus

    @property
    def acting(self) -> int | None:
        """The human at the screen who may act now, or None."""
        return self.scene.player if self.scene.human_turn else None

    @property
    def shown(self) -> int:
        return self.enlarged if self.enlarged is not None else self.viewer

    def name(self, kind: str, key) -> str:
        return self.t(f"rome.{kind}.{key}")

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        u = self.u
        pad = round(10 * u)
        tray_h = round(182 * u)
        self.tray_rect = pygame.Rect(rect.left + pad, rect.bottom - pad - tray_h, rect.width - 2 * pad, tray_h)
        top = rect.top + pad
        strip_w = round(150 * u) if len(self.state.players) > 1 else 0
        self.strip = pygame.Rect(rect.left + pad, top, strip_w, self.tray_rect.top - pad - top)
        x = self.strip.right + pad
        if self.state.advanced:
            self.market_rect = pygame.Rect(x, top, rect.right - pad - x, round(118 * u))
            top = self.market_rect.bottom + pad
        label = round(24 * u)
        self.land_rect = pygame.Rect(x, top + label, rect.right - pad - x, self.tray_rect.top - pad - top - label)
        self.trays.layout(self.tray_rect)
        self.market.layout(self.market_rect)
        self._boards = {}

    @property
    def toast_centre(self):
        return (self.land_rect.centerx, self.land_rect.bottom - round(24 * self.u))

    def board(self, player: int, area: pygame.Rect, margin: int, cap: float) -> HexBoard:
        """The fitted board of a landscape, cached until it changes."""
        land = self.state.landscapes[player]
        key = (player, tuple(area), margin, id(land), len(land))
        if key not in self._boards:
            if len(self._boards) > 64:
                self._boards = {}
            self._boards[key] = fit(area, list(land), margin, cap)
        return self._boards[key]

    def main_board(self) -> HexBoard:
        player = self.shown
        hand = self.state.hands[player]
        margin = 2 if any(piece.double for piece in hand) and player == self.viewer else 1
        return self.board(player, self.land_rect, margin, 46 * self.u)

    def land_cell(self, pos):
        """The cell of the acting player's landscape under `pos` (drag target), or None."""
        if self.acting is None or self.shown != self.acting or not self.land_rect.collidepoint(pos):
            return None
        return self.main_board().cell_at(pos)

    # --- texts ---------------------------------------------------------------------------
    def round_text(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.rome.over")
        phase = self.name("phase", s.phase)
        if s.round == 0:
            return self.t("ui.rome.setup_round", phase=phase)
        return self.t("ui.rome.round", round=s.round, rounds=s.data.rounds, phase=phase)

    def objective(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.rome.over")
        p = self.acting
        if p is None:
            return self.t("ui.play.waiting", name=s.players[self.scene.player])
        phase = s.phase
        if phase == "divide":
            return self.t("ui.rome.goal_divide")
        if phase == "choose":
            return self.t("ui.rome.goal_choose", name=s.players[s.giver(p)])
        if phase == "elephant":
            free = s.free_tiles(p) if s.elephant_supply(p) else []
            return self.t("ui.rome.goal_elephant" if free else "ui.rome.goal_no_elephant")
        if phase == "mission":
            return self.t("ui.rome.goal_mission")
        if phase == "market" and s.taken[p] is None:
            return self.t("ui.rome.goal_market")
        if s.bonus_building[p] and s.bonus_cells[p]:
            return self.t("ui.rome.goal_building", building=self.name("building", s.bonus_building[p]))
        return self.t("ui.rome.goal_add")

    def hidden_entries(self) -> set[int]:
        """The log entries of this secret step that the screen's player may not read yet."""
        s = self.state
        key = (len(s.log), s.phase, s.phase_start, self.viewer)
        if key != self._hidden_key:
            self._hidden_key = key
            self._hidden = ({id(entry) for p, entry in s.log[s.phase_start:] if p != self.viewer}
                            if s.phase in SECRET else set())
        return self._hidden

    def describe(self, player: int, action: dict) -> str:
        s, kind = self.state, action.get("kind")
        secret = id(action) in self.hidden_entries()
        if kind == "divide":
            return self.t("ui.rome.log_divide")
        if kind == "choose":
            return self.t("ui.rome.log_chose") if secret else \
                self.t("ui.rome.log_choose", lot=self.name("lot", action["lot"]))
        if kind == "keep_mission":
            if secret:
                return self.t("ui.rome.log_kept")
            return self.t("ui.rome.log_keep", id=action["mission"], title=self.name("mission", action["mission"]))
        if kind == "take_segment":
            bonus = s.data.market[action["segment"]]
            return self.t("ui.rome.log_segment", segment=action["segment"] + 1, bonus=self.name("market", bonus))
        if kind == "skip_elephant":
            return self.t("ui.rome.log_no_elephant")
        tile = s.landscapes[player].get((action.get("q"), action.get("r")))
        terrain = self.name("terrain", tile.terrain) if tile else "?"
        if kind == "place_elephant":
            return self.t("ui.rome.log_elephant", terrain=terrain)
        if kind == "place_building":
            return self.t("ui.rome.log_building", building=self.name("building", tile.building if tile else "X"),
                          terrain=terrain)
        second = self.second_half(player, action)
        if second is not None:
            return self.t("ui.rome.log_double", terrain=terrain, other=self.name("terrain", second.terrain))
        if tile is not None and tile.building:
            return self.t("ui.rome.log_tile_building", terrain=terrain,
                          building=self.name("building", tile.building))
        return self.t("ui.rome.log_tile", terrain=terrain)

    def second_half(self, player: int, action: dict) -> Tile | None:
        """The other half of a double tile placed by `action` (market tiles, laid together), or None."""
        land = self.state.landscapes[player]
        q, r, turn = action.get("q"), action.get("r"), action.get("turn", 0)
        dq, dr = DIRECTIONS[turn % 6]
        cells = list(land)
        if (q, r) not in land or land[(q, r)].origin is not None:
            return None
        i = cells.index((q, r))
        if i + 1 < len(cells) and cells[i + 1] == (q + dq, r + dr):
            return land[cells[i + 1]]
        return None

    # --- pieces to drag ---------------------------------------------------------------------
    def hand_piece(self, index: int) -> Piece:
        """A tile or double tile of the acting player's hand; doubles turn in six directions."""
        s, p = self.state, self.acting
        piece = s.hands[p][index]
        start = next(iter(s.placements(p, piece)), ((0, 0), 0))[0]
        return Piece(key=("tile", index), snap=self.land_cell, rotations=6 if piece.double else 1,
                     action=lambda cell, rot, _m: PlaceTile(index, cell[0], cell[1], rot if piece.double else 0),
                     start=start, move=lambda cell, step: (cell[0] + step[0], cell[1] + step[1]),
                     data={"piece": piece})

    def elephant_piece(self) -> Piece:
        free = self.state.free_tiles(self.acting)
        return Piece(key=("elephant",), snap=self.land_cell, action=lambda cell, _r, _m: PlaceElephant(*cell),
                     start=free[0] if free else (0, 0), move=lambda cell, step: (cell[0] + step[0], cell[1] + step[1]))

    def building_piece(self) -> Piece:
        cells = self.state.bonus_cells[self.acting]
        return Piece(key=("building",), snap=self.land_cell, action=lambda cell, _r, _m: PlaceBuilding(*cell),
                     start=cells[0], move=lambda cell, step: (cell[0] + step[0], cell[1] + step[1]))

    def gain(self) -> int | None:
        """The building points the held tile adds where it is (green ghost only), cached per target."""
        dd = self.scene.dd
        if not dd.holding or dd.held.key[0] != "tile" or dd.target is None or dd.violation is not None:
            return None
        key = (len(self.state.log), dd.held.key, dd.target, dd.held.rotation)
        if key != self._gain_key:
            p, piece = self.acting, dd.held.data["piece"]
            land = dict(self.state.landscapes[p])
            land.update(zip(piece.cells(*dd.target, dd.held.rotation if piece.double else 0), piece.tiles))
            self._gain = Survey(land).building_total() - self.state.survey(p).building_total()
            self._gain_key = key
        return self._gain

    # --- events --------------------------------------------------------------------------------
    def on_action(self, player) -> None:
        s = self.state
        self.enlarged = None
        if not s.log:
            return
        kind = s.log[-1][1]["kind"]
        if kind == "choose" and s.phase != "choose":
            self.report = [self.t("ui.rome.took", name=s.players[offer.receiver], maker=s.players[offer.maker],
                                  lot=self.name("lot", s.choices[offer.receiver])) for offer in s.offers]
            self.scene.toast.show(self.t("ui.rome.choices_revealed"), theme.ACCENT, 2.5)
        elif kind == "divide" and s.phase == "choose":
            self.report = []
            self.scene.toast.show(self.t("ui.rome.offers_revealed"), theme.ACCENT, 2.5)
        elif kind == "keep_mission" and s.phase != "mission":
            self.report = [self.t("ui.rome.kept", name=name, id=s.missions[p][-1], coins=s.coins[p])
                           for p, name in enumerate(s.players) if s.missions[p]]

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.thing_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, player in self.thumbs:
                if rect.collidepoint(event.pos):
                    self.enlarged = None if self.enlarged == player else player
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.enlarged is not None:
            self.enlarged = None
            return True
        if self.trays.handle_event(event) or self.market.handle_event(event):
            return True
        p = self.acting
        if p is None or self.shown != p:
            return False
        s = self.state
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.land_rect.collidepoint(event.pos):
            cell = self.main_board().cell_at(event.pos)
            if s.phase == "elephant" and cell in s.landscapes[p]:
                self.scene.try_action(PlaceElephant(*cell))
                return True
            if s.phase == "market" and s.bonus_cells[p] and cell in s.bonus_cells[p]:
                self.scene.try_action(PlaceBuilding(*cell))
                return True
        return False

    def thing_at(self, pos):
        board = self.main_board()
        if self.land_rect.collidepoint(pos):
            cell = board.cell_at(pos)
            if cell in self.state.landscapes[self.shown]:
                return ("land", self.shown, cell)
        segment = self.market.segment_at(pos)
        return ("segment", segment) if segment is not None else None

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        s, u = self.state, self.u
        player = self.shown
        if player == self.viewer:
            label = self.t("ui.rome.your_landscape", name=s.players[player])
        else:
            label = self.t("ui.rome.landscape_of", name=s.players[player])
        text.draw(surface, label, (self.land_rect.left, self.land_rect.top - round(4 * u)), round(16 * u),
                  theme.PLAYER_COLOURS[player], bold=True, anchor="bottomleft")
        board = self.main_board()
        lit = self.lit_cells()
        surface.set_clip(self.land_rect.inflate(round(8 * u), round(8 * u)))
        if player == self.acting:
            self.draw_open_cells(surface, board)
        self.draw_landscape(surface, player, board, lit)
        if player == self.acting:
            self.draw_ghost(surface, board)
        surface.set_clip(None)
        self.draw_strip(surface)
        self.market.draw(surface)
        self.trays.draw(surface)

    def lit_cells(self) -> tuple:
        """The hovered tile's area, or the areas its building scores."""
        if not self.hover or self.hover[0] != "land" or self.scene.dd.holding:
            return ()
        _, player, cell = self.hover
        survey = self.state.survey(player)
        for score in survey.building_scores():
            if score.cell == cell:
                return score.cells
        return tuple(survey.index[cell].cells)

    def draw_open_cells(self, surface, board: HexBoard) -> None:
        """Outline where the hand's tiles may go, or the halves a market building may go on."""
        s, p = self.state, self.acting
        if s.phase == "market" and s.bonus_cells[p]:
            for cell in s.bonus_cells[p]:
                art.blit_centred(surface, art.hex_overlay(round(board.size), theme.ACCENT, 60, 3), board.centre(cell))
            return
        if not s.hands[p] or (s.phase == "market" and s.taken[p] is None):
            return
        for cell in s.open_cells(p):
            board.draw(surface, cell, None, theme.SLOT, max(1, round(board.size / 16)), shrink=0.08)

    def draw_landscape(self, surface, player: int, board: HexBoard, lit=(), small: bool = False) -> None:
        """Tiles, buildings and elephants of one landscape; `lit` cells outlined (area, score item)."""
        s = self.state
        size = max(3, round(board.size))
        for cell, tile in s.landscapes[player].items():
            centre = board.centre(cell)
            art.blit_centred(surface, art.tile(tile.terrain, size + 1), centre)
            if tile.building and size >= 6:
                art.blit_centred(surface, art.building(tile.building, max(3, round(size * 0.55))), centre)
        for cell in s.elephants[player]:
            x, y = board.centre(cell)
            if size >= 10:
                width = round(size * 0.95)
                art.blit_centred(surface, art.elephant(width), (x, y + size * 0.05))
            else:
                pygame.draw.circle(surface, (156, 156, 166), (x, y), max(2, size // 2))
        if lit:
            edge = max(2, size // 9)
            for cell in lit:
                art.blit_centred(surface, art.hex_overlay(size, theme.HIGHLIGHT, 70, edge), board.centre(cell))
            if lit[0] in s.landscapes[player] and s.landscapes[player][lit[0]].building:
                board.draw(surface, lit[0], None, theme.ACCENT, max(3, size // 6))

    def draw_ghost(self, surface, board: HexBoard) -> None:
        dd = self.scene.dd
        if not dd.holding or dd.target is None or dd.held.key[0] not in ("tile", "elephant", "building"):
            return
        colour = theme.BAD if dd.violation else theme.GOOD
        size = round(board.size)
        kind = dd.held.key[0]
        if kind == "tile":
            piece = dd.held.data["piece"]
            cells = piece.cells(*dd.target, dd.held.rotation if piece.double else 0)
            for cell, tile in zip(cells, piece.tiles):
                art.blit_centred(surface, art.tile(tile.terrain, size), board.centre(cell))
                if tile.building:
                    art.blit_centred(surface, art.building(tile.building, round(size * 0.55)), board.centre(cell))
        else:
            cells = (dd.target,)
            image = art.elephant(round(size * 0.95)) if kind == "elephant" else \
                art.building(self.state.bonus_building[self.acting], round(size * 0.55))
            art.blit_centred(surface, image, board.centre(dd.target))
        for cell in cells:
            art.blit_centred(surface, art.hex_overlay(size, colour, 80, max(3, size // 8)), board.centre(cell))

    def draw_strip(self, surface) -> None:
        """The other landscapes as thumbnails; a click enlarges one."""
        s, u = self.state, self.u
        others = [p for p in range(len(s.players)) if p != self.viewer]
        self.thumbs = []
        if not others:
            return
        gap = round(8 * u)
        height = min(round(210 * u), (self.strip.height - gap * (len(others) - 1)) // len(others))
        small = round(13 * u)
        for i, p in enumerate(others):
            rect = pygame.Rect(self.strip.left, self.strip.top + i * (height + gap), self.strip.width, height)
            self.thumbs.append((rect, p))
            edge = theme.ACCENT if p == self.enlarged else theme.PANEL_EDGE
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.4), edge, radius=6,
                       width=2 if p == self.enlarged else 1)
            colour = theme.PLAYER_COLOURS[p]
            text.draw(surface, s.players[p], (rect.left + round(6 * u), rect.top + round(4 * u)), small, colour,
                      bold=True)
            art.blit_centred(surface, art.gem(round(14 * u)), (rect.right - round(26 * u), rect.top + round(12 * u)))
            text.draw(surface, str(s.gems[p]), (rect.right - round(6 * u), rect.top + round(4 * u)), small,
                      theme.TEXT, anchor="topright")
            area = pygame.Rect(rect.left + 4, rect.top + round(22 * u), rect.width - 8, rect.height - round(26 * u))
            if area.height > 8:
                self.draw_landscape(surface, p, self.board(p, area, 0, 16 * u), small=True)

    def draw_overlay(self, surface) -> None:
        """The held thing under the pointer, the rule's sentence when red, the hover tip."""
        dd, u = self.scene.dd, self.u
        size = round(14 * u)
        if dd.holding:
            self.trays.draw_held(surface)
            lines = []
            if dd.violation is not None:
                lines = [self.t("violation." + dd.violation.code, **dd.violation.params)]
            elif self.gain() is not None:
                lines = [self.t("ui.rome.tip_gain", points=self.gain())]
            draw_tooltip(surface, lines, dd.pos, size)
            return
        if self.hover is not None:
            draw_tooltip(surface, self.hover_lines(), self.scene.pointer, size)

    def hover_lines(self) -> list[str]:
        s = self.state
        if self.hover[0] == "segment":
            return self.market.lines(self.hover[1])
        _, player, cell = self.hover
        if cell not in s.landscapes[player]:
            return []
        tile, survey = s.landscapes[player][cell], s.survey(player)
        lines = [self.t("ui.rome.tip_area", terrain=self.name("terrain", tile.terrain),
                        size=len(survey.index[cell]))]
        for score in survey.building_scores():
            if score.cell == cell:
                key = "ui.rome.tip_fortress" if score.building == "X" else "ui.rome.tip_building"
                lines.append(self.t(key, building=self.name("building", score.building), points=score.points,
                                    areas=len(score.areas), colour=self.name("terrain", score.colour)))
        if cell in s.elephants[player]:
            lines.append(self.t("ui.rome.tip_elephant"))
        elif (s.phase == "elephant" and player == self.acting and cell in s.free_tiles(player)
              and s.elephant_supply(player)):
            lines.append(self.t("ui.rome.tip_draws", n=s.mission_draws(player, cell)))
        return lines

    # --- the side panel --------------------------------------------------------------------------
    def sheets(self):
        key = (len(self.state.log), self.state.phase)
        if key != self._sheets_key:
            self._sheets, self._sheets_key = self.state.score_sheets(), key
        return self._sheets

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        """Each player's gems, coins and points so far; the screen player's missions; the last reveal."""
        s, u = self.state, self.u
        small = round(13 * u)
        line = round(19 * u)
        y = rect.top
        text.draw(surface, self.t("ui.rome.table"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
        y += round(20 * u)
        actors = s.actors()
        for p, sheet in enumerate(self.sheets()):
            colour = theme.PLAYER_COLOURS[p]
            mark = "  ·" if p in actors else "  ✓" if s.phase not in ("market", "over") else ""
            text.draw(surface, s.players[p] + mark, (rect.left, y), small, colour, bold=True)
            x = rect.right
            if s.advanced:
                text.draw(surface, str(s.coins[p]), (x, y), small, theme.TEXT, anchor="topright")
                x -= round(26 * u)
                art.coin(surface, (x + round(8 * u), y + round(8 * u)), round(6 * u))
                x -= round(10 * u)
            r = text.draw(surface, str(s.gems[p]), (x, y), small, theme.TEXT, anchor="topright")
            art.blit_centred(surface, art.gem(round(13 * u)), (r.left - round(9 * u), r.centery))
            y += line
            text.draw(surface, self.t("ui.rome.points_so_far", points=sheet.total), (rect.left + round(10 * u), y),
                      small, theme.TEXT_DIM)
            y += line
        if s.advanced and s.missions[self.viewer]:
            y += round(4 * u)
            text.draw(surface, self.t("ui.rome.your_missions"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            survey, gems = s.survey(self.viewer), s.gems[self.viewer]
            for m in s.missions[self.viewer]:
                points = mission_item(s.data, survey, gems, m).points
                label = f"#{m} {self.name('mission', m)}"
                text.draw(surface, label, (rect.left + round(10 * u), y), small, theme.TEXT)
                text.draw(surface, str(points), (rect.right, y), small, theme.TEXT, bold=True, anchor="topright")
                y += line
        if self.report:
            y += round(4 * u)
            text.draw(surface, self.t("ui.rome.revealed"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            for sentence in self.report:
                y += text.draw_wrapped(surface, sentence, pygame.Rect(rect.left, y, rect.width, 0), small, theme.TEXT)
        return y + round(10 * u)

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """One landscape fitted into `rect` (results), the score item's cells lit."""
        draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.5), theme.PANEL_EDGE)
        board = fit(rect.inflate(-round(16 * self.u), -round(16 * self.u)), list(self.state.landscapes[player]), 0,
                    60 * self.u)
        self.draw_landscape(surface, player, board, tuple(highlight))
