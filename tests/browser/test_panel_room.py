"""Room for the conversation on a laptop, a projector and a phone (issue 19 item 2).

The conversation (#assistant-log) must keep at least half of the panel's height at 1280x720
and 1366x768 in every default state: signed out, signed in before the first message (the
mode explanation and the demo controls open), and after a message (both folded to one line,
one click away). The panel can be widened or made full height. Headless Debian Chromium
against daphne, memory_server and the scripted model (tests/browser/conftest.py).
"""

from __future__ import annotations

import uuid

import pytest
from playwright.async_api import expect

from tests.browser.test_panel import FINAL, open_panel, send, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOPS = [{"width": 1280, "height": 720}, {"width": 1366, "height": 768}]
PHONE = {"width": 390, "height": 844}


async def heights(page) -> tuple[float, float]:
    """(the panel's height, the conversation's height) in CSS pixels."""
    dialog = await page.locator("#assistant-dialog").bounding_box()
    log = await page.locator("#assistant-log").bounding_box()
    return dialog["height"], log["height"]


async def assert_conversation_has_half(page) -> None:
    panel, conversation = await heights(page)
    assert conversation >= panel / 2, (conversation, panel)
    viewport = page.viewport_size
    assert panel <= viewport["height"], (panel, viewport)  # all of it on the screen


@pytest.mark.parametrize("viewport", LAPTOPS, ids=lambda v: f"{v['width']}x{v['height']}")
async def test_the_conversation_keeps_half_the_panel_in_every_default_state(page, model, viewport):
    await page.set_viewport_size(viewport)
    await sign_in(page, f"Room {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    # Before the first message a presenter sets the controls: both are open by default.
    await expect(page.get_by_label("Session date")).to_be_visible()
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_visible()
    await expect(page.locator("#assistant-mode")).to_contain_text("Remembering for")
    await assert_conversation_has_half(page)

    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    # Once the chat has a message, each folds to one line.
    await expect(page.get_by_label("Session date")).to_be_hidden()
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_hidden()
    for line in ("#assistant-mode summary", "#assistant-controls-box > summary"):
        box = await page.locator(line).bounding_box()
        assert box["height"] < 30, (line, box)
    await assert_conversation_has_half(page)

    # The next page of the visit shows the chat the same way.
    await page.goto("/?q=jackets")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.wait_for_function("window.__sockets.some(s => s.readyState === 1)")
    await expect(page.locator("#assistant-dialog")).to_be_visible()
    await expect(page.get_by_label("Session date")).to_be_hidden()
    await assert_conversation_has_half(page)

    # One click away, and kept open when the presenter chose so.
    await page.locator("#assistant-controls-box > summary").click()
    await expect(page.get_by_label("Message retention")).to_be_disabled()
    await page.locator("#assistant-mode summary").click()
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_visible()
    await send(page, "and in black?")
    await expect(page.locator(FINAL)).to_have_count(1)  # the earlier answer came with the page
    await expect(page.get_by_label("Session date")).to_be_visible()


@pytest.mark.parametrize("viewport", LAPTOPS, ids=lambda v: f"{v['width']}x{v['height']}")
async def test_signed_out_the_conversation_keeps_half_the_panel(page, model, viewport):
    await page.set_viewport_size(viewport)
    await page.goto("/")
    await open_panel(page)
    await assert_conversation_has_half(page)
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await expect(page.locator("#assistant-mode .mode-detail").first).to_be_hidden()
    await assert_conversation_has_half(page)


async def test_on_a_phone_the_conversation_keeps_the_screen(page, model):
    await page.set_viewport_size(PHONE)
    await sign_in(page, f"Pho {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    await assert_conversation_has_half(page)
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await assert_conversation_has_half(page)
    # The panel already takes the screen: no size buttons.
    await expect(page.get_by_role("button", name="Wider")).to_be_hidden()
    dialog = await page.locator("#assistant-dialog").bounding_box()
    assert dialog["width"] >= PHONE["width"] - 20


async def test_the_panel_can_be_widened_and_made_full_height(page, model):
    await page.set_viewport_size({"width": 1600, "height": 1000})
    await page.goto("/")
    await open_panel(page)
    panel, _ = await heights(page)
    width = (await page.locator("#assistant-dialog").bounding_box())["width"]

    wider = page.get_by_role("button", name="Wider")
    taller = page.get_by_role("button", name="Full height")
    await expect(wider).to_have_attribute("aria-pressed", "false")
    await wider.click()
    await taller.click()
    await expect(wider).to_have_attribute("aria-pressed", "true")
    await expect(taller).to_have_attribute("aria-pressed", "true")
    box = await page.locator("#assistant-dialog").bounding_box()
    assert box["width"] > width + 200, (box, width)
    assert box["height"] >= 1000 - 40 > panel, (box, panel)

    # Kept for the tab, on the next page too; and undone by a second click.
    await page.goto("/?q=jackets")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await expect(page.get_by_role("button", name="Wider")).to_have_attribute("aria-pressed", "true")
    assert (await page.locator("#assistant-dialog").bounding_box())["width"] == box["width"]
    await page.get_by_role("button", name="Wider").click()
    assert (await page.locator("#assistant-dialog").bounding_box())["width"] == width
