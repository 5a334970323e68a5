"""The outbox's replayer (issue 20 item 6; `memory.outbox` is its front door).

Rows of `PendingWrite` are replayed in `id` order by one replayer at a time across replicas
(`ReplayLease`, taken and renewed with a conditional UPDATE), whenever Agent Memory answers
again: `oplog`'s success hook wakes this loop's replayer, or starts it when this process
queued something or has not looked at the table for LOOK_INTERVAL_SECONDS (so rows a dead
replica left behind are replayed too); while rows wait it tries again at least every
MEMORY_OUTBOX_RETRY_SECONDS. A write whose outcome is unknown is looked for by its
`write_id` first (nothing is stored twice); a write older than MEMORY_OUTBOX_MAX_AGE_SECONDS
or refused (4xx) is dropped. `write_settled` announces every write finally stored or dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import secrets
import time
import weakref
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings
from django.db import DatabaseError, IntegrityError, transaction
from django.db.models import F, Q
from django.dispatch import Signal
from django.utils import timezone

from memory import writes
from memory.models import PendingWrite, ReplayLease
from memory.oplog import Failure, Op, Outcome, on_success
from memory.turns import turn_scope

logger = logging.getLogger("memory")

# Sent (`asend`) when a queued write is finally stored or dropped: kwargs turn (the key of
# the assistant turn it belongs to, or ""), kind ("turn" | "facts" | "end_session"),
# outcome (Written.STORED | Written.DROPPED), reason (why it was dropped), user_id and
# session_id.
write_settled = Signal()

RETRYABLE = frozenset(
    {Failure.UNREACHABLE, Failure.TIMEOUT, Failure.INTERRUPTED, Failure.SERVER_ERROR}
)
# Failures after which the write may have landed: look for its write id before writing.
MAYBE_STORED = frozenset({Failure.TIMEOUT, Failure.INTERRUPTED, Failure.SERVER_ERROR})
# Agent Memory is away: stop the pass and keep the order.
AWAY = frozenset({Failure.UNREACHABLE, Failure.TIMEOUT, Failure.INTERRUPTED})
LOOK_INTERVAL_SECONDS = 10.0
LEASE_SECONDS = 30.0
LEASE_NAME = "outbox"
BATCH = 50
FIRST_RETRY_SECONDS = 1.0


def settle_seconds() -> float:
    """How long a write whose outcome is unknown is left alone before it is looked for: an
    attempt still in flight (a slow server past our deadline) must land first, or the look
    misses it and the replay stores it twice. Two client deadlines, plus a second."""
    return 2 * float(settings.AGENT_MEMORY_TIMEOUT_SECONDS) + 1.0


class Written(StrEnum):
    """What became of a write: stored now, queued for replay, dropped, or nothing to write."""

    STORED = "stored"
    QUEUED = "queued"
    DROPPED = "dropped"
    SKIPPED = "skipped"


@dataclass(frozen=True)
class WriteResult:
    outcome: Written
    reason: str = ""  # why it was queued or dropped


ROW_FIELDS = ("id", "kind", "user_id", "session_id", "write_id", "payload", "outcome_unknown",
               "attempts", "created_at", "turn")  # fmt: skip


async def settled(row: dict[str, Any], outcome: Written, reason: str = "") -> None:
    if outcome == Written.DROPPED:
        logger.warning(
            "memory %s for %s/%s dropped from the outbox after %d attempt(s): %s",
            row["kind"],
            row["user_id"],
            row["session_id"],
            row["attempts"],
            reason,
        )
    else:
        logger.info("memory %s for %s/%s stored on replay", *(row[k] for k in _WHO))
    try:
        await write_settled.asend(
            sender=PendingWrite,
            turn=row["turn"],
            kind=row["kind"],
            outcome=outcome,
            reason=reason,
            user_id=row["user_id"],
            session_id=row["session_id"],
        )
    except Exception:
        logger.exception("write_settled receiver failed")


_WHO = ("kind", "user_id", "session_id")


_replayers: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Task]
_replayers = weakref.WeakKeyDictionary()
_wakeups: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Event]
_wakeups = weakref.WeakKeyDictionary()
# Whether this process may have rows to replay (unknown at start), and when it last looked.
_look = {"hint": True, "at": float("-inf")}


def start_replayer() -> None:
    """Start this loop's replayer, or wake it when it is waiting. From a coroutine."""
    loop = asyncio.get_running_loop()
    _look["hint"] = True
    task = _replayers.get(loop)
    if task is not None and not task.done():
        _wakeups[loop].set()
        return
    _wakeups[loop] = asyncio.Event()
    # In a context of its own: never inside the caller's turn scope or read budget.
    _replayers[loop] = loop.create_task(_replay_loop(), context=contextvars.Context())


def _after_success(kind: str) -> None:
    """oplog's success hook: Agent Memory answers, so replay what may be waiting."""
    loop = asyncio.get_running_loop()
    task = _replayers.get(loop)
    if task is not None and not task.done():
        _wakeups[loop].set()
    elif _look["hint"] or time.monotonic() - _look["at"] > LOOK_INTERVAL_SECONDS:
        start_replayer()


on_success(_after_success)


