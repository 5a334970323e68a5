"""The recall view in plain words (issue 19 item 3): "This conversation", "What you told us",
"Earlier visits", what failed; the ids, scores and modes one click away under "Details".

The summary is built by `memory.recall_summary` from a real recall (the real SDK against
memory_server over HTTP) and rendered by the template the panel and the admin share.
"""

from __future__ import annotations

import re
import uuid
from datetime import date

import pytest
from agentmemory import AsyncAgentMemoryClient
from django.template.loader import render_to_string

from memory import services as memory
from memory.summary import plain_view

pytestmark = pytest.mark.django_db(transaction=True)


async def seed(url: str, user_id: str, blocks: list[tuple[str, dict]]) -> None:
    """Sessions and blocks in order: ("session2", {"facts": [...], "annotations": {...},
    "created_at": ...}) or ("session2", {"messages": [...], "created_at": ...})."""
    async with AsyncAgentMemoryClient(url, max_retries=0, timeout=60) as client:
        user = await client.create_user(user_id, user_id)
        sessions: dict = {}
        for session_id, block in blocks:
            if session_id not in sessions:
                sessions[session_id] = await user.create_session(session_id)
            kind = "fact" if "facts" in block else "turn"
            payload = {key: value for key, value in block.items() if key != "annotations"}
            if kind == "fact":
                payload["memory_block_ttl"] = 0
            await sessions[session_id].add_memory(
                **payload,
                annotations={"type": kind, **block.get("annotations", {})},
                context_required=kind == "turn",
                async_processing=False,
            )


def fact(text: str, when: str, **annotations: str) -> dict:
    return {"facts": [text], "created_at": when, "annotations": annotations}


def turn(shopper: str, assistant: str, when: str) -> dict:
    return {
        "messages": [{"user_content": shopper, "assistant_content": assistant}],
        "created_at": when,
    }


@pytest.fixture
def user_id() -> str:
    return f"plain-{uuid.uuid4().hex[:12]}"


async def summary_of(user_id: str, message: str, *, turn_count: int, session_date=None):
    recalled = await memory.recall(
        user_id=user_id, session_id="session3", message=message, turn_count=turn_count
    )
    return memory.recall_summary(recalled, session_date=session_date)


async def test_facts_of_one_category_that_disagree_mark_the_newest_as_acted_on(am, user_id):
    """M8.2: with the `category` annotation, the newest of two disagreeing size facts is the
    one acted on; a restated fact is not a disagreement; without a category no marker, even
    for sentences that plainly contradict each other (never guessed from the words)."""
    await seed(
        am.url,
        user_id,
        [
            ("session1", fact("The shopper wears size M.", "2026-01-05T10:00:00Z", category="size")),
            ("session1", fact("The shopper likes navy.", "2026-01-05T10:01:00Z", category="colour")),
            ("session1", fact("The shopper loves yellow.", "2026-01-05T10:02:00Z")),
            ("session2", fact("The shopper wears size L.", "2026-02-07T09:00:00Z", category="Size")),
            ("session2", fact("The shopper likes navy.", "2026-02-07T09:01:00Z", category="colour")),
            ("session2", fact("The shopper hates yellow.", "2026-02-07T09:02:00Z")),
            ("session3", turn("hello", "Hi! How can I help?", "2026-03-01T12:00:00Z")),
        ],
    )  # fmt: skip

    summary = await summary_of(user_id, "size and colours", turn_count=1)

    told = {f["text"]: (f["category"], f["standing"], f["date"]) for f in summary["facts"]}
    assert told == {
        "The shopper wears size M.": ("size", "older", "2026-01-05"),
        "The shopper wears size L.": ("size", "acted on", "2026-02-07"),
        "The shopper likes navy.": ("colour", "", "2026-02-07"),  # restated: the newest copy
        "The shopper loves yellow.": ("", "", "2026-01-05"),
        "The shopper hates yellow.": ("", "", "2026-02-07"),
    }
    assert [f["date"] for f in summary["facts"]] == sorted(f["date"] for f in summary["facts"])

    html = render_to_string("assistant/_recalled.html", {"recalled": summary})
    acted = re.findall(r'<li data-standing="acted on">(.*?)</li>', html, re.S)
    assert (
        len(acted) == 1 and "size L" in acted[0] and "acted on: the newest about size" in acted[0]
    )
    older = re.findall(r'<li data-standing="older">(.*?)</li>', html, re.S)
    assert (
        len(older) == 1
        and "size M" in older[0]
        and "the newer statement about size wins" in older[0]
    )
    assert html.count('data-standing=""') == 3
    assert "(7 Feb 2026)" in html and "(5 Jan 2026)" in html


