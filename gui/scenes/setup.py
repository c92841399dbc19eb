"""Game setup: how many players, their names, human or computer (and its
level), an optional seed."""
from __future__ import annotations

import pygame

from games.core import DataError, Option, challenge
from games.core.bots import LEVEL_ORDER

from .. import text, theme
from ..scene import Scene
from ..widgets import Button, draw_button_tip, TextField, draw_panel, handle_buttons


class SetupScene(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.pointer = (-1, -1)   # where the mouse is, for the buttons' tips
        self.game = game
        # A game may seat fewer at one screen than its rules allow (screen_max_players).
        self.max_players = game.screen_players[1]
        self.count = max(game.min_players, min(2, self.max_players))
        order = {level: i for i, level in enumerate(LEVEL_ORDER)}
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

    # The spacing of the rows: usual, closer, closest (each in units).
    SPACING = ({"title": 60, "top": 130, "button": 36, "gap": 6, "count": 70, "seat": 8, "big": 48, "font": 32},
               {"title": 40, "top": 84, "button": 32, "gap": 4, "count": 48, "seat": 4, "big": 44, "font": 28},
               {"title": 30, "top": 64, "button": 29, "gap": 3, "count": 40, "seat": 3, "big": 40, "font": 26})

    def layout(self, size) -> None:
        """The rows at their usual spacing, or closer where the tallest form
        this game may take (every seat) would not fit (a large text size):
        decided for the game, not the choices, so nothing moves under the mouse."""
        self.compact, self.rows_end = 0, None
        while self.compact < len(self.SPACING) - 1 and self.place(size, self.max_players) > size[1]:
            self.compact += 1
            self.rows_end = None
        self.rows_end = None
        self.place(size, self.max_players)
        self.place(size, self.count)   # the seed and the buttons stay below the rows of every seat

    def place(self, size, seats: int) -> int:
        """Lay out the buttons and fields for `seats` seats; returns the lowest bottom."""
        w, h = size
        u = self.u = theme.scale(size)
        compact, space = self.compact, self.SPACING[self.compact]
        self.buttons = []
        labels = [self.t("ui.setup.human") if level is None else self.t(f"ui.setup.bot_{level}")
                  for level in self.levels]
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
        x0 = self.x0 = max(round(28 * u), min(round(w / 2 - 380 * u), w - round(280 * u) - levels_w))
        name_w = max(round(140 * u), min(round(240 * u), w - round(40 * u) - x0 - levels_w))
        self.title_y = round(space["title"] * u)
        y = round(space["top"] * u)
        bh = round(space["button"] * u)
        self.gap = round(space["gap"] * u)
        counts = range(self.game.min_players, self.max_players + 1)
        bw = min(round(120 * u), (w - x0 - round(220 * u)) // len(counts) - 8)
        for i, n in enumerate(counts):
            label = self.t("ui.setup.solo") if n == 1 else str(n)
            self.buttons.append(Button(label, lambda n=n: self.set_count(n),
                                       pygame.Rect(x0 + round(200 * u) + i * (bw + 8), y, bw, bh),
                                       key=f"count:{n}", selected=n == self.count))
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
            left = x0 + name_w + round(20 * u)
            for level, label, lw in zip(self.levels, labels, self.level_ws):
                self.buttons.append(Button(label, lambda s=seat, l=level: self.set_seat(s, l),
                                           pygame.Rect(left, y, lw, bh),
                                           key=f"seat:{seat}:{level}", selected=self.seats[seat] == level))
                left += lw + round(8 * u)
            y += bh + round(space["seat"] * u)
        if self.rows_end is None or seats == self.max_players:
            self.rows_end = y
        y = max(y, self.rows_end)
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
        self.seed_y = self.seed.rect.top
        self.buttons.append(Button(self.t("ui.setup.start"), self.start, start, key="start"))
        self.buttons.append(Button(self.t("ui.setup.back"), self.app.pop, back, key="back"))
        if offered and self.count == 1 and self.seats[0] is None:
            week = challenge.week_of()
            self.buttons.append(Button(self.t("ui.setup.challenge"), self.start_challenge, week_rect, key="challenge",
                                       tip=self.t("ui.setup.challenge_tip", week=week)))
        return start.bottom + round(8 * u)

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
        [name] = self.remember(1)
        self.app.start_challenge(self.game.id, name)

    def remember(self, count: int) -> list[str]:
        """The first `count` names (a default for an empty field), kept for the next setup."""
        from games.core.settings import save_settings
        names = [(f.value.strip() or self.t("ui.setup.default_name", n=i + 1)) for i, f in enumerate(self.names[:count])]
        kept = list(self.app.settings.get("names", []))
        self.app.settings["names"] = names + kept[len(names):len(self.names)]
        try:
            save_settings(self.app.settings)
        except OSError:
            pass   # the names are a convenience: the game starts anyway
        return names

    def start(self) -> None:
        names = self.remember(self.count)
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
        w, _ = surface.get_size()
        surface.fill(theme.BG)
        text.draw(surface, self.t("ui.setup.title", game=self.t(f"game.{self.game.id}.name")), (w // 2, self.title_y),
                  round(self.SPACING[self.compact]["font"] * u), theme.ACCENT, bold=True, anchor="center")
        x0 = self.x0
        first = self.buttons[0].rect
        text.draw(surface, self.t("ui.setup.players"), (x0, first.centery), round(17 * u), theme.TEXT, anchor="midleft")
        for seat in range(self.count):
            rect = self.names[seat].rect
            pygame.draw.circle(surface, theme.player_colour(seat), (rect.left - round(16 * u), rect.centery), round(8 * u))
            self.names[seat].draw(surface, round(16 * u))
        for prefix, y, bh in self.option_rows:
            text.draw(surface, self.t(prefix), (x0, y + bh // 2), round(16 * u), theme.TEXT, anchor="midleft")
        text.draw(surface, self.t("ui.setup.seed"), (x0, self.seed.rect.centery), round(17 * u), theme.TEXT,
                  anchor="midleft")
        self.seed.draw(surface, round(16 * u))
        for button in self.buttons:
            button.draw(surface, round(15 * u))
        if self.problem:
            box = pygame.Rect(round(20 * u), surface.get_height() - round(60 * u), w - round(40 * u), round(44 * u))
            draw_panel(surface, box, (60, 34, 34), theme.BAD)
            text.draw_wrapped(surface, self.problem, box.inflate(-16, -10), round(13 * u), theme.TEXT)
        draw_button_tip(surface, self.buttons, self.pointer, round(14 * u), round(380 * u))
