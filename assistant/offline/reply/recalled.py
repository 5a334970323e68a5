"""Recalled facts said back to the shopper, in their own words (issue 18, M8.1).

A fact sentence the statement readers cannot place ("The shopper's waist is 34 inches.", "The
shopper is going to a black tie event.", written by another judge) is still an answer: it is
filed under the kinds a shopper asks about (size, like, avoid, brand, budget, occasion) by its
slots and words, and said in the second person ("Your waist is 34 inches."). Nothing says that
memories exist or are consulted.
"""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.offline.read.facts import CHANGED, Atom, Preferences, fact_sentence
from assistant.offline.read.money import parse_budget, spell_numbers
from assistant.offline.read.occasions import WHEN
from assistant.offline.read.patterns import PEOPLE
from assistant.offline.read.person import (
    AND_VERB,
    NO_SUBJECT,
    NO_SUBJECT_GOING,
    base_form,
    first_person,
    own_pieces,
    said_to_them,
)
from assistant.offline.read.slots import slots
from assistant.offline.read.statements import THEIRS, fact_atoms
from assistant.offline.read.unstocked import named_brands
from assistant.offline.words.text import as_part, normalise, or_list
from assistant.offline.words.vocabulary import Vocabulary

_SUBJECT = re.compile(r"\b(?:the\s+)?(?:shopper|customer|user)\b", re.IGNORECASE)
_POSSESSIVE = re.compile(r"\b(?:the\s+)?(?:shopper|customer|user)'s\b", re.IGNORECASE)
_VERB = re.compile(
    r"\b[Tt]he\s+(?:shopper|customer|user)\s+((?:(?:now|usually|normally|always|really|also|"
    r"still|no\s+longer|only|mostly|often|never|rarely|generally|typically|definitely|yourself)\s+)*)"
    r"([a-z]+n't|[a-z]+)"  # "doesn't" whole, not "doesn" and "'t"
)
_PERSON = re.compile(rf"\b{PEOPLE}\b", re.IGNORECASE)  # someone a "she" or "her" may be
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "doesn't": "don't", "isn't": "aren't",
              "was": "were", "wasn't": "weren't"}  # fmt: skip
_KEYWORDS = {
    "size": re.compile(
        r"\b(?:size|sizes|wears?|waist|leg|legs|inseam|feet|shoes?|collar|chest|fits?|(?:extra\s+)?(?:small|"
        r"medium|large))\b",
        re.I,
    ),
    "budget": re.compile(
        r"\b(?:budget|spends?|spending|spent|pays?|paying|eur|euros?|price|afford)\b|€|\d+\s*eur",
        re.I,
    ),
    # A capital after the verb is a name ("prefers Ostara"), not "prefers parkas".
    "brand": re.compile(  # "Dr Martens are the shopper's boots of choice."
        r"\b(?:brand|label|of\s+choice|swears?\s+by|loyal\s+to)|"
        r"(?-i:\b(?:[Pp]refers|[Bb]uys|from)\s+[A-Z])",
        re.I,
    ),
    "occasion": re.compile(
        r"\b(?:shopping\s+for|going|event|occasion|attending|starting|wedding|party|trip|"
        r"holiday|interview|job|office|funeral|christening|graduation|gala)\b",
        re.I,
    ),
}
# Colour named by its kind or quality, not a catalogue value ("bright colours", "anything neon").
_COLOUR_WORDS = re.compile(
    r"\b(?:colou?rs?|shades?|tones?|hues?|neon|pastels?|neutrals?|brights|muted|earthy)\b", re.I
)
# A value in a fact: a number, or a letter size ("wears size XL" then "wears size XXL")
_VALUE = re.compile(r"\S*\d\S*|\b(?:X{0,3}[SML]|XXXS|[2-6]XL)\b|\b(?i:small|medium|large)\b")
_DATE = re.compile(  # "moved to 12 September 2027": a fact saying a day is a plan's
    r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|"
    r"august|september|october|november|december)\b|\b\d{4}-\d{2}-\d{2}\b"
)
_DISLIKE = re.compile(r"\b(?:dislikes?|avoids?|hates?|doesn't|does\s+not|never|not|away)\b", re.I)


