"""Run memory_server in a background thread on a free port (for tests and the benchmark).

with running_server(ServerSettings(db_path=tmp)) as server:
    server.url                  # "http://127.0.0.1:PORT"
    server.settings.latency_seconds = 0.2   # live knobs
    server.advance_clock(3600)  # move the server clock forward (TTL tests)
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import uvicorn

from memory_server.app import create_app
from memory_server.settings import ServerSettings


class BackgroundServer:
    """Any ASGI app served by uvicorn on 127.0.0.1 and a free port, in a daemon thread.

    Tests use it for their outer-edge servers too (a scripted OpenAI-compatible model, a
    fault-injecting proxy). Attributes: `url` (http://127.0.0.1:PORT), `port`.
    """

    def __init__(self, app, *, lifespan: str = "off") -> None:
        self.app = app
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # Accepted sockets inherit this; without it uvicorn's two writes per response (headers,
        # body) meet Nagle + delayed ACK on keep-alive connections: ~40 ms per request.
        self._sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._sock.bind(("127.0.0.1", 0))
        self.port = self._sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, log_level="warning", lifespan=lifespan)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [self._sock]}, daemon=True
        )

    def start(self, timeout: float = 30.0):
        """Start serving; returns self once the server accepts requests. Raises RuntimeError."""
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"{type(self).__name__} did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        """Ask uvicorn to exit and wait for the thread."""
        self._server.should_exit = True
        self._thread.join(10)


class ServerThread(BackgroundServer):
    """memory_server: uvicorn serving `create_app(settings)` in a daemon thread.

    Attributes:
        url: base URL, http://127.0.0.1:PORT.
        settings: the live ServerSettings (mutate knobs; `reset_knobs()` restores them).
        app: the FastAPI app (`app.state.server` gives store and worker).
    """

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        super().__init__(create_app(settings), lifespan="on")
        settings.host, settings.port = "127.0.0.1", self.port

    @property
    def state(self):
        """The app's ServerState (store, worker, embedder)."""
        return self.app.state.server

    def stop(self) -> None:
        """Stop serving and close the store."""
        super().stop()
        self.state.store.close()

    def advance_clock(self, seconds: float) -> None:
        """Move the server clock forward by `seconds` (expiry, extraction delay)."""
        self.settings.clock_offset_seconds += seconds
        self.state.worker.wake()

    @contextlib.contextmanager
    def knobs(self, **values) -> Iterator[ServerSettings]:
        """Set knobs for a block of code and restore their previous values after."""
        before = {name: getattr(self.settings, name) for name in values}
        for name, value in values.items():
            if not hasattr(self.settings, name):
                raise AttributeError(f"unknown memory_server knob {name!r}")
            setattr(self.settings, name, value)
        self.state.worker.wake()
        try:
            yield self.settings
        finally:
            for name, value in before.items():
                setattr(self.settings, name, value)
            self.state.worker.wake()

    def wait_idle(self, timeout: float = 10.0) -> None:
        """Wait until no queued block is due and nothing is being processed (blocks held back by
        `extraction_delay_seconds` do not count). Raises TimeoutError."""
        deadline = time.monotonic() + timeout
        worker = self.state.worker
        while worker.due() or worker.processing:
            if time.monotonic() > deadline:
                raise TimeoutError("memory_server worker still busy")
            time.sleep(0.01)


@contextlib.contextmanager
def running_server(settings: ServerSettings) -> Iterator[ServerThread]:
    """Context manager: a started ServerThread, stopped on exit."""
    server = ServerThread(settings).start()
    try:
        yield server
    finally:
        server.stop()
