"""What a second new user found on 2026-12-03, on a shop of their own (issue 18 item 4, M4.2): a
refused brand or colour was stored as liked ("I never buy Fleetfoot, their shoes hurt my feet."
as "prefers the brand Fleetfoot", and a later search filtered for it; "Black is too harsh on
me, I avoid it." as "likes black"), and a chest said with its fit in words ("I wear a 42
regular in suit jackets") as an EU shoe size. The names are this file's catalogue's."""

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
    record("LK-J", "Gents", "Tailoring", "Suit jackets", "navy", ["40R", "42R", "42L", "44R"], 3),
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
