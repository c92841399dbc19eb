"""The launcher's games in progress: a line each with Replay, Continue and
Delete (Delete asks first), a broken file's line with Delete only, under their
heading. A part of the launcher, which holds the buttons and the list. A line's
words that do not fit run on to a second and third line (the line grows)."""
from __future__ import annotations

import pygame

from . import text, theme
from .widgets import Button, draw_panel, fit_widths

MOST_LINES = 3   # a game in progress's words on at most this many lines (the last cut after a word)


class KeptList:
    """Lays out and draws the games in progress (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene
        self.widths = (0, 0, 0)   # the buttons' places from the right: Delete (No), Continue (Yes), Replay

    def button_widths(self) -> tuple[int, int, int]:
        """The three places' widths, from the right: 150 units each; in a small
        room each as wide as the longest words it shows (Delete or No, Continue
        or Yes, Replay), so that the words beside them have more room."""
        scene, u = self.scene, self.scene.u
        if not scene.small:
            return (round(150 * u),) * 3
        places = (("ui.launcher.delete", "ui.launcher.delete_no"), ("ui.launcher.continue", "ui.launcher.delete_yes"),
                  ("ui.launcher.replay",))
        return tuple(max(fit_widths([scene.t(key) for key in keys], round(15 * u), 10 ** 6, round(90 * u), 0,
                                    round(18 * u))) for keys in places)

    def label_room(self, kept, width: int) -> int:
        """How wide the words of `kept`'s line may be on a line `width` pixels wide:
        left of its buttons (a broken file's has Delete only, a question two)."""
        u, scene = self.scene.u, self.scene
        buttons = 2 if scene.asking == kept.slot else 1 if kept.problem is not None else 3
        return width - sum(w + round(8 * u) for w in self.widths[:buttons]) - round(16 * u)

    def label_lines(self, kept, width: int) -> tuple[tuple[str, ...], int]:
        """The words of `kept`'s line: on one line where they fit, else smaller on up to MOST_LINES; and their size."""
        u = self.scene.u
        return text.one_or_more(self.scene.kept_label(kept), self.label_room(kept, width), round(14 * u),
                                round(13 * u), MOST_LINES)

    def heights(self, row_h: int, width: int) -> list[int]:
        """Each game in progress's line: `row_h` pixels, or as high as its words need."""
        self.widths = self.button_widths()
        pad = round(6 * self.scene.u)
        heights = []
        for kept in self.scene.kept:
            lines, size = self.label_lines(kept, width)
            heights.append(max(row_h, len(lines) * text.font(size).get_linesize() + pad))
        return heights

    def lay_out_kept(self, y: int, row_h: int, width: int, bottom: int, step: int | None = None) -> None:
        """The games in progress from the first in view, as many as end above
        `bottom` (one at least; the wheel scrolls the rest): a line each with
        Continue and Delete (Delete asks first), a broken file's line with Delete only."""
        scene, u, w = self.scene, self.scene.u, self.scene.app.size[0]
        step = round(6 * u) if step is None else step
        heights = self.heights(row_h, width)
        scene.first = max(0, min(scene.first, len(scene.kept) - 1))

        def fits(first: int, last: int) -> bool:
            return y + sum(h + step for h in heights[first:last]) <= bottom
        last = scene.first + 1
        while last < len(heights) and fits(scene.first, last + 1):
            last += 1
        while scene.first > 0 and last == len(heights) and fits(scene.first - 1, last):   # no room left empty
            scene.first -= 1
        scene.in_view = last - scene.first if scene.kept else 0
        scene.rows = []
        left = w // 2 - width // 2
        for i, kept in enumerate(scene.kept[scene.first:last]):
            line = pygame.Rect(left, y, width, heights[scene.first + i])
            y = line.bottom + step
            scene.rows.append((line, kept))
            self.add_buttons(kept, line, row_h, i == 0 and scene.first == 0)

    def add_buttons(self, kept, line: pygame.Rect, row_h: int, first: bool) -> None:
        """A line's buttons at its right end, from the right: Delete, Continue, Replay (No and Yes while it asks)."""
        scene, u = self.scene, self.scene.u
        rects, right = [], line.right
        for width in self.widths:
            rects.append(pygame.Rect(right - width, line.centery - row_h // 2, width, row_h))
            right -= width + round(8 * u)
        second, first_place, third = rects
        t = scene.t
        if scene.asking == kept.slot:
            scene.buttons.append(Button(t("ui.launcher.delete_yes"), lambda: scene.delete(kept), first_place,
                                        key=f"delete_yes:{kept.slot}"))
            scene.buttons.append(Button(t("ui.launcher.delete_no"), scene.keep, second,
                                        key=f"delete_no:{kept.slot}", selected=True))
            return
        if kept.problem is None:
            scene.buttons.append(Button(t("ui.launcher.continue"), lambda: scene.resume(kept), first_place,
                                        key=f"continue:{kept.slot}", selected=first))
            scene.buttons.append(Button(t("ui.launcher.replay"), lambda: scene.replay(kept), third,
                                        key=f"replay:{kept.slot}", tip=t("ui.launcher.replay_tip")))
        scene.buttons.append(Button(t("ui.launcher.delete"), lambda: scene.ask_delete(kept), second,
                                    key=f"delete:{kept.slot}", tip=kept.problem or ""))

    def draw_kept(self, surface) -> None:
        """The games in progress in view, under their heading (and which of them are in view)."""
        scene, u = self.scene, self.scene.u
        for line, kept in scene.rows:
            draw_panel(surface, line, theme.PANEL, theme.BAD if kept.problem or scene.asking == kept.slot
                       else theme.PANEL_EDGE)
            lines, size = self.label_lines(kept, line.width)
            step = text.font(size).get_linesize()
            for k, words in enumerate(lines):
                text.draw(surface, words, (line.left + round(12 * u), line.centery + (2 * k - len(lines) + 1) * step // 2),
                          size, theme.TEXT, anchor="midleft")
        if scene.kept:
            heading = text.draw(surface, scene.t("ui.launcher.in_progress", n=len(scene.kept)),
                                (scene.rows[0][0].left, scene.list_top + round(4 * u)), round(16 * u), theme.TEXT,
                                bold=True)
            if len(scene.kept) > scene.in_view:
                more = scene.t("ui.launcher.more", first=scene.first + 1, last=scene.first + len(scene.rows),
                               n=len(scene.kept))
                room = scene.rows[0][0].right - heading.right - round(12 * u)
                text.draw(surface, text.elide(more, round(13 * u), room),
                          (scene.rows[0][0].right, scene.list_top + round(6 * u)), round(13 * u), theme.TEXT_DIM,
                          anchor="topright")
