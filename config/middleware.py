"""Project-wide request middleware.

`HealthMiddleware` (issue 20 item 4): `GET /healthz` answers 200 "ok" before anything else
runs (no host check, no HTTPS redirect, no session, no database), for the proxy's active
health checks and the image's HEALTHCHECK: it says the process serves. The database is
shared by every replica, so its outage is not one replica's fault: taking them all out of
rotation would turn a database blink into an outage of the whole site.

`DatabaseUnavailableMiddleware` (issue 20 item 5): a view that fails because the database
is unreachable answers 503 with a short text and `Retry-After`, not a 500 with a traceback
(the panel's Close retries once on a 5xx).

`ShopNotFoundMiddleware` (issue 13 item 10): with DEBUG on (the demo's mode), Django answers an
unknown URL, or a view raising Http404, with its technical "Page not found" page, which lists
every URL pattern: not what a shopper or an audience should see. It renders templates/404.html
instead, as production does. Responses a view built itself (the product page's own 404) pass
untouched. (Lone surrogates out of every posted form: `assistant.text.clean_text_middleware`.)
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotFound
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)

HEALTH_PATH = "/healthz"
DATABASE_DOWN = "The shop cannot reach its database right now. Please try again in a moment."
RETRY_AFTER_SECONDS = 5


class HealthMiddleware:
    """`/healthz` -> 200 "ok" (any method but the body is only sent for GET), first in
    MIDDLEWARE; everything else passes through. Sync and async capable, so under ASGI the
    probe takes no worker thread."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response: Callable) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest) -> HttpResponse | Awaitable[HttpResponse]:
        if self.is_async:
            return self._acall(request)
        if request.path == HEALTH_PATH:
            return _healthy()
        return self.get_response(request)

    async def _acall(self, request: HttpRequest) -> HttpResponse:
        if request.path == HEALTH_PATH:
            return _healthy()
        return await self.get_response(request)


def _healthy() -> HttpResponse:
    response = HttpResponse("ok\n", content_type="text/plain")
    response["Cache-Control"] = "no-store"
    return response


class DatabaseUnavailableMiddleware:
    """A view raising OperationalError / InterfaceError (the database is away): 503."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if not isinstance(exception, OperationalError | InterfaceError):
            return None
        logger.warning("%s %s: 503, the database is unavailable: %s", request.method,
                       request.path, exception)  # fmt: skip
        return database_unavailable()


def database_unavailable() -> HttpResponse:
    """The 503 answered while the database is away (plain text: rendering the shop's pages
    would need the database too)."""
    response = HttpResponse(DATABASE_DOWN, status=503, content_type="text/plain")
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def shop_not_found(request: HttpRequest) -> HttpResponse:
    """templates/404.html with the page's usual context (shopper, panel), status 404."""
    return HttpResponseNotFound(render_to_string("404.html", request=request))


class ShopNotFoundMiddleware:
    """Replace Django's technical 404 page with the shop's when DEBUG is on.

    Place it after CommonMiddleware, so APPEND_SLASH still sees the 404 first and redirects.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        # No URL pattern matched (resolving failed before any view ran).
        if settings.DEBUG and response.status_code == 404 and request.resolver_match is None:
            return shop_not_found(request)
        return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        """A view raised Http404: the shop's page, not the technical one."""
        if settings.DEBUG and isinstance(exception, Http404):
            return shop_not_found(request)
        return None
