"""Learning by playing: the tutorial is a referee that the play scene consults.
It holds a fixed deal and its steps; each step explains, points at things and
may ask for one move. The play scene plays as always; it asks the referee
whose turn it is, hands it every move (the expected one advances, another
legal one gets a hint and changes nothing, an illegal one is refused with the
rule's own sentence), and lets it draw the step's box. Back (Backspace) and
leave (Esc) work at every step; the step is remembered."""
from __future__ import annotations

import math

import pygame

from ..engine import GAMES, IllegalMove, Violation
from ..engine import tutorial as tutorials
from .. import text, theme
from ..widgets import Button, draw_panel, handle_buttons

PULSE_SPEED = 5.0                               # radians a second
PULSE_SECONDS = 4 * 2 * math.pi / PULSE_SPEED   # four beats, ending where the steady light is
REVEAL_FRAMES = 3   # a new step scrolls the panel to its target over this many frames (the box settles)


def open_tutorial(app, game_id: str):
    """A game's tutorial at the step where the player last left it: (game, the
    state there, its seats, the referee) for the app to put on screen."""
    tutorial = tutorials.load_tutorial(tutorials.tutorial_path(game_id), GAMES)
    index = app.settings.get("tutorials", {}).get(game_id, 0)
    index = index if isinstance(index, int) and 0 <= index < len(tutorial.steps) else 0
    game = GAMES[game_id]
    state = tutorial.state_at(game, index, app.language)
    return game, state, [None] * len(state.players), TutorialReferee(tutorial, index)


