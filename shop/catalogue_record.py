"""One catalogue record of the documented JSON format, as a pydantic model (issue 21 item 2).

`CatalogueRecord` states the format once (README "The catalogue", "File format"): the fields,
which are required, their limits and the normalised spellings. The importer
(`shop.importer.record_validate`) and the offline model's file vocabulary
(`assistant.offline.words.catalogue_words`) both read records through it. `record_problems(error)`
turns pydantic's errors into the importer's sentences ("missing field 'price.amount'",
"negative price -5", "currency must be EUR, got 'USD'"), in field order, every problem of the
record listed.

Pydantic checks types and lengths; the rules of the domain (a SKU's characters, a price's
decimals, stock per listed size) raise `PydanticCustomError("record", sentence)` with the
sentence shown to the shop owner. A null value counts as a missing field, as before.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    StringConstraints,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from shop import images
from shop.sizes import canonical_label
from shop.taxonomy import canonical, colour_alias

SKU_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")
MAX_PRICE = Decimal("1000000")
# "1e2", "0x10", "+5": a price in a file is written as a plain decimal.
PLAIN_AMOUNT = re.compile(r"^\d+(\.\d+)?$")
MAX_SIZE_LENGTH = 20  # ProductSize.size


def _problem(sentence: str) -> PydanticCustomError:
    """A rule of the format broken: `sentence` is what the shop owner reads."""
    return PydanticCustomError("record", sentence)


def _text(max_length: int, *, required: bool = True) -> Any:
    """A JSON string, stripped, at most `max_length` characters (not empty when `required`)."""
    limits = StringConstraints(
        strip_whitespace=True, min_length=1 if required else 0, max_length=max_length
    )
    return Annotated[str, Strict(), limits]


def _sku(value: str) -> str:
    if not SKU_RE.match(value):
        raise _problem(
            "'sku' may hold only letters, digits, '.', '_' and '-' (starting with a letter or "
            "digit, at most 64 characters)"
        )
    return value


def _amount(value: Any) -> Decimal:
    """A price amount: a JSON number or a plain decimal string, above 0, below MAX_PRICE, at
    most two decimals; returned quantised to cents."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise _problem("'price.amount' must be a number")
    signed = isinstance(value, str) and value.strip().startswith("-")
    if signed and PLAIN_AMOUNT.match(value.strip()[1:].strip()):
        # "-5": a plain decimal with a sign; say what is wrong with it, not that it is no number.
        raise _problem(f"negative price {value.strip()}")
    if isinstance(value, str) and not PLAIN_AMOUNT.match(value.strip()):
        raise _problem(f"'price.amount' is not a number written as a plain decimal: {value!r}")
    try:
        amount = Decimal(str(value).strip())
    except InvalidOperation:
        raise _problem(f"'price.amount' is not a number: {value!r}") from None
    if not amount.is_finite():
        raise _problem(f"'price.amount' is not a number: {value!r}")
    if amount < 0:
        raise _problem(f"negative price {amount}")
    if amount == 0:
        raise _problem("price must be more than 0")
    if amount >= MAX_PRICE:
        raise _problem(f"price {amount} is implausibly high")
    if amount != amount.quantize(Decimal("0.01")):
        raise _problem(f"price {amount} has more than two decimal places")
    return amount.quantize(Decimal("0.01"))


def _currency(value: Any) -> str:
    if not isinstance(value, str) or value.strip().upper() != "EUR":
        raise _problem(f"currency must be EUR, got {value!r}")
    return "EUR"


def _sizes(value: Any) -> list[str]:
    """Distinct size labels in display order, in the shop's spelling (shop.sizes)."""
    if not isinstance(value, list) or not value:
        raise _problem("'sizes' must be a non-empty list of strings")
    if not all(isinstance(size, str) and size.strip() for size in value):
        raise _problem("'sizes' must be a non-empty list of strings")
    sizes = [canonical_label(size) for size in value]
    problems = []
    if len(set(sizes)) != len(sizes):
        problems.append("'sizes' lists a size twice")
    if any(len(size) > MAX_SIZE_LENGTH for size in sizes):
        problems.append(f"a size is longer than {MAX_SIZE_LENGTH} characters")
    if problems:
        raise _problem("; ".join(problems))
    return sizes


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _stock(value: Any, info: ValidationInfo) -> dict[str, int]:
    """size -> count for every listed size: one whole number for all, or an object naming
    only listed sizes (the others get 0). Reads the already validated `sizes`; when they
    failed, only the shape of `stock` is checked."""
    sizes: list[str] = info.data.get("sizes") or []
    if _is_count(value):
        if value < 0:
            raise _problem(f"negative stock {value}")
        return dict.fromkeys(sizes, value)
    if not isinstance(value, dict):
        raise _problem("'stock' must be a whole number or an object mapping size to count")
    stock = dict.fromkeys(sizes, 0)
    problems = []
    for key, count in value.items():
        size = canonical_label(str(key))
        if size not in stock:
            if sizes:
                problems.append(f"stock names size {key!r}, which is not in 'sizes'")
        elif not _is_count(count):
            problems.append(f"stock for size {key!r} must be a whole number")
        elif count < 0:
            problems.append(f"negative stock {count} for size {key!r}")
        else:
            stock[size] = count
    if problems:
        raise _problem("; ".join(problems))
    return stock


