"""Whether a message asks about the shopper, and what about (issue 18 item 3; M8.1).

`question_kind(reading)` -> "size", "colour", "like", "avoid", "brand", "budget", "occasion",
"visit", "all", or None when the message is no question about the shopper.

Two readings decide whether it is one: the message's nearest labelled examples
(`Reading.intent`, read.intents) and the exact marks of a question about what the shopper
said ("did I mention", "what have I told you", "about me", "remind me"); a request ("do you
have jackets in my size?") or a question about the shop is none. A message nearest a question
about the shopper that names nothing to search for is one without "?" or "me" too ("my
brand", "colour i prefer"); a plan asked by its event or date is one (`PLAN_QUESTION`). What it is about is then read
from the slot words in it (size, colour, budget, brand, occasion, an earlier visit) and the
slots of the catalogue it names (a colour, a brand); when the words name no kind, or several,
the answer is everything known ("all").
"""

from __future__ import annotations

import re

from assistant.offline.read.message import Reading
from assistant.offline.read.occasions import PLAN_QUESTION

# A question: "?" or a question's first word ("remind me what size I said").
_ASKS = re.compile(
    r"^(?:(?:so|and|ok|okay|hey|hi|um|right|also|oh)[\s,]+)*(?:what|which|who|when|how|do|did|"
    r"does|have|has|had|is|are|was|were|can|could|would|will|tell\s+me|remind\s+me|list|"
    r"give\s+me|let\s+me\s+know|fill\s+me\s+in|(?:talk|walk|run)\s+me\s+through|"
    r"show\s+me\s+what|sum|summari[sz]e|recap|go\s+over|anything|any\s+idea)\b"
)
_SELF = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|myself|we|us|our)\b")
# What the shopper said, asked back: these make a question one about the shopper whatever
# else it names ("anything you know about my budget?", "what do you have on file for me?").
# Said with the shopper as what is asked about: a question whatever its punctuation.
_ABOUT_STRONG = re.compile(
    r"\babout\s+(?:me|myself)\b|\bmy\s+(?:\w+\s+)?(?:preferences|profile|likes\s+and\s+dislikes)\b|"
    r"\b(?:have|got|kept|keep)\s+on\s+me\b|^everything\s+(?:you|i)\b|"
    r"\b(?:did|have)\s+(?:you|u)\s+(?:\w+\s+)?(?:suggest|recommend|"
    r"offer|show)(?:ed)?\b(?!\s+(?:something|anything|some|any|me\s+(?:some|any|a|an)\b))|"
    r"\brefresh\s+my\s+memory\b|\b(?:can't|cannot|don't)\s+(?:remember|recall)\s+(?:what|which|"
    r"my|if|whether|how)\b|\bi\s+(?:forgot|forget)\s+(?:what|which|my|how)\b|\bi\s+(?:forgot|forget)\s*[?.!]*$|\bfill\s+me\s+in\b|\bon\s+file\s+(?:for\s+|about\s+)?me\b|"
    r"\b(?:you|u)\s+(?:know|remember|recall|have\s+noted|noted|learn(?:ed|t)?)\s+(?:so\s+far\s+)?"
    r"(?:of|about|on|for)\s+(?:me|my)\b|\bwho\s+i\s+am\b|^everything\s+(?:i've|i\s+have|you\s+know)|"
    r"^tell\s+me\s+(?:what|everything)\s+you\s+(?:know|have)\s*[?.!]*$|"
    # "what's the plan for May?": the shopper's own plans.
    r"^(?:(?:so|and|ok|okay)[\s,]+)?what(?:'s|\s+is|\s+are)\s+(?:the|my)\s+plans?\b|"
    # "what do you know?", "so what do you remember?": nothing else it could be about.
    r"^(?:(?:so|and|ok|okay|well)[\s,]+)?what\s+do\s+(?:you|u)\s+(?:know|remember|recall)\s*[?.!]*$|"
    # A follow-up naming only a visit ("and the very first time?", "what about last time?").
    r"^(?:(?:and|so|what\s+about|how\s+about|on)\s+)*(?:the\s+|my\s+)?(?:very\s+)?"
    r"(?:first|last|previous)\s+(?:time|visit)\s*[?.!]*$"
)
_ABOUT_ME = re.compile(
    r"\babout\s+my\s+\w+\b|\b(?:have|got|know|kept|keep)\s+on\s+me\b|\b(?:note|record)\s+of\s+my\b|\byou\s+have\s+for\s+me\b|"
    r"\bdid\s+(?:i|we)\b|\bhave\s+(?:i|we)\b(?!\s+got)|\bhad\s+i\b|"
    r"\b(?:my\s+)?first\s+(?:time|visit)\b|"
    r"^(?:what|which)\b.*\bi'm\s+(?:after|shopping|looking|dressing|buying)\s+for\s*\??\s*(?:again)?\W*$|"
    r"\bi(?:'ve)?\s+(?:gave|given|told|mentioned|said|shared|named|stated|picked)\b|"
    r"\bremind\s+me\b|\b(?:was|were|am)\s+i\s+(?:after|shopping|looking|dressing|buying)\b|"
    r"\b(?:was|were)\s+i\s+(?:going|planning|meaning|hoping)\s+to\b|"
    r"\bwhen\s+did\s+i\b|\bwhat\s+am\s+i\s+like\b|\bdo\s+you\s+know\s+(?:my|how|what|which|if)\b|"
    r"\bhow\s+much\s+(?:was|am|did|do|can|could|should|would|will)\s+i\b|"
    r"^(?:what|which)\s+(?:\w+\s+){0,2}(?:size|sizes|fit)\s+(?:am|was|were)\s+i\b|"
    r"^(?:what|which)\s+(?:\w+\s+){0,2}(?:size|sizes|fit)\s+(?:should|shall|would)\s+i\s+(?:go\s+for|"
    r"get|take|wear|order|pick|buy)\b(?!.*\b(?:in|for|of|with)\s+(?:this|these|that|it|them)\b)|"
    r"(?:^|[.,;:!?]\s*)(?:what|which|who)\s+(?:\w+\s+){0,2}(?:do|did)\s+i\s+(?:\w+\s+)?(?:like|love|"
    r"prefer|avoid|hate|dislike|steer|stay|wear|take|need|go\s+for|spend|pay|usually|normally|buy|shop|"
    r"always)\b|"
    # "is there a colour I never wear?", "any label I'm not keen on?": a kind the shopper spoke of.
    r"^(?:is\s+there|are\s+there|any)\s+(?:a\s+|an\s+|any\s+)?(?:\w+\s+)?(?:colou?rs?|shades?|"
    r"brands?|labels?|sizes?|budget|occasion)\s+(?:that\s+)?(?:i|i'm|i've|i'd)\b|"
    # "anything I hate wearing?", "is there anything I avoid?": what the shopper spoke of.
    r"^(?:is\s+there\s+)?(?:anything|something)\s+(?:that\s+)?(?:i|i'm|i've|i'd)\s+(?:\w+\s+)?"
    r"(?:hate|dislike|avoid|like|love|prefer|never|don't|won't|can't|said|told|mentioned)\b|"
    # "what shouldn't you show me?", "what's off limits for me?": what the shopper ruled out.
    r"\bwhat\s+(?:shouldn't|should\s+not|mustn't|must\s+not|not\s+to|should\s+(?:you|u)\s+never)\s+"
    r"(?:you\s+)?(?:show|offer|"
    r"send|give|suggest)\s+(?:to\s+)?me\b|^what(?:'s|\s+is|\s+are)\s+(?:off\s+limits|a\s+no(?:-go)?)\s+for\s+me\b|"
    # "which colour should I steer clear of?": what the shopper avoids, not advice.
    r"\b(?:should|shall)\s+i\s+(?:avoid|steer\s+clear|stay\s+away|keep\s+away|skip)\b|"
    # "am I a 12 or a 14?", "am I a medium or a large?": the shopper's own size, asked back.
    r"^(?:so\s+)?am\s+i\s+(?:an?\s+)?[\w.]+\s+or\s+(?:an?\s+)?[\w.]+\s*\??$|"
    # "what's my size, do you have that?": the shopper's own slot asked first.
    r"^(?:what|which)(?:'s|\s+is|\s+are|\s+was)\s+my\s+(?:\w+\s+)?(?:size|sizes|budget|brand|"
    r"colou?rs?|occasion)\b(?!\s+(?:in|of)\b)|"
    r"\b(?:my|i)\s+(?:\w+\s+)?(?:preferences|details|tastes?|profile|likes|dislikes)\b|"
    # "what have you got down as my size?": what was noted, asked back.
    r"\b(?:have|got|put|noted|written)\s+(?:me\s+)?down\s+(?:as|for)\b|"
    # "what sort of things do I like?": the kind of thing, not a product, asked about.
    r"^(?:what|which)\s+(?:sorts?|kinds?|types?)\s+of\s+(?:things?|stuff|styles?|colou?rs?|"
    r"brands?|labels?|clothes)\s+(?:do|did|would)\s+i\b"
)
# "What's my size?", "my budget again?": the shopper's own slot asked about, not a request.
_MY_SLOT = re.compile(
    r"^(?:(?:so|and|ok|okay|hey)[\s,]+)*(?:what|which|how\s+much)(?:'s|\s+is|\s+are|\s+was|"
    r"\s+were)?\s+my\b|\bmy\s+(?:\w+\s+)?(?:size|sizes|budget|brand|colou?rs?)(?:\s+again)?\s*\??$"
)
# A request or a question about the shop, even with the shopper in it ("have you got
# anything in my budget?", "what would suit me?").
_REQUEST = re.compile(
    r"^(?:(?:so|and|ok|okay|hey|hi|also)[\s,]+)*(?:do\s+you\s+(?:have|sell|stock|carry|do)|"
    r"have\s+you\s+got|got\s+any|any(?:thing)?\s+(?:in|for|under|below|from|like)|show|find|"
    r"is\s+there|are\s+there|what\s+(?:do|have)\s+you\s+(?:have|got)|can\s+i\s+(?:get|have|see)|"
    r"what\s+(?:would|should|could|will)|(?:what|which)\s+(?:\w+\s+)?(?:can|could)\s+i|which(?:\s+\w+){1,3}\s+(?:would|should|will|could)(?!\s+you)|i\s+(?:need|want))\b"
)
# "What's in my budget?", "anything in my size?": a search for the shopper, no question.
_IN_MY = re.compile(r"\b(?:in|within|under|for)\s+my\s+(?:\w+\s+)?(?:size|budget|price|colou?r)")
# "What size should I get in this?": a question about a product (the page's), not the shopper.
_THIS = re.compile(r"\b(?:in|for|of|with)\s+(?:this|these|that|it)\b")
_ALL = re.compile(r"\b(?:everything|all|anything|preferences|details|tastes?|style|profile)\b")
# The slot words of each kind, in the order they win (an earlier visit first: "what was I
# shopping for last time?" asks about that visit).
_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "visit",
        re.compile(
            r"\b(?:last\s+(?:time|visit|week|month|year)|previously|previous\s+(?:time|visits?|session)|before\b(?=\s*[?.!]*$)|earlier|"
            r"bought|end\s+up\s+buying|asked\s+(?:you\s+)?about|ask(?:ed)?\s+you|discuss(?:ing|ed)?|"
            r"talk(?:ed|ing)?\s+about|come\s+back|came\s+back|(?:first|second|third)\s+time|"
            r"on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b|on\s+(?:monday|tuesday|wednesday|thursday|"
            r"friday|saturday|sunday)|"
            r"other\s+day|(?:been|come|came)\s+(?:here|in|by)|shopped\s+here|visits?|visited|"
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
            r"chest|inside\s+leg|inseam|leg\s+length|how\s+big|how\s+tall|(?:take|wear)\s+in\s+\w+)\b"
        ),
    ),
    (
        "budget",
        re.compile(
            r"\b(?:budget|spend|spending|pay|paying|price|prices|afford|cost|money|cap|limit|"
            r"how\s+much|max(?:imum)?)\b"
        ),
    ),
    (
        "brand",
        re.compile(
            r"\b(?:brands?|labels?|makers?|designers?|names?\s+i\s+(?:like|buy)|"
            r"(?:buy|shop|order)\s+from|who\s+(?:do|did)\s+i\s+(?:\w+\s+){0,3}?(?:buy|shop|get|order))\b"
        ),
    ),
    ("colour", re.compile(r"\b(?:colou?rs?|shades?|tones?|hues?)\b")),
    (
        "occasion",
        re.compile(
            r"\b(?:occasions?|events?|outfit\s+for|shopping\s+for|dressing\s+for|buying\s+for|"
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
_AVOID = re.compile(
    r"\b(?:avoid|dislike|hate|skip|steer\s+clear|stay\s+away|keep\s+away|not\s+keen|"
    r"(?:don't|do\s+not|didn't|did\s+not)\s+(?:i\s+|we\s+)?(?:like|want|wear)|not\s+like|"
    r"rather\s+not|ban(?:ned)?|veto(?:ed)?|swerve|give\s+a\s+miss|no-no|a\s+no\b|"
    r"(?:say|said)\s+no|ruled?\s+out|exclude[ds]?|not\s+(?:supposed|meant|allowed)|shouldn't|"
    r"leave\s+out|no-go|off\s+limits|can't\s+stand|never\s+wear|not\s+a\s+fan|not\s+into)\b"
)
_LIKE = re.compile(
    r"\b(?:like|liked|love|loved|prefer|favou?rite|into|go\s+for|go-to|usual|suit|fan|keen|drawn)\b"
)


# "how old is my son?": a fact about the shopper's family, asked back.
_FAMILY = re.compile(r"^how\s+old\s+(?:is|are)\s+my\s+\w+\s*\??$")


def question_kind(reading: Reading) -> str | None:
    """What the shopper asks about themselves (module docstring), or None."""
    text = reading.normalised
    if PLAN_QUESTION.match(text):
        return "occasion"
    if _FAMILY.match(text):
        return "all"
    strong = bool(_ABOUT_STRONG.search(text)) or _terse(text, reading)
    asked = "?" in text or bool(_ASKS.match(text))
    again = bool(_AGAIN.search(text))  # "what's the occasion again?"
    label = reading.intent[0] if reading.intent else None  # the one embedding
    # Nearest the questions about the shopper, said without "?" ("my brand", "colour i
    # prefer") or without "me" ("what's on friday"): asked back all the same.
    near = bool(label and label.startswith("about:")) and _bare(reading, label)
    if not strong and not near and (not asked or not (_SELF.search(text) or again)):
        return None
    if again and not _SELF.search(text) and _kind(text, reading) not in (None, "visit"):
        return _kind(text, reading)  # "what's the big occasion again?"
    if not strong and not near and not _SELF.search(text):
        return None
    kind = _kind(text, reading)
    if not (strong or _ABOUT_ME.search(text)):
        if label and not label.startswith("about:"):
            return None  # a search, a question about the shop or the assistant
        request = reading.request
        named = request.type or request.subtype
        # Nearest a question about the shopper by far, naming no product: "is there an event
        # I'm buying for?" asks back, though it opens like a request.
        sure = (
            bool(label)
            and reading.intent[1] >= _SURE
            and not (named or request.colours or _CHOICE.search(text))
        )
        if (_REQUEST.match(text) and not sure) or _IN_MY.search(text) or _THIS.search(text):
            return None
        if reading.atoms:
            return None  # "I can't stand navy, anything else in M?" states, then asks for
        if not label and not _MY_SLOT.search(text) and (kind is None or named):
            return None
    if kind is None and label and label.startswith("about:"):
        return label.removeprefix("about:")
    return kind or "all"


# Two kinds asked at once: each is answered ("all" says every kind known).
_BOTH = re.compile(r"\b(?:and|&|plus)\b")
_SURE = 0.85  # an about:* label this near decides against a request's opening words
# "which colours can I choose from?", "what should I get?": a choice ahead, asked of the shop.
_CHOICE = re.compile(
    r"\b(?:can|could|should|would|will|shall)\s+(?:i|we)\b(?!\s+(?:spend|afford|pay|go\s+up\s+to))"
)
_AGAIN = re.compile(r"\b(?:again|do\s+you\s+(?:remember|recall)|remind\s+me)\b")
_FILLER = re.compile(r"\b(?:pls|please|again|do\s+you\s+(?:remember|recall)|my|the|then|so|and)\b")


# "what dress size?", "and my jacket size": a product naming the size asked about.
_SIZE_OF = re.compile(r"\b[a-z]+\s+sizes?\b(?!\s+(?:in|for|of)\b)")


def _bare(reading: Reading, label: str) -> bool:
    """Whether the message names nothing to search for: no product, colour, size or amount
    and no statement ("my brand" does; "my brand in XL" and "any plans? I wear M" do not); a
    value of the kind its `label` asks about is checked, not searched for ("still a medium?")."""
    request = reading.request
    named = (request.type or request.subtype) and not _SIZE_OF.search(reading.normalised)
    asked = label.removeprefix("about:")
    asked = "colour" if asked in ("like", "avoid") else asked
    product = request.type or request.subtype  # "dresses size L?" asks for dresses in L
    values = [a for c in reading.clauses for a in c.atoms if a.kind != asked or product]
    return not (named or (request.colours and asked != "colour") or reading.atoms or values)


def _terse(text: str, reading: Reading) -> bool:
    """A few words naming one kind, asked back ("shoe size?", "budget?", "my brand again",
    "waist size pls", "jacket size, do you remember?"): a question about the shopper."""
    if not ("?" in text or _AGAIN.search(text) or re.search(r"\bpl(?:ea)?se?\b", text)):
        return False
    words = re.findall(r"[a-z']+", _FILLER.sub(" ", text))
    if not words or len(words) > 3 or _REQUEST.match(text) or _IN_MY.search(text):
        return False
    if any(clause.atoms for clause in reading.clauses) or re.search(r"\d", text):
        return False  # "and in XL?", "any shoes in 43?": a value asked for, a request
    return _kind(text, reading) not in (None, "visit")


def _kind(text: str, reading: Reading) -> str | None:
    """The kind the slot words of `text` name: one kind, else None ("all")."""
    found = [kind for kind, pattern in _KINDS if pattern.search(text)]
    slotted = {a.kind for clause in reading.clauses for a in clause.atoms}
    found += [k for k in ("size", "colour", "budget", "brand") if k in slotted and k not in found]
    planned = "occasion" in slotted or reading.request.tag
    if planned and "occasion" not in found and re.search(r"\bmy\b", text):
        found.append("occasion")  # "when is my interview?": the shopper's own plan
    if "visit" in found or (not found and _DID_I.search(text)):
        return "visit"
    if len(found) > 1 and _BOTH.search(text):
        return "all"  # "size and budget?", "remind me of my budget and my plans"
    if "occasion" in found and len(found) > 1:
        found.remove("occasion")  # "what size was I shopping for?"
    if len(found) != 1:
        return None if not found or not _ALL.search(text) else "all"
    if found[0] != "colour":
        return found[0]
    avoid = bool(_AVOID.search(text))
    like = bool(_LIKE.search(_AVOID.sub(" ", text)))
    return "colour" if avoid == like else ("avoid" if avoid else "like")
