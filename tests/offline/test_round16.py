"""Round 16 of the offline model (issue 18; M7.2, M8.1, M8.2), from the shapes test19 showed
once it was scored: "when did I tell you ...?" asks the day a fact was said, not a visit; a
price or a size asked of the past is read from the earlier visits ("how much was the parka?"),
never as the shopper's budget; "would I wear a pink shirt?" asks the shopper's own taste, not
for shirts; a brand the shopper never spoke of is said not known. Then, from what round 16
lost and test19 still failed: one plan told twice says its newest day, two plans asked are
both said; a tag standing in for the occasion said ("weekend" searched `casual`) is no
constraint; refusing words no negation flips ("skip", "no thanks"); "when did my X change?",
"have I always ...?"; a broad word ("knitwear") is the one type its kinds fall under; the
occasion of "a work trip" no longer depends on the hash seed. The sentences are new (none is
a corpus sentence); the catalogue is the shipped one or one of the test's own.
"""

from __future__ import annotations

import json

import pytest

from assistant.offline.decide.judge import judge
from assistant.offline.read.message import read_message
from assistant.offline.reply.phrases import spoken_dates
from assistant.offline.words.catalogue import file_vocabulary
from assistant.offline.words.catalogue_words import words_from_records
from assistant.offline.words.vocabulary import Vocabulary
from tests.offline.test_catalogue_sizes import record
from tests.offline.test_client import TOOLS, client, conversation, relaxed_answer
from tests.offline.test_recollection import ask

COLOURS = [
    ("2026-02-11 09:00", "The shopper avoids teal."),
    ("2026-05-03 09:00", "The shopper likes teal."),
    ("2026-06-20 09:00", "The shopper wears size L."),
    ("2026-09-14 09:00", "The shopper wears size S."),
    ("2026-10-01 09:00", "The shopper's budget is up to 90."),
    ("2026-10-02 09:00", "The shopper avoids mustard."),
]


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("when did I tell you my budget?", "2026-10-01"),
        ("when did I become a small?", "2026-09-14"),
        ("when did I first mention teal?", "2026-02-11"),
        ("when did I change my mind about teal?", "2026-05-03"),
        ("when did I say I don't like mustard?", "2026-10-02"),
    ],
)
def test_the_day_a_fact_was_said(question, day):
    """M7.2: a fact carries the day it was stated; "first" asks the oldest of its point."""
    answer = ask(question, COLOURS)
    assert spoken_dates(day) in answer and "first visit" not in answer, answer


VISITS = [
    ("2026-09-09", "The shopper looked at a quilted gilet in medium priced 85."),
    ("2026-10-21", "The shopper looked at waxed jackets in XL, at 140 EUR."),
]


@pytest.mark.parametrize(
    ("question", "said", "not_said"),
    [
        ("how much was the gilet?", "85", "140"),
        ("what did the jackets cost?", "140", "85"),
    ],
)
def test_a_price_asked_of_the_past_is_read_from_the_visits(question, said, not_said):
    """M8.1: a product's price once seen, never the budget (nor a search for products)."""
    answer = ask(question, [("2026-09-01 10:00", "The shopper's budget is up to 200.")], VISITS)
    assert said in answer and not_said not in answer, answer
    assert "/products/" not in answer, answer  # M8.4: visits are said, not linked


def test_a_size_never_stated_is_told_from_the_visits_as_what_was_looked_at():
    """M8.1: what the visits show, never said to be the shopper's own size."""
    answer = ask("what size was I after?", [], VISITS)
    assert "medium" in answer and "haven't told me your size" in answer, answer


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("would I wear a mustard shirt?", "No: you'd rather avoid mustard"),
        ("am I ok in teal?", "Yes: you like teal"),
    ],
)
def test_the_shoppers_own_taste_asked_yes_or_no(question, said):
    """M8.2: the standing preference answers, not a search for shirts in mustard."""
    answer = ask(question, COLOURS)
    assert answer.startswith(said) and "/products/" not in answer, answer


def test_a_brand_never_spoken_of_is_not_known():
    facts = [("2026-03-01 10:00", "The shopper likes Oakhaven.")]
    answer = ask("do I like Greyfield?", facts)
    assert "haven't mentioned" in answer and "Oakhaven" in answer, answer


def _outerwear() -> Vocabulary:
    records = [
        record(f"OW-{n}", "Kidswear", "Outerwear", subtype, "navy", ["9-10Y", "11-12Y"], 3)
        for n, subtype in enumerate(("Parkas", "Waterproofs", "Blazers", "Sport Coats"))
    ]
    return Vocabulary(words_from_records(json.loads(json.dumps(records)), "test:outerwear"))


@pytest.mark.parametrize(
    ("message", "type_", "subtype"),
    [
        ("do you have any jackets for my 12-year-old?", "Outerwear", None),
        ("after some coats for age 10", "Outerwear", None),
        ("any blazers?", "Outerwear", "Blazers"),
        ("a navy parka please", "Outerwear", "Parkas"),
    ],
)
def test_jackets_and_coats_are_broader_than_blazers_and_parkas(message, type_, subtype):
    """A shopper's "jackets" are every jacket the shop files under its type, not its blazers."""
    request = read_message(message, _outerwear()).request
    assert (request.type, request.subtype) == (type_, subtype), request


