"""Stopping a visit's turns from any replica, through the channel layer (issue 20 item 2).

Every panel socket joins its visit's group (`chat_group`, named from a hash of the Django
session key). Close sends one "chat.stop" to the group with a reply channel of its own; each
socket answers at once with "chat.stop.ack" (`pending`: it is answering, or its last turn's
record has not landed), and a pending one answers again with "chat.stop.done" once its
stopped turn is saved and recorded. `stop_chat` collects the answers: it waits
STOP_ACK_SECONDS for sockets to say they are there, and then, bounded by `wait`, for every
pending one to be done. Only then does Close end the Agent Memory session (issue 13 item 3),
whichever replica holds the socket. No registry of tasks lives in a process.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from channels.layers import get_channel_layer

from assistant.chat.turn_state import Chat, keep
from assistant.visits import visit_key

logger = logging.getLogger("assistant.consumers")

STOP = "chat.stop"
ACK = "chat.stop.ack"
DONE = "chat.stop.done"
# Close waits at most this long for a turn's record before ending the session anyway.
CLOSE_WAIT_SECONDS = 10.0
# How long Close listens for the sockets of the visit to answer: a socket that answers later
# was not answering a turn Close could wait for (it acks before anything else it does).
STOP_ACK_SECONDS = 0.3


def chat_group(session_key: str | None) -> str:
    """The channel-layer group of the visit's panel sockets (a valid group name: ASCII,
    under 100 characters)."""
    return f"assistant.chat.{visit_key(session_key)[:40]}"


@dataclass
class StopReport:
    """What Close heard: the sockets that answered, those that had a turn in progress or a
    record pending, and those of them that said it has landed."""

    heard: set[str] = field(default_factory=set)
    pending: set[str] = field(default_factory=set)
    done: set[str] = field(default_factory=set)

    @property
    def settled(self) -> bool:
        return self.pending <= self.done


async def stop_chat(session_key: str | None, *, wait: float) -> StopReport:
    """Stop the visit's turns on every replica and wait, at most `wait` seconds, until their
    records have landed. Never raises: a channel layer that fails is logged, and Close goes
    on (the session then ends without waiting)."""
    report = StopReport()
    layer = get_channel_layer()
    if layer is None or not session_key:
        return report
    loop = asyncio.get_running_loop()
    started = loop.time()
    try:
        reply_to = await layer.new_channel()
        await layer.group_send(
            chat_group(session_key), {"type": STOP, "reply_to": reply_to, "wait": wait}
        )
        while True:
            now = loop.time()
            listen_until = started + wait
            if report.settled:
                listen_until = min(listen_until, started + STOP_ACK_SECONDS)
            if now >= listen_until:
                break
            try:
                async with asyncio.timeout(listen_until - now):
                    message = await layer.receive(reply_to)
            except TimeoutError:
                break
            socket = str(message.get("channel", ""))
            if message.get("type") == ACK:
                report.heard.add(socket)
                if message.get("pending"):
                    report.pending.add(socket)
            elif message.get("type") == DONE:
                report.done.add(socket)
    except Exception:
        logger.exception("Close could not reach the panel sockets through the channel layer")
    if not report.settled:
        logger.warning(
            "Close: %d of %d turns in progress did not report their record within %.0f s",
            len(report.pending - report.done),
            len(report.pending),
            wait,
        )
    return report


class StopListener:
    """The panel socket's side of Close (mixed into the consumer): its visit's group, and
    the answers to "chat.stop". Expects the consumer's `chat`, `reply_task`, `stop()`,
    `channel_layer`, `channel_name` and a `group` set before `_join_group()`."""

    chat: Chat
    reply_task: asyncio.Task | None
    group: str = ""
    channel_layer: Any
    channel_name: str

    async def stop(self) -> None:  # the consumer's Stop button
        raise NotImplementedError

    async def _join_group(self) -> None:
        """Join (again) the visit's group: on connect, then every turn, so the membership
        outlives a Redis restart and never expires while the socket lives. A failing layer
        is logged only: the socket works on, Close just cannot stop it."""
        if not self.group:
            return
        try:
            await self.channel_layer.group_add(self.group, self.channel_name)
        except Exception as exc:
            logger.warning("Panel socket not in its visit's group (Close cannot stop it): %s", exc)

    async def _leave_group(self) -> None:
        if not self.group:
            return
        try:
            await self.channel_layer.group_discard(self.group, self.channel_name)
        except Exception as exc:  # the membership expires with the group
            logger.info("Panel socket left its group uncleanly: %s", exc)

    async def chat_stop(self, event: dict[str, Any]) -> None:
        """ "chat.stop" from Close, on whichever replica: answer at once whether a turn of this
        socket is in progress or still recording; if one is, stop it as Stop would and say
        when its record has landed (the answering goes on in a task: the socket's dispatch
        loop must not wait)."""
        reply_to = event.get("reply_to")
        if not isinstance(reply_to, str):
            return
        record = self.chat.pending_record
        pending = self.chat.busy or (record is not None and not record.done())
        await self._report(reply_to, ACK, pending=pending)
        if pending:
            wait = event.get("wait")
            wait = float(wait) if isinstance(wait, int | float) else CLOSE_WAIT_SECONDS
            keep(asyncio.create_task(self._stop_for_close(reply_to, wait)))

    async def _stop_for_close(self, reply_to: str, wait: float) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        await self.stop()
        reply = self.reply_task
        if reply is not None and not reply.done():
            await asyncio.wait({reply}, timeout=max(deadline - loop.time(), 0))
        record = self.chat.pending_record  # the stopped turn's, started by its _finish
        if record is not None and not record.done():
            await asyncio.wait({record}, timeout=max(deadline - loop.time(), 0))
        await self._report(reply_to, DONE)

    async def _report(self, reply_to: str, kind: str, **fields: Any) -> None:
        try:
            await self.channel_layer.send(
                reply_to, {"type": kind, "channel": self.channel_name, **fields}
            )
        except Exception as exc:  # Close waits out its bound instead
            logger.warning("Could not answer Close through the channel layer: %s", exc)
