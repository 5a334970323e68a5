"""The chat panel's websocket consumer (issue 5 item 2).

The consumer only glues the socket: it validates frames, owns one reply task at a time, and
sends HTML fragments whose top-level elements all have ids that exist on the page. The work is
done by the memory services (M1-M10), the agent loop and the renderer.

Frames are decoded and validated by `assistant.frames`.
"""

from __future__ import annotations

import asyncio
import html
import logging
import secrets
import time
import weakref
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.utils.safestring import SafeString, mark_safe

from assistant import panel, state
from assistant.agent import run_agent
from assistant.frames import UNREADABLE, Frame, FrameError, parse_frame, validate_chat
from assistant.models import Turn
from assistant.rendering import escape_stream, render_answer
from memory import services as memory
from shop.services import current_shopper

logger = logging.getLogger(__name__)

STOPPED_NOTE = "Stopped."
# Replies and their background work (turn record, fact judge, turn log) can outlive the socket;
# keep references so the tasks are not garbage-collected mid-flight.
_background: set[asyncio.Task] = set()
# One lock per Django session: two tabs' first messages must not both mint a memory session.
_chat_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()


def _chat_lock(session_key: str | None) -> asyncio.Lock:
    lock = _chat_locks.get(session_key or "")
    if lock is None:
        lock = _chat_locks[session_key or ""] = asyncio.Lock()
    return lock


@dataclass
class TurnState:
    """Everything one turn learns, for the panel, the record path and the turn log."""

    reply_id: str
    message: str
    session_id: str
    turn_count: int
    started: float = field(default_factory=time.monotonic)
    shopper: Any = None
    memory_session: Any = None
    recall_counts: dict[str, int] = field(default_factory=dict)
    recall_ms: int | None = None
    streamed: list[str] = field(default_factory=list)
    answer: str = ""
    skus: set[str] = field(default_factory=set)
    tool_calls: list[dict[str, Any]] = field(default_factory=list)
    model_ms: int | None = None
    error: str = ""
    # The demo controls this chat runs with (date, retention, start day), for the locked strip.
    controls: dict[str, Any] = field(default_factory=dict)
    # The session check, which may outlive the read budget (the record then awaits it).
    pending_session: asyncio.Task | None = None
    finished: bool = False  # the final fragment is being sent: too late to stop


@database_sync_to_async
def _load_session(session_key: str | None) -> dict[str, Any]:
    return state.read_session(session_key)


@database_sync_to_async
def _save_turn(session_key, **kwargs) -> bool:
    return state.save_turn(session_key, **kwargs)


@database_sync_to_async
def _update_session(session_key, values) -> bool:
    return state.update_session(session_key, values)


@database_sync_to_async
def _write_turn_log(**fields: Any) -> None:
    Turn.objects.create(**fields)


def _ms(since: float) -> int:
    return int((time.monotonic() - since) * 1000)


def _iso(value: date | None) -> str:
    return value.isoformat() if value else ""


