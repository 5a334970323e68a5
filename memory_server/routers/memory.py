"""Memory block routes: add, update, search, delete, list (contract §1.2-§1.4)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Query

from memory_server import services
from memory_server.dependencies import State, StoreDep
from memory_server.errors import ApiError
from memory_server.rendering import render_block
from memory_server.routers.users import MAX_OFFSET
from memory_server.schemas import (
    AddMemoryRequest,
    DeleteMemoryRequest,
    FilterOptionsIn,
    SearchRequest,
    UpdateMemoryRequest,
    iso_to_epoch,
)

router = APIRouter(tags=["memory"])
SESSION = "/users/{user_id}/sessions/{session_id}"


def _epoch(value: str | None) -> float | None:
    return iso_to_epoch(value) if value else None


@router.post(SESSION + "/memory", status_code=201)
def add_memory(user_id: str, session_id: str, body: AddMemoryRequest, state: State):
    """Add one block per message or fact (contract §1.4): 201 with `block_ids` in input order;
    blocks over the token limit are listed in `rejected_details`."""
    return services.add_memory(state, user_id, session_id, body)


@router.put(SESSION + "/memory/{block_id}")
def update_memory(
    user_id: str, session_id: str, block_id: str, body: UpdateMemoryRequest, state: State
) -> dict[str, Any]:
    """Update one block (contract §1.6)."""
    return services.update_memory(state, user_id, session_id, block_id, body)


@router.post(SESSION + "/memory/search")
def search_memory(
    user_id: str,
    session_id: str,
    state: State,
    body: Annotated[SearchRequest | None, Body()] = None,
) -> dict[str, Any]:
    """Semantic search with `query` (top `relevant_k` with `rel_score`), else every matching
    block (contract §1.3). Scope: this session unless `filters.session_ids` says otherwise.

    Profiles (issue 14): "observed" returns blocks whatever their status and answers
    filter-only searches without the embedder; "documented" returns `ready` blocks only,
    answers every search 503 while the embedder is down, and finds nothing semantically when
    AGENTMEMORY_EXTRACT_SEMANTIC is false (no embeddings are made).
    """
    settings = state.settings
    state.store.get_session(user_id, session_id)
    body = body or SearchRequest()
    f = body.filters or FilterOptionsIn()
    if settings.documented:
        state.require_embedder()
        if body.query and not settings.extract_semantic:
            return {"memory_blocks": [], "count": 0}
    if f.session_ids is None:
        scope: list[str] | None = [session_id]
    elif f.session_ids == "all":
        scope = None
    else:
        scope = list(f.session_ids)
    query_vector = state.embed_query(body.query) if body.query else None
    hits = state.store.search(
        user_id,
        session_ids=scope,
        block_ids=f.block_ids,
        start=_epoch(f.start_time),
        end=_epoch(f.end_time),
        created_start=_epoch(f.created_start_time),
        created_end=_epoch(f.created_end_time),
        ready_only=not settings.include_unready,
        annotations=f.annotations or None,
        annotation_mode=f.annotation_filter_mode,
        prompt_id=f.prompt_id,
        prompt_vid=f.prompt_vid,
        query_vector=query_vector,
        k=f.relevant_k or 10,
        order_by=f.order_by or "ingested_at",
    )
    blocks = [render_block(row, score) for row, score in hits]
    return {"memory_blocks": blocks, "count": len(blocks)}


@router.delete(SESSION + "/memory")
def delete_memory(
    user_id: str, session_id: str, body: DeleteMemoryRequest, state: State
) -> dict[str, Any]:
    """Delete listed blocks or "all" of this session; a retry is safe."""
    return services.delete_memory(state, user_id, session_id, body)


@router.get("/users/{user_id}/memory")
def list_memories(
    user_id: str,
    store: StoreDep,
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
    offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
    order_by: Literal["ingested_at", "created_at"] = "ingested_at",
    session_ids: str | None = None,
) -> dict[str, Any]:
    """A page of the user's blocks, newest first; `session_ids` comma-separated or "all"
    (absent = every session). 404 for an unknown user. Lists every status."""
    scope: list[str] | None = None
    if session_ids is not None and session_ids.strip().lower() != "all":
        scope = [s.strip() for s in session_ids.split(",") if s.strip()]
        if not scope:
            raise ApiError(422, "VALIDATION_ERROR", "session_ids must not be blank")
    rows, total = store.list_blocks(user_id, scope, limit, offset, order_by)
    return {
        "memory_blocks": [render_block(r) for r in rows],
        "count": len(rows),
        "total": total,
        "limit": limit,
        "offset": offset,
    }
