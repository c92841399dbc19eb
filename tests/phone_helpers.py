"""Phones in tests: a WebSocket client (aiohttp, in a thread of its own) that
says hello to a seat and keeps every message the host sends it, and a way to
let the host's window run until a phone has what was waited for."""
from __future__ import annotations

import asyncio
import json
import threading
import time

import aiohttp


class Phone:
    def __init__(self, link: str, device: str = "phone-1", size=(844, 390)):
        """Join the seat of `link` (its page's address) as `device`."""
        self.address = link.replace("http://", "ws://").replace("/s/", "/ws/", 1)
        self.device, self.size = device, size
        self.texts: list[dict] = []      # every text message, as JSON
        self.pictures: list[bytes] = []  # every picture
        self.closed = threading.Event()
        self.opened = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._ws = None
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._run(), self._loop)

    async def _run(self) -> None:
        try:
            async with aiohttp.ClientSession() as session:
                async with session.ws_connect(self.address) as ws:
                    self._ws = ws
                    await ws.send_json({"type": "hello", "device": self.device,
                                        "width": self.size[0], "height": self.size[1]})
                    self.opened.set()
                    async for msg in ws:
                        if msg.type == aiohttp.WSMsgType.TEXT:
                            self.texts.append(json.loads(msg.data))
                        elif msg.type == aiohttp.WSMsgType.BINARY:
                            self.pictures.append(msg.data)
        except aiohttp.ClientError as error:
            self.texts.append({"type": "client_error", "error": repr(error)})
        finally:
            self.opened.set()
            self.closed.set()

    def send(self, message) -> None:
        """A message as the page would send it (a dict as JSON; str or bytes as they are)."""
        self.opened.wait(5)
        ws = self._ws
        if isinstance(message, dict):
            message = json.dumps(message)
        send = ws.send_bytes(message) if isinstance(message, bytes) else ws.send_str(message)
        asyncio.run_coroutine_threadsafe(send, self._loop).result(5)

    def drop(self) -> None:
        """The network goes: the connection breaks off."""
        if self._ws is not None:
            asyncio.run_coroutine_threadsafe(self._ws.close(), self._loop).result(5)
        self.closed.wait(5)

    def status(self) -> dict | None:
        seen = [m for m in self.texts if m.get("type") == "seat"]
        return seen[-1] if seen else None

    def refusals(self) -> list[str]:
        return [m["reason"] for m in self.texts if m.get("type") == "refused"]

    def close(self) -> None:
        self.drop()
        self._loop.call_soon_threadsafe(self._loop.stop)


def pump(app) -> None:
    """One turn of the host's loop: the events that came, then a frame."""
    import pygame
    for event in pygame.event.get():
        app.handle(event)
    app.frame(1 / 60)


def run_until(app, ready, seconds: float = 10.0) -> None:
    """Let the host's window run its frames until `ready()` (or fail after `seconds`)."""
    ends = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < ends, "the phones never got what was waited for"
        pump(app)
        time.sleep(0.005)


class Page:
    """A phone's page in a real browser: headless Chromium (Debian's), phone-sized,
    with touch, driven by Selenium from a thread of its own while the host's window
    runs its frames in this one (`app`)."""

    def __init__(self, app, link: str, size=(844, 390)):
        from concurrent.futures import ThreadPoolExecutor
        self.app, self.size = app, size
        self._worker = ThreadPoolExecutor(1)
        self.driver = self.call(self._open, link, timeout=60)

    def _open(self, link: str):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
            options.add_argument(argument)
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": self.size[0], "height": self.size[1], "pixelRatio": 2.0, "touch": True}})
        driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        driver.get(link)
        return driver

    def call(self, fn, *args, timeout: float = 20.0):
        """`fn(*args)` in the browser's thread; the host runs meanwhile."""
        done = self.browser(fn, *args)
        run_until(self.app, done.done, timeout)
        return done.result()

    def browser(self, fn, *args):
        """`fn(*args)` begun in the browser's thread (a future): the test says when the host runs."""
        return self._worker.submit(fn, *args)

    def script(self, source: str, *args):
        return self.call(self.driver.execute_script, source, *args)

    def status(self) -> dict | None:
        return self.script("return window.phone && window.phone.status")

    def wait(self, ready, seconds: float = 20.0) -> None:
        """Until `ready(self)` holds (asked between the host's frames)."""
        ends = time.monotonic() + seconds
        while not ready(self):
            assert time.monotonic() < ends, "the page never showed what was waited for"
            pump(self.app)
            time.sleep(0.02)

    def at(self, point, frame) -> tuple[int, int]:
        """Where a point of the picture (`frame` its size) lies on the page, in CSS pixels."""
        return tuple(round(v) for v in self.script("""
            const [x, y, w, h] = arguments, c = document.getElementById('board'), box = c.getBoundingClientRect();
            const ratio = c.width / box.width, s = Math.min(c.width / w, c.height / h);
            return [box.left + (x * s + (c.width - w * s) / 2) / ratio,
                    box.top + (y * s + (c.height - h * s) / 2) / ratio];
            """, point[0], point[1], frame[0], frame[1]))

    def touch_drag(self, start, end, steps: int = 5) -> None:
        """A finger down at `start`, moved in steps, up at `end` (CSS pixels)."""
        self.call(self.gesture([start, *between(start, end, steps)]))

    def gesture(self, path, up: bool = True):
        """A finger put down at the first point of `path` (CSS pixels), moved to each
        next one, still for each number in it (seconds), lifted at the end where asked.
        Returns what performs it (Selenium), for `call` or a thread of the test's own."""
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        finger = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
        finger.pointer_action.move_to_location(*path[0]).pointer_down()
        for step in path[1:]:
            if isinstance(step, (int, float)):
                finger.pointer_action.pause(step)
            else:
                finger.pointer_action.move_to_location(*step)
        if up:
            finger.pointer_action.pointer_up()
        return finger.perform

    def hold_and_tap(self, path, tap):
        """One finger put down at the first point of `path` and moved along it; still at its
        end, a second finger taps `tap`; then the first lifts. Returns what performs it."""
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_actions import PointerActions
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        both = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "first"))
        first, second = both.pointer_action, PointerActions(both.add_pointer_input(interaction.POINTER_TOUCH, "second"))
        # each input moves a tick at a time: a pause of 0 where the other finger acts
        first.move_to_location(*path[0]).pointer_down()
        second.pause(0)
        for point in path[1:]:
            first.move_to_location(*point)
            second.pause(0)
        second.pause(0.5).move_to_location(*tap).pointer_down().pointer_up().pause(0.5)   # still, then a tap
        first.pause(0.5).pause(0).pause(0).pause(0).pause(0.5).pointer_up()              # held all the while
        second.pause(0)
        return both.perform

    def touch_tap(self, point) -> None:
        """A finger down and up at `point` (CSS pixels)."""
        self.touch_drag(point, point, steps=1)

    def close(self) -> None:
        try:
            self.call(self.driver.quit)
        finally:
            self._worker.shutdown()


def between(start, end, steps: int) -> list[tuple[int, int]]:
    """`steps` points on the way from `start` to `end`, the last of them `end`."""
    return [(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            for i in range(1, steps + 1)]


CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"


def browser_missing() -> str | None:
    """Why no page can be opened here (None: Chromium, its driver and Selenium are there)."""
    import importlib.util
    import os
    if importlib.util.find_spec("selenium") is None:
        return "Selenium is not installed"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not os.access(path, os.X_OK):
            return f"{path} is missing (apt-get install chromium chromium-driver)"
    return None
