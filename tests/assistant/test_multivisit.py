"""The multi-visit scenario through the real consumer, memory_server and the scripted model.

Visit 1 (a dated session) states a size and a disliked colour; the panel is closed; visit 2's
system prompt carries both facts with their dates and visit 1 compressed (M3, M4, M5, M7, M8).
The written blocks carry the right annotations, TTLs and created_at (M3.2-M3.6, M7.4, M9).
"""

from __future__ import annotations

import pytest

from memory.rendering import EARLIER_VISITS_HEADING, FACTS_HEADING, MEMORY_CONTEXT_HEADING
from tests.assistant.conftest import (
    memory_blocks,
    memory_session,
    unique_name,
    wait_for_turn,
)
from tests.edge_servers import Text

pytestmark = pytest.mark.django_db(transaction=True)

VISIT_1 = "I wear size M and I can't stand yellow"


async def close_panel(browser, panel) -> None:
    response = await browser.asgi_post("/assistant/close/", {"session_id": panel.session_id})
    assert response.status_code == 200
    panel.session_id, panel.turn_count = "", 0


async def test_second_visit_remembers_the_first(browser, model, am, products):
    await browser.sign_in(unique_name("Mira"))
    await browser.page()
    response = await browser.post(
        "/assistant/controls/", {"session_date": "2025-03-14", "retention": "default"}
    )
    assert response.status_code == 200
    panel = await browser.socket()

    # Visit 1: a statement with two facts, then a question.
    model.script.append(Text("Got it, size M and nothing yellow."))
    first = await panel.ask(VISIT_1)
    assert first.session_id == "session1"
    turn_1 = await wait_for_turn(VISIT_1)
    assert sorted(turn_1.facts) == ["The shopper dislikes yellow.", "The shopper wears size M."]
    await panel.ask("show me jackets")
    await wait_for_turn("show me jackets")
    await close_panel(browser, panel)
    am.wait_idle()  # server-side extraction (summaries, contexts) has run

    # Visit 2: a new session whose prompt carries visit 1.
    model.script.append(Text("Here are some."))
    second = await panel.ask("any coats for me?")

    assert second.session_id == "session2"
    system = model.chat_requests[-1]["messages"][0]["content"]
    assert MEMORY_CONTEXT_HEADING in system
    facts_part = system.split(FACTS_HEADING, 1)[1]
    assert "[2025-03-14 " in facts_part
    assert "The shopper wears size M." in facts_part
    assert "The shopper dislikes yellow." in facts_part
    earlier = system.split(EARLIER_VISITS_HEADING, 1)[1].split("###", 1)[0]
    assert "[2025-03-14]" in earlier
    assert "Shopper:" not in earlier  # compressed, never verbatim (M7.3)
    turn_2 = await wait_for_turn("any coats for me?")
    assert turn_2.recalled["facts"] == 2 and turn_2.recalled["past_turns"] >= 1

    # What visit 1 wrote (M3): separate turn and fact blocks, annotated, dated.
    blocks = await memory_blocks(am.url, turn_1.user_id, "session1")
    turns = [b for b in blocks if b["message"]]
    facts = [b for b in blocks if b["fact"]]
    assert len(turns) == 2 and len(facts) == 2
    assert {b["annotations"]["type"] for b in turns} == {"turn"}
    assert {b["annotations"]["type"] for b in facts} == {"fact"}
    assert all(b["created_at"].startswith("2025-03-14") for b in blocks)
    assert turns[-1]["message"]["user_content"] == VISIT_1
    session_1 = await memory_session(am.url, turn_1.user_id, "session1")
    assert session_1["end_time"] is not None  # closed (M9.3)
    assert session_1["blocks_ttl"] == 7_776_000
    await panel.close()


async def test_turns_inherit_a_short_retention_and_facts_never_expire(browser, model, am, products):
    """M3.2, M3.3, M9.5: a 1-minute session loses its turns; its facts stay."""
    await browser.sign_in(unique_name("Nils"))
    await browser.page()
    await browser.post("/assistant/controls/", {"session_date": "", "retention": "1m"})
    panel = await browser.socket()
    model.script.append(Text("Noted."))
    await panel.ask("I wear size L")
    turn = await wait_for_turn("I wear size L")
    assert turn.facts == ["The shopper wears size L."]
    assert (await memory_session(am.url, turn.user_id, "session1"))["blocks_ttl"] == 60

    am.advance_clock(120)

    blocks = await memory_blocks(am.url, turn.user_id, "session1")
    assert [b["fact"] for b in blocks] == ["The shopper wears size L."]
    await panel.close()


async def test_a_changed_size_is_written_by_category_and_the_newer_one_is_acted_on(
    browser, model, am, products
):
    """Issue 19: the record path annotates each fact with its judge category, one write per
    category (each its own write id), so the recall view marks the newest of two sizes as
    acted on and the older as older (M4.2, M8.2), read off the real turn log."""
    plain = model.judge

    def judge(message: str) -> list[dict]:  # a model answering in the prompt's shape
        facts = plain(message)
        return [{"category": "size" if "size" in f else "colour", "fact": f} for f in facts]

    model.judge = judge
    await browser.sign_in(unique_name("Cat"))
    await browser.page()
    await browser.post(
        "/assistant/controls/", {"session_date": "2025-03-14", "retention": "default"}
    )
    panel = await browser.socket()
    first = "I wear size M and I can't stand yellow"
    await panel.ask(first)
    turn_1 = await wait_for_turn(first)
    await close_panel(browser, panel)

    await panel.ask("I wear size L now")  # visit 2, today
    await wait_for_turn("I wear size L now")
    await close_panel(browser, panel)
    am.wait_idle()

    await panel.ask("which size should I pick?")  # visit 3
    turn_3 = await wait_for_turn("which size should I pick?")

    blocks = [b for b in await memory_blocks(am.url, turn_1.user_id) if b["fact"]]
    annotated = {b["fact"]: b["annotations"] for b in blocks}
    assert {fact: a.get("category") for fact, a in annotated.items()} == {
        "The shopper wears size M.": "size",
        "The shopper dislikes yellow.": "colour",
        "The shopper wears size L.": "size",
    }
    size_m, yellow = (
        annotated["The shopper wears size M."],
        annotated["The shopper dislikes yellow."],
    )
    assert size_m["write_id"] != yellow["write_id"]  # one request per category
    standing = {f["text"]: f["standing"] for f in turn_3.recall_summary["facts"]}
    assert standing["The shopper wears size L."] == "acted on"
    assert standing["The shopper wears size M."] == "older"
    assert standing["The shopper dislikes yellow."] == ""  # nothing disagrees with it
