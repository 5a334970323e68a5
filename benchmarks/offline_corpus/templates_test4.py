"""Request templates and catalogue seeds of held-out split "test4" (issue 18).

Written by hand on 2026-12-02 by a sixth writer, blind: only the slot names and request kinds of
`tests/catalogues/generator.py` were read, never the offline model's code or tests, nor any
other split's templates. Each template is (kind, text) and uses exactly the slots its kind
names: {what} (plural) or {what1} (singular with its article), {dept} ("for men") or {adj}
("men's"), {size} (a size phrase with its preposition), {colour}, {price} (with its
preposition) and {brand}. `build.py` makes `requests_test4.json` from them, one catalogue per
seed and one request per template on each.
"""

from __future__ import annotations

SEEDS = (6701, 6702, 6703, 6704, 6705)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "looking for {what} {size}, anything?"),
    ("what+size", "Have you any {what} {size} in stock?"),
    ("what+size", "{what} {size} pls"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept", "browsing {adj} {what}"),
    ("what+dept", "Could I see your {adj} {what}, please?"),
    ("what+dept+size", "I'm after {what1} {dept} {size}"),
    ("what+dept+size", "need {what} {dept} {size} asap"),
    ("what+dept+size", "Would you have {what1} {dept}, {size}?"),
    ("what+colour", "Do you do {colour} {what}?"),
    ("what+colour", "any {colour} {what} at all"),
    ("what+colour", "I'd love {what1} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept}?"),
    ("what+colour+dept", "Show me {adj} {what} in {colour}, please."),
    ("what+colour+dept", "hi, got anything {colour} in {adj} {what}?"),
    ("what+price", "cheap {what}, {price}"),
    ("what+price", "What {what} do you have {price}?"),
    ("what+price", "I want {what1} {price}"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+dept+price", "Any {what} {dept} {price}, please?"),
    ("what+size+price", "I need {what} {size}, {price}"),
    ("what+size+price", "{what} {size} and {price} if poss"),
    ("what+brand", "Do you carry {brand} {what}?"),
    ("what+brand", "Show me {what} by {brand}."),
    ("what+brand", "anything in {what} from {brand}"),
    ("absent-colour", "Are there any {what} in {colour}?"),
    ("absent-colour", "I'm looking for {what} in {colour}, do you have any?"),
    ("absent-what", "Do you sell {what}?"),
    ("absent-what", "I need {what1}, have you got one?"),
    ("absent-what", "any {what} in the shop?"),
    ("absent-size", "do you have {what} {size}?"),
    ("absent-size", "Any chance of {what} {size}?"),
)
