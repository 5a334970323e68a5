"""Recalled facts written by other judges, read back and said (issue 18, M7.2, M8.1, M8.2).

Another judge writes facts its own way ("Shopper's preferred size: XL.", "Budget: up to 45 EUR
per item.", "The shopper no longer likes green and now prefers burgundy."): every slot of a
fact sentence is the shopper's, so what the statement patterns miss is read from its slots; a
fact of no kind ("is vegan and avoids leather") is still said when everything is asked.
"""

from __future__ import annotations

import pytest

from assistant.offline.read.statements import fact_atoms
from assistant.offline.words.catalogue import file_vocabulary
from tests.offline.test_recollection import ask

READ_BACK = [
    ("Shopper's preferred size: XL.", {("size", ("letter", "XL"))}),
    ("Budget: up to 45 EUR per item.", {("budget", None)}),
    ("The shopper's budget has gone up to 200 EUR.", {("budget", None)}),
    ("The shopper finds orange unflattering.", {("colour", "orange", -1)}),
    (
        "The shopper no longer likes green and now prefers burgundy.",
        {("colour", "green", -1), ("colour", "burgundy", 1)},
    ),
    (
        "The shopper is a size L in tops and a 34 in jeans.",
        {("size", ("letter", "L")), ("size", ("waist", "34"))},
    ),
    ("The shopper's collar size is 15.5.", {("size", ("number", "15.5"))}),
    ("The shopper prefers the brand Caldera Denim.", {("brand", "Caldera Denim", 1)}),
    ("The shopper's waist is now 34.", {("size", ("waist", "34"))}),
]


def _said(atom):
    if atom.kind == "budget":
        return ("budget", None)
    if atom.kind == "size":
        return ("size", atom.value)
    return (atom.kind, atom.value, atom.polarity)


@pytest.mark.parametrize(("sentence", "atoms"), READ_BACK)
def test_a_fact_sentence_is_read_whole(sentence, atoms):
    assert {_said(atom) for atom in fact_atoms(sentence, file_vocabulary())} == atoms


def test_the_newer_colour_is_said():
    facts = [
        ("2026-01-10 10:00", "The shopper likes green."),
        ("2026-08-10 10:00", "The shopper no longer likes green and now prefers burgundy."),
    ]
    answer = ask("what colour do I like?", facts)
    assert "prefer burgundy" in answer and "you like green" not in answer.lower()


def test_a_fact_of_no_kind_is_said_when_everything_is_asked():
    facts = [
        ("2026-03-01 10:00", "The shopper loves pastel colours, especially lilac."),
        ("2026-03-01 10:01", "The shopper is vegan and avoids leather."),
    ]
    assert "leather" in ask("is there anything I avoid?", facts)


def test_a_collar_beside_a_chest_size_is_said_too():
    facts = [
        ("2026-05-01 10:00", "The shopper wears a 40R blazer."),
        ("2026-05-01 10:01", "The shopper's collar size is 15.5."),
    ]
    answer = ask("what do you know about me?", facts)
    assert "40R" in answer and "15.5" in answer


def test_the_visits_are_counted():
    visits = [("2026-01-05", "The shopper looked at navy dresses."),
              ("2026-06-10", "The shopper asked for a dress in a bigger size.")]  # fmt: skip
    answer = ask("how many times have I been here?", visits=visits)
    assert "twice (2 visits)" in answer and "5 January 2026" in answer, answer
    once = ask("have I been in more than once?", visits=visits[:1])
    assert once.startswith("No, just once") and "Yes" not in once, once
