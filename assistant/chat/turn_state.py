"""What a chat and its turns hold (issue 13 "Structure"): `Chat`, one panel socket's state
across turns; `TurnState`, everything one turn learns; and `keep`, which holds the background
tasks they start. Below both `turn` (which fills them) and `record` (which reads them), so
neither imports the other back (issue 21 item 1).
"""

from __future__ import annotations

import asyncio
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from assistant.agent import AgentResult
from assistant.rendering import StreamRenderer

# Replies and their background work (turn record, fact judge, turn log) can outlive the socket;
# keep references so the tasks are not garbage-collected mid-flight.
background: set[asyncio.Task] = set()


def keep(task: asyncio.Task) -> asyncio.Task:
    """Hold a reference to `task` until it is done (see `background`)."""
    background.add(task)
    task.add_done_callback(background.discard)
    return task


@dataclass
class Chat:
    """One panel socket's state across turns."""

    session_key: str | None
    ensured_user: str = ""
    checked_session: Any = None  # the MemorySession this socket last checked (M2.4)
    generation: int = 0  # the visit's chat generation the check belongs to (issue 20 item 2)
    pending_record: asyncio.Task | None = None
    stopping: bool = False  # the reply in progress was cancelled by Stop (not a disconnect)
    closing: bool = False  # ... by Close, from any replica (issue 20 item 2)
    busy: bool = False  # a reply is in progress: from the message until its final fragment
    latest_turn: str = ""  # the key of the newest turn: only its record may set the mode line


@dataclass
class TurnState:
    """Everything one turn learns, for the panel, the record step and the turn log."""

    message: str
    session_id: str
    turn_count: int
    page_sku: str = ""  # the product page's SKU: as sent, then "" unless a product has it
    generation: int = 0  # the visit's chat generation this turn began in (VisitChat)
    key: str = field(default_factory=lambda: secrets.token_hex(8))
    started: float = field(default_factory=time.monotonic)
    shopper: Any = None
    memory_session: Any = None
    recall_ms: int | None = None
    recall_counts: dict[str, int] = field(default_factory=dict)
    recall_summary: dict[str, Any] | None = None  # memory.recall_summary, None: not recalled
    memory_suffix: str = ""  # the exact memory_context() sent to the model (M8)
    show_recall: bool = False  # the presenter's "What was recalled" is on, for a shopper
    agent: AgentResult = field(default_factory=AgentResult)
    stream: StreamRenderer = field(default_factory=StreamRenderer)
    last_frame: float = 0.0
    answer: str = ""
    error: str = ""
    stopped: bool = False
    # The demo controls this chat runs with (date, retention, start day), for the locked strip.
    controls: dict[str, Any] = field(default_factory=dict)
    # The session check, which may outlive the read budget (the record then awaits it).
    pending_session: asyncio.Task | None = None
    finished: bool = False  # the final fragment is being sent: too late to stop

    @property
    def reply_id(self) -> str:
        return f"assistant-reply-{self.key}"