async def test_the_plain_sections_say_the_conversation_the_facts_and_the_visits(am, user_id):
    await seed(
        am.url,
        user_id,
        [
            ("session1", turn("I need a <b>jacket</b>", "Try the Harbour Jacket.", "2026-01-05T10:00:00Z")),
            ("session2", turn("anything for a wedding?", "The Linen Suit.", "2026-02-07T09:00:00Z")),
            ("session3", turn("one", "answer one", "2026-03-01T12:00:00Z")),
            ("session3", turn("two", "answer two", "2026-03-01T12:01:00Z")),
            ("session3", fact("The shopper wears size M.", "2026-03-01T12:01:30Z", category="size")),
            ("session3", turn("three", "answer\nthree", "2026-03-01T12:02:00Z")),
            ("session3", turn("four", "answer **four**: [Harbour Coat](/products/HC-1/) <i>x</i>", "2026-03-01T12:03:00Z")),
        ],
    )  # fmt: skip

    summary = await summary_of(user_id, "jacket wedding", turn_count=4)

    conversation = summary["conversation"]
    assert conversation["exchanges"] == 4 and conversation["compressed"] == 1
    assert [(e["shopper"], e["assistant"]) for e in conversation["verbatim"]] == [
        ("two", "answer two"),
        ("three", "answer\nthree"),
        ("four", "answer **four**: [Harbour Coat](/products/HC-1/) <i>x</i>"),
    ]
    assert [f["text"] for f in summary["facts"]] == ["The shopper wears size M."]
    assert [(v["session_id"], v["date"]) for v in summary["visits"]] == [
        ("session1", "2026-01-05"),
        ("session2", "2026-02-07"),
    ]
    assert all(v["gists"] for v in summary["visits"])

    html = render_to_string(
        "assistant/_recalled.html", {"recalled": summary, "session_date": "2026-03-01"}
    )
    plain = html[: html.index('<details class="recalled-details">')]
    for label in ("This conversation", "What you told us", "Earlier visits"):
        assert f"<h4>{label}</h4>" in plain
    assert (
        "4 exchanges before this message; the newest 3 word for word, 1 older one in short."
        in plain
    )
    assert "<p>answer\nthree</p>" in plain
    # An earlier answer reads as the chat showed it: its Markdown rendered and sanitised, its
    # product links plain text (a SKU from memory is never linked, M8.4), raw HTML escaped.
    assert "answer <strong>four</strong>: Harbour Coat &lt;i&gt;x&lt;/i&gt;" in plain
    assert "/products/HC-1/" not in plain and "**" not in plain
    assert "5 Jan 2026:" in plain and "7 Feb 2026:" in plain
    assert "&lt;b&gt;jacket&lt;/b&gt;" in plain and "<b>jacket" not in html  # escaped
    # Ids, scores and modes only under "Details".
    block_ids = [i["block_id"] for s in summary["searches"] for i in s["items"]]
    assert block_ids and not [b for b in block_ids if b in plain]
    assert "search 1" not in plain and "score" not in plain
    details = html[html.index('<details class="recalled-details">') :]
    assert all(b in details for b in block_ids) and "This conversation (search 1)" in details
    assert "Visits dated after" not in html
    # Timings, from the admin's turn row or carried by the summary, are details too.
    timed = render_to_string(
        "assistant/_recalled.html", {"recalled": {**summary, "timings": {"recall": 42}}}
    )
    assert "recall 42 ms" in timed[timed.index('<details class="recalled-details">') :]
    assert "recall 7 ms" in render_to_string(
        "assistant/_recalled.html", {"recalled": summary, "timings": {"recall": 7}}
    )


