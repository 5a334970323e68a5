"""Read-only admin for the turn log (issue 5 item 6)."""

from django.contrib import admin

from assistant.models import Turn


class HasErrorFilter(admin.SimpleListFilter):
    """Split turns into failed (model or memory error, stop) and clean ones."""

    title = "error"
    parameter_name = "has_error"

    def lookups(self, request, model_admin):
        return [("yes", "With an error"), ("no", "Without an error")]

    def queryset(self, request, queryset):
        if self.value() == "yes":
            return queryset.exclude(error="")
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
        "created_at",
        "shopper_name",
        "session_id",
        "short_message",
        "recall_ms",
        "model_ms",
        "total_ms",
        "error",
    ]
    list_filter = [ShopperFilter, ("created_at", admin.DateFieldListFilter), HasErrorFilter]
    search_fields = ["message", "answer", "shopper_name", "session_id"]
    date_hierarchy = "created_at"

    @admin.display(description="message")
    def short_message(self, obj: Turn) -> str:
        return obj.message[:80]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in self.model._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
