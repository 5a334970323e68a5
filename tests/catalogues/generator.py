"""Seeded catalogues of other shops, and shopper requests over them (issue 18, the evaluation).

`generate_catalogue(seed)` writes a catalogue in the README's file format ("The catalogue") with
a taxonomy of its own: department names (Gents / Menswear / Ladies / Kidswear ...), type and
subtype names (Knitwear / Jumpers / "Coats & Jackets" ...), one market's size systems (EU, UK or
US shoe and dress sizes, waist and leg, chest with fit, ages, letters, One Size), colours, brands
and prices. `generate_requests(catalogue, count, seed)` composes plain shopper requests from
that catalogue's own values ("any trainers in a 43?", "size 10 dresses for ladies under 60"),
each with the `Wanted` constraints every product linked in the answer must satisfy, plus a few
naming a value the catalogue does not have (nothing may be linked then).

What the shopper's words mean is decided here, from what the generator put in the catalogue
(each size label is made with its system and value), never by the shop's code: the evaluation
must not share the model's understanding. `matching_skus(products, wanted)` computes, from the
catalogue's data, which products satisfy a request; `score_reply` grades an answer.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Any

# --- the words of the trade: roles with the names shops give them and the words shoppers use --
DEPARTMENTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # role: (names a catalogue may use, phrases a shopper uses: "... for men")
    "men": (("Men", "Gents", "Menswear", "Mens", "Him"), ("for men", "for a man", "for him")),
    "women": (
        ("Women", "Ladies", "Womenswear", "Womens", "Her"),
        ("for women", "for ladies", "for her", "for a woman"),
    ),
    "kids": (("Kids", "Children", "Junior", "Kidswear"), ("for kids", "for children")),
}
DEPARTMENT_ADJECTIVES = {
    "men": ("men's", "mens", "gents'"),
    "women": ("women's", "ladies'", "womens"),
    "kids": ("kids'", "children's"),
}

# type role: (names a catalogue may use, shopper words as (singular, plural))
TYPES: dict[str, tuple[tuple[str, ...], tuple[tuple[str, str], ...]]] = {
    "knitwear": (
        ("Knitwear", "Jumpers", "Sweaters", "Knits"),
        (("jumper", "jumpers"), ("sweater", "sweaters"), ("knit", "knitwear")),
    ),
    "outerwear": (
        ("Coats & Jackets", "Outerwear", "Jackets & Coats", "Coats"),
        (("coat", "coats"), ("jacket", "jackets")),
    ),
    "footwear": (("Footwear", "Shoes"), (("pair of shoes", "shoes"),)),
    "trousers": (("Trousers", "Bottoms", "Legwear"), (("pair of trousers", "trousers"),)),
    "dresses": (("Dresses", "Dresses & Skirts"), (("dress", "dresses"),)),
    "tops": (("Tops", "Shirts & Tops", "T-Shirts & Tops"), (("top", "tops"),)),
    "accessories": (("Accessories", "Extras"), (("accessory", "accessories"),)),
}

# subtype role: (type role, names, shopper words (singular, plural))
SUBTYPES: dict[str, tuple[str, tuple[str, ...], tuple[tuple[str, str], ...]]] = {
    "trainers": (
        "footwear",
        ("Trainers", "Sneakers", "Running Shoes"),
        (("pair of trainers", "trainers"), ("pair of sneakers", "sneakers")),
    ),
    "boots": ("footwear", ("Boots", "Ankle Boots"), (("pair of boots", "boots"),)),
    "sandals": ("footwear", ("Sandals", "Sliders"), (("pair of sandals", "sandals"),)),
    "cardigans": ("knitwear", ("Cardigans", "Cardis"), (("cardigan", "cardigans"),)),
    "rollnecks": (
        "knitwear",
        ("Roll Necks", "Turtlenecks", "Polo Necks"),
        (("roll neck", "roll necks"), ("turtleneck", "turtlenecks")),
    ),
    "crewnecks": ("knitwear", ("Crew Necks", "Crewnecks"), (("crew neck jumper", "crew necks"),)),
    "parkas": ("outerwear", ("Parkas",), (("parka", "parkas"),)),
    "raincoats": (
        "outerwear",
        ("Raincoats", "Waterproofs", "Rain Jackets"),
        (("raincoat", "raincoats"), ("rain jacket", "rain jackets")),
    ),
    "blazers": ("outerwear", ("Blazers", "Sport Coats"), (("blazer", "blazers"),)),
    "jeans": ("trousers", ("Jeans", "Denim"), (("pair of jeans", "jeans"),)),
    "chinos": ("trousers", ("Chinos",), (("pair of chinos", "chinos"),)),
    "midis": ("dresses", ("Midi Dresses", "Midi"), (("midi dress", "midi dresses"),)),
    "wraps": ("dresses", ("Wrap Dresses",), (("wrap dress", "wrap dresses"),)),
    "tees": (
        "tops",
        ("T-Shirts", "Tees", "T-shirts"),
        (("t-shirt", "t-shirts"), ("tee", "tees")),
    ),
    "shirts": ("tops", ("Shirts", "Oxford Shirts"), (("shirt", "shirts"),)),
    "blouses": ("tops", ("Blouses",), (("blouse", "blouses"),)),
    "scarves": ("accessories", ("Scarves", "Scarfs"), (("scarf", "scarves"),)),
    "beanies": ("accessories", ("Beanies", "Hats"), (("beanie", "beanies"), ("hat", "hats"))),
}

# department role -> subtype roles it sells
RANGE: dict[str, tuple[str, ...]] = {
    "men": ("trainers", "boots", "cardigans", "rollnecks", "parkas", "blazers", "jeans",
            "chinos", "tees", "shirts", "scarves", "beanies"),
    "women": ("trainers", "boots", "sandals", "cardigans", "crewnecks", "raincoats", "parkas",
              "jeans", "midis", "wraps", "tees", "blouses", "scarves"),
    "kids": ("crewnecks", "parkas", "raincoats", "tees", "beanies"),
}  # fmt: skip

# colour name -> hue family (a request for a colour no product has picks a family none has)
COLOURS = {
    "navy": "blue", "cobalt": "blue", "sky blue": "blue", "charcoal": "grey", "grey": "grey",
    "stone": "neutral", "oatmeal": "neutral", "ecru": "neutral", "camel": "brown",
    "chocolate": "brown", "olive": "green", "forest green": "green", "sage": "green",
    "burgundy": "red", "red": "red", "mustard": "yellow", "black": "black", "white": "white",
    "blush": "pink", "rust": "orange", "lilac": "purple", "plum": "purple",
}  # fmt: skip
FAMILY_WORDS = {
    "blue": "blue", "grey": "grey", "brown": "brown", "green": "green", "red": "red",
    "yellow": "yellow", "black": "black", "white": "white", "pink": "pink",
    "orange": "orange", "purple": "purple", "neutral": "beige",
}  # fmt: skip
BRAND_NAMES = (
    "Northvale", "Harrow & Finch", "Tidewick", "Brackenridge", "Loom & Lark", "Fellside",
    "Marlowe Row", "Ostara", "Kittiwake", "Rowan Street", "Bramblewood", "Saltmarsh Co",
    "Corrie", "Alder & Ash", "Pennant", "Wrenfield", "Quillon", "Hollins", "Sedge", "Mabry",
)  # fmt: skip
MATERIALS = ("cotton", "merino wool", "recycled polyester", "leather", "linen", "denim",
             "lambswool", "organic cotton jersey", "suede", "waxed cotton")  # fmt: skip
TAGS = ("casual", "office", "wedding", "outdoor", "party", "school", "travel", "gym")
ADJECTIVES = ("Harbour", "Ridge", "Everyday", "Weekend", "Classic", "Fell", "Coastal", "City",
              "Heritage", "Meadow", "Summit", "Studio", "Lane", "Cove", "Orchard")  # fmt: skip
PRICE_BANDS = {
    "footwear": (45, 170), "outerwear": (60, 260), "knitwear": (30, 130), "trousers": (30, 110),
    "dresses": (35, 160), "tops": (12, 65), "accessories": (10, 45),
}  # fmt: skip
UNSOLD_TYPES = (("wetsuit", "wetsuits"), ("swimsuit", "swimsuits"), ("tie", "ties"),
                ("dressing gown", "dressing gowns"), ("tuxedo", "tuxedos"))  # fmt: skip


# --- size labels, made with their meaning -------------------------------------------------------
@dataclass(frozen=True)
class Label:
    """A size label and what it means: system ("letter", "EU", "UK", "US", "waist", "chest",
    "age", "one"), a value (letters as their rank, ages in years) and for ranges a high value;
    `fit` is R/S/L for chest sizes, `leg` the leg of a waist size."""

    text: str
    system: str
    value: float = 0
    high: float | None = None
    fit: str = ""
    leg: int = 0


LETTERS = ("XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL")
LETTER_WORDS = {"XS": "extra small", "S": "small", "M": "medium", "L": "large", "XL": "extra large"}


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def _size_run(rng: random.Random, market: str, dept: str, subtype: str) -> list[Label]:
    """The labels a product of `subtype` in `dept` comes in, in `market`'s systems."""
    type_role = SUBTYPES[subtype][0]
    if type_role == "accessories":
        return [Label(rng.choice(("One Size", "One size", "OS")), "one")]
    if dept == "kids":
        if rng.random() < 0.5:
            return [Label(f"{a}-{a + 1}Y", "age", a, a + 1) for a in (3, 5, 7, 9, 11)]
        return [Label(f"{a}Y", "age", a) for a in (4, 6, 8, 10, 12)]
    if type_role == "footwear":
        if market == "UK":
            values = (4, 5, 6, 7, 8) if dept == "women" else (7, 8, 9, 10, 11)
        elif market == "US":
            values = (6, 7, 8, 9, 10) if dept == "women" else (8, 9, 10, 11, 12)
        else:
            values = (37, 38, 39, 40, 41) if dept == "women" else (41, 42, 43, 44, 45)
        labels = [Label(f"{market} {_number(v)}", market, v) for v in values]
        if rng.random() < 0.3:  # a half size some shoe shops carry
            half = values[2] + 0.5
            labels.insert(3, Label(f"{market} {_number(half)}", market, half))
        return labels
    if subtype in ("jeans", "chinos") and dept == "men":
        leg = rng.choice((30, 32, 34))
        return [Label(f"W{w} L{leg}", "waist", w, leg=leg) for w in (30, 32, 34, 36, 38)]
    if subtype == "blazers":
        return [Label(f"{c}{fit}", "chest", c, fit=fit) for c in (38, 40, 42) for fit in "RL"]
    numbered = dept == "women" and type_role in ("dresses", "tops", "trousers", "knitwear")
    if numbered and rng.random() < 0.6:
        base = {"UK": (8, 10, 12, 14, 16), "US": (2, 4, 6, 8, 10)}.get(market, (34, 36, 38, 40, 42))
        return [Label(f"{market} {v}", market, v) for v in base]
    start = rng.choice((1, 2))
    return [Label(s, "letter", LETTERS.index(s)) for s in LETTERS[start : start + 5]]


