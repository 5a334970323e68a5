"""The rules of writing memory blocks: add, update, TTL and delete (contract §1.4-§1.6).

Routers validate the body and hand it here with the server state. Profile differences
(`ServerSettings.profile`, issue 14) that concern writes live here too:

- embedding: "observed" embeds inside the write request; "documented" embeds async writes in
  the background (the worker), so such a block is not searchable until it is embedded, and
  embeds nothing at all when AGENTMEMORY_EXTRACT_SEMANTIC is false;
- ended sessions: "observed" lets `modify_ttl` and `delete_memory` change them; "documented"
  refuses every modification with 400 SESSION_ALREADY_ENDED.
"""

from __future__ import annotations

import math
import sqlite3
import uuid
from typing import Any

from memory_server.errors import ApiError
from memory_server.rendering import render_block
from memory_server.schemas import (
    AddMemoryRequest,
    DeleteMemoryRequest,
    ModifyTTLRequest,
    UpdateMemoryRequest,
    iso_to_epoch,
)
from memory_server.state import ServerState

QUEUE_FULL_RETRY_AFTER_SECONDS = 1


def approx_tokens(text: str) -> int:
    """Approximate token count: one token per 4 characters, at least one per word."""
    return max(math.ceil(len(text) / 4), len(text.split()))


def block_text(kind: str, user: str | None, assistant: str | None, fact: str | None) -> str:
    """The text a block is embedded from."""
    if kind == "fact":
        return fact or ""
    return "\n".join(part for part in (user, assistant) if part)


def queue_full(state: ServerState) -> ApiError:
    """429 QUEUE_FULL with Retry-After (contract §1.4)."""
    return ApiError(
        429,
        "QUEUE_FULL",
        f"The processing queue is full ({state.settings.queue_max_size} blocks); retry later",
        {"retry_after_seconds": QUEUE_FULL_RETRY_AFTER_SECONDS, "service": "database"},
        {"Retry-After": str(QUEUE_FULL_RETRY_AFTER_SECONDS)},
    )


def _expiry(now: float, ttl: int | None) -> float | None:
    return None if not ttl else now + ttl


def _wants_extraction(state: ServerState, context_required: bool | None) -> bool:
    return state.settings.extract_semantic if context_required is None else context_required


def _embeds(state: ServerState) -> bool:
    """False under the documented profile with extraction off: no embeddings at all."""
    return not (state.settings.documented and not state.settings.extract_semantic)


def _resolve_prompt(
    state: ServerState, prompt_id: str | None, prompt_vid: int | None, extract: bool
) -> tuple[str | None, int | None]:
    if prompt_id is None:
        return None, None
    if not extract:
        raise ApiError(
            400,
            "PROMPT_EXTRACTION_DISABLED",
            "A prompt reference needs semantic extraction, which is off for this call",
        )
    return state.prompts.resolve(prompt_id, prompt_vid)


