"""The chat panel in a real browser (issue 5 Tests; acceptance e, f, g; M2.2, M9).

Headless Debian Chromium through Playwright, against daphne, memory_server and the scripted
model. Each test has its own browser context, so its own cookies and visit.
"""

from __future__ import annotations

import threading
import uuid

import pytest
from playwright.async_api import expect

from tests.edge_servers import Text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FINAL = "#assistant-log li[data-state='final']"


async def sign_in(page, name: str) -> None:
    await page.goto("/login/")
    await page.get_by_label("Your name").fill(name)
    await page.locator("form.login-form").get_by_role("button", name="Sign in").click()
    await expect(page.locator("#account")).to_contain_text(name)
    await page.wait_for_load_state("load")  # stylesheets applied before anything is measured


async def open_panel(page) -> None:
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.get_by_role("button", name="Ask the assistant").click()
    await expect(page.locator("#assistant-dialog")).to_be_visible()
    await expect(page.locator("#assistant-message")).to_be_focused()
    await page.wait_for_function("window.__sockets.some(s => s.readyState === 1)")


async def send(page, text: str) -> None:
    await page.locator("#assistant-message").fill(text)
    await page.locator("#assistant-message").press("Enter")


async def test_chat_streams_links_and_survives_navigation(page, model):
    name = f"Ada {uuid.uuid4().hex[:6]}"
    await sign_in(page, name)
    await expect(page.locator("#assistant-mode")).to_contain_text(f"Remembering for {name}")
    await open_panel(page)
    await send(page, "show me jackets")

    await expect(page.locator("#assistant-log .msg-user").last).to_have_text("show me jackets")
    await expect(page.locator("#assistant-message")).to_have_value("")
    await expect(page.locator("#assistant-message")).to_be_focused()
    final = page.locator(FINAL).last
    await expect(final.locator("a[href='/products/T-JKT-NAVY/']")).to_have_text("Harbour Jacket")
    await expect(page.locator("#assistant-session-id")).to_have_value("session1")
    await expect(page.locator("#assistant-turn-count")).to_have_value("1")
    await expect(page.locator("#assistant-status")).to_be_hidden()

    # The chat survives moving to another page of the shop.
    await final.locator("a[href='/products/T-JKT-NAVY/']").click()
    await page.wait_for_url("**/products/T-JKT-NAVY/")
    await expect(page.locator("#assistant-dialog")).to_be_visible()
    await expect(page.locator("#assistant-log .msg-user")).to_have_text(["show me jackets"])
    await expect(page.locator("#assistant-session-id")).to_have_value("session1")
    await page.wait_for_function("window.__sockets.some(s => s.readyState === 1)")
    await send(page, "and in black?")
    await expect(page.locator("#assistant-turn-count")).to_have_value("2")
    await expect(page.locator("#assistant-session-id")).to_have_value("session1")


async def test_stop_button_stops_the_reply(page, model):
    await page.goto("/")
    await open_panel(page)
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("word " * 300, chunk=5, hold=answering))
    await send(page, "tell me everything")
    stop = page.get_by_role("button", name="Stop")
    await expect(stop).to_be_visible()
    await expect(page.locator("#assistant-log .stream").last).to_contain_text("word")
    await stop.click()
    await expect(page.locator(FINAL).last).to_contain_text("Stopped.")
    await expect(page.locator("#assistant-status")).to_be_hidden()
    answering.set()


