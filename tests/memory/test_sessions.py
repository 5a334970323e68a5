"""Users and sessions: M1.4 (race-safe user), M2.3/M2.4 (ids and ownership), M9.2 (read-back),
M9.3 (end), against memory_server through the real SDK."""

import asyncio
from datetime import date

import pytest

from memory import services as memory
from tests.memory import seed

pytestmark = pytest.mark.django_db(transaction=True)


async def test_ensure_user_creates_then_finds(am, uid, ops):
    """M1.4: get, on 404 create; a second call finds the user."""
    assert await memory.ensure_user(user_id=uid, name="Alice") is True
    assert await memory.ensure_user(user_id=uid, name="Alice") is True
    rows = await ops(user_id=uid, kind="ensure_user")
    assert [r.outcome for r in rows] == ["ok", "ok"]


async def test_ensure_user_is_race_safe(am, uid):
    """M1.4: two concurrent first visits both see 404 and both create; the loser's 409 is
    answered by getting the user again, so both succeed."""
    am.settings.latency_seconds = 0.05  # keep the two gets in flight together
    results = await asyncio.gather(*(memory.ensure_user(user_id=uid, name="Bo") for _ in range(3)))
    assert results == [True, True, True]


async def test_first_session_is_session1_with_preset_and_date(am, uid):
    """M2.3, M9.1, M9.2: a new session is session1, its retention preset becomes
    memory_blocks_ttl and its date is stored in the session's metadata; both read back."""
    await memory.ensure_user(user_id=uid, name="Cy")
    created = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=date(2026, 5, 1), retention="1m"
    )
    assert created is not None
    assert (created.session_id, created.created) == ("session1", True)
    assert (created.blocks_ttl, created.retention, created.session_date) == (
        60,
        "1m",
        date(2026, 5, 1),
    )
    read_back = await memory.get_session(user_id=uid, session_id="session1")
    assert read_back is not None
    assert (read_back.blocks_ttl, read_back.retention, read_back.session_date) == (
        60,
        "1m",
        date(2026, 5, 1),
    )


@pytest.mark.parametrize(
    ("preset", "ttl"), [("default", 7_776_000), ("5m", 300), ("1h", 3600), ("never", 0)]
)
async def test_retention_presets_map_to_blocks_ttl(am, uid, preset, ttl):
    """M9.1/M9.2: every preset lands as the session's blocks_ttl and reads back by name."""
    await memory.ensure_user(user_id=uid, name="Di")
    created = await memory.ensure_session(
        user_id=uid, session_id="", session_date=None, retention=preset
    )
    assert created is not None
    read_back = await memory.get_session(user_id=uid, session_id=created.session_id)
    assert (read_back.blocks_ttl, read_back.retention, read_back.session_date) == (
        ttl,
        preset,
        None,
    )


async def test_next_id_uses_the_highest_n_not_the_count(am, uid):
    """M2.3: session2 deleted, session1 and session3 stored -> session4 (count would say 3)."""
    await memory.ensure_user(user_id=uid, name="Ed")
    for sid in ("session1", "session2", "session3"):
        await seed.create_session(am.url, uid, sid)
    await seed.delete_session(am.url, uid, "session2")
    created = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=None, retention="default"
    )
    assert created.session_id == "session4"


async def test_concurrent_new_sessions_retry_on_409(am, uid):
    """M2.3: two panels opening at once race for session1; the 409 retries with the next n."""
    await memory.ensure_user(user_id=uid, name="Flo")
    am.settings.latency_seconds = 0.05
    first, second = await asyncio.gather(
        *(
            memory.ensure_session(user_id=uid, session_id=None, session_date=None, retention="1h")
            for _ in range(2)
        )
    )
    assert {first.session_id, second.session_id} == {"session1", "session2"}
    assert await seed.session_ids(am.url, uid) == ["session1", "session2"]


