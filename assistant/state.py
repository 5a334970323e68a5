"""The panel's state in the Django session, so it survives moving between shop pages.

Keys (all start with "assistant_", which login and logout delete, M2.2, M9):
  assistant_session_date  "YYYY-MM-DD" or ""       demo control (M9.1)
  assistant_retention     a RETENTION_PRESETS name  demo control (M9.1)
  assistant_session_id    the open chat's Agent Memory session id, "" before the first message
  assistant_turn_count    exchanges so far in the open chat (M6.1)
  assistant_log           [{"role": "user", "text"} | {"role": "assistant", "html"}], newest last
  assistant_started_on    "YYYY-MM-DD": the day the open chat started (shown in locked controls)
  assistant_show_recall   True: the presenter's "What was recalled" is on (issue 13; kept on Close)
  assistant_newest_visit  "YYYY-MM-DD" or "": the shopper's newest visit when the date was set
                          (the controls say a backdated visit's statements lose, issue 19 item 5)
The consumer writes through `update_session()` against the stored row (the session in a
websocket's scope is a snapshot taken at connect), and never re-creates a session that login or
logout has since deleted.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from django.conf import settings
from django.contrib.sessions.backends.base import SessionBase, UpdateError
from django.utils import timezone
from django.utils.module_loading import import_string

SESSION_DATE = "assistant_session_date"
RETENTION = "assistant_retention"
SESSION_ID = "assistant_session_id"
TURN_COUNT = "assistant_turn_count"
LOG = "assistant_log"
STARTED_ON = "assistant_started_on"
SHOW_RECALL = "assistant_show_recall"
NEWEST_VISIT = "assistant_newest_visit"

RETENTION_LABELS = {
    "default": "Default (90 days)",
    "1m": "1 minute",
    "5m": "5 minutes",
    "1h": "1 hour",
    "never": "Never expire",
}
MAX_LOG_MESSAGES = 60


def session_store(session_key: str | None) -> SessionBase:
    """A SessionStore for `session_key`, with the configured engine."""
    engine = import_string(f"{settings.SESSION_ENGINE}.SessionStore")
    return engine(session_key)


def today() -> date:
    """Today's date in the site's time zone."""
    return timezone.localdate()


def turn_count(session: Any) -> int:
    """Exchanges so far in the open chat (0 for a malformed stored value)."""
    try:
        return max(int(session.get(TURN_COUNT, 0) or 0), 0)
    except (TypeError, ValueError):
        return 0


def chat_started(session: Any) -> bool:
    """True once a message was sent in the open chat, or it has an Agent Memory session:
    the controls are locked (M9.2), whether or not memory was reachable."""
    return bool(session.get(SESSION_ID)) or turn_count(session) > 0


def open_chat(session: Any, session_id: str, count: int) -> tuple[str, int]:
    """The session id and turn count a message continues, from the stored open chat.

    Every tab of a visit shares the Django session, so the stored chat wins over what a tab's
    form carries (a tab opened before the chat began sends ""): its session id, and its turn
    count, or the larger of the two when the frame names the same session. With no open chat
    (closed panel, sign-in, sign-out cleared it, M2.2) the id is "": a new session is minted.
    The id is still checked against the shopper by memory.ensure_session (M2.4).
    """
    stored_id = session.get(SESSION_ID, "") or ""
    stored_count = turn_count(session)
    if session_id == stored_id:
        return stored_id, max(count, stored_count)
    return stored_id, stored_count


def controls(session: Any) -> dict[str, Any]:
    """The demo controls as stored: {"session_date": "YYYY-MM-DD" or "", "retention": name}."""
    return {
        "session_date": session.get(SESSION_DATE, "") or "",
        "retention": session.get(RETENTION, "default") or "default",
    }


def session_date(session: Any) -> date | None:
    """The demo session date (M9.1) as a date, or None for "today"."""
    value = session.get(SESSION_DATE) or ""
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


def panel_state(session: Any) -> dict[str, Any]:
    """Everything the panel template needs from the Django session."""
    locked = chat_started(session)
    stored = controls(session)
    # Locked controls show what the session runs with (M9.2): "today" is the day it started.
    shown_date = stored["session_date"]
    if locked and not shown_date:
        shown_date = session.get(STARTED_ON, "") or today().isoformat()
    return {
        "session_id": session.get(SESSION_ID, "") or "",
        "turn_count": turn_count(session),
        "log": list(session.get(LOG, []) or []),
        "open": bool(session.get(LOG)),
        "locked": locked,
        "shown_date": shown_date,
        "today": today().isoformat(),
        "backdate_note": backdate_note(newer) if (newer := newer_visit(session)) else "",
        **stored,
    }


def newer_visit(session: Any) -> date | None:
    """The shopper's newest visit when it is later than the chosen session date, else None:
    then this visit's statements are older and lose to that visit's (M8.2, issue 19 item 5)."""
    chosen = session_date(session)
    try:
        newest = date.fromisoformat(session.get(NEWEST_VISIT) or "")
    except ValueError:
        return None
    return newest if chosen is not None and newest > chosen else None


def backdate_note(newer: date) -> str:
    """What the controls say of a visit dated before the shopper's newest (issue 19 item 5),
    e.g. "Statements in this visit are older than ones from 14 Mar 2025; the newer ones win."
    Facts resolve by their date (M8.2), so this visit's lose to the newer visit's."""
    return (
        f"Statements in this visit are older than ones from {newer.day} {newer:%b %Y}; "
        "the newer ones win."
    )


# The open chat and both demo controls: what Close forgets (M9.3; SHOW_RECALL stays).
CHAT_KEYS = (SESSION_DATE, RETENTION, SESSION_ID, TURN_COUNT, LOG, STARTED_ON, NEWEST_VISIT)


def clear_chat(session: Any) -> None:
    """Forget the open chat and both demo controls (M9.3)."""
    for key in CHAT_KEYS:
        session.pop(key, None)


def read_session(session_key: str | None) -> dict[str, Any]:
    """The stored session's data as a plain dict ({} when it no longer exists). Sync."""
    if not session_key:
        return {}
    store = session_store(session_key)
    if not store.exists(session_key):
        return {}
    return dict(store.items())