def add_memory(
    state: ServerState, user_id: str, session_id: str, body: AddMemoryRequest
) -> dict[str, Any]:
    """Add one block per message or fact: the `AddMemoryResponse` dict, `block_ids` in input
    order, blocks over the token limit listed in `rejected_details` (a list). Raises ApiError:
    404 user/session/prompt, 400 SESSION_ALREADY_ENDED / PROMPT_EXTRACTION_DISABLED, 409
    archived prompt, 429 QUEUE_FULL, 503 EMBEDDING_UNAVAILABLE."""
    settings, store = state.settings, state.store
    session = store.require_open_session(user_id, session_id)
    extract = _wants_extraction(state, body.context_required)
    prompt_id, prompt_vid = _resolve_prompt(state, body.prompt_id, body.prompt_vid, extract)
    if body.messages:
        items = [("message", m.user_content, m.assistant_content, None) for m in body.messages]
    else:
        items = [("fact", None, None, f) for f in body.facts or []]
    limit = settings.per_request_token_limit
    accepted, rejected = [], []
    for i, item in enumerate(items):
        tokens = approx_tokens(block_text(*item))
        if tokens > limit:
            rejected.append(
                {
                    "input_index": i,
                    "actual_tokens": tokens,
                    "per_request_token_limit": limit,
                    "reason": f"block is about {tokens} tokens, over the limit of {limit}",
                }
            )
        else:
            accepted.append(item)
    embeds = _embeds(state)
    background_embedding = embeds and settings.documented and body.async_processing
    queue = body.async_processing and (extract or background_embedding)
    if queue and accepted and not state.worker.has_room(len(accepted)):
        raise queue_full(state)
    vectors = None
    if accepted and embeds and not background_embedding:
        vectors = state.embed_blocks([block_text(*item) for item in accepted])
    now = settings.now()
    ttl = next(
        t
        for t in (body.memory_block_ttl, session["blocks_ttl"], settings.memory_block_ttl, 0)
        if t is not None
    )
    created = iso_to_epoch(body.created_at) if body.created_at else now
    processing = extract or background_embedding
    rows = [
        {
            "block_id": uuid.uuid4().hex,
            "user_id": user_id,
            "session_id": session_id,
            "kind": kind,
            "user_content": user,
            "assistant_content": assistant,
            "fact": fact,
            "ingested_at": now,
            "created_at": created,
            "last_queued_at": now if processing else None,
            "fail_count": 0,
            "annotations": body.annotations,
            "summary": None,
            "contexts": None,
            "status": "processing" if processing else "ready",
            "context_required": int(extract),
            "prompt_id": prompt_id,
            "prompt_vid": prompt_vid,
            "expires_at": _expiry(now, ttl),
        }
        for kind, user, assistant, fact in accepted
    ]
    if rows:
        try:
            store.insert_blocks(rows, vectors)
        except sqlite3.IntegrityError as exc:  # the session vanished meanwhile
            raise ApiError(404, "SESSION_NOT_FOUND", f"Session '{session_id}' not found") from exc
    ids = [r["block_id"] for r in rows]
    if processing and ids:
        if body.async_processing:
            state.worker.enqueue(ids)
        else:
            for block_id in ids:
                state.worker.extract_now(block_id)
    return {
        "message": f"Accepted {len(ids)} memory block(s)"
        + (f", rejected {len(rejected)}" if rejected else ""),
        "accepted_count": len(ids),
        "block_ids": ids,
        "rejected_count": len(rejected),
        "rejected_details": rejected or None,
    }


