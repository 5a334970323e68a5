"""Request templates and catalogue seeds of the dev3 split (issue 18).

Written by the fourth corpus writer (a helper session, 2026-12-02), blind: without opening the
offline model, its tests, the other splits' templates or build.py's template tuples; only the
slot names and value lists of `tests/catalogues/generator.py`. Shopper requests in several
registers (terse, polite, chatty, British and American), each using exactly the slots its kind
names: {what} a product word (plural), {what1} singular with an article, {dept} "for men" /
{adj} "men's", {size} a size phrase with its preposition ("in a 43", "size M", "for age 6"),
{colour}, {price} ("under 50", "max 50", ...) and {brand}. Kinds "absent-*" name a colour,
product or size the catalogue lacks. Read by `build.py` (`SEEDS`, `TEMPLATES`).
"""

SEEDS = (5501, 5502, 5503, 5504, 5505)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, {what} {size}??"),
    ("what+size", "Looking for {what1} {size}, please."),
    ("what+size", "Would you have {what} {size} at the moment?"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept", "I'm after some {adj} {what}"),
    ("what+dept+size", "Do you do {adj} {what} {size}?"),
    ("what+dept+size", "need {what1} {dept}, {size}"),
    ("what+colour", "Anything {colour} in the way of {what}?"),
    ("what+colour", "I'd love {what1} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept}, if you have them"),
    ("what+colour+dept", "show me {colour} {adj} {what}"),
    ("what+colour+size", "{colour} {what} {size}?"),
    ("what+colour+size", "Is there {what1} in {colour}, {size}?"),
    ("what+price", "cheap {what}, {price} ideally"),
    ("what+price", "What {what} do you have {price}?"),
    ("what+dept+price", "{adj} {what} {price}, please"),
    ("what+dept+price", "Could you find me {what1} {dept} {price}?"),
    ("what+size+price", "{what} {size}, {price}"),
    ("what+size+price", "I need {what1} {size}, {price} if possible."),
    ("what+brand", "Have you got any {brand} {what} in stock?"),
    ("what+brand", "Show me what {brand} has in {what}."),
    ("what+brand", "I only really buy {brand} - any {what}?"),
    ("what+brand+dept", "{brand} {what} {dept}?"),
    ("what+brand+dept", "Anything by {brand} in {adj} {what}?"),
    ("absent-colour", "Have you got {what} in {colour} at all?"),
    ("absent-colour", "I'm desperate for some {colour} {what}"),
    ("absent-what", "Do you sell {what}?"),
    ("absent-what", "I'm hunting for {what1}, any luck?"),
    ("absent-size", "do you do {what} {size}?"),
    ("absent-size", "{what1} {size} please, can you check?"),
)
