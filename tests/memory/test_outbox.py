"""The outbox (issue 20 item 6): writes that fail while Agent Memory is away wait in the shop's
database and are replayed when it answers again, in order, once, with their M3 shape.

Real memory_server over HTTP, a real fault proxy in front of it (the outer edge), the real
database; the replayer runs in the background as in the shop, and the tests wait for what it
does (polling with a deadline).
"""

from __future__ import annotations

import asyncio
import time
from datetime import date, timedelta

import pytest
from asgiref.sync import sync_to_async
from django.utils import timezone

from memory import replay
from memory import services as memory
from memory.models import PendingWrite
from tests.assistant.conftest import memory_blocks, memory_session
from tests.edge_servers import closed_port_url

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def settled(uid):
    """The write_settled signals for this test's user: [(kind, outcome, reason)] (the
    replayer is shared by the whole run: another test's replay may settle meanwhile)."""
    heard: list[tuple[str, str, str]] = []

    def receiver(sender, *, kind, outcome, reason="", user_id="", **_):
        if user_id == uid:
            heard.append((kind, str(outcome), reason))

    memory.write_settled.connect(receiver, dispatch_uid="test_outbox")
    yield heard
    memory.write_settled.disconnect(dispatch_uid="test_outbox")


@pytest.fixture
def quick(settings):
    """Retry every 0.2 s while rows wait (the default is 5 s); 1 s client deadlines (a write
    of unknown outcome is looked for 3 s later)."""
    settings.MEMORY_OUTBOX_RETRY_SECONDS = 0.2
    settings.AGENT_MEMORY_TIMEOUT_SECONDS = 1.0
    settings.AGENT_MEMORY_MAX_RETRIES = 0
    return settings


async def _session(uid: str) -> str:
    assert await memory.ensure_user(user_id=uid, name="Outbox")
    created = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=None, retention="default"
    )
    return created.session_id


async def _rows(**filters) -> list[PendingWrite]:
    return await sync_to_async(lambda: list(PendingWrite.objects.filter(**filters)))()


async def _until(check, what: str, wait: float = 15.0):
    deadline = time.monotonic() + wait
    while True:
        result = await check()
        if result:
            return result
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.05)


async def test_a_turn_written_while_memory_is_down_is_replayed_once_with_its_shape(
    am, quick, uid, settled
):
    sid = await _session(uid)
    quick.AGENT_MEMORY_URL = closed_port_url()
    written = await memory.write_turn(
        user_id=uid,
        session_id=sid,
        user_content="I wear size M",
        assistant_content="Noted.",
        session_date=date(2025, 3, 14),
    )
    facts = await memory.write_facts(
        user_id=uid, session_id=sid, facts=["The shopper wears size M."], session_date=None
    )
    assert (written.outcome, facts.outcome) == (memory.Written.QUEUED, memory.Written.QUEUED)
    (turn_row, facts_row) = await _rows(user_id=uid)
    assert (turn_row.kind, facts_row.kind) == ("turn", "facts")
    assert not turn_row.outcome_unknown  # refused connection: the request never arrived
    assert await memory_blocks(am.url, uid, sid) == []

    quick.AGENT_MEMORY_URL = am.url
    assert await memory.get_session(user_id=uid, session_id=sid)  # a success: replay starts
    await _until(lambda: _rows_gone(uid), "the outbox emptied")

    blocks = await memory_blocks(am.url, uid, sid)
    turns = [b for b in blocks if b["message"]]
    stored_facts = [b for b in blocks if b["fact"]]
    assert len(turns) == 1 and len(stored_facts) == 1
    (turn,) = turns
    # M3.5 `type`, the write id of the first attempt, M3.6 created_at of the session's day.
    assert turn["annotations"] == {"type": "turn", "write_id": turn_row.write_id}
    assert turn["created_at"].startswith("2025-03-14")
    assert stored_facts[0]["annotations"] == {"type": "fact", "write_id": facts_row.write_id}
    assert stored_facts[0]["created_at"] is not None  # dated with its first attempt
    assert sorted(settled) == [("facts", "stored", ""), ("turn", "stored", "")]


