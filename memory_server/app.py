"""The FastAPI application: every route the Agent Memory 1.1 SDK calls (contract §1.2).

`create_app(settings)` builds one server: SQLite store, embedder, extractor, background worker.
Handlers are plain `def` functions (run in uvicorn's thread pool); the store serialises access.
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import sqlite3
import threading
import time
import uuid
from collections import OrderedDict
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Annotated, Any, Literal

import numpy as np
from fastapi import Body, FastAPI, Query, Response
from fastapi.responses import JSONResponse, PlainTextResponse
from starlette.datastructures import MutableHeaders

from embeddings import Embedder, EmbeddingError, get_embedder
from memory_server import __version__
from memory_server.errors import ApiError, envelope, install_error_handlers
from memory_server.extraction import get_extractor
from memory_server.schemas import (
    AddMemoryRequest,
    CreateSessionRequest,
    CreateUserRequest,
    DeleteMemoryRequest,
    ModifyTTLRequest,
    SearchRequest,
    UpdateMemoryRequest,
    UpdateSessionRequest,
    UpdateUserRequest,
    iso_to_epoch,
)
from memory_server.settings import ServerSettings
from memory_server.storage import Store
from memory_server.worker import Worker

log = logging.getLogger("memory_server")

QUEUE_FULL_RETRY_AFTER_SECONDS = 1
MAX_OFFSET = 1_000_000_000
QUERY_CACHE_SIZE = 256


def iso(ts: float | None) -> str | None:
    """Unix seconds -> ISO 8601 UTC string (None stays None)."""
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, UTC).isoformat()


def approx_tokens(text: str) -> int:
    """Approximate token count: one token per 4 characters, at least one per word."""
    return max(math.ceil(len(text) / 4), len(text.split()))


def block_text(kind: str, user: str | None, assistant: str | None, fact: str | None) -> str:
    """The text a block is embedded from."""
    if kind == "fact":
        return fact or ""
    return "\n".join(part for part in (user, assistant) if part)


def render_block(row: dict[str, Any], score: float | None = None) -> dict[str, Any]:
    """A store row -> the API's `MemoryBlock`."""
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
        "ingested_at": iso(row["ingested_at"]),
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
        "start_time": iso(session["start_time"]),
        "end_time": iso(session["end_time"]),
    }


