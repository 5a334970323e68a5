"""Read-only admin for the turn log (issue 5 item 6, issue 13 "Admin")."""

from __future__ import annotations

from urllib.parse import urlencode

from django.contrib import admin
from django.db.models import OuterRef, QuerySet, Subquery
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.html import format_html, format_html_join

from assistant.models import Turn
from memory import admin as memory_admin
from memory.admin import local_seconds
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
    list_display = [
        "logged",
        "shopper_name",
        "session_id",
        "short_message",
        "recall",
        "model_time",
        "total",
        "error",
        "memory_operations",
    ]
    list_filter = [ShopperFilter, ("created_at", admin.DateFieldListFilter), HasErrorFilter]
    search_fields = ["message", "answer", "shopper_name", "session_id"]
    date_hierarchy = "created_at"

    @admin.display(description="message")
    def short_message(self, obj: Turn) -> str:
        return obj.message[:80]

    @admin.display(description="logged", ordering="created_at")
    def logged(self, obj: Turn) -> str:
        return local_seconds(obj.created_at)

    @admin.display(description="recall (ms)", ordering="recall_ms")
    def recall(self, obj: Turn):
        return obj.recall_ms

    @admin.display(description="model (ms)", ordering="model_ms")
    def model_time(self, obj: Turn):
        return obj.model_ms

    @admin.display(description="total (ms)", ordering="total_ms")
    def total(self, obj: Turn):
        return obj.total_ms

    @admin.display(description="memory operations")
    def memory_operations(self, obj: Turn) -> str:
        """A link to this turn's rows in the memory operations log (MemoryOp.turn)."""
        if not obj.key:
            return "-"
        url = reverse("admin:memory_memoryop_changelist") + "?" + urlencode({"turn": obj.key})
        return format_html('<a href="{}">memory operations</a>', url)

    @admin.display(description="Agent Memory session")
    def session(self, obj: Turn) -> str:
        """The session's id, date and retention as the turn ran with them (M9.1, M9.2)."""
        if not obj.session_id:
            return "-"
        when = obj.session_date.isoformat() if obj.session_date else "today (undated)"
        return f"{obj.session_id}, dated {when}, retention {obj.retention or 'unknown'}"

    @admin.display(description="what was recalled")
    def recalled_list(self, obj: Turn) -> str:
        """The recall summary: each search's blocks, what de-duplication dropped, failures."""
        if not obj.recall_summary:
            return "Nothing: recall did not run (signed out, or memory was unreachable)."
        return render_to_string("assistant/_recalled.html", {"recalled": obj.recall_summary})

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

    # The detail page: what happened first, the memory that informed it, then the rest.
    detail_fields = [
        "key",
        "logged",
        "shopper_name",
        "user_id",
        "session",
        "message",
        "answer",
        "stopped",
        "error",
        "recalled_list",
        "suffix",
        "memory_operations",
        "operation_rows",
        "tool_calls",
        "recalled",
        "facts",
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
