"""The outbox: turn and fact writes that did not land, kept and replayed (issue 20 item 6).

Memory is optional (M10), but what a shopper said while Agent Memory blinked need not be
lost. `write_turn` and `write_facts` write at once (`memory.writes`); a write that failed for
a reason worth retrying (unreachable, timeout, 5xx) waits as a `PendingWrite` row in the
shop's database, and any replica replays the rows, in order, when Agent Memory answers again:
after a successful call (looking at the table at most every LOOK_INTERVAL_SECONDS) and, while
rows wait, at least every MEMORY_OUTBOX_RETRY_SECONDS (`memory.replay`). One replayer at a time
across replicas. A refusal (4xx: an ended session, rejected content)
is dropped at once, as is a write the database cannot hold either.

Nothing is stored twice: every block carries its request's `write_id` annotation, and a
write whose outcome is unknown (a timeout or a 5xx: it may have landed) is looked for first.
A replay writes exactly the first attempt's request: the same content, annotations, TTL
rules and `created_at` (M3; an undated session's write is dated with its first attempt).
Bounded per shopper (MEMORY_OUTBOX_MAX_PER_USER, the oldest goes first) and in age
(MEMORY_OUTBOX_MAX_AGE_SECONDS). What is finally dropped is logged (WARNING) and announced
with the `write_settled` signal, as is a replayed write, so the turn log can say so.
`close_session` ends a session after the writes of it still waiting (M9.3).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, date, datetime, timedelta
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings
from django.db import DatabaseError, transaction
from django.db.models import Q
from django.utils import timezone

from memory import writes
from memory.judge import by_category, validate_facts
from memory.models import PendingWrite
from memory.oplog import Op, Outcome
from memory.replay import (
    MAYBE_STORED,
    RETRYABLE,
    ROW_FIELDS,
    WriteResult,
    Written,
    settle_seconds,
    settled,
    start_replayer,
    write_settled,
)
from memory.turns import current_turn

__all__ = ["Written", "WriteResult", "close_session", "write_facts", "write_settled", "write_turn"]

logger = logging.getLogger("memory")

FIRST_DELAY_SECONDS = 1.0  # a fresh row waits this long (its turn's log row lands first)


def _now_iso() -> str:
    return datetime.now(UTC).isoformat()


async def write_turn(
    *,
    user_id: str,
    session_id: str,
    user_content: str,
    assistant_content: str,
    session_date: date | None,
) -> WriteResult:
    """Write one exchange (M3, `memory.writes.turn_write`); queue it when Agent Memory is
    away. Never raises."""
    write_id = writes.new_write_id()
    created_at = writes.session_created_at(session_date)
    op = await writes.turn_write(
        user_id=user_id,
        session_id=session_id,
        user_content=user_content,
        assistant_content=assistant_content,
        created_at=created_at,
        write_id=write_id,
    )
    payload = {
        "user_content": user_content,
        "assistant_content": assistant_content,
        "created_at": created_at or _now_iso(),
    }
    return await _after_first_attempt(op, PendingWrite.Kind.TURN, write_id, payload)


async def write_facts(
    *, user_id: str, session_id: str, facts: list[str], session_date: date | None
) -> WriteResult:
    """Write a turn's facts (M3, `memory.writes.facts_write`), one request per category
    (`Fact.category`, each with its own write id, queued on its own when Agent Memory is
    away). SKIPPED when there is nothing to write. Never raises.

    The result is the worst of the requests' (DROPPED, then QUEUED, then STORED), with
    their reasons joined."""
    created_at = writes.session_created_at(session_date)
    groups = by_category(validate_facts(list(facts or []))) or [("", [])]
    results = await asyncio.gather(
        *(
            _write_category(user_id, session_id, group, category, created_at)
            for category, group in groups
        )
    )
    worst = min(results, key=lambda r: _SEVERITY.index(r.outcome))
    reasons = dict.fromkeys(r.reason for r in results if r.outcome == worst.outcome and r.reason)
    return WriteResult(worst.outcome, "; ".join(reasons))


# Which outcome a turn's fact writes report when they differ: the one that needs saying.
_SEVERITY = (Written.DROPPED, Written.QUEUED, Written.STORED, Written.SKIPPED)


async def _write_category(
    user_id: str, session_id: str, facts: list[str], category: str, created_at: str | None
) -> WriteResult:
    write_id = writes.new_write_id()
    op = await writes.facts_write(
        user_id=user_id,
        session_id=session_id,
        facts=facts,
        created_at=created_at,
        write_id=write_id,
        category=category,
    )
    payload = {"facts": list(facts), "category": category, "created_at": created_at or _now_iso()}
    return await _after_first_attempt(op, PendingWrite.Kind.FACTS, write_id, payload)


async def close_session(*, user_id: str, session_id: str) -> WriteResult:
    """End the session (M9.3) after the writes of it that still wait in the outbox: queued
    behind them when there are any, or when Agent Memory is away. Never raises."""
    try:
        waiting = await _has_waiting(user_id, session_id)
    except DatabaseError:
        waiting = False
    if not waiting:
        op = await writes.end_write(user_id=user_id, session_id=session_id)
        return await _after_first_attempt(op, PendingWrite.Kind.END, writes.new_write_id(), {})
    if await _queue(PendingWrite.Kind.END, user_id, session_id, writes.new_write_id(), {}):
        return WriteResult(Written.QUEUED, "behind the session's waiting writes")
    return WriteResult(Written.DROPPED, "the shop's database is unavailable")


async def _after_first_attempt(
    op: Op, kind: str, write_id: str, payload: dict[str, Any]
) -> WriteResult:
    if op.ok:
        return WriteResult(Written.STORED)
    if op.outcome == Outcome.SKIPPED:
        return WriteResult(Written.SKIPPED, op.error)
    reason = f"{op.failure}: {op.error}"[:300]
    if op.failure not in RETRYABLE:
        return WriteResult(Written.DROPPED, reason)  # a refusal: retrying changes nothing
    queued = await _queue(
        kind,
        op.user_id,
        op.session_id,
        write_id,
        payload,
        maybe_stored=op.failure in MAYBE_STORED,
        error=reason,
    )
    if not queued:
        return WriteResult(Written.DROPPED, f"{reason}; the shop's database is unavailable")
    return WriteResult(Written.QUEUED, reason)


async def _queue(
    kind: str,
    user_id: str,
    session_id: str,
    write_id: str,
    payload: dict[str, Any],
    *,
    maybe_stored: bool = False,
    error: str = "",
) -> bool:
    """Keep one write for replay (the bounds applied); False when the database refused."""
    fields = {
        "kind": kind,
        "user_id": user_id,
        "session_id": session_id,
        "write_id": write_id,
        "payload": payload,
        "outcome_unknown": maybe_stored,
        "last_error": error,
        "turn": current_turn(),
    }
    try:
        dropped = await database_sync_to_async(_insert)(fields)
    except DatabaseError as exc:
        logger.warning(
            "memory %s for %s/%s dropped: not queued for replay, the shop's database is "
            "unavailable too (%s)",
            kind,
            user_id,
            session_id,
            exc,
        )
        return False
    logger.info("memory %s for %s/%s queued for replay: %s", kind, user_id, session_id, error)
    for row in dropped:
        await settled(row, Written.DROPPED, "the outbox was full or the write too old")
    start_replayer()
    return True


def _insert(fields: dict[str, Any]) -> list[dict[str, Any]]:
    """Insert the row; drop the shopper's rows past the bounds. Returns the dropped rows."""
    now = timezone.now()
    user_id = fields["user_id"]
    wait = settle_seconds() if fields["outcome_unknown"] else FIRST_DELAY_SECONDS
    with transaction.atomic():
        PendingWrite.objects.create(next_attempt_at=now + timedelta(seconds=wait), **fields)
        mine = PendingWrite.objects.filter(user_id=user_id)
        too_old = Q(created_at__lt=now - timedelta(seconds=settings.MEMORY_OUTBOX_MAX_AGE_SECONDS))
        keep = max(int(settings.MEMORY_OUTBOX_MAX_PER_USER), 1)
        newest = mine.order_by("-id").values_list("id", flat=True)[:keep]
        doomed = list(mine.filter(too_old | ~Q(id__in=list(newest))).values(*ROW_FIELDS))
        PendingWrite.objects.filter(id__in=[row["id"] for row in doomed]).delete()
    return doomed


@database_sync_to_async
def _has_waiting(user_id: str, session_id: str) -> bool:
    return PendingWrite.objects.filter(user_id=user_id, session_id=session_id).exists()
