"""Colour preferences mid-conversation and across visits (issue 6 item 3, M8.2; QA bugs).

Bug 1: "actually I like yellow now" after a follow-up ("the black one, do you have it in M?")
searched black clothes of any type: the statement inherited the follow-up's colour and lost the
product. A pure statement re-runs the last real search (jackets), with the new preference and
never with an old colour it contradicts.

Bug 2: a liked colour recalled from memory became the only colour shown. It is a preference, not
a filter: the search keeps every colour (but still excludes disliked ones) and the answer lists
the liked colour first. A colour asked for in the message still filters.
"""

from __future__ import annotations

import json
import re

import pytest
from asgiref.sync import sync_to_async

from assistant import agent as assistant_agent
from assistant.offline.decide.agent import decide
from assistant.offline.reply.replies import pick
from assistant.offline.words.catalogue import file_vocabulary
from memory.rendering import CONVERSATION_HEADING, FACTS_HEADING, MEMORY_CONTEXT_HEADING
from shop import selectors

TOOLS = {"search_products", "get_product"}
JACKETS = {"type": "Outerwear", "subtype": "Jackets"}
LINK = re.compile(r"\[([^\]]+)\]\(/products/([^/)]+)/\)")
EARLIER = "2026-05-01 14:03"
TODAY = "2026-11-30 09:00"
VISIT_1_FACTS = [(EARLIER, "The shopper wears size M."), (EARLIER, "The shopper dislikes yellow.")]


def search(**arguments):
    return ("search_products", {**arguments, "limit": 10})


def _indented(text: str) -> str:
    return "\n  ".join(line.rstrip() for line in text.strip().splitlines())


def memory_context(facts=(), exchanges=()) -> str:
    """A memory suffix in memory_context()'s documented shape (M7, M8): dated facts, then this
    conversation's exchanges verbatim ("Shopper:" / "Assistant:", continuation lines indented)."""
    sections = [MEMORY_CONTEXT_HEADING, "Rules: ..."]
    if facts:
        sections.append("\n".join([FACTS_HEADING, *(f"- [{d}] {f}" for d, f in facts)]))
    if exchanges:
        lines = []
        for shopper, assistant in exchanges:
            lines += [f"Shopper: {_indented(shopper)}", f"Assistant: {_indented(assistant)}"]
        sections.append("\n".join([CONVERSATION_HEADING, *lines]))
    return "\n\n".join(sections)


def ask(message, facts=(), exchanges=()):
    messages = [
        {
            "role": "system",
            "content": assistant_agent.system_prompt(memory_context(facts, exchanges)),
        },
        {"role": "user", "content": message},
    ]
    return decide(messages, TOOLS, file_vocabulary())


JACKETS_ANSWER = (
    "Here are 3 jackets with size M in stock:\n\n"
    "- [Trailhead Waterproof Jacket](/products/M-OUT-041-NVY/) \u2014 navy, Kestrel Outdoor, 189.00 EUR\n"
    "- [Classic Denim Jacket](/products/M-OUT-043-BLK/) \u2014 black, Kestrel Outdoor, 95.00 EUR\n"
    "- [Cropped Tweed Jacket](/products/W-OUT-044-PNK/) \u2014 pink, Velmora, 219.00 EUR\n\n"
    "Ask me about any of them for sizes and stock."
)
BLACK_ANSWER = (
    "Yes: [Classic Denim Jacket](/products/M-OUT-043-BLK/) in black is in stock in size M "
    "for 95.00 EUR."
)
BUG_1 = [
    ("show me some jackets", JACKETS_ANSWER),
    ("the black one, do you have it in M?", BLACK_ANSWER),
]


# --- bug 1: a statement after a follow-up --------------------------------------------------

