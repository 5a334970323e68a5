"""Stopping a visit's turns from any replica (issue 20 item 2).

Every panel socket joins its visit's channel-layer group (`chat_group`, named from a hash of
the Django session key). Close sends one "chat.stop" to the group: each socket answering a
turn stops it as its Stop button would (what was streamed is saved, marked stopped, and
recorded). Close then waits, bounded by CLOSE_WAIT_SECONDS, until the visit has no turn in
flight: every signed-in turn holds an `ActiveTurn` row in the shared database from its
start until its record has landed (`assistant.visits`), so Close knows exactly which turns
it waits for, on whatever replica and however slowly that replica's socket hears the stop.
Only then does Close end the Agent Memory session (issue 13 item 3). Nothing about a turn
in progress lives in one process.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer

from assistant import visits
from assistant.chat.turn_state import Chat

logger = logging.getLogger("assistant.consumers")

STOP = "chat.stop"
# Close waits at most this long for a turn's record before ending the session anyway.
CLOSE_WAIT_SECONDS = 10.0
POLL_SECONDS = 0.05


def chat_group(session_key: str | None) -> str:
    """The channel-layer group of the visit's panel sockets (a valid group name: ASCII,
    under 100 characters)."""
    return f"assistant.chat.{visits.visit_key(session_key)[:40]}"


async def stop_chat(session_key: str | None, *, wait: float) -> bool:
    """Stop the visit's turns on every replica and wait, at most `wait` seconds, until their
    records have landed. True when none is left in flight. Never raises: a failing channel
    layer or database is logged, and Close goes on."""
    if not session_key:
        return True
    layer = get_channel_layer()
    try:
        if layer is not None:
            await layer.group_send(chat_group(session_key), {"type": STOP})
    except Exception:
        logger.exception("Close could not reach the panel sockets through the channel layer")
    loop = asyncio.get_running_loop()
    deadline = loop.time() + wait
    try:
        while in_flight := await database_sync_to_async(visits.turns_in_flight)(session_key):
            if loop.time() >= deadline:
                logger.warning(
                    "Close: %d turn(s) did not record within %.0f s; ending the session anyway",
                    in_flight,
                    wait,
                )
                return False
            await asyncio.sleep(POLL_SECONDS)
    except Exception:
        logger.exception("Close could not tell whether a turn is still recording")
        return False
    return True


class StopListener:
    """The panel socket's side of Close (mixed into the consumer): its visit's group and
    "chat.stop". Expects the consumer's `chat`, `stop()`, `channel_layer`, `channel_name`,
    and `group` set before `_join_group()`."""

    chat: Chat
    group: str = ""
    channel_layer: Any
    channel_name: str

    async def stop(self) -> None:  # the consumer's Stop button
        raise NotImplementedError

    async def _join_group(self) -> None:
        """Join (again) the visit's group: on connect, then every turn, so the membership
        outlives a Redis restart and never expires while the socket lives. A failing layer
        is logged only: the socket works on, Close just cannot stop it (it still waits for
        the turn's record)."""
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
        """ "chat.stop" from Close, on whichever replica: stop the turn in progress as Stop
        would; its record follows, and Close waits for it (`stop_chat`)."""
        if self.chat.busy:
            self.chat.closing = True
        await self.stop()
