"""The shopper's own plan said with its time, in words no occasion group holds (issue 18
item 4; M4.2 "occasion"): `own_plan(clause, said)` -> "is going on a safari in October", "has
Glastonbury in the summer", kept as the fact's own words where the group read by
`read.occasions` would lose them ("going camping next month": not "goes hiking").
"""

from __future__ import annotations

import re

from assistant.offline.read.occasions import WHEN

# The shopper's own plan said with its time, in words no occasion group holds ("we're going on
# a safari in October", "I've got Glastonbury in the summer", "we have a photo shoot on
# Saturday"): a first-person subject, a time (`WHEN`), and no purchase ("I need it by next week").
_OWN_SUBJECT = re.compile(
    r"^(?:(?:and|but|so|oh|also)\s+)?(?:i'm|i\s+am|we're|we\s+are|i've\s+got|we've\s+got|"
    r"i\s+have|we\s+have|i've|we've)\s+(?:got\s+)?|^(?=(?:going|heading|off)\s)|"
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
_LATER = re.compile(
    r"\b(?:in\s+a\s+fortnight|(?:next|this|coming)\s+(?:week|weekend|month|year)|over\s+(?:easter|christmas|the\s+\w+)|before\s+christmas|"
    r"in\s+the\s+new\s+year)\b"
)


def own_plan(clause: str, said: str = "") -> str | None:
    """The shopper's own plan in a normalised statement clause (see `_OWN_SUBJECT`), as the
    words of a fact: "is going on a safari in October", "has Glastonbury in the summer" (the
    case of `said`, the message as written); None when the clause is no such plan."""
    subject = _OWN_SUBJECT.match(clause)
    if not subject or not (WHEN.search(clause) or _LATER.search(clause)):
        return None
    rest = clause[subject.end() :].strip(" ,.!")
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
    doing = re.match(r"[a-z]+ing\b|off\b|away\b", rest)
    attending = re.search(r"\b(?:at|to)\s+(?:a|an|the|my|our|\w+'s)\s", rest)  # "a guest at a"
    if not (doing or attending) and not re.search(r"\b(?:have|got)\b|'ve\b", subject.group(0)):
        return None  # "I'm skint this month": a state, no plan
    if attending and not doing and not re.search(r"\b(?:have|got)\b|'ve\b", subject.group(0)):
        doing = attending  # "is godmother at my niece's baptism in a fortnight"
    words = rest.split()[1:] if travel else rest.split()  # "flying" was "fly" as written
    written = re.search(r"\s+".join(map(re.escape, words)), said, re.I)
    if written and travel:
        return f"is {_TRAVELLING[travel.group(1)]} {written.group(0)}"
    plan = re.sub(r"\b(?:my|our)\b", "their", written.group(0) if written else rest)
    return ("is " if doing else "has ") + plan
