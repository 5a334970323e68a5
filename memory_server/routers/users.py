"""User routes (contract §1.2 "Users")."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from memory_server import services
from memory_server.dependencies import State, StoreDep
from memory_server.errors import ApiError
from memory_server.schemas import (
    CreateUserRequest,
    ModifyTTLRequest,
    UpdateUserRequest,
)

router = APIRouter(prefix="/users", tags=["users"])

MAX_OFFSET = 1_000_000_000


@router.post("", status_code=201)
def create_user(body: CreateUserRequest, store: StoreDep) -> dict[str, Any]:
    """Create a user: 201 `User`; 409 when the id exists."""
    return store.create_user(body.user_id, body.name, body.metadata)


@router.get("")
def list_users(
    store: StoreDep,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
    name: Annotated[str | None, Query(min_length=1)] = None,
    metadata: Annotated[list[str] | None, Query()] = None,
) -> dict[str, Any]:
    """A page of users filtered by exact name and `metadata=key=value` pairs."""
    filters: dict[str, str] = {}
    for item in metadata or []:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise ApiError(422, "VALIDATION_ERROR", f"metadata filter {item!r} must be key=value")
        filters[key] = value
    users, total = store.list_users(name, filters, limit, offset)
    return {"users": users, "count": len(users), "total": total, "limit": limit, "offset": offset}


@router.get("/{user_id}")
def get_user(user_id: str, store: StoreDep) -> dict[str, Any]:
    """One user; 404 USER_NOT_FOUND."""
    return store.get_user(user_id)


@router.put("/{user_id}")
def update_user(user_id: str, body: UpdateUserRequest, store: StoreDep) -> dict[str, Any]:
    """Update name and/or metadata."""
    return store.update_user(user_id, body.name, body.metadata)


@router.delete("/{user_id}", status_code=204)
def delete_user(user_id: str, store: StoreDep) -> Response:
    """Delete a user with every session and block: 204."""
    store.delete_user(user_id)
    return Response(status_code=204)


@router.put("/{user_id}/ttl")
def modify_ttl(user_id: str, body: ModifyTTLRequest, state: State) -> dict[str, Any]:
    """Re-stamp expiry (now + new_ttl, 0 = never) at user, session or block scope."""
    return services.modify_ttl(state, user_id, body)
