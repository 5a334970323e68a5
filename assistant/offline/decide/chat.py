"""Answers to a message that names nothing to search for (issues 6, 18; M4.2, M8.1): facts
heard ("Got it: ..."), a question about the assistant, a question out of its scope (orders,
delivery), thanks, or one clarifying question; `not_a_search(text, request, atoms, vocab)`.
"""

from __future__ import annotations

import re

from assistant.offline.decide import planning
from assistant.offline.read.facts import Atom, Preferences
from assistant.offline.read.message import sizes_apart
from assistant.offline.read.request import Request
from assistant.offline.reply import phrases, replies
from assistant.offline.words.vocabulary import Vocabulary

THANKS = re.compile(r"^\s*(?:thanks|thank\s+you|cheers|great|perfect|lovely|ok|okay)\b[\s!.,]*")
ABOUT_YOU = re.compile(
    r"\b(?:remember|memory|memories|recall|who\s+are\s+you|what\s+are\s+you|"
    r"are\s+you\s+(?:a\s+)?(?:bot|robot|human|ai|real))\b"
)
OUT_OF_SCOPE = re.compile(
    r"\b(?:returns?|refunds?|delivery|deliver|shipping|ship|discounts?|vouchers?|coupons?|"
    r"orders?|payment|opening\s+hours|stores?|contact|exchange|tracking)\b"
)


def not_a_search(text: str, request: Request, atoms: list[Atom], vocab: Vocabulary) -> str:
    """The answer to a message that names nothing to search for."""
    guide = replies.guide(vocab)
    if atoms and request.refines and not sizes_apart(atoms):  # "no navy, anything else in M?"
        arguments = planning.plan_search(request, Preferences(), vocab).arguments
        arguments.pop("query", None)  # "Budget-wise I can do up to 45": no "budget-wise" items
        understood = phrases.filters(arguments, vocab)
        return (
            f"Got it: {replies.understood(atoms)}. Which kind of item would you like"
            f"{understood}? ({guide})"
        )
    if atoms:
        return replies.acknowledge(atoms, vocab)
    if ABOUT_YOU.search(text):
        return (
            f"{replies.SELF}: I search the catalogue by type, colour, size, budget, brand and "
            f"occasion. What are you looking for ({guide})?"
        )
    if OUT_OF_SCOPE.search(text):
        return (
            f"{replies.SELF}, so I can only search the catalogue; for orders, delivery and "
            f"returns please see the shop's help pages. Can I find you something ({guide})?"
        )
    if THANKS.match(text):
        return "You're welcome! Anything else I can find for you?"
    if request.refines:
        understood = phrases.filters(
            planning.plan_search(request, Preferences(), vocab).arguments, vocab
        )
        return f"Which kind of item would you like{understood}? ({guide})"
    return f"What kind of item are you looking for ({guide})?"
