"""The layout layer: a view says what each part of its board needs along a row
or a column (a least size it stays readable at, a share of what is left over,
a most) and the layer decides where each goes. Sizes are given in the window's
units (`Layout.u` pixels each, so one layout holds at every window and text
size); text that was measured comes in pixels (`Layout.measured`).

Where the parts' least sizes do not fit, `row` and `column` raise `NoRoom`, and
`Layout.first` goes on to the view's next arrangement (a column beside the
board where a strip above it does not fit); the last arrangement squeezes."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


class NoRoom(Exception):
    """The parts' least sizes (and the gaps) are longer than the room."""


@dataclass(frozen=True)
class Part:
    """What one part needs along a row or a column, in pixels: `least` at the least,
    a `weight` share of the room left over (0: no more than `least`), at most `most`."""
    least: int = 0
    weight: float = 0.0
    most: int | None = None
    across: int | None = None   # its size the other way (None: the row's height, the column's width)


class Layout:
    """Rows, columns and grids of parts in one window's units."""

    def __init__(self, u: float):
        self.u = u

    def px(self, units: float) -> int:
        return round(units * self.u)

    def fixed(self, units: float, across: float | None = None) -> Part:
        """Exactly `units` long (and `across` units the other way)."""
        return Part(self.px(units), 0.0, self.px(units), None if across is None else self.px(across))

    def grow(self, weight: float = 1.0, least: float = 0, most: float | None = None) -> Part:
        """At least `least` units, then a `weight` share of what is left, up to `most`."""
        return Part(self.px(least), weight, None if most is None else self.px(most))

    @staticmethod
    def measured(pixels: int, across: int | None = None) -> Part:
        """Exactly as long as something measured (a wrapped text's height)."""
        return Part(pixels, 0.0, pixels, across)

    def inset(self, rect: pygame.Rect, units: float) -> pygame.Rect:
        return rect.inflate(-2 * self.px(units), -2 * self.px(units))

    def row(self, rect: pygame.Rect, *parts: Part, gap: float = 0, squeeze: bool = False) -> list[pygame.Rect]:
        """The parts left to right across `rect`, each as high as it."""
        lengths = share(rect.width, parts, self.px(gap), squeeze)
        return [pygame.Rect(rect.left + start, rect.top, length, _across(part, rect.height))
                for part, (start, length) in zip(parts, lengths)]

    def column(self, rect: pygame.Rect, *parts: Part, gap: float = 0, squeeze: bool = False) -> list[pygame.Rect]:
        """The parts top to bottom down `rect`, each as wide as it."""
        lengths = share(rect.height, parts, self.px(gap), squeeze)
        return [pygame.Rect(rect.left, rect.top + start, _across(part, rect.width), length)
                for part, (start, length) in zip(parts, lengths)]

    def grid(self, topleft, count: int, per_row: int, size: tuple[int, int], gap: float = 0) -> list[pygame.Rect]:
        """`count` cells of `size` pixels, `per_row` in a row, from `topleft`."""
        step_x, step_y = size[0] + self.px(gap), size[1] + self.px(gap)
        return [pygame.Rect(topleft[0] + (i % per_row) * step_x, topleft[1] + (i // per_row) * step_y, *size)
                for i in range(count)]

    @staticmethod
    def first(*arrangements):
        """The first of `arrangements` (callables) whose parts fit: its result. The
        last is called whatever happens (it should squeeze)."""
        for arrange in arrangements[:-1]:
            try:
                return arrange()
            except NoRoom:
                continue
        return arrangements[-1]()


def share(length: int, parts, gap: int = 0, squeeze: bool = False) -> list[tuple[int, int]]:
    """(start, length) of each part along `length` pixels: every part gets its
    least, then what is left goes by weight (a part at its most gives its share
    to the others); rounding never loses or adds a pixel. Where the leasts do
    not fit: NoRoom, or with `squeeze` each part shrinks in proportion to them."""
    room = length - gap * max(0, len(parts) - 1)
    leasts = sum(p.least for p in parts)
    if leasts > room:
        if not squeeze:
            raise NoRoom(f"{leasts} px of parts in {room} px")
        sizes = [p.least * max(0, room) / leasts if leasts else 0.0 for p in parts]
    else:
        sizes = [float(p.least) for p in parts]
        _grow(sizes, parts, room - leasts)
    return _placed(sizes, gap)


def _across(part: Part, room: int) -> int:
    return room if part.across is None else min(part.across, room)


def _grow(sizes: list[float], parts, left: float) -> None:
    """Share `left` pixels among the growing parts by weight, a part at its most
    dropping out (its surplus shared again)."""
    growing = [i for i, p in enumerate(parts) if p.weight > 0]
    while left > 1e-9 and growing:
        total = sum(parts[i].weight for i in growing)
        capped = [i for i in growing if parts[i].most is not None
                  and sizes[i] + left * parts[i].weight / total >= parts[i].most]
        if not capped:
            for i in growing:
                sizes[i] += left * parts[i].weight / total
            return
        for i in capped:
            left -= parts[i].most - sizes[i]
            sizes[i] = float(parts[i].most)
            growing.remove(i)


def _placed(sizes: list[float], gap: int) -> list[tuple[int, int]]:
    """Whole pixels for each size, the ends rounded (so the parts tile exactly)."""
    out, edge = [], 0.0
    for size in sizes:
        start, end = round(edge), round(edge + size)
        out.append((start, end - start))
        edge += size + gap
    return out
