"""The assistant's tools: `search_products` and `get_product` over shop.selectors.

The schemas follow OpenAI's function-calling format. `live_tools()` builds them from the live
catalogue's taxonomy (its departments, types, subtypes, colours and tags as enums, rebuilt when
the catalogue version changes, issue 10 item 5); `TOOLS` is the catalogue-free fallback used
when the database cannot be read. `search_products`' `query` runs the hybrid (keyword + meaning)
search; the result says what ran. `call_tool()` validates the
model's arguments, runs the sync selector in a worker thread and returns the JSON text that
goes back to the model as the tool message, plus the SKUs it returned: only those may be
linked in this turn's answer (M8.3, M8.4). Selectors return plain dataclasses, never
QuerySets, so nothing lazy reaches async code (acceptance a).
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from channels.db import database_sync_to_async

from shop import selectors

logger = logging.getLogger(__name__)

SEARCH_LIMIT_DEFAULT = 6
SEARCH_LIMIT_MAX = 10

_STRING_FILTERS = ("query", "department", "type", "subtype", "colour", "brand", "size", "tag")

SIZE_TEXT = (
    "Only products with this size in stock: a size of the catalogue, or the size as the "
    "shopper says it ('43', 'Medium', 'a 32 waist', 'for a 5 year old')."
)
# An enum longer than this would crowd the model's context; the values go in the description.
ENUM_MAX = 60
DESCRIBE_MAX = 40


def _values(values: tuple[str, ...], what: str) -> dict[str, Any]:
    """A string property restricted to the catalogue's values (or naming them when many)."""
    if not values:
        return {"type": "string"}
    if len(values) <= ENUM_MAX:
        return {"type": "string", "enum": list(values)}
    shown = ", ".join(values[:DESCRIBE_MAX])
    return {"type": "string", "description": f"One of the catalogue's {what}, e.g. {shown}."}


def tool_schemas(taxonomy: selectors.CatalogueTaxonomy | None = None) -> list[dict[str, Any]]:
    """The tools' schemas; with a `taxonomy`, its values are listed for each filter.

    Without one (TOOLS), filters are free strings: the search still validates and normalises.
    """
    if taxonomy is None:
        department = {"type": "string", "description": "A department of the catalogue."}
        type_ = {"type": "string", "description": "A product type of the catalogue."}
        subtype = {"type": "string", "description": "A kind of product (subtype)."}
        colour = {"type": "string", "description": "Lower-case colour name."}
        tag = {"type": "string", "description": "An occasion or use the products are tagged."}
        size_text = SIZE_TEXT
        brand = {"type": "string"}
    else:
        department = _values(taxonomy.departments, "departments")
        type_ = _values(taxonomy.types, "types")
        type_["description"] = "Product type. Subtypes by type: " + "; ".join(
            f"{t}: {', '.join(subs)}" for t, subs in taxonomy.subtypes_by_type.items()
        )
        subtype = _values(taxonomy.subtypes, "subtypes")
        colour = _values(taxonomy.colours, "colours")
        tag = _values(taxonomy.tags, "tags")
        sizes = ", ".join(taxonomy.sizes[:DESCRIBE_MAX])
        size_text = f"{SIZE_TEXT} Sizes: {sizes}."
        brand = _values(taxonomy.brands, "brands")
    colours_listed = (
        f" Catalogue colours: {', '.join(taxonomy.colours)}." if taxonomy is not None else ""
    )
    return [
        {
            "type": "function",
            "function": {
                "name": "search_products",
                "description": (
                    "Search the shop's catalogue. Every argument is optional; combine them. "
                    "`query` is free text matched by words and by meaning ('something light "
                    "for a summer wedding'); the other arguments are exact filters applied "
                    "first. Returns the total number of matches and up to `limit` products "
                    "with their SKU, price in EUR, sizes in stock and page URL."
                ),
                "parameters": {
                    "type": "object",
                    "properties": {
                        "query": {
                            "type": "string",
                            "description": "Free text: words or a description of what is wanted.",
                        },
                        "department": department,
                        "type": type_,
                        "subtype": subtype,
                        "colour": colour,
                        "exclude_colours": {
                            "type": "array",
                            "items": {"type": "string"},
                            "description": "Colours the shopper does not want." + colours_listed,
                        },
                        "brand": brand,
                        "size": {"type": "string", "description": size_text},
                        "min_price": {"type": "number", "description": "EUR, inclusive."},
                        "max_price": {"type": "number", "description": "EUR, inclusive."},
                        "tag": tag,
                        "limit": {"type": "integer", "minimum": 1, "maximum": SEARCH_LIMIT_MAX},
                    },
                    "additionalProperties": False,
                },
            },
        },
        {
            "type": "function",
            "function": {
                "name": "get_product",
                "description": "One product by SKU, with its description, sizes and stock per size.",
                "parameters": {
                    "type": "object",
                    "properties": {"sku": {"type": "string"}},
                    "required": ["sku"],
                    "additionalProperties": False,
                },
            },
        },
    ]


