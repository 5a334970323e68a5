"""A budget said for one kind of thing (issue 18; M8.1, M8.2): "spends under 30 on T-shirts",
"coat budget is up to 200". A question naming a kind ("how much do I spend on t-shirts?",
"what's my budget for knitwear?") hears that kind's budget, or that none was said for it
beside the ones known; a question naming no kind, or a budget said for everything, is the
plain budget question's (`decide.recollection`).
"""

from __future__ import annotations

import re

from assistant.offline.decide.named import stems
from assistant.offline.reply.recalled import fact_kinds, newest, second_person
from assistant.offline.words.text import as_part, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

# The kind a budget is for: "on T-shirts", "for the wedding outfit", "coat budget".
_FOR = re.compile(
    r"\b(?:on|for)\s+(?:the\s+|a\s+|an\s+|my\s+|new\s+|each\s+)*([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)"
    r"|\b([a-z][a-z-]+)\s+budget\b"
)
_NOT_KINDS = frozenset((
    "me", "my", "it", "them", "everything", "anything", "all", "item", "items", "piece", "pieces",
    "each", "one", "ones", "things", "stuff", "budget", "total", "average", "usual", "the", "a",
))  # fmt: skip


def _named(text: str) -> list[str]:
    """The kinds `text` says a budget is for, as said ("t-shirts", "wedding outfit"); none
    for "for me", "per item"."""
    kinds = []
    for match in _FOR.finditer(normalise(text)):
        words = (match.group(1) or match.group(2)).split()
        if words[-1] not in _NOT_KINDS and words[0] not in _NOT_KINDS:
            kinds.append(" ".join(words))
        elif words[0] not in _NOT_KINDS:
            kinds.append(words[0])  # "for jeans each"
    return kinds


def _kinds(text: str) -> set[str]:
    """The stems of the words of the kinds `text` says a budget is for."""
    return {stem for kind in _named(text) for word in kind.split() for stem in stems(word)}


def budget_for_kind(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """The answer to a budget question naming a kind (module docstring), or None when the
    question names none, a budget for everything is known, or no budget names a kind."""
    asked = _kinds(message)
    if not asked:
        return None
    told = newest([f for f in facts if "budget" in fact_kinds(f, vocab)])  # newest first
    for_kind = [f for f in told if _kinds(f)]
    if not for_kind or len(for_kind) < len(told):
        return None  # nothing said per kind, or a budget for everything answers
    said = [f for f in for_kind if _kinds(f) & asked]
    if said:
        return second_person(said[0])
    known = or_list([as_part(second_person(f)) for f in for_kind], "and")
    return f"You haven't told me a budget for {_named(message)[0]}; I know that {known}."
