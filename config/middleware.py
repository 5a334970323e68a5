"""Project-wide request middleware.

`ShopNotFoundMiddleware` (issue 13 item 10): with DEBUG on (the demo's mode), Django answers an
unknown URL, or a view raising Http404, with its technical "Page not found" page, which lists
every URL pattern: not what a shopper or an audience should see. It renders templates/404.html
instead, as production does. Responses a view built itself (the product page's own 404) pass
untouched. (Lone surrogates out of every posted form: `assistant.text.clean_text_middleware`.)
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotFound
from django.template.loader import render_to_string


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
