"""Guards and the memory operations log (M10, issue 4 items 3 and 5).

Every memory call runs inside `guard(kind, ...)`: the guard times it, turns any failure into a
logged, classified outcome (unreachable, timeout, 4xx, 5xx, error) and never lets it reach
the caller; then it hands one `MemoryOp` row to a fire-and-forget task that writes it from a
worker thread (Django's sync thread). A slow or broken database therefore costs a turn nothing: the write is not
awaited, and its errors are logged and swallowed.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime

import agentmemory as am
import httpx
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import close_old_connections, connection
from django.utils import timezone

from memory.client import call_deadline
from memory.models import MemoryOp
from memory.turns import current_turn

logger = logging.getLogger("memory")

Kind = MemoryOp.Kind
Outcome = MemoryOp.Outcome
Failure = MemoryOp.Failure

_pending: set[asyncio.Task] = set()


class Skip(Exception):  # noqa: N818 - a control-flow signal, not an error
    """Raised inside a guard to end the call early with outcome "skipped" (not a failure)."""


class Refused(Exception):  # noqa: N818
    """Raised inside a guard when the server accepted the call but refused its content
    (e.g. blocks rejected over the token limit); logged as a 4xx failure."""


def classify(exc: BaseException) -> str:
    """Map an exception from a memory call to a `MemoryOp.Failure` value (M10, issue 4 item 3).

    Our own deadline and the SDK's read timeouts are "timeout"; refused connections and a
    server confirmed down are "unreachable"; HTTP errors are "4xx" / "5xx"; anything else
    (a malformed reply, a bug) is "error".
    """
    if isinstance(exc, TimeoutError):  # builtins.TimeoutError is asyncio's
        return Failure.TIMEOUT
    if isinstance(exc, am.TimeoutError):
        if exc.server_status == "unreachable":
            return Failure.UNREACHABLE
        return Failure.TIMEOUT
    if isinstance(exc, am.ConnectionError | httpx.ConnectError | httpx.ConnectTimeout):
        return Failure.UNREACHABLE
    if isinstance(exc, httpx.TimeoutException):
        return Failure.TIMEOUT
    if isinstance(exc, Refused):
        return Failure.CLIENT_ERROR
    # The fact judge's model client (openai) has the same three families.
    name = type(exc).__name__
    if name == "APITimeoutError":
        return Failure.TIMEOUT
    if name == "APIConnectionError":
        return Failure.UNREACHABLE
    status = getattr(exc, "status_code", None)
    if isinstance(status, int) and 400 <= status < 500:
        return Failure.CLIENT_ERROR
    if isinstance(status, int) and status >= 500:
        return Failure.SERVER_ERROR
    return Failure.ERROR


async def call[T](awaitable: Awaitable[T], *, deadline: float | None = None) -> T:
    """Await one SDK request, abandoning it after `deadline` seconds (default: the HTTP
    timeout plus a grace second). Raises TimeoutError on expiry (M10.1)."""
    async with asyncio.timeout(call_deadline() if deadline is None else deadline):
        return await awaitable


@dataclass
class Op:
    """The call in progress inside a guard. Set `blocks`/`facts`/`session_id` as you learn them."""

    kind: str
    user_id: str = ""
    session_id: str = ""
    blocks: int | None = None
    facts: int | None = None
    outcome: str = Outcome.OK
    failure: str = ""
    error: str = ""
    started: float = field(default_factory=time.perf_counter)
    started_at: datetime = field(default_factory=timezone.now)

    @property
    def ok(self) -> bool:
        """True when the call completed (not failed, not skipped)."""
        return self.outcome == Outcome.OK

    @property
    def failed(self) -> bool:
        return self.outcome == Outcome.FAILED


@asynccontextmanager
async def guard(kind: str, *, user_id: str = "", session_id: str = "") -> AsyncIterator[Op]:
    """Run one memory call; swallow, classify and log its failure; log it to the ops log.

    Usage: `async with guard(Kind.RECORD_TURN, user_id=u, session_id=s) as op: ...`, then read
    `op.ok`. Exceptions inside the block never propagate (M10.2), except cancellation, which
    is logged (outcome "skipped", failure "cancelled") and re-raised so a stopped turn stops.
    """
    op = Op(kind=kind, user_id=user_id or "", session_id=session_id or "")
    try:
        yield op
    except Skip as exc:
        op.outcome, op.error = Outcome.SKIPPED, str(exc)
    except asyncio.CancelledError:
        # A cancellation (Stop, a closed socket) is not a failure of the memory server: log it
        # as skipped, so the admin's "failed" filter shows only real failures.
        op.outcome, op.failure, op.error = Outcome.SKIPPED, Failure.CANCELLED, "cancelled"
        _finish(op)
        raise
    except Exception as exc:  # the guard: nothing reaches the caller (M10)
        op.outcome, op.failure = Outcome.FAILED, classify(exc)
        op.error = f"{type(exc).__name__}: {exc}"[:2000]
    _finish(op)


def _finish(op: Op) -> None:
    duration_ms = round((time.perf_counter() - op.started) * 1000)
    if op.failed:
        logger.warning(
            "memory %s failed (%s) after %d ms for %s/%s: %s",
            op.kind,
            op.failure,
            duration_ms,
            op.user_id,
            op.session_id,
            op.error,
        )
    else:
        logger.debug("memory %s %s in %d ms", op.kind, op.outcome, duration_ms)
    record_op(
        created_at=op.started_at,
        kind=op.kind,
        user_id=op.user_id[:200],
        session_id=op.session_id[:200],
        outcome=op.outcome,
        failure=op.failure,
        duration_ms=max(duration_ms, 0),
        blocks=op.blocks,
        facts=op.facts,
        error=op.error,
        turn=current_turn(),
    )


def record_op(**fields) -> None:
    """Queue one `MemoryOp` row for writing, without waiting for it (issue 4 item 5).

    Called from a coroutine: the row is written by a task, in Django's sync thread. Called
    with no running loop: written inline. Failures are logged, never raised. A loop that is
    about to end (`asyncio.run` in a script) should `await flush_ops()` first, or the
    pending rows are cancelled with it; the server's loop lives as long as the process.
    """
    if not settings.MEMORY_OPS_LOG_ENABLED:
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        _write(fields)
        return
    # Thread-sensitive: the row shares the thread (and connection) of the caller's other ORM
    # work, as Django's async ORM does, so it never contends with it for locks.
    task = loop.create_task(sync_to_async(_write)(fields))
    _pending.add(task)
    task.add_done_callback(_pending.discard)


def _close_stale_connection() -> None:
    # As Channels' database_sync_to_async does, but never inside a transaction someone else
    # opened on this thread (a test's atomic block): closing there would break it.
    if not connection.in_atomic_block:
        close_old_connections()


def _write(fields: dict) -> None:
    try:
        _close_stale_connection()
        MemoryOp.objects.create(**fields)
        _close_stale_connection()
    except Exception as exc:
        logger.warning("memory operations log row %s not written: %s", fields.get("kind"), exc)


async def flush_ops() -> None:
    """Wait for the log rows queued on the running loop to be written (tests, scripts)."""
    loop = asyncio.get_running_loop()
    while mine := [t for t in _pending if t.get_loop() is loop and not t.done()]:
        await asyncio.gather(*mine, return_exceptions=True)
