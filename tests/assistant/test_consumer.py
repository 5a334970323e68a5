"""The chat consumer through the real ASGI app (issue 5 items 2-4; M1.1, M2, M3, M4.1, M8.4, M10).

Every test goes through `config.asgi.application` with an allowed Origin and a session cookie
from the real login view, against memory_server over HTTP and the scripted model over HTTP.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading

import pytest

from assistant.agent import APOLOGY
from assistant.models import Turn
from memory.models import MemoryOp
from memory.oplog import flush_ops
from tests.assistant.conftest import (
    HOST,
    ORIGIN,
    STREAMING,
    Reply,
    assert_refusal,
    memory_blocks,
    panel_log,
    parse,
    unique_name,
    wait_for_turn,
)
from tests.edge_servers import Text, ToolCalls

pytestmark = pytest.mark.django_db(transaction=True)


async def test_signed_in_turn_streams_links_and_records(browser, model, am, products):
    """M2.1, M3, M4.1: ensure user and session, stream, final Markdown, then the record."""
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    panel = await browser.socket()

    reply = await panel.ask("I wear size M, show me jackets")

    assert reply.session_id == "session1"
    assert reply.turn_count == 1
    # Streamed as sanitised Markdown, links included (issue 13 item 5), then one final
    # fragment with the same rendering.
    assert reply.streamed.startswith("<p>")
    assert "](/products/" not in reply.streamed
    assert '<a href="/products/T-JKT-NAVY/"' in reply.final_bubble
    turn = await wait_for_turn("I wear size M, show me jackets")
    assert turn.shopper_name == name
    assert turn.session_id == "session1"
    assert turn.tool_calls[0]["name"] == "search_products"
    assert set(turn.recalled) == {"session", "facts", "past_turns"}
    assert turn.facts == ["The shopper wears size M."]
    assert turn.error == ""
    assert turn.total_ms is not None and turn.model_ms is not None
    blocks = await memory_blocks(am.url, turn.user_id, "session1")
    kinds = sorted(block["annotations"]["type"] for block in blocks)
    assert kinds == ["fact", "turn"]
    # The open chat survives moving to another page (the Django session keeps it).
    stored = await browser.session()
    assert stored["assistant_session_id"] == "session1"
    assert stored["assistant_turn_count"] == 1
    page = await browser.page("/")
    assert 'value="session1"' in page
    log = panel_log(page)
    assert "I wear size M, show me jackets" in log
    assert '<a href="/products/T-JKT-NAVY/"' in log
    await panel.close()


async def test_second_turn_recalls_the_first(browser, model, am, products):
    """M5, M6, M8: the second message's system prompt carries the first exchange."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    await panel.ask("I wear size M, show me jackets")
    model.script.append(Text("Noted."))

    reply = await panel.ask("anything else?")

    assert reply.turn_count == 2
    system = model.chat_requests[-1]["messages"][0]["content"]
    assert "I wear size M, show me jackets" in system
    assert "The shopper wears size M." in system
    turn = await wait_for_turn("anything else?")
    assert turn.recalled["session"] >= 1
    await panel.close()


async def test_signed_out_makes_no_memory_call(browser, model, am, products):
    """M1.1: a signed-out visitor gets the same assistant with no memory calls at all."""
    await flush_ops()
    before = await MemoryOp.objects.acount()
    await browser.page()
    panel = await browser.socket()

    reply = await panel.ask("show me jackets")

    assert '<a href="/products/' in reply.final_bubble
    assert reply.session_id == ""
    assert reply.turn_count == 1
    turn = await wait_for_turn("show me jackets")
    await flush_ops()
    assert await MemoryOp.objects.acount() == before
    assert turn.shopper_name == "" and turn.session_id == "" and turn.recalled == {}
    from assistant.agent import SYSTEM_PROMPT

    # The system prompt alone: no memory suffix, and no page line off the home page.
    assert model.chat_requests[-1]["messages"][0]["content"] == SYSTEM_PROMPT
    assert not [r for r in model.requests if r not in model.chat_requests]  # no fact judge
    await panel.close()


