"""Reading what a message asks for into a `Request` (issue 11 items 1 and 2).

Every constraint the shopper gives is read (type, subtype, department, colours and exclusions,
size or age, budget, occasion, brand, material) against the catalogue's `Vocabulary`, typos
corrected first. What the rules cannot place is kept as free text (`Request.query`), which the
hybrid search ranks, so unknown words still find products.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from decimal import Decimal

from assistant.offline.read.amounts import negated_floor
from assistant.offline.read.money import parse_budget, spell_numbers
from assistant.offline.read.sizes import parse_size
from assistant.offline.words.lexicon import lexicon
from assistant.offline.words.text import (
    WORD,
    alternation,
    blank,
    fix_contractions,
    normalise,
    squash,
    straighten,
)
from assistant.offline.words.vocabulary import Vocabulary

# "the cheapest jeans", "your priciest coat": an order by price, no word to search for.
_CHEAPEST = re.compile(
    r"\b(?:cheapest|least\s+expensive|lowest[-\s]priced?|most\s+affordable|best\s+value)\b"
)
_DEAREST = re.compile(r"\b(?:most\s+expensive|priciest|dearest|highest[-\s]priced?)\b")
_NOT_A_PRODUCT = re.compile(r"\bdress(?:ed|ing)?\s+up\b|\bdressy\b|\bdress\s+codes?\b")
_EXCLUDE_CUES = (
    r"(?:\bnot|\bno|\bnothing|\b(?:any|every|some)thing(?:\s+else)?\s+but|\bexcept(?:\s+for)?|"
    r"\bexcluding|\bwithout|\bother\s+than|\bnever|\bavoid(?:ing)?|\bhate|\bdislike|"
    r"\bcan't\s+stand|\bcannot\s+stand|\bcan\s+not\s+stand|\bdon't\s+like|\bdo\s+not\s+like|"
    r"\bdon't\s+want|\bdo\s+not\s+want|\bdon't\s+wear|\bnot\s+a\s+fan\s+of|\bnot\s+into|"
    r"\bno\s+more|\ballergic\s+to|\bsick\s+of|\btired\s+of|\bstay\s+away\s+from|\bskip|"
    r"\bsteer\s+clear\s+of|\bno\s+longer\s+like|\baren't|\bisn't|\bare\s+not|\bis\s+not)"
)
_EXCLUDE_BRAND_CUE = re.compile(
    r"(?:\bnot|\bno|\banything(?:\s+else)?\s+but|\bexcept|\bother\s+than|\bnothing\s+from|\bhate|"
    r"\bdon't\s+like|\bavoid)\s+(?:from\s+)?$"
    # "I won't buy anything from X again", "never X" (not "don't you have X?")
    r"|(?:\bnever|n't|\bnot)\s+(?!you\b|mind\b)(?:[\w-]+\s+){0,3}?(?:from\s+)?$"
)

# A waist said as one: "W36", "36 waist", "a waist of 36" (not a bare number by jeans).
_WAIST_SAID = re.compile(r"\bw\s?\d{2}\b|\bwaist\b", re.IGNORECASE)


@dataclass
class Request:
    """What one message asks for. Lists keep the order the words appeared in.

    `colours`/`exclude_colours` are colour names as the shopper said them ("grey"), mapped
    onto the catalogue's colours when the search is planned; `size` is canonical ("M", "32",
    "10Y") and `size_kind` its system (assistant.offline.read.sizes); prices are Decimal EUR; `tag`
    is the catalogue's tag; `query` the free text for the hybrid search, which includes the
    `materials` asked for that the catalogue's products are made of ("linen"): products must
    be made of one of them.
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
    tag_stands_in: bool = False  # the tag of a related occasion ("weekend" searched `casual`)
    query: str | None = None
    materials: list[str] = field(default_factory=list)
    no_range: bool = False  # asked for children where the shop has no children's range
    order: str | None = None  # "price" (cheapest first) or "-price" (dearest first)
    unsold: str = ""  # a product word no type of the shop is, as said ("coats" where none are)

    @property
    def names_product(self) -> bool:
        """True when the message names what to search for (a product, occasion, brand, text)."""
        return bool(self.type or self.subtype or self.tag or self.brand or self.query)

    @property
    def free_text_only(self) -> bool:
        """True when only words the rules could not place name what to search for."""
        return bool(self.query) and not (
            self.type or self.subtype or self.tag or self.brand or self.colours or self.materials
        )

    @property
    def anchored(self) -> bool:
        """True when the message names something to search for (a colour alone counts)."""
        return self.names_product or bool(self.colours)

    @property
    def refines_more(self) -> bool:
        """True when the message narrows by more than a department (a size, price, exclusion)."""
        return bool(
            self.size or self.exclude_colours or self.min_price is not None
            or self.max_price is not None
        )  # fmt: skip

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

    def narrows(self, atoms: list) -> bool:
        """True when the message narrows an earlier search (`refines`, or a colour), a size
        it states as the shopper's own (`atoms`) aside: "I have a 32 waist" after shoes bears
        on them only in their own system (planning's `_related`), not by itself."""
        if self.colours:
            return True
        said = (self.size or "").removeprefix("W")  # "W32": the waist stated as 32
        if not any(a.kind == "size" and a.value[1] in (self.size, said) for a in atoms):
            return self.refines
        priced = self.min_price is not None or self.max_price is not None
        return bool(self.exclude_colours or self.department) or priced


