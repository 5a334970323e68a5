"""The request templates of split "test17" (issue 18).

split "test17" (issue 18), written blind, by hand, on 2026-12-03 by a twentieth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10801, 10802, 10803, 10804, 10805)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size}? need them asap"),
    ("what+size", "I'm after {what1} {size} if you have one"),
    ("what+dept", "can you show me {what} {dept}"),
    ("what+dept", "looking for {adj} {what}, what have you got"),
    ("what+dept+size", "do you stock {adj} {what} {size}?"),
    ("what+dept+size", "hi there, I need {what1} {dept} {size} please"),
    ("what+colour", "anything in {colour}? specifically {what}"),
    ("what+colour", "i want {colour} {what}, show me what there is"),
    ("what+colour+dept", "{colour} {what} {dept} pls"),
    ("what+colour+dept", "Could I see {adj} {what} in {colour}?"),
    ("what+colour+size", "is there {what1} in {colour} {size}"),
    ("what+colour+size", "{colour} {what} {size}, do they exist here?"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "what {what} can I get {price}"),
    ("what+dept+price", "need {adj} {what} {price}, any ideas"),
    ("what+dept+price", "Please find me {what1} {dept} {price}."),
    ("what+size+price", "{what} {size} {price} - anything?"),
    ("what+size+price", "hunting for {what1} {size}, and I'd like to keep it {price}"),
    ("what+brand", "have you got {brand} {what}"),
    ("what+brand", "show me everything from {brand}, {what} mainly"),
    ("what+brand+dept", "any {brand} {what} {dept}?"),
    ("what+brand+dept", "I'd love {adj} {what} by {brand}"),
    ("absent-colour", "do you do {what} in {colour} at all?"),
    ("absent-colour", "my heart's set on {colour} {what}, any luck?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "hiya, where are your {adj} {what}? can't find any"),
    ("absent-size", "any chance of {what1} {size}?"),
    ("absent-size", "I can never find {what} {size}, do you carry them?"),
)
