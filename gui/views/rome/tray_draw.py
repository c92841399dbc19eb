"""Drawing the Rome tray: the two lots of the split with the gem on the
smaller, the offer received and every offer's arrow, the hand, the elephant
supply, the mission cards, the market's coin order, the held piece."""
from __future__ import annotations

import math

import pygame

from ... import text, theme
from ...draw import tint
from ...widgets import draw_panel
from . import art
from .market import draw_piece, piece_centres
from .tray_text import TrayWriter

SQRT3 = math.sqrt(3)


class TrayPainter:
    """The tray of the step at hand drawn, one method per step: a part of Trays
    (its geometry and state are the trays'; its words are fitted by its `writer`)."""

    def __init__(self, trays):
        self.trays = trays
        self.writer = TrayWriter(trays)

    # the trays' own, read often here
    @property
    def view(self):
        return self.trays.view

    @property
    def state(self):
        return self.trays.state

    @property
    def rect(self) -> pygame.Rect:
        return self.trays.rect

    @property
    def narrow(self) -> bool:
        return self.trays.narrow

    def t(self, key: str, **params) -> str:
        return self.trays.t(key, **params)

    def draw(self, surface) -> None:
        mode = self.trays.mode()
        draw_panel(surface, self.rect, theme.mix(theme.PANEL, theme.TABLE, 0.25), theme.PANEL_EDGE)
        if mode is not None:
            getattr(self, "draw_" + mode)(surface)

    def draw_tile(self, surface, tile, centre, r: int) -> None:
        art.blit_centred(surface, art.tile(tile.terrain, r + 1), centre)
        if tile.building:
            art.blit_centred(surface, art.building(tile.building, round(r * 0.58)), centre)

    def draw_divide(self, surface) -> None:
        s, u, view = self.state, self.view.u, self.view
        viewer, d = view.table.seat, view.doing("divide")
        row, acting = self.trays.row(viewer), d is not None
        trays = self.trays.shown_split(viewer)
        if acting:
            receiver = s.players[d.param("receiver")]
            right = self.trays.confirm.rect.left - round(8 * u) if self.narrow and self.trays.bar is None else None
            self.writer.title(surface, self.t("ui.rome.divide_title", name=receiver),
                              short=self.t("ui.rome.offer_to", name=receiver), right=right)
        else:
            self.writer.done_title(surface, self.t("ui.rome.divided"))
        r, slot, rects = self.trays.divide_geometry()
        small, dd = self.trays.smaller(trays), view.table.drag
        held = dd.held.key[1] if dd.holding and dd.held.key[0] == "split" else None
        size = round(13 * u)
        for k, rect in enumerate(rects):
            target = held is not None and dd.target == k
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.BG, 0.4), theme.GOOD if target else theme.PANEL_EDGE,
                       radius=6, width=3 if target else 1)
            room = rect.width - round(16 * u) - (round(28 * u) if k == small and self.narrow else 0)  # the gem
            label = self.writer.whole(surface, self.t("ui.rome.lot_label", n=k + 1, count=trays.count(k)),
                                      (rect.left + round(8 * u), rect.top + round(5 * u)), room, size, theme.TEXT,
                                      bold=True)
            for i, tile in enumerate(row):
                centre = self.trays.slot_centre(rect, i, r, slot)
                if trays[i] == k and i != held:
                    self.draw_tile(surface, tile, centre, r)
                else:
                    pygame.draw.polygon(surface, theme.SLOT, art.hex_points(centre, r * 0.9), 1)
            if k == small and self.narrow:   # the gem at the end of the label's line
                self.gem_note(surface, rect, label, d.param("gem") if acting else s.gems[viewer])
            elif k == small:
                self.gem_foot(surface, rect, d.param("gem") if acting else s.gems[viewer])
        if self.narrow:
            if small is None:
                self.writer.foot_note(surface, self.t("ui.rome.lots_equal"), theme.BAD)
            if acting:
                self.trays.confirm.label = self.t("ui.rome.confirm")
                self.trays.confirm.enabled = small is not None
                self.trays.confirm.draw(surface, self.writer.button_size(self.trays.confirm))
            return
        mid = (rects[0].right + rects[1].left) // 2
        for a, b in ((rects[0].right + 6, rects[1].left - 6), (rects[1].left - 6, rects[0].right + 6)):
            art.arrow(surface, (a, rects[0].centery + (b - a) // 6), (b, rects[0].centery + (b - a) // 6),
                      theme.TEXT_DIM, max(2, round(3 * u)))
        if small is None:
            text.draw(surface, self.t("ui.rome.lots_equal"), (mid, rects[0].bottom + 2), size, theme.BAD,
                      anchor="midbottom")
        if acting:
            self.trays.confirm.label = self.t("ui.rome.confirm")
            self.trays.confirm.enabled = small is not None
            self.trays.confirm.draw(surface, self.writer.button_size(self.trays.confirm))

    def gem_foot(self, surface, lot: pygame.Rect, gem: bool) -> None:
        """A wide lot's gem (or that none is left) along its foot."""
        u = self.view.u
        y, size = lot.bottom - round(16 * u), round(13 * u)
        if gem:
            art.blit_centred(surface, art.gem(round(20 * u)), (lot.left + round(20 * u), y))
            self.writer.fitted(surface, self.t("ui.rome.gem_here"), lot.left + round(36 * u), y, lot.right, size,
                               theme.ACCENT)
        else:
            self.writer.fitted(surface, self.t("ui.rome.no_gem"), lot.left + round(10 * u), y, lot.right, size,
                               theme.TEXT_DIM)

    def gem_note(self, surface, lot: pygame.Rect, label: pygame.Rect, gem: bool) -> None:
        """A narrow lot's gem (or that none is left) right of its label: the words where they fit."""
        u = self.view.u
        size, right = round(13 * u), lot.right - round(8 * u)
        words = self.t("ui.rome.gem_here" if gem else "ui.rome.no_gem")
        room = right - label.right - round(10 * u) - (round(24 * u) if gem else 0)
        size = text.fitting(words, size, room, least=1 / theme.growth(self.view.table.size))
        fits = text.font(size).size(words)[0] <= room
        if fits:
            text.draw(surface, words, (right, label.centery), size, theme.ACCENT if gem else theme.TEXT_DIM,
                      anchor="midright")
        if gem:
            x = right - (text.font(size).size(words)[0] + round(12 * u) if fits else round(10 * u))
            art.blit_centred(surface, art.gem(round(18 * u)), (x, label.centery))

    def draw_choose(self, surface) -> None:
        s, u, view = self.state, self.view.u, self.view
        viewer = view.table.seat
        offer, chosen = self.trays.offer(), s.choices[viewer]
        acting = view.doing("choose") is not None
        title = self.t("ui.rome.offer_from", name=s.players[self.trays.maker()])
        r, slot, lots, overview = self.trays.choose_geometry()
        shows_offers = overview.width >= round(220 * u)   # where the lots leave room for it (not at the largest text)
        right = overview.left - round(12 * u) if shows_offers else None
        if acting:
            self.writer.title(surface, title, right=right)
        else:
            self.writer.done_title(surface, title, right=right)
        size = round(13 * u)
        hover = self.trays.lots.lot_at(view.table.pointer) if acting else None
        for name, rect in lots.items():
            lot = offer[name]
            lit = hover == name or chosen == name
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.BG, 0.4), theme.ACCENT if lit else theme.PANEL_EDGE,
                       radius=6, width=3 if lit else 1)
            label = self.t("ui.rome.lot_tiles", lot=view.name("lot", name), count=len(lot.tiles))
            self.writer.whole(surface, label, (rect.left + round(8 * u), rect.top + round(5 * u)),
                              rect.width - round(16 * u), size, theme.TEXT, bold=True)
            for i, tile in enumerate(lot.tiles):   # a narrow lot: a second row
                self.draw_tile(surface, tile, self.trays.lots.lot_centre(rect, i, r, slot, choosing=True), r)
            if lot.gem:
                x, y = self.trays.lots.lot_centre(rect, len(lot.tiles), r, slot, choosing=True)
                art.blit_centred(surface, art.gem(min(round(26 * u), 2 * r)), (x + round(6 * u), y))
            note = (self.t("ui.rome.your_choice") if chosen == name else
                    self.t("ui.rome.click_to_take") if acting else "")
            colour = theme.ACCENT if chosen == name else theme.TEXT_DIM
            if not self.narrow:
                self.writer.whole(surface, note, (rect.left + round(8 * u), rect.bottom - round(6 * u)),
                                  rect.width - round(16 * u), size, colour, anchor="bottomleft")
            elif note:   # right of the label, where it fits whole
                room = rect.width - round(24 * u) - text.font(size, True).size(label)[0]
                if text.font(size).size(note)[0] <= room:
                    text.draw(surface, note, (rect.right - round(8 * u), rect.top + round(5 * u)), size, colour,
                              anchor="topright")
        if shows_offers:
            if view.ending:   # above the End turn button, in the tray's bottom right corner
                overview.height = min(overview.height, view.table.end_button.top - round(4 * u) - overview.top)
            self.draw_offers(surface, overview)

    def draw_offers(self, surface, area: pygame.Rect) -> None:
        """Every revealed offer: maker -> receiver, the smaller lot (with its gem) and the larger."""
        s, u = self.state, self.view.u
        size = round(12 * u)
        text.draw(surface, self.t("ui.rome.all_offers"), area.topleft, round(13 * u), theme.TEXT_DIM, bold=True)
        name_w = min(round(78 * u), max(text.font(size, True).size(n)[0] for n in s.players))
        step = min(round(28 * u), (area.height - round(20 * u)) // max(1, len(s.offers)))
        r = max(5, min(round(11 * u), step // 2 - 2))
        for i, offer in enumerate(s.offers):
            y = area.top + round(20 * u) + i * step + step // 2
            x = area.left
            for who, gap in ((offer.maker, round(34 * u)), (offer.receiver, round(10 * u))):
                label = text.wrap(s.players[who], size, name_w, True)[0]
                text.draw(surface, label, (x, y), size, theme.player_colour(who), bold=True, anchor="midleft")
                if who == offer.maker:
                    art.arrow(surface, (x + name_w + 4, y), (x + name_w + gap - 4, y), theme.TEXT, max(2, round(2 * u)))
                x += name_w + gap
            for lot in (offer.small, offer.large):
                for tile in lot.tiles:
                    art.blit_centred(surface, art.tile(tile.terrain, r), (x + r, y))
                    if tile.building:
                        art.blit_centred(surface, art.building(tile.building, max(3, round(r * 0.6))), (x + r, y))
                    x += round(SQRT3 * r) + 1
                if lot.gem:
                    art.blit_centred(surface, art.gem(2 * r), (x + r, y))
                    x += 2 * r
                x += round(10 * u)
                if lot is offer.small:
                    pygame.draw.line(surface, theme.PANEL_EDGE, (x - round(6 * u), y - r), (x - round(6 * u), y + r))

    def draw_hand(self, surface) -> None:
        s, u, view = self.state, self.view.u, self.view
        viewer = view.table.seat
        r, slots, building = self.trays.hand_geometry()
        if not slots and building is None:
            self.writer.done_title(surface, self.t("ui.rome.placed"))
            return
        d = view.doing("place_tile", "place_building")
        segment = d.param("segment") if d is not None else s.taken[viewer] if s.phase == "market" else None
        if segment is not None:
            self.writer.title(surface, self.t("ui.rome.material_title", segment=segment + 1),
                              short=self.writer.slim_short("ui.rome.material_short", segment=segment + 1))
        else:
            self.writer.title(surface, self.t("ui.rome.hand_title"), short=self.writer.slim_short("ui.rome.hand_short"))
        dd = view.table.drag
        for rect, i, piece in slots:
            draw_piece(surface, piece, rect.center, r)
            if dd.holding and dd.held.key == ("tile", i):
                tint(surface, rect, theme.BG, 150)
            for k, tile in enumerate(piece.tiles):
                if tile.origin is not None:  # whose stack the tile came from
                    x = rect.centerx + (k - (len(piece.tiles) - 1) / 2) * SQRT3 * r
                    pygame.draw.circle(surface, theme.player_colour(tile.origin), (x, rect.bottom + round(6 * u)),
                                       round(5 * u))
        if building is not None:
            art.blit_centred(surface, art.building(self.trays.building(), r), building.center)
            if dd.holding and dd.held.key == ("building",):
                tint(surface, building, theme.BG, 150)
        if any(piece.double for _, _, piece in slots) and self.narrow:
            self.writer.foot_note(surface, self.t("ui.rome.turn_hint"))
        elif any(piece.double for _, _, piece in slots):
            text.draw(surface, self.t("ui.rome.turn_hint"),
                      (self.rect.left + round(12 * u), self.rect.bottom - round(8 * u)), round(13 * u), theme.TEXT_DIM,
                      anchor="bottomleft")

    def draw_elephant(self, surface) -> None:
        s, u, view = self.state, self.view.u, self.view
        viewer, d = view.table.seat, view.doing("place_elephant", "skip_elephant")
        if d is None:
            self.writer.done_title(surface, self.t("ui.rome.elephant_done", n=s.draws[viewer]))
            return
        supply = d.param("supply")
        self.trays.skip.label = self.t("ui.rome.skip")
        self.trays.skip.enabled = d.kind == "skip_elephant"
        right = self.trays.skip.rect.left - round(8 * u) if self.trays.skip.enabled and self.trays.bar is None else None
        self.writer.title(surface, self.t("ui.rome.elephant_title", n=supply), right=right)
        rect = self.trays.supply_rect()
        held = view.table.drag.holding and view.table.drag.held.key == ("elephant",)
        size, step = self.trays.elephant_step()
        for i in range(supply - (1 if held else 0)):
            surface.blit(art.elephant(size), (rect.left + i * step, rect.top))
        if self.narrow:   # down to the tray's foot: the turn goes on while this shows
            hint = pygame.Rect(rect.left, rect.bottom + round(8 * u), self.trays.body().width, 0)
            hint.height = (self.trays.body() if self.trays.bar is not None else self.trays.foot()).bottom - hint.top
            self.writer.wrapped(surface, self.t("ui.rome.elephant_hint"), hint, round(13 * u), theme.TEXT_DIM)
        else:
            hint = pygame.Rect(rect.left, rect.bottom + round(10 * u),
                               self.trays.skip.rect.left - rect.left - round(20 * u), 0)
            text.draw_wrapped(surface, self.t("ui.rome.elephant_hint"), hint, round(13 * u), theme.TEXT_DIM)
        if self.trays.skip.enabled:
            self.trays.skip.draw(surface, self.writer.button_size(self.trays.skip))

    def draw_mission(self, surface) -> None:
        s, view = self.state, self.view
        viewer = view.table.seat
        cards, words = self.trays.mission_layout()
        if viewer is None or not cards:
            self.writer.done_title(surface, self.t("ui.rome.no_missions"))
            return
        kept = s.keeps[viewer]
        if kept is None:
            self.writer.title(surface, self.t("ui.rome.mission_title", extra=len(cards) - 1),
                              short=self.writer.slim_short("ui.rome.mission_short"))
        else:
            self.writer.done_title(surface, self.t("ui.rome.mission_kept", id=kept))
        for rect, m in cards:
            image = art.mission_card(m, *self.trays.mission_words(m), str(s.data.missions[m].coin), rect.size, words)
            surface.blit(image, rect)
            if kept is not None and kept != m:
                tint(surface, rect, theme.BG, 150)
            if kept == m or view.acting == viewer and rect.collidepoint(view.table.pointer):
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=6)

    def draw_market(self, surface) -> None:
        s, u, view = self.state, self.view.u, self.view
        chooser = view.doing("take_segment")
        current = s.market_order[s.market_turn] if s.market_turn < len(s.market_order) else None
        if chooser is not None:
            self.writer.title(surface, self.t("ui.rome.take_segment"),
                              short=self.writer.slim_short("ui.rome.take_short"))
        elif current == view.table.seat and s.done[current]:   # placed, the turn waits for End turn
            self.writer.title(surface, self.t("ui.rome.placed"), theme.TEXT_DIM)
        elif current is not None:
            self.writer.title(surface, self.t("ui.rome.market_wait", name=s.players[current]), theme.TEXT_DIM)
        y, step = self.rect.top + round(40 * u), round(22 * u)
        if self.narrow:
            body = self.trays.body()
            y, step = body.top, min(step, body.height // max(1, len(s.market_order)))
        for i, p in enumerate(s.market_order):
            mark = "▶ " if p == current else "✓ " if s.done[p] else "   "
            line = self.t("ui.rome.order_line", mark=mark, place=i + 1, name=s.players[p], coins=s.coins[p])
            if self.narrow:
                self.writer.whole(surface, line, (self.rect.left + round(16 * u), y), self.rect.right - self.rect.left
                                  - round(26 * u), round(14 * u), theme.player_colour(p), bold=p == current)
            else:
                text.draw(surface, line, (self.rect.left + round(16 * u), y), round(14 * u), theme.player_colour(p),
                          bold=p == current)
            y += step

    def draw_public(self, surface) -> None:
        """Nobody at the screen (computers only): what everybody may see of the step. Per
        player whether they still act, what they hold face down and the tiles left to place;
        in the choice, every offer."""
        s, u, view = self.state, self.view.u, self.view
        self.writer.title(surface, self.trays.waiting() or view.round_text(), theme.TEXT_DIM)
        size, y, step = round(14 * u), self.rect.top + round(40 * u), round(24 * u)
        x0, name_w = self.rect.left + round(16 * u), round(110 * u)
        if self.narrow:
            body = self.trays.body()
            y, step, name_w = body.top, min(step, body.height // len(s.players)), 0
        for p, name in enumerate(s.players):
            mark = view.words.seat_mark(p)
            r = text.draw(surface, f"{name}  {mark}" if mark else name, (x0, y), size, theme.player_colour(p),
                          bold=True)
            start, count = max(r.right, x0 + name_w) + round(10 * u), sum(view.land.hidden_of(p))
            small = round(8 * u)   # the face-down things smaller where a narrow tray ends before them
            if self.narrow and count:
                small = max(3, min(small, int((self.rect.right - round(10 * u) - start) / (1.8 * (count - 1) + 2))))
            x = view.land.draw_hidden(surface, p, (start, r.centery), small)
            if s.hands[p] and not self.narrow:
                text.draw(surface, self.t("ui.rome.to_place", n=len(s.hands[p])), (x + round(6 * u), y), size,
                          theme.TEXT_DIM)
            elif s.hands[p]:
                self.writer.whole(surface, self.t("ui.rome.to_place", n=len(s.hands[p])), (x + round(6 * u), y),
                                  self.rect.right - round(10 * u) - x - round(6 * u), size, theme.TEXT_DIM)
            y += step
        if s.phase == "choose" and not self.narrow:
            self.draw_offers(surface, self.trays.choose_geometry()[3])

    def draw_held(self, surface) -> None:
        """The held row tile, or a held piece off the landscape, under the pointer."""
        dd, view = self.view.table.drag, self.view
        at = dd.loose
        if at is None:
            return
        kind = dd.held.key[0]
        if kind == "split":
            r = self.trays.divide_geometry()[0]
            self.draw_tile(surface, self.trays.row(view.acting)[dd.held.key[1]], at, r)
        elif dd.target is None:
            size = round(view.land.main_board().size)
            if kind == "tile":   # the half held under the pointer
                piece = dd.held.data["piece"]
                turn = dd.held.rotation if piece.double else 0
                held = piece_centres(piece, (0, 0), size, turn)[dd.held.grip or 0]
                draw_piece(surface, piece, (at[0] - held[0], at[1] - held[1]), size, turn)
            elif kind == "elephant":
                art.blit_centred(surface, art.elephant(round(size * 0.95)), at)
            else:
                art.blit_centred(surface, art.building(self.trays.building(), round(size * 0.55)), at)