async def test_facts_of_two_categories_are_two_writes_queued_and_replayed_on_their_own(
    am, quick, uid, settled
):
    """Issue 19: one request per category, each with its own write id and outbox row; the
    replay keeps each one's `category` annotation and stores each once."""
    sid = await _session(uid)
    quick.AGENT_MEMORY_URL = closed_port_url()
    facts = memory.validate_facts(
        [
            {"category": "size", "fact": "The shopper wears size M."},
            {"category": "colour", "fact": "The shopper dislikes yellow."},
            {"category": "size", "fact": "The shopper wears shoe size 42."},
        ]
    )
    written = await memory.write_facts(user_id=uid, session_id=sid, facts=facts, session_date=None)

    assert written.outcome == memory.Written.QUEUED
    rows = await _rows(user_id=uid)
    # The two requests run at once: their rows may land in either order.
    assert sorted((r.kind, r.payload["category"], r.payload["facts"]) for r in rows) == [
        ("facts", "colour", ["The shopper dislikes yellow."]),
        ("facts", "size", ["The shopper wears size M.", "The shopper wears shoe size 42."]),
    ]
    assert len({r.write_id for r in rows}) == 2

    quick.AGENT_MEMORY_URL = am.url
    assert await memory.get_session(user_id=uid, session_id=sid)  # a success: replay starts
    await _until(lambda: _rows_gone(uid), "the outbox emptied")

    by_id = {r.write_id: r.payload["category"] for r in rows}
    stored = {b["fact"]: b["annotations"] for b in await memory_blocks(am.url, uid, sid)}
    assert len(stored) == 3
    for labels in stored.values():
        assert labels["type"] == "fact"
        assert labels["category"] == by_id[labels["write_id"]]
    assert stored["The shopper dislikes yellow."]["category"] == "colour"
    assert stored["The shopper wears shoe size 42."]["category"] == "size"
    assert sorted(settled) == [("facts", "stored", ""), ("facts", "stored", "")]


async def _rows_gone(uid: str) -> bool:
    return not await _rows(user_id=uid)


async def test_a_write_that_timed_out_but_landed_is_not_stored_twice(am, quick, uid, settled):
    """Outcome unknown (the server answered after our deadline): the replay looks for the
    write id first and finds it."""
    sid = await _session(uid)
    quick.AGENT_MEMORY_TIMEOUT_SECONDS = 0.3
    am.settings.latency_seconds = 0.6
    written = await memory.write_turn(
        user_id=uid, session_id=sid, user_content="q", assistant_content="a", session_date=None
    )
    am.settings.latency_seconds = 0.0
    assert written.outcome == memory.Written.QUEUED
    (row,) = await _rows(user_id=uid)
    assert row.outcome_unknown
    assert await memory.get_session(user_id=uid, session_id=sid)
    await _until(lambda: _rows_gone(uid), "the outbox emptied")
    blocks = await memory_blocks(am.url, uid, sid)
    assert [b["annotations"]["write_id"] for b in blocks] == [row.write_id]
    assert settled == [("turn", "stored", "")]


async def test_a_5xx_that_stored_nothing_is_written_on_replay(fault_proxy, quick, am, uid):
    sid = await _session(uid)
    failing = True
    fault_proxy.rules.append(
        lambda m, p, b: 503 if failing and m == "POST" and p.endswith("/memory") else None
    )
    written = await memory.write_turn(
        user_id=uid, session_id=sid, user_content="q", assistant_content="a", session_date=None
    )
    assert written.outcome == memory.Written.QUEUED
    assert (await _rows(user_id=uid))[0].outcome_unknown  # a 5xx may have stored it
    failing = False
    assert await memory.get_session(user_id=uid, session_id=sid)
    await _until(lambda: _rows_gone(uid), "the outbox emptied", wait=20)
    assert len(await memory_blocks(am.url, uid, sid)) == 1


