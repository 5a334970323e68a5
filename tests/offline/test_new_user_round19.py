"""A new user's try after round 19 (issue 18; M4.2, M4.3, M8.1), a fresh helper with its own
climbing shop: a bare request describing products ("navy W32 L30 chinos") stated a waist that
then overrode the shopper's own; "my budget is now 100 to 200" kept "under 100"; "EU 42 in
approach shoes" was a dress size; "what size is my daughter?" was answered with the shopper's
own sizes. The sentences are this test's own; the catalogue is the shipped one.
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts


@pytest.mark.parametrize("sentence", ["navy W30 L32 jeans", "black size 9 boots"])
def test_a_request_describing_products_states_no_size(sentence):
    """M4.3: a colour, a size and a product with no first person ask for products."""
    assert facts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("My budget is now 100 to 200.", ["The shopper's budget is 100 to 200 EUR."]),
        ("my budget is 50-70", ["The shopper's budget is 50 to 70 EUR."]),
        ("I take EU 43 in approach shoes", ["The shopper wears shoe size EU 43."]),
        ("EU 38 in dresses", ["The shopper wears dress size EU 38."]),
    ],
)
def test_a_range_and_a_shoe_named_by_two_words_keep_their_value(sentence, expected):
    """M4.2: the range as said; a shoe whose kind comes before its head ("approach shoes")."""
    assert facts(sentence) == expected


KNOWN = [
    ("2026-04-01 10:00", "The shopper wears size M."),
    ("2026-04-01 10:01", "The shopper wears EU shoe size 41."),
]


@pytest.mark.parametrize(
    "question", ["what size is my daughter?", "does my boyfriend wear a 44?", "how old is my son?"]
)
def test_someone_elses_size_is_not_the_shoppers(question):
    """M4.3, M8.1: no one else's facts are kept, so their size is not known, never the
    shopper's own said instead."""
    answer = ask(question, KNOWN)
    assert answer.startswith("I don't know") and "41" not in answer, answer


def test_someone_elses_size_is_answered_from_a_visit_for_them():
    """M8.1: an earlier visit for them says what was looked at, in its own words."""
    visits = [("2026-03-01", "The shopper looked at kids' rain jackets in 9-10Y for her son.")]
    answer = ask("what size is my son?", KNOWN, visits)
    assert "9-10Y" in answer and "41" not in answer, answer
