"""A detail of a plan asked that the plan never said (M8.1): "whose funeral is it?" of "has a
funeral to go to on Friday", "where's the cruise going?" of "is going on a cruise in August",
"when do we leave for the honeymoon?" of "our honeymoon is in Japan".

The answer says plainly that it was not told, then what is known of the plan; a question whose
detail the answer already holds (a person, a place, a day, a number) is left as it is.
"""

from __future__ import annotations

import re
from functools import cache

from assistant.offline.read.asked import kind_word
from assistant.offline.read.patterns import PEOPLE
from assistant.offline.reply.recalled import second_person
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.text import normalise

_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_DAYS = r"mon|tue|wed|thu|fri|sat|sun"
_SEASONS = r"spring|summer|autumn|fall|winter|christmas|easter|new\s+year"
_WHEN_WORDS = (
    rf"\b(?:{_MONTHS})\b|\b(?:{_DAYS})[a-z]*day\b|\b(?:{_SEASONS})\b|\d|\b(?:next|this|coming)\s+"
    r"(?:week|month|year|weekend)\b|\b(?:tomorrow|tonight|soon|weekend|fortnight)\b"
)
# A place: what follows "to", "in", "at" or "near" that is no time, article-free noun or name
# ("off to Crete", "the races at Ascot", "a trip to the Lake District").
_NOT_PLACE = re.compile(
    rf"^(?:a|an|my|our|his|her|their|your|this|that|it|work|(?:{_MONTHS})|(?:{_SEASONS})|"
    rf"(?:{_DAYS})[a-z]*day|\d.*|one|two|three|four|five|six|few|couple|time|advance|total|"
    r"mind|person|style|case|about|around|least|most|the\s+(?:morning|evening|afternoon|"
    r"summer|spring|autumn|winter|end|new\s+year|week\w*|month|year|future))$"
)
_PLACE = re.compile(r"\b(?:to|in|at|near|around)\s+((?:the\s+)?[\w'-]+)")
_ASKED = (
    # (what is asked, the question's words, what the answer must hold to have answered it)
    ("whose it is",
     re.compile(r"^(?:\w+\s+){0,2}(?:whose|whos(?=\s+\w+\s+(?:is|was)\b)|"
                r"who(?:'s|\s+is)\s+(?:it|the\s+\w+)\s+for)\b"),
     # a person, or a name not of a place or a month ("a christening in Bergen in May": no one)
     re.compile(rf"\b{PEOPLE}\b|(?-i:(?<=\s)(?<!in\s)(?<!to\s)(?<!at\s)(?!(?:{_MONTHS})\b)[A-Z][a-z]+)",
                re.I)),
    ("who's going with you", re.compile(
        r"^(?:\w+\s+){0,2}who(?:'s|s|\s+is|\s+am\s+i|\s+are\s+we|\s+else\s+is)\s+(?:\w+\s+){0,4}?"
        r"(?:going|coming|joining|invited|taking|bringing)\b"),
     re.compile(rf"\b{PEOPLE}\b|\bwith\s+(?-i:[A-Z])", re.I)),
    ("who's playing", re.compile(r"^(?:\w+\s+){0,2}who(?:'s|\s+is)\s+(?:playing|performing|on)\b"),
     re.compile(r"(?-i:\b(?:see|seeing|watch|watching)\s+[A-Z])")),
    ("how many are coming", re.compile(
        r"^(?:\w+\s+){0,2}how\s+many\s+"
        r"(?:guests|people|of\s+us|friends|are\s+(?:coming|going|invited)|will\s+be)\b"),
     re.compile(r"\b\d+\b(?!\s*(?:st|nd|rd|th)\b)")),
    # "what exact day does the cruise start?" of a cruise "in June": a month is no day
    ("the exact day", re.compile(
        r"^(?:\w+\s+){0,2}(?:what|which)\s+(?:exact\s+|precise\s+|actual\s+)?(?:day|date)\b|"
        r"\b(?:exact|precise)\s+(?:day|date)\b"),
     re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\b|\b(?:{_DAYS})[a-z]*day\b|\b(?:tomorrow|tonight)\b",
                re.I)),
    ("when", re.compile(r"^(?:\w+\s+){0,2}when\b"), re.compile(_WHEN_WORDS, re.I)),
    ("how long", re.compile(r"^(?:\w+\s+){0,2}how\s+long\s+(?:have|has|had|are|is|will)\b"),
     re.compile(r"\b(?:\d+|a|an|one|two|three|four|five|ten|twenty)\s+(?:years?|months?|weeks?)\b", re.I)),
    # "do you know what we're calling the baby?": a thing no kind holds
    ("that", re.compile(r"^(?:\w+\s+){0,2}do\s+you\s+know\s+(?:what|which|who|whose|where)\s+"
                        r"(?:i'm|i\s+am|we're|we\s+are|i've|we've|i|we)\s+(?:calling|naming|studying)\b"),
     re.compile(r"\b(?:called|named|calling|naming|stud\w*|degree|course)\b", re.I)),
)  # fmt: skip
_WHERE = re.compile(r"^(?:\w+\s+){0,2}where\b")
# A day named: "12 September 2026", "Friday", "2026-01-04", "the 3rd", "in 2027".
DATE = re.compile(
    rf"\b(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:{_MONTHS})\b(?:\s+\d{{1,2}}(?:st|nd|rd|th)?\b)?"
    rf"(?:,?\s+\d{{4}})?|\b(?:{_DAYS})[a-z]*day\b|\b\d{{4}}(?:-\d{{2}}-\d{{2}})?\b|"
    r"\b\d{1,2}(?:st|nd|rd|th)\b",
    re.I,
)
_VISITS = re.compile(r"\s(?=On\s+\d{4}-\d{2}-\d{2})")


