"""The words of the Rome tray fitted into their room: the step's heading (on up
to two lines in a narrow tray, or its shorter words), the heading of a step
done with whom it still waits for, a hint in a narrow tray's bottom row, lines
made smaller or cut with "…" where they run over, the size of a button's label.
A part of the tray's painter (the room is the trays')."""
from __future__ import annotations

import pygame

from ... import text, theme


class TrayWriter:
    """The tray's words fitted (the module's docstring), a part TrayPainter holds as `writer`."""

    def __init__(self, trays):
        self.trays = trays

    def title(self, surface, sentence: str, colour=theme.TEXT, right: int | None = None, short: str = "") -> None:
        """The step's heading; in a narrow tray on up to two lines left of `right` (a button),
        else `short` where that fits, else cut with "…" at the end."""
        u = self.trays.view.u
        if not self.trays.narrow:   # one line, ending before `right` (a part beside it) or the tray's edge
            pos = (self.trays.rect.left + round(12 * u), self.trays.rect.top + round(8 * u))
            right = right if right is not None else self.trays.rect.right - round(12 * u)
            self.whole(surface, sentence, pos, right - pos[0], round(15 * u), colour, bold=True)
            return
        x = self.trays.rect.left + round(10 * u)
        room = (right if right is not None else self.trays.rect.right - round(10 * u)) - x
        least = round(15 * u / theme.growth(self.trays.view.table.size))
        lines = ()
        for size in range(round(15 * u), least - 1, -1):   # the largest size either fits at, the sentence first
            for words in (sentence, short) if short else (sentence,):
                lines = text.wrap(words, size, room, True)
                if len(lines) <= 2 and all(text.font(size, True).size(line)[0] <= room for line in lines):
                    break
            if len(lines) <= 2:
                break
        if len(lines) > 2:   # cut after the second line
            lines = (lines[0], text.elide(lines[1] + " " + lines[2], size, room, bold=True))
        step = text.font(size, True).get_linesize()
        y = self.trays.rect.top + round(25 * u) - step * len(lines) // 2
        for line in lines:
            text.draw(surface, line, (x, y), size, colour, bold=True)
            y += step

    def done_title(self, surface, sentence: str, right: int | None = None) -> None:
        """The heading of a step the screen player is done with: the sentence and whom it
        still waits for (on a slim board that goes under the landscape, where End turn was)."""
        if self.trays.bar is None:
            self.title(surface, sentence + "  " + self.trays.waiting(), theme.TEXT_DIM, right=right)
            return
        self.title(surface, sentence, theme.TEXT_DIM, right=right)
        self.foot_note(surface, self.trays.waiting())

    def slim_short(self, key: str, **params) -> str:
        """A heading's shorter words, for a slim board's tray (the narrowest)."""
        return self.trays.t(key, **params) if self.trays.bar is not None else ""

    def foot_note(self, surface, sentence: str, colour=theme.TEXT_DIM) -> None:
        """A hint in a narrow tray's bottom row (free until the turn is complete), wrapped
        and smaller where it must be, its last line cut with "…" if it still runs over."""
        if self.trays.view.ending or not sentence:
            return
        self.wrapped(surface, sentence, self.trays.foot(), round(13 * self.trays.view.u), colour)

    def wrapped(self, surface, sentence: str, area: pygame.Rect, size: int, colour) -> None:
        """`sentence` wrapped into `area`: smaller (never below its size at 100% text) until it
        fits, else its last line that fits cut with "…"."""
        least = round(size / theme.growth(self.trays.view.table.size))
        while size > least and text.wrapped_height(sentence, size, area.width) > area.height:
            size -= 1
        lines = text.wrap(sentence, size, area.width)
        step = round(text.font(size).get_linesize() * 1.25 / 1.15)
        fit = max(1, area.height // step)
        if len(lines) > fit:
            lines = lines[:fit - 1] + (text.elide(" ".join(lines[fit - 1:]), size, area.width),)
        for i, line in enumerate(lines):
            text.draw(surface, line, (area.left, area.top + i * step), size, colour)

    def fitted(self, surface, line: str, x: int, y: int, right: int, size: int, colour) -> None:
        """One line from `x` (its middle at `y`) that ends before `right`: smaller
        (never below its size at 100% text), else cut with "…"."""
        room = right - x - round(6 * self.trays.view.u)
        size = text.fitting(line, size, room, least=1 / theme.growth(self.trays.view.table.size))
        text.draw(surface, text.elide(line, size, room), (x, y), size, colour, anchor="midleft")

    def whole(self, surface, line: str, pos, room: int, size: int, colour, bold: bool = False,
              anchor: str = "topleft") -> pygame.Rect:
        """One line in `room`: smaller (never below its size at 100% text), else cut with "…"; its rect."""
        size = text.fitting(line, size, room, bold=bold, least=1 / theme.growth(self.trays.view.table.size))
        return text.draw(surface, text.elide(line, size, room, bold=bold), pos, size, colour, bold=bold,
                         anchor=anchor)

    def button_size(self, button) -> int:
        """The text size of the step's button: smaller where a slim board's tray is narrow for it."""
        size = round(15 * self.trays.view.u)
        if self.trays.bar is None:
            return size
        return text.fitting(button.label, size, button.rect.width - round(12 * self.trays.view.u), least=0.7)
