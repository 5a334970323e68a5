"""A size as a shopper or a model says it, through the real selectors, the real tool and the
catalogue page (issue 18 item 1): small catalogues of each size system, imported by the real
importer; a size filter keeps the products with a matching label in stock."""

import json

import pytest
from asgiref.sync import async_to_sync

from assistant.tools import call_tool
from shop.importer import catalogue_import
from shop.selectors import catalogue_facets, product_search
from tests.shop.conftest import record


def product(sku, type_, sizes, stock, subtype=None):
    category = {"department": "Adults", "type": type_, "subtype": subtype or type_}
    return record(sku=sku, name=f"Product {sku}", category=category, sizes=sizes, stock=stock)


CATALOGUES = {
    "eu shoes": [
        product("SH-1", "Shoes", ["EU 40", "EU 41", "EU 42", "EU 43"], {"EU 43": 2, "EU 41": 1}),
        product("SH-2", "Shoes", ["EU 42", "EU 43", "EU 44"], {"EU 44": 3}),
        product("SH-3", "Shoes", ["EU 38", "EU 38.5", "EU 39"], {"EU 38.5": 1}),
    ],
    "waist and leg": [
        product("JN-1", "Jeans", ["W32 L30", "W32 L32", "W36 L30", "W36 L32"], {"W36 L30": 1}),
        product("JN-2", "Jeans", ["W34 L32", "W36 L34"], {"W36 L34": 2, "W34 L32": 1}),
        product("JN-3", "Jeans", ["W36 L32"], 0),
    ],
    "uk dresses": [
        product("DR-1", "Dresses", ["UK 8", "UK 10", "UK 12"], {"UK 10": 1}),
        product("DR-2", "Dresses", ["UK 10", "UK 12", "UK 14"], {"UK 12": 2, "UK 14": 1}),
    ],
    "kids ages": [
        product("KD-1", "Tops", ["3-4Y", "4-5Y"], 1),
        product("KD-2", "Tops", ["5-6Y", "6-7Y"], {"5-6Y": 1}),
        product("KD-3", "Tops", ["5Y", "6Y"], {"6Y": 2}),
        product("BB-1", "Baby", ["0-3M", "3-6M", "6-12M"], {"0-3M": 1, "6-12M": 1}),
    ],
    "letters": [
        product("JK-1", "Jackets", ["S", "M", "L"], {"M": 1}),
        product("BP-1", "Packs", ["S/M", "M/L"], {"S/M": 1}),
        product("BP-2", "Packs", ["S/M", "M/L"], {"M/L": 1}),
    ],
    "tailoring": [
        product("SU-1", "Suits", ["38R", "40R", "40L", "42R"], {"40R": 1}),
        product("SU-2", "Suits", ["40L", "42L"], {"40L": 1}),
        product("CS-1", "Shirts", ['15"', '15.5"', '16"'], {'15.5"': 2}),
    ],
}

SEARCHES = [
    ("eu shoes", "43", {}, {"SH-1"}),
    ("eu shoes", "a size 44", {}, {"SH-2"}),
    ("eu shoes", "38.5", {}, {"SH-3"}),
    ("eu shoes", "EU 41", {}, {"SH-1"}),  # the exact label works as before
    ("eu shoes", "eu 41", {}, {"SH-1"}),
    ("eu shoes", "42", {}, set()),  # no 42 in stock
    ("waist and leg", "a 36 waist", {}, {"JN-1", "JN-2"}),  # any leg, in stock
    ("waist and leg", "36", {}, {"JN-1", "JN-2"}),
    ("waist and leg", "W36 L34", {}, {"JN-2"}),
    ("waist and leg", "34 waist", {}, {"JN-2"}),
    ("waist and leg", "32 waist", {}, set()),
    ("uk dresses", "size 10", {}, {"DR-1"}),
    ("uk dresses", "12", {}, {"DR-2"}),
    ("uk dresses", "UK 14", {}, {"DR-2"}),
    ("kids ages", "for a 5 year old", {}, {"KD-2"}),  # 5-6Y starts at 5
    ("kids ages", "a 4 year old", {}, {"KD-1"}),
    ("kids ages", "6 years", {}, {"KD-3"}),  # 6-7Y is sold out
    ("kids ages", "6 months", {}, {"BB-1"}),
    ("kids ages", "size 5", {"type": "Tops"}, {"KD-2"}),
    ("letters", "Medium", {}, {"JK-1", "BP-1", "BP-2"}),  # M and the ranges holding it
    ("letters", "M", {}, {"JK-1"}),  # an exact label: that label, as the facet counts it
    ("letters", "M", {"type": "Packs"}, {"BP-1", "BP-2"}),  # no M among the packs
    ("letters", "large", {}, {"BP-2"}),  # JK-1's L is sold out
    ("letters", "meduim", {"type": "Packs"}, {"BP-1", "BP-2"}),
    ("tailoring", "40", {}, {"SU-1", "SU-2"}),
    ("tailoring", "40 regular", {}, {"SU-1"}),
    ("tailoring", "40 long", {}, {"SU-2"}),
    ("tailoring", "collar 15.5", {}, {"CS-1"}),
    ("tailoring", "15.5", {}, {"CS-1"}),
]
IDS = [f"{name}: {size} {filters or ''}".strip() for name, size, filters, _ in SEARCHES]