class TutorialReferee:
    """What the play scene asks while a tutorial runs, as it asks free play's
    referee otherwise (gui/free_play.FreePlay)."""
    aids = True     # the learning aids are always on
    teaching = True
    docked = True   # where the side panel is a drawer, it stays open and holds the step

    def __init__(self, tutorial, index: int = 0):
        self.tutorial, self.index = tutorial, index
        self.scene = None
        self.clock = 0.0
        self.step_buttons = [Button("", self.back, key="back"), Button("", self.next, key="next"),
                             Button("", self.leave, key="leave")]
        self.box = pygame.Rect(0, 0, 0, 0)
        self._revealing = REVEAL_FRAMES   # frames left to scroll the step's target into the panel's view

    def attach(self, scene) -> None:
        self.scene = scene

    @property
    def app(self):
        return self.scene.app

    def t(self, key: str, **params) -> str:
        return self.scene.t(key, **params)

    # --- steps ------------------------------------------------------------------
    @property
    def step(self):
        return self.tutorial.steps[self.index]

    @property
    def waiting_for_move(self) -> bool:
        return self.step.expect is not None

    def go(self, index: int) -> None:
        """Show step `index`: the game as it stands there, rebuilt from the script."""
        scene = self.scene
        self.index = index
        self.clock = 0.0  # the new target pulses
        self._revealing = REVEAL_FRAMES
        scene.dd.cancel()
        scene.state = self.tutorial.state_at(scene.game, index, self.app.language)
        if len(scene.state.players) != len(scene.seats):   # a new deal with other seats (a solo phase)
            scene.reseat([None] * len(scene.state.players))
        scene.view.on_action(None)
        self.remember()
        scene.layout(self.app.size)

    def next(self) -> None:
        if self.waiting_for_move:
            self.scene.toast.show(self.t("ui.tutorial.make_move"), theme.ACCENT)
            return
        if self.index + 1 < len(self.tutorial.steps):
            self.go(self.index + 1)
        else:
            self.complete()

    def back(self) -> None:
        if self.index > 0:
            self.go(self.index - 1)

    def leave(self) -> None:
        self.remember()
        self.app.show_launcher()

    def complete(self) -> None:
        """The last step is done: next time the tutorial starts afresh."""
        self.remember(0)
        scene = self.scene
        if scene.state.is_over():
            self.app.show_results(scene.game, scene.state, scene.seats, scene.view)
        else:
            self.app.show_launcher()

    def remember(self, index: int | None = None) -> None:
        progress = dict(self.app.settings.get("tutorials") or {})
        progress[self.tutorial.game] = self.index if index is None else index
        self.app.settings["tutorials"] = progress
        self.app.save_settings()

    # --- what the play scene asks -------------------------------------------------
    def player(self, state) -> int | None:
        """The learner has the screen whenever the learner may act."""
        return tutorials.LEARNER if tutorials.LEARNER in state.actors() else None

    def commit(self, action, player: int | None = None) -> None:
        """The expected move advances; another legal move gets a hint; an
        illegal one raises IllegalMove with the rule's own sentence (every
        seat's move is the learner's or the script's)."""
        scene = self.scene
        violation = scene.state.check(tutorials.LEARNER, action)
        if violation is not None:
            raise IllegalMove(violation)
        if not self.waiting_for_move:
            scene.toast.show(self.t("ui.tutorial.read_first"), theme.ACCENT)
            return
        if action.to_dict() != self.step.expect:
            wanted = scene.view.expected_move(self.step.expect)
            scene.toast.show(self.t("ui.tutorial.hint", move=wanted), theme.ACCENT, 5.0)
            return
        tutorials.play_move(scene.state, tutorials.LEARNER, action)
        scene.changed()
        scene.view.on_action(tutorials.LEARNER)
        if self.index + 1 < len(self.tutorial.steps):
            self.go(self.index + 1)
        else:
            self.complete()

    def may_try(self, begun: dict) -> bool:
        """Whether a move begun as `begun` (its first choices: a card's position)
        is the one the step asks for, before the view asks the rest (a Castle B
        trade); if not, the step says which move it wants, as `commit` would."""
        expect = self.step.expect
        if not self.waiting_for_move or expect is None:
            self.scene.toast.show(self.t("ui.tutorial.read_first"), theme.ACCENT)
            return False
        if any(expect.get(key) != value for key, value in begun.items()):
            self.scene.toast.show(self.t("ui.tutorial.hint", move=self.scene.view.expected_move(expect)),
                                  theme.ACCENT, 5.0)
            return False
        return True

    def hint(self) -> None:
        """H: the move the step asks for, marked with its sentence (a step that asks
        for none has no hint)."""
        scene = self.scene
        if self.step.expect is not None:
            scene.hints.show_move(scene.player, self.step.expect)
        else:
            scene.toast.show(self.t("ui.play.no_hint"), theme.ACCENT, 2.5)

    def save(self) -> None:
        """A tutorial never touches the saved games."""

    def finish(self) -> None:
        """The end shows at the tutorial's last step."""

    @staticmethod
    def undo_violation() -> Violation:
        """Undo is off in a tutorial: Back (Backspace) goes to the step before."""
        return Violation("undo.tutorial")

    @property
    def animating(self) -> bool:
        """The pointer to the step's target pulses for a few beats, then holds still."""
        return self.clock < PULSE_SECONDS and bool(self.step.target)

    def update(self, dt: float) -> None:
        """Every seat's moves come from the tutorial's script: only the pointer pulses."""
        self.clock += dt

    def handle_event(self, event) -> bool:
        """True if the tutorial's own controls took the event."""
        if handle_buttons(self.step_buttons, event):
            return True
        if event.type == pygame.KEYDOWN and not self.scene.dd.holding:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return True
            if event.key == pygame.K_BACKSPACE:
                self.back()
                return True
            if not self.waiting_for_move and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.next()
                return True
            if self.waiting_for_move and event.key == pygame.K_SPACE:
                self.next()  # Space means "Next" here: it says to make the move (Enter or arrows pick up)
                return True
        return False

    def lesson_target(self, explaining: bool = False) -> dict:
        """The step's target ({}: none); `explaining`: only a step that asks for no move."""
        step = self.step
        return dict(step.target or {}) if not (explaining and step.expect is not None) else {}

    def panel_foot(self) -> int:
        """How much of the side panel's foot the step covers (docked there), as last drawn."""
        panel = self.scene.frame.panel
        docked = self.box.width == panel.width and self.box.bottom == panel.bottom and self.box.left == panel.left
        return self.box.height if docked and self.scene.frame.panel_open else 0

    def covers(self, pos) -> bool:
        """Whether the step's box lies over `pos` (no board tooltip shows under it)."""
        return self.box.collidepoint(pos)

    # --- drawing ---------------------------------------------------------------------
    def target_rects(self) -> list[pygame.Rect]:
        scene = self.scene
        target = self.step.target or {}
        kind = target.get("kind")
        if kind == "panel":
            return [scene.frame.panel]
        if kind == "button":
            return [b.rect for b in scene.buttons if b.key == target.get("name")]
        return scene.view.tutorial_rects(target) if kind else []

    def draw(self, surface) -> None:
        u = self.scene.frame.u
        pulse = 0.5 + 0.5 * math.sin(self.clock * PULSE_SPEED) if self.clock < PULSE_SECONDS else 0.5
        rects = self.target_rects()
        chrome = self.scene.chrome
        frame = self.scene.frame
        inside = [rect for rect in rects if frame.panel_open and rect.colliderect(frame.panel)]
        if self._revealing and inside:   # a new step: what it points at in the panel scrolled into view
            self._revealing -= 1   # (over a few frames, while the step's box settles), with its heading
            whole = inside[0].unionall(inside[1:])
            chrome.reveal(pygame.Rect(whole.left, whole.top - round(28 * u), whole.width, whole.height + round(28 * u)))
        # a mark in the panel: only its part in view
        marks = [rect.clip(chrome.panel_view) if frame.panel_open and rect.colliderect(frame.panel) else rect
                 for rect in rects]
        for rect in marks:
            if rect.width and rect.height:
                pygame.draw.rect(surface, theme.mix(theme.ACCENT, (255, 255, 255), pulse), rect.inflate(10, 10),
                                 max(2, round(4 * u)), border_radius=8)
        self.draw_step(surface, rects)

    def place_box(self, box: pygame.Rect, rects) -> None:
        """Beside the target where it fits (or where the view says), else in the middle."""
        scene = self.scene
        u, board = scene.frame.u, scene.frame.board
        place = scene.view.tutorial_box_at(self.step.target, box.size) if rects and self.step.target else None
        if place is not None:   # the view keeps what lies around the target in sight
            box.topleft = place
        elif rects:
            near = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0]
            box.topleft = (near.right + round(24 * u), near.top)
            if box.right > board.right:
                box.topright = (near.left - round(24 * u), near.top)
            if box.left < board.left:
                box.midtop = (near.centerx, near.bottom + round(20 * u))
                if box.bottom > board.bottom:
                    box.midbottom = (near.centerx, near.top - round(20 * u))
        else:
            box.center = board.center
        box.clamp_ip(board)
        # a small room (the panel a drawer) with no room beside the target: where the box covers least of it
        if rects and place is None and scene.frame.drawer and box.colliderect(near):
            gap = round(24 * u)
            spots = [box.copy()]
            for anchor, pos in (("topleft", (near.right + gap, near.top)), ("topright", (near.left - gap, near.top)),
                                ("midtop", (near.centerx, near.bottom + gap)),
                                ("midbottom", (near.centerx, near.top - gap)), ("topleft", board.topleft),
                                ("topright", board.topright), ("bottomleft", board.bottomleft),
                                ("bottomright", board.bottomright)):
                spot = box.copy()
                setattr(spot, anchor, pos)
                spots.append(spot.clamp(board))
            best = min(spots, key=lambda spot: (lambda c: c.width * c.height)(spot.clip(near)))
            box.topleft = best.topleft

    def box_size(self, body: str) -> tuple[int, int, int]:
        """(width, height, font size) of the step's box: 380 units wide, or where
        the board is too low for that (a large text size) wider and then with
        smaller text, as far as it takes to keep the box on the board."""
        u, board = self.scene.frame.u, self.scene.frame.board
        room = board.height - round(12 * u)
        widest = max(min(round(380 * u), board.width - round(12 * u)), board.width - round(24 * u))
        tried = (0, 0, 0)
        for size in (16, 15, 14, 13, 12):
            for width in range(380, 10 ** 4, 40):
                width = min(round(width * u), widest)
                height = text.wrapped_height(body, round(size * u), width - round(28 * u)) + round(96 * u)
                tried = (width, height, round(size * u))
                if height <= room:
                    return tried
                if width == widest:
                    break
        return tried

    def step_in_panel(self, rects) -> bool:
        """A small room (the side panel a drawer): the step is the panel, beside
        the board, unless what the step points at lies in the panel (or would,
        the column drawn: the step over the board then leaves it room)."""
        frame = self.scene.frame
        return frame.drawer and not (self.scene.view.panel_target(self.step.target or {})
                                     or any(rect.colliderect(frame.panel) for rect in rects))

    def docked_box(self, body: str) -> tuple[pygame.Rect, int]:
        """The step in the drawer: at its foot, as tall as its text needs (what
        the panel shows above it stays in sight, e.g. the scores a step talks
        of), the text smaller where the whole panel would not hold it."""
        u, panel = self.scene.frame.u, self.scene.frame.panel
        for size in (16, 15, 14, 13, 12):
            height = text.wrapped_height(body, round(size * u), panel.width - round(28 * u)) + round(96 * u)
            if height <= panel.height:
                break
        box = panel.copy()
        box.height = min(panel.height, height)
        box.bottom = panel.bottom
        return box, round(size * u)

    def draw_step(self, surface, rects) -> None:
        u = self.scene.frame.u
        body = self.step.text.get(self.app.language) or self.step.text["en"]
        if self.step_in_panel(rects):
            box, size = self.docked_box(body)
        else:
            width, height, size = self.box_size(body)
            box = pygame.Rect(0, 0, width, height)
            self.place_box(box, rects)
        self.box = box
        draw_panel(surface, box, (18, 22, 28), theme.ACCENT, radius=10, width=2)
        label = self.t("ui.tutorial.step", n=self.index + 1, of=len(self.tutorial.steps))
        text.draw(surface, label, (box.left + round(14 * u), box.top + round(10 * u)), round(13 * u), theme.TEXT_DIM)
        text.draw_wrapped(surface, body, pygame.Rect(box.left + round(14 * u), box.top + round(34 * u),
                                                     box.width - round(28 * u), 0), size, theme.TEXT)
        bw, bh = min(round(110 * u), (box.width - round(40 * u)) // 3), round(32 * u)
        labels = {"back": "ui.tutorial.back", "next": "ui.tutorial.next", "leave": "ui.tutorial.leave"}
        for i, button in enumerate(self.step_buttons):
            button.rect = pygame.Rect(box.left + round(12 * u) + i * (bw + round(8 * u)),
                                      box.bottom - bh - round(12 * u), bw, bh)
            button.label = self.t(labels[button.key])
            button.enabled = not (button.key == "back" and self.index == 0) and not (
                button.key == "next" and self.waiting_for_move)
            button.draw(surface, round(14 * u))
