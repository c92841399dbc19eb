"""Around the Cartographers map: the band above it (the explore or ambush card,
drawn by card.CardFace, its shapes and terrains to choose; in a short room one
column beside the map with the season's column under it, column.SeasonColumn),
the skills' buttons, and the edicts in the side panel. What the view says is
sentences.py's."""
from __future__ import annotations

import pygame

from ...engine import cartographers
from ... import text, theme
from ...widgets import Button, draw_panel, draw_tooltip, handle_buttons
from . import art
from .card import CardFace
from .column import SeasonColumn

# A short room's side column: the card's height, the shapes' row's and the column's level
SIDE_LEVELS = ((124, 104, 0), (112, 72, 0), (52, 64, 0), (52, 56, 1), (52, 52, 2), (52, 48, 3))


class Band:
    """The card band above the map (its shapes and terrains to choose) and the
    column beside it, a part the view holds as `band`."""

    def __init__(self, view):
        self.view = view
        self.rect = self.card_rect = self.row = pygame.Rect(0, 0, 0, 0)
        self.side = False
        self.column = SeasonColumn(view)
        self.face = CardFace(self)
        self.shape_rects: list[pygame.Rect] = []
        self.terrain_buttons: list[Button] = []
        self.skill_buttons: list[Button] = []
        self.named = True            # the terrain buttons say their names (else their swatches alone)
        self.hover_skill: Button | None = None
        self.pointer = (0, 0)
        self.edict_rects: list[tuple[pygame.Rect, str]] = []
        self._stars: dict = {}

    @property
    def u(self) -> float:
        return self.view.u

    def t(self, key: str, **params) -> str:
        return self.view.t(key, **params)

    # --- layout -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, column: pygame.Rect, side: bool = False) -> None:
        """The band above the map and the column at its right; `side` (a short room):
        `rect` is one column beside the map for the card, the shapes' row and the
        column's lines, each as compact as its height needs."""
        self.rect, self.side = rect, side
        self.edict_rects = []  # the panel's edicts: drawn anew if the panel shows (a drawer may be shut)
        u = self.u
        if side:
            gap = round(6 * u)
            solo = len(self.view.state.players) == 1   # its ambush cards say a corner too: a second line
            for card_h, row_h, level in SIDE_LEVELS:
                card_h += 16 if solo and card_h < 100 else 0
                need = round((card_h + row_h) * u) + 2 * gap + self.column.need(level, rect.width)
                if need <= rect.height:
                    break
            self.card_rect = pygame.Rect(rect.left, rect.top, rect.width, round(card_h * u))
            self.row = pygame.Rect(rect.left, self.card_rect.bottom + gap, rect.width, round(row_h * u))
            self.column.fit(pygame.Rect(rect.left, self.row.bottom + gap, rect.width,
                                        rect.bottom - self.row.bottom - gap), level)
        else:
            # the card gives up width where the band is narrow (a large text size), down to 140 units
            card_w = max(round(140 * u), min(round(176 * u), rect.width - round(370 * u)))
            self.card_rect = pygame.Rect(rect.left, rect.top, card_w, rect.height)
            left = self.card_rect.right + round(14 * u)
            self.row = pygame.Rect(left, rect.top + round(20 * u), rect.right - left, rect.height - round(20 * u))
            self.column.fit(column)
        self.refresh()

    def draw_column(self, surface) -> None:
        self.column.draw(surface, self.skill_buttons)

    def end_turn_place(self, size: tuple[int, int]) -> tuple[int, int]:
        """Where the End turn button stands: at the right end of the shapes' row (while a
        turn waits to be ended the band offers no shape)."""
        if self.side:
            return self.row.right - size[0], self.row.top + max(0, (self.row.height - size[1]) // 2)
        return self.rect.right - size[0], self.rect.bottom - size[1]

    def refresh(self) -> None:
        """Buttons for the current offer (called when it or the chosen terrain changes):
        the shapes in a row, the terrains in columns beside them (band_fit); the skills."""
        view, u = self.view, self.u
        offer, row = view._offer, self.row
        gap, step = round(8 * u), round(4 * u)
        terrains = offer.terrains if offer.kind not in ("monster", "erase") else ()
        size, self.named, (bh, bw, _width), per_col = self.band_fit(len(offer.hand), terrains)
        self.shape_rects = [pygame.Rect(row.left + i * (size + gap), row.top, size, size) for i in range(len(offer.hand))]
        x = row.left + len(offer.hand) * (size + gap) + round(6 * u)
        self.terrain_buttons = []
        for i, terrain in enumerate(terrains):
            col, line = divmod(i, per_col)
            button = Button("", lambda t=terrain: self.choose_terrain(t),
                            pygame.Rect(x + col * (bw + (gap if self.named else step)), row.top + line * (bh + step),
                                        bw, bh),
                            key=f"terrain:{terrain}", selected=terrain == view.terrain)
            self.terrain_buttons.append(button)
        self.refresh_skills(offer)

    def band_fit(self, count: int, terrains) -> tuple:
        """How `count` shapes and the terrains' buttons share the row: (shape size, named,
        (button height, width, the terrains' whole width), buttons a column). Where the row
        is short of width the shapes give up some size, then the terrains their names."""
        u, row = self.u, self.row
        gap, step = round(8 * u), round(4 * u)
        widest = max((text.font(round(13 * u)).size(self.t(f"cartographers.terrain.{terrain}"))[0]
                      for terrain in terrains),
                     default=0)

        def columns(size: int, named: bool, per_col: int):
            """(button height, width, the terrains' whole width) with `per_col` buttons a column."""
            bh = min(round(34 * u), (size - (per_col - 1) * step) // per_col)
            # as wide as the longest name needs (its swatch before it), at most 118 units
            bw = min(round(118 * u), widest + bh + round(12 * u)) if named else bh
            cols = -(-len(terrains) // per_col)
            return bh, bw, cols * bw + (cols - 1) * (gap if named else step) if terrains else 0

        # the old arrangement first (three names a column), then names in fewer or more
        # columns, with the shapes down to 70 % of the row's height; else the swatches
        # alone, the largest against the shapes' size
        rule = 3 if len(terrains) > 3 else max(1, len(terrains))
        counts = [rule] + [k for k in range(1, len(terrains) + 1) if k != rule]
        sizes = range(row.height, round(row.height * 0.7) - 1, -1)

        def fitting(size: int, named: bool) -> list:
            room = row.width - count * (size + gap) - round(6 * u)
            fits = [(columns(size, named, k), k) for k in counts]
            return [(c, k) for c, k in fits if c[2] <= room and (not named or c[0] >= round(22 * u))]

        for size in sizes:
            fits = fitting(size, True)
            if fits:
                first = [item for item in fits if item[1] == rule]   # as at 1280x800
                return (size, True, *(first[0] if first else max(fits, key=lambda item: item[0][0])))
        # (a narrow row, an upright phone's: the shapes give up more, down to 40 % of its height)
        smaller = range(row.height, round(row.height * 0.4) - 1, -1)
        swatches = [(size, False, *item) for size in smaller for item in fitting(size, False)]
        found = max(swatches, key=lambda f: (min(f[2][0], round(f[0] * 0.45)), f[0]), default=None)
        return found or (smaller[-1], False, columns(smaller[-1], False, 1), 1)

    def refresh_skills(self, offer) -> None:
        """A button per skill of the game: usable where the engine says so, the season's one lit."""
        view, s = self.view, self.view.state
        usable = offer.param("skills", ()) if offer.kind != "erase" else ()   # the engine's legal uses
        self.skill_buttons = []
        for skill_id in s.skills:
            skill = s.data.skills[skill_id]
            self.skill_buttons.append(Button(self.t("ui.cartographers.skill_button", name=view.name_of(skill),
                                                    cost=skill.cost),
                                             lambda k=skill_id: self.use_skill(k), key=f"skill:{skill_id}",
                                             enabled=skill_id in usable, tip=skill.text.get(view.table.language, skill.text["en"]),
                                             selected=s.season_skill[view.home] == skill_id))

    def choose_terrain(self, terrain: str) -> None:
        self.view.terrain = terrain
        self.refresh()

    def use_skill(self, skill_id: str) -> None:
        if skill_id == "clear_monster":
            self.view.hand.start_erasing()
        else:
            self.view.table.try_action(cartographers.UseSkill(skill_id))

    # --- events -------------------------------------------------------------------------
    def handle_event(self, event, active: bool) -> bool:
        view = self.view
        view.offer()
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if event.type == pygame.MOUSEMOTION:
            self.hover_skill = next((b for b in self.skill_buttons if b.rect.collidepoint(event.pos)), None)
        if not active:  # hover only: the skills' texts can be read while others draw
            if event.type == pygame.MOUSEMOTION:
                handle_buttons(self.skill_buttons, event)
            return False
        if handle_buttons(self.terrain_buttons + self.skill_buttons, event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.shape_rects):
                if rect.collidepoint(event.pos):
                    view.hand.pick(i, event.pos)
                    return True
        return False

    # --- the band ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        view, u = self.view, self.u
        s = view.state
        offer = view.offer()
        self.face.draw(surface)
        if s.is_over():
            return
        small = round(13 * u)
        owner = s.players[offer.owner] if offer.owner is not None else ""
        if offer.kind != "end" and not self.side:   # a done turn: the End turn button stands in the band instead;
            # a short room's side column has no line for it: the strip below says what to do
            hint, room = self.t(f"ui.cartographers.choose_{offer.kind}", owner=owner), self.rect.right - (
                self.card_rect.right + round(14 * u))
            size = text.fitting(hint, small, room, least=1 / theme.growth(self.view.table.size))
            text.draw(surface, text.elide(hint, size, room), (self.card_rect.right + round(14 * u), self.rect.top),
                      size, theme.TEXT_DIM, anchor="topleft")
        dd = view.table.drag
        for i, rect in enumerate(self.shape_rects):
            coin = offer.hand[i].coin
            shape = view.hand.held_shape(i)   # turned and mirrored as the ghost is, while held
            held = dd.holding and i == view.option
            chosen = i == view.option
            draw_panel(surface, rect, theme.mix(theme.BUTTON, theme.ACCENT, 0.35) if chosen else theme.BUTTON,
                       theme.ACCENT if chosen else theme.PANEL_EDGE, radius=6, width=2 if chosen else 1)
            if held:
                art.tint(surface, rect, (0, 0, 0), 60)
            terrain = "monster" if offer.kind in ("monster", "erase") else (view.terrain or "forest")
            unit = max(6, min(rect.width * 2 // (3 * max(shape.height, shape.width)), round(26 * u)))
            icon = art.shape_icon(shape.cells, terrain, unit, coin)
            surface.blit(icon, icon.get_rect(center=rect.center))
            number = pygame.Rect(rect.left + 2, rect.top + 2, round(16 * u), round(16 * u))
            pygame.draw.rect(surface, theme.PANEL, number, border_radius=3)
            text.draw(surface, str(i + 1), number.center, round(12 * u), theme.TEXT, anchor="center")
        for button in self.terrain_buttons:
            button.draw(surface, small)
            terrain = button.key.split(":", 1)[1]
            sw = button.rect.height - round(10 * u)
            swatch = pygame.Rect(button.rect.left + round(6 * u), button.rect.top + round(5 * u), sw, sw)
            if not self.named:   # a short row: the swatch alone fills its button
                sw = button.rect.height - round(6 * u)
                swatch = pygame.Rect(0, 0, sw, sw)
                swatch.center = button.rect.center
            surface.blit(art.cell(terrain, False, sw), swatch)
            if self.named:
                text.draw(surface, self.t(f"cartographers.terrain.{terrain}"),
                          (swatch.right + round(6 * u), button.rect.centery), small, theme.TEXT, anchor="midleft")
        if offer.kind == "draw" and offer.param("ruins"):
            note = self.t("cartographers.ruins_required")
        elif offer.kind == "fallback":
            note = self.t("cartographers.fallback")
        else:
            note = ""
        if note:   # where there is room for it beside the terrains (else the strip says it)
            right = max([b.rect.right for b in self.terrain_buttons] + [r.right for r in self.shape_rects])
            area = pygame.Rect(right + round(14 * u), self.row.top, self.row.right - right - round(14 * u),
                               self.row.height if self.side else self.rect.height)
            if area.width > round(80 * u) and text.wrapped_height(note, small, area.width, True) <= area.height:
                text.draw_wrapped(surface, note, area, small, art.GOLD, bold=True)

    def rule_at(self, pos) -> tuple[str, str] | None:
        """(title, text) of the edict, skill or card under `pos` (a right click shows it)."""
        view = self.view
        s = view.state
        lang = view.table.language
        for rect, letter in self.edict_rects:
            if rect.collidepoint(pos):
                card = s.data.scoring[s.edicts[letter]]
                return (f"{self.t('cartographers.edict', letter=letter)}: {view.name_of(card)}",
                        card.text.get(lang, card.text["en"]))
        for button in self.skill_buttons:
            if button.rect.collidepoint(pos):
                return button.label, button.tip
        card = s.current_card()
        if card is not None and self.card_rect.collidepoint(pos):
            body = card.text.get(lang, card.text["en"])
            if card.kind == "explore":   # and what to draw when no shape fits: which terrains
                body += "\n" + view.rule_point("ruins.fallback" if s.ruins_pending else "fallback")
            return view.name_of(card), body
        return None

    def draw_tip(self, surface) -> None:
        button = self.hover_skill
        if button is not None and button.tip:
            lines = list(text.wrap(button.tip, round(14 * self.u), round(360 * self.u)))
            draw_tooltip(surface, lines, self.pointer, round(14 * self.u))

    # --- the side panel: the four edicts ------------------------------------------------------------
    def stars(self, owner: int) -> dict:
        """Stars each edict would give `owner`'s map now, as the engine scores it (cached per map)."""
        state = self.view.state
        sheet = state.sheets[owner]
        cached = self._stars.get(owner)
        if cached is None or cached[0] is not sheet:
            cached = (sheet, {letter: edict.stars for letter, edict in state.edict_scores(owner).items()})
            self._stars[owner] = cached
        return cached[1]

    def draw_edicts(self, surface, rect: pygame.Rect) -> int:
        """The four edicts whole (the panel scrolls), the season's two lit, with the
        stars each gives the seat shown now; then its season so far."""
        view, u = self.view, self.u
        s = view.state
        lang = view.table.language
        small = round(14 * u)
        y = rect.top
        text.draw(surface, self.t("ui.cartographers.edicts"), (rect.left, y), small, theme.TEXT_DIM, bold=True)
        y += round(20 * u)
        focus = view.focus
        stars = self.stars(focus)
        self.edict_rects = []
        font = max(9, round(12 * u))
        active = s.active_edicts if not s.is_over() else ()
        head = round(font * 1.6) + 2 * max(3, font // 3)   # a card's title band
        reserve = text.font(font, True).size(self.t("ui.cartographers.stars", n=88))[0]
        for letter, card_id in s.edicts.items():
            card = s.data.scoring[card_id]
            image = art.scoring_card(letter, card.category, card.name.get(lang, card.name["en"]),
                                     card.text.get(lang, card.text["en"]), rect.width, font, letter in active, reserve)
            surface.blit(image, (rect.left, y))
            self.edict_rects.append((image.get_rect(topleft=(rect.left, y)), letter))
            badge = self.t("ui.cartographers.stars", n=stars[letter])
            text.draw(surface, badge, (rect.right - round(6 * u), y + head // 2), font, art.PAPER, bold=True,
                      anchor="midright")
            y += image.get_height() + round(5 * u)
        if not s.is_over():   # how the season stands for the seat shown
            row = s.current_row(focus)
            parts = " + ".join(f"{e.letter} {e.stars}" for e in row.edicts)
            line = self.t("ui.cartographers.season_now", name=s.players[focus], parts=parts, coins=row.coins,
                          monsters=row.monsters, total=view.table.counted(("season", focus), row.total))
            y += text.draw_wrapped(surface, line, pygame.Rect(rect.left, y, rect.width, 0), round(13 * u), theme.TEXT)
        return y + round(10 * u)