PLANS = [
    ("2026-09-01 09:00", "The shopper has a christening on 2026-11-07."),
    ("2026-09-01 10:00", "The shopper is hosting a leaving do on 2026-11-07."),
    ("2026-09-02 09:00", "The shopper has a leaving do on 2026-11-20."),
    ("2026-09-03 09:00", "The shopper wears size 14."),
    ("2026-10-05 09:00", "The shopper has a christening on 2026-11-14."),
]


@pytest.mark.parametrize(
    ("question", "said", "not_said"),
    [
        # one plan told twice with two days: the newer day stands (M8.2)
        ("when's the christening?", ["2026-11-14"], ["2026-11-07", "leaving"]),
        # two plans asked together: both, not the newest alone
        ("which is first, the christening or the leaving do?", ["christening", "leaving"], []),
        # the plan asked over time: both days
        ("was the christening always on that day?", ["2026-11-07", "2026-11-14"], []),
        # another fact of the same event, its day asked: the newer day stands
        ("when's the leaving do?", ["2026-11-20"], ["2026-11-07"]),
    ],
)
def test_a_plan_told_again_says_the_newest_and_two_plans_are_both_said(question, said, not_said):
    """M8.2: the newest statement of one plan wins; statements of two plans are not one."""
    answer = ask(question, PLANS)
    assert all(spoken_dates(s) in answer for s in said) and not any(
        spoken_dates(s) in answer for s in not_said
    ), answer


@pytest.mark.parametrize(
    ("message", "linked"),
    [
        # "weekend" is no tag of the shop: `casual` stands in for it, the shop's guess
        ("navy jackets for the weekend", True),
        # "wedding" is the shop's own tag: the shopper asked for it, so the rest are offered
        ("navy jackets for a wedding", False),
    ],
)
async def test_a_tag_standing_in_for_the_occasion_said_is_no_constraint(message, linked):
    """A product matching everything the shopper asked is linked when only a related
    occasion's tag was dropped; the dropped occasion is still said."""
    first = await client().chat.completions.create(
        model="offline", messages=conversation(message), tools=TOOLS
    )
    (call,) = first.choices[0].message.tool_calls
    asked = json.loads(call.function.arguments)
    assert asked["tag"] == ("casual" if linked else "wedding"), asked
    dropped, text = await relaxed_answer(message, asked)
    assert "tag" not in dropped and dropped["colour"] == "navy", dropped
    assert "so I dropped the occasion" in text, text
    assert ("[Harbour Jacket](/products/T-1/)" in text) == linked, text
    assert text.endswith("instead?") != linked, text


@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("I refuse to wear Velmora", "The shopper avoids the brand Velmora."),
        ("Velmora never lets me down", "The shopper prefers the brand Velmora."),
        ("skip Velmora for me, I don't rate them", "The shopper avoids the brand Velmora."),
        ("Velmora always falls apart on me so no thanks", "The shopper avoids the brand Velmora."),
        ("Velmora never fits me properly so skip it", "The shopper avoids the brand Velmora."),
    ],
)
def test_a_brand_refused_or_praised_in_other_words(message, fact):
    """M4.2: refusing words ("refuse", "skip", "no thanks", "falls apart") avoid a brand, and a
    negation of one ("never lets me down") likes it."""
    assert [f["fact"] for f in judge(message, file_vocabulary())] == [fact]


COLLARS = [
    ("2026-03-01 10:00", "The shopper wears collar size 16."),
    ("2026-04-01 10:00", "The shopper avoids green."),
    ("2026-06-01 10:00", "The shopper likes green."),
    ("2026-11-20 10:00", "The shopper wears collar size 16.5."),
]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("when did my collar size change?", ["2026-11-20", "16.5"]),
        ("have I always been a 16.5 collar?", ["No", "16.5", "16"]),
        ("have I always liked green?", ["No", "avoid green"]),
    ],
)
def test_a_value_asked_over_time_says_when_and_what_came_before(question, said):
    """M7.2, M8.2: the day of the newest statement; "always" is answered no when another
    value came first."""
    answer = ask(question, COLLARS)
    assert all(spoken_dates(s) in answer for s in said), answer


def _sweaters() -> Vocabulary:
    records = [
        record(f"SW-{n}", "Unisex", "Sweaters", subtype, "rust", ["S", "M", "L"], 3)
        for n, subtype in enumerate(("Cardis", "Crew Necks", "Turtlenecks"))
    ]
    records.append(record("SW-9", "Unisex", "Bottoms", "Joggers", "rust", ["S", "M"], 3))
    return Vocabulary(words_from_records(json.loads(json.dumps(records)), "test:sweaters"))


@pytest.mark.parametrize(
    ("message", "type_", "query"),
    [
        # the catalogue's jumpers are its type `Sweaters`, its cardigans `Cardis` of it
        ("got any rust knitwear?", "Sweaters", None),
        # its joggers are a subtype of `Bottoms`: not every pair of those is activewear
        ("any activewear?", None, "activewear"),
    ],
)
def test_a_broad_word_is_the_one_type_its_kinds_fall_under(message, type_, query):
    request = read_message(message, _sweaters()).request
    assert (request.type, request.query) == (type_, query), request


def test_an_occasion_of_two_event_words_is_the_compounds_head():
    """M4.3: "a work trip" is a trip. The pick once followed the order a set of words kept,
    so the hash seed of the process chose between work and trip (the eval's figures moved)."""
    facts = judge("flying to New York for a work trip in two weeks", file_vocabulary())
    assert [f["category"] for f in facts] == ["occasion"] and "trip" in facts[0]["fact"], facts
