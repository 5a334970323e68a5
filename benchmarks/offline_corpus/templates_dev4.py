"""Request templates and seeds of split "dev4" (issue 18), a dev split the developer tunes on.

Written blind, by hand, on 2026-12-02 by a seventh writer who never saw the offline model's code
or tests, nor any other split's sentences or templates; only the slot names and kinds of
`tests/catalogues/generator.py`. `build.py` composes `requests_dev4.json` from these.
"""

SEEDS = (7701, 7702, 7703, 7704, 7705)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, got {what} {size} at all?"),
    ("what+size", "need {what} {size} pls"),
    ("what+dept", "could you show me some {what} {dept}"),
    ("what+dept", "browsing {adj} {what} today"),
    ("what+dept+size", "looking for {what1} {dept} {size}, what have you got"),
    ("what+dept+size", "Id like {what1} {dept} {size}"),
    ("what+colour", "any chance of {colour} {what}?"),
    ("what+colour", "I'm hunting for {what} in {colour}"),
    ("what+colour+dept", "what {colour} {what} do you carry {dept}?"),
    ("what+colour+dept", "{colour} {what} {dept}, if you have them"),
    ("what+price", "show me {what} {price} please"),
    ("what+price", "got any {what}? {price} ideally"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+size+price", "I want {what} {size}, {price}"),
    ("what+size+price", "can I get {what} {size} {price}"),
    ("what+brand", "what {brand} {what} have you got"),
    ("what+brand", "Do you sell {what} by {brand}?"),
    ("absent-colour", "any {colour} {what} going?"),
    ("absent-what", "Would you happen to sell {what} {dept}?"),
    ("absent-size", "have you {what} {size}"),
    ("absent-size", "looking for {what} {size} please"),
)
