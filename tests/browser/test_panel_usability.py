"""What a shopper, a presenter and a phone user hit in the panel (issue 13 panel items 1, 2, 6, 7).

Headless Debian Chromium through Playwright, against daphne, memory_server and the scripted
model, like tests/browser/test_panel.py (whose helpers these use).
"""

from __future__ import annotations

import threading
import uuid

import pytest
from playwright.async_api import expect

from tests.browser.test_panel import FINAL, open_panel, send, sign_in
from tests.edge_servers import Text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PHONE = {"width": 390, "height": 844}


async def test_send_waits_for_the_answer_and_the_next_message_is_kept(page, model):
    """Item 1: while an answer streams, Send is disabled and Enter sends nothing; what was
    typed stays in the input, and goes out once the answer is over."""
    await page.goto("/")
    await open_panel(page)
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("word " * 200, chunk=5, hold=answering))
    await send(page, "tell me everything")
    await expect(page.locator("#assistant-log .stream").last).to_contain_text("word")
    send_button = page.locator("#assistant-send")
    await expect(send_button).to_be_disabled()

    message = page.locator("#assistant-message")
    await message.fill("and in black?")
    await message.press("Enter")

    await expect(page.locator("#assistant-error")).to_contain_text("Please wait")
    await expect(message).to_have_value("and in black?")
    await expect(page.locator("#assistant-log .msg-user")).to_have_count(1)

    await page.get_by_role("button", name="Stop").click()
    await expect(page.locator(FINAL)).to_have_count(1)
    answering.set()
    await expect(send_button).to_be_enabled()
    await expect(message).to_have_value("and in black?")
    await message.press("Enter")
    await expect(page.locator(FINAL)).to_have_count(2)
    await expect(page.locator("#assistant-log .msg-user").last).to_have_text("and in black?")


@pytest.mark.parametrize("missing", ["htmx.min.js", "ws.js"])
async def test_without_htmx_or_its_ws_extension_nothing_is_submitted(page, model, missing):
    """Item 2: with htmx or its ws extension failing to load, Send never puts the message in
    a URL: nothing is submitted, the text stays, and the panel says the assistant is
    unavailable."""
    await page.route(f"**/static/vendor/{missing}", lambda route: route.abort())
    requests: list[str] = []
    page.on("request", lambda request: requests.append(f"{request.method} {request.url}"))
    await page.goto("/?q=jackets")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.get_by_role("button", name="Ask the assistant").click()
    message = page.locator("#assistant-message")
    await expect(message).to_be_focused()
    requests.clear()

    await message.fill("my private words")
    await message.press("Enter")
    await page.locator("#assistant-send").click()
    await page.wait_for_timeout(300)

    await expect(page.locator("#assistant-error")).to_contain_text("The assistant is unavailable")
    await expect(message).to_have_value("my private words")
    assert page.url.endswith("/?q=jackets")
    assert not [r for r in requests if "private" in r or "message=" in r], requests