def update_memory(
    state: ServerState, user_id: str, session_id: str, block_id: str, body: UpdateMemoryRequest
) -> dict[str, Any]:
    """Update one block (contract §1.6): annotations overwrite, new content re-embeds and
    re-extracts, `memory_block_ttl` re-stamps expiry from now, `prompt_id="default"` clears
    the prompt stamp. Returns the `UpdateMemoryResponse` dict. Raises ApiError: 404, 400
    SESSION_ALREADY_ENDED / TOKEN_LIMIT_EXCEEDED, the configured status (500 or 409) for a
    block still processing, 500 CONTENT_TYPE_CHANGE_NOT_ALLOWED, 429, 503."""
    settings, store = state.settings, state.store
    store.require_open_session(user_id, session_id)
    row = store.get_block(user_id, session_id, block_id)
    if row is None:
        raise ApiError(404, "BLOCK_NOT_FOUND", f"Memory block '{block_id}' not found")
    if row["status"] == "processing":
        status = settings.processing_conflict_status
        headers = {"Retry-After": "1"} if status in (409, 429, 503) else {}
        raise ApiError(
            status,
            "BLOCK_PROCESSING",
            "Memory block is currently being processed",
            {"retry_after_seconds": 1} if headers else {},
            headers,
        )
    if (body.message is not None and row["kind"] == "fact") or (
        body.fact is not None and row["kind"] == "message"
    ):
        raise ApiError(
            500,
            "CONTENT_TYPE_CHANGE_NOT_ALLOWED",
            f"A {row['kind']} block cannot be switched to another content type",
        )
    extract = _wants_extraction(state, body.context_required)
    now = settings.now()
    changes: dict[str, Any] = {}
    if body.prompt_id == "default":
        changes["prompt_id"] = None
        changes["prompt_vid"] = None
    elif body.prompt_id is not None:
        changes["prompt_id"], changes["prompt_vid"] = _resolve_prompt(
            state, body.prompt_id, body.prompt_vid, extract
        )
    vector = None
    if body.annotations is not None:
        changes["annotations"] = body.annotations
    if body.memory_block_ttl is not None:
        changes["expires_at"] = _expiry(now, body.memory_block_ttl)
    new_content = body.message is not None or body.fact is not None
    if body.message is not None:
        changes["user_content"] = body.message.user_content
        changes["assistant_content"] = body.message.assistant_content
    if body.fact is not None:
        changes["fact"] = body.fact
    retry_failed = row["status"] == "extraction_failed" and body.async_processing and extract
    if new_content:
        text = block_text(
            row["kind"],
            changes.get("user_content"),
            changes.get("assistant_content"),
            changes.get("fact"),
        )
        tokens = approx_tokens(text)
        if tokens > settings.per_request_token_limit:
            raise ApiError(
                400,
                "TOKEN_LIMIT_EXCEEDED",
                f"Block is about {tokens} tokens, over the limit of "
                f"{settings.per_request_token_limit}",
                {
                    "actual_tokens": tokens,
                    "per_request_token_limit": settings.per_request_token_limit,
                },
            )
        if _embeds(state):
            vector = state.embed_blocks([text])[0]
        changes.update(summary=None, contexts=None, context_required=int(extract))
    if (new_content and extract) or retry_failed:
        if body.async_processing and not state.worker.has_room(1):
            raise queue_full(state)
        changes.update(status="processing", fail_count=0, last_queued_at=now)
    elif new_content:
        changes["status"] = "ready"
    if changes:
        updated = store.update_block(block_id, changes, vector)
        if updated is None:
            raise ApiError(404, "BLOCK_NOT_FOUND", f"Memory block '{block_id}' not found")
        if updated["status"] == "processing":
            if body.async_processing:
                state.worker.enqueue([block_id])
            else:
                state.worker.extract_now(block_id)
    row = store.get_block_by_id(block_id) or row
    return {"message": "Memory block updated successfully", "block": render_block(row)}


def _refuse_if_ended(state: ServerState, user_id: str, session_id: str) -> None:
    """Documented profile: an ended session's blocks cannot be modified (contract §1.2)."""
    if state.settings.documented:
        state.store.require_open_session(user_id, session_id)


def modify_ttl(state: ServerState, user_id: str, body: ModifyTTLRequest) -> dict[str, Any]:
    """Re-stamp expiry (now + new_ttl, 0 = never) at user, session or block scope. Under the
    documented profile a session scope on an ended session answers 400, and the user scope
    leaves ended sessions' blocks as they are."""
    if body.session_id is not None:
        _refuse_if_ended(state, user_id, body.session_id)
    count = state.store.modify_ttl(
        user_id,
        body.session_id,
        body.block_ids,
        body.new_ttl,
        open_sessions_only=state.settings.documented,
    )
    return {
        "message": f"TTL set to {body.new_ttl}s on {count} memory block(s)",
        "updated_count": count,
    }


def delete_memory(
    state: ServerState, user_id: str, session_id: str, body: DeleteMemoryRequest
) -> dict[str, Any]:
    """Delete listed blocks or "all" of this session; blocks already gone count as deleted, so
    a retry is safe. Ended sessions: allowed under "observed" (the Hermes plug-in relies on
    it), 400 SESSION_ALREADY_ENDED under "documented"."""
    state.store.get_session(user_id, session_id)
    _refuse_if_ended(state, user_id, session_id)
    deleted = state.store.delete_blocks(user_id, session_id, body.block_ids)
    count = deleted if body.block_ids == "all" else len(set(body.block_ids))
    return {"deleted_count": count, "failed_count": 0, "failed_block_ids": []}
