"""Recall latency: the three searches concurrent versus sequential (issue 4 item 7, M5).

Starts memory_server on a free port (temp database; its own process unless --in-process),
stores N blocks for one
shopper across earlier visits (90 % turns, 10 % facts, 200 blocks per session) plus a current
conversation, injects a per-request server latency, then times, for each N:

- concurrent: `memory.recall()` as the assistant calls it (three searches at once);
- sequential: the same three searches awaited one after another;
- each search alone; "slowest single" is the slowest of the three alone.

Prints p50 / p95 (ms) and the ratio concurrent p50 / slowest-single p50 (target <= 1.3).

    uv run python benchmarks/recall_bench.py                      # 1k and 10k blocks, 50 ms
    uv run python benchmarks/recall_bench.py --sizes 1000 --latency 0.1 --runs 50
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ["MEMORY_OPS_LOG_ENABLED"] = "0"  # measure memory, not the local database

import django  # noqa: E402
import httpx  # noqa: E402

django.setup()
logging.getLogger("httpx").setLevel(logging.WARNING)  # no line per request
logging.getLogger("agentmemory").setLevel(logging.WARNING)

from agentmemory import AsyncAgentMemoryClient  # noqa: E402
from django.conf import settings  # noqa: E402

from memory import recall as recall_module  # noqa: E402
from memory import services as memory  # noqa: E402
from memory.oplog import Kind  # noqa: E402
from memory_server import ServerSettings  # noqa: E402
from memory_server.testing import ServerThread  # noqa: E402

SESSION_SIZE = 200
WRITE_BATCH = 200
MESSAGE = "do you have a navy wool coat in size M under 150 EUR?"
TOPICS = ["coats", "jeans", "sneakers", "a wedding suit", "running shoes", "scarves", "dresses"]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


async def seed(url: str, user_id: str, blocks: int, current_turns: int) -> str:
    """Store `blocks` blocks in earlier visits and `current_turns` turns in the current one."""
    async with AsyncAgentMemoryClient(url, timeout=600, max_retries=0) as client:
        user = await client.create_user(user_id, "Bench Shopper")
        written, n = 0, 0
        while written < blocks:
            n += 1
            session = await user.create_session(f"session{n}")
            size = min(SESSION_SIZE, blocks - written)
            facts = size // 10
            turns = size - facts
            for start in range(0, turns, WRITE_BATCH):
                count = min(WRITE_BATCH, turns - start)
                await session.add_memory(
                    messages=[
                        {
                            "user_content": f"visit {n}: any {TOPICS[(start + i) % len(TOPICS)]}"
                            f" in size {'SML'[i % 3]}? (#{start + i})",
                            "assistant_content": f"Here are some options, number {start + i}.",
                        }
                        for i in range(count)
                    ],
                    annotations={"type": "turn"},
                    context_required=False,
                )
            if facts:
                await session.add_memory(
                    facts=[
                        f"The shopper likes {TOPICS[i % len(TOPICS)]} ({n}.{i})."
                        for i in range(facts)
                    ],
                    annotations={"type": "fact"},
                    memory_block_ttl=0,
                    context_required=False,
                )
            await session.end()
            written += size
        current = await user.create_session(f"session{n + 1}")
        for i in range(current_turns):
            await current.add_memory(
                messages=[{"user_content": f"current question {i}", "assistant_content": "ok"}],
                annotations={"type": "turn"},
                context_required=False,
            )
        return current.session_id


def fresh_message() -> str:
    """A shopper message never sent before: each recall pays for embedding its query once, as
    a real turn does (the server caches query vectors, so a repeated text would skip that)."""
    global _sent
    _sent += 1
    return f"{MESSAGE} (visit {_sent})"


_sent = 0


def searches(user_id: str, session_id: str, turn_count: int):
    """The three recall searches as separate coroutine factories (recall's own internals), each
    with a fresh message."""
    return {
        "search 1": lambda: recall_module._search_1(
            user_id, session_id, fresh_message(), turn_count
        ),
        "search 2": lambda: recall_module._search_cross(
            Kind.SEARCH_2,
            user_id,
            session_id,
            fresh_message(),
            "fact",
            settings.MEMORY_CROSS_SESSION_FACT_K,
        ),
        "search 3": lambda: recall_module._search_cross(
            Kind.SEARCH_3,
            user_id,
            session_id,
            fresh_message(),
            "turn",
            settings.MEMORY_CROSS_SESSION_TURN_K,
        ),
    }


async def timed(factory) -> float:
    started = time.perf_counter()
    await factory()
    return (time.perf_counter() - started) * 1000


async def measure(
    user_id: str, session_id: str, turn_count: int, runs: int
) -> dict[str, list[float]]:
    parts = searches(user_id, session_id, turn_count)

    async def concurrent():
        result = await memory.recall(
            user_id=user_id, session_id=session_id, message=fresh_message(), turn_count=turn_count
        )
        assert not result.failed, result.failed

    async def sequential():
        # One message for the three, as recall would send: the first search embeds it.
        message = fresh_message()
        await recall_module._search_1(user_id, session_id, message, turn_count)
        for kind, block_type, k in (
            (Kind.SEARCH_2, "fact", settings.MEMORY_CROSS_SESSION_FACT_K),
            (Kind.SEARCH_3, "turn", settings.MEMORY_CROSS_SESSION_TURN_K),
        ):
            await recall_module._search_cross(kind, user_id, session_id, message, block_type, k)

    timings: dict[str, list[float]] = {"concurrent": [], "sequential": [], **{k: [] for k in parts}}
    for _ in range(3):  # warm-up: connections, embedder, caches
        await concurrent()
    for _ in range(runs):
        timings["concurrent"].append(await timed(concurrent))
        timings["sequential"].append(await timed(sequential))
        for name, factory in parts.items():
            timings[name].append(await timed(factory))
    return timings


class Server:
    """memory_server in its own process (default, like production) or in-process (a thread,
    sharing this process's GIL). `latency` is the injected per-request latency in seconds;
    the in-process server only applies it after seeding."""

    def __init__(self, tmp: str, latency: float, in_process: bool, embedder: str = "") -> None:
        self.latency, self.in_process = latency, in_process
        db = str(Path(tmp) / "bench.sqlite3")
        if in_process:
            settings_ = ServerSettings(db_path=db, embedder=embedder or "auto")
            self.thread = ServerThread(settings_).start()
            self.url, self.embedder = self.thread.url, self.thread.state.embedder.name
            return
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        env = {**os.environ, "LOCAL_AM_LATENCY_SECONDS": str(latency)}
        if embedder:
            env["LOCAL_AM_EMBEDDER"] = embedder
        self.process = subprocess.Popen(  # noqa: S603 - our own server module
            [
                sys.executable,
                "-m",
                "memory_server",
                "--port",
                str(port),
                "--db",
                db,
                "--log-level",
                "warning",
            ],
            env=env,
            cwd=Path(__file__).resolve().parent.parent,
        )
        self.url, self.embedder = f"http://127.0.0.1:{port}", embedder or "auto"
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(self.url + "/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError("memory_server did not start")
            time.sleep(0.2)

    def inject(self, on: bool) -> None:
        if self.in_process:
            self.thread.settings.latency_seconds = self.latency if on else 0.0

    def stop(self) -> None:
        if self.in_process:
            self.thread.stop()
        else:
            self.process.terminate()
            self.process.wait(10)


async def run(args) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(tmp, args.latency, args.in_process, args.embedder)
        settings.AGENT_MEMORY_URL = server.url
        where = "in-process thread" if args.in_process else "separate process"
        print(
            f"memory_server {server.url} ({where}, embedder {server.embedder}), injected latency {args.latency * 1000:.0f} ms "
            f"per request, {args.runs} runs, load average {os.getloadavg()[0]:.1f}\n"
        )
        header = f"{'blocks':>7} {'mode':<26} {'what':<11} {'p50 ms':>8} {'p95 ms':>8}"
        try:
            for size in args.sizes:
                for turn_count, mode in ((6, "list (6 turns)"), (12, "search+window (12 turns)")):
                    user_id = f"bench-{size}-{turn_count}-{int(time.time())}"
                    started = time.perf_counter()
                    session_id = await seed(server.url, user_id, size, turn_count)
                    seeded = time.perf_counter() - started
                    server.inject(True)
                    timings = await measure(user_id, session_id, turn_count, args.runs)
                    server.inject(False)
                    print(f"{size} blocks seeded in {seeded:.1f} s; {mode}")
                    print(header)
                    for what, values in timings.items():
                        print(
                            f"{size:>7} {mode:<26} {what:<11} "
                            f"{percentile(values, 50):>8.1f} {percentile(values, 95):>8.1f}"
                        )
                    singles = ("search 1", "search 2", "search 3")
                    slowest = max(statistics.median(timings[k]) for k in singles)
                    ratio = statistics.median(timings["concurrent"]) / slowest
                    speedup = statistics.median(timings["sequential"]) / statistics.median(
                        timings["concurrent"]
                    )
                    print(
                        f"ratio concurrent / slowest single search (p50): {ratio:.2f} "
                        f"(target <= 1.3); sequential / concurrent: {speedup:.2f}x\n",
                        flush=True,
                    )
        finally:
            print(f"load average at the end: {os.getloadavg()[0]:.1f}")
            await memory_client_close()
            server.stop()


async def memory_client_close() -> None:
    from memory.client import close_clients

    await close_clients()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated block counts")
    parser.add_argument("--latency", type=float, default=0.05, help="seconds per request")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument(
        "--embedder", default="", help='memory_server embedder: "onnx", "hashing" (default auto)'
    )
    parser.add_argument(
        "--in-process", action="store_true", help="run memory_server in a thread of this process"
    )
    args = parser.parse_args()
    args.sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