async def test_a_backdated_session_does_not_call_later_visits_earlier(am, user_id):
    await seed(
        am.url,
        user_id,
        [
            ("session1", turn("show me jackets", "Here are jackets.", "2026-05-01T10:00:00Z")),
            ("session2", turn("and coats?", "Here are coats.", "2024-12-01T10:00:00Z")),
            ("session3", turn("hello", "Hi!", "2025-01-10T12:00:00Z")),
        ],
    )  # fmt: skip

    summary = await summary_of(
        user_id, "jackets coats", turn_count=1, session_date=date(2025, 1, 10)
    )
    assert summary["session_date"] == "2025-01-10"
    view = plain_view(summary)
    assert [v["session_id"] for v in view["earlier"]] == ["session2"]
    assert [v["session_id"] for v in view["later"]] == ["session1"]

    html = render_to_string("assistant/_recalled.html", {"recalled": summary})
    earlier = html[
        html.index('data-part="earlier-visits"') : html.index('data-part="later-visits"')
    ]
    later = html[html.index('data-part="later-visits"') : html.index("recalled-details")]
    assert "1 Dec 2024" in earlier and "1 May 2026" not in earlier
    assert "<h4>Visits dated after this one</h4>" in later and "1 May 2026" in later
    assert "This chat is dated 10 Jan 2025" in later

    # Built without the date (the caller did not know it), the page's date places them.
    undated = await summary_of(user_id, "jackets coats", turn_count=1)
    assert [v["session_id"] for v in plain_view(undated, session_date="2025-01-10")["later"]] == [
        "session1"
    ]


async def test_what_failed_is_said_plainly(am, user_id):
    await seed(am.url, user_id, [("session3", turn("hello", "Hi!", "2026-03-01T12:00:00Z"))])
    am.settings.embedder_down = True  # the semantic searches 2 and 3 fail; the listing works

    summary = await summary_of(user_id, "jackets", turn_count=1)

    assert set(summary["failed"]) == {"facts", "past_turns"}
    view = plain_view(summary)
    assert view["problems"] == [
        "What you told us could not be read from memory: the answer did not use it.",
        "Earlier visits could not be read from memory: the answer did not use them.",
    ]
    html = render_to_string("assistant/_recalled.html", {"recalled": summary})
    assert html.count('class="recalled-failed"') == 2 + 2  # plainly, then under Details


def test_a_turn_without_recall_says_why_and_an_old_summary_still_renders():
    unrecalled = memory.unrecalled_summary("Memory unavailable: nothing was recalled.")
    view = plain_view(unrecalled)
    assert view["problems"] == ["Memory unavailable: nothing was recalled."] and not view["plain"]
    html = render_to_string("assistant/_recalled.html", {"recalled": unrecalled})
    assert (
        "Memory unavailable: nothing was recalled." in html and "<h4>What you told us" not in html
    )

    old = {  # stored before issue 19: searches only
        "searches": [{"name": "facts", "label": "Facts (search 2)", "mode": "", "failed": False,
                      "items": [{"block_id": "b1", "session_id": "session1", "kind": "fact",
                                 "text": "<script>x</script>", "stated": "2026-01-01 10:00",
                                 "score": 0.5, "verbatim": False}]}],
        "dropped": [], "failed": [], "note": "",
    }  # fmt: skip
    html = render_to_string("assistant/_recalled.html", {"recalled": old})
    assert "&lt;script&gt;x&lt;/script&gt;" in html and "<script>x" not in html