async def test_existing_session_is_returned_as_stored(am, uid):
    """M2.2, M9.2: a client-sent id of the shopper's own session is reused; its date and
    retention are read back off the session, the form's arguments ignored."""
    await memory.ensure_user(user_id=uid, name="Gus")
    first = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=date(2025, 12, 24), retention="5m"
    )
    again = await memory.ensure_session(
        user_id=uid, session_id=first.session_id, session_date=date(2020, 1, 1), retention="never"
    )
    assert again.session_id == first.session_id
    assert again.created is False
    assert (again.session_date, again.blocks_ttl, again.retention) == (
        date(2025, 12, 24),
        300,
        "5m",
    )
    assert await seed.session_ids(am.url, uid) == ["session1"]


@pytest.mark.parametrize("sent", ["session9", "session1/../x", "bogus", "session1?x", "%2F"])
async def test_unknown_or_malformed_id_starts_a_new_session(am, uid, sent):
    """M2.4: an id the shopper does not own (unknown, malformed) starts a new session."""
    await memory.ensure_user(user_id=uid, name="Hal")
    created = await memory.ensure_session(
        user_id=uid, session_id=sent, session_date=None, retention="default"
    )
    assert created is not None
    assert (created.session_id, created.created) == ("session1", True)


async def test_foreign_session_id_is_never_used(am, uid):
    """M2.4: another shopper's session id starts a new session of our own; the other
    shopper's session is neither read nor written."""
    other = uid + "-other"
    await memory.ensure_user(user_id=other, name="Other")
    for sid in ("session1", "session2", "session3"):
        await seed.create_session(am.url, other, sid)
    await seed.add_turns(am.url, other, "session3", [("secret question", "secret answer")])
    await memory.ensure_user(user_id=uid, name="Ida")
    mine = await memory.ensure_session(
        user_id=uid, session_id="session3", session_date=None, retention="default"
    )
    assert (mine.user_id, mine.session_id, mine.created) == (uid, "session1", True)
    recalled = await memory.recall(
        user_id=uid, session_id=mine.session_id, message="secret", turn_count=0
    )
    assert recalled.is_empty
    assert len(await seed.list_blocks(am.url, other, "session3")) == 1


async def test_ended_session_is_not_reused(am, uid):
    """M9.3: closing the panel ends the session; a stale id then starts a new one."""
    await memory.ensure_user(user_id=uid, name="Jo")
    first = await memory.ensure_session(
        user_id=uid, session_id=None, session_date=None, retention="default"
    )
    assert await memory.end_session(user_id=uid, session_id=first.session_id) is True
    assert await memory.end_session(user_id=uid, session_id=first.session_id) is True  # idempotent
    second = await memory.ensure_session(
        user_id=uid, session_id=first.session_id, session_date=None, retention="default"
    )
    assert second.session_id == "session2"


async def test_signed_out_touches_nothing(am, ops):
    """M1.1: no user id, no call: everything is skipped and logged as such."""
    assert await memory.ensure_user(user_id="", name="x") is False
    assert (
        await memory.ensure_session(user_id="", session_id=None, session_date=None, retention="1m")
        is None
    )
    assert (
        await memory.record_turn(
            user_id="", session_id="", user_content="q", assistant_content="a", session_date=None
        )
        is False
    )
    recalled = await memory.recall(user_id="", session_id="", message="hi", turn_count=0)
    assert recalled.is_empty
    rows = await ops(user_id="")
    assert rows and {r.outcome for r in rows} == {"skipped"}


def test_next_session_number_ignores_foreign_shapes():
    """M2.3: only `session{n}` ids count."""
    assert memory.next_session_number([]) == 1
    assert memory.next_session_number(["session1", "session3", "other7", "session10x"]) == 4


def test_session_created_at_takes_the_day_and_the_real_time():
    """M7.4: the chosen day, the real time of day, UTC."""
    from datetime import UTC, datetime

    now = datetime(2026, 11, 30, 14, 3, 7, tzinfo=UTC)
    assert memory.session_created_at(date(2026, 5, 1), now=now) == "2026-05-01T14:03:07+00:00"
    assert memory.session_created_at(None, now=now) is None
