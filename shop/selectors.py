"""Catalogue reads for the pages and the assistant's tools (docs/contracts.md "shop.selectors").

Selectors are sync (ORM) and return frozen dataclasses of plain data, never QuerySets; async
callers wrap them with `sync_to_async`. Prices are Decimal EUR. The catalogue's own taxonomy and
facet counts (issue 10 item 2) live in shop.catalogue_taxonomy and are re-exported here; ranking
(BM25, vectors, fusion) lives in shop.search.
"""

from dataclasses import dataclass, field, fields
from decimal import Decimal
from typing import Any

import numpy as np
from django.urls import reverse

from shop import search
from shop.catalogue_taxonomy import (
    CatalogueFacets,
    CatalogueTaxonomy,
    FacetValue,
    catalogue_facets,
    catalogue_sizes_by_line,
    catalogue_snapshot,
    catalogue_taxonomy,
    catalogue_version,
    size_labels,
)
from shop.filters import clean_filters, filtered_products
from shop.models import Product, ProductSize

__all__ = [
    "CatalogueFacets",
    "CatalogueTaxonomy",
    "FacetValue",
    "ProductDetail",
    "ProductSearchResult",
    "ProductSummary",
    "catalogue_facets",
    "catalogue_sizes_by_line",
    "catalogue_snapshot",
    "catalogue_taxonomy",
    "catalogue_version",
    "product_get",
    "product_search",
]

SORTS = ("relevance", "price", "-price")
MODES = ("hybrid", "keyword", "semantic")
MAX_LIMIT = 100
# SQLite and PostgreSQL hold 64-bit offsets; a page number from a URL can ask for more.
MAX_OFFSET = 1_000_000_000


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

    def as_json(self) -> dict[str, Any]:
        """Every field as JSON-ready data, in field order: the price as a string of EUR with
        two decimals under `price_eur` ("49.00"), lists and dicts copied. The assistant's
        tools answer with these keys (docs/contracts.md "Assistant tools")."""
        data: dict[str, Any] = {}
        for item in fields(self):
            value = getattr(self, item.name)
            if item.name == "price":
                data["price_eur"] = f"{value:.2f}"
            else:
                data[item.name] = type(value)(value) if isinstance(value, list | dict) else value
        return data


@dataclass(frozen=True)
class ProductDetail(ProductSummary):
    """A product with everything the product page shows: `stock` maps size -> count."""

    description: str
    stock: dict[str, int]


@dataclass(frozen=True)
class ProductSearchResult:
    """One page of results: `items` in ranked order, `total` matches over all pages, and what
    ran (for the catalogue's info button and the tools, issue 10 item 4): the normalised
    `query`, the `filters` applied (name -> cleaned value), `sort`, the `mode` that ranked
    ("hybrid", "keyword", "semantic", or "none" without a query), the `requested_mode`, the
    keyword `terms`, a `note` when semantic search fell back to keyword, and the catalogue's
    `size_labels` the size filter matched (issue 18: "43" ran as "EU 43")."""

    items: list[ProductSummary]
    total: int
    query: str = ""
    filters: dict[str, Any] = field(default_factory=dict)
    sort: str = "relevance"
    mode: str = "none"
    requested_mode: str = "hybrid"
    terms: tuple[str, ...] = ()
    note: str = ""
    size_labels: tuple[str, ...] = ()


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
    mode: str = "hybrid",
) -> ProductSearchResult:
    """Search the catalogue; return one page of `ProductSummary`, the total, and what ran.

    Structured filters come first and are exact: case-insensitive matches on department, type,
    subtype, colour, brand and tag; `exclude_colours` drops colours; `size` keeps products with
    that size in stock, read as a shopper says it among the sizes in stock of the products
    the other filters let through ("43": EU 43; "a 36 waist": W36 L30, W36 L32; "Medium": M,
    S/M, M/L; "for a 5 year old": 5-6Y; an exact label: that label; shop.sizes);
    `min_price`/`max_price` are inclusive EUR bounds (Decimal, int, float or numeric string).
    The free-text `query` then ranks only the products the filters let through
    (issue 10 item 3), by `mode`:
    - "keyword": BM25 over name, category, colour, tags, brand, material and description; only
      the products matching the most query terms;
    - "semantic": similarity of the product's embedding to the query's (MiniLM);
    - "hybrid" (default): both, fused by reciprocal rank, so "something light for a summer
      wedding" finds linen and summer wear although no product has all those words.
    Semantic and hybrid fall back to keyword when the embedder fails (`result.note` says so).
    Without a query, products come in name order. `sort` "price" / "-price" reorders the matches
    by price. `limit` is clamped to 0..100 and `offset` to 0..1e9.

    Raises ValueError for an unknown sort or mode, or a non-numeric price bound.
    """
    if sort not in SORTS:
        raise ValueError(f"sort must be one of {', '.join(SORTS)}, got {sort!r}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
    filters = clean_filters(
        department=department,
        type=type,
        subtype=subtype,
        colour=colour,
        exclude_colours=exclude_colours,
        brand=brand,
        size=size,
        min_price=min_price,
        max_price=max_price,
        tag=tag,
    )
    limit = max(0, min(int(limit), MAX_LIMIT))
    offset = max(0, min(int(offset), MAX_OFFSET))
    query = " ".join((query or "").split())
    sizes = size_labels(filters) if "size" in filters else None
    products = filtered_products(filters, sizes)
    described = {"query": query, "filters": filters, "sort": sort, "requested_mode": mode}
    described["size_labels"] = sizes or ()

    ranking = index = None
    if query:
        index = search.catalogue_index(catalogue_version(sizes=False))
        size_pks = None
        if sizes is not None:
            in_stock = ProductSize.objects.filter(size__in=sizes, stock__gt=0)
            size_pks = np.unique(
                np.fromiter(in_stock.values_list("product_id", flat=True), np.int64)
            )
        rows = index.filter_rows(filters, size_pks)
        ranking = search.rank(index, rows, query, mode)
    if index is None or ranking is None or ranking.mode == "none":
        ordering = {"relevance": ("name", "sku"), "price": ("price", "name", "sku")}
        products = products.order_by(*ordering.get(sort, ("-price", "name", "sku")))
        total = products.count()
        page = list(products[offset : offset + limit]) if limit else []
        return ProductSearchResult(_summaries(page), total, mode="none", **described)

    rows = ranking.rows
    if sort != "relevance":
        rows = search.sort_by_price(index, rows, descending=sort == "-price")
    page_pks = [int(pk) for pk in index.pks[rows[offset : offset + limit]]]
    by_pk = Product.objects.in_bulk(page_pks)
    page = [by_pk[pk] for pk in page_pks if pk in by_pk]
    return ProductSearchResult(
        _summaries(page),
        len(rows),
        mode=ranking.mode,
        terms=ranking.terms,
        note=ranking.note,
        **described,
    )


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
