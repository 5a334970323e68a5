"""Memories asked by what they name (issue 18, M8.1): "which scarf did I like?", "what sort of
gloves was I after?", "where am I going hiking?", "what have I got on the 8th?".

A question about the shopper names a memory by a word of it (a product, a material, a place,
an event: any word that is no word of asking) or by a date. The words are compared by their
stems ("scarves" ~ "scarf", "graduate" ~ "graduating"), with every memory of the context
(facts and earlier visits) read the same way, so no list of products or events is needed:
what a memory holds is the memory's own words. The dates of plans are read from the fact
sentences ("on 8 November", "2026-12-03", "the 16th").

`named_visits` are the earlier visits a past question names by their words (decide.plans: the
plan facts it names by their words or date). They answer in the memory's own words: a visit's
summary in the second person, or of a raw exchange what the assistant said then (links made
plain: M8.4; M8.1: nothing says memories are consulted). `words_of`, `names` and `asked_words`
are the stems compared, shared with decide.plans.
"""

from __future__ import annotations

import re

from assistant.offline.read.conversation import Conversation, Visit
from assistant.offline.read.message import Reading
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

# Words of asking, of time and of the slots themselves: they name no memory.
_ASKING_WORDS = """
    a about after again all also am an and any anything are as at back be been before being but
    by can could did do does doing for from get getting go going gone got had has have here how
    i i'd i'll i'm i've if in into is it it's its just kind last let like liked me mine my
    of on once one or our over please pls remind right said say see so some something sort
    that the their them then there these they thing things this those time times to told tell
    up us very visit visits was we were what what's when when's where where's which who whose
    why will with would you your type types sorts kinds
    look looked looking looks ask asked asking want wanted wanting need needed after shop shopping
    shopped shopper buy buying bought browse browsed browsing search searched searching find
    found show showed shown try tried love loved pick picked choose chose check checked view
    viewed come came first ever most recent previous earlier ago today yesterday week month year
    size sizes colour colours color colors budget brand brands price occasion occasions plan plans
    event events happening planned doing up anywhere special on coming may
    remember recall know knew mention mentioned tell said note noted file myself info details
    preferences everything nothing stuff thanks quick quickly both still now new old usually
    always never often really actually well okay hey went wear wore wearing think thought
    good best favourite off
    """
_ASKING = frozenset(_ASKING_WORDS.split())
_WORD = re.compile(r"\d+[a-z]+\b|[a-z][a-z'-]+")  # "5k", "40th" are words of a plan too


def stems(word: str) -> set[str]:
    """The stems a word may share with another form of it: "scarves" -> {"scarv", "scarf"},
    "gloves" -> {"glov", "glof"}, "graduating" -> {"graduat"}."""
    word = word.removesuffix("'s")
    out = {word}
    if word.endswith("ves"):
        out.add(word[:-3] + "f")
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    base = word
    for suffix in ("ation", "ing", "ion", "ed", "es", "s"):  # "graduation" ~ "graduating"
        if base.endswith(suffix) and len(base) - len(suffix) >= 3:
            base = base[: -len(suffix)]
            break
    base = base.removesuffix("e") if len(base) > 3 else base
    out.add(base)
    return out


def words_of(text: str) -> set[str]:
    return {s for w in _WORD.findall(normalise(text)) for s in stems(w)}


def names(asked: set[str], said: set[str]) -> bool:
    """Whether a word asked (its stems) is a word said, or the end of one said ("coat" of
    "peacoat", "shirt" of "t-shirt")."""
    return bool(asked & said) or any(
        len(a) >= 4 and (w.endswith(a) or (len(a) >= 5 and w.startswith(a)))
        for a in asked
        for w in said
        if len(w) > len(a)
    )  # "cardi" of "cardigan" too


def asked_words(message: str) -> list[set[str]]:
    """The stems of each word of the question that may name a memory."""
    words = [
        w
        for w in _WORD.findall(normalise(message))
        if w not in _ASKING and (len(w) > 2 or w[0].isdigit())
    ]
    return [stems(w) for w in words]


# What a product of a visit was like: "what colour was my dress?", "which brand were the jeans?"
_OF_PRODUCT = r"\b(?:what|which)\s+(?:colou?r|size|brand|shade|price|make|label)\s+(?:was|were)\s+(?:the|those|that|my)\b"
# A thing of the shopper's asked of in the present: "what colour is my beanie?".
_OWNED = re.compile(r"\b(?:colou?r|brand|make)\s+(?:is|are)\s+(?:my|his|her)\s+(?!size\b|budget\b)")
_PAST = re.compile(
    r"\b(?:did|was|were|had|didn't|wasn't)\b|\bi\s+(?:\w+\s+)?(?:\w+ed|bought|saw|chose|"
    r"kept|went|took|found)\b|^who\s+made\b|^how\s+many\s+[a-z]+\s*\??$"  # "how many ties"
)


