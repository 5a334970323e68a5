"""The visit's open chat across replicas: one `VisitChat` row per Django session (issue 20).

Nothing that must hold across processes lives in a process: the lease on the Agent Memory
session check (two tabs on two replicas mint one session, item 3), the lock of the demo
controls (item 7) and the chat's generation (a closed chat stays closed, item 2) are
conditional UPDATEs of that row, which work the same on SQLite and PostgreSQL. The first
statement of each transaction is the UPDATE, so it takes the row lock (PostgreSQL) or the
write lock (SQLite) before anything is read, and the Django session written in the same
transaction cannot be overtaken by a Close.

Every function here is sync (ORM): async callers wrap them with `database_sync_to_async`.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone

from assistant import state
from assistant.models import ActiveTurn, VisitChat
from shop.services import current_shopper

CHAT_KEYS = state.CHAT_KEYS


def visit_key(session_key: str | None) -> str:
    """A stable, non-secret name for the visit of `session_key` (sha256, 64 hex characters):
    the row and the channel-layer group never carry the session key itself."""
    return hashlib.sha256((session_key or "").encode()).hexdigest()


@dataclass(frozen=True)
class Claim:
    """What a turn may rely on while it holds the session-check lease (`claim_check`)."""

    memory_session_id: str
    session_date: str
    retention: str


# No turn answers and records for longer (the model's timeout per round, the record's
# calls): an ActiveTurn row this old was left by a replica that died.
IN_FLIGHT_LIMIT = timedelta(minutes=3)
BUSY = "busy"  # another turn of the visit holds the lease: wait and try again
CLOSED = "closed"  # the chat's generation moved on (Close): this turn's chat is over


def _row(session_key: str | None, session: dict[str, Any] | None = None) -> VisitChat:
    """The visit's row, created with the Django session's controls when it is new."""
    session = session if session is not None else state.read_session(session_key)
    controls = state.controls(session)
    try:
        with transaction.atomic():
            row, _ = VisitChat.objects.get_or_create(
                visit=visit_key(session_key),
                defaults={
                    "session_date": controls["session_date"],
                    "retention": controls["retention"],
                    "started": state.chat_started(session),
                    "memory_session_id": session.get(state.SESSION_ID, "") or "",
                },
            )
    except IntegrityError:  # created by another replica at the same moment
        row = VisitChat.objects.get(visit=visit_key(session_key))
    return row


def begin_turn(session_key: str | None, turn_key: str = "") -> tuple[dict[str, Any], int]:
    """(the stored Django session as a dict, the chat's generation) for a turn starting now.

    For a signed-in shopper's message the demo controls lock at once, in the row, so a
    controls POST racing the first message either lands before it or is refused (item 7,
    M9.2); and the turn `turn_key` is in flight (`ActiveTurn`) until `end_turn`, for Close
    (item 2). A visit without a session key has no row: generation 0.
    """
    session = state.read_session(session_key)
    if not session_key:
        return session, 0
    row = _row(session_key, session)
    if current_shopper(session) is not None:
        if not row.started:
            VisitChat.objects.filter(pk=row.pk, generation=row.generation).update(started=True)
        if turn_key:
            ActiveTurn.objects.get_or_create(key=turn_key, defaults={"visit": row.visit})
    return session, row.generation


def end_turn(turn_key: str) -> None:
    """The turn's record has landed (or it had none): it is no longer in flight."""
    ActiveTurn.objects.filter(key=turn_key).delete()


def turns_in_flight(session_key: str | None) -> int:
    """How many signed-in turns of the visit are answering or recording now (rows older
    than IN_FLIGHT_LIMIT are a dead replica's, and ignored)."""
    since = timezone.now() - IN_FLIGHT_LIMIT
    return ActiveTurn.objects.filter(visit=visit_key(session_key), started_at__gte=since).count()


def claim_check(
    session_key: str | None, generation: int, token: str, lease_seconds: float
) -> Claim | str:
    """Take the lease on checking or minting the chat's Agent Memory session (item 3).

    Returns a `Claim` (the row's session id and controls, read after the lease was taken),
    BUSY while another turn of the visit holds an unexpired lease, or CLOSED when the chat's
    generation is no longer `generation`. Release it with `release_check`.
    """
    visit = visit_key(session_key)
    now = timezone.now()
    free = Q(check_until__isnull=True) | Q(check_until__lt=now)
    taken = VisitChat.objects.filter(free, visit=visit, generation=generation).update(
        check_token=token, check_until=now + timedelta(seconds=lease_seconds), started=True
    )
    if not taken:
        open_chat = VisitChat.objects.filter(visit=visit, generation=generation).exists()
        return BUSY if open_chat else CLOSED
    row = VisitChat.objects.get(visit=visit)
    return Claim(row.memory_session_id, row.session_date, row.retention)


def release_check(
    session_key: str | None,
    generation: int,
    token: str,
    *,
    memory_session_id: str = "",
    session_values: dict[str, Any] | None = None,
) -> bool:
    """Give the lease back; with `memory_session_id`, record the checked session in the row
    and `session_values` (the locked controls, M9.2) in the Django session, in one
    transaction that a Close cannot overtake. False when the lease or the generation was
    lost meanwhile (nothing is written then)."""
    visit = visit_key(session_key)
    changes: dict[str, Any] = {"check_token": "", "check_until": None, "updated_at": timezone.now()}
    if memory_session_id:
        changes["memory_session_id"] = memory_session_id
    with transaction.atomic():
        kept = VisitChat.objects.filter(
            visit=visit, generation=generation, check_token=token
        ).update(**changes)
        if kept and session_values:
            state.update_session(session_key, session_values)
    return bool(kept)


def save_turn(session_key: str | None, generation: int, **turn: Any) -> tuple[str, int] | None:
    """`state.save_turn(session_key, **turn)` while the chat is still generation
    `generation`: the (session id, turn count) stored; None (nothing written) once a Close
    has ended it (item 2), or when the session is gone."""
    if not session_key:
        return None
    with transaction.atomic():
        # The UPDATE first: it locks the row, so a Close waits until this turn is saved.
        current = VisitChat.objects.filter(
            visit=visit_key(session_key), generation=generation
        ).update(updated_at=timezone.now())
        if not current:
            return None
        return state.save_turn(session_key, **turn)


def set_controls(session_key: str | None, *, session_date: str, retention: str) -> bool:
    """Store the demo controls for the next session, unless the chat has started: the check
    and the write are one UPDATE (item 7, M9.2). True when stored, False when locked."""
    visit = visit_key(session_key)
    values = {"session_date": session_date, "retention": retention}
    for _ in range(2):
        if VisitChat.objects.filter(visit=visit, started=False).update(
            updated_at=timezone.now(), **values
        ):
            return True
        if VisitChat.objects.filter(visit=visit).exists():
            return False
        try:
            with transaction.atomic():
                VisitChat.objects.create(visit=visit, **values)
            return True
        except IntegrityError:
            continue  # created by a turn meanwhile: check its lock again
    return False


def close_chat(session_key: str | None) -> None:
    """End the visit's open chat for every replica (M9.3): the next generation, no session,
    default controls, unlocked; the chat keys leave the stored Django session in the same
    transaction, so no turn of the old generation can write them back (item 2)."""
    if not session_key:
        return
    visit = visit_key(session_key)
    reset = {
        "memory_session_id": "",
        "started": False,
        "session_date": "",
        "retention": "default",
        "check_token": "",
        "check_until": None,
        "updated_at": timezone.now(),
    }
    with transaction.atomic():
        closed = VisitChat.objects.filter(visit=visit).update(
            generation=F("generation") + 1, **reset
        )
        if not closed:
            try:
                with transaction.atomic():
                    VisitChat.objects.create(visit=visit, generation=1, **reset)
            except IntegrityError:
                VisitChat.objects.filter(visit=visit).update(
                    generation=F("generation") + 1, **reset
                )
        state.update_session(session_key, dict.fromkeys(CHAT_KEYS))


def prune(*, older_than: timedelta) -> tuple[int, int]:
    """Delete the rows of visits no turn or control touched for `older_than` (their Django
    sessions have long expired), and in-flight marks older than IN_FLIGHT_LIMIT (a replica
    that died mid-turn). Returns (visits, turns) deleted."""
    now = timezone.now()
    visits_deleted, _ = VisitChat.objects.filter(updated_at__lt=now - older_than).delete()
    turns_deleted, _ = ActiveTurn.objects.filter(started_at__lt=now - IN_FLIGHT_LIMIT).delete()
    return visits_deleted, turns_deleted
