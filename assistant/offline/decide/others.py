"""Questions about other people, and purchases asked yes or no (M4.3, M8.1).

`someone_else`: someone else asked about ("what size is my daughter?", "how old is my son?",
"what's my wife's shoe size?", "what colour won't the boys wear?", "when's my husband's
birthday?"), or a person the facts name ("what size is Claire?" of "the shopper's wife Claire",
"his waist?" when one person is named: read.people). The shopper's own facts never answer for
another person: the facts naming them that say what is asked (their size, age, taste, name,
event; the newest when one says it moved) answer first, then the visits that name them (by any
word for them: "my boy" of "the shopper's son"; "what colour was Oliver's coat?" asks the
visit first); a taste asked is never read from what was bought for them, which is said as
such; else the answer is that it is not known, with what is known of them. `bought`: a
purchase asked yes or no ("did I buy the black top?" of a visit where a cobalt top was bought
is a no; "have I bought shoes yet?").
"""

from __future__ import annotations

import re

from assistant.offline.decide.details import DATE
from assistant.offline.decide.visits import visits_answer
from assistant.offline.read.conversation import Conversation, Visit
from assistant.offline.read.patterns import SOMEONE
from assistant.offline.read.people import names_of, person_asked
from assistant.offline.reply.recalled import MOVED, second_person
from assistant.offline.words.text import as_part, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

# What a question asks of another person, and how a fact of theirs says it (by the words the
# fact uses: "my son wears age 8", "the boys hate pink", "Alfie is 6").
_ASPECTS = (
    ("when", r"^(?:\w+\s+){0,2}when\b|\bwhat\s+(?:date|day)\b", None),  # a DATE said
    ("name", r"\b(?:called|name|names)\b", r"\b(?:called|named)\b|(?-i:(?<!^)\b[A-Z][a-z]+\b)"),
    ("age", r"\b(?:old|age)\b", r"\b(?:age|aged|years?|\d+\s*y|is\s+\d+|are\s+\d+)\b"),
    ("budget", r"\b(?:budget|spend|afford|price)\b", r"\b(?:budget|spend|spends)\b|[£$€]\s*\d"),
    ("colour", r"\bcolou?rs?\b", None),  # a colour of the catalogue
    ("brand", r"\b(?:brands?|labels?)\b", None),  # a brand of the catalogue
    ("taste", r"\b(?:into|like|likes|love|loves|fave|favourite|favorite|prefer)\b",
     r"\b(?:loves?|likes?|into|obsessed|favourite|fave|adores?|prefers?|only\s+wears?)\b"),
    ("size", r"\b(?:size|sizes|fit|wear|wears|measurements?|waist|chest|collar|inseam|shoe)\b",
     r"(?<!['’])\b(?:size|x*[sml]|x+l|small|medium|large|\d+[a-z]{0,2})\b|\b(?:wears?|takes?|fits?)\s+"
     r"(?:an?\s+|(?:uk|us|eu|age)\s+)?(?:size|x*[sml]\b|x+l|small|medium|large|petite|\d)"),
)  # fmt: skip
_NOT_SIZE = re.compile(
    r"[£$€]\s*\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s*(?:eur|euros?|gbp|usd|quid|pounds?|dollars?)\b|"
    r"\b(?:is|are|turning|turns|aged)\s+\d+(?:\s*(?:months?|years?|weeks?)(?:\s+old)?)?\b",
    re.I,
)
# A taste asked ("does Meera like gold?"): what was bought for them does not say it.
_TASTE = re.compile(r"\b(?:like|likes|love|loves|into|fave|favourite|favorite|prefer)\b")
# What was meant, not done: "how much did I want to spend on Theo?" asks a budget, not a visit.
_MEANT = re.compile(r"\b(?:going|planning|want|wanted|hoping|meaning|willing)\s+to\b")
_EVENT = re.compile(r"\b(?:birthday|anniversary|party|retirement|graduation|wedding)")
_MONTHS_DAYS = re.compile(
    r"^(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter)$",
    re.I,
)
# The words for one person ("my boy" is "the shopper's son").
_KIN = (
    ("son", "boy", "lad", "sons", "boys", "lads"),
    ("daughter", "girl", "lass", "daughters", "girls"),
    ("kid", "kids", "child", "children", "little one", "youngest", "eldest", "oldest"),
    ("husband", "hubby", "partner", "other half", "fiance"),
    ("wife", "missus", "partner", "other half", "fiancee"),
    ("mum", "mom", "mother", "mam"),
    ("dad", "father"),
    ("grandma", "granny", "gran", "nan", "nana"),
    ("grandad", "grandpa"),
)
_FAMILIES = re.compile(r"\b(?:shoe|dress|jeans|trouser|collar|waist|chest|jacket|top)s?\b")


