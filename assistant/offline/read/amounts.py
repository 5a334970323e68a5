"""The exact slots of a clause: money amounts and sizes (issue 18 items 1 and 4).

Patterns stand here because these words are exact: a number with a currency or a verb of
spending is money, a number with a size system's word or fit ("UK 10", "W30 L32", "15.5
collar", "40R"), a letter size ("XL", "medium") or "a 12" after a verb of wearing is a size,
read by the one size model (`shop.sizes.read_wanted`). Ages and times are neither.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.offline.read.measures import AGE_LABEL, HEIGHT, MEASURE_CM
from assistant.offline.read.money import CURRENCY, DAY_OF_MONTH, Budget, parse_budget
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.text import alternation
from shop.sizes import LETTER_NAMES, REGIONS, read_wanted

_LEG = re.compile(  # "inside leg is 32", "leg 34", "a 32 leg"
    r"\b(?:inside\s+leg|inseam|leg\s+length|leg)(?:'s)?\s+(?:is\s+|of\s+|:\s*)?(\d{2})(?!\s*cm)"
    r"(?:\s*(?:\"|inch(?:es)?))?\b|\b(\d{2})\s*(?:\"|-?inch(?:es)?\s+)?(?:inside\s+)?(?:leg|inseam)\b"
)

# A number that is money: a currency next to it, or a verb of spending in the clause.
_AMOUNT = re.compile(  # "60ish": about 60
    rf"(?:{CURRENCY}\s*)?(?<![\w.])(\d{{1,5}}(?:[.,]\d{{1,2}})?)(?:-?ish\b)?(?!\w|\.\d)"
    rf"(?:\s*{CURRENCY})?"
)
_MONEY_CUE = re.compile(
    r"\b(?:spend|spending|pay|paying|budget|afford|cost|costs|price|max|maximum|limit|"
    r"too\s+much|too\s+expensive|go\s+(?:over|above|past|beyond)|go\s+up\s+to|keep\s+it|"
    r"stay\s+under|to\s+play\s+with|put\s+(?:aside|by)|"
    r"nothing\s+(?:over|above)|splash(?:ing)?\s+out|save|saved|saving|stretch\s+to|range|money|cheap|"
    r"cheaper|gift\s+card|voucher|keep(?:ing)?\s+(?:\w+\s+)?(?:under|below|within)|cap|capped|ceiling|"
    r"stick\s+to|justify|most\s+i(?:'ll|\s+will|'d|\s+would|\s+can|\s+pay|\s+spend)\b)\b"
    rf"|\d\s*{CURRENCY}?\s*tops\b"
    # shapes of a sum held for buying: "I've got 120 for it", "set myself 100", "30 a piece"
    r"|\b(?:got|i've|have)\s+(?:about\s+|around\s+|roughly\s+)?\d+\s+(?:for|to\s+spend)\b|\bset\s+(?:myself|aside)\b"
    r"|\d\s*(?:a\s+piece|apiece|per\s+(?:item|piece|pair))\b"
    r"|\bcan\s+(?:do|manage|stretch\s+to)\s+(?:about\s+|around\s+)?\d{2,}(?:\s*-\s*\d+)?\s+(?:for|on)\b"
    # "I can go to 180 for a blazer", "I'll go to 90 on jeans"
    r"|\b(?:can|could|will|'ll|would|'d)\s+go\s+(?:up\s+)?to\s+\D{0,2}\d{2,}\D{0,6}\s+(?:for|on)\b"
    r"|\bkeep(?:s|ing)?\s+to\s+\D{0,2}\d{2,}\b"  # "I keep to 120 for a dress"
)
# A bound before a number ("under 30"): money when past every size or nothing speaks of sizes
_BOUND = re.compile(
    r"\b(?:under|below|less\s+than|more\s+than|up\s+to|max(?:imum)?|at\s+most|over|above|"
    r"beyond|past|north\s+of|within|at\s+least|capped\s+at|tops\s+out\s+at|stop\s+at)\s+$|\bsub-$"
)
_AT_LEAST = re.compile(r"\b(?:at\s+least|more\s+than|over|above|minimum|from)\s+\D{0,3}$")
_NEGATED = re.compile(
    r"\b(?:not|never|no|n't|nothing|won't|can't|cannot|too\s+much|too\s+expensive)\b"
)
# A size: a system's word or a fit by a number, a letter size, or "a 12" after a verb of wearing
_LETTERS = "|".join(  # single letters ("m" of "i'm") are read only after a cue: _BARE_LETTER
    re.escape(n).replace(r"\ ", r"[\s-]")
    for n in sorted(LETTER_NAMES, key=len, reverse=True)
    if len(n) > 1
)
_NUMBER = r"\d{1,2}(?:[.,]5|½)?"
# Words between "a" and a size number that say its fit or system ("a petite 6", "a women's 9").
_FIT = (
    r"(?:petite|tall|long|short|wide|narrow|regular|slim|steady|solid|women'?s|men'?s|"
    r"ladies'?|kids'?|girls'?|boys'?|uk|us|eu|european|american|british)"
)
# A letter size said as a word leads its fragment ("Small in tops", "Medium for me", "Yeah,
# medium"): a size, where "a small business" or "medium weight" is none.
_LEAD = re.compile(r"^(?:(?:yeah|yes|always|usually|normally|mostly|generally|just|so)[\s,]+)*$")
_TRAIL = re.compile(r"^\s*(?:(?:in|for|on)\b.*)?$")
_SIZE_PATTERNS = (
    re.compile(rf"\b(?:uk|us|eu|it|fr|jp|au|italian)\s*{_NUMBER}\b|\b{_NUMBER}\s*(?:uk|us|eu)\b"),
    re.compile(r"\bw\s?\d{2}\s*(?:/|\s)?\s*l\s?\d{2}\b|\b\d{2}\s*(?:\"|-?inch(?:es)?\s+)?waist\b"),
    re.compile(r"\bwaist\s+(?:size\s+)?(?:of\s+)?\d{2}\b|\bw\s?\d{2}\b"),
    re.compile(rf"\b{_NUMBER}\s*(?:\"|-?inch\s+)?(?:collar|neck|chest)\b"),
    # A measure named, then its number ("chest 40", "my collar is 15.5", "neck size: 16").
    re.compile(
        rf"\b(?:collar|neck|chest)(?:'s)?\s+(?:size\s+)?(?:is\s+|of\s+|:\s*)?{_NUMBER}(?![\w.])"
    ),
    MEASURE_CM,  # a body measured in centimetres ("my chest is 102 cm", "foot length's 27 cm")
    AGE_LABEL,  # a child's age ("7-8Y", "6-12M"); then a chest's fit ("40R"), a bra's cup ("34C")
    re.compile(
        r"\b\d{2}(?:\s*(?:[rls]|regular|long|short|aa|d{2,3}|ff|gg|hh)|[a-dfgh])\b(?!\s*eur)"
    ),
    re.compile(rf"\b(?:size|sz)\s+(?:an?\s+)?(?:{_NUMBER}|{_LETTERS})(?![\w-])"),
    re.compile(r"\bage[sd]?\s+\d{1,2}(?:\s*-\s*\d{1,2})?\b(?!\s*(?:years?|months?|-))"),
    re.compile(rf"(?<![\w-])(?:{_LETTERS})(?![\w-])(?!\s*(?:of|amount|number|selection|range))"),
    re.compile(
        rf"(?:\b(?:an?|the|wear|take|go|in|are|is|am|i'm|always|usually)\s+(?:{_FIT}\s+)?|:\s*|"
        rf"^(?:{_FIT}\s+)?(?=[\d.]+\s+(?:in|for|here)\b)|^{_FIT}\s+)"
        rf"({_NUMBER})(?!\w|\.\d)"
        rf"(?!\s*(?:years?|yrs?|months?|y/?o|%|{CURRENCY}|o'clock|am\b|pm\b|minutes?|hours?|"
        r"days?|weeks?|kids|children|people|times|pieces|items|pairs?|of\b|foot|feet|ft\b|cm\b|"
        r"kg\b|stone\b))"
    ),
)
_SIZE_CUE = re.compile(
    r"\b(?:size|sizes|wear|take|fit|fits|feet|foot|shoes?|trainers?|boots?|waist|collar|chest|petite|"
    r"jeans|trousers|dress(?:es)?|shirts?|i'm\s+an?|i\s+am\s+an?|am\s+i\s+an?|always|usually|usual|"
    r"up\s+to|go\s+up|(?:usually|generally|normally|always|mostly|typically)\s+go)\b"
)
# A size word before the kind it is for ("medium tops", "large jumpers"): the lexicon's garments.
_GARMENTS = alternation({w for group in lexicon().product_groups for w in group})
_BEFORE_GARMENT = re.compile(rf"\s+(?:{_GARMENTS})")
_BARE_LETTER = re.compile(  # its fit may come between ("a tall L", "a petite s")
    rf"(?:(?<![\w'-])(?:an?|in|size|the|always|usually|wear|take)\s+(?:{_FIT}\s+)?|:\s*)([sml])\b"
)
# A letter alone, or for a kind ("l", "m for tops"): the shopper's size when the clause is theirs.
_LONE_LETTER = re.compile(
    r"^(?:(?:yeah|yes|always|usually|just)[\s,]+)*([sml])(?:\s+(?:for|in)\s+\w+)?$"
)


def budget_in(clause: str) -> tuple[Budget | None, list[tuple[int, int]]]:
    """The budget a clause states and the spans of its amounts ("can't go over 90" -> up to
    90; "between 40 and 60"; "around 30" -> 24..36); (None, []) when it names no money. Which
    numbers are money is read here (a currency, or a verb of spending and a number too big for
    a size); the band they make by `money.parse_budget`, a negation making it a ceiling."""
    amounts = [m for m in _AMOUNT.finditer(clause) if m.group(1)]
    money = [
        m
        for m in amounts
        if not _AGED.search(clause[: m.start()])
        and not DAY_OF_MONTH.match(clause, m.end())  # "from 10 to 17 february"
        and (
            re.search(CURRENCY, m.group(0))
            or (
                _MONEY_CUE.search(clause)
                and _big(m.group(1))
                and not _ARTICLE.search(clause[: m.start()])
            )
            or _bounded(clause, m)
            or _NAMED_LIMIT.match(clause[m.end() :])
        )
    ]
    if not money:
        return None, []
    band, _spans = parse_budget(clause)
    upper = re.match(r"\s*(?:-|–|to)\s*(\d{1,5})(?![\w.])", clause[money[0].end() :])
    low = Decimal(money[0].group(1).replace(",", "."))
    first = band is None or band.min_price is None and band.max_price == low  # its one amount
    if first and upper and low < int(upper.group(1)):  # "thinking 70 to 100", "is 50-70"
        band = Budget(low, Decimal(upper.group(1)))
    if band is None or len(money) < 2 and not _names(band, money[0].group(1)):
        floor = _AT_LEAST.search(clause[: money[0].start()])
        band = Budget(low, None) if floor else Budget(None, low)
    return negated_floor(band, clause), [m.span() for m in money]


def negated_floor(band: Budget, clause: str) -> Budget:
    """A floor said under a negation is a ceiling: "won't pay more than 90", "nothing over 50",
    "I'd rather not spend more than 100" -> up to the amount; any other band as it is."""
    if band.max_price is None and _NEGATED.search(clause):
        return Budget(None, band.min_price)
    return band


def _names(band: Budget, number: str) -> bool:
    """Whether `band` was read from the amount `number` (not from another number)."""
    value = Decimal(number.replace(",", "."))
    return value in (band.min_price, band.max_price) or (
        band.min_price is not None
        and band.max_price is not None
        and band.min_price < value < band.max_price
    )


def _bounded(clause: str, amount: re.Match[str]) -> bool:
    """Whether a number beside a bound is money: after one (`_BOUND`: "under 30", never "up
    to a 12"), before one ("25 at most", "20 or less"), or in a range ("between 30 and 45"),
    when the number is past every size, or not small and nothing in the clause speaks of
    sizes ("I'm a student" does not: only "I'm a" before a size)."""
    before, after = clause[: amount.start()], clause[amount.end() :]
    if (
        after.startswith("%")
        or re.search(r"\b(?:an?|the)\s+$|\bbetween\s+(?:an?|the)\s+\d", before)  # "a 12 and 14"
        or not (
            _BOUND.search(before)
            or _TRAILING_BOUND.match(after)
            or _RANGE.search(before)
            or _RANGE_START.match(after)
        )
    ):
        return False
    value = Decimal(amount.group(1).replace(",", "."))
    if value >= 10 and _CEILING.search(before):
        return True  # "under 60 for jeans": no size is said "under"
    cues = _NOT_A_SIZE.sub(" ", clause)
    return value > 60 or (value >= 10 and not _SIZE_CUE.search(cues))


_CEILING = re.compile(
    r"\b(?:under|below|less\s+than|no\s+more\s+than|not\s+more\s+than)\s+\D{0,3}$"
)
_ARTICLE = re.compile(r"\b(?:an?|the)\s+$")  # "a 12", "the 39": a size or a product, no money
# "a 65 limit", "the 90 mark": the amount names itself a limit, whatever article stands before.
_NAMED_LIMIT = re.compile(rf"^\s*(?:{CURRENCY}\s*)?(?:limit|budget|max|cap|ceiling|mark)\b")
# "age 13-14": a child's size, no range of money.
_AGED = re.compile(r"\bage[sd]?\s+(?:\d{1,2}\s*-\s*)?$")
_TRAILING_BOUND = re.compile(
    rf"^\s*(?:{CURRENCY}\s*)?(?:at\s+(?:the\s+)?most|max(?:imum)?\b|tops\b|or\s+(?:less|under|below|lower)\b)"
)
_RANGE = re.compile(r"\bbetween\s+\D{0,3}\d{1,5}\s*\D{0,8}\s+and\s+\D{0,3}$")
_RANGE_START = re.compile(rf"^\s*(?:{CURRENCY}\s*)?(?:and|to|-)\s+\D{{0,3}}\d")
_NOT_A_SIZE = re.compile(
    r"\bi(?:'m|\s+am)\s+an?\s+(?![\d.]|(?:x*s|m|x*l|small|medium|large|petite|tall)\b)|(?<!go\s)(?<!goes\s)(?<!went\s)\bup\s+to\b(?!\s+(?:an?|the)\b)"
)


def _big(number: str) -> bool:
    """Whether a bare number reads as money rather than a size (sizes run up to 60)."""
    return Decimal(number.replace(",", ".")) >= 10


_WORD_LETTER = re.compile(r"[a-z]{4,}")  # "small", "medium", "large": sizes only with a cue


_WAIST_WORDS = re.compile(alternation(lexicon().waist_words - {"inch", "inches"}))


def sizes_in(clause: str, money: list[tuple[int, int]]) -> list[tuple[str, str]]:
    """The sizes of a clause, one per system ("I wear M tops and a 32 waist": M and 32)."""
    found: dict[str, tuple[str, str]] = {}
    taken: list[tuple[int, int]] = [*money, *(m.span() for m in HEIGHT.finditer(clause))]
    leg = _LEG.search(clause)  # "my inside leg is 32", "a 32 leg": a leg length, no waist
    number = 1 if leg and leg.group(1) else 2
    taken += [leg.span(number)] if leg else []
    for pattern in _SIZE_PATTERNS:
        for match in pattern.finditer(clause):
            if any(a <= match.start() < b or a < match.end() <= b for a, b in taken):
                continue
            raw = match.group(0 if pattern in (AGE_LABEL, MEASURE_CM) else (match.lastindex or 0))
            cued = _SIZE_CUE.search(clause) or re.search(r"\ban?\s+\w+\s*$", clause)
            cued = cued or _BEFORE_GARMENT.match(clause, match.end())
            if pattern is _SIZE_PATTERNS[-1] and not _SIZE_CUE.search(clause):
                continue
            leads = _LEAD.match(clause[: match.start()]) and _TRAIL.match(clause[match.end() :])
            cued = cued or leads
            if pattern is _SIZE_PATTERNS[-2] and _WORD_LETTER.fullmatch(raw) and not cued:
                continue
            # the measure alone ("chest 102 cm"); "collar's" is no letter S
            wanted = f"{match.group(2)} cm" if pattern is MEASURE_CM else raw.replace("'s ", " ")
            if (size := read_wanted(wanted)) is not None and size.system != "other":
                system = _system(size, clause, match.end())
                found.setdefault(system, (system, _label(raw, size)))
                taken.append(match.span())
    if leg:
        found.setdefault("leg", ("leg", leg.group(number)))
    if (
        "letter" not in found
        and (match := _BARE_LETTER.search(clause))
        and _SIZE_CUE.search(clause)
    ):
        found["letter"] = ("letter", match.group(1).upper())
    if not found and (match := _LONE_LETTER.match(clause)):
        found["letter"] = ("letter", match.group(1).upper())
    return list(found.values())


_FOR_KIND = re.compile(r"\b(?:in|for)\s+(?:my\s+)?([a-z]{4,})(?:\s+([a-z]+))?")  # "in dresses"


def _system(size, clause: str, at: int = 0) -> str:
    """The offline model's system name for a size read by shop.sizes; a bare number said of
    trousers is a waist ("a 34 in jeans")."""
    if (
        size.system == "number"
        and 24 <= size.low <= 44
        and _WAIST_WORDS.search(clause)
        and not re.search(r"\b(?:chest|collar|neck|leg|inseam)\b", clause)
    ):
        return "waist"
    if size.system == "letter":
        return "letter"
    if size.system in ("eu", "uk", "us"):  # an EU number is a shoe size unless said of clothes
        kind = _FOR_KIND.search(clause, at) or _FOR_KIND.search(clause)  # the one after it first
        worn = {*kind.groups()} if kind else set()
        if re.search(r"\b(?:feet|foot)\b", clause) or worn & lexicon().shoe_words:
            return "shoe"  # "my feet are a UK 6", "UK 7 in trainers"
        return ("dress" if kind else "shoe") if size.system == "eu" else size.system
    return size.system


def _label(raw: str, size) -> str:
    if size.system == "age":  # "age 12" -> "12Y", "6-12m" -> "6-12M": the catalogue's way
        unit = "M" if re.search(r"\d\s?m$", raw) else "Y"
        return "-".join(re.findall(r"\d+", raw)) + unit
    if size.system == "chest":  # "chest is 40" -> "40", "40r" -> "40R"
        return f"{size.low:g}{size.fit or ''}"
    if size.system == "cm" and (measured := MEASURE_CM.search(raw)):  # "chest 102 cm"
        return f"{' '.join(measured.group(1).split())} {measured.group(2)} cm"
    if size.system == "collar":  # "16 inch collar", "collar is 16.5" -> "16", "16.5"
        return f"{size.low:g}"
    if size.system == "waist":  # "32 inch waist" -> "32", "w32 l30" -> "W32 L30"
        return f"W{size.low:g} L{size.leg:g}" if size.leg else f"{size.low:g}"
    if size.system == "letter" and size.low == size.high:  # "3XL" as said, "medium" as M
        return raw.upper() if re.fullmatch(r"[2-6]xl", raw) else str(size.value)
    text = " ".join(raw.split()).upper() if size.system != "number" else str(size.value)
    text = f"{size.system.upper()} {size.low:g}" if size.system in REGIONS else text  # "Italian 42"
    return text[:-2] if text.endswith(".0") else text
