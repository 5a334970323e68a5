"""Benchmark memory_server for one user with 1k, 10k and 50k memory blocks (issue 3 item 9).

    uv run python benchmarks/memory_server_bench.py            # 1000 10000 50000
    uv run python benchmarks/memory_server_bench.py 1000 10000 # chosen sizes

For each size it starts `python -m memory_server` in a subprocess on a fresh temp database
(the default embedder: all-MiniLM-L6-v2 int8 ONNX), then through the real SDK over HTTP:
  - ingest: facts in requests of 100, async_processing=true with extraction on; "accepted/s" is
    the HTTP write rate (embedding included), "ready/s" counts until the worker has extracted all;
  - search: 200 semantic searches over all sessions (query embedding included), relevant_k=10;
  - list: 200 list_memories pages of 20 at random offsets in the newest 1000;
  - peak RSS of the server process (VmHWM).
Latencies are client-measured wall-clock per request. Targets at 10k blocks: search p95 <= 25 ms,
list p95 <= 10 ms. It prints a Markdown table.
"""

from __future__ import annotations

import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from agentmemory import AgentMemoryClient, FilterOptions

ROOT = Path(__file__).resolve().parent.parent
SESSIONS = 10
BATCH = 100
QUERIES = 200

COLOURS = ["black", "white", "navy", "red", "green", "yellow", "beige", "brown", "grey", "olive"]
ITEMS = ["jacket", "coat", "jumper", "dress", "trainers", "boots", "shirt", "scarf", "jeans", "hat"]
OCCASIONS = ["a wedding", "the office", "running", "the beach", "a party", "hiking", "winter"]
TEMPLATES = [
    "The shopper wears size {size} in {item}s.",
    "The shopper does not like {colour} {item}s.",
    "The shopper is looking for a {colour} {item} for {occasion}.",
    "The shopper bought a {colour} {item} on visit {n}.",
    "The shopper asked whether the {item} comes in {colour} for {occasion}.",
]
QUERY_TEXTS = [
    "what size does the shopper wear",
    "colours the shopper avoids",
    "something for a wedding",
    "running gear they wanted",
    "what did they buy last time",
    "do they like yellow",
    "a warm coat for winter",
    "shoes for hiking",
]


def fact(rng: random.Random, n: int) -> str:
    return rng.choice(TEMPLATES).format(
        size=rng.choice(["XS", "S", "M", "L", "XL", "40", "42", "44"]),
        colour=rng.choice(COLOURS),
        item=rng.choice(ITEMS),
        occasion=rng.choice(OCCASIONS),
        n=n,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def peak_rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(p / 100 * (len(values) - 1)))]


def run(size: int) -> dict[str, float]:
    rng = random.Random(size)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, AGENTMEMORY_QUEUE_MAX_SIZE=str(size * 2))
        proc = subprocess.Popen(  # noqa: S603
            [sys.executable, "-m", "memory_server", "--port", str(port), "--db", f"{tmp}/b.db"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    if httpx.get(f"{url}/health").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("server did not start")
                time.sleep(0.1)
            client = AgentMemoryClient(url, max_retries=0, timeout=120)
            user = client.create_user("bench", "Bench")
            sessions = [user.create_session(f"session{i}") for i in range(SESSIONS)]

            start = time.perf_counter()
            for i in range(0, size, BATCH):
                facts = [fact(rng, i + j) for j in range(min(BATCH, size - i))]
                sessions[(i // BATCH) % SESSIONS].add_memory(facts=facts)
            accepted = time.perf_counter() - start
            while True:
                stats = httpx.get(f"{url}/health/async-batch-processor").json()
                if stats["queue"]["size"] == 0 and stats["queue"]["processing"] == 0:
                    break
                time.sleep(0.05)
            ready = time.perf_counter() - start

            everywhere = FilterOptions(session_ids="all", relevant_k=10)
            sessions[0].search_memory("warm up", everywhere)  # builds the in-memory index
            search = []
            for q in range(QUERIES):
                text = f"{QUERY_TEXTS[q % len(QUERY_TEXTS)]} {q}"
                t = time.perf_counter()
                found = sessions[0].search_memory(text, everywhere)
                search.append((time.perf_counter() - t) * 1000)
                assert found.count == 10
            listing = []
            for _ in range(QUERIES):
                offset = rng.randrange(0, max(1, min(size, 1000) - 20))
                t = time.perf_counter()
                page = user.list_memories(limit=20, offset=offset)
                listing.append((time.perf_counter() - t) * 1000)
                assert page.total == size
            client.close()
            return {
                "size": size,
                "accepted_per_s": size / accepted,
                "ready_per_s": size / ready,
                "search_p50": statistics.median(search),
                "search_p95": pct(search, 95),
                "list_p50": statistics.median(listing),
                "list_p95": pct(listing, 95),
                "rss": peak_rss_mib(proc.pid),
            }
        finally:
            proc.terminate()
            proc.wait(30)


def main(argv: list[str]) -> None:
    sizes = [int(a) for a in argv] or [1000, 10_000, 50_000]
    print(
        f"memory_server benchmark, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at start, "
        f"Python {sys.version.split()[0]}"
    )
    print()
    print(
        "| blocks | ingest accepted/s | ingest ready/s | search p50 ms | search p95 ms "
        "| list p50 ms | list p95 ms | peak RSS MiB |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in sizes:
        r = run(size)
        print(f"<!-- load average after {size:,}: {os.getloadavg()[0]:.1f} -->", file=sys.stderr)
        print(
            f"| {r['size']:,} | {r['accepted_per_s']:.0f} | {r['ready_per_s']:.0f} "
            f"| {r['search_p50']:.1f} | {r['search_p95']:.1f} | {r['list_p50']:.1f} "
            f"| {r['list_p95']:.1f} | {r['rss']:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main(sys.argv[1:])
