"""HTTP endpoints of the panel: the demo controls (M9) and closing the chat (M2.2, M9.3)."""

from __future__ import annotations

import logging

from asgiref.sync import async_to_sync, sync_to_async
from channels.db import database_sync_to_async
from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from assistant import panel, state, visits
from assistant.chat.stop import CLOSE_WAIT_SECONDS, stop_chat
from assistant.forms import DemoControlsForm
from memory import services as memory
from shop.services import current_shopper

logger = logging.getLogger(__name__)

UNAVAILABLE_MESSAGE = (
    "The assistant is unavailable: it needs JavaScript and a live connection to the shop. "
    "Your message was not sent."
)
SIGNED_OUT_MESSAGE = "Sign in first: the demo controls describe a remembered session."
LOCKED_MESSAGE = (
    "The chat has started, so the session date and retention are fixed. "
    "Close the panel to start a new session with other values."
)


def _back(request: HttpRequest) -> HttpResponse:
    """Where a form posted without htmx returns to: `next` if it is on this site, else /."""
    target = request.POST.get("next") or request.headers.get("referer") or "/"
    if not url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        target = "/"
    return HttpResponseRedirect(target, status=303)


def _controls_response(request: HttpRequest, status: int, **extra) -> HttpResponse:
    context = panel.panel_context(request.session, current_shopper(request), **extra)
    return HttpResponse(panel.render_partial("controls", context, request), status=status)


@require_POST
def controls(request: HttpRequest) -> HttpResponse:
    """POST /assistant/controls/: set the demo controls for the next chat (M9.1, M9.2, M9.4).

    Form fields: `session_date` ("YYYY-MM-DD" or empty for today), `retention` (default, 1m,
    5m, 1h, never). 200 with the re-rendered controls; 422 with a clear message for a
    malformed date, a date after today or an unknown preset; 409 once the chat has started
    (a message was sent in it, with or without an Agent Memory session); 403 for a signed-out
    visitor, who is shown no controls (issue 13 item 7). On 403, 409 and 422 nothing is
    changed. A successful "Set" is confirmed in the live region #assistant-controls-status
    (out of band), or with a Django message without htmx; a date older than the shopper's
    newest visit (read off Agent Memory) adds that the newer visit's statements win (issue 19
    item 5, M8.2).
    """
    shopper = current_shopper(request)
    if shopper is None:
        # Nothing is stored for a signed-out visitor, and sign-in clears these values (M9).
        logger.info("Demo controls refused: signed out (403)")
        return HttpResponse(SIGNED_OUT_MESSAGE, status=403, content_type="text/plain")
    key = request.session.session_key
    if state.chat_started(state.read_session(key) if key else request.session):
        return _locked(request)
    form = DemoControlsForm(request.POST)
    if not form.is_valid():
        message = " ".join(str(e) for errors in form.errors.values() for e in errors)
        logger.info("Demo controls refused (422): %s", message)
        # Show what was typed, so it can be corrected; the stored values stay as they were.
        typed_date = request.POST.get("session_date", "")[:40]
        typed = {
            **state.panel_state(request.session),
            "session_date": typed_date,
            "shown_date": typed_date,
        }
        return _controls_response(request, 422, controls_error=message, panel=typed)
    chosen = form.cleaned_data["session_date"]
    retention = form.cleaned_data["retention"]
    # A date in the past: is there a newer visit whose statements will win (issue 19 item 5)?
    newest = async_to_sync(memory.newest_visit)(user_id=shopper.user_id) if chosen else None
    values = {
        state.SESSION_DATE: chosen.isoformat() if chosen else "",
        state.RETENTION: retention,
        state.NEWEST_VISIT: newest.isoformat() if newest else "",
    }
    if key is None:
        request.session.update(values)  # a brand-new session: nothing else can write it yet
    else:
        # The lock check and the save are one UPDATE of the visit's row, the same row a first
        # message locks before its session is minted (issue 20 item 7, M9.2): "Saved" is
        # never shown for values the session does not run with.
        if not visits.set_controls(
            key, session_date=values[state.SESSION_DATE], retention=retention
        ):
            return _locked(request)
        # Into the stored session only: saving this request's copy whole could undo a turn
        # the socket stored meanwhile.
        state.update_session(key, values)
    saved = saved_message(values[state.SESSION_DATE], retention)
    newer = state.newer_visit(values)
    note = state.backdate_note(newer) if newer else ""
    if not request.htmx:
        messages.success(request, f"{saved} {note}".strip())
        return _back(request)
    stored = state.read_session(key) if key else request.session
    context = panel.panel_context(stored, current_shopper(request))
    # The confirmation goes to a live region outside the swapped form, so it is announced;
    # the backdate note with it, for screen readers only (the form shows it already).
    status = panel.render_partial(
        "controls_status", {"controls_saved": saved, "controls_saved_note": note, "oob": True}
    )
    return HttpResponse(panel.render_partial("controls", context, request) + status)


