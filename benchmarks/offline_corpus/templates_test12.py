"""The request templates of split "test12" (issue 18).

split "test12" (issue 18), written blind, by hand, on 2026-12-03 by a fifteenth writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10301, 10302, 10303, 10304, 10305)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what1} {size}, anything?"),
    ("what+dept", "show me {adj} {what}"),
    ("what+dept", "do you sell {what} {dept}?"),
    ("what+dept+size", "i need {adj} {what} {size} please"),
    ("what+dept+size", "{what1} {dept} {size}, have you got one?"),
    ("what+colour", "any {colour} {what} in stock?"),
    ("what+colour", "I'm after {what1} in {colour}"),
    ("what+colour+dept", "{colour} {what} {dept} pls"),
    ("what+colour+dept", "have you got {adj} {what} in {colour}?"),
    ("what+colour+size", "do you have {what1} in {colour} {size}?"),
    ("what+colour+size", "{colour} {what} {size} - what's available"),
    ("what+price", "cheap {what} {price}?"),
    ("what+price", "could you find me {what1} {price}"),
    ("what+dept+price", "{adj} {what} {price}, anything decent?"),
    ("what+dept+price", "looking for {what} {dept}, {price} ideally"),
    ("what+size+price", "{what} {size} {price}?"),
    ("what+size+price", "need {what1} {size} and {price} if possible"),
    ("what+brand", "any {brand} {what}?"),
    ("what+brand", "I'd like to see {what} by {brand}"),
    ("what+brand+dept", "{brand} {what} {dept}?"),
    ("what+brand+dept", "got {adj} {what} from {brand}?"),
    ("absent-colour", "do you do {what} in {colour} at all?"),
    ("absent-colour", "hunting for {colour} {what}, any luck?"),
    ("absent-what", "have you got any {what} {dept}? can't find them"),
    ("absent-what", "i'm after {adj} {what}, do you stock them?"),
    ("absent-size", "any chance of {what1} {size}?"),
    ("absent-size", "is there {what1} {size} anywhere?"),
)
