"""Questions about other people, and purchases asked yes or no (M4.3, M8.1).

`someone_else`: someone else asked about ("what size is my daughter?", "how old is my son?",
"what's my wife's shoe size?", "what does my sister wear?"). The shopper's own facts never
answer for another person: the visits that name them do, or a fact kept of them; else the
answer is that it is not known. `bought`: a purchase asked yes or no ("did I buy the
jumper?" of a visit where a tee was bought is a no).
"""

from __future__ import annotations

import re

from assistant.offline.decide.visits import visits_answer
from assistant.offline.read.conversation import Conversation
from assistant.offline.read.patterns import PEOPLE, SOMEONE
from assistant.offline.words.text import normalise
from assistant.offline.words.vocabulary import Vocabulary

# What a fact kept of another person says of their size or taste ("Son wears age 8.").
_OF_THEM = r"\b(?:size|wears?|takes?|age|aged|likes?|loves?|\d+\s*y)\b"


def someone_else(conversation: Conversation, vocab: Vocabulary) -> str:
    """The answer about the person asked of: the visits naming them, else "I don't know"
    (M4.3); "" when no one else is asked of, or a recalled fact tells that person's size or
    taste (the plain answer says it)."""
    match = SOMEONE.search(normalise(conversation.message))
    if not match:
        return ""
    person = next(group for group in match.groups() if group)
    if visits := [v for v in conversation.visits if re.search(rf"\b{person}", v.text, re.I)]:
        return visits_answer(visits, vocab)  # "what size is my son?" after a visit for him
    for fact in conversation.facts:
        if re.search(rf"\b{PEOPLE}\b", fact, re.I) and re.search(_OF_THEM, fact, re.I):
            return ""  # a judge kept a fact of theirs ("The shopper's son wears age 8.")
    return f"I don't know that about your {person}: you haven't told me. Tell me and I'll use it."


# "did I buy the jumper?", "did I end up getting a parka?": a purchase asked yes or no.
_BUY_ASKED = re.compile(
    r"\bdid\s+i\s+(?:\w+\s+){0,2}?(?:buy|get|order|pick\s+up|go\s+for)\s+(.+?)\s*\??$"
)
_BOUGHT = re.compile(r"\b(?:bought|ordered|purchased|picked\s+up|went\s+for)\b(.*)", re.I)


def bought(message: str, visits: list) -> str:
    """ "Yes: " or "No: " to open the answer to a question about earlier `visits`: for a
    purchase asked ("did I buy the jumper?"), whether a visit says it was bought (a word of it
    after "bought"); for any other yes-or-no question about a visit, "Yes: "."""
    asked = _BUY_ASKED.search(normalise(message))
    if not asked:
        return "Yes: "
    words = [
        w
        for w in re.findall(r"[a-z]{3,}", asked.group(1))
        if w not in ("the", "any", "one", "that")
    ]
    for visit in visits:
        said = _BOUGHT.search(visit.text)
        if (
            said
            and not re.match(r"\s*nothing\b", said.group(1))
            and any(re.search(rf"\b{re.escape(w.rstrip('s'))}", said.group(1), re.I) for w in words)
        ):
            return "Yes: "
    return "No: "
