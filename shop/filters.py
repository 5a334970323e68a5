"""Structured catalogue filters, shared by product search and the facet counts (issue 10).

Filters are applied in SQL before any ranking, so a search only ranks products that pass them.
"""

from decimal import Decimal, InvalidOperation

from django.db.models import Exists, OuterRef, QuerySet

from shop.models import Product, ProductSize

FILTER_NAMES = (
    "department",
    "type",
    "subtype",
    "colour",
    "exclude_colours",
    "brand",
    "size",
    "min_price",
    "max_price",
    "tag",
)


def _as_price(value, name: str) -> Decimal | None:
    if value is None or value == "":
        return None
    try:
        price = Decimal(str(value))
    except InvalidOperation:
        raise ValueError(f"{name} must be a number of euros, got {value!r}") from None
    if not price.is_finite():
        raise ValueError(f"{name} must be a number of euros, got {value!r}")
    return price


def filtered_products(
    filters: dict, size_labels: tuple[str, ...] | None = None
) -> QuerySet[Product]:
    """Products passing the structured filters (see product_search); `filters` holds only the
    filters in use, already cleaned. `size_labels`: the catalogue's labels the size filter
    means (shop.catalogue_taxonomy.size_labels); without them the size is an exact label."""
    products = Product.objects.all()
    for field in ("department", "type", "subtype", "colour", "brand"):
        if field in filters:
            products = products.filter(**{f"{field}__iexact": filters[field]})
    if "exclude_colours" in filters:
        products = products.exclude(colour__in=filters["exclude_colours"])
    if "tag" in filters:
        products = products.filter(tags_text__contains=f"|{filters['tag']}|")
    if "size" in filters:
        in_stock = ProductSize.objects.filter(product=OuterRef("pk"), stock__gt=0)
        if size_labels is None:
            in_stock = in_stock.filter(size__iexact=filters["size"])
        else:
            in_stock = in_stock.filter(size__in=size_labels)
        products = products.filter(Exists(in_stock))
    if "min_price" in filters:
        products = products.filter(price__gte=filters["min_price"])
    if "max_price" in filters:
        products = products.filter(price__lte=filters["max_price"])
    return products


def clean_filters(
    *,
    department=None,
    type=None,
    subtype=None,
    colour=None,
    exclude_colours=(),
    brand=None,
    size=None,
    min_price=None,
    max_price=None,
    tag=None,
) -> dict:
    """The filters in use, cleaned: blank ones dropped, text stripped, colour and tag lower
    case, prices Decimal. Raises ValueError for a non-numeric price bound."""
    filters: dict = {}
    for name, value in (
        ("department", department),
        ("type", type),
        ("subtype", subtype),
        ("brand", brand),
        ("size", size),
    ):
        if value and str(value).strip():
            filters[name] = str(value).strip()
    if colour and colour.strip():
        filters["colour"] = colour.strip().lower()
    if tag and tag.strip():
        filters["tag"] = tag.strip().lower()
    excluded = tuple(c.strip().lower() for c in exclude_colours or () if c and c.strip())
    if excluded:
        filters["exclude_colours"] = excluded
    low = _as_price(min_price, "min_price")
    high = _as_price(max_price, "max_price")
    if low is not None:
        filters["min_price"] = low
    if high is not None:
        filters["max_price"] = high
    return filters
