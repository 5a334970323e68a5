"""Memories asked by what they name, and limits said every way (issue 18, round 10; M4.2,
M4.3, M8.1, M8.2).

A past question names an earlier visit by a word of it ("which beanie did I look at?"): that
visit answers, in its own words. A plan is named by a word or a date of it ("where am I
sailing?", "what have I got on the 14th?"), and a plan that moved says the newest (M8.2). A
question about the shopper in words no labelled example has is still read as one when its
nearest examples all are ("earliest thing I browsed here"). The judge reads an amount as a
limit by its shape: a range with no size in it, a bound after the number ("30 at most"), the
shopper's own spending in any mood but a question or a supposition. The sentences are new
(none is a corpus sentence).
"""

from __future__ import annotations

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue import file_vocabulary
from tests.offline.test_recollection import ask

VISITS = [
    ("2026-09-02", "The shopper looked at corduroy trousers in rust."),
    (
        "2026-10-15",
        "Shopper: any wool beanies? / Assistant: Yes, we have ribbed wool beanies in grey.",
    ),
]
PLANS = [
    ("2026-08-01 10:00", "The shopper is sailing in Croatia in August."),
    ("2026-08-01 10:01", "The shopper has a christening on 14 March."),
    ("2026-08-01 10:02", "The shopper wears size M."),
]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("which beanie did I look at?", "ribbed"),
        ("what colour were the trousers I looked at?", "rust"),
    ],
)
def test_a_past_question_names_the_visit_it_asks_about(question, said):
    """M8.1: the visit a word of the question names answers, in its own words, unlinked."""
    answer = ask(question, [("2026-09-02 10:00", "The shopper wears size M.")], VISITS)
    assert said in answer, answer
    assert "/products/" not in answer, answer  # M8.4


@pytest.mark.parametrize(
    ("question", "said", "not_said"),
    [
        ("where am I sailing?", "Croatia", "christening"),
        ("what have I got on the 14th?", "christening", "Croatia"),
    ],
)
def test_a_plan_is_named_by_a_word_or_a_date_of_it(question, said, not_said):
    answer = ask(question, PLANS)
    assert said in answer and not_said not in answer, answer


def test_a_plan_that_moved_says_the_newest():
    """M8.2: the plan's newest fact, never the date it moved from."""
    facts = [
        ("2026-03-01 10:00", "The shopper has a city break in Rome on 3 May."),
        ("2026-04-01 10:00", "The shopper's city break has moved to 10 May."),
        ("2026-04-01 10:01", "The shopper is going to a gala on 20 June."),
    ]
    answer = ask("when's the city break?", facts)
    assert "10 May" in answer and "3 May" not in answer, answer


def test_a_question_in_words_no_example_has_is_read_by_its_nearest_examples():
    """The nearest labelled examples all ask about an earlier visit: it is one, not a search."""
    answer = ask(
        "earliest thing I browsed here", [("2026-09-02 10:00", "The shopper wears size M.")], VISITS
    )
    assert "corduroy" in answer, answer


@pytest.mark.parametrize(
    "sentence",
    [
        "Anything between 20 and 35 is fine by me.",
        "My ceiling is ninety pounds.",
        "30 at most.",
        "Stick to 120.",
        "I'm a student, so under 45 ideally.",
        "I'm hoping to spend between 60 and 90.",
        "Keep it under 70 please, that's my max.",
        "I've got a christening in May and can spend about 90.",
    ],
)
def test_a_limit_is_read_by_its_shape(sentence):
    """M4.2: a budget band, however the amount is said to be the shopper's limit."""
    assert "budget" in {f["category"] for f in judge(sentence, file_vocabulary())}, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "The staff summer party is on the 21st.",
        "Book club dinner Thursday, I'm a 12.",
        "I'm going to Norway next week.",
        "the ball's on 9 June and I need a dress",
    ],
)
def test_a_plan_is_read_by_its_date(sentence):
    """M4.2: an event said with its day ("on the 21st", "Thursday", "on 9 June") is an
    occasion; going somewhere at a time is travel."""
    assert "occasion" in {f["category"] for f in judge(sentence, file_vocabulary())}, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "The sale ends on the 18th.",
        "Do you deliver on Saturday?",
        "I'm going to buy a coat on Friday.",
    ],
)
def test_a_date_alone_is_no_plan(sentence):
    assert "occasion" not in {f["category"] for f in judge(sentence, file_vocabulary())}, sentence


@pytest.mark.parametrize(
    "sentence",
    ["I'm between a 12 and a 14.", "Can I spend 80 on one jacket?", "I always go up to the 44."],
)
def test_sizes_and_questions_are_no_limit(sentence):
    """M4.3: "a 12" is a size, a question states nothing."""
    assert "budget" not in {f["category"] for f in judge(sentence, file_vocabulary())}, sentence


def test_the_first_value_of_several_is_said_when_the_first_is_asked():
    """M8.2: "my very first budget" is the oldest of three, said beside the newest."""
    facts = [
        ("2026-01-01 10:00", "The shopper's budget is up to 40."),
        ("2026-02-01 10:00", "The shopper's budget is up to 65."),
        ("2026-03-01 10:00", "The shopper's budget is now up to 55."),
    ]
    answer = ask("what was my very first budget?", facts)
    assert "40" in answer and "55" in answer and "65" not in answer, answer


def test_my_slot_asked_of_a_plan_is_asked_back():
    """ "my budget for it?" asks the shopper's own budget, not a product's ("it" is the plan)."""
    facts = [("2026-01-01 10:00", "The shopper is going to a gala on 2 May.")]
    assert "haven't mentioned a budget" in ask("and what's my budget for it?", facts)
