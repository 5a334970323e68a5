"""The assistant's tools: `search_products` and `get_product` over shop.selectors.

The schemas follow OpenAI's function-calling format (`TOOLS`). `call_tool()` validates the
model's arguments, runs the sync selector in a worker thread and returns the JSON text that
goes back to the model as the tool message, plus the SKUs it returned: only those may be
linked in this turn's answer (M8.3, M8.4). Selectors return plain dataclasses, never
QuerySets, so nothing lazy reaches async code (acceptance a).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

from channels.db import database_sync_to_async

from shop import selectors

SEARCH_LIMIT_DEFAULT = 6
SEARCH_LIMIT_MAX = 10

_STRING_FILTERS = ("query", "department", "type", "subtype", "colour", "brand", "size", "tag")

TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "search_products",
            "description": (
                "Search the shop's catalogue. Every argument is optional; combine them. "
                "Returns the total number of matches and up to `limit` products with their "
                "SKU, price in EUR, sizes in stock and page URL."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "query": {"type": "string", "description": "Free text, e.g. 'linen'."},
                    "department": {"type": "string", "enum": ["Women", "Men", "Unisex"]},
                    "type": {"type": "string", "description": "e.g. Outerwear, Jeans, Shoes."},
                    "subtype": {"type": "string", "description": "e.g. Jackets, Sneakers."},
                    "colour": {"type": "string", "description": "Lower-case colour name."},
                    "exclude_colours": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": "Colours the shopper does not want.",
                    },
                    "brand": {"type": "string"},
                    "size": {
                        "type": "string",
                        "description": "Only products with this size in stock (M, 32, 42...).",
                    },
                    "min_price": {"type": "number", "description": "EUR, inclusive."},
                    "max_price": {"type": "number", "description": "EUR, inclusive."},
                    "tag": {
                        "type": "string",
                        "description": "Occasion: wedding, office, running, beach, casual, "
                        "evening, outdoor, party.",
                    },
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


class ToolCallError(Exception):
    """The model called an unknown tool or passed malformed arguments (a model failure)."""


@dataclass
class ToolResult:
    """What one tool call produced: `content` (JSON text for the tool message) and `skus`."""

    content: str
    skus: set[str] = field(default_factory=set)


def _product_dict(product: Any) -> dict[str, Any]:
    return {
        "sku": product.sku,
        "name": product.name,
        "brand": product.brand,
        "department": product.department,
        "type": product.type,
        "subtype": product.subtype,
        "colour": product.colour,
        "material": product.material,
        "price_eur": f"{Decimal(product.price):.2f}",
        "sizes_in_stock": list(product.sizes_in_stock),
        "url": product.url,
    }


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


@database_sync_to_async
def _search(kwargs: dict[str, Any]) -> dict[str, Any]:
    result = selectors.product_search(**kwargs)
    return {"total": result.total, "products": [_product_dict(p) for p in result.items]}


@database_sync_to_async
def _get(sku: str) -> dict[str, Any]:
    product = selectors.product_get(sku=sku)
    if product is None:
        return {"error": f"No product with SKU {sku}."}
    data = _product_dict(product)
    data["sizes"] = list(product.sizes)
    data["stock"] = dict(product.stock)
    data["description"] = product.description
    return data


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
