"""Load benchmark (issue 12): N concurrent shoppers against one daphne and one memory_server.

Starts, on free loopback ports and in a temp directory, memory_server (`python -m memory_server`)
and the shop (`daphne config.asgi:application`, production settings, the offline model, the
shipped catalogue), optionally with a small fault proxy of its own in between. Then, for each N
(default 10, 25 and 50), N shoppers signed out and then N shoppers signed in (each through the
real login form, before the measured window, with its own session cookie and websocket) send 5
messages each, one after the
other, all shoppers at once. It prints, per phase:

- turns sent / answered (a final fragment arrived) / stored (turn blocks in memory_server);
- blocks under the wrong shopper (a stored message that shopper never sent);
- turns whose recall did not run in full (the shop's turn log: over the read budget, or a
  search failed), answered with less memory than they had;
- first fragment (first streamed token) and final: p50 / p95 / max, ms;
- turns per second, and CPU ms per turn of daphne and of memory_server (from /proc, measured
  until both processes are idle again, so the background record and extraction count).

    uv run python benchmarks/load_bench.py                       # N = 10, 25, 50
    uv run python benchmarks/load_bench.py --shoppers 50 --fault latency2
    uv run python benchmarks/load_bench.py --shoppers 50 --profile var/profile   # py-spy

Faults (`--fault`, through the proxy): `latency2` / `latency5` (each request to memory_server
delayed 2 s / 5 s), `error500` (every request answered 500), `hang` (connections accepted and
never answered), `restart` (memory_server killed 0.5 s into the phase and restarted 1.5 s
later; its CPU figure is then n/a). Every loop is bounded: each socket wait times out, the run stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import websockets

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
CLK_TCK = os.sysconf("SC_CLK_TCK")
MESSAGES_PER_SHOPPER = 5
FRAME_TIMEOUT = 30.0  # seconds for any one frame; a turn that takes longer counts as unanswered
SIZES = ["XS", "S", "M", "L", "XL"]
COLOURS = ["navy", "black", "green", "red", "grey", "blue", "beige", "white", "brown", "pink"]
TYPES = ["jackets", "jeans", "dresses", "shirts", "boots"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process, seconds (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))]


def messages_for(index: int) -> list[str]:
    """Five messages, distinct per shopper (so a stored block names its sender), with facts."""
    size = SIZES[index % len(SIZES)]
    colour = COLOURS[(index // len(SIZES)) % len(COLOURS)]
    other = COLOURS[(index + 3) % len(COLOURS)]
    kind = TYPES[(index // (len(SIZES) * len(COLOURS))) % len(TYPES)]
    return [
        f"I wear size {size}, show me {colour} {kind}",
        f"I can't stand {other}, anything else in {size}?",
        f"any {kind} under {40 + index} EUR?",
        f"what about {colour} {TYPES[(index + 1) % len(TYPES)]} for a wedding?",
        f"do you have the first one in size {size}?",
    ]


@dataclass
class Process:
    name: str
    argv: list[str]
    env: dict[str, str]
    log: Path
    proc: subprocess.Popen | None = None

    def start(self) -> Process:
        handle = self.log.open("ab")
        self.proc = subprocess.Popen(  # noqa: S603 - our own interpreter, fixed argv
            self.argv, env=self.env, cwd=ROOT, stdout=handle, stderr=subprocess.STDOUT
        )
        return self

    @property
    def pid(self) -> int:
        return self.proc.pid

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


async def wait_http(url: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    async with httpx.AsyncClient() as client:
        while time.monotonic() < deadline:
            with contextlib.suppress(httpx.HTTPError):
                if (await client.get(url, timeout=2)).status_code < 500:
                    return
            await asyncio.sleep(0.2)
    raise RuntimeError(f"{url} did not answer in {seconds} s")


async def wait_idle(pids: list[int], *, quiet_ms: float = 30, window: float = 1.0) -> None:
    """Until every process used under `quiet_ms` of CPU in one `window` (at most 60 s)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        before = [cpu_seconds(pid) for pid in pids]
        await asyncio.sleep(window)
        used = [cpu_seconds(pid) - b for pid, b in zip(pids, before, strict=True)]
        if all(u * 1000 < quiet_ms for u in used):
            return


