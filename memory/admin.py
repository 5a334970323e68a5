"""Admin for the memory operations log: read-only, filtered by kind and outcome (issue 4 item 5)."""

from django.contrib import admin

from memory.models import MemoryOp


@admin.register(MemoryOp)
class MemoryOpAdmin(admin.ModelAdmin):
    """What happened on each memory call. Nothing here is editable: the log is evidence."""

    list_display = [
        "created_at",
        "kind",
        "outcome",
        "failure",
        "user_id",
        "session_id",
        "duration_ms",
        "blocks",
        "facts",
        "short_error",
    ]
    list_filter = ["kind", "outcome", "failure", "created_at"]
    search_fields = ["user_id", "session_id"]
    date_hierarchy = "created_at"
    list_per_page = 100

    @admin.display(description="error")
    def short_error(self, obj: MemoryOp) -> str:
        return obj.error if len(obj.error) <= 80 else obj.error[:79] + "…"

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