def named_visits(conversation: Conversation, every: bool = False) -> list[Visit]:
    """The earlier visits a question in the past ("which scarf did I like?") names by a word of
    theirs, when it names some visits and not every one of them (`every`: or all of them, a
    product's colour or price asked of "the cardigan" every visit was about); else []."""
    visits = conversation.visits
    said = normalise(conversation.message)
    if len(visits) < 1 or not (_PAST.search(said) or _OWNED.search(said)):
        return []
    asked = asked_words(conversation.message)
    texts = [words_of(v.text) for v in visits]
    named = [v for v, said in zip(visits, texts, strict=True) if any(names(a, said) for a in asked)]
    if not named or (len(named) == len(visits) > 1 and not every):
        return []
    facts = [words_of(f) for f in conversation.facts]
    hit = [a for a in asked if any(names(a, t) for t in texts)]
    if (
        all(any(names(a, f) for f in facts) for a in hit)
        and not PRICE_ASKED.search(normalise(conversation.message))
        and not re.search(
            r"\b(?:look|ask|want|brows|search|show|buy|bought|return|find|found|get|got|order|"
            r"pick|chose|tried)|" + _OF_PRODUCT,
            conversation.message,
        )
    ):
        return []  # the word names a fact as well: the fact answers ("what's the cruise for?")
    return named


def names_no_visit(conversation: Conversation, vocab: Vocabulary) -> bool:
    """Whether a question in the past names a product ("have I ever asked about boots?") that
    no earlier visit names by any word of the question: what it asks was never seen (M8.1)."""
    message = normalise(conversation.message)
    if not conversation.visits or not _PAST.search(message) or not vocab.product_re.search(message):
        return False
    texts = [words_of(v.text) for v in conversation.visits]
    return not any(names(a, said) for a in asked_words(message) for said in texts)


# The shopper's own doing in the past: "did I ...", "was I ...", "I looked at", "I asked for";
# the shop's on a visit: "the parka you suggested", "the cheapest one you found me"; what the
# products of a visit were: "which brand were the jumpers?", "who was the coat for?".
_MY_PAST = re.compile(
    r"\b(?:did|have|had|was|were)\s+i\b|\bi\s+(?:\w+\s+)?(?:looked|asked|saw|wanted|liked|tried|"
    r"bought|browsed|searched|viewed|returned|picked|chose|ordered|got|saved|shortlisted|"
    r"bookmarked|favourited|kept|went\s+for|ended\s+up\s+with|settled\s+on)\b|"
    r"\byou\s+(?:found|suggested|showed|recommended|offered|picked|sent)\b|"
    r"^(?:\w+\s+){0,3}(?:was|were)\s+(?:the|those|that|his|her|their)\b|"
    # "and the tees were how much each?", "and the plum parka, what size was it?"
    r"^(?:(?:and|so|oh)\s+)?(?:the|that|those)\s+(?:[\w-]+\s+){0,3}(?:was|were)\b|"
    r"\b(?:what|which)\s+\w+\s+(?:was|were)\s+(?:it|they|those)\b|"
    # "which coats were on my shortlist?", "who made that sweater?", "what colour is my beanie?"
    r"\b(?:on|in)\s+my\s+(?:shortlist|wishlist|wish\s+list|basket)\b|"
    r"^who\s+made\s+(?:the|that|those|my|his|her)\b|"
    rf"{_OWNED.pattern}|" + _OF_PRODUCT
)


# A product's price asked in the past: "how much was it", "what did they cost", "how much
# were the boots", "what was the price of the parka".
PRICE_ASKED = re.compile(  # "how much did I say I'd spend", "was I willing to pay": a budget
    r"^(?!.*\b(?:to\s+(?:spend|pay)|willing|allowed|budget|limit)\b).*?(?:"
    r"\bhow\s+much\s+(?:was|were|did|had)\b(?!\s+i\s+(?:say|said|tell|mention|want|plan|decide))|"
    r"\bwhat\s+did\s+[\w\s]{0,30}?\bcost\b|\bwhat\s+did\s+(?:i|we)\s+pay\b|"
    r"\bwhat\s+(?:was|were)\s+the\s+prices?\b)"
)


def asks_of_visit(conversation: Conversation, reading: Reading) -> str | None:
    """ "visit" when a message naming a product asks what the shopper did on an earlier visit
    that names it ("what colour were the trousers I looked at?", "how much was the parka?"):
    no request, no statement of the shopper's, and an earlier visit named by a word
    (`named_visits`); else None."""
    asked = _MY_PAST.search(reading.normalised) or PRICE_ASKED.search(reading.normalised)
    if not conversation.visits or reading.atoms or not asked:
        return None
    if any(c.mood == "request" for c in reading.clauses):
        return None
    return "visit" if named_visits(conversation, every=True) else None
