"""Request templates and catalogue seeds for split test37: product requests written blind (from
the brief only) as different shoppers would type them -- terse, chatty, polite, typo-prone --
two templates for each of the twelve kinds.  Slots are filled from each generated catalogue:
{what} plural product type, {what1} singular with article, {dept} department phrase, {adj} its
adjective form, {size} size phrase with its own preposition, {colour} colour word, {price} price
phrase with its own words, {brand} brand name.  Each template uses exactly the slots its kind
lists; the absent-* kinds ask for a colour, product type or size the catalogue does not stock."""

SEEDS = (103817, 106254, 101093, 108476, 104529)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "hiya, I'm after some {what} {size} if you have them"),
    ("what+dept", "show me your {adj} {what}"),
    ("what+dept", "what {what} do you do {dept}?"),
    ("what+dept+size", "need {what} {dept} {size} pls"),
    ("what+dept+size", "Could you show me {adj} {what} {size}, please?"),
    ("what+colour", "do you have any {colour} {what}?"),
    ("what+colour", "looking for {what} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept}"),
    ("what+colour+dept", "have you got {adj} {what} in {colour}? thanks"),
    ("what+price", "any {what} {price}?"),
    ("what+price", "I need some {what} but my budget's tight, {price} ideally"),
    ("what+dept+price", "{adj} {what} {price} pls"),
    ("what+dept+price", "Looking for {what} {dept}, {price} if possible."),
    ("what+size+price", "{what} {size}, {price}"),
    ("what+size+price", "can you find me {what} {size}? {price} please"),
    ("what+brand", "what {brand} {what} have you got?"),
    ("what+brand", "after some {what}, anything by {brand}?"),
    ("absent-colour", "do you do {what} in {colour} at all?"),
    ("absent-colour", "i really want {colour} {what}, any?"),
    ("absent-what", "do you sell {what1} {dept}?"),
    ("absent-what", "looking for {adj} {what}, have you got any"),
    ("absent-size", "are there any {what} {size}?"),
    ("absent-size", "Can't find {what} {size} anywhere, do you stock them?"),
)