def _says(aspect: str, pattern: str | None, asked: str, fact: str, vocab: Vocabulary) -> bool:
    """Whether `fact` (naming the person asked of) says the `aspect` the question asks."""
    if aspect == "colour":
        return bool(vocab.colour_re.search(fact.lower()))
    if aspect == "brand":
        return any(brand in fact.lower() for brand in vocab.brands)
    if aspect == "name":
        names = re.findall(r"(?<!^)\b[A-Z][a-z]+\b", fact)
        return bool(re.search(r"\b(?:called|named)\b", fact)) or any(
            not _MONTHS_DAYS.match(n) and n.lower() not in vocab.brands for n in names
        )
    if aspect == "when":
        return bool(DATE.search(fact))
    fact = DATE.sub(" ", fact)  # "20 June" says no size or age
    if aspect == "size":  # "for £35", "is 2 months old": no size either
        fact = _NOT_SIZE.sub(" ", fact)
    family = _FAMILIES.search(asked)  # "what shoe size are the boys?": a shoe size said
    if aspect == "size" and family and family.group(0).rstrip("s") not in fact.lower():
        return False
    return bool(re.search(pattern or "", fact, re.I))


def someone_else(conversation: Conversation, vocab: Vocabulary) -> str:
    """The answer about the person asked of (M4.3; module docstring), in the second person;
    "" when no one else is asked of."""
    text = normalise(conversation.message)
    match = SOMEONE.search(text)
    name = None if match else person_asked(conversation.message, conversation.facts, vocab)
    if not (match or name):
        return ""
    person = next(group for group in match.groups() if group) if match else str(name)
    kin = next((g for g in _KIN if person in g), (person.rstrip("s"),)) if match else (person,)
    kin = (*kin, *names_of(kin, conversation.facts))  # "my nephew" of "nephew Theo": Theo too
    # "my boy" of "the shopper's son"; "kids' age 12" is a size, no child
    names = "|".join(re.escape(k) for k in kin)
    word = rf"\b(?:{names})s?\b(?!['’]?\s+(?:age|size|sizes|sizing)\b)"
    whom = person.capitalize() if name else f"your {person}"  # "Claire", "your son"
    theirs = [f for f in conversation.facts if re.search(word, f, re.I)]
    if event := _EVENT.search(text):  # "when's my husband's birthday?" of "it's his 50th ..."
        theirs = [
            f
            for f in conversation.facts
            if re.search(rf"\b{event[0]}", f, re.I)
            and (re.search(word, f, re.I) or re.search(r"\b(?:his|her|their)\b", f, re.I))
        ]
        if theirs:
            return _told(theirs, name)
    aspect, pattern = next(
        ((a, said) for a, asked, said in _ASPECTS if re.search(asked, text)), ("", None)
    )
    if vocab.brands and vocab.brand_re.search(text):
        aspect, pattern = "brand", None  # "does Claire like Loom & Lark?": that brand
    elif aspect == "taste" and vocab.colour_re.search(text):
        aspect, pattern = "colour", None  # "does Meera like gold?"
    told = [f for f in theirs if not aspect or _says(aspect, pattern, text, f, vocab)]
    if len(told) > 1 and MOVED.search(told[-1]):
        told = told[-1:]  # "now wears age 7-8" stands over "wears age 5-6" (M8.2)
    past = re.search(r"\b(?:was|were|did|got|bought)\b", text)  # "what colour was Oli's coat?"
    past = past and not _MEANT.search(text)  # "how much was I going to spend on her?"
    if told and aspect and not past:  # what they said of them stands (M8.2): "Claire's size?"
        return _told(told, name)
    visits = [
        v
        for v in conversation.visits
        if re.search(word, v.text, re.I)
        and (not aspect or _says(aspect, pattern, text, v.text, vocab))
    ]
    if visits and _TASTE.search(text) and not told:
        # what was bought for them is no taste they told: said as what was bought
        seen = visits_answer(visits, vocab)
        return f"You haven't told me what {whom} likes, but {seen[:1].lower()}{seen[1:]}"
    if visits and not _TASTE.search(text):
        return visits_answer(visits, vocab)  # "what size is my son?" after a visit for him
    if told:
        return _told(told, name)
    known = (
        f" I only know that {or_list([_said_of(f, name) for f in theirs], 'and')}."
        if theirs
        else ""
    )
    unknown = f"I don't know that about {whom}: you haven't told me."
    return f"{unknown}{known} Tell me and I'll use it."


