"""Dependencies the routers take through `Depends` (FastAPI's "bigger applications" layout).

`create_app` puts one `ServerState` on `app.state.server`; routes ask for it, or for its store
or settings, with the annotated types below instead of closing over them.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from memory_server.settings import ServerSettings
from memory_server.state import ServerState
from memory_server.storage import Store


def get_state(request: Request) -> ServerState:
    """The running server's parts (settings, store, embedder, worker, prompts)."""
    return request.app.state.server


def get_store(request: Request) -> Store:
    """The server's SQLite store."""
    return request.app.state.server.store


def get_settings(request: Request) -> ServerSettings:
    """The server's live settings (knobs are read per request)."""
    return request.app.state.server.settings


State = Annotated[ServerState, Depends(get_state)]
StoreDep = Annotated[Store, Depends(get_store)]
Settings = Annotated[ServerSettings, Depends(get_settings)]
