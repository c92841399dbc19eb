"""Game setup: how many players, their names, a person at this screen or at
a phone, or a computer (and its level), an optional seed."""
from __future__ import annotations

import pygame

from ..engine import DataError, Option, bots, challenge
from .. import engine, text, theme
from ..phones import PHONE, PHONES
from ..scene import Scene
from ..setup_places import SetupPlaces
from ..widgets import Button, TextField, draw_button_tip, draw_panel, handle_buttons, label_size


class SetupScene(Scene):
    def __init__(self, app, game):
        super().__init__(app)
        self.pointer = (-1, -1)   # where the mouse is, for the buttons' tips
        self.places = SetupPlaces(self)
        self.game = game
        # A game may seat fewer at one screen than its rules allow (screen_max_players).
        self.max_players = game.screen_players[1]
        self.count = max(game.min_players, min(2, self.max_players))
        order = {level: i for i, level in enumerate(bots.LEVEL_ORDER)}
        # a person at this screen, a person at a phone (gui/phones), then the computers from easy to hard
        self.levels = [None, PHONE] + sorted(game.bots, key=lambda level: order.get(level, len(order)))
        remembered = app.settings.get("names", [])   # the names of the last game started, seat by seat
        made_up = [app.t("ui.setup.default_name", n=i + 1) for i in range(self.max_players)]
        self.names = [TextField(remembered[i] if i < len(remembered) else made_up[i], 16, default=made_up[i])
                      for i in range(self.max_players)]
        phones = app.settings.get(PHONES) is True   # the launcher's "Play with phones": everybody at a phone
        self.seats: list = [PHONE] * self.max_players if phones else \
            [None] + [("greedy" if "greedy" in game.bots else None)] * (self.max_players - 1)
        self.seed = TextField("", 9, allowed="0123456789", placeholder=app.t("ui.setup.seed_random"))
        self.options = game.check_options({})      # the defaults, changed by the option rows
        self.recall_table(app.settings.get("tables", {}).get(game.id, {}))
        self.follow_phones(phones)
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
        return self.places.place_narrow(size, seats) if self.narrow else self.places.place_wide(size, seats)

    def level_labels(self, short: bool = False) -> list[str]:
        """Human, Phone, then each computer level from easy to hard (short: "Easy", not "Computer: easy")."""
        return [self.t("ui.setup.human") if level is None else self.t("ui.setup.phone") if level == PHONE
                else self.t(f"ui.setup.short_{level}") if short else self.t(f"ui.setup.bot_{level}")
                for level in self.levels]

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

    def button_width(self, label: str) -> int:
        """How wide a button must be for `label` at the size buttons are drawn."""
        return text.font(round(15 * self.u)).size(label)[0] + round(20 * self.u)

    def set_option(self, name: str, choice) -> None:
        if isinstance(self.game.options[name], Option) and choice == "custom":
            choice = "".join(self.letters(name))
        self.options[name] = choice
        self.layout(self.app.size)

    def flip_part(self, name: str, index: int) -> None:
        """Turn one part to its next letter (a building from side A to B)."""
        spec = self.game.options[name]
        letters = self.letters(name)
        letters[index] = spec.letters[(spec.letters.index(letters[index]) + 1) % len(spec.letters)]
        self.options[name] = "".join(letters)
        self.layout(self.app.size)

    def letters(self, name: str) -> list[str]:
        """An option of parts' letter for each part (a preset's one letter for every part)."""
        value, parts = self.options[name], self.game.options[name].parts
        return list(value if len(value) == len(parts) else value * len(parts))

    def button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.key == key)

    def recall_table(self, table: dict) -> None:
        """The last table of this game (settings' `tables`): its player count, each
        seat's level and the options, as far as they still hold (else the defaults)."""
        count = table.get("count")
        if isinstance(count, int) and self.game.min_players <= count <= self.max_players:
            self.count = count
        for seat, level in enumerate(table.get("seats", [])[:self.max_players]):
            if level in self.levels:
                self.seats[seat] = level
        try:
            self.options = self.game.check_options(table.get("options", {}))
        except (ValueError, TypeError, AttributeError):   # an option the game no longer has
            pass

    def follow_phones(self, phones: bool) -> None:
        """The launcher's "Play with phones": its people each at a phone (on), or at this
        screen (off); the computers stay, and each seat may still be changed here."""
        people = (None, PHONE)
        self.seats = [people[phones] if level in people else level for level in self.seats]

    def keep_table(self) -> None:
        """This table for the next setup of the game (saved with the names)."""
        tables = dict(self.app.settings.get("tables", {}))
        tables[self.game.id] = {"count": self.count, "seats": self.seats[:self.count], "options": dict(self.options)}
        self.app.settings["tables"] = tables

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
        self.keep_table()
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
        fields = self.names[:self.count] + [self.seed]
        if event.type == pygame.MOUSEBUTTONDOWN:   # every field hears a click: the others let go of the keys
            if any([field.handle_event(event) for field in fields]):
                return
        elif any(field.handle_event(event) for field in fields):
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
