"""The visit's chat in the shared database (issue 20 items 2, 3 and 7): the session-check lease,
the controls' lock, and the generation that keeps a closed chat closed.

The row (`assistant.models.VisitChat`) is what every replica agrees on; these tests drive it
through the real views, the real socket and `assistant.visits` itself. The several-process
paths (two daphne replicas on one PostgreSQL and Redis) are proven by tests/cluster/.
"""

from __future__ import annotations

import asyncio
import threading
from datetime import timedelta

import pytest
from asgiref.sync import sync_to_async
from django.utils import timezone

from assistant import state, visits
from assistant.models import VisitChat
from memory_server.testing import BackgroundServer
from tests.assistant.conftest import memory_blocks, memory_session, unique_name, wait_for_turn
from tests.edge_servers import FaultProxy, Text

pytestmark = pytest.mark.django_db(transaction=True)

CONTROLS = "/assistant/controls/"


async def test_controls_posted_as_the_first_message_starts_are_used_or_refused(
    browser, model, am, products
):
    """Item 7 (M9.2): a controls POST a moment after the first message either lands before
    the session is minted, and the session runs with it, or is refused with 409. It never
    answers "Saved" for values the session does not run with."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    with am.knobs(latency_seconds=0.3):  # the session check takes a while
        await panel.send("show me jackets")
        await panel.until('id="assistant-log"')  # the turn has begun
        response = await browser.post(CONTROLS, {"session_date": "2025-02-03", "retention": "1h"})
        frames = await panel.until('data-state="final"')
    turn = await wait_for_turn("show me jackets")
    session = await memory_session(am.url, turn.user_id, turn.session_id)
    if response.status_code == 200:
        assert "Saved" in response.content.decode()
        assert session["blocks_ttl"] == 3600
        assert session["metadata"] == {"session_date": "2025-02-03"}
    else:
        assert response.status_code == 409
        assert session["blocks_ttl"] == 7_776_000  # the defaults, as the panel shows
        assert "chat has started" in response.content.decode()
    assert frames
    await panel.close()


async def test_controls_posted_while_the_session_is_being_minted_are_refused(
    browser, model, am, products, settings
):
    """Item 7: the POST arrives while the first message's session is being created (its
    stored ids are being listed, M2.3): the old per-process check still saw an open chat and
    answered "Saved", and the session ran with the defaults. Now: 409, and the session runs
    with what the panel shows."""
    listing = threading.Event()

    def hold_the_listing(method, path, body):
        if method == "GET" and path.endswith("/sessions"):
            listing.set()
            return 0.6
        return None

    proxy = FaultProxy(upstream=am.url, delays=[hold_the_listing])
    server = BackgroundServer(proxy.app()).start()
    settings.AGENT_MEMORY_URL = server.url
    try:
        await browser.sign_in(unique_name())
        await browser.page()
        panel = await browser.socket()
        await panel.send("show me jackets")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        while not listing.is_set():
            assert loop.time() < deadline, "the session was never minted"
            await asyncio.sleep(0.01)
        response = await browser.post(CONTROLS, {"session_date": "2025-02-03", "retention": "1h"})
        await panel.until('data-state="final"')
        turn = await wait_for_turn("show me jackets")
        session = await memory_session(am.url, turn.user_id, turn.session_id)
        assert response.status_code == 409
        assert session["blocks_ttl"] == 7_776_000 and not session.get("metadata")
        await panel.close()
    finally:
        server.stop()


async def test_the_first_message_locks_the_controls_before_memory_answers(
    browser, model, am, products
):
    """Item 7: the lock is taken when the turn begins, in the row, not after the mint."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    key = browser.session_key
    with am.knobs(latency_seconds=0.5):
        await panel.send("show me jackets")
        row = await _until_row(key, lambda row: row.started)
        response = await browser.post(CONTROLS, {"session_date": "2025-02-03", "retention": "1h"})
        assert response.status_code == 409
        assert row.memory_session_id == ""  # not minted yet: refused all the same
        await panel.until('data-state="final"')
    await panel.close()


async def _until_row(session_key: str, check, wait: float = 10.0) -> VisitChat:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait
    while True:
        row = await VisitChat.objects.filter(visit=visits.visit_key(session_key)).afirst()
        if row is not None and check(row):
            return row
        assert loop.time() < deadline, "the visit's row never changed"
        await asyncio.sleep(0.02)


