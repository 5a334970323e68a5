"""Questions about the shopper by their shape, round 13 of issue 18 (M8.1, M8.2): a point asked
over time says every value before the newest, of the family asked; several plans asked at
once are all said; a colour or a side of the brands never spoken of is said not known.
The sentences are this file's own, not the evaluation's.
"""

from __future__ import annotations

from assistant.offline.decide.polarity import brand_unsaid
from assistant.offline.read.facts import Preferences
from tests.offline.test_recollection import ask

LETTERS = [
    ("2026-02-01 10:00", "The shopper wears size S."),
    ("2026-06-01 10:00", "The shopper wears size M."),
    ("2026-10-01 10:00", "The shopper wears size L."),
]
WAIST_THEN_LEG = [
    ("2026-02-01 10:00", "The shopper has a 30 waist."),
    ("2026-06-01 10:00", "The shopper has a 32 waist."),
    ("2026-10-01 10:00", "The shopper wears a 34 leg."),
]
BUDGETS = [
    ("2026-04-01 10:00", "The shopper's budget is 80."),
    ("2026-10-01 10:00", "The shopper's budget is now 60."),
]
PLANS = [
    ("2026-09-01 10:00", "The shopper has a concert on 2026-12-02."),
    ("2026-09-02 10:00", "The shopper is going sailing on 2027-03-10."),
    ("2026-09-03 10:00", "The shopper wears size M."),
]


def test_a_change_asked_over_three_values_says_each_newest_first():
    answer = ask("how's my size changed over the year?", LETTERS)
    assert "L" in answer and "M" in answer and "S" in answer, answer
    assert answer.index("size L") < answer.index("size M") < answer.index("size S"), answer


def test_a_change_asked_of_one_family_reads_that_family_alone():
    """'did my waist go up?': the waists, not the leg length said after them."""
    answer = ask("did my waist go up?", WAIST_THEN_LEG)
    assert "32" in answer and "30" in answer and "34" not in answer, answer


def test_ever_holds_the_older_values_too():
    assert ask("was I ever a small?", LETTERS).startswith("Yes"), ask(
        "was I ever a small?", LETTERS
    )
    assert ask("was I ever an XL?", LETTERS).startswith("No")


def test_a_value_asked_at_a_time_gone_by_says_the_older_one():
    answer = ask("what was my budget back in the summer?", BUDGETS)
    assert "80" in answer and "60" in answer, answer
    assert "80" not in ask("what's my budget?", BUDGETS)  # the standing one alone (M8.2)


def test_several_plans_asked_at_once_are_all_said():
    answer = ask("which plans have I got?", PLANS)
    assert "concert" in answer and "sailing" in answer, answer


def test_a_colour_never_spoken_of_is_not_known():
    facts = [("2026-05-01 10:00", "The shopper likes olive.")]
    answer = ask("do I like purple?", facts)
    assert "haven't mentioned" in answer and "olive" in answer, answer
    assert ask("do I like olive?", facts).startswith("Yes")


def test_one_side_of_the_brands_asked_when_only_the_other_is_known():
    liked = Preferences(liked_brands=["Kittiwake"])
    assert "haven't mentioned a brand you avoid" in brand_unsaid(
        "any brands I steer clear of?", liked
    )
    assert brand_unsaid("which brands do I like?", liked) is None
    avoided = Preferences(avoided_brands=["Sedge"])
    assert "haven't mentioned a brand you like" in brand_unsaid("is there a label I love?", avoided)
    assert brand_unsaid("which brands don't I like?", avoided) is None
