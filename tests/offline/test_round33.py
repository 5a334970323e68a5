"""Round 33 of the offline model (issue 18; M4.2, M8.1), from test33's and test34's failures
(both tuned on): a fit asked alone ("am I petite?") is held against the sizes told, and never
answered "No" when no size says a fit; a state placed in the past in any past tense ("back at
uni I lived in X") is no standing fact; an amount in words opening a limit ("Eighty's my
limit"); fashion colours the catalogue lacks ("terracotta", "ochre") read as colours, so a
fact about them answers "which colour do I love?". The sentences are new; the catalogue is
the shipped one. Six of the eight cases fail on the round-31 model."""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

DAY = "2026-10-01 10:00"


def test_a_fit_asked_alone_is_held_against_the_sizes_told():
    """M8.1: "am I petite?" of "petite size 8" is a yes; of a 38R no "No" is made up."""
    assert ask("am I petite?", [(DAY, "The shopper wears petite size 8.")]).startswith("Yes")
    answer = ask("am I tall?", [(DAY, "The shopper wears a 38R suit.")])
    assert not answer.startswith(("Yes", "No")) and "38R" in answer, answer


@pytest.mark.parametrize(
    "sentence",
    ["back at uni I lived in Greyfield", "in my twenties I loved neon green"],
)
def test_a_state_placed_in_the_past_is_no_fact(sentence):
    """M4.2: what was, not what is."""
    assert facts(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Eighty's my limit", "The shopper's budget is under 80 EUR."),
        ("Sixty is the most I pay for jeans", "The shopper's budget is under 60 EUR."),
        ("I love terracotta", "The shopper likes terracotta."),
        ("no ochre please", "The shopper dislikes ochre."),
    ],
)
def test_round_33_shapes(sentence, kept):
    """M4.2, M4.3: the fact kept, its value as the shopper said it."""
    assert facts(sentence) == [kept]


def test_a_colour_the_shop_lacks_answers_which_colour():
    """M8.1: the colour loved is said, not "no favourite colour yet"."""
    assert "terracotta" in ask("colour i love", [(DAY, "The shopper loves terracotta.")])
