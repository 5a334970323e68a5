"""The product page the shopper is on, offline side (issue 19 item 4, M8.3): with the page's
line in the system prompt, "it" and "this" are that product, looked up with the real tools."""

from __future__ import annotations

import json
import re

import pytest
from asgiref.sync import async_to_sync

from assistant import tools
from assistant.agent import SYSTEM_PROMPT
from assistant.offline.decide.agent import decide
from assistant.offline.words.catalogue import database_vocabulary
from assistant.page_context import page_line
from shop import selectors
from tests.offline.test_highstreet import highstreet  # noqa: F401  (the fixture)

pytestmark = pytest.mark.django_db(transaction=True)
TOOLS = {"search_products", "get_product"}
HREF = re.compile(r"\]\(/products/([^/)]+)/\)")


def converse(
    message: str, sku: str, before: list[dict] | None = None
) -> tuple[str, list[tuple[str, dict]]]:
    """Run the offline model with the real tools until it answers: (answer, tool calls).
    `before`: earlier user and assistant messages of the chat."""
    messages: list[dict] = [
        {"role": "system", "content": f"{SYSTEM_PROMPT}\n\n{page_line(sku)}"},
        *(before or []),
        {"role": "user", "content": message},
    ]
    vocab, calls = database_vocabulary(), []
    for turn in range(6):
        decision = decide(messages, TOOLS, vocab)
        if decision.tool is None:
            return decision.content or "", calls
        name, arguments = decision.tool
        calls.append((name, arguments))
        result = async_to_sync(tools.call_tool)(name, json.dumps(arguments))
        call = {"id": f"c{turn}", "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments)}}  # fmt: skip
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": f"c{turn}", "content": result.content},
        ]
    raise AssertionError(f"no answer after {calls}")


def test_it_is_the_pages_product_looked_up_with_the_tool(highstreet):  # noqa: F811
    answer, calls = converse("how much is it?", "HF-KN-001")
    assert calls == [("get_product", {"sku": "HF-KN-001"})]
    assert "[Aran Cable Jumper](/products/HF-KN-001/)" in answer and "79" in answer, answer


def test_do_you_have_it_in_a_size_answers_for_that_product(highstreet):  # noqa: F811
    answer, calls = converse("do you have it in L?", "HF-KN-001")
    assert calls == [("get_product", {"sku": "HF-KN-001"})]
    assert answer.startswith("Yes: [Aran Cable Jumper]") and "size L" in answer, answer
    answer, _calls = converse("do you have this in XL?", "HF-KN-001")  # XL: none in stock
    assert "out of stock in size XL" in answer, answer


def test_anything_like_this_in_a_colour_searches_its_type(highstreet):  # noqa: F811
    answer, calls = converse("anything like this in navy?", "HF-KN-001")
    assert calls[0] == ("get_product", {"sku": "HF-KN-001"})
    assert calls[1][0] == "search_products"
    assert calls[1][1]["subtype"] == "Jumpers" and calls[1][1]["colour"] == "navy"
    linked = HREF.findall(answer)
    assert linked, answer
    for sku in linked:
        product = selectors.product_get(sku=sku)
        assert (product.subtype, product.colour) == ("Jumpers", "navy"), sku


def test_without_a_page_it_asks_which_product(highstreet):  # noqa: F811
    messages = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": "how much is it?"},
    ]
    decision = decide(messages, TOOLS, database_vocabulary())
    assert decision.tool is None and "Which product do you mean" in decision.content


def test_a_size_or_colour_alone_is_the_pages_product_too(highstreet):  # noqa: F811
    """QA, 2026-12-02: "and in XS?" after "do you have it in L?" answered with the dresses of an
    earlier search; "what about M?" asked which kind of item."""
    first, _calls = converse("do you have it in L?", "HF-KN-001")
    before = [
        {"role": "user", "content": "show me jumpers"},
        {"role": "assistant", "content": "Here are 2: [Merino Crew Neck](/products/HF-KN-002/)"},
        {"role": "user", "content": "do you have it in L?"},
        {"role": "assistant", "content": first},
    ]
    answer, calls = converse("and in XL?", "HF-KN-001", before)
    assert calls == [("get_product", {"sku": "HF-KN-001"})], calls
    assert "out of stock in size XL" in answer, answer
    answer, calls = converse("what about M?", "HF-KN-001")
    assert calls == [("get_product", {"sku": "HF-KN-001"})], calls
    assert "[Aran Cable Jumper]" in answer and "size M" in answer, answer


def test_this_in_another_colour_searches_its_kind_in_that_colour(highstreet):  # noqa: F811
    """QA, 2026-12-02: "do you have this in yellow?" on a green jacket answered for the green
    one. The oatmeal jumper asked for in navy: jumpers in navy, whatever memory says."""
    answer, calls = converse("do you have this in navy?", "HF-KN-001")
    assert calls[0] == ("get_product", {"sku": "HF-KN-001"})
    assert calls[1][0] == "search_products" and calls[1][1]["colour"] == "navy", calls
    linked = HREF.findall(answer)
    assert "HF-KN-002" in linked, answer
    for sku in linked:
        assert selectors.product_get(sku=sku).colour == "navy", sku
