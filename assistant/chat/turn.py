"""One chat turn, socket-free (issue 13 "Structure"): `run_turn` opens the chat, sets up
memory, recalls, runs the agent and streams through a `send` callback; the record step
(`assistant.chat.record`) runs after it in the background (M4.1).

The consumer owns the socket and a `Chat` (what outlives one turn: the user ensured, the
session checked, the previous turn's record); everything a turn learns is in its `TurnState`.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections.abc import Awaitable, Callable
from datetime import date
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings

from assistant import state
from assistant.agent import run_agent
from assistant.chat import fragments
from assistant.chat.frames import Frame
from assistant.chat.record import start_record
from assistant.chat.turn_state import Chat, TurnState, keep
from assistant.rendering import render_answer
from memory import services as memory
from shop.selectors import catalogue_snapshot
from shop.services import current_shopper

logger = logging.getLogger("assistant.consumers")

Send = Callable[[str], Awaitable[None]]
STREAM_INTERVAL_SECONDS = 0.08  # at most one stream frame per 80 ms (issue 13 item 5)
# The share of the read budget a turn may wait for the previous turn's record to land.
RECORD_WAIT_SHARE = 0.5
STOPPED_BY_SHOPPER = "stopped by the shopper"
SOCKET_CLOSED = "socket closed"
# One lock per Django session: two tabs' first messages must not both mint a memory session.
_chat_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()


def _chat_lock(session_key: str | None) -> asyncio.Lock:
    lock = _chat_locks.get(session_key or "")
    if lock is None:
        lock = _chat_locks[session_key or ""] = asyncio.Lock()
    return lock


@database_sync_to_async
def _load_session(session_key: str | None) -> dict[str, Any]:
    return state.read_session(session_key)


@database_sync_to_async
def _save_turn(session_key, **kwargs) -> bool:
    return state.save_turn(session_key, **kwargs)


@database_sync_to_async
def _update_session(session_key, values) -> bool:
    return state.update_session(session_key, values)


def ms_since(since: float) -> int:
    return int((time.monotonic() - since) * 1000)


def _iso(value: date | None) -> str:
    return value.isoformat() if value else ""


def _controls_of(session: dict[str, Any]) -> dict[str, Any]:
    return {
        key: session.get(key, "") for key in (state.SESSION_DATE, state.RETENTION, state.STARTED_ON)
    }


async def run_turn(frame: Frame, *, chat: Chat, send: Send) -> TurnState:
    """Answer one validated chat frame, sending HTML fragments through `send`.

    Wrapped in `memory.turn_scope(turn.key)`, so every memory operation of the turn, its
    background record included, is logged with the key of its `Turn` row (issue 13). A
    cancellation (Stop: `chat.stopping`; else a closed socket) still sends and stores what was
    answered, marked stopped, and records it; then it propagates. Any other failure becomes
    an apology. Returns the turn; its record is `chat.pending_record`.
    """
    turn = TurnState(
        message=frame.message, session_id=frame.session_id, turn_count=frame.turn_count
    )
    with memory.turn_scope(turn.key):
        await send(fragments.turn_start(turn.reply_id, turn.message))
        try:
            await _answer(turn, chat, send)
        except asyncio.CancelledError:
            if turn.finished:
                raise
            turn.error = STOPPED_BY_SHOPPER if chat.stopping else SOCKET_CLOSED
            turn.stopped = True
            turn.answer = turn.stream.text
            await asyncio.shield(_finish(turn, chat, send))
            raise
        except Exception:
            # A bug or a failure outside the guarded calls: still answer and still log.
            logger.exception("Assistant turn failed")
            turn.error = turn.error or "internal error"
            turn.answer = "Sorry, something went wrong on our side. Please try again."
        # A Stop arriving now is too late: the answer is complete and goes out whole.
        await asyncio.shield(_finish(turn, chat, send))
    return turn


async def _answer(turn: TurnState, chat: Chat, send: Send) -> None:
    # The session in scope is a snapshot from connect: re-read identity and controls now.
    session = await _load_session(chat.session_key)
    turn.shopper = current_shopper(session)
    turn.controls = _controls_of(session)
    # Tabs share the Django session: continue its open chat, whatever this tab's form says.
    turn.session_id, turn.turn_count = state.open_chat(session, turn.session_id, turn.turn_count)
    if turn.shopper is not None:
        # Never for a signed-out visitor, whatever the session says (issue 13 presenter).
        turn.show_recall = bool(session.get(state.SHOW_RECALL))
        turn.memory_suffix = await _remember(turn, chat, session, send)
    else:
        if turn.session_id:
            # Signed out since the chat began (another tab): the memory session stays behind.
            turn.session_id, turn.turn_count = "", 0
        # Signed out (maybe in another tab since this one opened): say so (M1.2). A shopper
        # who changed gets the mode label from _remember, which sends it every turn.
        await send(fragments.partial("mode", session, None))
    # One catalogue for the whole answer: its tools read the catalogue version once.
    with catalogue_snapshot():
        result = await run_agent(
            message=turn.message,
            memory_context=turn.memory_suffix,
            on_delta=lambda text: _stream(turn, send, text),
            result=turn.agent,
        )
    turn.answer = result.text
    turn.error = result.error


async def _remember(turn: TurnState, chat: Chat, session: dict[str, Any], send: Send) -> str:
    """Signed-in only (M1.1): ensure user and session (M1.4, M2), recall (M5). Never raises.

    The whole read path shares one budget, MEMORY_RECALL_BUDGET_SECONDS (issue 12 item 6):
    past it the turn goes on with what it has (no session: no memory; partial recall).
    """
    shopper = turn.shopper
    started = time.monotonic()
    # The session check runs with the normal timeouts, outside the budget: when the budget
    # runs out first, the answer goes on without memory and the record step waits for the
    # check instead (a session created late is still used, never created twice).
    checking = turn.pending_session = keep(asyncio.create_task(_session_for(turn, chat, session)))
    with memory.read_budget(settings.MEMORY_RECALL_BUDGET_SECONDS) as budget:
        await asyncio.wait({checking}, timeout=budget.remaining())
        mem_session = None
        if checking.done():
            mem_session, session = checking.result()
        if mem_session is None:
            # Over budget is "slow", not "unavailable": the server may well be up (item 8).
            mode = "slow" if budget.expired else False
            turn.recall_summary = memory.unrecalled_summary(
                "Memory was too slow: nothing was recalled."
                if budget.expired
                else "Memory unavailable: nothing was recalled."
            )
            await send(fragments.partial("mode", session, shopper, memory_available=mode))
            return ""
        turn.memory_session = mem_session
        turn.controls = _controls_of(session)
        await send(
            fragments.frame_of(
                fragments.partial("controls", session, shopper),
                fragments.partial("session_fields", session, shopper),
                fragments.partial("mode", session, shopper, memory_available=True),
            )
        )
        # Let the previous turn's record land so this recall reads it, within part of the
        # budget only: a pending record never adds a wait of its own (issue 12 item 6), and
        # never leaves the recall without time (under load a record can take longer than
        # the whole budget; waiting it out left every search "budget spent").
        pending = chat.pending_record
        if pending is not None and not pending.done() and not budget.expired:
            await asyncio.wait({pending}, timeout=budget.remaining() * RECORD_WAIT_SHARE)
        recalled = await memory.recall(
            user_id=shopper.user_id,
            session_id=mem_session.session_id,
            message=turn.message,
            turn_count=turn.turn_count,
        )
    turn.recall_ms = ms_since(started)
    turn.recall_counts = dict(recalled.counts)
    turn.recall_summary = memory.recall_summary(recalled)
    if budget.expired:
        logger.warning(
            "memory read path over its %.1f s budget for %s: the turn goes on with %s",
            settings.MEMORY_RECALL_BUDGET_SECONDS,
            shopper.user_id,
            turn.recall_counts,
        )
        turn.recall_summary["note"] = "Memory was too slow: recall was cut short."
    return memory.memory_context(recalled)


async def _session_for(
    turn: TurnState, chat: Chat, session: dict[str, Any]
) -> tuple[Any, dict[str, Any]]:
    """(the turn's MemorySession or None, the Django session with the controls locked).

    Ensures the Agent Memory user once per socket and the session once per chat: a session
    this socket already checked for this shopper (M2.4) is taken as checked while the Django
    session still names it (Close or a sign-out clears that).
    """
    shopper = turn.shopper
    if chat.ensured_user != shopper.user_id:
        if not await memory.ensure_user(user_id=shopper.user_id, name=shopper.name):
            return None, session
        chat.ensured_user = shopper.user_id  # a user is never deleted here
    cached = chat.checked_session
    if cached is not None and (cached.user_id, cached.session_id) == (
        shopper.user_id,
        turn.session_id,
    ):
        return cached, session
    # Another tab of this visit may be starting the chat right now: one at a time, and
    # re-read the open chat inside the lock so only the first mints a session.
    async with _chat_lock(chat.session_key):
        fresh = await _load_session(chat.session_key)
        if getattr(current_shopper(fresh), "user_id", None) == shopper.user_id:
            session = fresh
            turn.session_id, turn.turn_count = state.open_chat(
                session, turn.session_id, turn.turn_count
            )
        controls = state.controls(session)
        mem_session = await memory.ensure_session(
            user_id=shopper.user_id,
            session_id=turn.session_id or None,
            session_date=state.session_date(session),
            retention=controls["retention"],
        )
        if mem_session is None:
            return None, session
        if mem_session.created or mem_session.session_id != turn.session_id:
            turn.turn_count = 0  # a new session has had no exchanges (M6.1)
        turn.session_id = mem_session.session_id
        # Lock the controls, showing what the session actually runs with (M9.2).
        locked = {
            state.SESSION_ID: mem_session.session_id,
            state.SESSION_DATE: _iso(mem_session.session_date),
            state.RETENTION: mem_session.retention,
            state.STARTED_ON: session.get(state.STARTED_ON) or state.today().isoformat(),
        }
        if any(session.get(key) != value for key, value in locked.items()):
            await _update_session(chat.session_key, locked)
    chat.checked_session = mem_session
    return mem_session, {**session, **locked}


async def _stream(turn: TurnState, send: Send, text: str) -> None:
    """Add a delta; at most every STREAM_INTERVAL_SECONDS, send the answer so far as
    sanitised Markdown, linking only SKUs the tools returned so far (M8.4, issue 13 item 5)."""
    turn.stream.feed(text)
    now = time.monotonic()
    if now - turn.last_frame < STREAM_INTERVAL_SECONDS:
        return
    turn.last_frame = now
    settled, tail = turn.stream.render(turn.agent.skus)
    await send(fragments.stream(turn.reply_id, settled, tail))


async def _finish(turn: TurnState, chat: Chat, send: Send) -> None:
    """Final fragment, panel state for the next page, then the background record."""
    turn.finished = True
    # After a Stop the tools' SKUs so far still link (M8.4 holds: only this turn's).
    html = fragments.answer_html(render_answer(turn.answer, turn.agent.skus), stopped=turn.stopped)
    turn_count = turn.turn_count + 1
    recalled = turn.recall_summary if turn.show_recall else None
    entries = [
        {"role": "user", "text": turn.message},
        # The recall list is kept with the answer only when shown (the session stays small).
        {"role": "assistant", "html": str(html), "recalled": recalled},
    ]
    session_fields = {state.SESSION_ID: turn.session_id, state.TURN_COUNT: turn_count}
    # The chat has started: the controls lock even when memory is down (M9.2).
    locked_controls = {
        **turn.controls,
        **session_fields,
        state.STARTED_ON: turn.controls.get(state.STARTED_ON) or state.today().isoformat(),
    }
    total_ms = ms_since(turn.started)
    # Store the chat first, so a page opened right after the answer shows it.
    await _save_turn(
        chat.session_key, session_id=turn.session_id, turn_count=turn_count, entries=entries
    )
    chat.pending_record = start_record(turn, total_ms=total_ms, session_key=chat.session_key)
    # The next message is welcome as soon as the final fragment is on its way.
    chat.busy = False
    await send(
        fragments.final(
            turn.reply_id,
            html,
            session_fields=session_fields,
            controls=locked_controls,
            shopper=turn.shopper,
            recalled=recalled,
        )
    )
