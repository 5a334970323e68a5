"""The chat panel's websocket consumer (issue 5 item 2, issue 13 "Structure").

The consumer only glues the socket: connect (the mode label), receive (frames validated by
`assistant.chat.frames`), Stop, disconnect, and sending. A turn runs in `assistant.chat.turn.
run_turn`, one at a time, in an asyncio.Task the consumer owns (docs/conventions.md, "A turn,
end to end"). The socket joins its visit's channel-layer group, so a Close posted to any
replica stops its turn and hears when the turn's record has landed (`assistant.chat.stop`,
issue 20 item 2).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer
from django.conf import settings
from django.db import DatabaseError

from assistant import state
from assistant.chat import fragments
from assistant.chat.frames import UNREADABLE, Frame, FrameError, parse_frame, validate_chat
from assistant.chat.stop import StopListener, chat_group
from assistant.chat.turn import run_turn
from assistant.chat.turn_state import Chat, keep
from memory import services as memory
from shop.services import current_shopper

logger = logging.getLogger(__name__)

BUSY = "Please wait for the current answer, or press Stop."
DATABASE_DOWN = (
    "The shop cannot reach its database right now: answers may not be kept. "
    "Please try again in a moment."
)
FAILED = "Sorry, something went wrong on our side. Please try again."


@database_sync_to_async
def _load_session(session_key: str | None) -> dict[str, Any]:
    return state.read_session(session_key)


class AssistantConsumer(StopListener, AsyncWebsocketConsumer):
    """One panel's socket: one reply at a time, each in an asyncio.Task; "chat.stop" from
    Close on any replica is handled by `StopListener`."""

    chat: Chat
    reply_task: asyncio.Task | None = None
    probe_task: asyncio.Task | None = None
    turns_started: int = 0

    async def connect(self) -> None:
        session_key = self.scope.get("cookies", {}).get(settings.SESSION_COOKIE_NAME) or None
        self.chat = Chat(session_key=session_key)
        self.group = chat_group(session_key) if session_key else ""
        await self.accept()
        await self._join_group()
        try:
            session = await _load_session(session_key)
        except DatabaseError as exc:
            # Issue 20 item 5: the socket stays open and says why; the next turn tries again.
            logger.warning("Panel connected without its database: %s", exc)
            await self._send(fragments.error(DATABASE_DOWN))
            return
        shopper = current_shopper(session)
        # M1.2: the mode as of now; for a shopper, say at once when memory is down. A probe
        # that got no answer within a second claims nothing: the label stays "checking" while
        # a longer probe waits for the real answer (issue 12 item 8).
        available = await memory.server_available() if shopper is not None else None
        await self._send(fragments.partial("mode", session, shopper, memory_available=available))
        if shopper is not None and available is None:
            self.probe_task = asyncio.create_task(self._probe_again(session, shopper))

    async def _probe_again(self, session: dict[str, Any], shopper: Any) -> None:
        turns = self.turns_started
        available = await memory.server_available(wait=float(settings.AGENT_MEMORY_TIMEOUT_SECONDS))
        if self.turns_started == turns:  # a turn since has sent a label of its own, newer
            mode = "slow" if available is None else available
            await self._send(fragments.partial("mode", session, shopper, memory_available=mode))

    async def disconnect(self, code: int) -> None:
        if self._answering():
            self.reply_task.cancel()
        if self.probe_task is not None:
            self.probe_task.cancel()
        await self._leave_group()

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        try:
            data = parse_frame(text_data)
            if data.get("action") == "stop":
                await self.stop()
                return
            frame = validate_chat(data)
        except FrameError as exc:
            logger.info("Refused a panel frame: %s", exc.reason)
            await self._send(fragments.error_line(str(exc), ends_wait=not self.chat.busy))
            return
        except Exception:
            # A defect in validation must not close the socket (issue 12 item 3).
            logger.exception("Refused a panel frame that could not be validated")
            await self._send(fragments.error_line(UNREADABLE, ends_wait=not self.chat.busy))
            return
        if self.chat.busy:
            await self._send(fragments.error(BUSY))
            return
        self.chat.stopping = self.chat.closing = False
        self.chat.busy = True
        self.turns_started += 1
        self.reply_task = keep(asyncio.create_task(self._reply(frame)))
        keep(asyncio.create_task(self._join_group()))

    async def stop(self) -> None:
        """Stop button: cancel the reply in progress; what was streamed stays, marked stopped."""
        if self._answering():
            self.chat.stopping = True
            self.reply_task.cancel()

    def _answering(self) -> bool:
        """A reply is in progress and not cancelled yet (a second cancel would cut short the
        saving of the stopped answer)."""
        task = self.reply_task
        return self.chat.busy and task is not None and not task.done() and not task.cancelling()

    async def _reply(self, frame: Frame) -> None:
        """Run one turn; never ends with an exception nobody retrieves (issue 20 item 5):
        run_turn answers every failure itself, and anything that still escapes is logged
        and shown as an error line."""
        try:
            await run_turn(frame, chat=self.chat, send=self._send)
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("A turn ended with an error")
            await self._send(fragments.error_line(FAILED, ends_wait=True))
        finally:
            self.chat.busy = False

    async def _send(self, fragment: str) -> None:
        """Send one HTML fragment; a socket that has gone away is not an error."""
        try:
            await self.send(text_data=str(fragment))
        except Exception:  # a closed socket mid-reply (disconnect, navigation)
            logger.debug("Frame not sent: the socket is closed")
