"""Forms at the shop's HTTP edge: catalogue filters (GET) and the demo login (POST)."""

import unicodedata
from decimal import Decimal

from django import forms

from shop.catalogue_taxonomy import CatalogueFacets, CatalogueTaxonomy
from shop.services import NAME_MAX_LENGTH, normalise_name
from shop.taxonomy import canonical, colour_alias

SORT_CHOICES = [
    ("relevance", "Relevance"),
    ("price", "Price: low to high"),
    ("-price", "Price: high to low"),
]
MODE_CHOICES = [
    ("hybrid", "Words and meaning"),
    ("keyword", "Exact words"),
    ("semantic", "Meaning only"),
]
# (form field, facet, blank choice, noun in the "unknown value" message)
TAXONOMY_FIELDS = (
    ("department", "department", "All departments", "department"),
    ("type", "type", "All types", "type"),
    ("subtype", "subtype", "All kinds", "kind"),
    ("colour", "colour", "Any colour", "colour"),
    ("tag", "tag", "Any occasion", "tag"),
    ("size", "size", "Any size", "size in stock"),
)


def _label(value: str, facet: str) -> str:
    return value.capitalize() if facet in ("colour", "tag") else value


class TaxonomyChoiceField(forms.ChoiceField):
    """A filter over one facet of the imported catalogue (issue 10 item 2).

    Accepts the catalogue's values in any letter case and known spellings (`women`, `gray`), and
    cleans them to the catalogue's own spelling; a size also as a shopper writes it ("43",
    "Medium", CatalogueTaxonomy.sizes_for). A value no product has is an error saying so.
    """

    def __init__(self, *, facet: str, noun: str, **kwargs):
        self.facet = facet
        kwargs.setdefault("error_messages", {})["invalid_choice"] = (
            f"No product in this catalogue has the {noun} “%(value)s”; this filter was ignored."
        )
        super().__init__(required=False, **kwargs)
        self.taxonomy: CatalogueTaxonomy | None = None

    def to_python(self, value):
        value = " ".join(super().to_python(value).split())
        if not value or self.taxonomy is None:
            return value
        spelled = self.taxonomy.lookup(self.facet, value)
        if spelled is None and self.facet == "size":
            # A size as a shopper writes it ("43", "a 36 waist"): kept, the search reads it.
            return value
        if spelled is None:
            alias = colour_alias(value) if self.facet == "colour" else canonical(value)
            spelled = self.taxonomy.lookup(self.facet, alias)
        return spelled or value

    def valid_value(self, value) -> bool:
        if self.facet == "size" and self.taxonomy is not None and value:
            return bool(self.taxonomy.sizes_for(value))
        return super().valid_value(value)


class SearchTextField(forms.CharField):
    """Free search text: control characters (NUL, tabs, newlines, ESC: Unicode category Cc) are
    replaced by spaces and spaces collapsed, so `tent\\x00` searches for "tent" instead of
    failing the whole form (QA bug 5)."""

    def to_python(self, value):
        value = super().to_python(value)
        return " ".join(
            "".join(" " if unicodedata.category(char) == "Cc" else char for char in value).split()
        )


