"""Where the setup's rows go: a large room's rows centred (the layout at 100%
text) and a small room's rows with their labels in a column, each with its foot
(seed, Back, Start, the week's challenge). A part of the setup scene, which
holds its buttons and fields."""
from __future__ import annotations

import pygame

from . import text
from .engine import Option, challenge
from .widgets import Button, fit_widths


class SetupPlaces:
    """Lays out the setup's rows for the room there is (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene

    def place_wide(self, size, seats: int) -> int:
        """The rows centred in a large room (the layout at 100% text)."""
        w, h = size
        u = self.scene.u
        space = self.scene.SPACING[self.scene.compact]
        labels = self.scene.level_labels()
        # each level as wide as the longest label (157 units at least), or where the row
        # of a seat has no room for that each as wide as its own label and a share of the room
        own = [self.scene.button_width(label) for label in labels]
        lw = max([round(157 * u)] + own)
        room = w - round(200 * u) - len(labels) * round(8 * u)
        spare = max(0, room - sum(own)) // len(labels)
        self.scene.level_ws = [lw] * len(labels) if lw * len(labels) <= room else [min(lw, o + spare) for o in own]
        levels_w = sum(self.scene.level_ws) + len(labels) * round(8 * u)
        # centred as it always was, moved left as far as the row of a seat needs,
        # whose name field gives up some width where even that is not enough
        x0 = self.scene.x0 = self.scene.label_x = max(round(28 * u), min(round(w / 2 - 380 * u), w - round(280 * u) - levels_w))
        name_w = max(round(140 * u), min(round(240 * u), w - round(40 * u) - x0 - levels_w))
        title_size = round(space["font"] * u)
        self.scene.title_at = ((w // 2, round(space["title"] * u)), "center", title_size)
        y = round(space["top"] * u)
        bh = round(space["button"] * u)
        self.scene.gap = round(space["gap"] * u)
        counts = range(self.scene.game.min_players, self.scene.max_players + 1)
        bw = min(round(120 * u), (w - x0 - round(220 * u)) // len(counts) - 8)
        for i, n in enumerate(counts):
            self.scene.add_count(n, pygame.Rect(x0 + round(200 * u) + i * (bw + 8), y, bw, bh))
        self.scene.players_at = ((x0, y + bh // 2), "midleft")
        y += round(space["count"] * u)
        # Nothing moves under the mouse when a choice changes the rows: the options
        # come first with room kept for their part rows, the seats after them (a
        # new seat adds a row at the end), the seed and the buttons at the bottom.
        self.scene.option_rows = []
        for name, spec in self.scene.game.options.items():
            y = self.layout_option(name, spec, x0, y, bh)
        y += round(8 * u)
        self.scene.rows_top = y
        for seat in range(seats):
            self.scene.names[seat].rect = pygame.Rect(x0, y, name_w, bh)
            self.scene.add_seat(seat, y, bh, x0 + name_w + round(20 * u), labels, [""] * len(labels))
            y += bh + round(space["seat"] * u)
        if self.scene.rows_end is None or seats == self.scene.max_players:
            self.scene.rows_end = y
        y = max(y, self.scene.rows_end)
        return self.wide_foot(size, y, x0, bh)

    def wide_foot(self, size, y: int, x0: int, bh: int) -> int:
        """A large room's foot under the rows (from `y`): the seed, Back and Start, and the
        challenge; compact (a short window): in one row at the bottom. Returns where it ends."""
        w, h = size
        u, compact, space = self.scene.u, self.scene.compact, self.scene.SPACING[self.scene.compact]
        big = (round(200 * u), round(space["big"] * u))
        gap, offered = round(20 * u), challenge.offered(self.scene.game)
        if compact:   # the seed, Back and Start in one row at the bottom (the challenge above them)
            y = max(y + round(10 * u), h - round(16 * u) - big[1])
            start = pygame.Rect((w - gap - big[0], y), big)
            back = start.move(-big[0] - gap, 0)
            seed_w = max(round(110 * u), min(round(200 * u), back.left - gap - x0 - round(200 * u)))
            self.scene.seed.rect = pygame.Rect(x0 + round(200 * u), y + (big[1] - bh) // 2, seed_w, bh)
            week_rect = pygame.Rect(back.left, y - big[1] - round(10 * u), start.right - back.left, big[1])
            if week_rect.top < self.scene.rows_top + bh + gap:   # no room above: left of Back
                week_rect = back.move(-big[0] - gap, 0)
        else:
            y = max(y + round(10 * u), h - round(96 * u) - bh)
            self.scene.seed.rect = pygame.Rect(x0 + round(200 * u), y, round(200 * u), bh)
            y = max(y + bh + round(24 * u), h - round(80 * u))
            start = pygame.Rect((w // 2 + round(10 * u), y), big)
            back = pygame.Rect((w // 2 - round(210 * u), y), big)
            if offered and start.right + gap + big[0] > w - gap:   # the row of three, centred
                back.left = (w - 3 * big[0] - 2 * gap) // 2
                start.left = back.right + gap
            week_rect = start.move(big[0] + gap, 0)
        self.scene.add_bottom(start, back, week_rect)
        return start.bottom + round(8 * u)

    def place_narrow(self, size, seats: int) -> int:
        """The rows in a small room (a large text size): the labels in a column
        as wide as the longest, each row of buttons as wide as its words need
        (the levels "Easy" to "Hard" where "Computer: easy" does not fit), the
        seed, Back and Start in one row at the foot."""
        w, h = size
        u = self.scene.u
        apart, bh_u, gap_u, section_u = self.scene.NARROW[self.scene.compact]
        bh, gap, section, between = round(bh_u * u), round(gap_u * u), round(section_u * u), round(8 * u)
        self.scene.gap = gap
        size, pad = round(15 * u), round(20 * u)
        # the rows as wide as a seat's row wants (centred), or the window's width
        full, short = self.scene.level_labels(), self.scene.level_labels(short=True)
        wanted = round(232 * u) + sum(fit_widths(full, size, 10 ** 6, round(157 * u), between, pad)) \
            + between * (len(full) - 1)
        margin = max(round(14 * u), (w - wanted) // 2)
        right = w - margin
        words = text.font(round(16 * u))
        named = [self.scene.t("ui.setup.players"), self.scene.t("ui.setup.seed")] + [
            self.scene.t(prefix) for prefix in (f"ui.option.{self.scene.game.id}.{name}" for name in self.scene.game.options)]
        self.scene.label_x = margin
        content = margin + max(words.size(name)[0] for name in named) + round(14 * u)
        y = self.narrow_counts(w, margin, content, right, bh, bh_u, apart) + bh + section
        self.scene.option_rows = []
        for name, spec in self.scene.game.options.items():
            y = self.option_row(name, spec, content, right, y, bh)
        y += section - gap
        self.scene.rows_top = y
        name_x = self.scene.x0 = margin + round(20 * u)
        fixed = right - name_x - round(12 * u)          # the name field and the levels
        own = fit_widths(full, size, 10 ** 6, 0, between, pad)
        labels, tips = (full, [""] * len(full))
        if sum(own) + between * (len(own) - 1) > fixed - round(110 * u):
            labels, tips = short, full
        n = len(labels)
        least = min(round(157 * u), (fixed - round(200 * u) - between * (n - 1)) // n)
        self.scene.level_ws = fit_widths(labels, size, fixed - round(110 * u), least, between, pad)
        levels_w = sum(self.scene.level_ws) + between * (n - 1)
        name_w = max(round(110 * u), min(round(200 * u), fixed - levels_w))
        for seat in range(seats):
            self.scene.names[seat].rect = pygame.Rect(name_x, y, name_w, bh)
            self.scene.add_seat(seat, y, bh, name_x + name_w + round(12 * u), labels, tips)
            y += bh + gap
        if self.scene.rows_end is None or seats == self.scene.max_players:
            self.scene.rows_end = y
        y = max(max(y, self.scene.rows_end) - gap + section, h - round(8 * u) - (bh + round(4 * u)))
        return self.narrow_foot(y, bh, content, right, name_x)

    def narrow_counts(self, w: int, margin: int, content: int, right: int, bh: int, bh_u: int, apart: bool) -> int:
        """A small room's title and the player count's buttons: the title on a line of its
        own above them (`apart`), or at the left of their row. Returns the row's top."""
        u, words = self.scene.u, text.font(round(16 * self.scene.u))
        size, pad, between = round(15 * u), round(20 * u), round(8 * u)
        y = round(8 * u)
        counts = list(range(self.scene.game.min_players, self.scene.max_players + 1))
        count_labels = [self.scene.t("ui.setup.solo") if n == 1 else str(n) for n in counts]
        if apart:
            title_size = round(min(26, bh_u - 4) * u)
            line = text.font(title_size, True).get_linesize()
            self.scene.title_at = ((w // 2, y + line // 2), "center", title_size)
            y += line + round(4 * u)
            widths = fit_widths(count_labels, size, right - content, round(70 * u), between, pad)
            x = content
            self.scene.players_at = ((margin, y + bh // 2), "midleft")
        else:   # the title at the left of the player count's row
            widths = fit_widths(count_labels, size, right - content, round(56 * u), between, pad)
            x = right - sum(widths) - between * (len(widths) - 1)
            players = x - round(10 * u)
            self.scene.players_at = ((players, y + bh // 2), "midright")
            room = players - words.size(self.scene.t("ui.setup.players"))[0] - round(16 * u) - margin
            self.scene.title_at = ((margin, y + bh // 2), "midleft", round(22 * u), room)
        for n, width in zip(counts, widths):
            self.scene.add_count(n, pygame.Rect(x, y, width, bh))
            x += width + between
        return y

    def narrow_foot(self, y: int, bh: int, content: int, right: int, name_x: int) -> int:
        """A small room's foot from `y`: the seed, Back and Start in one row; the challenge
        (one human seat) where the second seat's row would be. Returns where it ends."""
        u, gap = self.scene.u, self.scene.gap
        size, pad, between, big = round(15 * u), round(20 * u), round(8 * u), bh + round(4 * u)
        ends = [self.scene.t("ui.setup.back"), self.scene.t("ui.setup.start")]
        back_w, start_w = fit_widths(ends, size, right - content - round(100 * u), round(130 * u), between, pad)
        start = pygame.Rect(right - start_w, y, start_w, big)
        back = pygame.Rect(start.left - between - back_w, y, back_w, big)
        seed_w = max(round(90 * u), min(round(180 * u), back.left - 2 * between - content))
        self.scene.seed.rect = pygame.Rect(content, y + (big - bh) // 2, seed_w, bh)
        week_w = fit_widths([self.scene.t("ui.setup.challenge")], size, right - name_x, round(260 * u), 0, pad)[0]
        week_rect = pygame.Rect(name_x, self.scene.rows_top + bh + gap, week_w, bh) if self.scene.max_players > 1 else None
        self.scene.add_bottom(start, back, week_rect)
        return start.bottom + round(4 * u)

    def option_row(self, name: str, spec, x: int, right: int, y: int, bh: int) -> int:
        """One option's row in a small room (and its part rows, four letters each); returns the next y."""
        u, gap, between = self.scene.u, self.scene.gap, round(8 * self.scene.u)
        size, pad = round(15 * u), round(20 * u)
        prefix = f"ui.option.{self.scene.game.id}.{name}"
        self.scene.option_rows.append((prefix, y, bh))
        value = self.scene.options[name]
        custom = isinstance(spec, Option) and value not in spec.presets
        if isinstance(spec, Option):
            choices = list(spec.presets) + (["custom"] if spec.parts else [])
            keys = choices
            chosen = ["custom" if custom else value]
        else:
            choices, keys, chosen = list(spec), [str(choice).lower() for choice in spec], [value]
        labels = [self.scene.t(f"{prefix}.{key}") for key in keys]
        widths = fit_widths(labels, size, right - x, round(150 * u), between, pad)
        for choice, key, label, width in zip(choices, keys, labels, widths):
            self.scene.buttons.append(Button(label, lambda n=name, c=choice: self.scene.set_option(n, c),
                                       pygame.Rect(x, y, width, bh), key=f"option:{name}:{key}",
                                       selected=choice in chosen))
            x += width + between
        y += bh + gap
        if isinstance(spec, Option) and spec.parts:
            left = x - sum(widths) - between * len(widths)
            pw = (right - left - 3 * between) // 4
            if custom:
                for i, part in enumerate(spec.parts):
                    label = f"{self.scene.t(spec.part_text.format(part=part))}: {value[i]}"
                    self.scene.buttons.append(Button(label, lambda n=name, k=i: self.scene.flip_part(n, k),
                                               pygame.Rect(left + (i % 4) * (pw + between), y + (i // 4) * (bh + gap),
                                                           pw, bh), key=f"part:{name}:{part}"))
            y += 2 * (bh + gap)   # kept whether the part rows show or not
        return y

    def layout_option(self, name: str, spec, x0: int, y: int, bh: int) -> int:
        """One row of buttons for an option (and a row of letters per part); returns the next y."""
        u, gap = self.scene.u, self.scene.gap
        bw = round(180 * u)
        prefix = f"ui.option.{self.scene.game.id}.{name}"
        self.scene.option_rows.append((prefix, y, bh))
        value = self.scene.options[name]
        if isinstance(spec, Option):
            choices = list(spec.presets) + (["custom"] if spec.parts else [])
            custom = value not in spec.presets
            for i, choice in enumerate(choices):
                selected = (choice == "custom" and custom) or choice == value
                self.scene.buttons.append(Button(self.scene.t(f"{prefix}.{choice}"), lambda n=name, c=choice: self.scene.set_option(n, c),
                                           pygame.Rect(x0 + round(250 * u) + i * (bw + 8), y, bw, bh),
                                           key=f"option:{name}:{choice}", selected=selected))
            y += bh + gap
            if custom:
                room = self.scene.app.size[0] - (x0 + round(250 * u)) - round(20 * u)
                pw = min(round(92 * u), room // 8 - 4)
                for i, part in enumerate(spec.parts):
                    label = f"{self.scene.t(spec.part_text.format(part=part))}: {value[i]}"
                    self.scene.buttons.append(Button(label, lambda n=name, k=i: self.scene.flip_part(n, k),
                                               pygame.Rect(x0 + round(250 * u) + (i % 4) * (pw * 2 + 8),
                                                           y + (i // 4) * (bh + 4), pw * 2, bh),
                                               key=f"part:{name}:{part}"))
            if spec.parts:
                y += 2 * (bh + 4) + gap - round(2 * u)  # kept whether the part rows show or not
            return y
        labels = [self.scene.t(f"{prefix}.{str(choice).lower()}") for choice in spec]
        room = (self.scene.app.size[0] - x0 - round(270 * u)) // max(1, len(labels)) - 8  # the row stays in the window
        bw = min(room, max([bw] + [self.scene.button_width(label) for label in labels]))
        for i, (choice, label) in enumerate(zip(spec, labels)):
            self.scene.buttons.append(Button(label, lambda n=name, c=choice: self.scene.set_option(n, c),
                                       pygame.Rect(x0 + round(250 * u) + i * (bw + 8), y, bw, bh),
                                       key=f"option:{name}:{str(choice).lower()}", selected=choice == value))
        return y + bh + gap