# A fact written as its point and value ("Budget under 60 per item.", "Shoe size: UK 9."): the
# shopper's point, said with its verb.
_POINT_FIRST = re.compile(
    r"^((?:shoe\s+|dress\s+|jeans\s+|clothes\s+)?(?:size|budget|limit|waist|collar|chest|"
    r"inside\s+leg|leg|inseam))\b\s*:?\s+(?!(?:is|was|now|has|of|for|in|and|raised|went|dropped)\b)",
    re.IGNORECASE,
)


# A month or a day written in lower case ("in may", "on the 3rd of june", "friday"); "may" and
# "march" only as dates, not as verbs ("you may", "march on").
_MONTH = re.compile(
    r"\b(?:january|february|april|june|july|august|september|october|november|december|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|"
    r"(?:(?<=\bin\s)|(?<=\bof\s)|(?<=\bby\s)|(?<=\d\s)|(?<=\bearly\s)|(?<=\blate\s)|"
    r"(?<=\bnext\s)|(?<=\bthis\s))(?:may|march)\b"
)


def second_person(sentence: str) -> str:
    """ "The shopper's budget is under 80 EUR." -> "Your budget is under 80 EUR."; "The
    shopper prefers Ostara." -> "You prefer Ostara." Case of the rest is kept."""
    shopper = re.match(r"\s*the\s+(?:shopper|customer|user)\b", sentence, re.I)  # leads it
    text = _POSSESSIVE.sub("your", said_to_them(sentence.strip()))  # "I'm a 12" -> "you're"
    if _SUBJECT.search(text) or NO_SUBJECT.match(text.lstrip()):  # "... for their son": yours
        # "... his 60th birthday party", "The shopper himself is an XXL": the shopper's own
        text = re.sub(r"\b(?:their|his)\b", "your", text)
        text = re.sub(
            r"\b(?:him|her|them)(?=\s+(?:look|feel|seem)\b)", "you", text
        )  # "make him look"
        text = re.sub(r"\b(?:themselves|himself|herself)\b", "yourself", text)
        # "The shopper looked at coats for her husband": the shopper's husband
        text = re.sub(rf"\bher\s+(?=(?:\w+\s+)?{PEOPLE}\b)", "your ", text)
    if shopper and not _PERSON.search(text):  # "in her size and she bought nothing": theirs
        text = re.sub(r"\bher\b(?=\s+[a-z0-9])", "your", text)
        text = re.sub(r"\b(?:she|he)(?='(?:d|ll)\b)", "you", text)  # "said he'd think"
        text = re.sub(
            r"\b(?:she|he)\s+([a-z]+n't|[a-z]+)",
            lambda m: f"you {base_form(m[1], _IRREGULAR)}",
            text,
        )
    text = _VERB.sub(lambda m: f"you {m.group(1)}{base_form(m.group(2), _IRREGULAR)}", text)
    text = _SUBJECT.sub("you", text)
    # "Wears size 12." -> "You wear size 12.": a fact sentence without a subject
    text = NO_SUBJECT.sub(
        lambda m: f"you {m[1].lower()}{base_form(m[2].lower(), _IRREGULAR)}", text.lstrip()
    )
    text = NO_SUBJECT_GOING.sub(lambda m: f"you're {m[1].lower()}", text)
    text = _POINT_FIRST.sub(lambda m: f"your {m[1].lower()} is ", text)  # "Budget under 60."
    text = re.sub(
        r"^(budget|limit|size)(?='s\b)", lambda m: f"your {m[1].lower()}", text, flags=re.I
    )
    if text.lower().startswith("you "):  # "... and now prefers burgundy" -> "now prefer"
        text = AND_VERB.sub(lambda m: f"{m[1]} {m[2]}{base_form(m[3], _IRREGULAR)}", text)
    text = _MONTH.sub(lambda m: m[0].capitalize(), text)  # "hen do in may" -> "in May"
    text = re.sub(r"\b(uk|eu|us)(?=\s*\d)", lambda m: m[1].upper(), text)  # "a uk 4" -> "a UK 4"
    fits = {"R": "regular", "L": "long", "S": "short"}  # "40R" as a shopper says it too
    text = re.sub(r"\b(\d{2})([RLS])\b", lambda m: f"{m[0]} ({m[1]} {fits[m[2]]})", text)
    text = re.sub(r"\bW(\d{2})\s*L(\d{2})\b", lambda m: f"{m[0]} ({m[1]} waist, {m[2]} leg)", text)
    text = re.sub(r"\bW(\d{2})\b(?!\s*L\d)", lambda m: f"{m[0]} ({m[1]} waist)", text)
    return text[:1].upper() + text[1:] if text else text


