"""The fact judge (M4) against a scripted OpenAI-compatible HTTP server (the outer edge),
through the shared LLM client module, and `validate_facts` on untrusted output (M4.4)."""

import json

import pytest

from memory import services as memory
from memory.judge import CATEGORIES, MAX_FACT_CHARS, by_category

pytestmark = pytest.mark.django_db(transaction=True)


async def judge(**kwargs):
    """The judge with the client the assistant hands it (issue 13: memory imports nothing
    above it)."""
    from django.conf import settings

    from assistant.llm import chat_client

    return await memory.judge_facts(client=chat_client(settings.FACT_JUDGE_MODEL), **kwargs)


async def test_judge_asks_for_json_against_the_closed_categories(model, ops):
    """M4.2, M4.3: one system prompt with the closed category list and the rules, the
    shopper's message verbatim, a JSON answer; valid facts come back."""
    model.judge_replies.append(
        json.dumps(
            {
                "facts": [
                    {"category": "size", "fact": "The shopper wears size M."},
                    {"category": "colour", "fact": "The shopper dislikes yellow."},
                ]
            }
        )
    )
    facts = await judge(
        message="I wear size M and I can't stand yellow", user_id="judge-u", session_id="session1"
    )
    assert facts == ["The shopper wears size M.", "The shopper dislikes yellow."]
    (request,) = model.requests
    assert request["model"] == "scripted-judge"
    assert request["response_format"] == {"type": "json_object"}
    system, user = request["messages"]
    assert (system["role"], user) == (
        "system",
        {"role": "user", "content": "I wear size M and I can't stand yellow"},
    )
    for meaning in CATEGORIES.values():
        assert meaning in system["content"]
    assert "do you have jeans under 50 EUR?" in system["content"]  # a question is not a fact
    assert "third-person" in system["content"]
    rows = await ops(kind="judge")
    assert [(r.user_id, r.session_id, r.outcome, r.facts) for r in rows] == [
        ("judge-u", "session1", "ok", 2)
    ]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("not json at all", []),
        ('{"facts": "The shopper wears size M."}', []),  # wrong type
        ('{"facts": [42, null, ["x"], {"fact": 7}]}', []),
        (
            '{"facts": ["The shopper wears size M.", "the shopper wears size m"]}',
            ["The shopper wears size M."],
        ),
        (json.dumps({"facts": ["The shopper likes " + "very " * 60 + "red."]}), []),
        ('{"facts": ["The shopper asked whether there are jeans under 50 EUR."]}', []),
        ('{"facts": [{"category": "weather", "fact": "The shopper likes sunshine."}]}', []),
        (
            json.dumps({"facts": [f"The shopper wears size {s}." for s in "SMLX"]}),
            ["The shopper wears size S.", "The shopper wears size M.", "The shopper wears size L."],
        ),
    ],
)
async def test_untrusted_judge_output_ends_in_validate_facts(model, reply, expected):
    """M4.4: malformed JSON, wrong types, long strings, duplicates, questions restated as
    facts, foreign categories and more than MEMORY_MAX_FACTS_PER_TURN items."""
    model.judge_replies.append(reply)
    assert await judge(message="some message") == expected


async def test_judge_failure_loses_only_the_facts(model, ops):
    """M4.1: a failing model yields no facts, is logged, and raises nothing."""
    model.judge_replies.extend([500, 500])  # the client retries once
    assert await judge(message="I wear size M", user_id="judge-f") == []
    rows = await ops(kind="judge", user_id="judge-f")
    assert [(r.outcome, r.failure) for r in rows] == [("failed", "5xx")]


async def test_empty_message_is_not_judged(model, ops):
    assert await judge(message="   ", user_id="judge-e") == []
    assert model.requests == []
    assert [r.outcome for r in await ops(kind="judge", user_id="judge-e")] == ["skipped"]


def test_validate_facts_rules(settings):
    """M4.4 directly: strings only, stripped, non-blank, short, de-duplicated, capped."""
    settings.MEMORY_MAX_FACTS_PER_TURN = 2
    assert memory.validate_facts(None) == []
    assert memory.validate_facts({"facts": None}) == []
    assert memory.validate_facts(["  The shopper likes Nike.  ", "", "   "]) == [
        "The shopper likes Nike."
    ]
    assert memory.validate_facts(["x" * (MAX_FACT_CHARS + 1)]) == []
    assert memory.validate_facts(["Do you have jeans under 50 EUR?"]) == []
    assert memory.validate_facts(["I wear size M."]) == []  # M4.3: third person
    assert memory.validate_facts(["line one\nline two"]) == []
    assert memory.validate_facts(
        ["The shopper likes Nike.", "The shopper likes nike", "A.", "B."]
    ) == ["The shopper likes Nike.", "A."]
    settings.MEMORY_MAX_FACTS_PER_TURN = 0
    assert memory.validate_facts(["The shopper likes Nike."]) == []


def test_validate_facts_keeps_each_facts_category():
    """Issue 19: a fact carries the category the judge filed it under, through a second
    validation too (the write path validates again); a bare string has none."""
    facts = memory.validate_facts(
        {
            "facts": [
                {"category": "size", "fact": "The shopper wears size M."},
                {"fact": "The shopper likes Nike."},
                "The shopper dislikes yellow.",
            ]
        }
    )
    assert facts == [
        "The shopper wears size M.",
        "The shopper likes Nike.",
        "The shopper dislikes yellow.",
    ]
    assert [f.category for f in facts] == ["size", "", ""]
    again = memory.validate_facts(facts)
    assert [f.category for f in again] == ["size", "", ""]
    assert by_category(again) == [
        ("size", ["The shopper wears size M."]),
        ("", ["The shopper likes Nike.", "The shopper dislikes yellow."]),
    ]


async def test_unreachable_judge_is_classified(settings, ops):
    """Item 3 for the judge: a model endpoint that refuses connections is "unreachable"."""
    from tests.edge_servers import closed_port_url

    settings.FACT_JUDGE_MODEL = "scripted-judge"
    settings.OPENAI_BASE_URL = closed_port_url() + "/v1"
    settings.OPENAI_API_KEY = "k"
    settings.OPENAI_TIMEOUT_SECONDS = 2.0
    assert await judge(message="I wear M", user_id="judge-down") == []
    rows = await ops(kind="judge", user_id="judge-down")
    assert [(r.outcome, r.failure) for r in rows] == [("failed", "unreachable")]
