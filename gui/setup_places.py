"""Where the setup's rows go: a large room's rows in two columns, labels and
choices, centred (the layout at 100% text) and a small room's rows with their
labels in a column, each with its foot (seed, Back, Start, the week's
challenge). A part of the setup scene, which holds its buttons and fields."""
from __future__ import annotations

import pygame

from . import text
from .engine import Option, challenge
from .layout import Layout, NoRoom
from .widgets import Button, fit_widths


class SetupPlaces:
    """Lays out the setup's rows for the room there is (the module's docstring)."""

    def __init__(self, scene):
        self.scene = scene

    # --- a large room -----------------------------------------------------------------------
    def place_wide(self, size, seats: int) -> int:
        """The rows in a large room (the layout at 100% text): the labels in a column
        beside the choices, the seats under them, the block centred in the window,
        the seed and the centred Back and Start at the foot. Every seat's row is kept
        (a new seat moves nothing); where they do not fit: more than the window's height."""
        scene, (w, h) = self.scene, size
        lay = Layout(scene.u)
        space = scene.SPACING[scene.compact]
        bh = lay.px(space["button"])
        scene.gap = lay.px(space["gap"])
        try:
            rows = self.wide_rows(lay, h, space, squeeze=scene.compact == len(scene.SPACING) - 1)
        except NoRoom:
            return h + 1
        labels = scene.level_labels()
        x0, content, right, name_w = self.wide_columns(w, lay, labels)
        scene.x0 = scene.label_x = x0
        scene.title_at = ((w // 2, lay.px(space["title"])), "center", lay.px(space["font"]))
        counts = range(scene.game.min_players, scene.max_players + 1)
        for n, rect in zip(counts, self.in_row(lay, rows["counts"], content, self.widths["counts"])):
            scene.add_count(n, rect)
        scene.players_at = ((x0, rows["counts"].centery), "midleft")
        scene.option_rows = []
        for name, spec in scene.game.options.items():
            band = rows[("option", name)]
            scene.option_rows.append((f"ui.option.{scene.game.id}.{name}", band.top, bh))
            self.add_choices(name, self.in_row(lay, band, content, self.widths[name]))
            if isinstance(spec, Option) and spec.parts:   # four a row
                parts = self.widths[("parts", name)]
                self.add_parts(name, [rect for k in range(-(-len(spec.parts) // 4))
                                      for rect in self.in_row(lay, rows[("parts", name, k)], content, parts)])
        scene.rows_top = rows[("seat", 0)].top
        for seat in range(seats):
            scene.names[seat].rect = pygame.Rect(x0, rows[("seat", seat)].top, name_w, bh)
            scene.add_seat(seat, rows[("seat", seat)].top, bh, x0 + name_w + lay.px(20), labels, [""] * len(labels))
        week = rows.get(("seat", 1))   # the challenge (one seat) where the second seat's row would be
        if week is not None:
            week = pygame.Rect(x0, week.top, min(right - x0, max(lay.px(260), scene.button_width(
                scene.t("ui.setup.challenge")))), bh)
        self.wide_foot(lay, rows, content, right, week)
        return rows["foot"].bottom

    def wide_rows(self, lay: Layout, h: int, space: dict, squeeze: bool) -> dict:
        """Each row's band down the window (by a name: "counts", ("option", name),
        ("parts", name, k), ("seat", n), "seed", "foot"): raises NoRoom where they do not fit."""
        scene = self.scene
        button, gap = lay.fixed(space["button"]), lay.fixed(space["gap"])
        rows = [(None, lay.fixed(space["top"])), ("counts", button),
                (None, lay.fixed(space["count"] - space["button"]))]
        for name, spec in scene.game.options.items():
            rows += [(("option", name), button), (None, gap)]
            if isinstance(spec, Option) and spec.parts:
                for k in range(-(-len(spec.parts) // 4)):   # four a row
                    rows += [(("parts", name, k), button), (None, gap)]
        rows.append((None, lay.fixed(8)))
        seats = max(2 if challenge.offered(scene.game) else 1, scene.max_players)
        rows += [row for seat in range(seats) for row in ((("seat", seat), button), (None, lay.fixed(space["seat"])))]
        rows.append((None, lay.grow(least=10)))
        if not scene.compact:
            rows += [("seed", button), (None, lay.fixed(16))]
        rows += [("foot", lay.fixed(space["big"])), (None, lay.fixed(16 if scene.compact else 32))]
        bands = lay.column(pygame.Rect(0, 0, 1, h), *(part for _, part in rows), squeeze=squeeze)
        return {name: band for (name, _), band in zip(rows, bands) if name is not None}

    def wide_columns(self, w: int, lay: Layout, labels: list[str]) -> tuple[int, int, int, int]:
        """The block's left, its choices' column, its right and the name fields' width.
        Each level as wide as the longest (157 units at least), or where a seat's row has
        no room for that as wide as its own words and a share; the labels' column as wide
        as the longest label; the choices' widths (`widths`) in the room beside it."""
        scene, margin, between = self.scene, lay.px(28), lay.px(8)
        own = [scene.button_width(label) for label in labels]
        lw = max([lay.px(157)] + own)
        room = w - lay.px(200) - len(labels) * between
        spare = max(0, room - sum(own)) // len(labels)
        scene.level_ws = [lw] * len(labels) if lw * len(labels) <= room else [min(lw, o + spare) for o in own]
        levels_w = sum(scene.level_ws) + between * (len(labels) - 1)
        name_w = max(lay.px(140), min(lay.px(240), w - 2 * margin - lay.px(20) - levels_w))
        words = text.font(lay.px(17))
        label_w = max(lay.px(200), max(words.size(label)[0] for label in self.labels()) + lay.px(24))
        self.widths = self.choice_widths(lay, w - 2 * margin - label_w)
        widest = max(sum(row) + between * (len(row) - 1) for row in self.widths.values())
        block = max(name_w + lay.px(20) + levels_w, label_w + widest)
        x0 = max(margin, (w - block) // 2)
        return x0, x0 + label_w, x0 + block, name_w

    def choice_widths(self, lay: Layout, room: int) -> dict:
        """The widths of each row of choices in a large room `room` wide: the player count's
        (120 units at most), each option's (180 units or its longest words), its parts' (as
        wide as the longest part or a quarter of the option's row)."""
        scene, between = self.scene, lay.px(8)

        def row(count: int, width: int) -> list[int]:
            return [max(1, min(width, (room - between * (count - 1)) // count))] * count
        widths = {"counts": row(scene.max_players - scene.game.min_players + 1, lay.px(120))}
        for name, spec in scene.game.options.items():
            labels = [label for _v, _k, label, _c in self.choices(name, spec)]
            widths[name] = row(len(labels), max([lay.px(180)] + [scene.button_width(label) for label in labels]))
            if isinstance(spec, Option) and spec.parts:
                whole = sum(widths[name]) + between * (len(labels) - 1)
                words = max(scene.button_width(f"{scene.t(spec.part_text.format(part=part))}: {letter}")
                            for part in spec.parts for letter in spec.letters)   # whichever letter it shows
                widths[("parts", name)] = row(4, max(words, (whole - 3 * between) // 4))
        return widths

    @staticmethod
    def in_row(lay: Layout, band: pygame.Rect, left: int, widths: list[int]) -> list[pygame.Rect]:
        """Buttons of `widths` side by side from `left` in `band`, 8 units apart."""
        room = pygame.Rect(left, band.top, sum(widths) + lay.px(8) * (len(widths) - 1), band.height)
        return lay.row(room, *map(Layout.measured, widths), gap=8, squeeze=True)

    def wide_foot(self, lay: Layout, rows: dict, content: int, right: int, week) -> None:
        """A large room's foot: the seed under the rows, Back and Start centred under it;
        closer (a short window): the seed, Back and Start in one row, the buttons at the right."""
        scene, foot = self.scene, rows["foot"]
        bh, big = lay.px(scene.SPACING[scene.compact]["button"]), lay.fixed(200)
        if scene.compact:
            band = pygame.Rect(content, foot.top, right - content, foot.height)
            seed, _, back, start = Layout.first(
                lambda: lay.row(band, lay.fixed(200), lay.grow(), big, big, gap=20),
                lambda: lay.row(band, lay.fixed(110), lay.grow(), big, big, gap=20, squeeze=True))
            scene.seed.rect = pygame.Rect(seed.left, foot.top + (foot.height - bh) // 2, seed.width, bh)
        else:
            scene.seed.rect = pygame.Rect(content, rows["seed"].top, lay.px(200), bh)
            back, start = lay.row(pygame.Rect(0, foot.top, scene.app.size[0], foot.height),
                                  lay.grow(), big, big, lay.grow(), gap=20, squeeze=True)[1:3]
        scene.add_bottom(start, back, week)

    # --- what both rooms share: the labels, an option's choices and its parts ----------------
    def labels(self) -> list[str]:
        """The words of the labels' column: Players, Seed and each option's name."""
        options = [f"ui.option.{self.scene.game.id}.{name}" for name in self.scene.game.options]
        return [self.scene.t(key) for key in ["ui.setup.players", "ui.setup.seed"] + options]

    def choices(self, name: str, spec) -> list[tuple]:
        """An option's choices, (value, key, label, chosen) each: an option of parts offers
        its presets and "custom" (chosen where the value is none of the presets)."""
        prefix, value = f"ui.option.{self.scene.game.id}.{name}", self.scene.options[name]
        if isinstance(spec, Option):
            values = list(spec.presets) + (["custom"] if spec.parts else [])
            custom = value not in spec.presets
            return [(v, v, self.scene.t(f"{prefix}.{v}"), v == value or (v == "custom" and custom)) for v in values]
        return [(v, str(v).lower(), self.scene.t(f"{prefix}.{str(v).lower()}"), v == value) for v in spec]

    def add_choices(self, name: str, rects: list[pygame.Rect]) -> None:
        for (value, key, label, chosen), rect in zip(self.choices(name, self.scene.game.options[name]), rects):
            self.scene.buttons.append(Button(label, lambda n=name, c=value: self.scene.set_option(n, c), rect,
                                             key=f"option:{name}:{key}", selected=chosen))

    def part_labels(self, name: str, spec) -> list[str]:
        """Each part with its letter ("Barracks: B"): a preset gives every part its letter."""
        t, letters = self.scene.t, self.scene.letters(name)
        return [f"{t(spec.part_text.format(part=part))}: {letter}" for part, letter in zip(spec.parts, letters)]

    def add_parts(self, name: str, rects: list[pygame.Rect]) -> None:
        """A button per part, shown whichever choice is made (no empty rows): a click turns
        its letter (a building to its other side), the option then chosen part by part."""
        spec = self.scene.game.options[name]
        for i, (part, label, rect) in enumerate(zip(spec.parts, self.part_labels(name, spec), rects)):
            self.scene.buttons.append(Button(label, lambda n=name, k=i: self.scene.flip_part(n, k), rect,
                                             key=f"part:{name}:{part}"))

    # --- a small room -----------------------------------------------------------------------
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
        self.scene.label_x = margin
        content = margin + max(words.size(label)[0] for label in self.labels()) + round(14 * u)
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
        name_w = max(round(110 * u), fixed - levels_w)   # the rest: the row ends where the others do
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
        """One option's row in a small room (and its part rows, four a row); returns the next y."""
        u, gap, between = self.scene.u, self.scene.gap, round(8 * self.scene.u)
        self.scene.option_rows.append((f"ui.option.{self.scene.game.id}.{name}", y, bh))
        lay, labels = Layout(u), [label for _v, _k, label, _c in self.choices(name, spec)]
        widths = fit_widths(labels, round(15 * u), right - x, round(150 * u), between, round(20 * u))
        self.add_choices(name, self.in_row(lay, pygame.Rect(x, y, 0, bh), x, widths))
        y += bh + gap
        if isinstance(spec, Option) and spec.parts:   # four a row, as wide as the rows
            parts = [(right - x - 3 * between) // 4] * 4
            rows = [self.in_row(lay, pygame.Rect(x, y + k * (bh + gap), 0, bh), x, parts)
                    for k in range(-(-len(spec.parts) // 4))]
            self.add_parts(name, [rect for row in rows for rect in row])
            y += len(rows) * (bh + gap)
        return y
