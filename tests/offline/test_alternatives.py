"""Words that ask for alternatives are no search terms (issue 11 items 1-2; M4.2, M8.2).

"I can't stand navy, anything else in M?" once searched for products matching "else" and
answered "Sorry, I couldn't find anything not in navy, matching “else”, with size M ...".
"else", "other(s)", "another", "anything", "something", "more" ask for more of the same search:
a follow-up refines the earlier search, a first message asks what to look for, and a dislike
stated with such a question is still a fact. This holds on every test catalogue, and words of
a catalogue's own that are such words (a brand, a tag) are still read.

The policy tests call `decide` with each catalogue file's vocabulary; the last tests run the
real agent loop and tools over the imported catalogues.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from asgiref.sync import async_to_sync

from assistant.agent import SYSTEM_PROMPT, run_agent
from assistant.offline.decide.agent import decide
from assistant.offline.decide.judge import judge
from assistant.offline.read.request import parse_request
from assistant.offline.words.catalogue import SHIPPED_CATALOGUE, file_vocabulary
from memory.rendering import CONVERSATION_HEADING, FACTS_HEADING, MEMORY_CONTEXT_HEADING
from shop import selectors

CATALOGUES = Path(__file__).resolve().parents[1] / "catalogues"
FILES = {
    "shipped": SHIPPED_CATALOGUE,
    "supplier": CATALOGUES / "supplier.json",
    "outdoor": CATALOGUES / "outdoor.json",
}
# An earlier search on each catalogue, and the subtype it finds.
EARLIER = {
    "shipped": ("show me jackets", "Jackets"),
    "supplier": ("gents' polo shirts", "Polo Shirts"),
    "outdoor": ("rain jackets for adults", "Rain jackets"),
}
FILLER = {"else", "other", "others", "another", "anything", "something", "more", "alternatives"}
TOOLS = {"search_products", "get_product"}
HREF_START = "](/products/"


def context(*lines: str, facts: tuple[str, ...] = ()) -> str:
    """A memory suffix in memory_context()'s shape (M7): recalled facts, this conversation."""
    parts = [MEMORY_CONTEXT_HEADING, "Rules: ..."]
    if facts:
        parts.append("\n".join([FACTS_HEADING, *(f"- [2026-05-01 10:00] {f}" for f in facts)]))
    if lines:
        parts.append("\n".join([CONVERSATION_HEADING, *lines]))
    return "\n\n".join(parts)


def decide_on(catalogue: str, message: str, memory: str = ""):
    system = "\n\n".join([SYSTEM_PROMPT, memory]) if memory else SYSTEM_PROMPT
    messages = [{"role": "system", "content": system}, {"role": "user", "content": message}]
    return decide(messages, TOOLS, file_vocabulary(FILES[catalogue]))


def after_earlier_search(catalogue: str, message: str):
    earlier, _subtype = EARLIER[catalogue]
    memory = context(f"Shopper: {earlier}", "Assistant: Here are some: [X](/products/X/)")
    return decide_on(catalogue, message, memory)


def query_words(arguments: dict) -> set[str]:
    return set(str(arguments.get("query", "")).split())


def absent_colour(catalogue: str, refinement: dict) -> bool:
    """Whether the refinement names a colour the catalogue has nothing near: the answer says
    so, never a search that would show other colours (issue 18 item 2)."""
    colour = refinement.get("colour")
    return bool(colour) and file_vocabulary(FILES[catalogue]).catalogue_colour(colour) is None


def searches_colour(arguments: dict, catalogue: str, name: str) -> bool:
    """Whether the search asks for colour `name`: the catalogue's nearest colour, or the free
    text where the catalogue has none near it."""
    nearest = file_vocabulary(FILES[catalogue]).catalogue_colour(name)
    return arguments.get("colour") == nearest if nearest else name in query_words(arguments)


@pytest.mark.parametrize("catalogue", sorted(FILES))
@pytest.mark.parametrize(
    ("message", "refinement"),
    [
        ("anything else in M?", {"size": "M"}),
        ("I can't stand navy, anything else in M?", {"size": "M"}),
        ("something else in black?", {"colour": "black"}),
        ("what else do you have under 50 EUR?", {"max_price": 50}),
        ("got any alternatives in L?", {"size": "L"}),
        ("do you have another one under 50 EUR?", {"max_price": 50}),
        ("any others in L?", {"size": "L"}),
    ],
)
def test_a_follow_up_asking_for_alternatives_refines_the_earlier_search(
    catalogue, message, refinement
):
    """M8.2: the follow-up keeps the earlier search's product and adds its own constraint;
    no filler word becomes free text (which made the search find nothing)."""
    decision = after_earlier_search(catalogue, message)
    if absent_colour(catalogue, refinement):
        return
    assert decision.tool is not None, decision.content
    name, arguments = decision.tool
    assert name == "search_products"
    assert arguments.get("subtype") == EARLIER[catalogue][1], arguments
    assert not query_words(arguments) & FILLER, arguments
    for key, value in refinement.items():
        if key == "colour":
            assert searches_colour(arguments, catalogue, value), arguments
        else:
            assert arguments.get(key) == value, arguments


@pytest.mark.parametrize("catalogue", sorted(FILES))
@pytest.mark.parametrize(
    ("message", "asks"),
    [
        ("anything else in M?", "with size M in stock"),
        ("I can't stand navy, anything else in M?", "with size M in stock"),
        ("what else do you have under 50 EUR?", "up to 50.00 EUR"),
        ("anything else?", "What kind of item are you looking for"),
        ("show me others", "What kind of item are you looking for"),
        ("any more?", "What kind of item are you looking for"),
    ],
)
def test_a_first_message_asking_for_alternatives_asks_what_to_look_for(catalogue, message, asks):
    """With nothing searched before, there is no product to refine: one clarifying question
    that keeps what the shopper did say, never a search for "else"."""
    decision = decide_on(catalogue, message)
    assert decision.tool is None, decision.tool
    assert asks in decision.content and "else" not in decision.content, decision.content