def unsaid_detail(message: str, said: str) -> str:
    """The answer `said` to a question about a plan, opening with what the plan never said
    when the question asks a detail it lacks ("You haven't told me where. You're going on a
    cruise in August."); `said` as it is otherwise."""
    text = normalise(message)
    plan = _VISITS.split(said)[0]  # the plans said, not the visits after them
    undated = DATE.sub(" ", plan)  # "12 September 2026" names no one and counts nothing
    event = _PLAN_ASKED.match(text)  # "have I got a wedding coming up?" of an interview
    if event and not re.search(rf"\b{event.group(2)[:5]}", said.lower()):
        return f"You haven't told me about {event.group(1)} {event.group(2)}. {said}"
    if thing := _thing_unsaid(text, said):
        # what is known still follows: it may say the thing in other words ("lives in
        # Ireland" for "what country am I in?")
        known = said.removeprefix("As far as I know, ")
        return f"I'm not sure about {thing}, but here's what I know: {known[0].lower()}{known[1:]}"
    if not said.startswith(("You", "Your", "As far as")) or said.startswith("You haven't"):
        return said  # not known at all, or no plan said back: nothing to add
    if _WHERE.match(text):
        places = [p for p in _PLACE.findall(plan) if not _NOT_PLACE.match(p.lower())]
        return said if places else f"You haven't told me where. {said}"
    for what, asked, holds in _ASKED:
        if asked.match(text):
            held = holds.search(plan if what in ("when", "the exact day") else undated)
            return said if held else f"You haven't told me {what}. {said}"
    return said


# "who's the groom?", "which school house am I in?": a thing asked by its name
_THING = re.compile(
    r"^(?:(?:so|and|ok|but)[\s,]+)?(?:do\s+you\s+know\s+)?(?:"
    r"(?:what|which|who|whose)(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(my|the|her|his|our|their)\s+"
    r"((?:[a-z]+(?:'s)?\s+)?[a-z]+)"
    r"|(?:what|which|whose)\s+((?:[a-z]+\s+)?[a-z]+)\s+(?:am|is|are|was|were|do|does|did)\s+"
    r"(?:i|she|he|we|they|it)\b)"
)
# "have I got a wedding coming up?", "am I going to a ball?": a plan asked by its event
_PLAN_ASKED = re.compile(
    r"^(?:(?:so|and|ok)[\s,]+)?(?:have\s+i\s+got|have\s+i\s+mentioned|do\s+i\s+have|"
    r"am\s+i\s+(?:going|off|invited)\s+to)\s+(a|an|any)\s+([a-z]{2,})\b(?!\s+(?:size|budget))"
)
# The words of the question's frame, not of the thing asked.
_FRAME = frozenset(
    ("know", "say", "said", "tell", "told", "mention", "mentioned", "remember", "recall",
     "remind", "again", "think", "exactly", "even", "still", "already", "yet", "sure", "please",
     "then", "now", "today", "plan", "plans", "thing", "things", "stuff", "doing", "going",
     "getting", "coming", "happening", "planning", "wear", "wearing", "buy", "bought", "look",
     "looking", "shopping", "want", "wanted", "need", "needed", "like", "love", "prefer",
     "name", "called", "up")
)  # fmt: skip


@cache
def _clothing() -> frozenset[str]:
    lex = lexicon()
    words = {w for group in (*lex.product_groups, *lex.broader_products.values()) for w in group}
    return frozenset(words | lex.shoe_words | lex.waist_words)


def _worn(word: str) -> bool:
    """Whether `word` names clothing ("footwear", "jumper"): a thing the shop sells, asked of
    the shopper's own sizes and tastes, not a detail of a plan."""
    return bool({word, lexicon().singular(word), f"{word}s", f"{word}es"} & _clothing())


