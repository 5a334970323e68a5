"""split "test6" (issue 18), written blind, by hand, on 2026-12-02 by a ninth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.

Request templates (kind, text) and the seeds of the five catalogues they run on.
"""

SEEDS = (8801, 8802, 8803, 8804, 8805)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "do you have any {what} {size}?"),
    ("what+size", "looking for {what1} {size} pls"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "What {what} have you got {dept}?"),
    ("what+dept+size", "after {what} {dept}, {size} ideally"),
    ("what+dept+size", "Have you got {what} {dept} {size}, by any chance?"),
    ("what+colour", "got any {colour} {what}?"),
    ("what+colour", "I'd love {what1} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept}, what've you got"),
    ("what+colour+dept", "Could you show me some {adj} {what} in {colour}, please?"),
    ("what+colour+size", "need {colour} {what} {size}"),
    ("what+colour+size", "is there {what1} in {colour} {size}?"),
    ("what+price", "{what} {price}?"),
    ("what+price", "which {what} do you have {price}"),
    ("what+dept+price", "cheap {what} {dept}, {price} if poss"),
    ("what+dept+price", "Hi! I'm looking for {adj} {what} {price}."),
    ("what+size+price", "{what} {size}, {price} please"),
    ("what+size+price", "can I get {what1} {size} {price}?"),
    ("what+brand", "do you stock {brand} {what}?"),
    ("what+brand", "show me {what} by {brand}"),
    ("what+brand+dept", "any {brand} {what} {dept}?"),
    ("what+brand+dept", "I'm after {adj} {what} from {brand}, ta"),
    ("absent-colour", "have you got {what} in {colour}?"),
    ("absent-colour", "I really want {colour} {what}, any luck?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "got any {what} at all"),
    ("absent-size", "I need {what} {size}, do you have them?"),
    ("absent-size", "any {what} left {size}?"),
)
