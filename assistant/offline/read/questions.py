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

from assistant.offline.read.asked import kind_of
from assistant.offline.read.intents import about_kind, leaning
from assistant.offline.read.message import Reading
from assistant.offline.read.occasions import PLAN_QUESTION
from assistant.offline.read.patterns import SOMEONE

# A question: "?" or a question's first word ("remind me what size I said").
_ASKS = re.compile(
    r"^(?:(?:so|and|ok|okay|hey|hi|um|right|also|oh|roughly|exactly)[\s,]+)*(?:what|which|who|whose|when|where|why|how|do|did|"
    r"does|have|has|had|am|is|are|was|were|can|could|would|will|should|shall|tell\s+me|remind\s+me|list|"
    r"give\s+me|let\s+me\s+know|fill\s+me\s+in|(?:talk|walk|run)\s+me\s+through|"
    r"show\s+me\s+what|sum|summari[sz]e|recap|go\s+over|anything|any\s+idea)\b"
)
_SELF = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|mine|myself|we|us|our)\b")
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
    # "am I still a 12 in dresses?", "am I a size 7 shoe?": the shopper's size asked, yes or no
    r"^(?:(?:so|and|wait)[\s,]+)?am\s+i\s+(?:still\s+)?(?:(?:a|an|in)\s+)?(?:size\s+|uk\s+|us\s+|eu\s+)?"
    r"(?:\d|x*[sml]\b|w\d|small|medium|large|regular|long|short|petite|tall)|"
    # "do you have my shoe size?", "have you got my size on file?": the size kept, not stock
    r"^(?:(?:so|and|ok|okay|hey|hi)[\s,]+)?(?:(?:do|did)\s+(?:you|u)\s+(?:have|know|remember|"
    r"keep)|have\s+(?:you|u)\s+got)\s+my\s+(?:\w+\s+)?size\s*(?:on\s+file|saved|stored|noted)?"
    r"\s*(?:,?\s*if\s+you\s+(?:know|have)\s+it)?\s*(?:[?.!]|$)|"
    # "what's the plan for May?": the shopper's own plans.
    r"^(?:(?:so|and|ok|okay)[\s,]+)?what(?:'s|\s+is|\s+are)\s+(?:the|my)\s+plans?\b|"
    # "why no white tees?", "why don't I wear yellow?": the reason the shopper gave, asked back.
    r"^(?:(?:so|and|but)\s+)?why\s+(?:no|not|never|(?:do|don't|do\s+not|did|didn't|can't|won't|"
    r"shouldn't)\s+i)\b|"
    # "brands I avoid", "shirt brand i like": a kind the shopper spoke of, named as a fragment.
    r"^(?:my\s+)?(?:\w+\s+)?(?:colou?rs?|shades?|brands?|labels?)\s+(?:that\s+)?(?:i|i'm)\s+"
    r"(?:\w+\s+)?(?:like|love|prefer|avoid|hate|dislike|wear|buy|go\s+for|swear\s+by)\s*[?.!]*$|"
    # "what do you know?", "so what do you remember?": nothing else it could be about.
    r"^(?:(?:so|and|ok|okay|well)[\s,]+)?what\s+do\s+(?:you|u)\s+(?:know|remember|recall)\s*[?.!]*$|"
    # A follow-up naming only a visit ("and the very first time?", "what about last time?").
    r"^(?:(?:and|so|what\s+about|how\s+about|on)\s+)*(?:the\s+|my\s+)?(?:very\s+)?"
    r"(?:first|last|previous)\s+(?:time|visit)\s*[?.!]*$"
)
_ABOUT_ME = re.compile(
    # "what kind of shoes do I need?" (no purpose named: "... for snow?" asks the shop)
    r"^(?:what|which)\s+(?:kind|sort|type)\s+of\s+\w+\s+do\s+i\s+(?:need|wear|take)\W*$|"
    # "do I prefer dresses or trousers?": the shopper's own choice, asked back
    r"^(?:(?:so|and)\s+)?do\s+i\s+(?:prefer|like|wear|go\s+for)\s+(?:\w+\s+){1,2}or\s+\w+\W*$|"
    # "do my shoes need a particular fit?": what the shopper said of their own things
    r"^(?:(?:so|and)\s+)?(?:do|does)\s+my\s+(?:\w+\s+)?\w+\s+(?:need|have\s+to|run)\b|"
    # "am I ok with X?": the shopper's taste asked, yes or no
    r"^(?:(?:so|and)\s+)?am\s+i\s+(?:ok|okay|fine|alright|good|happy|cool)\s+with\b|"
    # "is Ostara one I like?", "is navy a colour I avoid?", "is X one of mine?": a value asked of
    # the shopper's taste
    r"^(?:is|are)\s+[\w&' -]+?\s+(?:one|ones|an?\s+\w+)\s+(?:that\s+)?(?:i|we)\s+(?:like|love|"
    r"prefer|avoid|hate|dislike|wear)\b|^(?:is|are)\s+[\w&' -]+?\s+(?:one|some)\s+of\s+(?:mine|my\s+\w+)\b|"
    r"\babout\s+my\s+\w+\b|\b(?:have|got|know|kept|keep)\s+on\s+me\b|\b(?:note|record)\s+of\s+my\b|\byou\s+have\s+for\s+me\b|"
    # "what colour were the tees I got?": the shopper's own purchase, asked about
    r"\b(?:the|that|those|these)\s+(?:[\w-]+\s+){1,2}i\s+(?:got|bought|ordered|picked\s+up)\b|"
    r"\bdid\s+(?:i|we)\b|\b(?:didn't|did\s+not)\s+(?:i|we)\b|\bhave\s+(?:i|we)\b(?!\s+got)|\bhad\s+i\b|"
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
    # "which colour should my ski gloves be?", "is my blazer fit regular or long?"
    r"^(?:what|which)\s+(?:colou?rs?|sizes?|brands?|fit)\s+(?:should|do|does|are|is)\s+my\s+"
    r"(?:[\w-]+\s+){0,2}?(?:be|come\s+in|run)\b|^is\s+my\s+(?:[\w-]+\s+){0,2}(?:fit|size)\s+\w+\s+or\b|"
    r"(?:^|[.,;:!?]\s*)(?:(?:roughly|exactly|just)\s+)?(?:what|which|who)\s+(?:(?:\w+\s+){0,2}|(?:brand|colou?r|label)\s+of\s+\w+\s+)(?:do|did)\s+i\s+"
    r"(?:\w+\s+(?:to\s+)?)?(?:like|love|"
    r"prefer|avoid|hate|dislike|steer|stay|wear|take|need|go\s+for|spend|pay|usually|normally|buy|shop|"
    r"always|stick|trust|swear)\b|"
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
    # "which colour would I rather not wear?": what the shopper refuses, asked back.
    r"^(?:what|which)\s+(?:\w+\s+){0,2}(?:would|'d)\s+i\s+(?:rather\s+not|never|not)\b|"
    # "which colour should I steer clear of?": what the shopper avoids, not advice.
    r"\b(?:should|shall)\s+i\s+(?:avoid|steer\s+clear|stay\s+away|keep\s+away|skip)\b|"
    # "am I a 12 or a 14?", "am I a medium or a large?": the shopper's own size, asked back.
    r"^(?:so\s+)?am\s+i\s+(?:an?\s+)?[\w.]+\s+or\s+(?:an?\s+)?[\w.]+(?:\s+(?:in|for)\s+[\w\s]+)?\s*\??$|"
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


# "how old is my son?": a fact about the shopper's family, asked back.
_FAMILY = re.compile(r"^how\s+old(?:'s|\s+is|\s+are)\s+my\s+\w+\s*\??$")


def question_kind(reading: Reading, remembered: bool = False) -> str | None:
    """What the shopper asks about themselves (module docstring), or None. `remembered`: the
    shopper is known (recalled facts or visits) and nothing else was said in this chat (no
    earlier answer, no product page): then a question that names nothing to search for can
    only be about them ("when is it?", "which month", "max spend", "size, budget, colour")."""
    kind = _asked_back(reading)
    if kind == "unclear":
        return "all"  # asked back in words that name no kind: everything known
    if kind is not None or not (remembered and _open(reading)):
        return kind
    # The kind the words leave unclear is read by meaning: the nearest example of a question
    # about the shopper, from the message's one embedding; else everything known.
    # A colour's kinds need a colour word, which the words would have read: "is there anything
    # I avoid?" may be a brand too, and everything known answers it.
    # Two kinds named ("size and budget", "size + budget") are both answered, whatever the
    # nearest example leans to.
    if kind_of(reading.normalised, reading) == "all":
        return "all"
    kind = about_kind(reading.normalised) or leaning(reading.normalised)
    return kind if kind not in (None, "like", "avoid", "colour") else "all"


# Labels no question about the shopper takes, whatever it names.
_NOT_ABOUT = ("assistant", "greeting", "thanks", "out of scope", "catalogue")


def _open(reading: Reading) -> bool:
    """A question (or a few words) naming nothing to search for: no product but as the size
    asked ("shoe size"), no brand, colour, size, department or amount, no statement, no
    request's opening words, nothing nearest another assistant's label."""
    text = reading.normalised
    request = reading.request
    named = (request.type or request.subtype) and not _SIZE_OF.search(text)
    values = request.brand or request.colours or request.size or request.department
    if named or values or request.max_price or request.min_price or reading.atoms:
        return False
    if reading.intent and reading.intent[0] in _NOT_ABOUT:
        return False
    if _REQUEST.match(text) or _IN_MY.search(text) or _THIS.search(text):
        return False
    asked = "?" in text or _ASKS.match(text) or any(c.mood == "question" for c in reading.clauses)
    # said without asking, in words every nearest example reads as one about the shopper
    return bool(asked) or len(re.findall(r"[a-z']+", text)) <= 4 or leaning(text) is not None


# Who else is at a plan: "who am I going skiing with?", "who's coming to my graduation?"
_WHO_WITH = re.compile(
    r"^(?:(?:so|and|ok)[\s,]+)?who(?:'s|\s+is|\s+am\s+i|\s+are\s+we|\s+else\s+is)\s+"
    r"(?:\w+\s+){0,4}?(?:going|coming|joining|playing|invited)\b"
)


def _asked_back(reading: Reading) -> str | None:
    """Whether the message asks back what the shopper said: its kind, "all", or None."""
    text = reading.normalised
    request = reading.request
    if (PLAN_QUESTION.match(text) or _WHO_WITH.match(text)) or (
        _WHEN_MY.match(text) and not (request.type or request.subtype or reading.atoms)
    ):
        return "occasion"  # "when's my 10k?": a plan of the shopper's, whatever its word
    if _FAMILY.match(text) or (_ASKS.match(text) and SOMEONE.search(text) and not reading.atoms):
        return "all"  # someone else's size or taste asked: decide.others answers
    strong = bool(_ABOUT_STRONG.search(text)) or _terse(text, reading)
    # "remind me" asks wherever it stands ("Suit jacket size, remind me").
    asked = "?" in text or bool(_ASKS.match(text) or re.search(r"\bremind\s+me\b", text))
    again = bool(_AGAIN.search(text))  # "what's the occasion again?"
    label = reading.intent[0] if reading.intent else None  # the one embedding
    # Nearest the questions about the shopper, said without "?" ("my brand", "colour i
    # prefer") or without "me" ("what's on friday"): asked back all the same.
    near = bool(label and label.startswith("about:")) and _bare(reading, label)
    if not strong and not near and (not asked or not (_SELF.search(text) or again)):
        return None
    if again and not _SELF.search(text) and kind_of(text, reading) not in (None, "visit"):
        return kind_of(text, reading)  # "what's the big occasion again?"
    if not strong and not near and not _SELF.search(text):
        return None
    kind = kind_of(text, reading)
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
        # near a question about the shopper and naming nothing to search for ("got any events
        # on my calendar?"): a request's opening words do not make it one, a choice ahead does
        near = near and not _CHOICE.search(text)  # "which colours can I choose from?"
        if (
            (_REQUEST.match(text) and not (sure or near))
            or _IN_MY.search(text)
            or (_THIS.search(text) and not _MY_SLOT.search(text))  # "my budget for it?"
        ):
            return None
        if reading.atoms:
            return None  # "I can't stand navy, anything else in M?" states, then asks for
        if not label and not _MY_SLOT.search(text) and (kind is None or named):
            return None
    if kind is None and label and label.startswith("about:"):
        return label.removeprefix("about:")
    return kind or "unclear"


_WHEN_MY = re.compile(
    r"^(?:(?:so|and|ok)[\s,]+)?when(?:'s|\s+is|\s+was)\s+(?:my|our)\s+[\w' -]{2,30}?(?:\s+again)?\s*\??$"
)
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
    return kind_of(text, reading) not in (None, "visit")
