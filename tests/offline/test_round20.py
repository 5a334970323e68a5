"""Round 20 of the offline model (issue 18; M4.2, M4.3, M8.1, M8.2), from the shapes test23
showed once scored and a new user's try: a liked and a refused brand (or two colours) in one
sentence are both kept; a colour said after a tone ("pastels, lilac especially") and a taste
said after its colour ("Dark colours only") are liked; amounts in pounds or dollars make
ranges; "the 90 mark" is money; a height ("I'm 5'2") is no size; a compound event keeps its
head ("black tie gala"); "getting married" is the shopper's own wedding; "I've got one in
October" names the event said before it; a plan said without a subject beside a first-person
clause is kept; "tops" as a product is no limit; a wish or a hope to become a size is none.
Questions: facts written without a subject by another judge ("Steers clear of X.", "Keeps to
a budget of under 80.", "Off to a wedding ...") are answered in the second person; one side
of the brands asked; "is X one of mine?"; a plan named among others ("when's my course?");
every plan standing ("what have I got coming up?") with a moved one in its new place; "last
time" is the last visit. The sentences are new (none is a corpus sentence); the catalogue is
the shipped one.
"""

from __future__ import annotations

import pytest

from assistant.offline.words.catalogue_words import CatalogueWords
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_recollection import ask
from tests.offline.test_round18 import facts


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "I swear by Oakhaven but I can't stand Velmora",
            ["The shopper prefers the brand Oakhaven.", "The shopper avoids the brand Velmora."],
        ),
        (
            "Tidewell for coats, never Aurelle",
            ["The shopper prefers the brand Tidewell.", "The shopper avoids the brand Aurelle."],
        ),
        ("earthy tones suit me, rust in particular", ["The shopper likes earthy tones and rust."]),
        ("Muted colours only, mainly slate", ["The shopper likes muted colours and slate."]),
        ("I just don't do neon", ["The shopper dislikes neon."]),
        ("I tend to spend between £40 and £70", ["The shopper's budget is 40 to 70 EUR."]),
        ("somewhere near the 120 mark is my usual", ["The shopper's budget is under 120 EUR."]),
        ("I'm 5'4 and usually take a 10", ["The shopper wears size 10."]),
        ("I'm 5'6 and take a 12", ["The shopper wears size 12."]),
        (
            "I've got a black tie gala in November",
            ["The shopper has a black tie gala in November."],
        ),
        ("I'm getting married in the spring!", ["The shopper is getting married in the spring."]),
        (
            "Snowboarding in Jan, and I'm a small",
            ["The shopper wears size S.", "The shopper is snowboarding in Jan."],
        ),
    ],
)
def test_every_fact_of_a_sentence_keeps_its_value_and_polarity(sentence, expected):
    """M4.2: each fact as said, the second of one category too."""
    assert facts(sentence) == expected


def test_a_plan_named_by_one_keeps_the_event_said_before():
    """M4.2: "I've got one in March" is the event the sentence before named."""
    kept = facts("Do you do suits for a christening? I've got one in March")
    assert any("christening" in fact for fact in kept), kept


def test_a_budget_held_for_a_kind_beside_a_plan_is_kept():
    """M4.2: "... and have about 150 for shoes" is a sum held, beside the plan."""
    kept = facts("I start my new job in a fortnight and have about 150 for shoes")
    assert any("150" in fact for fact in kept), kept


@pytest.mark.parametrize(
    "sentence",
    [
        "lime tops under 30",
        "wish I was off skiing",
        "I hope I'm a size 10 by the wedding",
        "I'm willing to go up to 200 for a proper winter coat",
    ],
)
def test_a_request_a_wish_and_a_product_for_a_season_state_no_other_fact(sentence):
    """M4.3: asked for, wished for or a product's season: no size, occasion or limit of the
    shopper's beyond what was stated (the last one is a budget only)."""
    kept = facts(sentence)
    assert kept in ([], ["The shopper's budget is under 200 EUR."]), kept


SUBJECTLESS = [
    ("2026-09-14 10:00", "Takes a UK 9 in shoes."),
    ("2026-09-14 10:01", "Keeps to a budget of under 80 per item."),
    ("2026-10-01 10:00", "Loves Oakhaven."),
    ("2026-10-02 10:00", "Steers clear of Velmora."),
    ("2026-10-03 10:00", "Off to a wedding in Porto on 3 June 2027."),
]


@pytest.mark.parametrize(
    ("question", "said", "unsaid"),
    [
        ("what's my budget?", "You keep to a budget of under 80", "Keeps"),
        ("when is the wedding?", "You're off to a wedding in Porto", "Off to"),
        ("which brands do I like?", "Oakhaven", "Velmora"),
        ("which brand do I avoid?", "Velmora", "Oakhaven"),
        ("is Oakhaven one of mine?", "Yes", "Here are"),
    ],
)
def test_facts_without_a_subject_are_answered_in_the_second_person(question, said, unsaid):
    """M8.1, M7.2: a fact another judge wrote without "The shopper" is the shopper's, said
    back to them; a question about one side of the brands hears that side."""
    answer = ask(question, SUBJECTLESS)
    assert said in answer and unsaid not in answer, answer


