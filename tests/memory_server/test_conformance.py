"""Conformance with Couchbase Agent Memory 1.1, through the real SDK, sync and async clients.

Each test names the checklist item of docs/agent-memory-api.md Appendix A that it
covers ("A1" ... "A32"); section numbers (§1.x) point into the same contract.
"""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta

import pytest
from agentmemory import (
    ConflictError,
    FilterOptions,
    MethodNotAllowedError,
    NotFoundError,
    RateLimitError,
    ServerError,
    ServiceUnavailableError,
    ValidationError,
)

from .conftest import call, new_id

FACTS = [
    "The shopper wears size M in jackets.",
    "The shopper never wears yellow.",
    "The shopper runs marathons and needs running shoes.",
    "The shopper has a wedding to attend in June.",
    "The shopper prefers wool jumpers in winter.",
]


async def wait_until(predicate, within: float = 10.0):
    """Poll an async predicate until it is truthy (extraction runs in a background thread)."""
    deadline = time.monotonic() + within
    while True:
        value = await predicate()
        if value or time.monotonic() > deadline:
            return value
        await asyncio.sleep(0.02)


async def add_facts(session, facts, **kw):
    kw.setdefault("async_processing", False)
    return await call(session.add_memory(facts=facts, **kw))


# ----------------------------------------------------------------------------- users (A1-A5)
async def test_a1_create_user_returns_user(client, http):
    user_id = new_id()
    user = await call(client.create_user(user_id, "Ann", metadata={"tier": "gold"}))
    assert (user.user_id, user.name, user.metadata) == (user_id, "Ann", {"tier": "gold"})
    assert user.sessions == []
    raw = http.post("/users", json={"user_id": new_id(), "name": "Bo"})
    assert raw.status_code == 201
    assert set(raw.json()) == {"id", "name", "sessions", "metadata"}


async def test_a2_duplicate_user_is_conflict(client, user):
    with pytest.raises(ConflictError):
        await call(client.create_user(user.user_id, "Again"))


async def test_a3_unknown_user_is_not_found(client):
    with pytest.raises(NotFoundError) as exc:
        await call(client.get_user(new_id("nobody")))
    assert exc.value.error_code == "USER_NOT_FOUND"


async def test_a4_list_users_paginates(client):
    name = new_id("name")
    ids = [new_id() for _ in range(3)]
    for user_id in ids:
        await call(client.create_user(user_id, name))
    page = await call(client.list_users(name=name, limit=2))
    assert (page.count, page.total, page.limit, page.offset) == (2, 3, 2, 0)
    assert page.has_more
    rest = await call(client.list_users(name=name, limit=2, offset=2))
    assert not rest.has_more
    assert [u.id for u in page.users + rest.users] == ids


async def test_a5_list_users_metadata_filter_splits_on_first_equals(client):
    team = new_id("team")
    wanted = await call(client.create_user(new_id(), "M", metadata={"team": f"{team}=x", "n": 3}))
    await call(client.create_user(new_id(), "M", metadata={"team": team}))
    page = await call(client.list_users(metadata={"team": f"{team}=x"}))
    assert [u.id for u in page.users] == [wanted.user_id]
    page = await call(client.list_users(metadata={"team": f"{team}=x", "n": "3"}))
    assert [u.id for u in page.users] == [wanted.user_id]


async def test_user_update_and_cascading_delete(client, user, memory_server):
    await call(user.update(name="Renamed", metadata={"k": "v"}))
    again = await call(client.get_user(user.user_id))
    assert (again.name, again.metadata) == ("Renamed", {"k": "v"})
    session = await call(user.create_session("s"))
    await add_facts(session, ["A fact."])
    await call(client.delete_user(user.user_id))
    with pytest.raises(NotFoundError):
        await call(client.get_user(user.user_id))
    assert memory_server.state.store.integrity_problems() == []


# --------------------------------------------------------------------------- sessions (A6-A8)
async def test_a6_create_session_201_and_duplicate_409(user, http):
    await call(user.create_session("dup"))
    with pytest.raises(ConflictError):
        await call(user.create_session("dup"))
    raw = http.post(f"/users/{user.user_id}/sessions", json={"session_id": "fresh"})
    assert raw.status_code == 201
    assert raw.json()["end_time"] is None
    assert datetime.fromisoformat(raw.json()["start_time"]).tzinfo is not None