@pytest.mark.parametrize(
    ("raw", "shown", "logged"),
    [
        ("not json", "could not be read", "not JSON"),
        ("[1, 2]", "could not be read", "a JSON list, not an object"),
        (
            json.dumps({"message": 5, "session_id": "", "turn_count": "0"}),
            "could not be read",
            "message is int, not text",
        ),
        (
            json.dumps({"message": "hi", "session_id": [], "turn_count": "0"}),
            "could not be read",
            "session_id is list, not text",
        ),
        (
            json.dumps({"message": "hi", "session_id": "", "turn_count": "many"}),
            "could not be read",
            "turn_count 'many' is not a count",
        ),
        (
            json.dumps({"message": "hi", "session_id": "", "turn_count": True}),
            "could not be read",
            "turn_count is bool True",
        ),
        (
            json.dumps({"message": "   ", "session_id": "", "turn_count": "0"}),
            "Type a message",
            "Type a message",
        ),
        (
            json.dumps({"message": "x" * 2001, "session_id": "", "turn_count": "0"}),
            "2000",
            "2000",
        ),
    ],
)
async def test_bad_frames_get_an_error_and_the_socket_stays_open(
    browser, model, am, products, caplog, raw, shown, logged
):
    """Issue 5 item 2: validate each frame; nothing stored; the socket stays usable. The
    refusal brings the idle status: the panel's wait for an answer is over (issue 13 item 1).
    The log says what was wrong with the frame; the panel's words are the same for any frame
    the panel could not have sent."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    caplog.set_level("INFO", logger="assistant.consumers")

    await panel.send_raw(raw)
    frame = await panel.receive()

    assert_refusal(frame, shown)
    refused = [r.getMessage() for r in caplog.records if "Refused a panel frame" in r.getMessage()]
    assert len(refused) == 1 and logged in refused[0], refused
    assert await panel.communicator.receive_nothing(0.2)
    assert await Turn.objects.acount() == 0
    assert not model.requests
    # Still open and working.
    reply = await panel.ask("show me jackets")
    assert reply.turn_count == 1
    await panel.close()


async def test_a_message_of_exactly_2000_characters_is_accepted(browser, model, am, products):
    await browser.page()
    panel = await browser.socket()
    # Every request of this turn gets the answer (a script step could be taken by a request
    # the previous test left in flight).
    model.responder = lambda body: Text("Long one.")
    reply = await panel.ask("y" * 2000)
    assert "Long one." in reply.final_bubble
    await panel.close()


async def test_one_reply_at_a_time(browser, model, am, products):
    """Issue 5 item 2: a second message during a reply is refused, not queued."""
    await browser.page()
    panel = await browser.socket()
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("slow " * 20, chunk=5, hold=answering))
    await panel.send("first")
    await panel.until("assistant-reply-")  # the reply has started

    await panel.send("second")
    frames = await panel.until("assistant-error")
    await panel.send_raw("not json")
    refused = await panel.until("could not be read")

    assert "Please wait for the current answer" in frames[-1]
    # Neither refusal ends the answer in progress: no status, which would say it is over.
    assert "assistant-status" not in frames[-1] + refused[-1]
    answering.set()
    await panel.until('data-state="final"')
    await wait_for_turn("first")
    assert not await Turn.objects.filter(message="second").aexists()
    await panel.close()


async def test_stop_cancels_the_reply_and_keeps_what_was_streamed(browser, model, am, products):
    """Issue 5 item 2: Stop acts at once; the turn is still logged and recorded."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("word " * 200, chunk=5, hold=answering))
    await panel.send("tell me a long story")
    await panel.until(STREAMING + "word")

    await panel.send_raw(json.dumps({"action": "stop", "HEADERS": {}}))
    frames = await panel.until('data-state="final"', wait=3)
    answering.set()

    assert "Stopped." in frames[-1]
    assert 'id="assistant-status"' in frames[-1] and "hidden" in frames[-1]
    stopped = Reply(frames)
    assert (stopped.session_id, stopped.turn_count) == ("session1", 1)
    panel.session_id, panel.turn_count = stopped.session_id, stopped.turn_count
    turn = await wait_for_turn("tell me a long story")
    assert turn.error == "stopped by the shopper"
    assert turn.answer.startswith("word")
    assert len(turn.answer) < len("word " * 200)
    # The socket is free for the next message.
    reply = await panel.ask("show me jackets")
    assert reply.turn_count == 2
    await panel.close()


