"""Rendering of store rows as the API's models, in one place (contract §1.1).

The store keeps times as Unix seconds; the API answers ISO 8601 UTC strings. A stored time that
no longer renders (out of `datetime`'s range, NaN, written by an older build that did not
validate it, issue 12 item 1) renders as null instead of failing every read of its user.
"""

from __future__ import annotations

import logging
import math
from datetime import UTC, datetime
from typing import Any

log = logging.getLogger("memory_server")


def iso(ts: float | None) -> str | None:
    """Unix seconds -> ISO 8601 UTC string. None, NaN and out-of-range values -> None."""
    if ts is None:
        return None
    try:
        if not math.isfinite(ts):
            raise ValueError("not finite")
        return datetime.fromtimestamp(ts, UTC).isoformat()
    except (OverflowError, OSError, ValueError, TypeError):
        log.warning("stored time %r cannot be rendered; answering null", ts)
        return None


def render_block(row: dict[str, Any], score: float | None = None) -> dict[str, Any]:
    """A store row -> the API's `MemoryBlock` (`rel_score` only on semantic results)."""
    is_message = row["kind"] == "message"
    return {
        "block_id": row["block_id"],
        "user_id": row["user_id"],
        "session_id": row["session_id"],
        "message": (
            {
                "user_content": row["user_content"] or "",
                "assistant_content": row["assistant_content"] or "",
            }
            if is_message
            else None
        ),
        "fact": None if is_message else row["fact"],
        # ingested_at is required by the SDK model: the server's own clock wrote it.
        "ingested_at": iso(row["ingested_at"]) or iso(0),
        "created_at": iso(row["created_at"]),
        "last_queued_at": iso(row["last_queued_at"]),
        "fail_count": row["fail_count"] or 0,
        "annotations": row["annotations"],
        "summary": row["summary"],
        "contexts": row["contexts"],
        "status": row["status"],
        "rel_score": score,
        "prompt_id": row["prompt_id"],
        "prompt_vid": row["prompt_vid"],
    }


def render_session(session: dict[str, Any]) -> dict[str, Any]:
    """A store session -> the API's `Session`."""
    return {
        **session,
        "start_time": iso(session["start_time"]) or iso(0),
        "end_time": iso(session["end_time"]),
    }


def render_prompt(head: dict[str, Any]) -> dict[str, Any]:
    """A stored prompt head -> the API's `Prompt` (SDK models.Prompt)."""
    return {
        "prompt_id": head["prompt_id"],
        "prompt": head["prompt"],
        "description": head["description"],
        "annotations": head["annotations"],
        "current_vid": head["current_vid"],
        "version_count": head["version_count"],
        "last_updated_at": iso(head["last_updated_at"]),
        "archived": head["archived"],
    }


def render_prompt_version(version: dict[str, Any]) -> dict[str, Any]:
    """A stored prompt version -> the API's `PromptVersion` (SDK models.PromptVersion)."""
    return {
        "prompt_id": version["prompt_id"],
        "vid": version["vid"],
        "prompt": version["prompt"],
        "updated_at": iso(version["updated_at"]),
        "archived": version["archived"],
        "is_current": version["is_current"],
    }
