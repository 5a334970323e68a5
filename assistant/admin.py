"""Read-only admin for the turn log (issue 5 item 6, issue 13 "Admin")."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlencode

from django.contrib import admin
from django.db.models import OuterRef, QuerySet, Subquery
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html, format_html_join

from assistant import state
from assistant.models import Turn
from memory import admin as memory_admin
from memory.admin import local_seconds, shorten
from memory.models import MemoryOp


def with_shopper_names(queryset: QuerySet) -> QuerySet:
    """Memory operations with `shopper_name`: the name last used with their Agent Memory user
    id in a turn (the memory layer cannot turn an id back into a name)."""
    latest = (
        Turn.objects.filter(user_id=OuterRef("user_id"))
        .exclude(shopper_name="")
        .order_by("-created_at", "-id")
        .values("shopper_name")[:1]
    )
    return queryset.annotate(shopper_name=Subquery(latest))


memory_admin.name_shoppers_with(with_shopper_names)


# A turn whose only "error" is that it was stopped did not fail (issue 13 item 3).
STOP_NOTES = ("stopped by the shopper", "socket closed")


def _arguments(raw: Any) -> str:
    """A tool call's arguments as `name=value, ...`: the model sends them as a JSON string,
    which is shown as it came when it does not parse (the admin sees what the model sent)."""
    try:
        parsed = json.loads(raw) if isinstance(raw, str) else raw
    except ValueError:
        return str(raw)
    if not isinstance(parsed, dict):
        return str(raw)
    return ", ".join(f"{key}={value!r}" for key, value in parsed.items()) or "(no arguments)"


def timings(turn: Turn) -> dict[str, int | None]:
    """The turn's milliseconds: {"recall", "model", "total"} (None: not measured)."""
    return {"recall": turn.recall_ms, "model": turn.model_ms, "total": turn.total_ms}


class HasErrorFilter(admin.SimpleListFilter):
    """Split turns into failed (model or memory error), stopped, and clean ones."""

    title = "error"
    parameter_name = "has_error"

    def lookups(self, request, model_admin):
        return [("yes", "Failed"), ("stopped", "Stopped"), ("no", "Without an error")]

    def queryset(self, request, queryset):
        only_stopped = {"stopped": True, "error__in": STOP_NOTES}
        if self.value() == "yes":
            return queryset.exclude(error="").exclude(**only_stopped)
        if self.value() == "stopped":
            return queryset.filter(stopped=True)
        if self.value() == "no":
            return queryset.filter(error="")
        return queryset


class ShopperFilter(admin.SimpleListFilter):
    """Turns of one memory user: the user id is the filter (one name may be typed in many
    cases, "Alice" and "aLiCe" are one user), the list shows the name last used."""

    title = "shopper name"
    parameter_name = "user_id"

    def lookups(self, request, model_admin):
        names: dict[str, str] = {}
        rows = (
            model_admin.get_queryset(request)
            .exclude(user_id="")
            .order_by("-created_at", "-id")
            .values_list("user_id", "shopper_name")
        )
        for user_id, name in rows:
            names.setdefault(user_id, name or user_id)
        return sorted(names.items(), key=lambda item: (item[1].casefold(), item[0]))

    def queryset(self, request, queryset):
        if self.value():
            return queryset.filter(user_id=self.value())
        return queryset


