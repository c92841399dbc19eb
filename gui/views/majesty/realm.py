"""Drawing a Majesty realm: eight building headers with the persons under
them (the Infirmary face down), lit where a results line counted; the coins
and meeples of a realm: in a bar under the realm, on the line of its title (a
short board), in a line (the results board), and what a take paid rising; every
realm in a compact row of the side panel."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...widgets import draw_panel
from . import art

HEAD = 66  # a building header's height, in units
FLOAT_SECONDS = 1.4   # how long what a take paid rises
CARD_RATIO = 1.38     # a person in the realm: its height to its width


def head_rect(col: pygame.Rect, u: float, scale: float = 1.0) -> pygame.Rect:
    """The building itself at the top of its column (the persons lie below it), never below the column."""
    return pygame.Rect(col.left, col.top, col.width, max(0, min(col.height, round(HEAD * u * min(1.0, scale)))))


def paid(events) -> dict[int, tuple[int, int]]:
    """(coins, meeples) each player gained by `events`: what rises after a take."""
    gained: dict[int, tuple[int, int]] = {}
    for event in events:
        if event["type"] in ("income", "overflow", "exchange"):
            coins, meeples = gained.get(event["player"], (0, 0))
            gained[event["player"]] = (coins + event.get("coins", 0), meeples + event.get("meeples", 0))
    return gained


class RealmPainter:
    """Majesty's realms drawn (the module's docstring), a part the view holds as realms."""

    def __init__(self, view):
        self.view = view

    def draw_realm(self, surface, player: int, area: pygame.Rect, columns: dict, highlight=(), titled=True) -> None:
        """`player`'s realm in `columns` (location -> rect), titled with its owner
        above `area`; a location named ("building", location) in `highlight` is lit."""
        s, u = self.view.state, self.view.u
        scale = area.height / max(1, self.view.realm_rect.height or area.height)
        if titled:
            title = text.draw(surface, self.view.t("ui.majesty.realm_of", name=s.players[player]),
                              (area.left, area.top - round(6 * u)), round(16 * u), theme.player_colour(player),
                              bold=True, anchor="bottomleft")
            self.draw_look(surface, title.right + round(12 * u), title.centery, area.right, cut=True)
        dd = self.view.table.drag
        holding = dd.holding and player == s.current
        landing = self.view.table.landing(player)
        size, names = self.names(columns)
        for loc, col in columns.items():
            location = s.data.location(loc)
            side = s.sides[loc]
            head = head_rect(col, u, scale)
            lit = ("building", loc) in highlight
            base = art.COLOUR[location.colour]
            draw_panel(surface, head, theme.mix(base, (30, 30, 30), 0.35), theme.HIGHLIGHT if lit else base, radius=6,
                       width=3 if lit else 1)
            ring, crest = round(15 * u), (head.left + round(18 * u), head.top + round(22 * u))
            # a column too narrow for the crest and the majority side by side: a smaller
            # crest, the majority under the side, above the name
            narrow = head.width < round(26 * u) + ring + text.font(round(15 * u), bold=True).size("10")[0]
            if narrow:
                ring = max(5, min(round(10 * u), round(head.width * 0.24)))
                crest = (head.left + ring + round(3 * u), head.top + ring + round(4 * u))
            art.crest(surface, location.character, crest, round(ring * 1.6) if narrow else round(24 * u))
            pygame.draw.circle(surface, art.PAPER, crest, ring, 1)
            room, step = head.width - round(6 * u), text.font(size, bold=True).get_linesize()
            for i, line in enumerate(reversed(names[loc])):
                text.draw(surface, text.elide(line, size, room, bold=True),
                          (head.left + round(4 * u), head.bottom - round(4 * u) - i * step), size, theme.TEXT,
                          bold=True, anchor="bottomleft")
            text.draw(surface, side, (head.right - round(6 * u), head.top + round(4 * u)), round(13 * u), theme.ACCENT,
                      bold=True, anchor="topright")
            majority = location.side(side).majority
            if majority is not None:
                top = crest[1] + ring + round(2 * u) if narrow else head.top + round(22 * u)
                text.draw(surface, f"{majority:+d}" if majority < 0 else str(majority),
                          (head.right - round(6 * u), top), round(15 * u), theme.TEXT, bold=True, anchor="topright")
            if lit and col.height > 0:   # under the persons, so that they stay as bright as the others
                glow = pygame.Surface(col.size, pygame.SRCALPHA)
                glow.fill((*theme.HIGHLIGHT, 40))
                surface.blit(glow, col)
            cards = s.infirmary[player] if loc == "infirmary" else s.realm[player][loc]
            cards = cards[:max(0, len(cards) - landing.count(("building", loc)))]   # a person on its way: once landed
            self.draw_stack(surface, cards, pygame.Rect(col.left, head.bottom + round(6 * u), col.width,
                                                         col.bottom - head.bottom - round(6 * u)), loc == "infirmary")
            if holding and self.view.table.aids and loc in dd.legal_targets():
                pygame.draw.rect(surface, theme.GOOD, col.inflate(6, 6), 2, border_radius=8)
            if holding and dd.target == loc:
                pygame.draw.rect(surface, theme.BAD if dd.violation else theme.GOOD, col, 3, border_radius=6)
            elif lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, col, 2, border_radius=6)

    def names(self, columns: dict) -> tuple[int, dict[str, tuple[str, ...]]]:
        """One size for the eight building names and the lines of each: a name on
        one line where it fits its column at its size at 100% text, else on the two
        lines its text gives (`majesty.location_lines`); the size the largest at
        which every name's lines fit, never below the 100% size (then cut with "…")."""
        view, u = self.view, self.view.u
        top, least = round(12 * u), 1 / theme.growth(view.table.size)
        smallest = max(6, round(top * least))   # as text.fitting goes no lower
        names, size = {}, top
        for loc, col in columns.items():
            room, name = col.width - round(6 * u), view.name("location", loc)
            lines = (name,)
            if text.font(smallest, bold=True).size(name)[0] > room:
                lines = tuple(view.t(f"majesty.location_lines.{loc}").split("\n"))
            widest = max(lines, key=lambda line: text.font(top, bold=True).size(line)[0])
            names[loc] = lines
            size = min(size, text.fitting(widest, top, room, bold=True, least=least))
        return size, names

    def draw_stack(self, surface, cards, rect: pygame.Rect, face_down: bool) -> None:
        """A column's persons overlapping downwards, with their count."""
        u = self.view.u
        w = rect.width
        h = round(w * CARD_RATIO)
        if not cards or rect.height <= 0:
            return
        n = len(cards)
        step = max(round(12 * u), min(round(30 * u), (rect.height - h) // max(1, n - 1))) if n > 1 else 0
        if h + (n - 1) * step > rect.height:
            # a short column: the persons smaller and closer, the first ones left out
            # where even that does not hold them (the badge counts them all)
            step = round(6 * u)
            h = max(rect.height - (n - 1) * step, min(round(h * 0.6), round(rect.height * 0.75)))
            w = min(w, round(h / CARD_RATIO))
            cards = cards[-min(n, 1 + (rect.height - h) // max(1, step)):]
        left = rect.centerx - w // 2 if w < rect.width else rect.left
        for i, card in enumerate(cards):
            place = pygame.Rect(left, rect.top + i * step, w, h)
            if face_down:
                surface.blit(art.card_back((w, h), card.tier), place)
            else:
                surface.blit(self.view.card_image(card, (w, h)), place)
        badge = pygame.Rect(0, 0, round(26 * u), round(22 * u))
        badge.topright = (rect.right + round(4 * u), rect.top - round(8 * u))
        draw_panel(surface, badge, (20, 20, 24), theme.ACCENT, radius=8)
        text.draw(surface, str(n), badge.center, round(13 * u), theme.TEXT, bold=True, anchor="center")

    def draw_purse_line(self, surface, player: int, rect: pygame.Rect, lit: bool) -> None:
        """A realm's coins and meeples in one line (lit: the coins counted)."""
        s, u = self.view.state, self.view.u
        if lit:
            draw_panel(surface, rect, theme.mix(theme.PANEL, theme.HIGHLIGHT, 0.3), theme.HIGHLIGHT, radius=6, width=2)
        centre = (rect.left + round(16 * u), rect.centery)
        art.coin(surface, centre, round(10 * u))
        text.draw(surface, self.view.t("ui.majesty.purse", coins=self.coins(player), meeples=s.meeples[player]),
                  (centre[0] + round(16 * u), rect.centery), round(15 * u), theme.TEXT, bold=True, anchor="midleft")

    def draw_look(self, surface, left: int, centre: int, right: int, cut: bool = False) -> bool:
        """While another's realm shows, how to get back, from `left` on the line at
        `centre`, where it fits before `right` (`cut`: there in any case); False where it does not."""
        words, u = self.view.look_back(), self.view.u
        if not words:
            return True
        size = text.fitting(words, round(14 * u), right - left, least=1 / theme.growth(self.view.table.size))
        if text.font(size).size(words)[0] > right - left and not cut:
            return False
        text.draw(surface, text.elide(words, size, right - left), (left, centre), size, theme.ACCENT, anchor="midleft")
        return True

    def draw_purse_bar(self, surface) -> None:
        """The seat's meeples and coins in a bar under the realm (the view's `purse_rect`);
        another's, looked at: under their name, in their colour."""
        s, u = self.view.state, self.view.u
        p = self.view.focus
        r = self.view.purse_rect
        other = self.view.peek is not None
        draw_panel(surface, r, theme.PANEL, theme.player_colour(p) if other else theme.PANEL_EDGE,
                   width=2 if other else 1)
        end = self.view.table.end_button   # a narrow table (a large text size): the coins move up to the meeples,
        words = self.view.t("ui.majesty.coins", n=self.coins(p))   # clear of End turn at the bottom right, and if need
        meeples = s.setup.worker_spaces * round(34 * u) + round(32 * u) + text.font(round(18 * u), True).size(words)[0]
        labelled = not end.width or r.left + round(110 * u) + meeples <= end.left - round(8 * u)   # be without "Meeples"
        if labelled:
            label = (text.elide(s.players[p], round(15 * u), round(94 * u), bold=True) if other
                     else self.view.t("ui.majesty.meeples"))
            text.draw(surface, label, (r.left + round(12 * u), r.centery), round(15 * u),
                      theme.player_colour(p) if other else theme.TEXT, bold=other, anchor="midleft")
        x0 = r.left + round(110 * u if labelled else 30 * u)
        for i in range(s.setup.worker_spaces):
            centre = (x0 + i * round(34 * u), r.centery)
            if i < s.meeples[p]:
                art.meeple(surface, centre, round(28 * u))
            else:
                pygame.draw.circle(surface, theme.SLOT, centre, round(10 * u), 1)
        cx = x0 + round(230 * u)
        if end.width and cx + round(120 * u) > end.left:
            cx = x0 + s.setup.worker_spaces * round(34 * u) + round(10 * u)
        art.coin(surface, (cx, r.centery), round(14 * u))
        text.draw(surface, words, (cx + round(22 * u), r.centery), round(18 * u), theme.TEXT, bold=True, anchor="midleft")
        for paid, rise in self.floats(round(40 * u)):
            at, anchor = (cx + round(170 * u), r.centery - rise), "midleft"
            if end.width and at[0] + text.font(round(22 * u), True).size(paid)[0] > end.left:   # over the coins instead
                at, anchor = (cx, r.top - rise), "midbottom"
            text.draw(surface, paid, at, round(22 * u), theme.ACCENT, bold=True, anchor=anchor)

    def coins(self, player: int) -> int:
        """`player`'s coins as drawn now: counting to a new number (gui/counting.py)."""
        return self.view.table.counted(("coins", player), self.view.state.coins[player])

    def floats(self, height: int) -> list[tuple[str, float]]:
        """What the seat's last take paid, in words, and how far it has risen of `height`."""
        out = []
        for coins, meeples, who, left in self.view.floats:
            if who == self.view.focus:
                parts = [self.view.t("ui.majesty.float_coins", n=coins)] if coins else []
                parts += [self.view.t("ui.majesty.float_meeples", n=meeples)] if meeples else []
                out.append((" ".join(parts), (1 - left / FLOAT_SECONDS) * height))
        return out

    def purse_width(self) -> int:
        """What the purse takes on the band's line: a place per meeple, the coin, the most coins said."""
        u = self.view.u
        words = self.view.t("ui.majesty.coins", n=188)
        return (self.view.state.setup.worker_spaces * round(22 * u) + round(40 * u)
                + text.font(round(16 * u), bold=True).size(words)[0])

    def draw_band(self, surface) -> None:
        """A short board's band between the row and the realm: the realm's title, then
        (on its line or the next) the seat's meeples and coins; what a take paid rises from them."""
        s, u = self.view.state, self.view.u
        p, band, r = self.view.focus, self.view.band, self.view.purse_rect
        title = self.view.t("ui.majesty.realm_of", name=s.players[p])
        size = text.fitting(title, round(16 * u), band.width, bold=True, least=1 / theme.growth(self.view.table.size))
        line = band.top + (band.height if r.top <= band.top else r.top - band.top) // 2
        shown = text.draw(surface, text.elide(title, size, band.width, bold=True), (band.left, line), size,
                          theme.player_colour(p), bold=True, anchor="midleft")
        if not self.look_in_band(surface, shown):   # how to get back took the purse's place
            return
        step = round(22 * u)
        for i in range(s.setup.worker_spaces):
            centre = (r.left + step // 2 + i * step, r.centery)
            if i < s.meeples[p]:
                art.meeple(surface, centre, round(20 * u))
            else:
                pygame.draw.circle(surface, theme.SLOT, centre, round(7 * u), 1)
        coin = (r.left + s.setup.worker_spaces * step + round(23 * u), r.centery)
        art.coin(surface, coin, round(11 * u))
        text.draw(surface, self.view.t("ui.majesty.coins", n=self.coins(p)), (coin[0] + round(17 * u), r.centery), round(16 * u),
                  theme.TEXT, bold=True, anchor="midleft")
        for words, rise in self.floats(round(30 * u)):
            text.draw(surface, words, (coin[0], r.top - rise), round(18 * u), theme.ACCENT, bold=True, anchor="midbottom")

    def look_in_band(self, surface, title: pygame.Rect) -> bool:
        """How to get back from another's realm in the band: after its title, else after
        the purse, clear of End turn where it shows; where neither has room, in the
        purse's place (False: the purse is left out)."""
        view, u = self.view, self.view.u
        if not view.look_back():
            return True
        band, purse, gap = view.band, view.purse_rect, round(12 * u)
        end = view.table.end_button if view.table.must_end_turn else pygame.Rect(0, 0, 0, 0)
        after_title = purse.left - gap if purse.top <= title.centery <= purse.bottom else band.right
        places = ((title.right + gap, title.centery, after_title), (purse.right + gap, purse.centery, band.right),
                  (purse.left, purse.centery, band.right))
        for i, (left, centre, right) in enumerate(places):
            if end.width and end.top <= centre <= end.bottom and end.right > left:
                right = min(right, end.left - gap)
            if right > left and self.draw_look(surface, left, centre, right, cut=i == len(places) - 1):
                return i < len(places) - 1
        return True

    def draw_realm_rows(self, surface, rect: pygame.Rect) -> tuple[int, list]:
        """Every realm in a compact row of the side panel: name, purse, the persons
        per building; the seat shown large lit. Returns
        where the rows end and each row's rect with its player (a click enlarges it)."""
        s, u = self.view.state, self.view.u
        small = round(13 * u)
        y = rect.top
        rows = []
        cell = max(8, (rect.width - round(8 * u)) // 8)
        pitch, boxes, box_h = round(48 * u), round(18 * u), round(20 * u)   # a row; the counts under the name
        for p, name in enumerate(s.players):
            row = pygame.Rect(rect.left - 4, y - 2, rect.width + 8, round(44 * u))
            if p == self.view.focus:
                pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.player_colour(p), 0.25), row, border_radius=5)
            rows.append((row, p))
            text.draw(surface, name, (rect.left, y), small, theme.player_colour(p), bold=True)
            text.draw(surface, self.view.t("ui.majesty.purse", coins=self.coins(p), meeples=s.meeples[p]), (rect.right, y),
                      small, theme.TEXT, anchor="topright")
            counts, landing = s.counts(p), self.view.table.landing(p)
            for i, loc in enumerate(self.view.locations):
                box = pygame.Rect(rect.left + i * cell, y + boxes, cell - 2, box_h)
                self.view.count_boxes[(p, loc)] = box
                pygame.draw.rect(surface, art.COLOUR[s.data.location(loc).colour], box, border_radius=3)
                count = counts[loc] - landing.count(("building", loc))   # a person on its way counts once landed
                text.draw(surface, str(max(0, count)), box.center, small, art.INK, bold=True, anchor="center")
            for coins, _meeples, who, _left in self.view.floats:
                if who == p and coins:
                    x = rect.left + text.font(small, True).size(name)[0] + round(10 * u)
                    text.draw(surface, f"{coins:+d}", (x, y), small, theme.ACCENT, bold=True)
            y += pitch
        return y, rows
