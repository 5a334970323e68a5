"""The panel from the keyboard (QA): Escape hides the open panel like minimising, without
ending the chat; only Close ends it. Focus goes back to the launcher."""

from __future__ import annotations

import uuid

import pytest
from playwright.async_api import expect

from tests.browser.test_panel import FINAL, open_panel, send, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


async def test_escape_hides_the_panel_and_keeps_the_chat(page, model):
    closes = []
    page.on("request", lambda r: closes.append(r.url) if "/assistant/close/" in r.url else None)
    await sign_in(page, f"Esc {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await expect(page.locator("#assistant-session-id")).to_have_value("session1")

    await page.locator("#assistant-message").press("Escape")

    launcher = page.get_by_role("button", name="Ask the assistant")
    await expect(page.locator("#assistant-dialog")).to_be_hidden()
    await expect(launcher).to_be_visible()
    await expect(launcher).to_be_focused()
    await expect(launcher).to_have_attribute("aria-expanded", "false")
    assert closes == []  # not Close: the chat goes on

    # Minimised stays minimised on the next page, though the visit has an open chat.
    await page.goto("/")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await expect(page.locator("#assistant-dialog")).to_be_hidden()
    await open_panel(page)
    await expect(page.locator("#assistant-log .msg-user")).to_have_text(["show me jackets"])
    await send(page, "and in black?")
    await expect(page.locator("#assistant-turn-count")).to_have_value("2")
    await expect(page.locator("#assistant-session-id")).to_have_value("session1")

    # Escape from another control in the panel hides it too; outside the panel it does nothing.
    await page.locator("#assistant-send").focus()
    await page.keyboard.press("Escape")
    await expect(page.locator("#assistant-dialog")).to_be_hidden()
    await expect(launcher).to_be_focused()
    await page.keyboard.press("Escape")
    await expect(launcher).to_be_visible()
    assert closes == []
