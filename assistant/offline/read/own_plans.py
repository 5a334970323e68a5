"""The shopper's own plan said with its time, in words no occasion group holds (issue 18
item 4; M4.2 "occasion"): `own_plan(clause, said)` -> "is going on a safari in October", "has
Glastonbury in the summer", kept as the fact's own words where the group read by
`read.occasions` would lose them ("going camping next month": not "goes hiking").
`with_time(atoms, clause, said)`: an occasion of the group said with its day keeps the day
("job interview next Tuesday" -> "has a job interview next Tuesday", its value still the
group's for the search), in the case the shopper wrote (`as_written`), so "when is it?" has an
answer (M4.3, M8.1).
"""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.offline.read.facts import Atom
from assistant.offline.read.occasions import EVENTS, WHEN

_MINE = re.compile(r"\b(?:my|our)\b")  # said by the shopper; the fact says "their"
# The shopper's own plan said with its time, in words no occasion group holds ("we're going on
# a safari in October", "I've got Glastonbury in the summer", "we have a photo shoot on
# Saturday"): a first-person subject, a time (`WHEN`), and no purchase ("I need it by next week").
_OWN_SUBJECT = re.compile(
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:i'm|i\s+am|we're|we\s+are|i've\s+got|we've\s+got|"
    r"i\s+have|we\s+have|i've|we've)\s+(?:got\s+)?|^(?=(?:going|heading|off|doing)\s)|"
    r"^(?:(?:and|but|so|oh|also)\s+)?got\s+(?=(?:an?|my|our)\s)|"
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:i|we)\s+(?=(?:fly|leave|travel|head)\s+(?:out\s+)?to\s|"
    r"start\s+(?:at|my|a|work|the)\b)"
)
# Travelling said with its verb ("we fly to Lisbon"): the plan said as "is flying to Lisbon".
_TRAVELLING = {
    "fly": "flying", "leave": "leaving", "travel": "travelling", "head": "heading",
    "start": "starting",
}  # fmt: skip
_TRAVELS = re.compile(r"(fly|leave|travel|head|start)\b")
_NOT_A_PLAN = re.compile(
    r"\b(?:need|needs|want|wants|looking|buy|buying|order|ordering|get|after|deliver\w*|arrive\w*|"
    r"return\w*|paid|spend\w*|budget|size|wear|wearing|back\s+(?:from|at|to))\b|\bgoing\s+to\s+(?!a\b|an\b|the\b)"
)
_THEN_NEEDS = re.compile(
    r"\s*(?:,\s*)?\b(?:and|so|but)\s+(?:i\s+|i'll\s+|i'm\s+)?(?:need|want|will\s+need|"
    r"looking|after|shopping)\b.*"
)
_LATER = re.compile(
    r"\b(?:in\s+a\s+fortnight|(?:next|this|coming)\s+(?:week|weekend|month|year)|over\s+(?:easter|christmas|new\s+year|half[\s-]term|the\s+\w+)|before\s+christmas|"
    r"in\s+the\s+new\s+year|for\s+(?:the|a)\s+(?:weekend|week|fortnight|few\s+days))\b"
)


# The shopper's own event and its day, said of it ("my first triathlon is on 3 May", "our
# restaurant opens on 3 March"): none of the shop's own business ("my order is on Monday").
_MY_EVENT = re.compile(
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:my|our)\s+((?:[a-z-]+\s+){0,2}[a-z-]+?)\s*"
    r"(\s+is|'s|\s+opens|\s+starts|\s+begins|\s+launches|\s+kicks\s+off)\s+"
)
_NO_EVENT = re.compile(
    r"\b(?:order|orders|delivery|parcel|package|return|refund|payment|size|budget|favourite|"
    r"colou?r|brand|style|limit|max|birthday|wedding|anniversary)\b"  # the last three: a group's
)
_ING = {"opens": "opening", "starts": "starting", "begins": "beginning", "launches": "launching"}


