"""The offline fact judge (issue 6 item 4; M4.2, M4.3, M4.4).

Statements about the shopper become one short third-person sentence each; questions and
requests become none. Every answer goes through the real judge path (`memory.services.
judge_facts`, with the `chat_client(FACT_JUDGE_MODEL)` the caller hands in) and `validate_facts` keeps it whole.
"""

from __future__ import annotations

import json

import pytest

from assistant.offline import OfflineChatClient
from assistant.offline.decide.judge import judge
from assistant.offline.read.facts import Preferences
from assistant.offline.read.statements import fact_atoms
from assistant.offline.words.catalogue import file_vocabulary
from memory import services as memory
from memory.judge import JUDGE_SYSTEM_PROMPT

STATEMENTS = [
    ("I wear size M and I can't stand yellow", ["The shopper wears size M.", "The shopper dislikes yellow."]),
    ("actually I like yellow now", ["The shopper likes yellow."]),
    ("I'm a 42 in shoes", ["The shopper wears EU shoe size 42."]),
    ("My budget is under 100 EUR", ["The shopper's budget is under 100 EUR."]),
    ("I love Velmora", ["The shopper prefers the brand Velmora."]),
    ("I'm going to a wedding in June", ["The shopper is going to a wedding in June."]),
    ("I wear size M, do you have jackets?", ["The shopper wears size M."]),
    ("I don't like yellow anymore", ["The shopper dislikes yellow."]),
    ("I no longer dislike yellow", ["The shopper no longer dislikes yellow."]),
    ("my waist is 32", ["The shopper wears waist size 32."]),
    ("I'm a medium", ["The shopper wears size M."]),
    ("I run a lot", ["The shopper goes running."]),
    ("I never spend more than 80 euros on shoes", ["The shopper's budget is under 80 EUR."]),
    ("I hate orange and pink", ["The shopper dislikes orange and pink."]),
    ("My favourite colour is green", ["The shopper likes green."]),
    ("I usually take a large", ["The shopper wears size L."]),
    ("I work in an office", ["The shopper is shopping for work."]),
    ("Kestrel Outdoor is my favourite brand", ["The shopper prefers the brand Kestrel Outdoor."]),
    ("I'm not a fan of beige", ["The shopper dislikes beige."]),
    ("my shoe size is 39", ["The shopper wears EU shoe size 39."]),
    ("I spend around 50 euros on a shirt", ["The shopper's budget is around 50 EUR."]),
    ("I wear size S and I'm going to a party on Saturday, any dresses?", ["The shopper wears size S.", "The shopper is going to a party on Saturday."]),
    ("black doesn't suit me", ["The shopper dislikes black."]),
    ("I'm getting married in May", ["The shopper is getting married in May."]),  # their own (round 20)
    ("I have a job interview on Monday", ["The shopper has a job interview on Monday."]),
    ("I wear M and hate yellow", ["The shopper wears size M.", "The shopper dislikes yellow."]),
    ("i wear size m and i cant stand yellow", ["The shopper wears size M.", "The shopper dislikes yellow."]),
    ("im a medium", ["The shopper wears size M."]),
    ("I love the Saltmarsh stuff, show me their raincoats", ["The shopper prefers the brand Saltmarsh."]),
]  # fmt: skip

NONE = [
    "do you have jeans under 50 EUR?",
    "show me yellow jackets",
    "jackets please",
    "any dresses in size M?",
    "can you find me running shoes in 42?",
    "I'm looking for a black coat under 150 EUR",
    "I need a jacket in M",
    "what about something not yellow?",
    "is the black one available in L?",
    "my husband wears L",
    "hello",
    "thanks!",
    "I'd like a dress for a wedding",
    "if I wore a medium, would it fit?",
]

TABLE = [*STATEMENTS, *((message, []) for message in NONE)]


def test_the_tables_are_big_enough():
    assert len(TABLE) >= 30
    assert len(NONE) >= 10


@pytest.mark.parametrize(("message", "expected"), TABLE, ids=[m for m, _ in TABLE])
def test_offline_judge(message, expected):
    facts = judge(message, file_vocabulary())
    assert [fact["fact"] for fact in facts] == expected
    # M4.4: the validator keeps every fact whole; each has a category of the closed list.
    assert memory.validate_facts({"facts": facts}) == expected


