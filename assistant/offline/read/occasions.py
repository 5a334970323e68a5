"""Occasions in a clause: events, trips, plans (issue 18 item 4; M4.2).

`occasion_in(clause, vocab)` -> an occasion `Atom` a normalised clause speaks of as the shopper's
plan or habit (a verb of going, having, starting; a time; "for my new job"), as the catalogue's
tag, its group's first word in synonyms.toml, or the event's own word ("christening", "Eid");
products named for an occasion ("running shoes") are no occasion. `planned(piece, mood,
person, vocab)` reads a plan said without a subject or inside a request.
"""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.offline.read.facts import Atom
from assistant.offline.read.patterns import PEOPLE
from assistant.offline.words.text import alternation
from assistant.offline.words.vocabulary import Vocabulary

EVENTS = (  # events shoppers dress for, feasts and rites too (test28, dev5: "for Eid")
    "wedding", "christening", "baptism", "funeral", "graduation", "interview", "gala", "black tie",
    "date", "races", "party", "prom", "ball", "holiday", "trip", "honeymoon", "cruise", "marathon",
    "race", "skiing", "ski trip", "hiking", "camping", "festival", "conference", "new job",
    "office job", "job", "dinner", "ceremony", "christmas party", "birthday", "anniversary",
    "hen do", "stag do", "night out", "beach", "gym", "running", "yoga", "golf", "office", "bank",
    "school", "meeting", "presentation", "concert", "vacation", "best man", "bridesmaid",
    "baby shower", "bridal shower", "wedding guest", "getting married", "trekking", "first day",
    "uni", "university", "college", "christmas", "reunion", "retirement", "city break", "getaway",
    "weekend away", "term", "new term", "semester", "engagement", "placement", "eid", "diwali",
    "hanukkah", "thanksgiving", "easter", "passover", "lunar new year", "chinese new year",
    "bar mitzvah", "bat mitzvah", "communion", "leaving do", "work do", "date night", "gig",
    "mother of the bride", "father of the bride", "mother of the groom", "father of the groom",
)  # fmt: skip
_EVENT_SET = frozenset(EVENTS)
# The shopper's own plan asked back, by its event or its date (exact words; a date names no
# product): "when's the wedding again?", "where is my trip?", "whose wedding is it?", "what's
# happening in June?", "what's on friday?", "where am I going next month?", "is my trip
# still on?".
PLAN_QUESTION = re.compile(
    r"^(?:(?:so|and|ok)[\s,]+)?(?:(?:when|where)(?:'s|\s+is|\s+was|\s+are)\s+(?:the|my|our|that)\s+"
    rf"(?:big\s+)?(?:{alternation(EVENTS)})(?:\s+again)?\s*\??$|"
    rf"whose\s+(?:big\s+)?(?:{alternation(EVENTS)})\b|"
    rf"is\s+(?:my|the|our|that)\s+(?:big\s+)?(?:{alternation(EVENTS)})\s+still\s+(?:on|happening|"
    r"going\s+ahead|planned)\b|"
    r"what(?:'s|\s+is)\s+(?:happening|on|going\s+on|planned)\s+(?:for\s+me\s+)?(?:in|on|this|"
    r"next|for)?\s*(?:january|february|march|april|may|june|july|august|september|october|"
    r"november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week(?:end)?|"
    r"month)\b|where\s+am\s+i\s+(?:going|off\s+to|heading|travelling|flying)\b|"
    r"what(?:'s|\s+is|\s+was)\s+the\s+(?:date|day)\s+(?:of|for)\s+(?:it|that)\s*\??$|"
    # "have I got a wedding coming up?", "do I have a party soon?"
    rf"(?:have\s+i\s+got|do\s+i\s+have|have\s+i)\s+(?:an?|any)\s+(?:{alternation(EVENTS)})s?\s+"
    r"(?:coming\s+up|soon|planned|lined\s+up|on)\b)"
)
_TRAVEL = re.compile(r"\b(?:i'm|i\s+am|we're|we\s+are)\s+(?:off|flying|travell?ing|heading|"
                     r"jetting|moving|relocating)\s+(?:off\s+)?to\b")  # fmt: skip
_BACK_FROM = re.compile(r"\b(?:back|home)\s+from\b|\bafter\s+work\b|\bwork(?:ing)?\s+from\s+home\b")
_PLAN = re.compile(
    r"\b(?:going|go|off|heading|attending|invited|have|has|'ve|got|start|starting|coming|"
    r"next|this|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|(?:the\s+)?(?:winter|summer|spring|autumn))|running|the\s+best\s+man|bridesmaid|of\s+the\s+(?:bride|groom)|"
    r"travelling|flying|need\s+to|work|working|do|doing|love|enjoy|train|training|starts|moving|"
    r"speaking|presenting|hosting|performing)\b"
)


