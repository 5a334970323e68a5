"""The turn log: one row per assistant turn, for admins (issue 5 item 6)."""

from django.db import models


class Turn(models.Model):
    """One exchange in the chat panel, as the consumer saw it.

    Written after the answer was delivered, once the turn record and the fact judge (M3, M4.1)
    have finished, so `facts` holds what was kept. Times are milliseconds of wall clock.
    """

    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    shopper_name = models.CharField(
        max_length=200, blank=True, help_text="Empty for a signed-out (anonymous) visitor."
    )
    user_id = models.CharField("Agent Memory user", max_length=200, blank=True)
    session_id = models.CharField("Agent Memory session", max_length=200, blank=True)
    model = models.CharField(max_length=200, blank=True)
    message = models.TextField()
    answer = models.TextField(blank=True)
    tool_calls = models.JSONField(
        default=list, blank=True, help_text="[{name, arguments, skus}] in call order."
    )
    recalled = models.JSONField(
        "blocks recalled",
        default=dict,
        blank=True,
        help_text='Blocks recalled per search: {"session", "facts", "past_turns"} (M5).',
    )
    recall_summary = models.JSONField(
        "what was recalled",
        null=True,
        blank=True,
        help_text="memory.summary.recall_summary(): each search's blocks, what de-duplication "
        "dropped, the failed searches (issue 13). Empty when recall did not run.",
    )
    memory_suffix = models.TextField(
        blank=True, help_text="The exact memory suffix of the system prompt (M8)."
    )
    session_date = models.DateField(
        null=True, blank=True, help_text="The Agent Memory session's date (M9.1); empty: today."
    )
    retention = models.CharField(
        max_length=40, blank=True, help_text="The session's retention preset, read back (M9.2)."
    )
    stopped = models.BooleanField(
        default=False, help_text="Stopped by the shopper, by Close or by a closed socket."
    )
    facts = models.JSONField("facts kept", default=list, blank=True)
    recall_ms = models.PositiveIntegerField(null=True, blank=True)
    model_ms = models.PositiveIntegerField(null=True, blank=True)
    total_ms = models.PositiveIntegerField(null=True, blank=True)
    error = models.TextField(blank=True)
    # Ties the turn to its memory operations (MemoryOp.turn, via memory.turns.turn_scope).
    key = models.CharField(max_length=64, null=True, blank=True, unique=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name = "turn"
        # The memory operations list looks up a user's latest name here (assistant/admin.py).
        indexes = [models.Index(fields=["user_id", "-created_at"], name="turn_user_latest")]

    def __str__(self) -> str:
        who = self.shopper_name or "anonymous"
        return f"{who} {self.session_id or '-'}: {self.message[:60]}"
