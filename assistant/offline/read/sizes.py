"""Reading sizes: letters, waists, EU shoe sizes, dress numbers and children's ages (issue 11).

A size is read as (system, size): "letter" ("M"), "waist" ("34"), "shoe" ("42"), "dress"
("12") or "age" ("10Y"). A bare number is placed by the product it is for (the systems of the
catalogue's products of that type), then by its words ("size 42 shoes"), then by its range.
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.sizes import size_system
from assistant.offline.words.text import WORD, alternation, squash
from assistant.offline.words.vocabulary import Vocabulary
from shop.sizes import (
    LETTER_CODES,
    LETTERS,
    canonical_label,
    labels_for_age,
    matching_labels,
    read_wanted,
)

NUMERIC_SYSTEMS = ("shoe", "waist", "dress")
Sized = tuple[str, str]  # (system, size)

_MONTH_PATTERNS = [
    re.compile(r"\b(\d{1,2})\s*(?:-|to)\s*\d{1,2}\s*(?:months?|mths?)\b"),
    re.compile(r"\b(\d{1,2})\s*-?\s*(?:months?|mths?)(?:\s*-?\s*olds?)?\b"),
]
_AGE_PATTERNS = [
    re.compile(r"\b(\d{1,2})\s*-?\s*(?:years?|yrs?)(?:\s*-?\s*olds?)?\b"),
    re.compile(r"\b(\d{1,2})\s*(?:y/o|yo)\b"),
    re.compile(r"\bage[sd]?\s+(\d{1,2})\b"),
    re.compile(r"(?<![\w-])(\d{1,2})y(?![\w'-])"),
]


def _longest_first(words) -> str:
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


# A measure named with its number ("chest 40", "a 15.5 collar"): read with its word, before
# the catalogue's own tokens ("15.5" alone would leave "collar" to search for).
_MEASURE = re.compile(
    r"\b(?:chest|collar|neck)\s+(?:size\s+)?(?:is\s+|of\s+)?(\d{2}(?:[.,]5)?)(?![\d.,])"
    r"|\b(\d{2}(?:[.,]5)?)\s*(?:\"|-?inch(?:es)?\s+)?(?:chest|collar|neck)\b"
)
# Letter codes of two letters or more ("xl", "2xl"): sizes wherever they stand in a message.
_CODES = tuple(code for code in LETTER_CODES if len(code) > 1)


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    letters = alternation(lexicon().letter_sizes)
    return [
        # A size with its system or both measures ("US 11", "W30 L32"): read whole.
        (
            "whole",
            re.compile(
                r"(?:(?<=\bin\s)|(?<=\bsize\s)|(?<=\ba\s)|(?<=\ban\s)|(?<=\bwear\s)|(?<=^)|"
                r"(?<=\btake\s)|(?<=,\s))((?:us|it|fr)\s*\d{1,2}(?:[.,]5)?)(?!\w|[.,]\d)"
                r"|\b(w\s?\d{2}\s*(?:/|\s)?\s*l\s?\d{2})(?!\w|[.,]\d)"
                # UK and EU are no words of their own: wherever they stand ("boots UK 9").
                r"|\b((?:uk|eu|jp|au)\s*\d{1,2}(?:[.,]5)?)(?!\w|[.,]\d)"
            ),
        ),
        # A bra's band and cup ("34C", "bra size 32 DD"): its own system, never a chest or a dress
        (
            "bra",
            re.compile(r"\b((?:2[89]|3\d|4[0-8])(?:\s?(?:aa|dd|ddd|ff|gg|hh)|[a-dfgh]))(?![\w'-])"),
        ),
        # A chest with its fit ("46R", "40 regular"): the size model reads the label whole.
        ("chest", re.compile(r"\b(\d{2}\s*(?:r|l|s|reg|regular|long|short))(?![\w'])")),
        (
            "shoe",
            re.compile(
                r"\b(?:eu|shoe\s+size|shoes?\s+in(?:\s+size)?)\s*(?:size\s*)?(\d{2}(?:[.,]5)?)"
                r"(?![\d.,])"
            ),
        ),
        ("shoe", re.compile(r"\b(\d{2}(?:[.,]5)?)\s*eu\b")),
        ("waist", re.compile(r"\b(?:waist(?:\s+size)?|w)\s*(\d{2})\b")),
        ("waist", re.compile(r"\b(\d{2})\s*(?:\"|inch(?:es)?\b|in\s+waist\b|waist\b|-inch\b)")),
        (
            "number",
            re.compile(
                r"\b(?:size\s+|uk\s+|in\s+(?:an?\s+)?|i'm\s+an?\s+|i\s+am\s+an?\s+)(\d{1,2}(?:[.,]5)?)\b"
                r"(?!\s*(?:%|percent|euros?|eur|€|pieces|items))"
            ),
        ),
        ("letter", re.compile(rf"\bsize\s+({letters}|s|m|l)(?![\w'-])")),
        (
            "letter",
            re.compile(
                rf"\b(?:in|wear|take|am|i'm|is|fit|an?)\s+(?:an?\s+|size\s+)?({letters}|s|m|l)"
                r"(?![\w'-])(?!\s*(?:of|selection|range|amount|number|bag|bags|\w+ bag))"
                rf"|^({letters})(?=\s+in\b|[,.!]|$)"  # "Large in tops, always."
            ),
        ),
        ("letter", re.compile(rf"(?<![\w'-])({_longest_first(_CODES)})(?![\w'-])")),
    ]


_JOINED_SIZE = re.compile(r"(?i)^(?=\S*[\d/+-])\S+$|^[a-z]{2} \d+(?:\.5)?[/-]\d+(?:\.5)?$")
_BARE_LETTER = re.compile(rf"(?<![\w'-])({_longest_first(LETTERS)})(?![\w'-])")


def letter(raw: str) -> str | None:
    """The letter size a word names ("medium" -> "M", "xl" -> "XL"), or None."""
    raw = squash(raw).replace("-", " ")
    if raw in {"s", "m", "l"}:
        return raw.upper()
    return lexicon().letter_sizes.get(raw) or lexicon().letter_sizes.get(raw.replace(" ", "-"))


def classify_number(
    number: str, context: str, vocab: Vocabulary | None, type_: str | None, subtype: str | None
) -> tuple[str, str] | None:
    """(system, number) for a bare size number in normalised `context`, or None when it cannot
    be a size; `vocab` (optional) is the catalogue's, `type_`/`subtype` the product it is for.

    In order: the one numeric system products of that type come in; the system the words
    around it name ("shoes", "waist") when the number is in that system's usual range or the
    catalogue lists it in that system; the one system the catalogue lists the number in (a
    catalogue of kids' shoes in 28-35 and no trousers reads "I wear size 32" as a shoe size,
    issue 11 QA); else the number's range (dress 4-20 even, waist 24-34, shoe 35-48)."""
    value = float(number.replace(",", "."))  # "38.5": a half size
    lex = lexicon()
    systems = vocab.size_systems(type_, subtype) if vocab else frozenset()
    numeric = [s for s in NUMERIC_SYSTEMS if s in systems]
    if len(numeric) == 1:
        return (numeric[0], number)
    if not numeric and "age" in systems and 1 <= value <= 18 and value.is_integer():
        return ("age", f"{value:.0f}Y")  # "polo shirts in size 10" where sizes are 2Y..14Y
    listed = vocab.number_systems(number) if vocab else frozenset()
    words = set(WORD.findall(context))
    said = (  # "UK 7", "UK shoe size 7"
        re.search(rf"\b(uk|us)\s*(?:shoe\s+)?(?:size\s+)?{re.escape(number)}\b", context)
        if value <= 15
        else None
    )
    if words & lex.shoe_words and said:  # "my shoe size is UK 7": a shoe size, not a dress one
        return ("shoe", f"{said.group(1).upper()} {number}")
    if words & lex.shoe_words and (30 <= value <= 48 or "shoe" in listed):
        return ("shoe", number)
    if words & lex.waist_words and (24 <= value <= 44 or "waist" in listed):
        return ("waist", number)
    if len(listed) == 1:
        return (next(iter(listed)), number)
    if 4 <= value <= 20 and value % 2 == 0:
        return ("dress", number)
    if 24 <= value <= 34:
        return ("waist", number)
    if 35 <= value <= 48:
        return ("shoe", number)
    return None