def _thing_unsaid(text: str, said: str) -> str | None:
    """The thing a "what's my X?" question names ("the groom", "your school house") when the
    answer about to be given says no word of it (beside the kinds' own words: an occasion, a
    size); None when it does or no thing is named."""
    asked = _THING.match(text)
    if not asked or not said.startswith(("You", "Your", "As far as")) or "haven't" in said[:20]:
        return None
    whose, phrase = asked.group(1) or "your", asked.group(2) or asked.group(3)
    answer = said.lower()
    words = [
        w
        for w in re.findall(r"[a-z]{3,}", phrase)
        if w not in _FRAME and w not in lexicon().stopwords and not kind_word(w) and not _worn(w)
    ]
    missing = [w for w in words if not re.search(rf"\b{re.escape(w[:5])}", answer)]
    if not missing:
        return None
    named = " ".join(w for w in phrase.split() if w not in lexicon().stopwords)
    return f"{'your' if whose == 'my' else whose} {named}"


# What a shopper may ask of themselves that no category holds (M4.2): (what, asked, held);
# "what's my dog called?" asks of what no fact can hold unless the shopper said it in passing.
_UNASKED = (
    ("name", re.compile(r"\bmy\s+(?:first\s+|last\s+|sur)?name\b|\bwhat\s+am\s+i\s+called\b|^who\s+am\s+i\s*\??$"),
     re.compile(r"\bnamed?\b|\bcalled\b")),
    ("pet", re.compile(r"\bmy\s+(?:dog|cat|pet|puppy|kitten|horse|pony|rabbit|hamster|parrot)(?:'s|\s+called|\s+named)\b"),
     re.compile(r"\b(?:dog|cat|pet|puppy|kitten|horse|pony|rabbit|hamster|parrot)\b")),
    ("address", re.compile(r"\bwhere\s+do\s+i\s+live\b|\bmy\s+(?:home\s+)?(?:address|postcode|zip\s+code|town|city)\b"),
     re.compile(r"\blives?\b|\baddress\b|\bpostcode\b|\bfrom\b")),
    ("email", re.compile(r"\bmy\s+(?:e-?mail|phone|mobile)\b"),
     re.compile(r"@|\bphone\b|\bmobile\b|\d{6}")),
    ("job", re.compile(r"\bwhat\s+do\s+i\s+do\s+(?:for\s+(?:a\s+living|work)|at\s+work)\b|^what(?:'s|\s+is)\s+my\s+(?:job|profession|occupation)\s*\??$"),
     re.compile(r"\bjob\b|\bworks?\b|\bworking\b|\boffice\b|\bbank\b|\bis\s+an?\s+(?!size\b)\w+")),
    ("family", re.compile(r"\bdo\s+i\s+have\s+(?:any\s+)?(?:kids|children|a\s+(?:partner|husband|wife|"
                          r"boyfriend|girlfriend))\b|\bam\s+i\s+married\b"),
     re.compile(rf"\b{PEOPLE}\b|\bmarried\b|\bfamily\b")),
    ("height", re.compile(r"\bhow\s+tall\s+am\s+i\b|\bmy\s+height\b"),
     re.compile(r"\btall\b|\bheight\b|\bpetite\b|\bshort\b|\d\s*(?:cm|ft|foot|feet)\b|\d'\s*\d")),
    ("weight", re.compile(r"\bhow\s+much\s+do\s+i\s+weigh\b|\bmy\s+weight\b"),
     re.compile(r"\bweigh|\bkg\b|\bkilos?\b|\bstones?\b|\blbs?\b|\bpounds\b(?!\s*\d)")),
    ("age", re.compile(r"\bhow\s+old\s+am\s+i\b|\bmy\s+age\b"),
     re.compile(r"\bage\b|\baged\b|\byears?[\s-]+old\b|\bbirthday\b|\b\d{2}(?:th|st|nd|rd)\b|"
                r"\b(?:shopper|i)\s+(?:is|am|'m)\s+\d{1,2}\b(?!\s*(?:in|eu|uk|us|waist|chest|collar))")),
)  # fmt: skip


def unasked_attribute(message: str, facts: list[str]) -> str | None:
    """ "You haven't told me your height." when the shopper asks of themselves what no
    category holds ("how tall am I?", "have I told you my weight?") and no fact says it;
    None otherwise (M8.1: said plainly, never guessed from a size)."""
    text = normalise(message)
    for what, asked, held in _UNASKED:
        jobs = [f for f in facts if _PROFESSION.search(f)] if what == "job" else []
        if asked.search(text) and jobs:  # "what do I do for work?": "You are a teacher."
            return second_person(jobs[-1])
        if asked.search(text) and not any(held.search(normalise(f)) for f in facts):
            return f"You haven't told me {_ABOUT.get(what, f'your {what}')}."
    return None


_ABOUT = {"pet": "about a pet", "address": "where you live", "email": "how to reach you",
          "job": "what you do for work", "family": "about your family"}  # fmt: skip
# A fact saying what the shopper does for a living ("is a primary school teacher").
_PROFESSION = re.compile(
    r"\bworks?\s+(?:as|at|in|for)\b|\bis\s+an?\s+(?:[\w-]+\s+){0,3}?(?:\w+(?:er|or|ist|ian)|nurse|"
    r"chef|doctor|student|vet|midwife|paramedic)\b(?!\s+(?:size|in|fan))"
)
