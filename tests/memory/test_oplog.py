"""The memory operations log (issue 4 item 5): rows, admin, pruning, and that logging never
breaks a turn. Also the shared client (issue 4 item 1)."""

import asyncio
import logging
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from memory import services as memory
from memory.client import SDK_TIMEOUT_SLACK_SECONDS, call_deadline, get_client
from memory.models import MemoryOp
from memory.oplog import flush_ops
from tests.memory import seed


async def test_a_broken_log_never_breaks_the_turn(am, uid, caplog):
    """Item 5: with the database unusable (no DB access in this test), the memory calls still
    succeed; the lost log rows are reported in the log."""
    with caplog.at_level(logging.WARNING, logger="memory"):
        assert await memory.ensure_user(user_id=uid, name="Log")
        session = await memory.ensure_session(
            user_id=uid, session_id=None, session_date=None, retention="default"
        )
        assert session is not None
        assert await memory.record_turn(
            user_id=uid,
            session_id=session.session_id,
            user_content="q",
            assistant_content="a",
            session_date=None,
        )
        await flush_ops()
    assert "memory operations log row record_turn not written" in caplog.text
    assert len(await seed.list_blocks(am.url, uid, session.session_id)) == 1


@pytest.mark.django_db(transaction=True)
async def test_rows_carry_kind_shopper_session_outcome_duration_counts(am, uid, ops):
    """Item 5: one row per call with kind, shopper, session, outcome, duration and counts."""
    await memory.ensure_user(user_id=uid, name="Rows")
    session = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=None, retention="default"
    )
    await memory.record_facts(
        user_id=uid,
        session_id=session.session_id,
        facts=["The shopper wears size M.", "The shopper likes navy."],
        session_date=None,
    )
    await memory.recall(user_id=uid, session_id=session.session_id, message="navy", turn_count=0)
    rows = await ops(user_id=uid)
    by_kind = {r.kind: r for r in rows}
    assert set(by_kind) == {
        "ensure_user",
        "ensure_session",
        "record_facts",
        "list",
        "search_2",
        "search_3",
    }
    assert by_kind["ensure_session"].session_id == "session1"
    assert (by_kind["record_facts"].blocks, by_kind["record_facts"].facts) == (2, 2)
    assert by_kind["list"].blocks == 2 and by_kind["search_2"].blocks == 2
    assert all(r.outcome == "ok" and r.duration_ms >= 0 and r.error == "" for r in rows)


@pytest.fixture
def logged_rows(db):
    now = timezone.now()
    rows = [
        MemoryOp(kind="judge", outcome="failed", failure="timeout", user_id="alice", error="slow"),
        MemoryOp(kind="search_2", outcome="ok", user_id="bob", session_id="session7"),
        MemoryOp(
            kind="record_turn",
            outcome="ok",
            user_id="old",
            created_at=now - timedelta(days=40),
        ),
    ]
    return MemoryOp.objects.bulk_create(rows)


def test_admin_lists_filters_and_searches_read_only(admin_client, logged_rows):
    """Item 5: the admin filters by kind and outcome, searches shopper and session, and
    offers no way to add, change or delete a row."""
    url = "/admin/memory/memoryop/"
    page = admin_client.get(url, {"kind": "judge", "outcome": "failed"})
    assert page.status_code == 200
    assert "alice" in page.text and "bob" not in page.text
    page = admin_client.get(url, {"q": "session7"})
    assert "bob" in page.text and "alice" not in page.text
    page = admin_client.get(url, {"q": "alice"})
    assert "alice" in page.text and "bob" not in page.text
    assert admin_client.get(url + "add/").status_code == 403
    detail = admin_client.get(f"{url}{logged_rows[0].pk}/change/")
    assert detail.status_code == 200 and 'name="_save"' not in detail.text
    assert admin_client.get(f"{url}{logged_rows[0].pk}/delete/").status_code == 403


def test_prune_deletes_rows_older_than_n_days(logged_rows, capsys):
    """Item 5: `prune_memory_ops --days N` deletes older rows and keeps the rest."""
    call_command("prune_memory_ops", "--days", "30")
    assert "Deleted 1 memory operation(s)" in capsys.readouterr().out
    # Only this test's shoppers: another layer's queued log rows may land in the table meanwhile.
    kept = MemoryOp.objects.filter(user_id__in=["alice", "bob", "old"])
    assert sorted(kept.values_list("user_id", flat=True)) == ["alice", "bob"]
    with pytest.raises(CommandError):
        call_command("prune_memory_ops", "--days", "-1")


async def test_one_client_per_loop_and_configuration(am, settings):
    """Item 1: one shared client per event loop; a new AGENT_MEMORY_URL gets its own; a
    client from another loop is never reused (httpx pools are loop-bound)."""
    first = get_client()
    assert get_client() is first
    # Our deadline is the timeout; the SDK's own is a later backstop (issue 12 profile).
    assert call_deadline() == settings.AGENT_MEMORY_TIMEOUT_SECONDS
    assert first._http.timeout == settings.AGENT_MEMORY_TIMEOUT_SECONDS + SDK_TIMEOUT_SLACK_SECONDS
    assert first._http.max_retries == settings.AGENT_MEMORY_MAX_RETRIES
    other_loop = await asyncio.to_thread(lambda: asyncio.run(_client_in_new_loop()))
    assert other_loop is not first
    settings.AGENT_MEMORY_URL = am.url + "/"
    assert get_client() is first  # same server
    settings.AGENT_MEMORY_URL = "http://127.0.0.1:9"
    assert get_client() is not first


async def _client_in_new_loop():
    return get_client()


@pytest.mark.django_db(transaction=True)
async def test_services_work_from_a_second_event_loop(am, uid, ops):
    """Item 1: the Channels consumer and async_to_sync run other loops; each works."""

    async def ensure_and_flush():
        ok = await memory.ensure_user(user_id=uid, name="Loop")
        await flush_ops()  # a short-lived loop writes its rows before it ends
        return ok

    def in_other_loop():
        return asyncio.run(ensure_and_flush())

    assert await asyncio.to_thread(in_other_loop) is True
    assert await memory.ensure_user(user_id=uid, name="Loop") is True
    assert len(await ops(user_id=uid)) == 2


@pytest.mark.django_db(transaction=True)
async def test_a_cancelled_call_is_skipped_not_failed(ops):
    """M10 (QA): Stop cancels the in-flight memory calls; the guard re-raises the cancellation
    and logs it as outcome "skipped", failure "cancelled", so the admin's "failed" filter
    shows only real failures."""
    from memory.oplog import Kind, guard

    entered = asyncio.Event()

    async def search():
        async with guard(Kind.SEARCH_3, user_id="cancel-me", session_id="session1"):
            entered.set()
            await asyncio.sleep(30)

    task = asyncio.create_task(search())
    await entered.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    [row] = await ops(user_id="cancel-me")
    assert (row.kind, row.outcome, row.failure, row.error) == (
        "search_3",
        "skipped",
        "cancelled",
        "cancelled",
    )
    assert await ops(user_id="cancel-me", outcome="failed") == []