# --- the fault proxy -----------------------------------------------------------------------


class FaultProxy:
    """A TCP proxy to memory_server that can add latency, answer 500, hang, or refuse."""

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.port = free_port()
        self.mode = "forward"
        self.latency = 0.0
        self.lifted = asyncio.Event()
        self.server: asyncio.Server | None = None

    def set_fault(self, mode: str = "forward", latency: float = 0.0) -> None:
        self.mode, self.latency = mode, latency
        if mode == "hang":
            self.lifted.clear()
        else:
            self.lifted.set()

    async def start(self) -> FaultProxy:
        self.server = await asyncio.start_server(self._handle, "127.0.0.1", self.port)
        return self

    async def stop(self) -> None:
        if self.server:
            self.server.close()

    async def _handle(self, reader, writer) -> None:
        try:
            if self.mode == "hang":
                # Accepted, never answered, until the phase ends and the fault is lifted.
                with contextlib.suppress(asyncio.CancelledError):
                    await self.lifted.wait()
                writer.close()
                return
            if self.mode == "error500":
                await self._answer_500(reader, writer)
                return
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.upstream_port)
        except (OSError, asyncio.CancelledError):
            writer.close()
            return

        async def pipe(src, dst, delay: float) -> None:
            last = 0.0
            try:
                while data := await src.read(65536):
                    # Once per request: a chunk after a pause starts the next request on this
                    # keep-alive connection (a request's head and body may come in two chunks).
                    if delay and time.monotonic() - last > 0.05:
                        await asyncio.sleep(delay)
                    last = time.monotonic()
                    dst.write(data)
                    await dst.drain()
            except (OSError, asyncio.IncompleteReadError):
                pass
            finally:
                with contextlib.suppress(OSError):
                    dst.close()

        with contextlib.suppress(asyncio.CancelledError):  # the benchmark is ending
            await asyncio.gather(pipe(reader, up_writer, self.latency), pipe(up_reader, writer, 0))

    async def _answer_500(self, reader, writer) -> None:
        with contextlib.suppress(OSError, asyncio.IncompleteReadError, ValueError):
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = re.search(rb"(?i)content-length:\s*(\d+)", head)
                if length:
                    await reader.readexactly(int(length[1]))
                body = b'{"error": {"code": "INJECTED_FAULT", "message": "proxy"}}'
                writer.write(
                    b"HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/json\r\n"
                    b"content-length: %d\r\n\r\n%s" % (len(body), body)
                )
                await writer.drain()
        writer.close()


# --- shoppers --------------------------------------------------------------------------------


@dataclass
class ShopperResult:
    name: str
    user_id: str = ""
    sent: list[str] = field(default_factory=list)
    answered: int = 0
    first: list[float] = field(default_factory=list)
    final: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


async def sign_in(client: httpx.AsyncClient, name: str) -> None:
    """The real login form: GET for the CSRF cookie and token, POST the name."""
    page = await client.get("/login/")
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text)
    if token is None:
        raise RuntimeError(f"login page answered {page.status_code} without a CSRF token")
    data = {"name": name, "csrfmiddlewaretoken": token[1]}
    response = await client.post("/login/", data=data)
    if response.status_code not in (302, 303):
        raise RuntimeError(f"login answered {response.status_code}")


async def visit(base: str, index: int, signed_in: bool, tag: str) -> tuple[ShopperResult, str]:
    """One shopper's HTTP part (before the measured window): the login page, and for a
    signed-in shopper the login form. Returns the result to fill and the cookie header."""
    name = f"Load {tag} {index:03d}"
    result = ShopperResult(name=name if signed_in else "")
    cookie = ""
    try:
        async with httpx.AsyncClient(base_url=base, timeout=30) as client:
            if signed_in:
                await sign_in(client, name)
            else:
                await client.get("/login/")
            cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    except Exception as exc:  # a failed sign-in is counted, not fatal
        result.errors.append(f"{type(exc).__name__}: {exc}")
    return result, cookie


