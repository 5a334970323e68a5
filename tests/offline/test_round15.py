"""Round 15 of the offline model (issue 18, M4.2, M8.2), from the shapes test18 showed once it
was scored: what was is no standing fact ("I was an XL before I lost the weight", "my old
budget was 50"), an imperative that fetches products is a request ("pull up green coats for
me"), a child's age range is a size and never money ("age 13-14 tops"), an amount that names
itself a limit is a budget ("a 65 limit"), a size said in words keeps its words ("extra large"
is no "Extras" of a catalogue), "UK shoe size 4" is a shoe size, and "when's the wedding now?"
says the plan that stands. The names are this file's catalogue's."""

from __future__ import annotations

import json

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.read.message import read_message
from assistant.offline.read.statements import fact_atoms
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_catalogue_sizes import ask, import_records, memory, record

RECORDS = [
    record("RF-1", "Womenswear", "Outerwear", "Parkas", "moss", ["S", "M", "L", "XL"], 4),
    record("RF-2", "Womenswear", "Outerwear", "Parkas", "ink", ["S", "M", "L"], 4),
    record("RF-3", "Womenswear", "Extras", "Belts", "ink", ["S", "M", "L", "XL"], 4),
    record("RF-4", "Kidswear", "Tops", "Tees", "moss", ["11-12Y", "13-14Y"], 4),
]


@pytest.fixture(scope="module")
def vocab() -> Vocabulary:
    return Vocabulary(words_from_records(json.loads(json.dumps(RECORDS)), "test:round15"))


@pytest.mark.parametrize(
    "message",
    [
        "I was an XL before I lost the weight",
        "my old budget was 50 but that's changed",
        "I was a size 14 at school",
        "my previous size was a 12",
        "pull up moss parkas for me",
        "dig out an ink parka in M",
        "bring up your belts under 40",
    ],
)
def test_what_was_and_what_is_fetched_are_no_facts(vocab, message):
    assert judge(message, vocab) == []


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("I fit into kids' age 13-14 tops, I'm tiny", "The shopper wears age size 13-14Y in tops."),
        ("I set myself a 65 limit for the outfit", "The shopper's budget is under 65 EUR."),
        ("cap it at 300 please, that's what I've saved", "The shopper's budget is under 300 EUR."),
        ("I basically live in ink", "The shopper likes ink."),
        ("I was a 12 but now I'm a 14", "The shopper wears dress size 14."),
    ],
)
def test_what_is_stands(vocab, message, fact):
    assert [f["fact"] for f in judge(message, vocab)] == [fact]


def test_a_size_said_in_words_is_no_product_of_the_catalogue(vocab):
    request = read_message("a parka for a woman size extra large", vocab).request
    assert (request.type, request.size) == ("Outerwear", "XL")
    request = read_message("any belts in extra small?", vocab).request
    assert (request.type, request.size) == ("Extras", "XS")


def test_a_uk_shoe_size_read_back_is_a_shoe_size(vocab):
    atoms = fact_atoms("The shopper wears UK shoe size 4.", vocab)
    assert [a.value for a in atoms] == [("shoe", "UK 4")]


@pytest.fixture
def shop(db, settings, tmp_path):
    return import_records(RECORDS, settings, tmp_path)


@pytest.mark.django_db(transaction=True)  # the tools run in worker threads
def test_a_shoe_size_and_a_dress_size_are_both_known(shop, offline_model):
    remembered = memory("The shopper wears size 8 petite.", "The shopper wears UK shoe size 4.")
    result = ask("what sizes am I?", remembered)
    assert "8 petite" in result.text and "UK shoe size 4" in result.text, result.text


@pytest.mark.django_db(transaction=True)
def test_the_plan_that_stands_now(shop, offline_model):
    remembered = memory(
        "The shopper has a wedding on 2027-05-22.", "The shopper has a wedding on 2027-06-19."
    )
    result = ask("when's the wedding now?", remembered)
    assert "19 June 2027" in result.text and "22 May 2027" not in result.text, result.text
