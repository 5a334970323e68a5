"""Yes or no to a question about the shopper naming the value it asks about (issue 18; M8.1,
M8.2): "am I a size 12?", "is 70 my limit?", "do I like Kittiwake?".

`confirmed(kind, message, prefs)` -> "Yes" or "No" when `message` is a yes-or-no
question (it opens with a verb: "am I", "is", "do I", "should I") and names a value of `kind`
("size", "budget", "brand") that can be held against the standing preferences (newest wins:
M8.2); None otherwise, and the answer is then the plain recollection. It reads the shape (a
number, a letter size, a brand of the catalogue), never a phrase of one question.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.offline.decide.sized import asked_family
from assistant.offline.read.facts import Preferences
from assistant.offline.read.sizes import letter
from assistant.offline.words.text import normalise

# A yes-or-no question: it opens with its verb ("so am I still a 12?", "should I go for grey?").
YES_NO = re.compile(
    r"^(?:(?:so|and|but|ok|okay|wait|just\s+checking)[\s,]+)*(?:do|does|did|am|is|are|was|would|"
    r"have|should|shall|can|could)\b"
)
# An amount held against the limit: "is 120 too much?", "would 75 be within my budget?"
_OVER = re.compile(
    r"\btoo\s+(?:much|expensive|pricey|dear|steep)\b|\b(?:over|above|beyond|past)\s+(?:my|the)\s+"
    r"(?:budget|limit|max)\b|\bexceed|\bbreak\s+the\s+bank\b"
)
_WITHIN = re.compile(
    r"\b(?:within|under|inside)\s+(?:my|the)\s+(?:budget|limit)\b|\bafford\b|"
    r"\bok(?:ay)?\s+(?:for|with)\s+my\s+budget\b"
)
_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w.])")
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)?")
_TWO_WORDS = re.compile(r"\b(?:extra|x|double\s+extra|xx)[\s-]+(?:small|large)\b")


def _sizes_named(text: str) -> set[str]:
    # "extra small" is XS, not S: the two words read together first
    named = {code for w in _TWO_WORDS.findall(text) if (code := letter(re.sub(r"[\s-]+", " ", w)))}
    text = _TWO_WORDS.sub(" ", text)
    named |= {n.replace(",", ".") for n in _NUMBER.findall(text)}
    named |= {code for w in _WORD.findall(text) if len(w) > 1 and (code := letter(w))}
    named |= {m.upper() for m in re.findall(r"\b(?:a|an)\s+(s|m|l)\b", text)}  # "am I a m?"
    return named | _fitted(text)


def _fitted(text: str) -> set[str]:
    """A chest size with its fit ("40R", "42 long" -> "42L"): "am I a 40R?" of a 38R."""
    return {f"{n}{fit[0].upper()}" for n, fit in _FIT.findall(text.lower())}


# A fit asked alone: "am I petite?", "am I a tall?" (held against the sizes told).
_FIT_ASKED = re.compile(r"^am\s+i\s+(?:still\s+)?(?:a\s+)?(petite|tall|plus|regular|long|short)\b")
_FIT = re.compile(r"(?<![\w.])(\d{2})\s*(r|s|l|regular|short|long)\b")


def _size_said(size: str) -> set[str]:
    # "M", and "medium" as M ("you are a size small" tells S); "38R (38 regular)"
    return (
        _fitted(size)
        | {n.replace(",", ".") for n in _NUMBER.findall(size)}
        | {
            code
            for t in re.findall(r"[A-Za-z]+", size)
            if (code := letter(t.lower())) and (code == t.upper() or len(t) > 3)
        }
    )


def confirmed(kind: str, message: str, prefs: Preferences, said: str = "") -> str | None:
    """ "Yes" or "No" to a yes-or-no question naming a value of `kind` (see module), or None
    when it names none, asks no yes or no, or nothing is known of that kind. `said`: the
    answer about to be given; a size asked as "ever" ("was I ever a large?") is held against
    every size it tells, the older ones too, not only the standing one."""
    text = normalise(message)
    if not YES_NO.match(text):
        return None
    if kind == "size" and prefs.sizes and (fit := _FIT_ASKED.match(text)):
        told = " ".join(prefs.sizes.values()) + " " + said  # "petite size 8": petite
        # never said: no "No" (a 38R is no answer to "am I tall?"), the sizes told answer
        return "Yes" if re.search(rf"\b{fit.group(1)}", told, re.I) else None
    if kind == "size" and prefs.sizes and (named := _sizes_named(text)):
        # a garment named: held against the sizes the answer tells ("am I a US 8 in dresses?"
        # of "US 6", a US 8 being the shoes'), else every standing one (the answer may tell
        # another person's: "your husband's an XXL")
        now = re.sub(r"\.(?=\s|$)", " ", said.partition("; before that, ")[0])  # "an EU 40."
        told = _size_said(now) if asked_family(message) else set()
        current = told or set().union(*(_size_said(s) for s in prefs.sizes.values()))
        if re.search(r"\bever\b", text):
            current |= _size_said(said)
        return "Yes" if named & current else "No"
    if kind == "budget" and prefs.budget and (numbers := _NUMBER.findall(text)):
        limits = {prefs.budget.max_price, prefs.budget.min_price} - {None}
        ceiling, asked = prefs.budget.max_price, Decimal(numbers[0].replace(",", "."))
        if ceiling is not None and (over := _OVER.search(text) or _WITHIN.search(text)):
            beyond = asked > ceiling  # "is $120 too much for me?" of "under $100": yes
            return "Yes" if beyond == (over.re is _OVER) else "No"
        return "Yes" if any(Decimal(n.replace(",", ".")) in limits for n in numbers) else "No"
    if kind == "brand" and (prefs.liked_brands or prefs.avoided_brands):
        named = [b for b in (*prefs.liked_brands, *prefs.avoided_brands) if normalise(b) in text]
        if not named:
            return None  # a brand the shopper never spoke of: the brands known are said
        avoids = re.search(r"\b(?:avoid|hate|dislike|not\s+keen|steer)\w*", text)
        liked = named[0] in prefs.liked_brands
        return "Yes" if liked != bool(avoids) else "No"
    return None


_TAGS = {"am": ("you are", "you're not"), "do": ("you do", "you don't"),
         "did": ("you did", "you didn't"), "is": ("it is", "it isn't")}  # fmt: skip


def tagged(yes: str, message: str) -> str:
    """ "No, you're not" for "am I a 10?", "Yes, you do" for "do I like X?": the yes or no
    with its short answer, as said in English; the bare word for other questions."""
    verb = re.match(r"^(?:(?:so|and|but)\s+)?(am|do|did|is)\b", normalise(message))
    return f"{yes}, {_TAGS[verb[1]][yes == 'No']}" if verb else yes
