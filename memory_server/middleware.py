"""ASGI middleware: request limits, the test knobs, and a last-resort 500 that keeps the
connection usable.

Order in `create_app` (outermost first): `KnobsMiddleware` (request id, latency, injected
errors), `BodyLimits` (413 over the size limit, 422 for JSON nested too deep), then
`CatchAll`, right around the routes.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import uuid

from starlette.datastructures import MutableHeaders

from memory_server.errors import envelope
from memory_server.settings import ServerSettings

log = logging.getLogger("memory_server")

MAX_JSON_DEPTH = 32  # issue 12 item 7: every body the SDK sends is at most 4 levels deep


def json_depth(value: object) -> int:
    """Nesting depth of a parsed JSON value (a scalar is 0, `{}` or `[]` is 1), iteratively,
    so a value deep enough to exhaust the stack is measured as well."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in children)
    return deepest


class BodyLimits:
    """413 envelope for request bodies over `limit_getter()` bytes (issue 3 item 6), and 422
    VALIDATION_ERROR for a JSON body nested deeper than MAX_JSON_DEPTH (issue 12 item 7): deep
    bodies would otherwise exhaust recursion in validation or storage and answer 500. A body
    that is not JSON is left to the route's own validation."""

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
                    return await self._too_large(scope, receive, send, limit)
        messages = []
        body = bytearray()
        while True:
            message = await receive()
            messages.append(message)
            if message["type"] != "http.request":
                break
            body += message.get("body", b"")
            if len(body) > limit:
                return await self._too_large(scope, receive, send, limit)
            if not message.get("more_body"):
                break
        if body and (depth_error := self._depth_error(bytes(body))):
            response = envelope(
                422,
                "VALIDATION_ERROR",
                depth_error,
                {"max_depth": MAX_JSON_DEPTH},
                scope.get("state", {}).get("request_id"),
            )
            log.info("refused %s %s: 422 %s", scope["method"], scope["path"], depth_error)
            return await response(scope, receive, send)

        return await self.app(scope, _replayer(messages, receive), send)

    @staticmethod
    def _depth_error(body: bytes) -> str | None:
        if body.count(b"[") + body.count(b"{") <= MAX_JSON_DEPTH:
            return None  # cannot be nested deeper than it has brackets
        try:
            value = json.loads(body)
        except RecursionError:
            return f"JSON body is nested deeper than {MAX_JSON_DEPTH} levels"
        except ValueError:
            return None
        if json_depth(value) > MAX_JSON_DEPTH:
            return f"JSON body is nested deeper than {MAX_JSON_DEPTH} levels"
        return None

    async def _too_large(self, scope, receive, send, limit):
        response = envelope(
            413,
            "PAYLOAD_TOO_LARGE",
            f"Request body exceeds {limit} bytes",
            {"max_bytes": limit},
            scope.get("state", {}).get("request_id"),
        )
        await response(scope, receive, send)


async def _buffered(receive):
    """The request's body messages read now, replayed to the app; then the live `receive`."""
    messages = []
    while True:
        message = await receive()
        messages.append(message)
        if message["type"] != "http.request" or not message.get("more_body"):
            break
    return _replayer(messages, receive)


def _replayer(messages: list, receive):
    """An ASGI `receive` that hands out `messages` first, then the live `receive`."""

    async def replay():
        if messages:
            return messages.pop(0)
        return await receive()

    return replay


class CatchAll:
    """Answer an unexpected exception with 500 INTERNAL_ERROR and swallow it (issue 12 item 7).

    Starlette's own handler for `Exception` re-raises after answering, and uvicorn then drops
    the keep-alive connection, so the client's next request on it was reset. Here the
    traceback is logged and the connection stays usable.
    """

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started = False

        async def tracking_send(message):
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception:
            log.exception("unexpected error on %s %s", scope.get("method"), scope.get("path"))
            if started:
                raise  # half a response went out: the connection cannot be saved
            rid = scope.get("state", {}).get("request_id")
            response = envelope(500, "INTERNAL_ERROR", "Internal server error", None, rid)
            await response(scope, receive, send)


class KnobsMiddleware:
    """Request id (X-Request-ID in and out), and the latency and error-rate knobs (issue 3
    item 7). Injected errors skip /health* so liveness stays observable."""

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
            # Read the body first: a real server that has the whole request goes on with it
            # even if the client gives up meanwhile (a timed-out write may still land, issue 12
            # item 8); waiting before reading would turn every late write into a disconnect.
            receive = await _buffered(receive)
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
