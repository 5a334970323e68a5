"""The prompts API (Agent Memory 1.1): every `/prompts` route the SDK calls, with the SDK's
paging limits (default 100, at most 1000) and version semantics (`memory_server.prompts`)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from memory_server.dependencies import State
from memory_server.errors import ApiError
from memory_server.rendering import render_prompt, render_prompt_version
from memory_server.routers.users import MAX_OFFSET
from memory_server.schemas import CreatePromptRequest, UpdatePromptRequest

router = APIRouter(prefix="/prompts", tags=["prompts"])

Limit = Annotated[int, Query(ge=1, le=1000)]
Offset = Annotated[int, Query(ge=0, le=MAX_OFFSET)]


def _vid_or_all(vid: str) -> int | str:
    """`vid` query value: "all" or a whole number >= 0; 422 otherwise."""
    if vid == "all":
        return vid
    if vid.isascii() and vid.isdigit() and len(vid) <= 12:
        return int(vid)
    raise ApiError(422, "VALIDATION_ERROR", "vid must be 'all' or an integer >= 0")


@router.post("", status_code=201)
def create_prompt(body: CreatePromptRequest, state: State) -> dict[str, Any]:
    """Register a prompt at version 0: 201 `Prompt`; 409 when the id exists or is archived."""
    return render_prompt(
        state.prompts.create(body.prompt_id, body.prompt, body.description, body.annotations)
    )


@router.get("")
def list_prompts(state: State, limit: Limit = 100, offset: Offset = 0) -> dict[str, Any]:
    """A page of prompts: `{prompts, count, total, limit, offset}`."""
    heads, total = state.prompts.list(limit, offset)
    return {
        "prompts": [render_prompt(h) for h in heads],
        "count": len(heads),
        "total": total,
        "limit": limit,
        "offset": offset,
    }


@router.get("/{prompt_id}")
def get_prompt(
    prompt_id: str,
    state: State,
    vid: Annotated[int | None, Query(ge=0, le=2**31)] = None,
) -> dict[str, Any]:
    """The prompt's head (`Prompt`), or with `vid` that version (`PromptVersion`); 404."""
    if vid is None:
        return render_prompt(state.prompts.get(prompt_id))
    return render_prompt_version(state.prompts.get_version(prompt_id, vid))


@router.put("/{prompt_id}")
def update_prompt(prompt_id: str, body: UpdatePromptRequest, state: State) -> dict[str, Any]:
    """A new `prompt` text makes a new current version; description and annotations are the
    head's. 404; 409 when archived."""
    return render_prompt(
        state.prompts.update(prompt_id, body.prompt, body.description, body.annotations)
    )


@router.get("/{prompt_id}/versions")
def list_prompt_versions(
    prompt_id: str, state: State, limit: Limit = 100, offset: Offset = 0
) -> dict[str, Any]:
    """A page of the prompt's versions, oldest first: `{versions, count, total, limit,
    offset}`; 404."""
    versions, total = state.prompts.versions(prompt_id, limit, offset)
    return {
        "versions": [render_prompt_version(v) for v in versions],
        "count": len(versions),
        "total": total,
        "limit": limit,
        "offset": offset,
    }


@router.put("/{prompt_id}/archive")
def archive_prompt(prompt_id: str, state: State, vid: Annotated[str, Query()]) -> dict[str, Any]:
    """Soft delete: `vid=all` archives the prompt (its id stays reserved), `vid=n` one
    version. 404; 409 when already archived."""
    value = _vid_or_all(vid)
    state.prompts.archive(prompt_id, value)
    return {"message": f"Archived prompt '{prompt_id}' (vid={value})"}


@router.delete("/{prompt_id}")
def purge_prompt(prompt_id: str, state: State, vid: Annotated[str, Query()]) -> dict[str, Any]:
    """Hard delete: `vid=all` removes the prompt and frees its id, `vid=n` one version. 404;
    409 when `vid` is the current version."""
    value = _vid_or_all(vid)
    state.prompts.purge(prompt_id, value)
    return {"message": f"Purged prompt '{prompt_id}' (vid={value})"}
