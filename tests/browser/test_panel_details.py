"""The smaller things a presenter noticed (issue 19 item 6), in headless Debian Chromium.

"Please wait..." goes once the answer ends; a disabled Send looks disabled; the panel is a
dialog and only the finished answer is announced, once; no page asks for /favicon.ico; the
admin's turn list fits at 1366 px and says "Stopped: no" in words.
"""

from __future__ import annotations

import threading
import uuid

import pytest
from asgiref.sync import sync_to_async
from django.contrib.auth.models import User
from playwright.async_api import expect

from assistant.models import Turn
from tests.browser.test_panel import FINAL, open_panel, send, sign_in
from tests.edge_servers import Text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1280, "height": 720}
PHONE = {"width": 390, "height": 844}
VIEWPORTS = [LAPTOP, PHONE]


def size_id(viewport: dict) -> str:
    return f"{viewport['width']}x{viewport['height']}"


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=size_id)
async def test_please_wait_goes_when_the_answer_ends_and_send_looks_disabled(page, model, viewport):
    await page.set_viewport_size(viewport)
    await page.goto("/")
    await open_panel(page)
    send_button = page.locator("#assistant-send")
    enabled = await send_button.evaluate("b => getComputedStyle(b).backgroundColor")
    answering = threading.Event()  # the answer waits after its first word until it is set
    model.script.append(Text("word " * 60, chunk=5, hold=answering))
    await send(page, "tell me everything")
    await expect(send_button).to_be_disabled()
    disabled = await send_button.evaluate(
        "b => [getComputedStyle(b).backgroundColor, getComputedStyle(b).cursor]"
    )
    assert disabled[0] != enabled and disabled[1] == "not-allowed", (disabled, enabled)

    # Only once the answer has begun: its first fragment empties the error line, and a second
    # message sent before it arrived had its "Please wait" wiped (CI, 2026-12-02).
    await expect(page.locator("#assistant-log .stream").last).to_contain_text("word")
    await send(page, "and in black?")
    error = page.locator("#assistant-error")
    await expect(error).to_contain_text("Please wait for the current answer")
    answering.set()
    await expect(page.locator(FINAL)).to_have_count(1, timeout=20_000)
    await expect(error).to_be_hidden()
    await expect(error).to_have_text("")
    await expect(send_button).to_be_enabled()
    assert await send_button.evaluate("b => getComputedStyle(b).backgroundColor") == enabled


async def test_the_panel_is_a_dialog_and_each_answer_is_announced_once(page, model):
    await page.set_viewport_size(LAPTOP)
    await page.goto("/")
    await open_panel(page)
    await expect(page.get_by_role("dialog", name="Shopping assistant")).to_be_visible()
    # The conversation is not a live region; one polite region says each finished answer.
    assert await page.locator("#assistant-log").get_attribute("aria-live") is None
    await page.evaluate(
        """() => {
          window.__said = [];
          const region = document.getElementById('assistant-announce');
          new MutationObserver(() => {
            const text = region.textContent.trim();
            if (text) window.__said.push(text);
          }).observe(region, {childList: true, subtree: true, characterData: true});
        }"""
    )
    first = "First answer, streamed in pieces. " + "More words. " * 20
    answering = threading.Event()  # the answer waits after "First": surely still streaming
    model.script.append(Text(first, chunk=4, hold=answering, hold_after=len("First")))
    await send(page, "first")
    await expect(page.locator("#assistant-log .stream").last).to_contain_text("First")
    await expect(page.locator("#assistant-announce")).to_have_text("")  # not while streaming
    answering.set()
    await expect(page.locator(FINAL)).to_have_count(1)
    await expect(page.locator("#assistant-announce")).to_have_text(first.strip())
    model.script.append(Text("Second answer."))
    await send(page, "second")
    await expect(page.locator(FINAL)).to_have_count(2)
    await expect(page.locator("#assistant-announce")).to_have_text("Second answer.")
    assert await page.evaluate("window.__said") == [first.strip(), "Second answer."]
    live = await page.evaluate(
        "[...document.querySelectorAll('#assistant-panel [aria-live]')].map(e => e.id)"
    )
    assert "assistant-log" not in live and "assistant-announce" in live


async def test_no_page_asks_for_favicon_ico(page, model):
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    icons: list[int] = []
    page.on(
        "response",
        lambda response: icons.append(response.status) if "favicon" in response.url else None,
    )
    for path in ("/", "/no-such-page/", "/login/", "/admin/login/"):
        await page.goto(path)
        await page.wait_for_load_state("load")
        assert await page.locator("link[rel='icon']").get_attribute("href") == (
            "/static/favicon.svg"
        ), path
    assert not [url for url in requested if url.endswith("/favicon.ico")], requested
    icon = await page.request.get("/static/favicon.svg")
    assert icon.ok and icon.headers["content-type"].startswith("image/svg+xml")


