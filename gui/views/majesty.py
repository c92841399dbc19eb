"""The Majesty table: the row of six person cards with their meeples, the
current player's realm of eight buildings, meeples and coins; the other
realms compact in the side panel; what a turn did, told and floated."""
from __future__ import annotations

import pygame

from games.majesty import LOCATION_OF, LOCATIONS, TakeCard

from .. import draw_majesty as art
from ..draw import tint
from .. import text, theme
from ..dragdrop import Piece
from ..widgets import ChoiceDialog, draw_panel, draw_tooltip
from .base import GameView

FLOAT_SECONDS = 1.4


class MajestyView(GameView):
    def __init__(self, scene):
        super().__init__(scene)
        self.card_rects: list[pygame.Rect] = []
        self.columns: dict[str, pygame.Rect] = {}
        self.realm_rect = self.row_rect = self.purse_rect = pygame.Rect(0, 0, 0, 0)
        self.other_rects: list[tuple[pygame.Rect, int]] = []
        self.hover = None          # ("card", position) or ("building", location)
        self.dialog: ChoiceDialog | None = None
        self.floats: list[list] = []   # [coins, meeples, player, seconds left]: what a turn paid, rising
        self.report: list[str] = []
        humans = [i for i in range(len(self.state.players)) if scene.is_human(i)]
        self.focus = humans[0] if humans else 0

    # --- layout ---------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        u = self.u
        pad = round(14 * u)
        cw, ch = round(96 * u), round(134 * u)
        gap = round(12 * u)
        self.row_rect = pygame.Rect(rect.left + pad, rect.top + pad + round(22 * u), 7 * (cw + gap), ch)
        self.card_rects = [pygame.Rect(self.row_rect.left + i * (cw + gap), self.row_rect.top, cw, ch)
                           for i in range(6)]
        self.deck_rect = pygame.Rect(self.row_rect.left + 6 * (cw + gap) + gap, self.row_rect.top, cw, ch)
        self.purse_rect = pygame.Rect(rect.left + pad, rect.bottom - pad - round(56 * u), rect.width - 2 * pad,
                                      round(56 * u))
        top = self.row_rect.bottom + round(40 * u)
        self.realm_rect = pygame.Rect(rect.left + pad, top, rect.width - 2 * pad, self.purse_rect.top - top - pad)
        col_gap = round(8 * u)
        col_w = (self.realm_rect.width - 7 * col_gap) // 8
        self.columns = {loc: pygame.Rect(self.realm_rect.left + i * (col_w + col_gap), self.realm_rect.top,
                                         col_w, self.realm_rect.height) for i, loc in enumerate(LOCATIONS)}
        if self.dialog:
            self.dialog.layout(self.rect, u)

    @property
    def toast_centre(self):
        return (self.realm_rect.centerx, self.realm_rect.bottom - round(24 * self.u))

    # --- texts --------------------------------------------------------------------
    def name(self, kind: str, key) -> str:
        return self.t(f"majesty.{kind}.{key}")

    def round_text(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.majesty.over")
        return self.t("ui.majesty.turn", turn=s.turn, turns=s.setup.turns_per_player, deck=len(s.deck))

    def objective(self) -> str:
        s = self.state
        if s.is_over():
            return self.t("ui.majesty.over")
        if not self.scene.human_turn:
            return self.t("ui.play.waiting", name=s.players[s.current])
        return self.t("ui.majesty.goal", meeples=s.meeples[s.current])

    def describe(self, player: int, action: dict) -> str:
        return self.t("ui.majesty.log_take", character=self.name("character", action["character"]),
                      position=action["position"], cost=action["position"] - 1)

    # --- taking a card -----------------------------------------------------------------
    def first_heal(self, character: str):
        choices = self.state.heal_choices(self.state.current, character)
        return choices[0] if choices else None

    def card_piece(self, position: int, keyboard: bool = False) -> Piece:
        s = self.state
        card = s.display[position - 1]

        def action(location, _r, _m):
            character = next((c for c in card.halves if LOCATION_OF[c] == location),
                             s.data.location(location).character or "")
            return TakeCard(position, character, self.first_heal(character) if character in card.halves else None)

        def move(location, step):
            index = (LOCATIONS.index(location) + step[0]) % len(LOCATIONS)
            return LOCATIONS[index]

        start = LOCATION_OF[card.halves[0]]
        return Piece(key=("card", position), snap=self.column_at, action=action, start=start, move=move,
                     commit=self.take, clicked=lambda: self.clicked(position), targets=lambda: LOCATIONS)

    def column_at(self, pos):
        if self.focus != self.state.current:
            return None
        return next((loc for loc, rect in self.columns.items() if rect.collidepoint(pos)), None)

    def take(self, action: TakeCard) -> None:
        """Ask what the rules leave open (the healed split card, the Castle B
        trade), then take the card."""
        s = self.state
        player = s.current
        heal = s.heal_choices(player, action.character)
        low, high = s.exchange_offer(player, action.position, action.character)
        if len(heal) > 1:
            top = s.infirmary[player][-1]
            answers = [(self.name("character", c), c) for c in heal]
            self.ask(self.t("ui.majesty.ask_heal", card=" / ".join(self.name("character", c) for c in top.halves)),
                     answers, lambda c: self.after_heal(action, c))
            return
        if low != high:
            answers = [(self.exchange_label(n), n) for n in range(low, high + 1)]
            self.ask(self.t("ui.majesty.ask_exchange", coins=s.coins[player]), answers,
                     lambda n: self.scene.try_action(TakeCard(action.position, action.character, action.heal_as, n)))
            return
        self.scene.try_action(action)

    def after_heal(self, action: TakeCard, heal_as: str) -> None:
        s = self.state
        low, high = s.exchange_offer(s.current, action.position, action.character)
        chosen = TakeCard(action.position, action.character, heal_as, action.exchange)
        if low != high:
            answers = [(self.exchange_label(n), n) for n in range(low, high + 1)]
            self.ask(self.t("ui.majesty.ask_exchange", coins=s.coins[s.current]), answers,
                     lambda n: self.scene.try_action(TakeCard(chosen.position, chosen.character, heal_as, n)))
        else:
            self.scene.try_action(chosen)

    def exchange_label(self, n: int) -> str:
        if n == 0:
            return self.t("ui.majesty.no_trade")
        return self.t("ui.majesty.buy" if n > 0 else "ui.majesty.sell", n=abs(n))

    def ask(self, question: str, answers, on_choose) -> None:
        self.dialog = ChoiceDialog(question, answers, on_choose, self.t("ui.majesty.cancel"))
        self.dialog.layout(self.rect, self.u)

    def clicked(self, position: int) -> None:
        """A click on a card takes it: a split card first asks which person it becomes."""
        card = self.state.display[position - 1]
        if not card.split:
            character = card.halves[0]
            self.take(TakeCard(position, character, self.first_heal(character)))
            return
        answers = [(self.name("character", c), c) for c in card.halves]
        self.ask(self.t("ui.majesty.ask_split"), answers,
                 lambda c: self.take(TakeCard(position, c, self.first_heal(c))))

    # --- events -------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        s = self.state
        if self.dialog is not None:
            self.dialog.handle_event(event)
            if not self.dialog.open:
                self.dialog = None
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.thing_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, player in self.other_rects:
                if rect.collidepoint(event.pos):
                    self.focus = player
                    return True
        if not self.scene.human_turn or s.is_over():
            return False
        self.focus = s.current
        dd = self.scene.dd
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for position, rect in enumerate(self.card_rects, 1):
                if rect.collidepoint(event.pos) and s.display[position - 1] is not None:
                    dd.pick(self.card_piece(position), event.pos)
                    return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_6:
            position = event.key - pygame.K_0
            if s.display[position - 1] is not None:
                dd.pick(self.card_piece(position), keyboard=True)
                return True
        return False

    def thing_at(self, pos):
        for position, rect in enumerate(self.card_rects, 1):
            if rect.collidepoint(pos) and self.state.display[position - 1] is not None:
                return ("card", position)
        for loc, rect in self.columns.items():
            if rect.collidepoint(pos):
                return ("building", loc)
        return None

    def on_action(self, player) -> None:
        s = self.state
        self.report = [line for line in (self.event_line(e) for e in s.events) if line]
        paid: dict[int, list[int]] = {}   # one rising sum per player and turn
        for event in s.events:
            if event["type"] in ("income", "overflow", "exchange"):
                total = paid.setdefault(event["player"], [0, 0])
                total[0] += event.get("coins", 0)
                total[1] += event.get("meeples", 0)
        self.floats = [[coins, meeples, p, FLOAT_SECONDS] for p, (coins, meeples) in paid.items() if coins or meeples]
        if s.actors() and self.scene.is_human(s.current):
            self.focus = s.current

    def event_line(self, e: dict) -> str:
        s = self.state
        who = s.players[e["player"]] if "player" in e else ""
        kind = e["type"]
        if kind == "take":
            return self.t("ui.majesty.ev_take", name=who, character=self.name("character", e["card"].character),
                          cost=e["cost"], meeples=e["meeples"])
        if kind == "income":
            key = "ui.majesty.ev_bonus" if e.get("bonus") else "ui.majesty.ev_income"
            return self.t(key, name=who, coins=e.get("coins", 0), meeples=e.get("meeples", 0),
                          location=self.name("location", e["location"]))
        if kind == "attack":
            victim = s.players[e["victim"]]
            if e["blocked"]:
                return self.t("ui.majesty.ev_blocked", victim=victim, guards=e["guards"], knights=e["knights"])
            if e.get("card") is None:
                return self.t("ui.majesty.ev_nothing", victim=victim)
            return self.t("ui.majesty.ev_wounded", victim=victim, knights=e["knights"], guards=e["guards"],
                          character=self.name("character", e["card"].character))
        if kind == "heal":
            return self.t("ui.majesty.ev_heal", name=who, character=self.name("character", e["card"].character),
                          location=self.name("location", e["to"]))
        if kind == "overflow":
            return self.t("ui.majesty.ev_overflow", name=who, coins=e["coins"])
        if kind == "exchange":
            return self.t("ui.majesty.ev_exchange", name=who, meeples=e["meeples"], coins=e["coins"])
        return ""

    @property
    def animating(self) -> bool:
        return bool(self.floats)

    def update(self, dt: float) -> None:
        for item in self.floats:
            item[3] -= dt
        self.floats = [f for f in self.floats if f[3] > 0]

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.draw_row(surface)
        self.draw_realm(surface, self.focus, self.realm_rect, self.columns)
        self.draw_purse(surface)

    def card_image(self, card, size) -> pygame.Surface:
        names = tuple(self.name("character", c) for c in card.halves)
        return art.person(card.halves, card.character, names, size, card.tier)

    def draw_row(self, surface) -> None:
        s, u = self.state, self.u
        small = round(13 * u)
        dd = self.scene.dd
        for position, rect in enumerate(self.card_rects, 1):
            card = s.display[position - 1]
            label = self.t("ui.majesty.free") if position == 1 else self.t("ui.majesty.cost", n=position - 1)
            text.draw(surface, f"{position} · {label}", (rect.centerx, rect.top - round(4 * u)), small, theme.TEXT_DIM,
                      anchor="midbottom")
            if card is None:
                pygame.draw.rect(surface, theme.SLOT, rect, 1, border_radius=6)
                continue
            surface.blit(self.card_image(card, rect.size), rect)
            if dd.holding and dd.held.key == ("card", position):
                tint(surface, rect)
            affordable = position - 1 <= s.meeples[s.current] if s.actors() else True
            if not affordable:
                tint(surface, rect, alpha=120)
            for i in range(s.display_meeples[position - 1]):
                art.meeple(surface, (rect.left + round(16 * u) + (i % 4) * round(22 * u),
                                     rect.bottom - round(16 * u) - (i // 4) * round(22 * u)), round(20 * u))
            if self.hover == ("card", position):
                pygame.draw.rect(surface, theme.ACCENT, rect, 3, border_radius=6)
        if s.deck:
            back = art.card_back(self.deck_rect.size, s.deck[0].tier if not s.options.get("all_cards") else 1)
            surface.blit(back, self.deck_rect)
        text.draw(surface, self.t("ui.majesty.deck", n=len(s.deck)), (self.deck_rect.centerx, self.deck_rect.bottom + 4),
                  small, theme.TEXT_DIM, anchor="midtop")

    def draw_realm(self, surface, player: int, area: pygame.Rect, columns: dict, highlight=()) -> None:
        s, u = self.state, self.u
        scale = area.height / max(1, self.realm_rect.height or area.height)
        colour = theme.player_colour(player)
        text.draw(surface, self.t("ui.majesty.realm_of", name=s.players[player]), (area.left, area.top - round(6 * u)),
                  round(16 * u), colour, bold=True, anchor="bottomleft")
        dd = self.scene.dd
        for loc, col in columns.items():
            location = s.data.location(loc)
            side = s.sides[loc]
            head = pygame.Rect(col.left, col.top, col.width, round(66 * u * min(1, scale)))
            lit = loc in highlight
            base = art.COLOUR[location.colour]
            draw_panel(surface, head, theme.mix(base, (30, 30, 30), 0.35), theme.HIGHLIGHT if lit else base, radius=6,
                       width=3 if lit else 1)
            art.crest(surface, location.character, (head.left + round(18 * u), head.top + round(22 * u)),
                      round(24 * u))
            pygame.draw.circle(surface, art.PAPER, (head.left + round(18 * u), head.top + round(22 * u)), round(15 * u), 1)
            name_size = round(12 * u)
            text.draw(surface, self.name("location", loc), (head.left + round(4 * u), head.bottom - round(4 * u)),
                      name_size, theme.TEXT, bold=True, anchor="bottomleft")
            majority = location.side(side).majority
            text.draw(surface, side, (head.right - round(6 * u), head.top + round(4 * u)), round(13 * u), theme.ACCENT,
                      bold=True, anchor="topright")
            if majority is not None:
                text.draw(surface, f"{majority:+d}" if majority < 0 else str(majority),
                          (head.right - round(6 * u), head.top + round(22 * u)), round(15 * u), theme.TEXT, bold=True,
                          anchor="topright")
            cards = s.infirmary[player] if loc == "infirmary" else s.realm[player][loc]
            self.draw_stack(surface, cards, pygame.Rect(col.left, head.bottom + round(6 * u), col.width,
                                                        col.bottom - head.bottom - round(6 * u)), loc == "infirmary")
            if dd.holding and player == s.current and self.scene.aids and loc in dd.legal_targets():
                pygame.draw.rect(surface, theme.GOOD, col.inflate(6, 6), 2, border_radius=8)
            if dd.holding and player == s.current and dd.target == loc:
                pygame.draw.rect(surface, theme.BAD if dd.violation else theme.GOOD, col, 3, border_radius=6)
            elif lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, col, 2, border_radius=6)

    def draw_stack(self, surface, cards, rect: pygame.Rect, face_down: bool) -> None:
        u = self.u
        w = rect.width
        h = round(w * 1.38)
        if not cards:
            return
        step = max(round(12 * u), min(round(30 * u), (rect.height - h) // max(1, len(cards) - 1))) if len(cards) > 1 else 0
        for i, card in enumerate(cards):
            place = pygame.Rect(rect.left, rect.top + i * step, w, h)
            if face_down:
                surface.blit(art.card_back((w, h), card.tier), place)
            else:
                surface.blit(self.card_image(card, (w, h)), place)
        badge = pygame.Rect(0, 0, round(26 * u), round(22 * u))
        badge.topright = (rect.right + round(4 * u), rect.top - round(8 * u))
        draw_panel(surface, badge, (20, 20, 24), theme.ACCENT, radius=8)
        text.draw(surface, str(len(cards)), badge.center, round(13 * u), theme.TEXT, bold=True, anchor="center")

    def draw_purse(self, surface) -> None:
        s, u = self.state, self.u
        p = self.focus
        r = self.purse_rect
        draw_panel(surface, r, theme.PANEL, theme.PANEL_EDGE)
        text.draw(surface, self.t("ui.majesty.meeples"), (r.left + round(12 * u), r.centery), round(15 * u), theme.TEXT,
                  anchor="midleft")
        x0 = r.left + round(110 * u)
        for i in range(s.setup.worker_spaces):
            centre = (x0 + i * round(34 * u), r.centery)
            if i < s.meeples[p]:
                art.meeple(surface, centre, round(28 * u))
            else:
                pygame.draw.circle(surface, theme.SLOT, centre, round(10 * u), 1)
        cx = x0 + round(230 * u)
        art.coin(surface, (cx, r.centery), round(14 * u))
        text.draw(surface, self.t("ui.majesty.coins", n=s.coins[p]), (cx + round(22 * u), r.centery), round(18 * u),
                  theme.TEXT, bold=True, anchor="midleft")
        for coins, meeples, who, left in self.floats:
            if who == p:
                rise = (1 - left / FLOAT_SECONDS) * round(40 * u)
                parts = [self.t("ui.majesty.float_coins", n=coins)] if coins else []
                parts += [self.t("ui.majesty.float_meeples", n=meeples)] if meeples else []
                text.draw(surface, " ".join(parts), (cx + round(170 * u), r.centery - rise), round(22 * u),
                          theme.ACCENT, bold=True, anchor="midleft")

    def draw_overlay(self, surface) -> None:
        dd, u = self.scene.dd, self.u
        if dd.holding:
            position = dd.held.key[1]
            card = self.state.display[position - 1]
            if card is not None and dd.target is None and dd.pos != (0, 0):
                rect = self.card_rects[0].copy()
                rect.center = dd.pos
                surface.blit(self.card_image(card, rect.size), rect)
            if dd.violation is not None:
                draw_tooltip(surface, [self.t("violation." + dd.violation.code, **dd.violation.params)], dd.pos,
                             round(14 * u))
        elif self.hover is not None and self.dialog is None:
            draw_tooltip(surface, self.hover_lines(), self.scene.pointer, round(14 * u))
        if self.dialog is not None:
            tint(surface, surface.get_rect(), alpha=120)
            self.dialog.draw(surface)

    def hover_lines(self) -> list[str]:
        s = self.state
        kind, key = self.hover
        if kind == "building":
            location = s.data.location(key)
            side = location.side(s.sides[key])
            lines = [f"{self.name('location', key)} · {self.t('majesty.side', side=s.sides[key])}"]
            lines += list(text.wrap(side.text.get(self.scene.app.language, side.text["en"]), round(14 * self.u),
                                    round(420 * self.u)))
            if side.majority is not None:
                lines.append(self.t("ui.majesty.majority", value=side.majority))
            return lines
        if not s.actors():
            return []
        player = s.current
        card = s.display[key - 1]
        lines = [self.t("ui.majesty.tip_cost", n=key - 1, meeples=s.display_meeples[key - 1])]
        for character in card.halves:
            take = TakeCard(key, character, self.first_heal(character))
            preview = s.preview(player, take)
            if preview is None:  # the rule's own reason (cannot pay, the turn is complete, ...)
                refused = s.check(player, take)
                lines.append(self.t("ui.majesty.tip_cannot", character=self.name("character", character),
                                    reason=self.t("violation." + refused.code, **refused.params)))
                continue
            others = ", ".join(f"{s.players[q]} {c:+d}" for q, c in enumerate(preview.coins) if q != player and c)
            lines.append(self.t("ui.majesty.tip_gain", character=self.name("character", character),
                                coins=preview.coins[player], meeples=preview.meeples[player]))
            wounded = [s.players[e["victim"]] for e in preview.events if e["type"] == "attack" and e.get("card")]
            if others:
                lines.append("   " + self.t("ui.majesty.tip_others", others=others))
            if wounded:
                lines.append("   " + self.t("ui.majesty.tip_attack", names=", ".join(wounded)))
        return lines

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        """The other realms in a compact row each (click to enlarge), then what the last turn did."""
        s, u = self.state, self.u
        small = round(13 * u)
        y = rect.top
        self.other_rects = []
        cell = max(8, (rect.width - round(8 * u)) // 8)
        for p, name in enumerate(s.players):
            row = pygame.Rect(rect.left - 4, y - 2, rect.width + 8, round(44 * u))
            if p == self.focus:
                pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.player_colour(p), 0.25), row, border_radius=5)
            self.other_rects.append((row, p))
            text.draw(surface, name, (rect.left, y), small, theme.player_colour(p), bold=True)
            text.draw(surface, self.t("ui.majesty.purse", coins=s.coins[p], meeples=s.meeples[p]), (rect.right, y),
                      small, theme.TEXT, anchor="topright")
            counts = s.counts(p)
            for i, loc in enumerate(LOCATIONS):
                box = pygame.Rect(rect.left + i * cell, y + round(18 * u), cell - 2, round(20 * u))
                pygame.draw.rect(surface, art.COLOUR[s.data.location(loc).colour], box, border_radius=3)
                text.draw(surface, str(counts[loc]), box.center, small, art.INK, bold=True, anchor="center")
            for coins, _meeples, who, _left in self.floats:
                if who == p and coins:
                    x = rect.left + text.font(small, True).size(name)[0] + round(10 * u)
                    text.draw(surface, f"{coins:+d}", (x, y), small, theme.ACCENT, bold=True)
            y += round(48 * u)
        if self.report:
            y += round(4 * u)
            text.draw(surface, self.t("ui.majesty.last_turn"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            for line in self.report:
                y += text.draw_wrapped(surface, line, pygame.Rect(rect.left, y, rect.width, 0), small, theme.TEXT)
        return y + round(10 * u)

    def rule_at(self, pos):
        """A building (or a card in the row: its building's) text for the side in play."""
        thing = self.thing_at(pos)
        if thing is None:
            return None
        s = self.state
        locations = [thing[1]] if thing[0] == "building" else [LOCATION_OF[c] for c in s.display[thing[1] - 1].halves]
        lines, titles = [], []
        for loc in locations:
            location = s.data.location(loc)
            side = location.side(s.sides[loc])
            titles.append(f"{self.name('location', loc)} ({self.t('majesty.side', side=s.sides[loc])})")
            lines.append(side.text.get(self.scene.app.language) or side.text["en"])
            if side.majority is not None:
                lines.append(self.t("ui.majesty.majority", value=side.majority))
        return " / ".join(titles), "\n".join(lines)

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        kind = target["kind"]
        if kind == "card":
            return [self.card_rects[target["at"] - 1]]
        if kind == "row":
            return [self.row_rect]
        if kind == "building":
            return [self.columns[target["at"]]]
        if kind == "realm":
            return [self.realm_rect]
        if kind == "purse":
            return [self.purse_rect]
        if kind == "realms":
            return [rect for rect, _ in self.other_rects]
        return []

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """A realm fitted into `rect` (results), its scored buildings lit."""
        col_gap = max(2, round(6 * self.u))
        col_w = (rect.width - 7 * col_gap) // 8
        top = rect.top + round(30 * self.u)
        columns = {loc: pygame.Rect(rect.left + i * (col_w + col_gap), top, col_w, rect.bottom - top)
                   for i, loc in enumerate(LOCATIONS)}
        self.draw_realm(surface, player, pygame.Rect(rect.left, top, rect.width, rect.bottom - top), columns,
                        tuple(highlight))


VIEW = MajestyView  # found by gui.views.make_view
