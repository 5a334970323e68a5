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


class VisitChat(models.Model):
    """The open chat of one visit (a Django session), the one place every replica agrees on
    (issue 20 items 2, 3 and 7; docs/conventions.md, "A turn, end to end").

    - `generation` counts the visit's Close requests: a turn remembers the generation it began
      in and writes its chat back only while it is unchanged, so a chat once closed stays
      closed whatever replica finishes a late answer (item 2).
    - `check_token` / `check_until` are a lease on checking or minting the chat's Agent Memory
      session: one turn at a time per visit across every replica, so two tabs continue one
      session (item 3, M2). `memory_session_id` is what the last check found or minted.
    - `started`, `session_date` and `retention`: the demo controls the next session is minted
      with, and whether they are locked (M9.2). The controls view changes them only while
      `started` is False, in the same statement that checks it (item 7).

    Keyed by a hash of the session key (`assistant.visits.visit_key`), never the key itself.
    """

    visit = models.CharField(max_length=64, unique=True)
    generation = models.PositiveIntegerField(default=0)
    memory_session_id = models.CharField(max_length=200, blank=True)
    started = models.BooleanField(default=False)
    session_date = models.CharField(max_length=10, blank=True)
    retention = models.CharField(max_length=40, default="default")
    check_token = models.CharField(max_length=32, blank=True)
    check_until = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True, db_index=True)

    class Meta:
        verbose_name = "visit chat"

    def __str__(self) -> str:
        return f"{self.visit[:12]} #{self.generation} {self.memory_session_id or '-'}"


class ActiveTurn(models.Model):
    """A signed-in turn in flight, from its start until its record has landed (issue 20
    item 2): Close, on any replica, waits until its visit has none left before it ends the
    Agent Memory session. Rows of a replica that died are ignored after
    `assistant.visits.IN_FLIGHT_LIMIT`."""

    visit = models.CharField(max_length=64, db_index=True)
    key = models.CharField(max_length=64, unique=True)  # the turn's (Turn.key)
    started_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.visit[:12]} {self.key}"
