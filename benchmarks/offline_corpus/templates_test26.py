"""Request templates and seeds for split "test26".

Written blind: the writer saw only the corpus format (benchmarks/offline_corpus/__init__.py)
and the catalogue generator (tests/catalogues/generator.py), never the assistant's code, its
tests or any other split. Same kinds and slots as the generator's TEMPLATES: {what} a type or
subtype word (plural), {what1} the singular with its article, {dept} "for men", {adj} "men's",
{size} a size phrase with its preposition, {colour}, {price} a price phrase, {brand}; worded
the way shoppers type, differently from the generator's own.
"""

SEEDS = (12601, 12602, 12603, 12604, 12605)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got {what} {size} at all?"),
    ("what+size", "hiya, looking for {what} {size}, what have you got"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept", "can i see your {adj} {what} pls"),
    ("what+dept+size", "after {what1} {dept} {size}"),
    ("what+dept+size", "need {adj} {what} {size}, anything?"),
    ("what+colour", "show me your {colour} {what}"),
    ("what+colour", "{what} in {colour}? what's there"),
    ("what+colour+dept", "want some {colour} {what} {dept}"),
    ("what+colour+dept", "got any {adj} {what} in {colour}?"),
    ("what+price", "what {what} do you have {price}"),
    ("what+price", "hunting for {what} {price} ta"),
    ("what+dept+price", "{adj} {what} {price}, any?"),
    ("what+dept+price", "need {what} {dept} {price} please"),
    ("what+size+price", "have u got {what} {size} {price}?"),
    ("what+size+price", "{what} {size}, {price} if poss"),
    ("what+brand", "got anything by {brand}? after {what}"),
    ("what+brand", "show me {what} from {brand}"),
    ("absent-colour", "any {colour} {what} at all?"),
    ("absent-colour", "looking for {what1} in {colour} pls"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "need {what1} {dept}, got one?"),
    ("absent-size", "can i get {what1} {size}?"),
    ("absent-size", "{what} {size} in stock?"),
)
