"""Request templates and catalogue seeds for split test31: five fresh catalogue seeds and two
blind-written product-request templates for each of the twelve request kinds, phrased as
different shoppers would (terse, chatty, British, American); each template uses exactly the
slots its kind names, and the absent-* kinds ask for things a catalogue may not stock."""

SEEDS = (41273, 43819, 45062, 47741, 49358)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "I'm after some {what} {size}, what have you got"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "looking for {adj} {what}, anything decent?"),
    ("what+dept+size", "{adj} {what} {size} please"),
    ("what+dept+size", "hiya, do you have any {what} {dept} {size}?"),
    ("what+colour", "do you do {what} in {colour}?"),
    ("what+colour", "need some {colour} {what} asap"),
    ("what+colour+dept", "{colour} {what} {dept}"),
    ("what+colour+dept", "have you got any {adj} {what} in {colour}?"),
    ("what+price", "{what} {price}"),
    ("what+price", "can you find me some {what}? {price} ideally"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+dept+price", "need {what} {dept}, {price} if possible"),
    ("what+size+price", "{what} {size} {price} pls"),
    ("what+size+price", "looking for {what} {size}, budget {price}"),
    ("what+brand", "show me {what} by {brand}"),
    ("what+brand", "anything from {brand}? specifically {what}"),
    ("absent-colour", "do you have any {colour} {what}?"),
    ("absent-colour", "{what} in {colour} - got any at all?"),
    ("absent-what", "I'm looking for {what1} {dept}"),
    ("absent-what", "do you sell {adj} {what}?"),
    ("absent-size", "do you have {what} {size}?"),
    ("absent-size", "any {what} left {size}? can't find them"),
)
