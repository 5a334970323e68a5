"""Repeated facts do not crowd search 2's budget (issue 14 item 3, M5.1, M7), against
memory_server through the real SDK."""

from __future__ import annotations

import pytest

from memory import services as memory
from memory.recall import fact_key
from tests.memory import seed

pytestmark = pytest.mark.django_db(transaction=True)

SIX_OTHERS = [
    "Prefers navy.",
    "Keeps to a budget under 80 euros.",
    "Likes the brand Kestrel Outdoor.",
    "Needs an outfit for a wedding in June.",
    "Cannot stand yellow.",
    "Wears EU shoe size 42.",
]


def _day(n: int) -> str:
    return f"2026-03-{n:02d}T10:00:00+00:00"


async def test_nine_restatements_do_not_cost_six_other_facts_their_place(am, uid, settings):
    """Size M stated on nine visits, six other facts once each: with the budget of 10, all
    seven distinct facts are recalled, size M once, dated by its newest statement, and the
    eight older copies are kept for a presenter's view."""
    settings.MEMORY_CROSS_SESSION_FACT_K = 10
    await seed.create_user(am.url, uid)
    for visit in range(1, 10):
        sid = f"session{visit}"
        await seed.create_session(am.url, uid, sid)
        await seed.add_facts(am.url, uid, sid, ["I wear size M."], created_at=_day(visit))
        if visit <= len(SIX_OTHERS):
            await seed.add_facts(am.url, uid, sid, [SIX_OTHERS[visit - 1]], created_at=_day(visit))
    await seed.create_session(am.url, uid, "session10")
    recalled = await memory.recall(
        user_id=uid,
        session_id="session10",
        message="Which size should I take in this jacket?",
        turn_count=0,
    )
    facts = [b.fact for b in recalled.facts]
    assert sorted(facts) == sorted(["I wear size M.", *SIX_OTHERS])
    [size_m] = [b for b in recalled.facts if b.fact == "I wear size M."]
    assert size_m.created_at.startswith("2026-03-09")
    copies = recalled.fact_copies[size_m.block_id]
    assert [c.created_at[:10] for c in copies] == [f"2026-03-{d:02d}" for d in range(8, 0, -1)]
    text = memory.memory_context(recalled)
    assert text.count("I wear size M.") == 1
    for fact in SIX_OTHERS:
        assert fact in text


async def test_a_restated_preference_wins_over_a_contradiction_stated_between(am, uid):
    """M7: the newest statement decides; restating an old preference makes it the newest."""
    await seed.create_user(am.url, uid)
    for visit, fact in enumerate(["I love yellow.", "No yellow, please.", "i love  yellow"], 1):
        await seed.create_session(am.url, uid, f"session{visit}")
        await seed.add_facts(am.url, uid, f"session{visit}", [fact], created_at=_day(visit))
    await seed.create_session(am.url, uid, "session4")
    recalled = await memory.recall(
        user_id=uid, session_id="session4", message="A yellow jacket?", turn_count=0
    )
    by_key = {fact_key(b.fact): b for b in recalled.facts}
    assert set(by_key) == {"i love yellow", "no yellow, please"}
    assert by_key["i love yellow"].created_at.startswith("2026-03-03")
    text = memory.memory_context(recalled)
    assert "I love yellow." not in text  # the older statement is collapsed away
    assert text.index("No yellow, please.") < text.index("i love")  # newest last


async def test_a_fact_restated_in_this_visit_is_kept_once_as_search_1s_copy(am, uid):
    await seed.create_user(am.url, uid)
    await seed.create_session(am.url, uid, "session1")
    await seed.add_facts(am.url, uid, "session1", ["Prefers navy."], created_at=_day(1))
    await seed.create_session(am.url, uid, "session2")
    [current] = await seed.add_facts(am.url, uid, "session2", ["Prefers navy."])
    recalled = await memory.recall(
        user_id=uid, session_id="session2", message="navy coats", turn_count=0
    )
    assert recalled.facts == ()
    assert [b.block_id for b in recalled.session_blocks] == [current]
    assert [c.created_at[:10] for c in recalled.fact_copies[current]] == ["2026-03-01"]
    assert memory.memory_context(recalled).count("Prefers navy.") == 1
