"""The presenter's "What was recalled" in plain words, in headless Debian Chromium (issue 19
item 3): "This conversation", "What you told us" with dates, "Earlier visits" with dates and
gists, a backdated visit's later visits labelled truthfully, failures said plainly, and the
ids, scores and modes one click away under "Details". At 1280x720 and on a phone.
"""

from __future__ import annotations

import uuid
from datetime import timedelta

import pytest
from playwright.async_api import expect

from assistant.state import today
from tests.assistant.conftest import wait_for_turn
from tests.browser.test_panel import FINAL, open_panel, send, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

VIEWPORTS = [{"width": 1280, "height": 720}, {"width": 390, "height": 844}]


def shown(day) -> str:
    """A date as the recall view writes it: "5 Nov 2026"."""
    return f"{day.day} {day.strftime('%b %Y')}"


async def open_controls(page) -> None:
    box = page.locator("#assistant-controls-box")
    if await box.get_attribute("open") is None:
        await box.locator("> summary").click()


async def set_date(page, day) -> None:
    await open_controls(page)
    await page.get_by_label("Session date").fill(day.isoformat())
    await page.get_by_role("button", name="Set").click()
    await expect(page.locator("#assistant-controls-status")).to_contain_text("Saved")


async def close_chat(page) -> None:
    async with page.expect_response("**/assistant/close/"):
        await page.get_by_role("button", name="Close").click()
    await page.get_by_role("button", name="Ask the assistant").click()
    await page.wait_for_function("window.__sockets.some(s => s.readyState === 1)")


async def last_recalled(page):
    """The newest answer's "What was recalled", opened."""
    recalled = page.locator(FINAL).last.locator(".recalled")
    await recalled.locator("> summary").click()
    return recalled


@pytest.mark.parametrize("viewport", VIEWPORTS, ids=lambda v: f"{v['width']}x{v['height']}")
async def test_what_was_recalled_reads_for_an_audience(page, model, memory_server, viewport):
    await page.set_viewport_size(viewport)
    first_visit = today() - timedelta(days=40)
    await sign_in(page, f"Aud {uuid.uuid4().hex[:6]}")
    await open_panel(page)

    # Visit 1, dated 40 days back: a fact.
    await set_date(page, first_visit)
    await send(page, "I wear size M <b>bold</b>")
    await expect(page.locator(FINAL)).to_have_count(1)
    await wait_for_turn("I wear size M <b>bold</b>")
    await close_chat(page)

    # Visit 2, dated today, with the presenter's view on. Dated, not undated: an undated
    # visit is dated by the server's clock (`ingested_at`, M7.2), and the shared test server's
    # clock has been moved forward by the expiry tests (`advance_clock`, forward only).
    await set_date(page, today())
    async with page.expect_response("**/assistant/recall-view/"):
        await page.get_by_label("Show what was recalled under each answer").check()
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await wait_for_turn("show me jackets")
    await send(page, "and in black?")
    await expect(page.locator(FINAL)).to_have_count(2)

    recalled = await last_recalled(page)
    conversation = recalled.locator("[data-part='conversation']")
    await expect(conversation.locator("h4")).to_have_text("This conversation")
    await expect(conversation).to_contain_text(
        "1 exchange before this message; the newest 1 word for word."
    )
    await expect(conversation.locator(".recalled-exchanges > li")).to_contain_text(
        "Shopper: show me jackets"
    )
    facts = recalled.locator("[data-part='facts']")
    await expect(facts.locator("h4")).to_have_text("What you told us")
    await expect(facts).to_contain_text(f"The shopper wears size M. ({shown(first_visit)})")
    visits = recalled.locator("[data-part='earlier-visits']")
    await expect(visits.locator("h4")).to_have_text("Earlier visits")
    await expect(visits.locator("li")).to_contain_text(f"{shown(first_visit)}:")
    await expect(visits.locator("li")).to_contain_text("size M")
    assert await recalled.locator("b").count() == 0  # the shopper's markup stays text
    # The technical view is one click away, not in the audience's way.
    details = recalled.locator(".recalled-details")
    await expect(details.locator("[data-search='facts']")).to_be_hidden()
    for text in ("search 1", "score", "session1"):
        assert text not in await recalled.evaluate("el => el.innerText"), text
    await details.locator("> summary").click()
    await expect(details.locator("[data-search='session']")).to_contain_text(
        "This conversation (search 1)"
    )
    await expect(details.locator("[data-search='past_turns'] li").first).to_contain_text("session1")

    # Visit 3, backdated a year: visits dated after it are not called earlier.
    await close_chat(page)
    backdated = today() - timedelta(days=365)
    await set_date(page, backdated)
    await send(page, "anything in navy?")
    await expect(page.locator(FINAL)).to_have_count(1)
    recalled = await last_recalled(page)
    await expect(recalled.locator("[data-part='earlier-visits']")).to_contain_text(
        "Nothing recalled."
    )
    later = recalled.locator("[data-part='later-visits']")
    await expect(later.locator("h4")).to_have_text("Visits dated after this one")
    await expect(later).to_contain_text(f"This chat is dated {shown(backdated)}")
    await expect(later).to_contain_text(f"{shown(first_visit)}:")
    await expect(later).to_contain_text(f"{shown(today())}:")

    # A failed search, said plainly.
    memory_server.settings.embedder_down = True
    await send(page, "and in grey?")
    await expect(page.locator(FINAL)).to_have_count(2)
    recalled = await last_recalled(page)
    # The mode line's word for this turn first (issue 19 item 1), then what failed.
    await expect(recalled.locator(".recalled-failed").nth(0)).to_have_text(
        "Memory partly unavailable: answering with part of the recall."
    )
    await expect(recalled.locator(".recalled-failed").nth(1)).to_have_text(
        "What you told us could not be read from memory: the answer did not use it."
    )