async def _replay_loop() -> None:
    wake = _wakeups[asyncio.get_running_loop()]
    delay = FIRST_RETRY_SECONDS
    while True:
        _look["at"] = time.monotonic()
        try:
            left = await replay_once()
        except DatabaseError as exc:
            logger.warning("memory outbox: the shop's database is unavailable (%s)", exc)
            left = -1  # it may come back: try again
        except Exception as exc:
            # Not the database being away (a defect, or no database at all here): stop, and
            # let a later successful call look again (LOOK_INTERVAL_SECONDS).
            logger.warning("memory outbox replay stopped: %s: %s", type(exc).__name__, exc)
            _look["hint"] = False
            return
        if left == 0:
            _look["hint"] = False
            return
        if left is None:
            return  # another replica holds the lease; a later success looks again
        wake.clear()
        try:
            async with asyncio.timeout(delay):
                await wake.wait()
        except TimeoutError:
            pass
        delay = min(delay * 2, max(float(settings.MEMORY_OUTBOX_RETRY_SECONDS), 0.1))


async def replay_once() -> int | None:
    """One pass over the due rows, in order, under the lease. Returns how many rows are left
    (0: empty), or None when another replayer holds the lease."""
    if not await _count():
        return 0  # a read only: the usual case, no lease taken
    token = secrets.token_hex(8)
    if not await _lease(token, take=True):
        return None
    try:
        deferred: set[tuple[str, str]] = set()
        for row in await _due_rows():
            who = (row["user_id"], row["session_id"])
            if who in deferred:
                continue  # an earlier write of this session waits: keep their order
            if not await _lease(token, take=False):
                break
            verdict = await _replay(row)
            if verdict == "away":
                break
            if verdict == "later":
                deferred.add(who)
        return await _count()
    finally:
        with contextlib.suppress(DatabaseError):  # else the lease expires by itself
            await _release(token)


async def _replay(row: dict[str, Any]) -> str:
    """Replay one row: "done" (stored or dropped), "later" (this row failed) or "away"."""
    age = timezone.now() - row["created_at"]
    if age.total_seconds() > settings.MEMORY_OUTBOX_MAX_AGE_SECONDS:
        await _forget(
            row, Written.DROPPED, f"older than {settings.MEMORY_OUTBOX_MAX_AGE_SECONDS} s"
        )
        return "done"
    with turn_scope(row["turn"]):
        if row["outcome_unknown"] and row["kind"] != PendingWrite.Kind.END:
            found = await writes.find_write(
                user_id=row["user_id"], session_id=row["session_id"], write_id=row["write_id"]
            )
            if found is None:
                return "away"
            if found:
                await _forget(row, Written.STORED)
                return "done"
        op = await _write(row)
    if op.ok or op.outcome == Outcome.SKIPPED:
        await _forget(row, Written.STORED)
        return "done"
    reason = f"{op.failure}: {op.error}"[:300]
    if op.failure not in RETRYABLE:
        await _forget(row, Written.DROPPED, reason)
        return "done"
    await database_sync_to_async(_failed_again)(row["id"], op.failure in MAYBE_STORED, reason)
    return "away" if op.failure in AWAY else "later"


async def _write(row: dict[str, Any]) -> Op:
    payload = row["payload"] or {}
    who = {"user_id": row["user_id"], "session_id": row["session_id"]}
    if row["kind"] == PendingWrite.Kind.TURN:
        return await writes.turn_write(
            **who,
            user_content=payload.get("user_content", ""),
            assistant_content=payload.get("assistant_content", ""),
            created_at=payload.get("created_at"),
            write_id=row["write_id"],
        )
    if row["kind"] == PendingWrite.Kind.FACTS:
        return await writes.facts_write(
            **who,
            facts=payload.get("facts", []),
            created_at=payload.get("created_at"),
            write_id=row["write_id"],
            category=payload.get("category", ""),  # rows queued before issue 19 have none
        )
    return await writes.end_write(**who)


async def _forget(row: dict[str, Any], outcome: Written, reason: str = "") -> None:
    await database_sync_to_async(PendingWrite.objects.filter(id=row["id"]).delete)()
    await settled(row, outcome, reason)


def _failed_again(row_id: int, maybe_stored: bool, reason: str) -> None:
    changes: dict[str, Any] = {"last_error": reason, "attempts": F("attempts") + 1}
    if maybe_stored:
        changes["outcome_unknown"] = True
        changes["next_attempt_at"] = timezone.now() + timedelta(seconds=settle_seconds())
    PendingWrite.objects.filter(id=row_id).update(**changes)


@database_sync_to_async
def _due_rows() -> list[dict[str, Any]]:
    due = PendingWrite.objects.filter(next_attempt_at__lte=timezone.now()).order_by("id")
    return list(due.values(*ROW_FIELDS)[:BATCH])


@database_sync_to_async
def _count() -> int:
    return PendingWrite.objects.count()


@database_sync_to_async
def _lease(token: str, *, take: bool) -> bool:
    """Take (or, `take=False`, renew) the replay lease for LEASE_SECONDS."""
    now = timezone.now()
    until = now + timedelta(seconds=LEASE_SECONDS)
    mine = Q(holder=token)
    if take:
        try:
            with transaction.atomic():
                ReplayLease.objects.get_or_create(name=LEASE_NAME)
        except IntegrityError:
            pass  # created by another replica at the same moment
        mine |= Q(until__isnull=True) | Q(until__lt=now)
    taken = ReplayLease.objects.filter(mine, name=LEASE_NAME).update(holder=token, until=until)
    return bool(taken)


@database_sync_to_async
def _release(token: str) -> None:
    ReplayLease.objects.filter(name=LEASE_NAME, holder=token).update(holder="", until=None)
