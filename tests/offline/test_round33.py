"""Round 33 of the offline model (issue 18; M4.2, M8.1), from the failures of splits tuned on
(test33, test34, test32, dev5): a fit asked alone ("am I petite?") is held against the sizes told, and never
answered "No" when no size says a fit; a state placed in the past in any past tense ("back at
uni I lived in X") is no standing fact; an amount in words opening a limit ("Eighty's my
limit"); fashion colours the catalogue lacks ("terracotta", "ochre") read as colours, so a
fact about them answers "which colour do I love?"; "which brand do I rate?" asks the liked
side; "what do I do for work?" is answered by a fact saying a job, "do I have kids?" not known;
"pays in euro" is no budget; and from a new user's try (a workwear shop): a plan said in a
message that also asks ("I start my new job ... on 12 January, so I need a full kit"), a size
for the kind said after it ("EU 43 in boots" after "W36 L32 in work trousers"); an event no
list holds said with a place and a day ("sportive in the Dolomites on 14 June", a try before
stopping). The sentences are new; the catalogue is the shipped one. Eleven of the fourteen cases
fail on the round-31 model."""

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
        # a new user's try: a plan said in a message that also asks; an EU size "in boots"
        # after a waist "in work trousers" (the kind after the size, not the first kind said)
        (
            "I start my new role as head chef on 9 February, so I need whites",
            "The shopper is starting their new role as head chef on 9 February.",
        ),
        # a try on a cycling catalogue written before stopping: an event no list holds, with a
        # place named and a day
        ("cyclocross in Ghent on 2 January", "The shopper has a cyclocross in Ghent on 2 January."),
    ],
)
def test_round_33_shapes(sentence, kept):
    """M4.2, M4.3: the fact kept, its value as the shopper said it."""
    assert facts(sentence) == [kept]


def test_a_colour_the_shop_lacks_answers_which_colour():
    """M8.1: the colour loved is said, not "no favourite colour yet"."""
    assert "terracotta" in ask("colour i love", [(DAY, "The shopper loves terracotta.")])


def test_a_brand_rated_is_the_liked_side():
    """M8.1: "which brand do I rate?" of a liked and an avoided brand says the liked one."""
    told = [(DAY, "The shopper likes Greyfield."), (DAY, "The shopper avoids the brand Ostara.")]
    answer = ask("which brand do i rate", told)
    assert "Greyfield" in answer and "Ostara" not in answer, answer


def test_a_job_told_answers_what_the_shopper_does():
    """M8.1: a fact saying the job answers; none told, not known."""
    assert ask("what do I do for work", [(DAY, "The shopper is a paramedic.")]) == (
        "You are a paramedic."
    )
    assert "haven't told me" in ask("do I have kids?", [(DAY, "The shopper wears size M.")])


def test_a_currency_is_no_budget():
    """M8.1: "pays in euro" says no amount: the budget is not known."""
    answer = ask("what's my budget", [(DAY, "The shopper lives in Ireland and pays in euro.")])
    assert "haven't mentioned a budget" in answer and "pays" not in answer, answer


def test_a_size_is_for_the_kind_said_after_it():
    """M4.2: "W34 L30 in cargo trousers and EU 42 in boots": the EU 42 is a shoe size."""
    kept = facts("I'm a W34 L30 in cargo trousers and EU 42 in boots.")
    assert "The shopper wears shoe size EU 42." in kept, kept
