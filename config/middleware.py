"""Project-wide request middleware (issue 12 item 4)."""

from __future__ import annotations

from asgiref.sync import iscoroutinefunction
from django.http import QueryDict
from django.utils.decorators import sync_and_async_middleware

from assistant.text import LONE_SURROGATE, clean_text


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
