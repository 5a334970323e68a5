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
from assistant.offline.read.request import parse_request
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

_THIS = re.compile(r"\b(?:it|its|it's|this|that|these|those)\b")
SIMILAR = re.compile(
    r"\b(?:like\s+(?:this|it|that)(?:\s+one)?|similar|something\s+like|alternatives?\s+to|"
    r"other\s+(?:ones?|colou?rs?|versions?)\s+(?:of|like)\s+(?:this|it))\b"
)


def page_product(conversation: Conversation, message: str) -> str | None:
    """The page's SKU when the message refers to it ("is it waterproof?", "anything like
    this in navy?"), else None (no page, or the message names no product by "it/this")."""
    if not conversation.page:
        return None
    text = normalise(message)
    return conversation.page if _THIS.search(text) or SIMILAR.search(text) else None


def similar_search(
    conversation: Conversation, looked_up: ToolRound, vocab: Vocabulary
) -> dict[str, Any] | None:
    """The search for products like the page's, once it was looked up: its type and subtype
    with the message's own colour, size, budget; None when the message asks for no similar
    products or the lookup failed."""
    product = looked_up.result or {}
    if not SIMILAR.search(normalise(conversation.message)) or not product.get("sku"):
        return None
    if any(r.name == "search_products" for r in conversation.rounds):
        return None
    request = parse_request(conversation.message, vocab)
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