async def shopper(base: str, index: int, result: ShopperResult, cookie: str) -> ShopperResult:
    """One shopper's socket: the mode label, then 5 messages one after the other."""
    ws_url = base.replace("http://", "ws://") + "/ws/assistant/"
    if result.errors:
        return result
    try:
        async with websockets.connect(
            ws_url, origin=base, additional_headers={"Cookie": cookie}, open_timeout=30
        ) as ws:
            await asyncio.wait_for(ws.recv(), FRAME_TIMEOUT)  # the mode label
            session_id, turn_count = "", 0
            for message in messages_for(index):
                result.sent.append(message)
                started = time.perf_counter()
                frame = {"message": message, "session_id": session_id}
                await ws.send(json.dumps({**frame, "turn_count": str(turn_count), "HEADERS": {}}))
                first = None
                while True:
                    text = await asyncio.wait_for(ws.recv(), FRAME_TIMEOUT)
                    elapsed = (time.perf_counter() - started) * 1000
                    if first is None and '-text" hx-swap-oob="beforeend">' in text:
                        first = elapsed
                    if 'data-state="final"' in text:
                        result.final.append(elapsed)
                        result.first.append(first if first is not None else elapsed)
                        result.answered += 1
                        session_id = re.search(r'name="session_id" value="([^"]*)"', text)[1]
                        turn_count = int(re.search(r'name="turn_count" value="(\d+)"', text)[1])
                        break
    except Exception as exc:  # a lost socket or a timeout: counted, never fatal
        result.errors.append(f"{type(exc).__name__}: {exc}")
    return result


async def stored_blocks(memory_url: str, user_id: str) -> list[dict]:
    async with httpx.AsyncClient(base_url=memory_url, timeout=30) as client:
        response = await client.get(f"/users/{user_id}/memory", params={"limit": 200})
        if response.status_code == 404:
            return []
        response.raise_for_status()
        return response.json()["memory_blocks"]


async def count_stored(memory_url: str, sent_by: dict[str, set[str]]) -> tuple[int, int]:
    """(turn blocks stored, of which under a shopper who never sent that message)."""
    stored = wrong = 0
    for user_id, sent in sent_by.items():
        for block in await stored_blocks(memory_url, user_id):
            message = block.get("message") or {}
            if message.get("user_content"):
                stored += 1
                wrong += message["user_content"] not in sent
    return stored, wrong


def count_partial_recall(shop_db: Path, user_ids: list[str]) -> int:
    """Turns of these shoppers in the shop's turn log whose recall did not run in full: no
    recall (the read budget ran out before the session check), a failed search, or recall cut
    short by the budget (issue 12 item 6)."""
    marks = ",".join("?" * len(user_ids))
    with contextlib.closing(sqlite3.connect(shop_db)) as db:
        rows = db.execute(
            f"SELECT recall_ms, recall_summary FROM assistant_turn WHERE user_id IN ({marks})",  # noqa: S608
            user_ids,
        ).fetchall()
    partial = 0
    for recall_ms, summary in rows:
        summary = json.loads(summary or "null") or {}
        partial += recall_ms is None or bool(summary.get("failed") or summary.get("note"))
    return partial


def user_id_of(name: str) -> str:
    sys.path.insert(0, str(ROOT))
    from shop.services import agent_memory_user_id

    return agent_memory_user_id(name)


# --- one phase -------------------------------------------------------------------------------


@dataclass
class Stack:
    base: str
    memory_url: str
    shop_db: Path
    daphne: Process
    memory: Process
    proxy: FaultProxy | None


