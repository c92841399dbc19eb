"""Around the Cartographers map: the band above it (the explore or ambush card,
its shapes and terrains to choose), the column beside it (season track, time,
coins, skills, the cards revealed this season) and the edicts in the side
panel; the turn log's lines and the objective."""
from __future__ import annotations

import pygame

from games.cartographers import UseSkill

from .. import draw_cartographers as art
from .. import text, theme
from ..widgets import Button, draw_panel, draw_tooltip, handle_buttons


class Band:
    """The card band above the map and the column beside it, for one view."""

    def __init__(self, view):
        self.view = view
        self.rect = self.card_rect = self.column = pygame.Rect(0, 0, 0, 0)
        self.shape_rects: list[pygame.Rect] = []
        self.terrain_buttons: list[Button] = []
        self.skill_buttons: list[Button] = []
        self.hover_skill: Button | None = None
        self.pointer = (0, 0)
        self.edict_rects: list[tuple[pygame.Rect, str]] = []
        self.areas: dict[str, pygame.Rect] = {}   # seasons, time, coins, revealed: where the column drew them
        self._stars: dict = {}

    @property
    def u(self) -> float:
        return self.view.u

    def t(self, key: str, **params) -> str:
        return self.view.t(key, **params)

    # --- layout -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, column: pygame.Rect) -> None:
        self.rect, self.column = rect, column
        u = self.u
        # the card gives up width where the band is narrow (a large text size), down to 140 units
        card_w = max(round(140 * u), min(round(176 * u), rect.width - round(370 * u)))
        self.card_rect = pygame.Rect(rect.left, rect.top, card_w, rect.height)
        self.refresh()

    def refresh(self) -> None:
        """Buttons for the current offer (called when it or the chosen terrain changes)."""
        view, u = self.view, self.u
        offer = view._offer
        rect = self.rect
        gap = round(8 * u)
        size = rect.height - round(20 * u)
        x = self.card_rect.right + round(14 * u)
        self.shape_rects = []
        for i in range(len(offer.hand)):
            self.shape_rects.append(pygame.Rect(x, rect.top + round(20 * u), size, size))
            x += size + gap
        x += round(6 * u)
        self.terrain_buttons = []
        terrains = offer.terrains if offer.kind not in ("monster", "erase") else ()
        per_col = 3 if len(terrains) > 3 else max(1, len(terrains))
        bh = min(round(34 * u), (size - (per_col - 1) * round(4 * u)) // per_col)
        names = [text.font(round(13 * u)).size(self.t(f"cartographers.terrain.{terrain}"))[0] for terrain in terrains]
        # as wide as the longest name needs (its swatch before it), at most 118 units
        bw = min(round(118 * u), max(names, default=0) + bh + round(12 * u))
        for i, terrain in enumerate(terrains):
            col, row = divmod(i, per_col)
            button = Button("", lambda t=terrain: self.choose_terrain(t),
                            pygame.Rect(x + col * (bw + gap), rect.top + round(20 * u) + row * (bh + round(4 * u)), bw, bh),
                            key=f"terrain:{terrain}", selected=terrain == view.terrain)
            self.terrain_buttons.append(button)
        self.skill_buttons = []
        s = view.state
        me = view.me
        usable = offer.param("skills", ()) if offer.kind != "erase" else ()   # the engine's legal uses
        for skill_id in s.skills:
            skill = s.data.skills[skill_id]
            self.skill_buttons.append(Button(self.t("ui.cartographers.skill_button", name=view.name_of(skill),
                                                    cost=skill.cost),
                                             lambda k=skill_id: self.use_skill(k), key=f"skill:{skill_id}",
                                             enabled=skill_id in usable, tip=skill.text.get(view.scene.app.language, skill.text["en"]),
                                             selected=s.season_skill[me] == skill_id))

    def choose_terrain(self, terrain: str) -> None:
        self.view.terrain = terrain
        self.refresh()

    def use_skill(self, skill_id: str) -> None:
        if skill_id == "clear_monster":
            self.view.start_erasing()
        else:
            self.view.scene.try_action(UseSkill(skill_id))

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
                    view.pick(i, event.pos)
                    return True
        return False

    # --- the band ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        view, u = self.view, self.u
        s = view.state
        offer = view.offer()
        self.draw_card(surface)
        if s.is_over():
            return
        small = round(13 * u)
        owner = s.players[offer.owner] if offer.owner is not None else ""
        if offer.kind != "end":   # a done turn: the End turn button and its hint stand in the band instead
            hint, room = self.t(f"ui.cartographers.choose_{offer.kind}", owner=owner), self.rect.right - (
                self.card_rect.right + round(14 * u))
            size = text.fitting(hint, small, room, least=1 / theme.growth(self.view.scene.app.size))
            text.draw(surface, text.elide(hint, size, room), (self.card_rect.right + round(14 * u), self.rect.top),
                      size, theme.TEXT_DIM, anchor="topleft")
        dd = view.scene.dd
        for i, rect in enumerate(self.shape_rects):
            coin = offer.hand[i].coin
            shape = view.held_shape(i)   # turned and mirrored as the ghost is, while held
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
            surface.blit(art.cell(terrain, False, sw), swatch)
            text.draw(surface, self.t(f"cartographers.terrain.{terrain}"), (swatch.right + round(6 * u), button.rect.centery),
                      small, theme.TEXT, anchor="midleft")
        if offer.kind == "draw" and offer.param("ruins"):
            note = self.t("cartographers.ruins_required")
        elif offer.kind == "fallback":
            note = self.t("cartographers.fallback")
        else:
            note = ""
        if note:
            right = max([b.rect.right for b in self.terrain_buttons] + [r.right for r in self.shape_rects])
            area = pygame.Rect(right + round(14 * u), self.rect.top + round(20 * u),
                               self.rect.right - right - round(14 * u), self.rect.height)
            if area.width > round(80 * u):
                text.draw_wrapped(surface, note, area, small, art.GOLD, bold=True)

    def draw_card(self, surface) -> None:
        view, u = self.view, self.u
        s = view.state
        rect = self.card_rect
        card = s.current_card()
        ambush = card is not None and card.kind == "ambush"
        draw_panel(surface, rect, art.PAPER, art.INK, radius=8, width=2)
        head = pygame.Rect(rect.left, rect.top, rect.width, round(30 * u))
        pygame.draw.rect(surface, art.TERRAIN["monster"] if ambush else (120, 96, 64), head,
                         border_top_left_radius=8, border_top_right_radius=8)
        if card is None:
            text.draw(surface, self.t("ui.cartographers.over"), rect.center, round(14 * u), art.INK, anchor="center")
            return
        size = round(15 * u)
        name = view.name_of(card)
        while text.font(size, True).size(name)[0] > rect.width - round(12 * u) and size > 10:
            size -= 1
        name = text.elide(name, size, rect.width - round(12 * u), bold=True)
        text.draw(surface, name, head.center, size, art.PAPER, bold=True, anchor="center")
        small = round(13 * u)
        y = head.bottom + round(8 * u)
        art.hourglass(surface, (rect.left + round(16 * u), y + round(8 * u)), round(14 * u))
        text.draw(surface, self.t("ui.cartographers.time", n=card.time), (rect.left + round(28 * u), y), small, art.INK)
        y += round(24 * u)
        if ambush:
            lines = [self.t(f"cartographers.direction.{card.direction}")]
            if len(s.players) == 1:
                lines = [self.t(f"ui.cartographers.corner.{card.solo_corner}")] + lines
            for line in lines:
                text.draw(surface, line, (rect.left + round(10 * u), y), small, art.INK)
                y += round(18 * u)
            return
        x = rect.left + round(10 * u)
        sw = round(20 * u)
        for terrain in card.terrains:
            surface.blit(art.cell(terrain, False, sw), (x, y))
            x += sw + round(4 * u)
        y += sw + round(6 * u)
        if s.ruins_pending:
            art.ruins_outline(surface, pygame.Rect(rect.left + round(8 * u), y - round(2 * u), sw, sw))
            text.draw(surface, self.t("ui.cartographers.after_ruins"), (rect.left + round(32 * u), y), small, art.INK,
                      bold=True)

    def rule_at(self, pos) -> tuple[str, str] | None:
        """(title, text) of the edict, skill or card under `pos` (a right click shows it)."""
        view = self.view
        s = view.state
        lang = view.scene.app.language
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
            return view.name_of(card), card.text.get(lang, card.text["en"])
        return None

    def draw_tip(self, surface) -> None:
        button = self.hover_skill
        if button is not None and button.tip:
            lines = list(text.wrap(button.tip, round(14 * self.u), round(360 * self.u)))
            draw_tooltip(surface, lines, self.pointer, round(14 * self.u))

    # --- the column beside the map ------------------------------------------------------------
    def line(self, surface, label: str, pos, size: int, colour, bold: bool = False) -> None:
        """One line of the column, smaller where it would not fit its width."""
        while size > 10 and text.font(size, bold).size(label)[0] > self.column.width:
            size -= 1
        text.draw(surface, text.elide(label, size, self.column.width, bold), pos, size, colour, bold)

    def draw_column(self, surface) -> None:
        view, u = self.view, self.u
        s = view.state
        col = self.column
        small = round(13 * u)
        y = col.top
        self.line(surface, self.t("ui.cartographers.seasons"), (col.left, y), small, theme.TEXT_DIM, bold=True)
        y += round(20 * u)
        bw, bh = (col.width - round(6 * u)) // 2, round(40 * u)
        for i, season in enumerate(s.data.seasons):
            box = pygame.Rect(col.left + (i % 2) * (bw + round(6 * u)), y + (i // 2) * (bh + round(6 * u)), bw, bh)
            now = i == s.season and not s.is_over()
            done = i < len(s.season_rows[view.focus])
            draw_panel(surface, box, theme.mix(theme.PANEL, theme.ACCENT, 0.3) if now else theme.PANEL,
                       theme.ACCENT if now else theme.PANEL_EDGE, radius=5, width=2 if now else 1)
            colour = theme.TEXT if now else theme.TEXT_DIM
            text.draw(surface, view.season_name(i), (box.left + round(6 * u), box.top + round(3 * u)), small, colour,
                      bold=True)
            art.hourglass(surface, (box.left + round(11 * u), box.bottom - round(11 * u)), round(11 * u), colour)
            detail = f"{season.time} · {'+'.join(season.edicts)}"
            text.draw(surface, detail, (box.left + round(19 * u), box.bottom - round(3 * u)), small, colour,
                      anchor="bottomleft")
            if done:
                total = s.season_rows[view.focus][i].total
                text.draw(surface, str(total), (box.right - round(6 * u), box.centery), round(15 * u), theme.TEXT,
                          bold=True, anchor="midright")
        y += 2 * (bh + round(6 * u)) + round(4 * u)
        self.areas = {"seasons": pygame.Rect(col.left, col.top, col.width, y - col.top - round(4 * u))}
        if not s.is_over():
            top = y
            y = self.draw_time(surface, y)
            self.areas["time"] = pygame.Rect(col.left, top, col.width, y - top)
        top = y + round(8 * u)
        y = self.draw_coins(surface, top)
        self.areas["coins"] = pygame.Rect(col.left, top, col.width, y - top - round(6 * u))
        if self.skill_buttons:
            self.line(surface, self.t("ui.cartographers.skills"), (col.left, y), small, theme.TEXT_DIM, bold=True)
            y += round(20 * u)
            for button in self.skill_buttons:
                button.rect = pygame.Rect(col.left, y, col.width, round(30 * u))
                button.draw(surface, round(12 * u))
                y += round(34 * u)
            y += round(4 * u)
        self.draw_revealed(surface, y)

    def draw_time(self, surface, y: int) -> int:
        view, u = self.view, self.u
        s = view.state
        col = self.column
        small = round(13 * u)
        self.line(surface, self.t("ui.cartographers.time_so_far", time=s.time, threshold=s.threshold), (col.left, y),
                  small, theme.TEXT)
        y += round(20 * u)
        steps = max(s.threshold, s.time)
        w = (col.width - (steps - 1) * 3) // steps
        for i in range(steps):
            box = pygame.Rect(col.left + i * (w + 3), y, w, round(10 * u))
            pygame.draw.rect(surface, theme.ACCENT if i < s.time else theme.SLOT, box, 0 if i < s.time else 1,
                             border_radius=2)
        return y + round(16 * u)

    def draw_coins(self, surface, y: int) -> int:
        view, u = self.view, self.u
        s = view.state
        col = self.column
        sheet = s.sheets[view.focus]
        small = round(13 * u)
        self.line(surface, self.t("ui.cartographers.coins", coins=sheet.coins_left, spent=sheet.spent), (col.left, y),
                  small, theme.TEXT)
        y += round(20 * u)
        track = sheet.side.coin_track
        per_row = (track + 1) // 2
        step = col.width // per_row
        radius = min(step // 2 - 2, round(10 * u))
        for i in range(track):
            centre = (col.left + (i % per_row) * step + step // 2, y + (i // per_row) * (2 * radius + 4) + radius)
            if i < sheet.coins:
                art.coin(surface, centre, radius, crossed=i < sheet.spent)
            else:
                pygame.draw.circle(surface, theme.SLOT, centre, radius, 1)
        return y + 2 * (2 * radius + 4) + round(6 * u)

    def draw_revealed(self, surface, y: int) -> None:
        view, u = self.view, self.u
        s = view.state
        col = self.column
        small = round(12 * u)
        self.line(surface, self.t("ui.cartographers.revealed"), (col.left, y), round(13 * u), theme.TEXT_DIM, bold=True)
        top = y
        y += round(20 * u)
        row = round(22 * u)
        room = max(0, (col.bottom - y) // row)
        cards = list(s.revealed)
        if len(cards) > room:
            cards = cards[len(cards) - room + 1:] if room > 1 else []
            text.draw(surface, self.t("ui.cartographers.earlier", n=len(s.revealed) - len(cards)), (col.left, y), small,
                      theme.TEXT_DIM)
            y += row
        for card_id in cards:
            card = s.data.card(card_id)
            chip = pygame.Rect(col.left, y, col.width, row - round(3 * u))
            current = card_id == s.card
            draw_panel(surface, chip, art.PAPER if current else theme.mix(art.PAPER, theme.PANEL, 0.55),
                       theme.ACCENT if current else None, radius=4, width=2)
            sw = chip.height - round(6 * u)
            x = chip.left + round(4 * u)
            marks = card.terrains if card.kind == "explore" else ("monster",) if card.kind == "ambush" else ()
            for terrain in marks[:2]:
                surface.blit(art.cell(terrain, False, sw), (x, chip.top + round(3 * u)))
                x += sw + 2
            if card.kind == "ruins":
                art.ruins_outline(surface, pygame.Rect(x, chip.top + round(3 * u), sw, sw))
                x += sw + 2
            name = text.wrap(view.name_of(card), small, chip.right - x - round(30 * u), True)[0]
            text.draw(surface, name, (x + round(4 * u), chip.centery), small, art.INK, bold=current, anchor="midleft")
            text.draw(surface, str(card.time), (chip.right - round(5 * u), chip.centery), small, art.INK,
                      anchor="midright")
            art.hourglass(surface, (chip.right - round(20 * u), chip.centery), round(10 * u))
            y += row
        self.areas["revealed"] = pygame.Rect(col.left, top, col.width, y - top)

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
        view, u = self.view, self.u
        s = view.state
        lang = view.scene.app.language
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
        images = []
        for letter, card_id in s.edicts.items():
            card = s.data.scoring[card_id]
            images.append((letter, art.scoring_card(letter, card.category, card.name.get(lang, card.name["en"]),
                                                    card.text.get(lang, card.text["en"]), rect.width, font,
                                                    letter in active, reserve)))
        line = ""
        if not s.is_over():
            row = s.current_row(focus)
            parts = " + ".join(f"{e.letter} {e.stars}" for e in row.edicts)
            line = self.t("ui.cartographers.season_now", name=s.players[focus], parts=parts, coins=row.coins,
                          monsters=row.monsters, total=row.total)
        below = text.wrapped_height(line, round(13 * u), rect.width) if line else 0
        # where the whole cards do not fit (a large text size), their title bands only:
        # a right click on one shows its text
        whole = y + sum(image.get_height() + round(5 * u) for _letter, image in images) + below <= rect.bottom
        for letter, image in images:
            if not whole:
                image = image.subsurface((0, 0, image.get_width(), min(head, image.get_height())))
            surface.blit(image, (rect.left, y))
            self.edict_rects.append((image.get_rect(topleft=(rect.left, y)), letter))
            badge = self.t("ui.cartographers.stars", n=stars[letter])
            text.draw(surface, badge, (rect.right - round(6 * u), y + head // 2), font, art.PAPER, bold=True,
                      anchor="midright")
            y += image.get_height() + round(5 * u)
        if line:
            y += text.draw_wrapped(surface, line, pygame.Rect(rect.left, y, rect.width, 0), round(13 * u), theme.TEXT)
        return y + round(10 * u)


# --- sentences -------------------------------------------------------------------------------
def objective(view) -> str:
    s = view.state
    if s.is_over():
        return view.t("ui.cartographers.over")
    offer = view.offer()
    if offer.kind == "end":   # drawn, not yet confirmed: End turn, or take it back
        return view.t("violation.turn.end_first")
    owner = s.players[offer.owner] if offer.owner is not None else ""
    names = ", ".join(s.players[p] for p in s.actors())
    goal = view.t(f"ui.cartographers.goal_{offer.kind}", owner=owner, names=names)
    if offer.kind == "monster" and offer.param("single"):
        goal = view.t("ui.cartographers.goal_monster_single", owner=owner)
    if offer.kind == "draw" and offer.param("ruins"):
        goal += " " + view.t("ui.cartographers.goal_ruins")
    return goal


def describe(view, action: dict) -> str:
    kind = action.get("kind")
    terrain = action.get("terrain")
    name = view.t(f"cartographers.terrain.{terrain}") if terrain else ""
    if kind == "draw":
        return view.t("ui.cartographers.log_draw", terrain=name, n=len(action["cells"]))
    if kind == "fallback":
        return view.t("ui.cartographers.log_fallback", terrain=name)
    if kind == "parcel":
        return view.t("ui.cartographers.log_parcel", terrain=name)
    if kind == "monster":
        return view.t("ui.cartographers.log_monster", n=len(action["cells"]))
    if kind == "shrink":
        return view.t("ui.cartographers.log_shrink")
    if kind == "end_turn":
        return view.t("ui.play.end_turn")
    skill = view.data.skills.get(action.get("skill"))
    return view.t("ui.cartographers.log_skill", skill=view.name_of(skill) if skill else "?")
