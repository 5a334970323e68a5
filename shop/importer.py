"""Catalogue import: validate JSON records and upsert them by SKU (issue 2, "Catalogue file format").

The file format is documented in README.md ("The catalogue"). Every record is validated on its own:
a bad record is reported with its index, its SKU and the reason, and never stops the good ones. A
file that is not JSON, or not a JSON list, raises `CatalogueFileError` before anything is written.
"""

import dataclasses
import json
import logging
import re
import shutil
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from django.db import transaction

from shop import images
from shop.models import Product, ProductSize
from shop.taxonomy import canonical, colour_alias

logger = logging.getLogger(__name__)

SKU_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
MAX_PRICE = Decimal("1000000")
PRODUCT_FIELDS = (
    "name",
    "description",
    "brand",
    "department",
    "type",
    "subtype",
    "colour",
    "material",
    "price",
    "tags",
    "image",
)


class CatalogueFileError(ValueError):
    """The file cannot be imported at all: unreadable, not JSON, or not a JSON list."""


class RecordError(ValueError):
    """One record is invalid; the message lists every reason, separated by "; "."""


@dataclass(frozen=True)
class CleanRecord:
    """A validated record, in model terms (colour lower case, price a Decimal in EUR)."""

    sku: str
    name: str
    description: str
    brand: str
    department: str
    type: str
    subtype: str
    colour: str
    material: str
    price: Decimal
    tags: list[str]
    image: str
    sizes: list[str]
    stock: dict[str, int]


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
            f"{path} must hold a JSON list of product objects, but holds {_json_kind(data)}"
        )
    return data


def _json_kind(value: Any) -> str:
    kinds = {dict: "an object", str: "a string", bool: "a boolean", type(None): "null"}
    if isinstance(value, int | float) and not isinstance(value, bool):
        return "a number"
    return kinds.get(type(value), "a list")


def _text(
    raw: dict,
    key: str,
    errors: list[str],
    *,
    max_length: int,
    required: bool = True,
    label: str = "",
) -> str:
    label = label or key
    value = raw.get(key)
    if value is None:
        if required:
            errors.append(f"missing field '{label}'")
        return ""
    if not isinstance(value, str):
        errors.append(f"'{label}' must be a string")
        return ""
    value = value.strip()
    if required and not value:
        errors.append(f"'{label}' must not be empty")
    elif len(value) > max_length:
        errors.append(f"'{label}' is longer than {max_length} characters")
    return value


def _price(raw: dict, errors: list[str]) -> Decimal:
    price = raw.get("price")
    if price is None:
        errors.append("missing field 'price'")
        return Decimal(0)
    if not isinstance(price, dict):
        errors.append("'price' must be an object with 'amount' and 'currency'")
        return Decimal(0)
    currency = price.get("currency")
    if currency is None:
        errors.append("missing field 'price.currency'")
    elif not isinstance(currency, str) or currency.strip().upper() != "EUR":
        errors.append(f"currency must be EUR, got {currency!r}")
    amount = price.get("amount")
    if amount is None:
        errors.append("missing field 'price.amount'")
        return Decimal(0)
    if isinstance(amount, bool) or not isinstance(amount, int | float | str):
        errors.append("'price.amount' must be a number")
        return Decimal(0)
    if isinstance(amount, str) and not PLAIN_AMOUNT.match(amount.strip()):
        # "1e2", "0x10", "+5": a price in a file is written as a plain decimal.
        errors.append(f"'price.amount' is not a number written as a plain decimal: {amount!r}")
        return Decimal(0)
    try:
        value = Decimal(str(amount).strip())
    except InvalidOperation:
        errors.append(f"'price.amount' is not a number: {amount!r}")
        return Decimal(0)
    if not value.is_finite():
        errors.append(f"'price.amount' is not a number: {amount!r}")
    elif value < 0:
        errors.append(f"negative price {value}")
    elif value == 0:
        errors.append("price must be more than 0")
    elif value >= MAX_PRICE:
        errors.append(f"price {value} is implausibly high")
    elif value != value.quantize(Decimal("0.01")):
        errors.append(f"price {value} has more than two decimal places")
    else:
        return value.quantize(Decimal("0.01"))
    return Decimal(0)


PLAIN_AMOUNT = re.compile(r"^\d+(\.\d+)?$")


def _sizes_and_stock(raw: dict, errors: list[str]) -> tuple[list[str], dict[str, int]]:
    sizes_raw = raw.get("sizes")
    sizes: list[str] = []
    if sizes_raw is None:
        errors.append("missing field 'sizes'")
    elif not _is_string_list(sizes_raw) or not sizes_raw:
        errors.append("'sizes' must be a non-empty list of strings")
    else:
        sizes = [canonical(size) for size in sizes_raw]
        if len(set(sizes)) != len(sizes):
            errors.append("'sizes' lists a size twice")
        if any(len(size) > 20 for size in sizes):
            errors.append("a size is longer than 20 characters")

    stock_raw = raw.get("stock")
    stock: dict[str, int] = {}
    if stock_raw is None:
        errors.append("missing field 'stock'")
    elif _is_count(stock_raw):
        if stock_raw < 0:
            errors.append(f"negative stock {stock_raw}")
        stock = dict.fromkeys(sizes, stock_raw)
    elif isinstance(stock_raw, dict):
        stock = dict.fromkeys(sizes, 0)
        for key, count in stock_raw.items():
            size = canonical(key)
            if size not in stock:
                if sizes:
                    errors.append(f"stock names size {key!r}, which is not in 'sizes'")
            elif not _is_count(count):
                errors.append(f"stock for size {key!r} must be a whole number")
            elif count < 0:
                errors.append(f"negative stock {count} for size {key!r}")
            else:
                stock[size] = count
    else:
        errors.append("'stock' must be a whole number or an object mapping size to count")
    return sizes, stock


