"""Round 16 of the offline model (issue 18; M7.2, M8.1, M8.2), from the shapes test19 showed
once it was scored: "when did I tell you ...?" asks the day a fact was said, not a visit; a
price or a size asked of the past is read from the earlier visits ("how much was the parka?"),
never as the shopper's budget; "would I wear a pink shirt?" asks the shopper's own taste, not
for shirts; a brand the shopper never spoke of is said not known. The sentences are new (none
is a corpus sentence) and the catalogue is the shipped one.
"""

from __future__ import annotations

import json

import pytest

from assistant.offline.read.message import read_message
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_catalogue_sizes import record
from tests.offline.test_recollection import ask

COLOURS = [
    ("2026-02-11 09:00", "The shopper avoids teal."),
    ("2026-05-03 09:00", "The shopper likes teal."),
    ("2026-06-20 09:00", "The shopper wears size L."),
    ("2026-09-14 09:00", "The shopper wears size S."),
    ("2026-10-01 09:00", "The shopper's budget is up to 90."),
    ("2026-10-02 09:00", "The shopper avoids mustard."),
]


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("when did I tell you my budget?", "2026-10-01"),
        ("when did I become a small?", "2026-09-14"),
        ("when did I first mention teal?", "2026-02-11"),
        ("when did I change my mind about teal?", "2026-05-03"),
        ("when did I say I don't like mustard?", "2026-10-02"),
    ],
)
def test_the_day_a_fact_was_said(question, day):
    """M7.2: a fact carries the day it was stated; "first" asks the oldest of its point."""
    answer = ask(question, COLOURS)
    assert day in answer and "first visit" not in answer, answer


VISITS = [
    ("2026-09-09", "The shopper looked at a quilted gilet in medium priced 85."),
    ("2026-10-21", "The shopper looked at waxed jackets in XL, at 140 EUR."),
]


@pytest.mark.parametrize(
    ("question", "said", "not_said"),
    [
        ("how much was the gilet?", "85", "140"),
        ("what did the jackets cost?", "140", "85"),
    ],
)
def test_a_price_asked_of_the_past_is_read_from_the_visits(question, said, not_said):
    """M8.1: a product's price once seen, never the budget (nor a search for products)."""
    answer = ask(question, [("2026-09-01 10:00", "The shopper's budget is up to 200.")], VISITS)
    assert said in answer and not_said not in answer, answer
    assert "/products/" not in answer, answer  # M8.4: visits are said, not linked


def test_a_size_never_stated_is_told_from_the_visits_as_what_was_looked_at():
    """M8.1: what the visits show, never said to be the shopper's own size."""
    answer = ask("what size was I after?", [], VISITS)
    assert "medium" in answer and "haven't told me your size" in answer, answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("would I wear a mustard shirt?", "No: you'd rather avoid mustard"),
        ("am I ok in teal?", "Yes: you like teal"),
    ],
)
def test_the_shoppers_own_taste_asked_yes_or_no(question, said):
    """M8.2: the standing preference answers, not a search for shirts in mustard."""
    answer = ask(question, COLOURS)
    assert answer.startswith(said) and "/products/" not in answer, answer


def test_a_brand_never_spoken_of_is_not_known():
    facts = [("2026-03-01 10:00", "The shopper likes Oakhaven.")]
    answer = ask("do I like Greyfield?", facts)
    assert "haven't mentioned" in answer and "Oakhaven" in answer, answer


def _outerwear() -> Vocabulary:
    records = [
        record(f"OW-{n}", "Kidswear", "Outerwear", subtype, "navy", ["9-10Y", "11-12Y"], 3)
        for n, subtype in enumerate(("Parkas", "Waterproofs", "Blazers", "Sport Coats"))
    ]
    return Vocabulary(words_from_records(json.loads(json.dumps(records)), "test:outerwear"))


@pytest.mark.parametrize(
    ("message", "type_", "subtype"),
    [
        ("do you have any jackets for my 12-year-old?", "Outerwear", None),
        ("after some coats for age 10", "Outerwear", None),
        ("any blazers?", "Outerwear", "Blazers"),
        ("a navy parka please", "Outerwear", "Parkas"),
    ],
)
def test_jackets_and_coats_are_broader_than_blazers_and_parkas(message, type_, subtype):
    """A shopper's "jackets" are every jacket the shop files under its type, not its blazers."""
    request = read_message(message, _outerwear()).request
    assert (request.type, request.subtype) == (type_, subtype), request
