"""One chat turn, socket-free (issue 13 "Structure"): `run_turn` opens the chat, sets up
memory, recalls, runs the agent and streams through a `send` callback; the record step
(`assistant.chat.record`) runs after it in the background (M4.1).

The consumer owns the socket and a `Chat` (what outlives one turn: the user ensured, the
session checked, the previous turn's record); everything a turn learns is in its `TurnState`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from datetime import date
from typing import Any

from channels.db import database_sync_to_async
from django.conf import settings
from django.db import DatabaseError

from assistant import state, visits
from assistant.agent import run_agent
from assistant.chat import fragments
from assistant.chat.frames import Frame
from assistant.chat.record import start_record
from assistant.chat.turn_state import Chat, TurnState, keep
from assistant.rendering import render_answer
from memory import services as memory
from shop.selectors import catalogue_snapshot, product_get
from shop.services import current_shopper

logger = logging.getLogger("assistant.consumers")

Send = Callable[[str], Awaitable[None]]
STREAM_INTERVAL_SECONDS = 0.08  # at most one stream frame per 80 ms (issue 13 item 5)
# The share of the read budget a turn may wait for the previous turn's record to land.
RECORD_WAIT_SHARE = 0.5
STOPPED_BY_SHOPPER = "stopped by the shopper"
STOPPED_BY_CLOSE = "stopped by Close"
SOCKET_CLOSED = "socket closed"
DATABASE_DOWN = (
    "Sorry, the shop cannot reach its database right now, so I cannot look anything up. "
    "Please try again in a moment."
)
# Another tab of the visit holds the session-check lease: look again this often.
CLAIM_POLL_SECONDS = 0.05


def claim_lease_seconds() -> float:
    """How long a session check may hold the visit's lease: ensure_session's calls (the
    stored ids, a create and a retry, each up to AGENT_MEMORY_TIMEOUT_SECONDS) plus slack.
    A lease outlived by its turn (a replica that died mid-check) is free again after it."""
    return 4 * float(settings.AGENT_MEMORY_TIMEOUT_SECONDS) + 2.0


# A signed-in shopper's message locks the demo controls at once (issue 20 item 7).
_begin_turn = database_sync_to_async(visits.begin_turn)


@database_sync_to_async
def _load_session(session_key: str | None) -> dict[str, Any]:
    return state.read_session(session_key)


@database_sync_to_async
def _page_product(sku: str) -> str:
    """`sku` when a product of the catalogue has it, else "" (logged): the panel's page SKU
    is never trusted (issue 19 item 4)."""
    if not sku:
        return ""
    if product_get(sku=sku) is None:
        logger.warning("Ignoring the page SKU %r: no product has it", sku)
        return ""
    return sku


_claim_check = database_sync_to_async(visits.claim_check)
_release_check = database_sync_to_async(visits.release_check)
_save_turn = database_sync_to_async(visits.save_turn)


def ms_since(since: float) -> int:
    return int((time.monotonic() - since) * 1000)


def _iso(value: date | None) -> str:
    return value.isoformat() if value else ""


def _controls_of(session: dict[str, Any]) -> dict[str, Any]:
    return {
        key: session.get(key, "")
        for key in (state.SESSION_DATE, state.RETENTION, state.STARTED_ON, state.NEWEST_VISIT)
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
        message=frame.message,
        session_id=frame.session_id,
        turn_count=frame.turn_count,
        page_sku=frame.page_sku,
    )
    chat.latest_turn = turn.key
    with memory.turn_scope(turn.key):
        await send(fragments.turn_start(turn.reply_id, turn.message))
        try:
            await _answer(turn, chat, send)
        except asyncio.CancelledError:
            if turn.finished:
                raise
            turn.error = (
                STOPPED_BY_CLOSE
                if chat.closing
                else STOPPED_BY_SHOPPER
                if chat.stopping
                else SOCKET_CLOSED
            )
            turn.stopped = True
            turn.answer = turn.stream.text
            await asyncio.shield(_finish(turn, chat, send))
            raise
        except DatabaseError as exc:
            # The shop's own database went away (issue 20 item 5): say so, and still log.
            logger.warning("Assistant turn without its database: %s", exc)
            turn.error = turn.error or f"database unavailable: {type(exc).__name__}"
            turn.answer = DATABASE_DOWN
        except Exception:
            # A bug or a failure outside the guarded calls: still answer and still log.
            logger.exception("Assistant turn failed")
            turn.error = turn.error or "internal error"
            turn.answer = "Sorry, something went wrong on our side. Please try again."
        # A Stop arriving now is too late: the answer is complete and goes out whole.
        await asyncio.shield(_finish(turn, chat, send))
    return turn


async def _answer(turn: TurnState, chat: Chat, send: Send) -> None:
    # The session in scope is a snapshot from connect: re-read identity and controls now,
    # and which generation of the visit's chat this turn belongs to (a Close ends it).
    session, turn.generation = await _begin_turn(chat.session_key, turn.key)
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
        turn.page_sku = await _page_product(turn.page_sku)
        result = await run_agent(
            message=turn.message,
            memory_context=turn.memory_suffix,
            page_sku=turn.page_sku,
            on_delta=lambda text: _stream(turn, send, text),
            result=turn.agent,
        )
    turn.answer = result.text
    # The model's failure after what recall noted (the turn log keeps both).
    turn.error = "; ".join(filter(None, [turn.error, result.error]))


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
    turn.recall_summary = memory.recall_summary(
        recalled,
        session_date=mem_session.session_date,
        timings={"recall": turn.recall_ms},
    )
    mode = recall_mode(recalled.failed, expired=budget.expired)
    if budget.expired:
        logger.warning(
            "memory read path over its %.1f s budget for %s: the turn goes on with %s",
            settings.MEMORY_RECALL_BUDGET_SECONDS,
            shopper.user_id,
            turn.recall_counts,
        )
    if mode is not True:
        turn.recall_summary["note"] = MODE_NOTES[mode]
        turn.error = "; ".join(filter(None, [turn.error, MODE_LOG[mode]]))
    # The mode line follows every turn (issue 19 item 1, M1.4, M10): the session checked
    # once per chat says nothing about this turn's recall.
    await send(
        fragments.frame_of(
            fragments.partial("controls", session, shopper),
            fragments.partial("session_fields", session, shopper),
            fragments.partial("mode", session, shopper, memory_available=mode),
        )
    )
    return memory.memory_context(recalled)


# What the recall view (the summary's note) and the turn log (`Turn.error`) say of a turn
# whose recall did not fully work, by mode (issue 19 item 1).
MODE_NOTES = {
    False: "Memory unavailable: answering without recall.",
    "partial": "Memory partly unavailable: answering with part of the recall.",
    "slow": "Memory was too slow: recall was cut short.",
}
MODE_LOG = {
    False: "memory unavailable: answered without recall",
    "partial": "memory partly unavailable: some searches failed",
    "slow": "memory slow: recall cut short by the read budget",
}


def recall_mode(failed: frozenset[str] | set[str], *, expired: bool) -> bool | str:
    """The mode line after a turn's recall (issue 19 item 1, M10): True (every search
    answered), "slow" (the read budget ran out before they all did, M10.1), False (every
    search failed: the answer goes without recall) or "partial" (some failed)."""
    if not failed:
        return True
    if expired:
        return "slow"
    return False if set(failed) >= set(memory.ALL_SEARCHES) else "partial"


async def _session_for(
    turn: TurnState, chat: Chat, session: dict[str, Any]
) -> tuple[Any, dict[str, Any]]:
    """(the turn's MemorySession or None, the Django session with the controls locked).

    Ensures the Agent Memory user once per socket and the session once per chat: a session
    this socket already checked for this shopper (M2.4) in this generation of the chat is
    taken as checked while the Django session still names it (Close or a sign-out clears
    that). Any other check runs under the visit's lease (`assistant.visits.claim_check`), one
    turn at a time across every replica, and re-reads the open chat inside it: only the
    first of two tabs mints a session, the second continues it (issue 20 item 3, M2).
    """
    shopper = turn.shopper
    if chat.ensured_user != shopper.user_id:
        if not await memory.ensure_user(user_id=shopper.user_id, name=shopper.name):
            return None, session
        chat.ensured_user = shopper.user_id  # a user is never deleted here
    cached = chat.checked_session
    if (
        cached is not None
        and chat.generation == turn.generation
        and (cached.user_id, cached.session_id) == (shopper.user_id, turn.session_id)
    ):
        return cached, session
    token = secrets.token_hex(8)
    claim = await _wait_for_claim(turn, chat, token)
    if not isinstance(claim, visits.Claim):
        return None, session
    mem_session = None
    locked: dict[str, Any] = {}
    try:
        fresh = await _load_session(chat.session_key)
        if getattr(current_shopper(fresh), "user_id", None) == shopper.user_id:
            session = fresh
            turn.session_id, turn.turn_count = state.open_chat(
                session, turn.session_id, turn.turn_count
            )
        # The row's controls: what the controls view stored before the chat locked (item 7).
        candidate = turn.session_id or claim.memory_session_id
        mem_session = await memory.ensure_session(
            user_id=shopper.user_id,
            session_id=candidate or None,
            session_date=state.session_date({state.SESSION_DATE: claim.session_date}),
            retention=claim.retention,
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
    finally:
        # Shielded: the lease is given back even when the check is cancelled or fails.
        changed = {k: v for k, v in locked.items() if session.get(k) != v}
        await asyncio.shield(
            _release_quietly(chat, turn, token, getattr(mem_session, "session_id", ""), changed)
        )
    chat.checked_session = mem_session
    chat.generation = turn.generation
    return mem_session, {**session, **locked}


async def _wait_for_claim(turn: TurnState, chat: Chat, token: str) -> visits.Claim | str:
    """The visit's session-check lease, waiting while another turn holds it (at most one
    lease long: a lease never outlives that); CLOSED when the chat was closed meanwhile."""
    lease = claim_lease_seconds()
    deadline = time.monotonic() + lease
    while True:
        claim = await _claim_check(chat.session_key, turn.generation, token, lease)
        if claim != visits.BUSY or time.monotonic() > deadline:
            if claim == visits.BUSY:
                logger.warning("session check: the visit's lease stayed taken for %.0f s", lease)
            return claim
        await asyncio.sleep(CLAIM_POLL_SECONDS)


async def _release_quietly(
    chat: Chat, turn: TurnState, token: str, session_id: str, values: dict[str, Any]
) -> None:
    try:
        await _release_check(
            chat.session_key,
            turn.generation,
            token,
            memory_session_id=session_id,
            session_values=values,
        )
    except DatabaseError as exc:  # the lease expires by itself (issue 20 item 5)
        logger.warning("session check: the visit's lease was not given back: %s", exc)


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
    recalled = turn.recall_summary if await _recall_shown_now(turn, chat) else None
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
    if turn.recall_summary is not None and "timings" in turn.recall_summary:
        # The turn's timings as the admin shows them, under the answer's "Details".
        turn.recall_summary["timings"].update(model=turn.agent.model_ms, total=total_ms)
    # Store the chat first, so a page opened right after the answer shows it; only into the
    # chat this turn began in (a Close meanwhile ended it for good, issue 20 item 2).
    try:
        saved = await _save_turn(
            chat.session_key,
            turn.generation,
            session_id=turn.session_id,
            turn_count=turn_count,
            entries=entries,
        )
    except DatabaseError as exc:
        # The answer still goes out and is recorded; only the page's copy is missing.
        logger.warning("The chat was not saved in the Django session: %s", exc)
        saved = (turn.session_id, turn_count)
    if saved is not None:
        # What the chat holds now (a tab whose check came late continues the stored id).
        session_fields = {state.SESSION_ID: saved[0], state.TURN_COUNT: saved[1]}
        locked_controls.update(session_fields)
    elif chat.session_key:
        # Closed (or signed out) meanwhile: the panel starts afresh, as Close showed it.
        session_fields = {state.SESSION_ID: "", state.TURN_COUNT: 0}
        locked_controls = {}
    # The panel as it now is (the chat has a message), for a mode line the record may send.
    after = {**locked_controls, state.LOG: entries}
    chat.pending_record = start_record(
        turn, total_ms=total_ms, send=send, on_memory_down=_mode_after(turn, chat, send, after)
    )
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


async def _recall_shown_now(turn: TurnState, chat: Chat) -> bool:
    """Is the presenter's recall view on as the answer ends (issue 13)? Switched on while the
    answer streamed, that answer shows what was recalled too; the turn's first reading when the
    session cannot be read. Never for a signed-out visitor."""
    if turn.shopper is None or not chat.session_key:
        return turn.show_recall
    try:
        session = await _load_session(chat.session_key)
    except DatabaseError:
        return turn.show_recall
    return bool(session.get(state.SHOW_RECALL)) and current_shopper(session) is not None


def _mode_after(
    turn: TurnState, chat: Chat, send: Send, session: dict[str, Any]
) -> Callable[[], Awaitable[None]]:
    """What the record step calls when Agent Memory could not take this turn's writes: the
    mode line says memory is unavailable (issue 19 item 1), unless a newer turn has started
    since, whose own recall says how memory is now."""

    async def memory_down() -> None:
        if chat.latest_turn == turn.key and turn.shopper is not None:
            await send(fragments.partial("mode", session, turn.shopper, memory_available=False))

    return memory_down
