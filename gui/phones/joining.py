"""On the big screen, while a phone seat has no phone: how to join, a QR code
and the short address of each such seat, over the board (the game may go on
meanwhile: a computer seat plays, the others wait); where another phone came
with a held seat's link, the button that lets it take the seat over."""
from __future__ import annotations

import pygame
import segno

from .. import text, theme
from ..widgets import Button, draw_panel, handle_buttons, label_size

QUIET = 2   # modules of white around a code, enough for a phone's camera on a dark screen


def code_picture(link: str, module: int) -> pygame.Surface:
    """`link` as a QR code, `module` pixels a square, dark on white."""
    rows = list(segno.make(link, error="m").matrix_iter(scale=1, border=QUIET))
    picture = pygame.Surface((len(rows[0]) * module, len(rows) * module))
    picture.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                picture.fill((0, 0, 0), (x * module, y * module, module, module))
    return picture


class JoinPanel:
    def __init__(self, t, links: dict, names: list, let_in):
        """`links`: seat -> its page's address; `names`: the players'; `let_in(seat)`:
        the host lets another phone take the seat over."""
        self.t, self.links, self.names, self.let_in = t, links, names, let_in
        self._codes: dict[tuple[int, int], pygame.Surface] = {}
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._buttons: dict[int, Button] = {}   # seat -> its "let the new phone in" (kept: a click spans frames)
        self.buttons: list[Button] = []         # those drawn now

    def handle_event(self, event) -> bool:
        return handle_buttons(self.buttons, event)

    def button(self, seat: int) -> Button:
        if seat not in self._buttons:
            self._buttons[seat] = Button("", lambda: self.let_in(seat), key=f"let_in:{seat}")
        return self._buttons[seat]

    def code(self, seat: int, module: int) -> pygame.Surface:
        if (seat, module) not in self._codes:
            self._codes[(seat, module)] = code_picture(self.links[seat], module)
        return self._codes[(seat, module)]

    def draw(self, surface, area: pygame.Rect, waiting: list, u: float, asking=frozenset()) -> None:
        """The seats in `waiting`, side by side in the middle of `area`; under a seat in
        `asking` (another phone came with its link), the button that lets that phone in."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = []
        if not waiting:
            return
        pad, gap = round(16 * u), round(20 * u)
        title, small = round(20 * u), round(13 * u)
        width_each = (area.width - 2 * pad - gap * (len(waiting) - 1)) // len(waiting)
        side = min(width_each, area.height - 2 * pad - title - 3 * small - round(40 * u), round(260 * u))
        module = max(2, side // 41)   # a version 4 code and its quiet zone: 37 modules and 4
        codes = [self.code(seat, module) for seat in waiting]
        each = max(max(c.get_width() for c in codes), round(180 * u))
        heading = self.t("ui.phone.join_title")
        inner = min(max(len(waiting) * each + gap * (len(waiting) - 1), text.font(title, bold=True).size(heading)[0]),
                    area.width - 2 * pad)
        lines = text.wrap(self.t("ui.phone.join_how"), small, inner)
        button_h = round(30 * u) if asking else 0
        height = title + round(10 * u) + len(lines) * round(small * 1.3) + round(10 * u) + small + round(6 * u) \
            + codes[0].get_height() + round(6 * u) + small + 2 * pad + (button_h + round(8 * u) if asking else 0)
        box = pygame.Rect(0, 0, inner + 2 * pad, height)
        box.center = area.center
        box.clamp_ip(area)
        self.rect = box
        draw_panel(surface, box, theme.PANEL, theme.ACCENT, radius=10, width=2)
        y = box.top + pad
        text.draw(surface, text.elide(heading, title, inner, bold=True), (box.centerx, y), title, theme.ACCENT,
                  bold=True, anchor="midtop")
        y += title + round(10 * u)
        for line in lines:
            text.draw(surface, line, (box.centerx, y), small, theme.TEXT, anchor="midtop")
            y += round(small * 1.3)
        y += round(10 * u)
        first = box.centerx - (len(waiting) * each + gap * (len(waiting) - 1)) // 2   # the codes, centred
        for i, (seat, code) in enumerate(zip(waiting, codes)):
            centre = first + i * (each + gap) + each // 2
            name = text.elide(self.names[seat], small, each, bold=True)
            text.draw(surface, name, (centre, y), small, theme.player_colour(seat), bold=True, anchor="midtop")
            surface.blit(code, code.get_rect(midtop=(centre, y + small + round(6 * u))))
            address = self.links[seat].removeprefix("http://")
            size = small
            while size > round(9 * u) and text.font(size).size(address)[0] > each:
                size -= 1
            below = y + small + round(12 * u) + code.get_height()
            text.draw(surface, address, (centre, below), size, theme.TEXT_DIM, anchor="midtop")
            if seat in asking:
                button = self.button(seat)
                button.label = self.t("ui.phone.let_in")
                button.rect = pygame.Rect(centre - each // 2, below + small + round(8 * u), each, button_h)
                button.draw(surface, label_size(button, small))
                self.buttons.append(button)
