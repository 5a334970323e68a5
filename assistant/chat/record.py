"""After the answer (M4.1): the record step, in the background.

`start_record(turn)` records the turn (M3), judges the facts (M4, with the chat client handed
to the memory layer) and records them; its task is `chat.pending_record`, which the next
turn's recall and Close wait for (`assistant.chat.stop`). A write Agent Memory could not take
waits in the outbox and is replayed when it answers again (`memory.outbox`, issue 20 item 6):
the turn log says "queued", and "not remembered" only for what is finally dropped, which the
panel is told too while the socket is open. Then the turn log row (`Turn`, keyed like its
memory operations) is written by a task of its own, retried while the database is away and
dropped with a WARNING after TURN_LOG_RETRY_SECONDS (issue 20 item 5): nobody waits for it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings
from django.db import DatabaseError, IntegrityError, transaction

from assistant import llm, visits
from assistant.chat import fragments
from assistant.chat.turn_state import TurnState, keep
from assistant.models import Turn
from memory import services as memory

logger = logging.getLogger("assistant.consumers")

Send = Callable[[str], Awaitable[None]]

STOPPED_NOTE = "Stopped."
NOT_REMEMBERED = "Not remembered: the assistant's memory could not store this exchange."
# The turn log's note when no Agent Memory session could be ensured for the turn (the server
# was away when the chat began): there is no session to write to, so nothing waits for replay.
NO_SESSION_NOTE = "not remembered (memory unavailable: no session)"
# What the turn log's `error` says about each write (the outbox's kinds, memory.outbox).
WRITES = {"turn": "turn record", "facts": "facts"}
# The turn log row is retried this long while the database is away, backing off from the
# first delay to the longest (seconds); then it is dropped with a WARNING.
TURN_LOG_RETRY_SECONDS = 60.0
TURN_LOG_FIRST_DELAY = 0.25
TURN_LOG_LONGEST_DELAY = 5.0


def start_record(
    turn: TurnState,
    *,
    total_ms: int,
    send: Send | None = None,
    on_memory_down: Callable[[], Awaitable[None]] | None = None,
) -> asyncio.Task:
    """Start the record step of `turn` in the background; returns its task (which never
    raises). The turn log row follows in a task of its own. `send` (the socket's) hears when
    a write is dropped; `on_memory_down` is awaited when Agent Memory did not answer a write
    (queued for replay: the mode line switches, issue 19 item 1)."""
    return keep(
        asyncio.create_task(
            record(turn, total_ms=total_ms, send=send, on_memory_down=on_memory_down)
        )
    )


def write_note(kind: str, result: memory.WriteResult) -> str:
    """The turn log's note on one write: "" when stored or skipped."""
    what = WRITES.get(kind, kind)
    if result.outcome == memory.Written.QUEUED:
        return f"{what} queued for replay (memory unavailable)"
    if result.outcome == memory.Written.DROPPED:
        return f"{what} not remembered ({result.reason})"
    return ""


def on_write_settled(sender, *, turn: str, kind: str, outcome: str, reason: str = "", **_) -> None:
    """`memory.outbox.write_settled`: a queued write of `turn` was replayed or dropped; the
    turn log row says so instead of "queued" (sync: the signal runs it in a thread)."""
    if not turn or kind not in WRITES:
        return
    what = WRITES[kind]
    queued = f"{what} queued for replay (memory unavailable)"
    if outcome == memory.Written.DROPPED:
        now = f"{what} not remembered ({reason})"
    else:
        now = f"{what} stored on replay"
    with transaction.atomic():
        for row in Turn.objects.select_for_update().filter(key=turn):
            row.error = row.error.replace(queued, now) if queued in row.error else row.error
            row.save(update_fields=["error"])


_end_turn = database_sync_to_async(visits.end_turn)


@database_sync_to_async
def _write_turn_log(**fields: Any) -> None:
    Turn.objects.create(**fields)


def _add_error(turn: TurnState, note: str) -> None:
    turn.error = "; ".join(filter(None, [turn.error, note]))


async def _judge_and_write_facts(
    turn: TurnState, mem_session: Any
) -> tuple[list[str], memory.WriteResult]:
    """(the facts the judge found in the message, what became of their write)."""
    model = settings.FACT_JUDGE_MODEL
    # judge_facts returns validated facts (M4.4): validated once, there.
    facts = await memory.judge_facts(
        message=turn.message,
        client=llm.chat_client(model),
        model=model,
        user_id=turn.shopper.user_id,
        session_id=mem_session.session_id,
    )
    written = await memory.write_facts(
        user_id=turn.shopper.user_id,
        session_id=mem_session.session_id,
        facts=facts,
        session_date=mem_session.session_date,
    )
    return facts, written


async def record(
    turn: TurnState,
    *,
    total_ms: int,
    send: Send | None = None,
    on_memory_down: Callable[[], Awaitable[None]] | None = None,
) -> None:
    """Record the turn (M3), judge and record its facts (M4), then log the turn. Never
    raises: a failure is noted in the turn log's `error`; a write Agent Memory did not
    answer (queued for replay) awaits `on_memory_down` (the mode line, issue 19 item 1)."""
    facts: list[str] = []
    shopper = turn.shopper
    mem_session = turn.memory_session
    try:
        if mem_session is None and turn.pending_session is not None:
            # The read path gave up waiting on a slow server (or Stop came first); the
            # record has no shopper waiting, so it takes the session once checked and
            # keeps the turn (issue 12 item 6).
            mem_session, _ = await turn.pending_session
        if shopper is not None and mem_session is not None:
            # The turn write and the facts (judge, then their write) do not depend on each
            # other: run them at once, so the next turn (which waits for this record, within
            # its budget) waits for the slower of the two, not their sum (a real model's
            # judge takes seconds).
            written, (facts, facts_written) = await asyncio.gather(
                memory.write_turn(
                    user_id=shopper.user_id,
                    session_id=mem_session.session_id,
                    user_content=turn.message,
                    assistant_content=turn.answer or STOPPED_NOTE,
                    session_date=mem_session.session_date,
                ),
                _judge_and_write_facts(turn, mem_session),
            )
            for kind, result in (("turn", written), ("facts", facts_written)):
                _add_error(turn, write_note(kind, result))
            outcomes = {written.outcome, facts_written.outcome}
            if memory.Written.DROPPED in outcomes and send is not None:
                await send(fragments.error(NOT_REMEMBERED))
            # Queued: Agent Memory did not answer (a refusal, dropped, means it did).
            if memory.Written.QUEUED in outcomes and on_memory_down is not None:
                await on_memory_down()
        elif shopper is not None and turn.pending_session is not None:
            _add_error(turn, NO_SESSION_NOTE)
    except Exception:
        logger.exception("Recording the turn failed")
        _add_error(turn, "record failed")
    finally:
        try:
            await _end_turn(turn.key)  # Close may end the session now (issue 20 item 2)
        except DatabaseError as exc:  # Close then waits out its bound, or the row ages out
            logger.warning("Turn %s left in flight: %s", turn.key, exc)
        keep(
            asyncio.create_task(write_turn_log(turn_log_fields(turn, mem_session, facts, total_ms)))
        )


async def write_turn_log(fields: dict[str, Any]) -> bool:
    """Write one `Turn` row; while the database is away, retry with backoff for up to
    TURN_LOG_RETRY_SECONDS, then drop it with a WARNING (issue 20 item 5). The row's unique
    `key` makes a retry of a write that did land harmless. Returns whether it was written."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + TURN_LOG_RETRY_SECONDS
    delay = TURN_LOG_FIRST_DELAY
    while True:
        try:
            await _write_turn_log(**fields)
            return True
        except IntegrityError:
            return True  # the row of this key is there already
        except DatabaseError as exc:
            if loop.time() + delay > deadline:
                logger.warning(
                    "Turn log row %s dropped: the database stayed unavailable for %.0f s (%s)",
                    fields.get("key"),
                    TURN_LOG_RETRY_SECONDS,
                    exc,
                )
                return False
            await asyncio.sleep(delay)
            delay = min(delay * 2, TURN_LOG_LONGEST_DELAY)
        except Exception:
            logger.exception("Writing the turn log failed")
            return False


def turn_log_fields(
    turn: TurnState, mem_session: Any, facts: list[str], total_ms: int
) -> dict[str, Any]:
    """The `Turn` row of `turn` (issue 5 item 6; recall list, suffix and session: issue 13)."""
    shopper = turn.shopper
    return {
        "key": turn.key,
        "shopper_name": shopper.name if shopper else "",
        "user_id": shopper.user_id if shopper else "",
        "session_id": turn.session_id,
        "session_date": getattr(mem_session, "session_date", None),
        "retention": getattr(mem_session, "retention", "") or "",
        "model": settings.ASSISTANT_MODEL,
        "message": turn.message,
        "answer": turn.answer,
        "stopped": turn.stopped,
        "tool_calls": turn.agent.tool_calls,
        "recalled": turn.recall_counts,
        "recall_summary": turn.recall_summary,
        "memory_suffix": turn.memory_suffix,
        "facts": facts,
        "recall_ms": turn.recall_ms,
        "model_ms": turn.agent.model_ms,
        "total_ms": total_ms,
        "error": turn.error,
    }
