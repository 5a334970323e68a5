"""The offline model never fails on odd input: any text gets a valid answer (issue 6; M4.4)."""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings as django_settings
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from assistant.offline.decide.agent import decide
from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue import file_vocabulary
from memory.judge import validate_facts

WORDS = st.sampled_from(
    [
        "I",
        "i'm",
        "wear",
        "size",
        "M",
        "XL",
        "32",
        "42",
        "waist",
        "shoes",
        "jackets",
        "not",
        "no",
        "yellow",
        "black",
        "anything",
        "but",
        "under",
        "between",
        "and",
        "40",
        "80",
        "EUR",
        "€",
        "for",
        "a",
        "wedding",
        "office",
        "Velmora",
        "Kestrel",
        "the",
        "black",
        "one",
        "it",
        "do",
        "you",
        "have",
        "?",
        ",",
        ".",
        "!",
        "can't",
        "stand",
        "love",
        "hate",
        "my",
        "budget",
        "is",
        "show",
        "me",
        "please",
    ]
)
TEXT = st.one_of(st.text(max_size=200), st.lists(WORDS, max_size=25).map(" ".join))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT)
def test_any_message_gets_a_tool_call_or_an_answer(message):
    decision = decide(
        [{"role": "system", "content": "x"}, {"role": "user", "content": message}],
        {"search_products", "get_product"},
        file_vocabulary(),
    )
    assert (decision.tool is None) != (decision.content is None)
    if decision.tool:
        name, arguments = decision.tool
        assert name in {"search_products", "get_product"}
        json.dumps(arguments)  # serialisable
    else:
        assert decision.content.strip()


SUPPLIER = file_vocabulary(Path(__file__).resolve().parents[1] / "catalogues" / "supplier.json")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT)
@example(">0")  # a minimum price of 0 with nothing to search for crashed the answer's phrasing
def test_any_message_gets_a_valid_move_on_the_supplier_catalogue_too(message):
    decision = decide(
        [{"role": "system", "content": "x"}, {"role": "user", "content": message}],
        {"search_products", "get_product"},
        SUPPLIER,
    )
    assert (decision.tool is None) != (decision.content is None)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT)
def test_any_message_gets_facts_the_validator_keeps(message):
    facts = judge(message, file_vocabulary())
    assert (
        validate_facts({"facts": facts})
        == [f["fact"] for f in facts][: django_settings.MEMORY_MAX_FACTS_PER_TURN]
    )
