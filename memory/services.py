"""The memory service surface: `from memory import services as memory` (docs/contracts.md).

Everything the assistant needs from Agent Memory, async, over the one shared client
(`memory.client`). Nothing here raises on a server failure (M10): each call sits behind its
own guard (`memory.oplog.guard`), is logged with its failure class and written to the
operations log, and yields None / False / an empty result instead.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from datetime import date, datetime

import agentmemory as am
from agentmemory import AsyncSessionResource
from django.conf import settings

from memory.client import get_client, user_resource
from memory.judge import CATEGORIES, JUDGE_SYSTEM_PROMPT, Fact, judge_facts, validate_facts
from memory.oplog import (
    Budget,
    Kind,
    Skip,
    call,
    flush_ops,
    guard,
    read_budget,
)
from memory.outbox import (
    WriteResult,
    Written,
    close_session,
    write_facts,
    write_settled,
    write_turn,
)
from memory.recall import ALL_SEARCHES, Recall, recall
from memory.rendering import compress, memory_context, render_recalled
from memory.summary import recall_summary, unrecalled_summary
from memory.turns import turn_scope
from memory.writes import (
    SESSION_ID,
    end_session,
    record_facts,
    record_turn,
    session_created_at,
    valid_session_id,
)

__all__ = [
    "ALL_SEARCHES",
    "CATEGORIES",
    "Budget",
    "Fact",
    "JUDGE_SYSTEM_PROMPT",
    "RETENTION_PRESETS",
    "MemorySession",
    "Recall",
    "WriteResult",
    "Written",
    "close_session",
    "compress",
    "end_session",
    "ensure_session",
    "ensure_user",
    "flush_ops",
    "get_session",
    "judge_facts",
    "memory_context",
    "newest_visit",
    "read_budget",
    "recall",
    "recall_summary",
    "record_facts",
    "record_turn",
    "render_recalled",
    "retention_preset",
    "retention_ttl",
    "server_available",
    "session_created_at",
    "turn_scope",
    "unrecalled_summary",
    "validate_facts",
    "write_facts",
    "write_settled",
    "write_turn",
]

logger = logging.getLogger("memory")

# M9.1: the retention presets. None means MEMORY_MESSAGE_TTL_SECONDS; 0 means never expire.
RETENTION_PRESETS: dict[str, int | None] = {
    "default": None,
    "1m": 60,
    "5m": 300,
    "1h": 3600,
    "never": 0,
}
SESSION_DATE_KEY = "session_date"
MAX_CREATE_ATTEMPTS = 5
SESSIONS_PAGE = 500  # the server's maximum page for GET /users/{id}/sessions
HEALTH_TIMEOUT_SECONDS = 1.0


@dataclass(frozen=True)
class MemorySession:
    """An Agent Memory session as the panel needs it (M2, M9.2).

    `session_date` and `blocks_ttl` are read back off the stored session (its metadata and
    `blocks_ttl`), never off the form; `retention` is the preset name for `blocks_ttl`
    ("custom" when it matches none); `created` is True when this call created it.
    """

    user_id: str
    session_id: str
    session_date: date | None
    blocks_ttl: int | None
    retention: str
    created: bool


def retention_ttl(retention: str) -> int:
    """Seconds of `memory_blocks_ttl` for a retention preset (M9.1); 0 = never expire.

    An unknown preset name falls back to "default" (logged): a tampered form field must not
    break the turn.
    """
    if retention not in RETENTION_PRESETS:
        logger.warning("unknown retention preset %r, using the default", retention)
        retention = "default"
    seconds = RETENTION_PRESETS[retention]
    return int(settings.MEMORY_MESSAGE_TTL_SECONDS) if seconds is None else seconds


def retention_preset(blocks_ttl: int | None) -> str:
    """The preset name for a session's stored `blocks_ttl` (M9.2 read-back), or "custom"."""
    if blocks_ttl is None:
        return "custom"
    if blocks_ttl == int(settings.MEMORY_MESSAGE_TTL_SECONDS):
        return "default"
    for name, seconds in RETENTION_PRESETS.items():
        if seconds is not None and seconds == blocks_ttl:
            return name
    return "custom"


def _as_memory_session(session: AsyncSessionResource, *, created: bool) -> MemorySession:
    """Read a stored session back (M9.2): date from its metadata, retention from blocks_ttl."""
    raw_date = (session.metadata or {}).get(SESSION_DATE_KEY)
    try:
        session_date = date.fromisoformat(raw_date) if isinstance(raw_date, str) else None
    except ValueError:
        session_date = None
    return MemorySession(
        user_id=session.user_id,
        session_id=session.session_id,
        session_date=session_date,
        blocks_ttl=session.blocks_ttl,
        retention=retention_preset(session.blocks_ttl),
        created=created,
    )


async def ensure_user(*, user_id: str, name: str) -> bool:
    """Make sure the Agent Memory user exists, race-safely (M1.4): get; on 404 create; on 409
    (someone else created it meanwhile) get again. Returns True when the user exists."""
    async with guard(Kind.ENSURE_USER, user_id=user_id) as op:
        if not user_id:
            raise Skip("no user (signed out, M1.1)")
        client = get_client()
        try:
            await call(client.get_user(user_id))
        except am.NotFoundError:
            try:
                await call(client.create_user(user_id, name or user_id))
            except am.ConflictError:
                await call(client.get_user(user_id))
    return op.ok


