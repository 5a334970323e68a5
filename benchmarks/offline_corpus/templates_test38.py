"""Request templates and catalogue seeds for split test38: two product-request templates for
each of the twelve kinds, written blind from the brief and phrased as different shoppers type
them (terse fragments, chatty asks, British and American wording). Slots are filled from each
generated catalogue: {what} a plural product type, {what1} the singular with an article,
{dept} a department phrase, {adj} its adjective form, {size} a size phrase with its own
preposition, {colour} a colour word, {price} a price phrase with its own words, {brand} a
brand name. The absent-* kinds ask for something the catalogue does not hold."""

SEEDS = (113527, 116048, 110893, 118214, 114760)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what} {size}, what have you got"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "need some {adj} {what} pls"),
    ("what+dept+size", "{what} {dept} {size} please"),
    ("what+dept+size", "do you have any {what} {dept}? ideally {size}"),
    ("what+colour", "I'm after some {colour} {what}"),
    ("what+colour", "any {what} in {colour}?"),
    ("what+colour+dept", "{colour} {what} {dept}"),
    ("what+colour+dept", "can you find me {what} {dept} in {colour}"),
    ("what+price", "{what} {price}"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+dept+price", "cheap {what} {dept}, {price}"),
    ("what+dept+price", "I need {what} {dept} but {price} if poss"),
    ("what+size+price", "{what} {size} {price}"),
    ("what+size+price", "any {what} {size}? {price} ideally"),
    ("what+brand", "have you got any {brand} {what}"),
    ("what+brand", "show me {what} from {brand}"),
    ("absent-colour", "do you do {what} in {colour} at all?"),
    ("absent-colour", "{colour} {what}? anything?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "is there {what1} in the {adj} section anywhere"),
    ("absent-size", "do you have {what} {size}?"),
    ("absent-size", "need {what} {size}, can you check"),
)