async def test_disconnect_cancels_the_reply(browser, model, am, products):
    await browser.page()
    panel = await browser.socket()
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.script.append(Text("word " * 200, chunk=5, hold=answering))
    await panel.send("a long one")
    await panel.until(STREAMING + "word")

    await panel.close()

    turn = await wait_for_turn("a long one")  # held until then: the close stops it, not the end
    answering.set()
    assert turn.error == "socket closed"
    assert len(turn.answer) < len("word " * 200)


@pytest.mark.parametrize(
    ("setup", "logged"),
    [
        (lambda m: setattr(m, "fail_status", 500), "InternalServerError"),
        (lambda m: setattr(m, "fail_status", 429), "RateLimitError"),
        (lambda m: setattr(m, "fail_status", 503), "InternalServerError"),
        (
            lambda m: m.script.append(ToolCalls([("search_products", "{not json")])),
            "not valid JSON",
        ),
        (lambda m: m.script.append(ToolCalls([("delete_everything", {})])), "unknown tool"),
        (
            lambda m: m.script.append(ToolCalls([("search_products", {"limit": "lots"})])),
            "limit must be an integer",
        ),
        (lambda m: setattr(m, "delay_seconds", 1.5), "timed out"),
    ],
    ids=["500", "429", "503", "malformed-arguments", "unknown-tool", "wrong-type", "timeout"],
)
async def test_model_failure_becomes_an_apology_and_is_logged(
    browser, model, am, products, settings, caplog, setup, logged
):
    """Issue 5 item 3: timeout, 429, 5xx, bad tool calls -> apology, logged, turn recorded."""
    settings.OPENAI_TIMEOUT_SECONDS = 0.5
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    panel = await browser.socket()
    setup(model)

    with caplog.at_level(logging.ERROR, logger="assistant.agent"):
        reply = await panel.ask("show me jackets")

    assert APOLOGY in reply.final_bubble
    assert logged in caplog.text
    turn = await wait_for_turn("show me jackets")
    assert logged in turn.error
    assert turn.answer == APOLOGY
    blocks = await memory_blocks(am.url, turn.user_id, turn.session_id)
    assert [b["message"]["assistant_content"] for b in blocks if b["message"]] == [APOLOGY]
    # The socket survives.
    model.reset()
    assert (await panel.ask("show me jackets")).turn_count == 2
    await panel.close()


async def test_tool_rounds_are_bounded(browser, model, am, products, settings):
    """Issue 5 item 3: after ASSISTANT_MAX_TOOL_ROUNDS the model is offered no tools."""
    settings.ASSISTANT_MAX_TOOL_ROUNDS = 2
    await browser.page()
    panel = await browser.socket()
    # Every request of this turn is answered by its shape (a script step could be taken by a
    # request the previous test left in flight): a tool call while tools are offered.
    model.responder = lambda body: (
        ToolCalls([("search_products", {"colour": "navy"})])
        if body.get("tools")
        else Text("Here is the [Harbour Jacket](/products/T-JKT-NAVY/).")
    )

    reply = await panel.ask("navy?")

    mine = [r for r in model.chat_requests if r["messages"][1]["content"] == "navy?"]
    assert len(mine) == 3
    assert "tools" in mine[1] and "tools" not in mine[2]
    assert '<a href="/products/T-JKT-NAVY/"' in reply.final_bubble
    await panel.close()


async def test_links_to_skus_no_tool_returned_are_plain_text(browser, model, am, products):
    """M8.4 in code: only SKUs a tool returned in this turn are linked."""
    await browser.page()
    panel = await browser.socket()
    model.script.append(ToolCalls([("get_product", {"sku": "T-JKT-NAVY"})]))
    model.script.append(
        Text(
            "Try the [Harbour Jacket](/products/T-JKT-NAVY/), or the [Sunny Rain Jacket]"
            "(/products/T-JKT-YEL/) you liked, or [this](https://example.com/phish)."
        )
    )

    reply = await panel.ask("the navy one?")

    bubble = parse(reply.final_bubble)
    links = [attrs["href"] for tag, attrs in bubble.tags if tag == "a"]
    assert links == ["/products/T-JKT-NAVY/"]
    assert "Sunny Rain Jacket" in reply.final_bubble
    assert "example.com" not in links
    await panel.close()