def parse_age_months(text: str) -> tuple[int | None, bool, tuple[int, int] | None]:
    """A child's age in normalised `text` as (months, said in years, span): "for a 10 year old"
    -> (120, True, ...), "a 6 month old" and "6-12 months" -> (6, False, ...)."""
    for pattern in _MONTH_PATTERNS:
        if (match := pattern.search(text)) and 0 <= int(match.group(1)) <= 36:
            return int(match.group(1)), False, match.span()
    for pattern in _AGE_PATTERNS:
        if (match := pattern.search(text)) and 1 <= int(match.group(1)) <= 18:
            return 12 * int(match.group(1)), True, match.span()
    return None, False, None


def parse_age(text: str) -> tuple[str | None, tuple[int, int] | None]:
    """A child's age in normalised `text` as a size label ("10Y", "6M") and its span."""
    months, in_years, span = parse_age_months(text)
    if months is None:
        return None, None
    return (f"{months // 12}Y" if in_years else f"{months}M"), span


def age_size(
    months: int, in_years: bool, vocab: Vocabulary | None, type_: str | None, subtype: str | None
) -> str:
    """The catalogue's size for a child of `months`: among the sizes this type/subtype comes in
    (every size of the catalogue when it has none for ages), the range starting at that age,
    else the one containing it ("6 months" -> "6-12M", "18 months" -> "12-18M", "2 years" ->
    "2Y" or "2-3Y"); "10Y" / "6M" when the catalogue has no such size."""
    if vocab is not None:
        for sizes in (vocab.sizes_of(type_, subtype), vocab.sizes_of(None, None)):
            if found := labels_for_age(months, sizes):
                return found[0]
    return f"{months // 12}Y" if in_years else f"{months}M"


