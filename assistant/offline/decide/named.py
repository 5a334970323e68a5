"""Memories asked by what they name (issue 18, M8.1): "which scarf did I like?", "what sort of
gloves was I after?", "where am I going hiking?", "what have I got on the 8th?".

A question about the shopper names a memory by a word of it (a product, a material, a place,
an event: any word that is no word of asking) or by a date. The words are compared by their
stems ("scarves" ~ "scarf", "graduate" ~ "graduating"), with every memory of the context
(facts and earlier visits) read the same way, so no list of products or events is needed:
what a memory holds is the memory's own words. The dates of plans are read from the fact
sentences ("on 8 November", "2026-12-03", "the 16th").

`named_visits` are the earlier visits a past question names by their words; `named_plans` the
plan facts a question names by their words or date. Both answer in the memory's own words:
a visit's summary in the second person, or of a raw exchange what the assistant said then
(links made plain: M8.4); a plan's fact sentence (M8.1: nothing says memories are consulted).
"""

from __future__ import annotations

import re

from assistant.offline.read.conversation import Conversation, Visit
from assistant.offline.read.facts import CHANGED
from assistant.offline.read.message import Reading
from assistant.offline.read.occasions import WHEN
from assistant.offline.reply.recalled import MOVED, second_person
from assistant.offline.words.text import normalise, or_list
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
    for suffix in ("ing", "ed", "es", "s"):
        if base.endswith(suffix) and len(base) - len(suffix) >= 3:
            base = base[: -len(suffix)]
            break
    base = base.removesuffix("e") if len(base) > 3 else base
    out.add(base)
    return out


def _words(text: str) -> set[str]:
    return {s for w in _WORD.findall(normalise(text)) for s in stems(w)}


def _names(asked: set[str], said: set[str]) -> bool:
    """Whether a word asked (its stems) is a word said, or the end of one said ("coat" of
    "peacoat", "shirt" of "t-shirt")."""
    return bool(asked & said) or any(
        len(a) >= 4 and w.endswith(a) for a in asked for w in said if len(w) > len(a)
    )


def _asked_words(message: str) -> list[set[str]]:
    """The stems of each word of the question that may name a memory."""
    words = [
        w
        for w in _WORD.findall(normalise(message))
        if w not in _ASKING and (len(w) > 2 or w[0].isdigit())
    ]
    return [stems(w) for w in words]


_PAST = re.compile(r"\b(?:did|was|were|had|didn't|wasn't)\b|\bi\s+(?:\w+\s+)?\w+ed\b")


def named_visits(conversation: Conversation) -> list[Visit]:
    """The earlier visits a question in the past ("which scarf did I like?") names by a word of
    theirs, when it names some visits and not every one of them; else []."""
    visits = conversation.visits
    if len(visits) < 1 or not _PAST.search(normalise(conversation.message)):
        return []
    asked = _asked_words(conversation.message)
    texts = [_words(v.text) for v in visits]
    named = [
        v for v, said in zip(visits, texts, strict=True) if any(_names(a, said) for a in asked)
    ]
    if not named or (len(named) == len(visits) > 1):
        return []
    facts = [_words(f) for f in conversation.facts]
    hit = [a for a in asked if any(_names(a, t) for t in texts)]
    if all(any(_names(a, f) for f in facts) for a in hit) and not re.search(
        r"\b(?:look|ask|want|brows|search|show|buy|bought|return|find|found)", conversation.message
    ):
        return []  # the word names a fact as well: the fact answers ("what's the cruise for?")
    return named


def names_no_visit(conversation: Conversation, vocab: Vocabulary) -> bool:
    """Whether a question in the past names a product ("have I ever asked about boots?") that
    no earlier visit names by any word of the question: what it asks was never seen (M8.1)."""
    message = normalise(conversation.message)
    if not conversation.visits or not _PAST.search(message) or not vocab.product_re.search(message):
        return False
    texts = [_words(v.text) for v in conversation.visits]
    return not any(_names(a, said) for a in _asked_words(message) for said in texts)


