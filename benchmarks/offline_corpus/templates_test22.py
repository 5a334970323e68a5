"""Split "test22" (issue 18): request templates and seeds for the other shops' catalogues, two
templates for every kind `tests/catalogues/generator.py`'s default TEMPLATES uses, with the same
slots, adding no constraint of their own; written blind, by hand, on 2026-12-06 by a
twenty-fifth writer who never saw the offline model's code or tests, nor any other split's
sentences or templates; only this brief, `__init__.py` (and, for the templates,
`tests/catalogues/generator.py`).
"""

from __future__ import annotations

SEEDS = (12201, 12202, 12203, 12204, 12205)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hi, I need some {what} {size}"),
    ("what+size", "would you have {what} {size} by any chance?"),
    ("what+dept", "can I see your {what} {dept}?"),
    ("what+dept", "what {adj} {what} have you got"),
    ("what+dept+size", "I want {what1} {dept} {size}, what've you got?"),
    ("what+dept+size", "any chance of {what1} {dept} {size}?"),
    ("what+colour", "I'd like some {colour} {what}"),
    ("what+colour", "show me what {colour} {what} you've got"),
    ("what+colour+dept", "looking for {colour} {what} {dept}"),
    ("what+colour+dept", "got anything {colour}? {what} {dept}"),
    ("what+price", "any {what} {price}?"),
    ("what+price", "what {what} have you got {price}"),
    ("what+dept+price", "{adj} {what} {price} please"),
    ("what+dept+price", "show me {adj} {what}, {price}"),
    ("what+size+price", "after {what} {size}, {price}"),
    ("what+size+price", "can you find me {what} {size} {price}?"),
    ("what+brand", "got any {brand} {what}?"),
    ("what+brand", "what {what} do you have by {brand}"),
    ("absent-colour", "I'm looking for {colour} {what}"),
    ("absent-colour", "are there any {what} in {colour}?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "need {what} {dept}, got any?"),
    ("absent-size", "{what} {size}, have you got any?"),
    ("absent-size", "is there any chance of {what} {size}?"),
)
