"""Round 22 of the offline model (issue 18; M4.2, M4.3, M7.2, M8.1, M8.2), from the shapes test25
showed once scored: a fact about someone else ("my partner is a 2XL") never answers for the
shopper, and a question about them is answered from what was said of them, or not known; a
fact kept in the shopper's own words ("I'm a UK 14") is said back in the second person; a
refusal in a fact's second clause ("..., no beige") is a refusal; a detail of a plan that was
never said ("whose christening is it?", "where's the cruise heading?") is not known; a trip
asked is the plan going somewhere; a size asked of an earlier visit is that visit's. Facts: a
trip named by its place ("Off to Valencia in May", "we fly to Oslo on the 9th") or a start
("I start at a law firm next month") keeps where and when; a size said for what it is worn in
("Size 12 UK in everything"). The sentences are new (none is a corpus sentence); the catalogue
is the shipped one. Three cases guard what passed before (someone else's budget and shoe size
not known, the girls' refusal answered).
"""

from __future__ import annotations

import pytest

from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts

THEIRS = [
    ("2026-09-01 10:00", "I'm a small."),
    ("2026-09-01 10:01", "My partner is a 2XL and only buys Oakhaven."),
    ("2026-09-02 10:00", "The girls refuse anything orange."),
    ("2026-09-02 10:01", "I shop for the twins, they're 7."),
]


def test_someone_elses_facts_never_answer_for_the_shopper():
    """M4.3: the partner's 2XL and brand are theirs, not the shopper's."""
    answer = ask("what size am I?", THEIRS)
    assert "small" in answer and "2XL" not in answer, answer
    answer = ask("which brand do I like?", THEIRS)
    assert "haven't" in answer and "Oakhaven" not in answer, answer


def test_gifts_for_someone_else_are_not_the_shoppers_taste():
    """M4.3: "my brother's a large and likes teal" is the brother's size and colour."""
    gifts = [("2026-11-01 10:00", "Buying gifts: my brother's a large and likes teal.")]
    assert "teal" not in ask("what colour do I like?", gifts)
    assert "large" not in ask("what size am I?", gifts)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what size is my partner?", "2XL"),
        ("what colour won't the girls wear?", "orange"),
    ],
)
def test_someone_else_asked_is_answered_from_what_was_said_of_them(question, said):
    """M8.1: a fact naming the person asked of answers, in the second person."""
    answer = ask(question, THEIRS)
    assert said in answer and "My partner" not in answer, answer


@pytest.mark.parametrize(
    "question", ["what's my partner's budget?", "what shoe size are the twins?"]
)
def test_what_was_never_said_of_someone_else_is_not_known(question):
    """M4.3, M8.1: their size or budget never said is not known, whatever else was."""
    answer = ask(question, THEIRS)
    assert "don't know" in answer, answer


def test_a_fact_in_the_shoppers_own_words_is_said_back_to_them():
    """M8.1: "I'm a UK 14 in trousers" is said as "you're a UK 14 in trousers"."""
    answer = ask("what size am I?", [("2026-09-01 10:00", "I'm a UK 14 in trousers")])
    assert "re a UK 14" in answer and "I'm" not in answer, answer


@pytest.mark.parametrize(
    ("fact", "question"),
    [
        ("I love teal and rust, no beige - it washes me out", "do I like beige?"),
        ("mustard and sage are my shades, I avoid anything grey", "should you show me grey?"),
    ],
)
def test_a_refusal_in_a_facts_second_clause_is_a_refusal(fact, question):
    """M7.2: both clauses of a fact count, the liked colours and the refused one."""
    answer = ask(question, [("2026-09-01 10:00", fact)])
    assert answer.startswith("No"), answer


