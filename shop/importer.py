"""Catalogue import: validate JSON records and upsert them by SKU (issue 2, "Catalogue file format").

The file format is documented in README.md ("The catalogue"). Every record is validated on its own:
a bad record is reported with its index, its SKU and the reason, and never stops the good ones. A
file that is not JSON, or not a JSON list, raises `CatalogueFileError` before anything is written.
"""

import json
import logging
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.db import transaction
from pydantic import ValidationError

from shop import images
from shop.catalogue_record import CatalogueRecord, json_kind, record_problems
from shop.models import CatalogueVersion, Product, ProductSize

logger = logging.getLogger(__name__)

CATEGORY = ("department", "type", "subtype")
# Rows per query when reading or inserting many (under SQLite's limit of bound parameters).
BATCH = 500


class CatalogueFileError(ValueError):
    """The file cannot be imported at all: unreadable, not JSON, or not a JSON list."""


class RecordError(ValueError):
    """One record is invalid; the message lists every reason, separated by "; "."""


@dataclass(frozen=True)
class Rejection:
    """A refused record: its 0-based index in the file, its SKU if it had a readable one, why."""

    index: int
    sku: str | None
    reason: str

    def __str__(self) -> str:
        sku = repr(self.sku) if self.sku is not None else "(none)"
        return f"record {self.index} (SKU {sku}): {self.reason}"


@dataclass(frozen=True)
class RecordWarning:
    """Something dropped or missing in a record that was imported anyway (issue 10 item 1)."""

    index: int
    sku: str | None
    message: str

    def __str__(self) -> str:
        sku = repr(self.sku) if self.sku is not None else "(none)"
        return f"record {self.index} (SKU {sku}): {self.message}"


@dataclass
class ImportReport:
    """Counts of one import; `rejected` holds a `Rejection` per refused record and `warnings` a
    `RecordWarning` per problem of an imported record, both in file order."""

    created: int = 0
    updated: int = 0
    unchanged: int = 0
    rejected: list[Rejection] = field(default_factory=list)
    warnings: list[RecordWarning] = field(default_factory=list)
    embedded: int = 0
    embedding_error: str = ""