@admin.register(Turn)
class TurnAdmin(admin.ModelAdmin):
    # Six columns that fit beside the admin's sidebar and filters at 1366 px (issue 19 item 6):
    # the shopper carries the session, the three timings share one column.
    list_display = [
        "logged",
        "who",
        "short_message",
        "times",
        "outcome",
        "memory_column",
    ]
    list_filter = [ShopperFilter, ("created_at", admin.DateFieldListFilter), HasErrorFilter]
    search_fields = ["message", "answer", "shopper_name", "session_id"]
    date_hierarchy = "created_at"

    class Media:
        css = {"all": ["css/admin.css"]}

    @admin.display(description="message")
    def short_message(self, obj: Turn) -> str:
        return shorten(obj.message, 80)

    @admin.display(description="logged", ordering="created_at")
    def logged(self, obj: Turn) -> str:
        return local_seconds(obj.created_at)

    @admin.display(description="shopper, session", ordering="shopper_name")
    def who(self, obj: Turn) -> str:
        return format_html(
            "{}<br><small>{}</small>",
            obj.shopper_name or "signed out",
            obj.session_id or "no memory session",
        )

    @admin.display(description="time (ms)", ordering="total_ms")
    def times(self, obj: Turn) -> str:
        """Recall, model and total milliseconds, one per line (a narrow column)."""
        return format_html_join(
            "",
            "<div>{} {}</div>",
            ((name, "-" if ms is None else ms) for name, ms in timings(obj).items()),
        )

    @admin.display(description="outcome")
    def outcome(self, obj: Turn) -> str:
        """ "answered", "stopped" or the error, cut to 60 characters."""
        if obj.error and obj.error not in STOP_NOTES:
            return shorten(obj.error, 60)
        return "stopped" if obj.stopped else "answered"

    @admin.display(description="memory")
    def memory_column(self, obj: Turn) -> str:
        return self.memory_operations(obj)

    @admin.display(description="memory operations")
    def memory_operations(self, obj: Turn) -> str:
        """A link to this turn's rows in the memory operations log (MemoryOp.turn)."""
        if not obj.key:
            return "-"
        url = reverse("admin:memory_memoryop_changelist") + "?" + urlencode({"turn": obj.key})
        return format_html('<a href="{}">operations</a>', url)

    @admin.display(description="Agent Memory session")
    def session(self, obj: Turn) -> str:
        """The session's id, date and retention as the turn ran with them (M9.1, M9.2), in
        words: an undated session runs on the real clock (issue 19 item 6)."""
        if not obj.session_id:
            return "None: memory was not used (signed out, or memory was unreachable)."
        if obj.session_date:
            when = f"dated {obj.session_date.isoformat()}"
        else:
            ran = timezone.localdate(obj.created_at).isoformat() if obj.created_at else "?"
            when = f"on the real date (no demo date was set; this turn ran on {ran})"
        retention = state.RETENTION_LABELS.get(obj.retention, obj.retention or "unknown")
        return f"{obj.session_id}, {when}, retention {retention}"

    @admin.display(description="stopped")
    def stopped_words(self, obj: Turn) -> str:
        """Whether the answer was cut short, said in words: "no" is not an error (issue 19
        item 6; Django shows a boolean as a red cross)."""
        if not obj.stopped:
            return "No: the answer was complete."
        if STOP_NOTES[1] in obj.error:
            return "Yes: the page closed its connection, so the answer was cut short."
        return "Yes: the shopper stopped it (Stop or Close), so the answer was cut short."

    @admin.display(description="what was recalled")
    def recalled_list(self, obj: Turn) -> str:
        """The recall summary in plain words, then (under "Details") each search's blocks,
        what de-duplication dropped, failures and the turn's timings (issue 19 item 3)."""
        if not obj.recall_summary:
            return "Nothing: recall did not run (signed out, or memory was unreachable)."
        ran = timezone.localdate(obj.created_at) if obj.created_at else None
        context = {
            "recalled": obj.recall_summary,
            "session_date": obj.session_date or ran,
            "timings": {name: ms for name, ms in timings(obj).items() if ms is not None},
        }
        return render_to_string("assistant/_recalled.html", context)

    @admin.display(description="memory suffix sent to the model")
    def suffix(self, obj: Turn) -> str:
        if not obj.memory_suffix:
            return "None: nothing was recalled, so the system prompt had no memory suffix (M8)."
        return format_html(
            '<pre class="memory-suffix" style="white-space: pre-wrap">{}</pre>', obj.memory_suffix
        )

    @admin.display(description="memory operation rows")
    def operation_rows(self, obj: Turn) -> str:
        """Each memory call of this turn, linked to its row (MemoryOp.turn == Turn.key)."""
        if not obj.key:
            return "-"
        rows = MemoryOp.objects.filter(turn=obj.key).order_by("created_at", "id")
        items = format_html_join(
            "",
            '<li><a href="{}">{} {}</a></li>',
            (
                (
                    reverse("admin:memory_memoryop_change", args=[op.pk]),
                    op.get_kind_display(),
                    op.outcome,
                )
                for op in rows
            ),
        )
        return format_html("<ul>{}</ul>", items) if items else "None logged."

    @admin.display(description="tool calls")
    def tool_calls_list(self, obj: Turn) -> str:
        """Each tool call in call order, in words: its name and arguments, then the SKUs it
        returned (the only ones the answer may link, M8.4), instead of the stored JSON."""
        if not obj.tool_calls:
            return "None: the model answered without calling a tool."
        items = format_html_join(
            "",
            "<li><code>{}</code> {}<br><small>{}</small></li>",
            (
                (
                    call.get("name", "?"),
                    _arguments(call.get("arguments")),
                    "returned " + ", ".join(call["skus"])
                    if call.get("skus")
                    else "returned no product",
                )
                for call in obj.tool_calls
                if isinstance(call, dict)
            ),
        )
        return format_html("<ol>{}</ol>", items)

    @admin.display(description="facts kept")
    def facts_list(self, obj: Turn) -> str:
        """The facts the judge kept from this message (M4), one per line."""
        if not obj.facts:
            return "None: the message stated no durable fact (or memory was not used)."
        return format_html(
            "<ul>{}</ul>", format_html_join("", "<li>{}</li>", ((f,) for f in obj.facts))
        )

    # The detail page: what happened first, the memory that informed it, then the rest.
    detail_fields = [
        "key",
        "logged",
        "shopper_name",
        "user_id",
        "session",
        "message",
        "answer",
        "stopped_words",
        "error",
        "recalled_list",
        "suffix",
        "memory_operations",
        "operation_rows",
        "tool_calls_list",
        "facts_list",
        "recalled",
        "recall_ms",
        "model_ms",
        "total_ms",
        "model",
    ]

    def get_fields(self, request, obj=None):
        return self.detail_fields

    def get_readonly_fields(self, request, obj=None):
        return self.get_fields(request, obj)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
