"""The assistant's tools over shop.selectors (issue 5 item 3; acceptance a and b)."""

from __future__ import annotations

import json

import pytest

from assistant.tools import TOOLS, ToolCallError, call_tool, search_arguments

pytestmark = pytest.mark.django_db(transaction=True)


async def test_search_returns_plain_json_from_async_code(products):
    """Acceptance a: no SynchronousOnlyOperation, no lazy QuerySet, only plain JSON data.
    Acceptance b: the rows the fixture created are visible here."""
    result = await call_tool(
        "search_products",
        json.dumps({"subtype": "Jackets", "size": "M", "exclude_colours": ["yellow"]}),
    )

    data = json.loads(result.content)
    assert data["total"] == 2
    assert {p["sku"] for p in data["products"]} == {"T-JKT-NAVY", "T-JKT-W-GRN"}
    assert result.skus == {"T-JKT-NAVY", "T-JKT-W-GRN"}
    product = data["products"][0]
    assert set(product) == {
        "sku", "name", "brand", "department", "type", "subtype", "colour", "material",
        "price_eur", "sizes_in_stock", "url",
    }  # fmt: skip
    assert product["price_eur"] == "89.00"
    assert product["url"] == f"/products/{product['sku']}/"


async def test_price_bounds_and_limit(products):
    result = await call_tool("search_products", json.dumps({"max_price": 80, "limit": 50}))
    data = json.loads(result.content)
    assert {p["sku"] for p in data["products"]} == {"T-JKT-YEL", "T-JNS-BLU"}


async def test_get_product_has_sizes_and_stock(products):
    result = await call_tool("get_product", json.dumps({"sku": "T-JKT-BLK"}))
    data = json.loads(result.content)
    assert data["stock"] == {"S": 0, "M": 0, "L": 4}
    assert data["sizes"] == ["S", "M", "L"] and data["sizes_in_stock"] == ["L"]
    assert result.skus == {"T-JKT-BLK"}


async def test_get_unknown_product_is_an_error_result_not_a_failure(products):
    result = await call_tool("get_product", json.dumps({"sku": "NOPE"}))
    assert json.loads(result.content) == {"error": "No product with SKU NOPE."}
    assert result.skus == set()


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("search_products", "{"),
        ("search_products", "[]"),
        ("search_products", '{"colour": 3}'),
        ("search_products", '{"exclude_colours": [1]}'),
        ("search_products", '{"max_price": "cheap"}'),
        ("search_products", '{"min_price": -1}'),
        ("search_products", '{"flavour": "salty"}'),
        ("get_product", "{}"),
        ("get_product", '{"sku": "A", "extra": 1}'),
        ("drop_tables", "{}"),
    ],
)
async def test_malformed_calls_raise(name, arguments):
    with pytest.raises(ToolCallError):
        await call_tool(name, arguments)


def test_limit_is_clamped_and_blanks_ignored():
    assert search_arguments({"limit": 99, "colour": "  "}) == {"limit": 10}
    assert search_arguments({})["limit"] == 6


def test_tool_schemas_match_the_contract():
    names = [tool["function"]["name"] for tool in TOOLS]
    assert names == ["search_products", "get_product"]
    search = TOOLS[0]["function"]["parameters"]["properties"]
    assert set(search) == {
        "query", "department", "type", "subtype", "colour", "exclude_colours", "brand", "size",
        "min_price", "max_price", "tag", "limit",
    }  # fmt: skip
