"""Questions about one point over time and about a size of another family (issue 18; M8.1,
M8.2): the older value asked or a change asked says both values, newest first; what stands
now is the newest fact alone when it says the value moved; a size asked by a family none of
the known sizes is of is said not to be known.
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask

DRESS = [
    ("2026-03-08 15:20", "The shopper wears a UK size 14."),
    ("2026-11-04 16:35", "The shopper now wears a UK size 10."),
]
INTERVIEW = [
    ("2026-03-08 15:20", "The shopper has a job interview on 3 December."),
    ("2026-11-04 16:35", "The shopper's job interview has moved to 9 December."),
]


@pytest.mark.parametrize(
    "question", ["what size was I before", "has my size changed at all", "did my size go down?"]
)
def test_the_older_value_or_a_change_asked_says_both_newest_first(question):
    """M8.2: "before" with a point named asks that point's older value, not a visit."""
    answer = ask(question, DRESS)
    assert "10" in answer and "14" in answer, answer
    assert answer.index("10") < answer.index("14"), answer


def test_what_stands_now_is_the_newest_fact_alone_when_it_says_the_value_moved():
    """M8.2: "when is my interview now?" never says the date it moved from."""
    answer = ask("when is my interview now", INTERVIEW)
    assert "9 December" in answer and "3 December" not in answer, answer
    assert "14" not in ask("What dress size am I now?", DRESS)


@pytest.mark.parametrize(
    ("question", "facts"),
    [
        ("what's my top size", [("2026-05-01 10:00", "EU shoe size 41.")]),
        ("clothes size?", [("2026-05-01 10:00", "The shopper wears EU 41 shoes.")]),
        ("shoe size?", [("2026-05-01 10:00", "The shopper wears a UK size 10.")]),
    ],
)
def test_a_size_of_another_family_is_not_the_size_asked(question, facts):
    """M8.1: only a shoe size known, a top size asked (and the reverse): not known, said
    with what is known."""
    assert ask(question, facts).startswith("I don't know your"), ask(question, facts)


def test_a_size_of_the_family_asked_answers():
    facts = [("2026-05-01 10:00", "The shopper wears size M in tops.")]
    assert "M" in ask("what's my top size", facts)
    assert "10" in ask("what's my top size", DRESS[1:])
