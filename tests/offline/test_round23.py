"""Round 23 of the offline model (issue 18; M4.2, M4.3, M7.2, M8.1, M8.2), from the shapes test26
showed once scored: "did I buy the black top?" is a no when a visit bought another top, and
is answered from the visits even when every visit names a word of it; "why didn't I buy it?"
is asked of the visits, never searched; someone else's event ("when's my dad's birthday?") is
not known from the shopper's own plans; "kids' age 12" names no child; a yes or no opens an
answer in the shopper's own words ("No: your budget's 200 ..."); a size asked by a garment
("what's my hoodie size?") is not a shoe size; "which colour would I rather not wear?". The
judge: a colour refused by what it does ("makes me look washed out", "shows every mark", ",
so no"), a brand one is "going off", "I won't buy X, their stuff falls apart", "never wear
anything but black" (liked), "I can go to 180 for a blazer" (a budget). The sentences are new
(none is a corpus sentence); the catalogue is the shipped one. Four cases guard what passed
before (the olive top bought, "I won't buy X", "anything but navy", "makes me look amazing").
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

VISITS = [
    ("2026-10-01", "Looked at tops in M; bought the olive one, left the black one."),
    ("2026-10-08", "Looked at black trainers; didn't buy, the price was too high."),
]


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("did I buy the black top?", "No"),
        ("did I end up buying the olive top?", "Yes"),
        ("did I buy the black trainers in the end?", "No"),
    ],
)
def test_a_purchase_asked_follows_every_word_of_what_was_bought(question, opening):
    """M8.1: "bought the olive one" is a yes to the olive top and a no to the black one."""
    answer = ask(question, [], VISITS)
    assert answer.startswith(opening), answer


def test_why_a_purchase_was_not_made_is_asked_of_the_visits():
    """M8.1: "why didn't I buy the trainers?" is answered by the visit, never searched."""
    answer = ask("why didn't I buy the trainers?", [("2026-10-01 10:00", "I'm a size 10.")], VISITS)
    assert "price" in answer, answer


@pytest.mark.parametrize("question", ["when's my dad's birthday?", "how old are my kids?"])
def test_someone_elses_event_or_age_is_not_the_shoppers(question):
    """M4.3: the shopper's graduation is no one else's birthday; "kids' age 12" no child."""
    mine = [
        ("2026-10-01 10:00", "My graduation is on 14 July."),
        ("2026-10-01 10:01", "I'm petite, kids' age 12 fits me fine."),
    ]
    answer = ask(question, mine)
    assert "don't know" in answer and "July" not in answer and "12" not in answer, answer


def test_a_yes_or_no_opens_an_answer_in_the_shoppers_own_words():
    """M8.2: "is my budget 300?" of "budget's 200 for the outfit" is a no, said back to them."""
    answer = ask("is my budget 300?", [("2026-10-01 10:00", "budget's 200 for the outfit")])
    assert answer.startswith("No") and "your budget" in answer, answer


def test_a_size_asked_by_a_garment_is_not_a_shoe_size():
    """M8.1: a hoodie size is not known from a shoe size."""
    answer = ask("what's my hoodie size?", [("2026-10-01 10:00", "I'm a 44 in running shoes")])
    assert "don't know" in answer, answer


def test_a_colour_i_would_rather_not_wear_is_asked_back():
    """M8.1: "which colour would I rather not wear?" is a question about the shopper."""
    answer = ask(
        "which colour would I rather not wear?",
        [("2026-10-01 10:00", "I'd rather not wear beige, it drains me.")],
    )
    assert "beige" in answer, answer


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("teal makes me look washed out", "dislikes teal"),
        ("cream shows every mark on me, so no", "dislikes cream"),
        ("I'm going off Tidewell, the fit changed", "avoids the brand Tidewell"),
        ("I won't buy Oakhaven, their zips break", "avoids the brand Oakhaven"),
        ("I never wear anything but navy", "likes navy"),
        ("I can go to 180 for a blazer", "under 180"),
    ],
)
def test_a_taste_or_a_limit_said_indirectly_is_kept_with_its_polarity(sentence, kept):
    """M4.2, M7.2: refusals said by what a colour does, a brand gone off, a limit said as how
    far the shopper will go."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


def test_a_colour_that_flatters_is_liked():
    """M4.2: "makes me look amazing" is no refusal."""
    assert any("likes teal" in fact for fact in facts("teal makes me look amazing"))


def test_extra_small_asked_is_xs_and_someone_elses_birthday_is_theirs():
    """M8.1, M8.2: "am I an extra small?" of XS is a yes; "his birthday" answers "my
    husband's birthday?" and not the shopper's own size."""
    mine = [
        ("2026-10-01 10:00", "I'm an XS."),
        ("2026-10-01 10:01", "My husband wears XL."),
        ("2026-10-02 10:00", "It's his 40th birthday on 3 March."),
    ]
    assert ask("am I an extra small?", mine).startswith("Yes")
    answer = ask("when is my husband's birthday?", mine)
    assert "3 March" in answer and "XS" not in answer, answer


@pytest.mark.parametrize(
    "sentence", ["I'm going to treat myself this month", "I'm going to spoil her next week"]
)
def test_going_to_do_something_to_someone_is_no_trip(sentence):
    """M4.3: "going to treat myself" is a verb and its object, not a place to go."""
    assert facts(sentence) == [], facts(sentence)