async def test_controls_are_reread_when_a_chat_starts(browser, model, am, products):
    """The session in scope is a snapshot: demo controls set after connect still apply."""
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    panel = await browser.socket()
    response = await browser.post(
        "/assistant/controls/", {"session_date": "2025-03-14", "retention": "1h"}
    )
    assert response.status_code == 200

    reply = await panel.ask("show me jackets")

    controls = next(f for f in reply.frames if 'id="assistant-controls"' in f)
    assert "<fieldset disabled>" in controls
    assert 'value="2025-03-14"' in controls
    assert '<option value="1h" selected>' in controls
    turn = await wait_for_turn("show me jackets")
    blocks = await memory_blocks(am.url, turn.user_id, turn.session_id)
    assert blocks[0]["created_at"].startswith("2025-03-14")
    await panel.close()


async def test_foreign_session_id_starts_a_new_session(browser, model, am, products):
    """M2.4: another shopper's session id is never used."""
    other = type(browser)()
    await other.sign_in(unique_name("Other"))
    await other.page()
    other_panel = await other.socket()
    await other_panel.ask("show me jackets")
    await other_panel.ask("show me jeans")
    assert other_panel.session_id == "session1"

    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    reply = await panel.ask("any jackets for me?", session_id="session1", turn_count="7")

    assert reply.session_id == "session1"  # the new shopper's own first session
    assert reply.turn_count == 1  # a new session has had no exchanges (M6.1)
    mine = await wait_for_turn("any jackets for me?")
    assert mine.user_id != (await Turn.objects.filter(message="show me jeans").afirst()).user_id
    await other_panel.close()
    await panel.close()


async def test_memory_down_still_answers_and_says_so(browser, model, am, products, settings):
    """M10.1, M1.2: the shopper still gets an answer; the mode label says memory is down."""
    settings.AGENT_MEMORY_URL = "http://127.0.0.1:9"  # nothing listens there
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 0.5
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    panel = await browser.socket()
    assert 'data-mode="unavailable"' in panel.frames[0]

    reply = await panel.ask("show me jackets")

    assert '<a href="/products/' in reply.final_bubble
    assert reply.session_id == ""
    # No session could be ensured, so nothing was queued: the admin's turn log says so.
    turn = await wait_for_turn("show me jackets", shopper=name)
    assert "not remembered (memory unavailable: no session)" in turn.error
    await panel.close()


async def test_connect_says_remembering_when_memory_is_up(browser, model, am):
    name = unique_name()
    await browser.sign_in(name)
    await browser.page()
    panel = await browser.socket()
    assert 'data-mode="remembering"' in panel.frames[0] and name in panel.frames[0]
    await panel.close()


async def test_foreign_origin_is_rejected_and_logged(browser, caplog):
    """Acceptance c: a socket from another site is refused before the consumer runs."""
    from channels.testing import WebsocketCommunicator

    from config.asgi import application

    await browser.page()
    communicator = WebsocketCommunicator(
        application,
        "/ws/assistant/",
        headers=[(b"origin", b"http://evil.example"), (b"cookie", b"sessionid=x")],
    )
    with caplog.at_level(logging.WARNING, logger="assistant.security"):
        connected, _ = await communicator.connect()
    assert not connected
    assert "Origin http://evil.example" in caplog.text
    allowed = WebsocketCommunicator(
        application, "/ws/assistant/", headers=[(b"host", HOST), (b"origin", ORIGIN)]
    )
    assert (await allowed.connect())[0]
    await allowed.disconnect()


async def test_close_during_reply_is_safe(browser, model, am, products):
    """Closing the panel mid-reply: the socket keeps working and the next chat is new."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    await panel.ask("show me jackets")
    response = await browser.asgi_post("/assistant/close/", {"session_id": panel.session_id})
    assert response.status_code == 200
    panel.session_id, panel.turn_count = "", 0
    reply = await panel.ask("show me jeans")
    assert reply.session_id == "session2"  # M2.3: 1 + the highest n
    await asyncio.sleep(0)
    await panel.close()


async def test_signing_out_elsewhere_stops_memory_at_once(browser, model, am, products):
    """The scope's session is a snapshot: identity is re-read every turn (M1.1, M2.2)."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    assert (await panel.ask("show me jackets")).session_id == "session1"

    response = await browser.client.post("/logout/")
    assert response.status_code in (302, 303)
    reply = await panel.ask("show me jeans")

    assert reply.session_id == ""
    turn = await wait_for_turn("show me jeans")
    assert turn.shopper_name == "" and turn.recalled == {}
    await panel.close()
