"""The request templates of split "test18" (issue 18).

split "test18" (issue 18), written blind, by hand, on 2026-12-03 by a twenty-first writer who never
saw the offline model's code or tests, nor any other split's sentences or templates; only this
brief.
"""

from __future__ import annotations

SEEDS = (10901, 10902, 10903, 10904, 10905)

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("what+size", "got any {what} {size}?"),
    ("what+size", "looking for {what1} {size} please"),
    ("what+dept", "show me {what} {dept}"),
    ("what+dept", "do you do {adj} {what}?"),
    ("what+dept+size", "{adj} {what} {size}, what have you got"),
    ("what+dept+size", "i need {what1} {dept} {size}"),
    ("what+colour", "have you got {what} in {colour}"),
    ("what+colour", "after some {colour} {what}, anything?"),
    ("what+colour+dept", "any {colour} {what} {dept}?"),
    ("what+colour+dept", "I'm hunting for {adj} {what} in {colour}"),
    ("what+colour+size", "do you have {what1} in {colour} {size}?"),
    ("what+colour+size", "{colour} {what} {size} pls"),
    ("what+price", "any decent {what} {price}?"),
    ("what+price", "i want {what1} {price}, what's there"),
    ("what+dept+price", "{adj} {what} {price}?"),
    ("what+dept+price", "can you find me {what1} {dept} {price}"),
    ("what+size+price", "need {what} {size}, {price} ideally"),
    ("what+size+price", "what {what} do you have {size} {price}?"),
    ("what+brand", "do you stock {brand} {what}?"),
    ("what+brand", "looking for {what1} from {brand}"),
    ("what+brand+dept", "got anything from {brand} in {what} {dept}?"),
    ("what+brand+dept", "{adj} {what} by {brand} please"),
    ("absent-colour", "is there any chance of {what1} in {colour}?"),
    ("absent-colour", "I really want {colour} {what}, got any?"),
    ("absent-what", "do you sell {what} {dept}?"),
    ("absent-what", "do you carry {adj} {what} at all"),
    ("absent-size", "have you got {what} {size}? can't see any"),
    ("absent-size", "is {what1} {size} available?"),
)