async def test_a_refusal_is_dropped_at_once(am, quick, uid, settled):
    """A 4xx (here: the session has ended) cannot succeed later: nothing is queued."""
    sid = await _session(uid)
    assert await memory.end_session(user_id=uid, session_id=sid)
    written = await memory.write_turn(
        user_id=uid, session_id=sid, user_content="q", assistant_content="a", session_date=None
    )
    assert written.outcome == memory.Written.DROPPED and "4xx" in written.reason
    assert await _rows(user_id=uid) == []


async def test_the_outbox_is_bounded_per_shopper_and_in_age(am, quick, uid, settled, caplog):
    quick.MEMORY_OUTBOX_MAX_PER_USER = 2
    quick.AGENT_MEMORY_URL = closed_port_url()
    for n in range(3):
        await memory.write_turn(
            user_id=uid,
            session_id="session1",
            user_content=f"q{n}",
            assistant_content="a",
            session_date=None,
        )
    rows = await _rows(user_id=uid)
    assert [r.payload["user_content"] for r in rows] == ["q1", "q2"]  # the oldest went first
    assert settled == [("turn", "dropped", "the outbox was full or the write too old")]
    assert "dropped from the outbox" in caplog.text

    quick.MEMORY_OUTBOX_MAX_AGE_SECONDS = 0  # every waiting row is now too old
    quick.AGENT_MEMORY_URL = am.url
    replay.start_replayer()
    await _until(lambda: _rows_gone(uid), "the old rows dropped")

    async def all_settled() -> bool:  # the last drop's settlement can follow its delete
        return len(settled) >= 3

    await _until(all_settled, "the drops settled")
    assert [outcome for _, outcome, _ in settled] == ["dropped"] * 3


async def test_close_ends_the_session_after_its_waiting_writes(am, quick, uid):
    """M9.3 with the outbox: ending first would make the replayed turn a refusal."""
    sid = await _session(uid)
    quick.AGENT_MEMORY_URL = closed_port_url()
    await memory.write_turn(
        user_id=uid, session_id=sid, user_content="q", assistant_content="a", session_date=None
    )
    quick.AGENT_MEMORY_URL = am.url
    closed = await memory.close_session(user_id=uid, session_id=sid)
    assert closed.outcome == memory.Written.QUEUED  # behind the turn, though memory is up
    await _until(lambda: _rows_gone(uid), "the outbox emptied")
    assert len(await memory_blocks(am.url, uid, sid)) == 1
    assert (await memory_session(am.url, uid, sid))["end_time"] is not None
    again = await memory.write_turn(
        user_id=uid, session_id=sid, user_content="late", assistant_content="a", session_date=None
    )
    assert again.outcome == memory.Written.DROPPED  # the session did end, after the turn


async def test_one_replayer_at_a_time(am, quick, uid):
    """Two passes at once (two replicas): the lease lets one replay; each write lands once."""
    sid = await _session(uid)
    quick.AGENT_MEMORY_URL = closed_port_url()
    for n in range(4):
        await memory.write_turn(
            user_id=uid, session_id=sid, user_content=f"q{n}", assistant_content="a",
            session_date=None,
        )  # fmt: skip
    quick.AGENT_MEMORY_URL = am.url
    due = timezone.now() - timedelta(seconds=1)
    await sync_to_async(lambda: PendingWrite.objects.update(next_attempt_at=due))()
    results = await asyncio.gather(replay.replay_once(), replay.replay_once())
    assert None in results  # the second found the lease taken
    await _until(lambda: _rows_gone(uid), "the outbox emptied")
    blocks = await memory_blocks(am.url, uid, sid)
    assert sorted(b["message"]["user_content"] for b in blocks) == ["q0", "q1", "q2", "q3"]
