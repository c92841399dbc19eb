"""The coach's picture of a Rome move in the position before it: the landscape
with the cell outlined (even while empty) and the piece, building or elephant
drawn there, and below it the part of the table the move concerns: the split
of the row into lots, the offer received, the market, the hand, the missions.
Its words tell the two moves apart (which tiles, which lot, which segment, the
area a tile joins)."""
from __future__ import annotations

import math

import pygame

from ...engine import rome
from ... import text, theme
from ...widgets import draw_panel
from . import art
from .land import fit
from .market import cap, draw_piece, piece_width, segment_label

SQRT3 = math.sqrt(3)
ON_LAND = ("place_tile", "place_building", "place_elephant")
BAND = {"divide": 0.42, "choose": 0.42, "take_segment": 0.36, "keep_mission": 0.46, "place_tile": 0.24}
# the band's least height in units, where the page is low (a large text size): the hand's tiles stay large enough
LEAST_BAND = {"place_tile": 66}


class Lesson:
    """Draws and names one seat's move for the coach (the view's position is the one before it)."""

    def __init__(self, view):
        self.view = view

    @property
    def state(self):
        return self.view.state

    def t(self, key: str, **params) -> str:
        return self.view.t(key, **params)

    # --- words -------------------------------------------------------------------------------
    def tile_name(self, tile) -> str:
        terrain = self.view.name("terrain", tile.terrain)
        if tile.building:
            return self.t("ui.rome.tip_tile", terrain=terrain, building=self.view.name("building", tile.building))
        return terrain

    def tiles_words(self, tiles, gem: bool = False) -> str:
        words = ", ".join(self.tile_name(tile) for tile in tiles)
        if gem:
            return self.t("ui.rome.coach_and_gem", tiles=words) if words else self.t("ui.rome.coach_gem_alone")
        return words or self.t("ui.rome.coach_no_tiles")

    def lots_of(self, player: int, action: dict) -> dict:
        """The two lots a split makes: name -> (tiles, gem)."""
        row = self.state.rows[player]
        small = set(action.get("small", ()))
        gem = self.state.gems[player] > 0
        return {"small": ([row[i] for i in sorted(small) if i < len(row)], gem),
                "large": ([tile for i, tile in enumerate(row) if i not in small], False)}

    def segment_words(self, index: int) -> str:
        s = self.state
        segment = s.market[index] if index < len(s.market) else None
        bonus = self.view.name("market", s.data.market[index])
        if segment is None:
            return self.t("ui.rome.log_segment", segment=index + 1, bonus=bonus)
        pieces = ", ".join(" + ".join(self.tile_name(t) for t in piece.tiles) for piece in segment.pieces)
        return self.t("ui.rome.coach_segment", segment=index + 1, bonus=bonus, tiles=pieces)

    def words(self, player: int, action: dict) -> str:
        kind, s = action.get("kind"), self.state
        if kind == "divide":
            lots = self.lots_of(player, action)
            return self.t("ui.rome.coach_divide", small=self.tiles_words(*lots["small"]),
                          large=self.tiles_words(*lots["large"]))
        if kind == "choose":
            offer = s.offer_for(player)
            if offer is None:
                return self.view.describe(player, action)
            lot = offer.lot(action["lot"])
            return self.t("ui.rome.coach_choose", lot=self.view.name("lot", action["lot"]),
                          tiles=self.tiles_words(lot.tiles, lot.gem))
        if kind == "take_segment":
            return self.segment_words(action["segment"])
        if kind in ON_LAND:
            cell = (action["q"], action["r"])
            land = self.landscape_after(player, action)
            if cell in land:
                survey = rome.Survey(land)
                words = self.t("ui.rome.coach_area", move=self.view.describe(player, action),
                               size=len(survey.index[cell]), terrain=self.view.name("terrain", land[cell].terrain))
                if kind != "place_tile":
                    return words
                gain = survey.building_total() - s.survey(player).building_total()
                return self.t("ui.rome.coach_gain", move=words, points=gain)
        return self.view.describe(player, action)

    def landscape_after(self, player: int, action: dict) -> dict:
        """The landscape with a tile placed (for the area it joins); else as it is."""
        land = dict(self.state.landscapes[player])
        if action.get("kind") == "place_tile":
            hand = self.state.hands[player]
            index = action.get("tile")
            if isinstance(index, int) and 0 <= index < len(hand):
                piece = hand[index]
                land.update(zip(piece.cells(action["q"], action["r"], action.get("turn", 0)), piece.tiles))
        return land

    # --- the picture ----------------------------------------------------------------------------
    def cells_of(self, player: int, action: dict | None) -> tuple:
        """The landscape cells a move covers (none for a move off the landscape)."""
        if not action or action.get("kind") not in ON_LAND:
            return ()
        q, r = action["q"], action["r"]
        if action["kind"] == "place_tile":
            hand = self.state.hands[player]
            index = action.get("tile")
            if isinstance(index, int) and 0 <= index < len(hand):
                return hand[index].cells(q, r, action.get("turn", 0))
        return ((q, r),)

    def draw(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        """The landscape (fitted to hold both moves' cells, so both pictures match) and
        under it the part of the table the move concerns; what was marked, with where."""
        u, kind = self.view.u, action.get("kind")
        draw_panel(surface, rect, theme.mix(theme.PANEL, theme.TABLE, 0.5), theme.PANEL_EDGE)
        inner = rect.inflate(-round(12 * u), -round(12 * u))
        share = BAND.get(kind, 0.0)
        high = min(max(round(inner.height * share), round(LEAST_BAND.get(kind, 0) * u)), inner.height // 2)
        band = pygame.Rect(inner.left, inner.bottom - high, inner.width, high)
        area = pygame.Rect(inner.left, inner.top, inner.width, inner.height - band.height - (round(8 * u) if share else 0))
        marks = self.draw_land(surface, area, player, action, other)
        if share:
            marks += getattr(self, "draw_" + kind)(surface, band, player, action)
        return marks

    def draw_land(self, surface, area: pygame.Rect, player: int, action: dict, other: dict) -> list:
        s, view = self.state, self.view
        land = s.landscapes[player]
        cells = self.cells_of(player, action)
        shown = list(land) + [c for c in cells + self.cells_of(player, other) if c not in land]
        board = fit(area, shown, 0, 54 * view.u)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        view.land.draw_landscape(surface, player, board)
        size = max(4, round(board.size))
        kind = action.get("kind")
        if kind == "place_tile":
            hand = s.hands[player]
            for cell, tile in zip(cells, hand[action["tile"]].tiles):
                self.ghost(surface, art.tile(tile.terrain, size + 1), board.centre(cell))
                if tile.building:
                    art.blit_centred(surface, art.building(tile.building, max(3, round(size * 0.55))), board.centre(cell))
        elif kind == "place_building":
            building = s.bonus_building[player] or "X"
            art.blit_centred(surface, art.building(building, max(3, round(size * 0.6))), board.centre(cells[0]))
        elif kind == "place_elephant":
            art.blit_centred(surface, art.elephant(round(size * 0.95)), board.centre(cells[0]))
        marks = []
        for cell in cells:
            board.draw(surface, cell, None, theme.HIGHLIGHT, max(3, size // 6), shrink=0.04)
            x, y = board.centre(cell)
            marks.append((("cell", player, tuple(cell)), pygame.Rect(round(x - size), round(y - size), 2 * size, 2 * size)))
        surface.set_clip(clip)
        return marks

    @staticmethod
    def ghost(surface, image: pygame.Surface, centre) -> None:
        image = image.copy()
        image.set_alpha(190)
        art.blit_centred(surface, image, centre)

    def caption(self, surface, box: pygame.Rect, words: str, colour=theme.TEXT) -> None:
        u = self.view.u
        room = box.width - round(12 * u)
        # a long name in a narrow box shrinks, never below its size at 100% text, then is cut
        size = text.fitting(words, round(13 * u), room, bold=True, least=1 / theme.growth(self.view.table.size))
        text.draw(surface, text.elide(words, size, room, True),
                  (box.left + round(6 * u), box.top + round(4 * u)), size, colour, bold=True)

    def outline(self, surface, box: pygame.Rect) -> None:
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, max(3, round(3 * self.view.u)), border_radius=6)

    def draw_lots(self, surface, band: pygame.Rect, lots: dict, marked: str, labels: dict) -> list:
        """Two lots side by side, each with its tiles (and the gem); `marked` outlined."""
        u = self.view.u
        gap = round(10 * u)
        width = (band.width - gap) // 2
        most = max(len(tiles) + (1 if gem else 0) for tiles, gem in lots.values()) or 1
        head = round(22 * u)
        r = max(5, min(round(26 * u), int((width - round(16 * u)) / (most * SQRT3 + 0.3)),
                       (band.height - head - round(10 * u)) // 2))
        marks = []
        for k, name in enumerate(("small", "large")):
            box = pygame.Rect(band.left + k * (width + gap), band.top, width, band.height)
            draw_panel(surface, box, theme.mix(theme.PANEL, theme.BG, 0.4), theme.PANEL_EDGE, radius=6)
            self.caption(surface, box, labels[name])
            tiles, gem = lots[name]
            x = box.left + round(8 * u) + SQRT3 * r / 2
            y = box.top + head + (box.height - head) / 2
            for tile in tiles:
                art.blit_centred(surface, art.tile(tile.terrain, r + 1), (x, y))
                if tile.building:
                    art.blit_centred(surface, art.building(tile.building, round(r * 0.58)), (x, y))
                x += SQRT3 * r + round(2 * u)
            if gem:
                art.blit_centred(surface, art.gem(min(round(26 * u), 2 * r)), (x, y))
            if name == marked:
                self.outline(surface, box)
                marks.append((("lot", name), box))
        return marks

    def draw_divide(self, surface, band: pygame.Rect, player: int, action: dict) -> list:
        lots = self.lots_of(player, action)
        labels = {name: self.t("ui.rome.coach_lot", lot=cap(self.view.name("lot", name)), count=len(lots[name][0]))
                  for name in lots}
        return self.draw_lots(surface, band, lots, "small", labels)

    def draw_choose(self, surface, band: pygame.Rect, player: int, action: dict) -> list:
        offer = self.state.offer_for(player)
        if offer is None:
            return []
        lots = {name: (offer.lot(name).tiles, offer.lot(name).gem) for name in ("small", "large")}
        labels = {name: self.t("ui.rome.coach_lot", lot=cap(self.view.name("lot", name)), count=len(lots[name][0]))
                  for name in lots}
        labels[action["lot"]] += "  ·  " + self.t("ui.rome.coach_taken")
        return self.draw_lots(surface, band, lots, action["lot"], labels)

    def draw_take_segment(self, surface, band: pygame.Rect, player: int, action: dict) -> list:
        s, u = self.state, self.view.u
        count = len(s.data.market)
        gap = round(6 * u)
        width = (band.width - gap * (count - 1)) // count
        marks = []
        labels, size, head = self.view.market.labels(width, band.height)
        for i in range(count):
            box = pygame.Rect(band.left + i * (width + gap), band.top, width, band.height)
            draw_panel(surface, box, theme.mix(theme.PANEL, (120, 100, 70), 0.25), theme.PANEL_EDGE, radius=6)
            segment_label(surface, labels[i], box, size, u)
            segment = s.market[i] if i < len(s.market) else None
            if segment is not None:
                self.view.market.draw_segment(surface, segment, box, head)
            else:
                tint = pygame.Surface(box.inflate(-4, -4).size, pygame.SRCALPHA)
                tint.fill((0, 0, 0, 90))
                surface.blit(tint, box.inflate(-4, -4))
            if i == action["segment"]:
                self.outline(surface, box)
                marks.append((("segment", i), box))
        return marks

    def draw_place_tile(self, surface, band: pygame.Rect, player: int, action: dict) -> list:
        """The hand, the piece placed outlined."""
        hand, u = self.state.hands[player], self.view.u
        if not hand:
            return []
        draw_panel(surface, band, theme.mix(theme.PANEL, theme.BG, 0.4), theme.PANEL_EDGE, radius=6)
        self.caption(surface, band, self.t("ui.rome.coach_hand"))
        head = round(22 * u)
        units = sum(2 if piece.double else 1 for piece in hand)
        r = max(5, min(round(24 * u), (band.height - head - round(10 * u)) // 2,
                       int((band.width - round(16 * u) - len(hand) * round(14 * u)) / (units * SQRT3))))
        x, y = band.left + round(12 * u), band.top + head + (band.height - head) / 2
        marks = []
        for i, piece in enumerate(hand):
            width = piece_width(piece, r)
            draw_piece(surface, piece, (x + width / 2, y), r)
            if i == action.get("tile"):
                box = pygame.Rect(round(x - 4 * u), round(y - r - 4 * u), round(width + 8 * u), round(2 * r + 8 * u))
                self.outline(surface, box)
                marks.append((("hand", i), box))
            x += width + round(14 * u)
        return marks

    def draw_keep_mission(self, surface, band: pygame.Rect, player: int, action: dict) -> list:
        s, view, u = self.state, self.view, self.view.u
        drawn = [m for m in s.drawn[player] if m is not None]
        if not drawn:
            return []
        gap = round(10 * u)
        h = band.height
        w = min(round(h * 0.8), (band.width - gap * (len(drawn) - 1)) // len(drawn))
        left = band.centerx - (len(drawn) * w + (len(drawn) - 1) * gap) // 2
        cards = tuple(view.trays.mission_words(m) for m in drawn)
        words = art.mission_words(cards, (w, h), round(12 * u), round(12 * u / theme.growth(view.table.size)))
        marks = []
        for i, (m, card) in enumerate(zip(drawn, cards)):
            box = pygame.Rect(left + i * (w + gap), band.top, w, h)
            surface.blit(art.mission_card(m, *card, str(s.data.missions[m].coin), box.size, words), box)
            if m == action.get("mission"):
                self.outline(surface, box.inflate(4, 4))
                marks.append((("mission", m), box))
        return marks