def _said_of(fact: str, name: str | None) -> str:
    """A fact about someone else as part of the answer, their `name` in capitals ("Kai")."""
    said = as_part(second_person(fact))
    if not name:
        return said
    # "Noah wears age 12, Grace wears age 8 and Ava wears age 5-6": Grace's clause alone
    pieces = re.split(r",\s*|\s+and\s+(?=[A-Z][a-z])", said)
    own = [p for p in pieces if re.search(rf"\b{name}\b", p, re.I)]
    if len(pieces) > 1 and own and all(re.match(rf"{name}\s+[a-z]", p, re.I) for p in own):
        said = " and ".join(own)
    return re.sub(rf"\b{re.escape(name)}\b", name.capitalize(), said, flags=re.I)


def _told(facts: list[str], name: str | None) -> str:
    said = or_list(list(dict.fromkeys(_said_of(f, name) for f in facts)), "and")
    return said[:1].upper() + said[1:] + "."


def asks_of_named(conversation: Conversation, vocab: Vocabulary) -> str | None:
    """ "all" when the message asks about a person the facts name ("what size is Claire?",
    "does meera like gold?"): someone_else answers it; else None."""
    text = normalise(conversation.message)
    asked = "?" in text or re.match(r"(?:what|which|whats|how|does|do|did|is|has|when|who)\b", text)
    asked = asked or len(text.split()) <= 4  # "his shoe size", "Frank's waist"
    if not (asked and conversation.facts):
        return None
    return "all" if person_asked(conversation.message, conversation.facts, vocab) else None


# "did I buy the jumper?", "did I end up getting a parka?": a purchase asked yes or no.
_BUY_ASKED = re.compile(
    r"\b(?:did(?:n't|\s+not)?\s+i\s+(?:\w+\s+){0,2}?(?:buy(?:ing)?|get(?:ting)?|order(?:ing)?|"
    r"pick(?:ing)?\s+up|go(?:ing)?\s+for)|"
    # "have I bought shoes yet?" ("have I got" is having, not buying)
    r"have\s+i\s+(?:\w+\s+)?(?:bought|ordered|picked\s+up))\s+(.+?)"
    # what follows the thing asked about: when ("in January", "last week"), "too", "yet"
    r"(?:\s+(?:in\s+the\s+end|after\s+all|last\s+(?:time|visit|week|month|year)|then|from\s+you|"
    r"already|too|as\s+well|for\s+(?:it|this|that|the\s+\w+)|(?:back\s+)?in\s+(?:jan|feb|mar|apr|"
    r"may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?))?(?:\s+yet)?\s*\??$"
)
_NOT_NAMING = ("the", "any", "one", "that", "those", "these", "some", "them")
_BOUGHT = re.compile(r"\b(?:bought|ordered|purchased|picked\s+up|went\s+for)\b(.*)", re.I)


