"""The websocket frames of a turn, rendered from the panel template's partials (issue 13).

No HTML is written here: each function picks the partials of `assistant/panel.html` a frame
needs and joins them. Every top-level element of a frame has an id on the page
(`hx-swap-oob`, docs/conventions.md, "The panel's frames").
"""

from __future__ import annotations

from html import unescape
from typing import Any

from django.utils.html import strip_tags
from django.utils.safestring import SafeString, mark_safe

from assistant import panel, state


def frame_of(*parts: str) -> str:
    """Join already-rendered (escaped) fragments into one websocket frame."""
    return "".join(str(part) for part in parts)


def partial(name: str, session: Any, shopper: Any, **extra: Any) -> SafeString:
    """One panel partial with the panel's full context for `session` and `shopper`."""
    return panel.render_partial(name, panel.panel_context(session, shopper, **extra))


def error(message: str) -> SafeString:
    """The error line, showing `message` ("" clears it)."""
    return panel.render_partial("error", {"error": message})


def error_line(message: str, *, ends_wait: bool) -> str:
    """The error line showing `message`, with the idle status too when it `ends_wait`: the
    panel takes a frame that brings the status back hidden as the end of its wait for an
    answer (issue 13 item 1), so a message refused while no answer runs, or a turn that
    failed, ends it; a refusal while an answer runs must not."""
    if not ends_wait:
        return error(message)
    return frame_of(error(message), panel.render_partial("status", {"busy": False}))


def plain_text(html: str) -> str:
    """What a screen reader should say for sanitised answer HTML: its text, one line."""
    return " ".join(unescape(strip_tags(html)).split())


def announce(text: str) -> SafeString:
    """The conversation's live region, saying `text` (plain text; "" empties it)."""
    return panel.render_partial("announce", {"announcement": text, "oob": True})


def turn_start(reply_id: str, message: str) -> str:
    """The question, an empty streaming answer, the typing status, no error, and the live
    region emptied (the previous answer was announced already)."""
    return frame_of(
        panel.render_partial("turn_start", {"reply_id": reply_id, "entry": {"text": message}}),
        panel.render_partial("status", {"busy": True}),
        error(""),
        announce(""),
    )


def stream(reply_id: str, settled: str, tail: str) -> SafeString:
    """The streamed answer so far: newly settled blocks appended, the growing tail replaced
    (both already sanitised by `assistant.rendering.StreamRenderer`)."""
    return panel.render_partial(
        "stream",
        {"reply_id": reply_id, "settled": mark_safe(settled), "tail": mark_safe(tail)},  # noqa: S308
    )


def answer_html(rendered: str, *, stopped: bool) -> SafeString:
    """The final answer's HTML as stored in the chat log: the sanitised answer, plus the
    "Stopped." note after a Stop."""
    note = panel.render_partial("stopped_note", {}) if stopped else ""
    return mark_safe(f"{rendered}{note}")  # noqa: S308 -- sanitised answer + a template


def final(
    reply_id: str,
    html: SafeString,
    *,
    session_fields: dict[str, Any],
    controls: dict[str, Any],
    shopper: Any,
    recalled: dict[str, Any] | None,
) -> str:
    """The final bubble (replacing the streamed one), the chat's ids for the next message,
    the locked controls, the idle status, no error (a "Please wait..." said while it streamed
    is over) and the answer's text in the live region, announced once, complete (issue 19
    item 6). `recalled` (a recall summary) is shown under the answer only when given: the
    caller decides who may see it."""
    return frame_of(
        panel.render_partial(
            "final_answer",
            {
                "reply_id": reply_id,
                "answer_html": html,
                "recalled": recalled,
                "show_recall": recalled is not None,
                # The session's own date, so a backdated session's later visits are not
                # called earlier (issue 19 item 3); "" before it is known: today.
                "session_date": controls.get(state.SESSION_DATE) or controls.get(state.STARTED_ON),
            },
        ),
        partial("session_fields", session_fields, shopper),
        partial("controls", controls, shopper),
        panel.render_partial("status", {"busy": False}),
        error(""),
        announce(plain_text(html)),
    )
