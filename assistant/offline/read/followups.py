"""Follow-ups about a product named earlier in the conversation ("the black one, do you have it
in M?", "the second one", "it") (issue 6 item 3, issue 11 item 5)."""

from __future__ import annotations

import re

from assistant.offline.read.conversation import Link
from assistant.offline.words.text import normalise, squash
from assistant.offline.words.vocabulary import Vocabulary

_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "last": -1}
_LEAD_COLOUR = re.compile(r"\)\s*(?:\u2014|-|\u2013|:)\s*([^,]+?)\s*,")


def reference_re(vocab: Vocabulary) -> re.Pattern[str]:
    """The pattern of a reference to a product named earlier, built once per vocabulary."""
    pattern = vocab.cache.get("reference")
    if isinstance(pattern, re.Pattern):
        return pattern
    colour = vocab.colour_re.pattern
    pattern = re.compile(
        rf"\b(?:the|that|this)\s+(?:(?P<colour>{colour})\s+)?(?:one|ones)\b"
        r"|\b(?:the\s+)?(?P<ordinal>first|second|third|fourth|fifth|sixth|last)(?:\s+one)?\b"
        r"|\b(?:it|that\s+one|this\s+one)\b"
        rf"|\bthe\s+(?P<colour2>{colour})\s+(?P<noun>[a-z-]+)"
    )
    vocab.cache["reference"] = pattern
    return pattern


def _line_colour_matches(line: str, colour: str | None, vocab: Vocabulary) -> bool:
    """Whether a product line is about `colour`: its leading colour when the line has our shape
    ("[Name](/products/SKU/) — black, ..."), else any mention of the colour."""
    text = normalise(line)
    lead = _LEAD_COLOUR.search(text)
    if lead and lead.group(1).strip() in vocab.colours:
        return vocab.colours[lead.group(1).strip()] == colour
    return bool(colour) and re.search(rf"\b{re.escape(colour or '')}\b", text) is not None


def resolve_reference(
    message: str, turns: list[list[Link]], vocab: Vocabulary
) -> Link | list[Link] | None:
    """The product a follow-up refers to, a list when ambiguous, or None when it is no follow-up.

    Candidates are the products linked in this conversation's assistant turns, newest turn
    first: "the black one" picks the one whose line says black; "the second one" by position;
    "it" / "that one" the only product of the newest turn; a product's name picks it.
    """
    turns = [turn for turn in turns if turn]
    if not turns:
        return None
    text = normalise(message)
    for turn in reversed(turns):
        for link in turn:
            if len(link.name) >= 4 and normalise(link.name) in text:
                return link
    match = reference_re(vocab).search(text)
    if not match:
        return None
    newest = turns[-1]
    colour_word = match.group("colour") or match.group("colour2")
    if colour_word:
        colour = vocab.colours.get(squash(colour_word))
        noun = match.group("noun")
        if (
            noun
            and noun not in {"one", "ones"}
            and not any(
                normalise(noun).rstrip("s") in normalise(link.line)
                for turn in turns
                for link in turn
            )
        ):
            return None  # "the black jackets" with no jacket named: a new search
        for turn in reversed(turns):
            hits = [link for link in turn if _line_colour_matches(link.line, colour, vocab)]
            if len(hits) == 1:
                return hits[0]
            if hits:
                return hits
        return None
    if match.group("ordinal"):
        index = _ORDINALS[match.group("ordinal")]
        return newest[index] if -len(newest) <= index < len(newest) else None
    return newest[0] if len(newest) == 1 else newest
