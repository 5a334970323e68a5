"""A SKU typed in the message is looked up, not searched for as words (issue 6 item 2; QA)."""

from __future__ import annotations

import json

import pytest

from assistant import agent as assistant_agent
from assistant.offline.decide.agent import decide
from assistant.offline.words.catalogue import SHIPPED_CATALOGUE, file_vocabulary

TOOLS = {"search_products", "get_product"}


def first_shipped(**where) -> dict:
    records = json.loads(SHIPPED_CATALOGUE.read_text(encoding="utf-8"))
    return next(r for r in records if all(r["category"][k] == v for k, v in where.items()))


def decision_for(message: str):
    messages = [
        {"role": "system", "content": assistant_agent.system_prompt()},
        {"role": "user", "content": message},
    ]
    return decide(messages, TOOLS, file_vocabulary())


@pytest.mark.parametrize(
    ("message", "sku"),
    [
        ("show me the W-DRE-031-RED dress", "W-DRE-031-RED"),
        ("M-OUT-041-YLW in size L?", "M-OUT-041-YLW"),
        ("is T-JKT-NAVY still available", "T-JKT-NAVY"),
    ],
)
def test_a_sku_in_the_message_is_looked_up(message, sku):
    assert decision_for(message).tool == ("get_product", {"sku": sku})


@pytest.mark.parametrize("message", ["a t-shirt in XL", "an A-line skirt", "XS-S-M sizes?"])
def test_words_with_hyphens_are_not_skus(message):
    decision = decision_for(message)
    assert decision.tool is None or decision.tool[0] != "get_product"


@pytest.mark.django_db(transaction=True)
async def test_the_answer_links_the_product_with_that_sku(settings, catalogue):
    settings.ASSISTANT_MODEL = "offline"
    dress = first_shipped(type="Dresses")

    async def on_delta(_text: str) -> None:
        return None

    result = await assistant_agent.run_agent(
        message=f"show me {dress['sku']}", memory_context="", on_delta=on_delta
    )
    assert result.error == ""
    assert [c["name"] for c in result.tool_calls] == ["get_product"]
    assert f"(/products/{dress['sku']}/)" in result.text
    assert result.skus == {dress["sku"]}