async def test_a7_session_echoes_blocks_ttl(user):
    session = await call(user.create_session("ttl", memory_blocks_ttl=3600))
    assert session.blocks_ttl == 3600
    fetched = await call(user.get_session("ttl"))
    assert fetched.blocks_ttl == 3600
    zero = await call(user.create_session("ttl0", memory_blocks_ttl=0))
    assert zero.blocks_ttl == 0
    listed = await call(user.list_sessions())
    assert [s.session_id for s in listed.sessions] == ["ttl", "ttl0"]
    assert (listed.count, listed.total) == (2, 2)


@pytest.mark.usefixtures("observed")  # documented: deletes refused too (test_profiles)
async def test_a8_ended_session_refuses_writes_but_allows_reads_and_deletes(session):
    added = await add_facts(session, FACTS[:2])
    await call(session.end())
    assert session.end_time is not None
    with pytest.raises(ValidationError) as exc:
        await add_facts(session, ["Another fact."])
    assert exc.value.error_code == "SESSION_ALREADY_ENDED"
    with pytest.raises(ValidationError) as exc:
        await call(session.end())
    assert exc.value.error_code == "SESSION_ALREADY_ENDED"
    with pytest.raises(ValidationError):
        await call(session.update_memory(added.block_ids[0], annotations={"a": "b"}))
    assert (await call(session.search_memory("size"))).count == 2
    assert (await call(session.list_memories())).total == 2
    deleted = await call(session.delete_memory(added.block_ids[0]))
    assert deleted.deleted_count == 1
    assert (await call(session.list_memories())).total == 1


async def test_session_update_keeps_omitted_fields_and_delete_cascades(user, memory_server):
    session = await call(user.create_session("s", annotations={"a": "1"}, metadata={"m": 1}))
    await call(session.update(annotations={"b": "2"}))
    fetched = await call(user.get_session("s"))
    assert (fetched.annotations, fetched.metadata) == ({"b": "2"}, {"m": 1})
    await add_facts(session, ["A fact."])
    await call(session.delete())
    with pytest.raises(NotFoundError):
        await call(user.get_session("s"))
    assert (await call(user.list_memories())).total == 0
    assert memory_server.state.store.integrity_problems() == []


# ------------------------------------------------------------------------- adding (A9-A14)
async def test_a9_messages_and_facts_together_or_neither_are_refused(session, http, user):
    with pytest.raises(ValidationError):
        await call(session.add_memory(messages=[{"user_content": "hi"}], facts=["f"]))
    path = f"/users/{user.user_id}/sessions/session1/memory"
    both = http.post(path, json={"messages": [{"user_content": "hi"}], "facts": ["f"]})
    neither = http.post(path, json={"async_processing": True})
    assert (both.status_code, neither.status_code) == (422, 422)
    assert (await call(session.list_memories())).total == 0


async def test_a10_block_ids_follow_input_order(session):
    added = await add_facts(session, FACTS)
    assert added.accepted_count == len(FACTS) and len(set(added.block_ids)) == len(FACTS)
    found = await call(
        session.search_memory(filters=FilterOptions(block_ids=added.block_ids, relevant_k=1))
    )
    by_id = {b.block_id: b.fact for b in found.memory_blocks}
    assert [by_id[b] for b in added.block_ids] == FACTS


async def test_a11_oversized_block_is_rejected_in_a_list(session, memory_server):
    memory_server.settings.per_request_token_limit = 20
    added = await call(
        session.add_memory(
            facts=["Short fact.", "word " * 50, "Another short fact."], async_processing=False
        )
    )
    assert (added.accepted_count, added.rejected_count) == (2, 1)
    assert isinstance(added.rejected_details, list)
    assert added.rejected_details[0]["input_index"] == 1
    assert added.rejected_details[0]["per_request_token_limit"] == 20
    assert (await call(session.list_memories())).total == 2


async def test_a12_sync_processing_returns_ready_blocks(session):
    added = await call(
        session.add_memory(
            messages=[{"user_content": "I need a navy coat.", "assistant_content": "Here."}],
            async_processing=False,
        )
    )
    block = (await call(session.list_memories())).memory_blocks[0]
    assert block.block_id == added.block_ids[0]
    assert block.status.value == "ready"
    assert block.summary and "navy coat" in block.summary
    assert block.contexts


