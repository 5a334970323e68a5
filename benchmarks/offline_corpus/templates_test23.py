"""Split "test23" (issue 18): request templates and catalogue seeds; written blind, by hand, on
2026-12-06 by a twenty-sixth writer who never saw the offline model's code or tests, nor any
other split's sentences or templates; only this brief, `__init__.py` (and, for the templates,
`tests/catalogues/generator.py`).

Two templates for every kind the generator's default TEMPLATES uses, each with that kind's own
slots ({what}, {what1}, {dept}, {adj}, {size}, {colour}, {price}, {brand}) and no constraint of
its own: no department, colour, size or price words beyond the slots.
"""

SEEDS = (12301, 12302, 12303, 12304, 12305)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, have you got {what} {size}"),
    ("what+size", "{what} {size} - what is there?"),
    ("what+dept", "can i see your {adj} {what}"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept+size", "could you find me {what1} {dept} {size}"),
    ("what+dept+size", "after {what1} {dept}, {size} please"),
    ("what+colour", "I'm after some {colour} {what}"),
    ("what+colour", "{colour} {what} - what have you got?"),
    ("what+colour+dept", "show me {colour} {what} {dept}"),
    ("what+colour+dept", "got any {colour} {what} {dept}?"),
    ("what+price", "any {what} {price}?"),
    ("what+price", "what {what} do you have {price}"),
    ("what+dept+price", "{adj} {what} {price} please"),
    ("what+dept+price", "can you show me {adj} {what} {price}?"),
    ("what+size+price", "need {what} {size}, {price}"),
    ("what+size+price", "are there any {what} {size} {price}?"),
    ("what+brand", "show me {brand} {what}"),
    ("what+brand", "got any {what} by {brand}?"),
    ("absent-colour", "any {colour} {what}?"),
    ("absent-colour", "i'm looking for {what} in {colour}"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "need some {what} {dept} please"),
    ("absent-size", "have you got {what} {size}?"),
    ("absent-size", "{what} {size} - any left?"),
)