def prepare(text: str, vocab: Vocabulary) -> str:
    """The message as every reader reads it: apostrophes restored, typos corrected, number
    words written as digits. Case is kept (a bare capital "M" is a size)."""
    return spell_numbers(vocab.correct(fix_contractions(straighten(text))))


class _Reader:
    """Blanks what it has placed in both the normalised text and the cased original."""

    def __init__(self, text: str) -> None:
        self.original = text
        self.rest = normalise(text)

    def take(self, start: int, end: int) -> None:
        self.rest = blank(self.rest, start, end)
        self.original = blank(self.original, start, end)


def _colours_in(text: str, vocab: Vocabulary) -> list[str]:
    found: list[str] = []
    for match in vocab.colour_re.finditer(text):
        colour = vocab.colours[squash(match.group(0))]
        if colour not in found:
            found.append(colour)
    return found


def colours_in(text: str, vocab: Vocabulary) -> list[str]:
    """The colour names in normalised `text`, in order, once each."""
    return _colours_in(text, vocab)


def _exclusions(reader: _Reader, vocab: Vocabulary, request: Request) -> None:
    colour_list = vocab.colour_list
    patterns = vocab.cache.get("exclusions")
    if patterns is None:
        patterns = (
            re.compile(
                rf"{_EXCLUDE_CUES}\s+(?:the\s+)?(?:colou?rs?\s+)?(?:anything\s+|any\s+|in\s+)?"
                rf"({colour_list})"
            ),
            re.compile(
                rf"({colour_list})\s+(?:(?:is|are)(?:n't|\s+not|\s+never)\s+(?:really\s+)?"
                r"(?:my\s+(?:colou?r|thing|style)|for\s+me|ok|okay|allowed)|"
                r"(?:doesn't|does\s+not|don't|do\s+not|never)\s+suits?\s+me)"
            ),
        )
        vocab.cache["exclusions"] = patterns
    for pattern in patterns:  # type: ignore[union-attr]
        for match in pattern.finditer(reader.rest):
            for colour in _colours_in(match.group(1), vocab):
                if colour not in request.exclude_colours:
                    request.exclude_colours.append(colour)
            reader.take(*match.span())