class CatalogueFilterForm(forms.Form):
    """The catalogue's filters; every field optional. Invalid values are reported and ignored.

    The taxonomy fields offer exactly what the imported catalogue holds (`taxonomy`; "Size in
    stock" only the sizes some product has in stock, plus the one applied), and
    `show_counts(facets)` adds each value's product count to its label.
    """

    q = SearchTextField(label="Search", required=False, max_length=200)
    mode = forms.ChoiceField(label="Search by", choices=MODE_CHOICES, required=False)
    department = TaxonomyChoiceField(facet="department", noun="department")
    type = TaxonomyChoiceField(facet="type", noun="type")
    subtype = TaxonomyChoiceField(label="Kind", facet="subtype", noun="kind")
    colour = TaxonomyChoiceField(facet="colour", noun="colour")
    tag = TaxonomyChoiceField(label="Occasion", facet="tag", noun="tag")
    size = TaxonomyChoiceField(label="Size in stock", facet="size", noun="size")
    min_price = forms.DecimalField(
        label="Min €", required=False, min_value=Decimal(0), max_digits=9, decimal_places=2
    )
    max_price = forms.DecimalField(
        label="Max €", required=False, min_value=Decimal(0), max_digits=9, decimal_places=2
    )
    sort = forms.ChoiceField(choices=SORT_CHOICES, required=False)

    def __init__(self, *args, taxonomy: CatalogueTaxonomy, **kwargs):
        super().__init__(*args, **kwargs)
        self.taxonomy = taxonomy
        for name, *_ in TAXONOMY_FIELDS:
            self.fields[name].taxonomy = taxonomy
        self.selected_size = ""
        if self.is_bound:
            # Show the catalogue's spelling as selected (?type=bottoms selects "Bottoms") and the
            # search text as it is searched (control characters removed).
            data = self.data.copy()
            for name in ("q", *(name for name, *_ in TAXONOMY_FIELDS)):
                if data.get(name):
                    data[name] = self.fields[name].to_python(data[name])
            self.data = data
            self.selected_size = data.get("size") or ""
        for name, facet, blank, _noun in TAXONOMY_FIELDS:
            self.fields[name].choices = self._choices(facet, blank, {})

    def _choices(self, facet: str, blank: str, counts: dict[str, int]) -> list:
        def option(value: str):
            label = _label(value, facet)
            return (value, f"{label} ({counts[value]})" if value in counts else label)

        if facet == "subtype":
            groups = [
                (type_, [option(value) for value in subtypes])
                for type_, subtypes in self.taxonomy.subtypes_by_type.items()
            ]
            return [("", blank), *groups]
        values = {
            "department": self.taxonomy.departments,
            "type": self.taxonomy.types,
            "colour": self.taxonomy.colours,
            "tag": self.taxonomy.tags,
            # Only sizes someone has in stock, and the one applied, so the form shows it.
            "size": [
                size
                for size in self.taxonomy.sizes
                if size in self.taxonomy.sizes_in_stock or size == self.selected_size
            ],
        }[facet]
        if facet == "size" and self._shoppers_size():
            values = [*values, self.selected_size]  # "43": shown as asked, the search reads it
        return [("", blank), *(option(value) for value in values)]

    def _shoppers_size(self) -> bool:
        """Whether the size applied is no label but a size as a shopper writes it ("43")."""
        size = self.selected_size
        return (
            bool(size) and size not in self.taxonomy.sizes and bool(self.taxonomy.sizes_for(size))
        )

    def show_counts(self, facets: CatalogueFacets) -> None:
        """Label every taxonomy choice with its product count under the current filters."""
        for name, facet, blank, _noun in TAXONOMY_FIELDS:
            counts = {entry.value: entry.count for entry in getattr(facets, facet)}
            self.fields[name].choices = self._choices(facet, blank, counts)

    def facet_option_lists(self) -> list[str]:
        """Each taxonomy select rendered for an htmx out-of-band swap of its options only
        (`hx-swap-oob="innerHTML"`): the counts follow the filters while the select itself, its
        focus and the folding box around it stay as the shopper left them (QA bug 2)."""
        return [
            self[name].as_widget(attrs={"hx-swap-oob": "innerHTML"}) for name, *_ in TAXONOMY_FIELDS
        ]

    def search_arguments(self) -> dict:
        """Keyword arguments for `product_search` from the valid fields (call after is_valid)."""
        data = {name: value for name, value in self.cleaned_data.items() if value not in (None, "")}
        return {
            "query": data.get("q", ""),
            "department": data.get("department"),
            "type": data.get("type"),
            "subtype": data.get("subtype"),
            "colour": data.get("colour"),
            "tag": data.get("tag"),
            "size": data.get("size"),
            "min_price": data.get("min_price"),
            "max_price": data.get("max_price"),
            "sort": data.get("sort", "relevance"),
            "mode": data.get("mode", "hybrid"),
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
