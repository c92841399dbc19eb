"""The Majesty table: the row of six person cards with their meeples, the
current player's realm of eight buildings, meeples and coins; the other
realms compact in the side panel; what the others' ended turns did. What the
seat may take comes from the engine's decision: its offers, each with the
persons a card may become and the heal and trade questions they raise."""
from __future__ import annotations

import pygame

from ... import text, theme
from ...draw import tint
from ...widgets import ChoiceDialog, draw_tooltip
from ...layout import Layout, Part
from ..base import GameView
from . import art
from .lesson import MajestyLesson
from .realm import FLOAT_SECONDS, HEAD, RealmPainter, head_rect, paid
from .row import RowPainter
from .taking import CardTaker
from .tips import MajestyTips
from .turns import TurnTeller

REALM_LEAST = 126   # units: the realm's least height with the purse in a bar at the foot (else it goes in a band)


class MajestyView(GameView):
    takes = frozenset({"take_card"})

    def __init__(self, table):
        super().__init__(table)
        self.realms = RealmPainter(self)
        self.lesson = MajestyLesson(self)
        self.row = RowPainter(self)
        self.taking = CardTaker(self)
        self.tips = MajestyTips(self)
        self.turns = TurnTeller(self)
        self.card_rects: list[pygame.Rect] = []
        self.columns: dict[str, pygame.Rect] = {}
        self.heads: dict[str, pygame.Rect] = {}
        self.board_columns: dict[str, pygame.Rect] = {}   # the results board's, as last drawn
        self.board_purse = pygame.Rect(0, 0, 0, 0)
        self.realm_rect = self.row_rect = self.purse_rect = pygame.Rect(0, 0, 0, 0)
        self.other_rects: list[tuple[pygame.Rect, int]] = []
        self.count_boxes: dict[tuple[int, str], pygame.Rect] = {}   # (seat, building): its count in the panel
        self.hover = None          # ("card", position) or ("building", location)
        self.dialog: ChoiceDialog | None = None
        self.floats: list[list] = []   # [coins, meeples, player, seconds left]: what a take paid, rising
        self._floated = None           # the state shown whose take rose last
        self.home = next((i for i in range(len(self.state.players)) if table.is_human(i)), 0)   # the screen's person's
        self.peek: int | None = None   # another's realm shown large for a look (its row in the panel clicked)

    @property
    def focus(self) -> int:
        """The realm shown large: the one looked at, else one's own (the player's, at nobody's screen)."""
        own = self.home if self.table.seat is not None else self.watched
        return self.peek if self.peek is not None else own

    def show_own(self, seat: int) -> None:
        """`seat`'s own realm large again, no look at another's."""
        self.home, self.peek = seat, None

    def look_back(self) -> str:
        """While another's realm shows, how to get back ("": one's own shows); in a
        tutorial Esc leaves it, so a click alone."""
        if self.peek is None:
            return ""
        return self.t("ui.majesty.look_click" if self.table.teaching else "ui.majesty.look_back")

    @property
    def locations(self) -> tuple[str, ...]:
        return self.state.data.location_ids

    def columns_in(self, area: pygame.Rect, gap: int) -> dict[str, pygame.Rect]:
        """One column per location, left to right, filling `area`."""
        width = (area.width - 7 * gap) // 8
        return {loc: pygame.Rect(area.left + i * (width + gap), area.top, width, area.height)
                for i, loc in enumerate(self.locations)}

    # --- layout ---------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        """The card row, the realm, the meeples and coins in a bar at the foot; where
        the realm would keep less than its least height (a drawer's board, a large
        text size) the meeples and coins go on the line of the realm's title, between
        the row and the buildings."""
        super().layout(rect)
        self.other_rects, self.count_boxes = [], {}  # the panel's rows: drawn anew if the panel shows (a drawer may be shut)
        self.band, self.end_place = None, None
        lay = Layout(self.u)
        lay.first(lambda: self.layout_tall(lay, rect), lambda: self.layout_short(lay, rect))
        self.columns = self.columns_in(self.realm_rect, lay.px(8))
        self.heads = {loc: head_rect(col, self.u) for loc, col in self.columns.items()}
        if self.dialog:
            self.dialog.layout(self.taking.dialog_area(), self.u)

    def layout_row(self, lay: Layout, rect: pygame.Rect, gap: int) -> None:
        """The six cards and the deck after a gap, from the top left of `rect`, as
        high as the cards' shape lets them be in it."""
        cw = round(rect.height * 96 / 134)
        cw -= round(cw * 134 / 96) > rect.height
        ch = round(cw * 134 / 96)
        self.row_rect = pygame.Rect(rect.left, rect.top, 7 * (cw + gap), ch)
        self.card_rects = [pygame.Rect(rect.left + i * (cw + gap), rect.top, cw, ch)
                           for i in range(len(self.state.display))]
        self.deck_rect = pygame.Rect(rect.left + 6 * (cw + gap) + gap, rect.top, cw, ch)

    def card_part(self, lay: Layout, width: int, gap: int, least: float = 134) -> Part:
        """The card row's height: six cards and the deck fit in `width`, at most 96 units wide."""
        most = round(min(lay.px(96), (width - 7 * gap) // 7) * 134 / 96)
        return Part(min(lay.px(least), most), 1, most)

    def layout_tall(self, lay: Layout, rect: pygame.Rect) -> None:
        area, gap = lay.inset(rect, 14), lay.px(12)
        _, row, _, self.realm_rect, _, self.purse_rect = lay.column(
            area, lay.fixed(22), self.card_part(lay, area.width + gap, gap), lay.fixed(40),
            lay.grow(least=REALM_LEAST), lay.fixed(14), lay.fixed(56))
        self.layout_row(lay, row, gap)

    def layout_short(self, lay: Layout, rect: pygame.Rect) -> None:
        """The band between row and realm holds the realm's title and its purse on
        one line where they fit, else on two; End turn at its right end where there
        is room, else over the row's last cards and the deck (none of them to take then)."""
        area = lay.inset(rect, 10)
        gap, end_w = lay.px(8), lay.px(190)
        title = max(text.font(lay.px(16), bold=True).size(self.t("ui.majesty.realm_of", name=name))[0]
                    for name in self.state.players)
        purse = self.realms.purse_width()
        one_line = title + lay.px(16) + purse
        if one_line + gap + end_w <= area.width:
            lines, band, end_beside = 1, 46, True
        elif one_line <= area.width:
            lines, band, end_beside = 1, 30, False
        else:
            lines, band = 2, 56
            end_beside = max(title, purse) + gap + end_w <= area.width
        card = self.card_part(lay, area.width, gap, 24 * 134 / 96)
        _, row, _, _, _, _ = lay.column(area, lay.fixed(18), card, lay.fixed(band), lay.fixed(HEAD + 6), lay.fixed(56),
                                        Part(), squeeze=True)
        self.layout_row(lay, row, gap)
        self.band = pygame.Rect(area.left, self.row_rect.bottom + lay.px(4), area.width, lay.px(band) - lay.px(4))
        top = self.row_rect.bottom + lay.px(band)
        self.realm_rect = pygame.Rect(area.left, top, area.width, max(0, area.bottom - top))
        line = self.band.height // lines
        purse_left = area.left + (title + lay.px(16) if lines == 1 else 0)
        self.purse_rect = pygame.Rect(purse_left, self.band.bottom - line, purse, line)
        if end_beside:
            self.end_place = (area.right - end_w, self.row_rect.bottom + (lay.px(band) - lay.px(46)) // 2)
        else:
            self.end_place = (self.deck_rect.right - end_w, self.row_rect.centery - lay.px(23))

    def end_turn_place(self, size):
        return self.end_place

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
        s, decision = self.state, self.decision
        if s.is_over():
            return self.t("ui.majesty.over")
        if decision is None or decision.kind != "take":   # "end_turn": the play scene says it
            return self.waiting(s.current)
        return self.t("ui.majesty.decision.take", meeples=decision.param("meeples", 0), cards=len(decision.hand))

    def move_origin(self, player: int, action: dict) -> pygame.Rect | None:
        """A card taken comes from its place in the row."""
        if action.get("kind") == "take_card" and 1 <= action.get("position", 0) <= len(self.card_rects):
            return self.card_rects[action["position"] - 1]
        return None

    def describe(self, player: int, action: dict) -> str:
        return self.t("ui.majesty.log_take", character=self.name("character", action["character"]),
                      position=action["position"], cost=self.state.cost(action["position"]))

    def expected_move(self, action: dict) -> str:
        location = self.state.data.location_of(action["character"])
        return self.t("ui.majesty.expected_take", character=self.name("character", action["character"]),
                      position=action["position"], location=self.name("location", location))

    def hint_words(self, player: int, action: dict) -> str:
        """The card and its building, and at Castle B the trade (the dialog's answer)
        and a healed split card's person."""
        words = [self.expected_move(action)]
        if action.get("exchange"):
            label = self.taking.exchange_label(action["exchange"])
            words.append(label[:1].lower() + label[1:])
        if action.get("heal_as"):
            words.append(self.t("ui.majesty.hint_heal", character=self.name("character", action["heal_as"])))
        return ", ".join(words)

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
        if self.look(event):
            return True
        if self.decision is None:
            return False
        dd = self.table.drag   # a card picked up: one's own realm comes back large (where it goes)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for position, rect in enumerate(self.card_rects, 1):
                if rect.collidepoint(event.pos) and s.display[position - 1] is not None:
                    self.show_own(s.current)
                    dd.pick(self.taking.card_piece(position), event.pos)
                    return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + len(s.display):
            position = event.key - pygame.K_0
            if s.display[position - 1] is not None:
                self.show_own(s.current)
                dd.pick(self.taking.card_piece(position), keyboard=True)
                return True
        return False

    def look(self, event) -> bool:
        """A click on a realm's row in the panel shows it large (one's own, or the one
        shown: back); while another's shows, Esc or a click that picks up no card
        brings one's own back (as Limes' look and Rome's landscape of another do)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.peek is not None:
            self.peek = None
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        row = next((player for rect, player in self.other_rects if rect.collidepoint(event.pos)), None)
        if row is not None:
            self.peek = None if row in (self.home, self.peek) else row
            return True
        thing = self.thing_at(event.pos)
        if self.peek is not None and not (self.decision is not None and thing is not None and thing[0] == "card"):
            self.peek = None
            return True
        return False

    def thing_at(self, pos):
        """The card of the row or the building (its header, not the persons below) at `pos`."""
        for position, rect in enumerate(self.card_rects, 1):
            if rect.collidepoint(pos) and self.state.display[position - 1] is not None:
                return ("card", position)
        for loc, rect in self.heads.items():
            if rect.collidepoint(pos):
                return ("building", loc)
        return None

    def on_action(self, player) -> None:
        """A take rises as what it paid (the engine's `events` of the turn in play, which
        waits to be ended), once per player; an ended turn or a take-back raises nothing."""
        s = self.state
        if s.unconfirmed and s is not self._floated:
            self._floated = s
            self.floats = [[coins, meeples, p, FLOAT_SECONDS] for p, (coins, meeples) in paid(s.events).items()
                           if coins or meeples]
        if s.actors() and self.table.player == s.current and self.table.is_human(s.current):
            self.show_own(s.current)   # the realm of the person whose hands the screen is in (not a script's seat)

    def told_turns(self) -> list[tuple[int, tuple]]:
        """The others' ended turns the panel tells (the turns part chooses them)."""
        return self.turns.told_turns()

    def told_lines(self, told=None) -> list[str]:
        """What the panel tells of the turns `told` (default: told_turns())."""
        return self.turns.told_lines(told)

    def event_line(self, e: dict) -> str:
        """One event of an ended turn in a sentence (the turns part says it)."""
        return self.turns.event_line(e)

    @property
    def animating(self) -> bool:
        return bool(self.floats)

    def update(self, dt: float) -> None:
        for item in self.floats:
            item[3] -= dt
        self.floats = [f for f in self.floats if f[3] > 0]

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.row.draw(surface)
        self.realms.draw_realm(surface, self.focus, self.realm_rect, self.columns, titled=self.band is None)
        if self.hover is not None and self.hover[0] == "building":
            pygame.draw.rect(surface, theme.ACCENT, self.heads[self.hover[1]], 2, border_radius=6)
        if self.band is None:
            self.realms.draw_purse_bar(surface)
        else:
            self.realms.draw_band(surface)

    def card_image(self, card, size) -> pygame.Surface:
        names = tuple(self.name("character", c) for c in card.halves)
        return art.person(card.halves, card.character, names, size, card.tier)

    def draw_overlay(self, surface) -> None:
        dd, u = self.table.drag, self.u
        if dd.holding:
            self.row.draw_held(surface)
        elif self.hover is not None and self.dialog is None:
            draw_tooltip(surface, self.hover_lines(), self.table.pointer, round(14 * u))
        if self.dialog is not None:
            tint(surface, surface.get_rect(), alpha=120)
            self.dialog.draw(surface)

    def hover_lines(self) -> list[str]:
        """The tooltip of the thing under the pointer (the tips part says it)."""
        return self.tips.hover_lines()

    def draw_panel_extra(self, surface, rect: pygame.Rect) -> int:
        """The realms in a compact row each (click to enlarge), then what the others' ended turns did."""
        y, self.other_rects = self.realms.draw_realm_rows(surface, rect)
        return self.turns.draw(surface, rect, y) + round(10 * self.u)

    def rule_at(self, pos):
        """A building (or a card in the row: its building's) text for the side in play."""
        return self.tips.rule_at(pos)

    def tutorial_rects(self, target: dict) -> list[pygame.Rect]:
        kind = target["kind"]
        if kind == "card":   # and the building it goes to, if the step names it
            return [self.card_rects[target["at"] - 1]] + ([self.heads[target["to"]]] if target.get("to") in self.heads else [])
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

    def tutorial_box_at(self, target: dict, size: tuple[int, int]) -> tuple[int, int] | None:
        """A step that asks for a card: its box in the realm below the buildings, on the
        side away from the building the card goes to (`to`), so both stay in sight."""
        if target.get("kind") != "card" or target.get("to") not in self.columns:
            return None
        width, height = size
        pad = round(10 * self.u)
        going = self.columns[target["to"]].centerx
        left = self.realm_rect.right - width if going < self.realm_rect.centerx else self.realm_rect.left
        top = max(self.heads[target["to"]].bottom + pad, self.realm_rect.bottom - height)
        return left, top

    def mark_rects(self, player: int, marks: tuple) -> list[pygame.Rect]:
        """The card to take in the row and the building's head in the realm shown (a
        hint); another seat's move: its count of the building in the panel."""
        if player != self.focus:
            return [self.count_boxes[player, m[1]] for m in marks if (player, m[1]) in self.count_boxes]
        return ([self.heads[m[1]] for m in marks if m[0] == "building" and m[1] in self.heads]
                + [self.card_rects[m[1] - 1] for m in marks if m[0] == "card" and 0 < m[1] <= len(self.card_rects)])

    def move_marks(self, action: dict) -> tuple:
        """A person taken lights the building it goes to, and the card where it lay."""
        if action.get("kind") == "take_card":
            return (("building", self.state.data.location_of(action["character"])), ("card", action["position"]))
        return ()

    def look_rects(self, player: int, action: dict) -> list[pygame.Rect]:
        """A hint's first step: the card to take (its building comes with the second)."""
        return self.mark_rects(player, tuple(m for m in self.move_marks(action) if m[0] == "card"))

    def lesson_words(self, player: int, action: dict, other: dict) -> str:
        """The person, the position it was taken from (and its cost), the building it goes to."""
        cost = self.state.cost(action["position"])
        return self.t("ui.majesty.coach_take", move=self.expected_move(action),
                      cost=self.t("ui.majesty.free") if cost == 0 else self.t("ui.majesty.cost", n=cost))

    def draw_lesson(self, surface, rect: pygame.Rect, player: int, action: dict, other: dict) -> list:
        """The coach's picture: the card row of that moment, the card taken outlined, above the realm."""
        return self.lesson.draw(surface, rect, player, action)

    def draw_board(self, surface, rect: pygame.Rect, player: int, highlight=()) -> None:
        """A realm fitted into `rect` (results) with its coins and meeples below,
        lit where a results line counted: ("building", location), ("coins",)."""
        u = self.u
        purse = round(30 * u) if rect.height >= round((HEAD + 80) * u) else 0   # a short rect: the buildings alone
        self.board_purse = pygame.Rect(rect.left, rect.bottom - purse, min(rect.width, round(260 * u)) if purse else 0,
                                       purse)
        area = pygame.Rect(rect.left, rect.top + round(10 * u), rect.width,
                           max(0, self.board_purse.top - rect.top - round((20 if purse else 10) * u)))
        self.board_columns = self.columns_in(area, max(2, round(6 * u)))
        self.realms.draw_realm(surface, player, area, self.board_columns, tuple(highlight), titled=False)
        if purse:
            self.realms.draw_purse_line(surface, player, self.board_purse, ("coins",) in highlight)


VIEW = MajestyView  # found by gui.views.make_view
