"""The turn log in Django admin: read-only, filters by shopper, date and error (issue 5 item 6)."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.utils import timezone

from assistant.models import Turn


@pytest.fixture
def admin_client(client, db, settings):
    # Signed in by force_login, never by password: the default hasher's 0.4 s a user is the
    # test's slowest part (issue 21 item 6), and no test here checks a password.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    user = User.objects.create_superuser("admin", "admin@example.com", "pw")
    client.force_login(user)
    return client


def test_turn_log_lists_and_filters(admin_client):
    Turn.objects.create(
        shopper_name="Alice", user_id="u-alice", session_id="session1", message="hi <b>", answer="a"
    )
    Turn.objects.create(message="anon", answer="", error="InternalServerError: 500")

    response = admin_client.get("/admin/assistant/turn/")
    assert response.status_code == 200
    body = response.content.decode()
    assert "hi &lt;b&gt;" in body and "anon" in body
    assert "has_error" in body and "user_id" in body and "created_at" in body

    failed = admin_client.get("/admin/assistant/turn/?has_error=yes").content.decode()
    assert "anon" in failed and "hi &lt;b&gt;" not in failed
    alice = admin_client.get("/admin/assistant/turn/?user_id=u-alice").content.decode()
    assert "hi &lt;b&gt;" in alice and "anon" not in alice


def test_shopper_filter_lists_one_memory_user_once(admin_client):
    """Two spellings, "Alice" and "aLiCe", are one memory user: one filter entry, both turns."""
    Turn.objects.create(shopper_name="Alice", user_id="u-alice", message="first", answer="a")
    Turn.objects.create(shopper_name="aLiCe", user_id="u-alice", message="second", answer="a")
    Turn.objects.create(shopper_name="Bob", user_id="u-bob", message="bobs", answer="a")

    body = admin_client.get("/admin/assistant/turn/").content.decode()
    assert body.count("?user_id=u-alice") == 1 and "?user_id=u-bob" in body
    alice = admin_client.get("/admin/assistant/turn/?user_id=u-alice").content.decode()
    assert "first" in alice and "second" in alice and "bobs" not in alice


def test_turn_log_is_read_only(admin_client):
    turn = Turn.objects.create(shopper_name="Bob", message="m", answer="a")
    assert admin_client.get("/admin/assistant/turn/add/").status_code == 403
    page = admin_client.get(f"/admin/assistant/turn/{turn.pk}/change/")
    assert page.status_code == 200
    assert 'name="message"' not in page.content.decode()
    assert (
        admin_client.post(f"/admin/assistant/turn/{turn.pk}/delete/", {"post": "yes"}).status_code
        == 403
    )
    assert Turn.objects.filter(pk=turn.pk).exists()


def test_times_to_the_second_and_durations_in_ms(admin_client):
    """Issue 13 "Admin": the turn log and the operations log show times to the second and
    say durations are milliseconds."""
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from django.utils import timezone

    from memory.models import MemoryOp

    at = datetime(2026, 3, 14, 9, 26, 53, tzinfo=ZoneInfo("UTC"))
    turn = Turn.objects.create(shopper_name="Ada", message="m", answer="a", recall_ms=12)
    Turn.objects.filter(pk=turn.pk).update(created_at=at)
    MemoryOp.objects.create(created_at=at, kind="search_2", outcome="ok", duration_ms=37)
    shown = timezone.localtime(at).strftime("%Y-%m-%d %H:%M:%S")

    turns = admin_client.get("/admin/assistant/turn/").content.decode()
    assert shown in turns and "Time (ms)" in turns and "<div>recall 12</div>" in turns
    ops = admin_client.get("/admin/memory/memoryop/").content.decode()
    assert shown in ops and "Duration (ms)" in ops


def test_operations_show_the_shoppers_name_next_to_the_user_id(admin_client):
    """The memory layer cannot turn an Agent Memory user id back into a name: the operations
    list takes the name the user id was last used with in a turn."""
    from memory.models import MemoryOp

    Turn.objects.create(shopper_name="alice", user_id="u-alice-1f3", message="one", answer="a")
    Turn.objects.create(shopper_name="Alice", user_id="u-alice-1f3", message="two", answer="a")
    MemoryOp.objects.create(kind="search_2", outcome="ok", user_id="u-alice-1f3")
    MemoryOp.objects.create(kind="search_2", outcome="ok", user_id="u-nobody-9e9")

    body = admin_client.get("/admin/memory/memoryop/").content.decode()
    assert '<td class="field-shopper">Alice</td>' in body
    assert "u-alice-1f3" in body and "u-nobody-9e9" in body
    assert '<td class="field-shopper">-</td>' in body


@pytest.mark.django_db(transaction=True)
def test_operations_filter_by_turn(admin_client):
    """A turn's page links to its memory operations; the list filters by turn. The key is
    handed down through memory.turns.turn_scope and lands on every row logged inside,
    including the rows of a task started inside (the background record step)."""
    import asyncio

    from memory.models import MemoryOp
    from memory.oplog import Kind, flush_ops, guard
    from memory.turns import turn_scope

    async def call(kind):
        async with guard(kind, user_id="u-filter", session_id="session1"):
            pass

    async def turns():
        with turn_scope("turn-key-1"):
            await call(Kind.SEARCH_2)
            background = asyncio.create_task(call(Kind.RECORD_TURN))
        await background
        with turn_scope("turn-key-2"):
            await call(Kind.SEARCH_3)
        await call(Kind.END_SESSION)
        await flush_ops()

    asyncio.run(turns())
    turn = Turn.objects.create(
        shopper_name="Fil", user_id="u-filter", message="m", answer="a", key="turn-key-1"
    )
    rows = MemoryOp.objects.filter(user_id="u-filter")
    assert {op.kind: op.turn for op in rows} == {
        "search_2": "turn-key-1",
        "record_turn": "turn-key-1",
        "search_3": "turn-key-2",
        "end_session": "",
    }

    detail = admin_client.get(f"/admin/assistant/turn/{turn.pk}/change/").content.decode()
    assert 'href="/admin/memory/memoryop/?turn=turn-key-1"' in detail

    def kinds(query: str) -> set[str]:
        # Scoped to this test's user: other tests' queued op rows may land meanwhile.
        body = admin_client.get(f"/admin/memory/memoryop/?q=u-filter&{query}").content.decode()
        return set(re.findall(r'<td class="field-kind">([^<]*)</td>', body))

    assert kinds("turn=turn-key-1") == {"search 2 (facts)", "record turn"}
    assert kinds("turn=none") == {"end session"}
    assert kinds("") == {
        "search 2 (facts)",
        "record turn",
        "search 3 (earlier visits)",
        "end session",
    }


SUMMARY = {
    "searches": [
        {"name": "session", "label": "This conversation (search 1)", "mode": "list",
         "failed": False, "items": [{"block_id": "b-win", "session_id": "session3",
         "kind": "turn", "text": "Shopper: jackets?\nAssistant: here", "stated": "2026-05-03 10:00",
         "score": None, "verbatim": True}]},
        {"name": "facts", "label": "Facts (search 2)", "mode": "", "failed": False,
         "items": [{"block_id": "b-fact", "session_id": "session1", "kind": "fact",
         "text": "The shopper likes <script>x</script>.", "stated": "2026-05-01 14:03",
         "score": 0.8123, "verbatim": False}]},
        {"name": "past_turns", "label": "Earlier visits (search 3)", "mode": "", "failed": True,
         "items": []},
    ],
    "dropped": [{"search": "facts", "block_id": "b-old", "text": "The shopper wears size M.",
                 "stated": "2026-04-01 09:00", "reason": "an older statement of the same fact"}],
    "failed": ["past_turns"],
    "note": "",
}  # fmt: skip


def test_turn_detail_shows_recall_suffix_session_and_operations(admin_client):
    """Issue 13 Admin: the recall list (escaped), the exact suffix, the session's date and
    retention, and links to the turn's memory-operation rows."""
    from datetime import date

    from memory.models import MemoryOp

    turn = Turn.objects.create(
        key="k-detail",
        shopper_name="Alice",
        user_id="u-alice",
        session_id="session3",
        session_date=date(2026, 5, 3),
        retention="1h",
        message="jackets",
        answer="a",
        recall_summary=SUMMARY,
        memory_suffix="## Background: what you remember\n- [2026-05-01 14:03] <fact>",
    )
    op = MemoryOp.objects.create(kind="search_2", outcome="ok", user_id="u-alice", turn="k-detail")
    MemoryOp.objects.create(kind="search_2", outcome="ok", user_id="u-alice", turn="other")

    body = admin_client.get(f"/admin/assistant/turn/{turn.pk}/change/").content.decode()

    assert "session3, dated 2026-05-03, retention 1 hour" in body
    assert "b-fact" in body and "score 0.812" in body and "[2026-05-01 14:03]" in body
    assert "The shopper likes &lt;script&gt;x&lt;/script&gt;." in body
    assert "<script>x</script>" not in body
    assert "Dropped by de-duplication" in body and "b-old" in body
    assert 'data-failed="past_turns"' in body
    assert "- [2026-05-01 14:03] &lt;fact&gt;" in body  # the suffix, escaped, in a <pre>
    assert f'href="/admin/memory/memoryop/{op.pk}/change/"' in body
    assert re.findall(r"/admin/memory/memoryop/\d+/change/", body) == [
        f"/admin/memory/memoryop/{op.pk}/change/"
    ]  # this turn's row only