_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_SEASONS = "summer|winter|spring|autumn|weekend|week|month|year|evening"
_MONTHS = (  # and as shoppers shorten them ("skiing in Feb")
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec"
)
# When a plan happens ("next week", "on Saturday", "in June", "soon"); a recalled fact saying
# when is a plan (reply.recalled).
WHEN = re.compile(
    rf"\b(?:(?:next|this|coming)\s+(?:{_DAYS}|{_SEASONS})|tomorrow|tonight|soon|(?:on\s+)?(?:{_DAYS})(?:,?\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:{_MONTHS}))?)?|"
    rf"in\s+(?:{_MONTHS}|the\s+(?:{_SEASONS})|a\s+(?:few\s+|couple\s+of\s+)?(?:days|weeks|months)|a\s+fortnight|"
    r"(?:two|three|\d)\s+(?:days|weeks|months))|"
    # a date: "on the 18th", "on 3 December", "on December 3rd", "at Easter"
    rf"on\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)|on\s+\d{{1,2}}\s+(?:{_MONTHS})|"
    # "is the 12th of June", "from 2 to 16 August": a day of a month, however it is led
    rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})|"
    rf"on\s+(?:{_MONTHS})\s+\d{{1,2}}|at\s+(?:easter|christmas)|"
    rf"(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+(?:the\s+|this\s+|next\s+)?(?:week|month|year|{_MONTHS}))\b"
)
# A plan said without its subject ("it's for my graduation", "going on a hiking holiday",
# "shopping for the office party", "it's our anniversary"); never another person's event.
_SUBJECTLESS_PLAN = re.compile(
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:(?:it's|it\s+is|it\s+will\s+be|this\s+is|that's|all|"
    r"shopping|dressing|buying|looking)\s+for\s+(?!(?:my|our)\s+\w+'s)|(?:going|heading|off)\s+"
    r"(?:on|to)\s+|it's\s+(?:our|my)\s+(?!\w+'s))"
)


# Events of kin the shopper goes to ("my sister's wedding"); not a birthday (a present to buy)
# nor one of the kin's own ("our daughter's prom", "my son's interview"; a first day at school
# is shopped for: dev5).
_THEIR_OWN = ("birthday", "party", "date", "gym", "prom", "interview", "job", "new job", "uni",
              "university", "college", "term", "new term", "semester", "placement")  # fmt: skip
KIN_EVENTS = alternation(e for e in EVENTS if e not in _THEIR_OWN)
# An event of the shopper's own a request is for ("smart stuff for my new job", "for my
# sister's wedding"), never another person's ("for my son's party") nor one unowned
# ("dresses for a wedding": M4.3).
_MY_EVENT = re.compile(
    rf"\bfor\s+(?:my|our)\s+(?:(?!\w+'s\b)(?!{PEOPLE}\b)|(?:\w+\s+)?{PEOPLE}(?:'s|s')\s+"
    rf"(?:\w+\s+)?(?:{KIN_EVENTS})\b)"
)


# The shopper's own need for an event ("I need a dress for a wedding", "need an outfit for a
# wedding"): they are going to it; "dresses for a wedding?" says nothing of them (M4.3).
_I_NEED_FOR = re.compile(
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:i\s+)?(?:need|want|i'm\s+looking\s+for)\b.*\bfor\s+(?:a|an|the)\s+"
)


# "snowboarding in Jan", "kayaking next week": an activity and its time ("keeping it under 60
# this month" is none)
_DOING = re.compile(  # "running a 10k next month": a race of the shopper's too
    r"^(?:(?:doing|running|racing)\s+(?:a|an|the|my)\s+(?:\w*\d\w*|\w*athon|race)\s+|[a-z]+ing\s+)"
    r"(?:in|on|at|this|next|tomorrow|soon)\b"
)
_ME = re.compile(r"\b(?:i|i'm|i've|me|my|we|we're|our)\b")


def planned(
    piece: str, mood: str, person: bool, vocab: Vocabulary, written: str = ""
) -> Atom | None:
    """The occasion a clause states as a plan (read as a statement of its own), or None: a
    subjectless plan; a bare event with its time ("beach holiday next week"); a request for
    an event with its time or of the shopper's own ("I need something for a job interview on
    Monday", "for my new job I need smart stuff": the request stays a request, the event is
    the shopper's); an event named alone with its time ("Ascot in June", "Going to
    Coachella": a name the shopper capitalised in `written`, the message as said)."""
    text = piece.strip()
    if mood == "statement" and (named := _named_event(text, written, vocab)):
        return Atom("occasion", named)
    if mood == "statement":
        said = bool(_SUBJECTLESS_PLAN.match(text) or _I_NEED_FOR.search(text)) or (
            not (person and _ME.search(text)) and len(text.split()) <= 8 and bool(WHEN.search(text))
        )
    else:
        said = mood == "request" and bool(
            re.search(r"\bfor\b", text)
            and WHEN.search(text)
            or _MY_EVENT.search(text)
            or _I_NEED_FOR.search(text)
        )
    if not said:
        return None
    if (found := occasion_in(text, vocab, cued=True)) is None and (
        _DOING.match(text) or (_OFF_TO.match(text) and WHEN.search(text))
    ):
        # "snowboarding in Jan", "off to tenerife in march": a plan in its own words
        return Atom("occasion", f"is {text}")
    if found and mood == "statement" and _DOING.match(text) and WHEN.search(text):
        return replace(found, said=f"is {text}")  # "interviewing at a bank next week"
    return found


# A name alone with its time, or gone to ("glastonbury this year", "going to coachella").
_GOING_TO = re.compile(r"^(?:going|off|heading)\s+to\s+")
_PLACED = re.compile(
    r"([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?:in|at)\s+(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
)
_NAME_WORDS = re.compile(r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}")


def _named_event(text: str, written: str, vocab: Vocabulary) -> str:
    """ "has Glastonbury this year", "is going to Coachella" for a clause that is only an
    event's name, capitalised in `written`, and its time (or a verb of going to it); ""
    otherwise. A name the shop or a calendar knows (a brand, colour, product, month) is none."""
    going = _GOING_TO.match(text)
    when = next((m for m in WHEN.finditer(text) if m.end() == len(text)), None)
    name = text[going.end() if going else 0 : when.start() if when else len(text)].strip()
    if written and when and not going and (placed := _PLACED.fullmatch(name)):
        # "sportive in the Dolomites on 14 June": an event, where (a name) and when
        event, place = placed.groups()
        at = re.search(rf"(?<![\w'-]){re.escape(place)}(?![\w'-])", written, re.I)
        capital = at is not None and all(w[:1].isupper() for w in at.group(0).split())
        plain = not _known(event, vocab) and not set(event.split()) & vocab.lex.stopwords
        if capital and plain and not re.search(r"ing\b", event):
            return f"has a {text}"
    if not written or not (when or going) or not _NAME_WORDS.fullmatch(name):
        return ""
    named = re.search(rf"(?<![\w'-]){re.escape(name)}(?![\w'-])", written, re.I)
    words = named.group(0).split() if named else []
    if not words or not all(w[:1].isupper() for w in words) or _known(name, vocab):
        return ""
    if re.search(r"ing\b", name):  # "Snowboarding in Jan": an activity, capitalised first
        return ""
    if when and re.fullmatch(_DAYS, when.group(0)):
        return ""  # "Happy Friday!": a greeting; a plan's day comes with "on", "next", "this"
    text = text.replace(name, named.group(0), 1)  # the name as written: "Glastonbury"
    return f"is {text}" if going else f"has {text}"


def _known(name: str, vocab: Vocabulary) -> bool:
    """Whether `name` is a word of the shop's (a brand, colour, product, occasion)."""
    return bool(
        vocab.brand_re.fullmatch(name)
        or vocab.colour_re.fullmatch(name)
        or vocab.product_re.search(name)
        or name in vocab.occasions
        or name in _EVENT_SET
    )


# Going somewhere, said without a subject ("off to Tenerife in March", "heading to New York").
_OFF_TO = re.compile(
    r"^(?:off|heading|going|flying|jetting)\s+(?:off\s+)?to\s+(?!(?:be|buy|get)\b)"
)


def occasion_in(clause: str, vocab: Vocabulary, cued: bool = False) -> Atom | None:
    """The occasion a clause names, as an atom whose `said` is the event word the shopper
    gave (`event_atom`); `cued`: the clause is a plan already (no _PLAN word)."""
    planned = cued or _PLAN.search(clause) or WHEN.search(clause) or _MY_EVENT.search(clause)
    if not planned or _BACK_FROM.search(clause):
        return None
    if _TRAVEL.search(clause):
        return Atom("occasion", vocab.occasions.get("travel", "travel"))
    # "running shoes", "a good winter coat": products, their qualifier with them
    said = re.sub(rf"(?:[\w-]+\s+)?(?:{vocab.product_re.pattern})", " ", clause)
    found = []
    for event in {*EVENTS, *vocab.occasions}:
        # "after christmas", "before the wedding": a time, not the event planned
        # "never work", "doesn't work": a verb, no event
        pattern = rf"(?<![\w-])(?<!after\s)(?<!before\s)(?<!over\s)(?<!never\s)(?<!n't\s){re.escape(event)}(?![\w-])(?!\s+(?:best|well|better)\b)"
        found += [(len(event), m.start(), event) for m in re.finditer(pattern, said)]
    if found:  # the longest word; of two as long, the later: a compound's head ("work trip")
        event = max(found)[2]
        if event == "getting married" and not _MARRYING.search(clause):
            event = "wedding"  # "my sister's getting married": a wedding to go to
        atom = event_atom(event, vocab)
        # events said together ("black tie gala", "birthday party", "skiing trip"): all said
        if (whole := _compound(found, said)) and not atom.said.startswith("is "):
            return replace(atom, said=whole)
        return atom
    if _GOING.search(clause) and WHEN.search(clause):  # "I'm going to Portugal next month"
        return Atom("occasion", vocab.occasions.get("travel", "travel"))
    return None


_MARRYING = re.compile(r"\b(?:i'm|i\s+am|we're|we\s+are|(?:i|we)'ll\s+be)\s+getting\s+married\b")


def _compound(found: list[tuple[int, int, str]], said: str) -> str:
    """The words of the run of events next to each other that holds the longest one found
    ((length, start, event) each), when it holds more than one; else ""."""
    spans = sorted((start, start + length) for length, start, _ in found)
    longest = max(found)
    runs: list[list[tuple[int, int]]] = []
    for span in spans:
        if runs and span[0] == runs[-1][-1][1] + 1:
            runs[-1].append(span)
        elif not runs or span[0] >= runs[-1][-1][1]:
            runs.append([span])
    for run in runs:
        if len(run) > 1 and run[0][0] <= longest[1] < run[-1][1]:
            return said[run[0][0] : run[-1][1]]
    return ""


def event_atom(event: str, vocab: Vocabulary) -> Atom:
    """The occasion atom of an event word the shopper said: its value the first word of its
    group in synonyms.toml or the catalogue's tag (what the search and the preferences hold,
    "festival" -> party), its `said` the word itself when it names one event ("festival",
    "interview", compounds ending in one: "ski trip"), so the fact says the value the
    shopper gave (M4.3), not the group's ("is going to a party")."""
    if event in _ROLES:  # "I'm the best man": the wedding, the role said with it
        return Atom("occasion", vocab.occasions.get(_ROLES[event], _ROLES[event]), said=role(event))
    if event == "getting married":  # the shopper's own wedding, not a guest's
        return Atom(
            "occasion", vocab.occasions.get("wedding", "wedding"), said="is getting married"
        )
    value = vocab.occasions.get(event, event)
    named = event.split()[-1] in _EVENT_SET
    return Atom("occasion", value, said=event if named and event != value else "")


# A role at an event, said for the event: the fact keeps both ("is a bridesmaid at a wedding").
_ROLES = dict.fromkeys(("bridesmaid", "best man", "groomsman", "maid of honour", "maid of honor",
                        "matron of honour", "mother of the bride", "father of the bride",
                        "mother of the groom", "father of the groom"), "wedding")  # fmt: skip


def role(word: str) -> str:
    """ "is a bridesmaid at a wedding" for a role at an event (`_ROLES`); "" for other words."""
    event = _ROLES.get(word)
    the = word == "best man" or " of the " in word  # "the mother of the bride"
    return f"is {'the' if the else 'a'} {word} at a {event}" if event else ""


# Going somewhere at a time ("going to Portugal next month"), not going to do something.
_GOING = re.compile(  # "going to treat myself": a verb with its object, no place
    r"\b(?:i'm|i\s+am|we're|we\s+are)\s+going\s+to\s+(?!(?:be|buy|get|need|wear|have|try|look|"
    r"shop|order|pick|see|spend|keep|stick|go)\b)[a-z]+\b"
    r"(?!\s+(?:myself|me|him|her|them|it|us|ourselves|yourself)\b)"
)
