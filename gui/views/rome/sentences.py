"""The Rome view's words: the round, what to do, the turn log (secret steps
hidden until revealed), the hover tips and the side panel."""
from __future__ import annotations

import pygame

from ...engine import rome
from ... import text, theme
from ..base import AREAS
from . import art
from .market import cap


# The sentence of each decision the engine publishes (tests/views/test_gui_rome.py: every one exists).
DECISION_TEXTS = {kind: f"ui.rome.decision.{kind}" for kind in (
    "divide", "choose", "place_tile", "place_building", "take_segment", "place_elephant", "skip_elephant",
    "keep_mission")}


class RomeSentences:
    """Everything the Rome view says, a part of it: the round and what to do, the log's
    lines, the hover tips and rule texts, the side panel's lists (the view's state,
    layout and table)."""

    def __init__(self, view):
        self.view = view
        self._sheets = self._sheets_of = None   # the state shown whose sheets are kept, and they

    # --- texts ---------------------------------------------------------------------------
    def round_text(self) -> str:
        s = self.view.state
        if s.is_over():
            return self.view.t("ui.rome.over")
        phase = self.view.name("phase", s.phase)
        if s.round == 0:
            return self.view.t("ui.rome.setup_round", phase=phase)
        return self.view.t("ui.rome.round", round=s.round, rounds=s.data.rounds, phase=phase)

    def objective(self) -> str:
        """What the engine's decision asks of the human at the screen, in words."""
        s, d = self.view.state, self.view.decision
        if s.is_over():
            return self.view.t("ui.rome.over")
        if d is None:
            return self.view.waiting(self.view.table.player)
        if d.kind == "end_turn":
            return self.view.t("ui.play.end_turn_hint")
        params = dict(d.params)
        if d.kind == "choose":
            params["name"] = s.players[d.param("maker")]
        elif d.kind == "divide":
            params["name"] = s.players[d.param("receiver")]
        elif d.kind == "place_building":
            params["building"] = self.view.name("building", d.hand[0])
        return self.view.t(DECISION_TEXTS[d.kind], **params)

    def describe(self, player: int, action: dict) -> str:
        """A move as the turn log says it; a placed piece also says where it lies in
        its landscape (against the landscape's middle, as the screen shows it)."""
        words = self.sentence(player, action)
        if action.get("kind") in ("place_tile", "place_elephant", "place_building") and "q" in action:
            where = self.where(player, (action["q"], action["r"]))
            return f"{words}, {where}" if where else words
        return words

    def where(self, player: int, cell) -> str:
        """Where `cell` lies in `player`'s landscape: one of eight sides of its middle, or the middle."""
        cells = list(self.view.state.landscapes[player]) or [cell]
        point = lambda c: (3 ** 0.5 * (c[0] + c[1] / 2), 1.5 * c[1])   # noqa: E731 (pointy-top hexes)
        mx = sum(point(c)[0] for c in cells) / len(cells)
        my = sum(point(c)[1] for c in cells) / len(cells)
        x, y = point(cell)
        dx, dy = x - mx, y - my
        if dx * dx + dy * dy < 1.0 or len(cells) < 2:
            return self.view.t(AREAS[1][1])
        column = 0 if dx < -abs(dy) / 2 else 2 if dx > abs(dy) / 2 else 1
        row = 0 if dy < -abs(dx) / 2 else 2 if dy > abs(dx) / 2 else 1
        return self.view.t(AREAS[row][column])

    def sentence(self, player: int, action: dict) -> str:
        s, kind = self.view.state, action.get("kind")
        secret = len(action) == 1  # the engine's view keeps only the kind of a choice not yet revealed
        if kind == "end_turn":
            return self.view.t("ui.play.end_turn")
        if kind == "divide":
            return self.view.t("ui.rome.log_divide")
        if kind == "choose":
            return self.view.t("ui.rome.log_chose") if secret else \
                self.view.t("ui.rome.log_choose", lot=self.view.name("lot", action["lot"]))
        if kind == "keep_mission":
            if secret:
                return self.view.t("ui.rome.log_kept")
            return self.view.t("ui.rome.log_keep", id=action["mission"], title=self.view.name("mission", action["mission"]))
        if kind == "take_segment":
            bonus = s.data.market[action["segment"]]
            return self.view.t("ui.rome.log_segment", segment=action["segment"] + 1, bonus=self.view.name("market", bonus))
        if kind == "skip_elephant":
            return self.view.t("ui.rome.log_no_elephant")
        tile = s.landscapes[player].get((action.get("q"), action.get("r")))
        if tile is None and kind == "place_tile":   # a move not made yet (a tutorial's hint): the hand's piece
            return self.describe_piece(player, action)
        terrain = self.view.name("terrain", tile.terrain) if tile else "?"
        if kind == "place_elephant":
            return self.view.t("ui.rome.log_elephant", terrain=terrain)
        if kind == "place_building":
            building = (tile.building if tile else None) or s.bonus_building[player]
            if building is None:
                return self.view.t("ui.rome.log_tile", terrain=terrain)
            return self.view.t("ui.rome.log_building", building=self.view.name("building", building), terrain=terrain)
        second = self.second_half(player, action)
        if second is not None:
            return self.view.t("ui.rome.log_double", terrain=terrain, other=self.view.name("terrain", second.terrain))
        if tile is not None and tile.building:
            return self.view.t("ui.rome.log_tile_building", terrain=terrain,
                          building=self.view.name("building", tile.building))
        return self.view.t("ui.rome.log_tile", terrain=terrain)

    def expected_move(self, action: dict) -> str:
        """A tutorial's hint: the move it asks for and where it goes (the step marks the place)."""
        kind = action.get("kind")
        if kind == "place_tile":
            piece = self.describe_piece(0, action)
            turn = action.get("turn", 0)
            if turn:
                return self.view.t("ui.rome.expect_double", piece=piece, n=turn)
            return self.view.t("ui.rome.expect_tile", piece=piece)
        if kind == "divide":
            small = action.get("small", [])
            if not small:
                return self.view.t("ui.rome.expect_all")
            tiles = ", ".join(str(i + 1) for i in small)
            return self.view.t("ui.rome.expect_divide", tiles=tiles, n=len(small))
        if kind == "place_elephant":
            return self.view.t("ui.rome.expect_elephant")
        if kind == "place_building":
            return self.view.t("ui.rome.expect_building")
        return self.describe(0, action)

    def describe_piece(self, player: int, action: dict) -> str:
        """A tile placement before it is made: the hand's piece it would place."""
        hand, index = self.view.state.hands[player], action.get("tile")
        if not isinstance(index, int) or not 0 <= index < len(hand):
            return self.view.t("ui.rome.log_tile", terrain="?")
        tiles = hand[index].tiles
        terrain = self.view.name("terrain", tiles[0].terrain)
        if len(tiles) == 2:
            return self.view.t("ui.rome.log_double", terrain=terrain, other=self.view.name("terrain", tiles[1].terrain))
        if tiles[0].building:
            return self.view.t("ui.rome.log_tile_building", terrain=terrain,
                          building=self.view.name("building", tiles[0].building))
        return self.view.t("ui.rome.log_tile", terrain=terrain)

    def second_half(self, player: int, action: dict) -> rome.Tile | None:
        """The other half of a double tile placed by `action` (market tiles, laid together), or None."""
        land = self.view.state.landscapes[player]
        first, second = rome.double_cells(action.get("q"), action.get("r"), action.get("turn", 0))
        cells = list(land)
        if first not in land or land[first].origin is not None:
            return None
        i = cells.index(first)
        if i + 1 < len(cells) and cells[i + 1] == second:
            return land[second]
        return None

    def tile_lines(self, tile) -> list[str]:
        """A tile in a tray: its terrain and building, and how the building scores."""
        terrain = self.view.name("terrain", tile.terrain)
        if not tile.building:
            return [cap(terrain)]
        building = self.view.name("building", tile.building)
        return [self.view.t("ui.rome.tip_tile", terrain=cap(terrain), building=building), self.rule_of(tile)]

    def rule_of(self, tile) -> str:
        if tile.fortress:
            return self.view.t("ui.rome.rule_fortress")
        return self.view.t("ui.rome.rule_building", building=cap(self.view.name("building", tile.building)),
                      terrain=self.view.name("terrain", tile.building))

    def rule_codes(self, item) -> tuple[str, ...]:
        """A fortress that several colours score most also says why it took its colour:
        its owner's missions, or the order yellow, purple, green, white, red."""
        tie = item.params.get("tie")
        return (item.code, f"rome.fortress.tie.{tie}") if tie else (item.code,)

    def tip_width(self) -> int:
        """How wide a hover tip may run before it wraps."""
        return round(340 * self.view.u)

    def hover_lines(self) -> list[str]:
        """The hover tip, each sentence wrapped to the tip's width."""
        size = round(14 * self.view.u)
        return [line for sentence in self.hover_sentences()
                for line in text.wrap(sentence, size, self.tip_width())]

    def hover_sentences(self) -> list[str]:
        s, kind = self.view.state, self.view.hover[0]
        if kind == "segment":
            return self.view.market.lines(self.view.hover[1])
        if kind == "tile":
            return self.tile_lines(self.view.hover[1])
        if kind == "seat":
            return [self.seat_tip(self.view.hover[1])]
        if kind == "thumb":
            return self.thumb_tip(self.view.hover[1])
        if kind == "mission":   # a kept mission: what it asks, and what it scores now
            m, mission = self.view.hover[1], s.data.missions[self.view.hover[1]]
            points = self.mission_points(self.view.table.seat, m)
            return [f"#{m} {self.view.name('mission', m)}", mission.text.get(self.view.table.language, mission.text["en"]),
                    self.view.t("ui.rome.points_so_far", points=points)]
        _, player, cell = self.view.hover
        if cell not in s.landscapes[player]:
            return []
        tile, survey = s.landscapes[player][cell], s.scored_survey(player)   # a fortress as the sheet counts it
        lines = [self.view.t("ui.rome.tip_area", terrain=cap(self.view.name("terrain", tile.terrain)),
                        size=len(survey.index[cell]))]
        for score in survey.building_scores():
            if score.cell == cell:
                key = "ui.rome.tip_fortress" if score.fortress else "ui.rome.tip_building"
                lines.append(self.view.t(key, building=cap(self.view.name("building", score.building)), points=score.points,
                                    areas=len(score.areas), colour=self.view.name("terrain", score.colour)))
        if cell in s.elephants[player]:
            lines.append(self.view.t("ui.rome.tip_elephant"))
        elephant = self.view.doing("place_elephant") if player == self.view.acting else None
        draws = dict(elephant.param("free")) if elephant is not None else {}
        if cell in draws:
            lines.append(self.view.t("ui.rome.tip_draws", n=draws[cell]))
        return lines

    def seat_mark(self, player: int) -> str:
        """Beside a name in the side panel: "…" still acting in this step, "✓" done with it."""
        s = self.view.state
        if player in s.actors():
            return "…"
        if player in s.still_to_draw():   # draws after the seats before
            return ""
        return "✓" if s.phase not in ("market", "over") else ""

    def seat_tip(self, player: int) -> str:
        """What the mark beside a name means."""
        mark, name = self.seat_mark(player), self.view.state.players[player]
        if mark == "…":
            return self.view.t("ui.rome.tip_acting", name=name)
        if mark == "✓":
            return self.view.t("ui.rome.tip_done", name=name)
        if player in self.view.state.still_to_draw():
            return self.view.t("ui.rome.tip_to_draw", name=name)
        return self.view.t("ui.rome.tip_seat", name=name)

    def thumb_tip(self, player: int) -> list[str]:
        """A thumbnail: whose landscape, and what they hold face down."""
        s = self.view.state
        lines = [self.view.t("ui.rome.tip_thumb", name=s.players[player])]
        tiles, cards = self.view.land.hidden_of(player)
        if tiles:
            lines.append(self.view.t("ui.rome.tip_hidden_row", n=tiles))
        if cards:   # once the seat has done its part (✓), it has kept one of them
            kept = self.seat_mark(player) == "✓"
            lines.append(self.view.t("ui.rome.tip_kept_missions" if kept else "ui.rome.tip_hidden_missions", n=cards))
        return lines

    # --- a right click: the rule of what is under the pointer ---------------------------------
    def rule_at(self, pos):
        """A right click: a tile (its building's or its area's rule), a mission card, a market
        segment, or the part of the tray the current step uses, with the rules reference's points."""
        s, point = self.view.state, self.view.rule_point
        mission = self.view.trays.mission_at(pos)
        if mission is not None:
            m = s.data.missions[mission]
            return (f"#{mission} {self.view.name('mission', mission)}",
                    _lines(m.text.get(self.view.table.language, m.text["en"]), point("mission.keep"),
                           point("mission.coin")))
        thing = self.view.thing_at(pos)
        if thing is not None and thing[0] == "segment":
            return (self.view.name("market", s.data.market[thing[1]]),
                    _lines(*self.view.market.lines(thing[1], hint=False), point("market.place")))
        if thing is not None and thing[0] in ("land", "tile"):
            if thing[0] == "tile":
                tile, elephant = thing[1], False
            else:
                tile, elephant = s.landscapes[thing[1]][thing[2]], thing[2] in s.elephants[thing[1]]
            return self.tile_rule(tile, elephant, thing[0] == "tile")
        return self.tray_rule(pos)

    def tile_rule(self, tile, elephant: bool, in_tray: bool) -> tuple[str, str]:
        point = self.view.rule_point
        lines = self.tile_lines(tile)
        if tile.fortress:
            body = [point("rome.fortress")]
        elif tile.building:
            body = [lines[1], point("building.shared")]
        else:
            body = [point("area")]
        if in_tray:
            d = self.view.doing("place_tile")
            hand = d.hand if d is not None else ()
            body.append(point("market.double") if any(p.double and tile in p.tiles for p in hand)
                        else point("add.touch"))
        if elephant:
            body.append(point("elephant"))
        return lines[0], _lines(*body)

    def tray_rule(self, pos) -> tuple[str, str] | None:
        """The rule of the step the tray shows, for a right click on its parts."""
        point, mode, trays = self.view.rule_point, self.view.trays.mode(), self.view.trays
        if mode == "divide" and any(r.collidepoint(pos) for r in trays.divide_geometry()[2]):
            return self.view.name("phase", "divide"), _lines(point("divide"), point("divide.gem"))
        if mode == "choose":
            _r, _slot, lots, overview = trays.choose_geometry()
            if overview.collidepoint(pos):
                return self.view.t("ui.rome.all_offers"), point("direction")
            if any(r.collidepoint(pos) for r in lots.values()):
                return self.view.name("phase", "choose"), _lines(point("choose"), point("choose.return"))
        if mode == "elephant" and trays.supply_rect().collidepoint(pos):
            return self.view.name("phase", "elephant"), _lines(point("elephant"), point("elephant.draws"))
        if self.view.market_rect.collidepoint(pos):
            return self.view.t("ui.rome.market"), _lines(point("market.order"), point("market.segments"))
        return None

    # --- the side panel --------------------------------------------------------------------------
    def mission_points(self, player: int, m: int) -> int:
        """What `player`'s kept mission `m` scores now (the score sheet's line)."""
        return next((item.points for item in self.sheets()[player].items if item.key == f"mission:{m}"), 0)

    def sheets(self):
        """The score sheets of the state shown (one object until the game moves), worked out once."""
        if self.view.state is not self._sheets_of:
            self._sheets, self._sheets_of = self.view.state.score_sheets(), self.view.state
        return self._sheets

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        """Each player's gems, coins and points so far; the screen player's missions; the last reveal."""
        s, u = self.view.state, self.view.u
        small = round(13 * u)
        line = round(19 * u)
        viewer = self.view.table.seat
        missions = s.missions[viewer] if s.advanced and viewer is not None else []
        y = rect.top
        text.draw(surface, self.view.t("ui.rome.table"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
        y += round(20 * u)
        top = y
        self.view.seat_rows = []
        for p, sheet in enumerate(self.sheets()):
            colour = theme.player_colour(p)
            mark = self.seat_mark(p)
            text.draw(surface, s.players[p] + ("  " + mark if mark else ""), (rect.left, y), small, colour, bold=True)
            self.view.seat_rows.append((pygame.Rect(rect.left, y, rect.width, 2 * line), p))
            x = rect.right
            if s.advanced:
                text.draw(surface, str(self.view.table.counted(("coins", p), s.coins[p])), (x, y), small, theme.TEXT,
                          anchor="topright")
                x -= round(26 * u)
                art.coin(surface, (x + round(8 * u), y + round(8 * u)), round(6 * u))
                x -= round(10 * u)
            r = text.draw(surface, str(s.gems[p]), (x, y), small, theme.TEXT, anchor="topright")
            art.blit_centred(surface, art.gem(round(13 * u)), (r.left - round(9 * u), r.centery))
            y += line
            points = self.view.t("ui.rome.points_final" if s.is_over() else "ui.rome.points_so_far",
                                 points=self.view.table.counted(("points", p), sheet.total))
            text.draw(surface, points, (rect.left + round(10 * u), y),
                      small, theme.TEXT_DIM)
            y += line
        self.view.table_rect = pygame.Rect(rect.left, top, rect.width, y - top)   # a tutorial points here
        self.view.missions_rect = pygame.Rect(rect.left, y, rect.width, 0)
        self.view.mission_rows = []
        if missions:
            y += round(4 * u)
            text.draw(surface, self.view.t("ui.rome.your_missions"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            self.view.missions_rect.top = y
            for m in missions:
                self.view.mission_rows.append((pygame.Rect(rect.left, y, rect.width, line), m))
                points = self.mission_points(viewer, m)
                label = f"#{m} {self.view.name('mission', m)}"
                text.draw(surface, text.elide(label, small, rect.width - round(44 * u)), (rect.left + round(10 * u), y),
                          small, theme.TEXT)
                text.draw(surface, str(points), (rect.right, y), small, theme.TEXT, bold=True, anchor="topright")
                y += line
            self.view.missions_rect.height = y - self.view.missions_rect.top
        if self.view.report:
            y += round(4 * u)
            text.draw(surface, self.view.t("ui.rome.revealed"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            for sentence in self.view.report:
                y += text.draw_wrapped(surface, sentence, pygame.Rect(rect.left, y, rect.width, 0), small, theme.TEXT)
        return y + round(10 * u)


def _lines(*sentences) -> str:
    """The non-empty sentences, one a line."""
    return "\n".join(s for s in sentences if s)
