"""The imported catalogue's own taxonomy and its facet counts (issue 10 item 2).

Nothing here knows the shipped catalogue: departments, types, subtypes, colours, sizes, tags,
materials and brands are read from the products in the database. `catalogue_taxonomy()` is
cached per process and read again when `catalogue_version()` changes (an import, an admin edit,
a deleted product); the version costs a primary-key read and an index read. Inside
`catalogue_snapshot()` (one assistant turn) the version is read once, however many tools ask.
"""

from __future__ import annotations

import hashlib
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from django.db.models import Count, Max

from shop.filters import filtered_products
from shop.models import CatalogueVersion, Product, ProductSize
from shop.sizes import matching_labels, size_rank

FACETS = ("department", "type", "subtype", "colour", "size", "tag")


@dataclass(frozen=True)
class CatalogueTaxonomy:
    """What the imported catalogue holds, each tuple sorted (sizes in their natural order,
    shop.sizes.size_rank; the rest alphabetically, case-insensitively).

    `subtypes_by_type` maps each type to its subtypes; `sizes_in_stock` are the sizes some
    product has in stock (stock > 0), in `sizes` order; `version` changes whenever the catalogue
    (or its stock) does, so a caller can rebuild what it derived (the assistant's tool schema).
    """

    version: str
    departments: tuple[str, ...]
    types: tuple[str, ...]
    subtypes_by_type: dict[str, tuple[str, ...]]
    subtypes: tuple[str, ...]
    colours: tuple[str, ...]
    sizes: tuple[str, ...]
    tags: tuple[str, ...]
    materials: tuple[str, ...]
    brands: tuple[str, ...]
    product_count: int = 0
    sizes_in_stock: tuple[str, ...] = ()

    def lookup(self, facet: str, value: str) -> str | None:
        """This catalogue's spelling of `value` for `facet` (case and spacing ignored), or None
        when no product has it. `facet` is one of FACETS."""
        wanted = " ".join(value.split()).casefold()
        values = {
            "department": self.departments,
            "type": self.types,
            "subtype": self.subtypes,
            "colour": self.colours,
            "size": self.sizes,
            "tag": self.tags,
        }[facet]
        return next((v for v in values if v.casefold() == wanted), None)

    def sizes_for(self, wanted: str) -> tuple[str, ...]:
        """The catalogue's size labels a shopper's size means, in stock or not ("43" -> ("EU
        43",), "Medium" -> ("M", "S/M"); shop.sizes.matching_labels); () when none."""
        return matching_labels(wanted, self.sizes)


# The counters read once in this context (see catalogue_snapshot); None: read every time.
_snapshot: ContextVar[dict[str, tuple] | None] = ContextVar("catalogue_snapshot", default=None)


@contextmanager
def catalogue_snapshot() -> Iterator[None]:
    """Within this block, `catalogue_version()` reads the database once and then answers from
    that reading: one assistant turn asks up to ten times (vocabulary, tool schema, every
    search) and should see one catalogue anyway. The reading follows the block into
    `sync_to_async` threads (asgiref copies the context). Keep the block short: an import
    finishing inside it is seen by the next block."""
    token = _snapshot.set({})
    try:
        yield
    finally:
        _snapshot.reset(token)


def _counters() -> tuple:
    memo = _snapshot.get()
    if memo is not None and "counters" in memo:
        return memo["counters"]
    row = CatalogueVersion.objects.filter(pk=1).values_list("products", "sizes").first()
    products, size_changes = row or (0, 0)
    newest = Product.objects.order_by().aggregate(at=Max("updated_at"))["at"]
    counters = (products, size_changes, newest)
    if memo is not None:
        memo["counters"] = counters
    return counters


def catalogue_version(*, sizes: bool = True) -> str:
    """A short opaque string that changes whenever products (and, with `sizes`, their sizes or
    stock) change.

    Built from the change counters (`CatalogueVersion`, bumped on every ORM save or delete) and
    the newest product `updated_at` (an index read), so it also differs between two databases
    whose counters happen to agree. Two cheap queries whatever the catalogue's size, and none
    when a `catalogue_snapshot()` has read them already. Raises the database's error when it
    cannot be read.
    """
    products, size_changes, newest = _counters()
    raw = f"{products}|{size_changes if sizes else '-'}|{newest}"
    return hashlib.blake2s(raw.encode(), digest_size=8).hexdigest()


def _sorted(values) -> tuple[str, ...]:
    return tuple(sorted({v for v in values if v}, key=lambda v: (v.casefold(), v)))


def _read(version: str) -> CatalogueTaxonomy:
    rows = list(
        Product.objects.order_by().values_list(
            "department", "type", "subtype", "colour", "material", "brand", "tags"
        )
    )
    by_type: dict[str, set[str]] = {}
    for _, type_, subtype, *_rest in rows:
        by_type.setdefault(type_, set()).add(subtype)
    sizes = tuple(
        sorted(set(ProductSize.objects.order_by().values_list("size", flat=True)), key=size_rank)
    )
    stocked = set(ProductSize.objects.filter(stock__gt=0).order_by().values_list("size", flat=True))
    return CatalogueTaxonomy(
        version=version,
        departments=_sorted(row[0] for row in rows),
        types=_sorted(by_type),
        subtypes_by_type={t: _sorted(by_type[t]) for t in _sorted(by_type)},
        subtypes=_sorted(row[2] for row in rows),
        colours=_sorted(row[3] for row in rows),
        sizes=sizes,
        tags=_sorted(tag for row in rows for tag in row[6] or ()),
        materials=_sorted(row[4] for row in rows),
        brands=_sorted(row[5] for row in rows),
        product_count=len(rows),
        sizes_in_stock=tuple(size for size in sizes if size in stocked),
    )