def purchase_asked(message: str) -> bool:
    """Whether `message` asks if or what was bought ("did I end up buying the parka?", "which
    trainers did I buy?")."""
    return bool(_BUY_ASKED.search(normalise(message)) or _WHICH_BOUGHT.match(normalise(message)))


_WHICH_BOUGHT = re.compile(
    r"^(?:(?:so|and|ok)[\s,]+)?(?:what|which)\s+(?:[\w-]+\s+){1,3}?did\s+i\s+(?:end\s+up\s+)?"
    r"(?:buy|get|order|pick|go\s+for)(?:t?ing)?\b"
)


_WHY_NOT = re.compile(r"\bwhy\s+(?:didn't|did\s+not|haven't|wasn't)\s+(?:i|we)\b")
_NOTHING_BOUGHT = re.compile(
    r"\b(?:nothing|didn't|did\s+not|not|never|no|without|too\s+(?:\w+\s+)?(?:pricey|expensive|dear|"
    r"much|big|small|tight|long|short)|decided\s+against|passed\s+on)\b",
    re.I,
)


def not_bought(message: str, visits: list[Visit], every: list[Visit] | None = None) -> list[Visit]:
    """The `visits` that bought nothing when `message` asks why not ("why didn't I get them?")
    and some of them say so; the visits of `every` that bought something when it asks which
    was bought and none of `visits` (those naming the thing) did ("which dress did I buy?" of
    "looked at cream dresses" and "bought the satin maxi"); else `visits` as they are."""
    if _WHICH_BOUGHT.match(normalise(message)) and not any(map(_bought_any, visits)):
        return [v for v in every or [] if _bought_any(v)] or visits
    if not _WHY_NOT.search(normalise(message)):
        return visits
    return [v for v in visits if _NOTHING_BOUGHT.search(v.text)] or visits


def _bought_any(visit: Visit) -> bool:
    said = _BOUGHT.search(visit.text)
    return bool(said) and not re.match(r"\s*nothing\b", said.group(1))


def bought(message: str, visits: list) -> str:
    """ "Yes: " or "No: " to open the answer to a question about earlier `visits`: for a
    purchase asked ("did I buy the black top?"), whether a visit says it was bought (every word
    of it after "bought": "bought the cobalt top" is a no); for any other yes-or-no question
    about a visit, "Yes: "."""
    asked = _BUY_ASKED.search(normalise(message))
    if not asked:
        return "Yes: "
    words = [w for w in re.findall(r"[a-z]{3,}", asked.group(1)) if w not in _NOT_NAMING]
    for visit in visits:
        said = _BOUGHT.search(visit.text)
        if (
            said
            and not re.match(r"\s*nothing\b", said.group(1))
            and all(_said(w, said.group(1), visit.text, w == words[-1]) for w in words)
        ):
            return "Yes: "
    return "No: "


def _said(word: str, bought_part: str, visit: str, head: bool) -> bool:
    """Whether `word` of the purchase asked is said of what was bought: after "bought", or, for
    the `head` word ("top" of "the black top"), in the visit when what was bought is "the
    olive one" (a top named before it)."""
    bought_part = re.split(r"[,;.]|\b(?:but|left|not|didn't|and\s+then)\b", bought_part)[0]
    found = rf"\b{re.escape(word.rstrip('s'))}"
    if re.search(found, bought_part, re.I):
        return True
    return (
        head
        and bool(re.search(r"\b(?:one|ones|pair|it|them)\b", bought_part))
        and bool(re.search(found, visit, re.I))
    )