async def test_a13_async_blocks_stay_processing_until_the_delay_passes(session, memory_server):
    memory_server.settings.extraction_delay_seconds = 600
    added = await call(session.add_memory(facts=["Likes linen shirts."]))
    first = (await call(session.list_memories())).memory_blocks[0]
    assert first.status.value == "processing" and first.summary is None
    assert first.last_queued_at is not None
    memory_server.advance_clock(601)

    async def ready():
        block = (await call(session.list_memories())).memory_blocks[0]
        return block if block.status.value == "ready" else None

    block = await wait_until(ready)
    assert block is not None and block.block_id == added.block_ids[0]
    assert block.summary == "Likes linen shirts."


@pytest.mark.usefixtures("observed")  # documented: processing until embedded (test_profiles)
async def test_a14_context_not_required_is_ready_unextracted_and_searchable(session):
    await add_facts(session, FACTS[1:], context_required=True)
    added = await call(
        session.add_memory(facts=[FACTS[0]], context_required=False, async_processing=True)
    )
    block = (await call(session.list_memories(limit=1))).memory_blocks[0]
    assert block.block_id == added.block_ids[0]
    assert (block.status.value, block.summary, block.contexts) == ("ready", None, None)
    found = await call(session.search_memory("what jacket size does the shopper wear"))
    assert found.memory_blocks[0].block_id == added.block_ids[0]


# ------------------------------------------------------------------------ search (A15-A18)
async def test_a15_search_scope(user):
    one = await call(user.create_session("one"))
    two = await call(user.create_session("two"))
    three = await call(user.create_session("three"))
    a = (await add_facts(one, ["Fact in one."])).block_ids
    b = (await add_facts(two, ["Fact in two."])).block_ids
    c = (await add_facts(three, ["Fact in three."])).block_ids

    async def ids(**filters):
        found = await call(one.search_memory("fact", FilterOptions(**filters) if filters else None))
        return sorted(x.block_id for x in found.memory_blocks)

    assert await ids() == a
    assert await ids(session_ids=["two"]) == b
    assert await ids(session_ids=["two", "three"]) == sorted(b + c)
    assert await ids(session_ids="all") == sorted(a + b + c)
    assert await ids(session_ids=["all"]) == sorted(a + b + c)


async def test_a16_semantic_search_caps_scores_and_filters_pre_or_post(session):
    facts = [f"The shopper bought item number {i} last week." for i in range(12)]
    await add_facts(session, facts)
    default = await call(session.search_memory("what did the shopper buy"))
    assert default.count == 10
    scores = [b.rel_score for b in default.memory_blocks]
    assert all(s is not None for s in scores) and scores == sorted(scores, reverse=True)
    assert (await call(session.search_memory("bought", FilterOptions(relevant_k=3)))).count == 3

    tagged = await add_facts(
        session, ["Completely unrelated: the cat sleeps."], annotations={"k": "v"}
    )
    pre = await call(
        session.search_memory(
            "what did the shopper buy", FilterOptions(relevant_k=1, annotations={"k": "v"})
        )
    )
    assert [b.block_id for b in pre.memory_blocks] == tagged.block_ids
    post = await call(
        session.search_memory(
            "what did the shopper buy",
            FilterOptions(relevant_k=1, annotations={"k": "v"}, annotation_filter_mode="post"),
        )
    )
    assert post.count == 0
    case = await call(session.search_memory("cat", FilterOptions(annotations={"k": "V"})))
    assert case.count == 0


async def test_a17_filter_only_search_returns_everything_unscored(session):
    await add_facts(session, [f"Fact {i}." for i in range(12)])
    found = await call(session.search_memory(filters=FilterOptions(relevant_k=2)))
    assert found.count == 12
    assert all(b.rel_score is None for b in found.memory_blocks)
    found = await call(session.search_memory())
    assert found.count == 12


