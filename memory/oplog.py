"""Guards, the read budget and the memory operations log (M10, issue 4 items 3 and 5, issue 12
items 6 and 8).

Every memory call runs inside `guard(kind, ...)`: the guard times it, turns any failure into a
logged, classified outcome (unreachable, timeout, 4xx, 5xx, error) and never lets it reach
the caller; then it queues one `MemoryOp` row. Queued rows are written together, a moment
later, by a fire-and-forget task in a worker thread (Django's sync thread): one transaction
for a burst of calls instead of a connection and a commit per call (the load profile showed
the per-row writes as the largest cost of a signed-in turn). A slow or broken database
therefore costs a turn nothing: the write is not awaited, and its errors are logged and
swallowed.

`read_budget(seconds)` bounds every call made inside it by one shared deadline (the turn's
read path, issue 12 item 6): `call()` abandons a request when the budget runs out.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
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

_pending: set[asyncio.Task] = set()  # row writes in progress
# Called with the kind of every call that completed: Agent Memory answers again, so the
# outbox may replay what it holds (memory.outbox registers itself, issue 20 item 6).
_success_hooks: list[Callable[[str], None]] = []
# Calls that change the server: a timeout leaves their outcome unknown, not lost.
WRITES = frozenset({Kind.RECORD_TURN, Kind.RECORD_FACTS, Kind.END_SESSION})
# Rows waiting to be written, per event loop, and how long a burst may gather.
_queued: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, list[dict]]
_queued = weakref.WeakKeyDictionary()
WRITE_DELAY_SECONDS = 0.2
# The read path's deadline (loop time) for the calls of the current task, if any.
_deadline: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "memory_read_deadline", default=None
)


class Skip(Exception):  # noqa: N818 - a control-flow signal, not an error
    """Raised inside a guard to end the call early with outcome "skipped" (not a failure)."""


class Refused(Exception):  # noqa: N818
    """Raised inside a guard when the server accepted the call but refused its content
    (e.g. blocks rejected over the token limit); logged as a 4xx failure."""


def classify(exc: BaseException) -> str:
    """Map an exception from a memory call to a `MemoryOp.Failure` value (M10, issue 4 item 3).

    Our own deadline and the SDK's read timeouts are "timeout"; refused connections and a
    server confirmed down are "unreachable"; a connection that broke mid-call is
    "interrupted"; HTTP errors are "4xx" / "5xx"; anything else
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
    if isinstance(exc, httpx.TransportError):  # read/write error, protocol error, mid-call
        return Failure.INTERRUPTED
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


@dataclass(frozen=True)
class Budget:
    """One shared deadline for a group of memory calls (`read_budget`)."""

    deadline: float  # event loop time

    def remaining(self) -> float:
        """Seconds left, never below 0."""
        return max(self.deadline - asyncio.get_running_loop().time(), 0.0)

    @property
    def expired(self) -> bool:
        return self.remaining() <= 0


@contextmanager
def read_budget(seconds: float) -> Iterator[Budget]:
    """Bound every `call()` made inside the block (and in tasks it starts) by one deadline,
    `seconds` from now (issue 12 item 6, M10.1). A call that would outlive it is abandoned
    with TimeoutError, which its guard logs as a timeout; a call started after it expired
    fails at once without a request. Nested budgets keep the earlier deadline."""
    deadline = asyncio.get_running_loop().time() + max(float(seconds), 0.0)
    outer = _deadline.get()
    if outer is not None:
        deadline = min(deadline, outer)
    token = _deadline.set(deadline)
    try:
        yield Budget(deadline)
    finally:
        _deadline.reset(token)


async def call[T](awaitable: Awaitable[T], *, deadline: float | None = None) -> T:
    """Await one SDK request, abandoning it after `deadline` seconds (default:
    AGENT_MEMORY_TIMEOUT_SECONDS, before the SDK's own backstop timeout), or sooner when a
    `read_budget` runs out. Raises TimeoutError on expiry (M10.1)."""
    seconds = call_deadline() if deadline is None else deadline
    budget = _deadline.get()
    if budget is not None:
        seconds = min(seconds, budget - asyncio.get_running_loop().time())
        if seconds <= 0:
            if asyncio.iscoroutine(awaitable):
                awaitable.close()  # never started: no request goes out
            raise TimeoutError("the memory read budget is spent")
    async with asyncio.timeout(seconds):
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
    if op.ok:
        for hook in _success_hooks:
            try:
                hook(op.kind)
            except Exception:
                logger.exception("memory success hook failed")


def on_success(hook: Callable[[str], None]) -> None:
    """Call `hook(kind)` (sync, quick, from the event loop) after every completed call."""
    if hook not in _success_hooks:
        _success_hooks.append(hook)


def _finish(op: Op) -> None:
    duration_ms = round((time.perf_counter() - op.started) * 1000)
    if op.failed and op.failure in (Failure.TIMEOUT, Failure.INTERRUPTED) and op.kind in WRITES:
        # The request went out: the server may store it after we stopped waiting (item 8).
        logger.warning(
            "memory %s %s after %d ms for %s/%s, outcome unknown (the server may "
            "still store it): %s",
            op.kind,
            "timed out" if op.failure == Failure.TIMEOUT else "was interrupted",
            duration_ms,
            op.user_id,
            op.session_id,
            op.error,
        )
    elif op.failed:
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

    Called from a coroutine: the row joins the loop's queue, written with the rows of the
    next WRITE_DELAY_SECONDS by one task, in Django's sync thread, in one transaction. Called
    with no running loop: written inline. Failures are logged, never raised. A loop that is
    about to end (`asyncio.run` in a script) should `await flush_ops()` first, or the
    pending rows are lost with it; the server's loop lives as long as the process.
    """
    if not settings.MEMORY_OPS_LOG_ENABLED:
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        _write([fields])
        return
    queued = _queued.setdefault(loop, [])
    queued.append(fields)
    if len(queued) == 1:  # the first row of a burst schedules its write
        # In a context of its own: the caller's may be an HTTP request's (the async Close
        # view), whose thread-sensitive executor is gone by the time the batch is written,
        # and with it every row of the batch (issue 13).
        loop.call_later(WRITE_DELAY_SECONDS, _start_write, loop, context=contextvars.Context())


def _start_write(loop: asyncio.AbstractEventLoop) -> None:
    rows = _queued.pop(loop, [])
    if rows:
        # Thread-sensitive: the rows share the thread (and connection) of the caller's other
        # ORM work, as Django's async ORM does, so they never contend with it for locks.
        task = loop.create_task(sync_to_async(_write)(rows))
        _pending.add(task)
        task.add_done_callback(_pending.discard)


def _close_stale_connection() -> None:
    # As Channels' database_sync_to_async does, but never inside a transaction someone else
    # opened on this thread (a test's atomic block): closing there would break it.
    if not connection.in_atomic_block:
        close_old_connections()


def _write(rows: list[dict]) -> None:
    try:
        _close_stale_connection()
        MemoryOp.objects.bulk_create([MemoryOp(**fields) for fields in rows])
        _close_stale_connection()
    except Exception as exc:
        for fields in rows:
            logger.warning("memory operations log row %s not written: %s", fields.get("kind"), exc)


async def flush_ops() -> None:
    """Write the log rows queued on the running loop now, and wait for every write in
    progress (tests, scripts)."""
    loop = asyncio.get_running_loop()
    _start_write(loop)  # the queued rows go now; their timer later finds nothing to write
    while mine := [t for t in _pending if t.get_loop() is loop and not t.done()]:
        await asyncio.gather(*mine, return_exceptions=True)