def test_a_stopped_turn_is_not_listed_as_failed(admin_client):
    """Issue 13 item 3: a stop is not a failure; a stop with a memory error is."""
    Turn.objects.create(message="stopped one", stopped=True, error="stopped by the shopper")
    Turn.objects.create(
        message="stopped badly", stopped=True, error="stopped by the shopper; turn not recorded"
    )
    failed = admin_client.get("/admin/assistant/turn/?has_error=yes").content.decode()
    assert "stopped badly" in failed and "stopped one" not in failed
    stopped = admin_client.get("/admin/assistant/turn/?has_error=stopped").content.decode()
    assert "stopped badly" in stopped and "stopped one" in stopped


def test_the_detail_says_the_session_date_and_the_stop_in_words(admin_client):
    """Issue 19 item 6: an undated session runs on the real clock (not "today (undated)"), and
    "Stopped: no" is a sentence, not a red cross."""
    complete = Turn.objects.create(
        shopper_name="Ann", session_id="session1", message="m", retention="default"
    )
    stopped = Turn.objects.create(
        session_id="session2", message="n", stopped=True, error="stopped by the shopper"
    )
    closed = Turn.objects.create(message="o", stopped=True, error="socket closed")

    body = admin_client.get(f"/admin/assistant/turn/{complete.pk}/change/").content.decode()
    ran = timezone.localdate(complete.created_at).isoformat()
    assert (
        f"session1, on the real date (no demo date was set; this turn ran on {ran}), "
        "retention Default (90 days)"
    ) in body
    assert "undated" not in body and "today" not in body
    assert "No: the answer was complete." in body
    assert "icon-no.svg" not in body and "icon-yes.svg" not in body
    body = admin_client.get(f"/admin/assistant/turn/{stopped.pk}/change/").content.decode()
    assert "Yes: the shopper stopped it (Stop or Close)" in body
    body = admin_client.get(f"/admin/assistant/turn/{closed.pk}/change/").content.decode()
    assert "Yes: the page closed its connection" in body
    assert "None: memory was not used" in body