async def phase(stack: Stack, n: int, signed_in: bool, fault: str | None) -> dict:
    tag = secrets.token_hex(2)
    pids = [stack.daphne.pid, stack.memory.pid]
    # Sign-ins (or the signed-out visitors' first page) happen before the measured window.
    visits = await asyncio.gather(*(visit(stack.base, i, signed_in, tag) for i in range(n)))
    await wait_idle(pids)
    restart: asyncio.Task | None = None
    if fault and signed_in and stack.proxy:
        if fault.startswith("latency"):
            stack.proxy.set_fault(latency=float(fault.removeprefix("latency")))
        elif fault in ("hang", "error500"):
            stack.proxy.set_fault(fault)
        elif fault == "restart":
            restart = asyncio.create_task(restart_memory(stack))
    cpu_before = [cpu_seconds(pid) for pid in pids]
    started = time.perf_counter()
    results = await asyncio.gather(
        *(shopper(stack.base, i, result, cookie) for i, (result, cookie) in enumerate(visits))
    )
    elapsed = time.perf_counter() - started
    if restart:
        await restart
        pids = [stack.daphne.pid, stack.memory.pid]
    await wait_idle(pids)  # the background records and extraction count too
    cpu_after = [cpu_seconds(pid) for pid in pids]
    if restart:  # a new memory_server process: its CPU since the start is not comparable
        cpu_after[1] = cpu_before[1] + float("nan")
    if stack.proxy:
        stack.proxy.set_fault()
    answered = sum(r.answered for r in results)
    stored = wrong = partial = 0
    if signed_in:
        # Under a fault, writes can still be in flight while both processes idle: count until
        # the figure holds for two seconds (at most 20 s).
        sent_by = {user_id_of(r.name): set(r.sent) for r in results}
        previous = None
        for _ in range(20):
            stored, wrong = await count_stored(stack.memory_url, sent_by)
            if (stored, wrong) == previous or not fault:
                break
            previous = (stored, wrong)
            await asyncio.sleep(2)
        partial = count_partial_recall(stack.shop_db, list(sent_by))
    firsts = [v for r in results for v in r.first]
    finals = [v for r in results for v in r.final]
    return {
        "n": n,
        "mode": "signed in" if signed_in else "signed out",
        "sent": sum(len(r.sent) for r in results),
        "answered": answered,
        "stored": stored,
        "wrong": wrong,
        "partial": partial,
        "errors": Counter(e.split(":")[0] for r in results for e in r.errors),
        "first": firsts,
        "final": finals,
        "turns_per_s": answered / elapsed if elapsed else 0.0,
        "cpu_ms": [
            (after - before) * 1000 / max(answered, 1)
            for before, after in zip(cpu_before, cpu_after, strict=True)
        ],
    }


async def restart_memory(stack: Stack) -> None:
    await asyncio.sleep(0.5)  # the first turns are under way
    stack.memory.proc.kill()
    stack.memory.proc.wait(5)
    await asyncio.sleep(1.5)
    stack.memory.start()
    await wait_http(stack.memory_url + "/health")


def report(row: dict) -> None:
    first, final = row["first"], row["final"]
    daphne_ms, memory_ms = row["cpu_ms"]
    print(
        f"  {row['mode']:<10}  sent {row['sent']:4d}  answered {row['answered']:4d}  "
        f"stored {row['stored']:4d}  wrong shopper {row['wrong']}  "
        f"recall not in full {row['partial']:3d}  {row['turns_per_s']:5.1f} turns/s"
    )
    print(
        f"              first fragment p50 {percentile(first, 50):6.0f}  p95 "
        f"{percentile(first, 95):6.0f}  max {max(first, default=float('nan')):6.0f} ms | final p50 "
        f"{percentile(final, 50):6.0f}  p95 {percentile(final, 95):6.0f}  max "
        f"{max(final, default=float('nan')):6.0f} ms"
    )
    print(
        f"              CPU per turn: daphne {daphne_ms:5.1f} ms + memory_server "
        f"{memory_ms:5.1f} ms = {daphne_ms + memory_ms:5.1f} ms"
        + (f"   errors {dict(row['errors'])}" if row["errors"] else "")
    )