def _singular(name: str) -> str:
    """A product name's noun from its subtype: "Wrap Dresses" -> "Wrap Dress", "Scarves" ->
    "Scarf", "Trainers" -> "Trainer"."""
    if name.endswith("sses"):
        return name[:-2]
    if name.endswith("ves"):
        return name[:-3] + "f"
    return name[:-1] if name.endswith("s") else name


# --- the catalogue ------------------------------------------------------------------------------
@dataclass
class GeneratedCatalogue:
    """A generated catalogue: `records` (the README file format), the names it gave each role
    (`departments`, `types`, `subtypes`: role -> name), its `colours`, `brands`, `market`, and
    `labels` (size label -> Label, what each label means)."""

    seed: int
    market: str
    records: list[dict[str, Any]]
    departments: dict[str, str]
    types: dict[str, str]
    subtypes: dict[str, str]
    colours: list[str]
    brands: list[str]
    labels: dict[str, Label] = field(default_factory=dict)


def generate_catalogue(seed: int, *, per_subtype: tuple[int, int] = (1, 3)) -> GeneratedCatalogue:
    """A catalogue of one invented shop, fully determined by `seed` (about 50-90 products)."""
    rng = random.Random(seed)
    market = rng.choice(("EU", "UK", "US"))
    depts = ["men", "women"] + (["kids"] if rng.random() < 0.7 else [])
    departments = {role: rng.choice(DEPARTMENTS[role][0]) for role in depts}
    types = {role: rng.choice(names) for role, (names, _) in TYPES.items()}
    subtypes = {role: rng.choice(names) for role, (_, names, _) in SUBTYPES.items()}
    colours = rng.sample(sorted(COLOURS), 9)
    brands = rng.sample(BRAND_NAMES, 5)
    prefix = "".join(ch for ch in brands[0].upper() if ch.isalpha())[:3]
    records: list[dict[str, Any]] = []
    labels: dict[str, Label] = {}
    for dept in depts:
        for sub in RANGE[dept]:
            if rng.random() < 0.2:
                continue  # not every shop sells everything
            type_role = SUBTYPES[sub][0]
            run = _size_run(rng, market, dept, sub)
            for _ in range(rng.randint(*per_subtype)):
                colour = rng.choice(colours)
                brand = rng.choice(brands)
                low, high = PRICE_BANDS[type_role]
                if dept == "kids":
                    low, high = low // 2, high // 2
                price = Decimal(rng.randint(low, high)) + Decimal(rng.choice(("0", "0.5", "0.99")))
                name = f"{rng.choice(ADJECTIVES)} {colour.title()} {_singular(subtypes[sub])}"
                stock = {
                    lab.text: (0 if rng.random() < 0.25 else rng.randint(1, 12)) for lab in run
                }
                if not any(stock.values()):
                    stock[run[0].text] = 3
                for lab in run:
                    labels[lab.text] = lab
                records.append(
                    {
                        "sku": f"{prefix}-{len(records) + 1:03d}",
                        "name": name,
                        "description": f"{name} by {brand}, in {rng.choice(MATERIALS)}.",
                        "brand": brand,
                        "category": {
                            "department": departments[dept],
                            "type": types[type_role],
                            "subtype": subtypes[sub],
                        },
                        "color": colour,
                        "material": rng.choice(MATERIALS),
                        "sizes": [lab.text for lab in run],
                        "price": {"amount": f"{price:.2f}", "currency": "EUR"},
                        "tags": rng.sample(TAGS, rng.randint(0, 2)),
                        "stock": stock,
                    }
                )
    return GeneratedCatalogue(
        seed, market, records, departments, types, subtypes, colours, brands, labels
    )


