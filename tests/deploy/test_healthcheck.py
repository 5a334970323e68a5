"""deploy/healthcheck.py, the shop image's HEALTHCHECK (issue 7, Deliver 1).

The script runs as a real subprocess against a real HTTP server on a free port, exactly as
Docker runs it inside the container.
"""

import http.server
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "deploy" / "healthcheck.py"


class Recorder(http.server.BaseHTTPRequestHandler):
    """Answers every GET with `status` and records the request line and headers."""

    status = 200
    seen: list[dict[str, str]] = []

    def do_GET(self):  # noqa: N802 - the http.server hook name
        type(self).seen.append({"path": self.path, **dict(self.headers.items())})
        self.send_response(type(self).status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


@pytest.fixture
def server() -> Iterator[type[Recorder]]:
    handler = type("Handler", (Recorder,), {"status": 200, "seen": []})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    handler.port = httpd.server_address[1]
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield handler
    httpd.shutdown()
    httpd.server_close()


def run_healthcheck(port: int, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    environment.update(PORT=str(port), HEALTHCHECK_TIMEOUT_SECONDS="3", **env)
    return subprocess.run(  # noqa: S603 - fixed argv, our own interpreter and script
        [sys.executable, str(SCRIPT)], env=environment, capture_output=True, text=True, timeout=30
    )


def test_healthy_server_exits_zero_and_probe_passes_host_validation_and_https_redirect(server):
    result = run_healthcheck(server.port, DJANGO_ALLOWED_HOSTS=" .shop.example.com, localhost")
    assert result.returncode == 0, result.stdout + result.stderr
    (request,) = server.seen
    assert request["path"] == "/healthz"
    assert request["Host"] == "shop.example.com"
    assert request["X-Forwarded-Proto"] == "https"
    assert "answered 200" in result.stdout


def test_wildcard_hosts_are_skipped_and_the_path_is_configurable(server):
    result = run_healthcheck(
        server.port, DJANGO_ALLOWED_HOSTS="*,shop.example.com", HEALTHCHECK_PATH="/admin/login/"
    )
    assert result.returncode == 0
    assert server.seen[0]["Host"] == "shop.example.com"
    assert server.seen[0]["path"] == "/admin/login/"


def test_a_redirect_still_counts_as_alive(server):
    server.status = 301
    assert run_healthcheck(server.port).returncode == 0


@pytest.mark.parametrize("status", [400, 500, 503])
def test_error_status_exits_one(server, status):
    server.status = status
    result = run_healthcheck(server.port)
    assert result.returncode == 1
    assert f"answered {status}" in result.stdout


def test_nothing_listening_exits_one():
    with socket.socket() as probe:  # a port that was free a moment ago and is closed now
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = run_healthcheck(port)
    assert result.returncode == 1
    assert "failed" in result.stdout