STATEMENTS_AFTER_A_FOLLOW_UP = [
    # The exact sequence: jackets, the black one in M, then a liked colour (visit-1 facts).
    ("actually I like yellow now", VISIT_1_FACTS, BUG_1, search(**JACKETS, size="M")),
    ("I like yellow", VISIT_1_FACTS, BUG_1, search(**JACKETS, size="M")),
    ("actually I like yellow now", (), BUG_1, search(**JACKETS)),
    # Other statements re-run the jackets search too, never the follow-up's colour.
    ("I can't stand pink", VISIT_1_FACTS, BUG_1, search(**JACKETS, exclude_colours=["yellow", "pink"], size="M")),
    ("I wear size L", VISIT_1_FACTS, BUG_1, search(**JACKETS, exclude_colours=["yellow"], size="L")),
    # A real search that asked for a colour: liking another one drops it (newest wins) ...
    (
        "actually I like yellow now",
        (),
        [("black jackets in M", JACKETS_ANSWER)],
        search(**JACKETS, size="M"),
    ),
    # ... and an exclusion the statement contradicts is dropped, other exclusions stay.
    (
        "actually I like yellow now",
        (),
        [("jackets, not yellow or orange", JACKETS_ANSWER)],
        search(**JACKETS, exclude_colours=["orange"]),
    ),
    # A disliked colour the search asked for is never searched again.
    (
        "I can't stand black",
        (),
        [("black jackets", JACKETS_ANSWER)],
        search(**JACKETS, exclude_colours=["black"]),
    ),
    # A size stated now beats the one the search asked for (M8.2).
    ("I wear L actually", (), [("jackets in M", JACKETS_ANSWER)], search(**JACKETS, size="L")),
    # Refinements fold: jackets, then green, then a size statement keeps both.
    (
        "I wear size L",
        (),
        [("show me some jackets", JACKETS_ANSWER), ("in green?", JACKETS_ANSWER)],
        search(**JACKETS, colour="green", size="L"),
    ),
]  # fmt: skip


@pytest.mark.parametrize(
    ("message", "facts", "exchanges", "expected"), STATEMENTS_AFTER_A_FOLLOW_UP
)
def test_a_statement_re_runs_the_last_real_search(message, facts, exchanges, expected):
    decision = ask(message, facts, exchanges)
    assert decision.content is None
    assert decision.tool == expected


def test_a_statement_in_a_new_conversation_is_acknowledged():
    decision = ask("actually I like yellow now", VISIT_1_FACTS)
    assert decision.tool is None
    assert decision.content.startswith("Got it: yellow is in.")


async def turn(message: str, facts, exchanges) -> assistant_agent.AgentResult:
    async def on_delta(_text: str) -> None:
        return None

    result = await assistant_agent.run_agent(
        message=message, memory_context=memory_context(facts, exchanges), on_delta=on_delta
    )
    assert result.error == ""
    return result


def search_calls(result) -> list[dict]:
    return [json.loads(c["arguments"]) for c in result.tool_calls if c["name"] == "search_products"]


async def product(sku: str):
    return await sync_to_async(selectors.product_get)(sku=sku)


@pytest.mark.django_db(transaction=True)
async def test_bug_1_sequence_through_the_agent_loop(settings, catalogue):
    """Signed in with visit 1's facts: jackets, the black one in M, then "I like yellow now"."""
    settings.ASSISTANT_MODEL = "offline"
    exchanges: list[tuple[str, str]] = []

    first = await turn("show me some jackets", VISIT_1_FACTS, exchanges)
    assert search_calls(first)[0] == {
        **JACKETS,
        "exclude_colours": ["yellow"],
        "size": "M",
        "limit": 10,
    }
    black = [sku for _, sku in LINK.findall(first.text) if (await product(sku)).colour == "black"]
    assert len(black) == 1, first.text
    exchanges.append(("show me some jackets", first.text))

    second = await turn("the black one, do you have it in M?", VISIT_1_FACTS, exchanges)
    assert second.tool_calls[0]["name"] == "get_product"
    assert json.loads(second.tool_calls[0]["arguments"]) == {"sku": black[0]}
    exchanges.append(("the black one, do you have it in M?", second.text))

    third = await turn("actually I like yellow now", VISIT_1_FACTS, exchanges)
    assert third.text.startswith("Got it: yellow is in.")
    for arguments in search_calls(third):
        assert arguments.get("colour") != "black"
        assert "yellow" not in arguments.get("exclude_colours", [])
        assert arguments["subtype"] == "Jackets" and arguments["size"] == "M"
    header = third.text.split("\n")[0]
    assert "in black" not in header and "jackets" in header
    products = [await product(sku) for _, sku in LINK.findall(third.text)]
    assert products
    assert all(p.subtype == "Jackets" and p.stock.get("M", 0) > 0 for p in products)
    assert products[0].colour == "yellow"  # the new preference comes first


# --- bug 2: a liked colour orders, it does not filter --------------------------------------

VISIT_4_FACTS = [*VISIT_1_FACTS, (TODAY, "The shopper likes yellow.")]


