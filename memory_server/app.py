"""The FastAPI application: every route the Agent Memory 1.1 SDK calls (contract §1.2).

`create_app(settings)` builds one server and wires its parts, following FastAPI's "bigger
applications" layout:

- `state.ServerState`: store, prompt registry, embedder, extractor, background worker;
- `dependencies`: how routes get the state, store and settings (`Depends`);
- `routers/`: one `APIRouter` per resource (health, users, sessions, memory, prompts);
- `services`: the rules of adding, updating, re-stamping and deleting blocks;
- `rendering`: store rows -> the API's models, in one place;
- `middleware`: request limits, the test knobs, the last-resort 500.

Handlers are plain `def` functions (run in uvicorn's thread pool); the store serialises access.
"""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

from anyio import to_thread
from fastapi import FastAPI

from memory_server import __version__
from memory_server.errors import install_error_handlers
from memory_server.middleware import BodyLimits, CatchAll, KnobsMiddleware
from memory_server.routers import health, memory, prompts, sessions, users
from memory_server.settings import ServerSettings
from memory_server.state import ServerState

# Threads for the `def` handlers. A write waits its turn to embed inside its thread
# (ServerState.embed_blocks); with anyio's default of 40, a burst of 50 shoppers' writes took
# every thread and their searches queued behind them past the shop's read budget (issue 12
# load benchmark). A thread waiting on a lock costs little.
REQUEST_THREADS = 200


def create_app(settings: ServerSettings | None = None) -> FastAPI:
    """Build the application for these settings (default: from the environment).

    The returned app has `app.state.server` (ServerState). The worker starts and stops with the
    app's lifespan.
    """
    settings = settings or ServerSettings.from_env()
    state = ServerState(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        to_thread.current_default_thread_limiter().total_tokens = REQUEST_THREADS
        await asyncio.to_thread(lambda: state.embedder)  # load the model once, up front
        state.worker.start()
        try:
            yield
        finally:
            state.worker.stop()

    app = FastAPI(
        title="memory_server: local Couchbase Agent Memory",
        version=__version__,
        description=(
            "A development, test and offline stand-in for Couchbase Agent Memory 1.1, "
            "speaking the same REST API as the real server."
        ),
        lifespan=lifespan,
    )
    app.state.server = state
    install_error_handlers(app)
    # add_middleware wraps: the last one added runs first.
    app.add_middleware(CatchAll)
    app.add_middleware(BodyLimits, limit_getter=lambda: settings.max_body_bytes)
    app.add_middleware(KnobsMiddleware, settings=settings)
    for module in (health, users, sessions, memory, prompts):
        app.include_router(module.router)
    return app
