"""What recall brought into the prompt, as the presenter and the admin see it (issue 13):
`memory.recall_summary` against memory_server through the real SDK."""

import pytest

from memory import services as memory
from tests.memory import seed

pytestmark = pytest.mark.django_db(transaction=True)


async def test_the_summary_groups_by_search_and_names_what_dedup_dropped(am, uid):
    """M5.2: this session's blocks that searches 2 and 3 also return are dropped as copies
    (named, with the search that kept them); an earlier visit's turn and fact stay; a fact
    stated twice keeps its newest statement and lists the older one (issue 14)."""
    await seed.create_user(am.url, uid)
    await seed.create_session(am.url, uid, "session1")
    await seed.add_turns(am.url, uid, "session1", [("I wear size M", "Noted: size M.")])
    await seed.add_facts(
        am.url, uid, "session1", ["The shopper wears size M."], created_at="2026-01-01T10:00:00Z"
    )
    await seed.add_facts(
        am.url, uid, "session1", ["The shopper wears size M."], created_at="2026-02-01T10:00:00Z"
    )
    await seed.create_session(am.url, uid, "session2")
    await seed.add_turns(am.url, uid, "session2", [("jackets please", "Here are jackets.")])
    await seed.add_facts(am.url, uid, "session2", ["The shopper dislikes yellow."])

    recalled = await memory.recall(
        user_id=uid, session_id="session2", message="size M jackets", turn_count=1
    )
    summary = memory.recall_summary(recalled)

    by_name = {s["name"]: s for s in summary["searches"]}
    assert list(by_name) == ["session", "facts", "past_turns"]
    session_items = by_name["session"]["items"]
    assert {i["kind"] for i in session_items} == {"turn", "fact"}
    turn = next(i for i in session_items if i["kind"] == "turn")
    assert turn["verbatim"] and turn["text"].startswith("Shopper: jackets please")
    facts = by_name["facts"]["items"]
    assert [(f["text"], f["stated"]) for f in facts] == [
        ("The shopper wears size M.", "2026-02-01 10:00")
    ]
    assert all(f["score"] is not None and f["block_id"] for f in facts)
    assert [i["session_id"] for i in by_name["past_turns"]["items"]] == ["session1"]
    reasons = [(d["search"], d["reason"]) for d in summary["dropped"]]
    assert ("facts", "an older statement of the same fact (the newest is kept) "
            f"({facts[0]['block_id']})") in reasons  # fmt: skip
    assert ("past_turns", "already recalled by search 1 (this conversation)") in reasons
    assert ("facts", "already recalled by search 1 (this conversation)") in reasons
    assert summary["failed"] == []


def test_a_turn_without_recall_says_why():
    assert memory.unrecalled_summary("Memory unavailable") == {
        "searches": [],
        "dropped": [],
        "failed": [],
        "note": "Memory unavailable",
    }
