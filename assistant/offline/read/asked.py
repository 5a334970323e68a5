"""What a question about the shopper asks about (issue 18 item 3; M8.1).

`kind_of(text, reading)` -> "visit", "size", "budget", "brand", "colour", "like", "avoid",
"occasion", "all" or None: the kind the slot words of the question name (an earlier visit
first), the slots of the catalogue it names (a colour, a brand) and the shopper's own plan
("when is my interview?"); None when no kind, or several without "and", are named.
`read.questions` decides whether a message is such a question at all.
"""

from __future__ import annotations

import re

from assistant.offline.read.message import Reading

_ALL = re.compile(r"\b(?:everything|all|anything|preferences|details|tastes?|style|profile)\b")
# The slot words of each kind, in the order they win (an earlier visit first: "what was I
# shopping for last time?" asks about that visit).
_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "visit",
        re.compile(
            r"\b(?:last\s+(?:time|visit|week|month|year)|previously|previous\s+(?:time|visits?|session)|before\b(?=\s*[?.!]*$)|earlier|"
            r"bought|end\s+up\s+(?:buying|getting|ordering|choosing|picking|going\s+for|with)|ask(?:ed)?\s+(?:you\s+)?about|ask(?:ed)?\s+you|discuss(?:ing|ed)?|"
            r"talk(?:ed|ing)?\s+about|come\s+back|came\s+back|(?:first|second|third)\s+time|"
            # a day ("on the 8th", "on 12 March"), not an amount ("am I still on 40 max?")
            r"on\s+(?:the\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|"
            r"jul|aug|sep|oct|nov|dec)[a-z]*)\b|on\s+(?:monday|tuesday|wednesday|thursday|"
            r"friday|saturday|sunday)|"
            r"other\s+day|(?:been|come|came)\s+(?:here|in|by)|(?:was|were)\s+(?:last\s+)?here|last\s+here|"
            r"shopped\s+here|visits?|visited|"
            r"(?<!have\s)(?<!we\s)\bi\s+got(?!\s+(?:a|an|any|some|to|on|coming|married)\b)|"
            r"look(?:ed|ing)?\s+at|brows(?:e|ed|ing)|search(?:es|ed|ing)?|bought|viewed|when\s+did\s+i|"
            r"history|how\s+many\s+times?|how\s+often\s+(?:have|do|did)\s+(?:i|we)|"
            r"did\s+(?:you|we)\s+(?:show|talk|discuss|find|suggest|recommend|offer)|"
            r"(?:you|u)\s+(?:showed|suggested|recommended|offered)|first\s+time)\b"
        ),
    ),
    (
        "size",
        re.compile(
            r"\b(?:sizes?|sizing|measurements?|fit|fits|waist|feet|foot|shoe\s+size|collar|"
            r"chest|inside\s+leg|inseam|leg\s+length|how\s+big|how\s+tall|(?:take|wear)\s+in\s+\w+)\b|"
            r"^(?:so\s+|and\s+)?am\s+i\s+(?:still\s+)?(?:an?\s+(?:\d|x*[sml]\b)|(?:a\s+)?(?:petite|"
            r"tall|plus[\s-]size|regular|long|short)\s*\??$)"  # "am I still a 12?", "am I petite?"
        ),
    ),
    (
        "budget",
        re.compile(
            r"\b(?:budget|spend|spending|pay|paying|price|prices|afford|cost|money|cap|limit|ceiling|"
            r"how\s+much|max(?:imum)?)\b"
        ),
    ),
    (
        "brand",
        re.compile(
            r"\b(?:brands?|labels?|makers?|designers?|names?\s+i\s+(?:like|buy)|"
            r"(?:buy|shop|order)\s+from(?!\s+(?:you|u|here|this\s+shop|the\s+shop)\b)|who\s+(?:do|did)\s+i\s+(?:\w+\s+){0,3}?(?:buy|shop|get|order))\b"
        ),
    ),
    ("colour", re.compile(r"\b(?:colou?rs?|shades?|tones?|hues?)\b")),
    (
        "occasion",
        re.compile(
            r"\b(?:occasions?|events?|trips?|holidays?|parties|going\s+(?:anywhere|away)|outfit\s+for|shopping\s+for|dressing\s+for|buying\s+for|"
            r"(?:dress(?:ing|ed)?(?:\s+up)?|shopping|buying|looking|outfit(?:\s+is)?|"
            r"need(?:ed)?\s+\w+)\s+for|(?:am|was|were)\s+i\s+after|i'm\s+after|plans?|"
            r"why\s+(?:am|was)\s+i\s+(?:shopping|here|buying|looking)|attending|"
            r"where\s+(?:am|was|were)\s+i\s+\w+ing|happening\s+for\s+me|coming\s+up|"
            r"(?:my|the)\s+(?:calendar|diary|agenda|schedule)|"
            r"(?:am|was)\s+i\s+(?:up\s+to|planning)|reason\s+for\s+my|why\s+(?:am|was|did)\s+i)\b"
            r"|\b(?:going|off|invited)\s+to\s*[?.!]*$"
            r"|\bfor\s*\?*$"
        ),
    ),
)
# What the shopper did on a visit, when no other kind is named ("what did I want back in
# January?"; "what did I want to spend?" asks the budget).
_DID_I = re.compile(
    r"\bdid\s+(?:i|we)\s+(?:want|ask\s+for|need|get|order|try|see|pick|choose|come\s+(?:in\s+)?for)\b|"
    r"\b(?:back\s+)?in\s+(?:january|february|march|april|may|june|july|august|september|october|"
    r"november|december)\b(?=.*\b(?:did|was|were)\b)"
)
_BOUGHT_ASKED = re.compile(
    r"^(?:(?:so|and|but|ok)[\s,]+)?did\s+i\s+(?:ever\s+|actually\s+|end\s+up\s+)?"
    r"(?:buy|get|order|purchase|pick\s+up)(?:ing)?\b"
)
_AVOID = re.compile(
    r"\b(?:avoid|dislike|hate|skip|steer\s+clear|stay\s+away|keep\s+away|not\s+keen|"
    r"(?:don't|do\s+not|didn't|did\s+not|doesn't)\s+(?:i\s+|we\s+)?(?:like|want|wear|suit)|not\s+like|"
    r"rather\s+not|ban(?:ned)?|veto(?:ed)?|swerve|give\s+a\s+miss|no-no|a\s+no\b|"
    r"(?:say|said)\s+no|ruled?\s+out|exclude[ds]?|not\s+(?:supposed|meant|allowed)|shouldn't|"
    r"leave\s+out|no-go|off\s+limits|can't\s+stand|never\s+wear|not\s+a\s+fan|not\s+into|why\s+no)\b|"
    r"\bi\s+(?:don't|do\s+not)\s*[?.!]*$"  # "colour I like and colour I don't?"
)
_LIKE = re.compile(
    r"\b(?:like|liked|love|loved|prefer|favou?rite|into|go\s+for|go-to|usual|suit|fan|keen|drawn)\b"
)

