"""A fact sentence's person (M4.3, M7.2, M8.1): what a judge wrote of "the shopper", or with no
subject at all ("Keeps to a budget of under 80."), read as the shopper's own words
(`first_person`, for the statement readers) and said back to them (`base_form` of its verbs,
reply.recalled's second person; `said_to_them` for a fact kept in the shopper's own words);
`own_pieces`: the clauses that are the shopper's, not someone else's.
"""

from __future__ import annotations

import re

from assistant.offline.read.patterns import CLAUSE_SPLIT, OTHER_PERSON
from assistant.offline.words.text import normalise

_SUBJECT = re.compile(
    r"\b(?:the\s+)?(?:shopper|customer|user)\s+"
    r"((?:(?:now|usually|normally|generally|mostly|always|really|also|still|no\s+longer|"
    r"only|definitely|typically|never|rarely|sometimes|often)\s+)*)"
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
    r"swears|owns|chooses|picks|plans|works|refuses|leans|runs|orders|travels|lives|pays|can't|won't|"
    # a visit's summary without its subject ("Bought the navy blazer in 40R.")
    r"bought|looked|ordered|returned|exchanged|tried|browsed|asked|picked|chose|wanted|got"
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
    # "The shopper himself is a large": the shopper, said against their family
    text = re.sub(
        r"^(\s*the\s+(?:shopper|customer|user))\s+(?:himself|herself|themselves)\b", r"\1", text
    )
    text = _SUBJECT.sub(lambda m: f"i {m.group(1)}{base_form(m.group(2))}", text)
    text = NO_SUBJECT.sub(lambda m: f"i {m.group(1)}{base_form(m.group(2))}", text.lstrip())
    text = NO_SUBJECT_GOING.sub(lambda m: f"i'm {m.group(1)}", text)
    if not text.startswith("i ") and " i " not in text:
        return text
    return AND_VERB.sub(lambda m: f"{m.group(1)} {m.group(2)}{base_form(m.group(3))}", text)


# A fact sentence in the shopper's own words ("I'm a UK 12 in dresses", "we fly on the 3rd"),
# as another memory writer may keep it: its pronouns said back in the second person.
_YOURS = {
    "i'm": "you're", "im": "you're", "i am": "you are", "i was": "you were", "i've": "you've",
    "ive": "you've", "i'd": "you'd", "i'll": "you'll", "i": "you", "me": "you", "my": "your",
    "mine": "yours", "myself": "yourself", "we're": "you're", "we've": "you've", "we'd": "you'd",
    "we'll": "you'll", "we": "you", "our": "your", "ours": "yours", "us": "you",
}  # fmt: skip
_OWN_WORDS = re.compile(
    r"\b(?:i\s+am|i\s+was|i['\u2019]m|im|i['\u2019]ve|ive|i['\u2019]d|i['\u2019]ll|i|me|my|mine|myself|"
    r"we['\u2019]re|we['\u2019]ve|we['\u2019]d|we['\u2019]ll|we|our|ours|(?-i:us)(?!\s*\d))\b",
    re.IGNORECASE,
)


def said_to_them(sentence: str) -> str:
    """A first-person fact sentence in the second person ("I'm a UK 12, my budget is 80" ->
    "you're a UK 12, your budget is 80"); a third-person one is returned as it is (M8.1)."""

    def yours(match: re.Match[str]) -> str:
        word = match.group(0)
        said = _YOURS[re.sub(r"\s+", " ", word.lower().replace("\u2019", "'"))]
        return said.capitalize() if word[:1].isupper() and match.start() == 0 else said

    return _OWN_WORDS.sub(yours, sentence)


def own_pieces(sentence: str, everyone: bool = False) -> list[str]:
    """The clauses of a fact sentence (in the first person) that tell the shopper's own facts:
    a clause about someone else ("my husband is an XL") is none of theirs (M4.3), one they
    lead is ("i'm shopping for my son's uniform"); `everyone`: every clause, whoever it is
    about."""
    pieces: list[str] = []
    for piece in CLAUSE_SPLIT.split(sentence):
        if pieces and _BACK.match(piece.strip()):  # "... too boxy and avoid it": one clause
            pieces[-1] = f"{pieces[-1]} and {piece.strip()}"
        elif piece.strip():
            pieces.append(piece.strip())
    return [p for p in pieces if everyone or _MINE.match(p) or not OTHER_PERSON.search(p)]


# A clause refusing what the clause before it named ("... and avoid it", "so i skip them").
_BACK = re.compile(
    r"(?:(?:and|so)\s+)?(?:i\s+)?(?:(?:always|now|just|usually)\s+)?(?:avoid|skip|steer\s+clear\s+of|"
    r"stay\s+away\s+from|never\s+(?:buy|wear|touch))\s+(?:it|them|that|those)\b"
)


# A clause the shopper leads ("i'm shopping for my son's uniform"): theirs, whoever it names.
_MINE = re.compile(r"(?:(?:and|but|so|also)\s+)?(?:i|i'm|i've|i'd|i'll|we|we're|we've)\b")
