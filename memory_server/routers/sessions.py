"""Session routes (contract §1.2 "Sessions")."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from memory_server.dependencies import StoreDep
from memory_server.rendering import render_session
from memory_server.routers.users import MAX_OFFSET
from memory_server.schemas import CreateSessionRequest, UpdateSessionRequest

router = APIRouter(prefix="/users/{user_id}/sessions", tags=["sessions"])


@router.post("", status_code=201)
def create_session(user_id: str, body: CreateSessionRequest, store: StoreDep) -> dict[str, Any]:
    """Create a session: 201 `Session` with `blocks_ttl` echoed; 409 when it exists."""
    return render_session(
        store.create_session(
            user_id, body.session_id, body.annotations, body.metadata, body.memory_blocks_ttl
        )
    )


@router.get("")
def list_sessions(
    user_id: str,
    store: StoreDep,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
) -> dict[str, Any]:
    """A page of the user's sessions, oldest first."""
    sessions, total = store.list_sessions(user_id, limit, offset)
    return {
        "sessions": [render_session(s) for s in sessions],
        "count": len(sessions),
        "total": total,
        "limit": limit,
        "offset": offset,
    }


@router.get("/{session_id}")
def get_session(user_id: str, session_id: str, store: StoreDep) -> dict[str, Any]:
    """One session; 404."""
    return render_session(store.get_session(user_id, session_id))


@router.put("/{session_id}")
def update_session(
    user_id: str, session_id: str, body: UpdateSessionRequest, store: StoreDep
) -> dict[str, Any]:
    """Replace annotations and/or metadata (omitted fields kept)."""
    return render_session(
        store.update_session(user_id, session_id, body.annotations, body.metadata)
    )


@router.delete("/{session_id}", status_code=204)
def delete_session(user_id: str, session_id: str, store: StoreDep) -> Response:
    """Delete a session and its blocks: 204."""
    store.delete_session(user_id, session_id)
    return Response(status_code=204)


@router.post("/{session_id}/end")
def end_session(user_id: str, session_id: str, store: StoreDep) -> dict[str, Any]:
    """End a session (read-only afterwards); 400 SESSION_ALREADY_ENDED the second time."""
    return render_session(store.end_session(user_id, session_id))