def _locked(request: HttpRequest) -> HttpResponse:
    logger.info("Demo controls refused: the chat has started (409)")
    return _controls_response(request, 409, controls_error=LOCKED_MESSAGE)


def saved_message(session_date: str, retention: str) -> str:
    """The confirmation of a successful "Set" (issue 13 item 7), e.g. "Saved: the next chat
    is dated 2025-03-14 and keeps its messages for 1 hour."."""
    when = f"is dated {session_date}" if session_date else "runs on today's date"
    label = state.RETENTION_LABELS.get(retention, retention)
    keeps = {
        "default": "keeps its messages for the default 90 days",
        "never": "keeps its messages for ever",
    }.get(retention, f"keeps its messages for {label}")
    return f"Saved: the next chat {when} and {keeps}."


@require_POST
async def close(request: HttpRequest) -> HttpResponse:
    """POST /assistant/close/: end the chat's Agent Memory session and forget the chat.

    Form field `session_id` (the panel's hidden input; the Django session's copy when absent).
    A turn still answering on any replica is stopped (through the channel layer) and saved
    first, and its record awaited (its `ActiveTurn` row, up to
    `assistant.chat.stop.CLOSE_WAIT_SECONDS`, issue 20 item 2); then the visit's chat is closed for every replica (the next generation: a late
    answer cannot write it back), and only then does the session end (issue 13 item 3).
    Async, so waiting holds no worker thread the turn's own database writes need. Ends that
    session for the signed-in shopper only (end_session is scoped by user id, so a foreign id
    ends nothing), clears both demo controls, the log and the ids (M2.2, M9.3): the next
    message starts a new session. htmx gets the emptied partials out of band.

    Safe to repeat (the panel retries once on a 5xx, issue 20 item 4): a second Close finds
    nothing to stop, ends an ended session (counted as done) and clears an empty chat. While
    the database is away it answers 503 (config.middleware) and changes nothing.
    """
    shopper = await sync_to_async(current_shopper)(request)
    key = request.session.session_key
    posted = (request.POST.get("session_id") or "").strip()
    await stop_chat(key, wait=CLOSE_WAIT_SECONDS)
    # Read the chat's id after that: the stopped turn may just have created the session.
    stored = await database_sync_to_async(state.read_session)(key)
    session_id = posted or stored.get(state.SESSION_ID, "")
    await database_sync_to_async(visits.close_chat)(key)
    if shopper is not None and session_id:
        # After the session's writes still waiting in the outbox, if any (issue 20 item 6).
        await memory.close_session(user_id=shopper.user_id, session_id=session_id)
    return await sync_to_async(_closed)(request, shopper)


def _closed(request: HttpRequest, shopper) -> HttpResponse:
    if not request.htmx:
        return _back(request)
    key = request.session.session_key
    # The stored session, chat keys gone (visits.close_chat); this request's copy is never
    # saved over it.
    cleared = state.read_session(key) if key else {}
    context = panel.panel_context(cleared, shopper, oob=True)
    html = "".join(
        panel.render_partial(name, context, request)
        for name in ("log", "session_fields", "controls", "status", "error")
    )
    return HttpResponse(html)


@require_POST
def recall_view(request: HttpRequest) -> HttpResponse:
    """POST /assistant/recall-view/: the presenter's "What was recalled" toggle (issue 13).

    Form field `show_recall` ("1" on; anything else off). Signed-in shoppers only: 403 for
    a signed-out visitor, who never sees the lists (the template checks too, the check that
    counts is here and in the consumer). htmx gets the toggle and the log re-rendered out of
    band, so the lists under earlier answers show or hide at once.
    """
    shopper = current_shopper(request)
    if shopper is None:
        logger.info("Recall view refused: signed out (403)")
        return HttpResponse(SIGNED_OUT_MESSAGE, status=403, content_type="text/plain")
    show = "1" in request.POST.getlist("show_recall")
    # Written into the stored session only: saving this request's copy whole could undo a
    # turn the socket stored meanwhile (its chat log).
    key = request.session.session_key
    state.update_session(key, {state.SHOW_RECALL: show})
    if not request.htmx:
        return _back(request)
    context = panel.panel_context(state.read_session(key), shopper, oob=True)
    html = "".join(
        panel.render_partial(name, context, request) for name in ("recall_toggle", "log")
    )
    return HttpResponse(html)


@csrf_exempt  # changes nothing and reads nothing: a token would only make it fail louder
@require_POST
def unavailable(request: HttpRequest) -> HttpResponse:
    """POST /assistant/unavailable/: where the chat form lands when no script sent it.

    The panel's form says method="post" so that a message never ends up in a URL, and so in
    an access log, even when htmx or its ws extension failed to load (issue 13 item 2). The
    message is neither read nor logged: the shopper goes back with a note that the assistant
    is unavailable.
    """
    messages.warning(request, UNAVAILABLE_MESSAGE)
    return _back(request)
