"""Request templates and catalogue seeds of the test3 split (issue 18).

Written on 2026-12-02 by the test3 corpus writer (a helper session), blind to the offline model,
its tests and the other splits' templates; only `tests/catalogues/generator.py` was read, for its
slot names and the phrases it fills them with ({size} brings its own preposition: "in a 43",
"size M", "for a 7 year old", "with a 32 waist"; {price} its own "under 50"). The texts are
shopper requests as they come into a shop's chat: terse, chatty, polite, British and American.

`SEEDS`: the five catalogues `build.py` generates; `TEMPLATES`: (kind, text), each using exactly
the slots its kind names ({adj} stands for the department like {dept}, {what1} for {what}).
"""

SEEDS = (6601, 6602, 6603, 6604, 6605)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size} at the moment?"),
    ("what+size", "I'm hunting for {what1} {size}"),
    ("what+size", "{what} {size} pls"),
    ("what+dept", "What {what} do you do {dept}?"),
    ("what+dept", "browsing {adj} {what}, what's new in?"),
    ("what+dept+size", "Could you find me {what1} {dept}, {size} ideally?"),
    ("what+dept+size", "need {adj} {what} {size} asap"),
    ("what+colour", "{colour} {what}, what have you got?"),
    ("what+colour", "I'd love {what1} in {colour}, please."),
    ("what+colour+dept", "{colour} {what} {dept}?"),
    ("what+colour+dept", "Looking at {adj} {what}. Anything in {colour}?"),
    ("what+colour+size", "{colour} {what} {size}, if you have them"),
    ("what+colour+size", "Is there {what1} in {colour}, {size}?"),
    ("what+price", "cheap {what}, {price}"),
    ("what+price", "What {what} have you got {price}?"),
    ("what+dept+price", "{what} {dept} {price}, thanks"),
    ("what+dept+price", "Any {adj} {what} {price}? Money's tight this month."),
    ("what+size+price", "{what} {size}, {price} please"),
    ("what+size+price", "Hiya, I need {what1} {size}, ideally {price}"),
    ("what+brand", "Which {brand} {what} are in stock?"),
    ("what+brand", "Do you carry {what} by {brand}?"),
    ("what+brand+dept", "{brand} {what} {dept}"),
    ("what+brand+dept", "Have you any {adj} {what} from {brand}?"),
    ("absent-colour", "do you do {what} in {colour} at all?"),
    ("absent-colour", "I really want {colour} {what}. Any chance?"),
    ("absent-what", "Do you sell {what}?"),
    ("absent-what", "I'm after {what1}, where would I find one?"),
    ("absent-size", "Have you got {what} {size}? I can never find them"),
    ("absent-size", "{what1} {size}, is that something you stock?"),
    ("absent-size", "Quick one: {what} {size}?"),
)
