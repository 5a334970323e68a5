"""Test-only HTTP servers at the outer edge: a scripted OpenAI-compatible endpoint for the fact
judge, and a fault-injecting proxy in front of memory_server. Both are real HTTP (FastAPI on
uvicorn in a background thread); nothing in the code under test is faked."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

from tests.assistant.scripted_model import completion


@dataclass
class ScriptedChatModel:
    """An OpenAI-compatible `/v1/chat/completions` that answers from a script.

    Append to `replies`: a string (the assistant message content) or an int (an HTTP error
    status). Each request pops the next reply; an empty script answers `{"facts": []}`.
    `requests` keeps every request body for assertions.
    """

    replies: list[str | int] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)

    def app(self) -> FastAPI:
        app = FastAPI()

        @app.post("/v1/chat/completions")
        async def completions(request: Request):
            body = await request.json()
            self.requests.append(body)
            reply = self.replies.pop(0) if self.replies else '{"facts": []}'
            if isinstance(reply, int):
                return JSONResponse({"error": {"message": "scripted failure"}}, status_code=reply)
            return completion(body, reply)

        return app


Rule = Callable[[str, str, dict[str, Any]], int | None]


@dataclass
class FaultProxy:
    """A reverse proxy to memory_server that answers chosen requests with an error instead.

    Each rule gets (method, path, JSON body or {}) and returns an HTTP status to fail with, or
    None to forward. Each delay gets the same and returns seconds to wait before forwarding
    (or None). Each rewrite reshapes a forwarded JSON answer. `seen` records (method, path,
    status) for every request.
    """

    upstream: str
    rules: list[Rule] = field(default_factory=list)
    delays: list[Callable[[str, str, dict], float | None]] = field(default_factory=list)
    seen: list[tuple[str, str, int]] = field(default_factory=list)
    # Each rewrite gets (method, path, upstream JSON body) and returns the body to answer.
    rewrites: list[Callable[[str, str, Any], Any]] = field(default_factory=list)

    def app(self) -> FastAPI:
        app = FastAPI()
        client = httpx.AsyncClient(base_url=self.upstream, timeout=30)

        @app.api_route("/{path:path}", methods=["GET", "POST", "PUT", "DELETE"])
        async def forward(path: str, request: Request):
            raw = await request.body()
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                body = {}
            for rule in self.rules:
                status = rule(request.method, "/" + path, body)
                if status:
                    self.seen.append((request.method, "/" + path, status))
                    return JSONResponse(
                        {
                            "error": "INJECTED_FAULT",
                            "message": "fault injected by the test proxy",
                            "details": {},
                            "request_id": "test",
                        },
                        status_code=status,
                    )
            for delay in self.delays:
                if seconds := delay(request.method, "/" + path, body):
                    await asyncio.sleep(seconds)
            upstream = await client.request(
                request.method,
                "/" + path,
                params=request.query_params,
                content=raw,
                headers={"content-type": request.headers.get("content-type", "application/json")},
            )
            self.seen.append((request.method, "/" + path, upstream.status_code))
            if self.rewrites and upstream.content:
                body = upstream.json()
                for rewrite in self.rewrites:
                    body = rewrite(request.method, "/" + path, body)
                return JSONResponse(body, status_code=upstream.status_code)
            return Response(
                upstream.content,
                status_code=upstream.status_code,
                media_type=upstream.headers.get("content-type"),
            )

        return app


def closed_port_url() -> str:
    """A URL on 127.0.0.1 where nothing listens (connections are refused)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
