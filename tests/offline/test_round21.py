"""Round 21 of the offline model (issue 18; M4.2, M4.3, M7.2, M8.1, M8.2), from the shapes test24
showed once scored: someone else's size or taste asked ("what's my wife's size?", "what does
my sister wear?") is not known from the shopper's own facts; a purchase asked yes or no ("did
I buy the jumper?") is a no when another thing was bought; "is my budget still 50?" of a
budget raised is a no; brands liked together ("loves X and Y") are each liked; a wedding
asked finds "is getting married"; "from 10 to 17 February" is days, no budget; "the visit
before last". Facts: a size word before a garment ("Medium tops"), "my usual is a 14", "leg
34", a taste said with "fave", "every time", "reach for", "anything but", "..., so nope"; a
limit said with "please" or "at least"; "can do 90-120 for"; "saved up 180"; "under 60 for
jeans"; "work best" is no occasion; a wish to be someone who spends is none; an event "over
Christmas" is no Christmas; a move "in the new year"; an engagement party. The sentences are
new (none is a corpus sentence); the catalogue is the shipped one.
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

MINE = [
    ("2026-09-01 10:00", "Wears a size 12."),
    ("2026-09-01 10:01", "Loves Oakhaven and Tidewell."),
    ("2026-09-02 10:00", "Budget is under 40 per item."),
    ("2026-10-02 10:00", "Happy to go up to 70 now."),
    ("2026-10-03 10:00", "Is getting married on 4 September 2027."),
    ("2026-10-04 10:00", "Is going to Oslo from 3 to 9 March 2027."),
]


@pytest.mark.parametrize(
    "question",
    ["what's my husband's shoe size?", "what does my brother wear?", "what's my flatmate's size?"],
)
def test_someone_elses_size_is_not_known_from_the_shoppers_own(question):
    """M4.3, M8.1: the shopper's size never answers for someone else."""
    answer = ask(question, MINE)
    assert "don't know" in answer and "12" not in answer, answer


def test_a_budget_raised_is_a_no_to_the_old_one_and_brands_liked_together_are_both_liked():
    """M8.2: "is my budget still 40?" hears no and the newer limit; M7.2: both brands."""
    answer = ask("is my budget still 40?", MINE)
    assert answer.startswith("No") and "70" in answer, answer
    answer = ask("which brands do I like?", MINE)
    assert "Oakhaven" in answer and "Tidewell" in answer, answer


def test_a_wedding_asked_finds_getting_married_and_days_are_no_budget():
    """M8.2: "when's my wedding?" is the shopper's own; "from 3 to 9 March" is a trip's days."""
    assert "4 September" in ask("when's my wedding?", MINE)
    answer = ask("when am I off to Oslo?", MINE)
    assert "3 to 9 March" in answer, answer
    assert "3 to 9" not in ask("what's my budget?", MINE)


def test_a_purchase_asked_yes_or_no_follows_what_was_bought():
    """M8.1: "did I buy the cardigan?" of a visit where a scarf was bought is a no."""
    visits = [("2026-10-05", "Looked at cardigans and scarves; bought a grey scarf.")]
    assert ask("did I buy the cardigan?", visits=visits).startswith("No")
    assert ask("did I buy the scarf?", visits=visits).startswith("Yes")


def test_the_visit_before_last_is_the_one_before_the_last():
    """M8.1: "the visit before last" is not the last visit."""
    visits = [
        ("2026-09-05", "Looked at linen shirts."),
        ("2026-10-05", "Looked at wool coats."),
    ]
    answer = ask("what did I look at on the visit before last?", visits=visits)
    assert "linen" in answer and "wool" not in answer, answer


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Large jumpers for me, I like room to move", ["The shopper wears size L in jumpers."]),
        ("My usual is a 16", ["The shopper wears size 16."]),
        ("Waist 32, leg 30", ["The shopper wears waist size W32 L30."]),
        ("plum is my fave", ["The shopper likes plum."]),
        ("Style-wise, navy every time", ["The shopper likes navy."]),
        ("teal is what I reach for", ["The shopper likes teal."]),
        ("anything but mustard", ["The shopper dislikes mustard."]),
        ("Ochre makes me look unwell, so nope", ["The shopper dislikes ochre."]),
        ("Money's tight, so under 30 please", ["The shopper's budget is under 30 EUR."]),
        ("At least 150, I want it to last", ["The shopper's budget is over 150 EUR."]),
        ("i can do 60-80 for a decent jumper", ["The shopper's budget is 60 to 80 EUR."]),
        ("I've saved up 220 for a winter coat", ["The shopper's budget is under 220 EUR."]),
        (
            "W34 L32, and under 45 for jeans",
            ["The shopper wears waist size W34 L32.", "The shopper's budget is under 45 EUR."],
        ),
        (
            "I'm going snowboarding over Christmas",
            ["The shopper is going snowboarding over Christmas."],
        ),
        (
            "I'm relocating to Madrid in the new year",
            ["The shopper is relocating to Madrid in the new year."],
        ),
        (
            "Our engagement party is next Friday",
            ["The shopper has their engagement party next Friday."],
        ),
    ],
)
def test_facts_said_loosely_are_kept(sentence, expected):
    """M4.2: each of these states a standing fact of the shopper's."""
    assert facts(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "I'd love to be the sort of person who can spend 400 on boots",
        "in an ideal world I'd wear Velmora head to toe",
    ],
)
def test_a_wish_to_be_someone_else_states_nothing(sentence):
    """M4.3: wished for, not a standing fact."""
    assert facts(sentence) == []


def test_work_best_is_no_occasion():
    """M4.3: "work" as a verb names no office."""
    assert facts("I'm a size 8, petite fits work best") == ["The shopper wears dress size 8."]
