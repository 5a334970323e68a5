"""Request templates and catalogue seeds for split test29: five catalogue seeds and two request
templates for each of the generator's twelve kinds, as (kind, text) pairs with the generator's
slots ({what}, {what1}, {dept}, {adj}, {size}, {colour}, {price}, {brand})."""

SEEDS = (29111, 29102, 29110, 29115, 29113)

TEMPLATES = (
    ("what+size", "hiya, have you got any {what} {size} at the moment?"),
    ("what+size", "{what} {size} pls, whatever you've got"),
    ("what+dept", "Could you show me the {adj} {what} you carry?"),
    ("what+dept", "just browsing {what} {dept}, what's in?"),
    ("what+dept+size", "I'm hunting for {what1} {dept} {size}, any luck?"),
    ("what+dept+size", "{adj} {what} {size}? thanks in advance"),
    ("what+colour", "Do you do {what} in {colour}?"),
    ("what+colour", "ooh I'd love some {colour} {what}, what have you got"),
    ("what+colour+dept", "Have you got {colour} {what} {dept}?"),
    ("what+colour+dept", "{adj} {what} in {colour} - anything in stock?"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+price", "Budget's tight this month - {what} {price} please"),
    ("what+dept+price", "Any {adj} {what} {price}?"),
    ("what+dept+price", "show me {what} {dept}, {price}"),
    ("what+size+price", "need {what1} {size}, {price}"),
    ("what+size+price", "Are there any {what} {size}? My budget is {price}."),
    ("what+brand", "Got anything by {brand}? {what} specifically."),
    ("what+brand", "I'm a big {brand} fan - any of their {what} in?"),
    ("absent-colour", "Looking for {colour} {what}, anything?"),
    ("absent-colour", "Do any of your {what} come in {colour}?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "Where would I find {what1} {dept} on here?"),
    ("absent-size", "Have you got {what} {size}? Can never find that size anywhere"),
    ("absent-size", "any {what} {size} left in stock?"),
)