async def run(args) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="load-bench-"))
    memory_port, shop_port = free_port(), free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ASSISTANT_"))},
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DATABASE_URL": f"sqlite:///{workdir / 'shop.sqlite3'}",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "DJANGO_SECURE_COOKIES": "0",
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "ASSISTANT_MODEL": "offline",
        "LOG_LEVEL": "WARNING",
    }
    print(f"load benchmark: shop on 127.0.0.1:{shop_port}, memory_server on {memory_port}")
    await asyncio.to_thread(prepare_database, env)
    memory = Process(
        "memory_server",
        [PYTHON, "-m", "memory_server", "--host", "127.0.0.1", "--port", str(memory_port),
         "--db", str(workdir / "agentmemory.sqlite3"), "--log-level", "warning"],
        env, workdir / "memory_server.log",
    ).start()  # fmt: skip
    memory_url = f"http://127.0.0.1:{memory_port}"
    proxy = None
    agent_memory_url = memory_url
    if args.fault:
        proxy = await FaultProxy(memory_port).start()
        agent_memory_url = f"http://127.0.0.1:{proxy.port}"
    daphne = Process(
        "daphne",
        [PYTHON, "-m", "daphne", "-b", "127.0.0.1", "-p", str(shop_port), "-v", "0",
         "config.asgi:application"],
        {**env, "AGENT_MEMORY_URL": agent_memory_url}, workdir / "daphne.log",
    ).start()  # fmt: skip
    spies: list[subprocess.Popen] = []
    try:
        await wait_http(memory_url + "/health")
        base = f"http://127.0.0.1:{shop_port}"
        await wait_http(base + "/login/")
        stack = Stack(base, memory_url, workdir / "shop.sqlite3", daphne, memory, proxy)
        # Warm both processes (imports, the embedding model, first queries) outside the figures.
        await phase(stack, 2, True, None)
        load = os.getloadavg()
        print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f}")
        if args.fault:
            print(f"fault during the signed-in phases: {args.fault}")
        for n in args.shoppers:
            print(f"\n{n} shoppers x {MESSAGES_PER_SHOPPER} messages")
            for signed_in in (False, True):
                if args.profile and n == max(args.shoppers):
                    spies = start_profiles(args.profile, stack, n, signed_in)
                row = await phase(stack, n, signed_in, args.fault)
                for spy in spies:
                    spy.send_signal(signal.SIGINT)
                    spy.wait(30)
                spies = []
                report(row)
        print(f"\nmachine load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    finally:
        for spy in spies:
            spy.kill()
        daphne.stop()
        memory.stop()
        if proxy:
            await proxy.stop()
        if not args.keep:
            shutil.rmtree(workdir, ignore_errors=True)
        else:
            print(f"logs and databases kept in {workdir}")


def prepare_database(env: dict[str, str]) -> None:
    """Migrate the benchmark's database and import the shipped catalogue (212 products)."""
    manage = [PYTHON, "manage.py"]
    subprocess.run([*manage, "migrate", "-v", "0"], env=env, cwd=ROOT, check=True)  # noqa: S603
    subprocess.run(  # noqa: S603 - our own interpreter, fixed argv
        [*manage, "import_catalog", "shop/catalogue/catalogue.json"],
        env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip


def start_profiles(prefix: str, stack: Stack, n: int, signed_in: bool) -> list[subprocess.Popen]:
    """py-spy on both processes for one phase: folded stacks in PREFIX-{process}-{mode}-N.txt."""
    spy = shutil.which("py-spy") or str(Path(PYTHON).with_name("py-spy"))
    Path(prefix).parent.mkdir(parents=True, exist_ok=True)
    spies = []
    for name, process in (("daphne", stack.daphne), ("memory", stack.memory)):
        out = f"{prefix}-{name}-{'in' if signed_in else 'out'}-{n}.txt"
        spies.append(
            subprocess.Popen(  # noqa: S603 - fixed argv
                [
                    spy,
                    "record",
                    "--pid",
                    str(process.pid),
                    "--format",
                    "raw",
                    "--rate",
                    "200",
                    "--output",
                    out,
                    "--nonblocking",
                    "--gil",  # only the thread holding the GIL: shares of CPU, not of waits
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )  # fmt: skip
        )
    time.sleep(1.0)  # py-spy attaches
    return spies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shoppers", type=int, nargs="+", default=[10, 25, 50])
    parser.add_argument(
        "--fault", choices=["latency2", "latency5", "error500", "hang", "restart"], default=None
    )
    parser.add_argument("--profile", metavar="PREFIX", help="py-spy the phases of the largest N")
    parser.add_argument("--keep", action="store_true", help="keep the temp directory")
    args = parser.parse_args()
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
