"""Game setup: how many players, their names, human or computer (and its
level), an optional seed."""
from __future__ import annotations

import pygame

from ..engine import DataError, Option, bots, challenge
from .. import engine, text, theme
from ..scene import Scene
from ..widgets import Button, TextField, draw_button_tip, draw_panel, fit_widths, handle_buttons, label_size


class SetupScene(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.pointer = (-1, -1)   # where the mouse is, for the buttons' tips
        self.game = game
        # A game may seat fewer at one screen than its rules allow (screen_max_players).
        self.max_players = game.screen_players[1]
        self.count = max(game.min_players, min(2, self.max_players))
        order = {level: i for i, level in enumerate(bots.LEVEL_ORDER)}
        self.levels = [None] + sorted(game.bots, key=lambda level: order.get(level, len(order)))  # easy to hard
        remembered = app.settings.get("names", [])   # the names of the last game started, seat by seat
        self.names = [TextField(remembered[i] if i < len(remembered) else app.t("ui.setup.default_name", n=i + 1), 16)
                      for i in range(self.max_players)]
        self.seats: list = [None] + [("greedy" if "greedy" in game.bots else None)] * (self.max_players - 1)
        self.seed = TextField("", 9, allowed="0123456789", placeholder=app.t("ui.setup.seed_random"))
        self.options = game.check_options({})      # the defaults, changed by the option rows
        self.option_rows: list[tuple[str, int]] = []
        self.problem: str | None = None
        self.buttons: list[Button] = []

    # The spacing of the rows where the window holds WIDE units: usual, closer, closest (each in units).
    SPACING = ({"title": 60, "top": 130, "button": 36, "gap": 6, "count": 70, "seat": 8, "big": 48, "font": 32},
               {"title": 40, "top": 84, "button": 32, "gap": 4, "count": 48, "seat": 4, "big": 44, "font": 28},
               {"title": 30, "top": 64, "button": 29, "gap": 3, "count": 40, "seat": 3, "big": 40, "font": 26})
    # In a smaller room (a large text size) the rows as close as the tallest form needs: the
    # title above them or beside the player count, a button height, the gap between rows and
    # between the parts (each in units), the roomiest first.
    NARROW = tuple((apart, bh, 5 if bh >= 32 else 4 if bh >= 29 else 3, 10 if bh >= 32 else 6 if bh >= 29 else 4)
                   for apart in (True, False) for bh in (34, 32, 30, 29, 28, 27, 26))
    WIDE = (1000, 600)

    def layout(self, size) -> None:
        """The rows at their usual spacing, or closer where the tallest form
        this game may take (every seat) would not fit (a large text size):
        decided for the game, not the choices, so nothing moves under the mouse."""
        u = theme.scale(size)
        self.narrow = size[0] < self.WIDE[0] * u or size[1] < self.WIDE[1] * u
        forms = len(self.NARROW if self.narrow else self.SPACING)
        self.compact, self.rows_end = 0, None
        while self.compact < forms - 1 and self.place(size, self.max_players) > size[1]:
            self.compact += 1
            self.rows_end = None
        self.rows_end = None
        self.place(size, self.max_players)
        self.place(size, self.count)   # the seed and the buttons stay below the rows of every seat

    def place(self, size, seats: int) -> int:
        """Lay out the buttons and fields for `seats` seats; returns the lowest bottom."""
        self.u = theme.scale(size)
        self.buttons = []
        self.problem_rect = None
        return self.place_narrow(size, seats) if self.narrow else self.place_wide(size, seats)

    def level_labels(self, short: bool = False) -> list[str]:
        """Human, then each computer level from easy to hard (short: "Easy", not "Computer: easy")."""
        return [self.t("ui.setup.human") if level is None else self.t(f"ui.setup.short_{level}") if short
                else self.t(f"ui.setup.bot_{level}") for level in self.levels]

    def add_seat(self, seat: int, y: int, bh: int, left: int, labels: list[str], tips: list[str]) -> None:
        """A seat's row of levels from `left` (its name field is placed by the caller)."""
        for level, label, tip, lw in zip(self.levels, labels, tips, self.level_ws):
            self.buttons.append(Button(label, lambda s=seat, l=level: self.set_seat(s, l), pygame.Rect(left, y, lw, bh),
                                       key=f"seat:{seat}:{level}", selected=self.seats[seat] == level, tip=tip))
            left += lw + round(8 * self.u)

    def add_count(self, n: int, rect: pygame.Rect) -> None:
        label = self.t("ui.setup.solo") if n == 1 else str(n)
        self.buttons.append(Button(label, lambda n=n: self.set_count(n), rect, key=f"count:{n}",
                                   selected=n == self.count))

    def add_bottom(self, start: pygame.Rect, back: pygame.Rect, week_rect: pygame.Rect | None) -> None:
        """Start and Back, and this week's challenge where it is offered (one human seat)."""
        self.buttons.append(Button(self.t("ui.setup.start"), self.start, start, key="start"))
        self.buttons.append(Button(self.t("ui.setup.back"), self.app.pop, back, key="back"))
        if week_rect is not None and challenge.offered(self.game) and self.count == 1 and self.seats[0] is None:
            week = challenge.week_of()
            self.buttons.append(Button(self.t("ui.setup.challenge"), self.start_challenge, week_rect, key="challenge",
                                       tip=self.t("ui.setup.challenge_tip", week=week)))

    def place_wide(self, size, seats: int) -> int:
        """The rows centred in a large room (the layout at 100% text)."""
        w, h = size
        u = self.u
        space = self.SPACING[self.compact]
        labels = self.level_labels()
        # each level as wide as the longest label (157 units at least), or where the row
        # of a seat has no room for that each as wide as its own label and a share of the room
        own = [self.button_width(label) for label in labels]
        lw = max([round(157 * u)] + own)
        room = w - round(200 * u) - len(labels) * round(8 * u)
        spare = max(0, room - sum(own)) // len(labels)
        self.level_ws = [lw] * len(labels) if lw * len(labels) <= room else [min(lw, o + spare) for o in own]
        levels_w = sum(self.level_ws) + len(labels) * round(8 * u)
        # centred as it always was, moved left as far as the row of a seat needs,
        # whose name field gives up some width where even that is not enough
        x0 = self.x0 = self.label_x = max(round(28 * u), min(round(w / 2 - 380 * u), w - round(280 * u) - levels_w))
        name_w = max(round(140 * u), min(round(240 * u), w - round(40 * u) - x0 - levels_w))
        title_size = round(space["font"] * u)
        self.title_at = ((w // 2, round(space["title"] * u)), "center", title_size)
        y = round(space["top"] * u)
        bh = round(space["button"] * u)
        self.gap = round(space["gap"] * u)
        counts = range(self.game.min_players, self.max_players + 1)
        bw = min(round(120 * u), (w - x0 - round(220 * u)) // len(counts) - 8)
        for i, n in enumerate(counts):
            self.add_count(n, pygame.Rect(x0 + round(200 * u) + i * (bw + 8), y, bw, bh))
        self.players_at = ((x0, y + bh // 2), "midleft")
        y += round(space["count"] * u)
        # Nothing moves under the mouse when a choice changes the rows: the options
        # come first with room kept for their part rows, the seats after them (a
        # new seat adds a row at the end), the seed and the buttons at the bottom.
        self.option_rows = []
        for name, spec in self.game.options.items():
            y = self.layout_option(name, spec, x0, y, bh)
        y += round(8 * u)
        self.rows_top = y
        for seat in range(seats):
            self.names[seat].rect = pygame.Rect(x0, y, name_w, bh)
            self.add_seat(seat, y, bh, x0 + name_w + round(20 * u), labels, [""] * len(labels))
            y += bh + round(space["seat"] * u)
        if self.rows_end is None or seats == self.max_players:
            self.rows_end = y
        y = max(y, self.rows_end)
        return self.wide_foot(size, y, x0, bh)

    def wide_foot(self, size, y: int, x0: int, bh: int) -> int:
        """A large room's foot under the rows (from `y`): the seed, Back and Start, and the
        challenge; compact (a short window): in one row at the bottom. Returns where it ends."""
        w, h = size
        u, compact, space = self.u, self.compact, self.SPACING[self.compact]
        big = (round(200 * u), round(space["big"] * u))
        gap, offered = round(20 * u), challenge.offered(self.game)
        if compact:   # the seed, Back and Start in one row at the bottom (the challenge above them)
            y = max(y + round(10 * u), h - round(16 * u) - big[1])
            start = pygame.Rect((w - gap - big[0], y), big)
            back = start.move(-big[0] - gap, 0)
            seed_w = max(round(110 * u), min(round(200 * u), back.left - gap - x0 - round(200 * u)))
            self.seed.rect = pygame.Rect(x0 + round(200 * u), y + (big[1] - bh) // 2, seed_w, bh)
            week_rect = pygame.Rect(back.left, y - big[1] - round(10 * u), start.right - back.left, big[1])
            if week_rect.top < self.rows_top + bh + gap:   # no room above: left of Back
                week_rect = back.move(-big[0] - gap, 0)
        else:
            y = max(y + round(10 * u), h - round(96 * u) - bh)
            self.seed.rect = pygame.Rect(x0 + round(200 * u), y, round(200 * u), bh)
            y = max(y + bh + round(24 * u), h - round(80 * u))
            start = pygame.Rect((w // 2 + round(10 * u), y), big)
            back = pygame.Rect((w // 2 - round(210 * u), y), big)
            if offered and start.right + gap + big[0] > w - gap:   # the row of three, centred
                back.left = (w - 3 * big[0] - 2 * gap) // 2
                start.left = back.right + gap
            week_rect = start.move(big[0] + gap, 0)
        self.add_bottom(start, back, week_rect)
        return start.bottom + round(8 * u)

    def place_narrow(self, size, seats: int) -> int:
        """The rows in a small room (a large text size): the labels in a column
        as wide as the longest, each row of buttons as wide as its words need
        (the levels "Easy" to "Hard" where "Computer: easy" does not fit), the
        seed, Back and Start in one row at the foot."""
        w, h = size
        u = self.u
        apart, bh_u, gap_u, section_u = self.NARROW[self.compact]
        bh, gap, section, between = round(bh_u * u), round(gap_u * u), round(section_u * u), round(8 * u)
        self.gap = gap
        size, pad = round(15 * u), round(20 * u)
        # the rows as wide as a seat's row wants (centred), or the window's width
        full, short = self.level_labels(), self.level_labels(short=True)
        wanted = round(232 * u) + sum(fit_widths(full, size, 10 ** 6, round(157 * u), between, pad)) \
            + between * (len(full) - 1)
        margin = max(round(14 * u), (w - wanted) // 2)
        right = w - margin
        words = text.font(round(16 * u))
        named = [self.t("ui.setup.players"), self.t("ui.setup.seed")] + [
            self.t(prefix) for prefix in (f"ui.option.{self.game.id}.{name}" for name in self.game.options)]
        self.label_x = margin
        content = margin + max(words.size(name)[0] for name in named) + round(14 * u)
        y = self.narrow_counts(w, margin, content, right, bh, bh_u, apart) + bh + section
        self.option_rows = []
        for name, spec in self.game.options.items():
            y = self.option_row(name, spec, content, right, y, bh)
        y += section - gap
        self.rows_top = y
        name_x = self.x0 = margin + round(20 * u)
        fixed = right - name_x - round(12 * u)          # the name field and the levels
        own = fit_widths(full, size, 10 ** 6, 0, between, pad)
        labels, tips = (full, [""] * len(full))
        if sum(own) + between * (len(own) - 1) > fixed - round(110 * u):
            labels, tips = short, full
        n = len(labels)
        least = min(round(157 * u), (fixed - round(200 * u) - between * (n - 1)) // n)
        self.level_ws = fit_widths(labels, size, fixed - round(110 * u), least, between, pad)
        levels_w = sum(self.level_ws) + between * (n - 1)
        name_w = max(round(110 * u), min(round(200 * u), fixed - levels_w))
        for seat in range(seats):
            self.names[seat].rect = pygame.Rect(name_x, y, name_w, bh)
            self.add_seat(seat, y, bh, name_x + name_w + round(12 * u), labels, tips)
            y += bh + gap
        if self.rows_end is None or seats == self.max_players:
            self.rows_end = y
        y = max(max(y, self.rows_end) - gap + section, h - round(8 * u) - (bh + round(4 * u)))
        return self.narrow_foot(y, bh, content, right, name_x)

    def narrow_counts(self, w: int, margin: int, content: int, right: int, bh: int, bh_u: int, apart: bool) -> int:
        """A small room's title and the player count's buttons: the title on a line of its
        own above them (`apart`), or at the left of their row. Returns the row's top."""
        u, words = self.u, text.font(round(16 * self.u))
        size, pad, between = round(15 * u), round(20 * u), round(8 * u)
        y = round(8 * u)
        counts = list(range(self.game.min_players, self.max_players + 1))
        count_labels = [self.t("ui.setup.solo") if n == 1 else str(n) for n in counts]
        if apart:
            title_size = round(min(26, bh_u - 4) * u)
            line = text.font(title_size, True).get_linesize()
            self.title_at = ((w // 2, y + line // 2), "center", title_size)
            y += line + round(4 * u)
            widths = fit_widths(count_labels, size, right - content, round(70 * u), between, pad)
            x = content
            self.players_at = ((margin, y + bh // 2), "midleft")
        else:   # the title at the left of the player count's row
            widths = fit_widths(count_labels, size, right - content, round(56 * u), between, pad)
            x = right - sum(widths) - between * (len(widths) - 1)
            players = x - round(10 * u)
            self.players_at = ((players, y + bh // 2), "midright")
            room = players - words.size(self.t("ui.setup.players"))[0] - round(16 * u) - margin
            self.title_at = ((margin, y + bh // 2), "midleft", round(22 * u), room)
        for n, width in zip(counts, widths):
            self.add_count(n, pygame.Rect(x, y, width, bh))
            x += width + between
        return y

    def narrow_foot(self, y: int, bh: int, content: int, right: int, name_x: int) -> int:
        """A small room's foot from `y`: the seed, Back and Start in one row; the challenge
        (one human seat) where the second seat's row would be. Returns where it ends."""
        u, gap = self.u, self.gap
        size, pad, between, big = round(15 * u), round(20 * u), round(8 * u), bh + round(4 * u)
        ends = [self.t("ui.setup.back"), self.t("ui.setup.start")]
        back_w, start_w = fit_widths(ends, size, right - content - round(100 * u), round(130 * u), between, pad)
        start = pygame.Rect(right - start_w, y, start_w, big)
        back = pygame.Rect(start.left - between - back_w, y, back_w, big)
        seed_w = max(round(90 * u), min(round(180 * u), back.left - 2 * between - content))
        self.seed.rect = pygame.Rect(content, y + (big - bh) // 2, seed_w, bh)
        week_w = fit_widths([self.t("ui.setup.challenge")], size, right - name_x, round(260 * u), 0, pad)[0]
        week_rect = pygame.Rect(name_x, self.rows_top + bh + gap, week_w, bh) if self.max_players > 1 else None
        self.add_bottom(start, back, week_rect)
        return start.bottom + round(4 * u)

    def option_row(self, name: str, spec, x: int, right: int, y: int, bh: int) -> int:
        """One option's row in a small room (and its part rows, four letters each); returns the next y."""
        u, gap, between = self.u, self.gap, round(8 * self.u)
        size, pad = round(15 * u), round(20 * u)
        prefix = f"ui.option.{self.game.id}.{name}"
        self.option_rows.append((prefix, y, bh))
        value = self.options[name]
        custom = isinstance(spec, Option) and value not in spec.presets
        if isinstance(spec, Option):
            choices = list(spec.presets) + (["custom"] if spec.parts else [])
            keys = choices
            chosen = ["custom" if custom else value]
        else:
            choices, keys, chosen = list(spec), [str(choice).lower() for choice in spec], [value]
        labels = [self.t(f"{prefix}.{key}") for key in keys]
        widths = fit_widths(labels, size, right - x, round(150 * u), between, pad)
        for choice, key, label, width in zip(choices, keys, labels, widths):
            self.buttons.append(Button(label, lambda n=name, c=choice: self.set_option(n, c),
                                       pygame.Rect(x, y, width, bh), key=f"option:{name}:{key}",
                                       selected=choice in chosen))
            x += width + between
        y += bh + gap
        if isinstance(spec, Option) and spec.parts:
            left = x - sum(widths) - between * len(widths)
            pw = (right - left - 3 * between) // 4
            if custom:
                for i, part in enumerate(spec.parts):
                    label = f"{self.t(spec.part_text.format(part=part))}: {value[i]}"
                    self.buttons.append(Button(label, lambda n=name, k=i: self.flip_part(n, k),
                                               pygame.Rect(left + (i % 4) * (pw + between), y + (i // 4) * (bh + gap),
                                                           pw, bh), key=f"part:{name}:{part}"))
            y += 2 * (bh + gap)   # kept whether the part rows show or not
        return y

    def layout_option(self, name: str, spec, x0: int, y: int, bh: int) -> int:
        """One row of buttons for an option (and a row of letters per part); returns the next y."""
        u, gap = self.u, self.gap
        bw = round(180 * u)
        prefix = f"ui.option.{self.game.id}.{name}"
        self.option_rows.append((prefix, y, bh))
        value = self.options[name]
        if isinstance(spec, Option):
            choices = list(spec.presets) + (["custom"] if spec.parts else [])
            custom = value not in spec.presets
            for i, choice in enumerate(choices):
                selected = (choice == "custom" and custom) or choice == value
                self.buttons.append(Button(self.t(f"{prefix}.{choice}"), lambda n=name, c=choice: self.set_option(n, c),
                                           pygame.Rect(x0 + round(250 * u) + i * (bw + 8), y, bw, bh),
                                           key=f"option:{name}:{choice}", selected=selected))
            y += bh + gap
            if custom:
                room = self.app.size[0] - (x0 + round(250 * u)) - round(20 * u)
                pw = min(round(92 * u), room // 8 - 4)
                for i, part in enumerate(spec.parts):
                    label = f"{self.t(spec.part_text.format(part=part))}: {value[i]}"
                    self.buttons.append(Button(label, lambda n=name, k=i: self.flip_part(n, k),
                                               pygame.Rect(x0 + round(250 * u) + (i % 4) * (pw * 2 + 8),
                                                           y + (i // 4) * (bh + 4), pw * 2, bh),
                                               key=f"part:{name}:{part}"))
            if spec.parts:
                y += 2 * (bh + 4) + gap - round(2 * u)  # kept whether the part rows show or not
            return y
        labels = [self.t(f"{prefix}.{str(choice).lower()}") for choice in spec]
        room = (self.app.size[0] - x0 - round(270 * u)) // max(1, len(labels)) - 8  # the row stays in the window
        bw = min(room, max([bw] + [self.button_width(label) for label in labels]))
        for i, (choice, label) in enumerate(zip(spec, labels)):
            self.buttons.append(Button(label, lambda n=name, c=choice: self.set_option(n, c),
                                       pygame.Rect(x0 + round(250 * u) + i * (bw + 8), y, bw, bh),
                                       key=f"option:{name}:{str(choice).lower()}", selected=choice == value))
        return y + bh + gap

    def button_width(self, label: str) -> int:
        """How wide a button must be for `label` at the size buttons are drawn."""
        return text.font(round(15 * self.u)).size(label)[0] + round(20 * self.u)

    def set_option(self, name: str, choice) -> None:
        spec = self.game.options[name]
        if isinstance(spec, Option) and choice == "custom":
            value = self.options[name]
            choice = "".join(value if len(value) == len(spec.parts) else value * len(spec.parts))
        self.options[name] = choice
        self.layout(self.app.size)

    def flip_part(self, name: str, index: int) -> None:
        """Turn one part to its next letter (a building from side A to B)."""
        spec = self.game.options[name]
        letters = list(self.options[name])
        letters[index] = spec.letters[(spec.letters.index(letters[index]) + 1) % len(spec.letters)]
        self.options[name] = "".join(letters)
        self.layout(self.app.size)

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    def set_count(self, n: int) -> None:
        self.count = n
        self.layout(self.app.size)

    def set_seat(self, seat: int, level) -> None:
        self.seats[seat] = level
        self.layout(self.app.size)

    def start_challenge(self) -> None:
        """This week's challenge: the week's seed and the game's default options, alone."""
        names = self.checked_names(1)
        if names is not None:
            self.app.start_challenge(self.game.id, self.remember(names)[0])

    def checked_names(self, count: int) -> list[str] | None:
        """The first `count` names (a default for an empty field); None, with
        the problem shown, where one breaks the rule of names (names.name_problem)."""
        names = [(f.value.strip() or self.t("ui.setup.default_name", n=i + 1)) for i, f in enumerate(self.names[:count])]
        for seat, name in enumerate(names):
            problem = engine.names.name_problem(name)
            if problem is not None:
                self.problem = self.t("ui.setup.bad_name", n=seat + 1, problem=problem)
                return None
        return names

    def remember(self, names: list[str]) -> list[str]:
        """Keep `names` (the first seats') for the next setup; returns them."""
        kept = list(self.app.settings.get("names", []))
        self.app.settings["names"] = names + kept[len(names):len(self.names)]
        self.app.save_settings()   # where it cannot, the game starts anyway (the launcher says why)
        return names

    def start(self) -> None:
        names = self.checked_names(self.count)
        if names is None:
            return
        self.remember(names)
        seed = int(self.seed.value) if self.seed.value else None
        try:   # a broken data file is named with its line, and the setup stays
            self.game.new_game(names, seed or 0, dict(self.options))
        except DataError as error:
            self.problem = str(error)
            return
        self.app.start_game(self.game.id, names, self.seats[:self.count], seed, dict(self.options))

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.problem and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.problem = None   # read: the setup again
            return
        for field in self.names[:self.count] + [self.seed]:
            if field.handle_event(event):
                return
        if handle_buttons(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()

    def draw(self, surface) -> None:
        u = self.u
        w, h = surface.get_size()
        surface.fill(theme.BG)
        title = self.t("ui.setup.title", game=self.t(f"game.{self.game.id}.name"))
        pos, anchor, size, *room = self.title_at
        if room:   # beside the player count: as far as there is room
            title = text.elide(title, size, room[0], bold=True)
        text.draw(surface, title, pos, size, theme.ACCENT, bold=True, anchor=anchor)
        label = round((16 if self.narrow else 17) * u)
        text.draw(surface, self.t("ui.setup.players"), self.players_at[0], label, theme.TEXT, anchor=self.players_at[1])
        for seat in range(self.count):
            rect = self.names[seat].rect
            pygame.draw.circle(surface, theme.player_colour(seat), (rect.left - round(16 * u), rect.centery), round(8 * u))
            self.names[seat].draw(surface, round(16 * u))
        for prefix, y, bh in self.option_rows:
            text.draw(surface, self.t(prefix), (self.label_x, y + bh // 2), round(16 * u), theme.TEXT, anchor="midleft")
        text.draw(surface, self.t("ui.setup.seed"), (self.label_x, self.seed.rect.centery), label, theme.TEXT,
                  anchor="midleft")
        self.seed.draw(surface, round(16 * u))
        for button in self.buttons:
            button.draw(surface, label_size(button, round(15 * u)))
        if self.problem:
            self.draw_problem(surface)
        else:
            draw_button_tip(surface, self.buttons, self.pointer, round(14 * u), round(380 * u))

    def draw_problem(self, surface) -> None:
        """Why the game cannot start (a broken data file, with its line): a box
        over the rows that a click or a key closes."""
        u = self.u
        w, h = surface.get_size()
        size = round(14 * u)
        width = min(w - round(40 * u), round(720 * u))
        width = max(text.font(size).size(line)[0] for line in text.wrap(self.problem, size, width - round(32 * u)))
        width += round(32 * u)
        height = min(h - round(40 * u), text.wrapped_height(self.problem, size, width - round(32 * u)) + round(28 * u))
        box = pygame.Rect(0, 0, width, height)
        box.center = (w // 2, h // 2)
        self.problem_rect = box
        draw_panel(surface, box, (60, 34, 34), theme.BAD, radius=10, width=2)
        clip = surface.get_clip()
        surface.set_clip(box.inflate(-4, -4))
        text.draw_wrapped(surface, self.problem, box.inflate(-round(32 * u), -round(28 * u)), size, theme.TEXT)
        surface.set_clip(clip)
