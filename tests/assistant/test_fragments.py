"""What the server sends to the page (acceptance e and f; issue 5 item 4).

e. Every top-level element of every frame has an id that exists on the page (or that an
   earlier frame put there), and no frame replaces the element carrying ws-connect.
f. Script, event-handler and javascript: payloads as shopper text, as model output (streamed
   and final) and as a recalled memory arrive as text and never as markup that runs.
"""

from __future__ import annotations

import json
import re
import threading

import pytest

from tests.assistant.conftest import STREAMING, panel_log, parse, unique_name, wait_for_turn
from tests.edge_servers import Fail, Text, ToolCalls

pytestmark = pytest.mark.django_db(transaction=True)

PAYLOADS = [
    "<script>alert('s')</script>",
    "<img src=x onerror=alert('i')>",
    "<svg/onload=alert('v')>",
    "[click me](javascript:alert('j'))",
    "<a href=\"javascript:alert('a')\">link</a>",
    "[x](JaVaScRiPt:alert('k'))",
]
PAYLOAD_TEXT = " ".join(PAYLOADS)
DANGEROUS_TAGS = {"script", "img", "svg", "iframe", "object", "embed", "style", "math"}


def assert_inert(html: str) -> None:
    """No element that runs code: no script-ish tags, no on* handlers, no javascript: URLs."""
    parsed = parse(html)
    for tag, attrs in parsed.tags:
        assert tag not in DANGEROUS_TAGS, (tag, html)
        for name, value in attrs.items():
            assert not name.startswith("on"), (name, html)
            assert "javascript:" not in (value or "").lower().replace(" ", ""), (name, html)


async def test_every_frame_targets_ids_on_the_page(browser, model, am, products):
    """Acceptance e, across connect, tools, errors, refusals, stop and failures."""
    await browser.sign_in(unique_name())
    page = await browser.page()
    known = parse(page).ids
    ws_element = next(attrs["id"] for tag, attrs in parse(page).tags if "ws-connect" in attrs)
    panel = await browser.socket()
    await panel.ask("show me jackets")  # tools, controls lock, session fields
    await panel.send_raw("not json")  # error fragment
    await panel.receive()
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("slow " * 100, chunk=5, hold=answering))
    await panel.send("slow please")
    await panel.until(STREAMING + "slow")
    await panel.send("while busy")  # refused: one reply at a time
    await panel.until("assistant-error")
    await panel.send_raw(json.dumps({"action": "stop"}))
    await panel.until('data-state="final"')
    answering.set()
    model.script.append(Fail(500))
    model.script.append(Fail(500))
    await panel.ask("and now?")  # apology
    model.script.append(ToolCalls([("nope", {})]))
    await panel.ask("tool?")

    assert len(panel.frames) > 12  # stream frames are throttled (issue 13 item 5)
    for frame in panel.frames:
        parsed = parse(frame)
        assert parsed.top, frame
        for tag, attrs in parsed.top:
            assert attrs.get("id") in known, (tag, attrs, frame)
            assert attrs["id"] != ws_element
            assert "ws-connect" not in attrs
        known |= parsed.ids
    await panel.close()


async def test_shopper_text_is_inert(browser, model, am, products):
    """Acceptance f: shopper text, in the frame and on the next page."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    model.script.append(Text("Noted."))

    reply = await panel.ask(PAYLOAD_TEXT)

    for frame in reply.frames:
        assert_inert(frame)
    assert "&lt;script&gt;alert(&#x27;s&#x27;)&lt;/script&gt;" in reply.frames[0]
    page = await browser.page()
    assert_inert(panel_log(page))
    assert "&lt;img src=x onerror=alert(&#x27;i&#x27;)&gt;" in panel_log(page)
    await panel.close()


async def test_model_output_is_inert_streamed_and_final(browser, model, am, products):
    """Acceptance f: model output, token by token and rendered from Markdown."""
    await browser.page()
    panel = await browser.socket()
    model.script.append(Text(PAYLOAD_TEXT, chunk=3))

    reply = await panel.ask("say something nasty")

    for frame in reply.frames:
        assert_inert(frame)
    assert reply.streamed.startswith("<p>&lt;sc")  # shown as text while streaming
    final = parse(reply.final_bubble)
    assert "<script>alert('s')</script>" in "".join(final.text)  # shown as text
    assert "click me" in "".join(final.text)
    assert not [a for t, a in final.tags if t == "a"]
    assert_inert(panel_log(await browser.page()))
    await panel.close()


async def test_recalled_memory_is_inert(browser, model, am, products):
    """Acceptance f: a stored fact carrying payloads, recalled and echoed by the model."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    model.judge = lambda message: [f"The shopper likes {PAYLOADS[1]} and {PAYLOADS[2]}."]
    model.script.append(Text("Noted."))
    await panel.ask("I like odd things")
    await wait_for_turn("I like odd things")

    def echo_memory(body):
        system = body["messages"][0]["content"]
        fact = next(line for line in system.splitlines() if "onerror" in line)
        return Text(f"From memory: {fact} {PAYLOADS[3]}")

    model.responder = echo_memory
    reply = await panel.ask("what do I like?")

    assert "onerror" in model.chat_requests[-1]["messages"][0]["content"]
    for frame in reply.frames:
        assert_inert(frame)
    assert "onerror=alert" in "".join(parse(reply.final_bubble).text)
    await panel.close()


async def test_the_final_frame_clears_please_wait_and_announces_the_answer(
    browser, model, am, products
):
    """Issue 19 item 6: the consumer's "Please wait..." (a message sent while busy) is gone
    once the answer ends, and the finished answer's text, only it, goes to the live region."""
    await browser.page()
    panel = await browser.socket()
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("slow & steady " * 40, chunk=5, hold=answering))
    await panel.send("slow please")
    start = await panel.until(STREAMING)
    assert '<div id="assistant-announce" hx-swap-oob="innerHTML"' in "".join(start)
    await panel.send("while busy")
    refused = await panel.until("assistant-error")
    assert "Please wait for the current answer" in refused[-1]
    answering.set()
    frames = await panel.until('data-state="final"')

    final = parse(frames[-1])
    assert {attrs["id"] for _, attrs in final.top} >= {"assistant-error", "assistant-announce"}
    assert re.search(r'<p id="assistant-error"[^>]*>\s*</p>', frames[-1]), frames[-1]
    announced = re.search(r'<div id="assistant-announce"[^>]*>(.*?)</div>', frames[-1], re.S)[1]
    assert announced == ("slow &amp; steady " * 40).strip()  # plain text, escaped once
    await panel.close()
