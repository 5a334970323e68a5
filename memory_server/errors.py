"""The flat error envelope `{error, message, details, request_id}` (contract §0, checklist 27).

Route code raises `ApiError`; `install_error_handlers` turns it, FastAPI's validation errors and
Starlette's HTTP errors (404 unknown route, 405 wrong method) into the envelope. Anything
unexpected becomes 500 `INTERNAL_ERROR` in `middleware.CatchAll`, which logs the traceback and
keeps the connection usable.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger("memory_server")

_STATUS_CODES = {
    400: "INVALID_REQUEST",
    401: "INVALID_TOKEN",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    409: "CONFLICT",
    413: "PAYLOAD_TOO_LARGE",
    422: "VALIDATION_ERROR",
    429: "RATE_LIMITED",
    500: "INTERNAL_ERROR",
    501: "NOT_IMPLEMENTED",
    503: "SERVICE_UNAVAILABLE",
}


class ApiError(Exception):
    """An error answered with the envelope.

    Args:
        status: HTTP status code.
        error: stable upper-case code, e.g. "SESSION_ALREADY_ENDED".
        message: human text.
        details: JSON-serialisable extra facts (e.g. {"retry_after_seconds": 1}).
        headers: extra response headers (e.g. Retry-After).
    """

    def __init__(
        self,
        status: int,
        error: str,
        message: str,
        details: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.error = error
        self.message = message
        self.details = details or {}
        self.headers = headers or {}


def request_id_of(request: Request) -> str:
    """The request's correlation id (set by the request middleware, else a fresh one)."""
    rid = getattr(request.state, "request_id", None)
    if not rid:
        rid = uuid.uuid4().hex
        request.state.request_id = rid
    return rid


def envelope(
    status: int,
    error: str,
    message: str,
    details: dict[str, Any] | None = None,
    request_id: str | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    """Build the flat error response; `request_id` is also sent as the X-Request-ID header."""
    rid = request_id or uuid.uuid4().hex
    return JSONResponse(
        status_code=status,
        content={"error": error, "message": message, "details": details or {}, "request_id": rid},
        headers={"X-Request-ID": rid, **(headers or {})},
    )


def _clean_validation_errors(errors: list[dict[str, Any]]) -> list[dict[str, Any]]:
    cleaned = []
    for err in errors[:20]:
        cleaned.append(
            {
                "loc": [str(part) for part in err.get("loc", ())],
                "msg": str(err.get("msg", "")),
                "type": str(err.get("type", "")),
            }
        )
    return cleaned


def install_error_handlers(app: FastAPI) -> None:
    """Register the envelope handlers on `app`."""

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        if exc.status >= 500:
            log.warning("%s %s -> %s %s", request.method, request.url.path, exc.status, exc.error)
        else:
            log.info(
                "refused %s %s: %s %s", request.method, request.url.path, exc.status, exc.error
            )
        return envelope(
            exc.status, exc.error, exc.message, exc.details, request_id_of(request), exc.headers
        )

    @app.exception_handler(RequestValidationError)
    async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = _clean_validation_errors(list(exc.errors()))
        first = errors[0] if errors else {"loc": [], "msg": "invalid request"}
        where = ".".join(p for p in first["loc"] if p != "body") or "request"
        log.info("refused %s %s: 422 %s", request.method, request.url.path, errors)
        return envelope(
            422,
            "VALIDATION_ERROR",
            f"Invalid request: {where}: {first['msg']}",
            {"errors": errors},
            request_id_of(request),
        )

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _STATUS_CODES.get(exc.status_code, "HTTP_ERROR")
        message = exc.detail if isinstance(exc.detail, str) else code.replace("_", " ").title()
        if exc.status_code == 404:
            message = f"No route for {request.method} {request.url.path}"
        elif exc.status_code == 405:
            message = f"Method {request.method} is not allowed on {request.url.path}"
        return envelope(
            exc.status_code,
            code,
            message,
            None,
            request_id_of(request),
            dict(exc.headers or {}),
        )