def load(name: str) -> list[dict]:
    report = catalogue_import(records=CATALOGUES[name], embed=False)
    assert not report.rejected, report.rejected
    return CATALOGUES[name]


@pytest.mark.django_db
@pytest.mark.parametrize(("catalogue", "size", "filters", "expected"), SEARCHES, ids=IDS)
def test_the_selector_reads_a_shoppers_size(catalogue, size, filters, expected):
    load(catalogue)
    result = product_search(size=size, **filters)

    assert {item.sku for item in result.items} == expected
    assert result.total == len(expected)
    assert result.filters["size"] == size  # what was asked, as asked
    for item in result.items:
        assert set(item.sizes_in_stock) & set(result.size_labels), item


@pytest.mark.django_db
def test_a_search_with_text_reads_the_size_the_same_way():
    load("eu shoes")
    result = product_search(query="product", size="43", mode="keyword")
    assert [item.sku for item in result.items] == ["SH-1"] and result.size_labels == ("EU 43",)


@pytest.mark.django_db
def test_facet_counts_follow_a_shoppers_size():
    load("waist and leg")
    facets = catalogue_facets({"size": "36"})
    assert {f.value: f.count for f in facets.type} == {"Jeans": 2}
    assert {f.value: f.count for f in facets.size if f.count} == {
        "W34 L32": 1,
        "W36 L30": 1,
        "W36 L34": 1,
    }


TOOL_SEARCHES = [row for row in SEARCHES if row[1] in ("43", "a 36 waist", "size 10")]
TOOL_SEARCHES += [row for row in SEARCHES if row[1] in ("for a 5 year old", "Medium")]


@pytest.mark.django_db(transaction=True)  # the tool runs the selector in a worker thread
@pytest.mark.parametrize(("catalogue", "size", "filters", "expected"), TOOL_SEARCHES)
def test_the_tool_reads_a_shoppers_size(catalogue, size, filters, expected):
    load(catalogue)
    arguments = json.dumps({"size": size, **filters})
    data = json.loads(async_to_sync(call_tool)("search_products", arguments).content)

    assert {p["sku"] for p in data["products"]} == expected
    assert "notes" not in data, data["notes"]
    assert data["search"]["filters"] == {"size": size}


@pytest.mark.django_db(transaction=True)
def test_the_tool_notes_a_size_no_product_has():
    load("eu shoes")
    data = json.loads(async_to_sync(call_tool)("search_products", '{"size": "XXL"}').content)
    assert data["total"] == 0 and data["notes"] == ["No product has size 'XXL'."]


@pytest.mark.django_db
def test_the_catalogue_page_reads_a_shoppers_size_and_says_how(client):
    load("eu shoes")
    html = client.get("/", {"size": "43"}).content.decode()

    assert "Some filters were not valid" not in html
    assert "/products/SH-1/" in html and "/products/SH-2/" not in html
    assert "43 (EU 43)" in html.split('id="search-info"', 1)[1]
    assert '<option value="43" selected>' in html

    html = client.get("/", {"size": "XXL"}).content.decode()
    assert "No product in this catalogue has the size “XXL”" in html
    assert '<option value="XXL"' not in html