TOOLS: list[dict[str, Any]] = tool_schemas()
_live: tuple[str, list[dict[str, Any]]] | None = None
_live_lock = threading.Lock()


def _live_tools_sync() -> list[dict[str, Any]]:
    global _live
    taxonomy = selectors.catalogue_taxonomy()
    cached = _live
    if cached is not None and cached[0] == taxonomy.version:
        return cached[1]
    with _live_lock:
        if _live is None or _live[0] != taxonomy.version:
            _live = (taxonomy.version, tool_schemas(taxonomy))
        return _live[1]


async def live_tools() -> list[dict[str, Any]]:
    """The tools' schemas for the catalogue as it is now (rebuilt when its version changes);
    TOOLS when the catalogue cannot be read (the model still gets working tools)."""
    try:
        return await database_sync_to_async(_live_tools_sync)()
    except Exception:  # any database failure: answer with the catalogue-free schemas
        logger.warning("Assistant tools: catalogue taxonomy unavailable; generic schemas used")
        return TOOLS


class ToolCallError(Exception):
    """The model called an unknown tool or passed malformed arguments (a model failure)."""


@dataclass
class ToolResult:
    """What one tool call produced: `content` (JSON text for the tool message) and `skus`."""

    content: str
    skus: set[str] = field(default_factory=set)


# The product fields a tool result holds (docs/contracts.md "Assistant tools"), in order.
PRODUCT_KEYS = (
    "sku", "name", "brand", "department", "type", "subtype", "colour", "material",
    "price_eur", "sizes_in_stock", "url",
)  # fmt: skip
DETAIL_KEYS = (*PRODUCT_KEYS, "sizes", "stock", "description")


def _product_dict(product: selectors.ProductSummary, keys=PRODUCT_KEYS) -> dict[str, Any]:
    data = product.as_json()
    return {key: data[key] for key in keys}


def _price(arguments: dict[str, Any], name: str) -> Decimal | None:
    value = arguments.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ToolCallError(f"{name} must be a number")
    try:
        price = Decimal(str(value))
    except InvalidOperation as exc:
        raise ToolCallError(f"{name} must be a number") from exc
    if not price.is_finite() or price < 0:
        raise ToolCallError(f"{name} must be a non-negative number")
    return price


