"""Request templates and catalogue seeds for split test33: product requests written blind from the
brief, two per kind for the twelve kinds, phrased the way different shoppers type (terse
fragments, polite full sentences, lower case, British and American wording). Slots are filled
from each catalogue generated with the seeds below: {what} plural product word, {what1} singular
with article, {dept} department phrase, {adj} its adjective form, {size} size phrase with its own
preposition, {colour} colour word, {price} price phrase with its own words, {brand} brand name.
The absent-* kinds ask for something the catalogue does not carry."""

SEEDS = (61427, 63908, 65173, 67742, 69261)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "I need {what} {size}, what have you got"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "looking at {adj} {what} today, anything nice?"),
    ("what+dept+size", "{adj} {what} {size} please"),
    ("what+dept+size", "hi, do you have any {what} {dept} {size}?"),
    ("what+colour", "do you do {what} in {colour}"),
    ("what+colour", "after some {what} in {colour}, anything?"),
    ("what+colour+dept", "{colour} {what} {dept}?"),
    ("what+colour+dept", "I'm hunting for {adj} {what} in {colour}"),
    ("what+price", "{what} {price}"),
    ("what+price", "what {what} have you got {price}?"),
    ("what+dept+price", "{adj} {what} {price} pls"),
    ("what+dept+price", "need {what} {dept}, {price} ideally"),
    ("what+size+price", "{what} {size}, {price} if possible"),
    ("what+size+price", "could you find me {what} {size} {price}?"),
    ("what+brand", "any {brand} {what}?"),
    ("what+brand", "I'd like to see {what} by {brand}"),
    ("absent-colour", "have you got {what} in {colour} at all?"),
    ("absent-colour", "i really want {colour} {what}, anything?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "looking for {what1} {dept}"),
    ("absent-size", "any {what} {size}? can never find my size"),
    ("absent-size", "do you do {what} {size}"),
)