def _my_event(clause: str, said: str) -> str | None:
    """ "has their first triathlon on 3 May" for "my first triathlon is on 3 May" (`_MY_EVENT`),
    in the case of `said`; None for any other clause."""
    mine = _MY_EVENT.match(clause)
    rest = _THEN_NEEDS.split(clause[mine.end() :].strip(" ,.!"))[0] if mine else ""
    when = WHEN.match(rest)
    if not mine or not when or when.end() != len(rest) or _NO_EVENT.search(mine.group(1)):
        return None
    verb = mine.group(2).strip()
    rest = f"on {rest}" if rest[:1].isdigit() else rest  # "my due date is 2 May": on 2 May
    doing = _ING.get(verb, "kicking off" if verb.startswith("kicks") else "")
    plan = " ".join(w for w in ("has their", mine.group(1), doing, rest) if w)
    return as_written(Atom("occasion", plan), said).value  # type: ignore[return-value]


def own_plan(clause: str, said: str = "") -> str | None:
    """The shopper's own plan in a normalised statement clause (see `_OWN_SUBJECT`), as the
    words of a fact: "is going on a safari in October", "has Glastonbury in the summer" (the
    case of `said`, the message as written); None when the clause is no such plan."""
    if mine := _my_event(clause, said):
        return mine
    subject = _OWN_SUBJECT.match(clause)
    if not subject or not (WHEN.search(clause) or _LATER.search(clause)):
        return None
    rest = clause[subject.end() :].strip(" ,.!")
    # "I start at my new school on 3 September and need the full uniform": the plan, before
    # what it needs
    rest = _THEN_NEEDS.split(rest)[0]
    if not (WHEN.search(rest) or _LATER.search(rest)):
        return None
    travel = _TRAVELS.match(rest)  # "we fly to Lisbon on the 3rd": "is flying to Lisbon ..."
    rest = f"{_TRAVELLING[travel.group(1)]} {rest[travel.end() :]}" if travel else rest
    # "going to Glastonbury": a place, named in capitals (not "going to buy")
    blocked = [
        m
        for m in _NOT_A_PLAN.finditer(rest)
        if not (m.group(0).startswith("going") and re.search(r"\bgoing\s+to\s+[A-Z]", said))
    ]
    if not rest or blocked or len(rest.split()) > 10:
        return None
    if re.search(r"\b(?:asks?|asked|asking|whether)\b", rest):
        return None  # "been asked to speak at ...": memory.judge drops it as a question (M4.4)
    doing = re.match(r"[a-z]+ing\b|off\b|away\b", rest)
    attending = re.search(r"\b(?:at|to)\s+(?:a|an|the|my|our|\w+'s)\s", rest)  # "a guest at a"
    if not (doing or attending) and not re.search(r"\b(?:have|got)\b|'ve\b", subject.group(0)):
        return None  # "I'm skint this month": a state, no plan
    if attending and not doing and not re.search(r"\b(?:have|got)\b|'ve\b", subject.group(0)):
        doing = attending  # "is godmother at my niece's baptism in a fortnight"
    words = rest.split()[1:] if travel else rest.split()  # "flying" was "fly" as written
    written = re.search(r"\s+".join(map(re.escape, words)), said, re.I)
    told = written.group(0) if written else rest
    if written and not written.start() and not told[1:2].isupper():
        told = told[:1].lower() + told[1:]  # "Heading to ..." opening the message is no name
    if written and travel:
        return f"is {_TRAVELLING[travel.group(1)]} {_MINE.sub('their', told)}"
    plan = _MINE.sub("their", told)
    return ("is " if doing else "has ") + plan


_FEASTS = frozenset(
    ("eid", "diwali", "hanukkah", "thanksgiving", "easter", "passover", "christmas")
)  # a feast's name takes no article: "has Eid next week"
# An event and its time, said alone ("job interview next Tuesday", "a gala on the 12th"): kept
# with its time ("has a job interview next Tuesday"), so "when is my interview?" has an answer.
_EVENT = re.compile(  # "race day at ascot", "holiday to greece": where, after the event
    r"^(?:(a|an|my|our|the)\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+)"
    r"(?:\s+(?:at|in|to)\s+[a-z'-]+(?:\s+[a-z'-]+){0,2})?(\s+is|'s)?$"  # "my anniversary is"
)
_EVENT_NOUNS = frozenset(("wedding", "christening", "meeting", "gathering", "outing", "evening"))
# the word an event's name ends with ("race day", "hen do", "job interview")
_EVENT_HEADS = frozenset(
    (*EVENTS, "day", "night", "weekend", "evening", "dinner", "lunch", "drinks")
)


