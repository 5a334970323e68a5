"""A size said with its system is that system's size, in the judge and in the search (issue 18
item 1; QA, 2026-12-02, on a shoe shop of its own).

The tester's shop sized boots in UK, trail runners in US and EU. Three bugs:

1. "I am a UK 9" was stored twice: "wears size UK 9" and "wears EU shoe size 9".
2. "hiking boots not black, size UK 5" stored "wears size UK 5": the size of a request is no
   statement about the shopper (M4.3).
3. "trail shoes in UK 9" linked trail shoes sized US 8-12 "with size 9 in stock": the UK was
   lost, and sizes are never converted between systems. So did a remembered "UK 7" (a second
   tester, the same day).

The catalogue below is in the documented JSON format; the judge reads its vocabulary and the
search runs the real agent loop and tools over it, imported by the shop's importer.
"""

from __future__ import annotations

import json

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from shop import selectors
from tests.offline.test_catalogue_requests import HREF
from tests.offline.test_catalogue_sizes import ask, import_records, memory, record

UK = ["UK 7", "UK 8", "UK 9", "UK 10"]
US = ["US 8", "US 9", "US 10", "US 11"]
EU = ["EU 37", "EU 38", "EU 39"]

RECORDS = [
    record("SYS-HB-1", "Gents", "Footwear", "Hiking boots", "brown", UK, dict.fromkeys(UK, 3)),
    record("SYS-HB-2", "Gents", "Footwear", "Hiking boots", "black", UK, dict.fromkeys(UK, 3)),
    record("SYS-TR-1", "Gents", "Footwear", "Trail runners", "orange", US, dict.fromkeys(US, 3)),
    record("SYS-TR-2", "Ladies", "Footwear", "Trail runners", "teal", EU, dict.fromkeys(EU, 3)),
]


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return Vocabulary(words_from_records(json.loads(json.dumps(RECORDS)), "test:size-systems"))


@pytest.mark.parametrize(
    ("message", "facts"),
    [
        ("I am a UK 9", ["The shopper wears size UK 9."]),
        ("I'm a uk 8, always", ["The shopper wears size UK 8."]),
        ("Shoes-wise I'm an EU 38", ["The shopper wears shoe size EU 38."]),
        ("size UK 10 for me", ["The shopper wears size UK 10."]),
    ],
)
def test_a_size_with_its_system_is_one_fact(vocab, message, facts):
    assert [f["fact"] for f in judge(message, vocab)] == facts


@pytest.mark.parametrize(
    "message",
    [
        "hiking boots not black, size UK 5",
        "trail runners, size EU 38",
        "boots please, UK 9",
        "have you got trail runners? size US 10",
    ],
)
def test_the_size_of_a_request_is_no_fact(vocab, message):
    """M4.3: only what the shopper states about themselves."""
    assert judge(message, vocab) == []


@pytest.fixture
def systems_catalogue(db, settings, tmp_path):
    return import_records(RECORDS, settings, tmp_path)


@pytest.mark.django_db(transaction=True)  # the tools run in worker threads
def test_a_size_is_never_matched_in_another_system(systems_catalogue, offline_model):
    result = ask("trail runners in UK 9")
    assert not HREF.findall(result.text), result.text  # US 9 is no UK 9
    assert "UK 9" in result.text, result.text

    result = ask("hiking boots in UK 9")
    linked = HREF.findall(result.text)
    assert sorted(linked) == ["SYS-HB-1", "SYS-HB-2"], result.text
    for sku in linked:
        assert selectors.product_get(sku=sku).stock["UK 9"] > 0

    result = ask("trail runners in US 9")
    assert HREF.findall(result.text) == ["SYS-TR-1"], result.text


@pytest.mark.django_db(transaction=True)
def test_a_remembered_size_keeps_its_system(systems_catalogue, offline_model):
    """M8.2: the recalled "UK 9" narrows the boots sized in UK, and is never applied as a bare
    9 to trail runners sized in US and EU."""
    remembered = memory("The shopper wears size UK 9.")
    result = ask("hiking boots", remembered)
    assert "UK 9" in result.text and sorted(HREF.findall(result.text)) == ["SYS-HB-1", "SYS-HB-2"]
    result = ask("trail runners", remembered)
    assert "size 9" not in result.text and "UK 9" not in result.text, result.text
