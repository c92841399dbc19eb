"""A phone's screen as the host draws it: what the play scene and its parts
ask of a window (size, settings, texts, sounds, a stack of scenes), on a
surface of its own, sent to the phone as a picture. Nothing is heard from
it and no curtain falls in it: the phone is one seat's own."""
from __future__ import annotations

import base64
import io
from contextlib import contextmanager

import pygame

from .. import theme

QUALITY_HINT = "frame.jpg"   # JPEG: 2 to 7 ms a frame here, against 20 to 40 for PNG (README)
ON_PHONE = "_on_phone"   # the suffix of a text's form for a phone (no keys, no mouse wheel)
LARGEST = 2048     # pixels along a picture's longer side (a phone asks at most twice its CSS size)
TEXT_SIZE = 200   # percent: a phone's picture is seen smaller than it is drawn, so its text is as large as it goes


class Silent:
    """The sounds of a window nobody hears."""
    volume = 0

    def play(self, name: str) -> bool:
        return False

    def ready(self) -> bool:
        return False


def frame_size(width: int, height: int) -> tuple[int, int]:
    """The size a phone's screen of `width` x `height` pixels is drawn at: its
    shape (no longer than 3 to 1 either way), at most LARGEST pixels along its
    longer side, but at least as large as the smallest window (theme.MIN_SIZE)."""
    ratio = min(max(max(height, 1) / max(width, 1), 1 / 3), 3)   # a stranger shape is no phone's: made one
    width = min(max(width, 1), LARGEST, LARGEST / ratio)          # the longer side at most LARGEST
    height = width * ratio
    grow = max(1.0, *(low / have for low, have in zip(theme.MIN_SIZE, (width, height))))
    return round(width * grow), round(height * grow)


class SeatWindow:
    """One phone's window: the host's settings and texts, its own size and scenes."""
    key_repeat = False

    def __init__(self, host, size: tuple[int, int]):
        self.host = host
        self.settings = host.settings
        self.sounds = Silent()
        self.host_size = theme.text_size()   # the host window's text size, as own_text found it
        self.scenes: list = []
        self._piece: tuple = (None, None, None)   # the piece in hand, how it looks, its picture
        self.resize(size)

    # --- what a scene asks of its window ---------------------------------------------
    @property
    def texts(self):
        return self.host.texts

    @property
    def language(self) -> str:
        return self.host.language

    def t(self, key: str, **params) -> str:
        """The host's words, or their phone form where the texts have one (KEY_on_phone:
        Rotate and End turn where the window's says R and Enter)."""
        phone = key + ON_PHONE
        return self.host.t(phone if self.host.texts.has(phone) else key, **params)

    @property
    def scene(self):
        return self.scenes[-1]

    @property
    def play(self):
        """The phone's play scene, under what it shows over it (a season's end)."""
        return self.scenes[0]

    def push(self, scene) -> None:
        self.scenes.append(scene)
        with self.own_text():
            scene.layout(self.size)

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop().close()
            with self.own_text():
                self.scene.layout(self.size)

    def replace(self, scene) -> None:
        while self.scenes:
            self.scenes.pop().close()
        self.push(scene)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = tuple(size)
        self.screen = pygame.Surface(self.size)
        with self.own_text():
            for scene in self.scenes:
                scene.layout(self.size)

    # what a phone's window does not do: hand over, end the game for all, leave it
    def show_curtain(self, *_args, **_kwargs) -> None:
        pass

    def show_results(self, *_args, **_kwargs) -> None:
        pass

    def show_launcher(self, *_args, **_kwargs) -> None:
        pass

    def open_rules(self, game_id: str) -> None:
        """The game's rules over the phone's game (Back or Esc closes them)."""
        from ..scenes.rules import RulesScene
        self.push(RulesScene(self, game_id))

    def save_settings(self) -> bool:
        return True

    def toggle_sound(self) -> int:
        return 0

    # --- what the host asks, each at the phone's own text size ---------------------------------
    @contextmanager
    def own_text(self):
        """The theme's text size is the host window's: a phone's own while its scenes lay out,
        hear and draw (their rectangles and fonts come from the unit it gives)."""
        before = self.host_size = theme.text_size()
        theme.set_text_size(TEXT_SIZE)
        try:
            yield
        finally:
            theme.set_text_size(before)

    @contextmanager
    def host_text(self):
        """Within `own_text`: the host's scenes, called from a phone's (a move made there), at the host's size."""
        mine = theme.text_size()
        theme.set_text_size(self.host_size)
        try:
            yield
        finally:
            theme.set_text_size(mine)

    def handle(self, event) -> None:
        with self.own_text():
            self.scene.handle_event(event)

    def update(self, dt: float) -> None:
        with self.own_text():
            self.scene.update(dt)

    def moved(self, player: int) -> None:
        with self.own_text():
            self.play.after_action(player)

    def taken_back(self, seat: int) -> None:
        with self.own_text():
            self.play.taken_back(seat)

    def picture(self) -> bytes:
        """The top scene drawn, as a JPEG."""
        with self.own_text():
            self.scene.draw(self.screen)
        out = io.BytesIO()
        pygame.image.save(self.screen, out, QUALITY_HINT)
        return out.getvalue()

    def held_piece(self) -> dict | None:
        """The piece in this seat's hand as its own picture (PNG, transparent around it) and
        the point of it under the finger: the phone draws it there itself, at each move of
        the finger, without waiting for the host (the host's pictures leave it out). None:
        nothing in hand, or a page over the game."""
        play = self.play
        held = play.dd.held
        if held is None or self.scene is not play:
            return None
        # how it looks (a Cartographers shape: in the terrain chosen): drawn again only when that changes
        look = (held.rotation, held.mirrored, self.size, getattr(play.view, "terrain", None))
        if self._piece[0] is not held or self._piece[1] != look:
            self._piece = held, look, self.draw_piece()
        return self._piece[2]

    def draw_piece(self) -> dict | None:
        play = self.play
        sheet = pygame.Surface(self.size, pygame.SRCALPHA)
        finger = (self.size[0] // 2, self.size[1] // 2)
        with self.own_text(), play.dd.lifted(finger):
            play.view.draw_overlay(sheet)
        box = sheet.get_bounding_rect()
        if not box.width:
            return None
        out = io.BytesIO()
        pygame.image.save(sheet.subsurface(box), out, "piece.png")
        return {"picture": "data:image/png;base64," + base64.b64encode(out.getvalue()).decode("ascii"),
                "x": finger[0] - box.x, "y": finger[1] - box.y}

    def close(self) -> None:
        while self.scenes:
            self.scenes.pop().close()
