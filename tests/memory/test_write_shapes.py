"""The write path against a real server's documented behaviour (issue 14 item 2, M3): facts
are searchable when the write returns, and `rejected_details` is read in either shape."""

from __future__ import annotations

import pytest

from memory import services as memory
from tests.memory import seed

pytestmark = pytest.mark.django_db(transaction=True)


async def _open(uid: str) -> str:
    assert await memory.ensure_user(user_id=uid, name="Shopper")
    session = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=None, retention="default"
    )
    return session.session_id


async def test_a_fact_is_found_by_the_next_visit_as_soon_as_its_write_returns(am, uid):
    """Documented profile: async blocks are embedded in the background and unready blocks are
    not searched; with a slow worker, a fact written just before the panel closed must still
    be in the next visit's search 2 (written with async_processing=False)."""
    with am.knobs(profile="documented", extraction_delay_seconds=3600):
        first = await _open(uid)
        assert await memory.record_facts(
            user_id=uid, session_id=first, facts=["Wears size M."], session_date=None
        )
        assert await memory.end_session(user_id=uid, session_id=first)
        second = await _open(uid)
        recalled = await memory.recall(
            user_id=uid, session_id=second, message="Which size fits me?", turn_count=0
        )
    assert [b.fact for b in recalled.facts] == ["Wears size M."]
    assert recalled.facts[0].status.value == "ready"


async def test_a_turn_still_processing_is_found_by_search_1s_listing(am, uid):
    """Documented profile: a turn being extracted is not in search, but search 1 lists the
    conversation in progress, so the next turn still sees it (M6.2)."""
    with am.knobs(profile="documented", extraction_delay_seconds=3600):
        sid = await _open(uid)
        assert await memory.record_turn(
            user_id=uid,
            session_id=sid,
            user_content="I need a rain jacket",
            assistant_content="Here are three.",
            session_date=None,
        )
        recalled = await memory.recall(
            user_id=uid, session_id=sid, message="In navy?", turn_count=1
        )
    assert [b.message.user_content for b in recalled.session_blocks] == ["I need a rain jacket"]
    assert recalled.session_blocks[0].status.value == "processing"


def _as_object(method, path, body):
    """A 1.0-docs-style answer: rejected_details as one object instead of a list."""
    if method == "POST" and path.endswith("/memory") and isinstance(body, dict):
        details = body.get("rejected_details") or []
        body["rejected_details"] = details[0] if details else {}
    return body


async def test_rejected_details_as_an_object_still_counts_as_written(fault_proxy, am, uid, ops):
    fault_proxy.rewrites.append(_as_object)
    sid = await _open(uid)
    assert await memory.record_facts(
        user_id=uid, session_id=sid, facts=["Wears size M."], session_date=None
    )
    blocks = await seed.list_blocks(am.url, uid, sid)
    assert [b.fact for b in blocks] == ["Wears size M."]
    [row] = await ops(user_id=uid, kind="record_facts")
    assert row.outcome == "ok"


@pytest.mark.parametrize("shape", ["list", "object"])
async def test_a_rejection_is_reported_in_either_shape(fault_proxy, am, uid, ops, shape):
    if shape == "object":
        fault_proxy.rewrites.append(_as_object)
    sid = await _open(uid)
    with am.knobs(per_request_token_limit=5):
        ok = await memory.record_turn(
            user_id=uid,
            session_id=sid,
            user_content="a long message " * 10,
            assistant_content="a long answer " * 10,
            session_date=None,
        )
    assert ok is False
    [row] = await ops(user_id=uid, kind="record_turn")
    assert row.outcome == "failed" and "per_request_token_limit" in row.error
