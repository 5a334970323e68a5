"""The image's runtime path without Docker (issue 7): the release step, then daphne in production.

`deploy/release.sh` (the compose `migrate` service) runs against a throwaway SQLite database;
then daphne serves `config.asgi:application` with DJANGO_DEBUG=0, as the image's CMD does, and
`deploy/healthcheck.py` (the image's HEALTHCHECK) probes it.
"""

import http.client
import os
import re
import shutil
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fresh_process import HASHING_EMBEDDERS

ROOT = Path(__file__).resolve().parents[2]
HOST = "shop.example.com"


def production_env(database: Path, **extra: str) -> dict[str, str]:
    """Environment of the shop container: production mode, this database, nothing inherited."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "DATABASE_", "REDIS_", "AGENT_MEMORY_"))
    }
    env.update(
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
        DATABASE_URL=f"sqlite:///{database}",
        **HASHING_EMBEDDERS,
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="release-test-" + "k3y-" * 12,
        DJANGO_ALLOWED_HOSTS=HOST,
        # Nothing listens here: the shop must serve pages with memory down (M10).
        AGENT_MEMORY_URL="http://127.0.0.1:9",
        **extra,
    )
    return env


def release(database: Path) -> subprocess.CompletedProcess:
    sh = shutil.which("sh")
    if sh is None:
        pytest.skip("no POSIX shell")
    return subprocess.run(  # noqa: S603 - fixed argv
        [sh, "deploy/release.sh"],
        cwd=ROOT,
        env=production_env(database),
        capture_output=True,
        text=True,
        timeout=300,
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def released(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    if not sorted((ROOT / "shop" / "catalogue").glob("*.json")):
        pytest.skip("no catalogue file shipped yet")
    database = tmp_path_factory.mktemp("release") / "release.sqlite3"
    return database, release(database)


@pytest.fixture(scope="module")
def daphne(released) -> Iterator[int]:
    database, result = released
    assert result.returncode == 0, result.stdout + result.stderr
    port = free_port()
    process = subprocess.Popen(  # noqa: S603 - fixed argv, the image's CMD
        [sys.executable, "-m", "daphne", "--bind", "127.0.0.1", "--port", str(port)]
        + ["--proxy-headers", "config.asgi:application"],
        cwd=ROOT,
        env=production_env(database),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, process.stderr.read()
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "daphne did not listen within 60 s"
                time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def get(port: int, path: str, headers: dict[str, str]) -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def test_release_migrates_imports_the_shipped_catalogue_and_is_idempotent(released):
    database, first = released
    assert first.returncode == 0, first.stdout + first.stderr
    created = re.search(r"(\d+) created, 0 updated, 0 unchanged", first.stdout)
    assert created and int(created.group(1)) > 0, first.stdout
    connection = sqlite3.connect(database)
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    finally:
        connection.close()
    assert "django_migrations" in tables

    second = release(database)
    assert second.returncode == 0, second.stdout + second.stderr
    assert f"0 created, 0 updated, {created.group(1)} unchanged" in second.stdout


def test_image_healthcheck_passes_against_daphne_in_production_mode(daphne, released):
    database, _ = released
    result = subprocess.run(  # noqa: S603 - fixed argv, the image's HEALTHCHECK
        [sys.executable, "deploy/healthcheck.py"],
        cwd=ROOT,
        env=production_env(database, PORT=str(daphne)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"(Host {HOST}) answered 200" in result.stdout


def test_production_daphne_redirects_plain_http_and_refuses_unknown_hosts(daphne):
    plain = get(daphne, "/", {"Host": HOST})
    assert plain.status == 301
    assert plain.getheader("Location") == f"https://{HOST}/"
    assert get(daphne, "/", {"Host": "evil.example", "X-Forwarded-Proto": "https"}).status == 400


def test_production_responses_carry_hsts_and_secure_cookies(daphne):
    response = get(daphne, "/", {"Host": HOST, "X-Forwarded-Proto": "https"})
    assert response.status == 200
    assert response.getheader("Strict-Transport-Security", "").startswith("max-age=3600")
    cookies = response.headers.get_all("Set-Cookie") or []
    # base.html renders the CSRF token for htmx, so every page sets csrftoken.
    assert any(cookie.startswith("csrftoken=") for cookie in cookies), cookies
    for cookie in cookies:
        assert "; Secure" in cookie, cookie


def test_healthz_answers_the_proxy_probe_in_production_mode(daphne):
    """Issue 20 item 4: Caddy probes each replica as http://127.0.0.1:PORT/healthz, with the
    replica's address as Host and no X-Forwarded-Proto: no redirect, no host check, 200."""
    response = get(daphne, "/healthz", {"Host": f"127.0.0.1:{daphne}"})
    assert response.status == 200
    assert response.getheader("Content-Type", "").startswith("text/plain")
    assert get(daphne, "/", {"Host": f"127.0.0.1:{daphne}"}).status == 400  # the rest checks