# --- what a request asks for ----------------------------------------------------------------------
@dataclass(frozen=True)
class Wanted:
    """The constraints of one request; `None` means "not asked". Value sets hold the catalogue's
    own values any of which satisfies the request (compared case-insensitively); `sizes` are
    labels one of which the product must have in stock. An empty set matches nothing (a value
    the catalogue does not have)."""

    department: tuple[str, ...] | None = None
    type: tuple[str, ...] | None = None
    subtype: tuple[str, ...] | None = None
    colour: tuple[str, ...] | None = None
    brand: tuple[str, ...] | None = None
    sizes: tuple[str, ...] | None = None
    max_price: str | None = None
    min_price: str | None = None

    def as_json(self) -> dict[str, Any]:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(self).items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Wanted:
        return cls(**{k: (tuple(v) if isinstance(v, list) else v) for k, v in data.items()})


@dataclass(frozen=True)
class Request:
    """A shopper's request on one catalogue: `text`, its `wanted` constraints and `kind` (the
    template's name, for the failure listing)."""

    text: str
    wanted: Wanted
    kind: str

    def as_json(self) -> dict[str, Any]:
        return {"text": self.text, "kind": self.kind, "wanted": self.wanted.as_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Request:
        return cls(data["text"], Wanted.from_json(data["wanted"]), data["kind"])


def _fold(value: str) -> str:
    return " ".join(value.casefold().split())


def product_matches(product: dict[str, Any], wanted: Wanted) -> bool:
    """Does `product` satisfy `wanted`? `product`: {sku, department, type, subtype, colour,
    brand, price (Decimal or str), stock: {label: count}} as the shop stored it."""
    for name in ("department", "type", "subtype", "colour", "brand"):
        allowed = getattr(wanted, name)
        if allowed is not None and _fold(str(product[name])) not in {_fold(v) for v in allowed}:
            return False
    price = Decimal(str(product["price"]))
    if wanted.max_price is not None and price > Decimal(wanted.max_price):
        return False
    if wanted.min_price is not None and price < Decimal(wanted.min_price):
        return False
    if wanted.sizes is not None:
        asked = {_fold(s).replace(" ", "") for s in wanted.sizes}
        in_stock = {_fold(s).replace(" ", "") for s, n in product["stock"].items() if n > 0}
        if not asked & in_stock:
            return False
    return True


def matching_skus(products: Iterable[dict[str, Any]], wanted: Wanted) -> set[str]:
    """The SKUs of `products` (see `product_matches`) that satisfy `wanted`."""
    return {p["sku"] for p in products if product_matches(p, wanted)}


LINK = re.compile(r"\]\(\s*/products/([^/)\s]+)/?\s*\)")


def linked_skus(reply: str) -> list[str]:
    """The SKUs a Markdown reply links as [name](/products/SKU/), in order."""
    return LINK.findall(reply)


def score_reply(reply: str, products: Sequence[dict[str, Any]], wanted: Wanted) -> tuple[bool, str]:
    """Grade an answer: (correct, why not). Correct when it links at least one product and every
    linked product satisfies `wanted`; when no product of the catalogue does, when it links
    nothing."""
    by_sku = {p["sku"]: p for p in products}
    matches = matching_skus(products, wanted)
    linked = linked_skus(reply)
    wrong = [s for s in linked if s not in by_sku or not product_matches(by_sku[s], wanted)]
    if wrong:
        return False, f"linked {len(wrong)} not matching: {', '.join(wrong[:4])}"
    if matches and not linked:
        return False, f"linked nothing; {len(matches)} products match"
    return True, ""


# --- composing requests ---------------------------------------------------------------------------
@dataclass
class _Slots:
    """The phrases and constraints a template fills in."""

    phrases: dict[str, str] = field(default_factory=dict)
    wanted: dict[str, Any] = field(default_factory=dict)


def size_phrases(label: Label) -> list[tuple[str, Label]]:
    """How a shopper says `label`, each phrase with its own preposition ("in a 43", "for a 5
    year old"), paired with the label it was made from."""
    v = _number(label.value)
    if label.system in ("EU", "UK", "US"):
        said = (f"in {v}", f"in a {v}", f"in size {v}", f"size {v}", f"in {label.system} {v}")
    elif label.system == "waist":
        said = (f"with a {v} waist", f"in a {v} waist", f"in W{v}", f"{v} waist")
    elif label.system == "chest":
        fit = {"R": "regular", "L": "long", "S": "short"}[label.fit]
        said = (f"in a {v} {fit}", f"in {v}{label.fit}")
    elif label.system == "age":
        said = (f"for a {v} year old", f"for age {v}", f"for my {v}-year-old")
    elif label.system == "letter":
        word = LETTER_WORDS.get(label.text)
        said = (f"size {label.text}", f"in {label.text}")
        if word:
            said += (f"in {word}", f"in a {word}", f"size {word}")
    else:
        said = ()
    return [(phrase, label) for phrase in said]


def accepted_labels(phrase_label: Label, phrase: str, labels: Iterable[Label]) -> tuple[str, ...]:
    """The catalogue's labels a size phrase means: the same system and value (any leg for a
    waist, any fit for a chest said without one, every age range holding the age)."""
    out = []
    for lab in labels:
        if phrase_label.system == "age" and lab.system == "age":
            top = lab.high if lab.high is not None else lab.value
            if lab.value <= phrase_label.value <= top:
                out.append(lab.text)
        elif lab.system == phrase_label.system and lab.value == phrase_label.value:
            if lab.system == "chest" and phrase_label.fit and lab.fit != phrase_label.fit:
                continue
            out.append(lab.text)
    return tuple(sorted(out))


def _price_phrase(rng: random.Random, amount: int) -> str:
    return rng.choice(
        (f"under {amount}", f"under €{amount}", f"for less than {amount} euros",
         f"max {amount}", f"no more than {amount}", f"up to {amount} EUR", f"below {amount}")
    )  # fmt: skip


# Templates: (name, text). Slots: {what} a type or subtype word (plural), {what1} singular with
# an article, {dept} "for men", {adj} "men's", {size} a size phrase, {colour}, {price}, {brand}.
TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "any {what} {size}?"),
    ("what+size", "do you have {what} {size}"),
    ("what+dept", "{what} {dept}"),
    ("what+dept", "show me {adj} {what}"),
    ("what+dept+size", "I need {what1} {dept} {size}"),
    ("what+colour", "have you got any {colour} {what}?"),
    ("what+colour+dept", "{colour} {what} {dept} please"),
    ("what+price", "{what} {price}"),
    ("what+dept+price", "looking for {adj} {what} {price}"),
    ("what+size+price", "{what} {size} {price}"),
    ("what+brand", "anything from {brand} in {what}?"),
    ("what+brand", "do you stock {brand} {what}"),
    ("absent-colour", "do you have {what} in {colour}?"),
    ("absent-what", "I'm after {what} {dept}"),
    ("absent-size", "got any {what} {size}?"),
)


