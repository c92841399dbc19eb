"""The Rome market (advanced variant): five segments above the landscape,
each a double tile with its bonus, the coin order; a click takes a segment."""
from __future__ import annotations

import pygame

from ...engine import rome
from ... import text, theme
from ...geometry import HexBoard
from ...widgets import draw_panel
from . import art


def cap(words: str) -> str:
    """A name at the start of a line: its first letter upper-case."""
    return words[:1].upper() + words[1:]


def piece_centres(piece, centre, radius: float, turn: int = 0) -> list[tuple[float, float]]:
    """Where the halves of a single or double tile centred on `centre` lie (side by side at turn 0)."""
    board = HexBoard((0.0, 0.0), radius)
    cells = piece.cells(0, 0, turn)
    xs, ys = zip(*(board.centre(c) for c in cells))
    mid = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
    board = HexBoard((centre[0] - mid[0], centre[1] - mid[1]), radius)
    return [board.centre(c) for c in cells]


def draw_piece(surface, piece, centre, radius: int, turn: int = 0) -> list[tuple[float, float]]:
    """A single or double tile centred on `centre` (a double's halves side by side at turn 0)."""
    centres = piece_centres(piece, centre, radius, turn)
    for where, tile in zip(centres, piece.tiles):
        art.blit_centred(surface, art.tile(tile.terrain, radius + 1), where)
        if tile.building:
            art.blit_centred(surface, art.building(tile.building, round(radius * 0.55)), where)
    return centres


def label_lines(label: str, size: int, room: int, two_lines: bool) -> tuple[str, ...] | None:
    """`label` in `room` at `size`: on one line, or on two where allowed (three where
    the label gives its own line breaks); None if it fits no way."""
    if "\n" not in label and text.font(size, True).size(label)[0] <= room:
        return (label,)
    if "\n" in label:   # broken where its text says (a long German word)
        lines = tuple(label.split("\n")) if two_lines else ()
    else:
        lines = text.wrap(label, size, room, True) if two_lines else ()
    if 0 < len(lines) <= (3 if "\n" in label else 2) and all(text.font(size, True).size(line)[0] <= room
                                                               for line in lines):
        return lines
    return None


def label_size(labels: list[str], room: int, size: int, least: int, two_lines: bool, high: int | None = None) -> int:
    """One size for every segment's label: the largest, from `size` down to `least`
    (the text's size at 100%), at which each of them fits whole, in at most `high`
    pixels where given (the tiles below keep their room); else `least`."""
    for k in range(size, least - 1, -1):
        found = [label_lines(label, k, room, two_lines) for label in labels]
        if all(found) and (high is None or max(map(len, found)) * text.font(k, True).get_linesize() <= high):
            return k
    return least


def segment_label(surface, label: str, box: pygame.Rect, size: int, u: float) -> None:
    """A segment's number and bonus at its top, at `size` (label_size), on two lines
    where needed; what fits neither way is cut with "…" (its tip has it whole)."""
    room = box.width - round(10 * u)
    lines = label_lines(label, size, room, True) or (label,)
    step = text.font(size, True).get_linesize()
    for k, line in enumerate(lines):
        text.draw(surface, text.elide(line, size, room, bold=True), (box.left + round(6 * u), box.top + round(4 * u)
                  + k * step), size, theme.TEXT, bold=True)


def piece_width(piece, radius: float) -> float:
    return radius * 1.732 * (2 if piece.double else 1)