# What makes a fact of money a budget: an amount or a word of limiting ("pays in euro" none).
_AN_AMOUNT = r"\d|\b(?:budget|spend\w*|spent|afford\w*|limit|cap|max\w*|tops|under|up\s+to)\b"


def fact_kinds(sentence: str, vocab: Vocabulary) -> set[str]:
    """The kinds of question a recalled fact sentence answers: "size", "like", "avoid",
    "brand", "budget", "occasion" (a colour is "like" or "avoid" by its polarity); "other"
    for a fact of none of them ("The shopper is vegan.")."""
    mine = first_person(sentence)
    own = own_pieces(mine)  # "my husband is an XL" answers not for them
    if not own:
        return {"other"}  # all of it about someone else: said when everything is asked
    atoms = fact_atoms(sentence, vocab) + [a for piece in own for a in slots(piece, vocab)]
    kinds = {a.kind for a in atoms if a.kind != "colour"}
    for atom in atoms:
        if atom.kind == "colour":
            kinds.add("avoid" if atom.polarity < 0 else "like")
    if len(own) < len(own_pieces(mine, everyone=True)):
        sentence = ". ".join(own)  # "buying gifts: my brother likes teal" is no colour's
    if not kinds:
        kinds = {kind for kind, pattern in _KEYWORDS.items() if pattern.search(sentence)}
        if not re.search(_AN_AMOUNT, spell_numbers(sentence), re.I):
            kinds.discard("budget")  # "pays in euro": no amount, no limit
        said = normalise(sentence)
        if parse_budget(said)[0] is not None and "size" not in kinds:
            kinds.add("budget")  # "Keep the total under 60.": a band with nothing else priced
        if WHEN.search(said) or _DATE.search(said):
            kinds.add("occasion")  # "Off to Lisbon in March.": a fact saying when is a plan
        if vocab.colour_re.search(sentence.lower()) or _COLOUR_WORDS.search(sentence):
            kinds.add("avoid" if _DISLIKE.search(sentence) else "like")
    if not kinds:  # "is vegan and avoids leather": said when everything is asked, or avoidances
        kinds = {"other", "avoid"} if _DISLIKE.search(sentence) else {"other"}
    if named_brands(sentence, vocab):  # "The shopper doesn't like Velde.": not sold here
        worn = {"size"} if any(a.kind == "size" for a in atoms) else set()  # "wears Converse"
        kinds = (kinds - {"other", "size"}) | worn | {"brand"}
    elif "brand" in kinds and not any(a in sentence.lower() for a in vocab.brands):
        kinds.discard("brand") if kinds - {"brand"} else None
    if THEIRS.match(sentence):  # "The shopper's son's shoe size is 3": his, not an answer
        kinds = (kinds & {"occasion"}) or {"other"}  # their wedding is the shopper's plan too
    return kinds


def facts_of(kind: str, facts: list[str], vocab: Vocabulary) -> list[str]:
    """The recalled fact sentences (oldest first) of `kind` that the statement readers cannot
    place (those they read are the standing preferences, newest winning: M8.2), in the second
    person, newest first; "colour" takes both likes and dislikes."""
    wanted = {"colour": {"like", "avoid"}}.get(kind, {kind})
    unread = [f for f in facts if not fact_atoms(f, vocab) and fact_kinds(f, vocab) & wanted]
    return list(dict.fromkeys(second_person(f) for f in newest(unread)))


# A fact saying a value moved ("has gone down to a small", "raised the budget to 95").
MOVED = re.compile(
    r"\b(?:now|gone\s+(?:up|down)|went\s+(?:up|down)|moved\s+(?:up|down)|switched|changed|"
    r"raised|cut|dropped|increased|reduced|lowered|upped)\b",
    re.I,
)