def catalogue_size(
    text: str, vocab: Vocabulary | None, start: int = 0
) -> tuple[str | None, tuple[int, int] | None]:
    """The first size the catalogue lists in normalised `text` from offset `start`, written as
    the catalogue writes it, with its span; (None, None) when there is none. Read as one token,
    longest first: "6-12M", "2-person", "S/M", "EU 38-40" (one piece with a digit or a joiner,
    or a range with its system; plain numbers and words are read in context instead). These
    are read before the generic readers, which took the "S" of "S/M" (issue 11 QA)."""
    if vocab is None:
        return None, None
    table = vocab.cache.get("size_tokens")
    if not isinstance(table, dict):
        table = {
            size.strip().lower(): size
            for size in vocab.sizes_of(None, None)
            if _JOINED_SIZE.match(size.strip()) and not size.strip().isdigit()
        }
        vocab.cache["size_tokens"] = table
        vocab.cache["size_token_re"] = re.compile(alternation(table))
    match = vocab.cache["size_token_re"].search(text, start)  # type: ignore[union-attr]
    return (table[match.group(0)], match.span()) if match else (None, None)


def own_labels(clause: str, vocab: Vocabulary, sizes: list[Sized]) -> list[Sized]:
    """`sizes`, read by the size systems in a normalised `clause`, or a size label of the
    catalogue's own in their place where none is read ("I'm an A2 in gis", "14oz") or it
    holds the one read ("my helmet size is 55-59cm": not 55) (M4.2: a size the shop sells in)."""
    label = catalogue_size(clause, vocab)[0]
    said = sizes[0][1].casefold() if len(sizes) == 1 else ""
    if not label or size_system(label) != "other" or len(sizes) > 1 or said == label.casefold():
        return sizes  # two sizes read, or "15.5" read as a collar size: as read
    part = said and re.search(rf"(?<![\d.]){re.escape(said)}(?![\d.])", label.casefold())
    return [("other", label)] if not sizes or part else sizes


def _whole(
    raw: str, vocab: Vocabulary | None, type_: str | None, subtype: str | None
) -> tuple[str, str] | None:
    """(system, label) for a size said with its system ("us 11" -> the catalogue's "US 11"),
    when the catalogue sizes anything in that system ("us" is a pronoun elsewhere); a size
    of that system it lacks keeps the shopper's words, so the answer says it is missing."""
    wanted = read_wanted(raw)
    if vocab is None or wanted is None or wanted.system in ("other", "number"):
        return None
    every = vocab.sizes_of(None, None)
    if not any(
        read_wanted(label) and read_wanted(label).system == wanted.system for label in every
    ):
        return None
    listed = matching_labels(raw, vocab.sizes_of(type_, subtype) or every)
    label = listed[0] if len(listed) == 1 else canonical_label(raw.upper())
    return (size_system(label), label)


def parse_size(
    text: str,
    original: str,
    vocab: Vocabulary | None = None,
    type_: str | None = None,
    subtype: str | None = None,
) -> tuple[tuple[str, str] | None, tuple[int, int] | None]:
    """The first size in normalised `text` as (system, size) with its span, or (None, None).

    Bare single letters count only in capitals in `original` ("jackets in M" works, the "m" of
    "I'm" never does).
    """
    if measure := _MEASURE.search(text):  # "a 15.5 collar": the number with its word
        number = (measure.group(1) or measure.group(2)).replace(",", ".")
        return ("chest" if "chest" in measure.group(0) else "collar", number), measure.span()
    size, span = catalogue_size(text, vocab)
    if size:
        return (size_system(size), size), span
    months, in_years, span = parse_age_months(text)
    if months is not None:
        return ("age", age_size(months, in_years, vocab, type_, subtype)), span
    for system, pattern in _patterns():
        match = pattern.search(text)
        if not match:
            continue
        if system == "whole":
            group = next(g for g in (1, 2, 3) if match.group(g))
            if found := _whole(squash(match.group(group)), vocab, type_, subtype):
                return found, match.span(group)
            continue
        raw = squash(match.group(match.lastindex or 1))
        if system == "letter":
            if size := letter(raw):
                return ("letter", size), match.span(match.lastindex or 1)
            continue
        if system == "number":
            if found := classify_number(raw.replace(",", "."), text, vocab, type_, subtype):
                return found, match.span(1)
            continue
        if system == "bra":
            return ("bra", raw.replace(" ", "").upper()), match.span(1)
        if system == "chest":
            size = read_wanted(raw)
            if size is None or size.system != "chest":
                continue
            return ("chest", f"{int(size.low)}{size.fit}"), match.span(1)
        return (system, raw.replace(",", ".")), match.span(1)
    match = _BARE_LETTER.search(original)
    if match and not re.match(r"\s*'", original[match.end() : match.end() + 2]):
        return ("letter", match.group(1)), match.span(1)
    return None, None
