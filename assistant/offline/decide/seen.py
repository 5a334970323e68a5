"""A size or a price an earlier visit shows, asked of the past: "how much was the parka?", "what
did they cost?", "what size was I after?" with no size stated (issue 18; M7.1, M8.1).

`seen_in_visits(kind, conversation, prefs, vocab)` -> the visits that answer, in the visits'
own words (`visits_answer`), or None. A product's price asked in the past tense is never the
shopper's budget; a size is read from the visits only when the shopper stated none, since a
stated size stands over what was once looked at (M8.2). The visits named by a word of the
question ("the parka") answer first; else every visit showing a price or a size.
"""

from __future__ import annotations

import re

from assistant.offline.decide.named import PRICE_ASKED
from assistant.offline.decide.visits import visits_answer
from assistant.offline.read.conversation import Conversation, Visit
from assistant.offline.read.facts import Preferences
from assistant.offline.read.patterns import PEOPLE
from assistant.offline.read.sizes import parse_size
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

# A price said in a visit: a currency or a word of pricing beside a number.
_PRICE = re.compile(
    r"(?:€|£|\$|\b(?:priced|price|costs?|costing|for|at)\s+(?:at\s+)?)\d|"
    r"\d(?:[.,]\d{2})?\s*(?:€|eur\b|euros?\b|quid\b|pounds?\b)"
)
_PLAIN = re.compile(r"[a-z]{3,}")
_NOT_NAMING = frozenset(
    ("how", "much", "was", "were", "did", "had", "what", "the", "cost", "price", "prices",
     "that", "they", "those", "size", "sizes", "wear", "after", "asking", "about", "been",
     "shopping", "have", "for", "and", "you", "looked", "look", "bought")
)  # fmt: skip


def seen_in_visits(
    kind: str, conversation: Conversation, prefs: Preferences, vocab: Vocabulary
) -> str | None:
    """The visits showing the price or size asked (module docstring), or None."""
    message = normalise(conversation.message)
    if not conversation.visits:
        return None
    if _OF_IT.match(message):  # "what colour was it?" first thing: the newest visit's product
        return visits_answer(conversation.visits[-1:], vocab)
    if PRICE_ASKED.search(message):
        shown = [v for v in conversation.visits if _PRICE.search(normalise(v.text))]
    elif kind == "size" and prefs.sizes and _PAST.search(message):
        # "what size were the boots?", "what shoe size did I ask for?": the visit's size,
        # asked of that visit, whatever size the shopper stated since
        shown = [v for v in conversation.visits if _sized(v.text, vocab)]
        named = _named(message, shown) or _shod(message, conversation.visits, vocab)
        return visits_answer(named, vocab) if named else None
    elif kind == "size" and not prefs.sizes:
        shown = [v for v in conversation.visits if _sized(v.text, vocab)]
        if shown:  # what was looked at, never said to be the shopper's size (M8.1)
            seen = visits_answer(_named(message, shown) or shown, vocab)
            return f"You haven't told me your size, but {seen[:1].lower()}{seen[1:]}"
        return None
    else:
        return None
    return visits_answer(_named(message, shown) or shown, vocab) if shown else None


# What a product of the last visit was like, asked by a pronoun: "what colour was it?".
_OF_IT = re.compile(
    r"^(?:(?:so|and|oh)\s+)?(?:what|which)\s+(?:colou?r|size|brand|shade|label|make)\s+(?:was|were)\s+"
    r"(?:it|they|those|that|them)\s*(?:again)?\s*\??$"
)
# A size asked of an earlier visit: in the past, of what was asked for or looked at.
_PAST = re.compile(
    r"\b(?:were|was)\s+(?:the|that|those|they|it)\b|"
    r"\bdid\s+i\s+(?:ask|look|want|go|get|buy|order|pick|choose|end\s+up)\b|"
    r"\b(?:asked|looked)\s+(?:for|at)\b"
)


def _shod(message: str, visits: list[Visit], vocab: Vocabulary) -> list[Visit]:
    """The visits for footwear when a shoe size is asked ("what shoe size did I ask for?")."""
    if not re.search(r"\b(?:shoe|shoes|feet|foot|footwear)\b", message):
        return []
    shod = vocab.lex.shoe_words - {"eu"}
    return [v for v in visits if shod & set(re.findall(r"[a-z]+", v.text.lower()))]


def _sized(text: str, vocab: Vocabulary) -> bool:
    """Whether a visit's text says a size ("in large", "in XL", "UK 6")."""
    said = normalise(text)
    return parse_size(said, text, vocab)[0] is not None


def _named(message: str, visits: list[Visit]) -> list[Visit]:
    """The visits saying a word the question names ("parka", "swimwear"), singular or plural."""
    words = [w for w in _PLAIN.findall(message) if w not in _NOT_NAMING]
    stems = [w[:-1] if w.endswith("s") else w for w in words]
    named = [v for v in visits if any(re.search(rf"\b{s}", v.text.lower()) for s in stems)]
    if not named and re.search(r"\b(?:gift|present)s?\b", message):  # bought for someone
        named = [v for v in visits if _FOR_SOMEONE.search(v.text.lower())]
    return named


_FOR_SOMEONE = re.compile(
    rf"\bfor\s+(?:my|his|her|their|a)\s+(?:\w+\s+)?(?:{PEOPLE})\b|\bgift|\bpresent"
)


_BRAND_ASKED = re.compile(r"\b(?:what|which)\s+(?:brand|make|label)\b")


def unsaid_of_visits(message: str, visits: list[Visit], vocab: Vocabulary) -> str:
    """The `visits` in their own words (`visits_answer`), opening with what they never said
    when the question asks the brand and none of them names one ("what brand was the dress?"
    of "bought a lilac midi dress in UK 8": not known, M8.1)."""
    said = visits_answer(visits, vocab)
    named = vocab.brands and any(vocab.brand_re.search(normalise(v.text)) for v in visits)
    if _BRAND_ASKED.search(normalise(message)) and not named:
        return f"I don't know the brand: it wasn't said. {said}"
    return said