# Words of an earlier time that name no visit when a point is named with them.
_THEN = re.compile(r"\b(?:before|earlier|previously)\b")


def kind_word(word: str) -> bool:
    """Whether `word` alone names a kind asked about ("occasion", "trip", "budget")."""
    return any(pattern.search(word) for _, pattern in _KINDS[1:])


# Two kinds asked at once: each is answered ("all" says every kind known).
_BOTH = re.compile(r"\b(?:and|plus)\b|[&+]")


def kind_of(text: str, reading: Reading) -> str | None:
    """The kind the slot words of `text` name: one kind, else None ("all")."""
    found = [kind for kind, pattern in _KINDS if pattern.search(text)]
    slotted = {a.kind for clause in reading.clauses for a in clause.atoms}
    found += [k for k in ("size", "colour", "budget", "brand") if k in slotted and k not in found]
    colours = reading.request.colours or reading.request.exclude_colours
    if not found and colours and re.match(r"(?:so\s+|and\s+)?why\b", text):
        found.append("colour")  # "why no white tees?": a colour the search would read
    planned = "occasion" in slotted or reading.request.tag
    # "when is my interview?": the shopper's own plan; "the christening date and what I'm
    # spending": a plan asked beside another point
    if (
        planned
        and "occasion" not in found
        and (re.search(r"\bmy\b", text) or found and _BOTH.search(text))
    ):
        found.append("occasion")
    bought = re.search(r"\b(?:buy|bought|shop|shopped|order|ordered)\b", text)
    if (
        "visit" in found
        and len(found) > 1
        and not bought  # "what did I buy from you before?": what was bought then
        and not _KINDS[0][1].search(_THEN.sub(" ", text))
    ):
        found.remove("visit")  # "what was my budget before?": that point's older value (M8.2)
    if "visit" in found or (not found and _DID_I.search(text)) or _BOUGHT_ASKED.match(text):
        # "did I buy the Rowan Street top?": a purchase, whatever value it names
        return "visit"
    if len(found) > 1 and _BOTH.search(text):
        return "all"  # "size and budget?", "remind me of my budget and my plans"
    if "occasion" in found and len(found) > 1:
        found.remove("occasion")  # "what size was I shopping for?"
    if len(found) > 1:
        return "all"  # "size, colour, budget": each kind listed is answered
    if len(found) != 1:
        return None if not found or not _ALL.search(text) else "all"
    if found[0] != "colour":
        return found[0]
    avoid = bool(_AVOID.search(text))
    like = bool(_LIKE.search(_AVOID.sub(" ", text)))
    return "colour" if avoid == like else ("avoid" if avoid else "like")
