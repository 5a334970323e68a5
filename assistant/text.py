"""Text hygiene at the edges (issue 12 item 4).

A lone UTF-16 surrogate (U+D800-U+DFFF on its own) is a valid Python character but no valid
UTF-8: once stored in the Django session it breaks every page that renders it, the Agent
Memory write and the turn log. Browsers never send one (their encoders replace it with
U+FFFD); a hand-written JSON escape (`"\\ud800"`) or an exotic form charset (`utf-7`) can.
`clean_text` does what the browser would have done: on the panel's websocket frames
(`assistant.chat.frames`) and, through `clean_text_middleware`, on every posted form.
"""

from __future__ import annotations

import logging
import re

from asgiref.sync import iscoroutinefunction
from django.http import QueryDict
from django.utils.decorators import sync_and_async_middleware

logger = logging.getLogger("assistant.security")

LONE_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def clean_text(text: str, *, where: str) -> str:
    """`text` with every lone surrogate replaced by U+FFFD; logs a warning naming `where`
    when anything was replaced. Any other text is returned unchanged (the same object)."""
    cleaned, count = LONE_SURROGATE.subn(REPLACEMENT, text)
    if count:
        logger.warning("Replaced %d lone surrogate(s) in the %s", count, where)
    return cleaned


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
