"""split "test8" (issue 18), written blind, by hand, on 2026-12-02 by a eleventh writer who never saw the offline model's code or tests, nor any other split's sentences or templates; only this brief."""

SEEDS = (9901, 9902, 9903, 9904, 9905)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, got {what} {size} at all?"),
    ("what+size", "I'm after {what1}, {size} please"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "any {adj} {what} in stock?"),
    ("what+dept+size", "looking for {what} {dept}, {size} if you have them"),
    ("what+dept+size", "Could you find me {adj} {what} {size}, please?"),
    ("what+colour", "do you do {what} in {colour}?"),
    ("what+colour", "{colour} {what} pls"),
    ("what+colour+dept", "I'd love {what1} in {colour} {dept}"),
    ("what+colour+dept", "have you got any {colour} {adj} {what}?"),
    ("what+colour+size", "need {what} in {colour}, {size}"),
    ("what+colour+size", "Is there {what1} in {colour} {size}?"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "what {what} have you got {price}"),
    ("what+dept+price", "{adj} {what} {price}, anything?"),
    ("what+dept+price", "I need {what1} {dept}, {price} ideally"),
    ("what+size+price", "{what} {size}, {price} plz"),
    ("what+size+price", "Can I get {what1} {size} for {price}?"),
    ("what+brand", "got any {brand} {what}?"),
    ("what+brand", "show me {what} by {brand}"),
    ("what+brand+dept", "looking for {brand} {what} {dept}"),
    ("what+brand+dept", "do you stock {adj} {what} from {brand}?"),
    ("absent-colour", "any {what} in {colour}?"),
    ("absent-colour", "I really want {what1} in {colour}, do you have one"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "hi, have you got {what} at all"),
    ("absent-size", "{what} {size}? struggling to find my size anywhere"),
    ("absent-size", "Do you have {what1} {size}, please?"),
)
