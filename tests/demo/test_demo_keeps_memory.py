"""`manage.py demo` keeps the memory server it started alive (issue 19 item 7).

For real: the demo runs in a subprocess with its own memory_server; the test stores a fact,
kills the memory server outright, and sees the demo say so, start it again on the same port
with the same database (the fact still there), and say when it answers again. The bound on
attempts is tested in-process with a port that something else holds.
"""

from __future__ import annotations

import asyncio
import io
import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import httpx
import pytest
from agentmemory import AsyncAgentMemoryClient

from shop.management.commands import demo
from tests.demo.test_demo_port import demo_environ, free_port

ROOT = Path(__file__).resolve().parents[2]


class Output:
    """The demo's merged output, read in a thread so the pipe never fills."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(
            target=lambda: [self.lines.put(line) for line in process.stdout], daemon=True
        ).start()
        self.process = process

    def until(self, pattern: str, within: float = 90) -> re.Match:
        """The first line not matched before that matches `pattern`, waiting up to `within`
        seconds; fails with the output so far once the demo has exited without it."""
        deadline = time.monotonic() + within
        while True:
            for line in self.seen:
                if match := re.search(pattern, line):
                    self.seen.remove(line)
                    return match
            exited = self.process.poll() is not None
            assert time.monotonic() < deadline, "".join(self.seen)
            try:
                self.seen.append(self.lines.get(timeout=1))
            except queue.Empty:
                assert not exited, "".join(self.seen)


async def store_fact(url: str, user_id: str) -> None:
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        user = await client.create_user(user_id, user_id)
        session = await user.create_session("session1")
        await session.add_memory(
            facts=["The shopper wears size M."],
            annotations={"type": "fact"},
            memory_block_ttl=0,
            context_required=False,
        )


async def stored_facts(url: str, user_id: str) -> list[str]:
    async with AsyncAgentMemoryClient(url, max_retries=0) as client:
        user = await client.get_user(user_id)
        page = await user.list_memories(session_ids="all", limit=50)
        return [b.fact for b in page.memory_blocks if b.fact]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="kills a child by pid")
def test_a_killed_memory_server_comes_back_on_its_port_with_its_data(tmp_path):
    memory_port = free_port()
    env = demo_environ(tmp_path)
    process = subprocess.Popen(  # noqa: S603 - our interpreter, fixed arguments
        [sys.executable, "manage.py", "demo", "--port", str(free_port()),
         "--memory-port", str(memory_port)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True,
    )  # fmt: skip
    output = Output(process)
    url = f"http://127.0.0.1:{memory_port}"
    try:
        first = int(output.until(rf"Agent Memory:\s+{url} \(local memory_server .* pid (\d+)")[1])
        output.until("Press Ctrl-C to stop.")
        user_id = f"keep-{uuid.uuid4().hex[:10]}"
        asyncio.run(store_fact(url, user_id))

        os.kill(first, signal.SIGKILL)

        output.until(
            rf"The local Agent Memory server on {url} stopped \(exit status -9\); restarting it "
            rf"on port {memory_port} with the same database"
        )
        again = output.until(
            rf"The local Agent Memory server answers again on {url} \(pid (\d+), attempt 1 of 5\)"
            r": memory is back on\."
        )
        assert int(again[1]) != first
        assert httpx.get(f"{url}/health", timeout=2).json()["status"] == "healthy"
        assert asyncio.run(stored_facts(url, user_id)) == ["The shopper wears size M."]
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
    output.until("Stopped the shop and the memory server.", within=5)
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{url}/health", timeout=2)


def test_restarts_are_bounded_and_the_demo_says_it_gave_up(tmp_path, monkeypatch):
    """A port something else holds (not an Agent Memory server): a bounded number of
    attempts, then the command a presenter can run by hand."""
    monkeypatch.setattr(demo, "MEMORY_RESTART_BACKOFF_SECONDS", (0.01, 0.02, 0.03))
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    port = holder.getsockname()[1]
    dead = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])  # noqa: S603
    dead.wait()
    local = demo.LocalMemory(
        port=port, database=tmp_path / "memory.sqlite3", log_path=tmp_path / "log",
        process=dead,
    )  # fmt: skip
    out, err = io.StringIO(), io.StringIO()
    try:
        assert local.died()
        assert demo.Command(stdout=out, stderr=err).revive_memory(local) is False
    finally:
        holder.close()

    said = err.getvalue()
    assert f"stopped (exit status 3); restarting it on port {port}" in said
    assert [f"attempt {n} of 3" in said for n in (1, 2, 3)] == [True] * 3
    assert "Gave up restarting the local Agent Memory server after 3 attempts" in said
    assert f"--port {port} --db {tmp_path / 'memory.sqlite3'}" in said
    assert local.process is None and not local.died() and out.getvalue() == ""
