"""Split "test21" (issue 18): request templates, written blind, by hand, on 2026-12-06 by a
twenty-fourth writer who never saw the offline model's code or tests, nor any other split's
sentences or templates; only the brief, `__init__.py` and `tests/catalogues/generator.py`.

Two templates per kind the generator knows, each using the slots its kind fills and adding no
constraint of its own.
"""

from __future__ import annotations

SEEDS = (12101, 12102, 12103, 12104, 12105)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, got any {what} {size}?"),
    ("what+size", "need {what} {size}, what have you got"),
    ("what+dept", "can I have a look at your {adj} {what} please"),
    ("what+dept", "browsing {what} {dept} - what's in at the moment?"),
    ("what+dept+size", "looking for {what1} {dept} {size}"),
    ("what+dept+size", "Do you do {adj} {what} {size}?"),
    ("what+colour", "any {colour} {what} in stock?"),
    ("what+colour", "I'm after {what} in {colour}, what do you have?"),
    ("what+colour+dept", "show me {colour} {what} {dept}"),
    ("what+colour+dept", "{adj} {what} in {colour}, please"),
    ("what+colour+size", "{colour} {what} {size}?"),
    ("what+colour+size", "Have you got {what1} in {colour}, {size}?"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+price", "show me {what} {price} pls"),
    ("what+dept+price", "need some {adj} {what} {price}"),
    ("what+dept+price", "{what} {dept}, {price}?"),
    ("what+size+price", "i need {what} {size}, {price}"),
    ("what+size+price", "{what} {size}, {price} - anything?"),
    ("what+brand", "what {brand} {what} do you have?"),
    ("what+brand", "got any {what} by {brand}?"),
    ("what+brand+dept", "{brand} {what} {dept}?"),
    ("what+brand+dept", "do you carry {adj} {what} from {brand}"),
    ("absent-colour", "Any {what} in {colour}?"),
    ("absent-colour", "I'd love {what1} in {colour}, do you have one?"),
    ("absent-what", "do you sell {what}?"),
    ("absent-what", "need {what1} {dept}, anything?"),
    ("absent-size", "have you got {what} {size}?"),
    ("absent-size", "is there any chance of {what1} {size}"),
)