def _pick_product(rng: random.Random, cat: GeneratedCatalogue, *, sized: bool) -> dict[str, Any]:
    pool = [
        r for r in cat.records
        if not sized or cat.labels[r["sizes"][0]].system not in ("one",)
    ]  # fmt: skip
    return rng.choice(pool)


def _role(mapping: dict[str, str], value: str) -> str:
    return next(role for role, name in mapping.items() if name == value)


def _compose(rng: random.Random, cat: GeneratedCatalogue, name: str, text: str) -> Request:
    product = _pick_product(rng, cat, sized="{size}" in text)
    dept_role = _role(cat.departments, product["category"]["department"])
    sub_role = _role(cat.subtypes, product["category"]["subtype"])
    type_role = SUBTYPES[sub_role][0]
    wanted: dict[str, Any] = {}
    phrases: dict[str, str] = {}
    # {what}: half the time the type's word, half the subtype's
    if rng.random() < 0.5 and type_role not in ("accessories",):
        one, many = rng.choice(TYPES[type_role][1])
        wanted["type"] = (cat.types[type_role],)
    else:
        one, many = rng.choice(SUBTYPES[sub_role][2])
        wanted["subtype"] = (cat.subtypes[sub_role],)
    phrases["what"], phrases["what1"] = many, ("an " if one[0] in "aeiou" else "a ") + one
    if "{dept}" in text or "{adj}" in text:
        phrases["dept"] = rng.choice(DEPARTMENTS[dept_role][1])
        phrases["adj"] = rng.choice(DEPARTMENT_ADJECTIVES[dept_role])
        wanted["department"] = (cat.departments[dept_role],)
    if "{size}" in text:
        in_stock = [s for s, n in product["stock"].items() if n > 0]
        label = cat.labels[rng.choice(in_stock)]
        if name == "absent-size":
            label = _absent_size(label, cat)
        phrase, meant = rng.choice(size_phrases(label))
        phrases["size"] = phrase
        wanted["sizes"] = accepted_labels(meant, phrase, cat.labels.values())
    if "{colour}" in text:
        if name == "absent-colour":
            present = {COLOURS[c] for c in cat.colours}
            family = rng.choice(sorted(set(FAMILY_WORDS) - present))
            phrases["colour"] = FAMILY_WORDS[family]
            wanted["colour"] = ()
        else:
            phrases["colour"] = product["color"]
            wanted["colour"] = (product["color"],)
    if "{price}" in text:
        amount = int(Decimal(product["price"]["amount"])) + rng.randint(1, 15)
        amount = (amount + 4) // 5 * 5
        phrases["price"] = _price_phrase(rng, amount)
        wanted["max_price"] = str(amount)
    if "{brand}" in text:
        phrases["brand"] = product["brand"]
        wanted["brand"] = (product["brand"],)
    if name == "absent-what":
        one, many = rng.choice(UNSOLD_TYPES)
        phrases["what"], phrases["what1"] = many, f"a {one}"
        wanted.pop("type", None)
        wanted["subtype"] = ()
    return Request(text.format(**phrases), Wanted(**wanted), name)


