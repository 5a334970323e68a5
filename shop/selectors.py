"""Catalogue reads for the pages and the assistant's tools (docs/contracts.md "shop.selectors").

Both selectors are sync (ORM) and return frozen dataclasses of plain data, never QuerySets; async
callers wrap them with `sync_to_async`. Prices are Decimal EUR.
"""

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from django.db.models import Exists, OuterRef, Q
from django.urls import reverse

from shop.models import Product, ProductSize

SORTS = ("relevance", "price", "-price")
MAX_LIMIT = 100

# Free-text search: words that carry no meaning for a clothes search, and everyday synonyms mapped
# onto the catalogue's own words.
_STOPWORDS_TEXT = """
    a an and any are as at by do for from have i in is it me my of on or please show some
    something the to want with you your need looking under over below above than less more
    euro euros eur cheap size sizes
"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())
SYNONYMS = {
    "tee": "t-shirt",
    "tshirt": "t-shirt",
    "trainer": "sneaker",
    "pant": "trouser",
    "sweater": "jumper",
    "pullover": "jumper",
    "gray": "grey",
    "purse": "bag",
    "handbag": "bag",
}
# Where a query word was found, and what finding it there is worth.
FIELD_WEIGHTS = (
    ("name", 5),
    ("subtype", 4),
    ("type", 4),
    ("colour", 4),
    ("brand", 3),
    ("tags", 3),
    ("department", 2),
    ("material", 1),
    ("description", 1),
)
WORD_RE = re.compile(r"[\w-]+")


@dataclass(frozen=True)
class ProductSummary:
    """A product as listed: sizes in catalogue order, `sizes_in_stock` those with stock > 0."""

    sku: str
    name: str
    brand: str
    department: str
    type: str
    subtype: str
    colour: str
    material: str
    price: Decimal
    tags: list[str]
    sizes: list[str]
    sizes_in_stock: list[str]
    url: str
    image_url: str


@dataclass(frozen=True)
class ProductDetail(ProductSummary):
    """A product with everything the product page shows: `stock` maps size -> count."""

    description: str
    stock: dict[str, int]


@dataclass(frozen=True)
class ProductSearchResult:
    """One page of results: `items` in ranked order, `total` matches over all pages."""

    items: list[ProductSummary]
    total: int


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


def _query_terms(query: str) -> list[str]:
    """Split free text into lower-case search terms: stopwords dropped, plurals and synonyms folded."""
    terms = []
    for word in WORD_RE.findall(query.lower()):
        word = word.strip("-_")
        if len(word) < 2 or word in STOPWORDS:
            continue
        for suffix, replacement in (("ies", "i"), ("sses", "ss"), ("es", "e"), ("s", "")):
            if len(word) > 3 and word.endswith(suffix) and not word.endswith("ss"):
                word = word[: -len(suffix)] + replacement
                break
        word = SYNONYMS.get(word, word)
        if word not in terms:
            terms.append(word)
    return terms


def _term_pattern(term: str) -> re.Pattern:
    # A term matches the start of a word, so "red" finds "red" but not "tailored".
    return re.compile(rf"(?<![\w]){re.escape(term)}")


def _score(row: dict, patterns: list[re.Pattern]) -> tuple[int, int]:
    """(number of terms matched, summed weight of the best field each term matched in)."""
    matched = weight = 0
    for pattern in patterns:
        best = 0
        for field, field_weight in FIELD_WEIGHTS:
            value = " ".join(row["tags"]) if field == "tags" else row[field]
            if field_weight > best and pattern.search(value.lower()):
                best = field_weight
        if best:
            matched += 1
            weight += best
    return matched, weight


def product_search(
    *,
    query: str = "",
    department: str | None = None,
    type: str | None = None,
    subtype: str | None = None,
    colour: str | None = None,
    exclude_colours=(),
    brand: str | None = None,
    size: str | None = None,
    min_price=None,
    max_price=None,
    tag: str | None = None,
    sort: str = "relevance",
    limit: int = 20,
    offset: int = 0,
) -> ProductSearchResult:
    """Search the catalogue; return one page of `ProductSummary` and the total match count.

    Filters are case-insensitive exact matches on department, type, subtype, colour, brand and
    tag; `size` keeps products with that size in stock; `min_price`/`max_price` are inclusive
    EUR bounds (Decimal, int, float or numeric string). Free-text `query` searches name,
    description, tags, colour, brand, type, subtype and material. Only the products matching the
    most query terms are returned (every term, when any product matches them all).
    Ranking weighs where a term matched (name highest), then price, then name.
    `sort` is "relevance", "price" (cheapest first) or "-price". `limit` is clamped to 0..100.

    Raises ValueError for an unknown sort or a non-numeric price bound.
    """
    if sort not in SORTS:
        raise ValueError(f"sort must be one of {', '.join(SORTS)}, got {sort!r}")
    low = _as_price(min_price, "min_price")
    high = _as_price(max_price, "max_price")
    limit = max(0, min(int(limit), MAX_LIMIT))
    offset = max(0, int(offset))

    products = Product.objects.all()
    for field, value in (
        ("department", department),
        ("type", type),
        ("subtype", subtype),
        ("colour", colour),
        ("brand", brand),
    ):
        if value:
            products = products.filter(**{f"{field}__iexact": value.strip()})
    excluded = [c.strip().lower() for c in exclude_colours or () if c and c.strip()]
    if excluded:
        products = products.exclude(colour__in=excluded)
    if tag:
        products = products.filter(tags_text__contains=f"|{tag.strip().lower()}|")
    if size:
        in_stock = ProductSize.objects.filter(
            product=OuterRef("pk"), size__iexact=size.strip(), stock__gt=0
        )
        products = products.filter(Exists(in_stock))
    if low is not None:
        products = products.filter(price__gte=low)
    if high is not None:
        products = products.filter(price__lte=high)

    terms = _query_terms(query or "")
    if not terms:
        ordering = {"relevance": ("name", "sku"), "price": ("price", "name", "sku")}
        products = products.order_by(*ordering.get(sort, ("-price", "name", "sku")))
        total = products.count()
        page = list(products[offset : offset + limit]) if limit else []
        return ProductSearchResult(items=_summaries(page), total=total)

    # Narrow in SQL to rows containing any term, then rank those few in Python.
    any_term = Q()
    for term in terms:
        any_term |= Q(search_text__contains=term)
    fields = ["pk", "price", *(field for field, _ in FIELD_WEIGHTS)]
    rows = list(products.filter(any_term).values(*fields))
    patterns = [_term_pattern(term) for term in terms]
    scored = []
    for row in rows:
        matched, weight = _score(row, patterns)
        if matched:
            scored.append((matched, weight, row))
    best = max((matched for matched, _, _ in scored), default=0)
    scored = [entry for entry in scored if entry[0] == best]
    if sort == "price":
        scored.sort(key=lambda e: (e[2]["price"], -e[0], -e[1], e[2]["name"]))
    elif sort == "-price":
        scored.sort(key=lambda e: (-e[2]["price"], -e[0], -e[1], e[2]["name"]))
    else:
        scored.sort(key=lambda e: (-e[0], -e[1], e[2]["price"], e[2]["name"]))
    page_pks = [row["pk"] for _, _, row in scored[offset : offset + limit]]
    by_pk = {product.pk: product for product in Product.objects.filter(pk__in=page_pks)}
    return ProductSearchResult(items=_summaries([by_pk[pk] for pk in page_pks]), total=len(scored))


def _summaries(products: list[Product]) -> list[ProductSummary]:
    sizes: dict[int, list[ProductSize]] = {product.pk: [] for product in products}
    for row in ProductSize.objects.filter(product__in=products).order_by("position", "id"):
        sizes[row.product_id].append(row)
    return [_summary(product, sizes[product.pk]) for product in products]


def _summary_fields(product: Product, sizes: list[ProductSize]) -> dict:
    return {
        "sku": product.sku,
        "name": product.name,
        "brand": product.brand,
        "department": product.department,
        "type": product.type,
        "subtype": product.subtype,
        "colour": product.colour,
        "material": product.material,
        "price": product.price,
        "tags": list(product.tags),
        "sizes": [row.size for row in sizes],
        "sizes_in_stock": [row.size for row in sizes if row.stock > 0],
        "url": reverse("shop:product_detail", kwargs={"sku": product.sku}),
        "image_url": product.image_url,
    }


def _summary(product: Product, sizes: list[ProductSize]) -> ProductSummary:
    return ProductSummary(**_summary_fields(product, sizes))


def product_get(*, sku: str) -> ProductDetail | None:
    """Return the product with exactly this SKU, with its description and stock, or None."""
    product = Product.objects.filter(sku=(sku or "").strip()).first()
    if product is None:
        return None
    sizes = list(product.sizes.order_by("position", "id"))
    return ProductDetail(
        **_summary_fields(product, sizes),
        description=product.description,
        stock={row.size: row.stock for row in sizes},
    )