_cached: CatalogueTaxonomy | None = None
_lock = threading.Lock()


def catalogue_taxonomy() -> CatalogueTaxonomy:
    """The imported catalogue's taxonomy, cached per process until the catalogue changes."""
    global _cached
    version = catalogue_version()
    current = _cached
    if current is not None and current.version == version:
        return current
    with _lock:
        if _cached is None or _cached.version != version:
            _cached = _read(version)
        return _cached


def catalogue_sizes_by_line() -> dict[tuple[str, str, str], tuple[str, ...]]:
    """(department, type, subtype) -> the sizes its products come in, each line's sizes in
    display order (by position in the products, first seen first), out of stock included.

    Who a size is for depends on the line: a kids' 28 is no adult's 28 (the offline model's
    vocabulary reads this). One query over every size row; not cached: callers keep what
    they derive per `catalogue_version()`.
    """
    rows = (
        ProductSize.objects.order_by(
            "product__department", "product__type", "product__subtype", "position"
        )
        .values_list("product__department", "product__type", "product__subtype", "size")
        .distinct()
    )
    sizes: dict[tuple[str, str, str], list[str]] = {}
    for department, type_, subtype, size in rows:
        listed = sizes.setdefault((department, type_, subtype), [])
        if size not in listed:
            listed.append(size)
    return {key: tuple(value) for key, value in sizes.items()}


def size_labels(filters: dict) -> tuple[str, ...]:
    """The catalogue's size labels that `filters["size"]` means, among the sizes in stock of
    the products passing the other filters (shop.sizes.matching_labels: "43" is "EU 43" where
    the shoes say so, "a 36 waist" every W36 leg, "Medium" M and S/M); () without a size
    filter or when none matches. Without other filters the cached taxonomy's sizes in stock
    serve; with them, one query."""
    if "size" not in filters:
        return ()
    others = {name: value for name, value in filters.items() if name != "size"}
    if others:
        pool = (
            ProductSize.objects.filter(product__in=filtered_products(others), stock__gt=0)
            .order_by()
            .values_list("size", flat=True)
            .distinct()
        )
        labels = sorted(pool, key=size_rank)
    else:
        labels = catalogue_taxonomy().sizes_in_stock
    return matching_labels(filters["size"], labels)


@dataclass(frozen=True)
class FacetValue:
    """One value of a facet and how many products have it (with the other filters applied)."""

    value: str
    count: int


@dataclass(frozen=True)
class CatalogueFacets:
    """Counts per facet for a set of filters: each facet counts the products passing every
    other filter (so choosing a colour still shows how many products each other colour has).
    Every value of the catalogue is listed, in taxonomy order, zero counts included. `size`
    counts products with that size in stock."""

    department: tuple[FacetValue, ...]
    type: tuple[FacetValue, ...]
    subtype: tuple[FacetValue, ...]
    colour: tuple[FacetValue, ...]
    size: tuple[FacetValue, ...]
    tag: tuple[FacetValue, ...]


def _counts(facet: str, products) -> Counter:
    if facet == "tag":
        return Counter(tag for tags in products.values_list("tags", flat=True) for tag in tags)
    if facet == "size":
        rows = (
            ProductSize.objects.filter(product__in=products.values("pk"), stock__gt=0)
            .order_by()
            .values_list("size")
            .annotate(n=Count("product", distinct=True))
        )
        return Counter(dict(rows))
    rows = products.order_by().values_list(facet).annotate(n=Count("id"))
    counts: Counter = Counter()
    for value, n in rows:
        counts[value.casefold() if facet == "colour" else value] += n
    return counts


def catalogue_facets(filters: dict | None = None) -> CatalogueFacets:
    """Facet counts for the catalogue page under `filters` (shop.filters.clean_filters output).

    The free-text query does not narrow the counts: they describe the structured filters. A
    size is read once, as the search reads it (`size_labels`).
    """
    filters = filters or {}
    taxonomy = catalogue_taxonomy()
    sizes = size_labels(filters) if "size" in filters else None
    values = {
        "department": taxonomy.departments,
        "type": taxonomy.types,
        "subtype": taxonomy.subtypes,
        "colour": taxonomy.colours,
        "size": taxonomy.sizes,
        "tag": taxonomy.tags,
    }
    facets = {}
    for facet in FACETS:
        others = {name: value for name, value in filters.items() if name != facet}
        counts = _counts(facet, filtered_products(others, sizes))
        facets[facet] = tuple(FacetValue(value, counts.get(value, 0)) for value in values[facet])
    return CatalogueFacets(**facets)
