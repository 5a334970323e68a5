"""The questions evaluation's scorer (benchmarks/offline_corpus `score_answer`, issue 18): an
answer must say one alternative of every group, case-insensitively as the writers' brief says,
short alternatives as whole words and upper-case ones ("M", "XL") with their case."""

from __future__ import annotations

import pytest

from benchmarks.offline_corpus import Question, score_answer


def _question(*alternatives: str, must_not: tuple[str, ...] = ()) -> Question:
    return Question(text="?", facts=(), visits=(), must=(alternatives,), must_not=must_not)


@pytest.mark.parametrize(
    ("alternative", "reply"),
    [
        ("no", "No, you're not: you wear a UK 10."),
        ("yes", "Yes: you like navy."),
        ("Jan", "You are going skiing in January."),
        ("sept", "On 12 September you bought a coat."),
        ("M", "You are a size M."),
        ("trainer", "You bought trainers."),
        ("42", "You wear an EU 42."),
    ],
)
def test_an_answer_that_says_it(alternative, reply):
    assert score_answer(reply, _question(alternative)) == (True, "")


@pytest.mark.parametrize(
    ("alternative", "reply"),
    [
        ("M", "You are a Medium."),
        ("S", "The shopper's size is not known."),
        ("4", "You wear an EU 42."),
        ("may", "Maybe in navy."),
        ("no", "Nothing in navy yet."),
        ("Jan", "You are going in June."),
    ],
)
def test_an_answer_that_does_not(alternative, reply):
    ok, why = score_answer(reply, _question(alternative))
    assert not ok and why.startswith("missing")