_MONTHS = (
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
)  # fmt: skip
_MONTH = "|".join(_MONTHS)
_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\b|\b({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b"
)
_ISO = re.compile(r"\b\d{4}-(\d{2})-(\d{2})\b")
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b")


def dates(text: str) -> set[tuple[int | None, int]]:
    """The (month or None, day) dates a text names: "the 8th of November" -> {(11, 8)},
    "2026-12-03" -> {(12, 3)}, "on the 16th" -> {(None, 16)}."""
    text = normalise(text)
    found: set[tuple[int | None, int]] = set()
    for m in _DAY_MONTH.finditer(text):
        found.add((_MONTHS.index(m.group(2) or m.group(3)) + 1, int(m.group(1) or m.group(4))))
    for m in _ISO.finditer(text):
        found.add((int(m.group(1)), int(m.group(2))))
    if not found:
        found = {(None, int(m.group(1))) for m in _ORDINAL.finditer(text)}
    return found


def _same_day(asked: set, said: set) -> bool:
    return any(d == e and (m is None or n is None or m == n) for m, d in asked for n, e in said)


def named_plans(
    conversation: Conversation, plans: list[str], by_date: bool = False, by_word: bool = False
) -> list[str]:
    """The plan facts the question names by a date of theirs ("what have I got on the 8th?",
    when no earlier visit was on that day; not when `by_word`) or, unless `by_date`, by a
    word of theirs ("where am I going hiking?", "where's the hen do?"), oldest first; else []."""
    message = conversation.message
    if not by_word and (asked_dates := dates(message)):
        visited = {
            (int(v.day[5:7]), int(v.day[8:10])) for v in conversation.visits if v.day[:4].isdigit()
        }
        on_day = [p for p in plans if _same_day(asked_dates, dates(p))]
        if on_day and not _same_day(asked_dates, visited):
            return _moved_from(on_day, plans)
    if by_date:
        return []
    asked = _asked_words(message)
    named = [p for p in plans if any(a & _words(p) for a in asked)]
    if not named and _AWAY_ASKED.search(normalise(message)):
        # "where am I going on holiday?", "when do I fly out?" of "we're off to Crete in
        # August": a plan that goes somewhere is the trip asked
        named = [p for p in plans if _AWAY.search(p)]
    return named


# A trip asked, and a plan that goes somewhere (a place named in capitals, or a trip's word).
_AWAY_ASKED = re.compile(
    r"\b(?:holidays?|vacation|trip|travel\w*|fly|flying|flight|getaway|break|abroad|away)\b"
)
_AWAY = re.compile(
    r"\b(?:off|fly|flying|heading|jetting|travell?ing|going|away)\s+(?:off\s+|out\s+)?to\s+"
    r"(?:the\s+)?[A-Z]|\b(?:holidays?|vacation|trip|getaway|cruise|city\s+break)\b",
)


def _moved_from(named: list[str], plans: list[str]) -> list[str]:
    """`named`, with the older plans a moved one of them was moved from (a word of its own in
    common: "is going to Iceland on 1 March" of "trip to Iceland has moved to 22 March"), so
    "was Iceland always the 22nd?" hears the first day too (M8.2); oldest first."""
    moved = [p for p in named if MOVED.search(p) or _MOVED.search(p)]
    own = [_words(p) - _words("the shopper has moved to on in at a") for p in moved]
    return [p for p in plans if p in named or any(words & _words(p) for words in own)]


def plans_answer(plans: list[str], older: bool = False, now: bool = False) -> str:
    """The plans named, in their own words; when the newest says the plan moved ("has moved
    to 9 December", "is now in Portugal") or the question asks what stands `now` ("when's
    the wedding now?"), that one alone (M8.2), unless the `older` value is asked too ("what
    date was it originally?")."""
    if len(plans) > 1 and not older and now:
        plans = plans[-1:]
    elif len(plans) > 1 and not older:  # a plan moved stands for the one it moved from
        plans = [p for i, p in enumerate(plans) if not _replaced(p, plans[i + 1 :])]
    said = [second_person(p).strip().rstrip(".!") for p in plans]
    said = [said[0], *(s[:1].lower() + s[1:] for s in said[1:])]
    return or_list(said, "and") + "."


def _replaced(plan: str, newer: list[str]) -> bool:
    """Whether a newer fact says `plan` moved or changed: a fact marking a change with a word
    of the plan's own ("trip to Iceland has moved to 22 March" of "is going to Iceland")."""
    own = _words(plan) - _words("the shopper has is going to on in at a an")
    return any(
        (CHANGED.search(n) or MOVED.search(n) or _MOVED.search(n)) and own & _words(n)
        for n in newer
    )


_MOVED = re.compile(r"\b(?:moved|postponed|brought\s+forward|cancelled|called\s+off)\b", re.I)
_DAY = re.compile(rf"{WHEN.pattern}|\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b\d+\b", re.I)


def one_plan(plans: list[str], question: str = "") -> bool:
    """True when the facts all state one plan, told again with another day ("has a holiday
    on 2026-10-01", then "... on 2026-10-15"): the same words once the days are taken out,
    or, when the `question` asks its day ("when's the wedding?"), a word of the question in
    each ("is a bridesmaid at a wedding on 1 May", "has a wedding on 8 May"). The newer then
    restates the older (M8.2). Two plans ("a job interview on 3 December", "a Christmas
    party on 18 December") are not one, nor a plan and its budget."""
    if len(plans) < 2:
        return False
    texts = [" ".join(_DAY.sub(" ", normalise(p)).split()) for p in plans]
    if len(set(texts)) == 1:
        return True
    asked = normalise(question)
    words = {w for w in re.findall(r"[a-z]{4,}", asked) if w not in ("when", "what", "date")}
    return (
        bool(_WHEN_ASKED.search(asked))
        and all(dates(p) or WHEN.search(normalise(p)) for p in plans)  # no budget "for the gala"
        and any(all(re.search(rf"\b{w}\b", t) for t in texts) for w in words)
    )


_WHEN_ASKED = re.compile(r"^(?:so\s+|and\s+)?when\b|\bwhat\s+(?:date|day)\b")


# The shopper's own doing in the past: "did I ...", "was I ...", "I looked at", "I asked for";
# the shop's on a visit: "the parka you suggested", "the cheapest one you found me"; what the
# products of a visit were: "which brand were the jumpers?", "who was the coat for?".
_MY_PAST = re.compile(
    r"\b(?:did|have|had|was|were)\s+i\b|\bi\s+(?:\w+\s+)?(?:looked|asked|saw|wanted|liked|tried|"
    r"bought|browsed|searched|viewed|returned|picked|chose|ordered)\b|"
    r"\byou\s+(?:found|suggested|showed|recommended|offered|picked|sent)\b|"
    r"^(?:\w+\s+){0,3}(?:was|were)\s+(?:the|those|that)\b"
)


# A product's price asked in the past: "how much was it", "what did they cost", "how much
# were the boots", "what was the price of the parka".
PRICE_ASKED = re.compile(  # "how much did I say I'd spend" asks a budget
    r"\bhow\s+much\s+(?:was|were|did|had)\b(?!\s+i\s+(?:say|said|tell|mention|want|plan|decide))|"
    r"\bwhat\s+did\s+[\w\s]{0,30}?\bcost\b|"
    r"\bwhat\s+(?:was|were)\s+the\s+prices?\b"
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
    return "visit" if named_visits(conversation) else None
