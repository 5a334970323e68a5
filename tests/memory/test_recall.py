"""Recall (M5, M6) and its rendering (M7, M8) against memory_server through the real SDK."""

import asyncio
from datetime import timedelta

import pytest

from memory import services as memory
from memory.rendering import CONVERSATION_HEADING, EARLIER_VISITS_HEADING, FACTS_HEADING
from tests.memory import seed

pytestmark = pytest.mark.django_db(transaction=True)


async def _session(am, uid, sid="session1", **kwargs):
    if sid == "session1":
        await seed.create_user(am.url, uid)
    await seed.create_session(am.url, uid, sid, **kwargs)
    return sid


def _pairs(n, start=1, topic="thing"):
    return [
        (f"question {i} about {topic}", f"answer {i} about {topic}") for i in range(start, n + 1)
    ]


def _conversation(text: str) -> str:
    return text.split(CONVERSATION_HEADING, 1)[1]


async def test_nine_turns_are_listed_whole_three_raw_six_compressed(am, uid, ops):
    """M6.2, M6.5: under the threshold the whole session is listed in order, no search; only
    the newest 3 exchanges render raw, turns 1-6 compressed (server contexts)."""
    sid = await _session(am, uid)
    await seed.add_turns(am.url, uid, sid, _pairs(9))
    recalled = await memory.recall(user_id=uid, session_id=sid, message="hi", turn_count=9)
    assert recalled.mode == "list"
    assert [b.message.user_content for b in recalled.session_blocks] == [
        f"question {i} about thing" for i in range(1, 10)
    ]
    text = _conversation(memory.render_recalled(recalled))
    for i in (7, 8, 9):
        assert f"Shopper: question {i} about thing\nAssistant: answer {i} about thing" in text
    for i in range(1, 7):
        assert f"Shopper: question {i} " not in text
        assert f'- [earlier] The user said: "question {i} about thing"; The assistant' in text
    assert text.index("question 6") < text.index("question 7")  # in order
    kinds = {r.kind for r in await ops(user_id=uid)}
    assert "list" in kinds and "search_1" not in kinds


async def test_ten_turns_search_plus_a_window_that_wins_and_stays_verbatim(am, uid, settings, ops):
    """M6.3: at the threshold, a semantic search plus the newest-3 window. The window is carried
    whatever its score (here the search budget is 2 and the window is off-topic), wins
    de-duplication, and renders raw; search hits from further back render compressed."""
    settings.MEMORY_MAX_SESSION_BLOCKS = 2
    sid = await _session(am, uid)
    pairs = [(f"do you have wool coats number {i}", f"wool coats answer {i}") for i in range(1, 8)]
    pairs += [(f"sandals for the beach {i}", f"beach sandals answer {i}") for i in range(8, 11)]
    ids = await seed.add_turns(am.url, uid, sid, pairs)
    recalled = await memory.recall(user_id=uid, session_id=sid, message="wool coats", turn_count=10)
    assert recalled.mode == "search"
    got = [b.block_id for b in recalled.session_blocks]
    assert len(got) == len(set(got))  # kept once
    assert set(ids[7:]) == set(recalled.window_block_ids) <= set(got)  # the window, whole
    hits = [b for b in recalled.session_blocks if b.block_id not in recalled.window_block_ids]
    assert 1 <= len(hits) <= 2 and all("wool" in b.message.user_content for b in hits)
    text = _conversation(memory.render_recalled(recalled))
    for i in (8, 9, 10):
        assert f"Shopper: sandals for the beach {i}\nAssistant: beach sandals answer {i}" in text
    assert "Shopper: do you have wool" not in text  # older hits are compressed
    assert "- [earlier] " in text
    kinds = [r.kind for r in await ops(user_id=uid)]
    assert sorted(kinds) == ["list", "search_1", "search_2", "search_3"]


async def test_facts_in_the_session_neither_count_nor_render_as_turns(am, uid):
    """M6.4, M6.6: facts listed with the session's exchanges render as facts, and do not push
    the 3-exchange window or the search threshold along."""
    sid = await _session(am, uid)
    await seed.add_turns(am.url, uid, sid, _pairs(6))
    await seed.add_facts(
        am.url, uid, sid, ["The shopper wears size M.", "The shopper likes Levi's."]
    )
    await seed.add_turns(am.url, uid, sid, _pairs(8, start=7))
    await seed.add_facts(am.url, uid, sid, ["The shopper dislikes yellow."])
    recalled = await memory.recall(user_id=uid, session_id=sid, message="jeans", turn_count=8)
    assert recalled.mode == "list"  # 8 exchanges + 3 facts = 11 blocks, still under 10 turns
    assert len(recalled.session_blocks) == 11
    text = memory.render_recalled(recalled)
    conversation = _conversation(text)
    for i in (6, 7, 8):  # the newest 3 exchanges, even though a fact is newer still
        assert f"Shopper: question {i} about thing" in conversation
    assert "Shopper: question 5" not in conversation
    assert "wears size M" not in conversation and "dislikes yellow" not in conversation
    facts = text.split(FACTS_HEADING, 1)[1].split(CONVERSATION_HEADING)[0]
    assert "] The shopper wears size M." in facts and "] The shopper dislikes yellow." in facts


