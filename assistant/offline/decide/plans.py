"""Plans asked by what they name (issue 18, M8.1, M8.2): "where am I going hiking?", "what have
I got on the 8th?", "when did I move?", "when's the wedding now?".

A question names a plan fact by a word of it (decide.named's stems) or by a date read from the
fact sentences ("on 8 November", "2026-12-03", "the 16th"). `named_plans` are the plans named;
`plans_answer` says them in their own words, a plan moved standing for the one it moved from
(M8.2); `one_plan` tells one plan told twice from two plans; `plans_not_visits` answers a
question in the past from the plans when it names no earlier visit.
"""

from __future__ import annotations

import re

from assistant.offline.decide.confirmed import YES_NO
from assistant.offline.decide.named import asked_words, names, words_of
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.facts import CHANGED
from assistant.offline.read.message import read_message
from assistant.offline.read.occasions import EVENTS, WHEN, occasion_in
from assistant.offline.read.patterns import SOMEONE_NAMED
from assistant.offline.read.statements import fact_atoms
from assistant.offline.reply.recalled import MOVED, fact_kinds, second_person
from assistant.offline.words.text import normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

# Words that ask a kind of their own ("what size for the wedding?" asks a size, not the plan).
_KIND_WORDS = re.compile(
    r"\b(?:size|sizes|colou?rs?|budget|spend|brands?|labels?|fit|wear|price|cost|much|buy|bought)\b"
)


def asks_of_plan(conversation: Conversation, text: str, vocab: Vocabulary) -> str | None:
    """ "occasion" when a few words (five at most, normalised `text`) ask after a plan of the
    facts by a word of it and name no other kind ("and the hen?", "the wedding?"); else None
    (M8.1: the plan, not whatever kind the words' meaning leans to)."""
    if len(text.split()) > 5 or _KIND_WORDS.search(text) or not conversation.facts:
        return None
    plans = [f for f in conversation.facts if "occasion" in fact_kinds(f, vocab)]
    return "occasion" if plans and named_plans(conversation, plans, by_word=True) else None


def plans_not_visits(conversation: Conversation, plans: list[str]) -> list[str]:
    """The `plans` a question in the past names by a word ("when did I move?" of "moved to Oslo
    in October") when no word of it names an earlier visit; else []."""
    asked = asked_words(conversation.message)
    if _SHOPPED.search(normalise(conversation.message)) or any(
        names(a, words_of(v.text)) for a in asked for v in conversation.visits
    ):
        return []  # "what did you show me for the dinner?" asks a visit all the same
    return [p for p in plans if any(names(a, words_of(p)) for a in asked)]


_SHOPPED = re.compile(
    r"\b(?:show|showed|shown|suggest\w*|recommend\w*|look\w*|buy\w*|bought|get\w*|got|order\w*|"
    r"tr(?:y|ied)|find|found|see|saw|pick\w*|brows\w*|search\w*|view\w*|return\w*)\b"
)


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
    asked = asked_words(message)
    named = [p for p in plans if any(a & words_of(p) for a in asked)]
    hits = {p: sum(bool(a & words_of(p)) for a in asked) for p in named}
    named = [p for p in named if hits[p] == max(hits.values())]  # "baby shower", not "baby"
    # "when's my work do now?" of "work Christmas party", then "the party has moved to ...":
    # a later fact moving a plan named is named too (plans_answer keeps the newest, M8.2)
    own = [words_of(p) - words_of("the shopper has is going to on in at a an") for p in named]
    named += [
        p
        for i, p in enumerate(plans)
        if p not in named
        and (MOVED.search(p) or _MOVED.search(p))
        and any(
            plans.index(n) < i and words & words_of(p) for n, words in zip(named, own, strict=True)
        )
    ]
    named.sort(key=plans.index)
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
    own = [words_of(p) - words_of("the shopper has moved to on in at a") for p in moved]
    return [p for p in plans if p in named or any(words & words_of(p) for words in own)]


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
    own = words_of(plan) - words_of("the shopper has is going to on in at a an")
    return any(
        (CHANGED.search(n) or MOVED.search(n) or _MOVED.search(n)) and own & words_of(n)
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


def plan_confirmed(kind: str, conversation: Conversation, said: str, vocab: Vocabulary) -> str:
    """ "Yes" or "No" to a yes-or-no question naming an occasion (M8.1), as the plans answered
    name it or not ("do I have a wedding coming up?" of a cruise: "No"), or is someone else's
    ("is it my graduation?" of the partner's: "No"); "" otherwise."""
    text = normalise(conversation.message)
    said = re.sub(r"^You haven't told me about [^.]*\. ", "", said)  # the plans said after it
    mine = re.search(r"\bmy\b", text) and not SOMEONE_NAMED.search(text)
    if YES_NO.match(text) and mine and SOMEONE_NAMED.match(said):
        return "No"  # "is it my graduation?" of the partner's graduation
    if kind != "occasion" or not YES_NO.match(text) or not said.startswith("You"):
        return ""
    if re.search(r"\b(?:cancel+ed|called\s+off|no\s+longer)\b", said) or WHEN.search(text):
        return ""  # a plan called off, or a day asked ("is my wedding on the 5th?"): said as is
    clauses = read_message(conversation.message, vocab).clauses
    # "interview" read as the office's occasion: either word said names the plan
    asked = [w for c in clauses for a in c.atoms if a.kind == "occasion" for w in (a.value, a.said)]
    asked = [str(w) for w in asked if w]
    if not asked:
        return ""
    return "Yes" if any(a.lower() in said.lower() for a in asked) else "No"


def same_occasion(conversation: Conversation, plans: list[str], vocab: Vocabulary) -> list[str]:
    """The plans whose occasion, as the readers read it, is the one the question names ("when's
    my wedding?" of "is getting married on 4 September": both a wedding), oldest first."""
    if (asked := occasion_in(normalise(conversation.message), vocab, cued=True)) is None:
        return []
    return [p for p in plans if any(a == asked for a in fact_atoms(p, vocab))]


# A plan in words the readers place under no kind: an event, a role at one, a day.
_EVENTFUL = re.compile(
    rf"\b(?:{'|'.join(re.escape(e) for e in EVENTS)}|married|marrying|bride|groom|best\s+man|"
    r"bridesmaid|graduat\w*|christmas|eid|diwali|hanukkah|birthday|anniversary|presents?|gifts?)\b"
)


def unplaced_plans(facts: list[str], vocab: Vocabulary) -> list[str]:
    """The facts of no kind the readers place that tell a plan or the shopper's part in one
    ("Your daughter is getting married on 12 September.", "You are the mother of the bride."):
    what an occasion asked is answered with when no plan of the shopper's own is read."""
    return [
        f
        for f in facts
        if fact_kinds(f, vocab) == {"other"}
        and (_EVENTFUL.search(normalise(f)) or dates(f) or WHEN.search(normalise(f)))
    ]