async def test_a18_time_filters(session, memory_server):
    old = await add_facts(session, ["Old fact."], created_at="2020-01-01T00:00:00+00:00")
    mid = await add_facts(session, ["Mid fact."], created_at="2022-06-01T00:00:00")
    memory_server.advance_clock(10)
    new = await add_facts(session, ["New fact."], created_at="2024-01-01T00:00:00Z")
    blocks = {b.fact: b for b in (await call(session.list_memories())).memory_blocks}
    assert blocks["Old fact."].created_at.startswith("2020-01-01T00:00:00")

    async def ids(**filters):
        found = await call(session.search_memory(filters=FilterOptions(**filters)))
        return {b.block_id for b in found.memory_blocks}

    new_ingested = blocks["New fact."].ingested_at
    assert await ids(start_time=new_ingested) == set(new.block_ids)  # inclusive
    assert await ids(end_time=new_ingested) == set(old.block_ids + mid.block_ids)  # exclusive
    assert await ids(created_start_time="2022-06-01T00:00:00+00:00") == set(
        mid.block_ids + new.block_ids
    )
    assert await ids(created_end_time="2022-06-01T00:00:00+00:00") == set(old.block_ids)
    assert await ids(created_start_time="2021-01-01T00:00:00", end_time=new_ingested) == set(
        mid.block_ids
    )


# ----------------------------------------------------------------------- listing (A19-A20)
async def test_a19_list_memories_paging_order_and_404(client, user, session, http, memory_server):
    ids = []
    for i in range(25):
        ids += (
            await add_facts(session, [f"Fact {i}."], created_at=f"20{10 + (i * 7) % 25}-01-01")
        ).block_ids
        memory_server.advance_clock(0.001)
    page = await call(user.list_memories())
    assert (page.count, page.total, page.limit, page.offset) == (20, 25, 20, 0)
    assert [b.block_id for b in page.memory_blocks] == ids[::-1][:20]
    page2 = await call(user.list_memories(limit=200, offset=20))
    assert [b.block_id for b in page2.memory_blocks] == ids[::-1][20:]
    by_created = await call(user.list_memories(order_by="created_at", limit=200))
    created = [b.created_at for b in by_created.memory_blocks]
    assert created == sorted(created, reverse=True)
    assert http.get(f"/users/{user.user_id}/memory", params={"limit": 201}).status_code == 422
    assert http.get(f"/users/{user.user_id}/memory", params={"limit": 0}).status_code == 422
    ghost = await call(client.create_user(new_id(), "ghost"))
    await call(client.delete_user(ghost.user_id))
    with pytest.raises(NotFoundError):
        await call(ghost.list_memories())


async def test_a19_blocks_without_created_at_sort_last(user, session, memory_server):
    with_created = await add_facts(session, ["Dated."], created_at="2001-01-01T00:00:00Z")
    undated = await add_facts(session, ["Undated."])
    memory_server.state.store.update_block(undated.block_ids[0], {"created_at": None})
    listed = await call(session.list_memories(order_by="created_at"))
    assert [b.block_id for b in listed.memory_blocks] == with_created.block_ids + undated.block_ids


async def test_a20_list_scope_defaults(user):
    one = await call(user.create_session("one"))
    two = await call(user.create_session("two"))
    await add_facts(one, ["In one."])
    await add_facts(two, ["In two."])
    assert [b.fact for b in (await call(one.list_memories())).memory_blocks] == ["In one."]
    assert (await call(user.list_memories())).total == 2
    assert (await call(user.list_memories(session_ids=["two"]))).memory_blocks[0].fact == "In two."
    assert (await call(one.list_memories(session_ids="all"))).total == 2


# --------------------------------------------------------------------------- TTL (A21-A24)
async def test_a21_ttl_precedence(user, memory_server):
    memory_server.settings.memory_block_ttl = 100
    short = await call(user.create_session("short", memory_blocks_ttl=50))
    plain = await call(user.create_session("plain"))
    never = await call(user.create_session("never", memory_blocks_ttl=0))
    a = await add_facts(short, ["Inherits 50."])
    b = await add_facts(short, ["Own 200."], memory_block_ttl=200)
    c = await add_facts(plain, ["Global 100."])
    d = await add_facts(never, ["Session says never."])
    e = await add_facts(short, ["Block says never."], memory_block_ttl=0)

    async def alive():
        page = await call(user.list_memories(limit=200))
        return {blk.block_id for blk in page.memory_blocks}

    everything = set(a.block_ids + b.block_ids + c.block_ids + d.block_ids + e.block_ids)
    assert await alive() == everything
    memory_server.advance_clock(60)
    assert await alive() == everything - set(a.block_ids)
    memory_server.advance_clock(50)
    assert await alive() == set(b.block_ids + d.block_ids + e.block_ids)
    memory_server.advance_clock(100)
    assert await alive() == set(d.block_ids + e.block_ids)


