"""`manage.py demo` (issue 2, deliverable 8): serves the shop, and Ctrl-C stops it cleanly."""

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from shop.management.commands.demo import is_default_local_url, memory_health
from tests.fresh_process import HASHING_EMBEDDERS

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:8080", True),
        ("http://localhost:8080/", True),
        ("http://127.0.0.1:9000", False),
        ("https://memory.example.com", False),
    ],
)
def test_only_the_default_local_url_gets_a_local_server(url, local):
    assert is_default_local_url(url) is local


def test_memory_health_is_false_when_nothing_answers():
    assert memory_health(f"http://127.0.0.1:{free_port()}", timeout=0.5) is False


def test_memory_health_is_true_for_memory_server(memory_server):
    assert memory_health(memory_server.url) is True


def start_demo(tmp_path, port: int, *args: str, sigint_ignored: bool = False, **env):
    """`manage.py demo` in a process group of its own (so a failing test can kill it whole),
    output piped and merged."""
    environ = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'demo.sqlite3'}",
        "AGENT_MEMORY_URL": f"http://127.0.0.1:{free_port()}",  # external and down: not started
        **HASHING_EMBEDDERS,
        **env,
    }
    command = [sys.executable, "manage.py", "demo", "--port", str(port), *args]
    if sigint_ignored:
        # What a shell does to a background job (`nohup pytest ... &`): SIGINT ignored, and the
        # ignoring inherited through exec.
        command = ["sh", "-c", 'trap "" INT; exec "$@"', "sh", *command]
    return subprocess.Popen(  # noqa: S603
        command,
        cwd=ROOT,
        env=environ,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )


def kill_demo(process: subprocess.Popen) -> str:
    """Kill the demo's whole process group and return what it printed, never blocking: an
    orphaned child that still holds the pipe is not waited for."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)
    try:
        output, _ = process.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.stdout.close()
        process.wait(timeout=10)
        output = "(output not read: a child of the demo still holds the pipe)"
    return output or ""


def wait_for_shop(process: subprocess.Popen, port: int) -> httpx.Response:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        try:
            return httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
        except httpx.HTTPError:
            time.sleep(0.3)
    raise AssertionError("the demo's shop did not answer within 60 s")


def children(pid: int) -> list[int]:
    """The pids of `pid`'s child processes (Linux /proc)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, IndexError, ValueError):
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
    return found


def command_line(pid: int) -> bytes | None:
    """`pid`'s command line while it runs (not a zombie), else None (Linux /proc)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except (OSError, IndexError):
        return None
    return None if state == "Z" else command


@pytest.mark.parametrize(
    ("stop_signal", "sigint_ignored"),
    [(signal.SIGINT, False), (signal.SIGINT, True), (signal.SIGTERM, False)],
    ids=["ctrl-c", "ctrl-c-under-nohup", "sigterm"],
)
def test_demo_serves_the_shipped_catalogue_and_stops_on_a_signal(
    tmp_path, stop_signal, sigint_ignored
):
    """Also when started with SIGINT ignored, as under `nohup ... &` (QA bug 8): the demo
    installs its own handler. The test never hangs: bounded waits, the group killed on failure."""
    port = free_port()
    process = start_demo(tmp_path, port, sigint_ignored=sigint_ignored)
    try:
        page = wait_for_shop(process, port)
        assert page.status_code == 200
        assert "of 212 products" in page.text
        process.send_signal(stop_signal)
        output, _ = process.communicate(timeout=30)
    except BaseException:
        print(kill_demo(process))
        raise

    assert process.returncode == 0, output
    assert "212 created" in output
    assert f"Shop:          http://127.0.0.1:{port}/" in output
    assert "AGENT_MEMORY_URL, external" in output
    assert "Stopped the shop." in output
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/", timeout=2)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_children_die_with_a_killed_demo(tmp_path):
    """QA bug 8: a demo killed outright (SIGKILL: no handler runs) used to leave daphne and
    memory_server running, holding the port and the demo's output pipe."""
    port = free_port()
    process = start_demo(
        tmp_path,
        port,
        "--memory-port",
        "0",
        AGENT_MEMORY_URL="http://127.0.0.1:8080",
        MEMORY_SERVER_DB=str(tmp_path / "agentmemory.sqlite3"),
        LOG_LEVEL="WARNING",
    )
    spawned: dict[int, bytes | None] = {}  # pid -> its command line, to never hit a reused pid
    try:
        assert wait_for_shop(process, port).status_code == 200
        spawned = {pid: command_line(pid) for pid in children(process.pid)}
        assert len(spawned) == 2, spawned  # daphne and memory_server

        process.kill()  # SIGKILL to the demo alone, not its group: no handler of its runs
        process.wait(timeout=10)
        deadline = time.monotonic() + 20
        running = list(spawned)
        while running and time.monotonic() < deadline:
            time.sleep(0.2)
            running = [pid for pid, command in spawned.items() if command_line(pid) == command]
        assert not running, [spawned[pid] for pid in running]
        process.communicate(timeout=10)  # the pipe closes: no child holds it any more
    finally:
        for pid, command in spawned.items():  # only our own children, still what they were
            if command is not None and command_line(pid) == command:
                os.kill(pid, signal.SIGKILL)
        kill_demo(process)
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
