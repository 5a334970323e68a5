"""The offline model's policy: from the messages to a tool call or an answer (issues 6, 11).

`decide(messages, tool_names, vocab)` is a pure function of its inputs (deterministic):

1. The shopper's message is the last message and no tool result follows it: answer a question
   about what the shopper said from the recalled facts and earlier visits (M8.1); look up a
   SKU or a product named earlier (`get_product`); or read the request, fill what it leaves
   open from standing preferences (M8.2) and call `search_products`; or ask one clarifying
   question when nothing can be searched for. A statement alone re-runs the last search only
   when it bears on it ("actually I like yellow now" after jackets, not "my size is M" after
   sneakers).
2. Tool results follow: answer from them only (M8.3, M8.4). When a search found nothing, drop
   one constraint at a time in the stated order (planning.RELAX_ORDER) and say which one was
   dropped. When it found more than one page and the shopper likes a colour, fetch that colour
   too, to list it first.

It never says it remembers anything or that memories exist (M8.1).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from assistant.offline.decide import (
    fitting,
    named,
    ordering,
    others,
    page,
    planning,
    plans,
    recollection,
)
from assistant.offline.decide.chat import ABOUT_YOU, OUT_OF_SCOPE, THANKS, not_a_search
from assistant.offline.decide.polarity import taste_answer
from assistant.offline.read.conversation import Conversation, Link, ToolRound, read_conversation
from assistant.offline.read.facts import Preferences
from assistant.offline.read.followups import reference_re, resolve_reference
from assistant.offline.read.message import read_message
from assistant.offline.read.questions import question_kind
from assistant.offline.read.request import Request
from assistant.offline.read.unstocked import unstocked_brands
from assistant.offline.reply import phrases, product, replies
from assistant.offline.words.vocabulary import Vocabulary
from shop.sizes import matching_labels

SEARCH = "search_products"
_NAMED_BY = ("type", "subtype", "brand", "tag", "colour")  # what names a product besides text
GET = "get_product"

# A SKU as shops write them (W-DRE-031-RED, GP-001: no size label such as UK-10), or any code
# after the word "SKU" ("SKU 40011").
_SKU = re.compile(
    r"\b[A-Z]{1,3}(?:-[A-Z0-9]{2,8}){2,4}\b|\b(?!(?:UK|US|EU|IT|FR|JP|AU)-)[A-Z]{1,3}-\d{2,8}\b|"
    r"(?i:\bsku\s*[#:]?\s*)([A-Za-z0-9][\w.-]{1,63})"
)
_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|howdy|yo)\b[\s!.,]*"
    r"(?:there|again)?[\s!.,]*$"
)
# "What colours do you have?", "which brands do you sell?": answered from the catalogue's own
# taxonomy (its facets), not from any memory.
_CATALOGUE_QUESTION = re.compile(
    r"^\s*(?:so\s+)?(?:what|which)\s+(colou?rs|brands|kinds\s+of\s+(?:things|clothes|products))"
    r"\s+(?:do\s+you\s+(?:have|sell|stock|carry)|are\s+there|can\s+i\s+(?:get|choose))\b[^a-z]*$"
)


@dataclass
class Decision:
    """What the model does: `tool` (name, arguments) or `content` (the answer, Markdown)."""

    content: str | None = None
    tool: tuple[str, dict[str, Any]] | None = None


def decide(messages: list[Any], tool_names: set[str], vocab: Vocabulary) -> Decision:
    """The model's next move for `messages` when it may call the tools in `tool_names`."""
    conversation = read_conversation(messages)
    if conversation.rounds:
        return _after_tools(conversation, tool_names, vocab)
    message = conversation.message
    reading = read_message(message, vocab)  # the one reading of the message (read.message)
    text = reading.normalised
    hello = f"Hello! {replies.SELF}. What are you looking for ({replies.guide(vocab)})?"
    if not text or _GREETING.match(text):
        return Decision(content=hello)
    # the shopper known, nothing else said in this chat (read.questions)
    remembered = bool(conversation.facts or conversation.visits)
    remembered = remembered and not (conversation.assistant_turns or conversation.page)
    about = named.asks_of_visit(conversation, reading) or others.asks_of_named(conversation, vocab)
    kind = question_kind(reading, remembered)
    if kind not in (None, "all", "occasion") and remembered and not reading.atoms:
        kind = plans.asks_of_plan(conversation, text, vocab) or kind  # "and the hen?": the plan
    if kind := kind or about:
        prefs = planning.preferences(conversation, vocab, asked=True)
        return Decision(phrases.spoken_dates(recollection.answer(kind, conversation, prefs, vocab)))
    if conversation.facts and (taste := taste_answer(conversation, text, vocab)):
        return Decision(content=taste)  # "would I wear a pink shirt?" with pink avoided
    if match := _CATALOGUE_QUESTION.match(text):
        return Decision(content=replies.catalogue_answer(match.group(1), vocab))
    if (sku := _SKU.search(message)) and GET in tool_names:  # "show me W-DRE-031-RED"
        return Decision(tool=(GET, {"sku": sku.group(1) or sku.group(0)}))
    reference = resolve_reference(message, conversation.assistant_turns, vocab)
    sku = None if isinstance(reference, Link) else page.page_product(conversation, reading)
    if sku and GET in tool_names:  # "it", "this": the product of the page the shopper is on
        return Decision(tool=(GET, {"sku": sku}))
    if isinstance(reference, Link) and GET in tool_names:
        return Decision(tool=(GET, {"sku": reference.sku}))
    if isinstance(reference, list) and reference:
        names = ", ".join(link.name for link in reference[:6])
        return Decision(content=f"Which one do you mean: {names}?")

    request, atoms = planning.request_for(conversation, vocab)
    if (
        reference is None
        and not request.names_product
        and not any(conversation.assistant_turns)
        and reference_re(vocab).search(text)
        and not reading.states_only  # "Yellow? Hate it.": "it" is the colour
    ):
        return Decision(
            content="Which product do you mean? Tell me its name, or what you're looking for."
        )
    if request.free_text_only and not atoms:  # "I mostly wear Patagonia, never adidas": heard
        atoms = unstocked_brands(conversation.message, vocab, read_message)
    # "can you help me?", "what's your return policy?", "I'm going to a wedding in June": the
    # only words left to search for are chat around a question or a statement.
    chat = request.free_text_only and bool(
        atoms or ABOUT_YOU.search(text) or OUT_OF_SCOPE.search(text) or THANKS.match(text)
    )
    # "I'm going camping with the family": a tag ("family") left over names no search either
    chat = chat or bool(atoms and request.tag and not request.query and _only_tag(request))
    product_kind = request.type or request.subtype  # sizes each for its kind name no one search
    chat = chat or reading.states_only and (reading.sizes_apart or not product_kind)
    department_only = bool(request.department) and not (request.anchored or request.refines_more)
    if department_only and not (atoms or chat) and SEARCH in tool_names:
        # "juniors", "menswear": the department is what to show (QA, 2026-12-02)
        plan = planning.plan_search(request, planning.preferences(conversation, vocab), vocab)
        return Decision(tool=(SEARCH, plan.arguments))
    if not request.anchored or chat:
        return Decision(content=not_a_search(text, request, atoms, vocab))
    if SEARCH not in tool_names:
        return Decision(content="Sorry, I can't search the catalogue right now. Please try again.")
    plan = planning.plan_search(request, planning.preferences(conversation, vocab), vocab)
    children = request.no_range or (vocab.no_children and request.size_kind == "age")
    if children:  # "a coat for my son", "jeans for a 10 year old" in a shop of adults' clothes
        return Decision(content=product.no_range(plan.arguments, vocab))
    sizes = vocab.sizes_of(request.type, request.subtype)
    asked = plan.arguments.get("size") if request.size else None
    if asked and sizes and not matching_labels(str(asked), sizes):  # "shoes in size 14"
        return Decision(content=product.absent_size(str(asked), sizes, plan.arguments))
    absent = [c for c in request.colours if vocab.catalogue_colour(c) is None]
    if absent and len(absent) == len(request.colours):  # "tops in pink" where none is pink
        return Decision(content=product.absent_colour(absent, plan.arguments, vocab))
    return Decision(tool=(SEARCH, plan.arguments))


