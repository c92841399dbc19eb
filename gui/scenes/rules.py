"""The rules reference: a table of contents and the text, from data/rules/."""
from __future__ import annotations

import pygame

from ..engine import DataError, paths, rules_text
from .. import text, theme
from ..scene import Scene
from ..widgets import Button, TextField, draw_panel, draw_scroll_marks, handle_buttons


SMALL = (1000, 600)   # a room of fewer units (a large text size): the small layout


class RulesScene(Scene):
    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        try:
            self.rules, self.problem = rules_text.load_rules(paths.data_dir() / "rules" / f"{game_id}.yaml"), None
        except DataError as error:
            self.rules, self.problem = None, str(error)
        self.section = 0
        self.scroll = 0
        self.search = TextField("", 30, placeholder=app.t("ui.rules.search"))
        self.toc: list[tuple[pygame.Rect, int]] = []
        self.buttons: list[Button] = []

    def layout(self, size) -> None:
        w, h = size
        u = self.u = theme.scale(size)
        self.small = w < SMALL[0] * u or h < SMALL[1] * u
        if self.small:   # the title and the search in a row, the contents over Back, the text to the foot
            margin, gap, bh = round(12 * u), round(10 * u), round(36 * u)
            toc_w = min(round(280 * u), max(round(180 * u), (w - 2 * margin) * 3 // 10))
            search_w = min(round(260 * u), max(round(160 * u), w // 3))
            self.search.rect = pygame.Rect(w - margin - search_w, round(10 * u), search_w, round(32 * u))
            self.title_rect = pygame.Rect(margin, self.search.rect.top, self.search.rect.left - gap - margin,
                                          self.search.rect.height)
            top = self.search.rect.bottom + gap
            back = pygame.Rect(margin, h - margin - bh, toc_w, bh)
            self.toc_rect = pygame.Rect(margin, top, toc_w, back.top - gap - top)
            self.body = pygame.Rect(self.toc_rect.right + gap, top, w - margin - self.toc_rect.right - gap,
                                    h - margin - top)
            self.buttons = [Button(self.t("ui.rules.back"), self.app.pop, back, key="back")]
            return
        self.title_rect = None
        self.search.rect = pygame.Rect(round(20 * u), round(80 * u), round(280 * u), round(34 * u))
        self.toc_rect = pygame.Rect(round(20 * u), round(124 * u), round(280 * u), h - round(204 * u))
        self.body = pygame.Rect(self.toc_rect.right + round(20 * u), round(80 * u),
                                w - self.toc_rect.right - round(40 * u), h - round(160 * u))
        self.buttons = [Button(self.t("ui.rules.back"), self.app.pop,
                               pygame.Rect(w // 2 - round(100 * u), h - round(64 * u), round(200 * u), round(44 * u)),
                               key="back")]

    def sections(self) -> list:
        """All sections, or those whose title or text holds the search words."""
        return rules_text.search_sections(self.rules, self.search.value, self.app.language) if self.rules else []

    def lang(self, value) -> str:
        return value.get(self.app.language) or value.get("en", "")

    def handle_event(self, event) -> None:
        if handle_buttons(self.buttons, event):
            return
        before = self.search.value
        if self.search.handle_event(event):
            if self.search.value != before:
                self.section, self.scroll = 0, 0
            return
        if event.type == pygame.TEXTINPUT and not self.search.focused:
            self.search.focused = True   # typing anywhere searches
            self.search.handle_event(event)
            self.section, self.scroll = 0, 0
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self.toc:
                if rect.collidepoint(event.pos):
                    self.section, self.scroll = index, 0
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * round(40 * self.u))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE or (event.key == pygame.K_BACKSPACE and not self.search.value):
                self.app.pop()
            elif event.key == pygame.K_DOWN:
                self.section = min(len(self.sections()) - 1, self.section + 1)
                self.scroll = 0
            elif event.key == pygame.K_UP:
                self.section = max(0, self.section - 1)
                self.scroll = 0
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll += self.body.height // 2
            elif event.key == pygame.K_PAGEUP:
                self.scroll = max(0, self.scroll - self.body.height // 2)

    def draw(self, surface) -> None:
        u = self.u
        w, _ = surface.get_size()
        surface.fill(theme.BG)
        title = self.lang(self.rules["title"]) if self.rules else self.t(f"game.{self.game_id}.name")
        if self.title_rect is not None:
            size = text.fitting(title, round(24 * u), self.title_rect.width, bold=True)
            text.draw(surface, text.elide(title, size, self.title_rect.width, bold=True),
                      (self.title_rect.left, self.title_rect.centery), size, theme.ACCENT, bold=True, anchor="midleft")
        else:
            text.draw(surface, title, (w // 2, round(40 * u)), round(28 * u), theme.ACCENT, bold=True, anchor="center")
        draw_panel(surface, self.toc_rect)
        draw_panel(surface, self.body)
        self.search.draw(surface, round(15 * u))
        if self.problem:
            text.draw_wrapped(surface, self.problem, self.body.inflate(-30, -30), round(15 * u), theme.BAD)
        self.toc = []
        y = self.toc_rect.top + round(12 * u)
        sections = self.sections()
        # rows closer together where the contents would not fit (a large text size);
        # where even that is not enough, the rows in view follow the chosen section
        room = self.toc_rect.bottom - round(8 * u) - y
        least = text.font(round(15 * u)).get_linesize() + 4
        row = max(least, min(round(30 * u), room // max(1, len(sections)) - 4))
        fits = max(1, room // (row + 4))
        first = max(0, min(self.section - fits + 1, len(sections) - fits)) if len(sections) > fits else 0
        for index, section in enumerate(sections):
            if not first <= index < first + fits:
                continue
            rect = pygame.Rect(self.toc_rect.left + 8, y, self.toc_rect.width - 16, row)
            if index == self.section:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, rect, border_radius=5)
            words = self.lang(section["title"])
            size = text.fitting(words, round(15 * u), rect.width - 12, least=0.85)
            text.draw(surface, text.elide(words, size, rect.width - 12), (rect.left + 6, rect.centery), size,
                      theme.TEXT, anchor="midleft")
            self.toc.append((rect, index))
            y += rect.height + 4
        if not self.sections() and self.rules:
            text.draw(surface, self.t("ui.rules.nothing"), (self.body.left + round(20 * u), self.body.top + round(20 * u)),
                      round(16 * u), theme.TEXT_DIM)
        if self.sections():
            section = self.sections()[min(self.section, len(self.sections()) - 1)]
            if self.small:
                self.draw_text_small(surface, section)
            else:
                inner = self.body.inflate(-round(40 * u), -round(32 * u))
                clip = surface.get_clip()
                surface.set_clip(inner)
                y = inner.top - self.scroll
                text.draw(surface, self.lang(section["title"]), (inner.left, y), round(22 * u), theme.ACCENT, bold=True)
                y += round(40 * u)
                body = self.lang(section["text"]).strip()
                height = text.draw_wrapped(surface, body, pygame.Rect(inner.left, y, inner.width, 0), round(16 * u),
                                           theme.TEXT)
                self.scroll = min(self.scroll, max(0, height + round(40 * u) - inner.height))
                surface.set_clip(clip)
        for button in self.buttons:
            button.draw(surface, round(16 * u))

    def draw_text_small(self, surface, section) -> None:
        """A section's title (wrapped) and text in a small room: whole lines only,
        a mark at the edge where more lies above or below (the wheel scrolls)."""
        u = self.u
        inner = self.body.inflate(-round(24 * u), -round(24 * u))
        size = round(16 * u)
        step = round(text.font(size).get_linesize() * 1.25 / 1.15)
        clip = surface.get_clip()
        y = inner.top - self.scroll
        title = self.lang(section["title"])
        surface.set_clip(inner)
        y += text.draw_wrapped(surface, title, pygame.Rect(inner.left, y, inner.width, 0), round(20 * u), theme.ACCENT,
                               bold=True, spacing=1.15) + round(8 * u)
        start = y
        body = self.lang(section["text"]).strip()
        whole = inner.copy()   # the text's lines in view, none cut at the foot
        whole.height = max(0, start + max(0, (inner.bottom - start) // step) * step - inner.top) \
            if start < inner.bottom else inner.height
        surface.set_clip(whole)
        height = text.draw_wrapped(surface, body, pygame.Rect(inner.left, y, inner.width, 0), size, theme.TEXT)
        surface.set_clip(clip)
        total = start + self.scroll + height - inner.top
        self.scroll = min(self.scroll, max(0, total - inner.height))
        draw_scroll_marks(surface, self.body.right - round(10 * u), self.body.top + round(6 * u),
                          self.body.bottom - round(6 * u), self.scroll > 0, start + height > whole.bottom + 1,
                          round(5 * u))