async def _stored_sessions(user_id: str) -> list:
    """Every stored session of `user_id` (the SDK's session objects), page by page."""
    user = user_resource(user_id)
    sessions: list = []
    offset = 0
    while True:
        page = await call(user.list_sessions(limit=SESSIONS_PAGE, offset=offset))
        sessions.extend(page.sessions)
        offset += page.count
        if page.count == 0 or page.total is None or offset >= page.total:
            return sessions


async def _stored_session_ids(user_id: str) -> list[str]:
    return [s.session_id for s in await _stored_sessions(user_id)]


def next_session_number(session_ids: list[str]) -> int:
    """1 + the highest n among stored `session{n}` ids, not their count (M2.3)."""
    numbers = [int(m.group(1)) for s in session_ids if (m := SESSION_ID.match(s))]
    return max(numbers, default=0) + 1


async def ensure_session(
    *, user_id: str, session_id: str | None, session_date: date | None, retention: str
) -> MemorySession | None:
    """The session this turn belongs to: the client's, or a new `session{n}` (M2, M9.2).

    A `session_id` the client sent is checked against the signed-in shopper (M2.4): it must be
    a stored, unended session of `user_id`; then it is returned as stored, its date and
    retention read back off the Agent Memory session and the arguments ignored. An empty,
    malformed, unknown, foreign or ended id starts a new session instead: id `session{n}` with
    n = 1 + the highest stored n, the next n on a 409 (M2.3); `memory_blocks_ttl` from the
    retention preset (M9.1); the session date in the session's metadata (M9.2). Returns None
    when the server fails (M10). Call `ensure_user` first.
    """
    result: MemorySession | None = None
    async with guard(Kind.ENSURE_SESSION, user_id=user_id, session_id=session_id or "") as op:
        if not user_id:
            raise Skip("no user (signed out, M1.1)")
        user = user_resource(user_id)
        if valid_session_id(session_id):
            try:
                stored = await call(user.get_session(session_id))
            except am.NotFoundError:
                stored = None  # unknown, or another shopper's: never read or write it (M2.4)
            if stored is not None and not stored.end_time:
                result = _as_memory_session(stored, created=False)
        if result is None:
            result = await _create_session(user_id, session_date, retention)
        op.session_id = result.session_id
    return result if op.ok else None


async def _create_session(user_id: str, session_date: date | None, retention: str) -> MemorySession:
    user = user_resource(user_id)
    n = next_session_number(await _stored_session_ids(user_id))
    metadata = {SESSION_DATE_KEY: session_date.isoformat()} if session_date else None
    ttl = retention_ttl(retention)
    for _ in range(MAX_CREATE_ATTEMPTS):
        try:
            created = await call(
                user.create_session(f"session{n}", metadata=metadata, memory_blocks_ttl=ttl)
            )
        except am.ConflictError:
            n += 1  # a concurrent create took session{n} (M2.3)
            continue
        return _as_memory_session(created, created=True)
    raise am.ConflictError(f"no free session id after {MAX_CREATE_ATTEMPTS} attempts")


async def get_session(*, user_id: str, session_id: str) -> MemorySession | None:
    """Read a session back off Agent Memory (M9.2): what it actually runs with. None when it
    does not exist for this shopper, is malformed, or the server fails (M10)."""
    result: MemorySession | None = None
    async with guard(Kind.GET_SESSION, user_id=user_id, session_id=session_id or "") as op:
        if not user_id or not valid_session_id(session_id):
            raise Skip("no user or no valid session id")
        stored = await call(user_resource(user_id).get_session(session_id))
        result = _as_memory_session(stored, created=False)
    return result if op.ok else None


def visit_date(session) -> date | None:
    """The day an Agent Memory session's statements are dated: its demo date (metadata, M9.1)
    or, undated, the day it started (its blocks are dated by `ingested_at`, M7.2)."""
    raw = (session.metadata or {}).get(SESSION_DATE_KEY)
    try:
        if isinstance(raw, str) and raw:
            return date.fromisoformat(raw)
    except ValueError:
        pass
    try:
        return datetime.fromisoformat(session.start_time or "").date()  # ISO 8601, UTC
    except ValueError:
        return None


async def newest_visit(*, user_id: str) -> date | None:
    """The date of the shopper's newest visit (session) in Agent Memory, or None (no visit,
    or the server failed: logged, M10). The demo controls compare a chosen date with it: a
    backdated visit's statements lose to newer ones (M8.2, issue 19 item 5)."""
    newest: date | None = None
    async with guard(Kind.LIST_SESSIONS, user_id=user_id) as op:
        if not user_id:
            raise Skip("no user (signed out, M1.1)")
        try:
            stored = await _stored_sessions(user_id)
        except am.NotFoundError:
            stored = []  # not in Agent Memory yet: no visit (the first message creates it)
        newest = max((day for s in stored if (day := visit_date(s))), default=None)
    return newest if op.ok else None


async def server_available(wait: float = HEALTH_TIMEOUT_SECONDS) -> bool | None:
    """Whether `GET /health` answers "healthy" (M10.3), for the panel's mode label.

    True: healthy. False: refused, an error, or not healthy. None: no answer within
    `wait` seconds (about one by default): the server may be up but slow, so the label
    must not claim it is down (issue 12 item 8). Not written to the operations log (it runs
    on every page).
    """
    try:
        async with asyncio.timeout(wait):
            response = await get_client().health_ping("server")
    except TimeoutError:
        logger.info("Agent Memory health check: no answer within %.1f s", wait)
        return None
    except Exception as exc:
        logger.info("Agent Memory health check failed: %s", exc)
        return False
    return response.server is not None and response.server.status == am.HealthStatus.HEALTHY