@pytest.mark.parametrize(
    ("fact", "question", "unsaid"),
    [
        ("I have a christening to go to on Sunday 3 May", "whose christening is it?", "whose"),
        ("I'm going on a cruise in July", "where's the cruise heading?", "where"),
        ("Our honeymoon is in Peru", "when do we set off for the honeymoon?", "when"),
        ("My wedding is on 9 May 2027", "how many guests are coming to the wedding?", "how many"),
    ],
)
def test_a_detail_of_a_plan_never_said_is_not_known(fact, question, unsaid):
    """M8.1: the plan is said, and that the detail asked was never told."""
    answer = ask(question, [("2026-09-01 10:00", fact)])
    assert f"haven't told me {unsaid}" in answer, answer


def test_a_detail_the_plan_holds_is_answered():
    """M8.1: "where am I going?" of a trip to Porto is Porto, said plainly."""
    answer = ask("where am I going in July?", [("2026-09-01 10:00", "Trip to Porto in July.")])
    assert "Porto" in answer and "haven't" not in answer, answer


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Off to Valencia in May.", "off to Valencia in May"),
        ("We fly to Oslo on the 9th.", "flying to Oslo on the 9th"),
        ("We're going to Dubrovnik this summer", "going to Dubrovnik this summer"),
        ("I'm off on a work trip to Madrid next week", "work trip to Madrid next week"),
        ("I start at a law firm next month", "starting at a law firm next month"),
    ],
)
def test_a_trip_or_a_start_keeps_where_and_when(sentence, kept):
    """M4.2, M4.3: a plan named by its place is kept with the place and the day, as said."""
    assert any(kept in fact for fact in facts(sentence)), facts(sentence)


def test_going_to_do_something_is_no_trip():
    """M4.3: "going to buy a coat next week" names no place to go."""
    assert facts("I'm going to buy a coat next week") == []


PLANS = [
    ("2026-09-01 10:00", "I'm godmother at my niece's christening on 3 March."),
    ("2026-09-02 10:00", "We're off to Madeira from 5 to 12 July."),
    ("2026-09-03 10:00", "Office party is on 19 December."),
]


@pytest.mark.parametrize("question", ["where am I going on holiday?", "when do I fly out?"])
def test_a_trip_asked_is_the_plan_that_goes_somewhere(question):
    """M8.2: the holiday is the plan going to a place, not the newest plan."""
    answer = ask(question, PLANS)
    assert "Madeira" in answer and "December" not in answer, answer


@pytest.mark.parametrize(
    "question", ["what size were the trail shoes?", "what shoe size did I ask for?"]
)
def test_a_size_asked_of_an_earlier_visit_is_the_visits(question):
    """M8.1: a size asked of what was looked at is the visit's, beside a size stated."""
    visits = [
        ("2026-05-01", "Looked at rain jackets in L."),
        ("2026-06-01", "Looked at trail shoes in EU 44: the Ridge Trail Shoe."),
    ]
    answer = ask(question, [("2026-05-01 10:00", "The shopper wears size L.")], visits)
    assert "44" in answer, answer


@pytest.mark.parametrize(
    ("sentence", "size"),
    [
        ("Size 12 UK in everything from coats to knits", "12"),
        ("W34 L32 for jeans, please remember that", "W34 L32"),
    ],
)
def test_a_size_and_what_it_is_worn_in_is_a_fact(sentence, size):
    """M4.2: a size said for what it is worn in, with no first person, is the shopper's."""
    assert any(size in fact for fact in facts(sentence)), facts(sentence)


@pytest.mark.parametrize("sentence", ["knits in 12 please", "W34 L32 for my partner"])
def test_a_size_asked_for_or_someone_elses_is_no_fact(sentence):
    """M4.3: a request in a size, or another person's size, states nothing of the shopper."""
    assert facts(sentence) == [], facts(sentence)


def test_the_one_plan_asked_by_its_word_is_that_plan_with_its_month_in_capitals():
    """M8.1: "when is the stag" of the one plan is that plan, its month written as a date."""
    plan = [("2026-09-01 10:00", "stag do in prague in june!!"), ("2026-09-01 10:01", "im a L")]
    answer = ask("when is the stag", plan)
    assert "June" in answer and "!." not in answer and "L" not in answer.split(), answer