PLANS = [
    ("2026-09-14 10:00", "The shopper is doing a sailing course in June."),
    ("2026-09-20 10:00", "The shopper is going on a trip to Bergen on 2 May 2027."),
    ("2026-10-01 10:00", "The shopper's trip to Bergen has moved to 3 April 2027."),
]


def test_a_plan_named_among_others_is_that_plan():
    """M8.2: the newest fact of another plan does not answer for the one asked."""
    answer = ask("when's my course?", PLANS)
    assert "sailing course in June" in answer and "Bergen" not in answer, answer


def test_every_plan_standing_is_said_with_a_moved_one_in_its_new_place():
    """M8.2: the plans coming up: each once, a moved one on its newer day."""
    answer = ask("what have I got coming up?", PLANS)
    assert "sailing course" in answer and "3 April" in answer, answer
    assert "2 May" not in answer, answer


def test_last_time_is_the_last_visit_alone():
    """M8.1: "last time" asks one visit, not every one."""
    visits = [
        ("2026-10-01", "Looked at linen trousers; bought nothing."),
        ("2026-11-20", "Browsed wool scarves; bought one."),
    ]
    answer = ask("what did I look at last time?", visits=visits)
    assert "scarves" in answer and "linen" not in answer, answer


PER_KIND = [
    ("2026-10-01 10:00", "The shopper spends under £25 on socks."),
    ("2026-10-02 10:00", "The shopper's raincoat budget is up to £180."),
]


def test_a_budget_said_for_one_kind_answers_for_that_kind():
    """M8.2: a budget per kind of thing is that kind's; another kind's is not known."""
    assert "25" in ask("how much do I spend on socks?", PER_KIND)
    answer = ask("what's my budget for cardigans?", PER_KIND)
    assert "haven't told me a budget for cardigans" in answer, answer


def test_how_much_i_said_i_would_spend_is_a_budget_not_a_price_seen():
    """M8.1: "how much did I say I'd spend" asks the budget, even after a visit with prices."""
    visits = [("2026-10-03", "Looked at raincoats at £95 and £120.")]
    answer = ask("how much did I say I'd spend on a raincoat?", PER_KIND, visits)
    assert "180" in answer, answer


def test_a_plan_asked_by_its_own_word_is_a_plan():
    """M8.2: "when's my 5k?" of a plan moved: its newest day alone."""
    plans = [
        ("2026-09-01 10:00", "The shopper is doing a 5k on 5 September 2027."),
        ("2026-10-01 10:00", "The shopper's 5k has been moved to 12 September 2027."),
    ]
    answer = ask("When's my 5k?", plans)
    assert "12 September" in answer and "5 September" not in answer, answer


def test_a_waist_asked_yes_or_no_is_a_question_not_a_statement():
    """M8.1: "am I still a W34" asks; it states no waist."""
    waists = [
        ("2026-05-01 10:00", "The shopper wears W34 L32 jeans."),
        ("2026-09-01 10:00", "The shopper now wears W36 L32 jeans."),
    ]
    answer = ask("am I still a W34", waists)
    assert "36" in answer and not answer.startswith("Got it"), answer


def test_a_fact_written_as_its_point_is_said_with_its_verb():
    """M8.1: "Budget under 60 per item." is said back as the shopper's budget."""
    answer = ask("what's my budget?", [("2026-09-01 10:00", "Budget under 60 per item.")])
    assert answer == "Your budget is under 60 per item.", answer


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("my waist is 34 and inside leg 31", ["The shopper wears waist size W34 L31."]),
        ("2XL for me, always", ["The shopper wears size 2XL."]),
    ],
)
def test_a_waist_with_its_leg_and_a_size_as_written(sentence, expected):
    """M4.2: a waist and leg said together are one size; "2XL" kept as said."""
    assert facts(sentence) == expected


def test_someone_elses_wedding_is_not_the_shoppers_own():
    """M4.3: "my sister's getting married" is no wedding of the shopper's own (a guard: the
    shopper's own "getting married" is new this round)."""
    kept = facts("So my sister's getting married in July and I'm a size 16")
    assert not any("getting married" in fact for fact in kept), kept


def test_a_message_that_only_states_facts_is_acknowledged_not_searched():
    """M4.2, M8.1: "I love X but can't stand Y" and "Yellow? Hate it." are heard (each brand
    with its polarity), never searched for nor asked "which product?"."""
    answer = ask("I swear by Oakhaven but I can't stand Velmora")
    assert "you like Oakhaven" in answer and "would rather avoid Velmora" in answer, answer
    assert ask("Mustard? Hate it.").startswith("Got it: no mustard"), ask("Mustard? Hate it.")


def test_a_subtype_named_as_part_of_its_type_keeps_its_name_and_a_colour_its_shades():
    """Issue 18 item 2: in a shop whose type is "Tees & Tops" with a subtype "Tees", "tees"
    are that subtype, not every top; "green" finds the shop's "bottle green" as green
    itself, no stand-in."""
    words = CatalogueWords(
        types=("Tees & Tops",),
        subtypes_by_type={"Tees & Tops": ("Tees", "Blouses", "Shirts")},
        colours=("bottle green", "plum"),
    )
    vocab = Vocabulary(words)
    assert vocab.products["tees"].subtype == "Tees"
    assert vocab.products["tops"].subtype is None
    assert vocab.catalogue_colour("green") == "bottle green"
