"""The whole memory story on the offline model, through the real consumer (issues 6, 11).

Visit 1 states a size and a disliked colour; the panel is closed (a return visit, M2.2);
visit 2 asks for jackets and gets only jackets with M in stock that are not yellow, without a
word about memory (M8.1); visit 3 changes the colour preference; visit 4 gets yellow again
(M8.2: the newest fact wins). On the supplier-style catalogue the same story runs with its own
words (polo shirts, charcoal). Real ASGI app, real session cookie, memory_server over HTTP,
each test catalogue in SQLite, the offline model as both the assistant and the fact judge.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass

import pytest
from asgiref.sync import sync_to_async

from memory.oplog import flush_ops
from shop import selectors
from tests.assistant.conftest import unique_name, wait_for_turn

pytestmark = pytest.mark.django_db(transaction=True)

HREF = re.compile(r'href="/products/([^/"]+)/"')
MEMORY_TALK = re.compile(
    r"\b(remember|memory|memories|recall|last time|you told me|you said|previous(ly)?|"
    r"earlier|before)\b",
    re.IGNORECASE,
)


async def visit(browser, message: str):
    """Open the panel (a new socket, a new chat), send one message, close the panel."""
    panel = await browser.socket()
    reply = await panel.ask(message)
    turn = await wait_for_turn(message)  # written after the answer, the record and the judge
    response = await browser.post("/assistant/close/", {"session_id": reply.session_id})
    assert response.status_code == 200
    await panel.close()
    return reply, turn


async def linked_products(reply) -> list:
    skus = HREF.findall(reply.final_bubble)
    assert skus, reply.final_bubble
    return [await sync_to_async(selectors.product_get)(sku=sku) for sku in skus]


@dataclass(frozen=True)
class Story:
    """The 4-visit scenario in one catalogue's words."""

    colour: str  # disliked in visit 1, liked again in visit 3
    ask: str  # visit 2
    ask_again: str  # visit 4
    subtype: str


STORIES = {
    "shipped": Story("yellow", "show me some jackets", "jackets please", "Jackets"),
    "supplier": Story("charcoal", "show me some polo shirts", "polo shirts please", "Polo Shirts"),
}


def search_arguments(turn) -> dict:
    (call,) = [c for c in turn.tool_calls if c["name"] == "search_products"][:1]
    return json.loads(call["arguments"])


async def test_multi_visit_scenario(browser, am, offline_model, any_catalogue):
    story = STORIES[any_catalogue.name]
    await browser.sign_in(unique_name("Robin"))
    await browser.page()

    # Visit 1: two facts, judged offline after the answer (M4.1).
    reply, turn = await visit(browser, f"I wear size M and I can't stand {story.colour}")
    assert turn.facts == ["The shopper wears size M.", f"The shopper dislikes {story.colour}."]
    assert reply.session_id == "session1"
    await sync_to_async(am.wait_idle)()

    # Visit 2: a new session; the facts fill size and colour.
    reply, turn = await visit(browser, story.ask)
    assert reply.session_id == "session2"
    assert turn.recalled["facts"] >= 2
    products = await linked_products(reply)
    for product in products:
        assert product.subtype == story.subtype
        assert product.stock.get("M", 0) > 0
        assert product.colour != story.colour
    arguments = search_arguments(turn)
    assert arguments["size"] == "M" and story.colour in arguments["exclude_colours"]
    text = html.unescape(re.sub(r"<[^>]+>", " ", reply.final_bubble))
    assert not MEMORY_TALK.search(text), text  # M8.1
    assert not MEMORY_TALK.search(html.unescape(reply.streamed))

    # Visit 3: the shopper changes their mind.
    reply, turn = await visit(browser, f"actually I like {story.colour} now")
    assert turn.facts == [f"The shopper likes {story.colour}."]
    assert "/products/" not in reply.final_bubble  # a statement, not a search
    await sync_to_async(am.wait_idle)()

    # Visit 4: the newest fact wins (M8.2): the colour is allowed again, the size still holds.
    reply, turn = await visit(browser, story.ask_again)
    assert reply.session_id == "session4"
    products = await linked_products(reply)
    assert all(p.subtype == story.subtype and p.stock.get("M", 0) > 0 for p in products)
    assert any(p.colour == story.colour for p in products)
    assert story.colour not in search_arguments(turn).get("exclude_colours", [])
    text = html.unescape(re.sub(r"<[^>]+>", " ", reply.final_bubble))
    assert not MEMORY_TALK.search(text), text
    await flush_ops()


async def test_follow_up_in_the_same_conversation(browser, am, offline_model, catalogue):
    """ "the black one, do you have it in M?" resolves against this conversation's products."""
    await browser.sign_in(unique_name("Sam"))
    await browser.page()
    panel = await browser.socket()
    first = await panel.ask("men's denim jackets please")
    await wait_for_turn("men's denim jackets please")
    black = [p for p in await linked_products(first) if p.colour == "black"]
    assert len(black) == 1  # one black product named: "the black one" is unambiguous

    reply = await panel.ask("the black one, do you have it in M?")

    turn = await wait_for_turn("the black one, do you have it in M?")
    assert turn.tool_calls[0]["name"] == "get_product"
    (sku,) = HREF.findall(reply.final_bubble)
    assert sku == black[0].sku
    product = await sync_to_async(selectors.product_get)(sku=sku)
    in_stock = product.stock.get("M", 0) > 0
    assert ("is in stock in size M" in reply.final_bubble) == in_stock
    await panel.close()
    await flush_ops()


async def test_signed_out_visitor_gets_the_offline_model_without_memory(
    browser, am, offline_model, catalogue
):
    """M1.1: the same model, no recall; the judge is not even asked."""
    await browser.page()
    panel = await browser.socket()
    reply = await panel.ask("women's jackets in M, not yellow")
    products = await linked_products(reply)
    assert all(p.department == "Women" and p.colour != "yellow" for p in products)
    turn = await wait_for_turn("women's jackets in M, not yellow")
    assert turn.facts == [] and turn.recalled == {}
    await panel.close()
    await flush_ops()
