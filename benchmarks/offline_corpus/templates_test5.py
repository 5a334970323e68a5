"""Request templates and seeds of split "test5" (issue 18), written blind by hand on 2026-12-02
by an eighth writer, who saw neither the offline model nor any other split's sentences, only
the slot names and kinds of `tests/catalogues/generator.py`."""

SEEDS = (7801, 7802, 7803, 7804, 7805)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, wld you have {what} {size} at all"),
    ("what+size", "Looking for {what1}, {size} ideally."),
    ("what+dept", "could I see your {adj} {what}, please?"),
    ("what+dept", "whats new in {what} {dept}"),
    ("what+dept+size", "need {what1} {dept}, {size} pls"),
    ("what+dept+size", "Do you carry {adj} {what} {size}?"),
    ("what+colour", "I'm hunting for {what1} in {colour}"),
    ("what+colour", "{colour} {what}?? anything"),
    ("what+colour+dept", "Would you happen to have {colour} {what} {dept}?"),
    ("what+colour+dept", "show me {adj} {what} in {colour}"),
    ("what+price", "Got {what} {price}? Money's tight."),
    ("what+price", "something in {what}, {price} if poss"),
    ("what+dept+price", "Can you find me {what1} {dept} {price}?"),
    ("what+size+price", "{what} {size}, {price}, ta"),
    ("what+size+price", "I'd love {what1} {size} but {price} please"),
    ("what+brand", "Is there any {brand} in your {what}?"),
    ("what+brand", "big fan of {brand} - what {what} do they do here"),
    ("absent-colour", "Any chance of {what1} in {colour}?"),
    ("absent-what", "where do I find {what} {dept}?"),
    ("absent-size", "hi there, I'm after {what} {size}"),
)
