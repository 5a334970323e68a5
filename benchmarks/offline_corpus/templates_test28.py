"""Request templates and seeds of split "test28", written blind to the offline model and to the
other splits.

`SEEDS`: the seeds `tests/catalogues/generator.py` makes the split's five catalogues (and their
requests) from. `TEMPLATES`: (kind, text) pairs for `generate_requests(..., templates=TEMPLATES)`,
two per kind. Slots: {what} a type or subtype word (plural), {what1} singular with an article,
{dept} "for men", {adj} "men's", {size} a size phrase with its preposition, {colour}, {price}
a price phrase ("under 60"), {brand}. `CONSTRAINTS`: the `Wanted` fields each kind's requests set
(the values come from the catalogue; an "absent-" kind names a value the catalogue lacks, so no
product may be linked).
"""

from __future__ import annotations

SEEDS: tuple[int, ...] = (12801, 12802, 12803, 12804, 12805)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got {what} {size} at all?"),
    ("what+size", "need some {what} {size} pls"),
    ("what+dept", "any {what} {dept}?"),
    ("what+dept", "just browsing {adj} {what}"),
    ("what+dept+size", "do you sell {what1} {dept} {size}?"),
    ("what+dept+size", "hunting for {adj} {what} {size}"),
    ("what+colour", "{colour} {what}, what have you got?"),
    ("what+colour", "show me some {what} in {colour}"),
    ("what+colour+dept", "any {colour} {what} {dept}?"),
    ("what+colour+dept", "I'd like {adj} {what} in {colour}"),
    ("what+price", "need {what} {price}"),
    ("what+price", "which {what} have you got {price}?"),
    ("what+dept+price", "{adj} {what} {price} please"),
    ("what+dept+price", "shopping {dept}: {what} {price}"),
    ("what+size+price", "{what} {size}, {price}"),
    ("what+size+price", "anything in {what} {size} {price}?"),
    ("what+brand", "show me {brand} {what}"),
    ("what+brand", "got any {what} by {brand}?"),
    ("absent-colour", "any {what} in {colour} at all?"),
    ("absent-colour", "I want {colour} {what}"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "need {what1} {dept}, got any?"),
    ("absent-size", "need {what} {size}, have you got them?"),
    ("absent-size", "{what} {size} in stock?"),
)

# kind -> the `Wanted` fields its requests constrain ("type" or "subtype" for {what})
CONSTRAINTS: dict[str, tuple[str, ...]] = {
    "what+size": ("type|subtype", "sizes"),
    "what+dept": ("type|subtype", "department"),
    "what+dept+size": ("type|subtype", "department", "sizes"),
    "what+colour": ("type|subtype", "colour"),
    "what+colour+dept": ("type|subtype", "colour", "department"),
    "what+price": ("type|subtype", "max_price"),
    "what+dept+price": ("type|subtype", "department", "max_price"),
    "what+size+price": ("type|subtype", "sizes", "max_price"),
    "what+brand": ("type|subtype", "brand"),
    "absent-colour": ("type|subtype", "colour"),
    "absent-what": ("subtype", "department"),
    "absent-size": ("type|subtype", "sizes"),
}