def search_arguments(arguments: dict[str, Any]) -> dict[str, Any]:
    """Validate `search_products` arguments into `product_search` keyword arguments.

    Raises ToolCallError for an unknown argument or a value of the wrong type. Blank strings
    mean "no filter"; `limit` is clamped to 1..10 (default 6).
    """
    unknown = (
        set(arguments) - {*_STRING_FILTERS, "exclude_colours", "min_price", "max_price"} - {"limit"}
    )
    if unknown:
        raise ToolCallError(f"unknown arguments: {', '.join(sorted(unknown))}")
    kwargs: dict[str, Any] = {}
    for name in _STRING_FILTERS:
        value = arguments.get(name)
        if value is None:
            continue
        if not isinstance(value, str):
            raise ToolCallError(f"{name} must be a string")
        if value.strip():
            kwargs[name] = value.strip()
    excluded = arguments.get("exclude_colours") or []
    if isinstance(excluded, str):
        excluded = [excluded]
    if not isinstance(excluded, list) or not all(isinstance(c, str) for c in excluded):
        raise ToolCallError("exclude_colours must be a list of strings")
    if excluded:
        kwargs["exclude_colours"] = tuple(c.strip().lower() for c in excluded if c.strip())
    for name in ("min_price", "max_price"):
        price = _price(arguments, name)
        if price is not None:
            kwargs[name] = price
    limit = arguments.get("limit", SEARCH_LIMIT_DEFAULT)
    if isinstance(limit, bool) or not isinstance(limit, int | float):
        raise ToolCallError("limit must be an integer")
    kwargs["limit"] = max(1, min(SEARCH_LIMIT_MAX, int(limit)))
    return kwargs


_TAXONOMY_FILTERS = ("department", "type", "subtype", "colour", "tag", "size")


def _json_value(value: Any) -> Any:
    if isinstance(value, Decimal):
        return f"{value:.2f}"
    return list(value) if isinstance(value, tuple) else value


@database_sync_to_async
def _search(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Run the search; filter values are matched to the catalogue's spelling, and a value no
    product has comes back in `notes` with the values that exist, so the model can retry."""
    taxonomy = selectors.catalogue_taxonomy()
    notes = []
    for name in _TAXONOMY_FILTERS:
        if name in kwargs:
            spelled = taxonomy.lookup(name, kwargs[name])
            if spelled is not None:
                kwargs[name] = spelled
            elif name == "size" and taxonomy.sizes_for(kwargs[name]):
                pass  # "43", "Medium", "a 32 waist": the search reads it (shop.sizes)
            else:
                known = {"department": taxonomy.departments, "type": taxonomy.types}.get(name)
                hint = f"; the catalogue has: {', '.join(known)}" if known else ""
                notes.append(f"No product has {name} {kwargs[name]!r}{hint}.")
    result = selectors.product_search(**kwargs, mode="hybrid")
    data: dict[str, Any] = {
        "total": result.total,
        "products": [_product_dict(p) for p in result.items],
        "search": {
            "query": result.query,
            "ranking": result.mode,
            "filters": {name: _json_value(value) for name, value in result.filters.items()},
        },
    }
    if notes:
        data["notes"] = notes
    return data


@database_sync_to_async
def _get(sku: str) -> dict[str, Any]:
    product = selectors.product_get(sku=sku)
    if product is None:
        return {"error": f"No product with SKU {sku}."}
    return _product_dict(product, DETAIL_KEYS)


async def call_tool(name: str, raw_arguments: str | None) -> ToolResult:
    """Run tool `name` with the model's JSON `raw_arguments`; return its JSON result.

    Raises ToolCallError for an unknown tool, arguments that are not a JSON object, or
    arguments of the wrong type (issue 5 item 3: these are model failures).
    """
    try:
        arguments = json.loads(raw_arguments or "{}")
    except json.JSONDecodeError as exc:
        raise ToolCallError(f"{name}: arguments are not valid JSON") from exc
    if not isinstance(arguments, dict):
        raise ToolCallError(f"{name}: arguments must be a JSON object")
    if name == "search_products":
        data = await _search(search_arguments(arguments))
        skus = {p["sku"] for p in data["products"]}
    elif name == "get_product":
        sku = arguments.get("sku")
        if not isinstance(sku, str) or not sku.strip() or set(arguments) - {"sku"}:
            raise ToolCallError("get_product needs exactly one string argument, sku")
        data = await _get(sku.strip())
        skus = {data["sku"]} if "sku" in data else set()
    else:
        raise ToolCallError(f"unknown tool {name!r}")
    return ToolResult(content=json.dumps(data, ensure_ascii=False), skus=skus)
