"""Request templates and catalogue seeds for split "test25", written blind from the issue's
categories.

The writer saw only the corpus format and tests/catalogues/generator.py (its TEMPLATES' kinds
and slots), never the assistant's code or another split's templates. Same kinds and slots as
the generator: {what} plural, {what1} singular with its article, {dept} "for men", {adj}
"men's", {size} a size phrase with its preposition, {colour}, {price} a price phrase, {brand};
worded the way shoppers type, differently from the generator's own.
"""

SEEDS = (12501, 12502, 12503, 12504, 12505)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, looking for {what} {size} - anything in stock?"),
    ("what+size", "need {what} {size} asap"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept", "can I see your {adj} {what}"),
    ("what+dept+size", "after {what1} {dept} {size} if you have one"),
    ("what+dept+size", "{adj} {what} {size}?? thx"),
    ("what+colour", "looking for {what} in {colour}"),
    ("what+colour", "any {colour} {what} in at the moment?"),
    ("what+colour+dept", "I'd love some {colour} {what} {dept}"),
    ("what+colour+dept", "{adj} {what} in {colour} pls"),
    ("what+price", "what {what} do you do {price}?"),
    ("what+price", "budget's tight - {what} {price}"),
    ("what+dept+price", "{what} {dept} {price}, what've you got"),
    ("what+dept+price", "show us {adj} {what} {price}"),
    ("what+size+price", "{what} {size} and {price} please"),
    ("what+size+price", "hi, I'm hunting for {what} {size}, {price}"),
    ("what+brand", "got any {brand} {what} in?"),
    ("what+brand", "which {what} do you have from {brand}"),
    ("absent-colour", "any chance of {what} in {colour}?"),
    ("absent-colour", "{colour} {what} - do you sell them?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "looking for {what}, do you carry them?"),
    ("absent-size", "have you any {what} {size}"),
    ("absent-size", "struggling to find {what} {size}, any luck here?"),
)
