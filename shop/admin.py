"""Django admin for the catalogue: search by SKU, name and brand; stock edited inline (issue 2).

A product saved here passes the same rules as a record of a catalogue file (shop.catalogue_record):
what the importer refuses, the form refuses beside its field, and what the importer normalises
(colour "Gray" -> "grey", tags lower case, sizes in the shop's spelling) is saved normalised, so
the facets, the search and the assistant read the same values either way (issue 10)."""

from django import forms
from django.contrib import admin
from django.db.models import Sum
from pydantic import ValidationError

from shop import images
from shop.catalogue_record import MAX_SIZE_LENGTH, CatalogueRecord, located_problems
from shop.models import Product, ProductSize
from shop.sizes import canonical_label

# The format's JSON names (the first part of a problem's location) -> the form's fields.
FORM_FIELD = {
    "sku": "sku",
    "name": "name",
    "description": "description",
    "brand": "brand",
    "color": "colour",
    "colour": "colour",
    "material": "material",
    "price": "price",
    "tags": "tags",
    "image": "image",
}


class ProductAdminForm(forms.ModelForm):
    """The product's own fields checked as one catalogue record (its sizes are the inline's)."""

    class Meta:
        model = Product
        fields = (
            "sku", "name", "description", "brand", "department", "type", "subtype", "colour",
            "material", "price", "tags", "image",
        )  # fmt: skip

    def clean(self):
        data = super().clean()
        if self.errors:
            return data  # Django's own checks first: a field it refused has no value here
        image = (data.get("image") or "").strip()
        if image and (problem := images.image_problem(image)):
            # The importer drops such an image and imports the record; here it is refused.
            self.add_error("image", f"This image cannot be used: {problem}.")
            return data
        record = {
            "sku": data.get("sku"),
            "name": data.get("name"),
            "description": data.get("description"),
            "brand": data.get("brand") or "",
            "category": {key: data.get(key) for key in ("department", "type", "subtype")},
            "color": data.get("colour"),
            "material": data.get("material"),
            "price": {"amount": str(data.get("price")), "currency": "EUR"},
            "sizes": ["One Size"],  # the inline's rows; checked there
            "stock": 0,
            "tags": data.get("tags"),
            "image": image,
        }
        try:
            valid = CatalogueRecord.model_validate(record, context={"warnings": []})
        except ValidationError as error:
            for location, sentence in located_problems(error):
                field = location[1] if location[0] == "category" else FORM_FIELD.get(location[0])
                self.add_error(field if field in self.fields else None, sentence)
            return data
        data.update(valid.product_fields(), sku=valid.sku)
        return data


class ProductSizeForm(forms.ModelForm):
    """A size label in the shop's spelling, as the importer writes it ("xl" -> "XL"; shop.sizes)."""

    class Meta:
        model = ProductSize
        fields = ("size", "position", "stock")

    def clean_size(self) -> str:
        size = canonical_label(self.cleaned_data["size"])
        if not size:
            raise forms.ValidationError("A size label must not be empty.")
        if len(size) > MAX_SIZE_LENGTH:
            raise forms.ValidationError(f"A size is at most {MAX_SIZE_LENGTH} characters.")
        return size


class ProductSizeInline(admin.TabularInline):
    model = ProductSize
    form = ProductSizeForm
    extra = 0
    fields = ("size", "position", "stock")


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    form = ProductAdminForm
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
