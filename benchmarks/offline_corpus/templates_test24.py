"""Request templates and catalogue seeds for split "test24", written blind from the issue's
categories.

The writer saw only the corpus format (benchmarks/offline_corpus/__init__.py) and the catalogue
generator (tests/catalogues/generator.py), never the assistant's code, its tests or any other
split. The kinds and slots are the generator's ({what}, {what1}, {dept}, {adj}, {size},
{colour}, {price}, {brand}); the wording is new, two templates a kind.
"""

SEEDS = (12401, 12402, 12403, 12404, 12405)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "need some {what} {size}, anything?"),
    ("what+size", "got {what} {size} in stock at all"),
    ("what+dept", "what {what} have you got {dept}"),
    ("what+dept", "browsing {adj} {what} today, what's good"),
    ("what+dept+size", "looking for {what1} {dept} {size} pls"),
    ("what+dept+size", "can u find me {what1} {dept}, {size}"),
    ("what+colour", "{colour} {what}? got any"),
    ("what+colour", "i quite fancy some {colour} {what}"),
    ("what+colour+dept", "any {colour} {what} {dept} at all?"),
    ("what+colour+dept", "on the hunt for {colour} {what} {dept}"),
    ("what+price", "cheap {what} please, {price}"),
    ("what+price", "show us your {what} {price}"),
    ("what+dept+price", "{adj} {what} {price}, what've you got"),
    ("what+dept+price", "need {what} {dept}, {price} ideally"),
    ("what+size+price", "after {what} {size}, {price} if poss"),
    ("what+size+price", "any {what} going {size}? {price} tho"),
    ("what+brand", "what {brand} {what} do you carry"),
    ("what+brand", "any {what} by {brand}?"),
    ("absent-colour", "got {what} in {colour} at all?"),
    ("absent-colour", "{colour} {what}, do you sell those?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "hunting for {what1} {dept}, any luck?"),
    ("absent-size", "anything in {what} {size}?"),
    ("absent-size", "is there {what1} {size} anywhere in the shop"),
)