class AssistantConsumer(AsyncWebsocketConsumer):
    """One panel's socket: one reply at a time, each in an asyncio.Task (conventions.md)."""

    reply_task: asyncio.Task | None = None
    busy: bool = False  # a reply is in progress: from the message until its final fragment
    pending_record: asyncio.Task | None = None
    stopping: bool = False
    ensured_user: str = ""
    checked_session: Any = None  # the MemorySession this socket last checked (M2.4)
    probe_task: asyncio.Task | None = None
    turns_started: int = 0

    # --- socket lifecycle ---

    @property
    def session_key(self) -> str | None:
        return self.scope.get("cookies", {}).get(settings.SESSION_COOKIE_NAME) or None

    async def connect(self) -> None:
        await self.accept()
        session = await _load_session(self.session_key)
        shopper = current_shopper(session)
        # M1.2: the mode as of now; for a shopper, say at once when memory is down. A probe
        # that got no answer within a second claims nothing: the label stays "checking" while
        # a longer probe waits for the real answer (issue 12 item 8).
        available = await memory.server_available() if shopper is not None else None
        await self._send(self._partial("mode", session, shopper, memory_available=available))
        if shopper is not None and available is None:
            self.probe_task = asyncio.create_task(self._probe_again(session, shopper))

    async def _probe_again(self, session: dict[str, Any], shopper: Any) -> None:
        turns = self.turns_started
        available = await memory.server_available(wait=float(settings.AGENT_MEMORY_TIMEOUT_SECONDS))
        if self.turns_started == turns:  # a turn since has sent a label of its own, newer
            mode = "slow" if available is None else available
            await self._send(self._partial("mode", session, shopper, memory_available=mode))

    async def disconnect(self, code: int) -> None:
        if self.busy and self.reply_task is not None and not self.reply_task.done():
            self.reply_task.cancel()
        if self.probe_task is not None:
            self.probe_task.cancel()

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        try:
            data = parse_frame(text_data)
            if data.get("action") == "stop":
                await self.stop()
                return
            frame = validate_chat(data)
        except FrameError as exc:
            logger.info("Refused a panel frame: %s", exc)
            await self._send_error(str(exc))
            return
        except Exception:
            # A defect in validation must not close the socket (issue 12 item 3).
            logger.exception("Refused a panel frame that could not be validated")
            await self._send_error(UNREADABLE)
            return
        if self.busy:
            await self._send_error("Please wait for the current answer, or press Stop.")
            return
        self.stopping = False
        self.busy = True
        self.turns_started += 1
        self.reply_task = asyncio.create_task(self.reply(frame))
        _background.add(self.reply_task)
        self.reply_task.add_done_callback(_background.discard)

    async def stop(self) -> None:
        """Stop button: cancel the reply in progress; what was streamed stays, marked stopped."""
        if self.busy and self.reply_task is not None and not self.reply_task.done():
            self.stopping = True
            self.reply_task.cancel()

    # --- one turn ---

    async def reply(self, frame: Frame) -> None:
        """Answer one message: memory setup and recall, streamed answer, final fragment.

        The turn record, fact judge and turn log run afterwards in the background (M4.1).
        """
        turn = TurnState(
            reply_id=f"assistant-reply-{secrets.token_hex(6)}",
            message=frame.message,
            session_id=frame.session_id,
            turn_count=frame.turn_count,
        )
        try:
            await self._reply(turn)
        finally:
            self.busy = False

    async def _reply(self, turn: TurnState) -> None:
        await self._send(
            frame_of(
                '<ol id="assistant-log" hx-swap-oob="beforeend">'
                f'<li class="msg msg-user">{html.escape(turn.message)}</li>'
                f'<li id="{turn.reply_id}" class="msg msg-assistant streaming" '
                'data-state="streaming" aria-busy="true">'
                f'<span id="{turn.reply_id}-text" class="stream"></span></li></ol>',
                panel.render_partial("status", {"busy": True}),
                panel.render_partial("error", {"error": ""}),
            )
        )
        try:
            await self._answer(turn)
        except asyncio.CancelledError:
            if turn.finished:
                raise
            turn.error = "stopped by the shopper" if self.stopping else "socket closed"
            turn.answer = "".join(turn.streamed)
            await asyncio.shield(self._finish(turn, stopped=True))
            raise
        except Exception:
            # A bug or a failure outside the guarded calls: still answer and still log.
            logger.exception("Assistant turn failed")
            turn.error = turn.error or "internal error"
            turn.answer = "Sorry, something went wrong on our side. Please try again."
        # A Stop arriving now is too late: the answer is complete and goes out whole.
        await asyncio.shield(self._finish(turn, stopped=False))

    async def _answer(self, turn: TurnState) -> None:
        # The session in scope is a snapshot from connect: re-read identity and controls now.
        session = await _load_session(self.session_key)
        turn.shopper = current_shopper(session)
        turn.controls = {
            key: session.get(key, "")
            for key in (state.SESSION_DATE, state.RETENTION, state.STARTED_ON)
        }
        # Tabs share the Django session: continue its open chat, whatever this tab's form says.
        turn.session_id, turn.turn_count = state.open_chat(
            session, turn.session_id, turn.turn_count
        )
        context = ""
        if turn.shopper is not None:
            context = await self._remember(turn, session)
        else:
            if turn.session_id:
                # Signed out since the chat began (another tab): the memory session stays behind.
                turn.session_id, turn.turn_count = "", 0
            # Signed out (maybe in another tab since this one opened): say so (M1.2). A shopper
            # who changed gets the mode label from _remember, which sends it every turn.
            await self._send(self._partial("mode", session, None))
        result = await run_agent(
            message=turn.message,
            memory_context=context,
            on_delta=lambda text: self._stream(turn, text),
        )
        turn.answer = result.text
        turn.skus = result.skus
        turn.tool_calls = result.tool_calls
        turn.model_ms = result.model_ms
        turn.error = result.error

    async def _remember(self, turn: TurnState, session: dict[str, Any]) -> str:
        """Signed-in only (M1.1): ensure user and session (M1.4, M2), recall (M5). Never raises.

        The whole read path shares one budget, MEMORY_RECALL_BUDGET_SECONDS (issue 12 item 6):
        past it the turn goes on with what it has (no session: no memory; partial recall).
        """
        shopper = turn.shopper
        started = time.monotonic()
        # The session check runs with the normal timeouts, outside the budget: when the budget
        # runs out first, the answer goes on without memory and the record path waits for
        # the check instead (a session created late is still used, never created twice).
        checking = turn.pending_session = asyncio.create_task(self._session_for(turn, session))
        _background.add(checking)
        checking.add_done_callback(_background.discard)
        with memory.read_budget(settings.MEMORY_RECALL_BUDGET_SECONDS) as budget:
            await asyncio.wait({checking}, timeout=budget.remaining())
            mem_session = None
            if checking.done():
                mem_session, session = checking.result()
            if mem_session is None:
                # Over budget is "slow", not "unavailable": the server may well be up (item 8).
                mode = "slow" if budget.expired else False
                await self._send(self._partial("mode", session, shopper, memory_available=mode))
                return ""
            turn.memory_session = mem_session
            turn.controls = {
                key: session.get(key, "")
                for key in (state.SESSION_DATE, state.RETENTION, state.STARTED_ON)
            }
            await self._send(
                frame_of(
                    self._partial("controls", session, shopper),
                    self._partial("session_fields", session, shopper),
                    self._partial("mode", session, shopper, memory_available=True),
                )
            )
            await self._await_pending_record(budget)
            recalled = await memory.recall(
                user_id=shopper.user_id,
                session_id=mem_session.session_id,
                message=turn.message,
                turn_count=turn.turn_count,
            )
        turn.recall_ms = _ms(started)
        turn.recall_counts = dict(getattr(recalled, "counts", {}) or {})
        if budget.expired:
            logger.warning(
                "memory read path over its %.1f s budget for %s: the turn goes on with %s",
                settings.MEMORY_RECALL_BUDGET_SECONDS,
                shopper.user_id,
                turn.recall_counts,
            )
        return memory.memory_context(recalled)

    async def _await_pending_record(self, budget: memory.Budget) -> None:
        """Let the previous turn's record land so this recall reads it, within the budget
        only: a pending record never adds a wait of its own (issue 12 item 6)."""
        pending = self.pending_record
        if pending is not None and not pending.done() and not budget.expired:
            await asyncio.wait({pending}, timeout=budget.remaining())

    async def _session_for(
        self, turn: TurnState, session: dict[str, Any]
    ) -> tuple[Any, dict[str, Any]]:
        """(the turn's MemorySession or None, the Django session with the controls locked).

        Ensures the Agent Memory user once per socket and the session once per chat: a
        session this socket already checked for this shopper (M2.4) is taken as checked while
        the Django session still names it (Close or a sign-out clears that).
        """
        shopper = turn.shopper
        if self.ensured_user != shopper.user_id:
            if not await memory.ensure_user(user_id=shopper.user_id, name=shopper.name):
                return None, session
            self.ensured_user = shopper.user_id  # a user is never deleted here
        cached = self.checked_session
        if (
            cached is not None
            and cached.user_id == shopper.user_id
            and cached.session_id == turn.session_id
        ):
            return cached, session
        # Another tab of this visit may be starting the chat right now: one at a time, and
        # re-read the open chat inside the lock so only the first mints a session.
        async with _chat_lock(self.session_key):
            fresh = await _load_session(self.session_key)
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
                await _update_session(self.session_key, locked)
        self.checked_session = mem_session
        return mem_session, {**session, **locked}

    async def _stream(self, turn: TurnState, text: str) -> None:
        turn.streamed.append(text)
        await self._send(
            f'<span id="{turn.reply_id}-text" hx-swap-oob="beforeend">{escape_stream(text)}</span>'
        )

    async def _finish(self, turn: TurnState, *, stopped: bool) -> None:
        """Final fragment, panel state for the next page, then the background record."""
        turn.finished = True
        final_html = render_answer(turn.answer, turn.skus)
        if stopped:
            final_html = mark_safe(f'{final_html}<p class="msg-note">{STOPPED_NOTE}</p>')  # noqa: S308
        turn_count = turn.turn_count + 1
        entries = [
            {"role": "user", "text": turn.message},
            {"role": "assistant", "html": str(final_html)},
        ]
        session_fields = {state.SESSION_ID: turn.session_id, state.TURN_COUNT: turn_count}
        # The chat has started: the controls lock even when memory is down (M9.2).
        locked_controls = {
            **turn.controls,
            **session_fields,
            state.STARTED_ON: turn.controls.get(state.STARTED_ON) or state.today().isoformat(),
        }
        total_ms = _ms(turn.started)
        # Store the chat first, so a page opened right after the answer shows it.
        await _save_turn(
            self.session_key,
            session_id=turn.session_id,
            turn_count=turn_count,
            entries=entries,
        )
        task = asyncio.create_task(self._record(turn, total_ms=total_ms))
        _background.add(task)
        task.add_done_callback(_background.discard)
        self.pending_record = task
        # The next message is welcome as soon as the final fragment is on its way.
        self.busy = False
        await self._send(
            frame_of(
                f'<li id="{turn.reply_id}" class="msg msg-assistant" data-state="final">'
                f"{final_html}</li>",
                self._partial("session_fields", session_fields, turn.shopper),
                self._partial("controls", locked_controls, turn.shopper),
                panel.render_partial("status", {"busy": False}),
            )
        )

    async def _record(self, turn: TurnState, *, total_ms: int) -> None:
        """After the answer (M4.1): record the turn (M3), judge and record facts, log the turn."""
        facts: list[str] = []
        shopper = turn.shopper
        mem_session = turn.memory_session
        try:
            if mem_session is None and turn.pending_session is not None:
                # The read path gave up waiting on a slow server (or Stop came first); the
                # record has no shopper waiting, so it takes the session once checked and
                # keeps the turn (item 6).
                mem_session, _ = await turn.pending_session
            if shopper is not None and mem_session is not None:
                recorded = await memory.record_turn(
                    user_id=shopper.user_id,
                    session_id=mem_session.session_id,
                    user_content=turn.message,
                    assistant_content=turn.answer or STOPPED_NOTE,
                    session_date=mem_session.session_date,
                )
                if recorded is None:
                    # The write timed out: the server may still store it (issue 12 item 8).
                    note = "turn record timed out (it may still have been stored)"
                    turn.error = "; ".join(filter(None, [turn.error, note]))
                elif not recorded:
                    turn.error = "; ".join(filter(None, [turn.error, "turn not recorded"]))
                judged = await memory.judge_facts(
                    message=turn.message,
                    user_id=shopper.user_id,
                    session_id=mem_session.session_id,
                )
                facts = memory.validate_facts(judged)
                if facts and not await memory.record_facts(
                    user_id=shopper.user_id,
                    session_id=mem_session.session_id,
                    facts=facts,
                    session_date=mem_session.session_date,
                ):
                    turn.error = "; ".join(filter(None, [turn.error, "facts not recorded"]))
        except Exception:
            logger.exception("Recording the turn failed")
            turn.error = "; ".join(filter(None, [turn.error, "record failed"]))
        finally:
            try:
                await _write_turn_log(
                    shopper_name=shopper.name if shopper else "",
                    user_id=shopper.user_id if shopper else "",
                    session_id=turn.session_id,
                    model=settings.ASSISTANT_MODEL,
                    message=turn.message,
                    answer=turn.answer,
                    tool_calls=turn.tool_calls,
                    recalled=turn.recall_counts,
                    facts=facts,
                    recall_ms=turn.recall_ms,
                    model_ms=turn.model_ms,
                    total_ms=total_ms,
                    error=turn.error,
                )
            except Exception:
                logger.exception("Writing the turn log failed")

    # --- sending ---

    def _partial(self, name: str, session: Any, shopper: Any, **extra: Any) -> SafeString:
        return panel.render_partial(name, panel.panel_context(session, shopper, **extra))

    async def _send_error(self, message: str) -> None:
        await self._send(panel.render_partial("error", {"error": message}))

    async def _send(self, fragment: str) -> None:
        """Send one HTML fragment; a socket that has gone away is not an error."""
        try:
            await self.send(text_data=str(fragment))
        except Exception:  # a closed socket mid-reply (disconnect, navigation)
            logger.debug("Frame not sent: the socket is closed")


def frame_of(*parts: str) -> str:
    """Join already-rendered (escaped) fragments into one websocket frame."""
    return "".join(str(part) for part in parts)
