"""After the answer (M4.1): the record step, and closing a chat once its turns are saved.

`start_record(turn)` runs in the background: record the turn (M3), judge the facts (M4, with
the chat client handed to the memory layer), record them, and write the turn log (`Turn`,
keyed like its memory operations). `settle` serves Close: it stops a turn still answering
and lets its record land, so the Close view ends the Agent Memory session only after that
(issue 13 item 3): a stopped turn is saved and no write meets an ended session.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings

from assistant import llm
from assistant.chat.turn_state import Chat, TurnState, keep
from assistant.models import Turn
from memory import services as memory

logger = logging.getLogger("assistant.consumers")

STOPPED_NOTE = "Stopped."
# Close waits at most this long for a turn's record before ending the session anyway.
CLOSE_WAIT_SECONDS = 10.0

# The replies and records in progress per Django session key, for Close (one process: the
# websocket and the Close request of one visit meet in the same daphne).
_replies: dict[str, dict[asyncio.Task, Chat]] = defaultdict(dict)
_records: dict[str, set[asyncio.Task]] = defaultdict(set)


def _forget(table: dict, key: str, task: asyncio.Task) -> None:
    entries = table.get(key)
    if entries is None:
        return
    if isinstance(entries, dict):
        entries.pop(task, None)
    else:
        entries.discard(task)
    if not entries:
        table.pop(key, None)


def track_reply(chat: Chat, task: asyncio.Task) -> None:
    """Let Close find `task`, the reply the socket of `chat` is running."""
    key = chat.session_key or ""
    _replies[key][task] = chat
    task.add_done_callback(lambda done: _forget(_replies, key, done))


def start_record(turn: TurnState, *, total_ms: int, session_key: str | None) -> asyncio.Task:
    """Start the record step of `turn` (of the visit `session_key`) in the background;
    returns its task."""
    task = keep(asyncio.create_task(record(turn, total_ms=total_ms)))
    key = session_key or ""
    _records[key].add(task)
    task.add_done_callback(lambda done: _forget(_records, key, done))
    return task


@database_sync_to_async
def _write_turn_log(**fields: Any) -> None:
    Turn.objects.create(**fields)


def _add_error(turn: TurnState, note: str) -> None:
    turn.error = "; ".join(filter(None, [turn.error, note]))


async def _judge_and_record_facts(turn: TurnState, mem_session: Any) -> tuple[list[str], bool]:
    """(the facts the judge found in the message, whether they are stored: True when none)."""
    model = settings.FACT_JUDGE_MODEL
    # judge_facts returns validated facts (M4.4): validated once, there.
    facts = await memory.judge_facts(
        message=turn.message,
        client=llm.chat_client(model),
        model=model,
        user_id=turn.shopper.user_id,
        session_id=mem_session.session_id,
    )
    stored = not facts or await memory.record_facts(
        user_id=turn.shopper.user_id,
        session_id=mem_session.session_id,
        facts=facts,
        session_date=mem_session.session_date,
    )
    return facts, stored


async def record(turn: TurnState, *, total_ms: int) -> None:
    """Record the turn (M3), judge and record its facts (M4), then log the turn. Never
    raises: a failure is noted in the turn log's `error`."""
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
            recorded, (facts, facts_recorded) = await asyncio.gather(
                memory.record_turn(
                    user_id=shopper.user_id,
                    session_id=mem_session.session_id,
                    user_content=turn.message,
                    assistant_content=turn.answer or STOPPED_NOTE,
                    session_date=mem_session.session_date,
                ),
                _judge_and_record_facts(turn, mem_session),
            )
            if recorded is None:
                # The write timed out: the server may still store it (issue 12 item 8).
                _add_error(turn, "turn record timed out (it may still have been stored)")
            elif not recorded:
                _add_error(turn, "turn not recorded")
            if not facts_recorded:
                _add_error(turn, "facts not recorded")
    except Exception:
        logger.exception("Recording the turn failed")
        _add_error(turn, "record failed")
    finally:
        try:
            await _write_turn_log(**turn_log_fields(turn, mem_session, facts, total_ms))
        except Exception:
            logger.exception("Writing the turn log failed")


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


async def settle(session_key: str | None, *, wait: float = CLOSE_WAIT_SECONDS) -> None:
    """Stop the replies of this Django session still answering (as a Stop would) and wait,
    at most `wait` seconds, until they are saved and recorded (issue 13 item 3)."""
    key = session_key or ""
    loop = asyncio.get_running_loop()
    replies = {t: c for t, c in _replies.get(key, {}).items() if t.get_loop() is loop}
    for task, chat in replies.items():
        # Once only: a second cancel would end the task while its stopped answer is still
        # being saved (shielded), before the record starts.
        if not task.done() and not task.cancelling():
            chat.stopping = True
            task.cancel()
    if replies:
        await asyncio.wait(replies, timeout=wait)
    records = {t for t in _records.get(key, ()) if t.get_loop() is loop and not t.done()}
    if records:
        await asyncio.wait(records, timeout=wait)
