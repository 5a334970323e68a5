"""One size model for any catalogue (issue 18 item 1): what a size label means, how labels sort,
and which labels a shopper's size means.

Every label parses into a system and a value (`read_label`):

    letter  XXXS..5XL ("M", "2XL", "Medium"), and letter ranges ("S/M", "M-L")
    number  a bare number ("32", "43", "38.5", "10"), or a range ("39-42"): a waist, a shoe or
            a dress size, the catalogue does not say which
    eu, uk, us, it, fr, jp, au   a number with its region ("EU 43", "UK 7½", "10 US", "JP 25.5")
    waist   "W32", "32W", "W32 L30" (waist and leg), "32x30", '32"'
    chest   a chest with its fit: "40R", "42L", "38 Short"
    bra     a band with its cup: "34C", "32DD", "36 B"
    collar  "Collar 15.5", '15½"'
    cm      "110 cm", "104-110cm"
    age     children's ages, held in months: "6-12M", "3M", "5Y", "5-6Y", "Age 5-6", "2T"
    one     "One size", "OS", "O/S", "OSFA"
    other   anything else ("2-person", "Regular"), sorted by its text

The parser is a table: a label is cut into tokens (numbers, words, separators), each word is
looked up in `WORDS` (what it can stand for: a letter size, a unit, a region...), and the first
row of `GRAMMAR` whose shape the tokens fit builds the size. `size_rank` sorts labels by system
(in `SYSTEMS` order), then value: "UK 4, UK 5, UK 10, UK 11", not as text.

`read_wanted` reads what a shopper or a language model passes as a size ("43", "a size 12",
"a 32 waist", "for a 5 year old", "Medium") with the same table, filler words dropped and
near-miss spellings corrected (rapidfuzz); `matching_labels` picks the labels of a catalogue
(the sizes in stock of the products being searched) that such a size means.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from rapidfuzz import fuzz, process

SYSTEMS = (
    "letter",
    "number",
    "eu",
    "uk",
    "us",
    "it",
    "fr",
    "jp",
    "au",
    "waist",
    "chest",
    "bra",
    "collar",
    "cm",
    "age",
    "other",
    "one",
)
REGIONS = ("eu", "uk", "us", "it", "fr", "jp", "au")
NUMERIC = ("number", *REGIONS, "waist", "chest", "collar", "cm")
# The letter scale, smallest first: a letter size's value is its index here.
LETTERS = ("XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "4XL", "5XL")
# Letter sizes written as codes (lower case) -> the scale's letter.
LETTER_CODES: dict[str, str] = {
    **{letter.lower(): letter for letter in LETTERS},
    **{"2xs": "XXS", "3xs": "XXXS", "2xl": "XXL", "3xl": "XXXL", "xxxxl": "4XL", "xxxxxl": "5XL"},
}
# Letter sizes written as words (lower case) -> the scale's letter.
LETTER_WORDS: dict[str, str] = {
    "extra small": "XS",
    "extra-small": "XS",
    "x-small": "XS",
    "xx-small": "XXS",
    "small": "S",
    "medium": "M",
    "large": "L",
    "extra large": "XL",
    "extra-large": "XL",
    "x-large": "XL",
    "xx-large": "XXL",
    "double extra large": "XXL",
    "xxx-large": "XXXL",
}
# Every way the table writes a letter size (codes and words), lower case -> the scale's letter.
LETTER_NAMES: dict[str, str] = {**LETTER_CODES, **LETTER_WORDS}
ONE_SIZE = "One size"
ONE_SIZE_NAMES = frozenset(
    {"one size", "onesize", "os", "o s", "osfa", "one size fits all", "one size fits most"}
)
FITS = ("S", "R", "L")  # short, regular, long
CUPS = ("AA", "A", "B", "C", "D", "DD", "DDD", "E", "F", "FF", "G", "GG", "H", "HH")  # a bra's

# What each word of a size can stand for: class -> {word: value}. A word may be in several
# classes ("l": the letter L, a leg length, a long fit); the grammar decides.
WORD_CLASSES: dict[str, dict[str, Any]] = {
    "letter": {code: LETTERS.index(letter) for code, letter in LETTER_CODES.items()},
    "region": {
        **{region: region for region in REGIONS},
        **{"italian": "it", "french": "fr", "japanese": "jp", "australian": "au", "aus": "au"},
    },
    "waist": dict.fromkeys(("w", "waist"), True),
    "leg": dict.fromkeys(("l", "leg", "length", "inseam"), True),
    "fit": {"s": "S", "short": "S", "r": "R", "reg": "R", "regular": "R", "l": "L", "long": "L"},
    "chest": {"chest": True},
    "cup": {cup.lower(): cup for cup in CUPS},
    "collar": dict.fromkeys(("collar", "neck"), True),
    "cm": dict.fromkeys(("cm", "cms"), True),
    "inch": dict.fromkeys(("in", "inch", "inches"), True),
    "months": dict.fromkeys(("m", "mo", "mos", "mth", "mths", "month", "months"), True),
    "years": dict.fromkeys(("y", "yr", "yrs", "year", "years", "yo", "t"), True),
    "age": dict.fromkeys(("age", "ages", "aged"), True),
    "x": {"x": True},
}
WORDS: dict[str, dict[str, Any]] = {}
for _class, _words in WORD_CLASSES.items():
    for _word, _value in _words.items():
        WORDS.setdefault(_word, {})[_class] = _value
# Words a label may carry that say nothing ("Size 10"); a shopper's phrase drops more.
LABEL_FILLERS = frozenset({"size", "sz"})
PHRASE_FILLERS = LABEL_FILLERS | {
    *("a", "an", "the", "in", "for", "of", "my", "i", "im", "am", "is", "old", "olds"),
    *("wear", "take", "please", "sizes", "kid", "child", "baby", "boy", "girl", "toddler"),
}
# Near-miss spellings of these words are read as them in a shopper's phrase ("meduim").
FUZZY_WORDS = tuple(sorted({w for w in (*WORDS, *LETTER_WORDS) if len(w) >= 4 and " " not in w}))
FUZZY_SCORE = 80
NEAR_LABEL_SCORE = 85

_LETTER_PHRASE = re.compile(
    r"(?<![a-z0-9])(?:"
    + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(LETTER_WORDS, key=len)[::-1])
    + r")(?![a-z0-9])"
)
_TOKEN = re.compile(
    r"""(?P<code>(?<![a-z0-9])[2-5]x[sl](?![a-z]))
      | (?P<num>\d+(?:[.,]\d+)?½?|½)
      | (?P<inch>["”″]|'')
      | (?P<sep>[/–-]|(?<![a-z])to(?![a-z]))
      | (?P<word>[^\W\d_]+)
      | (?P<skip>[\s.,;:!?()'’]+)
      | (?P<junk>.)""",
    re.VERBOSE,
)


@dataclass(frozen=True)
class Size:
    """A size label read: its `system` (one of SYSTEMS) and value. `low`/`high` are the value
    (equal for a single size, the ends of a range): the letter's index in LETTERS, the number,
    the inches or centimetres, or an age in months (inclusive: "5Y" is 60..71, "6-12M" 6..12).
    `leg` is the leg length of "W32 L30"; `fit` the fit of a chest size ("S", "R" or "L")."""

    label: str
    system: str
    low: float = 0.0
    high: float = 0.0
    leg: float | None = None
    fit: str | None = None

    @property
    def value(self) -> Any:
        """The value in a readable form: "M" or ("S", "M") for letters, 43.0 or (39.0, 42.0)
        for numbers, (32.0, 30.0) for a waist with its leg, (40.0, "R") for a chest with its
        fit, (months from, months to) for an age, None for One size and other labels."""
        if self.system == "letter":
            ends = (LETTERS[int(self.low)], LETTERS[int(self.high)])
            return ends[0] if self.low == self.high else ends
        if self.system == "age":
            return (self.low, self.high)
        if self.system in ("one", "other"):
            return None
        extra = self.leg if self.system == "waist" else self.fit
        if extra is not None:
            return (self.low, extra)
        return self.low if self.low == self.high else (self.low, self.high)

    @property
    def sort_key(self) -> tuple:
        """System (SYSTEMS order), then value, leg and fit, then the label's text (the order of
        other labels, and of two spellings of one size)."""
        fit = FITS.index(self.fit) if self.fit in FITS else CUPS.index(self.fit) if self.fit else -1
        values = (self.low, self.high, self.leg or 0.0, fit)
        return (SYSTEMS.index(self.system), *values, self.label.casefold(), self.label)


def _size(system: str, low: float, high: float | None = None, **extra: Any) -> dict:
    return {"system": system, "low": low, "high": low if high is None else high, **extra}


def _range(system: str, low: float, high: float) -> dict | None:
    return _size(system, low, high) if low < high else None


def _years(low: float, high: float | None = None) -> dict | None:
    high = low if high is None else high
    return _size("age", 12 * low, 12 * high + 11) if low <= high else None


def _months(low: float, high: float | None = None) -> dict | None:
    high = low if high is None else high
    return _size("age", low, high) if low <= high else None


def _chest(value: float, fit: str | None = None) -> dict | None:
    # "4S" or "12L" are no chest sizes: chests run some 30-60 inches.
    return _size("chest", value, fit=fit) if 28 <= value <= 60 else None


def _inches(value: float) -> dict | None:
    if 12 <= value <= 22:
        return _size("collar", value)
    return _size("waist", value) if 22 < value <= 60 else None


# (shape, build): the first row whose shape the label's tokens fit builds its size from their
# values (a row answering None lets the next rows try). "num" is a number, "sep" a separator.
GRAMMAR: tuple[tuple[tuple[str, ...], Callable[[list], dict | None]], ...] = (
    (("letter",), lambda v: _size("letter", v[0])),
    (("letter", "sep", "letter"), lambda v: _range("letter", v[0], v[2])),
    (("region", "num"), lambda v: _size(v[0], v[1])),
    (("num", "region"), lambda v: _size(v[1], v[0])),
    (("region", "num", "sep", "num"), lambda v: _range(v[0], v[1], v[3])),
    (("waist", "num"), lambda v: _size("waist", v[1])),
    (("num", "waist"), lambda v: _size("waist", v[0])),
    (("num", "inch", "waist"), lambda v: _size("waist", v[0])),
    (("waist", "num", "leg", "num"), lambda v: _size("waist", v[1], leg=v[3])),
    (("waist", "num", "sep", "leg", "num"), lambda v: _size("waist", v[1], leg=v[4])),
    (("num", "waist", "num", "leg"), lambda v: _size("waist", v[0], leg=v[2])),
    (("num", "x", "num"), lambda v: _size("waist", v[0], leg=v[2])),
    (("num", "fit"), lambda v: _chest(v[0], v[1])),
    (("num", "cup"), lambda v: _size("bra", v[0], fit=v[1]) if 28 <= v[0] <= 48 else None),
    (("chest", "num"), lambda v: _chest(v[1])),
    (("chest", "num", "fit"), lambda v: _chest(v[1], v[2])),
    (("num", "chest"), lambda v: _chest(v[0])),
    (("num", "inch", "chest"), lambda v: _chest(v[0])),
    (("num", "chest", "fit"), lambda v: _chest(v[0], v[2])),
    (("collar", "num"), lambda v: _size("collar", v[1])),
    (("num", "collar"), lambda v: _size("collar", v[0])),
    (("num", "inch", "collar"), lambda v: _size("collar", v[0])),
    (("num", "inch"), lambda v: _inches(v[0])),
    (("num", "cm"), lambda v: _size("cm", v[0])),
    (("num", "sep", "num", "cm"), lambda v: _range("cm", v[0], v[2])),
    (("num", "months"), lambda v: _months(v[0])),
    (("num", "sep", "num", "months"), lambda v: _months(v[0], v[2])),
    (("num", "years"), lambda v: _years(v[0])),
    (("num", "sep", "num", "years"), lambda v: _years(v[0], v[2])),
    (("age", "num"), lambda v: _years(v[1])),
    (("age", "num", "sep", "num"), lambda v: _years(v[1], v[3])),
    (("num",), lambda v: _size("number", v[0])),
    (("num", "sep", "num"), lambda v: _range("number", v[0], v[2])),
)

Token = dict[str, Any]  # class -> value ("num" -> 32.0, "letter" -> 4, "sep" -> True ...)


def _number(text: str) -> float:
    half = 0.5 if text.endswith("½") else 0.0
    digits = text.rstrip("½").replace(",", ".")
    return (float(digits) if digits else 0.0) + half


def _letter_words(text: str) -> str:
    """`text` (lower case) with letter sizes written as words turned into their codes."""
    return _LETTER_PHRASE.sub(lambda m: f" {LETTER_WORDS[' '.join(m[0].split())].lower()} ", text)


def _tokens(text: str, *, phrase: bool) -> list[Token] | None:
    """The tokens of a label (`phrase` False: None when it holds a character no size uses) or
    of a shopper's phrase (fillers and unknown words dropped, near-misses corrected)."""
    tokens: list[Token] = []
    for match in _TOKEN.finditer(_letter_words(text.casefold())):
        kind, raw = match.lastgroup, match[0]
        kind = "word" if kind == "code" else kind  # "2xl", "3xs"
        if kind == "skip" or (kind == "junk" and phrase):
            continue
        if kind == "junk":
            return None
        if kind == "num":
            tokens.append({"num": _number(raw)})
        elif kind in ("sep", "inch"):
            tokens.append({kind: True})
        elif not phrase or (
            raw == "a" and match.string[match.start() - 1 : match.start()].isdigit()
        ):
            # a label's words as they are; an "a" glued to a number is a cup ("32A"), no article
            tokens.append(WORDS.get(raw, {"word": raw}) if raw not in LABEL_FILLERS else {})
        elif raw not in PHRASE_FILLERS and (word := _known(raw)):
            tokens.append(WORDS.get(word) or _letter_token(word))
    tokens = [token for token in tokens if token]
    if phrase:
        tokens = [t for i, t in enumerate(tokens) if "sep" not in t or _joins(tokens, i)]
    return tokens


def _joins(tokens: list[Token], i: int) -> bool:
    """Whether the separator at `i` stands between two values ("5-6", "S/M"), not in
    "5-year-old"."""
    values = ("num", "letter")
    if not 0 < i < len(tokens) - 1:
        return False
    return any(k in tokens[i - 1] for k in values) and any(k in tokens[i + 1] for k in values)


def _letter_token(word: str) -> Token:
    return {"letter": LETTERS.index(LETTER_WORDS[word])} if word in LETTER_WORDS else {}


def _known(word: str) -> str | None:
    """`word` when the size table knows it, else its near-miss ("meduim" -> "medium")."""
    if word in WORDS or word in LETTER_WORDS:
        return word
    if len(word) < 4:
        return None
    best = process.extractOne(word, FUZZY_WORDS, scorer=fuzz.ratio, score_cutoff=FUZZY_SCORE)
    return best[0] if best else None


def _parse(label: str, tokens: list[Token] | None) -> Size | None:
    if not tokens:
        return None
    for shape, build in GRAMMAR:
        if len(shape) == len(tokens) and all(c in t for c, t in zip(shape, tokens, strict=True)):
            fields = build([t[c] for c, t in zip(shape, tokens, strict=True)])
            if fields is not None:
                return Size(label, **fields)
    return None


def _spelling(text: str) -> str:
    """A label's letters and numbers, case and punctuation ignored ("eu43" is "EU 43")."""
    return " ".join(re.findall(r"\d+(?:[.,]\d+)?|[^\W\d_]+", text.casefold()))


@lru_cache(maxsize=8192)
def read_label(label: str) -> Size:
    """The system and value of a catalogue's size label (module docstring); a label the table
    does not read is system "other". Never raises."""
    if _spelling(label) in ONE_SIZE_NAMES:
        return Size(label, "one")
    return _parse(label, _tokens(label, phrase=False)) or Size(label, "other")


def size_rank(label: str) -> tuple:
    """Sort key putting any catalogue's size labels in natural order: by system (letters,
    plain numbers, EU/UK/US/IT/FR, waist, chest, collar, cm, ages, other labels by their text,
    One size last), then by value: XS < S < S/M < M, UK 4 < UK 10, W32 L30 < W32 L32 < W34 L30,
    0-3M < 0-6M < 3-6M < 2Y < 2-3Y < 3Y."""
    return read_label(label).sort_key


def canonical_label(label: str) -> str:
    """The shop's spelling of a size label: stripped, letter codes in capitals ("xl" -> "XL",
    "s/m" -> "S/M"), "one size" in any case as "One size"; anything else as written."""
    text = label.strip()
    size = read_label(text)
    if size.system == "one" and _spelling(text) == "one size":
        return ONE_SIZE
    if size.system == "letter" and all(
        w in LETTER_CODES for w in re.findall(r"[a-z]+", text.lower())
    ):
        return text.upper()
    return text


def read_wanted(text: str) -> Size | None:
    """A size as a shopper or a language model says it ("43", "a size 12", "a 32 waist", "for
    a 5 year old", "6 months", "Medium", "UK 10", "40 regular"), or None when it names no size
    the table knows. Fillers ("a", "size", "for", "old") and unknown words are dropped and
    near-miss spellings corrected (rapidfuzz ratio >= FUZZY_SCORE)."""
    words = [word for word in _spelling(text).split() if word not in PHRASE_FILLERS - {"size"}]
    if " ".join(words) in ONE_SIZE_NAMES:
        return Size(text, "one")
    return _parse(text, _tokens(text, phrase=True))


def _overlaps(label: Size, asked: Size) -> bool:
    if label.low > asked.high or asked.low > label.high:
        return False
    if asked.leg is not None and label.leg is not None and asked.leg != label.leg:
        return False
    return not (asked.fit and label.fit and asked.fit != label.fit)


def _for_age(months: float, sizes: list[Size]) -> list[Size]:
    """The age sizes for a child of `months`: those starting at that age ("5 years": 5Y, 5-6Y),
    else those containing it (4-5Y)."""
    holding = [s for s in sizes if s.system == "age" and s.low <= months <= s.high]
    return [s for s in holding if s.low == months] or holding


def _matching(asked: Size, sizes: list[Size]) -> list[Size]:
    if asked.system == "letter":  # "M": M, and the ranges holding it (S/M, M/L)
        return [
            s
            for s in sizes
            if s.system == "letter"
            and (
                s.low <= asked.low <= asked.high <= s.high
                or asked.low <= s.low <= s.high <= asked.high
            )
        ]
    if asked.system == "age":
        return _for_age(asked.low, sizes)
    if asked.system == "one":
        return [s for s in sizes if s.system == "one"]
    if asked.system == "bra":  # "34C": that band and cup only
        return [s for s in sizes if s.system == "bra" and (s.low, s.fit) == (asked.low, asked.fit)]
    if asked.system == "number":  # "43": EU 43, 43; "36": W36 L30, 36R ...; else an age
        found = [s for s in sizes if s.system in NUMERIC and _overlaps(s, asked)]
        whole = asked.low == asked.high and asked.low == int(asked.low)
        if not found and whole and 1 <= asked.low <= 18:
            return _for_age(12 * asked.low, sizes)  # "size 10" where sizes are 2Y..14Y
        return found
    if asked.system in NUMERIC:  # "a 32 waist": W32 L30, W32 L32, or a plain 32
        same = [s for s in sizes if s.system == asked.system and _overlaps(s, asked)]
        return same or [s for s in sizes if s.system == "number" and _overlaps(s, asked)]
    return []


def _near(wanted: str, labels: tuple[str, ...]) -> tuple[str, ...]:
    """Labels the table does not read, spelled nearly as `wanted` ("Regualr" -> "Regular")."""
    digits = re.findall(r"\d+", wanted)  # a near miss is a spelling, never another number
    others = {
        label: _spelling(label)
        for label in labels
        if read_label(label).system == "other" and re.findall(r"\d+", label) == digits
    }
    found = process.extract(
        _spelling(wanted), others, scorer=fuzz.ratio, score_cutoff=NEAR_LABEL_SCORE, limit=None
    )
    best = max((score for _, score, _ in found), default=None)
    return tuple(label for _, score, label in found if score == best)


def matching_labels(wanted: str, labels: Iterable[str]) -> tuple[str, ...]:
    """The labels of `labels` (a catalogue's spellings) that the size `wanted` means, in the
    order given; () when none does.

    A label spelled as `wanted` (case, spaces and punctuation ignored) is the answer alone, so
    an exact label works as a facet does. Otherwise `wanted` is read as a shopper's size
    (`read_wanted`) and matched within its system: a letter finds itself and the letter ranges
    holding it ("Medium": M, S/M, M/L); an age the age sizes starting at it, else holding it
    ("for a 5 year old": 5Y or 5-6Y, else 4-5Y); a bare number any numeric size of that value
    ("43": EU 43 or 43; "36": W36 L30, W36 L32, 36R), else the age of that many years; a
    number with its system ("EU 43", "a 32 waist") the sizes of that system, else plain
    numbers ("32"). Labels the table does not read match near-miss spellings of the same
    numbers (rapidfuzz: "Regualr" is "Regular", "14oz" is no "4oz").
    """
    labels = tuple(dict.fromkeys(labels))
    key = _spelling(wanted)
    exact = tuple(label for label in labels if _spelling(label) == key)
    if exact or not key:
        return exact
    asked = read_wanted(wanted)
    if asked is not None:
        found = {s.label for s in _matching(asked, [read_label(label) for label in labels])}
        if found:
            return tuple(label for label in labels if label in found)
    return _near(wanted, labels)


def labels_for_age(months: int, labels: Iterable[str]) -> tuple[str, ...]:
    """The age labels of `labels` for a child of `months`, in the order given: those starting
    at that age ("6 months": 6-12M), else those containing it ("18 months": 12-18M)."""
    labels = tuple(labels)
    found = {s.label for s in _for_age(months, [read_label(label) for label in labels])}
    return tuple(label for label in labels if label in found)
