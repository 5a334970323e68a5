"""Reading shopping requests and statements about the shopper (issue 6 items 2-4).

Three readers share one vocabulary (`assistant.offline.vocabulary`):

- `parse_request(text, brands)` -> `Request`: what a message asks for (product type, department,
  colours and exclusions, size, budget, occasion, brand, material).
- `statement_atoms(text, brands)` -> `list[Atom]`: durable facts the shopper states about
  themselves in the first person ("I wear size M", "I can't stand yellow"). Questions and
  requests state none (M4.3).
- `fact_atoms(sentence, brands)`: the same, read from a third-person fact sentence ("The shopper
  wears size M.") as the fact judge writes them and `memory_context()` renders them (M7.2).
- `judge(text, brands)`: the offline fact judge, `[{"category", "fact"}]` (M4.2, M4.3).

`Preferences` folds atoms in the order they were stated, so the newest wins (M8.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from assistant.offline import vocabulary as vocab

_I_AM = r"i(?:'m|\s+am)"
# A verb's subject: "i", or a clause continuing one ("I wear M and hate yellow").
_SUBJ = r"\b(?:i|and|but|also)"
_ADV = (
    r"(?:(?:really|usually|normally|generally|mostly|always|typically|now|actually|also|still|"
    r"definitely|honestly|just|do|totally|absolutely|only|kind\s+of|tend\s+to)\s+)*"
)


def normalise(text: str) -> str:
    """Lower-case `text` and straighten quotes, keeping its length (offsets stay valid)."""
    table = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})
    lowered = text.translate(table).lower()
    return lowered if len(lowered) == len(text) else text.translate(table).casefold()


_CONTRACTION = re.compile(
    r"\b(can|don|doesn|won|isn|aren|wouldn|couldn|didn|haven|wasn|shouldn)t\b", re.IGNORECASE
)
_I_NO_APOSTROPHE = re.compile(r"\b([Ii])(m|ve|d)\b")


def fix_contractions(text: str) -> str:
    """Restore dropped apostrophes ("cant" -> "can't", "im" -> "i'm"): shoppers type fast."""
    text = _CONTRACTION.sub(lambda m: m.group(1) + "'t", text)
    return _I_NO_APOSTROPHE.sub(lambda m: f"{m.group(1)}'{m.group(2)}", text)


def _alternation(phrases: list[str] | tuple[str, ...]) -> str:
    ordered = sorted({p for p in phrases if p}, key=len, reverse=True)
    body = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in ordered)
    return rf"(?<![\w'-])(?:{body})(?![\w-])"


_COLOUR = _alternation(list(vocab.COLOUR_WORDS))
_COLOUR_LIST = rf"(?:{_COLOUR})(?:\s*(?:,|/|\bor\b|\band\b|\bnor\b)\s*(?:in\s+)?(?:{_COLOUR}))*"
_COLOUR_RE = re.compile(_COLOUR)


def _colours_in(text: str) -> list[str]:
    found: list[str] = []
    for match in _COLOUR_RE.finditer(text):
        colour = vocab.COLOUR_WORDS[re.sub(r"\s+", " ", match.group(0))]
        if colour not in found:
            found.append(colour)
    return found


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


# --- money -------------------------------------------------------------------------------

_NUM = r"(\d{1,5}(?:[.,]\d{1,2})?)"
_CUR = r"(?:€|eur\b|euros?\b|eu?r?os?\b)"
_MONEY = rf"(?:€\s*)?{_NUM}(?:\s*{_CUR})?"
_MONEY_CUR = rf"(?:€\s*{_NUM}(?:\s*{_CUR})?|{_NUM}\s*{_CUR})"

_BUDGET_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("range", re.compile(rf"\b(?:between|from)\s+{_MONEY}\s+(?:and|to|-)\s+{_MONEY}")),
    ("range", re.compile(rf"(?:€\s*)?{_NUM}\s*(?:-|–|to)\s*(?:€\s*)?{_NUM}\s*{_CUR}")),
    ("range", re.compile(rf"€\s*{_NUM}\s*(?:-|–|to)\s*€\s*{_NUM}")),
    (
        "max",
        re.compile(
            r"(?:\bunder|\bbelow|\bless\s+than|\bcheaper\s+than|\bmax(?:imum)?(?:\s+of)?|"
            r"\bat\s+most|\bno\s+more\s+than|\bnot\s+more\s+than|\bup\s+to|\bwithin|"
            r"\bbudget\s+(?:of|is)(?:\s+now)?(?:\s+usually)?|\bbudget:?|\btops|<=?|\bnot\s+over|"
            rf"\bnothing\s+over|\bnothing\s+above)\s*{_MONEY}"
        ),
    ),
    (
        "min",
        re.compile(
            r"(?:\bover|\babove|\bmore\s+than|\bat\s+least|\bminimum(?:\s+of)?|\bstarting\s+at|>=?)\s*"
            rf"{_MONEY}"
        ),
    ),
    (
        "around",
        re.compile(rf"(?:\baround|\babout|\broughly|\bapproximately|\bapprox\.?|~)\s*{_MONEY}"),
    ),
    ("amount", re.compile(_MONEY_CUR)),  # "€60" alone: a ceiling
]


def _amount(raw: str) -> Decimal:
    return Decimal(raw.replace(",", "."))


@dataclass(frozen=True)
class Budget:
    """A price band in EUR; either bound may be None (open)."""

    min_price: Decimal | None = None
    max_price: Decimal | None = None


def parse_budget(text: str) -> tuple[Budget | None, list[tuple[int, int]]]:
    """The budget in normalised `text` and the spans that stated it; (None, []) if none.

    "under 50 EUR" -> max 50; "between 40 and 80" -> 40..80; "over 100 and under 200" ->
    100..200; "around 50" -> 40..60; "€60" alone -> max 60. A range wins over bounds, bounds
    over "around", and those over a bare amount. Amounts are Decimal EUR.
    """
    found: dict[str, tuple[list[Decimal], tuple[int, int]]] = {}
    for kind, pattern in _BUDGET_PATTERNS:
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
    low_high = [found[k] for k in ("min", "max") if k in found]
    if low_high:
        low = found["min"][0][0] if "min" in found else None
        high = found["max"][0][0] if "max" in found else None
        if low is not None and high is not None and low > high:
            low, high = high, low
        return Budget(low, high), [span for _, span in low_high]
    if "around" in found:
        numbers, span = found["around"]
        return (
            Budget(
                (numbers[0] * Decimal("0.8")).quantize(Decimal(1)),
                (numbers[0] * Decimal("1.2")).quantize(Decimal(1)),
            ),
            [span],
        )
    if "amount" in found:
        numbers, span = found["amount"]
        return Budget(None, numbers[0]), [span]
    return None, []


# --- sizes -------------------------------------------------------------------------------

_LETTER_WORDS = _alternation(
    [w for w in vocab.LETTER_SIZE_WORDS if len(w) > 1 or w in {"s", "m", "l"}]
)
_SHOE_CONTEXT = re.compile(
    r"\b(shoes?|trainers?|sneakers?|boots?|sandals?|feet|foot|eu|footwear|heels|loafers)\b"
)
_WAIST_CONTEXT = re.compile(r"\b(waist|jeans|trousers|chinos|pants|inch(?:es)?|w\d\d)\b")

_SIZE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("shoe", re.compile(r"\b(?:eu|shoe\s+size|shoes?\s+in(?:\s+size)?)\s*(?:size\s*)?(\d{2})\b")),
    ("shoe", re.compile(r"\b(\d{2})\s*eu\b")),
    ("waist", re.compile(r"\b(?:waist(?:\s+size)?|w)\s*(\d{2})\b")),
    ("waist", re.compile(r"\b(\d{2})\s*(?:\"|inch(?:es)?\b|in\s+waist\b|waist\b|-inch\b)")),
    (
        "number",
        re.compile(r"\b(?:size\s+|in\s+(?:an?\s+)?|i'm\s+an?\s+|i\s+am\s+an?\s+)(\d{2})\b"),
    ),
    ("letter", re.compile(rf"\bsize\s+({_LETTER_WORDS})")),
    (
        "letter",
        re.compile(
            rf"\b(?:in|wear|take|am|i'm|is|fit|an?)\s+(?:an?\s+|size\s+)?({_LETTER_WORDS})"
            r"(?!\s*(?:of|selection|range|amount|number|bag|bags|\w+ bag))"
        ),
    ),
    ("letter", re.compile(r"(?<![\w'-])(xxl|2xl|xl|xs)(?![\w'-])")),
]
_BARE_LETTER = re.compile(r"(?<![\w'’-])(XXL|XL|XS|S|M|L)(?![\w'’-])")


def _classify_number(number: str, context: str, type_: str | None) -> tuple[str, str] | None:
    value = int(number)
    if type_ == "Shoes" or _SHOE_CONTEXT.search(context):
        return ("shoe", number) if 35 <= value <= 47 else None
    if type_ in vocab.WAIST_SIZED_TYPES or _WAIST_CONTEXT.search(context):
        return ("waist", number) if 26 <= value <= 40 else None
    if 26 <= value <= 34:
        return ("waist", number)
    if 35 <= value <= 47:
        return ("shoe", number)
    return None


def parse_size(
    text: str, original: str, type_: str | None = None
) -> tuple[tuple[str, str] | None, tuple[int, int] | None]:
    """The first size in normalised `text` as (system, size) with its span, or (None, None).

    Systems: "letter" (XS..XXL), "waist" ("28".."38"), "shoe" (EU "36".."46"). A bare number
    is read by context ("size 42 shoes", "32 waist") or range. Bare single letters count only
    in capitals in `original` ("jackets in M" works, the "m" of "I'm" never does).
    """
    for system, pattern in _SIZE_PATTERNS:
        match = pattern.search(text)
        if not match:
            continue
        raw = re.sub(r"\s+", " ", match.group(1))
        if system == "letter":
            return ("letter", vocab.LETTER_SIZE_WORDS[raw.replace("-", " ")]), match.span(1)
        if system == "number":
            found = _classify_number(raw, text, type_)
            if found:
                return found, match.span(1)
            continue
        return (system, raw), match.span(1)
    match = _BARE_LETTER.search(original)
    if match and not re.match(r"\s*'", original[match.end() : match.end() + 2]):
        return ("letter", match.group(1)), match.span(1)
    return None, None


# --- brands ------------------------------------------------------------------------------


def _brand_aliases(brands: tuple[str, ...]) -> dict[str, str]:
    """Lower-case alias -> brand: the full name, and its first word when distinctive."""
    common = set(vocab.COLOUR_WORDS) | set(vocab.OCCASION_WORDS) | set(vocab.PRODUCT_WORDS)
    aliases: dict[str, str] = {}
    firsts: dict[str, list[str]] = {}
    for brand in brands:
        aliases[normalise(brand)] = brand
        first = normalise(brand).split()[0] if brand.split() else ""
        firsts.setdefault(first, []).append(brand)
    for first, owners in firsts.items():
        if len(owners) == 1 and len(first) >= 4 and first not in common and first not in aliases:
            aliases[first] = owners[0]
    return aliases


def _brand_regex(brands: tuple[str, ...]) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    aliases = _brand_aliases(brands)
    if not aliases:
        return None, aliases
    return re.compile(_alternation(list(aliases))), aliases


# --- requests ----------------------------------------------------------------------------

_PRODUCT_RE = re.compile(_alternation(list(vocab.PRODUCT_WORDS)))
_DEPARTMENT_RE = re.compile(_alternation(list(vocab.DEPARTMENT_WORDS)))
_OCCASION_RE = re.compile(_alternation(list(vocab.OCCASION_WORDS)))
_MATERIAL_RE = re.compile(_alternation(list(vocab.MATERIAL_WORDS)))
_NOT_A_PRODUCT = re.compile(r"\bdress(?:ed|ing)?\s+up\b|\bdressy\b|\bshoe\s+size\b")
_EXCLUDE_COLOURS = re.compile(
    r"(?:\bnot|\bno|\bnothing|\banything\s+but|\beverything\s+but|\bexcept(?:\s+for)?|"
    r"\bexcluding|\bwithout|\bother\s+than|\bnever|\bavoid(?:ing)?|\bhate|\bdislike|"
    r"\bcan't\s+stand|\bcannot\s+stand|\bcan\s+not\s+stand|\bdon't\s+like|\bdo\s+not\s+like|"
    r"\bdon't\s+want|\bdo\s+not\s+want|\bdon't\s+wear|\bnot\s+a\s+fan\s+of|\bnot\s+into|"
    r"\bno\s+more|\ballergic\s+to|\bsick\s+of|\btired\s+of|\bstay\s+away\s+from|"
    r"\bsteer\s+clear\s+of|\bno\s+longer\s+like|\baren't|\bisn't|\bare\s+not|\bis\s+not)"
    rf"\s+(?:the\s+)?(?:colou?rs?\s+)?(?:anything\s+|any\s+|in\s+)?({_COLOUR_LIST})"
)
_EXCLUDE_COLOURS_AFTER = re.compile(
    rf"({_COLOUR_LIST})\s+(?:(?:is|are)(?:n't|\s+not|\s+never)\s+(?:really\s+)?"
    r"(?:my\s+(?:colou?r|thing|style)|for\s+me|ok|okay|allowed)|"
    r"(?:doesn't|does\s+not|don't|do\s+not|never)\s+suits?\s+me)"
)
_EXCLUDE_BRAND_CUE = re.compile(
    r"(?:\bnot|\bno|\banything\s+but|\bexcept|\bother\s+than|\bnothing\s+from|\bhate|"
    r"\bdon't\s+like|\bavoid)\s+(?:from\s+)?$"
)


@dataclass
class Request:
    """What one message asks for. Lists keep the order the words appeared in.

    `size` is canonical ("M", "32", "42"); `size_kind` its system ("letter", "waist", "shoe");
    prices are Decimal EUR; `query` a material word for free-text search ("linen").
    """

    type: str | None = None
    subtype: str | None = None
    department: str | None = None
    colours: list[str] = field(default_factory=list)
    exclude_colours: list[str] = field(default_factory=list)
    size: str | None = None
    size_kind: str | None = None
    brand: str | None = None
    min_price: Decimal | None = None
    max_price: Decimal | None = None
    tag: str | None = None
    query: str | None = None

    @property
    def anchored(self) -> bool:
        """True when the message names something to search for (not only a refinement)."""
        return bool(
            self.type or self.subtype or self.tag or self.brand or self.query or self.colours
        )

    @property
    def refines(self) -> bool:
        """True when the message narrows a search without naming a product."""
        return bool(
            self.size
            or self.exclude_colours
            or self.department
            or self.min_price is not None
            or self.max_price is not None
        )


def parse_request(text: str, brands: tuple[str, ...] = ()) -> Request:
    """Read what `text` asks for (issue 6 item 2). Never raises; unknown words are ignored."""
    text = fix_contractions(text)
    original = text.translate(str.maketrans({"\u2019": "'", "\u2018": "'"}))
    rest = normalise(text)
    request = Request()

    budget, spans = parse_budget(rest)
    if budget:
        request.min_price, request.max_price = budget.min_price, budget.max_price
        for span in spans:
            rest = _blank(rest, *span)
            original = _blank(original, *span)

    brand_re, aliases = _brand_regex(tuple(brands))
    if brand_re:
        for match in brand_re.finditer(rest):
            brand = aliases[re.sub(r"\s+", " ", match.group(0))]
            if not _EXCLUDE_BRAND_CUE.search(rest[: match.start()]) and request.brand is None:
                request.brand = brand
            rest = _blank(rest, *match.span())
            original = _blank(original, *match.span())

    for pattern in (_EXCLUDE_COLOURS, _EXCLUDE_COLOURS_AFTER):
        for match in pattern.finditer(rest):
            for colour in _colours_in(match.group(1)):
                if colour not in request.exclude_colours:
                    request.exclude_colours.append(colour)
            rest = _blank(rest, *match.span())
            original = _blank(original, *match.span())

    for match in _NOT_A_PRODUCT.finditer(rest):
        if "shoe" not in match.group(0):
            rest = _blank(rest, *match.span())
            original = _blank(original, *match.span())

    for match in _PRODUCT_RE.finditer(rest):
        type_, subtype = vocab.PRODUCT_WORDS[re.sub(r"\s+", " ", match.group(0))]
        if request.type is None:
            request.type, request.subtype = type_, subtype
        elif request.type == type_ and request.subtype is None:
            request.subtype = subtype
        rest = _blank(rest, *match.span())
        original = _blank(original, *match.span())

    size, span = parse_size(rest, original, request.type)
    if size:
        request.size_kind, request.size = size
        rest = _blank(rest, *span)

    for colour in _colours_in(rest):
        if colour not in request.exclude_colours and colour not in request.colours:
            request.colours.append(colour)
    rest = _COLOUR_RE.sub(lambda m: " " * len(m.group(0)), rest)

    for match in _DEPARTMENT_RE.finditer(rest):
        request.department = vocab.DEPARTMENT_WORDS[re.sub(r"\s+", " ", match.group(0))]
        break
    for match in _OCCASION_RE.finditer(rest):
        request.tag = vocab.OCCASION_WORDS[re.sub(r"\s+", " ", match.group(0))]
        break
    if match := _MATERIAL_RE.search(rest):
        request.query = match.group(0)
    return request


# --- statements about the shopper (facts) ------------------------------------------------


@dataclass(frozen=True)
class Atom:
    """One durable fact about the shopper; `kind` is its category in memory.judge.CATEGORIES
    (M4.2): "size", "colour", "brand", "budget" or "occasion".

    kind "size": value (system, size); "colour": value colour, polarity +1 like / -1 dislike /
    0 no longer disliked; "brand": value brand; "budget": value Budget; "occasion": value tag.
    """

    kind: str
    value: object
    polarity: int = 1


_SIZE_VALUE = (
    r"(xxl|2xl|xl|xs|extra[ -]small|extra[ -]large|small|medium|large|s|m|l|\d{2})(?![\w'])"
)
_STATEMENT_SIZE = [
    re.compile(
        rf"\bi\s+{_ADV}(?:wear|take|am|fit(?:\s+into)?|buy|get)\s+(?:an?\s+|the\s+)?"
        rf"(?:eu\s+|uk\s+)?(?:(?:shoe\s+|waist\s+)?size\s+)?(?:eu\s+)?{_SIZE_VALUE}"
    ),
    re.compile(rf"\b{_I_AM}\s+{_ADV}(?:an?\s+)?(?:(?:shoe\s+|waist\s+)?size\s+)?{_SIZE_VALUE}"),
    re.compile(
        r"\bmy\s+(?:usual\s+|normal\s+|regular\s+)?(?:shoe\s+|waist\s+|jeans\s+|trousers?\s+|"
        r"dress\s+|clothing\s+|clothes\s+|jacket\s+)?size\s+is\s+(?:now\s+)?(?:usually\s+)?"
        rf"(?:an?\s+)?(?:eu\s+)?{_SIZE_VALUE}"
    ),
    re.compile(rf"\bsize\s+{_SIZE_VALUE}\s+(?:fits|suits)\s+me"),
    re.compile(rf"\bmy\s+waist\s+(?:size\s+|measurement\s+)?is\s+(?:an?\s+)?{_SIZE_VALUE}"),
]
_COLOUR_NEUTRAL = [
    re.compile(
        rf"{_SUBJ}\s+{_ADV}(?:don't|do\s+not|no\s+longer)\s+(?:mind|hate|dislike)\s+"
        rf"(?:wearing\s+)?(?:the\s+colou?r\s+)?({_COLOUR_LIST})"
    ),
]
_COLOUR_DISLIKE = [
    re.compile(
        rf"{_SUBJ}\s+{_ADV}(?:can't|cannot|can\s+not|couldn't)\s+(?:stand|bear|stomach)\s+"
        rf"(?:wearing\s+)?(?:the\s+colou?r\s+)?({_COLOUR_LIST})"
    ),
    re.compile(
        rf"{_SUBJ}\s+{_ADV}(?:hate|dislike|detest|loathe|avoid)\s+(?:wearing\s+)?"
        rf"(?:the\s+colou?r\s+)?({_COLOUR_LIST})"
    ),
    re.compile(
        rf"{_SUBJ}\s+{_ADV}(?:don't|do\s+not|never|won't|will\s+not|wouldn't|would\s+never|"
        r"no\s+longer)\s+(?:really\s+|ever\s+)?(?:like|wear|want|buy|look\s+good\s+in)\s+"
        rf"(?:wearing\s+)?(?:anything\s+)?(?:in\s+)?(?:the\s+colou?r\s+)?({_COLOUR_LIST})"
    ),
    re.compile(
        rf"\b{_I_AM}\s+{_ADV}(?:not\s+(?:a\s+(?:big\s+)?fan\s+of|into|keen\s+on|fond\s+of)|"
        rf"allergic\s+to|sick\s+of|done\s+with|over)\s+({_COLOUR_LIST})"
    ),
    re.compile(_EXCLUDE_COLOURS_AFTER.pattern),
    re.compile(rf"\bno\s+more\s+({_COLOUR_LIST})\s+for\s+me"),
]
_COLOUR_LIKE = [
    re.compile(
        rf"{_SUBJ}\s+{_ADV}(?:like|love|adore|prefer|enjoy)\s+(?:wearing\s+)?"
        rf"(?:the\s+colou?r\s+)?({_COLOUR_LIST})(?!\s+(?:one|ones)\b)"
    ),
    re.compile(
        rf"{_SUBJ}\s+{_ADV}wear\s+(?:a\s+lot\s+of\s+|lots\s+of\s+|mostly\s+|only\s+)?"
        rf"({_COLOUR_LIST})(?!\s+(?:one|ones)\b)"
    ),
    re.compile(rf"\bmy\s+(?:favourite|favorite)\s+colou?rs?\s+(?:is|are)\s+({_COLOUR_LIST})"),
    re.compile(rf"({_COLOUR_LIST})\s+(?:is|are)\s+my\s+(?:favourite|favorite)"),
    re.compile(
        rf"\b{_I_AM}\s+{_ADV}(?:a\s+(?:big\s+|huge\s+)?fan\s+of|into|keen\s+on|fond\s+of)\s+"
        rf"({_COLOUR_LIST})"
    ),
]
_OCCASION_GROUP = (
    r"(wedding|weddings|party|birthday|gala|dinner|festival|marathon|beach|seaside|office|"
    r"job\s+interview|interview|evening\s+event|night\s+out|date\s+night|hiking|camping|"
    r"running|jogging|holiday|vacation)(?![\w'])"
)
_STATEMENT_OCCASION = [
    re.compile(
        rf"\b{_I_AM}\s+{_ADV}(?:going|invited|heading|off)\s+to\s+(?:an?\s+|the\s+|my\s+)?"
        rf"(?:\w+'s\s+)?(?:\w+\s+)?{_OCCASION_GROUP}"
    ),
    re.compile(
        rf"\bi\s+{_ADV}(?:have|'ve\s+got|have\s+got)\s+(?:an?\s+|my\s+)(?:\w+\s+){{0,2}}?"
        rf"{_OCCASION_GROUP}"
    ),
    re.compile(rf"\bi\s+{_ADV}(?:go|went)\s+{_OCCASION_GROUP}"),
    re.compile(rf"\bi\s+{_ADV}(?:love|like|enjoy)\s+{_OCCASION_GROUP}"),
    re.compile(
        rf"\b{_I_AM}\s+{_ADV}(?:going|heading|off)\s+(?:on\s+(?:an?\s+)?)?{_OCCASION_GROUP}"
    ),
    re.compile(rf"\b{_I_AM}\s+{_ADV}shopping\s+for\s+(?:an?\s+|the\s+)?{_OCCASION_GROUP}"),
    re.compile(rf"\bi\s+{_ADV}(work)\s+in\s+an?\s+office"),
    re.compile(rf"\bi\s+{_ADV}(run|jog|hike)(?![\w'])(?!\s+out)"),
    re.compile(rf"\b{_I_AM}\s+(?:getting\s+(married)|an?\s+(runner|bridesmaid|hiker))"),
]
_OCCASION_FROM_WORD = {
    "work": "office",
    "run": "running",
    "jog": "running",
    "hike": "outdoor",
    "married": "wedding",
    "runner": "running",
    "bridesmaid": "wedding",
    "hiker": "outdoor",
    "evening event": "evening",
    "night out": "evening",
    "date night": "evening",
    "job interview": "office",
    "vacation": "beach",
}
_BUDGET_STATEMENT = [
    re.compile(r"\bmy\s+budget\s+(?:is|was)\s+(?:now\s+)?(?:usually\s+|normally\s+)?(.*)"),
    re.compile(rf"\bi\s+{_ADV}(?:spend|pay)\s+((?:around|about|up\s+to|at\s+most|under|less).*)"),
    re.compile(
        rf"\bi\s+{_ADV}(?:don't|do\s+not|never|won't|can't|cannot)\s+(?:spend|pay|afford)\s+"
        r"((?:more\s+than|over|above|much\s+more\s+than).*)"
    ),
    re.compile(rf"\bi\s+{_ADV}can\s+(?:only\s+)?(?:afford|spend)\s+(?:up\s+to\s+)?(.*)"),
    re.compile(rf"\b{_I_AM}\s+on\s+a\s+budget\s+of\s+(.*)"),
]
_BRAND_LIKE = (
    r"(?:{subj}\s+{adv}(?:like|love|adore|prefer|swear\s+by|trust|buy|wear)\s+"
    r"(?:the\s+(?:brand\s+)?)?"
    r"|\bmy\s+(?:favourite|favorite|preferred|go-to)\s+brand\s+is\s+"
    r"|\b{i_am}\s+{adv}(?:a\s+(?:big\s+|huge\s+)?fan\s+of|loyal\s+to)\s+(?:the\s+brand\s+)?)"
    r"({brand})"
    r"|({brand})\s+is\s+my\s+(?:favourite|favorite|go-to|preferred)"
)

_CLAUSE_SPLIT = re.compile(
    r"(?:[,;:]|\s(?:and|but|so|because|since|though|although|while|also|plus))\s+"
    r"(?=(?:i|i'm|i'd|i've|my|do|does|can|could|would|will|show|find|please|have|is|are|"
    r"what|which|where|how|any|got|actually|anyway|oh|btw)\b)"
)
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=\S))+[.!?]*")
_NOT_A_STATEMENT = re.compile(
    r"^\s*(?:(?:so|and|but|also|well|ok|okay|hi|hello|hey|oh|um|hmm|right|then|now)[\s,!]+)*"
    r"(?:do|does|did|can|could|would|will|is|are|was|were|have|has|what|which|where|when|who|"
    r"how|why|any|got|show|find|give|get|search|recommend|suggest|send|list|help|looking\s+for|"
    rf"{_I_AM}\s+(?:looking|searching|after)|i\s+(?:need|want|'d\s+like|would\s+like|'d\s+love|"
    r"would\s+love|wonder)|if|what\s+if|let\s+me|let's|maybe|should|shall|please|tell\s+me|"
    r"in\s+case|imagine|suppose|assuming|pretend)\b"
)


def clause_spans(text: str) -> list[tuple[int, str]]:
    """The clauses of `text` that state something, as (offset, normalised clause).

    M4.3: questions and requests state nothing. "do you have jeans under 50 EUR?" yields no
    clause; in "I wear M, do you have jackets?" only "i wear m" is kept. A sentence ending in
    "?" loses its last clause (the question itself).
    """
    norm = normalise(fix_contractions(text))
    kept: list[tuple[int, str]] = []
    for sentence in _SENTENCE.finditer(norm):
        body = sentence.group(0)
        pieces: list[tuple[int, int]] = []
        previous = 0
        for cut in _CLAUSE_SPLIT.finditer(body):
            pieces.append((previous, cut.start()))
            previous = cut.end()
        pieces.append((previous, len(body)))
        pieces = [(a, b) for a, b in pieces if body[a:b].strip()]
        if body.strip().endswith("?") and pieces:
            pieces = pieces[:-1]
        for a, b in pieces:
            if not _NOT_A_STATEMENT.match(body[a:b]):
                kept.append((sentence.start() + a, body[a:b]))
    return kept


def _letter_or_number(raw: str, clause: str) -> tuple[str, str] | None:
    raw = re.sub(r"\s+", " ", raw).replace("-", " ")
    if raw in vocab.LETTER_SIZE_WORDS:
        return ("letter", vocab.LETTER_SIZE_WORDS[raw])
    if raw.isdigit():
        return _classify_number(raw, clause, None)
    return None


def _clause_atoms(clause: str, brands: tuple[str, ...]) -> tuple[list[Atom], str]:
    """The atoms stated in one normalised clause, and the clause with their words blanked."""
    atoms: list[tuple[int, Atom]] = []
    rest = clause
    brand_re, aliases = _brand_regex(tuple(brands))
    if brand_re is not None:
        alias_pattern = brand_re.pattern
        pattern = re.compile(
            _BRAND_LIKE.format(adv=_ADV, i_am=_I_AM, subj=_SUBJ, brand=alias_pattern)
        )
        for match in pattern.finditer(rest):
            alias = match.group(1) or match.group(2)
            atoms.append((match.start(), Atom("brand", aliases[re.sub(r"\s+", " ", alias)])))
            rest = _blank(rest, *match.span())
    for polarity, patterns in ((0, _COLOUR_NEUTRAL), (-1, _COLOUR_DISLIKE), (1, _COLOUR_LIKE)):
        for pattern in patterns:
            for match in pattern.finditer(rest):
                atoms.extend(
                    (match.start(), Atom("colour", c, polarity))
                    for c in _colours_in(match.group(1))
                )
                rest = _blank(rest, *match.span())
    for pattern in _STATEMENT_SIZE:
        for match in pattern.finditer(rest):
            size = _letter_or_number(match.group(1), clause)
            if size:
                atoms.append((match.start(), Atom("size", size)))
                rest = _blank(rest, *match.span())
    for pattern in _BUDGET_STATEMENT:
        match = pattern.search(rest)
        if not match:
            continue
        tail = match.group(1)
        if re.match(r"\s*(?:more\s+than|over|above|much\s+more\s+than)", tail):
            tail = re.sub(r"^\s*(?:much\s+)?(?:more\s+than|over|above)", "under", tail)
        elif re.match(r"\s*\d", tail) or tail.strip().startswith("€"):
            tail = "up to " + tail
        budget, _spans = parse_budget(tail)
        if budget:
            atoms.append((match.start(), Atom("budget", budget)))
            rest = _blank(rest, *match.span())
            break
    for pattern in _STATEMENT_OCCASION:
        for match in pattern.finditer(rest):
            word = re.sub(r"\s+", " ", match.group(match.lastindex or 1) or "")
            tag = _OCCASION_FROM_WORD.get(word) or vocab.OCCASION_WORDS.get(word)
            if tag:
                atoms.append((match.start(), Atom("occasion", tag)))
                rest = _blank(rest, *match.span())
    atoms.sort(key=lambda item: item[0])  # in the order they were said
    return [atom for _, atom in atoms], rest


def split_statements(text: str, brands: tuple[str, ...] = ()) -> tuple[list[Atom], str]:
    """Durable first-person facts the shopper states in `text` (M4.2, M4.3), in order, and
    `text` with the words of those statements blanked out (what is left is the request).

    "I'm a medium, any hoodies?" -> ([size M], "           , any hoodies?").
    """
    text = fix_contractions(text)
    atoms: list[Atom] = []
    remainder = text.translate(str.maketrans({"\u2019": "'", "\u2018": "'"}))
    for offset, clause in clause_spans(text):
        found, rest = _clause_atoms(clause, brands)
        for atom in found:
            if atom not in atoms:
                atoms.append(atom)
        if found and len(remainder) == len(normalise(text)):
            for i, (before, after) in enumerate(zip(clause, rest, strict=True)):
                if before != after:
                    remainder = _blank(remainder, offset + i, offset + i + 1)
    return atoms, remainder


def statement_atoms(text: str, brands: tuple[str, ...] = ()) -> list[Atom]:
    """Durable first-person facts the shopper states in `text`, in order (M4.2, M4.3)."""
    return split_statements(text, brands)[0]


_SUBJECT = re.compile(
    r"\b(?:the\s+)?(?:shopper|customer|user)\s+"
    r"((?:(?:now|usually|normally|generally|mostly|always|really|also|still|no\s+longer|"
    r"only|definitely|typically)\s+)*)"
    r"([a-z]+(?:n't)?)"
)
_POSSESSIVE = re.compile(r"\b(?:the\s+)?(?:shopper|customer|user)'s\b")
_IRREGULAR = {
    "is": "am",
    "has": "have",
    "does": "do",
    "doesn't": "don't",
    "isn't": "am not",
    "hasn't": "haven't",
    "was": "was",
    "can": "can",
    "can't": "can't",
    "cannot": "cannot",
    "will": "will",
    "won't": "won't",
    "would": "would",
    "wouldn't": "wouldn't",
}


def _base_form(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("es") and verb[:-2].endswith(("sh", "ch", "ss", "x", "z", "o")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb


def first_person(sentence: str) -> str:
    """ "The shopper now likes yellow." -> "i now like yellow." (normalised, for the readers)."""
    text = _POSSESSIVE.sub("my", normalise(sentence))
    return _SUBJECT.sub(lambda m: f"i {m.group(1)}{_base_form(m.group(2))}", text)


def fact_atoms(sentence: str, brands: tuple[str, ...] = ()) -> list[Atom]:
    """The facts in one third-person fact sentence ("The shopper dislikes yellow.")."""
    atoms: list[Atom] = []
    for clause in _CLAUSE_SPLIT.split(first_person(sentence)):
        for atom in _clause_atoms(clause.strip(), brands)[0]:
            if atom not in atoms:
                atoms.append(atom)
    return atoms


@dataclass
class Preferences:
    """The shopper's standing preferences, folded from atoms oldest first (M8.2: newest wins).

    sizes: system -> size; liked/disliked colours; brand; budget; occasion.
    """

    sizes: dict[str, str] = field(default_factory=dict)
    liked_colours: list[str] = field(default_factory=list)
    disliked_colours: list[str] = field(default_factory=list)
    brand: str | None = None
    budget: Budget | None = None
    occasion: str | None = None

    def apply(self, atom: Atom) -> None:
        """Fold one atom in; it overrides whatever an older atom said on the same point."""
        if atom.kind == "size":
            system, size = atom.value  # type: ignore[misc]
            self.sizes[system] = size
        elif atom.kind == "colour":
            colour = str(atom.value)
            for group in (self.liked_colours, self.disliked_colours):
                if colour in group:
                    group.remove(colour)
            if atom.polarity > 0:
                self.liked_colours.append(colour)
            elif atom.polarity < 0:
                self.disliked_colours.append(colour)
        elif atom.kind == "brand":
            self.brand = str(atom.value)
        elif atom.kind == "budget":
            self.budget = atom.value  # type: ignore[assignment]
        elif atom.kind == "occasion":
            self.occasion = str(atom.value)

    def size_for(self, type_: str | None, subtype: str | None) -> str | None:
        """The stated size that fits products of this type, if any: EU shoe sizes for shoes,
        letters for joggers and clothing, waist for jeans and trousers, none for accessories
        or an unknown type (the catalogue's convention)."""
        if type_ == "Shoes":
            return self.sizes.get("shoe")
        if subtype == "Joggers" or type_ in vocab.LETTER_SIZED_TYPES:
            return self.sizes.get("letter")
        if type_ in vocab.WAIST_SIZED_TYPES:
            return self.sizes.get("waist")
        return None


def _fmt_money(value: Decimal) -> str:
    return f"{value.normalize():f}" if value == value.to_integral() else f"{value:.2f}"


def fact_sentence(atom: Atom) -> str:
    """One short third-person sentence for an atom (M4.3), readable back by `fact_atoms`."""
    if atom.kind == "size":
        system, size = atom.value  # type: ignore[misc]
        label = {"letter": "size", "waist": "waist size", "shoe": "EU shoe size"}[system]
        return f"The shopper wears {label} {size}."
    if atom.kind == "colour":
        verb = {1: "likes", -1: "dislikes", 0: "no longer dislikes"}[atom.polarity]
        return f"The shopper {verb} {atom.value}."
    if atom.kind == "brand":
        return f"The shopper prefers the brand {atom.value}."
    if atom.kind == "budget":
        budget: Budget = atom.value  # type: ignore[assignment]
        if budget.min_price is not None and budget.max_price is not None:
            band = f"{_fmt_money(budget.min_price)} to {_fmt_money(budget.max_price)} EUR"
        elif budget.max_price is not None:
            band = f"under {_fmt_money(budget.max_price)} EUR"
        else:
            band = f"over {_fmt_money(budget.min_price or Decimal(0))} EUR"
        return f"The shopper's budget is {band}."
    return {
        "wedding": "The shopper is going to a wedding.",
        "office": "The shopper works in an office.",
        "running": "The shopper goes running.",
        "beach": "The shopper is going to the beach.",
        "casual": "The shopper is shopping for casual wear.",
        "evening": "The shopper is going to an evening event.",
        "outdoor": "The shopper goes hiking.",
        "party": "The shopper is going to a party.",
    }.get(str(atom.value), f"The shopper is shopping for {atom.value}.")


def judge(text: str, brands: tuple[str, ...] = ()) -> list[dict[str, str]]:
    """The offline fact judge (M4.2, M4.3): `[{"category", "fact"}]` for what `text` states.

    Colours of one polarity share a sentence ("The shopper dislikes yellow and orange.").
    """
    atoms = statement_atoms(text, brands)
    facts: list[dict[str, str]] = []
    grouped: dict[int, list[str]] = {}
    for atom in atoms:
        if atom.kind == "colour":
            grouped.setdefault(atom.polarity, []).append(str(atom.value))
    emitted_colour = False
    for atom in atoms:
        if atom.kind == "colour":
            if emitted_colour:
                continue
            emitted_colour = True
            for polarity, colours in grouped.items():
                names = " and ".join(
                    [", ".join(colours[:-1]), colours[-1]] if len(colours) > 1 else colours
                )
                sentence = fact_sentence(Atom("colour", names, polarity))
                facts.append({"category": "colour", "fact": sentence})
            continue
        facts.append({"category": atom.kind, "fact": fact_sentence(atom)})
    return facts
