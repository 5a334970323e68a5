"""Forms at the shop's HTTP edge: catalogue filters (GET) and the demo login (POST)."""

from decimal import Decimal

from django import forms

from shop.services import NAME_MAX_LENGTH, normalise_name
from shop.taxonomy import ALL_SIZES, COLOURS, DEPARTMENTS, OCCASION_TAGS, TYPES

SORT_CHOICES = [
    ("relevance", "Relevance"),
    ("price", "Price: low to high"),
    ("-price", "Price: high to low"),
]


def _choices(values, blank: str) -> list[tuple[str, str]]:
    return [("", blank), *((value, value.capitalize()) for value in values)]


class CatalogueFilterForm(forms.Form):
    """The catalogue's filters; every field optional. Invalid values are reported and ignored."""

    q = forms.CharField(label="Search", required=False, max_length=200)
    department = forms.ChoiceField(choices=_choices(DEPARTMENTS, "All departments"), required=False)
    type = forms.ChoiceField(choices=_choices(TYPES, "All types"), required=False)
    colour = forms.ChoiceField(choices=_choices(COLOURS, "Any colour"), required=False)
    tag = forms.ChoiceField(
        label="Occasion", choices=_choices(OCCASION_TAGS, "Any occasion"), required=False
    )
    size = forms.ChoiceField(
        label="Size in stock",
        choices=[("", "Any size"), *((size, size) for size in ALL_SIZES)],
        required=False,
    )
    min_price = forms.DecimalField(
        label="Min €", required=False, min_value=Decimal(0), max_digits=9, decimal_places=2
    )
    max_price = forms.DecimalField(
        label="Max €", required=False, min_value=Decimal(0), max_digits=9, decimal_places=2
    )
    sort = forms.ChoiceField(choices=SORT_CHOICES, required=False)

    def search_arguments(self) -> dict:
        """Keyword arguments for `product_search` from the valid fields (call after is_valid)."""
        data = {name: value for name, value in self.cleaned_data.items() if value not in (None, "")}
        return {
            "query": data.get("q", ""),
            "department": data.get("department"),
            "type": data.get("type"),
            "colour": data.get("colour"),
            "tag": data.get("tag"),
            "size": data.get("size"),
            "min_price": data.get("min_price"),
            "max_price": data.get("max_price"),
            "sort": data.get("sort", "relevance"),
        }

    def clean(self):
        cleaned = super().clean()
        low, high = cleaned.get("min_price"), cleaned.get("max_price")
        if low is not None and high is not None and low > high:
            self.add_error("max_price", "The maximum price is below the minimum.")
        return cleaned


class LoginForm(forms.Form):
    """The demo login: a name, no password (M1.3). Whitespace is collapsed; empty is refused."""

    name = forms.CharField(
        max_length=NAME_MAX_LENGTH,
        strip=True,
        error_messages={"required": "Type a name, or pick one of the demo shoppers."},
        widget=forms.TextInput(attrs={"autocomplete": "off", "placeholder": "Any name"}),
    )

    def clean_name(self) -> str:
        name = " ".join(self.cleaned_data["name"].split())
        if not normalise_name(name):
            raise forms.ValidationError("Type a name, or pick one of the demo shoppers.")
        if any(ord(char) < 32 or ord(char) == 127 for char in name):
            raise forms.ValidationError("The name contains control characters.")
        return name