def update_session(session_key: str | None, values: dict[str, Any]) -> bool:
    """Write `values` into the stored session; False when it no longer exists. Sync.

    Only the given keys change; a session deleted by login or logout is left deleted.
    """
    if not session_key:
        return False
    store = session_store(session_key)
    if not store.exists(session_key):
        return False
    for key, value in values.items():
        if value is None:
            store.pop(key, None)
        else:
            store[key] = value
    try:
        store.save()
    except UpdateError:
        return False
    return True


def append_log(log: list[dict[str, Any]], *entries: dict[str, Any]) -> list[dict[str, Any]]:
    """`log` plus `entries`, keeping the newest MAX_LOG_MESSAGES."""
    return [*log, *entries][-MAX_LOG_MESSAGES:]


def _stored_count(store: Any) -> int:
    return turn_count(store)


def save_turn(
    session_key: str | None,
    *,
    session_id: str,
    turn_count: int,
    entries: list[dict[str, Any]],
) -> tuple[str, int] | None:
    """Store the open chat after a turn: its session id, turn count and log entries. Sync.

    Reads the stored log afresh (another tab of the same visit may have added to it), and
    leaves a session that login or logout deleted alone. A turn that went on without its
    session check (memory slow, another tab checking) has `session_id` "": the chat's stored
    id stays (issue 20 item 3). Returns the (session id, turn count) stored, None when the
    session is gone.
    """
    if not session_key:
        return None
    store = session_store(session_key)
    if not store.exists(session_key):
        return None
    stored_id = store.get(SESSION_ID) or ""
    session_id = session_id or stored_id
    if session_id and stored_id == session_id:
        # Another tab may have finished a turn of the same chat meanwhile: never count down.
        turn_count = max(turn_count, _stored_count(store) + 1)
    store[SESSION_ID] = session_id
    store[TURN_COUNT] = turn_count
    if not store.get(STARTED_ON):
        store[STARTED_ON] = today().isoformat()
    store[LOG] = append_log(list(store.get(LOG, []) or []), *entries)
    try:
        store.save()
    except UpdateError:
        return None
    return session_id, turn_count
