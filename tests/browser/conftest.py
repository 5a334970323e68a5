"""Browser tests: the real panel in headless Debian Chromium, driven by Playwright.

The shop runs under daphne in a subprocess on a free port, against the on-disk test database
(so rows a test creates are visible to it), memory_server and the scripted model, both running
in this process over real HTTP. Chromium is Debian's (`apt-get install chromium`), never a
downloaded browser build.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from django.conf import settings

from scripts.chromium import CHROMIUM_FLAGS
from shop.importer import catalogue_import
from tests.assistant.conftest import PRODUCTS
from tests.edge_servers import model_settings

ROOT = Path(__file__).resolve().parents[2]


# Browser tests need Debian's Chromium (`apt-get install -y chromium`). On a machine without
# it they are skipped, with one line in the summary, and the rest of the suite runs; under CI
# (CI=true) a missing Chromium fails them instead, so CI never goes green without the browser.
CHROMIUM_MISSING = "Debian chromium is not installed (apt-get install -y chromium)"


def in_ci() -> bool:
    """True under CI (`CI=true`, as GitHub Actions, GitLab CI and most others set it)."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def pytest_collection_modifyitems(config, items):
    if shutil.which("chromium") is not None or in_ci():
        return
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.skip(reason=f"{CHROMIUM_MISSING}: browser test skipped"))


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    # Counted from the reports, not at collection: under pytest-xdist the workers collect and
    # only their reports reach the process that writes the summary.
    skipped = sum(
        CHROMIUM_MISSING in str(getattr(report, "longrepr", ""))
        for report in terminalreporter.stats.get("skipped", [])
    )
    if skipped:
        terminalreporter.write_line(
            f"{skipped} browser test{'s' if skipped != 1 else ''} skipped: {CHROMIUM_MISSING}. "
            "Under CI=true they fail instead.",
            yellow=True,
            bold=True,
        )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def serve_shop(memory_url: str, **model_env: str) -> Iterator[str]:
    """daphne serving config.asgi on a free port against the on-disk SQLite test database and
    the memory_server at `memory_url`; `model_env` sets the model variables. Yields the base
    URL; stops daphne on exit. Skips on another database (daphne must share the test file)."""
    database = settings.DATABASES["default"]
    if database["ENGINE"] != "django.db.backends.sqlite3":
        pytest.skip("browser tests share the SQLite test database file with daphne")
    port = _free_port()
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_DEBUG": "1",
        "DATABASE_URL": f"sqlite:///{database['NAME']}",
        "AGENT_MEMORY_URL": memory_url,
        "REDIS_URL": "",
        "LOG_LEVEL": "WARNING",
        **model_env,
    }
    process = subprocess.Popen(  # noqa: S603 -- our own interpreter and daphne, fixed arguments
        [
            sys.executable,
            "-m",
            "daphne",
            "-b",
            "127.0.0.1",
            "-p",
            str(port),
            "config.asgi:application",
        ],
        cwd=ROOT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(f"{url}/static/js/assistant.js", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise RuntimeError("daphne did not start")
        time.sleep(0.1)
    try:
        yield url
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def shop_server(django_db_setup, django_db_blocker, memory_server, scripted_server):
    """The shop with the scripted model; yields the base URL."""
    _, model_server = scripted_server
    with serve_shop(memory_server.url, **model_settings(model_server.url)) as url:
        yield url


@pytest.fixture(scope="session")
async def chromium():
    """Debian's Chromium, once per test session (Playwright's async API: no greenlet loop in
    the main thread to trip Django's async-safety checks in other tests)."""
    executable = shutil.which("chromium")
    if executable is None:
        # Reached when this file is imported as a module (tests/offline) rather than loaded as
        # the conftest whose collection hook skips browser tests, or under CI.
        if in_ci():
            pytest.fail(f"{CHROMIUM_MISSING}; CI=true needs it")
        pytest.skip(f"{CHROMIUM_MISSING}: browser test skipped")
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        yield browser
        await browser.close()


@pytest.fixture
def catalogue(transactional_db):
    report = catalogue_import(records=PRODUCTS)
    assert not report.rejected


@contextlib.asynccontextmanager
async def browser_page(chromium, base_url: str):
    """A fresh browser context (its own cookies) on the shop at `base_url`, with the panel's
    sockets counted (`window.__sockets`), scripts a payload ran counted (`window.__xss`) and
    dialogs dismissed into `page.dialogs`. Closes the context on exit."""
    context = await chromium.new_context(base_url=base_url)
    # Count sockets per tab (acceptance g) and flag any script that a payload managed to run.
    await context.add_init_script(
        """
        window.__sockets = [];
        const Native = window.WebSocket;
        window.WebSocket = function (...args) {
          const socket = new Native(...args);
          window.__sockets.push(socket);
          return socket;
        };
        window.WebSocket.prototype = Native.prototype;
        Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
        window.__xss = 0;
        """
    )
    page = await context.new_page()
    page.set_default_timeout(10_000)
    dialogs = []

    async def on_dialog(dialog):
        dialogs.append(dialog.message)
        await dialog.dismiss()

    page.on("dialog", on_dialog)
    page.dialogs = dialogs
    try:
        yield page
    finally:
        await context.close()


@pytest.fixture
async def page(chromium, shop_server, catalogue, model, memory_server):
    """A fresh browser context on the shared shop (`browser_page`)."""
    async with browser_page(chromium, shop_server) as page:
        yield page
    memory_server.settings.reset_knobs()
