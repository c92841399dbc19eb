"""The phones' server (aiohttp, in a thread of its own): each seat's page and
its WebSocket, on the local network only, while a game is hosted. It holds no
game: a phone's messages pass the desk's door (desk.py) and go into `inbox`
as (seat, message); what the host sends a seat goes out in order. A seat's
"gone" in the inbox says its phone left (it may come back), "asks" that
another phone came with its link and was refused (the host may let it in)."""
from __future__ import annotations

import asyncio
import ipaddress
import json
import queue
import socket
import threading
from pathlib import Path

from aiohttp import WSMsgType, web

from .desk import MAX_MESSAGE, Desk, Refused, read

PAGES = Path(__file__).resolve().parents[2] / "assets" / "phone"
HELLO_WITHIN = 10.0    # seconds: a phone that says nothing first is let go
HEARTBEAT = 5.0        # seconds between pings: a phone asleep is found gone after about two
QUEUED = 64            # messages of a seat waiting for the host at most; more are dropped
BEHIND = 8             # messages waiting to go to a phone, beyond which a picture is skipped
DROPPED_ABOVE = 16 * MAX_MESSAGE   # bytes: a message larger still closes its connection unread


def lan_address() -> str:
    """This machine's address on the local network (where the default route
    leaves; no packet is sent), else the loopback."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        address = probe.getsockname()[0]
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address if ipaddress.ip_address(address).is_private else "127.0.0.1"


def local(remote: str | None) -> bool:
    """Whether a request comes from the local network (or this machine)."""
    try:
        address = ipaddress.ip_address((remote or "").split("%")[0])
    except ValueError:
        return False
    return address.is_private or address.is_loopback or address.is_link_local


class PhoneServer:
    def __init__(self, desk: Desk, wake=lambda: None, host: str | None = None, port: int = 0):
        self.desk, self.wake = desk, wake
        self.host, self.port = host or lan_address(), port
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._waiting = {seat: 0 for seat in desk.tokens}   # messages of each seat in the inbox
        self._lock = threading.Lock()
        self._sockets: dict[int, tuple[web.WebSocketResponse, asyncio.Queue]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None

    # --- the host's side (the window's thread) -------------------------------------------
    def start(self) -> str:
        """Listen (on `host`, a free port unless one was given); the base address."""
        started, failed = threading.Event(), []

        def serve() -> None:
            self._loop = asyncio.new_event_loop()
            try:
                self._loop.run_until_complete(self._open())
            except OSError as error:
                failed.append(error)
                started.set()
                return
            started.set()
            self._loop.run_forever()
            self._loop.run_until_complete(self._close())
            self._loop.close()
        self._thread = threading.Thread(target=serve, name="phones", daemon=True)
        self._thread.start()
        started.wait()
        if failed:
            raise failed[0]
        return self.address

    @property
    def address(self) -> str:
        return f"http://{self.host}:{self.port}"

    def link(self, seat: int) -> str:
        return f"{self.address}/s/{seat}/{self.desk.tokens[seat]}"

    def stop(self) -> None:
        """Stop listening; every phone's connection closes."""
        if self._loop is not None and self._thread is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)

    def send(self, seat: int, data) -> None:
        """Send text (a dict goes as JSON) or bytes to `seat`'s phone, if one is there, after what went before."""
        if isinstance(data, dict):
            data = json.dumps(data)
        loop = self._loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._post, seat, data)

    def connected(self) -> set[int]:
        """The seats a phone holds now."""
        return set(self._sockets)

    def taken(self, seat: int) -> None:
        """The host has read one of `seat`'s messages from the inbox."""
        with self._lock:
            self._waiting[seat] = max(0, self._waiting[seat] - 1)

    # --- the server's thread -------------------------------------------------------------
    async def _open(self) -> None:
        app = web.Application(middlewares=[self._only_local], client_max_size=MAX_MESSAGE)
        app.router.add_get("/s/{seat}/{token}", self._page)
        app.router.add_get("/ws/{seat}/{token}", self._socket)
        app.router.add_get("/phone.js", self._script)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _close(self) -> None:
        """What is on its way goes out first (the last picture of a game), a second at most."""
        for _ in range(100):
            if all(out.empty() for _ws, out in self._sockets.values()):
                break
            await asyncio.sleep(0.01)
        for ws, _out in list(self._sockets.values()):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
        left = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in left:   # a phone's writer still waiting, say
            task.cancel()
        await asyncio.gather(*left, return_exceptions=True)

    @web.middleware
    async def _only_local(self, request, handler):
        if not local(request.remote):
            raise web.HTTPForbidden(text="Only the local network may join.")
        return await handler(request)

    def _seat(self, request) -> int:
        """The seat of a request whose link holds its token; 403 for anything else."""
        try:
            seat = int(request.match_info["seat"])
        except ValueError:
            seat = -1
        if not self.desk.admits(seat, request.match_info["token"]):
            raise web.HTTPForbidden(text="No seat here.")
        return seat

    async def _page(self, request):
        self._seat(request)
        return web.FileResponse(PAGES / "phone.html", headers={"Cache-Control": "no-store"})

    async def _script(self, request):
        return web.FileResponse(PAGES / "phone.js")

    def _post(self, seat: int, data) -> None:
        entry = self._sockets.get(seat)
        if entry is not None and not (isinstance(data, bytes) and entry[1].qsize() >= BEHIND):
            entry[1].put_nowait(data)   # (a phone that far behind skips a picture: the next change sends one)

    async def _write(self, ws, out: asyncio.Queue) -> None:
        while not ws.closed:
            data = await out.get()
            try:
                await (ws.send_bytes(data) if isinstance(data, bytes) else ws.send_str(data))
            except (ConnectionError, RuntimeError):
                return

    def _hand_in(self, seat: int, message: dict) -> bool:
        with self._lock:
            if self._waiting[seat] >= QUEUED and message.get("type") not in ("hello", "gone", "asks"):
                return False
            self._waiting[seat] += 1
        self.inbox.put((seat, message))
        self.wake()
        return True

    async def _socket(self, request):
        seat = self._seat(request)
        # no compression: the pictures are JPEGs already, and a move is a few bytes
        ws = web.WebSocketResponse(max_msg_size=DROPPED_ABOVE, heartbeat=HEARTBEAT, compress=False)
        await ws.prepare(request)
        hello = await self._hello(ws)
        if hello is None or not self.desk.claim(seat, hello["device"]):
            if hello is not None:   # another phone with the seat's link: the host may let it in
                await ws.send_json({"type": "refused", "reason": "taken"})
                self._hand_in(seat, {"type": "asks"})
            await ws.close()
            return ws
        old = self._sockets.get(seat)
        out: asyncio.Queue = asyncio.Queue()
        self._sockets[seat] = (ws, out)
        if old is not None:   # the host let this phone take the seat over: the one before is told
            await old[0].send_json({"type": "refused", "reason": "replaced"})
            await old[0].close()
        writer = asyncio.ensure_future(self._write(ws, out))
        self._hand_in(seat, hello)
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    out.put_nowait(json.dumps({"type": "refused", "reason": "not a text message"}))
                    continue
                try:
                    message = read(msg.data)
                except Refused as refused:
                    out.put_nowait(json.dumps({"type": "refused", "reason": str(refused)}))
                    continue
                if not self._hand_in(seat, message):
                    out.put_nowait(json.dumps({"type": "refused", "reason": "too many messages at once"}))
        finally:
            writer.cancel()
            if self._sockets.get(seat, (None,))[0] is ws:
                del self._sockets[seat]
                self._hand_in(seat, {"type": "gone"})
        return ws

    async def _hello(self, ws) -> dict | None:
        """The phone's first message, which must say hello."""
        try:
            msg = await ws.receive(timeout=HELLO_WITHIN)
        except asyncio.TimeoutError:
            return None
        if msg.type != WSMsgType.TEXT:
            return None
        try:
            message = read(msg.data)
        except Refused as refused:
            await ws.send_json({"type": "refused", "reason": str(refused)})
            return None
        return message if message["type"] == "hello" else None
