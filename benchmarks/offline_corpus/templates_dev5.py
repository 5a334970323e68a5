"""Request templates and catalogue seeds for split "dev5": two per kind of the generator's own
templates, worded as shoppers type them. Slots: {what} plural, {what1} singular with an article,
{dept} "for men", {adj} "men's", {size} a size phrase with its preposition, {colour}, {price}
a price phrase ("under 60"), {brand}."""

SEEDS = (13001, 13002, 13003, 13004, 13005)

TEMPLATES = (
    ("what+size", "looking for {what} {size}, anything?"),
    ("what+size", "hiya, got {what} {size} at all"),
    ("what+dept", "can u show me {what} {dept}"),
    ("what+dept", "what {adj} {what} have you got"),
    ("what+dept+size", "after {what1} {dept}, {size} pls"),
    ("what+dept+size", "need some {what} {dept} {size} if poss"),
    ("what+colour", "in the market for {colour} {what}"),
    ("what+colour", "got {what} in {colour}? thx"),
    ("what+colour+dept", "looking for {colour} {what} {dept}"),
    ("what+colour+dept", "any {adj} {what} in {colour}?"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "whats there in {what} {price}"),
    ("what+dept+price", "{adj} {what}, budget {price}"),
    ("what+dept+price", "need {what} {dept} {price} please"),
    ("what+size+price", "{what} {size}, {price} ideally"),
    ("what+size+price", "can i get {what1} {size} {price}?"),
    ("what+brand", "got any {brand} {what}?"),
    ("what+brand", "{brand} {what} - what have you got"),
    ("absent-colour", "{what} in {colour}?? any at all"),
    ("absent-colour", "is there any {colour} in your {what}"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "need {what1} {dept}, got any?"),
    ("absent-size", "{what} {size} - anything?"),
    ("absent-size", "any chance of {what} {size}"),
)
