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
    (record facts). `failure` classifies a failed call (M10): unreachable, timeout, 4xx, 5xx or
    error (anything else, e.g. a malformed reply); a cancelled call (Stop, a closed socket) is
    outcome "skipped" with failure "cancelled", so it never counts as failed.
    """

    class Kind(models.TextChoices):
        ENSURE_USER = "ensure_user", "ensure user"
        ENSURE_SESSION = "ensure_session", "ensure session"
        GET_SESSION = "get_session", "read session"
        LIST = "list", "list (this session)"
        SEARCH_1 = "search_1", "search 1 (this session)"
        SEARCH_2 = "search_2", "search 2 (facts)"
        SEARCH_3 = "search_3", "search 3 (earlier visits)"
        RECORD_TURN = "record_turn", "record turn"
        RECORD_FACTS = "record_facts", "record facts"
        JUDGE = "judge", "fact judge"
        END_SESSION = "end_session", "end session"

    class Outcome(models.TextChoices):
        OK = "ok", "ok"
        FAILED = "failed", "failed"
        SKIPPED = "skipped", "skipped"

    class Failure(models.TextChoices):
        UNREACHABLE = "unreachable", "unreachable"
        TIMEOUT = "timeout", "timeout"
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
