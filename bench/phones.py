"""Phones at the table, measured (never asserted in tests): a Cartographers game
hosted for 6 phones (WebSocket clients over the loopback, one thread each), the
host's window headless in this process.

- round trip: from a phone sending its move to the host's next frame drawn
  (the big screen shows it), and to that phone holding the picture of it;
- a finger's drag: from a pointer step sent to the picture drawn after it;
- the host's CPU with the 6 phones joined: while nobody moves, and while they
  play (the process's CPU time less the phones' own threads').

    python bench/phones.py [--moves N] [--quick]

--quick (a few seconds; .ci/run runs it): 2 phones, a few moves.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402
import pygame  # noqa: E402

from games import GAMES  # noqa: E402
from gui.app import App  # noqa: E402
from gui.phones import PHONE  # noqa: E402


class Phone:
    """A phone: joins its seat, notes when each text and picture came (time.perf_counter)."""

    def __init__(self, link: str, name: str):
        self.address = link.replace("http://", "ws://").replace("/s/", "/ws/", 1)
        self.name, self.came, self.ws, self.cpu = name, [], None, 0.0
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self.ready.wait(10)

    def _run(self) -> None:
        self.loop.run_until_complete(self._talk())
        self.cpu = time.thread_time()   # this thread's own CPU: not the host's

    async def _talk(self) -> None:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(self.address) as ws:
                self.ws = ws
                await ws.send_json({"type": "hello", "device": self.name, "width": 1688, "height": 780})
                self.ready.set()
                async for msg in ws:
                    self.came.append((time.perf_counter(), "picture" if msg.type == aiohttp.WSMsgType.BINARY
                                      else json.loads(msg.data)["type"]))

    def send(self, message: dict) -> float:
        sent = time.perf_counter()
        asyncio.run_coroutine_threadsafe(self.ws.send_json(message), self.loop).result(5)
        return sent

    def picture_after(self, moment: float) -> float | None:
        return next((at for at, kind in list(self.came) if kind == "picture" and at > moment), None)

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.ws.close(), self.loop).result(5)
        self.thread.join(5)


def turn(app) -> None:
    for event in pygame.event.get():
        app.handle(event)
    app.frame(1 / 60)


def until(app, ready, seconds: float = 10.0) -> None:
    ends = time.perf_counter() + seconds
    while not ready() and time.perf_counter() < ends:
        turn(app)
        time.sleep(0.001)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60, help="moves sent from the phones")
    parser.add_argument("--phones", type=int, default=6)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        args.moves, args.phones = 6, 2
    app = App((1280, 800), {"language": "en", "motion": False})
    game = GAMES["cartographers"]
    names = [f"P{i + 1}" for i in range(args.phones)]
    scene = app.open_game(game, game.new_game(names, 1, {}), [PHONE] * args.phones, {"address": "127.0.0.1"})
    frames = []
    drawn = app.frame

    def frame(dt):
        drawn(dt)
        frames.append(time.perf_counter())
    app.frame = frame
    phones = [Phone(scene.phones.link(seat), f"bench-{seat}") for seat in range(args.phones)]
    until(app, lambda: all(any(kind == "picture" for _at, kind in p.came) for p in phones))

    # the host with every phone joined, nobody moving: its loop as the window runs it (asleep until an event)
    cpu, wall = time.process_time(), time.perf_counter()
    ends = wall + (1.0 if args.quick else 5.0)
    while time.perf_counter() < ends:
        wake = app.wake_in()
        events = app.wait(wake if wake is not None else 0.25)
        for event in events:
            app.handle(event)
        if events or (wake is not None and wake <= 0):
            app.frame(1 / 60)
    idle = (time.process_time() - cpu) / (time.perf_counter() - wall)

    rng, state = random.Random(1), scene.state
    to_frame, to_picture, drags = [], [], []
    cpu, wall, threads_before = time.process_time(), time.perf_counter(), sum(p.cpu for p in phones)
    for _ in range(args.moves):
        if state.is_over():
            break
        seat = next(p for p in state.actors() if state.decision(p) is not None)
        decision, length = state.decision(seat), len(state.log)
        message = ({"type": "end_turn"} if decision.kind == "end_turn" else
                   {"type": "action", "action": game.bots["greedy"](state.view(seat), seat, rng).to_dict()})
        sent = phones[seat].send(message)
        until(app, lambda: len(state.log) != length)
        shown = len(frames)
        until(app, lambda: len(frames) > shown)
        to_frame.append(frames[-1] - sent)
        until(app, lambda: phones[seat].picture_after(sent) is not None)
        to_picture.append(phones[seat].picture_after(sent) - sent)
        # a finger's step over the board: the picture drawn after it
        step = phones[seat].send({"type": "pointer", "what": "move", "x": rng.randrange(200, 1400),
                                  "y": rng.randrange(100, 700)})
        until(app, lambda: phones[seat].picture_after(step) is not None, 2.0)
        if phones[seat].picture_after(step) is not None:
            drags.append(phones[seat].picture_after(step) - step)
    playing_wall = time.perf_counter() - wall
    playing_cpu = time.process_time() - cpu
    for each in phones:
        each.close()
    playing_cpu -= sum(p.cpu for p in phones) - threads_before
    scene.phones.close()
    pygame.quit()

    def ms(values):
        return {"median": round(1000 * statistics.median(values), 1),
                "p90": round(1000 * sorted(values)[int(0.9 * (len(values) - 1))], 1)} if values else None
    print(json.dumps({"phones": args.phones, "moves": len(to_frame),
                      "move_to_host_frame_ms": ms(to_frame), "move_to_phone_picture_ms": ms(to_picture),
                      "pointer_step_to_picture_ms": ms(drags),
                      "host_cpu_idle": round(idle, 3), "host_cpu_playing": round(playing_cpu / playing_wall, 3)},
                     indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
