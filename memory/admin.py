"""Admin for the memory operations log: read-only, filtered by kind, outcome and turn (issue 4
item 5, issue 13 "Admin")."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib import admin
from django.db.models import QuerySet
from django.utils import timezone

from memory.models import MemoryOp

# The memory layer does not know shoppers' names (Agent Memory user ids are derived from
# them, not the other way round); the layer above hands in a queryset annotation that adds
# `shopper_name` to the rows. Registered by assistant/admin.py.
ShopperNames = Callable[[QuerySet[MemoryOp]], QuerySet[MemoryOp]]
_shopper_names: ShopperNames | None = None


def name_shoppers_with(annotate: ShopperNames | None) -> None:
    """Use `annotate(queryset)` to add a `shopper_name` column to the operations list (None:
    show the user id only)."""
    global _shopper_names
    _shopper_names = annotate


def local_seconds(value) -> str:
    """A datetime in the site's time zone, to the second: "2026-12-01 09:14:07"."""
    return timezone.localtime(value).strftime("%Y-%m-%d %H:%M:%S") if value else "-"


def shorten(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class TurnFilter(admin.SimpleListFilter):
    """The operations of one assistant turn (`?turn=<Turn.key>`, linked from the turn's page),
    or those outside any turn (`?turn=none`); offers the ten newest turns."""

    title = "turn"
    parameter_name = "turn"
    RECENT = 10

    def lookups(self, request, model_admin):
        choices = [("none", "Outside any turn")]
        rows = (
            MemoryOp.objects.exclude(turn="")
            .order_by("-created_at", "-id")
            .values_list("turn", "session_id", "created_at")
        )
        seen: set[str] = set()
        for turn, session_id, created_at in rows.iterator():
            if turn not in seen:
                seen.add(turn)
                choices.append((turn, f"{local_seconds(created_at)} {session_id or ''}".strip()))
            if len(seen) >= self.RECENT:
                break
        if self.value() and self.value() not in seen and self.value() != "none":
            choices.append((self.value(), f"turn {self.value()[:12]}"))
        return choices

    def queryset(self, request, queryset):
        if self.value() == "none":
            return queryset.filter(turn="")
        if self.value():
            return queryset.filter(turn=self.value())
        return queryset


@admin.register(MemoryOp)
class MemoryOpAdmin(admin.ModelAdmin):
    """What happened on each memory call. Nothing here is editable: the log is evidence."""

    list_display = [
        "started",
        "kind",
        "outcome",
        "failure",
        "shopper",
        "memory_user",
        "session_id",
        "duration",
        "blocks",
        "facts",
        "short_error",
    ]
    list_filter = ["kind", "outcome", "failure", TurnFilter, "created_at"]
    search_fields = ["user_id", "session_id"]
    date_hierarchy = "created_at"
    list_per_page = 100

    def get_queryset(self, request):
        queryset = super().get_queryset(request)
        return _shopper_names(queryset) if _shopper_names is not None else queryset

    @admin.display(description="started", ordering="created_at")
    def started(self, obj: MemoryOp) -> str:
        return local_seconds(obj.created_at)

    @admin.display(description="shopper name")
    def shopper(self, obj: MemoryOp) -> str:
        return getattr(obj, "shopper_name", None) or "-"

    @admin.display(description="Agent Memory user", ordering="user_id")
    def memory_user(self, obj: MemoryOp) -> str:
        return obj.user_id or "-"

    @admin.display(description="duration (ms)", ordering="duration_ms")
    def duration(self, obj: MemoryOp) -> int:
        return obj.duration_ms

    @admin.display(description="error")
    def short_error(self, obj: MemoryOp) -> str:
        return shorten(obj.error, 80)

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
