"""The Rome view's words: the round, what to do, the turn log (secret steps
hidden until revealed), the hover tips and the side panel."""
from __future__ import annotations

import pygame

from games.rome import DIRECTIONS, Tile
from games.rome import mission_item

from .. import draw_rome as art
from .. import text, theme
from .rome_market import cap


class RomeTexts:
    """Mixed into RomeView: everything it says."""

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

    def describe(self, player: int, action: dict) -> str:
        s, kind = self.state, action.get("kind")
        secret = len(action) == 1  # the engine's view keeps only the kind of a choice not yet revealed
        if kind == "end_turn":
            return self.t("ui.play.end_turn")
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
        if tile is None and kind == "place_tile":   # a move not made yet (a tutorial's hint): the hand's piece
            return self.describe_piece(player, action)
        terrain = self.name("terrain", tile.terrain) if tile else "?"
        if kind == "place_elephant":
            return self.t("ui.rome.log_elephant", terrain=terrain)
        if kind == "place_building":
            building = (tile.building if tile else None) or s.bonus_building[player] or "X"
            return self.t("ui.rome.log_building", building=self.name("building", building), terrain=terrain)
        second = self.second_half(player, action)
        if second is not None:
            return self.t("ui.rome.log_double", terrain=terrain, other=self.name("terrain", second.terrain))
        if tile is not None and tile.building:
            return self.t("ui.rome.log_tile_building", terrain=terrain,
                          building=self.name("building", tile.building))
        return self.t("ui.rome.log_tile", terrain=terrain)

    def describe_piece(self, player: int, action: dict) -> str:
        """A tile placement before it is made: the hand's piece it would place."""
        hand, index = self.state.hands[player], action.get("tile")
        if not isinstance(index, int) or not 0 <= index < len(hand):
            return self.t("ui.rome.log_tile", terrain="?")
        tiles = hand[index].tiles
        terrain = self.name("terrain", tiles[0].terrain)
        if len(tiles) == 2:
            return self.t("ui.rome.log_double", terrain=terrain, other=self.name("terrain", tiles[1].terrain))
        if tiles[0].building:
            return self.t("ui.rome.log_tile_building", terrain=terrain,
                          building=self.name("building", tiles[0].building))
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


    def tile_lines(self, tile) -> list[str]:
        """A tile in a tray: its terrain and building, and how the building scores."""
        terrain = self.name("terrain", tile.terrain)
        if not tile.building:
            return [cap(terrain)]
        building = self.name("building", tile.building)
        return [self.t("ui.rome.tip_tile", terrain=cap(terrain), building=building), self.rule_of(tile.building)]

    def rule_of(self, building: str) -> str:
        if building == "X":
            return self.t("ui.rome.rule_fortress")
        return self.t("ui.rome.rule_building", building=cap(self.name("building", building)),
                      terrain=self.name("terrain", building))

    def hover_lines(self) -> list[str]:
        s = self.state
        if self.hover[0] == "segment":
            return self.market.lines(self.hover[1])
        if self.hover[0] == "tile":
            return self.tile_lines(self.hover[1])
        _, player, cell = self.hover
        if cell not in s.landscapes[player]:
            return []
        tile, survey = s.landscapes[player][cell], s.survey(player)
        lines = [self.t("ui.rome.tip_area", terrain=cap(self.name("terrain", tile.terrain)),
                        size=len(survey.index[cell]))]
        for score in survey.building_scores():
            if score.cell == cell:
                key = "ui.rome.tip_fortress" if score.building == "X" else "ui.rome.tip_building"
                lines.append(self.t(key, building=cap(self.name("building", score.building)), points=score.points,
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
        top = y
        for p, sheet in enumerate(self.sheets()):
            colour = theme.player_colour(p)
            mark = "  …" if p in actors else "  ✓" if s.phase not in ("market", "over") else ""
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
        self.table_rect = pygame.Rect(rect.left, top, rect.width, y - top)   # a tutorial points here
        self.missions_rect = pygame.Rect(rect.left, y, rect.width, 0)
        if s.advanced and s.missions[self.viewer]:
            y += round(4 * u)
            text.draw(surface, self.t("ui.rome.your_missions"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            self.missions_rect.top = y
            survey, gems = s.survey(self.viewer), s.gems[self.viewer]
            for m in s.missions[self.viewer]:
                points = mission_item(s.data, survey, gems, m).points
                label = f"#{m} {self.name('mission', m)}"
                text.draw(surface, label, (rect.left + round(10 * u), y), small, theme.TEXT)
                text.draw(surface, str(points), (rect.right, y), small, theme.TEXT, bold=True, anchor="topright")
                y += line
            self.missions_rect.height = y - self.missions_rect.top
        if self.report:
            y += round(4 * u)
            text.draw(surface, self.t("ui.rome.revealed"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            for sentence in self.report:
                y += text.draw_wrapped(surface, sentence, pygame.Rect(rect.left, y, rect.width, 0), small, theme.TEXT)
        return y + round(10 * u)
