"""What a second new user found on 2026-12-03, on a shop of their own (issue 18 item 4, M4.2): a
refused brand or colour was stored as liked ("I never buy Fleetfoot, their shoes hurt my feet."
as "prefers the brand Fleetfoot", and a later search filtered for it; "Black is too harsh on
me, I avoid it." as "likes black"), and a chest said with its fit in words ("I wear a 42
regular in suit jackets") as an EU shoe size. The budget's words were
read the other way in a search ("I'd rather not spend more than 100" searched "from 100 EUR"),
and a remembered budget of "about 300" (240-360) hid everything cheaper from later searches.
The names are this file's catalogue's."""

from __future__ import annotations

import json

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_catalogue_requests import HREF
from tests.offline.test_catalogue_sizes import ask, import_records, memory, record


def _branded(sku: str, brand: str, colour: str, price: str = "30.00") -> dict:
    product = record(sku, "Gents", "Footwear", "Sneakers", colour, ["US 9", "US 10"], 3)
    return {**product, "brand": brand, "price": {"amount": price, "currency": "EUR"}}


RECORDS = [
    record("LK-J", "Gents", "Tailoring", "Suit jackets", "navy", ["40R", "42R", "42L", "44R"], 3),
    _branded("LK-1", "Fleetfoot", "black"),
    _branded("LK-2", "Carrow Shoemakers", "oxblood"),
    _branded("LK-3", "Fleetfoot", "sand", "150.00"),
    _branded("LK-4", "Carrow Shoemakers", "black", "95.00"),
]


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return Vocabulary(words_from_records(json.loads(json.dumps(RECORDS)), "test:liking"))


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("I never buy Fleetfoot, their shoes hurt my feet.", "avoids the brand Fleetfoot"),
        ("I don't really go for Fleetfoot", "avoids the brand Fleetfoot"),
        ("Fleetfoot never fits me", "avoids the brand Fleetfoot"),
        ("I'm not a fan of Carrow Shoemakers", "avoids the brand Carrow Shoemakers"),
        ("I always buy Fleetfoot", "prefers the brand Fleetfoot"),
        ("I usually buy from Carrow Shoemakers", "prefers the brand Carrow Shoemakers"),
        ("Black is too harsh on me, I avoid it.", "dislikes black"),
        ("oxblood is too dark for me", "dislikes oxblood"),
        ("I never wear sand", "dislikes sand"),
        ("I love how oxblood looks on me", "likes oxblood"),
    ],
)
def test_a_brand_or_colour_keeps_its_polarity(vocab, message, fact):
    assert [f["fact"] for f in judge(message, vocab)] == [f"The shopper {fact}."]


@pytest.mark.parametrize(
    ("message", "size"),
    [
        ("I wear a 42 regular in suit jackets.", "42R"),
        ("Actually I'm a 44 regular now", "44R"),
        ("I'm a 42 long", "42L"),
        ("I wear a 40R", "40R"),
    ],
)
def test_a_chest_said_with_its_fit_in_words_is_a_chest_size(vocab, message, size):
    assert [f["fact"] for f in judge(message, vocab)] == [f"The shopper wears chest size {size}."]


@pytest.fixture
def shop(db, settings, tmp_path):
    return import_records(RECORDS, settings, tmp_path)


@pytest.mark.django_db(transaction=True)  # the tools run in worker threads
def test_a_limit_said_under_a_negation_caps_the_search(shop, offline_model):
    result = ask("sneakers, I'd rather not spend more than 100")
    linked = set(HREF.findall(result.text))
    assert {"LK-1", "LK-2"} <= linked and "LK-3" not in linked, result.text  # LK-3 costs 150
    assert "up to 100" in result.text and "from 100" not in result.text, result.text


@pytest.mark.django_db(transaction=True)
def test_a_remembered_budget_caps_a_search_and_hides_nothing_cheaper(shop, offline_model):
    remembered = memory("The shopper's budget is around 140 EUR.")  # a band of about 112-168
    result = ask("any sneakers?", remembered)
    linked = set(HREF.findall(result.text))
    assert {"LK-1", "LK-2"} <= linked, result.text  # 30 EUR: under the band's floor of 112
    assert "up to 168" in result.text, result.text


@pytest.mark.django_db(transaction=True)
def test_a_contracted_question_word_is_no_word_to_search_for(shop, offline_model):
    result = ask("what's the cheapest pair of sneakers?")
    assert "\u201cwhat" not in result.text and HREF.findall(result.text), result.text
