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


# --- the tools follow the catalogue (issue 10 item 5), on both test catalogues ----------------
def _search_schema(tools):
    return tools[0]["function"]["parameters"]["properties"]


async def test_the_schema_lists_the_live_catalogue(any_catalogue):
    from assistant.tools import live_tools

    records = any_catalogue.records
    schema = _search_schema(await live_tools())

    assert set(schema["department"]["enum"]) == {r["category"]["department"] for r in records}
    assert set(schema["type"]["enum"]) == {r["category"]["type"] for r in records}
    assert set(schema["subtype"]["enum"]) == {r["category"]["subtype"] for r in records}
    assert set(schema["colour"]["enum"]) == {r["color"].lower() for r in records}
    assert set(schema["tag"]["enum"]) == {t for r in records for t in r["tags"]}
    for size in {s for r in records for s in r["sizes"]}:
        assert size in schema["size"]["description"]


async def test_the_schema_is_rebuilt_when_the_catalogue_changes(any_catalogue):
    from channels.db import database_sync_to_async

    from assistant.tools import live_tools
    from shop.importer import catalogue_import
    from tests.shop.conftest import record

    first = await live_tools()
    assert await live_tools() is first  # cached while the catalogue stays the same
    new = record(sku="NEW-1", category={"department": "Pets", "type": "Coats", "subtype": "Capes"})
    await database_sync_to_async(catalogue_import)(records=[new])

    schema = _search_schema(await live_tools())
    assert "Pets" in schema["department"]["enum"] and "Capes" in schema["subtype"]["enum"]


async def test_each_type_of_the_catalogue_is_found_by_the_tool(any_catalogue):
    records = any_catalogue.records
    for type_ in {r["category"]["type"] for r in records}:
        expected = {r["sku"] for r in records if r["category"]["type"] == type_}
        result = await call_tool("search_products", json.dumps({"type": type_.lower()}))
        data = json.loads(result.content)
        assert data["total"] == len(expected)
        assert result.skus <= expected
        assert data["search"]["filters"] == {"type": type_}  # the catalogue's spelling


async def test_the_query_goes_through_hybrid_search(any_catalogue):
    record = any_catalogue.records[len(any_catalogue.records) // 2]
    result = await call_tool("search_products", json.dumps({"query": record["description"]}))
    data = json.loads(result.content)

    assert data["search"]["ranking"] == "hybrid"
    assert record["name"] in [p["name"] for p in data["products"]]


async def test_an_unknown_value_comes_back_with_a_note(any_catalogue):
    result = await call_tool("search_products", json.dumps({"type": "Spacesuits"}))
    data = json.loads(result.content)

    assert data["total"] == 0
    assert "No product has type 'Spacesuits'" in data["notes"][0]
    assert any_catalogue.records[0]["category"]["type"] in data["notes"][0]


async def test_the_supplier_feed_is_searchable_by_its_own_words(supplier_catalogue):
    arguments = {"query": "school trousers", "department": "kids", "size": "10Y"}
    data = json.loads((await call_tool("search_products", json.dumps(arguments))).content)

    assert "Kids School Chinos" in [p["name"] for p in data["products"][:3]]
    assert {p["department"] for p in data["products"]} == {"Kids"}
    assert all("10Y" in p["sizes_in_stock"] for p in data["products"])