def test_visit_4_searches_every_colour_in_size_m():
    assert ask("jackets please", VISIT_4_FACTS).tool == search(**JACKETS, size="M")


def test_a_colour_asked_for_still_filters():
    assert ask("yellow jackets", VISIT_4_FACTS).tool == search(**JACKETS, colour="yellow", size="M")


def test_a_disliked_colour_stays_excluded_until_liked_again():
    facts = [(EARLIER, "The shopper likes yellow."), (TODAY, "The shopper dislikes yellow.")]
    assert ask("jackets please", facts).tool == search(**JACKETS, exclude_colours=["yellow"])


def _product(sku, name, colour):
    return {"sku": sku, "name": name, "colour": colour, "price_eur": "10.00"}


def test_liked_colours_come_first_in_the_answer():
    products = [
        _product("A-BLK", "Alpha", "black"),
        _product("B-NVY", "Beta", "navy"),
        _product("B-YLW", "Beta", "yellow"),
        _product("C-RED", "Gamma", "red"),
    ]
    chosen = pick(products, ["yellow"])
    assert [p["sku"] for p, _ in chosen] == ["B-YLW", "A-BLK", "C-RED"]
    assert chosen[0][1] == ["navy"]  # the other colourway folds into the line
    assert [p["sku"] for p, _ in pick(products)] == ["A-BLK", "B-NVY", "C-RED"]


@pytest.mark.django_db(transaction=True)
async def test_visit_4_shows_yellow_first_and_other_colours_too(settings, catalogue):
    settings.ASSISTANT_MODEL = "offline"
    result = await turn("jackets please", VISIT_4_FACTS, ())
    # The search is every jacket in M; with more matches than one page, the liked colour is
    # fetched on its own so that its products lead the answer.
    main, *fetched = search_calls(result)
    assert main == {**JACKETS, "size": "M", "limit": 10}
    assert fetched in ([], [{**main, "colour": "yellow"}])
    products = [await product(sku) for _, sku in LINK.findall(result.text)]
    assert all(p.subtype == "Jackets" and p.stock.get("M", 0) > 0 for p in products)
    colours = [p.colour for p in products]
    assert colours[0] == "yellow", result.text
    assert any(c != "yellow" for c in colours), result.text  # allowed again, not the only one
    assert "yellow first" in result.text
    assert not re.search(r"\b(remember|memory|earlier|before|last time)\b", result.text, re.I)


def _rounds(message, facts, results):
    """The messages after `message` when the model called search_products with each
    (arguments, result) of `results` in turn."""
    messages = [
        {"role": "system", "content": assistant_agent.system_prompt(memory_context(facts))},
        {"role": "user", "content": message},
    ]
    for number, (arguments, result) in enumerate(results):
        call = {
            "id": f"call_{number}",
            "type": "function",
            "function": {"name": "search_products", "arguments": json.dumps(arguments)},
        }
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        messages.append(
            {"role": "tool", "tool_call_id": f"call_{number}", "content": json.dumps(result)}
        )
    return messages


def test_a_partial_page_fetches_the_liked_colour_then_lists_it_first():
    main = search(**JACKETS, size="M")[1]
    page = {
        "total": 12,
        "products": [_product("A-BLK", "Alpha", "black"), _product("B-NVY", "Beta", "navy")],
    }
    decision = decide(
        _rounds("jackets please", VISIT_4_FACTS, [(main, page)]), TOOLS, file_vocabulary()
    )
    assert decision.tool == ("search_products", {**main, "colour": "yellow"})

    fetched = {"total": 1, "products": [_product("C-YLW", "Gamma", "yellow")]}
    rounds = [(main, page), ({**main, "colour": "yellow"}, fetched)]
    answer = decide(
        _rounds("jackets please", VISIT_4_FACTS, rounds), TOOLS, file_vocabulary()
    ).content
    assert [sku for _, sku in LINK.findall(answer)] == ["C-YLW", "A-BLK", "B-NVY"]
    assert "12 jackets with size M in stock (yellow first)" in answer

    # No yellow at all: the page is answered as it is, nothing relaxed or re-searched.
    rounds = [(main, page), ({**main, "colour": "yellow"}, {"total": 0, "products": []})]
    decision = decide(_rounds("jackets please", VISIT_4_FACTS, rounds), TOOLS, file_vocabulary())
    assert decision.tool is None
    assert [sku for _, sku in LINK.findall(decision.content)] == ["A-BLK", "B-NVY"]
    assert "yellow" not in decision.content