@pytest.mark.parametrize("catalogue", sorted(FILES))
def test_a_first_message_with_something_to_search_for_searches_for_it(catalogue):
    """ "something else in black?" searches for black things, "any other jackets?" for jackets
    (the catalogue's jackets, or the free text "jacket" where it has no such subtype)."""
    decision = decide_on(catalogue, "something else in black?")
    if absent_colour(catalogue, {"colour": "black"}):
        assert "nothing in the shop comes in that colour" in decision.content, decision
        decision = decide_on(catalogue, "something else in slate?")  # one it has
        _name, arguments = decision.tool
        assert arguments.get("colour") == "slate", arguments
    else:
        _name, arguments = decision.tool
        assert searches_colour(arguments, catalogue, "black") and set(arguments) <= {
            "colour",
            "query",
            "limit",
        }, arguments
    assert not query_words(arguments) & FILLER, arguments
    _name, arguments = decide_on(catalogue, "any other jackets?").tool
    named = f"{arguments.get('subtype', '')} {arguments.get('query', '')}".lower()
    assert "jacket" in named and not query_words(arguments) & FILLER, arguments


@pytest.mark.parametrize("catalogue", sorted(FILES))
@pytest.mark.parametrize(
    ("message", "fact"),
    [
        ("I can't stand navy, anything else in M?", "The shopper dislikes navy."),
        ("I hate navy, something else?", "The shopper dislikes navy."),
        ("I wear M, anything else?", "The shopper wears size M."),
    ],
)
def test_a_fact_stated_with_a_question_for_alternatives_is_kept(catalogue, message, fact):
    """M4.2: the statement before "anything else ...?" is a durable fact; M4.3: the
    question itself states none."""
    assert [f["fact"] for f in judge(message, file_vocabulary(FILES[catalogue]))] == [fact]


def test_a_catalogues_own_words_are_still_read(tmp_path):
    """The filler words leave only the free text: a brand or tag of the catalogue's own that
    is such a word is still read, and longer words that begin with one stay search terms."""
    records = json.loads(FILES["supplier"].read_text(encoding="utf-8"))
    records[0] = {**records[0], "brand": "Another Label", "tags": ["alternative"]}
    path = tmp_path / "catalogue.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    vocab = file_vocabulary(path)
    assert parse_request("anything by Another Label in M?", vocab).brand == "Another Label"
    assert parse_request("alternative polo shirts", vocab).tag == "alternative"
    assert parse_request("anything else from Elsewhere Studio?", vocab).query == (
        "elsewhere studio"
    )


# --- through the real agent loop and tools ---------------------------------------------------


def ask(message: str, memory: str = ""):
    async def ignore(_delta: str) -> None:
        return None

    return async_to_sync(run_agent)(message=message, memory_context=memory, on_delta=ignore)


def assert_refined(catalogue: str, facts: tuple[str, ...] = ()) -> None:
    earlier, subtype = EARLIER[catalogue]
    first = ask(earlier, context(facts=facts))
    lines = [f"Shopper: {earlier}", "Assistant: " + first.text.replace("\n", "\n  ")]
    result = ask("I can't stand navy, anything else in M?", context(*lines, facts=facts))
    assert not result.error, result.error
    searches = [json.loads(c["arguments"]) for c in result.tool_calls]
    assert searches and all(not query_words(s) & FILLER for s in searches), searches
    assert searches[0]["subtype"] == subtype and searches[0]["size"] == "M", searches
    assert "Sorry" not in result.text and "else" not in result.text, result.text
    skus = [part.split("/")[0] for part in result.text.split(HREF_START)[1:]]
    assert skus, result.text
    for sku in skus:
        product = selectors.product_get(sku=sku)
        assert product.subtype == subtype and product.colour != "navy", sku
        assert product.stock.get("M", 0) > 0, (sku, product.stock)


@pytest.mark.django_db(transaction=True)  # the tools run in worker threads
def test_the_reported_message_refines_the_search_on_every_catalogue(any_catalogue, offline_model):
    """The reported bug, signed out (the conversation only) and signed in (a recalled fact
    too, M8.2): jackets (or the catalogue's own product) in M, none navy, none "else"."""
    assert_refined(any_catalogue.name)
    assert_refined(any_catalogue.name, facts=("The shopper dislikes yellow.",))


@pytest.mark.django_db(transaction=True)
def test_the_reported_message_on_the_outdoor_catalogue(outdoor_catalogue, offline_model):
    assert_refined("outdoor")


@pytest.mark.parametrize("catalogue", sorted(FILES))
@pytest.mark.parametrize("opening", ["anything else but", "something else but", "anything but"])
def test_anything_else_but_a_colour_excludes_that_colour(catalogue, opening):
    """QA: "anything else but orange?" searched for orange (the exclusion cue allowed
    "anything but" only)."""
    colour = file_vocabulary(FILES[catalogue]).catalogue_colours[0]
    decision = after_earlier_search(catalogue, f"{opening} {colour}?")
    assert decision.tool is not None, decision.content
    _name, arguments = decision.tool
    assert colour in [c.lower() for c in arguments.get("exclude_colours", [])], arguments
    assert (arguments.get("colour") or "").lower() != colour, arguments
