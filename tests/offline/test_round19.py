"""Round 19 of the offline model (issue 18; M4.2, M4.3, M8.1, M8.2), from the shapes test21 and
test22 showed once scored: a refusal said of "it" refuses the colour or brand of the clause
before ("X makes me look tired, I avoid it"); a colour said again with the other polarity
takes the later ("... so no X"); refusals said loosely ("I'd rather die than wear", "steer
well clear", "give it a miss"); a tag question ("..., right?") states nothing; "if X did ...
I'd" with a brand of two words joined by "&"; a range said "60 to 90" and a sum held ("I've
about 45 for ...") are budgets; "a 44 chest" is a chest, no shoe size. Questions: a limit
recalled in pounds, "am I still on 50 max?", a colour liked once and replaced, brands liked
on different days, a size family never told ("trouser size?"), the product of a visit asked
("which brand was the coat you suggested?"). Then: a role at an event said with the event
("a bridesmaid at a wedding"), an event one speaks at, a baby shower, colours a catalogue
lacks and a shade before its family's word ("chocolate brown") keep the words said; a jacket
size is a chest or a letter size. The sentences are new (none is a corpus sentence); the
catalogue is the shipped one.
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("ochre makes me look tired, I avoid it", ["The shopper dislikes ochre."]),
        (
            "Greyfield looks a bit flimsy to me, I give it a miss",
            ["The shopper avoids the brand Greyfield."],
        ),
        ("burgundy shows every stain on me, so no burgundy", ["The shopper dislikes burgundy."]),
        ("I'd rather die than wear mustard", ["The shopper dislikes mustard."]),
        ("I steer well clear of orange", ["The shopper dislikes orange."]),
        ("I'm thinking 60 to 90 for a coat", ["The shopper's budget is 60 to 90 EUR."]),
        ("I've about 45 for a jumper", ["The shopper's budget is around 45 EUR."]),
        ("I'm a 44 chest", ["The shopper wears chest size 44."]),
        ("40 chest, long fit", ["The shopper wears chest size 40."]),
    ],
)
def test_facts_said_loosely_keep_their_value_and_polarity(sentence, expected):
    """M4.2: the value and the polarity the shopper gave, however it was put."""
    assert facts(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "UK 8 is a US 4, right?",
        "If Fenwick & Co did tall sizes I'd buy them all",
        "back at school I only ever wore navy",
    ],
)
def test_a_tag_question_a_supposition_and_the_past_state_nothing(sentence):
    """M4.3: asked, supposed or gone by: no standing fact."""
    assert facts(sentence) == []


def test_a_limit_recalled_in_pounds_is_the_budget():
    """M7.2: a fact sentence another judge wrote with its own currency is read."""
    assert "60" in ask("what's my limit?", [("2026-10-01 10:00", "The shopper's limit is £60.")])


RAISED = [
    ("2026-03-01 10:00", "The shopper's budget is under £50."),
    ("2026-03-01 10:01", "The shopper likes teal."),
    ("2026-09-01 10:00", "The shopper's budget is now up to £80."),
    ("2026-09-01 10:01", "The shopper has gone off teal and now prefers rust."),
]


def test_a_value_asked_as_still_held_is_answered_from_the_newest():
    """M8.2: "am I still on 50 max?" is a budget asked, not a visit; "do I still like teal?"
    of a colour liked once and replaced since is a no."""
    answer = ask("am I still on 50 max?", RAISED)
    assert answer.startswith("No") and "80" in answer, answer
    assert ask("do I still like teal?", RAISED).startswith("No"), ask("do I still like teal?")


def test_brands_liked_on_different_days_are_all_liked():
    """M8.2: two brands liked contradict nothing; both stand (a brand "preferred" later does
    replace the one before: tests/offline/test_confirmed.py)."""
    answer = ask(
        "which brands do I like?",
        [
            ("2026-02-01 10:00", "The shopper likes Greyfield."),
            ("2026-06-01 10:00", "The shopper likes Oakhaven."),
        ],
    )
    assert "Greyfield" in answer and "Oakhaven" in answer, answer


def test_a_size_family_never_told_is_said_not_known():
    """M8.1: "what's my trouser size?" with only a collar and a chest known."""
    known = [
        ("2026-05-01 10:00", "The shopper wears collar size 15.5."),
        ("2026-05-01 10:01", "The shopper wears chest size 40R."),
    ]
    answer = ask("what's my trouser size?", known)
    assert answer.startswith("I don't know your waist size"), answer


def test_the_product_of_a_visit_asked_is_answered_from_the_visit():
    """M8.1: "which brand was the coat you suggested?" asks the earlier visit, no search."""
    visits = [("2026-10-14", "The shopper looked at a camel Greyfield coat in M at 150.")]
    answer = ask("Which brand was the coat you suggested?", visits=visits)
    assert "Greyfield" in answer and "14 October 2026" in answer, answer


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I'm a bridesmaid in May", ["The shopper is a bridesmaid at a wedding."]),
        (
            "my cousin's wedding is in June and I'm the best man",
            ["The shopper is the best man at a wedding."],
        ),  # fmt: skip
        (
            "I'm godmother at a christening in March",
            ["The shopper is godmother at a christening in March."],
        ),
        ("I'm speaking at a conference in Oslo", ["The shopper is shopping for a conference."]),
        (
            "got a baby shower to go to on the 9th",
            ["The shopper has a baby shower to go to on the 9th."],
        ),
        ("aubergine is the one colour I keep coming back to", ["The shopper likes aubergine."]),
        ("chocolate brown is gorgeous with my skin", ["The shopper likes chocolate brown."]),
    ],
)
def test_a_role_an_event_and_a_colour_keep_the_words_said(sentence, expected):
    """M4.2: the role with its event, the event a talk is at, a colour the catalogue lacks and
    a shade before its family's word, as the shopper put them (a christening is no activity:
    never "goes christening")."""
    assert facts(sentence) == expected


def test_a_jacket_size_is_a_chest_or_a_letter_and_never_a_shoe_size():
    """M8.1: "what's my jacket size?" is answered by a chest size, not known from a shoe size."""
    chest = [
        ("2026-05-01 10:00", "The shopper wears collar size 15.5."),
        ("2026-05-01 10:01", "The shopper wears chest size 40R."),
    ]
    answer = ask("what's my jacket size?", chest)
    assert "40R" in answer and "15.5" not in answer, answer
    shoe = [("2026-05-01 10:00", "The shopper wears EU shoe size 41.")]
    answer = ask("what's my jacket size?", shoe)
    assert answer.startswith("I don't know your jacket size"), answer


def test_a_us_shoe_size_and_a_us_dress_size_are_two_points():
    """M8.2: "US shoe size 8.5" keeps its system and its family, so a "US size 6" said before
    it is not replaced; both are known."""
    known = [
        ("2026-04-01 10:00", "The shopper wears US size 6."),
        ("2026-04-01 10:01", "The shopper's US shoe size is 8.5."),
    ]
    answer = ask("what do you know about me?", known)
    assert "6" in answer.replace("8.5", "") and "8.5" in answer, answer


def test_a_brand_and_a_plan_asked_yes_or_no():
    """M8.1: "am I ok with X?" asks the shopper's taste, not for X's products; "have I got a
    wedding coming up?" with no plan known is a no, not a search for wedding clothes."""
    known = [
        ("2026-04-01 10:00", "The shopper likes Oakhaven."),
        ("2026-04-01 10:01", "The shopper avoids Fenwick & Co."),
    ]
    answer = ask("am I ok with Fenwick & Co", known)
    assert answer.startswith("No") and "avoid Fenwick & Co" in answer, answer
    answer = ask("have I got a wedding coming up", known)
    assert answer.startswith("No") and "haven't mentioned an occasion" in answer, answer
