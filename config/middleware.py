"""Project-wide request middleware.

- `ShopNotFoundMiddleware` (issue 13 item 10): with DEBUG on (the demo's mode), Django answers an
  unknown URL, or a view raising Http404, with its technical "Page not found" page, which lists
  every URL pattern: not what a shopper or an audience should see. It renders templates/404.html
  instead, as production does. Responses a view built itself (the product page's own 404) pass
  untouched.
- `clean_text_middleware` (issue 12 item 4): lone surrogates out of every posted form field.
"""

from __future__ import annotations

from collections.abc import Callable

from asgiref.sync import iscoroutinefunction
from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotFound, QueryDict
from django.template.loader import render_to_string
from django.utils.decorators import sync_and_async_middleware

from assistant.text import LONE_SURROGATE, clean_text


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


def _cleaned(data: QueryDict, where: str) -> QueryDict | None:
    """A copy of `data` with lone surrogates replaced, or None when it had none."""
    if not any(
        LONE_SURROGATE.search(key) or any(LONE_SURROGATE.search(v) for v in values)
        for key, values in data.lists()
    ):
        return None
    cleaned = QueryDict(mutable=True)
    for key, values in data.lists():
        cleaned.setlist(clean_text(key, where=where), [clean_text(v, where=where) for v in values])
    cleaned._mutable = False
    return cleaned


def _clean_request(request) -> None:
    # Query strings need nothing: Django decodes them as UTF-8 with replacement, whatever the
    # request says. A form body is decoded with the charset the request declares.
    is_form = request.content_type in ("application/x-www-form-urlencoded", "multipart/form-data")
    post = _cleaned(request.POST, f"form posted to {request.path}") if is_form else None
    if post is not None:
        request.POST = post


@sync_and_async_middleware
def clean_text_middleware(get_response):
    """Replaces lone UTF-16 surrogates in every posted form field with U+FFFD.

    Browsers encode forms as UTF-8 and never send one, but a hand-made request can (a form
    declaring `charset=utf-7`, for example); stored in the session, such text would break
    every later page of that browser session (issue 12 item 4). One place covers every form,
    the shop's and the admin's. Each replacement is logged (`assistant.security`). Pure CPU
    work on the parsed request, so it runs in whichever mode the stack runs (no thread hop).
    """
    if iscoroutinefunction(get_response):

        async def middleware(request):
            _clean_request(request)
            return await get_response(request)

    else:

        def middleware(request):
            _clean_request(request)
            return get_response(request)

    return middleware
