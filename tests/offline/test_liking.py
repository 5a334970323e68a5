"""A refused brand or colour is stored as refused (issue 18 item 4, M4.2): what a new user found
on 2026-12-03, on a shop of their own ("I never buy Fleetfoot, their shoes hurt my feet." was
stored as "prefers the brand Fleetfoot", and a later search filtered for it; "Black is too harsh
on me, I avoid it." as "likes black"). The brand and colour names are this file's catalogue's."""

from __future__ import annotations

import json

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_catalogue_sizes import record


def _branded(sku: str, brand: str, colour: str) -> dict:
    product = record(sku, "Gents", "Footwear", "Sneakers", colour, ["US 9", "US 10"], 3)
    return {**product, "brand": brand}


RECORDS = [
    _branded("LK-1", "Fleetfoot", "black"),
    _branded("LK-2", "Carrow Shoemakers", "oxblood"),
    _branded("LK-3", "Fleetfoot", "sand"),
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
