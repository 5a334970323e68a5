"""The judge evaluation's value check (benchmarks/offline_corpus `fact_says`, issue 18): a kept
fact must say the value the shopper gave, and a refused colour or brand as refused (M4.2)."""

from __future__ import annotations

import pytest

from benchmarks.offline_corpus import fact_says


@pytest.mark.parametrize(
    ("category", "value", "fact"),
    [
        ("colour", "-brown", "The shopper avoids brown."),
        ("colour", "navy", "The shopper likes navy blue."),
        ("brand", "-Hollow Oak", "The shopper doesn't buy Hollow Oak."),
        ("size", "32", "The shopper's waist is W32."),
        ("size", "medium", "The shopper wears size M."),
        ("budget", "60", "The shopper will not spend more than £60."),
        ("occasion", "interview", "The shopper has a job interview on 2026-12-12."),
    ],
)
def test_a_fact_that_says_the_value(category, value, fact):
    assert fact_says(category, value, [fact])


@pytest.mark.parametrize(
    ("category", "value", "fact"),
    [
        ("colour", "-brown", "The shopper likes brown."),  # a refusal kept as a liking
        ("colour", "brown", "The shopper avoids brown."),
        ("brand", "Hollow Oak", "The shopper never buys Hollow Oak."),
        ("size", "32", "The shopper's waist is W34."),
        ("size", "12", "The shopper wears size 12.5."),
        ("budget", "60", "The shopper's budget is up to 160."),
        ("occasion", "christening", "The shopper has a wedding in June."),
    ],
)
def test_a_fact_that_does_not(category, value, fact):
    assert not fact_says(category, value, [fact])


def test_no_fact_says_nothing():
    assert not fact_says("size", "M", [])