async def test_a22_expiry_counts_from_write_not_created_at(session, memory_server):
    long_ago = (datetime.now(UTC) - timedelta(days=180)).isoformat()
    added = await add_facts(session, ["Backfilled."], created_at=long_ago, memory_block_ttl=3600)
    assert (await call(session.list_memories())).total == 1
    memory_server.advance_clock(3590)
    assert (await call(session.list_memories())).total == 1
    memory_server.advance_clock(20)
    assert (await call(session.list_memories())).total == 0
    assert added.block_ids


async def test_a23_expired_blocks_vanish_and_refuse_updates(session, memory_server):
    added = await add_facts(session, ["Short-lived."], memory_block_ttl=5)
    memory_server.advance_clock(6)
    assert (await call(session.list_memories())).total == 0
    assert (await call(session.search_memory("short-lived"))).count == 0
    with pytest.raises(NotFoundError):
        await call(session.update_memory(added.block_ids[0], annotations={"a": "b"}))
    memory_server.state.store.purge_expired()  # the sweeper may have been first
    assert memory_server.state.store.get_block_by_id(added.block_ids[0]) is None


async def test_a24_modify_ttl_scopes(user, memory_server):
    one = await call(user.create_session("one"))
    two = await call(user.create_session("two"))
    a = (await add_facts(one, ["A.", "B."])).block_ids
    c = (await add_facts(two, ["C."])).block_ids

    async def alive():
        return {b.block_id for b in (await call(user.list_memories())).memory_blocks}

    await call(user.modify_ttl(100, session_id="one", block_ids=[a[0]]))
    await call(user.modify_ttl(200, session_id="two"))
    memory_server.advance_clock(101)
    assert await alive() == {a[1], *c}
    memory_server.advance_clock(100)
    assert await alive() == {a[1]}
    await call(user.modify_ttl(10))
    memory_server.advance_clock(11)
    assert await alive() == set()


# ---------------------------------------------------------------- update and delete (A25-A26)
async def test_a25_update_overwrites_annotations_and_reembeds_content(session):
    added = await add_facts(session, ["The shopper likes red scarves."], annotations={"a": "1"})
    block_id = added.block_ids[0]
    before = (await call(session.search_memory("red scarves"))).memory_blocks[0].rel_score
    resp = await call(session.update_memory(block_id, annotations={"b": "2"}))
    assert resp.block.annotations == {"b": "2"}
    same = (await call(session.search_memory("red scarves"))).memory_blocks[0].rel_score
    assert same == pytest.approx(before)
    resp = await call(
        session.update_memory(
            block_id, fact="The shopper wears size 42 boots.", async_processing=False
        )
    )
    assert (resp.block.fact, resp.block.status.value) == (
        "The shopper wears size 42 boots.",
        "ready",
    )
    assert resp.block.summary == "The shopper wears size 42 boots."
    assert resp.block.annotations == {"b": "2"}
    after = (await call(session.search_memory("red scarves"))).memory_blocks[0].rel_score
    assert after < before - 0.1


async def test_a25_switching_content_type_is_a_server_error(session):
    fact = (await add_facts(session, ["A fact."])).block_ids[0]
    with pytest.raises(ServerError):
        await call(session.update_memory(fact, message={"user_content": "now a message"}))
    msg = (
        await call(session.add_memory(messages=[{"user_content": "hello"}], async_processing=False))
    ).block_ids[0]
    with pytest.raises(ServerError):
        await call(session.update_memory(msg, fact="now a fact"))


@pytest.mark.parametrize(("status", "error"), [(500, ServerError), (409, ConflictError)])
async def test_a25_updating_a_processing_block_answers_the_configured_status(
    session, memory_server, status, error
):
    memory_server.settings.extraction_delay_seconds = 3600
    memory_server.settings.processing_conflict_status = status
    block_id = (await call(session.add_memory(facts=["Still processing."]))).block_ids[0]
    with pytest.raises(error) as exc:
        await call(session.update_memory(block_id, annotations={"a": "b"}))
    assert exc.value.error_code == "BLOCK_PROCESSING"


async def test_a26_delete_memory_by_ids_and_all(session):
    ids = (await add_facts(session, FACTS)).block_ids
    resp = await call(session.delete_memory([ids[0], ids[1], "already-gone"]))
    assert (resp.deleted_count, resp.failed_count, resp.failed_block_ids) == (3, 0, [])
    resp = await call(session.delete_memory(ids[2]))
    assert resp.deleted_count == 1
    resp = await call(session.delete_memory("all"))
    assert resp.deleted_count == 2
    assert (await call(session.list_memories())).total == 0