async def test_listing_pages_past_twenty_and_stops_at_the_cap(am, uid, settings):
    """M6.2: listing pages past the server's 20-per-page default and stops at
    MEMORY_MAX_SESSION_BLOCKS, keeping the newest blocks."""
    sid = await _session(am, uid)
    await seed.add_bulk_turns(am.url, uid, sid, 25)
    recalled = await memory.recall(user_id=uid, session_id=sid, message="x", turn_count=5)
    assert len(recalled.session_blocks) == 25

    sid2 = await _session(am, uid, "session2")
    await seed.add_bulk_turns(am.url, uid, sid2, 200)
    newest = await seed.add_turns(am.url, uid, sid2, _pairs(30, topic="latest"))
    recalled = await memory.recall(user_id=uid, session_id=sid2, message="x", turn_count=5)
    assert len(recalled.session_blocks) == 200  # MEMORY_MAX_SESSION_BLOCKS
    assert set(newest) <= {b.block_id for b in recalled.session_blocks}  # the newest kept
    assert recalled.session_blocks[-1].message.user_content == "question 30 about latest"

    settings.MEMORY_MAX_SESSION_BLOCKS = 210  # more than one 200-block page
    recalled = await memory.recall(user_id=uid, session_id=sid2, message="x", turn_count=5)
    assert len(recalled.session_blocks) == 210
    assert len({b.block_id for b in recalled.session_blocks}) == 210


async def test_a_chatty_past_cannot_crowd_out_a_stored_fact(am, uid):
    """M5, M5.1: facts and earlier turns come through their own searches with their own
    budgets: 30 chatty turns about jackets in an old visit do not crowd out one fact."""
    old = await _session(am, uid)
    await seed.add_facts(am.url, uid, old, ["The shopper wears size M."])
    await seed.add_bulk_turns(am.url, uid, old, 30)
    await seed.add_turns(am.url, uid, old, _pairs(30, topic="jackets size"), ready=False)
    am.wait_idle()  # the documented profile searches ready blocks only
    new = await _session(am, uid, "session2")
    recalled = await memory.recall(
        user_id=uid, session_id=new, message="jackets in my size", turn_count=0
    )
    assert [b.fact for b in recalled.facts] == ["The shopper wears size M."]
    assert len(recalled.past_turns) == 10  # MEMORY_CROSS_SESSION_TURN_K
    assert all(b.session_id == old and b.fact is None for b in recalled.past_turns)
    assert recalled.counts == {"session": 0, "facts": 1, "past_turns": 10}


async def test_blocks_returned_twice_are_kept_once_as_search_1s_copy(am, uid):
    """M5.2: searches 2 and 3 span every session, this one included; its blocks are kept
    once, in search 1's result."""
    old = await _session(am, uid)
    await seed.add_turns(am.url, uid, old, [("old visit coats", "we have coats")])
    sid = await _session(am, uid, "session2")
    turn_ids = await seed.add_turns(am.url, uid, sid, _pairs(2, topic="coats"))
    fact_ids = await seed.add_facts(am.url, uid, sid, ["The shopper likes navy coats."])
    recalled = await memory.recall(user_id=uid, session_id=sid, message="coats", turn_count=2)
    session_ids = [b.block_id for b in recalled.session_blocks]
    assert set(session_ids) == set(turn_ids + fact_ids)
    everywhere = session_ids + [b.block_id for b in recalled.facts + recalled.past_turns]
    assert len(everywhere) == len(set(everywhere))
    assert [b.session_id for b in recalled.past_turns] == [old]
    assert recalled.facts == ()


async def test_three_searches_run_concurrently(am, uid, ops):
    """M5: the three searches are issued together, so the added latency is one round trip:
    with a server latency L the three calls' intervals overlap (sequential ones could not)."""
    sid = await _session(am, uid)
    await seed.add_turns(am.url, uid, sid, _pairs(2))
    am.settings.latency_seconds = 0.3
    recalled = await memory.recall(user_id=uid, session_id=sid, message="thing", turn_count=2)
    assert recalled.failed == frozenset()
    rows = await ops(user_id=uid, kind__in=["list", "search_2", "search_3"])
    assert len(rows) == 3 and all(r.duration_ms >= 300 for r in rows)
    latest_start = max(r.created_at for r in rows)
    earliest_end = min(r.created_at + timedelta(milliseconds=r.duration_ms) for r in rows)
    assert latest_start < earliest_end