class MarketRow:
    """The five segments; the player whose turn it is in coin order takes one."""

    def __init__(self, view):
        self.view = view
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.compact = False
        self.boxes: list[pygame.Rect] = []

    @property
    def state(self):
        return self.view.state

    def layout(self, rect: pygame.Rect, compact: bool = False) -> None:
        """The segments side by side; `compact` (a short board): low boxes without the heading
        (the tray lists the coin order while the market is on)."""
        self.rect, self.compact = rect, compact
        self.boxes = []
        if not rect.width:
            return
        u = self.view.u
        head, gap = (0, round(6 * u)) if compact else (round(22 * u), round(8 * u))
        count = len(self.state.data.market)
        w = (rect.width - gap * (count - 1)) // count
        self.boxes = [pygame.Rect(rect.left + i * (w + gap), rect.top + head, w, rect.height - head)
                      for i in range(count)]

    def segment_at(self, pos) -> int | None:
        for i, box in enumerate(self.boxes):
            if box.collidepoint(pos) and self.state.market[i] is not None:
                return i
        return None

    def chooser(self) -> int | None:
        """The human at the screen, if the engine asks them to take a segment."""
        d = self.view.doing("take_segment")
        return d.player if d is not None else None

    def handle_event(self, event) -> bool:
        if not self.boxes or self.chooser() is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.segment_at(event.pos)
            if index is not None:
                self.view.table.try_action(rome.TakeSegment(index))
                return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_0 + len(self.boxes):
            self.view.table.try_action(rome.TakeSegment(event.key - pygame.K_1))
            return True
        return False

    def order_text(self) -> str:
        s = self.state
        if s.phase != "market":
            return self.view.t("ui.rome.market_refill")
        parts = [f"{i + 1}. {s.players[p]} ({s.coins[p]})" for i, p in enumerate(s.market_order)]
        return self.view.t("ui.rome.market_order", order="  ".join(parts))

    def draw(self, surface) -> None:
        if not self.boxes:
            return
        s, u = self.state, self.view.u
        small = round(13 * u)
        if not self.compact:
            r = text.draw(surface, self.view.t("ui.rome.market"), (self.rect.left, self.rect.top), round(15 * u),
                          theme.ACCENT, bold=True)
            room = self.rect.right - r.right - round(14 * u)   # the tray below lists the whole coin order too
            text.draw(surface, text.elide(self.order_text(), small, room), (r.right + round(14 * u), r.centery),
                      small, theme.TEXT_DIM, anchor="midleft")
        chooser = self.chooser()
        hover = self.view.hover
        labels, size, head = self.labels(self.boxes[0].width, self.boxes[0].height)
        for i, box in enumerate(self.boxes):
            segment = s.market[i]
            lit = chooser is not None and segment is not None and hover == ("segment", i)
            edge = theme.ACCENT if lit or (chooser is not None and segment is not None) else theme.PANEL_EDGE
            draw_panel(surface, box, theme.mix(theme.PANEL, (120, 100, 70), 0.25), edge, radius=6,
                       width=3 if lit else 1)
            segment_label(surface, labels[i], box, size, u)
            if segment is None:
                taker = next((p for p, index in enumerate(s.taken) if index == i), None)
                if taker is not None:   # on two lines where the box is narrow, smaller where a word is wider
                    words = self.view.t("ui.rome.segment_taken", name=s.players[taker])   # or the lines higher
                    room, size, size_least = box.width - round(10 * u), small, max(10, round(small * 0.75))
                    high = box.height - round(20 * u) if self.compact else box.height
                    lines = text.wrap(words, size, room)
                    while size > size_least and (max(text.font(size).size(w)[0] for w in words.split()) > room
                                                 or len(lines) * text.font(size).get_linesize() > high):
                        size -= 1
                        lines = text.wrap(words, size, room)
                    step = text.font(size).get_linesize()
                    middle = box.centery if not self.compact else (box.top + round(18 * u) + box.bottom) // 2
                    y = middle - step * (len(lines) - 1) // 2
                    for line in lines:
                        text.draw(surface, text.elide(line, size, room), (box.centerx, y), size,
                                  theme.player_colour(taker), anchor="center")
                        y += step
                continue
            self.draw_segment(surface, segment, box, head)

    def labels(self, width: int, height: int | None = None) -> tuple[list[str], int, int]:
        """The segments' labels in boxes `width` wide: the labels, their one size
        (label_size) and the height they take above the tiles."""
        u = self.view.u
        small, room = round(13 * u), width - round(10 * u)
        least = round(small / theme.growth(self.view.table.size))
        labels = [self.label(i, name, least, room) for i, name in enumerate(self.state.data.market)]
        size = label_size(labels, room, small, least, True, None if height is None else height * 2 // 5)
        tall = max(len(label_lines(label, size, room, True) or "-") for label in labels)
        return labels, size, tall * text.font(size, True).get_linesize() + round(6 * u)

    def label(self, index: int, name: str, least: int, room: int) -> str:
        """A segment's number and bonus; where that fits no two lines at the 100%
        size, with its name on the two lines its text gives (`rome.market_lines`)."""
        label = f"{index + 1} · {self.view.name('market', name)}"
        if label_lines(label, least, room, True):
            return label
        return f"{index + 1} · {self.view.t(f'rome.market_lines.{name}')}"

    def draw_segment(self, surface, segment, box: pygame.Rect, head: int) -> None:
        """A segment's tiles and bonus, under its label's `head` pixels."""
        u = self.view.u
        extra = segment.bonus in ("gem", "building", "fortress")
        units = sum(2 if p.double else 1 for p in segment.pieces) + (1 if extra else 0)
        fits = (box.width - round(16 * u)) / (units * 1.732 + 0.6 * len(segment.pieces))
        radius = max(6, min(round(17 * u), int(fits), (box.height - head - round(4 * u)) // 2))
        gap = round(6 * u)
        widths = [piece_width(p, radius) for p in segment.pieces] + ([radius * 1.732] if extra else [])
        x = box.centerx - (sum(widths) + gap * (len(widths) - 1)) / 2
        y = box.top + head + (box.height - head) / 2
        for piece, width in zip(segment.pieces, widths):
            draw_piece(surface, piece, (x + width / 2, y), radius)
            x += width + gap
        if segment.bonus == "gem":
            art.blit_centred(surface, art.gem(round(radius * 1.5)), (x + widths[-1] / 2, y))
        elif extra:
            art.blit_centred(surface, art.building(segment.pieces[0].carries, round(radius * 0.8)),
                             (x + widths[-1] / 2, y))

    def lines(self, index: int, hint: bool = True) -> list[str]:
        """The hover tip of a segment: its rule text and its tiles, a sentence a line (the tip wraps them)."""
        s, view = self.state, self.view
        segment = s.market[index]
        if segment is None:
            return []
        lang = view.table.language
        lines = [s.data.market_texts[index].get(lang, s.data.market_texts[index]["en"])]   # wrapped where shown
        for piece in segment.pieces:
            lines.append(cap(" + ".join(view.name("terrain", t.terrain) for t in piece.tiles)))
        if segment.pieces[0].carries:
            lines.append(view.t("ui.rome.carries", building=view.name("building", segment.pieces[0].carries)))
        if hint and self.chooser() is not None:
            lines.append(view.t("ui.rome.click_to_take"))
        return lines