def _only_tag(request: Request) -> bool:
    return not (request.type or request.subtype or request.brand or request.colours or request.size)


def _after_tools(conversation: Conversation, tool_names: set[str], vocab: Vocabulary) -> Decision:
    reading = read_message(conversation.message, vocab)
    last = conversation.rounds[-1]
    sorry = "Sorry, I couldn't read the catalogue just now. Please try again."
    if last.result is None or not last.name:
        return Decision(content=sorry)
    if last.name == GET:
        if SEARCH in tool_names and (similar := page.similar_search(conversation, last, vocab)):
            return Decision(tool=(SEARCH, similar))  # "anything like this in navy?"
        return Decision(content=product.answer_product(last, reading.asked_size))
    searches = [r for r in conversation.rounds if r.name == SEARCH and r.result is not None]
    if not searches:
        return Decision(content=sorry)
    request, atoms = planning.request_for(conversation, vocab)
    prefs = planning.preferences(conversation, vocab)
    plan = planning.plan_search(request, prefs, vocab)
    asked_size = searches[0].arguments.get("size")
    for round_ in searches:
        if request.materials and round_.arguments.get("query"):
            # a material asked for is a constraint on what the search ranked
            _narrow(round_, lambda p: bool(planning.made_of([p], request.materials)))
        if query := round_.arguments.get("query"):
            # The hybrid search ranks every product, so only those that name a word of the
            # free text are what was asked for ("dressing gowns" in a shop without any:
            # nothing, said so, issue 18 item 2). Where a type, brand... names the products
            # too, the words only rank them when none names them.
            words = planning.query_words(str(query), vocab)
            named = any(key in round_.arguments for key in _NAMED_BY)
            if words:
                _narrow(round_, lambda p, w=words: planning.mentions(p, w), keep_all=named)
        if plan.size_fit and "size" not in round_.arguments:
            _narrow(round_, lambda p: fitting.fits_one_size(p, plan.size_fit, vocab))
        elif asked_size and "size" not in round_.arguments:  # the size was relaxed
            _narrow(
                round_,
                lambda p: fitting.compatible_after_relaxing(p, asked_size, vocab),
                set_aside=True,
            )
    products = (last.result or {}).get("products") or []
    if (bound := ordering.price_bound(reading.request.order, last)) and SEARCH in tool_names:
        return Decision(tool=(SEARCH, {**last.arguments, **bound}))
    liked: list[dict[str, Any]] = []
    if len(searches) >= 2 and _fetched_liked(searches[-2].arguments, last.arguments, prefs, vocab):
        # The last round fetched the liked colour for a search that had more matches than it
        # returned: answer that search, its liked products first.
        liked = [p for p in products if isinstance(p, dict) and p.get("sku")]
        searches = searches[:-1]
        last = searches[-1]
        products = (last.result or {}).get("products") or []
    elif products and SEARCH in tool_names:
        prefer = planning.preferred_colours(prefs, last.arguments, vocab)
        total = int((last.result or {}).get("total", len(products)) or 0)
        if prefer and total > len(products):
            return Decision(tool=(SEARCH, {**last.arguments, "colour": prefer[0]}))
    if not products and SEARCH in tool_names:
        first = searches[0].arguments
        order = planning.relaxations(first, plan.from_preferences, vocab)
        if reading.request.unsold:  # "winter coats" where none are sold: no hat for winter
            order = [k for k in order if k != "query"]
        tried = len(searches) - 1
        if tried < len(order):  # drop the next constraint alone (the others are restored)
            return Decision(tool=(SEARCH, {k: v for k, v in first.items() if k != order[tried]}))
    own = reading.request
    opening = f"Got it: {replies.understood(atoms)}." if atoms and not own.names_product else ""
    prefer = planning.preferred_colours(prefs, searches[-1].arguments, vocab)
    # A tag standing in for the occasion said ("weekend" searched as `casual`) is the shop's
    # guess, not what the shopper asked: products matching the rest are linked.
    soft = plan.from_preferences | {"query"} | ({"tag"} if own.tag_stands_in else set())
    nearest = bool(plan.substituted) and (
        searches[-1].arguments.get("colour") in plan.substituted.values()
    )
    dropped_nearest = bool(plan.substituted) and (
        "colour" in searches[0].arguments and "colour" not in searches[-1].arguments
    )
    unsold = _unsold(own, searches[-1])  # "coats" near blazers: named, never as matches
    if nearest or dropped_nearest:  # "black" searched as grey: said, whatever was found
        asked, used = next(iter(plan.substituted.items()))
        opening = f"Nothing comes in {asked} right now; the nearest colour here is {used}."
    elif unsold:
        opening = f"The shop doesn't sell {unsold}; these come nearest."
    return Decision(
        content=replies.answer_search(
            searches, vocab, prefer, opening, liked, soft, nearest or bool(unsold), own.order
        )
    )


