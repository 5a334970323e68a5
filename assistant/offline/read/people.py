"""The people a shopper named in their facts ("The shopper's wife Claire wears a 12.", "twins,
Oliver and Ruby", "Kai wears a medium"), so that a question naming one ("what size is Claire?",
"whats jacks fave colour") is asked of them, never of the shopper (M4.3, M8.1).

A name is a capitalised word introduced by a word for a person ("wife Claire", "grandson Leo",
"baby boy Arlo", "the twins, Oliver and Ruby"), or leading a fact as its subject ("Kai wears
a medium") when another fact says it in capitals inside a sentence; never a brand, a month or
a day.
"""

from __future__ import annotations

import re

from assistant.offline.read.patterns import PEOPLE
from assistant.offline.words.vocabulary import Vocabulary

_NAME = r"([A-Z][a-z]{1,15})"
# "wife Claire", "the twins, Oliver and Ruby", "baby boy Arlo", "sons Yusuf (8) and Adam (5)",
# "three children: Noah (11), Grace (8) and Ava (5)"
_INTRODUCED = re.compile(
    rf"(?i:\b{PEOPLE})\s*[,:]?\s+(?:called\s+|named\s+)?"
    r"((?:[A-Z][a-z]{1,15}\b(?:\s*\(\d+\))?(?:\s*,\s*|\s+(?:and|&)\s+)?)+)"
)
# "Kai wears a medium.", "Leo's favourite colour is red.", "Maisie loves purple."
_LEADING = re.compile(
    rf"^\s*{_NAME}(?:['’]s\b|\s+(?:wears|loves|likes|hates|is|has|needs|prefers|only|never|"
    r"takes|wants|can't|won't|doesn't|refuses|starts|goes|needs))"
)
_CALENDAR = re.compile(
    r"^(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|"
    r"i|the|my|our|her|his|she|he|they|we|uk|us|eu)$",
    re.I,
)


def people_named(facts: list[str], vocab: Vocabulary) -> set[str]:
    """The names (lower case) of the people the `facts` name besides the shopper."""
    introduced: set[str] = set()
    leading: set[str] = set()
    for fact in facts:
        for match in _INTRODUCED.finditer(fact):
            introduced.update(re.findall(_NAME, match.group(1)))
        if match := _LEADING.match(fact):
            leading.add(match.group(1))
    # a name introduced as a person is one ("twins, Oliver and Ruby"); one leading a fact only
    # when a fact says it in capitals inside a sentence too ("... a jumper for Kai"), so that
    # no word that opens a sentence ("Budget is 40", "Navy's my colour") is taken for one
    inside = {w for f in facts for w in re.findall(r"(?<=[a-z,] )[A-Z][a-z]+\b", f)}
    leading = {n for n in leading if n in inside and not vocab.colour_re.fullmatch(n.lower())}
    return {
        n.lower()
        for n in introduced | leading
        if not _CALENDAR.match(n) and n.lower() not in vocab.brands
    }


def person_asked(message: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """The name (lower case) of a person of the `facts` that `message` names ("what size is
    Claire?", "how much was ruby's coat", "whats jacks fave colour"), or None."""
    words = re.findall(r"[a-z]+", message.lower().replace("'s", " ").replace("’s", " "))
    people = people_named(facts, vocab) if words else set()
    for word in words:
        for candidate in (word, word.removesuffix("s")):
            if candidate in people:
                return candidate
    if len(people) == 1 and _PRONOUN.search(message.lower()):
        return next(iter(people))  # "his shoe size" with one person named: theirs
    return None


_PRONOUN = re.compile(r"\b(?:he|she|his|him|her|he's|she's)\b")


def names_of(kin: tuple[str, ...], facts: list[str]) -> list[str]:
    """The names (lower case) the `facts` introduce with one of the `kin` words ("nephew Theo"
    for ("nephew",)), so that "how old's my nephew?" hears "Theo is 4"."""
    if not kin or not facts:
        return []
    words = "|".join(re.escape(k) for k in kin)
    intro = re.compile(
        rf"(?i:\b(?:{words})s?)\s*[,:]?\s+((?:[A-Z][a-z]{{1,15}}\b[\s,&()\d]*(?:and\s+)?)+)"
    )
    return [
        n.lower() for f in facts for m in intro.finditer(f) for n in re.findall(_NAME, m.group(1))
    ]
