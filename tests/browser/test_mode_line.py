"""The mode line follows every turn (issue 19 item 1, M1.4, M10).

A memory server of the test's own (a `python -m memory_server` subprocess on its own port and
database, not the shared fixture) serves a shop of its own (daphne). Mid-chat the server is
killed outright: the next answer still arrives, and the mode line, the recall view and the
turn log say memory was unavailable. Started again on the same port and database, the first
turn whose recall works says "Remembering for <name>" again.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from asgiref.sync import sync_to_async
from playwright.async_api import expect

from assistant.models import Turn
from tests.browser.conftest import ROOT, _free_port, browser_page, serve_shop
from tests.browser.test_panel import FINAL, open_panel, send, sign_in
from tests.edge_servers import model_settings

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

MODE = "#assistant-mode"


class MemoryProcess:
    """memory_server as a process of its own on `port` with the database `db`: killed with
    SIGKILL (no shutdown of any kind) and started again on the same port and database."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.spawn()
        self.wait_ready()

    def spawn(self) -> None:
        """Start the process, not waiting for it to answer."""
        self.process = subprocess.Popen(  # noqa: S603 -- our interpreter, fixed arguments
            [sys.executable, "-m", "memory_server", "--port", str(self.port), "--db", str(self.db)]
            + ["--log-level", "warning"],
            cwd=ROOT,
        )

    def wait_ready(self) -> None:
        """Until /health answers 200; RuntimeError after 30 s or if the process ended."""
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{self.url}/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.kill()
                raise RuntimeError("memory_server did not start")
            time.sleep(0.05)

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)


@pytest.fixture
def own_memory(tmp_path) -> Iterator[MemoryProcess]:
    server = MemoryProcess(tmp_path / "agentmemory.sqlite3")
    server.spawn()  # it starts while the shop does (own_shop waits for both)
    try:
        yield server
    finally:
        server.kill()


@pytest.fixture
def own_shop(own_memory, django_db_setup, scripted_server) -> Iterator[str]:
    _, model_server = scripted_server
    with serve_shop(own_memory.url, **model_settings(model_server.url)) as url:
        own_memory.wait_ready()
        yield url


@sync_to_async
def _turn_errors(name: str, session_id: str) -> list[str]:
    # By shopper too: every test's shopper has a "session1", and a row another test's shop
    # wrote in the background can land in the shared test database after that test's flush.
    rows = Turn.objects.filter(shopper_name=name, session_id=session_id).order_by("created_at")
    return list(rows.values_list("error", flat=True))


async def turn_log(name: str, session_id: str, count: int, within: float = 10) -> list[str]:
    """The errors of the first `count` turn log rows of `name`'s session (written in the
    background)."""
    deadline = time.monotonic() + within
    while len(errors := await _turn_errors(name, session_id)) < count:
        assert time.monotonic() < deadline, errors
        await asyncio.sleep(0.05)
    return errors


async def test_the_mode_line_follows_memory_going_away_and_coming_back(
    chromium, own_memory, own_shop, catalogue, model
):
    name = f"Outage {uuid.uuid4().hex[:6]}"
    async with browser_page(chromium, own_shop) as page:
        await page.set_viewport_size({"width": 1280, "height": 720})
        await sign_in(page, name)
        await open_panel(page)
        # Answered before the first message: a toggle answered mid-answer redraws the log once
        # the answer is over (tests/browser/test_panel_turns.py), and the answers counted below
        # would then be drawn from the stored chat.
        async with page.expect_response("**/assistant/recall-view/"):
            await page.get_by_label("Show what was recalled under each answer").check()
        await expect(page.locator(MODE)).to_contain_text(f"Remembering for {name}")
        await send(page, "show me jackets")
        # A first turn on a fresh shop and memory_server warms both (their embedders and
        # connections): on a loaded CI machine that took more than Playwright's 5 s once.
        await expect(page.locator(FINAL)).to_have_count(1, timeout=20_000)
        await expect(page.locator("#assistant-session-id")).to_have_value("session1")
        await expect(page.locator(MODE)).to_contain_text(f"Remembering for {name}")
        await turn_log(name, "session1", 1)  # the first turn's record has landed

        own_memory.kill()
        await send(page, "and in black?")
        # The answer arrives as always, and the line says what happened to its recall.
        await expect(page.locator(FINAL)).to_have_count(2)
        await expect(page.locator(FINAL).last).to_contain_text("Here is what I found")
        await expect(page.locator(MODE)).to_contain_text(
            "Memory unavailable: answering without recall"
        )
        await expect(page.locator(MODE)).not_to_contain_text("Remembering")
        recalled = page.locator(FINAL).last.locator("details.recalled")
        await recalled.locator("summary").first.click()
        await expect(recalled).to_contain_text("Memory unavailable: answering without recall.")
        errors = await turn_log(name, "session1", 2)
        assert "memory unavailable: answered without recall" in errors[1], errors
        assert "queued for replay" in errors[1], errors  # and its record waits in the outbox

        own_memory.start()  # the same port and database
        await send(page, "any boots?")
        await expect(page.locator(FINAL)).to_have_count(3, timeout=20_000)  # a restarted server
        await expect(page.locator(MODE)).to_contain_text(f"Remembering for {name}")
        await expect(page.locator(MODE)).not_to_contain_text("unavailable")
        recalled = page.locator(FINAL).last.locator("details.recalled")
        await recalled.locator("summary").first.click()
        await expect(recalled).not_to_contain_text("Memory unavailable")
        await expect(recalled.locator("[data-part='conversation']")).to_contain_text(
            "show me jackets"
        )
        errors = await turn_log(name, "session1", 3)
        assert "memory" not in errors[2], errors
        assert page.dialogs == []