def _absent_size(label: Label, cat: GeneratedCatalogue) -> Label:
    """A size of the same system that no label of the catalogue has (a size 52 shoe)."""
    taken = {(lab.system, lab.value) for lab in cat.labels.values()}
    value = label.value
    while (label.system, value) in taken:
        value += 10 if label.system in ("EU", "waist") else 6
    if label.system == "letter":
        return Label("5XL", "letter", 12)
    return Label(label.text, label.system, value, label.high and value + 1, label.fit, label.leg)


def generate_requests(
    cat: GeneratedCatalogue,
    count: int,
    seed: int,
    templates: Sequence[tuple[str, str]] = TEMPLATES,
) -> list[Request]:
    """`count` requests over `cat`, composed from `templates` in turn ((kind, text) pairs; the
    kind "absent-colour" / "absent-what" / "absent-size" names a value the catalogue lacks)."""
    rng = random.Random(seed)
    order = list(templates)
    rng.shuffle(order)
    requests: list[Request] = []
    seen: set[str] = set()
    attempts = 0
    while len(requests) < count and attempts < count * 20:
        name, text = order[attempts % len(order)]
        attempts += 1
        if name == "absent-size" and not _sized_labels(cat):
            continue
        request = _compose(rng, cat, name, text)
        if request.text.casefold() not in seen:
            seen.add(request.text.casefold())
            requests.append(request)
    return requests


def _sized_labels(cat: GeneratedCatalogue) -> bool:
    return any(lab.system != "one" for lab in cat.labels.values())
