"""The record path's requests (M3): one exchange, a turn's facts, the end of a session.

Each `*_write` runs one guarded request (M10.2) and returns its `Op`, so the outbox
(`memory.outbox`) can tell a failure worth retrying from a refusal; `record_turn`,
`record_facts` and `end_session` are the service surface's plain answers on top of them
(docs/contracts.md). Every block carries a `write_id` annotation besides the load-bearing
`type` (M3.5): the id of the request that wrote it, by which a replay finds a write that
landed after all and never stores it twice (issue 20 item 6). A fact also carries its
`category` (M4.2), one request per category (issue 19).
"""

from __future__ import annotations

import asyncio
import re
import secrets
from datetime import UTC, date, datetime

import agentmemory as am
import pydantic
from agentmemory import AsyncSessionResource, FilterOptions
from django.conf import settings

from memory.client import session_resource
from memory.judge import CATEGORIES, by_category, validate_facts
from memory.oplog import Failure, Kind, Op, Refused, Skip, call, guard

SESSION_ID = re.compile(r"^session(\d+)$")
WRITE_ID = "write_id"  # the annotation key (letters and underscores, as annotations must be)
CATEGORY = "category"  # a fact's category annotation (memory.summary reads it)


def new_write_id() -> str:
    """A fresh write id: 24 hex characters."""
    return secrets.token_hex(12)


def session_created_at(session_date: date | None, *, now: datetime | None = None) -> str | None:
    """`created_at` for a write in a dated session (M3.6, M7.4): the chosen day with the real
    time of day, UTC, ISO 8601. None for an undated session (the server's `ingested_at` then
    dates the block, M7.2)."""
    if session_date is None:
        return None
    now = (now or datetime.now(UTC)).astimezone(UTC)
    return datetime.combine(session_date, now.timetz()).isoformat()


def valid_session_id(session_id: str | None) -> bool:
    return bool(session_id) and SESSION_ID.match(session_id) is not None


async def _add_memory(session: AsyncSessionResource, **kwargs) -> tuple[int | None, object]:
    """`add_memory`, reading `rejected_details` in either shape (issue 14 item 2): the SDK's
    list, or the single object of the 1.0 docs' sample, which the SDK's response model cannot
    parse although the server answered 201 and stored the accepted blocks.

    Returns (accepted count, or None when the response did not say; the rejections, or None
    when nothing was rejected). Raises what the SDK raises otherwise.
    """
    try:
        response = await call(session.add_memory(**kwargs))
    except pydantic.ValidationError as exc:
        errors = exc.errors()
        if not errors or any(tuple(e["loc"][:1]) != ("rejected_details",) for e in errors):
            raise
        details = errors[0].get("input")
        return None, details or None
    rejected = response.rejected_details if response.rejected_count else None
    return response.accepted_count, rejected or (
        f"{response.rejected_count} block(s)" if response.rejected_count else None
    )


async def turn_write(
    *,
    user_id: str,
    session_id: str,
    user_content: str,
    assistant_content: str,
    created_at: str | None,
    write_id: str,
) -> Op:
    """POST one exchange as a turn block (M3): annotations `type: turn` (M3.5) and
    `write_id`, no per-block TTL so it inherits the session's retention (M3.2),
    `context_required=True` (M3.4), `created_at` as given (M3.6). Never raises."""
    async with guard(Kind.RECORD_TURN, user_id=user_id, session_id=session_id) as op:
        if not user_id or not session_id:
            raise Skip("no user or session (M1.1)")
        user_content = (user_content or "").strip()
        assistant_content = (assistant_content or "").strip()
        if not user_content and not assistant_content:
            raise Skip("empty exchange")
        accepted, rejected = await _add_memory(
            session_resource(user_id, session_id),
            messages=[{"user_content": user_content, "assistant_content": assistant_content}],
            annotations={"type": "turn", WRITE_ID: write_id},
            context_required=True,
            created_at=created_at,
        )
        op.blocks = accepted
        if rejected:
            raise Refused(f"turn rejected by the server: {rejected}")
    return op


