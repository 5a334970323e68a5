"""When a fact was said: "when did I tell you my budget?", "when did I go off Mabry?", "when
did I become a small?", "when did I first mention green?" (issue 18; M7.2, M8.1, M8.2).

`when_stated(conversation, vocab)` -> the day the fact the question names was stated, from the
day each recalled fact carries (`Conversation.fact_days`), or None when the question asks no
such day or names no recalled fact. The fact is named by a value of it said in the question
("pink", a brand, "a small") or else by its kind ("my shoe size", "my budget"); "first" asks
the oldest such fact, anything else the newest (a change asked is the fact that made it). An
earlier visit asked ("when did I first shop here?") is left to the visits' answer.
"""

from __future__ import annotations

import re

from assistant.offline.read.conversation import Conversation
from assistant.offline.read.sizes import letter
from assistant.offline.reply.recalled import fact_kinds, second_person
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

# "when did I (first) tell you / say / mention / become / go off / change my mind about ...",
# "when was it I said ...", "when did my collar size change?", "when was I a large?": the day
# of a statement, never of a visit.
_WHEN_SAID = re.compile(
    r"^(?:so\s+|and\s+|remind\s+me\s+)?when\s+(?:(?:did|was\s+it|was\s+that)\s+(?:i|my)|was\s+i)\b"
)
_VISIT = re.compile(
    r"\b(?:visit\w*|last\s+(?:in|here|time)|here|shop(?:ped|ping)?\s+(?:here|with)|come\s+in|"
    r"came\s+in|been\s+(?:here|in)|"
    r"(?:look|looked|browse|browsed|buy|bought|order|ordered)\b)"
)
_FIRST = re.compile(r"\b(?:first|originally|initially|start(?:ed)?)\b")
# The kind a question names in words, as fact_kinds files a fact.
_KIND_WORDS = (
    ("size", re.compile(r"\b(?:size|sizes|waist|collar|chest|leg|fit)\b")),
    ("budget", re.compile(r"\b(?:budget|spend|spending|limit|afford|price|money)\b")),
    ("brand", re.compile(r"\bbrands?\b")),
    ("occasion", re.compile(r"\b(?:plans?|event|occasion|trip|party|wedding|holiday)\b")),
    ("like", re.compile(r"\bcolou?rs?\b")),
)
_STOP = frozenset((
    "when", "did", "was", "it", "that", "i", "you", "me", "my", "tell", "told", "say", "said",
    "mention", "mentioned", "first", "become", "became", "go", "went", "off", "change", "changed",
    "mind", "about", "start", "started", "stop", "stopped", "like", "liked", "love", "dislike",
    "the", "a", "an", "to", "of", "in", "on", "into", "decide", "decided", "switch", "switched",
    "give", "gave", "ever", "up", "down",
))  # fmt: skip


def when_stated(conversation: Conversation, vocab: Vocabulary) -> str | None:
    """The day the fact named by the question was stated (module docstring), or None."""
    text = normalise(conversation.message).strip(" ?!.")
    if not _WHEN_SAID.match(text) or _VISIT.search(text):
        return None
    dated = [
        (day, fact)
        for day, fact in zip(conversation.fact_days, conversation.facts, strict=False)
        if day
    ]
    named = _by_value(text, dated) or _by_kind(text, dated, vocab)
    if not named:
        return None
    day, fact = named[0] if _FIRST.search(text) else named[-1]
    said = second_person(fact).rstrip(".")
    return f"You told me on {day}: {said[:1].lower()}{said[1:]}."


def _by_value(text: str, dated: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The facts saying a value the question says: a word of it or a number ("pink", "16.5")."""
    words = [w for w in re.findall(r"[a-z0-9][a-z0-9.&'-]*", text) if w not in _STOP]
    words += [f"size {size.lower()}" for w in words if (size := letter(w))]  # "a small": S
    return [
        (day, fact)
        for day, fact in dated
        if any(re.search(rf"(?<![\w.]){re.escape(w)}(?![\w])", fact.lower()) for w in words)
    ]


def _by_kind(text: str, dated: list[tuple[str, str]], vocab: Vocabulary) -> list[tuple[str, str]]:
    """The facts of the one kind the question names in words ("my shoe size", "my budget")."""
    kinds = [kind for kind, pattern in _KIND_WORDS if pattern.search(text)]
    if len(kinds) != 1:
        return []
    wanted = {"like", "avoid"} if kinds[0] == "like" else {kinds[0]}
    return [(day, fact) for day, fact in dated if fact_kinds(fact, vocab) & wanted]