def _tags(value: Any) -> list[str]:
    """Distinct non-empty tags, lower case, in file order."""
    if not isinstance(value, list) or not all(isinstance(tag, str) for tag in value):
        raise _problem("'tags' must be a list of strings")
    return list(dict.fromkeys(tag.strip().lower() for tag in value if tag.strip()))


def _image(value: Any, info: ValidationInfo) -> str:
    """The record's image, or "" with a sentence in `context["warnings"]` when it is unusable:
    an image never rejects a record (issue 10 item 1)."""
    warnings: list[str] = (info.context or {}).get("warnings", [])
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


class _Object(BaseModel):
    """A JSON object of the format: unknown fields ignored, a null value read as missing."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    @model_validator(mode="before")
    @classmethod
    def _nulls_are_missing(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return {key: value for key, value in data.items() if value is not None}
        return data


_TaxonomyValue = Annotated[_text(50), AfterValidator(canonical)]


class Category(_Object):
    """`category`: the catalogue's own taxonomy; known spellings normalised ("women" ->
    "Women", shop.taxonomy.canonical)."""

    department: _TaxonomyValue
    type: _TaxonomyValue
    subtype: _TaxonomyValue


class Price(_Object):
    """`price`: an amount in EUR (the amount's problems are listed before the currency's)."""

    amount: Annotated[Decimal, BeforeValidator(_amount)]
    currency: Annotated[Literal["EUR"], BeforeValidator(_currency)]


class CatalogueRecord(_Object):
    """One product of a catalogue file, validated and normalised: text stripped, colour lower
    case with its usual spelling ("Gray" -> "grey"), sizes in the shop's spelling, `stock`
    holding a count for every size, tags lower case and distinct, `image` "" when unusable.
    Field order is the order problems are reported in. Validate with
    `CatalogueRecord.model_validate(raw, context={"warnings": [...]})`."""

    sku: Annotated[_text(64), AfterValidator(_sku)]
    name: _text(200)
    description: _text(5000)
    brand: _text(100, required=False) = ""
    category: Category
    colour: Annotated[_text(30), AfterValidator(colour_alias)] = Field(validation_alias="color")
    material: _text(200)
    price: Price
    sizes: Annotated[list[str], BeforeValidator(_sizes)]
    stock: dict[str, int]
    tags: Annotated[list[str], BeforeValidator(_tags)] = []
    image: str = ""

    @field_validator("stock", mode="before")
    @classmethod
    def _stock_per_size(cls, value: Any, info: ValidationInfo) -> dict[str, int]:
        return _stock(value, info)

    @field_validator("image", mode="before")
    @classmethod
    def _usable_image(cls, value: Any, info: ValidationInfo) -> str:
        return _image(value, info)

    def product_fields(self) -> dict[str, Any]:
        """The `shop.models.Product` fields this record sets (price a Decimal in EUR)."""
        return {
            "name": self.name,
            "description": self.description,
            "brand": self.brand,
            "department": self.category.department,
            "type": self.category.type,
            "subtype": self.category.subtype,
            "colour": self.colour,
            "material": self.material,
            "price": self.price.amount,
            "tags": list(self.tags),
            "image": self.image,
        }


def _field_at(loc: tuple[int | str, ...]) -> type[BaseModel] | None:
    """The nested model at `loc` (a pydantic error location, by JSON names), or None."""
    model: Any = CatalogueRecord
    for part in loc:
        fields = getattr(model, "model_fields", {})
        field = next((f for name, f in fields.items() if part in (name, f.validation_alias)), None)
        if field is None:
            return None
        model = field.annotation
    return model if isinstance(model, type) and issubclass(model, BaseModel) else None


def _listed(names: list[str]) -> str:
    quoted = [f"'{name}'" for name in names]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"


def record_problems(error: ValidationError) -> list[str]:
    """Every problem of one record as the importer reports it, in field order."""
    return list(dict.fromkeys(sentence for _, sentence in located_problems(error)))


def located_problems(error: ValidationError) -> list[tuple[tuple[str, ...], str]]:
    """Each problem of one record with where it is, by the format's JSON names: (("category",
    "type"), "'category.type' must not be empty"), in field order (the admin's product form
    puts each beside its field)."""
    problems = []
    for detail in error.errors(include_url=False):
        loc = tuple(part for part in detail["loc"] if isinstance(part, str))
        where = ".".join(loc)
        kind = detail["type"]
        if kind == "record":
            sentence = detail["msg"]
        elif kind == "missing":
            sentence = f"missing field '{where}'"
        elif kind == "string_type":
            sentence = f"'{where}' must be a string"
        elif kind == "string_too_short":
            sentence = f"'{where}' must not be empty"
        elif kind == "string_too_long":
            sentence = f"'{where}' is longer than {detail['ctx']['max_length']} characters"
        elif kind in ("model_type", "model_attributes_type") and (model := _field_at(loc)):
            sentence = f"'{where}' must be an object with {_listed(list(model.model_fields))}"
        else:
            sentence = f"'{where}': {detail['msg']}"
        problems.append((loc, sentence))
    return problems


def json_kind(value: Any) -> str:
    """What a JSON value is, in words ("an object", "a list", "a number", ...)."""
    kinds = {dict: "an object", str: "a string", bool: "a boolean", type(None): "null"}
    if isinstance(value, int | float) and not isinstance(value, bool):
        return "a number"
    return kinds.get(type(value), "a list")
