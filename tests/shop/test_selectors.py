"""shop.selectors: filters, ranking, size stock, plain data (docs/contracts.md "shop.selectors")."""

import dataclasses
from decimal import Decimal

import pytest
from django.db.models import QuerySet

from shop.selectors import (
    ProductDetail,
    ProductSummary,
    catalogue_sizes_by_line,
    product_get,
    product_search,
)

pytestmark = pytest.mark.usefixtures("small_catalogue")


def skus(result) -> list[str]:
    return [item.sku for item in result.items]


def test_returns_plain_frozen_dataclasses_never_querysets():
    result = product_search()

    assert result.total == 7
    assert isinstance(result.items, list) and not isinstance(result.items, QuerySet)
    item = result.items[0]
    assert type(item) is ProductSummary
    assert dataclasses.is_dataclass(item)
    with pytest.raises(dataclasses.FrozenInstanceError):
        item.name = "changed"
    assert all(
        isinstance(getattr(item, f.name), str | Decimal | list) for f in dataclasses.fields(item)
    )


def test_summary_fields_follow_the_contract():
    jacket = next(item for item in product_search(query="trailhead").items if item.sku == "JK-YEL")

    assert jacket.price == Decimal("189.00")
    assert jacket.sizes == ["S", "M", "L"]
    assert jacket.sizes_in_stock == ["M", "L"]
    assert jacket.url == "/products/JK-YEL/"
    assert jacket.image_url == "/products/JK-YEL/image.svg"
    assert jacket.tags == ["outdoor"]


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        ({"department": "women"}, {"JK-W-RED", "DR-GRN"}),
        ({"department": "Unisex"}, {"BAG-BLK"}),
        ({"type": "OUTERWEAR"}, {"JK-YEL", "JK-NVY", "JK-W-RED"}),
        ({"subtype": "evening dresses"}, {"DR-GRN"}),
        ({"colour": "Yellow"}, {"JK-YEL"}),
        ({"type": "Outerwear", "exclude_colours": ["yellow", "RED"]}, {"JK-NVY"}),
        ({"brand": "velmora"}, {"DR-GRN", "BAG-BLK"}),
        ({"tag": "wedding"}, {"DR-GRN", "TR-BGE"}),
        ({"min_price": "159", "max_price": Decimal("169")}, {"DR-GRN", "JK-W-RED"}),
        ({"min_price": 400}, {"BAG-BLK"}),
        ({"max_price": 15.0}, {"TR-BGE"}),
    ],
)
def test_each_filter(filters, expected):
    result = product_search(**filters)

    assert set(skus(result)) == expected
    assert result.total == len(expected)


def test_size_means_that_size_in_stock():
    assert set(skus(product_search(size="M"))) == {"JK-YEL", "JK-W-RED", "DR-GRN", "SH-WHT"}
    assert set(skus(product_search(size="s", type="Outerwear"))) == {"JK-NVY", "JK-W-RED"}
    assert skus(product_search(size="34")) == []
    assert skus(product_search(size="One size")) == []  # the bag is sold out


def test_detail_has_description_and_stock_per_size():
    detail = product_get(sku="JK-NVY")

    assert type(detail) is ProductDetail
    assert detail.description == "A seam-taped shell for wet hikes."
    assert detail.stock == {"S": 1, "M": 0, "L": 2}
    assert detail.sizes_in_stock == ["S", "L"]
    assert detail.price == Decimal("179.00")


def test_json_of_a_product_is_its_fields_with_the_price_as_text():
    """The tools' payload is built from this (issue 21 item 4): one field list, not two."""
    detail = product_get(sku="JK-NVY")
    data = detail.as_json()

    names = [f.name for f in dataclasses.fields(detail)]
    assert list(data) == [name if name != "price" else "price_eur" for name in names]
    assert data["price_eur"] == "179.00" and data["stock"] == {"S": 1, "M": 0, "L": 2}
    data["sizes"].append("XL")
    assert detail.sizes == ["S", "M", "L"]  # a copy


def test_sizes_by_line_say_who_each_size_is_for():
    """Issue 21 item 1: the offline model reads this instead of querying ProductSize."""
    lines = catalogue_sizes_by_line()

    assert lines[("Men", "Outerwear", "Jackets")] == ("S", "M", "L")
    assert lines[("Women", "Outerwear", "Jackets")] == ("XS", "S", "M")
    assert lines[("Men", "Trousers", "Tailored trousers")] == ("30", "32", "34")
    assert lines[("Unisex", "Accessories", "Bags")] == ("One size",)  # out of stock too
    assert len(lines) == 6