class ServerState:
    """One server's parts: settings, store, embedder (lazy), extractor and worker."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.started = time.monotonic()
        self.store = Store(settings.db_path, settings.now)
        self.extractor = get_extractor(settings)
        self.worker = Worker(self.store, self.extractor, settings)
        self._embedder: Embedder | None = None
        # Recall sends its three searches with the same query at once: embed it once.
        self._queries: OrderedDict[str, np.ndarray] = OrderedDict()
        self._queries_lock = threading.Lock()
        self._pending: dict[str, threading.Lock] = {}

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            settings = self.settings
            self._embedder = get_embedder(
                kind=settings.embedder,
                model=settings.embedding_model,
                url=settings.embedding_url,
                api_key=settings.embedding_api_key,
            )
        return self._embedder

    def embed(self, texts: list[str]) -> np.ndarray:
        """Embed texts; 503 with details.service "embedding" when the embedder fails."""
        try:
            return self.embedder.embed(texts)
        except EmbeddingError as exc:
            raise ApiError(
                503,
                "EMBEDDING_UNAVAILABLE",
                str(exc),
                {"service": "embedding", "retry_after_seconds": 5},
                {"Retry-After": "5"},
            ) from exc

    def embed_query(self, text: str) -> np.ndarray:
        """A search query's vector, from a small LRU cache (QUERY_CACHE_SIZE entries).

        Concurrent searches for the same text wait for the first one's vector instead of
        embedding it again; different texts embed in parallel. Raises ApiError 503 as `embed`.
        """
        with self._queries_lock:
            if (vector := self._queries.get(text)) is not None:
                self._queries.move_to_end(text)
                return vector
            pending = self._pending.setdefault(text, threading.Lock())
        with pending:
            with self._queries_lock:
                if (vector := self._queries.get(text)) is not None:
                    return vector
            try:
                vector = self.embed([text])[0]
            finally:
                with self._queries_lock:
                    self._pending.pop(text, None)
            with self._queries_lock:
                self._queries[text] = vector
                if len(self._queries) > QUERY_CACHE_SIZE:
                    self._queries.popitem(last=False)
            return vector


def _queue_full(settings: ServerSettings) -> ApiError:
    return ApiError(
        429,
        "QUEUE_FULL",
        f"The processing queue is full ({settings.queue_max_size} blocks); retry later",
        {"retry_after_seconds": QUEUE_FULL_RETRY_AFTER_SECONDS, "service": "database"},
        {"Retry-After": str(QUEUE_FULL_RETRY_AFTER_SECONDS)},
    )


def _unknown_prompt(prompt_id: str) -> ApiError:
    return ApiError(
        404,
        "PROMPT_NOT_FOUND",
        f"Prompt '{prompt_id}' not found: memory_server has no prompt registry",
    )


class BodySizeLimit:
    """ASGI middleware: 413 envelope for request bodies over `limit` bytes (issue 3 item 6)."""

    def __init__(self, app, limit_getter) -> None:
        self.app = app
        self.limit_getter = limit_getter

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        limit = self.limit_getter()
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    too_big = int(value) > limit
                except ValueError:
                    too_big = False
                if too_big:
                    return await self._reject(scope, receive, send, limit)
        messages = []
        size = 0
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request":
                break
            size += len(message.get("body", b""))
            if size > limit:
                return await self._reject(scope, receive, send, limit)
            if not message.get("more_body"):
                break

        async def replay():
            if messages:
                return messages.pop(0)
            return await receive()

        return await self.app(scope, replay, send)

    async def _reject(self, scope, receive, send, limit):
        response = envelope(
            413,
            "PAYLOAD_TOO_LARGE",
            f"Request body exceeds {limit} bytes",
            {"max_bytes": limit},
        )
        await response(scope, receive, send)


class KnobsMiddleware:
    """ASGI middleware: request id (X-Request-ID in and out), and the latency and error-rate
    knobs (issue 3 item 7). Injected errors skip /health* so liveness stays observable."""

    def __init__(self, app, settings: ServerSettings) -> None:
        self.app = app
        self.settings = settings
        self.rng = random.Random()  # noqa: S311 - fault injection, not security

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        settings = self.settings
        incoming = dict(scope.get("headers") or [])
        rid = incoming.get(b"x-request-id", b"").decode("latin-1")[:128] or uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = rid
        if settings.latency_seconds > 0:
            await asyncio.sleep(settings.latency_seconds)
        if (
            settings.error_rate > 0
            and not scope["path"].startswith("/health")
            and self.rng.random() < settings.error_rate
        ):
            status = settings.error_status
            headers = {"Retry-After": "1"} if status in (429, 502, 503) else {}
            response = envelope(
                status,
                "INJECTED_FAULT",
                "Injected fault (memory_server error_rate knob)",
                {"service": "database", "retry_after_seconds": 1} if headers else {},
                rid,
                headers,
            )
            return await response(scope, receive, send)

        async def send_with_id(message):
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                if "x-request-id" not in headers:
                    headers.append("X-Request-ID", rid)
            await send(message)

        return await self.app(scope, receive, send_with_id)


def create_app(settings: ServerSettings | None = None) -> FastAPI:
    """Build the application for these settings (default: from the environment).

    The returned app has `app.state.server` (ServerState). The worker starts and stops with the
    app's lifespan.
    """
    settings = settings or ServerSettings.from_env()
    state = ServerState(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
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

    app.add_middleware(KnobsMiddleware, settings=settings)
    app.add_middleware(BodySizeLimit, limit_getter=lambda: settings.max_body_bytes)

    store = state.store

    # ------------------------------------------------------------------ health
    @app.get("/health", tags=["health"])
    def health() -> dict[str, Any]:
        """Public liveness: status, version, uptime."""
        return {
            "status": "healthy",
            "version": __version__,
            "uptime_seconds": round(time.monotonic() - state.started, 3),
        }

    @app.get("/health/couchbase", tags=["health"])
    def health_database() -> dict[str, Any]:
        """Database health (SQLite here, answering under the real server's route name)."""
        try:
            counts = store.counts()
        except sqlite3.Error as exc:
            return {"status": "unhealthy", "message": str(exc)}
        return {"status": "healthy", "backend": "sqlite", "path": settings.db_path, **counts}

    @app.get("/health/models", tags=["health"])
    def health_models() -> dict[str, Any]:
        """Embedding and extraction model health."""
        return {
            "status": "healthy",
            "embedding": {"status": "healthy", "model": state.embedder.name, "retry_after": None},
            "llm": {"status": "healthy", "model": state.extractor.name, "retry_after": None},
        }

    def _processor() -> dict[str, Any]:
        stats = dict(state.worker.stats)
        stats["active_tasks"] = state.worker.processing
        stats["loop_running"] = state.worker.alive
        stats["dispatcher_alive"] = state.worker.alive
        return {
            "status": "healthy" if state.worker.alive else "not_initialized",
            "message": "extraction worker running" if state.worker.alive else "worker stopped",
            "queue": {
                "size": state.worker.size(),
                "queued_ids": state.worker.size(),
                "processing": state.worker.processing,
                "max_size": settings.queue_max_size,
            },
            "rate_budget": None,
            "statistics": stats,
            "loop_running": state.worker.alive,
            "dispatcher_alive": state.worker.alive,
        }

    @app.get("/health/async-batch-processor", tags=["health"])
    def health_processor() -> dict[str, Any]:
        """Extraction worker readiness."""
        return _processor()

    @app.get("/health/async-batch-processor-stats", tags=["health"])
    def health_processor_stats() -> dict[str, Any]:
        """Extraction worker counters."""
        return _processor()

    @app.get("/health/memory", tags=["health"])
    def health_memory() -> dict[str, Any]:
        """Memory-pressure monitor (not monitored here: always accepting)."""
        return {
            "status": "not_initialized",
            "message": "memory monitoring is not enabled on memory_server",
            "accepting_requests": True,
            "usage_percent": None,
            "threshold_percent": None,
            "last_check": None,
        }

    @app.get("/metrics", tags=["health"], response_class=PlainTextResponse)
    def metrics() -> str:
        """A few Prometheus gauges."""
        counts = store.counts()
        lines = [f"agentmemory_{name}_total {value}" for name, value in counts.items()]
        lines.append(f"agentmemory_queue_size {state.worker.size()}")
        for name, value in state.worker.stats.items():
            lines.append(f"agentmemory_worker_{name} {value}")
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------------- users
    @app.post("/users", status_code=201, tags=["users"])
    def create_user(body: CreateUserRequest) -> dict[str, Any]:
        """Create a user: 201 `User`; 409 when the id exists."""
        return store.create_user(body.user_id, body.name, body.metadata)

    @app.get("/users", tags=["users"])
    def list_users(
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
                raise ApiError(
                    422, "VALIDATION_ERROR", f"metadata filter {item!r} must be key=value"
                )
            filters[key] = value
        users, total = store.list_users(name, filters, limit, offset)
        return {
            "users": users,
            "count": len(users),
            "total": total,
            "limit": limit,
            "offset": offset,
        }

    @app.get("/users/{user_id}", tags=["users"])
    def get_user(user_id: str) -> dict[str, Any]:
        """One user; 404 USER_NOT_FOUND."""
        return store.get_user(user_id)

    @app.put("/users/{user_id}", tags=["users"])
    def update_user(user_id: str, body: UpdateUserRequest) -> dict[str, Any]:
        """Update name and/or metadata."""
        return store.update_user(user_id, body.name, body.metadata)

    @app.delete("/users/{user_id}", status_code=204, tags=["users"])
    def delete_user(user_id: str) -> Response:
        """Delete a user with every session and block: 204."""
        store.delete_user(user_id)
        return Response(status_code=204)

    @app.put("/users/{user_id}/ttl", tags=["users"])
    def modify_ttl(user_id: str, body: ModifyTTLRequest) -> dict[str, Any]:
        """Re-stamp expiry (now + new_ttl, 0 = never) at user, session or block scope."""
        count = store.modify_ttl(user_id, body.session_id, body.block_ids, body.new_ttl)
        return {
            "message": f"TTL set to {body.new_ttl}s on {count} memory block(s)",
            "updated_count": count,
        }

    # ---------------------------------------------------------------- sessions
    @app.post("/users/{user_id}/sessions", status_code=201, tags=["sessions"])
    def create_session(user_id: str, body: CreateSessionRequest) -> dict[str, Any]:
        """Create a session: 201 `Session` with `blocks_ttl` echoed; 409 when it exists."""
        return render_session(
            store.create_session(
                user_id, body.session_id, body.annotations, body.metadata, body.memory_blocks_ttl
            )
        )

    @app.get("/users/{user_id}/sessions", tags=["sessions"])
    def list_sessions(
        user_id: str,
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

    @app.get("/users/{user_id}/sessions/{session_id}", tags=["sessions"])
    def get_session(user_id: str, session_id: str) -> dict[str, Any]:
        """One session; 404."""
        return render_session(store.get_session(user_id, session_id))

    @app.put("/users/{user_id}/sessions/{session_id}", tags=["sessions"])
    def update_session(user_id: str, session_id: str, body: UpdateSessionRequest) -> dict[str, Any]:
        """Replace annotations and/or metadata (omitted fields kept)."""
        return render_session(
            store.update_session(user_id, session_id, body.annotations, body.metadata)
        )

    @app.delete("/users/{user_id}/sessions/{session_id}", status_code=204, tags=["sessions"])
    def delete_session(user_id: str, session_id: str) -> Response:
        """Delete a session and its blocks: 204."""
        store.delete_session(user_id, session_id)
        return Response(status_code=204)

    @app.post("/users/{user_id}/sessions/{session_id}/end", tags=["sessions"])
    def end_session(user_id: str, session_id: str) -> dict[str, Any]:
        """End a session (read-only afterwards); 400 SESSION_ALREADY_ENDED the second time."""
        return render_session(store.end_session(user_id, session_id))

    # ------------------------------------------------------------------ memory
    def _expiry(now: float, ttl: int | None) -> float | None:
        return None if not ttl else now + ttl

    def _wants_extraction(context_required: bool | None) -> bool:
        return settings.extract_semantic if context_required is None else context_required

    @app.post("/users/{user_id}/sessions/{session_id}/memory", status_code=201, tags=["memory"])
    def add_memory(user_id: str, session_id: str, body: AddMemoryRequest) -> dict[str, Any]:
        """Add one block per message or fact (contract §1.4): 201 with `block_ids` in input
        order; blocks over the token limit are listed in `rejected_details`."""
        session = store.require_open_session(user_id, session_id)
        if body.prompt_id is not None:
            raise _unknown_prompt(body.prompt_id)
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
        extract = _wants_extraction(body.context_required)
        queue = extract and body.async_processing and accepted
        if queue and not state.worker.has_room(len(accepted)):
            raise _queue_full(settings)
        vectors = state.embed([block_text(*item) for item in accepted]) if accepted else None
        now = settings.now()
        ttl = next(
            t
            for t in (body.memory_block_ttl, session["blocks_ttl"], settings.memory_block_ttl, 0)
            if t is not None
        )
        created = iso_to_epoch(body.created_at) if body.created_at else now
        rows = []
        for kind, user, assistant, fact in accepted:
            rows.append(
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
                    "last_queued_at": now if extract else None,
                    "fail_count": 0,
                    "annotations": body.annotations,
                    "summary": None,
                    "contexts": None,
                    "status": "processing" if extract else "ready",
                    "context_required": int(extract),
                    "prompt_id": None,
                    "prompt_vid": None,
                    "expires_at": _expiry(now, ttl),
                }
            )
        if rows:
            try:
                store.insert_blocks(rows, vectors)
            except sqlite3.IntegrityError as exc:  # the session vanished meanwhile
                raise ApiError(
                    404, "SESSION_NOT_FOUND", f"Session '{session_id}' not found"
                ) from exc
        ids = [r["block_id"] for r in rows]
        if extract and ids:
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

    @app.put("/users/{user_id}/sessions/{session_id}/memory/{block_id}", tags=["memory"])
    def update_memory(
        user_id: str, session_id: str, block_id: str, body: UpdateMemoryRequest
    ) -> dict[str, Any]:
        """Update one block (contract §1.6): annotations overwrite, new content re-embeds and
        re-extracts, `memory_block_ttl` re-stamps expiry from now."""
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
        if body.prompt_id not in (None, "default"):
            raise _unknown_prompt(body.prompt_id)
        now = settings.now()
        changes: dict[str, Any] = {}
        vector = None
        if body.annotations is not None:
            changes["annotations"] = body.annotations
        if body.memory_block_ttl is not None:
            changes["expires_at"] = _expiry(now, body.memory_block_ttl)
        if body.prompt_id == "default":
            changes["prompt_id"] = None
            changes["prompt_vid"] = None
        new_content = body.message is not None or body.fact is not None
        if body.message is not None:
            changes["user_content"] = body.message.user_content
            changes["assistant_content"] = body.message.assistant_content
        if body.fact is not None:
            changes["fact"] = body.fact
        extract = _wants_extraction(body.context_required)
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
            vector = state.embed([text])[0]
            changes.update(summary=None, contexts=None, context_required=int(extract))
        if (new_content and extract) or retry_failed:
            if body.async_processing and not state.worker.has_room(1):
                raise _queue_full(settings)
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

    @app.post("/users/{user_id}/sessions/{session_id}/memory/search", tags=["memory"])
    def search_memory(
        user_id: str, session_id: str, body: Annotated[SearchRequest | None, Body()] = None
    ) -> dict[str, Any]:
        """Semantic search with `query` (top `relevant_k` with `rel_score`), else every matching
        block (contract §1.3). Scope: this session unless `filters.session_ids` says otherwise."""
        store.get_session(user_id, session_id)
        body = body or SearchRequest()
        f = body.filters
        if f is None:
            from memory_server.schemas import FilterOptionsIn

            f = FilterOptionsIn()
        if f.session_ids is None:
            scope: list[str] | None = [session_id]
        elif f.session_ids == "all":
            scope = None
        else:
            scope = list(f.session_ids)
        query_vector = state.embed_query(body.query) if body.query else None
        hits = store.search(
            user_id,
            session_ids=scope,
            block_ids=f.block_ids,
            start=iso_to_epoch(f.start_time) if f.start_time else None,
            end=iso_to_epoch(f.end_time) if f.end_time else None,
            created_start=iso_to_epoch(f.created_start_time) if f.created_start_time else None,
            created_end=iso_to_epoch(f.created_end_time) if f.created_end_time else None,
            ready_only=not settings.search_include_unready,
            annotations=f.annotations or None,
            annotation_mode=f.annotation_filter_mode,
            prompt_id=f.prompt_id,
            query_vector=query_vector,
            k=f.relevant_k or 10,
            order_by=f.order_by or "ingested_at",
        )
        blocks = [render_block(row, score) for row, score in hits]
        return {"memory_blocks": blocks, "count": len(blocks)}

    @app.delete("/users/{user_id}/sessions/{session_id}/memory", tags=["memory"])
    def delete_memory(user_id: str, session_id: str, body: DeleteMemoryRequest) -> dict[str, Any]:
        """Delete listed blocks or "all" of this session (allowed on ended sessions). Blocks
        already gone count as deleted, so a retry is safe."""
        store.get_session(user_id, session_id)
        deleted = store.delete_blocks(user_id, session_id, body.block_ids)
        count = deleted if body.block_ids == "all" else len(set(body.block_ids))
        return {"deleted_count": count, "failed_count": 0, "failed_block_ids": []}

    @app.get("/users/{user_id}/memory", tags=["memory"])
    def list_memories(
        user_id: str,
        limit: Annotated[int, Query(ge=1, le=200)] = 20,
        offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
        order_by: Literal["ingested_at", "created_at"] = "ingested_at",
        session_ids: str | None = None,
    ) -> dict[str, Any]:
        """A page of the user's blocks, newest first; `session_ids` comma-separated or "all"
        (absent = every session). 404 for an unknown user."""
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

    # ----------------------------------------------------------------- prompts
    @app.api_route(
        "/prompts",
        methods=["GET", "POST", "PUT", "DELETE"],
        include_in_schema=False,
    )
    @app.api_route(
        "/prompts/{rest:path}",
        methods=["GET", "POST", "PUT", "DELETE"],
        include_in_schema=False,
    )
    def prompts(rest: str = "") -> JSONResponse:
        """The prompts API (1.1) is not implemented here: 501 NOT_IMPLEMENTED, never success."""
        raise ApiError(
            501,
            "NOT_IMPLEMENTED",
            "The prompts API is not supported by memory_server (the local Agent Memory "
            "server); use a real Couchbase Agent Memory server for custom extraction prompts",
        )

    return app
