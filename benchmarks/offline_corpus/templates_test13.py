"""The request templates of split "test13" (issue 18).

split "test13" (issue 18), written blind, by hand, on 2026-12-03 by a sixteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10401, 10402, 10403, 10404, 10405)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "hiya, got any {what} {size} at the moment?"),
    ("what+size", "need {what1} {size} pls"),
    ("what+dept", "show me your {adj} {what}"),
    ("what+dept", "what {what} have you got {dept}?"),
    ("what+dept+size", "looking for {what} {dept} {size}, anything in stock"),
    ("what+dept+size", "do u do {adj} {what} {size}"),
    ("what+colour", "I'd love {what1} in {colour}"),
    ("what+colour", "any {colour} {what} going?"),
    ("what+colour+dept", "can you find me {colour} {what} {dept}"),
    ("what+colour+dept", "{adj} {what} in {colour} please"),
    ("what+colour+size", "have you got {what1} in {colour} {size}?"),
    ("what+colour+size", "{colour} {what} {size}, what are my options"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "I'm after {what1} {price}, what do you suggest"),
    ("what+dept+price", "{adj} {what} {price} if you have them"),
    ("what+dept+price", "could you show me {what} {dept}, {price} ideally"),
    ("what+size+price", "{what} {size} {price} - anything?"),
    ("what+size+price", "Hello, I need {what1} {size} and I'd like to keep it {price}."),
    ("what+brand", "do you sell {brand} {what}?"),
    ("what+brand", "show me what {brand} has in {what}"),
    ("what+brand+dept", "any {brand} {what} {dept}"),
    ("what+brand+dept", "looking for {adj} {what} by {brand}"),
    ("absent-colour", "do you have {what} in {colour} by any chance?"),
    ("absent-colour", "really want {what1} in {colour}, can you check"),
    ("absent-what", "where are your {what} {dept}?"),
    ("absent-what", "i'm hunting for {adj} {what}, do you stock them"),
    ("absent-size", "is there {what1} {size} anywhere?"),
    ("absent-size", "can't find {what} {size}, have you got any"),
)