def test_unknown_sku_is_none():
    assert product_get(sku="NOPE") is None
    assert product_get(sku="") is None


def test_search_ranks_name_and_type_matches_above_description_mentions():
    result = product_search(query="yellow jacket", mode="keyword")

    # Only the yellow jacket has both words; the dress mentions "yellow" in its description only.
    assert skus(result) == ["JK-YEL"]

    result = product_search(query="yellow", mode="keyword")
    assert skus(result) == ["JK-YEL", "DR-GRN"]


def test_search_folds_plurals_stopwords_and_synonyms():
    assert set(skus(product_search(query="show me some jackets", mode="keyword"))) == {
        "JK-YEL",
        "JK-NVY",
        "JK-W-RED",
    }
    assert set(skus(product_search(query="dresses", mode="keyword"))) == {"DR-GRN"}
    assert set(skus(product_search(query="pants", mode="keyword"))) == {"TR-BGE"}
    assert "SH-WHT" in skus(product_search(query="office shirts", mode="keyword"))


def test_when_no_product_matches_every_word_the_best_partial_matches_come_back():
    result = product_search(query="wedding jacket", mode="keyword")

    # No jacket is tagged wedding: products with either word, best first.
    assert result.total == 5
    assert set(skus(result)) == {"JK-YEL", "JK-NVY", "JK-W-RED", "DR-GRN", "TR-BGE"}


def test_a_word_nothing_matches_does_not_widen_the_results():
    # "42" matches no product: only those matching both other words come back.
    assert skus(product_search(query="navy trailhead jacket 42", mode="keyword")) == ["JK-NVY"]


def test_search_does_not_match_inside_words():
    # "red" must not find "tailored" or "trousers"; only the red jacket.
    assert skus(product_search(query="red", mode="keyword")) == ["JK-W-RED"]


def test_search_covers_tags_colour_and_brand():
    assert set(skus(product_search(query="party", mode="keyword"))) == {"DR-GRN"}
    assert set(skus(product_search(query="harbour", mode="keyword"))) == {"SH-WHT"}
    assert set(skus(product_search(query="beige", mode="keyword"))) == {"TR-BGE"}


def test_sort_by_price_both_ways():
    ascending = product_search(sort="price")
    descending = product_search(sort="-price")

    prices = [item.price for item in ascending.items]
    assert prices == sorted(prices)
    assert skus(descending) == list(reversed(skus(ascending)))
    assert skus(product_search(query="jacket", sort="price", mode="keyword")) == [
        "JK-W-RED",
        "JK-NVY",
        "JK-YEL",
    ]


def test_limit_and_offset_page_through_results():
    first = product_search(sort="price", limit=3)
    second = product_search(sort="price", limit=3, offset=3)

    assert first.total == second.total == 7
    assert len(first.items) == 3 and len(second.items) == 3
    assert not set(skus(first)) & set(skus(second))
    assert product_search(limit=0).items == []
    assert len(product_search(limit=10_000).items) == 7


def test_bad_arguments_raise_value_error():
    with pytest.raises(ValueError, match="sort must be one of"):
        product_search(sort="name")
    with pytest.raises(ValueError, match="min_price"):
        product_search(min_price="cheap")


@pytest.mark.parametrize(
    "filters",
    [
        {"department": "women"},
        {"type": "OUTERWEAR", "exclude_colours": ["yellow"]},
        {"brand": "velmora"},
        {"tag": "wedding"},
        {"size": "m"},
        {"min_price": "100", "max_price": 180},
        {"subtype": "Jackets", "colour": "Navy", "size": "S"},
    ],
)
@pytest.mark.parametrize("mode", ["keyword", "semantic", "hybrid"])
def test_a_query_ranks_only_the_products_the_filters_let_through(filters, mode):
    """Issue 10 item 3: the structured filters apply before ranking, in every mode (the index
    filters on its own columns; the result must equal the SQL filters' set)."""
    allowed = set(skus(product_search(**filters)))
    query = "jacket dress shirt trousers bag for a wedding or the outdoors"

    found = set(skus(product_search(query=query, mode=mode, **filters)))

    assert found <= allowed
    if mode == "keyword":
        assert found  # every product here matches some word of the query
