"""One point about the shopper over time: "what was my budget before?", "has my waist gone
up?", "how's my size changed?" (issue 18; M8.2).

`over_time(kind, conversation, vocab)` -> the answer, or None when the question asks no
value of the past and no change, or fewer than two facts of the kind are known. The past is
read by the question's shape (a word of the past, "before", "used to", "ever", "from what";
"was" with a time gone by, "in the spring"; a change asked, "has ... gone up"), never by one
corpus sentence; the facts are said in the order they were stated, newest first (M8.2: the
newest stands, the older ones are said as what came before).
"""

from __future__ import annotations

import re

from assistant.offline.decide import sized
from assistant.offline.decide.plans import named_plans
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.facts import CHANGED
from assistant.offline.read.statements import fact_atoms
from assistant.offline.reply.recalled import MOVED, fact_kinds, second_person
from assistant.offline.words.text import as_part, normalise
from assistant.offline.words.vocabulary import Vocabulary

_SEASONS = (
    r"spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|"
    r"september|october|november|december"
)
# A value before it changed: "what was my old waist size?", "was I ever a large?", "I cut my
# budget, from what?", "what was my budget in the spring?" (a time gone by with "was"), "was
# the holiday always on that date?", "have I always liked green?" (asked of the past).
BEFORE = re.compile(
    r"\b(?:used?\s+to|old|original(?:ly)?|at\s+first|previous(?:ly)?|before|ever|once|from\s+what)\b|"
    r"\b(?:was|were|have|has|had|did)\s+(?:\w+\s+){0,3}?always\b|"
    rf"\b(?:was|were)\b.*\b(?:in\s+(?:the\s+)?(?:{_SEASONS})|last\s+(?:year|month|season))\b"
)
# "has my budget changed?", "did my size go up?", "how's my size changed?": the change asked,
# both values said; asked, not a hedge ("... what was it? Might have changed.").
_CHANGE = re.compile(
    r"(?:^|[.?!,;]\s*)(?:so\s+|and\s+)?(?:has|have|did|was|were|is|are|how(?:'?s|\s+has|\s+have|"
    r"\s+did)?)\b[^.?!,;]*?\b(?:chang\w*|gone\s+(?:up|down)|go\s+(?:up|down)|went\s+(?:up|down)|"
    r"different)\b"
)
# "which brand now?", "when is it these days?": the value standing now asked, the newest.
_NOW = re.compile(r"\b(?:now|these\s+days|nowadays|currently|at\s+the\s+moment|any\s?more)\b")
_FIRST = re.compile(r"\b(?:very\s+)?(?:first|earliest|original)\b")


def over_time(kind: str, conversation: Conversation, vocab: Vocabulary) -> str | None:
    """A question about one point over time (module docstring), answered from its facts in
    the order they were stated (M8.2): the older values asked or a change asked are said
    after the newest; when the newest fact says the value moved ("now prefers rust", "has
    moved to 21 November"), the newest alone answers the rest ("which brand these days?")."""
    wanted = {"colour": {"like", "avoid"}}.get(kind, {kind})
    text = normalise(conversation.message)
    if kind in ("colour", "like", "avoid"):
        named = [m.group(0) for m in vocab.colour_re.finditer(text)]
        wanted = {"like", "avoid"} if named else wanted
    else:
        named = [m.group(0) for m in vocab.brand_re.finditer(text)] if kind == "brand" else []
    told = [f for f in conversation.facts if fact_kinds(f, vocab) & wanted]
    if named:  # "have I always liked green?", "did I always dislike X?": that value's facts
        told = [f for f in told if any(re.search(rf"\b{re.escape(c)}\b", f.lower()) for c in named)]
    if kind == "size":
        told = _same_system(sized.of_family(conversation.message, told, vocab), vocab)
    if kind == "occasion":  # "when's my course?" beside a trip moved: the course's facts
        told = named_plans(conversation, told, by_word=True) or told
    if len(told) < 2:
        return None
    newer = second_person(told[-1])
    if len(told) > 2 and _FIRST.search(text):
        return f"At first, {as_part(second_person(told[0]))}; now, {as_part(newer)}."
    if BEFORE.search(text) or _CHANGE.search(text):
        # every value before the newest, newest first: "M, before that L, before that M"
        older = [as_part(second_person(f)) for f in reversed(told[:-1])]
        return f"{newer.rstrip('.')}; before that, {'; and before that, '.join(older)}."
    moved = CHANGED.search(told[-1]) or MOVED.search(told[-1]) or re.search(r"\bmoved\b", told[-1])
    if moved and (_NOW.search(text) or kind in ("brand", "occasion")):
        return newer
    return None


def _same_system(told: list[str], vocab: Vocabulary) -> list[str]:
    """The size facts of the newest one's system ("M" then "L"), else all of them."""
    if not told:
        return told
    systems = {a.value[0] for a in fact_atoms(told[-1], vocab) if a.kind == "size"}  # type: ignore[index]
    same = [
        f
        for f in told[:-1]
        if systems & {a.value[0] for a in fact_atoms(f, vocab) if a.kind == "size"}  # type: ignore[index]
    ]
    return [*same, told[-1]] if same else told
