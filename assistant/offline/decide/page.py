"""The product page the shopper is on (issue 19 item 4, offline side; M8.3).

When the system prompt names the page's product (`assistant.page_context.page_line`), "it",
"this" and "this one" mean that product: the model looks it up with `get_product` (price,
sizes and stock only come from the tool, M8.3) and answers for it ("do you have it in L?" in
L). "Anything like this in navy?" looks it up first, then searches products of its type and
subtype with the message's own constraints (navy).
"""

from __future__ import annotations

import re
from typing import Any

from assistant.offline.read.conversation import Conversation, ToolRound
from assistant.offline.read.message import Reading, read_message
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

_THIS = re.compile(r"\b(?:it|its|it's|this|that|these|those)\b")
SIMILAR = re.compile(
    r"\b(?:like\s+(?:this|it|that)(?:\s+one)?|similar|something\s+like|alternatives?\s+to|"
    r"other\s+(?:ones?|colou?rs?|versions?)\s+(?:of|like)\s+(?:this|it))\b"
)


def page_product(conversation: Conversation, reading: Reading) -> str | None:
    """The page's SKU when the message refers to it, else None (no page, or the message is
    about something else). It refers to it by "it/this" ("is it waterproof?", "anything like
    this in navy?"), or by asking only a size or a colour ("and in XS?", "what about M?", "in
    yellow?"): on a product page, a size or colour with no product named is that product's."""
    if not conversation.page:
        return None
    text = reading.normalised
    if _THIS.search(text) or SIMILAR.search(text):
        return conversation.page
    request = reading.request
    sized = request.size or any(a.kind == "size" for a in reading.atoms)  # "what about M?"
    only_a_variant = (sized or request.colours) and not (
        request.names_product or request.department
    )
    return conversation.page if only_a_variant else None


def _other_colour(product: dict[str, Any], colours: list[str], vocab: Vocabulary) -> bool:
    """True when the message asks for a colour the looked-up product is not in."""
    own = (product.get("colour") or "").casefold()
    return bool(colours) and all(
        (vocab.catalogue_colour(c) or c).casefold() != own for c in colours
    )


def similar_search(
    conversation: Conversation, looked_up: ToolRound, vocab: Vocabulary
) -> dict[str, Any] | None:
    """The search for products like the page's, once it was looked up: its type and subtype
    with the message's own colour, size, budget; None when the message asks for no similar
    products and no other colour than the product's, or the lookup failed."""
    product = looked_up.result or {}
    if not product.get("sku") or any(r.name == "search_products" for r in conversation.rounds):
        return None
    request = read_message(conversation.message, vocab).request
    # "anything like this?", or "do you have this in yellow?" on a green one: its kind in yellow.
    asked_other_colour = _other_colour(product, request.colours, vocab)
    if not (SIMILAR.search(normalise(conversation.message)) or asked_other_colour):
        return None
    arguments: dict[str, Any] = {k: product[k] for k in ("type", "subtype") if product.get(k)}
    if request.colours:
        colour = vocab.catalogue_colour(request.colours[0])
        arguments["colour"] = colour or request.colours[0]
    if request.size:
        arguments["size"] = request.size
    for key in ("min_price", "max_price"):
        if (value := getattr(request, key)) is not None:
            arguments[key] = float(value)
    if request.brand:
        arguments["brand"] = request.brand
    arguments["limit"] = 10
    return arguments
