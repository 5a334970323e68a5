"""Request templates and catalogue seeds for split test32: five fresh catalogue seeds and two
product-request templates for each of the twelve request kinds, phrased the way different
shoppers type (terse, chatty, British and American). Slots are filled from each generated
catalogue: {what} plural product word, {what1} singular with article, {dept} department phrase,
{adj} its adjective form, {size} a size phrase with its own preposition, {colour} a colour word,
{price} a price phrase with its own words, {brand} a brand name. Each kind uses exactly the
slots its name lists; the absent-* kinds ask for something the catalogue does not stock."""

SEEDS = (51873, 53309, 54620, 56147, 58902)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "hiya, I'm after some {what} {size} if you have them"),
    ("what+dept", "can you show me {what} {dept}"),
    ("what+dept", "browsing {adj} {what}, whats good"),
    ("what+dept+size", "{adj} {what} {size} please"),
    ("what+dept+size", "I need {what} {dept}, ideally {size}"),
    ("what+colour", "any {colour} {what} in stock?"),
    ("what+colour", "looking for {what}, has to be {colour} tbh"),
    ("what+colour+dept", "{colour} {what} {dept}?"),
    ("what+colour+dept", "do you do {adj} {what} in {colour}"),
    ("what+price", "{what} {price} pls"),
    ("what+price", "what have you got in the way of {what}, {price}?"),
    ("what+dept+price", "{adj} {what} {price}"),
    ("what+dept+price", "after some {what} {dept} but {price} if poss"),
    ("what+size+price", "{what} {size}, {price}"),
    ("what+size+price", "show me {what} {size} - {price}"),
    ("what+brand", "anything from {brand} in {what}?"),
    ("what+brand", "{brand} {what} - what've you got"),
    ("absent-colour", "have you got any {what} in {colour}?"),
    ("absent-colour", "need {colour} {what} for a thing next week"),
    ("absent-what", "do you sell {what1} {dept}?"),
    ("absent-what", "where are your {adj} {what}"),
    ("absent-size", "are there any {what} {size}"),
    ("absent-size", "looking for {what} {size}, can't find any"),
)
