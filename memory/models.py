"""The memory operations log: one row per call to Agent Memory or the fact judge (issue 4 item 5).

Rows are written off the hot path (`memory.oplog`), read in Django admin and pruned with
`manage.py prune_memory_ops --days N`.
"""

from django.db import models
from django.utils import timezone


class MemoryOp(models.Model):
    """One memory call: what it was, for whom, how it ended and how long it took.

    `created_at` is when the call started and `duration_ms` how long it took (wall clock, on
    the Django side), so overlapping calls show as overlapping intervals; `blocks` counts the memory
    blocks returned (reads) or written (writes); `facts` counts facts kept (judge) or written
    (record facts). `failure` classifies a failed call (M10): unreachable, timeout, interrupted,
    4xx, 5xx or error (anything else, e.g. a malformed reply); a cancelled call (Stop, a closed socket) is
    outcome "skipped" with failure "cancelled", so it never counts as failed.
    """

    class Kind(models.TextChoices):
        ENSURE_USER = "ensure_user", "ensure user"
        ENSURE_SESSION = "ensure_session", "ensure session"
        GET_SESSION = "get_session", "read session"
        LIST_SESSIONS = "list_sessions", "list sessions"
        LIST = "list", "list (this session)"
        SEARCH_1 = "search_1", "search 1 (this session)"
        SEARCH_2 = "search_2", "search 2 (facts)"
        SEARCH_3 = "search_3", "search 3 (earlier visits)"
        RECORD_TURN = "record_turn", "record turn"
        RECORD_FACTS = "record_facts", "record facts"
        JUDGE = "judge", "fact judge"
        END_SESSION = "end_session", "end session"
        OUTBOX_CHECK = "outbox_check", "outbox: look for a write"

    class Outcome(models.TextChoices):
        OK = "ok", "ok"
        FAILED = "failed", "failed"
        SKIPPED = "skipped", "skipped"

    class Failure(models.TextChoices):
        UNREACHABLE = "unreachable", "unreachable"
        TIMEOUT = "timeout", "timeout"
        # The connection broke after the request went out (the server went away mid-call):
        # like a timeout, a write's outcome is unknown (issue 20 item 6).
        INTERRUPTED = "interrupted", "interrupted"
        CLIENT_ERROR = "4xx", "4xx"
        SERVER_ERROR = "5xx", "5xx"
        ERROR = "error", "other error"
        # Not a failure: the call was cancelled (Stop, a closed socket); outcome "skipped".
        CANCELLED = "cancelled", "cancelled"

    created_at = models.DateTimeField("started", default=timezone.now, db_index=True)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    user_id = models.CharField("shopper", max_length=200, blank=True, db_index=True)
    session_id = models.CharField(max_length=200, blank=True, db_index=True)
    outcome = models.CharField(max_length=10, choices=Outcome.choices)
    failure = models.CharField(max_length=12, choices=Failure.choices, blank=True)
    duration_ms = models.PositiveIntegerField(default=0)
    blocks = models.PositiveIntegerField("blocks", null=True, blank=True)
    facts = models.PositiveIntegerField("facts kept", null=True, blank=True)
    error = models.TextField(blank=True)
    # The assistant turn the call belonged to (`memory.turns.turn_scope`), "" outside one.
    turn = models.CharField(max_length=64, blank=True, default="", db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = "memory operation"
        verbose_name_plural = "memory operations"
        indexes = [models.Index(fields=["kind", "outcome"])]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.outcome} ({self.user_id} {self.session_id})"


class PendingWrite(models.Model):
    """A write to Agent Memory that failed or timed out, kept for replay (issue 20 item 6).

    The outbox (`memory.outbox`) holds the turn and fact writes (and the end of a session
    queued behind them) that did not land while Agent Memory was away, in the shop's
    database, so any replica can replay them once it answers again, in `id` order.
    `write_id` is the annotation every block of the write carries: before writing a write
    whose outcome is unknown (a timeout, a 5xx), the replay looks for it, so nothing is stored
    twice. `payload` holds the request's content and its `created_at` (M3.6), kept as of the
    first attempt. Bounded per shopper (MEMORY_OUTBOX_MAX_PER_USER) and in age
    (MEMORY_OUTBOX_MAX_AGE_SECONDS): what falls out is dropped with a WARNING.
    """

    class Kind(models.TextChoices):
        TURN = "turn", "turn"
        FACTS = "facts", "facts"
        END = "end_session", "end session"

    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    kind = models.CharField(max_length=12, choices=Kind.choices)
    user_id = models.CharField("shopper", max_length=200, db_index=True)
    session_id = models.CharField(max_length=200)
    write_id = models.CharField(max_length=32, unique=True)
    payload = models.JSONField(default=dict, blank=True)
    outcome_unknown = models.BooleanField(
        default=False, help_text="The last attempt timed out or got a 5xx: it may have landed."
    )
    attempts = models.PositiveIntegerField(default=1)
    next_attempt_at = models.DateTimeField(default=timezone.now)
    last_error = models.TextField(blank=True)
    # The assistant turn the write belongs to (memory.turns.turn_scope), "" outside one.
    turn = models.CharField(max_length=64, blank=True, default="", db_index=True)

    class Meta:
        ordering = ["id"]
        verbose_name = "pending memory write"

    def __str__(self) -> str:
        return f"{self.kind} {self.user_id}/{self.session_id} ({self.attempts} attempts)"


class ReplayLease(models.Model):
    """Who replays the outbox now: one replayer at a time across replicas (issue 20 item 6).
    Taken with a conditional UPDATE (`holder` and `until`), renewed while replaying."""

    name = models.CharField(max_length=40, unique=True)
    holder = models.CharField(max_length=32, blank=True)
    until = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.name}: {self.holder or '-'}"