async def test_on_a_phone_the_conversation_gets_the_room(page, model):
    """Item 6: at 390x844 the mode explanation and the demo controls start folded, so the
    conversation has most of the panel; they open on demand and stay as chosen across the
    swaps of a turn and the next page."""
    await page.set_viewport_size(PHONE)
    await sign_in(page, f"Pho {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    controls = page.locator("#assistant-controls-box")
    await expect(controls).not_to_have_attribute("open", "")
    await expect(page.get_by_label("Session date")).to_be_hidden()
    await expect(page.locator("#assistant-mode")).to_contain_text("Remembering for")
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_hidden()

    dialog = await page.locator("#assistant-dialog").bounding_box()
    log = await page.locator("#assistant-log").bounding_box()
    above_log = log["y"] - dialog["y"]
    assert above_log < 130, above_log  # header, mode line and the folded controls
    assert log["height"] > dialog["height"] * 0.5, (log, dialog)

    # A presenter opens the controls; a turn re-renders them locked, and they stay open.
    await controls.locator("summary").click()
    await expect(page.get_by_label("Session date")).to_be_visible()
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await expect(page.get_by_label("Message retention")).to_be_disabled()
    await expect(page.get_by_label("Session date")).to_be_visible()
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_hidden()
    await page.reload()
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await expect(page.get_by_label("Session date")).to_be_visible()


async def test_on_a_desktop_the_controls_are_open(page, model):
    await page.set_viewport_size({"width": 1280, "height": 800})
    await sign_in(page, f"Desk {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    await expect(page.get_by_label("Session date")).to_be_visible()
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_visible()


async def test_the_question_stays_in_view_when_a_long_answer_arrives(page, model):
    """Item 6: a long first answer grows below the shopper's question instead of scrolling it
    out of the log."""
    await page.set_viewport_size({"width": 1280, "height": 800})
    await page.goto("/")
    await open_panel(page)
    model.script.append(Text("\n\n".join(f"Paragraph {n} of a long answer." for n in range(40))))
    await send(page, "tell me about every jacket")
    await expect(page.locator(FINAL)).to_contain_text("Paragraph 39")

    log = page.locator("#assistant-log")
    assert await log.evaluate("el => el.scrollHeight > el.clientHeight + 100")
    question = await page.locator("#assistant-log .msg-user").last.bounding_box()
    box = await log.bounding_box()
    assert box["y"] - 1 <= question["y"]
    assert question["y"] + question["height"] <= box["y"] + box["height"] + 1


async def test_the_launcher_is_an_early_tab_stop(page, model):
    """Item 7: "Ask the assistant" comes right after the skip link, not after every product."""
    await page.goto("/")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.keyboard.press("Tab")
    await expect(page.get_by_role("link", name="Skip to content")).to_be_focused()
    await page.keyboard.press("Tab")
    await expect(page.get_by_role("button", name="Ask the assistant")).to_be_focused()


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, PHONE])
async def test_the_launcher_covers_nothing_at_the_end_of_the_page(page, model, viewport):
    """Item 7: scrolled to the end, the fixed launcher sits over empty space, not over the
    bottom-right product card's price or the footer."""
    await page.set_viewport_size(viewport)
    await page.goto("/")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    # Scrolled to the end: the bottom of the viewport is the bottom of the page.
    await page.wait_for_function(
        "Math.ceil(window.scrollY + window.innerHeight)"
        " >= document.documentElement.scrollHeight - 1"
    )
    launcher = await page.get_by_role("button", name="Ask the assistant").bounding_box()
    covered = await page.evaluate(
        """([x, y, w, h]) => [...document.querySelectorAll(
               'main *, .site-footer, .site-footer *')]
             .filter(el => el.children.length === 0 && el.textContent.trim())
             .map(el => [el.textContent.trim().slice(0, 30), el.getBoundingClientRect()])
             .filter(([, r]) => r.width && r.right > x && r.left < x + w
                                && r.bottom > y && r.top < y + h)
             .map(([text]) => text)""",
        [launcher["x"], launcher["y"], launcher["width"], launcher["height"]],
    )
    assert covered == []


async def test_set_is_confirmed(page, model):
    """Item 7: a successful "Set" says what was stored, in a live region."""
    await sign_in(page, f"Set {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    await page.get_by_label("Session date").fill("2025-03-14")
    await page.get_by_role("button", name="Set").click()
    status = page.locator("#assistant-controls-status")
    await expect(status).to_have_text(
        "Saved: the next chat is dated 2025-03-14 and keeps its messages for the default 90 days."
    )
    await expect(status).to_have_attribute("aria-live", "polite")
    await expect(status).to_be_visible()
    # Once the chat starts the controls lock, and "the next chat" is this one: no stale note.
    await send(page, "show me jackets")
    await expect(page.get_by_label("Message retention")).to_be_disabled()
    await expect(status).to_have_text("")


@pytest.mark.parametrize("how", ["Enter", "Set"])
async def test_one_set_is_one_request(page, model, how):
    """Enter in the date field (or Set after typing) fires "change" then "submit": one POST,
    none aborted, no htmx error in the console (found in the presenter's ten minutes)."""
    await sign_in(page, f"One {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    posts, errors = [], []
    page.on("request", lambda r: r.url.endswith("/assistant/controls/") and posts.append(r))
    page.on("requestfailed", lambda r: errors.append(f"{r.url} {r.failure}"))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    date = page.get_by_label("Session date")
    await date.fill("2025-03-14")
    if how == "Enter":
        await date.press("Enter")
    else:
        await page.get_by_role("button", name="Set").click()
    status = page.locator("#assistant-controls-status")
    await expect(status).to_contain_text("Saved: the next chat is dated 2025-03-14")
    # A retention chosen next is a change of its own: sent.
    await page.get_by_label("Message retention").select_option("1h")
    await expect(status).to_contain_text("keeps its messages for 1 hour")
    assert (len(posts), errors) == (2, [])


async def test_signed_out_visitors_see_no_demo_controls(page, model):
    """Item 7: nothing is stored for them, so there are no controls to set or to lock."""
    await page.goto("/")
    await open_panel(page)
    await expect(page.get_by_text("Demo controls")).to_have_count(0)
    await expect(page.get_by_label("Session date")).to_have_count(0)
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await expect(page.get_by_label("Message retention")).to_have_count(0)
    await expect(page.locator("#assistant-controls")).to_be_hidden()
