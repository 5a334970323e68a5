"""The panel's websocket frames: decoding and validation at the edge (issue 5 item 2, issue 12
items 3 and 4).

A frame from the panel is JSON sent by htmx `ws-send`:
    {"message": str, "session_id": str, "turn_count": str | int, "page_sku": str,
     "HEADERS": {...}}
or, from the Stop button, {"action": "stop", ...}. HEADERS is ignored.

Every way a frame can be wrong ends in `FrameError`, whose message the panel shows; nothing
here lets an exception reach the consumer, so a bad frame never closes the socket.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from typing import Any

from assistant.panel import MAX_MESSAGE_CHARS
from assistant.text import clean_text
from shop.catalogue_record import SKU_RE

logger = logging.getLogger("assistant.consumers")

UNREADABLE = "That message could not be read. Please try again."
SESSION_ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{0,64}$")
# ASCII digits only: str.isdigit() accepts "²" and other digits int() refuses (issue 12 item 3).
TURN_COUNT_PATTERN = re.compile(r"^[0-9]{1,9}$")

MAX_TURN_COUNT = 100_000
# A chat frame is a 2000-character message plus a few short fields and htmx's headers; JSON
# escapes can make each character up to 12 bytes. Anything larger is refused before decoding.
MAX_FRAME_CHARS = 64_000


class FrameError(ValueError):
    """A refused frame: its message is shown in the panel; `reason` says for the log what was
    wrong with it (the panel's message is the same for every frame the panel could not have
    sent, and names nothing of its content)."""

    def __init__(self, message: str, reason: str = "") -> None:
        super().__init__(message)
        self.reason = reason or message


@dataclass
class Frame:
    """A validated chat frame."""

    message: str
    session_id: str
    turn_count: int
    page_sku: str = ""  # the product page's SKU as the panel sent it: not yet checked to exist


def parse_frame(text_data: str | None) -> dict[str, Any]:
    """Decode a frame into a dict. Raises FrameError for an empty, oversized, non-JSON,
    too deeply nested, or non-object frame, and for numbers past Python's digit limit."""
    if not text_data:
        raise FrameError(UNREADABLE, "an empty frame")
    if len(text_data) > MAX_FRAME_CHARS:
        raise FrameError(UNREADABLE, f"a frame of {len(text_data)} characters")
    try:
        data = json.loads(text_data)
    except (ValueError, RecursionError) as exc:
        # ValueError covers JSONDecodeError and an integer past sys.get_int_max_str_digits();
        # RecursionError, arrays or objects nested deeper than the interpreter's stack.
        raise FrameError(UNREADABLE, f"not JSON ({type(exc).__name__})") from exc
    if not isinstance(data, dict):
        raise FrameError(UNREADABLE, f"a JSON {type(data).__name__}, not an object")
    return data


def _turn_count(value: Any) -> int:
    if isinstance(value, str):
        value = value.strip() or "0"
        if not TURN_COUNT_PATTERN.match(value):
            raise FrameError(UNREADABLE, f"turn_count {value[:20]!r} is not a count")
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise FrameError(UNREADABLE, f"turn_count is {type(value).__name__} {value!r:.20}")
    return min(value, MAX_TURN_COUNT)


def validate_chat(data: dict[str, Any]) -> Frame:
    """Check a chat frame's fields; raises FrameError with a message for the panel.

    message: non-blank string of at most 2000 characters, lone surrogates replaced with U+FFFD
    as a browser's own encoder does (issue 12 item 4); session_id: "" or a plausible Agent
    Memory id (anything else starts a new session, M2.4); turn_count: a non-negative integer,
    as a number or a string of ASCII digits, capped at MAX_TURN_COUNT (M6.1); page_sku:
    "" or a plausible SKU (anything else is ignored, logged: issue 19 item 4).
    """
    message = data.get("message", "")
    session_id = data.get("session_id", "")
    for name, value in (("message", message), ("session_id", session_id)):
        if not isinstance(value, str):
            raise FrameError(UNREADABLE, f"{name} is {type(value).__name__}, not text")
    turn_count = _turn_count(data.get("turn_count", 0))
    message = clean_text(message, where="panel message").strip()
    if not message:
        raise FrameError("Type a message first.")
    if len(message) > MAX_MESSAGE_CHARS:
        raise FrameError(
            f"Messages are limited to {MAX_MESSAGE_CHARS} characters; "
            f"yours has {len(message)}. Please shorten it."
        )
    session_id = session_id.strip()
    if not SESSION_ID_PATTERN.match(session_id):
        logger.warning("Ignoring a malformed session id from the panel: %r", session_id[:80])
        session_id = ""
    return Frame(
        message=message,
        session_id=session_id,
        turn_count=turn_count,
        page_sku=_page_sku(data.get("page_sku", "")),
    )


def _page_sku(value: Any) -> str:
    """The page's SKU if it looks like one, else "" (logged): a bad one costs the shopper
    nothing but the page context (issue 19 item 4). Whether the product exists is the
    turn's check (`assistant.chat.turn`)."""
    if not isinstance(value, str):
        logger.warning("Ignoring a page SKU that is not text: %r", type(value).__name__)
        return ""
    value = value.strip()
    if value and not SKU_RE.match(value):  # the importer's rule: no product has it
        logger.warning("Ignoring a malformed page SKU from the panel: %r", value[:80])
        return ""
    return value