def catalogue_load(path: str | Path) -> list[Any]:
    """Read a catalogue file and return its top-level JSON list, unvalidated.

    Raises CatalogueFileError when the file is missing or unreadable, not UTF-8, not JSON, or
    holds anything but a list.
    """
    path = Path(path)
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as error:
        raise CatalogueFileError(f"cannot read {path}: {error.strerror or error}") from error
    except UnicodeDecodeError as error:
        raise CatalogueFileError(f"{path} is not UTF-8 text: {error.reason}") from error
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CatalogueFileError(
            f"{path} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from error
    if not isinstance(data, list):
        raise CatalogueFileError(
            f"{path} must hold a JSON list of product objects, but holds {json_kind(data)}"
        )
    return data


def record_validate(raw: Any, warnings: list[str] | None = None) -> CatalogueRecord:
    """Validate one catalogue record (a dict parsed from JSON) and return it cleaned.

    The format is `shop.catalogue_record.CatalogueRecord`. Raises RecordError naming every
    problem found. Known taxonomy values are mapped to their canonical spelling
    (shop.taxonomy.canonical); the colour is stored lower case. An unusable `image` never
    rejects the record: it is dropped and a sentence appended to `warnings`.
    """
    warnings = [] if warnings is None else warnings
    if not isinstance(raw, dict):
        raise RecordError(f"record must be an object, got {json_kind(raw)}")
    try:
        return CatalogueRecord.model_validate(raw, context={"warnings": warnings})
    except ValidationError as error:
        raise RecordError("; ".join(record_problems(error))) from None


def _place_image(image: str, images_dir: Path | None, warnings: list[str]) -> None:
    """Copy a relative image from `images_dir` into CATALOGUE_IMAGE_DIR; warn when it is missing.

    Only relative names are files of the shop's own; URLs and site paths are left alone.
    """
    target = images.local_file(image)
    if target is None:
        return
    if images_dir is not None:
        source = (images_dir / image).resolve()
        if source.is_relative_to(images_dir.resolve()) and source.is_file():
            if not target.is_file() or target.read_bytes() != source.read_bytes():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
            return
        warnings.append(f"image file {image!r} is not in {images_dir}; the artwork is shown")
    elif not target.is_file():
        warnings.append(
            f"image file {image!r} is not in the image folder {target.parent}; the artwork "
            "is shown until it is (import_catalog --images DIR copies it)"
        )


def catalogue_import(
    *, records: list[Any], images_dir: str | Path | None = None, embed: bool = True
) -> ImportReport:
    """Validate `records` and upsert each valid one by SKU; return the counts.

    A record equal to what is stored counts as unchanged and writes nothing, so re-importing a
    file changes nothing. A later record repeating an earlier record's SKU is rejected, also when
    that earlier record was itself rejected (the first one wins, even refused). Products
    absent from the file are left alone. Products new to the shop are inserted in batches, in
    one transaction; each changed product is written in its own (`_write`).
    `images_dir`: the folder relative `image` names are copied from into CATALOGUE_IMAGE_DIR.
    With `embed`, products whose text changed are embedded for semantic search at the end
    (shop.embedding; `report.embedded` counts them).
    """
    report = ImportReport()
    folder = Path(images_dir) if images_dir is not None else None
    spell = _Spellings()
    first_index: dict[str, int] = {}
    valid: list[CatalogueRecord] = []
    for index, raw in enumerate(records):
        raw_sku = raw.get("sku") if isinstance(raw, dict) else None
        sku = raw_sku.strip() if isinstance(raw_sku, str) else None
        warnings: list[str] = []
        try:
            if sku and sku in first_index:
                raise RecordError(f"duplicate SKU in the file (first at record {first_index[sku]})")
            record = record_validate(raw, warnings)
        except RecordError as error:
            # A readable SKU is claimed by its first record even when that record is refused:
            # a later copy must not overwrite the stored product the file failed to describe.
            if sku:
                first_index.setdefault(sku, index)
            rejection = Rejection(index=index, sku=sku, reason=str(error))
            report.rejected.append(rejection)
            # The command prints each rejection on stdout; a debug line is enough here.
            logger.debug("Catalogue import refused %s", rejection)
            continue
        first_index[record.sku] = index
        record = spell.apply(record)
        if record.image:
            _place_image(record.image, folder, warnings)
        report.warnings.extend(RecordWarning(index, record.sku, w) for w in warnings)
        valid.append(record)
    for outcome in _write(valid):
        setattr(report, outcome, getattr(report, outcome) + 1)
    if embed:
        from embeddings import EmbeddingError
        from shop.embedding import embed_stale_products

        try:
            report.embedded = embed_stale_products()
        except EmbeddingError as error:
            # The products are stored; search embeds them again when it next builds its index.
            logger.warning("Catalogue import: embedding products failed: %s", error)
            report.embedding_error = str(error)
    return report


class _Spellings:
    """One spelling per category value and size in the catalogue, whatever the case a record
    uses: the one already stored, else the first in the file ("polo shirts" -> "Polo Shirts"),
    so the catalogue's facets never list a value twice."""

    def __init__(self) -> None:
        self.known: dict[str, dict[str, str]] = {}
        for name in CATEGORY:
            values = Product.objects.order_by().values_list(name, flat=True).distinct()
            self.known[name] = {value.casefold(): value for value in values}
        sizes = ProductSize.objects.order_by().values_list("size", flat=True).distinct()
        self.known["size"] = {value.casefold(): value for value in sizes}

    def _one(self, name: str, value: str) -> str:
        return self.known[name].setdefault(value.casefold(), value)

    def apply(self, record: CatalogueRecord) -> CatalogueRecord:
        sizes = [self._one("size", size) for size in record.sizes]
        stock = dict(zip(sizes, (record.stock[size] for size in record.sizes), strict=True))
        category = record.category.model_copy(
            update={name: self._one(name, getattr(record.category, name)) for name in CATEGORY}
        )
        return record.model_copy(update={"category": category, "sizes": sizes, "stock": stock})


def _write(records: list[CatalogueRecord]) -> list[str]:
    """Upsert valid `records` (distinct SKUs) by SKU; return each one's outcome: "created",
    "updated" or "unchanged", in order.

    The stored products and their sizes are read in a few queries, not per record. New products
    are inserted with `bulk_create` in one transaction, so a first import of a large catalogue
    costs a handful of queries instead of several per record (bulk inserts send no signals:
    the catalogue version is bumped once); changed products are saved one by one, each in its
    own transaction, through `Product.save` as before.
    """
    skus = [record.sku for record in records]
    stored: dict[str, Product] = {}
    for start in range(0, len(skus), BATCH):
        stored.update(Product.objects.in_bulk(skus[start : start + BATCH], field_name="sku"))
    stored_sizes: dict[int, list[tuple[str, int]]] = {product.pk: [] for product in stored.values()}
    ids = list(stored_sizes)
    for start in range(0, len(ids), BATCH):
        rows = ProductSize.objects.filter(product_id__in=ids[start : start + BATCH])
        for product_id, size, stock in rows.order_by("product_id", "position", "id").values_list(
            "product_id", "size", "stock"
        ):
            stored_sizes[product_id].append((size, stock))
    new = [record for record in records if record.sku not in stored]
    if new:
        with transaction.atomic():
            products = [Product(sku=record.sku, **record.product_fields()) for record in new]
            for product in products:
                product.normalise()
            created = Product.objects.bulk_create(products, batch_size=BATCH)
            if any(product.pk is None for product in created):  # a backend that returns no ids
                by_sku = Product.objects.in_bulk([r.sku for r in new], field_name="sku")
                created = [by_sku[record.sku] for record in new]
            ProductSize.objects.bulk_create(
                (
                    ProductSize(
                        product=product, size=size, position=position, stock=record.stock[size]
                    )
                    for product, record in zip(created, new, strict=True)
                    for position, size in enumerate(record.sizes)
                ),
                batch_size=BATCH,
            )
            CatalogueVersion.bump()
    return [
        "created"
        if record.sku not in stored
        else _update(stored[record.sku], stored_sizes[stored[record.sku].pk], record)
        for record in records
    ]


@transaction.atomic
def _update(product: Product, stored_sizes: list[tuple[str, int]], record: CatalogueRecord) -> str:
    """Write one stored product's record; return "updated" or "unchanged"."""
    values = record.product_fields()
    wanted_sizes = [(size, record.stock[size]) for size in record.sizes]
    changed = [name for name, value in values.items() if getattr(product, name) != value]
    if not changed and stored_sizes == wanted_sizes:
        return "unchanged"
    for name in changed:
        setattr(product, name, values[name])
    product.save()
    if stored_sizes == wanted_sizes:
        return "updated"
    product.sizes.all().delete()
    ProductSize.objects.bulk_create(
        ProductSize(product=product, size=size, position=position, stock=stock)
        for position, (size, stock) in enumerate(wanted_sizes)
    )
    return "updated"
