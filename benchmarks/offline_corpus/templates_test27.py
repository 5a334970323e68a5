"""Request templates for split "test27".

Written blind: the writer saw only the corpus format (benchmarks/offline_corpus/__init__.py) and
the catalogue generator (tests/catalogues/generator.py), never the offline model's code, its
tests or any other split. Same kinds and slots as the generator's TEMPLATES: {what} plural,
{what1} singular with its article, {dept} "for men", {adj} "men's", {size} a size phrase with
its preposition, {colour}, {price} a price phrase, {brand}; worded the way shoppers type,
differently from the generator's own.
"""

SEEDS = (12701, 12702, 12703, 12704, 12705)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, after some {what} {size} - got anything?"),
    ("what+size", "need {what} {size} asap pls"),
    ("what+dept", "what {what} have you got {dept}"),
    ("what+dept", "browsing {adj} {what}, what's in?"),
    ("what+dept+size", "can u find me {what1} {dept} {size}"),
    ("what+dept+size", "{what} {dept}, {size} please"),
    ("what+colour", "got {what} in {colour} by any chance?"),
    ("what+colour", "{colour} {what} - what have you got"),
    ("what+colour+dept", "looking for {colour} {what} {dept}"),
    ("what+colour+dept", "any {adj} {what} in {colour}?"),
    ("what+price", "show me {what} {price} pls"),
    ("what+price", "money's tight, any {what} {price}?"),
    ("what+dept+price", "{adj} {what} {price}, what are my options"),
    ("what+dept+price", "need {what} {dept} {price}"),
    ("what+size+price", "looking for {what} {size}, {price} if poss"),
    ("what+size+price", "any {what} {size} going for {price}? ta"),
    ("what+brand", "which {brand} {what} do you carry?"),
    ("what+brand", "show me {what} by {brand}"),
    ("absent-colour", "looking for {what} in {colour}, any?"),
    ("absent-colour", "{colour} {what} - do you do them?"),
    ("absent-what", "where are your {what} {dept}?"),
    ("absent-what", "do u sell {what} {dept}"),
    ("absent-size", "have you any {what} {size} left?"),
    ("absent-size", "{what} {size} - in stock?"),
)
