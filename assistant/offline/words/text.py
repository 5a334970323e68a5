"""Text helpers every reader of the offline model shares: normalising, phrase alternations,
blanking what was read (issue 11 item 5).

Readers work on a normalised copy of the message of the same length as the original, and blank
out (replace with spaces) each phrase they have placed, so offsets stay valid and what is left
at the end is what the rules could not place (free text, issue 11 item 1).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})
_CONTRACTION = re.compile(
    r"\b(can|don|doesn|won|isn|aren|wouldn|couldn|didn|haven|wasn|shouldn)t\b", re.IGNORECASE
)
_I_NO_APOSTROPHE = re.compile(r"\b([Ii])(m|ve|d)\b")
_IS_NO_APOSTROPHE = re.compile(r"\b(what|that|where|who|how|there)(s)\b", re.IGNORECASE)
# A word: letters (any script), inner hyphens and apostrophes ("t-shirt", "piqué", "men's").
WORD = re.compile(r"[^\W\d_](?:[\w'-]*[^\W\d_])?")


def straighten(text: str) -> str:
    """`text` with curly quotes made straight (same length)."""
    return text.translate(_QUOTES)


def normalise(text: str) -> str:
    """Lower-case `text` and straighten quotes, keeping its length (offsets stay valid)."""
    straight = straighten(text)
    lowered = straight.lower()
    return lowered if len(lowered) == len(text) else straight.casefold()


def fix_contractions(text: str) -> str:
    """Restore dropped apostrophes ("cant" -> "can't", "im" -> "i'm"): shoppers type fast."""
    text = _CONTRACTION.sub(lambda m: m.group(1) + "'t", text)
    text = _IS_NO_APOSTROPHE.sub(lambda m: f"{m.group(1)}'{m.group(2)}", text)  # "whats"
    return _I_NO_APOSTROPHE.sub(lambda m: f"{m.group(1)}'{m.group(2)}", text)


# Chat spellings of the words a question turns on ("wat do u know abt me", "wich colour"):
# the exact patterns of the question readers look for the word itself. Short words only a
# question uses, so no catalogue value is touched.
_CHAT = {
    "wat": "what", "wot": "what", "wut": "what", "waht": "what", "wht": "what", "whta": "what",
    "wich": "which", "whcih": "which", "wihch": "which", "u": "you", "ur": "your",
    "abt": "about", "colur": "colour", "colr": "colour", "clour": "colour", "sise": "size",
    "szie": "size", "sz": "size", "budjet": "budget", "buget": "budget", "rememebr": "remember",
    "wen": "when", "whens": "when's", "bday": "birthday", "b'day": "birthday", "fav": "favourite",
    "realy": "really", "rly": "really",
}  # fmt: skip
_CHAT_RE = re.compile(rf"\b(?:{'|'.join(_CHAT)})\b", re.IGNORECASE)


def fix_spellings(text: str) -> str:
    """`text` with the chat spellings of question words written out ("wat do u know abt me"
    -> "what do you know about me"); lengths change, so only for the policy's patterns."""
    return _CHAT_RE.sub(lambda m: _CHAT[m.group(0).lower()], text)


def alternation(phrases: Iterable[str]) -> str:
    """A regex matching any of `phrases` on word boundaries, longest first ("running shoes"
    before "running"); spaces in a phrase match any run of whitespace. Never matches when
    `phrases` is empty."""
    ordered = sorted({p for p in phrases if p}, key=len, reverse=True)
    if not ordered:
        return r"(?!x)x"
    body = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in ordered)
    return rf"(?<![\w'-])(?:{body})(?![\w-])"


def squash(phrase: str) -> str:
    """`phrase` with each run of whitespace made one space (a matched phrase -> its table key)."""
    return re.sub(r"\s+", " ", phrase)


def blank(text: str, start: int, end: int) -> str:
    """`text` with `start:end` replaced by spaces."""
    return text[:start] + " " * (end - start) + text[end:]


def or_list(items: list[str], joiner: str = "or") -> str:
    """ "a", "a or b", "a, b or c"."""
    if not items:
        return ""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {joiner} " + items[-1]


def as_part(sentence: str) -> str:
    """A sentence as part of a longer one ("You wear M." -> "you wear M"): its full stop
    dropped and its first letter lowered, unless that starts a code or a name said in capitals
    ("XL in tops", "I'm")."""
    sentence = sentence.strip().rstrip(".!")
    if sentence[1:2].isupper() or re.match(r"I\b", sentence):
        return sentence
    return sentence[:1].lower() + sentence[1:]