async def test_render_order_and_dated_facts(am, uid):
    """M7.2, M7.3: earlier visits first (compressed), facts whole with the date they were
    stated (created_at of a dated session), the conversation in progress last."""
    old = await _session(am, uid)
    await seed.add_turns(
        am.url,
        uid,
        old,
        [("looking for a wedding suit", "try these")],
        created_at="2026-01-10T09:30:00+00:00",
    )
    await seed.add_facts(
        am.url,
        uid,
        old,
        ["The shopper wears size 32 waist."],
        created_at="2026-01-10T09:31:00+00:00",
    )
    sid = await _session(am, uid, "session2")
    await seed.add_turns(am.url, uid, sid, [("and shoes for it?", "here are shoes")])
    am.wait_idle()  # the documented profile searches ready blocks only (it flaked under load)
    recalled = await memory.recall(
        user_id=uid, session_id=sid, message="wedding suit shoes", turn_count=1
    )
    text = memory.render_recalled(recalled)
    assert not recalled.failed, recalled.failed
    assert text.index(EARLIER_VISITS_HEADING) < text.index(FACTS_HEADING)
    assert text.index(FACTS_HEADING) < text.index(CONVERSATION_HEADING)
    assert '- [2026-01-10] The user said: "looking for a wedding suit"; The assistant' in text
    assert "- [2026-01-10 09:31] The shopper wears size 32 waist." in text
    assert text.rstrip().endswith("Shopper: and shoes for it?\nAssistant: here are shoes")
    assert "\n\n\n" not in text and not any(line.strip() == "-" for line in text.splitlines())


async def test_unprocessed_and_failed_blocks_fall_back_to_the_raw_exchange(am, uid):
    """M7.1: a block still processing or whose extraction failed has no contexts or summary:
    it renders as its raw exchange, never as a blank line. Observed profile: such blocks of an
    earlier visit reach search 3 (under the documented one only search 1's listing shows
    them, see test_write_shapes)."""
    am.settings.profile = "observed"
    am.settings.extraction_delay_seconds = 3600
    old = await _session(am, uid)
    await seed.add_turns(
        am.url, uid, old, [("still processing coat", "pending answer")], ready=False
    )
    am.settings.extraction_delay_seconds = 0
    am.settings.extraction_failure_rate = 1.0
    await seed.add_turns(
        am.url, uid, old, [("failed extraction coat", "failed answer")], ready=False
    )
    async with asyncio.timeout(10):
        while True:
            statuses = {b.status.value for b in await seed.list_blocks(am.url, uid, old)}
            if statuses == {"processing", "extraction_failed"}:
                break
            await asyncio.sleep(0.05)
    sid = await _session(am, uid, "session2")
    recalled = await memory.recall(user_id=uid, session_id=sid, message="coat", turn_count=0)
    text = memory.render_recalled(recalled)
    # leave the shared server idle: let the parked block come due and finish
    am.settings.extraction_failure_rate = 0.0
    am.advance_clock(3601)
    am.wait_idle()
    assert "still processing coat / Assistant: pending answer" in text
    assert "failed extraction coat / Assistant: failed answer" in text
    assert all(
        line.strip() not in {"", "-", "- [earlier]"} or line == "" for line in text.splitlines()
    )
    for line in text.splitlines():
        assert not line.rstrip().endswith("]")  # no entry without text


async def test_no_memories_no_suffix_and_the_four_rules_otherwise(am, uid):
    """M8: nothing recalled -> no suffix at all; with memories the suffix carries the four
    rules (M8.1-M8.4) and the rendered memories."""
    sid = await _session(am, uid)
    empty = await memory.recall(user_id=uid, session_id=sid, message="hello", turn_count=0)
    assert empty.is_empty and memory.memory_context(empty) == ""
    await seed.add_facts(am.url, uid, sid, ["The shopper wears size M."])
    recalled = await memory.recall(user_id=uid, session_id=sid, message="hello", turn_count=0)
    suffix = memory.memory_context(recalled)
    assert "never repeat a memory back" in suffix  # M8.1
    assert "consulted" in suffix
    assert "most recently stated fact" in suffix and "without asking" in suffix  # M8.2
    assert "leads, not results" in suffix and "only from the tool's response" in suffix  # M8.3
    assert "Never link a product whose SKU came from a memory" in suffix  # M8.4
    assert "The shopper wears size M." in suffix
