"""`run_turn` without a socket (issue 13 "Structure"): a `send` callback collects the frames;
the real memory_server, database and scripted model stand behind it."""

from __future__ import annotations

import asyncio
import pathlib
import threading

import pytest

from assistant.chat.frames import Frame
from assistant.chat.turn import run_turn
from assistant.chat.turn_state import Chat
from assistant.models import Turn
from memory import services as memory
from memory.models import MemoryOp
from tests.assistant.conftest import unique_name
from tests.edge_servers import Text, default_responder

pytestmark = pytest.mark.django_db(transaction=True)

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Frames(list):
    """A `send` callback that keeps every frame; `seen` is set once one contains `marker`."""

    marker = "\0"

    def __init__(self) -> None:
        super().__init__()
        self.seen = asyncio.Event()

    async def __call__(self, fragment: str) -> None:
        self.append(str(fragment))
        if self.marker in fragment:
            self.seen.set()


async def test_run_turn_answers_streams_and_records_with_its_operations(
    browser, model, am, products
):
    """M2.1, M3, M4.1, M5: one turn through `send`; its Turn row and its memory operations
    share the turn's key (memory.turns.turn_scope)."""
    await browser.sign_in(unique_name())
    await browser.page()
    send, chat = Frames(), Chat(session_key=browser.session_key)

    turn = await run_turn(
        Frame(message="I wear size M, show me jackets", session_id="", turn_count=0),
        chat=chat,
        send=send,
    )

    assert turn.session_id == "session1"
    assert 'id="assistant-log" hx-swap-oob="beforeend"' in send[0]
    assert 'data-state="final"' in send[-1]
    assert '<a href="/products/T-JKT-NAVY/"' in send[-1]
    assert not chat.busy
    await chat.pending_record
    await memory.flush_ops()
    row = await Turn.objects.aget(key=turn.key)
    assert row.facts == ["The shopper wears size M."]
    assert row.retention == "default"
    assert row.recall_summary["failed"] == []
    kinds = {
        kind async for kind in MemoryOp.objects.filter(turn=turn.key).values_list("kind", flat=True)
    }
    assert {"ensure_session", "list", "search_2", "search_3", "record_turn", "judge"} <= kinds


async def test_a_second_turn_carries_the_first_in_its_suffix_and_summary(
    browser, model, am, products
):
    """M5, M7, M8: the exact suffix sent to the model is kept, and the recall summary names
    the fact with its date and block id."""
    await browser.sign_in(unique_name())
    await browser.page()
    send, chat = Frames(), Chat(session_key=browser.session_key)
    first = await run_turn(
        Frame(message="I wear size M", session_id="", turn_count=0), chat=chat, send=send
    )
    await chat.pending_record
    second = await run_turn(
        Frame(message="show me jackets", session_id=first.session_id, turn_count=1),
        chat=chat,
        send=send,
    )

    system = model.chat_requests[-1]["messages"][0]["content"]
    assert second.memory_suffix and second.memory_suffix in system
    session_search = second.recall_summary["searches"][0]
    assert session_search["name"] == "session"
    texts = [item["text"] for item in session_search["items"]]
    assert "The shopper wears size M." in texts
    assert all(item["block_id"] and item["stated"] != "undated" for item in session_search["items"])


async def test_a_cancelled_turn_keeps_the_links_the_tools_returned(browser, model, am, products):
    """Issue 13 item 4, M8.4: a Stop after the tool call keeps the tool's product links in
    the saved answer."""
    await browser.sign_in(unique_name())
    await browser.page()
    send, chat = Frames(), Chat(session_key=browser.session_key)
    send.marker = 'href="/products/T-JKT-NAVY/"'

    linked = "[Harbour Jacket](/products/T-JKT-NAVY/) "
    answering = threading.Event()  # the answer waits once the link is out: surely in flight

    def slow_jackets(body):
        if body["messages"][-1]["role"] == "tool":
            return Text(linked + "more " * 200, hold=answering, hold_after=len(linked))
        return default_responder(body)

    model.responder = slow_jackets
    task = asyncio.create_task(
        run_turn(
            Frame(message="show me jackets", session_id="", turn_count=0), chat=chat, send=send
        )
    )
    await asyncio.wait_for(send.seen.wait(), 15)
    chat.stopping = True
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    answering.set()
    assert '<a href="/products/T-JKT-NAVY/"' in send[-1]
    assert "Stopped." in send[-1]


def test_the_consumer_only_glues_the_socket():
    """Issue 13: the turn lives in assistant/chat/, the consumer stays small."""
    consumer = (ROOT / "assistant" / "consumers.py").read_text()
    assert len(consumer.splitlines()) < 150
    assert "<li" not in consumer and "<span" not in consumer  # HTML is in the partials