@pytest.mark.parametrize(("message", "expected"), STATEMENTS)
def test_a_fact_reads_back_as_what_was_stated(message, expected):
    """The sentences the judge writes are the ones the model reads back from memory (M7.2)."""
    brands = file_vocabulary()
    stated, recalled = Preferences(), Preferences()
    from assistant.offline.read.message import read_message

    for atom in read_message(message, brands).atoms:
        stated.apply(atom)
    for sentence in expected:
        for atom in fact_atoms(sentence, brands):
            recalled.apply(atom)
    assert recalled == stated


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # Phrasings a real judge may write (memory.judge's prompt examples and variants).
        ("The shopper's budget is under 80 EUR.", {"budget": (None, 80)}),
        ("The shopper is shopping for a wedding.", {"occasion": "wedding"}),
        ("The shopper dislikes the colour yellow.", {"disliked": ["yellow"]}),
        ("The shopper's shoe size is 42.", {"sizes": {"shoe": "42"}}),
        ("The shopper usually wears medium.", {"sizes": {"letter": "M"}}),
        ("The shopper prefers Levi's.", {}),  # not a brand of this catalogue
        ("The shopper does not like orange or pink.", {"disliked": ["orange", "pink"]}),
        ("The shopper's favourite colour is green.", {"liked": ["green"]}),
    ],
)
def test_facts_written_by_a_real_judge_read_too(sentence, expected):
    prefs = Preferences()
    for atom in fact_atoms(sentence, file_vocabulary()):
        prefs.apply(atom)
    budget = prefs.budget and (
        prefs.budget.min_price,
        int(prefs.budget.max_price) if prefs.budget.max_price else None,
    )
    seen = {
        "budget": budget,
        "occasion": prefs.occasion,
        "disliked": prefs.disliked_colours,
        "liked": prefs.liked_colours,
        "sizes": prefs.sizes,
        "brand": prefs.brand,
    }
    assert {k: v for k, v in seen.items() if v} == expected


# transaction=True: the judge's memory operations log row is written from Django's sync thread
# on a connection of its own; inside the test's own transaction (SQLite's BEGIN IMMEDIATE holds
# the write lock) that write waited out the 30 s busy timeout whenever the test outlasted the
# log's 0.2 s batching delay, as it did under load, and the second judge call queued behind it.
@pytest.mark.django_db(transaction=True)
async def test_judge_facts_through_the_shared_client(settings):
    """The memory app's judge asks the offline model and gets validated facts (M4.1-M4.4)."""
    from assistant.llm import chat_client

    settings.FACT_JUDGE_MODEL = "offline"
    client = chat_client(
        "offline"
    )  # handed in by the caller (issue 13: memory imports no assistant)

    assert await memory.judge_facts(
        message="I wear size M and I can't stand yellow", client=client
    ) == [
        "The shopper wears size M.",
        "The shopper dislikes yellow.",
    ]
    assert await memory.judge_facts(message="do you have jeans under 50 EUR?", client=client) == []


async def test_judge_reply_is_json_in_the_judge_prompts_shape():
    client = OfflineChatClient(vocabulary=file_vocabulary())
    completion = await client.chat.completions.create(
        model="offline",
        messages=[
            {"role": "system", "content": JUDGE_SYSTEM_PROMPT},
            {"role": "user", "content": "I love Velmora"},
        ],
        response_format={"type": "json_object"},
        temperature=0,
        max_tokens=300,
    )
    assert completion.choices[0].finish_reason == "stop"
    assert json.loads(completion.choices[0].message.content) == {
        "facts": [{"category": "brand", "fact": "The shopper prefers the brand Velmora."}]
    }


@pytest.mark.parametrize(
    ("message", "categories"),
    [
        # Round 2 (issue 18): occasions said as plans, without their subject or with a time.
        # a kin's wedding is one the shopper goes to (round 28)
        ("It's for my sister's wedding.", {"occasion"}),
        ("It's for my retirement do.", {"occasion"}),
        ("Heading to a festival, so something light.", {"occasion"}),
        ("Shopping for a school reunion, funnily enough.", {"occasion"}),
        ("It's my birthday, I'm a size 14.", {"occasion", "size"}),
        ("Ski trip in two weeks.", {"occasion"}),
        ("I want something nice for a gala next month.", {"occasion"}),
        ("I want a coat for tomorrow.", set()),
        # Budgets said as a limit with no first person, or as how far the shopper can go.
        ("Nothing above 60 euros, it's for a christening.", {"budget", "occasion"}),
        ("I could stretch to 90 for good boots.", {"budget"}),
        ("Nothing over 30 in the jackets?", set()),
    ],
)
def test_plans_and_limits_said_loosely_are_facts(message, categories):
    assert {fact["category"] for fact in judge(message, file_vocabulary())} == categories