def with_plan(atoms: list[Atom], clause: str, own: str | None) -> list[Atom]:
    """The `atoms` of a clause with the shopper's `own` plan (`own_plan`, or None): the
    occasion of a group the clause names says the plan ("I have a wedding on 14 March": the
    wedding, said with its day); one the clause does not name gives way to it."""
    if not own:
        return atoms
    named = [a for a in atoms if a.kind == "occasion" and str(a.value) in clause]
    if named:
        return [replace(a, said=own) if a in named else a for a in atoms]
    return [*(a for a in atoms if a.kind != "occasion"), Atom("occasion", own)]


def with_time(atoms: list[Atom], clause: str, said: str) -> list[Atom]:
    """`atoms` with their occasions said with their time (`dated`) in the case of `said`, the
    message as written, where the statement `clause` is only an event and a time."""
    return [as_written(dated(a, clause), said) if a.kind == "occasion" else a for a in atoms]


def dated(atom: Atom, text: str) -> Atom:
    """The occasion `atom` said as "has a job interview next tuesday" when the statement
    clause `text` is only its event and a time; else `atom` as it is ("shopping for a wedding
    next month", "my sister's wedding")."""
    text = _THEN_NEEDS.split(text.strip(" .!"))[0]  # "... on 14 March and I need a dress"
    when = next((m for m in WHEN.finditer(text) if m.end() == len(text)), None)
    prefix = text[: when.start()].strip() if when else ""
    said = _EVENT.match(prefix)
    if not when or atom.said.startswith(("is ", "has ")):
        return atom
    # "interviewing at a bank next week": an activity, said with where and when
    doing = re.match(r"([a-z]+ing)\s+(?:at|in|on|to|for)\s", prefix)
    if doing and doing.group(1) not in _EVENT_NOUNS and (atom.said or str(atom.value)) in prefix:
        return replace(atom, said=f"is {_MINE.sub('their', text)}")
    if not said:
        return atom
    event = said.group(2)  # one event's words: not "running a marathon"
    head = event if event in _EVENT_HEADS else event.split()[-1]  # "hen do", "job interview"
    if (atom.said or str(atom.value)) not in event or head not in _EVENT_HEADS:
        return atom
    if re.search(r"\b(?:a|an|the|my|our)\b", event):
        return atom
    end = said.start(3) if said.group(3) else when.start()
    event = _MINE.sub("their", text[said.start(2) : end].strip())
    if re.match(r"[a-z]+ing\b", event) and event.split()[0] not in _EVENT_NOUNS:
        return replace(atom, said=f"is {event} {when.group(0)}")  # "is skiing in Austria in Jan"
    first = event.startswith(("first ", "last "))  # "has their first day at ..."
    article = "their" if said.group(1) in ("my", "our") or first else said.group(1) or "a"
    article = "an" if article == "a" and event[0] in "aeiou" else article
    article = "" if event in _FEASTS else f"{article} "  # "has Eid next week"
    return replace(atom, said=f"has {article}{event} {when.group(0)}")


def as_written(atom: Atom, said: str) -> Atom:
    """A plan in its own words (`atom.value` "is off to tenerife in march", or its `said` where
    the value is the occasion's group: "has a gala on friday") with each word in the case of
    `said`, the message as written ("is off to Tenerife in March"); a word opening the message
    keeps its capital only when it is a name ("Off to ..." is none; "Glastonbury", "Eid" are)."""
    plan = next((w for w in (str(atom.value), atom.said) if w.startswith(("is ", "has "))), "")
    if atom.kind != "occasion" or not plan:
        return atom
    verb, _, rest = plan.partition(" ")
    words = []
    for word in rest.split(" "):
        found = re.search(rf"(?<![\w'-]){re.escape(word)}(?![\w'-])", said, re.I)
        opening = found is not None and not said[: found.start()].strip()
        named = word[:1].isupper() or word.lower() in _FEASTS
        kept = found is None or (opening and not named) or len(word) < 2  # "a", not "A"
        words.append(word if kept else found.group(0))
    if plan == atom.said:
        return replace(atom, said=f"{verb} {' '.join(words)}")
    return replace(atom, value=f"{verb} {' '.join(words)}")