async def facts_write(
    *,
    user_id: str,
    session_id: str,
    facts: list[str],
    created_at: str | None,
    write_id: str,
    category: str = "",
) -> Op:
    """POST facts of one category as fact blocks, one request for all (M3): annotations
    `type: fact` (M3.5), `write_id` and, when given, `category` (one of the judge's
    CATEGORIES, M4.2: what the recall view groups disagreeing facts by, M8.2),
    `memory_block_ttl=MEMORY_FACT_TTL_SECONDS` (0: never expires, even in a short-lived
    session, M3.3), `context_required=False` (M3.4), `created_at` as given (M3.6),
    `async_processing=False` so they are searchable when the write returns (issue 14).
    `facts` pass through `validate_facts` again. Never raises."""
    async with guard(Kind.RECORD_FACTS, user_id=user_id, session_id=session_id) as op:
        if not user_id or not session_id:
            raise Skip("no user or session (M1.1)")
        facts = validate_facts(list(facts or []))
        if not facts:
            raise Skip("no facts this turn")
        accepted, rejected = await _add_memory(
            session_resource(user_id, session_id),
            facts=facts,
            annotations={"type": "fact", WRITE_ID: write_id, **category_annotation(category)},
            memory_block_ttl=int(settings.MEMORY_FACT_TTL_SECONDS),
            context_required=False,
            created_at=created_at,
            # Searchable as soon as the write returns: a server that embeds in the background
            # would otherwise miss a fact stated just before the panel closed (issue 14).
            async_processing=False,
        )
        op.blocks = accepted
        op.facts = accepted
        if rejected:
            raise Refused(f"facts rejected by the server: {rejected}")
    return op


def category_annotation(category: str) -> dict[str, str]:
    """{"category": name} for one of the judge's categories, else {} (nothing invented)."""
    return {CATEGORY: category} if category in CATEGORIES else {}


async def end_write(*, user_id: str, session_id: str) -> Op:
    """End a session (M9.3); one already ended counts as done. Never raises."""
    async with guard(Kind.END_SESSION, user_id=user_id, session_id=session_id) as op:
        if not user_id or not valid_session_id(session_id):
            raise Skip("no user or no valid session id")
        try:
            await call(session_resource(user_id, session_id).end())
        except am.ValidationError as exc:
            if exc.error_code != "SESSION_ALREADY_ENDED":
                raise
    return op


async def find_write(*, user_id: str, session_id: str, write_id: str) -> bool | None:
    """Whether a block written by `write_id` is stored in the session: a filter-only search
    on the annotation (docs/agent-memory-api.md 1.3: exact match, not capped by relevant_k).
    None when the server could not say (logged)."""
    found = False
    async with guard(Kind.OUTBOX_CHECK, user_id=user_id, session_id=session_id) as op:
        filters = FilterOptions(annotations={WRITE_ID: write_id})
        result = await call(session_resource(user_id, session_id).search_memory(None, filters))
        found = any((b.annotations or {}).get(WRITE_ID) == write_id for b in result.memory_blocks)
        op.blocks = len(result.memory_blocks)
    return found if op.ok else None


async def record_turn(
    *,
    user_id: str,
    session_id: str,
    user_content: str,
    assistant_content: str,
    session_date: date | None,
) -> bool | None:
    """Write one exchange as a turn block (M3; `turn_write`), `created_at` from the session
    date (M3.6). A separate request from the facts (M3.1).

    Returns True when written; False when skipped (nothing to write) or failed; None when the
    request timed out, so the outcome is unknown: the server may still store it (issue 12
    item 8). Failures are logged and never raised: the shopper already has the answer (M3.7,
    M10.2). Nothing is queued: the assistant writes through `memory.write_turn`.
    """
    op = await turn_write(
        user_id=user_id,
        session_id=session_id,
        user_content=user_content,
        assistant_content=assistant_content,
        created_at=session_created_at(session_date),
        write_id=new_write_id(),
    )
    return None if op.failure == Failure.TIMEOUT else op.ok


async def record_facts(
    *, user_id: str, session_id: str, facts: list[str], session_date: date | None
) -> bool:
    """Write the turn's facts as fact blocks (M3; `facts_write`), one request per category
    (`Fact.category`, annotated), `created_at` from the session date (M3.6). Returns True
    when all were written or there was nothing to write; False when a write failed (logged,
    never raised, M3.7). Nothing is queued."""
    created_at = session_created_at(session_date)
    ops = await asyncio.gather(
        *(
            facts_write(
                user_id=user_id,
                session_id=session_id,
                facts=group,
                created_at=created_at,
                write_id=new_write_id(),
                category=category,
            )
            for category, group in by_category(validate_facts(list(facts or []))) or [("", [])]
        )
    )
    return not any(op.failed for op in ops)


async def end_session(*, user_id: str, session_id: str) -> bool:
    """End the session when the panel closes (M9.3). Ending one already ended counts as done.
    Returns False when it could not be ended (logged, M10)."""
    return (await end_write(user_id=user_id, session_id=session_id)).ok