def newer_unread(kind: str, facts: list[str], vocab: Vocabulary) -> str | None:
    """For a point with one value (budget, occasion; a size when the fact says it moved): the
    newest fact of `kind` in the second person when the readers cannot place it, so a placed
    older one does not answer (M8.2: "going on a ski trip" then "the trip is now a city break
    in Rome", "wears a medium" then "has gone down to a small"); None otherwise."""
    for sentence in reversed(facts):
        if kind in fact_kinds(sentence, vocab):
            if fact_atoms(sentence, vocab) or (kind == "size" and not MOVED.search(sentence)):
                return None
            return as_part(second_person(sentence))
    return None


def newest(facts: list[str]) -> list[str]:
    """Fact sentences of one kind (oldest first) without those a newer one replaced, newest
    first (M8.2): a newer sentence saying the same with other values ("wears jeans in W34
    L32" -> "W36 L32") or marking a change ("... is now a hiking trip") wins."""
    kept: list[str] = []
    for sentence in reversed(facts):
        skeleton = _VALUE.sub("#", sentence.strip().rstrip(".")).casefold()
        if any(
            CHANGED.search(k) or _VALUE.sub("#", k.strip().rstrip(".")).casefold() == skeleton
            for k in kept
        ):
            continue
        kept.append(sentence)
    return kept


def _current(atom: Atom, prefs: Preferences) -> bool:
    """Whether a recalled atom is still the shopper's standing preference (M8.2)."""
    if atom.kind == "size":  # the system's size now, or one said for a garment ("L in hoodies")
        system, size = atom.value  # type: ignore[misc]
        return prefs.sizes.get(system) == size or any(
            w[:2] == (system, size) for w in prefs.worn_in
        )
    if atom.kind == "colour":
        group = prefs.liked_colours if atom.polarity > 0 else prefs.disliked_colours
        return atom.polarity != 0 and atom.value in group
    if atom.kind == "brand":
        return atom.value in (prefs.liked_brands if atom.polarity > 0 else prefs.avoided_brands)
    if atom.kind == "budget":
        return atom.value == prefs.budget
    return atom.kind == "occasion" and atom.value == prefs.occasion


def own_words(kind: str, facts: list[str], prefs: Preferences, vocab: Vocabulary) -> str | None:
    """The recalled facts of `kind` in their own words when the readers' value says less than
    the sentence ("likes emerald green" read as emerald, "a trip to Norway" as holiday, "shoe
    size is UK 7" as a dress size): the shopper hears what they said, not the model's reading
    (issue 18, M8.1). `kind` as `fact_kinds`; returns "you like emerald green" (second person,
    lower-case start, newest first), or None when every current fact reads back word for word."""
    wanted = {"like": ("colour", 1), "avoid": ("colour", -1)}.get(kind, (kind, None))
    own: list[str] = []
    lossy = False
    only: set[str] = set()  # newer facts naming the one favourite, up to that word
    values: set[object] = set()  # the values the newer facts kept say
    for sentence in reversed(facts):
        atoms = [
            a
            for a in fact_atoms(sentence, vocab)
            if a.kind == wanted[0] and (wanted[1] is None or a.polarity == wanted[1])
        ]
        if (
            not any(_current(a, prefs) for a in atoms)
            or wanted[0] == "colour"  # a colour is all such a fact says; a plan or brand says more
            and atoms
            and {(a.value, a.said) for a in atoms} <= values
        ):
            continue  # not standing, or said by a newer fact ("likes navy and bottle green")
        values |= {(a.value, a.said) for a in atoms}
        # "favourite colour is red" then "... is cobalt blue": one favourite, the newer (M8.2);
        # "likes teal" and "likes mustard" are both liked
        if favourite := _ONE_FAVOURITE.search(normalise(sentence)):
            if (said_so := normalise(sentence)[: favourite.end()]) in only:
                continue
            only.add(said_so)
        # the preferences hold the value, not the word said ("interview" read as office)
        lossy = lossy or any(fact_sentence(replace(a, said="")) != sentence.strip() for a in atoms)
        if (said := as_part(second_person(sentence))) not in own:
            own.append(said)
    return or_list(own, "and") if lossy else None


# Words naming the one favourite of a kind: a newer such fact replaces an older one.
# ("prefers Corrie" and "prefers Brackenridge" are both kept: writers list both.)
_ONE_FAVOURITE = re.compile(r"\b(?:favou?rite|go-to)\b", re.I)
