"""Request templates and catalogue seeds for split test34: five fresh catalogue seeds and two
product-request templates for each of the twelve request kinds, written blind from the brief and
phrased as different shoppers would (terse, chatty, British and American). Each template uses
exactly the slots its kind lists; {size} and {price} bring their own prepositions and words."""

SEEDS = (70417, 72893, 74561, 76238, 79104)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what} {size} pls"),
    ("what+dept", "show me your {what} {dept}"),
    ("what+dept", "any {adj} {what} in at the moment?"),
    ("what+dept+size", "I need {what} {dept} {size}"),
    ("what+dept+size", "do you do {adj} {what} {size}?"),
    ("what+colour", "have you got {colour} {what}?"),
    ("what+colour", "after some {what} in {colour}, what's there"),
    ("what+colour+dept", "{colour} {what} {dept} please"),
    ("what+colour+dept", "looking for {adj} {what} in {colour}"),
    ("what+price", "{what} {price}?"),
    ("what+price", "can you find me some {what}, {price}"),
    ("what+dept+price", "{adj} {what} {price}"),
    ("what+dept+price", "any {what} {dept} {price}?"),
    ("what+size+price", "{what} {size}, {price} if poss"),
    ("what+size+price", "I'm after {what} {size}, {price} ideally"),
    ("what+brand", "do you stock {brand} {what}?"),
    ("what+brand", "show me {what} by {brand}"),
    ("absent-colour", "have you got any {what} in {colour}?"),
    ("absent-colour", "{colour} {what}, anything?"),
    ("absent-what", "do you sell {what1} {dept}?"),
    ("absent-what", "any {adj} {what}?"),
    ("absent-size", "are there any {what} {size}?"),
    ("absent-size", "need {what} {size}, what have you got"),
)
