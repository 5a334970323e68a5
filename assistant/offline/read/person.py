"""A fact sentence's person (M7.2, M8.1): what a judge wrote of "the shopper", or with no
subject at all ("Keeps to a budget of under 80."), read as the shopper's own words
(`first_person`, for the statement readers) and said back to them (`base_form` of its verbs,
reply.recalled's second person).
"""

from __future__ import annotations

import re

from assistant.offline.words.text import normalise

_SUBJECT = re.compile(
    r"\b(?:the\s+)?(?:shopper|customer|user)\s+"
    r"((?:(?:now|usually|normally|generally|mostly|always|really|also|still|no\s+longer|"
    r"only|definitely|typically)\s+)*)"
    r"([a-z]+(?:n't)?)"
)
_POSSESSIVE = re.compile(r"\b(?:the\s+)?(?:shopper|customer|user)'s\b")
_IRREGULAR = {"is": "am", "has": "have", "does": "do", "doesn't": "don't", "isn't": "am not"}


_UNCHANGED = {"was", "can", "can't", "cannot", "will", "won't", "would", "wouldn't"}


def base_form(verb: str, irregular: dict[str, str] = _IRREGULAR) -> str:
    """A third-person verb in its base form ("prefers" -> "prefer", "carries" -> "carry"),
    `irregular` looked up first: the first person's ("is" -> "am") unless the caller gives
    its own (the second person's "is" -> "are", `reply/recalled.py`)."""
    if verb in irregular:
        return irregular[verb]
    if verb in _UNCHANGED:
        return verb
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("es") and verb[:-2].endswith(("sh", "ch", "ss", "x", "z", "o")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


# A second verb of the same subject ("... and now prefers burgundy"): the verbs fact sentences use.
_FACT_VERBS = (  # the verbs a fact sentence leads with, whoever wrote it ("Keeps to 80 a piece.")
    r"likes|loves|prefers|wears|takes|hates|dislikes|avoids|buys|needs|wants|is|has|does|shops|"
    r"favours|favors|adores|sticks|keeps|spends|steers|stays|goes|gets|fits|tends|trusts|rates|"
    r"swears|owns|chooses|picks|plans|works|refuses|leans|runs|orders|travels|lives|can't|won't"
)
AND_VERB = re.compile(
    r"\b(and|but)\s+((?:(?:now|also|still|usually|always|often|mostly|never|no\s+longer)\s+)*)"
    rf"({_FACT_VERBS})\b"
)


# A fact sentence with no subject ("Wears a medium.", "Now dislikes grey; prefers plum."): the
# verbs fact sentences use, after the adverbs they take.
NO_SUBJECT = re.compile(
    r"^((?:(?:now|also|still|usually|always|often|mostly|normally|never|no\s+longer)\s+)*)"
    rf"({_FACT_VERBS})\b",
    re.IGNORECASE,
)
# ... or with no verb either, going somewhere or willing ("Off to a wedding in Porto on 3 June.",
# "Happy to go up to 90 now.").
NO_SUBJECT_GOING = re.compile(
    r"^(off|going|heading|getting|starting|attending|flying|moving|travelling|doing|happy|"
    r"willing|prepared|keen|able|ready|looking|hoping|planning)\b",
    re.I,
)


def first_person(sentence: str) -> str:
    """ "The shopper now likes yellow." -> "i now like yellow." (normalised, for the readers);
    a second verb too ("... and now prefers burgundy" -> "... and now prefer burgundy"); a
    sentence with no subject as the shopper's ("Wears a medium." -> "i wear a medium.")."""
    text = _POSSESSIVE.sub("my", normalise(sentence))
    text = _SUBJECT.sub(lambda m: f"i {m.group(1)}{base_form(m.group(2))}", text)
    text = NO_SUBJECT.sub(lambda m: f"i {m.group(1)}{base_form(m.group(2))}", text.lstrip())
    text = NO_SUBJECT_GOING.sub(lambda m: f"i'm {m.group(1)}", text)
    if not text.startswith("i ") and " i " not in text:
        return text
    return AND_VERB.sub(lambda m: f"{m.group(1)} {m.group(2)}{base_form(m.group(3))}", text)
