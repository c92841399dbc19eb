"""The window and its one loop: drain events, hand them to the top scene,
update, draw. Sleeps in pygame.event.wait while nothing moves."""
from __future__ import annotations

import os
import time

import pygame

from games.core.i18n import texts_for

from . import text, theme

WAKE = pygame.USEREVENT + 1  # posted by worker threads (a bot has decided)


class App:
    def __init__(self, size: tuple[int, int], settings: dict, exit_after_frames: int | None = None,
                 screenshot: str | None = None):
        pygame.display.init()
        pygame.font.init()
        text.clear_caches()  # fonts die with pygame.quit; a new window needs new ones
        pygame.key.set_repeat(300, 40)
        self.settings = settings
        self.size = (max(theme.MIN_SIZE[0], size[0]), max(theme.MIN_SIZE[1], size[1]))
        self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        pygame.display.set_caption("Spieltisch")
        self.texts = texts_for(settings.get("language", "en"))
        self.scenes: list = []
        self.exit_after_frames = exit_after_frames
        self.screenshot = screenshot
        self.frames = 0
        self.running = True
        self.first_frame_at: float | None = None

    # --- texts and settings ----------------------------------------------
    def t(self, key: str, **params) -> str:
        return self.texts.get(key, **params)

    @property
    def language(self) -> str:
        return self.texts.lang

    def set_language(self, lang: str) -> None:
        from games.core.settings import save_settings
        self.texts = texts_for(lang)
        self.settings["language"] = lang
        save_settings(self.settings)
        for scene in self.scenes:
            scene.layout(self.size)

    # --- scenes ---------------------------------------------------------------
    @property
    def scene(self):
        return self.scenes[-1]

    def push(self, scene) -> None:
        self.scenes.append(scene)
        scene.layout(self.size)

    def pop(self) -> None:
        self.scenes.pop()
        if self.scenes:
            self.scene.layout(self.size)
        else:
            self.running = False

    def replace(self, scene) -> None:
        self.scenes = [scene]
        scene.layout(self.size)

    def quit(self) -> None:
        self.running = False

    # --- the loop ---------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = self.screen.get_size() if event.type == pygame.WINDOWSIZECHANGED else event.size
            if tuple(size) != self.size:
                self.size = tuple(size)
                for scene in self.scenes:
                    scene.layout(self.size)
        elif self.scenes:
            self.scene.handle_event(event)

    def frame(self, dt: float) -> None:
        """One update and draw of the top scene."""
        if not self.scenes:
            return
        self.scene.update(dt)
        if not self.scenes:
            return
        self.scene.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def run(self) -> int:
        clock = pygame.time.Clock()
        dt = 0.0
        while self.running and self.scenes:
            busy = self.exit_after_frames is not None or self.scene.animating
            if busy:
                events = pygame.event.get()
            else:
                events = [pygame.event.wait()] + pygame.event.get()
            for event in events:
                self.handle(event)
                if not self.running or not self.scenes:
                    break
            if not self.running or not self.scenes:
                break
            self.frame(dt)
            dt = clock.tick(60) / 1000.0 if busy else min(clock.tick() / 1000.0, 0.1)
            if self.exit_after_frames is not None and self.frames >= self.exit_after_frames:
                break
        self.close()
        return 0

    def close(self) -> None:
        if self.screenshot:
            if self.scenes and self.frames == 0:
                self.frame(0.0)
            folder = os.path.dirname(os.path.abspath(self.screenshot))
            os.makedirs(folder, exist_ok=True)
            pygame.image.save(self.screen, self.screenshot)
        for scene in list(self.scenes):
            close = getattr(scene, "close", None)
            if close:
                close()
        try:
            from games.core.settings import save_settings
            self.settings["window"] = list(self.size)
            save_settings(self.settings)
        except OSError:
            pass
        pygame.quit()


def run(launch) -> int:
    """Open the window for `main.py` (the launcher, or straight into a game)."""
    from games.core.settings import load_settings

    from .views import has_view
    if launch.game and not has_view(launch.game):
        import sys
        print(f"main.py play: {launch.game} cannot be played in the window yet", file=sys.stderr)
        return 2
    settings = load_settings()
    _warning = settings.warning
    if launch.lang:
        settings["language"] = launch.lang
    size = launch.window or tuple(settings.get("window") or theme.BASE_SIZE)
    app = App(size, settings, launch.exit_after_frames, launch.screenshot)
    from .scenes.launcher import LauncherScene
    app.replace(LauncherScene(app, warning=_warning))
    if launch.game:
        from .scenes.play import start_game
        start_game(app, launch.game, launch.players, launch.bots, launch.seed, launch.options)
    return app.run()
