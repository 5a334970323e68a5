"""Django admin for the catalogue: search by SKU, name and brand; stock edited inline (issue 2)."""

from django.contrib import admin
from django.db.models import Sum

from shop.models import Product, ProductSize


class ProductSizeInline(admin.TabularInline):
    model = ProductSize
    extra = 0
    fields = ("size", "position", "stock")


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = (
        "sku",
        "name",
        "brand",
        "department",
        "type",
        "subtype",
        "colour",
        "price",
        "total_stock",
    )
    list_filter = ("department", "type", "colour")
    search_fields = ("sku", "name", "brand")
    readonly_fields = ("created_at", "updated_at")
    inlines = [ProductSizeInline]
    list_per_page = 50

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(_total_stock=Sum("sizes__stock"))

    @admin.display(description="Stock", ordering="_total_stock")
    def total_stock(self, obj: Product) -> int:
        return obj._total_stock or 0
