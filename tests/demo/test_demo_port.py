"""`manage.py demo` starts its own memory_server on a free port (issue 13 item 9).

Before, the demo started memory_server only on 8080, and ran without memory when something
else held that port. Here the wanted port is held by a socket that speaks no HTTP: the demo
must start memory_server on another, free port, say which, and point the shop (daphne) at it.
No fixed port is used: the machine is shared.
"""

from __future__ import annotations

import contextlib
import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from tests.fresh_process import HASHING_EMBEDDERS

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def children_environ(pid: int) -> list[dict[str, str]]:
    """The environments of `pid`'s child processes (Linux /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) != pid:
                continue
            raw = (stat.parent / "environ").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        pairs = (item.split(b"=", 1) for item in raw.split(b"\0") if b"=" in item)
        found.append({k.decode(): v.decode(errors="replace") for k, v in pairs})
    return found


def demo_environ(tmp_path: Path) -> dict[str, str]:
    """The environment for a `manage.py demo` of its own: databases under `tmp_path`, and no
    AGENT_MEMORY_URL, so the demo starts the local memory_server itself."""
    env = {k: v for k, v in os.environ.items() if k != "AGENT_MEMORY_URL"}
    env.update(
        DATABASE_URL=f"sqlite:///{tmp_path / 'demo.sqlite3'}",
        MEMORY_SERVER_DB=str(tmp_path / "agentmemory.sqlite3"),
        LOG_LEVEL="WARNING",
        **HASHING_EMBEDDERS,
    )
    return env


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs Linux /proc")
def test_demo_starts_memory_on_a_free_port_when_its_port_is_taken(tmp_path):
    shop_port = free_port()
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()  # something else, not an Agent Memory server, holds this port
    taken = holder.getsockname()[1]
    env = demo_environ(tmp_path)
    process = subprocess.Popen(  # noqa: S603 - our interpreter, fixed arguments
        [
            sys.executable,
            "manage.py",
            "demo",
            "--port",
            str(shop_port),
            "--memory-port",
            str(taken),
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(
        target=lambda: [lines.put(line) for line in process.stdout], daemon=True
    ).start()
    output: list[str] = []
    try:
        deadline = time.monotonic() + 120
        while not any("Press Ctrl-C to stop." in line for line in output):
            assert time.monotonic() < deadline and process.poll() is None, "".join(output)
            with contextlib.suppress(queue.Empty):
                output.append(lines.get(timeout=1))
        text = "".join(output)
        assert f"Port {taken} is taken; starting on a free port instead." in text
        match = re.search(
            r"Agent Memory:\s+(http://127\.0\.0\.1:(\d+)) \(local memory_server", text
        )
        assert match, text
        memory_url, memory_port = match[1], int(match[2])
        assert memory_port != taken
        assert httpx.get(f"{memory_url}/health", timeout=2).json()["status"] == "healthy"
        # The shop (daphne, a child of the demo) is pointed at that server.
        assert memory_url in [e.get("AGENT_MEMORY_URL") for e in children_environ(process.pid)]
        # The banner comes once the shop listens: a presenter's first click is answered (a
        # new user's try, 2026-12-06: it came 3 s before daphne did).
        assert httpx.get(f"http://127.0.0.1:{shop_port}/", timeout=10).status_code == 200
    finally:
        holder.close()
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"{memory_url}/health", timeout=2)


def test_the_demo_says_when_memory_goes_down_and_comes_back(memory_server):
    """Item 8: what a presenter needs at INFO is up and down, said once per change."""
    import io

    from shop.management.commands.demo import Command

    out, err = io.StringIO(), io.StringIO()
    command = Command(stdout=out, stderr=err)
    dead = f"http://127.0.0.1:{free_port()}"

    assert command.watch_memory(dead, True) is False
    assert command.watch_memory(dead, False) is False
    assert err.getvalue().count(f"Agent Memory at {dead} is not answering") == 1
    assert command.watch_memory(memory_server.url, False) is True
    assert command.watch_memory(memory_server.url, True) is True
    assert out.getvalue().count(f"Agent Memory at {memory_server.url} answers again") == 1