def test_the_list_says_the_outcome_and_the_times_in_one_column_each(admin_client):
    """Issue 19 item 6: six columns; a stop is "stopped", a failure its error cut short."""
    Turn.objects.create(message="fine", recall_ms=80, model_ms=20, total_ms=120)
    Turn.objects.create(message="halted", stopped=True, error="stopped by the shopper")
    Turn.objects.create(message="broken", error="memory: " + "timed out " * 20)

    body = admin_client.get("/admin/assistant/turn/").content.decode()

    assert "<div>recall 80</div><div>model 20</div><div>total 120</div>" in body
    assert ">answered<" in body and ">stopped<" in body
    assert "memory: timed out" in body and "timed out …" not in body and "…" in body
    start = body.index('<table id="result_list">')
    head = body[start : body.index("</thead>", start)]
    assert head.count('<th scope="col"') == 6


def test_the_detail_lists_tool_calls_and_facts_in_words(admin_client):
    """The admin reads what the model called and what was kept without reading JSON: each
    call's name, arguments and returned SKUs; the facts one per line; all escaped."""
    turn = Turn.objects.create(
        key="k-tools",
        message="black jackets, I wear M",
        answer="a",
        tool_calls=[
            {"name": "search_products", "arguments": '{"query": "jackets", "colour": "<b>black</b>"}',
             "skus": ["JKT-1", "JKT-2"]},
            {"name": "get_product", "arguments": "not json", "skus": []},
        ],
        facts=["The shopper wears size M.", "The shopper likes <i>black</i>."],
    )  # fmt: skip

    body = admin_client.get(f"/admin/assistant/turn/{turn.pk}/change/").content.decode()

    assert (
        "<code>search_products</code> query=&#x27;jackets&#x27;, colour=&#x27;&lt;b&gt;black&lt;/b&gt;&#x27;"
        in body
    )
    assert "returned JKT-1, JKT-2" in body
    assert "<code>get_product</code> not json" in body and "returned no product" in body
    assert "<li>The shopper wears size M.</li>" in body
    assert "<li>The shopper likes &lt;i&gt;black&lt;/i&gt;.</li>" in body
    assert '"skus"' not in body  # no raw JSON

    empty = Turn.objects.create(key="k-none", message="hi", answer="hello")
    body = admin_client.get(f"/admin/assistant/turn/{empty.pk}/change/").content.decode()
    assert "None: the model answered without calling a tool." in body
    assert "None: the message stated no durable fact" in body
