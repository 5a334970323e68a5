"""Request templates and catalogue seeds for split test39: two product-request templates for
each of the twelve kinds, phrased as different shoppers would type them (polite, terse, chatty,
British and American), filled from each generated catalogue. Each template uses exactly the
slots its kind names: {what} plural product type, {what1} singular with article (absent-what
only), {dept}/{adj} department phrase or adjective, {size} size phrase with its own
preposition, {colour} bare colour word, {price} price phrase with its own words, {brand} brand
name. SEEDS are five new catalogue seeds in 120000..129999.
"""

SEEDS = (121847, 123509, 125263, 127731, 129016)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "I need some {what} {size}, what have you got"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "looking for {adj} {what}, anything good?"),
    ("what+dept+size", "{adj} {what} {size} please"),
    ("what+dept+size", "do you have {what} {dept} {size}?"),
    ("what+colour", "any {colour} {what}?"),
    ("what+colour", "I'm after {what} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept}"),
    ("what+colour+dept", "have you got {adj} {what} in {colour}?"),
    ("what+price", "{what} {price}"),
    ("what+price", "can you find me some {what} {price}? money's tight this month"),
    ("what+dept+price", "{adj} {what} {price} pls"),
    ("what+dept+price", "what's good in {what} {dept}, {price}?"),
    ("what+size+price", "{what} {size}, {price}"),
    ("what+size+price", "I'd like {what} {size} but {price} if poss"),
    ("what+brand", "do you stock {brand} {what}?"),
    ("what+brand", "show me {what} by {brand}"),
    ("absent-colour", "have you got any {what} in {colour}?"),
    ("absent-colour", "looking for {colour} {what}, do you do them?"),
    ("absent-what", "do you sell {adj} {what}?"),
    ("absent-what", "I'm after {what1} {dept}"),
    ("absent-size", "any {what} {size}?"),
    ("absent-size", "do these {what} come {size}?"),
)