def parse_request(text: str, vocab: Vocabulary) -> Request:
    """Read what `text` asks for (issue 11 items 1-2). Never raises."""
    reader = _Reader(prepare(text, vocab))
    request = Request()
    query: list[str] = []

    for pattern, order in ((_CHEAPEST, "price"), (_DEAREST, "-price")):
        for match in pattern.finditer(reader.rest):
            request.order = request.order or order
            reader.take(*match.span())

    budget, spans = parse_budget(reader.rest)
    if budget:
        budget = negated_floor(budget, reader.rest)
        request.min_price, request.max_price = budget.min_price, budget.max_price
        for span in spans:
            reader.take(*span)

    named = [(m, vocab.brands[squash(m.group(0))]) for m in vocab.brand_re.finditer(reader.rest)]
    # a brand refused anywhere ("Ninemonth jeans never fit me so no Ninemonth") is never searched
    refused = {b for m, b in named if _EXCLUDE_BRAND_CUE.search(reader.rest[: m.start()])}
    for match, brand in named:
        if brand not in refused and request.brand is None:
            request.brand = brand
        reader.take(*match.span())

    _exclusions(reader, vocab, request)
    for match in _NOT_A_PRODUCT.finditer(reader.rest):
        query.append(match.group(0).split()[0])
        reader.take(*match.span())

    # A size said in words keeps its words: "extra large" is no "Extras" of a catalogue.
    worded = [m.span() for m in _worded_letter().finditer(reader.rest)]
    for match in vocab.product_re.finditer(reader.rest):
        if any(a < match.end() and match.start() < b for a, b in worded):
            continue
        word = vocab.products[squash(match.group(0))]
        if word.query:
            query.append(word.query)
            if not (word.type or word.subtype or request.unsold):
                request.unsold = match.group(0)
            request.materials.extend(
                m.group(0)
                for m in vocab.material_re.finditer(word.query)
                if vocab.is_catalogue_material(m.group(0))
            )
        if word.type and request.type is None and request.subtype is None:
            request.type, request.subtype = word.type, word.subtype
        elif word.subtype and request.subtype is None and word.type in (None, request.type):
            request.type, request.subtype = word.type or request.type, word.subtype
        elif word.subtype and request.subtype is None and request.type is None:
            request.subtype = word.subtype
        reader.take(*match.span())

    size, span = parse_size(reader.rest, reader.original, vocab, request.type, request.subtype)
    if size and span:
        request.size_kind, request.size = size
        if size[0] == "waist" and size[1].isdigit() and _WAIST_SAID.search(reader.rest):
            request.size = f"W{size[1]}"  # "jeans 36 waist", "W40": no EU 36, the size model's W36
        reader.take(*span)

    for colour in _colours_in(reader.rest, vocab):
        if colour not in request.exclude_colours and colour not in request.colours:
            request.colours.append(colour)
    for match in vocab.colour_re.finditer(reader.rest):
        reader.take(*match.span())

    if match := vocab.department_re.search(reader.rest):
        request.department = vocab.departments[squash(match.group(0))]
        reader.take(*match.span())
    elif match := vocab.no_range_re.search(reader.rest):  # "for my son" in a shop of adults'
        request.no_range = True
        reader.take(*match.span())
    if match := vocab.tag_re.search(reader.rest):
        request.tag = vocab.tags[squash(match.group(0))]
        request.tag_stands_in = squash(match.group(0)) in vocab.stand_ins
        reader.take(*match.span())
    for match in vocab.material_re.finditer(reader.rest):
        query.append(match.group(0))
        if vocab.is_catalogue_material(match.group(0)):
            request.materials.append(match.group(0))
        reader.take(*match.span())
    query.extend(free_words(reader.rest, vocab))
    request.query = " ".join(dict.fromkeys(query)) or None
    return request


@functools.cache
def _worded_letter() -> re.Pattern[str]:
    """The letter sizes said in more than one word ("extra large", "x-small")."""
    names = [n for n in lexicon().letter_sizes if re.search(r"[\s-]", n)]
    return re.compile(alternation(names))


def free_words(text: str, vocab: Vocabulary) -> list[str]:
    """The words of normalised `text` that carry search meaning the rules did not place."""
    lex = vocab.lex
    stop = lex.stopwords | lex.waist_words | lex.shoe_words
    return [w for w in WORD.findall(text) if len(w) >= 3 and w not in stop]