def _unsold(request: Request, last: ToolRound) -> str:
    """The product word asked that no type of the shop is ("coats"), when no product found
    names it: what the search found is only near it in meaning (blazers), so it is named as
    the nearest, not linked as a match; "" otherwise."""
    products = [p for p in (last.result or {}).get("products") or [] if isinstance(p, dict)]
    stem = request.unsold.lower().rstrip("s")
    if not request.unsold or any(stem in str(p.get("name", "")).lower() for p in products):
        return ""
    return request.unsold


def _narrow(
    round_: ToolRound,
    keep: Callable[[dict[str, Any]], bool],
    set_aside: bool = False,
    keep_all: bool = False,
) -> None:
    """Narrow a search round's products to those `keep` accepts (a material asked for, a size
    the search could not filter on: planning.made_of, assistant.offline.decide.fitting). With
    `set_aside`, the others are kept on the round (`ToolRound.set_aside`) for the answer."""
    result = round_.result or {}
    products = [p for p in result.get("products") or [] if isinstance(p, dict)]
    kept = [p for p in products if keep(p)]
    if keep_all and not kept:  # `keep` was a preference only: all of them, then
        round_.ranked_only = bool(products)
        return
    if len(kept) < len(products):
        round_.result = {**result, "products": kept, "total": len(kept)}
        if set_aside:
            round_.set_aside = [p for p in products if p not in kept]


def _fetched_liked(
    search: dict[str, Any], fetch: dict[str, Any], prefs: Preferences, vocab: Vocabulary
) -> bool:
    """Whether `fetch` is `search` narrowed to a liked colour (see `_after_tools`)."""
    return (
        fetch.get("colour") in planning.preferred_colours(prefs, search, vocab)
        and {k: v for k, v in fetch.items() if k != "colour"} == search
    )