# -------------------------------------------------------- errors, health, HTTP (A27-A32)
def test_a27_every_error_carries_the_envelope(http, memory_server):
    user_id = new_id()
    http.post("/users", json={"user_id": user_id, "name": "E"})
    responses = [
        http.get(f"/users/{new_id()}"),  # 404
        http.post("/users", json={"user_id": user_id, "name": "E"}),  # 409
        http.post("/users", json={"user_id": "", "name": "E"}),  # 422
        http.post("/users", content=b"{not json", headers={"content-type": "application/json"}),
        http.patch("/users"),  # 405
        http.get("/no/such/route"),  # 404
        http.post("/prompts", json={}),  # 422
        http.post("/users", content=b"x" * (1024 * 1024 + 1)),  # 413
    ]
    statuses = [r.status_code for r in responses]
    assert statuses == [404, 409, 422, 422, 405, 404, 422, 413]
    for r in responses:
        body = r.json()
        assert set(body) == {"error", "message", "details", "request_id"}, body
        assert body["error"] and body["message"] and body["request_id"]
        assert isinstance(body["details"], dict)


async def test_a28_queue_full_is_429_with_retry_after(session, memory_server, http, user):
    memory_server.settings.queue_max_size = 0
    with pytest.raises(RateLimitError) as exc:
        await call(session.add_memory(facts=["Queued."]))
    assert exc.value.retry_after == 1
    raw = http.post(f"/users/{user.user_id}/sessions/session1/memory", json={"facts": ["Q."]})
    assert raw.status_code == 429 and raw.headers["Retry-After"] == "1"
    assert (await call(session.list_memories())).total == 0


async def test_a28_injected_503_carries_retry_after(client, memory_server, http):
    with memory_server.knobs(error_rate=1.0, error_status=503):
        raw = http.get(f"/users/{new_id()}")
        with pytest.raises(ServiceUnavailableError) as exc:
            await call(client.get_user(new_id()))
        assert http.get("/health").status_code == 200
    assert raw.status_code == 503 and raw.headers["Retry-After"] == "1"
    assert exc.value.retry_after == 1


def test_a29_never_202(http):
    user_id = new_id()
    statuses = [
        http.post("/users", json={"user_id": user_id, "name": "N"}).status_code,
        http.post(f"/users/{user_id}/sessions", json={"session_id": "s"}).status_code,
        http.post(
            f"/users/{user_id}/sessions/s/memory",
            json={"facts": ["f"], "async_processing": True},
        ).status_code,
        http.post(
            f"/users/{user_id}/sessions/s/memory",
            json={"messages": [{"user_content": "u"}], "async_processing": False},
        ).status_code,
    ]
    assert statuses == [201, 201, 201, 201]


async def test_a30_health_ping_is_healthy(client):
    ping = await call(client.health_ping())
    assert ping.overall_status.value == "healthy"
    assert ping.server.version and ping.server.uptime_seconds >= 0
    assert len(ping.checked_entities) == 6
    assert ping.async_batch_processor.status in {"healthy", "not_initialized"}
    assert ping.memory["status"] in {"healthy", "not_initialized"}


async def test_a31_wrong_method_is_405(client, http):
    assert http.patch(f"/users/{new_id()}").status_code == 405
    with pytest.raises(MethodNotAllowedError):
        await call(client._http.request("PATCH", "/users"))


def test_a32_delete_reads_its_json_body(http):
    user_id = new_id()
    http.post("/users", json={"user_id": user_id, "name": "D"})
    http.post(f"/users/{user_id}/sessions", json={"session_id": "s"})
    ids = http.post(
        f"/users/{user_id}/sessions/s/memory", json={"facts": ["a", "b"], "async_processing": False}
    ).json()["block_ids"]
    resp = http.request(
        "DELETE", f"/users/{user_id}/sessions/s/memory", json={"block_ids": ids[:1]}
    )
    assert resp.json()["deleted_count"] == 1
    left = http.get(f"/users/{user_id}/memory").json()["memory_blocks"]
    assert [b["block_id"] for b in left] == ids[1:]
    no_body = http.request("DELETE", f"/users/{user_id}/sessions/s/memory")
    assert no_body.status_code == 422
