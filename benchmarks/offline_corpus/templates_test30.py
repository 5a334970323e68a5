"""Request templates and catalogue seeds for split test30: twenty-four product requests
written blind, two for each of the twelve kinds (what+size, what+dept, what+dept+size,
what+colour, what+colour+dept, what+price, what+dept+price, what+size+price, what+brand,
absent-colour, absent-what, absent-size), phrased the way different shoppers type them.
Slots are filled from each generated catalogue: {what} plural product word, {what1} singular
with article, {dept} department phrase, {adj} its adjective form, {size} size phrase with its
own preposition, {colour} colour word, {price} price phrase, {brand} brand name."""

SEEDS = (31847, 33092, 35516, 37203, 39658)

TEMPLATES = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what1} {size}, what have you got"),
    ("what+dept", "show me your {adj} {what}"),
    ("what+dept", "any {what} {dept}? just browsing"),
    ("what+dept+size", "{adj} {what} {size} please"),
    ("what+dept+size", "i need {what1} {dept}, ideally {size}"),
    ("what+colour", "{colour} {what}?"),
    ("what+colour", "do you do {what} in {colour} at all"),
    ("what+colour+dept", "after some {colour} {what} {dept}"),
    ("what+colour+dept", "any {adj} {what} in {colour}?"),
    ("what+price", "{what} {price} pls"),
    ("what+price", "I'm after {what1}, {price}"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+dept+price", "can you find me {what1} {dept}, {price}"),
    ("what+size+price", "{what} {size} {price}"),
    ("what+size+price", "need {what1} {size} but {price}, anything?"),
    ("what+brand", "anything from {brand} in {what}?"),
    ("what+brand", "show me {brand} {what}"),
    ("absent-colour", "have you got any {colour} {what}"),
    ("absent-colour", "{what} in {colour} by any chance?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "looking for {what1} {dept}"),
    ("absent-size", "do you have {what} {size}?"),
    ("absent-size", "{what} {size}, anything at all?"),
)