async def test_the_session_check_is_one_turn_at_a_time_per_visit(browser):
    """Item 3 (M2): the lease. A second tab's turn waits (BUSY), then continues the session
    the first recorded; a lease outlived by its turn (a dead replica) is free again."""
    await browser.page()
    key = browser.session_key
    _, generation = await sync_to_async(visits.begin_turn)(key)
    first = await sync_to_async(visits.claim_check)(key, generation, "tab-a", 30)
    assert first == visits.Claim("", "", "default")
    assert await sync_to_async(visits.claim_check)(key, generation, "tab-b", 30) == visits.BUSY
    assert await sync_to_async(visits.release_check)(
        key, generation, "tab-a", memory_session_id="session1", session_values={"k": "v"}
    )
    second = await sync_to_async(visits.claim_check)(key, generation, "tab-b", 30)
    assert second.memory_session_id == "session1"
    assert (await browser.session())["k"] == "v"

    expired = timezone.now() - timedelta(seconds=1)
    await VisitChat.objects.filter(visit=visits.visit_key(key)).aupdate(check_until=expired)
    taken = await sync_to_async(visits.claim_check)(key, generation, "tab-c", 30)
    assert isinstance(taken, visits.Claim)
    # tab-b's lease was taken over: its release writes nothing.
    assert not await sync_to_async(visits.release_check)(
        key, generation, "tab-b", memory_session_id="session9"
    )


async def test_a_closed_chat_stays_closed(browser):
    """Item 2: a turn of the closed generation writes nothing back, neither its answer nor
    its session check."""
    await browser.page()
    key = browser.session_key
    _, generation = await sync_to_async(visits.begin_turn)(key)
    await sync_to_async(state.update_session)(key, {state.SESSION_ID: "session1"})
    await sync_to_async(visits.close_chat)(key)

    saved = await sync_to_async(visits.save_turn)(
        key, generation, session_id="session1", turn_count=2, entries=[{"role": "user"}]
    )
    assert saved is None
    assert await sync_to_async(visits.claim_check)(key, generation, "t", 30) == visits.CLOSED
    stored = await browser.session()
    assert not set(stored) & set(visits.CHAT_KEYS)
    _, after = await sync_to_async(visits.begin_turn)(key)
    assert after == generation + 1


async def test_close_mid_answer_stops_records_and_starts_afresh(browser, model, am, products):
    """Item 2 through the socket: Close while an answer streams stops it, answers only once
    its record has landed, and the chat stays closed: the next message is session2 and is
    stored there."""
    await browser.sign_in(unique_name())
    await browser.page()
    panel = await browser.socket()
    answering = threading.Event()  # the answer waits after its first word: surely in flight
    model.responder = lambda body: Text("word " * 200, chunk=5, hold=answering)
    await panel.send("tell me everything")
    await panel.until("word")

    response = await browser.asgi_post("/assistant/close/", {"session_id": ""})

    assert response.status_code == 200, response.text
    stopped = await panel.until('data-state="final"')  # sent before Close answered
    answering.set()
    assert "Stopped." in stopped[-1]
    turn = await wait_for_turn("tell me everything")
    assert turn.stopped and turn.session_id == "session1"
    # Recorded before Close answered (Close waited for the turn's ActiveTurn row).
    stored = await memory_blocks(am.url, turn.user_id, "session1")
    assert [b["message"]["user_content"] for b in stored if b["message"]] == ["tell me everything"]
    assert (await memory_session(am.url, turn.user_id, "session1"))["end_time"] is not None
    session = await browser.session()
    assert not set(session) & set(visits.CHAT_KEYS)  # the late final fragment wrote nothing
    model.responder = lambda body: Text("Fine.")
    panel.session_id, panel.turn_count = "session1", 1  # the tab's stale form
    reply = await panel.ask("and now?")
    assert reply.session_id == "session2"
    await wait_for_turn("and now?")
    assert await memory_blocks(am.url, turn.user_id, "session2")
    await panel.close()


async def test_prune_visits_deletes_old_rows_only(browser):
    """`manage.py prune_visits --days N`: old visits and stale in-flight marks go."""
    from io import StringIO

    from django.core.management import call_command

    from assistant.models import ActiveTurn

    await browser.page()
    await sync_to_async(visits.begin_turn)(browser.session_key)
    old = timezone.now() - timedelta(days=30)
    await sync_to_async(VisitChat.objects.create)(visit="an-old-visit")
    await VisitChat.objects.filter(visit="an-old-visit").aupdate(updated_at=old)
    await sync_to_async(ActiveTurn.objects.create)(visit="x", key="stale")
    await ActiveTurn.objects.filter(key="stale").aupdate(started_at=old)
    out = StringIO()
    await sync_to_async(call_command)("prune_visits", "--days", "14", stdout=out)
    assert "Deleted 1 visit chat(s) and 1 stale in-flight turn(s)." in out.getvalue()
    assert await VisitChat.objects.filter(visit=visits.visit_key(browser.session_key)).aexists()
