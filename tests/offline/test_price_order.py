"""QA, 2026-12-02: "the cheapest X" is ordered by price; "do you sell X?" searches X, not "sell".

Through the real agent loop and tools on the test catalogues (tests/offline/conftest.py).
"""

from __future__ import annotations

import json
import re
from decimal import Decimal

import pytest

from assistant.offline.read.request import parse_request
from assistant.offline.words.catalogue import file_vocabulary
from tests.offline.test_catalogue_requests import ask

pytestmark = pytest.mark.django_db(transaction=True)
PRICE = re.compile(r"\u2014 [^\n]*?([\d.]+) EUR")


def _prices(text: str) -> list[Decimal]:
    return [Decimal(p) for p in PRICE.findall(text)]


@pytest.mark.parametrize(
    ("message", "order"),
    [
        ("what are your cheapest jackets?", "price"),
        ("the least expensive jeans you have", "price"),
        ("show me the priciest coats", "-price"),
        ("I'd like your most expensive shoes", "-price"),
        ("any warm jackets?", None),
    ],
)
def test_an_order_by_price_is_read_and_searches_no_word(message, order):
    request = parse_request(message, file_vocabulary())
    assert request.order == order
    assert not re.search(r"cheap|expensive|pric", request.query or "")


@pytest.mark.parametrize(
    ("message", "descending"), [("cheapest shoes", False), ("the dearest shoes", True)]
)
def test_the_products_are_listed_by_price(any_catalogue, offline_model, message, descending):
    result = ask(message.replace("shoes", _a_type(any_catalogue.records)))
    prices = _prices(result.text)
    assert len(prices) > 1, result.text
    assert prices == sorted(prices, reverse=descending), result.text


def test_do_you_sell_searches_the_product_not_the_verb(any_catalogue, offline_model):
    kind = _a_type(any_catalogue.records)
    result = ask(f"do you sell {kind}?")
    searches = [
        json.loads(c["arguments"]) for c in result.tool_calls if c["name"] == "search_products"
    ]
    assert searches and "sell" not in (searches[0].get("query") or ""), searches


def _a_type(records) -> str:
    """The catalogue's most common product type, lower case (its own word, not ours)."""
    types = [str((r.get("category") or {}).get("type", "")).lower() for r in records]
    types = [t for t in types if t]
    return max(set(types), key=types.count)
