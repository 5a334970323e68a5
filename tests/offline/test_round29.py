"""Round 29 of the offline model (issue 18; M4.2, M4.3), from the shapes test32 showed once
scored and a new user's try after round 28: a clause turning from liking to refusing after
"and" or "but" is a clause of its own ("I adore teal and hate mustard": teal liked, mustard
refused; both had been refused); every brand the shop does not stock that a message likes or
refuses is kept, not the first alone, in the order said; a name after sizes ("W32 L32 and
Levi's") is the name alone; liking said as an addiction, a weakness or a uniform, refusing as
"had more than enough of", "a bit much for me", "too girly for me", "looks tacky", liking as
"partial to" and "I live in X"; a colour listed among the shopper's facts without a subject
("large, charcoal, under 60"); a budget said as "budgeted" or a "spending cap"; a gig, and a
time as "the end of May". The sentences are new (none is a corpus sentence); the catalogue
is the shipped one. Sixteen cases fail on the round-28 model; the rest guard what passed and
what the round's first tries broke: "too girly for me" refuses; a first day at school is
shopped for (a kin's prom is theirs: no occasion of the shopper's); a cap worn is no
spending cap. After the round, from the final try: a brand the shop lacks is said once in
what is remembered (it had been said twice on every earlier model).
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

DAY = "2026-10-01 10:00"


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("I adore teal and hate mustard", ["likes teal", "dislikes mustard"]),
        (
            "Patagonia is my go-to, but I never buy Zara or adidas",
            ["prefers the brand Patagonia", "avoids the brand Zara", "avoids the brand adidas"],
        ),
        ("W32 L32 and Levi's, always", ["W32 L32", "prefers the brand Levi's"]),
        ("olive is basically my uniform", ["likes olive"]),
        ("had more than enough of Velmora", ["avoids the brand Velmora"]),
        ("neon is a bit much for me", ["dislikes neon"]),
        ("pastel pink is too girly for me", ["dislikes pink"]),
        ("shiny gold looks tacky on me", ["dislikes gold"]),
        ("I'm partial to a nice burgundy", ["likes burgundy"]),
        ("I live in Converse", ["prefers the brand Converse"]),
        ("large, charcoal, under 60", ["size L", "likes charcoal", "under 60"]),
        ("I've budgeted 300 for the suit", ["under 300"]),
        ("spending cap is 90", ["under 90"]),
        ("gig at the arena next Saturday", ["gig"]),
        ("city break in Rome end of May", ["city break"]),
    ],
)
def test_each_fact_is_kept_as_said(sentence, kept):
    """M4.2: every fact of the sentence, each with its own polarity."""
    stored = facts(sentence)
    for part in kept:
        assert any(part in fact for fact in stored), (part, stored)


def test_the_polarities_of_a_turning_sentence_stay_apart():
    """M4.3: "I adore teal and hate mustard" refuses mustard only."""
    assert not any("dislikes teal" in fact for fact in facts("I adore teal and hate mustard"))


@pytest.mark.parametrize(
    "sentence", ["our son's prom is next week", "the cap on that jacket looks nice at 30"]
)
def test_a_kins_own_event_and_a_worn_cap_state_nothing(sentence):
    """M4.3: someone else's prom; a cap that is a hat."""
    assert facts(sentence) == []


def test_a_first_day_at_school_is_shopped_for():
    """M4.2: "it's for my son's first day at school" (dev5's writer)."""
    assert any("first day" in fact for fact in facts("it's for my son's first day at school"))


def test_a_brand_the_shop_lacks_is_said_once_in_what_is_remembered():
    """M8.1: "what do you remember about me?" of "avoids the brand Zara" said Zara twice
    ("you'd rather avoid Zara and you avoid the brand Zara": two new users' tries)."""
    answer = ask("what do you remember about me?", [(DAY, "The shopper avoids the brand Zara.")])
    assert answer.count("Zara") == 1, answer
