"""The window and its one loop: drain events, hand them to the top scene,
update, draw. Idle, it sleeps in pygame.event.wait until an event comes;
while the top scene has something due (Scene.wake_in: a computer thinking),
in short sleeps of its own between looks for events."""
from __future__ import annotations

import math
import signal
import sys
import threading
import time

import pygame

from . import engine, text, theme
from .display import open_display, screen_size
from .engine import i18n
from .screenshot import save_screenshot
from .sound import DEFAULT_VOLUME, VOLUMES, Sounds, volume_of

WAKE = pygame.USEREVENT + 1  # posted by worker threads (a bot has decided)
FPS = 60             # the most frames a second, however fast events come
SIGNAL_CHECK = 0.25  # seconds: the longest sleep, so that Ctrl+C in the terminal is seen soon
SLICE = 0.005        # seconds: the sleeps between looks for events while something is due


class App:
    def __init__(self, size: tuple[int, int], settings: dict, exit_after_frames: int | None = None,
                 screenshot: str | None = None, prog: str = "main.py"):
        open_display(prog)
        pygame.font.init()
        text.clear_caches()  # fonts die with pygame.quit; a new window needs new ones
        pygame.key.set_repeat(300, 40)
        self.settings = settings
        self.sounds = Sounds(volume_of(settings))
        unmuted = settings.get("unmuted")   # the volume M gives back, kept from a run before
        self.unmuted = self.sounds.volume or (unmuted if unmuted in VOLUMES and unmuted else DEFAULT_VOLUME)
        theme.set_text_size(settings.get("text_size", theme.DEFAULT_TEXT_SIZE))  # load_settings checked it
        self.size = theme.window_size(size, screen_size())
        self.windowed = None   # in full screen (F11): the window's size and place to go back to
        self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        pygame.display.set_caption("Spieltisch")
        self.texts = i18n.texts_for(settings.get("language", "en"))
        self.scenes: list = []
        self.exit_after_frames = exit_after_frames
        self.screenshot = screenshot
        self.prog = prog  # the command's name in a one-line message
        self.frames = 0
        self.running = True
        self.interrupted = False  # Ctrl+C in the terminal
        self.held: set[int] = set()   # keys down now
        self.key_repeat = False       # the KEYDOWN being handled repeats a key held down
        self.first_frame_at: float | None = None
        self.settings_problem: str | None = None  # why the settings could not be saved: said on the launcher
        # as the file holds them (None: no file yet): nothing to write while they are unchanged
        self._settings_kept = dict(settings) if engine.settings.settings_path().is_file() else None

    # --- texts and settings ----------------------------------------------
    def t(self, key: str, **params) -> str:
        return self.texts.get(key, **params)

    @property
    def language(self) -> str:
        return self.texts.lang

    def save_settings(self) -> bool:
        """Keep the settings on disk. Where they cannot be written (a home that
        is read-only or full, a file that could not be read and is left as it
        was), they hold for this run and the launcher says so, once; False then."""
        if getattr(self.settings, "keep_file", False):
            return False
        if self.settings == self._settings_kept and not self.settings_problem:
            return True
        try:
            engine.settings.save_settings(self.settings)
            self._settings_kept = dict(self.settings)
            return True
        except OSError as error:
            if self.settings_problem is None:
                self.settings_problem = error.strerror or str(error)
                self.relayout()   # the launcher makes room for the message
            return False

    def set_language(self, lang: str) -> None:
        self.texts = i18n.texts_for(lang)
        self.settings["language"] = lang
        self.save_settings()
        self.relayout()

    # --- the couch screen: full screen and the text size ----------------------------
    @property
    def fullscreen(self) -> bool:
        return self.windowed is not None

    def toggle_fullscreen(self) -> None:
        """Full screen at the desktop's size from its corner (F11), and back to
        the window's size and place before it; every scene is laid out anew."""
        if self.windowed:
            self.screen = pygame.display.set_mode(self.windowed[0], pygame.RESIZABLE)
            pygame.display.set_window_position(self.windowed[1])
            self.windowed = None
        else:
            self.windowed = self.size, pygame.display.get_window_position()
            pygame.display.set_window_position((0, 0))   # first: with no window manager, SDL keeps
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)   # the offset it has
        self.size = tuple(self.screen.get_size())
        self.relayout()

    def set_text_size(self, percent: int) -> None:
        """The text size (one of theme.TEXT_SIZES, in percent) at once in every
        scene, and kept in the settings; the unit grows only as far as the
        layouts hold (theme.scale)."""
        theme.set_text_size(percent)
        self.settings["text_size"] = percent
        self.save_settings()
        self.relayout()

    def set_volume(self, percent: int) -> None:
        """The sound's volume (one of VOLUMES, 0 mutes), kept in the settings."""
        self.sounds.volume = self.settings["volume"] = percent
        self.save_settings()
        self.relayout()

    def toggle_sound(self) -> int:
        """Mute, or sound again at the volume before (M in a game); the volume now."""
        if self.sounds.volume:
            self.unmuted = self.settings["unmuted"] = self.sounds.volume
        self.set_volume(0 if self.sounds.volume else self.unmuted)
        return self.sounds.volume

    # --- scenes ---------------------------------------------------------------
    @property
    def scene(self):
        return self.scenes[-1]

    def relayout(self) -> None:
        for scene in self.scenes:
            scene.layout(self.size)

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
        """`scene` alone on screen: the others leave for good (each closes)."""
        for old in self.scenes:
            if old is not scene:
                old.close()
        self.scenes = [scene]
        scene.layout(self.size)

    def quit(self) -> None:
        self.running = False

    # --- navigation: scenes go to one another through the app, never by import ----
    def show_launcher(self, warning: str | None = None) -> None:
        from .scenes.launcher import LauncherScene
        self.replace(LauncherScene(self, warning=warning))

    def open_setup(self, game_id: str) -> None:
        from .scenes.setup import SetupScene
        self.push(SetupScene(self, engine.GAMES[game_id]))

    def open_rules(self, game_id: str) -> None:
        from .scenes.rules import RulesScene
        self.push(RulesScene(self, game_id))

    def start_game(self, game_id: str, names: list[str] | None = None, seats: list | None = None,
                   seed: int | None = None, options: dict | None = None, challenge: str | None = None):
        """Begin a new game (default names, human seats and a random seed where
        none are given; `challenge`: the week of a weekly challenge) and show
        it; returns its play scene."""
        import random

        game = engine.GAMES[game_id]
        if not names:
            count = len(seats) if seats else max(game.min_players, min(2, game.max_players))
            names = [self.t("ui.setup.default_name", n=i + 1) for i in range(count)]
        seats = list(seats) if seats else [None] * len(names)
        seed = seed if seed is not None else random.randrange(1, 1_000_000)
        state = game.new_game(names, seed, options or {})
        return self.open_game(game, state, seats, {"challenge": challenge})

    def open_game(self, game, state, seats: list, about: dict | None = None, resumed: bool = False,
                  referee=None):
        """The one way a game comes on screen, new, resumed (`about` its save:
        created, slot, challenge) or a tutorial (with its `referee`): over the
        launcher, saved at once; a game with secrets, new or resumed, starts behind
        the curtain (whoever sits there now may not be the one to see it)."""
        from .scenes.play import PlayScene
        self.show_launcher()
        scene = PlayScene(self, game, state, seats, about, referee)
        self.push(scene)
        scene.save()
        if resumed and state.is_over():   # it ended before it was recorded (an earlier version's save)
            scene.finish()
        elif resumed or referee is None:   # a new game's first question may be a secret too
            scene.hand_over(scene.player, always=True)
        return scene

    def start_challenge(self, game_id: str, name: str):
        """This week's challenge of a solo game: the week's seed, the default options."""
        week = engine.challenge.week_of()
        return self.start_game(game_id, [name], [None], engine.challenge.seed_of(game_id, week), {}, challenge=week)

    def open_records(self) -> None:
        """Per game: games played, wins, best and average scores, solo bests and a chart (the history)."""
        from .scenes.records import RecordsScene
        self.push(RecordsScene(self))

    def open_replay(self, game, entry: dict) -> None:
        """Step through a finished game of the history, or the game in progress up
        to now (`entry` as core.history keeps it; core.replay.in_progress_entry)."""
        from .scenes.replay import ReplayScene
        self.push(ReplayScene(self, game, entry))

    def start_tutorial(self, game_id: str):
        """A game's tutorial, at the step where the player last left it; returns its play scene."""
        from .scenes.tutorial import open_tutorial
        game, state, seats, referee = open_tutorial(self, game_id)
        return self.open_game(game, state, seats, referee=referee)

    def show_results(self, game, state, seats: list, view, best_before: int | None = None,
                     problem: str | None = None, week: tuple | None = None) -> None:
        """The results; `best_before`: a solo player's best score before this
        game; `problem`: why the game could not go to the history; `week`: a
        weekly challenge's (week, its best before this game)."""
        from .scenes.results import ResultsScene
        self.replace(ResultsScene(self, game, state, seats, view, best_before, problem, week))

    def show_coach(self, game, state, seats: list, seat: int, lessons: list) -> None:
        """The coach's page for `seat` of a finished game, over the results."""
        from .scenes.coach import CoachScene
        self.push(CoachScene(self, game, state, seats, seat, lessons))

    def table_for(self, game, state, seats: list, seat: int | None):
        """A position nobody acts on, as `seat` sees it (None: the whole table),
        with its view (`.view`) to draw it: a replay's step, a coach's lesson."""
        from .table import StillTable
        from .views import make_view
        return StillTable(self, game, state, seats, seat, make_view)

    def show_curtain(self, name: str, player: int, note: str = "") -> None:
        """The hand-over curtain (the only one): the screen passes to `name`;
        `note` says why, where the view has more to say than "look away"."""
        from .scenes.curtain import CurtainScene
        self.push(CurtainScene(self, name, player, note))

    # --- the loop ---------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = self.screen.get_size() if event.type == pygame.WINDOWSIZECHANGED else event.size
            if tuple(size) != self.size:
                self.size = tuple(size)
                self.relayout()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:  # in every scene
            if event.key not in self.held:   # held down, it toggles once
                self.toggle_fullscreen()
            self.held.add(event.key)
        elif self.scenes:
            if event.type == pygame.KEYDOWN:
                self.key_repeat = event.key in self.held
                self.held.add(event.key)
            elif event.type == pygame.KEYUP:
                self.held.discard(event.key)
            elif event.type == pygame.WINDOWFOCUSLOST:
                self.held.clear()  # its key-ups go to another window
            self.scene.handle_event(event)

    def frame(self, dt: float) -> None:
        """One update and draw of the top scene."""
        if not self.scenes:
            return
        for scene in self.scenes[:-1]:
            scene.behind(dt)   # what cannot wait under another scene (a hosted game's phones)
        self.scene.update(dt)
        if not self.scenes:
            return
        self.scene.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def run(self) -> int:
        """The loop until the window closes; the exit code: 0, 130 after Ctrl+C
        in the terminal, 2 if the screenshot could not be saved."""
        restore = self._trap_interrupt()
        try:
            self.loop()
        except KeyboardInterrupt:  # Ctrl+C before the handler was in place
            self.interrupted = True
        try:
            return self.close()
        finally:
            restore()

    def loop(self) -> None:
        clock = pygame.time.Clock()
        dt = 0.0
        while self.running and self.scenes:
            events = self.wait(self.wake_in())
            for event in events:
                self.handle(event)
                if not self.running or not self.scenes:
                    return
            wake = self.wake_in()
            if not events and (wake is None or wake > 0):
                continue  # woke only to look for Ctrl+C, or a moment early
            self.frame(dt)
            if self.exit_after_frames is not None and self.frames >= self.exit_after_frames:
                return
            # at most FPS frames a second: what comes meanwhile is handled together before the next
            dt = min(clock.tick(FPS) / 1000.0, 0.1)

    def wake_in(self) -> float | None:
        """Seconds until the top scene needs a frame without input (0 for the
        first frame and in a run that counts frames); None: only on an event."""
        if self.exit_after_frames is not None or self.frames == 0:
            return 0.0
        return self.scene.wake_in()

    def wait(self, wake: float | None) -> list:
        """The events that came, after sleeping until one comes or `wake` seconds pass (at most
        SIGNAL_CHECK): idle, in SDL's wait (no CPU); with something due (a computer thinking), in
        SLICEs of our own: SDL's wait keeps neither its timeout nor a thread's post on every driver."""
        if wake is None:
            first = pygame.event.wait(max(1, math.ceil(SIGNAL_CHECK * 1000)))
            return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
        ends = time.perf_counter() + min(wake, SIGNAL_CHECK)
        while wake > 0 and not pygame.event.peek() and time.perf_counter() < ends:
            time.sleep(min(SLICE, max(0.0, ends - time.perf_counter())))
        return pygame.event.get()

    def _trap_interrupt(self):
        """Ctrl+C in the terminal closes the window as its close button does
        (the loop sees it within SIGNAL_CHECK); returns what puts the old handler back."""
        if threading.current_thread() is not threading.main_thread():
            return lambda: None
        previous = signal.getsignal(signal.SIGINT)

        def interrupted(signum, frame):
            self.interrupted, self.running = True, False

        signal.signal(signal.SIGINT, interrupted)
        return lambda: signal.signal(signal.SIGINT, previous if previous is not None else signal.SIG_DFL)

    def close(self) -> int:
        """Screenshot, each scene's own closing, the settings saved, the window
        gone; returns the exit code."""
        code = 130 if self.interrupted else 0
        if self.screenshot:
            if self.scenes and self.frames == 0:
                self.frame(0.0)
            if not save_screenshot(self.screen, self.screenshot, self.prog):
                code = 2
        for scene in list(self.scenes):
            scene.close()
        from .scenes import store
        store.flush()   # every game's last action on disk before the window goes
        self.settings["window"] = list(self.windowed[0] if self.windowed else self.size)
        self.save_settings()
        pygame.quit()
        return code


def run(launch) -> int:
    """Open the window for `main.py` (the launcher, or straight into a game)."""
    from .views import has_view
    if launch.game and not has_view(launch.game):
        print(f"{launch.prog} play: {launch.game} cannot be played in the window yet", file=sys.stderr)
        return 2
    settings = engine.settings.load_settings()
    _warning = settings.warning
    size = launch.window or tuple(settings.get("window") or theme.BASE_SIZE)
    app = App(size, settings, launch.exit_after_frames, launch.screenshot, launch.prog)
    if launch.window and (app.size[0] < size[0] or app.size[1] < size[1]):
        print(f"{launch.prog}: the window {size[0]}x{size[1]} is larger than the screen: "
              f"opened at {app.size[0]}x{app.size[1]}", file=sys.stderr)
    if launch.lang:  # for this run only: the saved language stays as it was
        app.texts = i18n.texts_for(launch.lang)
    if launch.game:
        app.start_game(launch.game, launch.players, launch.bots, launch.seed, launch.options)
    else:
        app.show_launcher(warning=_warning)
    return app.run()
