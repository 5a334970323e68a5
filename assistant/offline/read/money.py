"""Reading prices and budgets, and number words (issue 11 items 1 and 2).

`parse_budget(text)` finds the price band a normalised message states ("under 50 EUR",
"between 40 and 80", "around 80 euros"); `spell_numbers(text)` writes number words as digits
where they are an amount, an age or a size ("ten year old" -> "10 year old").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.text import alternation

_NUM = r"(\d{1,5}(?:[.,]\d{1,2})?)"
_SIGN = r"[€£$]"  # any market's sign: the shop's own currency is what the amount means
_CUR = (
    r"(?:[€£$]|eur\b|euros?\b|eu?r?os?\b|quid\b|bucks\b|pounds?\b|dollars?\b|zł|zl\b|"
    r"z[lł]oty\b|kr\b|kronor\b|kroner\b|chf\b|francs?\b)"
)
CURRENCY = _CUR  # a currency said, of any market (the amount is in the shop's own)
_MONEY = rf"(?:{_SIGN}\s*)?{_NUM}(?:\s*{_CUR})?"
_MONEY_CUR = rf"(?:{_SIGN}\s*{_NUM}(?:\s*{_CUR})?|{_NUM}\s*{_CUR})"

# "from 10 to 17 February", "10th-17th March": days of a month, no money.
DAY_OF_MONTH = re.compile(
    r"(?:\s*(?:st|nd|rd|th)?\s*(?:-|–|to)\s*\d{1,2})?\s*(?:st|nd|rd|th)?\s*(?:of\s+)?"
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
)
_NOT_A_DAY = rf"(?!\d|{DAY_OF_MONTH.pattern})"
BUDGET_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("range", re.compile(rf"\b(?:between|from)\s+{_MONEY}\s+(?:and|to|-)\s+{_MONEY}{_NOT_A_DAY}")),
    ("range", re.compile(rf"(?:{_SIGN}\s*)?{_NUM}\s*(?:-|–|to)\s*(?:{_SIGN}\s*)?{_NUM}\s*{_CUR}")),
    ("range", re.compile(rf"{_SIGN}\s*{_NUM}\s*(?:-|–|to)\s*{_SIGN}\s*{_NUM}")),
    (  # "about 30-40", "around 60 to 70": a range said loosely is the range
        "range",
        re.compile(
            rf"\b(?:around|about|roughly|approximately)\s+{_MONEY}\s*(?:-|–|to)\s*{_MONEY}"
            rf"{_NOT_A_DAY}"
        ),
    ),
    (
        "max",
        re.compile(
            r"(?:\bunder|\bbelow|\bless\s+than|\bcheaper\s+than|\bmax(?:imum)?(?:\s+of)?|"
            r"\bat\s+most|\bno\s+more\s+than|\bnot\s+more\s+than|\bup\s+to|\bwithin|"
            r"\bbudget\s+(?:of|is)(?:\s+now)?(?:\s+usually)?|\bbudget:?|\btops(?:\s+out\s+at)?|<=?|\bnot\s+over|"
            r"\bcapped\s+at|\bi\s+stop\s+at|"
            rf"\bnothing\s+over|\bnothing\s+above|\bbelow)\s*{_MONEY}"
        ),
    ),
    (
        "min",
        re.compile(
            r"(?<!\bno\s)(?<!\bnot\s)(?<!\bnothing\s)"  # "no more than 15" is a ceiling
            r"(?:\bover|\babove|\bmore\s+than|\bat\s+least|\bminimum(?:\s+of)?|\bstarting\s+at|"
            rf">=?)\s*{_MONEY}"
        ),
    ),
    (
        "around",
        re.compile(
            r"(?:\baround|\babout|\broughly|\bapproximately|\bapprox\.?|~|\bsomething\s+like)"
            rf"\s*{_MONEY}|{_MONEY}\s*-?ish\b"  # "happy to spend 60ish"
        ),
    ),
    ("amount", re.compile(_MONEY_CUR)),  # "€60" alone: a ceiling
]


_CEILING_AFTER = re.compile(r"\s*(?:max(?:imum)?|tops|at\s+(?:the\s+)?most|or\s+less)\b")


@dataclass(frozen=True)
class Budget:
    """A price band in EUR (Decimal); either bound may be None (open). `around`: the amount
    the shopper gave when they said it loosely ("about 150": 120..180), so the fact says 150
    (M4.3), not the band only."""

    min_price: Decimal | None = None
    max_price: Decimal | None = None
    around: Decimal | None = None


def _amount(raw: str) -> Decimal:
    return Decimal(raw.replace(",", "."))


def parse_budget(text: str) -> tuple[Budget | None, list[tuple[int, int]]]:
    """The budget in normalised `text` and the spans that stated it; (None, []) if none.

    "under 50 EUR" -> max 50; "between 40 and 80" -> 40..80; "over 100 and under 200" ->
    100..200; "around 80" -> 64..96 (20 % either side); "€60" alone -> max 60. A range wins
    over bounds, bounds over "around", and those over a bare amount.
    """
    found: dict[str, tuple[list[Decimal], tuple[int, int]]] = {}
    for kind, pattern in BUDGET_PATTERNS:
        if kind in found:
            continue
        match = pattern.search(text)
        numbers = [_amount(g) for g in match.groups() if g] if match else []
        if match and numbers and (kind != "range" or len(numbers) >= 2):
            found[kind] = (numbers, match.span())
    if "range" in found:
        numbers, span = found["range"]
        low, high = sorted(numbers[:2])
        return Budget(low, high), [span]
    bounds = [found[k] for k in ("min", "max") if k in found]
    if bounds:
        low = found["min"][0][0] if "min" in found else None
        high = found["max"][0][0] if "max" in found else None
        if low is not None and high is not None and low > high:
            low, high = high, low
        return Budget(low, high), [span for _, span in bounds]
    if "around" in found:
        numbers, span = found["around"]
        if _CEILING_AFTER.match(text, span[1]):  # "about 200 max": a ceiling said loosely
            return Budget(None, numbers[0]), [span]
        low = (numbers[0] * Decimal("0.8")).quantize(Decimal(1))
        high = (numbers[0] * Decimal("1.2")).quantize(Decimal(1))
        return Budget(low, high, numbers[0]), [span]
    if "amount" in found:
        numbers, span = found["amount"]
        return Budget(None, numbers[0]), [span]
    return None, []


def money(value: Decimal) -> str:
    """ "80" for 80.00, "49.90" otherwise (for fact sentences)."""
    return f"{value.normalize():f}" if value == value.to_integral() else f"{value:.2f}"


@lru_cache(maxsize=1)
def _number_words() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, int]]:
    words = dict(lexicon().number_words)
    units = {w: n for w, n in words.items() if 1 <= n <= 9 and " " not in w}
    for tens, value in [(w, n) for w, n in words.items() if n in range(20, 100, 10)]:
        for unit, extra in units.items():  # "forty two", "forty-two" -> 42
            words[f"{tens} {unit}"] = words[f"{tens}-{unit}"] = value + extra
    body = alternation(words)
    after = re.compile(
        rf"({body})(?=\s*-?\s*(?:years?|yrs?|y/?o|euros?|eur|quid|bucks|pounds?|dollars?|waist|€)(?![\w])"
        r"|(?:\s+is|'s)\s+(?:the\s+most|my\s+(?:max|limit|budget|cap)|the\s+max|tops|max)\b)",
        re.IGNORECASE,
    )
    before = re.compile(
        r"(?<![\w'-])(?:size|under|below|around|about|over|than|between|and|to|age|aged|"
        r"i'm\s+an?|i\s+am\s+an?|wear\s+an?|take\s+an?|"
        rf"budget\s+(?:of|is)|(?:cap|limit|max|maximum|ceiling)(?:\s+for\s+me)?\s+is|up\s+to)\s+({body})",
        re.IGNORECASE,
    )
    return after, before, words


# Money said as a note ("under a tenner"): an amount with its currency, wherever it stands.
_NOTES = re.compile(r"\b(?:a|one)\s+(tenner|fiver)\b", re.IGNORECASE)
_NOTE_VALUES = {"tenner": "10 quid", "fiver": "5 quid"}


@lru_cache(maxsize=1)
def _half_pattern() -> re.Pattern[str]:
    body = alternation({w: n for w, n in lexicon().number_words.items() if n < 20})
    return re.compile(rf"(?<![\w'-])(\d{{1,2}}|{body})\s+and\s+a\s+half\b", re.IGNORECASE)


def _halves(text: str, words: dict[str, int]) -> str:
    """ "nine and a half", "6 and a half" -> "9.5", "6.5": a half is exact wherever it stands
    (a shoe or collar size), so it needs no cue."""
    pattern = _half_pattern()

    def digits(match: re.Match[str]) -> str:
        raw = re.sub(r"\s+", " ", match.group(1)).lower()
        return f"{raw if raw.isdigit() else words[raw]}.5"

    return pattern.sub(digits, text)


def spell_numbers(text: str) -> str:
    """`text` with number words written as digits where they are an amount, an age
    or a size ("a ten year old" -> "a 10 year old", "under fifty euros" -> "under 50 euros");
    halves and notes always ("nine and a half" -> "9.5", "under a tenner" -> "under 10 quid")."""
    after, before, words = _number_words()
    text = _NOTES.sub(lambda m: _NOTE_VALUES[m.group(1).lower()], _halves(text, words))

    def digits(match: re.Match[str]) -> str:
        whole = match.group(0)
        start, end = match.span(1)
        offset = match.start(0)
        word = re.sub(r"\s+", " ", match.group(1)).lower()
        return whole[: start - offset] + str(words[word]) + whole[end - offset :]

    return before.sub(digits, after.sub(digits, text))
