"""The record path (M3): what a turn and a fact look like once stored, read back through the
real SDK from memory_server."""

import asyncio
from datetime import UTC, date, datetime, timedelta

import pytest

from memory import services as memory
from tests.memory import seed

pytestmark = pytest.mark.django_db(transaction=True)


async def _new_session(uid: str, *, retention="default", session_date=None):
    assert await memory.ensure_user(user_id=uid, name="Shopper")
    session = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=session_date, retention=retention
    )
    assert session is not None
    return session


async def _wait_ready(url, uid, session_id):
    async with asyncio.timeout(10):
        while True:
            blocks = await seed.list_blocks(url, uid, session_id)
            if all(b.status.value != "processing" for b in blocks):
                return blocks
            await asyncio.sleep(0.05)


async def test_turn_and_facts_are_stored_as_the_table_says(am, uid, ops):
    """M3, M3.1, M3.4, M3.5: a turn carries `type: turn` and gets a summary once processed;
    facts carry `type: fact` and no summary or contexts; two separate writes."""
    session = await _new_session(uid)
    assert await memory.record_turn(
        user_id=uid,
        session_id=session.session_id,
        user_content="I wear size M. Show me jackets.",
        assistant_content="Here are three jackets in M.",
        session_date=None,
    )
    assert await memory.record_facts(
        user_id=uid,
        session_id=session.session_id,
        facts=["The shopper wears size M.", "The shopper dislikes yellow."],
        session_date=None,
    )
    blocks = await _wait_ready(am.url, uid, session.session_id)
    turns = [b for b in blocks if b.message is not None]
    facts = [b for b in blocks if b.fact]
    assert len(turns) == 1 and len(facts) == 2
    (turn,) = turns
    # M3.5's `type`, plus the id of the request that wrote it (issue 20 item 6).
    assert turn.annotations == {"type": "turn", "write_id": turn.annotations["write_id"]}
    assert len(turn.annotations["write_id"]) == 24
    assert turn.message.user_content == "I wear size M. Show me jackets."
    assert turn.status.value == "ready" and turn.summary  # context_required=True
    assert len({fact.annotations["write_id"] for fact in facts}) == 1  # one request
    assert facts[0].annotations["write_id"] != turn.annotations["write_id"]
    for fact in facts:
        assert fact.annotations == {"type": "fact", "write_id": fact.annotations["write_id"]}
        assert fact.summary is None and not fact.contexts  # context_required=False
        assert fact.status.value == "ready"
    rows = await ops(user_id=uid, kind__in=["record_turn", "record_facts"])
    assert [(r.kind, r.outcome, r.blocks) for r in rows] == [
        ("record_turn", "ok", 1),
        ("record_facts", "ok", 2),
    ]


async def test_dated_session_stamps_the_day_and_the_real_time(am, uid):
    """M3.6, M7.4: created_at is the chosen day with the real time of day (UTC)."""
    day = date(2026, 3, 14)
    session = await _new_session(uid, session_date=day)
    before = datetime.now(UTC)
    await memory.record_turn(
        user_id=uid,
        session_id=session.session_id,
        user_content="hello",
        assistant_content="hi",
        session_date=session.session_date,
    )
    await memory.record_facts(
        user_id=uid,
        session_id=session.session_id,
        facts=["The shopper wears EU 42 shoes."],
        session_date=session.session_date,
    )
    after = datetime.now(UTC)
    blocks = await seed.list_blocks(am.url, uid, session.session_id)
    assert len(blocks) == 2
    for block in blocks:
        stamped = datetime.fromisoformat(block.created_at)
        assert stamped.date() == day
        real = datetime.combine(before.date(), stamped.timetz())
        assert before - timedelta(seconds=1) <= real <= after + timedelta(seconds=1)


async def test_facts_outlive_a_short_session_and_turns_inherit_its_retention(am, uid):
    """M3.2, M3.3, M9.5: in a 1-minute session the turn (no block TTL, inherits the session's)
    expires; the facts (block TTL 0) never do. Dating the session 6 months back does not
    backdate expiry: right after writing, the turn is still there."""
    session = await _new_session(uid, retention="1m", session_date=date.today() - timedelta(180))
    await memory.record_turn(
        user_id=uid,
        session_id=session.session_id,
        user_content="no yellow please",
        assistant_content="noted",
        session_date=session.session_date,
    )
    await memory.record_facts(
        user_id=uid,
        session_id=session.session_id,
        facts=["The shopper dislikes yellow."],
        session_date=session.session_date,
    )
    assert len(await seed.list_blocks(am.url, uid, session.session_id)) == 2  # M9.5
    am.advance_clock(61)
    left = await seed.list_blocks(am.url, uid, session.session_id)
    assert [b.fact for b in left] == ["The shopper dislikes yellow."]
    am.advance_clock(10 * 365 * 86400)  # never: ten years on, the fact is still there
    left = await seed.list_blocks(am.url, uid, session.session_id)
    assert [b.fact for b in left] == ["The shopper dislikes yellow."]
    recalled = await memory.recall(
        user_id=uid, session_id=session.session_id, message="jackets", turn_count=1
    )
    assert [b.fact for b in recalled.session_blocks] == ["The shopper dislikes yellow."]


async def test_default_turn_retention_is_the_sessions(am, uid):
    """M3.2, M9.1: under the "default" preset the session's retention, and so its turns', is
    MEMORY_MESSAGE_TTL_SECONDS (90 days): there after 89 days, gone after 91. (That turns take
    the session's TTL rather than one of their own is shown by the 1-minute test above.)"""
    session = await _new_session(uid, retention="default")
    await memory.record_turn(
        user_id=uid,
        session_id=session.session_id,
        user_content="q",
        assistant_content="a",
        session_date=None,
    )
    am.advance_clock(89 * 86400)
    assert len(await seed.list_blocks(am.url, uid, session.session_id)) == 1
    am.advance_clock(2 * 86400)
    assert await seed.list_blocks(am.url, uid, session.session_id) == []


async def test_record_facts_validates_and_skips_empty(am, uid, ops):
    """M4.4 on the write path: facts pass validate_facts again; nothing left, nothing written."""
    session = await _new_session(uid)
    assert await memory.record_facts(
        user_id=uid,
        session_id=session.session_id,
        facts=["  ", "do you have jeans?"],
        session_date=None,
    )
    assert await seed.list_blocks(am.url, uid, session.session_id) == []
    rows = await ops(user_id=uid, kind="record_facts")
    assert [r.outcome for r in rows] == ["skipped"]
