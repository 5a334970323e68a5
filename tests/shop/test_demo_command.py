"""`manage.py demo` (issue 2, deliverable 8): serves the shop, and Ctrl-C stops it cleanly."""

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


@pytest.mark.parametrize("stop_signal", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_demo_serves_the_shipped_catalogue_and_stops_on_a_signal(tmp_path, stop_signal):
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'demo.sqlite3'}",
        "AGENT_MEMORY_URL": f"http://127.0.0.1:{free_port()}",  # external and down: not started
    }
    process = subprocess.Popen(  # noqa: S603
        [sys.executable, "manage.py", "demo", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        page = None
        while time.monotonic() < deadline and process.poll() is None:
            try:
                page = httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
                break
            except httpx.HTTPError:
                time.sleep(0.3)
        assert page is not None and page.status_code == 200
        assert "of 212 products" in page.text
        process.send_signal(stop_signal)
        output, _ = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()

    assert process.returncode == 0, output
    assert "212 created" in output
    assert f"Shop:          http://127.0.0.1:{port}/" in output
    assert "AGENT_MEMORY_URL, external" in output
    assert "Stopped the shop." in output
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
