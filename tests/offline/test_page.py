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


def converse(message: str, sku: str) -> tuple[str, list[tuple[str, dict]]]:
    """Run the offline model with the real tools until it answers: (answer, tool calls)."""
    messages: list[dict] = [
        {"role": "system", "content": f"{SYSTEM_PROMPT}\n\n{page_line(sku)}"},
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