async def test_close_and_reopen_starts_a_new_session(page, model):
    await sign_in(page, f"Bo {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    await send(page, "show me jackets")
    await expect(page.locator("#assistant-turn-count")).to_have_value("1")

    await page.get_by_role("button", name="Close").click()

    await expect(page.locator("#assistant-dialog")).to_be_hidden()
    await expect(page.get_by_role("button", name="Ask the assistant")).to_be_focused()
    await expect(page.locator("#assistant-log li")).to_have_count(0)
    await expect(page.locator("#assistant-session-id")).to_have_value("")
    await open_panel(page)
    await send(page, "show me jeans")
    await expect(page.locator("#assistant-session-id")).to_have_value("session2")
    await expect(page.locator("#assistant-turn-count")).to_have_value("1")
    # Still one socket: closing the panel never replaces the ws-connect element.
    assert await page.evaluate("window.__sockets.length") == 1


async def test_demo_controls_lock_and_read_back(page, model):
    await sign_in(page, f"Cy {uuid.uuid4().hex[:6]}")
    await open_panel(page)
    date = page.get_by_label("Session date")

    await date.fill("14/03/2025")
    await date.press("Enter")
    await expect(page.locator("#assistant-controls-note")).to_contain_text("YYYY-MM-DD")

    await date.fill("2025-03-14")
    await date.press("Enter")
    await expect(page.locator("#assistant-controls-note")).not_to_contain_text("YYYY-MM-DD")
    async with page.expect_response("**/assistant/controls/") as stored:
        await page.get_by_label("Message retention").select_option("1h")
    assert (await stored.value).status == 200
    await expect(page.locator("#assistant-retention")).to_have_value("1h")

    await send(page, "show me jackets")
    await expect(page.get_by_label("Message retention")).to_be_disabled()
    await expect(page.locator("#assistant-session-date")).to_have_value("2025-03-14")
    await expect(page.locator("#assistant-retention")).to_have_value("1h")
    await expect(page.locator("#assistant-controls-note")).to_contain_text("Locked")
    await page.reload()
    await expect(page.get_by_label("Message retention")).to_be_disabled()
    await expect(page.locator("#assistant-retention")).to_have_value("1h")


async def test_signed_out_panel_says_not_remembering(page, model):
    await page.goto("/")
    await open_panel(page)
    await expect(page.locator("#assistant-mode")).to_contain_text("Not remembering")
    await send(page, "show me jackets")
    await expect(page.locator(FINAL).last.locator("a")).to_have_count(3)
    await expect(page.locator("#assistant-session-id")).to_have_value("")


async def test_payloads_never_run(page, model):
    """Acceptance f in a real browser: shopper text, streamed and final model output."""
    payload = (
        '<img src=x onerror="window.__xss=1"> <svg/onload="window.__xss=2"> '
        "<script>window.__xss=3</script> [go](javascript:window.__xss=4)"
    )
    await page.goto("/")
    await open_panel(page)
    model.script.append(Text(payload, chunk=3, pause=0.01))
    await send(page, payload)
    final = page.locator(FINAL).last
    await expect(final).to_contain_text("onerror")
    await final.get_by_text("go", exact=False).first.click()
    await page.wait_for_timeout(200)
    assert await page.evaluate("window.__xss") == 0
    assert page.dialogs == []
    await expect(page.locator("#assistant-log .msg-user").last).to_contain_text("<script>")


async def test_twenty_turns_keep_one_socket(page, model):
    """Acceptance g: after 20 turns there is exactly one open socket in the tab."""
    await page.goto("/")
    await open_panel(page)
    for turn in range(1, 21):
        model.script.append(Text(f"Answer {turn}."))
        await send(page, f"question {turn}")
        await expect(page.locator("#assistant-turn-count")).to_have_value(str(turn))
    await expect(page.locator(FINAL)).to_have_count(20)
    assert await page.evaluate("window.__sockets.length") == 1
    assert await page.evaluate("window.__sockets.filter(s => s.readyState === 1).length") == 1


@pytest.mark.parametrize("kind", ["blank", "too long"])
async def test_a_refused_message_stays_in_the_input(page, model, kind):
    """The browser checks like the consumer does; a refused message is not sent or wiped."""
    await page.goto("/")
    await open_panel(page)
    message = page.locator("#assistant-message")
    if kind == "blank":
        text, error = "   \n  ", "Type a message first."
    else:
        await message.evaluate("input => input.removeAttribute('maxlength')")
        text, error = "x" * 2001, "Messages are limited to 2000 characters; yours has 2001."
    await page.evaluate(
        "window.__sent = 0; window.__sockets.forEach(s => {"
        " const send = s.send.bind(s); s.send = d => { window.__sent++; send(d); }; })"
    )
    await message.fill(text)
    await message.press("Enter")

    await expect(page.locator("#assistant-error")).to_contain_text(error)
    await expect(message).to_have_value(text)
    await expect(message).to_be_focused()
    assert await page.evaluate("window.__sent") == 0
    await expect(page.locator("#assistant-log .msg-user")).to_have_count(0)
    # A good message still goes out, and clears the error.
    await send(page, "show me jackets")
    await expect(page.locator(FINAL)).to_have_count(1)
    await expect(page.locator("#assistant-error")).to_have_text("")


async def test_a_long_name_fits_a_phone_screen(page, model):
    """A 100-character unbroken name is cut with an ellipsis, not widening the page."""
    await page.set_viewport_size({"width": 390, "height": 844})
    name = "W" * 92 + uuid.uuid4().hex[:8]
    await sign_in(page, name)
    assert await page.evaluate("document.documentElement.scrollWidth") <= 390
    sign_out = page.get_by_role("button", name="Sign out")
    box = await sign_out.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 390
    await expect(page.locator("#account .shopper-name")).to_have_attribute("title", name)
    await open_panel(page)
    await expect(page.locator("#assistant-mode")).to_contain_text("Remembering for")
    mode = page.locator("#assistant-mode")
    mode_box = await mode.bounding_box()
    dialog_box = await page.locator("#assistant-dialog").bounding_box()
    assert mode_box["x"] + mode_box["width"] <= dialog_box["x"] + dialog_box["width"] + 0.5
    assert await mode.evaluate("el => el.scrollWidth <= el.clientWidth")
    assert await page.evaluate("document.documentElement.scrollWidth") <= 390
    await expect(mode.locator(".shopper-name")).to_have_attribute("title", name)


async def test_back_and_forward_restore_the_catalogue_filters_with_their_results(page, model):
    """Back after two htmx filter changes shows the first filter's results *and* its form
    values, so the next change keeps it (the page comes back from the server, not from a
    snapshot whose form fields lost their selection)."""
    await page.goto("/")
    await page.wait_for_selector("html[data-assistant='ready']", state="attached")
    await page.locator("#id_department").select_option("Women")
    await page.wait_for_url("**/?department=Women")
    await page.locator("#id_colour").select_option("green")
    await page.wait_for_url("**/?department=Women&colour=green")

    await page.go_back()
    await page.wait_for_url("**/?department=Women")
    await expect(page.locator("#id_department")).to_have_value("Women")
    await expect(page.locator("#id_colour")).to_have_value("")
    await page.locator("#id_type").select_option("Outerwear")
    await page.wait_for_url("**/?department=Women&type=Outerwear")

    await page.go_back()
    await page.go_forward()
    await page.wait_for_url("**/?department=Women&type=Outerwear")
    await expect(page.locator("#id_type")).to_have_value("Outerwear")
    await expect(page.locator("#id_department")).to_have_value("Women")
    await page.wait_for_function("window.__sockets.filter(s => s.readyState === 1).length === 1")


async def test_escape_hides_the_panel_and_keeps_the_chat(page, model):
    """QA: Escape inside the open panel, or its Hide button, hides it like minimising, without
    ending the chat; only Close ends it. Focus goes back to the launcher."""
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

    # A phone has no Escape key: the panel, which takes its screen, has Hide (issue 19).
    await page.set_viewport_size({"width": 390, "height": 844})
    await open_panel(page)
    await page.get_by_role("button", name="Hide", exact=True).click()
    await expect(page.locator("#assistant-dialog")).to_be_hidden()
    await expect(launcher).to_be_focused()
    await open_panel(page)
    await expect(page.locator("#assistant-log .msg-user")).to_have_text(
        ["show me jackets", "and in black?"]
    )
    assert closes == []
