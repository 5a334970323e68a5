"""Questions about other people, and purchases asked yes or no (M4.3, M8.1).

`someone_else`: someone else asked about ("what size is my daughter?", "how old is my son?",
"what's my wife's shoe size?", "what colour won't the boys wear?", "when's my husband's
birthday?"). The shopper's own facts never answer for another person: the visits that name
them do (by any word for them: "my boy" of "the shopper's son"), or the facts naming them
that say what is asked (their size, age, taste, name, event); else the answer is that it is
not known, with what is known of them. `bought`: a purchase asked yes or no ("did I buy the
black top?" of a visit where a cobalt top was bought is a no).
"""

from __future__ import annotations

import re

from assistant.offline.decide.details import DATE
from assistant.offline.decide.visits import visits_answer
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.patterns import SOMEONE
from assistant.offline.reply.recalled import second_person
from assistant.offline.words.text import as_part, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

# What a question asks of another person, and how a fact of theirs says it (by the words the
# fact uses: "my son wears age 8", "the boys hate pink", "Alfie is 6").
_ASPECTS = (
    ("name", r"\b(?:called|name|names)\b", r"\b(?:called|named)\b|(?-i:(?<!^)\b[A-Z][a-z]+\b)"),
    ("age", r"\b(?:old|age)\b", r"\b(?:age|aged|years?|\d+\s*y|is\s+\d+|are\s+\d+)\b"),
    ("budget", r"\b(?:budget|spend|afford|price)\b", r"\b(?:budget|spend|spends)\b|[£$€]\s*\d"),
    ("colour", r"\bcolou?rs?\b", None),  # a colour of the catalogue
    ("brand", r"\b(?:brands?|labels?)\b", None),  # a brand of the catalogue
    ("size", r"\b(?:size|sizes|fit|wear|wears|measurements?)\b",
     r"(?<!['’])\b(?:size|wears?|takes?|fits?|x*[sml]|x+l|small|medium|large|\d+)\b"),
)  # fmt: skip
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
    fact = DATE.sub(" ", fact)  # "20 June" says no size or age
    family = _FAMILIES.search(asked)  # "what shoe size are the boys?": a shoe size said
    if aspect == "size" and family and family.group(0).rstrip("s") not in fact.lower():
        return False
    return bool(re.search(pattern or "", fact, re.I))


def someone_else(conversation: Conversation, vocab: Vocabulary) -> str:
    """The answer about the person asked of (M4.3): the visits naming them; else the facts
    naming them that say what is asked (their size, age, taste, name), in the second person;
    else that it is not known, with what is known of them. "" when no one else is asked of."""
    text = normalise(conversation.message)
    match = SOMEONE.search(text)
    if not match:
        return ""
    person = next(group for group in match.groups() if group)
    kin = next((g for g in _KIN if person in g), (person.rstrip("s"),))
    # "my boy" of "the shopper's son"; "kids' age 12" is a size, no child
    names = "|".join(re.escape(k) for k in kin)
    word = rf"\b(?:{names})s?\b(?!['’]?\s+(?:age|size|sizes|sizing)\b)"
    if visits := [v for v in conversation.visits if re.search(word, v.text, re.I)]:
        return visits_answer(visits, vocab)  # "what size is my son?" after a visit for him
    theirs = [f for f in conversation.facts if re.search(word, f, re.I)]
    if event := _EVENT.search(text):  # "when's my husband's birthday?" of "it's his 50th ..."
        theirs = [
            f
            for f in conversation.facts
            if re.search(rf"\b{event[0]}", f, re.I)
            and (re.search(word, f, re.I) or re.search(r"\b(?:his|her|their)\b", f, re.I))
        ]
        if theirs:
            said = or_list([as_part(second_person(f)) for f in theirs], "and")
            return said[:1].upper() + said[1:] + "."
    aspect, pattern = next(
        ((a, said) for a, asked, said in _ASPECTS if re.search(asked, text)), ("", None)
    )
    told = [f for f in theirs if not aspect or _says(aspect, pattern, text, f, vocab)]
    if told:
        said = or_list(list(dict.fromkeys(as_part(second_person(f)) for f in told)), "and")
        return said[:1].upper() + said[1:] + "."
    known = (
        f" I only know that {or_list([as_part(second_person(f)) for f in theirs], 'and')}."
        if theirs
        else ""
    )
    unknown = f"I don't know that about your {person}: you haven't told me."
    return f"{unknown}{known} Tell me and I'll use it."


# "did I buy the jumper?", "did I end up getting a parka?": a purchase asked yes or no.
_BUY_ASKED = re.compile(
    r"\bdid\s+i\s+(?:\w+\s+){0,2}?(?:buy(?:ing)?|get(?:ting)?|order(?:ing)?|pick(?:ing)?\s+up|"
    r"go(?:ing)?\s+for)\s+(.+?)(?:\s+(?:in\s+the\s+end|after\s+all|last\s+time|then|from\s+you))?"
    r"\s*\??$"
)
_NOT_NAMING = ("the", "any", "one", "that", "those", "these", "some", "them")
_BOUGHT = re.compile(r"\b(?:bought|ordered|purchased|picked\s+up|went\s+for)\b(.*)", re.I)


def purchase_asked(message: str) -> bool:
    """Whether `message` asks if something was bought ("did I end up buying the parka?")."""
    return bool(_BUY_ASKED.search(normalise(message)))


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
