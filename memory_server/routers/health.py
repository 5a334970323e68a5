"""Health and operations routes (contract §1.2 "Health and operations")."""

from __future__ import annotations

import sqlite3
import time
from typing import Any

from fastapi import APIRouter
from fastapi.responses import PlainTextResponse

from memory_server import __version__
from memory_server.dependencies import State

router = APIRouter(tags=["health"])


@router.get("/health")
def health(state: State) -> dict[str, Any]:
    """Public liveness: status, version, uptime."""
    return {
        "status": "healthy",
        "version": __version__,
        "uptime_seconds": round(time.monotonic() - state.started, 3),
    }


@router.get("/health/couchbase")
def health_database(state: State) -> dict[str, Any]:
    """Database health (SQLite here, answering under the real server's route name)."""
    try:
        counts = state.store.counts()
    except sqlite3.Error as exc:
        return {"status": "unhealthy", "message": str(exc)}
    return {"status": "healthy", "backend": "sqlite", "path": state.settings.db_path, **counts}


@router.get("/health/models")
def health_models(state: State) -> dict[str, Any]:
    """Embedding and extraction model health (the embedding service is "unhealthy" while the
    `embedder_down` knob is set or its last call failed)."""
    up = state.embedder_up
    return {
        "status": "healthy" if up else "degraded",
        "embedding": {
            "status": "healthy" if up else "unhealthy",
            "model": state.embedder.name,
            "retry_after": None if up else 5,
        },
        "llm": {"status": "healthy", "model": state.extractor.name, "retry_after": None},
    }


def _processor(state: State) -> dict[str, Any]:
    worker = state.worker
    stats = dict(worker.stats)
    stats["active_tasks"] = worker.processing
    stats["loop_running"] = worker.alive
    stats["dispatcher_alive"] = worker.alive
    return {
        "status": "healthy" if worker.alive else "not_initialized",
        "message": "extraction worker running" if worker.alive else "worker stopped",
        "queue": {
            "size": worker.size(),
            "queued_ids": worker.size(),
            "processing": worker.processing,
            "max_size": state.settings.queue_max_size,
        },
        "rate_budget": None,
        "statistics": stats,
        "loop_running": worker.alive,
        "dispatcher_alive": worker.alive,
    }


@router.get("/health/async-batch-processor")
def health_processor(state: State) -> dict[str, Any]:
    """Extraction worker readiness."""
    return _processor(state)


@router.get("/health/async-batch-processor-stats")
def health_processor_stats(state: State) -> dict[str, Any]:
    """Extraction worker counters."""
    return _processor(state)


@router.get("/health/memory")
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


@router.get("/metrics", response_class=PlainTextResponse)
def metrics(state: State) -> str:
    """A few Prometheus gauges."""
    lines = [f"agentmemory_{name}_total {value}" for name, value in state.store.counts().items()]
    lines.append(f"agentmemory_queue_size {state.worker.size()}")
    for name, value in state.worker.stats.items():
        lines.append(f"agentmemory_worker_{name} {value}")
    return "\n".join(lines) + "\n"