def _is_string_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) and item.strip() for item in value)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def record_validate(raw: Any, warnings: list[str] | None = None) -> CleanRecord:
    """Validate one catalogue record (a dict parsed from JSON) and return it cleaned.

    Raises RecordError naming every problem found. Known taxonomy values are mapped to their
    canonical spelling (shop.taxonomy.canonical); the colour is stored lower case. An unusable
    `image` never rejects the record: it is dropped and a sentence appended to `warnings`.
    """
    warnings = [] if warnings is None else warnings
    if not isinstance(raw, dict):
        raise RecordError(f"record must be an object, got {_json_kind(raw)}")
    errors: list[str] = []
    sku = _text(raw, "sku", errors, max_length=64)
    if sku and not SKU_RE.match(sku):
        errors.append(
            "'sku' may hold only letters, digits, '.', '_' and '-' (starting with a letter or "
            "digit, at most 64 characters)"
        )
    name = _text(raw, "name", errors, max_length=200)
    description = _text(raw, "description", errors, max_length=5000)
    brand = _text(raw, "brand", errors, max_length=100, required=False)

    category = raw.get("category")
    department = type_ = subtype = ""
    if category is None:
        errors.append("missing field 'category'")
    elif not isinstance(category, dict):
        errors.append("'category' must be an object with 'department', 'type' and 'subtype'")
    else:
        department, type_, subtype = (
            canonical(_text(category, key, errors, max_length=50, label=f"category.{key}"))
            for key in ("department", "type", "subtype")
        )

    colour = colour_alias(_text(raw, "color", errors, max_length=30))
    material = _text(raw, "material", errors, max_length=200)
    price = _price(raw, errors)
    sizes, stock = _sizes_and_stock(raw, errors)

    tags_raw = raw.get("tags", [])
    tags: list[str] = []
    if tags_raw is None:
        tags_raw = []
    if not isinstance(tags_raw, list) or not all(isinstance(tag, str) for tag in tags_raw):
        errors.append("'tags' must be a list of strings")
    else:
        for tag in tags_raw:
            tag = tag.strip().lower()
            if tag and tag not in tags:
                tags.append(tag)

    image = _image(raw, warnings)

    if errors:
        raise RecordError("; ".join(errors))
    return CleanRecord(
        sku=sku,
        name=name,
        description=description,
        brand=brand,
        department=department,
        type=type_,
        subtype=subtype,
        colour=colour,
        material=material,
        price=price,
        tags=tags,
        image=image,
        sizes=sizes,
        stock=stock,
    )


def _image(raw: dict, warnings: list[str]) -> str:
    """The record's `image`, or "" (with a warning) when it is not a usable value."""
    value = raw.get("image")
    if value is None:
        return ""
    if not isinstance(value, str):
        warnings.append("'image' is not a string; it was dropped and the artwork is shown")
        return ""
    value = value.strip()
    problem = images.image_problem(value) if value else None
    if problem:
        warnings.append(f"'image' was dropped ({problem}); the artwork is shown")
        return ""
    if len(value) > 500:
        warnings.append("'image' is longer than 500 characters; it was dropped")
        return ""
    return value


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
    absent from the file are left alone. Each record is written in its own transaction.
    `images_dir`: the folder relative `image` names are copied from into CATALOGUE_IMAGE_DIR.
    With `embed`, products whose text changed are embedded for semantic search at the end
    (shop.embedding; `report.embedded` counts them).
    """
    report = ImportReport()
    folder = Path(images_dir) if images_dir is not None else None
    spell = _Spellings()
    first_index: dict[str, int] = {}
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
        outcome = _upsert(record)
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
        for name in ("department", "type", "subtype"):
            values = Product.objects.order_by().values_list(name, flat=True).distinct()
            self.known[name] = {value.casefold(): value for value in values}
        sizes = ProductSize.objects.order_by().values_list("size", flat=True).distinct()
        self.known["size"] = {value.casefold(): value for value in sizes}

    def _one(self, name: str, value: str) -> str:
        return self.known[name].setdefault(value.casefold(), value)

    def apply(self, record: CleanRecord) -> CleanRecord:
        sizes = [self._one("size", size) for size in record.sizes]
        stock = dict(zip(sizes, (record.stock[size] for size in record.sizes), strict=True))
        return dataclasses.replace(
            record,
            department=self._one("department", record.department),
            type=self._one("type", record.type),
            subtype=self._one("subtype", record.subtype),
            sizes=sizes,
            stock=stock,
        )


@transaction.atomic
def _upsert(record: CleanRecord) -> str:
    """Write one record; return "created", "updated" or "unchanged"."""
    values = {name: getattr(record, name) for name in PRODUCT_FIELDS}
    product = Product.objects.filter(sku=record.sku).first()
    wanted_sizes = [(size, record.stock[size]) for size in record.sizes]
    if product is None:
        product = Product.objects.create(sku=record.sku, **values)
        outcome = "created"
    else:
        stored_sizes = [(row.size, row.stock) for row in product.sizes.order_by("position", "id")]
        changed = [name for name, value in values.items() if getattr(product, name) != value]
        if not changed and stored_sizes == wanted_sizes:
            return "unchanged"
        for name in changed:
            setattr(product, name, values[name])
        product.save()
        if stored_sizes == wanted_sizes:
            return "updated"
        product.sizes.all().delete()
        outcome = "updated"
    ProductSize.objects.bulk_create(
        ProductSize(product=product, size=size, position=position, stock=stock)
        for position, (size, stock) in enumerate(wanted_sizes)
    )
    return outcome
