"""Request templates and catalogue seeds for split test35: product requests written blind
(from the brief only) as different shoppers would type them -- terse, chatty, polite, typo-free
but informal. Two templates for each of the twelve kinds; each uses exactly the slots its kind
names ({what} plural type, {what1} singular with article, {dept}/{adj} department, {size} size
phrase with its own preposition, {colour}, {price} price phrase with its own words, {brand}).
SEEDS are five catalogue seeds for this split.
"""

SEEDS = (83417, 80962, 87205, 85531, 89148)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "I'm looking for {what} {size}, what have you got"),
    ("what+dept", "show me your {what} {dept}"),
    ("what+dept", "{adj} {what} please"),
    ("what+dept+size", "do you have {adj} {what} {size}"),
    ("what+dept+size", "need some {what} {dept} {size}"),
    ("what+colour", "any {colour} {what}?"),
    ("what+colour", "I'm after {what} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept} pls"),
    ("what+colour+dept", "can I see {adj} {what} in {colour}"),
    ("what+price", "{what} {price}"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+dept+price", "{adj} {what} {price} please"),
    ("what+dept+price", "looking for cheap {what} {dept}, {price}"),
    ("what+size+price", "{what} {size} {price}?"),
    ("what+size+price", "I need {what} {size}, {price} if possible"),
    ("what+brand", "do you stock {brand} {what}?"),
    ("what+brand", "show me {what} by {brand}"),
    ("absent-colour", "have you got any {what} in {colour}?"),
    ("absent-colour", "looking for {colour} {what}, anything at all?"),
    ("absent-what", "do you sell {what1} {dept}?"),
    ("absent-what", "any {adj} {what} in stock?"),
    ("absent-size", "are there any {what} {size}?"),
    ("absent-size", "need {what} {size}, do you have any"),
)