@pytest.fixture
async def live_admin():
    """A superuser in the database daphne reads: (username, password)."""
    await sync_to_async(User.objects.create_superuser)("admin", "admin@example.com", "pw-19")
    return "admin", "pw-19"


async def admin_sign_in(page, credentials) -> None:
    username, password = credentials
    await page.goto("/admin/login/")
    await page.get_by_label("Username").fill(username)
    await page.get_by_label("Password").fill(password)
    await page.get_by_role("button", name="Log in").click()
    await page.wait_for_load_state("load")


@sync_to_async
def long_turns() -> Turn:
    Turn.objects.create(
        shopper_name="Bartholomew Featherstonehaugh",
        user_id="u-long",
        session_id="session12",
        message="Do you have the waterproof hiking jacket in navy or olive, size XL, under 150? "
        * 3,
        answer="a",
        error="memory: search 2 (facts) timed out after 2.0 s; record: turn write unknown " * 3,
        recall_ms=2012,
        model_ms=15321,
        total_ms=17420,
    )
    return Turn.objects.create(
        key=f"k-{uuid.uuid4().hex}",
        shopper_name="Ann Oakenshield",
        user_id="u-ann",
        session_id="session1",
        message="jackets",
        answer="Here are jackets.",
        retention="default",
        recall_ms=80,
        model_ms=20,
        total_ms=120,
    )


async def test_the_admin_turn_list_fits_at_1366_and_says_stopped_in_words(page, model, live_admin):
    await page.set_viewport_size({"width": 1366, "height": 768})
    turn = await long_turns()
    await admin_sign_in(page, live_admin)
    await page.goto("/admin/assistant/turn/")
    table = page.locator("#result_list")
    # These two rows, whatever else is listed: a turn of an earlier test of this daphne can be
    # logged after that test's flush (seen under load: three rows).
    await expect(table.locator("tbody tr", has_text="Featherstonehaugh")).to_have_count(1)
    ann = table.locator("tbody tr", has_text="Oakenshield")
    fits = await page.evaluate(
        """() => {
          const results = document.querySelector('.results');
          const table = document.getElementById('result_list');
          const right = Math.max(...[...table.querySelectorAll('th')]
                                 .map(th => th.getBoundingClientRect().right));
          return [table.scrollWidth, results.clientWidth, right, window.innerWidth];
        }"""
    )
    assert fits[0] <= fits[1] and fits[2] <= fits[3], fits  # no column cut off or scrolled
    for header in ("logged", "shopper, session", "message", "time (ms)", "outcome", "memory"):
        await expect(table.locator("thead")).to_contain_text(header, ignore_case=True)
    await expect(ann.locator("td.field-times")).to_contain_text("recall 80")

    await page.goto(f"/admin/assistant/turn/{turn.pk}/change/")
    stopped = page.locator(".field-stopped_words")
    await expect(stopped).to_contain_text("No: the answer was complete.")
    await expect(stopped.locator("img")).to_have_count(0)  # no red cross for a plain "no"
    await expect(page.locator(".field-session")).to_contain_text(
        "session1, on the real date (no demo date was set; this turn ran on"
    )
    await expect(page.locator(".field-session")).not_to_contain_text("undated")


async def test_send_stays_disabled_for_a_signed_in_answer_until_it_ends(page, model):
    """A signed-in turn sends the mode line and the controls before its answer (M1.4, issue 19
    item 1): only the frame that ends the answer enables Send again (issue 13 item 1)."""
    await sign_in(page, f"Wait {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    send_button = page.locator("#assistant-send")
    for question in ("tell me everything", "and once more"):
        answering = threading.Event()
        model.script.append(Text("word " * 60, chunk=5, hold=answering))
        await send(page, question)
        await expect(page.locator("#assistant-log .stream").last).to_contain_text("word")
        await expect(page.locator("#assistant-mode")).to_contain_text("Remembering")
        assert await send_button.is_disabled()
        assert await page.locator("#assistant-form").get_attribute("aria-busy") == "true"
        answering.set()
        await expect(page.locator(FINAL)).to_have_count(1 if question.startswith("tell") else 2)
        await expect(send_button).to_be_enabled()


async def test_a_message_the_shop_refuses_enables_send_again(page, model):
    """A refusal is the end of the wait too: it brings the idle status (issue 13 item 1), and
    the refused message is back in the input, not lost."""
    await page.goto("/")
    await open_panel(page)
    await page.evaluate("document.getElementById('assistant-turn-count').value = 'many'")
    await send(page, "hello")
    await expect(page.locator("#assistant-error")).to_contain_text("could not be read")
    await expect(page.locator("#assistant-send")).to_be_enabled()
    await expect(page.locator("#assistant-message")).to_have_value("hello")
    assert await page.locator("#assistant-form").get_attribute("aria-busy") == "false"
    assert not model.requests
